import { Type } from '@sinclair/typebox';
import { QueryWriter, stringifyNested } from '../../lib/query-string.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open), with the rules themselves in lib/query-string.ts:
 * - Encoding is RFC 3986 percent-encoding of UTF-8 (only A-Z a-z 0-9 - . _ ~ stay as they are;
 *   a space is %20, "+" is %2B), which every form-urlencoded reader also decodes right.
 * - Nesting uses the bracket convention query-string-parse reads back: objects as a[b]=1, arrays
 *   with indices as a[0]=1&a[1]=2 (the brackets percent-encoded, as qs does by default). Strings,
 *   numbers and booleans are written as their text, null as an empty value (a=); empty arrays
 *   and objects write nothing. Nesting is limited to 20 levels.
 * - prefix adds a leading "?" when the query is not empty.
 */

export default defineTool({
  id: 'query-string-stringify',
  name: 'Query String Builder',
  category: 'data',
  description:
    'Build a URL query string from an object, percent-encoded per RFC 3986 (UTF-8; a space is %20). Nested objects and arrays use bracket ' +
    'notation (a[b]=1, a[0]=1), which query-string-parse reads back to the same object.',
  keywords: ['query params', 'url params', 'urlsearchparams', 'build query', 'qs', 'encode params', 'http build query'],
  // its worst input (wide-params) took 9272.1 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    params: Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), Type.Unknown(), {
      additionalProperties: false,
      description: 'The parameters: strings, numbers, booleans, null, or nested arrays and objects',
    }),
    prefix: withDefault(Type.Boolean({ description: 'Start the query with "?" (when it is not empty)' }), false),
  }),
  output: closedObject({
    query: Type.String({ description: 'The encoded query string' }),
    count: Type.Integer({ minimum: 0, description: 'The number of name=value pairs written' }),
  }),
  examples: [
    {
      title: 'Flat values',
      input: { params: { q: 'tool deck', page: 2, exact: true, lang: 'fr & en' }, prefix: true },
      output: { query: '?q=tool%20deck&page=2&exact=true&lang=fr%20%26%20en', count: 4 },
    },
    {
      title: 'Nested object and array',
      input: { params: { user: { name: 'Ada', langs: ['en', 'fr'] } } },
      output: { query: 'user%5Bname%5D=Ada&user%5Blangs%5D%5B0%5D=en&user%5Blangs%5D%5B1%5D=fr', count: 3 },
    },
  ],
  run({ params, prefix }) {
    const writer = new QueryWriter('params');
    stringifyNested(params, writer, 'params');
    const query = writer.toString();
    return { query: prefix && query !== '' ? `?${query}` : query, count: writer.count };
  },
});
