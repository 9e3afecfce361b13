import { Type, type Static } from '@sinclair/typebox';
import { nestPairs, parsePairs } from '../../lib/query-string.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open), with the rules themselves in lib/query-string.ts:
 * - Decoding is exactly WHATWG URLSearchParams: "+" is a space, percent escapes are UTF-8
 *   (invalid bytes become U+FFFD), a malformed escape ("%zz") is kept as written, one leading "?"
 *   is ignored, and a "#" is an ordinary character (there is no fragment in a query string).
 * - The answer has the pairs in order (nothing lost: repeated names, empty names and values) and
 *   `params`, one object with bracket notation nested the way qs, PHP and Rails read it
 *   (a[b]=1, a[]=1, a[0]=1) and repeated names gathered into arrays. query-string-stringify writes
 *   what this reads back. url-params-to-json is the flat reading, without brackets.
 * - Objects have no prototype: "__proto__", "constructor" and "prototype" are ordinary names.
 */

const paramValue = Type.Recursive((Self) =>
  Type.Union([Type.String(), Type.Array(Self), Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), Self, { additionalProperties: false })], {
    description: 'A string, an array of values, or a nested object',
  }),
);

const output = closedObject({
  params: Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), paramValue, {
    additionalProperties: false,
    description: 'The parameters as one object: bracket notation nested (a[b]=1 → {"a":{"b":"1"}}, a[]=1 → {"a":["1"]}), repeated names as arrays',
  }),
  pairs: Type.Array(
    closedObject({
      key: Type.String({ description: 'The decoded name' }),
      value: Type.String({ description: 'The decoded value ("" when there is no "=")' }),
    }),
    { description: 'Every name=value pair in order, decoded, nothing merged' },
  ),
  count: Type.Integer({ minimum: 0, description: 'The number of pairs' }),
});

export default defineTool({
  id: 'query-string-parse',
  name: 'Query String Parser',
  category: 'data',
  description:
    'Parse a URL query string (with or without "?") as browsers do (URLSearchParams: + is a space, percent-decoding as UTF-8) into ordered pairs ' +
    'and one object where repeated names become arrays and bracket notation nests (a[b]=1, a[]=1, a[0]=1, as qs, PHP and Rails read it).',
  keywords: ['query params', 'url params', 'urlsearchparams', 'parse query', 'search params', 'qs'],
  mcp: true,
  // its worst input (array-appends) took 1967.9 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    query: Type.String({ maxLength: 1_000_000, description: 'The query string, e.g. ?q=tool+deck&tag=a&tag=b' }),
  }),
  output,
  examples: [
    {
      title: 'Repeated names and + as a space',
      input: { query: '?q=tool+deck&tag=json&tag=yaml&empty=' },
      output: {
        params: { q: 'tool deck', tag: ['json', 'yaml'], empty: '' },
        pairs: [
          { key: 'q', value: 'tool deck' },
          { key: 'tag', value: 'json' },
          { key: 'tag', value: 'yaml' },
          { key: 'empty', value: '' },
        ],
        count: 4,
      },
    },
    {
      title: 'Bracket notation',
      input: { query: 'user[name]=Ada%20L&user[langs][]=en&user[langs][]=fr&page=2' },
      output: {
        params: { user: { name: 'Ada L', langs: ['en', 'fr'] }, page: '2' },
        pairs: [
          { key: 'user[name]', value: 'Ada L' },
          { key: 'user[langs][]', value: 'en' },
          { key: 'user[langs][]', value: 'fr' },
          { key: 'page', value: '2' },
        ],
        count: 4,
      },
    },
  ],
  run({ query }): Static<typeof output> {
    const pairs = parsePairs(query);
    return { params: nestPairs(pairs), pairs: pairs.map(([key, value]) => ({ key, value })), count: pairs.length };
  },
});
