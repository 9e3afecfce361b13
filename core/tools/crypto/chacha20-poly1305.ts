import { Type } from '@sinclair/typebox';
import { bytesToBase64, decodeBase64 } from '../../lib/base64.ts';
import { hexFieldBytes } from '../../lib/hex-decode.ts';
import { lazy } from '../../lib/lazy.ts';
import { utf8Decode, utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (issue 24 lists the fields only):
 * - key, nonce and aad are hex (RFC 8439's vectors are written so; aad may be any bytes).
 * - encode answers Base64 of nonce ‖ ciphertext ‖ tag (libsodium's combined layout), so decode
 *   needs only the key; the nonce is drawn from ctx.random when not given (hence not deterministic),
 *   12 bytes, or 24 with xchacha (XChaCha20-Poly1305, whose nonce is safe to draw at random).
 * - decode reads the nonce from the front of text unless nonce is given. A wrong key, nonce, aad
 *   or a changed byte all fail the tag check alike, with one message.
 */

const loadChacha = lazy(() => import('@noble/ciphers/chacha.js'));
const TAG_BYTES = 16;

export default defineTool({
  id: 'chacha20-poly1305',
  name: 'ChaCha20-Poly1305',
  category: 'crypto',
  description:
    'Encrypt text with ChaCha20-Poly1305 (RFC 8439) or XChaCha20-Poly1305 under a 256-bit key, as Base64 of nonce, ciphertext and tag, or decrypt and authenticate it; optional associated data.',
  keywords: ['chacha20', 'chacha', 'xchacha20', 'poly1305', 'aead', 'rfc 8439', 'libsodium', 'secretbox', 'authenticated encryption'],
  mcp: true,
  deterministic: false,
  // A 1,000,000-character text (ciphered in JavaScript, then 1.3 MB of Base64) took 82.6 ms inline
  // (bench/worst-case.ts, many-short-lines): past the 50 ms budget.
  isolate: true,
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode: encrypt text; decode: decrypt Base64 nonce ‖ ciphertext ‖ tag' }),
    text: Type.String({ maxLength: 1_000_000, description: 'encode: the text (its UTF-8 bytes); decode: the Base64 message; at most 1,000,000 characters' }),
    key: Type.String({ minLength: 64, maxLength: 200, description: 'The 256-bit key as 64 hex digits (spaces and colons ignored)' }),
    nonce: Type.Optional(Type.String({ maxLength: 200, description: 'The nonce in hex: 12 bytes, 24 with xchacha; encode: default random; decode: default the message\'s first bytes' })),
    aad: withDefault(Type.String({ maxLength: 20_000, description: 'Associated data in hex, authenticated but not encrypted, at most 10,000 bytes; default none' }), ''),
    xchacha: withDefault(Type.Boolean({ description: 'Use XChaCha20-Poly1305 (24-byte nonce); default false' }), false),
  }),
  output: closedObject({
    result: Type.String({ description: 'encode: Base64 of nonce ‖ ciphertext ‖ tag; decode: the text' }),
  }),
  examples: [
    {
      title: 'Encrypt (shown with an all-zero random nonce)',
      input: { action: 'encode', text: 'hello', key: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f' },
      output: { result: 'AAAAAAAAAAAAAAAAcN0uXcILTE1ImKBTM04mXL0aG2L3' },
    },
    {
      title: 'Decrypt it back',
      input: { action: 'decode', text: 'AAAAAAAAAAAAAAAAcN0uXcILTE1ImKBTM04mXL0aG2L3', key: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f' },
      output: { result: 'hello' },
    },
  ],
  async run({ action, text, key: keyHex, nonce: nonceHex, aad: aadHex, xchacha }, ctx) {
    const key = hexFieldBytes('key', keyHex);
    if (key.length !== 32) invalid(`key: is ${key.length} bytes; ChaCha20-Poly1305 takes 32 (64 hex digits)`);
    const nonceBytes = xchacha ? 24 : 12;
    const givenNonce = nonceHex === undefined ? undefined : hexFieldBytes('nonce', nonceHex);
    if (givenNonce && givenNonce.length !== nonceBytes) invalid(`nonce: is ${givenNonce.length} bytes; ${xchacha ? 'XChaCha20' : 'ChaCha20'}-Poly1305 takes ${nonceBytes}`);
    const aad = hexFieldBytes('aad', aadHex);
    const { chacha20poly1305, xchacha20poly1305 } = await loadChacha();
    const cipher = xchacha ? xchacha20poly1305 : chacha20poly1305;
    if (action === 'encode') {
      const plain = utf8Encode(text, 'text');
      const nonce = givenNonce ?? ctx.random(nonceBytes);
      const sealed = cipher(key, nonce, aad).encrypt(plain);
      const combined = new Uint8Array(nonce.length + sealed.length);
      combined.set(nonce);
      combined.set(sealed, nonce.length);
      return { result: bytesToBase64(combined) };
    }
    const decoded = decodeBase64(text);
    if (!decoded.ok) invalid(`text: is not valid Base64 (${decoded.reason})`);
    const nonce = givenNonce ?? decoded.bytes.subarray(0, nonceBytes);
    const sealed = givenNonce ? decoded.bytes : decoded.bytes.subarray(nonceBytes);
    if (sealed.length < TAG_BYTES || nonce.length < nonceBytes) invalid(`text: is too short to hold ${givenNonce ? '' : 'a nonce and '}a 16-byte tag`);
    let plain: Uint8Array;
    try {
      plain = cipher(key, nonce, aad).decrypt(sealed);
    } catch {
      return invalid('text: fails authentication (wrong key, nonce or aad, or a changed byte)');
    }
    return { result: utf8Decode(plain) ?? invalid('text: decrypts to bytes that are not UTF-8 text') };
  },
});
