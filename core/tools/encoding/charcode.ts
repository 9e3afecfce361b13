/**
 * Character codes (Python ord / chr). Decisions the issue left open:
 * - Codes are written without prefix or padding, lower-case in base 16, one space apart (Python
 *   ' '.join(format(ord(c), 'x') …)); base defaults to 10 as ord prints.
 * - unit: cp = Unicode code points, utf8 = the UTF-8 bytes, utf16 = UTF-16 code units (so 😀 is
 *   d83d de00). Text with a lone surrogate is refused in every unit, as decoding refuses it back.
 * - Decoding reads codes separated by whitespace or commas, each optionally with its base's
 *   prefix (0x, 0o, 0b; U+ for code points in base 16).
 * - isolate: a million codes take over a second as strings (the worst-case bench).
 */
import { Type } from '@sinclair/typebox';
import { assertWellFormed, utf8Decode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const PREFIXES: Record<number, RegExp> = { 16: /^(?:0x|u\+)/i, 8: /^0o/i, 2: /^0b/i, 10: /^$/ };
const DIGITS: Record<number, RegExp> = { 16: /^[0-9a-f]+$/i, 8: /^[0-7]+$/, 2: /^[01]+$/, 10: /^[0-9]+$/ };
const LIMITS = { cp: 0x10ffff, utf8: 0xff, utf16: 0xffff } as const;
const encoder = new TextEncoder();

export default defineTool({
  id: 'charcode',
  name: 'Character Codes',
  category: 'encoding',
  description:
    'Write each character of text as its code (Unicode code point, UTF-8 byte or UTF-16 unit) in base 10, 16, 8 or 2, ' +
    'or turn a list of such codes back into text.',
  isolate: true,
  keywords: ['ord', 'chr', 'char code', 'charcodeat', 'fromcharcode', 'code point', 'ascii code', 'unicode code', 'to charcode', 'from charcode', 'decimal codes'],
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode text to codes, or decode codes to text' }),
    text: Type.String({ maxLength: 1_000_000, description: 'The text to encode, or the codes to decode, separated by spaces or commas (at most 1,000,000 characters)' }),
    base: withDefault(
      Type.Union([Type.Literal(10), Type.Literal(16), Type.Literal(8), Type.Literal(2)], { description: 'The base the codes are written in: 10, 16, 8 or 2 (a number). Default 10' }),
      10,
    ),
    unit: withDefault(
      stringEnum(['cp', 'utf8', 'utf16'], { description: 'What a code stands for: cp = a Unicode code point, utf8 = a UTF-8 byte, utf16 = a UTF-16 code unit. Default cp' }),
      'cp',
    ),
  }),
  output: closedObject({
    result: Type.String({ description: 'The codes one space apart, or the decoded text' }),
  }),
  examples: [
    { title: 'Code points in decimal', input: { action: 'encode', text: 'Hé€😀' }, output: { result: '72 233 8364 128512' } },
    { title: 'UTF-8 bytes in hex', input: { action: 'encode', text: 'Hé€😀', base: 16, unit: 'utf8' }, output: { result: '48 c3 a9 e2 82 ac f0 9f 98 80' } },
    { title: 'Decode', input: { action: 'decode', text: '84, 111, 111, 108, 100, 101, 99, 107' }, output: { result: 'Tooldeck' } },
  ],
  run({ action, text, base, unit }) {
    const radix = base;
    if (action === 'encode') {
      assertWellFormed(text, 'text');
      return { result: codesOf(text, unit).map((code) => code.toString(radix)).join(' ') };
    }
    return { result: textOf(parseCodes(text, radix, LIMITS[unit]), unit) };
  },
});

function codesOf(text: string, unit: 'cp' | 'utf8' | 'utf16'): number[] {
  if (unit === 'utf8') return Array.from(encoder.encode(text));
  const codes: number[] = [];
  if (unit === 'utf16') {
    for (let i = 0; i < text.length; i++) codes.push(text.charCodeAt(i));
  } else {
    for (const char of text) codes.push(char.codePointAt(0)!);
  }
  return codes;
}

function parseCodes(text: string, radix: number, limit: number): number[] {
  const tokens = text.split(/[\s,]+/).filter((token) => token !== '');
  return tokens.map((token, index) => {
    const digits = token.replace(PREFIXES[radix]!, '');
    if (!DIGITS[radix]!.test(digits)) invalid(`text: code ${index + 1} (${JSON.stringify(token.slice(0, 20))}) is not a base-${radix} number`);
    const value = Number.parseInt(digits, radix);
    if (value > limit) invalid(`text: code ${index + 1} (${token.slice(0, 20)}) is above ${limit.toString(radix)}, the largest for this unit`);
    return value;
  });
}

function textOf(codes: number[], unit: 'cp' | 'utf8' | 'utf16'): string {
  if (unit === 'utf8') {
    return utf8Decode(Uint8Array.from(codes)) ?? invalid('text: the codes are not valid UTF-8 bytes');
  }
  let out = '';
  // In slices: String.fromCharCode(...codes) with 500,000 arguments overflows the stack.
  for (let i = 0; i < codes.length; i += 8192) {
    const slice = codes.slice(i, i + 8192);
    if (unit === 'cp') {
      const surrogate = slice.findIndex((code) => code >= 0xd800 && code <= 0xdfff);
      if (surrogate >= 0) invalid(`text: code ${i + surrogate + 1} is a surrogate (U+${slice[surrogate]!.toString(16).toUpperCase()}), not a character`);
      out += String.fromCodePoint(...slice);
    } else {
      out += String.fromCharCode(...slice);
    }
  }
  if (unit === 'utf16' && !out.isWellFormed()) invalid('text: the UTF-16 units hold a lone surrogate (a high surrogate must be followed by a low one)');
  return out;
}
