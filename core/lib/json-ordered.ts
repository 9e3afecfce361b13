/**
 * JSON values for the format converters (YAML, XML, query strings), kept the way a conversion
 * must not lose them:
 *
 * - objects are Maps, so members stay in their written order ("b" before "2", which a plain
 *   object would reorder) and `__proto__`, `constructor` or `prototype` are ordinary keys. A key
 *   repeated in one object keeps its first position and its last value, as JSON.parse does;
 * - a number read from JSON text is a JsonNumber holding the digits as written, so
 *   12345678901234567890 or 1.50 pass through unchanged (every JSON number is also a valid
 *   YAML 1.2 number and valid XML or query text);
 * - values made elsewhere (a YAML document) may hold numbers as doubles or bigints.
 *
 * Reading uses the scanner of json-tokens.ts, so errors give the line and column in the same words
 * as json-format; writing is bounded by MAX_RESULT_CHARS, so values that share subtrees (YAML
 * aliases) cannot grow an answer past it.
 */
import { invalid } from '../errors.ts';
import { invalidJson } from './json-position.ts';
import { scanJson } from './json-tokens.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from './result-size.ts';
import { lineColumnAt } from './text-position.ts';

/** A JSON number as written in the source text. */
export class JsonNumber {
  readonly text: string;
  // No parameter property: Node's type stripping refuses them.
  constructor(text: string) {
    this.text = text;
  }
}

export type OrderedJson = null | boolean | string | number | bigint | JsonNumber | OrderedJson[] | OrderedJsonObject;
export type OrderedJsonObject = Map<string, OrderedJson>;

export interface ReadJsonOptions {
  /** Containers may nest this deep; deeper is refused with the line and column. */
  maxDepth: number;
  /** Called for each string value and key with its decoded text and its offset in the source. */
  onString?: (value: string, offset: number) => void;
}

function decodeString(text: string, start: number, end: number): string {
  const inner = text.slice(start + 1, end - 1);
  return inner.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : inner;
}

/** Parses the JSON text of input field `field`. */
export function readOrderedJson(text: string, field: string, { maxDepth, onString }: ReadJsonOptions): OrderedJson {
  const open: (OrderedJson[] | OrderedJsonObject)[] = [];
  const keys: string[] = [];
  let root: OrderedJson = null;
  const put = (value: OrderedJson) => {
    const top = open[open.length - 1];
    if (top === undefined) root = value;
    else if (Array.isArray(top)) top.push(value);
    else top.set(keys[keys.length - 1]!, value);
  };
  const error = scanJson(text, (kind, start, end) => {
    switch (kind) {
      case '{':
      case '[': {
        if (open.length >= maxDepth) {
          const { line, column } = lineColumnAt(text, start);
          invalid(`${field}: nested deeper than ${maxDepth} levels at line ${line}, column ${column}`);
        }
        const container = kind === '{' ? new Map<string, OrderedJson>() : [];
        put(container);
        open.push(container);
        keys.push('');
        break;
      }
      case '}':
      case ']':
        open.pop();
        keys.pop();
        break;
      case 'key': {
        const key = decodeString(text, start, end);
        onString?.(key, start);
        keys[keys.length - 1] = key;
        break;
      }
      case 'string': {
        const value = decodeString(text, start, end);
        onString?.(value, start);
        put(value);
        break;
      }
      case 'number':
        put(new JsonNumber(text.slice(start, end)));
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

export function isOrderedObject(value: OrderedJson): value is OrderedJsonObject {
  return value instanceof Map;
}

/** The text of a scalar as it reads in XML or a query string: numbers as written, null as "". */
export function scalarText(value: null | boolean | string | number | bigint | JsonNumber): string {
  if (value === null) return '';
  if (value instanceof JsonNumber) return value.text;
  return String(value);
}

/**
 * The JSON text of `value`: `indent` spaces per level (the layout of JSON.stringify), or minified
 * when 0. Numbers that are doubles must be finite. Refuses, naming `field`, a text longer than
 * MAX_RESULT_CHARS, and stops writing as soon as it gets there. Recursive: callers bound the depth.
 */
export function writeOrderedJson(value: OrderedJson, indent: number, field: string): string {
  let out = '';
  const breaks: string[] = [];
  const lineBreak = (depth: number) => (breaks[depth] ??= '\n' + ' '.repeat(depth * indent));
  const separator = indent > 0 ? ': ' : ':';
  const append = (piece: string) => {
    if (out.length + piece.length > MAX_RESULT_CHARS) resultTooLarge(field, 'the JSON');
    out += piece;
  };

  const write = (item: OrderedJson, depth: number): void => {
    if (item === null) append('null');
    else if (typeof item === 'string') append(JSON.stringify(item));
    else if (typeof item === 'boolean') append(item ? 'true' : 'false');
    else if (typeof item === 'number') append(JSON.stringify(item));
    else if (typeof item === 'bigint') append(item.toString());
    else if (item instanceof JsonNumber) append(item.text);
    else if (Array.isArray(item)) {
      if (item.length === 0) return append('[]');
      append('[');
      item.forEach((element, index) => {
        if (index > 0) append(',');
        if (indent > 0) append(lineBreak(depth + 1));
        write(element, depth + 1);
      });
      if (indent > 0) append(lineBreak(depth));
      append(']');
    } else {
      if (item.size === 0) return append('{}');
      append('{');
      let first = true;
      for (const [key, member] of item) {
        if (!first) append(',');
        first = false;
        if (indent > 0) append(lineBreak(depth + 1));
        append(JSON.stringify(key));
        append(separator);
        write(member, depth + 1);
      }
      if (indent > 0) append(lineBreak(depth));
      append('}');
    }
  };
  write(value, 0);
  return out;
}
