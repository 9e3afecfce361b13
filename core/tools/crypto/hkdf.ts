import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { bytesToHex } from '../../lib/hex.ts';
import { canonicalDeriveHash, DERIVE_HASHES, secretBytes, TEXT_ENCODINGS } from '../../lib/secret-bytes.ts';
import { caseInsensitiveEnum, closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue names ikm, salt, info, hash and length):
 * - HKDF (RFC 5869) through WebCrypto with SHA-1, SHA-256 (default), SHA-384 or SHA-512.
 * - ikm, salt and info share one `encoding`: UTF-8 text (default) or hex, since keys and the
 *   RFC's vectors are bytes. salt and info default to empty (an empty salt is HashLen zero bytes,
 *   RFC 5869 §2.2). ikm may not be empty: WebCrypto engines differ on an empty HKDF key.
 * - info holds at most 1,024 bytes: OpenSSL, under Node's and Deno's WebCrypto, refuses more
 *   (RFC 5869 sets no limit; context strings are short).
 * - length is in bytes, 1 to 1,024 (every hash allows that: 255 × 20 bytes for SHA-1), default 32.
 * - The key comes back as hex and Base64.
 */

const MAX_INFO_BYTES = 1024;

export default defineTool({
  id: 'hkdf',
  name: 'HKDF Key Derivation',
  category: 'crypto',
  description: 'Derive key material with HKDF (RFC 5869, extract-and-expand) from input keying material, an optional salt and context info; hex and Base64.',
  keywords: ['hkdf', 'hkdf-sha256', 'key derivation', 'kdf', 'rfc 5869', 'extract and expand', 'derive key', 'okm'],
  input: closedObject({
    ikm: Type.String({ minLength: 1, maxLength: 10_000, description: 'The input keying material, 1 to 10,000 characters (UTF-8, or hex with encoding hex)' }),
    salt: withDefault(Type.String({ maxLength: 10_000, description: 'The salt, at most 10,000 characters (same encoding as ikm). Default empty' }), ''),
    info: withDefault(Type.String({ maxLength: 3072, description: 'The context info, at most 1,024 bytes (same encoding as ikm; 3,072 characters). Default empty' }), ''),
    encoding: withDefault(stringEnum(TEXT_ENCODINGS, { description: 'How ikm, salt and info are written: utf8 text or hex bytes. Default utf8' }), 'utf8'),
    hash: withDefault(caseInsensitiveEnum(DERIVE_HASHES, { description: 'The HMAC hash: SHA-1, SHA-256, SHA-384 or SHA-512 (any letter case, hyphen optional). Default SHA-256' }), 'SHA-256'),
    length: withDefault(Type.Integer({ minimum: 1, maximum: 1024, description: 'Bytes of output keying material, 1 to 1,024. Default 32' }), 32),
  }),
  output: closedObject({
    hex: Type.String({ description: 'The output keying material as lowercase hex' }),
    base64: Type.String({ description: 'The output keying material in Base64' }),
    hash: Type.String({ description: 'The canonical name of the hash used' }),
  }),
  examples: [
    {
      title: 'RFC 5869 test case 1 (SHA-256, hex inputs, 42 bytes)',
      input: { ikm: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', salt: '000102030405060708090a0b0c', info: 'f0f1f2f3f4f5f6f7f8f9', encoding: 'hex', length: 42 },
      output: {
        hex: '3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865',
        base64: 'PLJfJfqs1XqQQ09k0DYvKi0tCpDPGlpMXbAtVuzExb80AHII1biHGFhl',
        hash: 'SHA-256',
      },
    },
    {
      title: 'A 32-byte key from a text secret, salt and context',
      input: { ikm: 'pässwörd', salt: 'salt', info: 'app v1' },
      output: { hex: '4434aad54c0abb6f187657773110c5f1168b7f366c693dc63bce57577f3f28e5', base64: 'RDSq1UwKu28Ydld3MRDF8RaLfzZsaT3GO85XV38/KOU=', hash: 'SHA-256' },
    },
  ],
  async run({ ikm, salt, info, encoding, hash, length }) {
    const ikmBytes = secretBytes('ikm', ikm, encoding);
    if (ikmBytes.length === 0) invalid('ikm: holds no bytes');
    const saltBytes = secretBytes('salt', salt, encoding);
    const infoBytes = secretBytes('info', info, encoding);
    if (infoBytes.length > MAX_INFO_BYTES) invalid(`info: holds ${infoBytes.length} bytes, more than the ${MAX_INFO_BYTES} WebCrypto engines accept`);
    const canonical = canonicalDeriveHash(hash);
    const subtle = globalThis.crypto.subtle;
    const key = await subtle.importKey('raw', ikmBytes as Uint8Array<ArrayBuffer>, 'HKDF', false, ['deriveBits']);
    const params = { name: 'HKDF', hash: canonical, salt: saltBytes as Uint8Array<ArrayBuffer>, info: infoBytes as Uint8Array<ArrayBuffer> };
    const okm = new Uint8Array(await subtle.deriveBits(params, key, length * 8));
    return { hex: bytesToHex(okm), base64: bytesToBase64(okm), hash: canonical };
  },
});
