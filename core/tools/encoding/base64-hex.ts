/**
 * Base64 ↔ hex of the same bytes (basenc --base64 / xxd -p). Decisions the issue left open:
 * - encode takes hex and answers Base64; decode takes Base64 and answers hex (lower case, as xxd -p).
 * - urlsafe writes the base64url alphabet with its "=" padding kept, as basenc --base64url does;
 *   decoding reads either alphabet, padded or not, whitespace ignored.
 * - Hex is read as the hex tool reads it (spaces, colons, 0x prefixes allowed).
 */
import { Type } from '@sinclair/typebox';
import { bytesToBase64, decodeBase64 } from '../../lib/base64.ts';
import { decodeHex, formatHex } from '../../lib/hex.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

export default defineTool({
  id: 'base64-hex',
  name: 'Base64 ↔ Hex',
  category: 'encoding',
  description: 'Convert hex bytes to Base64 (standard or URL-safe), or Base64 to hex, without going through text.',
  keywords: ['hex to base64', 'base64 to hex', 'b64 to hex', 'hex2base64', 'base64url', 'basenc', 'convert base64 hex'],
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode: hex to Base64; decode: Base64 to hex' }),
    text: Type.String({ maxLength: 1_000_000, description: 'The hex to encode, or the Base64 to decode (at most 1,000,000 characters)' }),
    urlsafe: withDefault(
      Type.Boolean({ description: 'encode only: the URL-safe alphabet (- and _ for + and /), padding kept as basenc --base64url. Default false' }),
      false,
    ),
  }),
  output: closedObject({
    result: Type.String({ description: 'The Base64, or the hex (lower case)' }),
  }),
  examples: [
    { title: 'Hex to Base64', input: { action: 'encode', text: 'de ad be ef ca fe' }, output: { result: '3q2+78r+' } },
    { title: 'Hex to URL-safe Base64', input: { action: 'encode', text: 'fbff00ff3e', urlsafe: true }, output: { result: '-_8A_z4=' } },
    { title: 'Base64 to hex', input: { action: 'decode', text: '+/8A/z4=' }, output: { result: 'fbff00ff3e' } },
  ],
  run({ action, text, urlsafe }) {
    if (action === 'encode') {
      const decoded = decodeHex(text);
      if (!decoded.ok) invalid(`text: not valid hex: ${decoded.reason}`);
      const base64 = bytesToBase64(decoded.bytes);
      return { result: urlsafe ? base64.replaceAll('+', '-').replaceAll('/', '_') : base64 };
    }
    const decoded = decodeBase64(text);
    if (!decoded.ok) invalid(`text: not valid Base64: ${decoded.reason}`);
    return { result: formatHex(decoded.bytes) };
  },
});
