/**
 * Text ↔ binary digits (Python: ' '.join(format(b, '08b') for b in text.encode())). Decisions the
 * issue left open:
 * - `sep` is an enum (space, none, comma, newline) rather than free text, so decoding knows what
 *   may separate bytes.
 * - Decoding: with separators (whitespace or commas) each group is one byte of 1-8 digits, so
 *   unpadded bin() output reads too; without any, the digits are read eight at a time.
 * - `from` says how the plain side holds bytes (UTF-8 text or Base64), both ways, as in hex.
 * - isolate: the worst encoding writes 18 million characters, several times the 50 ms budget.
 */
import { Type } from '@sinclair/typebox';
import { bytesAsField, bytesOfText, textOfBytes } from '../../lib/byte-text.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const SEPARATORS = { space: ' ', none: '', comma: ',', newline: '\n' } as const;
const ascii = new TextDecoder();

export default defineTool({
  id: 'text-to-binary',
  name: 'Text to Binary',
  category: 'encoding',
  description: 'Write text (UTF-8) or Base64 bytes as binary digits, eight per byte, or read binary digits back to text or Base64.',
  isolate: true,
  keywords: ['to binary', 'from binary', 'binary code', 'binary to text', 'ascii to binary', 'bits', 'zeros and ones', '01', 'base2'],
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode bytes to binary digits, or decode binary digits to bytes' }),
    text: Type.String({ maxLength: 1_000_000, description: 'The text or Base64 to encode, or the binary digits to decode (at most 1,000,000 characters)' }),
    from: bytesAsField(),
    sep: withDefault(
      stringEnum(['space', 'none', 'comma', 'newline'], { description: 'encode only: what goes between bytes. Default space' }),
      'space',
    ),
  }),
  output: closedObject({
    result: Type.String({ description: 'The binary digits, or the decoded text (Base64 when from is b64)' }),
  }),
  examples: [
    { title: 'Encode', input: { action: 'encode', text: 'Hi 🚀' }, output: { result: '01001000 01101001 00100000 11110000 10011111 10011010 10000000' } },
    { title: 'Decode unpadded groups', input: { action: 'decode', text: '1001000 1101001 100001' }, output: { result: 'Hi!' } },
  ],
  run({ action, text, from, sep }) {
    if (action === 'encode') return { result: formatBinary(bytesOfText(text, from, 'text'), SEPARATORS[sep]) };
    return { result: textOfBytes(parseBinary(text), from, 'text') };
  },
});

function formatBinary(bytes: Uint8Array, separator: string): string {
  if (bytes.length === 0) return '';
  const stride = 8 + separator.length;
  if (bytes.length * stride - separator.length > MAX_RESULT_CHARS) resultTooLarge('text', 'the binary digits');
  const out = new Uint8Array(bytes.length * stride - separator.length);
  const separatorCode = separator.charCodeAt(0);
  let o = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (i > 0 && separator) out[o++] = separatorCode;
    const byte = bytes[i]!;
    for (let bit = 7; bit >= 0; bit--) out[o++] = 48 + ((byte >> bit) & 1);
  }
  return ascii.decode(out);
}

const GROUP_SEPARATOR = /[\s,]+/;

function parseBinary(text: string): Uint8Array {
  const trimmed = text.replace(/^[\s,]+|[\s,]+$/g, '');
  if (trimmed === '') return new Uint8Array(0);
  const bad = /[^01\s,]/.exec(trimmed);
  if (bad) {
    const at = text.indexOf(trimmed) + bad.index;
    invalid(`text: character ${JSON.stringify(String.fromCodePoint(text.codePointAt(at)!))} at index ${at} is not a binary digit`);
  }
  if (!GROUP_SEPARATOR.test(trimmed)) {
    if (trimmed.length % 8 !== 0) invalid(`text: ${trimmed.length} binary digits without separators are not whole bytes (a multiple of 8)`);
    const bytes = new Uint8Array(trimmed.length / 8);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(trimmed.slice(i * 8, i * 8 + 8), 2);
    return bytes;
  }
  const groups = trimmed.split(GROUP_SEPARATOR);
  const bytes = new Uint8Array(groups.length);
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i]!;
    if (group.length > 8) invalid(`text: group ${i + 1} has ${group.length} digits; a byte has at most 8`);
    bytes[i] = Number.parseInt(group, 2);
  }
  return bytes;
}
