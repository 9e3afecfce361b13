/**
 * Hex (xxd -p / xxd -r -p). Decisions the issue left open:
 * - `from` says how the plain side holds bytes (UTF-8 text or Base64), both ways.
 * - delim "0x" prefixes each byte and separates them with a space ("0x48 0x69"), the form C and
 *   Python literals paste from; "colon" is the MAC / fingerprint form.
 * - Decoding ignores `delim` and `upper` and reads any of those forms (plus "\x" and "%" escapes),
 *   refusing a stray or lone digit with its index.
 * - isolate: the widest form writes 10 million characters from 2 MB; the worst-case bench reads it
 *   at about one and a half times base64's worst, which is itself near the 50 ms line.
 */
import { Type } from '@sinclair/typebox';
import { bytesAsField, bytesOfText, textOfBytes } from '../../lib/byte-text.ts';
import { decodeHex, formatHex } from '../../lib/hex.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const DELIMITERS = {
  none: { separator: '', prefix: '' },
  space: { separator: ' ', prefix: '' },
  colon: { separator: ':', prefix: '' },
  '0x': { separator: ' ', prefix: '0x' },
} as const;

export default defineTool({
  id: 'hex',
  name: 'Hex Encode / Decode',
  category: 'encoding',
  description:
    'Encode text (UTF-8) or Base64 bytes as hexadecimal, plain, spaced, colon-separated or 0x-prefixed, ' +
    'or decode hex written any of those ways back to text or Base64.',
  keywords: ['to hex', 'from hex', 'hexadecimal', 'base16', 'xxd', 'hex string', 'bin2hex', 'hex2bin', 'unhexlify', 'hexlify'],
  mcp: true,
  isolate: true,
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode bytes to hex, or decode hex to bytes' }),
    text: Type.String({ maxLength: 1_000_000, description: 'The text or Base64 to encode, or the hex to decode (at most 1,000,000 characters)' }),
    from: bytesAsField(),
    delim: withDefault(
      stringEnum(['none', 'space', 'colon', '0x'], {
        description: 'encode only: none "4869", space "48 69", colon "48:69", 0x "0x48 0x69". Default none',
      }),
      'none',
    ),
    upper: withDefault(Type.Boolean({ description: 'encode only: upper-case digits A-F. Default false' }), false),
  }),
  output: closedObject({
    result: Type.String({ description: 'The hex, or the decoded text (Base64 when from is b64)' }),
  }),
  examples: [
    { title: 'Encode text', input: { action: 'encode', text: 'Hi 🚀' }, output: { result: '486920f09f9a80' } },
    { title: 'Colon-separated, upper case', input: { action: 'encode', text: 'AQL/', from: 'b64', delim: 'colon', upper: true }, output: { result: '01:02:FF' } },
    { title: 'Decode C-style bytes', input: { action: 'decode', text: '0x63, 0x61, 0x66, 0xc3, 0xa9' }, output: { result: 'café' } },
  ],
  run({ action, text, from, delim, upper }) {
    if (action === 'encode') return { result: formatHex(bytesOfText(text, from, 'text'), { ...DELIMITERS[delim], upper }) };
    const decoded = decodeHex(text);
    if (!decoded.ok) invalid(`text: not valid hex: ${decoded.reason}`);
    return { result: textOfBytes(decoded.bytes, from, 'text') };
  },
});
