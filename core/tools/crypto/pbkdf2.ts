import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { bytesToHex } from '../../lib/hex.ts';
import { canonicalDeriveHash, DERIVE_HASHES, secretBytes, TEXT_ENCODINGS } from '../../lib/secret-bytes.ts';
import { caseInsensitiveEnum, closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue gives the fields and bounds):
 * - PBKDF2-HMAC (RFC 8018) through WebCrypto, with SHA-1, SHA-256 (default), SHA-384 or SHA-512.
 * - iterations default to 600,000, OWASP's 2023 figure for PBKDF2-HMAC-SHA256; length is in bytes
 *   (16 to 128, default 32).
 * - password and salt are UTF-8 text by default; `encoding: hex` reads both as hex (for salts of
 *   random bytes, and the RFC 6070 vectors with NUL bytes). Neither may be empty: WebCrypto
 *   engines differ on an empty password, and an empty salt defeats the point.
 * - The key comes back as hex and as Base64.
 * - isolate: 2,000,000 iterations take seconds.
 */

export default defineTool({
  id: 'pbkdf2',
  name: 'PBKDF2 Key Derivation',
  category: 'crypto',
  description: 'Derive a key from a password and salt with PBKDF2-HMAC (SHA-1, SHA-256, SHA-384 or SHA-512), as hex and Base64.',
  keywords: ['pbkdf2', 'pbkdf2-sha256', 'key derivation', 'kdf', 'derive key', 'password hash', 'rfc 8018', 'rfc 2898', 'pkcs5'],
  isolate: true,
  input: closedObject({
    password: Type.String({ minLength: 1, maxLength: 10_000, description: 'The password, 1 to 10,000 characters (UTF-8, or hex with encoding hex)' }),
    salt: Type.String({ minLength: 1, maxLength: 10_000, description: 'The salt, 1 to 10,000 characters (UTF-8, or hex with encoding hex)' }),
    encoding: withDefault(stringEnum(TEXT_ENCODINGS, { description: 'How password and salt are written: utf8 text or hex bytes. Default utf8' }), 'utf8'),
    iterations: withDefault(Type.Integer({ minimum: 1, maximum: 2_000_000, description: 'Iterations, 1 to 2,000,000. Default 600,000' }), 600_000),
    hash: withDefault(caseInsensitiveEnum(DERIVE_HASHES, { description: 'The HMAC hash: SHA-1, SHA-256, SHA-384 or SHA-512 (any letter case, hyphen optional). Default SHA-256' }), 'SHA-256'),
    length: withDefault(Type.Integer({ minimum: 16, maximum: 128, description: 'Bytes of key to derive, 16 to 128. Default 32' }), 32),
  }),
  output: closedObject({
    hex: Type.String({ description: 'The derived key as lowercase hex' }),
    base64: Type.String({ description: 'The derived key in Base64' }),
    hash: Type.String({ description: 'The canonical name of the hash used' }),
  }),
  examples: [
    {
      title: 'RFC 6070 test vector 2 (SHA-1, 2 iterations, 20 bytes)',
      input: { password: 'password', salt: 'salt', iterations: 2, hash: 'sha1', length: 20 },
      output: { hex: 'ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957', base64: '6mwBTcctb4zNHtkqzh1B8NjeiVc=', hash: 'SHA-1' },
    },
    {
      title: 'PBKDF2-HMAC-SHA256, one iteration',
      input: { password: 'password', salt: 'salt', iterations: 1 },
      output: { hex: '120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b', base64: 'Eg+2z/z4syxD5yJSVsT4N6hlSMkszDVICAWYfLcL4Xs=', hash: 'SHA-256' },
    },
  ],
  async run({ password, salt, encoding, iterations, hash, length }) {
    const passwordBytes = secretBytes('password', password, encoding);
    const saltBytes = secretBytes('salt', salt, encoding);
    if (passwordBytes.length === 0) invalid('password: holds no bytes');
    if (saltBytes.length === 0) invalid('salt: holds no bytes');
    const canonical = canonicalDeriveHash(hash);
    const subtle = globalThis.crypto.subtle;
    const key = await subtle.importKey('raw', passwordBytes as Uint8Array<ArrayBuffer>, 'PBKDF2', false, ['deriveBits']);
    const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: canonical, salt: saltBytes as Uint8Array<ArrayBuffer>, iterations }, key, length * 8);
    const derived = new Uint8Array(bits);
    return { hex: bytesToHex(derived), base64: bytesToBase64(derived), hash: canonical };
  },
});
