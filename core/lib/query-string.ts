/**
 * Query strings for the four query tools, read and written by one set of rules so they round-trip.
 *
 * Reading is WHATWG URLSearchParams (application/x-www-form-urlencoded): split at "&", name and
 * value split at the first "=", "+" is a space, percent escapes decoded as UTF-8 (bytes that are
 * not UTF-8 become U+FFFD), and a malformed escape such as "%zz" or "%E0%A4%A" kept as written.
 *
 * Writing percent-encodes per RFC 3986: every character but the unreserved ones (A-Z a-z 0-9
 * - . _ ~) becomes %XX of its UTF-8 bytes, so a space is %20 and "+" is %2B (both read back right).
 *
 * Bracket notation (the qs / PHP / Rails convention) nests:
 * - `a[b]=1` gives {a: {b: "1"}}; `a[b][c]=1` nests further, up to MAX_BRACKETS groups; a key
 *   with more, or that is not `name[…][…]` exactly (`a[b`, `[a]`, `a]`), is a plain name.
 * - `a[]=1` appends: it stands for the next index (the number of members so far), so
 *   `a[]=1&a[]=2` gives {a: ["1", "2"]} and `a[][n]=1&a[][n]=2` two objects.
 * - An object whose keys are exactly 0…n-1 (in any order, written without leading zeros) becomes
 *   an array in index order: `a[1]=y&a[0]=x` gives ["x", "y"]; `a[5]=x` stays {"5": "x"}.
 *   The top level always stays an object.
 * - A name given several values gets them all, in order, as an array: `a=1&a=2` gives ["1", "2"],
 *   and `a=1&a[b]=2` gives ["1", {b: "2"}]. `a[b]=1&a[c]=2` fills one object (the last one).
 * - Objects have no prototype: `__proto__[x]=1` is an ordinary key.
 * Writing uses indices for arrays (`a[0]=x&a[1]=y`) and brackets for objects, which reads back
 * to the same value; empty arrays and objects write nothing, null writes `a=`.
 */
import { invalid } from '../errors.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from './result-size.ts';

/** How many bracket groups a name may carry to nest; also how deep `stringifyNested` goes. */
export const MAX_BRACKETS = 20;

export type NestedValue = string | NestedValue[] | NestedObject;
export interface NestedObject {
  [key: string]: NestedValue;
}

/** The name=value pairs of `query` (one leading "?" ignored), decoded as URLSearchParams decodes them. */
export function parsePairs(query: string): [string, string][] {
  return [...new URLSearchParams(query)];
}

const BRACKETED = /^([^[\]]+)((?:\[[^[\]]*\])+)$/;

/** `a[b][]` → ["a", "b", ""]; a plain name → [name]. */
export function keySegments(key: string): string[] {
  const match = BRACKETED.exec(key);
  if (!match) return [key];
  const groups = match[2]!.slice(1, -1).split('][');
  return groups.length > MAX_BRACKETS ? [key] : [match[1]!, ...groups];
}

/** A name's values in order; a value is a string or a nested table. */
type Table = Map<string, (string | Table)[]>;

function insert(root: Table, segments: string[], value: string): void {
  let table = root;
  for (let i = 0; i < segments.length; i++) {
    // "[]" is the next index of the table it is in.
    const key = segments[i] === '' && i > 0 ? String(table.size) : segments[i]!;
    let values = table.get(key);
    if (!values) table.set(key, (values = []));
    if (i === segments.length - 1) {
      values.push(value);
      return;
    }
    const last = values[values.length - 1];
    if (last instanceof Map) table = last;
    else {
      const next: Table = new Map();
      values.push(next);
      table = next;
    }
  }
}

const INDEX = /^(?:0|[1-9]\d{0,8})$/;

function finish(table: Table, top: boolean): NestedValue {
  const object: NestedObject = Object.create(null);
  let dense = !top;
  for (const [key, values] of table) {
    const converted = values.map((value) => (typeof value === 'string' ? value : finish(value, false)));
    object[key] = converted.length === 1 ? converted[0]! : converted;
    if (dense && !(INDEX.test(key) && Number(key) < table.size)) dense = false;
  }
  if (!dense) return object;
  // Keys 0…n-1, each once: an array in index order.
  const array: NestedValue[] = new Array(table.size);
  for (const key of table.keys()) array[Number(key)] = object[key]!;
  return array;
}

/** The pairs as one object, bracket notation nested and repeated names gathered into arrays (see above). */
export function nestPairs(pairs: [string, string][]): NestedObject {
  const root: Table = new Map();
  for (const [key, value] of pairs) insert(root, keySegments(key), value);
  return finish(root, true) as NestedObject;
}

/** The pairs as one flat object: a name seen once has its value, a repeated one an array of them all. */
export function groupPairs(pairs: [string, string][]): Record<string, string | string[]> {
  const grouped: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of pairs) {
    const existing = grouped[key];
    if (existing === undefined) grouped[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else grouped[key] = [existing, value];
  }
  return grouped;
}

/** RFC 3986 percent-encoding: everything but A-Z a-z 0-9 - . _ ~ as %XX of its UTF-8 bytes. Refuses lone surrogates, naming `where`. */
export function encodeRfc3986(text: string, where: string): string {
  if (!text.isWellFormed()) invalid(`${where} holds a lone surrogate, which cannot be percent-encoded as UTF-8`);
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Builds a query one pair at a time, refusing one longer than MAX_RESULT_CHARS. */
export class QueryWriter {
  private text = '';
  count = 0;
  private readonly field: string;

  // No parameter property: Node's type stripping refuses them.
  constructor(field: string) {
    this.field = field;
  }

  /** Adds `name=value`, both already encoded. */
  add(name: string, value: string): void {
    const pair = `${this.count > 0 ? '&' : ''}${name}=${value}`;
    if (this.text.length + pair.length > MAX_RESULT_CHARS) resultTooLarge(this.field, 'the query string');
    this.text += pair;
    this.count++;
  }

  toString(): string {
    return this.text;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A path for messages: params.a.b[0]. */
function pathOf(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

/**
 * Writes `params` in bracket notation (indices for arrays), which nestPairs reads back. Strings,
 * numbers and booleans are their text, null is empty, empty containers write nothing.
 */
export function stringifyNested(params: Record<string, unknown>, writer: QueryWriter, field: string): void {
  const visit = (value: unknown, name: string, path: string, depth: number): void => {
    if (Array.isArray(value) || isPlainObject(value)) {
      if (depth > MAX_BRACKETS) invalid(`${field}: ${path} is nested deeper than ${MAX_BRACKETS} levels`);
      const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
      for (const [key, item] of entries) {
        visit(item, `${name}${encodeRfc3986(`[${key}]`, `${field}: a key at ${path}`)}`, pathOf(path, key), depth + 1);
      }
      return;
    }
    const text = value === null || value === undefined ? '' : String(value);
    writer.add(name, encodeRfc3986(text, `${field}: the value at ${path}`));
  };
  for (const [key, value] of Object.entries(params)) {
    visit(value, encodeRfc3986(key, `${field}: the key ${JSON.stringify(key.slice(0, 40))}`), pathOf(field, key), 1);
  }
}
