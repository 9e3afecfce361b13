import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { bytesToHex } from '../../lib/hex.ts';
import { lazy } from '../../lib/lazy.ts';
import { secretBytes, TEXT_ENCODINGS } from '../../lib/secret-bytes.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue gives N 2^1–2^17, r 1–16, p 1–4):
 * - n is the cost N itself (a power of two, 2 to 131,072), as RFC 7914, Python's hashlib.scrypt
 *   and openssl kdf SCRYPT take it; default 16,384 with r 8 and p 1 (the RFC's and Go's
 *   x/crypto example for interactive logins). length is in bytes, 16 to 128, default 64 as in
 *   the RFC's vectors.
 * - password and salt are UTF-8 text by default or hex with `encoding: hex`; both may be empty
 *   (RFC 7914's first vector is).
 * - The key comes back as hex and Base64.
 * - isolate: N = 2^17 with r = 16 fills 256 MiB and takes seconds.
 */

const loadHashWasm = lazy(() => import('hash-wasm'));

export default defineTool({
  id: 'scrypt',
  name: 'scrypt Key Derivation',
  category: 'crypto',
  description: 'Derive a key from a password and salt with scrypt (RFC 7914), choosing the cost N, block size r and parallelism p; hex and Base64.',
  keywords: ['scrypt', 'key derivation', 'kdf', 'rfc 7914', 'password hash', 'derive key', 'memory hard'],
  isolate: true,
  input: closedObject({
    password: Type.String({ maxLength: 10_000, description: 'The password, at most 10,000 characters (UTF-8, or hex with encoding hex)' }),
    salt: Type.String({ maxLength: 10_000, description: 'The salt, at most 10,000 characters (UTF-8, or hex with encoding hex)' }),
    encoding: withDefault(stringEnum(TEXT_ENCODINGS, { description: 'How password and salt are written: utf8 text or hex bytes. Default utf8' }), 'utf8'),
    n: withDefault(Type.Integer({ minimum: 2, maximum: 131_072, description: 'The CPU/memory cost N, a power of two from 2 to 131,072 (2^17). Default 16,384' }), 16_384),
    r: withDefault(Type.Integer({ minimum: 1, maximum: 16, description: 'The block size r, 1 to 16. Default 8' }), 8),
    p: withDefault(Type.Integer({ minimum: 1, maximum: 4, description: 'The parallelism p, 1 to 4. Default 1' }), 1),
    length: withDefault(Type.Integer({ minimum: 16, maximum: 128, description: 'Bytes of key to derive, 16 to 128. Default 64' }), 64),
  }),
  output: closedObject({
    hex: Type.String({ description: 'The derived key as lowercase hex' }),
    base64: Type.String({ description: 'The derived key in Base64' }),
  }),
  examples: [
    {
      title: 'RFC 7914 §12, first vector (empty password and salt, N = 16, r = 1, p = 1)',
      input: { password: '', salt: '', n: 16, r: 1, p: 1 },
      output: {
        hex: '77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906',
        base64: 'd9ZXYjhleyA7GcpCwYoEl/FrSETjB0ro39/6P+3iFEL80Aad7QlI+DJqdToPyB8X6NPg+y4NNijPNeIMONGJBg==',
      },
    },
    {
      title: 'A 32-byte key, N = 1024, r = 8, p = 4',
      input: { password: 'password', salt: 'NaCl', n: 1024, p: 4, length: 32 },
      output: { hex: '1ed1b3814e7bd065fea1b64fa617fb05ba290e301b2765b831876fb995044293', base64: 'HtGzgU570GX+obZPphf7BbopDjAbJ2W4MYdvuZUEQpM=' },
    },
  ],
  async run({ password, salt, encoding, n, r, p, length }) {
    if ((n & (n - 1)) !== 0) invalid(`n: must be a power of two (2, 4, 8, … 131072), got ${n}`);
    const passwordBytes = secretBytes('password', password, encoding);
    const saltBytes = secretBytes('salt', salt, encoding);
    const { scrypt } = await loadHashWasm();
    const key = await scrypt({ password: passwordBytes, salt: saltBytes, costFactor: n, blockSize: r, parallelism: p, hashLength: length, outputType: 'binary' });
    return { hex: bytesToHex(key), base64: bytesToBase64(key) };
  },
});
