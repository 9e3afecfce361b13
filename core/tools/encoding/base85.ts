/**
 * Base85 in its two common alphabets. Decisions the issue left open:
 * - ascii85 is Adobe's/btoa's (Python base64.a85encode): "!" to "u", "z" for a group of four zero
 *   bytes, no "<~ ~>" frame when encoding; decoding takes the frame or not and ignores whitespace.
 * - z85 is ZeroMQ's alphabet (rfc.zeromq.org/spec/32). The spec wants whole 4-byte groups; like
 *   Python 3.13's base64.z85encode (b85encode with the alphabet swapped) a last partial group is
 *   written in as many digits as it needs, so any text can be encoded.
 * - Text goes in and comes out as UTF-8; decoded bytes that are not UTF-8 are refused.
 * - isolate: a million characters take 150 ms in the worst-case bench (per-group arithmetic).
 */
import { Type } from '@sinclair/typebox';
import { utf8Decode, utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const Z85 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#';
const ASCII85 = Array.from({ length: 85 }, (_, digit) => String.fromCharCode(33 + digit)).join('');
const ascii = new TextDecoder();

type Variant = 'ascii85' | 'z85';

export default defineTool({
  id: 'base85',
  name: 'Base85 (Ascii85 / Z85)',
  category: 'encoding',
  description: 'Encode UTF-8 text as Base85 (Adobe Ascii85 or ZeroMQ Z85) or decode it back.',
  isolate: true,
  keywords: ['ascii85', 'z85', 'base 85', 'btoa', 'a85', 'b85', 'adobe ascii85', 'zeromq'],
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode text to Base85, or decode Base85 to text' }),
    text: Type.String({ maxLength: 1_000_000, description: 'The text to encode, or the Base85 to decode; at most 1,000,000 characters' }),
    variant: withDefault(stringEnum(['ascii85', 'z85'], { description: 'ascii85 (Adobe, "!" to "u", z for zeros) or z85 (ZeroMQ); default ascii85' }), 'ascii85'),
  }),
  output: closedObject({
    result: Type.String({ description: 'The Base85 text, or the decoded text' }),
  }),
  examples: [
    { title: 'Ascii85', input: { action: 'encode', text: 'Hello, World!' }, output: { result: '87cURD_*#4DfTZ)+T' } },
    { title: 'Z85', input: { action: 'encode', text: 'Hello, World!', variant: 'z85' }, output: { result: 'nm=QNz.92jz/PV8aP' } },
    { title: 'Decode Adobe-framed Ascii85', input: { action: 'decode', text: '<~87cURD_*#4DfTZ)+T~>' }, output: { result: 'Hello, World!' } },
  ],
  run({ action, text, variant }) {
    if (action === 'encode') return { result: encode(utf8Encode(text, 'text'), variant) };
    const bytes = variant === 'z85' ? decodeZ85(text) : decodeAscii85(text);
    return { result: utf8Decode(bytes) ?? invalid('text: decodes to bytes that are not valid UTF-8 text') };
  },
});

function encode(bytes: Uint8Array, variant: Variant): string {
  const alphabet = variant === 'z85' ? Z85 : ASCII85;
  const codes = Uint8Array.from(alphabet, (char) => char.charCodeAt(0));
  const out = new Uint8Array(Math.ceil(bytes.length / 4) * 5);
  let length = 0;
  const digits = new Uint8Array(5);
  for (let at = 0; at < bytes.length; at += 4) {
    const count = Math.min(4, bytes.length - at);
    let value = 0;
    for (let i = 0; i < 4; i++) value = value * 256 + (i < count ? bytes[at + i]! : 0);
    if (value === 0 && count === 4 && variant === 'ascii85') {
      out[length++] = 0x7a; // "z"
      continue;
    }
    for (let i = 4; i >= 0; i--) {
      digits[i] = value % 85;
      value = Math.floor(value / 85);
    }
    for (let i = 0; i <= count; i++) out[length++] = codes[digits[i]!]!;
  }
  return ascii.decode(out.subarray(0, length));
}

function decodeAscii85(text: string): Uint8Array {
  let body = text.replace(/\s+/g, '');
  if (body.startsWith('<~')) body = body.slice(2);
  if (body.endsWith('~>')) body = body.slice(0, -2);
  return decodeDigits(body, (code) => (code >= 33 && code <= 117 ? code - 33 : -1), true);
}

const Z85_VALUE = new Int8Array(128).fill(-1);
for (let digit = 0; digit < 85; digit++) Z85_VALUE[Z85.charCodeAt(digit)] = digit;

function decodeZ85(text: string): Uint8Array {
  return decodeDigits(text.replace(/\s+/g, ''), (code) => (code < 128 ? Z85_VALUE[code]! : -1), false);
}

/** Groups of five digits to four bytes; a last group of n digits (2 to 4) gives n − 1 bytes. */
function decodeDigits(body: string, valueOf: (code: number) => number, zeroGroups: boolean): Uint8Array {
  const out = new Uint8Array(Math.ceil(body.length / 5) * 4 + body.length * 4);
  let length = 0;
  let value = 0;
  let count = 0;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    if (zeroGroups && code === 0x7a) {
      if (count !== 0) invalid(`text: "z" at position ${i} stands inside a group of five`);
      length += 4; // out is zero-filled
      continue;
    }
    const digit = valueOf(code);
    if (digit < 0) invalid(`text: ${JSON.stringify(String.fromCodePoint(body.codePointAt(i)!))} at position ${i} is not a Base85 digit`);
    value = value * 85 + digit;
    if (++count === 5) {
      if (value > 0xffffffff) invalid(`text: the group ending at position ${i} is larger than four bytes can hold`);
      out[length++] = value >>> 24;
      out[length++] = (value >>> 16) & 255;
      out[length++] = (value >>> 8) & 255;
      out[length++] = value & 255;
      value = 0;
      count = 0;
    }
  }
  if (count === 1) invalid('text: ends with a single digit, which cannot encode a byte');
  if (count > 1) {
    for (let i = count; i < 5; i++) value = value * 85 + 84;
    if (value > 0xffffffff) invalid('text: the last group is larger than four bytes can hold');
    for (let i = 0; i < count - 1; i++) out[length++] = (value >>> (24 - 8 * i)) & 255;
  }
  return out.subarray(0, length);
}
