import { Type, type Static } from '@sinclair/typebox';
import { isJsonObject, jsonDepth, jsonTypeOf, MAX_JSON_DEPTH, parseJson, type JsonObject, type JsonValue } from '../../lib/json-value.ts';
import { separatorField } from '../../lib/json-separator.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open), the inverse of json-flatten:
 * - Each key is split at every occurrence of the separator; the parts are the keys from the root
 *   ("a..b" is "a", "", "b"; "" is the key "").
 * - A container becomes an array when its parts are exactly 0, 1, … n-1 (written without leading
 *   zeros, in any order); otherwise an object, its keys in first-seen order. So {"a.0": 1} gives
 *   {"a": [1]} and {"a.1": 1} gives {"a": {"1": 1}}. (An object whose keys are exactly "0"…"n-1"
 *   therefore flattens and comes back as an array: the one case the round trip cannot tell apart.)
 * - Values are placed as they are, objects and arrays included. A key that is a prefix of another
 *   ("a": 1 and "a.b": 2) is a conflict, refused naming both keys.
 * - Objects are built without a prototype: a `__proto__`, `constructor` or `prototype` part is an
 *   ordinary key and never reaches Object.prototype.
 * - Numbers follow lib/json-value.ts (an integer no double holds exactly is refused). The result
 *   may nest at most 1000 levels (the key's parts plus the value's own nesting).
 */

/** One position of the tree being built: a value set there, or children. */
interface Slot {
  /** The flat key that set a value here. */
  setBy?: string;
  value?: JsonValue;
  /** Children by part, in first-seen order. */
  children?: Map<string, Slot>;
  /** One flat key that passes through here, to name in a conflict. */
  via?: string;
}

const INDEX = /^(?:0|[1-9]\d*)$/;

function conflict(first: string, second: string): never {
  invalid(
    `json: the keys ${quoteClipped(first)} and ${quoteClipped(second)} conflict: ${quoteClipped(first)} sets a value where ${quoteClipped(second)} needs an object or array to go into`,
  );
}

function insert(root: Slot, key: string, parts: string[], value: JsonValue): void {
  let slot = root;
  for (const part of parts) {
    if (slot.setBy !== undefined) conflict(slot.setBy, key);
    slot.via ??= key;
    slot.children ??= new Map();
    let child = slot.children.get(part);
    if (!child) {
      child = {};
      slot.children.set(part, child);
    }
    slot = child;
  }
  if (slot.children) conflict(key, slot.via!);
  slot.setBy = key;
  slot.value = value;
}

function isIndexSet(parts: Iterable<string>, size: number): boolean {
  for (const part of parts) if (!INDEX.test(part) || Number(part) >= size) return false;
  // Distinct parts, each a canonical index below size: exactly 0 … size-1.
  return true;
}

function build(slot: Slot): JsonValue {
  if (!slot.children) return slot.value!;
  const children = slot.children;
  if (isIndexSet(children.keys(), children.size)) {
    const array: JsonValue[] = new Array(children.size);
    for (const [part, child] of children) array[Number(part)] = build(child);
    return array;
  }
  const object: JsonObject = Object.create(null);
  for (const [part, child] of children) object[part] = build(child);
  return object;
}

const output = closedObject({
  result: Type.Unknown({ description: 'The nested JSON value: an object, or an array when the top-level parts are exactly 0…n-1' }),
  paths: Type.Integer({ minimum: 0, description: 'The number of flat keys read' }),
});

export default defineTool({
  id: 'json-unflatten',
  name: 'JSON Unflatten',
  category: 'data',
  description:
    'Turn a flat JSON object of path → value back into nested objects and arrays: each key is split at the separator, and a level whose parts are exactly 0…n-1 becomes an array. Keys that conflict ("a" and "a.b") are refused naming both. The inverse of json-flatten.',
  keywords: ['nest json', 'dot notation', 'unflatten object', 'expand keys', 'dotted keys'],
  // its worst input (proto-keys) took 2568.8 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'JSON text of an object mapping paths to values' }),
    separator: separatorField(),
  }),
  output,
  examples: [
    {
      title: 'Paths with array indexes',
      input: { json: '{"user.name":"Ada","user.langs.0":"en","user.langs.1":"fr","active":true}' },
      output: { result: { user: { name: 'Ada', langs: ['en', 'fr'] }, active: true }, paths: 4 },
    },
    {
      title: 'Another separator; a level that is not 0…n-1 stays an object',
      input: { json: '{"a/b":1,"a/c":{},"d/2":"x"}', separator: '/' },
      output: { result: { a: { b: 1, c: {} }, d: { '2': 'x' } }, paths: 3 },
    },
  ],
  run({ json, separator }): Static<typeof output> {
    const flat = parseJson(json, 'json');
    if (!isJsonObject(flat)) {
      const type = jsonTypeOf(flat);
      invalid(`json: must be an object of path → value, got ${type === 'null' ? 'null' : type === 'array' || type === 'object' ? `an ${type}` : `a ${type}`}`);
    }
    const root: Slot = {};
    const keys = Object.keys(flat);
    for (const key of keys) {
      const parts = key.split(separator);
      const value = flat[key]!;
      if (parts.length + jsonDepth(value) > MAX_JSON_DEPTH) {
        invalid(`json: the key ${quoteClipped(key)} would nest its value deeper than ${MAX_JSON_DEPTH} levels`);
      }
      insert(root, key, parts, value);
    }
    return { result: keys.length === 0 ? Object.create(null) : build(root), paths: keys.length };
  },
});
