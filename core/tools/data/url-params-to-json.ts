import { Type, type Static } from '@sinclair/typebox';
import { groupPairs, parsePairs } from '../../lib/query-string.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Where the query is: after the first "?" when there is one (a full URL, a path such as
 *   /search?q=1, or a bare ?q=1); otherwise the whole input is the query, unless it looks like a
 *   URL without one (scheme://… or a path starting with "/"), which has no parameters. A fragment
 *   (from "#") is never part of the query. Surrounding whitespace is ignored.
 * - Decoding is WHATWG URLSearchParams (+ is a space, UTF-8 percent escapes, malformed escapes
 *   kept as written), as query-string-parse.
 * - Flat: a name seen once maps to its value, a repeated one to an array of all its values in
 *   order; brackets are part of the name (query-string-parse is the one that nests them). The
 *   object has no prototype, so "__proto__" is an ordinary name.
 */

const output = closedObject({
  params: Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), Type.Union([Type.String(), Type.Array(Type.String())]), {
    additionalProperties: false,
    description: 'Each name with its value, or an array of its values in order when it is repeated',
  }),
  query: Type.String({ description: 'The query string that was read, without "?" and without any fragment' }),
  count: Type.Integer({ minimum: 0, description: 'The number of name=value pairs' }),
});

const URL_WITHOUT_QUERY = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|\/)/;

function queryOf(input: string): string {
  const text = input.trim();
  const hash = text.indexOf('#');
  const beforeFragment = hash < 0 ? text : text.slice(0, hash);
  const question = beforeFragment.indexOf('?');
  if (question >= 0) return beforeFragment.slice(question + 1);
  return URL_WITHOUT_QUERY.test(beforeFragment) ? '' : beforeFragment;
}

export default defineTool({
  id: 'url-params-to-json',
  name: 'URL Parameters to JSON',
  category: 'data',
  description:
    'Turn the query parameters of a URL (or a bare query string) into a flat JSON object: decoded as browsers do, repeated names as arrays of values.',
  keywords: ['query params', 'query string', 'urlsearchparams', 'parse url', 'search params'],
  // its worst input (many-pairs) took 233.9 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    input: Type.String({ maxLength: 1_000_000, description: 'A full URL such as https://example.com/?a=1&b=2, or a query string such as a=1&b=2' }),
  }),
  output,
  examples: [
    {
      title: 'A full URL',
      input: { input: 'https://example.com/search?q=json+to+yaml&sort=desc&tag=a&tag=b#results' },
      output: { params: { q: 'json to yaml', sort: 'desc', tag: ['a', 'b'] }, query: 'q=json+to+yaml&sort=desc&tag=a&tag=b', count: 4 },
    },
    {
      title: 'A query string with escapes',
      input: { input: 'name=J%C3%BCrgen&city=K%C3%B6ln&filter[x]=1' },
      output: { params: { name: 'Jürgen', city: 'Köln', 'filter[x]': '1' }, query: 'name=J%C3%BCrgen&city=K%C3%B6ln&filter[x]=1', count: 3 },
    },
  ],
  run({ input }): Static<typeof output> {
    const query = queryOf(input);
    const pairs = parsePairs(query.startsWith('?') ? `?${query}` : query);
    return { params: groupPairs(pairs), query, count: pairs.length };
  },
});
