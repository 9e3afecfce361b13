/**
 * A JSON scanner over the source text (RFC 8259, exactly the grammar JSON.parse accepts).
 *
 * It reports each token as a slice [start, end) of the text instead of building values, so a tool
 * can re-print JSON without turning numbers into doubles (12345678901234567890 stays as written),
 * with duplicate keys and string escapes kept as they were. It stops at the first syntax error and
 * says where and what, in the same words in every engine (JSON.parse's messages differ between
 * V8 versions and JavaScriptCore, and do not always give a position). It is iterative, so the
 * nesting depth is bounded by memory, not by the call stack.
 */
import { quoteClipped } from './quote.ts';

/** Punctuation tokens are their own character; `key` is a string in the name position of an object. */
export type JsonTokenKind = '{' | '}' | '[' | ']' | ':' | ',' | 'key' | 'string' | 'number' | 'true' | 'false' | 'null';

/** What a token is, in words for messages ("must be an object, got a string"). */
export const TOKEN_TYPE_NAMES: Record<JsonTokenKind, string> = {
  '{': 'an object',
  '[': 'an array',
  string: 'a string',
  number: 'a number',
  true: 'a boolean',
  false: 'a boolean',
  null: 'null',
  '}': '"}"',
  ']': '"]"',
  ':': '":"',
  ',': '","',
  key: 'a key',
};

/** The value of the string token at [start, end) of `text`; JSON.parse only when it has escapes. */
export function decodeJsonString(text: string, start: number, end: number): string {
  const inner = text.slice(start + 1, end - 1);
  return inner.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : inner;
}

export type JsonTokenVisitor = (kind: JsonTokenKind, start: number, end: number) => void;

/** The first syntax error: `offset` is the UTF-16 index it was found at (text.length at the end of input). */
export interface JsonScanError {
  offset: number;
  message: string;
}

// What the scanner expects next.
const VALUE = 0; // the top-level value, or the value after ":"
const FIRST_ITEM = 1; // after "[": a value or "]"
const NEXT_ITEM = 2; // after "," in an array
const FIRST_KEY = 3; // after "{": a key or "}"
const NEXT_KEY = 4; // after "," in an object
const COLON = 5;
const AFTER_VALUE = 6; // "," or the closing bracket, or the end of the text at the top level

const QUOTE = 0x22;
const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const COLON_CHAR = 0x3a;
const LBRACKET = 0x5b;
const BACKSLASH = 0x5c;
const RBRACKET = 0x5d;
const LBRACE = 0x7b;
const RBRACE = 0x7d;

const isDigit = (unit: number) => unit >= ZERO && unit <= NINE;
const isWhitespace = (unit: number) => unit === 0x20 || unit === 0x0a || unit === 0x0d || unit === 0x09;
const isHex = (unit: number) => isDigit(unit) || (unit >= 0x41 && unit <= 0x46) || (unit >= 0x61 && unit <= 0x66);
const SIMPLE_ESCAPES = new Set([...'"\\/bfnrt'].map((char) => char.charCodeAt(0)));

const noop: JsonTokenVisitor = () => {};

/** Checks `text` as one JSON text, calling `visit` for each token; answers the first error, or undefined when valid. */
export function scanJson(text: string, visit: JsonTokenVisitor = noop): JsonScanError | undefined {
  const length = text.length;
  const open: number[] = []; // the opening bracket of each enclosing container
  let state = VALUE;
  let i = 0;
  const fail = (offset: number, message: string): JsonScanError => ({ offset, message });

  for (;;) {
    while (i < length && isWhitespace(text.charCodeAt(i))) i++;
    if (i === length) {
      if (state === AFTER_VALUE && open.length === 0) return undefined;
      if (state === VALUE && open.length === 0) return fail(i, 'empty input, expected a JSON value');
      return fail(i, `unexpected end of input, expected ${expectation(state, open)}`);
    }
    const unit = text.charCodeAt(i);

    if (state === AFTER_VALUE) {
      const container = open[open.length - 1];
      if (container === undefined) return fail(i, `unexpected ${describeCharAt(text, i)} after the end of the JSON value`);
      if (unit === COMMA) {
        visit(',', i, ++i);
        state = container === LBRACE ? NEXT_KEY : NEXT_ITEM;
      } else if ((unit === RBRACE && container === LBRACE) || (unit === RBRACKET && container === LBRACKET)) {
        open.pop();
        visit(unit === RBRACE ? '}' : ']', i, ++i);
      } else {
        return fail(i, `unexpected ${describeCharAt(text, i)}, expected ${expectation(state, open)}`);
      }
      continue;
    }

    if (state === COLON) {
      if (unit !== COLON_CHAR) return fail(i, `unexpected ${describeCharAt(text, i)}, expected ${expectation(state, open)}`);
      visit(':', i, ++i);
      state = VALUE;
      continue;
    }

    if (state === FIRST_KEY || state === NEXT_KEY) {
      if (unit === QUOTE) {
        const end = stringEnd(text, i);
        if (typeof end !== 'number') return end;
        visit('key', i, end);
        i = end;
        state = COLON;
      } else if (unit === RBRACE && state === FIRST_KEY) {
        open.pop();
        visit('}', i, ++i);
        state = AFTER_VALUE;
      } else if (unit === RBRACE) {
        return fail(i, 'unexpected "}" after a comma (trailing commas are not allowed)');
      } else {
        return fail(i, misplaced(text, i, state, open));
      }
      continue;
    }

    // VALUE, FIRST_ITEM or NEXT_ITEM: a value must start here.
    if (unit === RBRACKET && state === FIRST_ITEM) {
      open.pop();
      visit(']', i, ++i);
      state = AFTER_VALUE;
      continue;
    }
    if (unit === RBRACKET && state === NEXT_ITEM) return fail(i, 'unexpected "]" after a comma (trailing commas are not allowed)');
    if (unit === LBRACE || unit === LBRACKET) {
      open.push(unit);
      visit(unit === LBRACE ? '{' : '[', i, ++i);
      state = unit === LBRACE ? FIRST_KEY : FIRST_ITEM;
      continue;
    }
    if (unit === QUOTE) {
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return end;
      visit('string', i, end);
      i = end;
    } else if (unit === MINUS || isDigit(unit)) {
      const end = numberEnd(text, i);
      if (typeof end !== 'number') return end;
      visit('number', i, end);
      i = end;
    } else {
      const literal = unit === 0x74 ? 'true' : unit === 0x66 ? 'false' : unit === 0x6e ? 'null' : undefined;
      if (literal === undefined || !text.startsWith(literal, i)) {
        if (i === 0 && unit === 0xfeff) return fail(0, 'unexpected byte order mark (U+FEFF) at the start; JSON text must not begin with one');
        return fail(i, misplaced(text, i, state, open));
      }
      visit(literal, i, (i += literal.length));
    }
    state = AFTER_VALUE;
  }
}

function expectation(state: number, open: number[]): string {
  switch (state) {
    case FIRST_ITEM:
      return 'a value or "]"';
    case FIRST_KEY:
      return 'a property name in double quotes or "}"';
    case NEXT_KEY:
      return 'a property name in double quotes';
    case COLON:
      return '":" after the property name';
    case AFTER_VALUE:
      return open[open.length - 1] === LBRACE ? '"," or "}"' : '"," or "]"';
    default:
      return 'a value';
  }
}

const WORD = /[A-Za-z0-9_$]+/y;

/** What is wrong with an unexpected character where a value or a key belongs. */
function misplaced(text: string, at: number, state: number, open: number[]): string {
  const unit = text.charCodeAt(at);
  if (unit === 0x27) return 'unexpected "\'": strings must be in double quotes';
  WORD.lastIndex = at;
  const word = WORD.exec(text)?.[0];
  if (word === undefined) return `unexpected ${describeCharAt(text, at)}, expected ${expectation(state, open)}`;
  const shown = quoteClipped(word, 20);
  const lower = word.toLowerCase();
  if (state === FIRST_KEY || state === NEXT_KEY) return `unexpected word ${shown}: property names must be strings in double quotes`;
  if (['true', 'false', 'null'].some((literal) => literal.startsWith(lower))) {
    return `invalid literal ${shown} (the literals are true, false and null, in lowercase)`;
  }
  if (/^(?:nan|[+-]?infinity)$/.test(lower)) return `unexpected word ${shown}: JSON has no ${word}`;
  return `unexpected word ${shown}: strings must be in double quotes`;
}

/** The offset just past the string starting at `start` (a double quote), or its error. */
function stringEnd(text: string, start: number): number | JsonScanError {
  const length = text.length;
  let i = start + 1;
  while (i < length) {
    const unit = text.charCodeAt(i);
    if (unit === QUOTE) return i + 1;
    if (unit === BACKSLASH) {
      if (i + 1 >= length) break;
      const escaped = text.charCodeAt(i + 1);
      if (escaped === 0x75) {
        if (i + 6 > length) break;
        for (let k = i + 2; k < i + 6; k++) {
          if (!isHex(text.charCodeAt(k))) return { offset: i, message: 'invalid escape: \\u must be followed by 4 hex digits' };
        }
        i += 6;
      } else if (SIMPLE_ESCAPES.has(escaped)) {
        i += 2;
      } else {
        const shown = isVisible(text, i + 1) ? `"\\${String.fromCodePoint(text.codePointAt(i + 1)!)}"` : `"\\" followed by ${codePointName(text, i + 1)}`;
        return { offset: i, message: `invalid escape ${shown} in a string (valid: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)` };
      }
      continue;
    }
    if (unit < 0x20) return { offset: i, message: `unescaped control character ${codePointName(text, i)} in a string` };
    i++;
  }
  return { offset: start, message: 'unterminated string (no closing double quote)' };
}

/** The offset just past the number starting at `start`, or its error. */
function numberEnd(text: string, start: number): number | JsonScanError {
  let i = start;
  if (text.charCodeAt(i) === MINUS) i++;
  const digitError = (after: string): JsonScanError =>
    i >= text.length
      ? { offset: i, message: `unexpected end of input, expected a digit after ${after}` }
      : { offset: i, message: `unexpected ${describeCharAt(text, i)}, expected a digit after ${after}` };

  const first = text.charCodeAt(i);
  if (first === ZERO) {
    i++;
    if (isDigit(text.charCodeAt(i))) return { offset: i, message: 'numbers must not have leading zeros' };
  } else if (isDigit(first)) {
    while (isDigit(text.charCodeAt(i))) i++;
  } else {
    return digitError('"-"');
  }
  if (text.charCodeAt(i) === DOT) {
    i++;
    if (!isDigit(text.charCodeAt(i))) return digitError('the decimal point');
    while (isDigit(text.charCodeAt(i))) i++;
  }
  const exponent = text.charCodeAt(i);
  if (exponent === 0x65 || exponent === 0x45) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 0x2b || sign === MINUS) i++;
    if (!isDigit(text.charCodeAt(i))) return digitError('the exponent mark');
    while (isDigit(text.charCodeAt(i))) i++;
  }
  return i;
}

const INVISIBLE = /[\p{C}\p{Z}]/u;

function isVisible(text: string, at: number): boolean {
  return !INVISIBLE.test(String.fromCodePoint(text.codePointAt(at)!));
}

function codePointName(text: string, at: number): string {
  return `U+${text.codePointAt(at)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `character "}"`, `character '"'`, or `character U+00A0` for what would not show. */
export function describeCharAt(text: string, at: number): string {
  if (!isVisible(text, at)) return `character ${codePointName(text, at)}`;
  const char = String.fromCodePoint(text.codePointAt(at)!);
  return char === '"' ? `character '"'` : `character "${char}"`;
}
