import { Type } from '@sinclair/typebox';
import { bytesToBase64, decodeBase64 } from '../../lib/base64.ts';
import { hexFieldBytes } from '../../lib/hex-decode.ts';
import { utf8Decode, utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { concatBytes } from '../../lib/concat-bytes.ts';

/*
 * Decisions (the issue names the fields and asks for a framing that interoperates):
 * - A pass-phrase key follows `openssl enc -aes-256-<cbc|ctr> -pbkdf2 -md sha256 -iter N -a`:
 *   8 random salt bytes, PBKDF2-HMAC-SHA256(pass, salt, N) gives the 32-byte key then the 16-byte
 *   IV, and the result is Base64 of "Salted__" ‖ salt ‖ ciphertext. openssl decrypts ours and we
 *   decrypt its output (-a -A, or -a with line breaks: whitespace is ignored).
 * - GCM, which openssl enc refuses, keeps the same framing with a 12-byte IV from the same PBKDF2
 *   output (32 + 12 bytes) and the 16-byte tag after the ciphertext (WebCrypto's and Python
 *   cryptography's AESGCM layout): "Salted__" ‖ salt ‖ ciphertext ‖ tag.
 * - A hex key (16, 24 or 32 bytes: AES-128/192/256) with an `iv` gives the bare ciphertext, as
 *   `openssl enc -K <hex> -iv <hex> -a` does; without an `iv`, encode draws a random one and puts it
 *   in front (IV ‖ ciphertext), and decode reads it from there.
 * - CBC pads with PKCS#7; CTR counts over the whole 128-bit block (as openssl does).
 * - Decoded bytes must be UTF-8 text; a wrong key, a bad tag or bad padding are one message that
 *   never repeats the key.
 * - isolate: PBKDF2 at up to 2,000,000 iterations takes seconds.
 */

const MODES = ['gcm', 'cbc', 'ctr'] as const;
type Mode = (typeof MODES)[number];
const WEBCRYPTO_NAME: Record<Mode, string> = { gcm: 'AES-GCM', cbc: 'AES-CBC', ctr: 'AES-CTR' };
const IV_BYTES: Record<Mode, number> = { gcm: 12, cbc: 16, ctr: 16 };
const SALT_MAGIC = new TextEncoder().encode('Salted__');
const SALT_BYTES = 8;
const TAG_BYTES = 16;

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;
const buffer = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;

async function passphraseKeyAndIv(passphrase: string, salt: Uint8Array, iterations: number, ivBytes: number) {
  const base = await subtle().importKey('raw', buffer(utf8Encode(passphrase, 'key')), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: buffer(salt), iterations }, base, (32 + ivBytes) * 8);
  const derived = new Uint8Array(bits);
  return { key: derived.subarray(0, 32), iv: derived.subarray(32) };
}

function algorithmParams(mode: Mode, iv: Uint8Array, aad: Uint8Array | undefined): AesGcmParams | AesCbcParams | AesCtrParams {
  if (mode === 'gcm') return { name: 'AES-GCM', iv: buffer(iv), tagLength: TAG_BYTES * 8, ...(aad ? { additionalData: buffer(aad) } : {}) };
  if (mode === 'ctr') return { name: 'AES-CTR', counter: buffer(iv), length: 128 };
  return { name: 'AES-CBC', iv: buffer(iv) };
}

async function cipher(direction: 'encrypt' | 'decrypt', mode: Mode, key: Uint8Array, iv: Uint8Array, aad: Uint8Array | undefined, data: Uint8Array) {
  const cryptoKey = await subtle().importKey('raw', buffer(key), WEBCRYPTO_NAME[mode], false, [direction]);
  const params = algorithmParams(mode, iv, aad);
  return new Uint8Array(await subtle()[direction](params, cryptoKey, buffer(data)));
}


function hexKey(text: string): Uint8Array {
  const key = hexFieldBytes('key', text);
  if (![16, 24, 32].includes(key.length)) invalid(`key: a hex key must be 16, 24 or 32 bytes (32, 48 or 64 hex digits), got ${key.length} bytes`);
  return key;
}

function givenIv(mode: Mode, text: string): Uint8Array {
  const iv = hexFieldBytes('iv', text);
  if (iv.length !== IV_BYTES[mode]) invalid(`iv: ${mode.toUpperCase()} needs a ${IV_BYTES[mode]}-byte IV (${IV_BYTES[mode] * 2} hex digits), got ${iv.length} bytes`);
  return iv;
}

export default defineTool({
  id: 'aes',
  name: 'AES Encrypt / Decrypt',
  category: 'crypto',
  description:
    'Encrypt text with AES-GCM, AES-CBC or AES-CTR under a pass-phrase (PBKDF2-SHA256, openssl enc -pbkdf2 "Salted__" format) or a hex key, or decrypt it back.',
  keywords: ['aes', 'aes-256', 'aes-gcm', 'aes-cbc', 'aes-ctr', 'encrypt', 'decrypt', 'openssl enc', 'cipher', 'symmetric encryption', 'rijndael'],
  isolate: true,
  deterministic: false,
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode encrypts the text; decode decrypts Base64 ciphertext back to text' }),
    text: Type.String({ maxLength: 1_000_000, description: 'The text to encrypt, or the Base64 ciphertext to decrypt (at most 1,000,000 characters)' }),
    key: Type.String({ minLength: 1, maxLength: 1024, description: 'The pass-phrase, or the key in hex when key_type is hex (1 to 1024 characters)' }),
    key_type: withDefault(
      stringEnum(['passphrase', 'hex'], { description: 'passphrase derives the key with PBKDF2-SHA256 and a random salt; hex is a raw 16-, 24- or 32-byte key. Default passphrase' }),
      'passphrase',
    ),
    mode: withDefault(stringEnum(MODES, { description: 'gcm (authenticated), cbc (PKCS#7 padding) or ctr. Default gcm' }), 'gcm'),
    iterations: withDefault(
      Type.Integer({ minimum: 1000, maximum: 2_000_000, description: 'PBKDF2 iterations for a pass-phrase, 1000 to 2,000,000 (openssl enc -iter). Default 600,000' }),
      600_000,
    ),
    iv: Type.Optional(
      Type.String({ maxLength: 100, description: 'With a hex key only: the IV in hex (12 bytes for GCM, 16 for CBC and CTR). Omitted: random, and put in front of the ciphertext' }),
    ),
    aad: Type.Optional(Type.String({ maxLength: 100_000, description: 'GCM only: additional authenticated data (UTF-8 text, at most 100,000 characters), needed again to decrypt' })),
  }),
  output: closedObject({
    result: Type.String({ description: 'The ciphertext in Base64, or the decrypted text' }),
  }),
  examples: [
    {
      title: 'Decrypt what openssl enc -aes-256-cbc -pbkdf2 -iter 1000 -a made',
      input: { action: 'decode', text: 'U2FsdGVkX18Zo9NhMfkyhtCSfyVEwM0s9Ndiw+wJgCk=', key: 'correct horse', mode: 'cbc', iterations: 1000 },
      output: { result: 'Hello, AES!' },
    },
    {
      title: 'AES-256-GCM with a hex key and IV',
      input: {
        action: 'encode',
        text: 'Hello, AES!',
        key: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
        key_type: 'hex',
        iv: 'cafebabefacedbaddecaf888',
      },
      output: { result: 'wsbMSsVWb1oDWHwln05WEdpYqUajtNOekA4y' },
    },
  ],
  async run({ action, text, key, key_type, mode, iterations, iv, aad }, ctx) {
    if (aad !== undefined && mode !== 'gcm') invalid('aad: only GCM authenticates additional data');
    if (iv !== undefined && key_type === 'passphrase') invalid('iv: a pass-phrase derives the IV with the key; give an IV only with a hex key');
    const aadBytes = aad === undefined ? undefined : utf8Encode(aad, 'aad');
    if (action === 'encode') {
      const plain = utf8Encode(text, 'text');
      if (key_type === 'hex') {
        const rawKey = hexKey(key);
        const useIv = iv === undefined ? ctx.random(IV_BYTES[mode]) : givenIv(mode, iv);
        const sealed = await cipher('encrypt', mode, rawKey, useIv, aadBytes, plain);
        return { result: bytesToBase64(iv === undefined ? concatBytes([useIv, sealed]) : sealed) };
      }
      const salt = ctx.random(SALT_BYTES);
      const derived = await passphraseKeyAndIv(key, salt, iterations, IV_BYTES[mode]);
      const sealed = await cipher('encrypt', mode, derived.key, derived.iv, aadBytes, plain);
      return { result: bytesToBase64(concatBytes([SALT_MAGIC, salt, sealed])) };
    }

    const decoded = decodeBase64(text);
    if (!decoded.ok) invalid(`text: is not valid Base64 ciphertext: ${decoded.reason}`);
    const data = decoded.bytes;
    let opened: Uint8Array;
    try {
      if (key_type === 'hex') {
        const rawKey = hexKey(key);
        let useIv: Uint8Array;
        let body: Uint8Array;
        if (iv === undefined) {
          if (data.length < IV_BYTES[mode]) invalid(`text: too short to hold the ${IV_BYTES[mode]}-byte IV in front`);
          useIv = data.subarray(0, IV_BYTES[mode]);
          body = data.subarray(IV_BYTES[mode]);
        } else {
          useIv = givenIv(mode, iv);
          body = data;
        }
        checkLength(mode, body);
        opened = await cipher('decrypt', mode, rawKey, useIv, aadBytes, body);
      } else {
        const header = SALT_MAGIC.length + SALT_BYTES;
        if (data.length < header || !SALT_MAGIC.every((byte, i) => data[i] === byte)) {
          invalid('text: does not start with the "Salted__" header of pass-phrase ciphertext (use key_type hex for a raw key)');
        }
        const body = data.subarray(header);
        checkLength(mode, body);
        const derived = await passphraseKeyAndIv(key, data.subarray(SALT_MAGIC.length, header), iterations, IV_BYTES[mode]);
        opened = await cipher('decrypt', mode, derived.key, derived.iv, aadBytes, body);
      }
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'OperationError') {
        invalid(`text: cannot be decrypted: wrong key, ${key_type === 'passphrase' ? 'iterations, ' : ''}mode${mode === 'gcm' ? ' or aad' : ''}, or damaged ciphertext`);
      }
      throw error;
    }
    const result = utf8Decode(opened) ?? invalid('text: decrypts to bytes that are not UTF-8 text (wrong key or mode, or the plaintext was binary)');
    return { result };
  },
});

function checkLength(mode: Mode, body: Uint8Array): void {
  if (mode === 'gcm' && body.length < TAG_BYTES) invalid('text: too short to hold the 16-byte GCM tag');
  if (mode === 'cbc' && (body.length === 0 || body.length % 16 !== 0)) invalid('text: CBC ciphertext must be a non-empty multiple of 16 bytes');
}
