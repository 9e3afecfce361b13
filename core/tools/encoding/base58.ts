/**
 * Base58 (and its big-number kin Base62 and Base36) both ways. Decisions the issue left open:
 * - Own code (core/lib/base-x.ts, the base-x algorithm) serves every alphabet alike, where
 *   @scure/base has no Base62.
 * - encode takes text as UTF-8, or bytes in hex (`from: hex`: a key or an address payload);
 *   decode answers the text when the bytes are UTF-8, their hex otherwise.
 * - `check` appends (encode) or verifies and strips (decode) Base58Check's four-byte checksum,
 *   the first bytes of SHA-256(SHA-256(payload)), in any alphabet.
 * - Big-number bases take time quadratic in the length, so one run takes at most 4,000 bytes
 *   (encode) or 6,200 digits (decode), kilobytes past any address, key or ID (the bench: 0.8 s for
 *   4,000 bytes in Base36, where 20,000 took 19 s); isolate as well.
 * - base36 is lowercase (as base-x and Number.toString write it) and decodes in either case.
 */
import { Type } from '@sinclair/typebox';
import { decodeBaseX, encodeBaseX } from '../../lib/base-x.ts';
import { decodedText, decodedTextOutput } from '../../lib/decoded-text.ts';
import { hexFieldBytes } from '../../lib/hex-decode.ts';
import { utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const ALPHABETS = {
  btc: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  flickr: '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ',
  xrp: 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz',
  base62: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  base36: '0123456789abcdefghijklmnopqrstuvwxyz',
} as const;
type Alphabet = keyof typeof ALPHABETS;

const MAX_ENCODE_BYTES = 4_000;
const MAX_DECODE_DIGITS = 6_200;

async function checksum(payload: Uint8Array): Promise<Uint8Array> {
  const once = await crypto.subtle.digest('SHA-256', payload as Uint8Array<ArrayBuffer>);
  return new Uint8Array(await crypto.subtle.digest('SHA-256', once)).subarray(0, 4);
}

export default defineTool({
  id: 'base58',
  name: 'Base58',
  category: 'encoding',
  description:
    'Encode text (or hex bytes) to Base58 — Bitcoin, Flickr or Ripple alphabet, optionally Base58Check — or to Base62 or Base36, or decode them back to text, or to hex when the bytes are not text.',
  keywords: ['b58', 'base 58', 'base58check', 'bitcoin', 'base62', 'base36', 'flickr', 'ripple', 'xrp', 'base-x'],
  isolate: true,
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode to the alphabet, or decode from it' }),
    text: Type.String({
      maxLength: 1_000_000,
      description: `The text (or hex) to encode, at most ${MAX_ENCODE_BYTES} bytes, or the digits to decode, at most ${MAX_DECODE_DIGITS} (the conversion is quadratic)`,
    }),
    alphabet: withDefault(
      stringEnum(['btc', 'flickr', 'xrp', 'base62', 'base36'], { description: 'btc (Bitcoin, IPFS), flickr, xrp (Ripple), base62 (0-9A-Za-z) or base36 (0-9a-z). Default btc' }),
      'btc',
    ),
    check: withDefault(Type.Boolean({ description: 'Base58Check: append (encode) or verify and strip (decode) a 4-byte double-SHA-256 checksum. Default false' }), false),
    from: withDefault(stringEnum(['utf8', 'hex'], { description: 'encode only: text is UTF-8 text, or bytes in hex. Default utf8' }), 'utf8'),
  }),
  output: closedObject(decodedTextOutput('encoded digits')),
  examples: [
    { title: 'Encode', input: { action: 'encode', text: 'hello world' }, output: { result: 'StV1DL6CwTryKyV' } },
    {
      title: 'Decode a Bitcoin address (Base58Check)',
      input: { action: 'decode', text: '1AGNa15ZQXAZUgFiqJ2i7Z2DPU2J6hW62i', check: true },
      output: { result: '0065a16059864a2fdbc7c99a4723a8395bc6f188eb', resultEncoding: 'hex' },
    },
    { title: 'Base62', input: { action: 'encode', text: 'hello world', alphabet: 'base62' }, output: { result: 'AAwf93rvy4aWQVw' } },
  ],
  async run({ action, text, alphabet, check, from }) {
    const digits = ALPHABETS[alphabet as Alphabet];
    if (action === 'encode') {
      const bytes = from === 'hex' ? hexFieldBytes('text', text) : utf8Encode(text, 'text');
      if (bytes.length > MAX_ENCODE_BYTES) invalid(`text: is ${bytes.length} bytes; ${alphabet} encodes at most ${MAX_ENCODE_BYTES} at once`);
      const payload = check ? Uint8Array.from([...bytes, ...(await checksum(bytes))]) : bytes;
      return { result: encodeBaseX(payload, digits) };
    }
    let encoded = text.trim();
    if (alphabet === 'base36') encoded = encoded.toLowerCase();
    if (encoded.length > MAX_DECODE_DIGITS) invalid(`text: holds ${encoded.length} digits; ${alphabet} decodes at most ${MAX_DECODE_DIGITS} at once`);
    const decoded = decodeBaseX(encoded, digits, alphabet);
    if (!decoded.ok) invalid(`text: not valid ${alphabet}: ${decoded.reason}`);
    if (!check) return decodedText(decoded.bytes);
    if (decoded.bytes.length < 4) invalid('text: too short to hold a Base58Check checksum (4 bytes)');
    const payload = decoded.bytes.subarray(0, -4);
    const expected = await checksum(payload);
    if (expected.some((byte, i) => byte !== decoded.bytes[decoded.bytes.length - 4 + i])) invalid('text: the Base58Check checksum does not match (a typo, or not a checked string)');
    return decodedText(payload);
  },
});
