import { Type } from '@sinclair/typebox';
import { isOrderedObject, readOrderedJson, scalarText, writeOrderedJson, type OrderedJson } from '../../lib/json-ordered.ts';
import { encodeRfc3986, QueryWriter } from '../../lib/query-string.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - The JSON must be an object; each member gives name=value pairs in order. Strings are written
 *   as they are, numbers with the digits they were written with, booleans as true/false, null as
 *   an empty value (a=). A nested object, or an object or array inside an array, is written as
 *   its minified JSON text (url-params-to-json is flat, so this is the flat counterpart;
 *   query-string-stringify writes bracket notation instead).
 * - flatten_arrays true (the default) repeats the name (a=1&a=2) and an empty array writes
 *   nothing; false writes one pair with the items joined by "," (a=1,2; an empty array gives a=),
 *   each item encoded on its own so a comma inside an item stays %2C.
 * - Names are always percent-encoded, values when encode_values is true (the default), per RFC
 *   3986 (UTF-8; a space is %20). With encode_values false values are written exactly as they
 *   are, "&", "=", "#" and spaces included: the caller then owns the escaping.
 * - No leading "?".
 */

const MAX_DEPTH = 200;

export default defineTool({
  id: 'json-to-url-params',
  name: 'JSON to URL Parameters',
  category: 'data',
  description:
    'Turn a flat JSON object into URL query parameters (a=1&b=2), percent-encoded per RFC 3986. Arrays repeat the name (a=1&a=2) or join ' +
    'with commas (a=1,2); nested objects are written as JSON text.',
  keywords: ['query string', 'query params', 'urlsearchparams', 'serialize', 'form urlencoded', 'x-www-form-urlencoded'],
  // its worst input (flat-numbers) took 1212.4 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'The JSON text of an object' }),
    encode_values: withDefault(Type.Boolean({ description: 'Percent-encode the values (names are always encoded)' }), true),
    flatten_arrays: withDefault(Type.Boolean({ description: 'true repeats the name for each array item (a=1&a=2); false joins the items with commas (a=1,2)' }), true),
  }),
  output: closedObject({
    query: Type.String({ description: 'The query string, without a leading "?"' }),
    count: Type.Integer({ minimum: 0, description: 'The number of name=value pairs written' }),
  }),
  examples: [
    {
      title: 'Repeated names for an array',
      input: { json: '{"q":"json to url","page":2,"tags":["a","b"],"draft":false,"note":null}' },
      output: { query: 'q=json%20to%20url&page=2&tags=a&tags=b&draft=false&note=', count: 6 },
    },
    {
      title: 'Comma-joined array, values as written',
      input: { json: '{"ids":[1,2,3],"filter":{"year":2024},"path":"/a b"}', encode_values: false, flatten_arrays: false },
      output: { query: 'ids=1,2,3&filter={"year":2024}&path=/a b', count: 3 },
    },
  ],
  run({ json, encode_values: encodeValues, flatten_arrays: flattenArrays }) {
    const root = readOrderedJson(json, 'json', { maxDepth: MAX_DEPTH });
    if (!isOrderedObject(root)) {
      invalid(`json: must be a JSON object of parameters, got ${root === null ? 'null' : Array.isArray(root) ? 'an array' : `a ${typeof root === 'string' ? 'string' : typeof root === 'boolean' ? 'boolean' : 'number'}`}`);
    }
    const writer = new QueryWriter('json');
    const text = (value: OrderedJson, where: string): string => {
      const raw = Array.isArray(value) || isOrderedObject(value) ? writeOrderedJson(value, 0, 'json') : scalarText(value);
      return encodeValues ? encodeRfc3986(raw, where) : raw;
    };
    for (const [key, value] of root) {
      const name = encodeRfc3986(key, `json: the key ${JSON.stringify(key.slice(0, 40))}`);
      const where = `json: the value of ${JSON.stringify(key.slice(0, 40))}`;
      if (!Array.isArray(value)) writer.add(name, text(value, where));
      else if (flattenArrays) for (const item of value) writer.add(name, text(item, where));
      else writer.add(name, value.map((item) => text(item, where)).join(','));
    }
    return { query: writer.toString(), count: writer.count };
  },
});
