/**
 * Backslash escapes of string literals read back, as each language's compiler reads them: the
 * decode side of string-escape (JavaScript, Java, C, Python) and of unicode-escape. Each refusal
 * names the field, the escape and its index.
 *
 * - js: ECMAScript's (sloppy-mode legacy octal included); an unknown escape is the character itself.
 * - java: JLS 3.10.6 plus \uXXXX (any number of u's, as the compiler's Unicode pre-pass reads it).
 * - c: C11's; \x, \ooo name bytes, gathered and read as UTF-8; \u and \U name code points.
 * - python: Python 3's str literal; an unknown escape stays as written, backslash included.
 */
import { invalid } from '../errors.ts';
import { utf8Decode } from './utf8.ts';

export type EscapeDialect = 'js' | 'java' | 'c' | 'python';

const SIMPLE: Record<EscapeDialect, Record<string, string>> = {
  js: { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', "'": "'", '"': '"', '\\': '\\' },
  java: { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', s: ' ', "'": "'", '"': '"', '\\': '\\' },
  c: { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', a: '\x07', '?': '?', "'": "'", '"': '"', '\\': '\\' },
  python: { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', a: '\x07', "'": "'", '"': '"', '\\': '\\' },
};

const encoder = new TextEncoder();
const HEX = /^[0-9A-Fa-f]+$/;

export function unescapeBackslashes(text: string, dialect: EscapeDialect, field: string): string {
  if (!text.includes('\\')) return text;
  const simple = SIMPLE[dialect];
  let out = '';
  /** C's byte escapes, waiting to be read as UTF-8 with their neighbours. */
  let bytes: number[] = [];
  const flushBytes = (at: number) => {
    if (bytes.length === 0) return;
    out += utf8Decode(Uint8Array.from(bytes)) ?? invalid(`${field}: the bytes escaped before index ${at} are not valid UTF-8`);
    bytes = [];
  };
  const codePoint = (value: number, escape: string, at: number) => {
    if (value > 0x10ffff) invalid(`${field}: ${escape} at index ${at} is past U+10FFFF`);
    return String.fromCodePoint(value);
  };
  const hexDigits = (start: number, count: number, escape: string, at: number) => {
    const digits = text.slice(start, start + count);
    if (digits.length !== count || !HEX.test(digits)) invalid(`${field}: ${escape} at index ${at} needs ${count} hex digits`);
    return Number.parseInt(digits, 16);
  };

  let i = 0;
  while (i < text.length) {
    const slash = text.indexOf('\\', i);
    const plainEnd = slash < 0 ? text.length : slash;
    if (plainEnd > i) {
      if (dialect === 'c' && bytes.length > 0) {
        // Plain characters join pending bytes as their UTF-8, so a split sequence is still read whole.
        bytes.push(...encoder.encode(text.slice(i, plainEnd)));
      } else out += text.slice(i, plainEnd);
    }
    if (slash < 0) break;
    const at = slash;
    const char = text[at + 1];
    if (char === undefined) invalid(`${field}: ends with a lone backslash`);
    let next = at + 2;
    let piece: string | undefined;
    let byte: number | undefined;
    if (simple[char] !== undefined) piece = simple[char];
    else if (char >= '0' && char <= '7' && !(dialect === 'js' && char === '0' && !/[0-9]/.test(text[at + 2] ?? ''))) {
      const digits = /^[0-7]{1,3}/.exec(text.slice(at + 1, at + 4))![0];
      const value = Number.parseInt(digits, 8);
      next = at + 1 + digits.length;
      if (dialect === 'c') {
        if (value > 0xff) invalid(`${field}: \\${digits} at index ${at} is past the byte \\377`);
        byte = value;
      } else if (dialect !== 'python' && value > 0xff) {
        // Java and JavaScript read at most the digits that stay within \377.
        next = at + 3;
        piece = String.fromCharCode(Number.parseInt(digits.slice(0, 2), 8));
      } else piece = String.fromCharCode(value);
    } else if (char === '0' && dialect === 'js') piece = '\0';
    else if (char === 'x' && dialect !== 'java') {
      if (dialect === 'c') {
        const digits = /^[0-9A-Fa-f]*/.exec(text.slice(at + 2))![0];
        if (digits.length === 0) invalid(`${field}: \\x at index ${at} needs hex digits`);
        const value = Number.parseInt(digits.length > 8 ? 'f'.repeat(9) : digits, 16);
        if (value > 0xff) invalid(`${field}: \\x${digits} at index ${at} is past the byte \\xff`);
        byte = value;
        next = at + 2 + digits.length;
      } else {
        piece = String.fromCharCode(hexDigits(at + 2, 2, '\\x', at));
        next = at + 4;
      }
    } else if (char === 'u') {
      let start = at + 2;
      if (dialect === 'java') while (text[start] === 'u') start++;
      if (dialect === 'js' && text[start] === '{') {
        const close = text.indexOf('}', start);
        const digits = close < 0 ? '' : text.slice(start + 1, close);
        if (!HEX.test(digits)) invalid(`${field}: \\u{ at index ${at} needs hex digits and a closing brace`);
        piece = codePoint(digits.length > 8 ? Infinity : Number.parseInt(digits, 16), `\\u{${digits}}`, at);
        next = close + 1;
      } else {
        piece = String.fromCharCode(hexDigits(start, 4, '\\u', at));
        next = start + 4;
      }
    } else if (char === 'U' && (dialect === 'c' || dialect === 'python')) {
      piece = codePoint(hexDigits(at + 2, 8, '\\U', at), `\\U${text.slice(at + 2, at + 10)}`, at);
      next = at + 10;
    } else if (char === '\n' || char === '\r' || ((char === '\u2028' || char === '\u2029') && dialect === 'js')) {
      if (dialect === 'java') invalid(`${field}: a backslash before the line break at index ${at} is not a Java escape`);
      // A line continuation: the backslash and the line break (CRLF counts as one) vanish.
      piece = '';
      if (char === '\r' && text[at + 2] === '\n') next = at + 3;
    } else if (dialect === 'js') piece = char;
    else if (dialect === 'python') piece = char === 'N' && text[at + 2] === '{' ? invalid(`${field}: \\N{…} at index ${at} (a character by name) is not supported`) : `\\${char}`;
    else invalid(`${field}: \\${char} at index ${at} is not a ${dialect === 'c' ? 'C' : 'Java'} escape`);

    if (byte !== undefined) bytes.push(byte);
    else {
      flushBytes(at);
      out += piece!;
    }
    i = next;
  }
  flushBytes(text.length);
  return out;
}
