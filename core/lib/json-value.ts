/**
 * JSON text to JavaScript values, for the tools that walk a document (flatten, query, diff…).
 *
 * - Read from the tokens of json-tokens.ts, so a syntax error names its line and column in the
 *   same words everywhere, and nesting is checked without recursion.
 * - Objects have no prototype: `__proto__`, `constructor` and `prototype` are ordinary keys. A key
 *   repeated in one object keeps its first position and its last value, as JSON.parse does.
 * - At most MAX_JSON_DEPTH levels of nesting: deeper results could not be serialised back
 *   (JSON.stringify and structuredClone recurse, and V8 gives up near 2,400 levels).
 * - Numbers are read as doubles, as JSON.parse and Python read them, but an integer is never
 *   changed silently: `parseJson` refuses an integer whose digits a double does not keep
 *   (12345678901234567890) or a number beyond the double range (1e400, 1e-400), naming its line
 *   and column (see readJsonNumber); `parseJsonExact` keeps such a number as a NumberLiteral with
 *   its text as written instead. A fraction with more digits than a double keeps reads as the
 *   nearest double (0.10000000000000001 is 0.1). -0 reads as 0.
 */
import { invalid } from '../errors.ts';
import { invalidJson } from './json-position.ts';
import { scanJson } from './json-tokens.ts';
import { lineColumnAt } from './text-position.ts';

export const MAX_JSON_DEPTH = 1000;

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** A JSON number that a double cannot hold exactly, kept as its text. */
export class NumberLiteral {
  readonly text: string;
  // No parameter property: Node's type stripping refuses them.
  constructor(text: string) {
    this.text = text;
  }
}

export type ExactJsonValue = null | boolean | number | string | NumberLiteral | ExactJsonValue[] | ExactJsonObject;
export interface ExactJsonObject {
  [key: string]: ExactJsonValue;
}

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export const JSON_TYPES: readonly JsonType[] = ['object', 'array', 'string', 'number', 'boolean', 'null'];

export function jsonTypeOf(value: ExactJsonValue): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof NumberLiteral) return 'number';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'object';
  }
}

export function isJsonObject(value: ExactJsonValue): value is ExactJsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof NumberLiteral);
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** A decimal number's value as sign, significant digits and exponent, so "1.50", "15e-1" and "1.5" give one key. */
export function decimalKey(text: string): string {
  const [, sign, whole, fraction = '', exponent = '0'] = DECIMAL.exec(text)!;
  const digits = (whole! + fraction).replace(/^0+/, '');
  if (digits === '') return '0';
  const significant = digits.replace(/0+$/, '');
  return `${sign}${significant}e${Number(exponent) - fraction.length + digits.length - significant.length}`;
}

const INTEGER = /^-?\d+$/;

/**
 * The double a JSON number reads as, or undefined when reading it would change what it says: an
 * integer whose digits a double does not keep (12345678901234567890 would come back as
 * 12345678901234567000), or a number beyond the double range (1e400 would be Infinity, 1e-400 a 0
 * that is not zero). An integer a double holds exactly, or that is already written the way a
 * double prints (what JSON.stringify writes), reads as that double. A decimal fraction or an
 * exponent form is a floating-point number by nature and reads as the nearest double, as in
 * JSON.parse and Python (0.10000000000000001 is 0.1).
 */
export function readJsonNumber(text: string): number | undefined {
  const value = +text;
  if (!Number.isFinite(value)) return undefined;
  if (INTEGER.test(text)) {
    if (Number.isSafeInteger(value)) return value === 0 ? 0 : value;
    // At most 309 digits here (more is Infinity), so the BigInts are small.
    return decimalKey(String(value)) === decimalKey(text) || BigInt(text) === BigInt(value) ? value : undefined;
  }
  if (value === 0) {
    const mantissa = text.split(/[eE]/)[0]!;
    return /[1-9]/.test(mantissa) ? undefined : 0;
  }
  return value;
}

function decodeString(text: string, start: number, end: number): string {
  const inner = text.slice(start + 1, end - 1);
  return inner.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : inner;
}

type Container = ExactJsonValue[] | ExactJsonObject;

function build(text: string, field: string, readNumber: (start: number, end: number) => number | NumberLiteral): ExactJsonValue {
  const open: Container[] = [];
  const keys: string[] = [];
  let top: Container | undefined;
  let key = '';
  let root: ExactJsonValue = null;
  const put = (value: ExactJsonValue) => {
    if (top === undefined) root = value;
    else if (Array.isArray(top)) top.push(value);
    else top[key] = value;
  };
  const error = scanJson(text, (kind, start, end) => {
    switch (kind) {
      case 'number':
        put(readNumber(start, end));
        break;
      case 'string':
        put(decodeString(text, start, end));
        break;
      case 'key':
        key = decodeString(text, start, end);
        break;
      case '{':
      case '[': {
        if (open.length + (top === undefined ? 0 : 1) >= MAX_JSON_DEPTH) {
          const { line, column } = lineColumnAt(text, start);
          invalid(`${field}: nested deeper than ${MAX_JSON_DEPTH} levels at line ${line}, column ${column}`);
        }
        const container: Container = kind === '{' ? (Object.create(null) as ExactJsonObject) : [];
        put(container);
        if (top !== undefined) {
          open.push(top);
          keys.push(key);
        }
        top = container;
        break;
      }
      case '}':
      case ']':
        top = open.pop();
        key = keys.pop() ?? '';
        break;
      case 'true':
        put(true);
        break;
      case 'false':
        put(false);
        break;
      case 'null':
        put(null);
        break;
      default:
      // ":" and "," carry no value.
    }
  });
  if (error) invalidJson(field, text, error);
  return root;
}

/** Parses `text` (the input field `field`), refusing a number a double cannot hold exactly. */
export function parseJson(text: string, field: string): JsonValue {
  return build(text, field, (start, end) => {
    const literal = text.slice(start, end);
    const value = readJsonNumber(literal);
    if (value !== undefined) return value;
    const { line, column } = lineColumnAt(text, start);
    invalid(
      `${field}: the number ${literal.length > 40 ? `${literal.slice(0, 40)}…` : literal} at line ${line}, column ${column} cannot be held exactly by a double ` +
        `(it would read as ${Number(literal)}); write it as a string to keep every digit`,
    );
  }) as JsonValue;
}

/** Parses `text`, keeping a number a double cannot hold exactly as a NumberLiteral. */
export function parseJsonExact(text: string, field: string): ExactJsonValue {
  return build(text, field, (start, end) => {
    const literal = text.slice(start, end);
    return readJsonNumber(literal) ?? new NumberLiteral(literal);
  });
}

/** Whether two numbers are the same value, exactly, whichever of them is kept as a NumberLiteral. */
export function sameJsonNumber(a: number | NumberLiteral, b: number | NumberLiteral): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  if (a instanceof NumberLiteral && b instanceof NumberLiteral) return decimalKey(a.text) === decimalKey(b.text);
  const [literal, double] = (a instanceof NumberLiteral ? [a, b] : [b, a]) as [NumberLiteral, number];
  // A literal is an integer no double holds, or out of the double range: only an integer can match,
  // and only one short enough to be finite.
  return INTEGER.test(literal.text) && literal.text.length <= 330 && Number.isInteger(double) && BigInt(literal.text) === BigInt(double);
}

/** The JSON text of a number, as JSON.stringify writes it, or as written for a NumberLiteral. */
export function numberText(value: number | NumberLiteral): string {
  return value instanceof NumberLiteral ? value.text : JSON.stringify(value);
}

function scalarLength(value: Exclude<ExactJsonValue, object> | NumberLiteral): number {
  if (value === null) return 4;
  if (typeof value === 'string') return JSON.stringify(value).length;
  if (typeof value === 'number') return String(value).length;
  if (typeof value === 'boolean') return value ? 4 : 5;
  return value.text.length;
}

/**
 * A function giving the length of a value's minified JSON text. Sizes of containers are
 * remembered, so asking for a node and then for each of its descendants (what a descendant query
 * does) costs the size of the document once, not once per ancestor.
 */
export function jsonSizer(): (value: ExactJsonValue) => number {
  const sizes = new WeakMap<object, number>();
  const isContainer = (value: ExactJsonValue): value is ExactJsonValue[] | ExactJsonObject =>
    typeof value === 'object' && value !== null && !(value instanceof NumberLiteral);
  return (value) => {
    if (!isContainer(value)) return scalarLength(value);
    const known = sizes.get(value);
    if (known !== undefined) return known;
    // Containers not yet measured, parents before children; measured in reverse, children first.
    const order: (ExactJsonValue[] | ExactJsonObject)[] = [];
    const pending: (ExactJsonValue[] | ExactJsonObject)[] = [value];
    while (pending.length > 0) {
      const container = pending.pop()!;
      order.push(container);
      for (const child of Array.isArray(container) ? container : Object.values(container)) {
        if (isContainer(child) && !sizes.has(child)) pending.push(child);
      }
    }
    for (let i = order.length - 1; i >= 0; i--) {
      const container = order[i]!;
      const children = Array.isArray(container) ? container : Object.values(container);
      let size = 2 + Math.max(0, children.length - 1);
      if (!Array.isArray(container)) for (const key of Object.keys(container)) size += JSON.stringify(key).length + 1;
      for (const child of children) size += isContainer(child) ? sizes.get(child)! : scalarLength(child);
      sizes.set(container, size);
    }
    return sizes.get(value)!;
  };
}

/** How many containers nest in `value`: 0 for a scalar, 1 for `[]` or `{"a": 1}`, 2 for `[[]]`. */
export function jsonDepth(value: ExactJsonValue): number {
  let deepest = 0;
  const pending: [ExactJsonValue, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null || item instanceof NumberLiteral) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}
