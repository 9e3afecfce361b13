import { Type, type Static } from '@sinclair/typebox';
import { normalizedPath } from '../../lib/json-paths.ts';
import { separatorField } from '../../lib/json-separator.ts';
import { isJsonObject, jsonSizer, jsonTypeOf, parseJson, type JsonValue } from '../../lib/json-value.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - A path is the keys and array indexes from the root joined by the separator: {"a":{"b":[1]}}
 *   gives "a.b.0". The root must be an object or an array (a lone scalar has no path).
 * - Leaves are scalars and empty containers: {} and [] are kept as values, so json-unflatten
 *   gives them back. An empty root gives an empty map.
 * - A key that contains the separator is refused (not escaped): the path would be ambiguous, and
 *   an escape syntax would be one more thing to learn. The message names the key and its location
 *   and suggests another separator. Keys that are empty or look like numbers are kept as they are.
 * - Numbers are read as doubles, as JSON.parse reads them; an integer no double holds exactly
 *   (12345678901234567890) or a number beyond the double range (1e400) is refused with its line
 *   and column instead of being changed (lib/json-value.ts).
 * - The map has no prototype, so a `__proto__` key is an ordinary path. Paths come in document
 *   order, except that a JavaScript object lists integer-like keys ("0", "17") first.
 */

const output = closedObject({
  flat: Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), Type.Unknown(), {
    description: 'Path → value for every leaf (a scalar, {} or []), in document order; array indexes are path segments',
  }),
  count: Type.Integer({ minimum: 0, description: 'The number of paths' }),
});

type Flat = Record<string, JsonValue>;

/** Where a value sits, as a chain up to the root (cheap to extend; spelled out only for a message). */
interface Location {
  key: string | number;
  parent: Location | undefined;
}

function segmentsOf(location: Location | undefined): (string | number)[] {
  const segments: (string | number)[] = [];
  for (let at = location; at; at = at.parent) segments.push(at.key);
  return segments.reverse();
}

function flatten(root: JsonValue, separator: string): { flat: Flat; count: number } {
  const flat: Flat = Object.create(null);
  let count = 0;
  let size = 0;
  const sizeOf = jsonSizer();
  // Iterative, in document order: children are pushed in reverse.
  const pending: [JsonValue, string, Location | undefined][] = [];
  const pushChildren = (value: JsonValue, path: string, location: Location | undefined) => {
    const prefix = location === undefined ? '' : path + separator;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i]!, prefix + i, { key: i, parent: location }]);
    } else if (isJsonObject(value)) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        if (key.includes(separator)) {
          const where = normalizedPath(segmentsOf({ key, parent: location }));
          invalid(
            `json: the key ${quoteClipped(key)} at ${where.length > 200 ? `${where.slice(0, 200)}…` : where} contains the separator ${quoteClipped(separator)}, ` +
              'so its path would be ambiguous; choose a separator that no key contains (for example "/", "|" or "__")',
          );
        }
        pending.push([value[key]!, prefix + key, { key, parent: location }]);
      }
    }
  };
  pushChildren(root, '', undefined);
  while (pending.length > 0) {
    const [value, path, location] = pending.pop()!;
    const isContainer = Array.isArray(value) ? value.length > 0 : isJsonObject(value) && Object.keys(value).length > 0;
    if (isContainer) {
      pushChildren(value, path, location);
      continue;
    }
    // A deep path repeated for many leaves can dwarf the input (see result-size.ts).
    size += path.length + sizeOf(value) + 6;
    if (size > MAX_RESULT_CHARS) resultTooLarge('json', 'the flattened map');
    flat[path] = value;
    count++;
  }
  return { flat, count };
}

export default defineTool({
  id: 'json-flatten',
  name: 'JSON Flatten',
  category: 'data',
  description:
    'Flatten nested JSON objects and arrays into one map of path → value, the path being the keys and array indexes joined by a separator ("a.b.0"). Empty objects and arrays are kept as values. A key containing the separator is refused, naming the key; integers no double holds exactly (beyond 2^53) are refused rather than rounded.',
  keywords: ['flat json', 'dot notation', 'flatten object', 'key paths', 'dotted keys'],
  // its worst input (ragged-arrays) took 3969.0 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'JSON text of an object or an array' }),
    separator: separatorField(),
  }),
  output,
  examples: [
    {
      title: 'Nested objects and an array',
      input: { json: '{"user":{"name":"Ada","langs":["en","fr"]},"active":true}' },
      output: { flat: { 'user.name': 'Ada', 'user.langs.0': 'en', 'user.langs.1': 'fr', active: true }, count: 4 },
    },
    {
      title: 'Another separator, empty containers kept',
      input: { json: '{"a":{"b":1,"c":{}},"d":[]}', separator: '/' },
      output: { flat: { 'a/b': 1, 'a/c': {}, d: [] }, count: 3 },
    },
  ],
  run({ json, separator }): Static<typeof output> {
    const root = parseJson(json, 'json');
    const type = jsonTypeOf(root);
    if (type !== 'object' && type !== 'array') invalid(`json: must be an object or an array to flatten, got ${type === 'null' ? 'null' : `a ${type}`}`);
    return flatten(root, separator);
  },
});
