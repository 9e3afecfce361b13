import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { bytesToHex } from '../../lib/hex.ts';
import { lazy } from '../../lib/lazy.ts';
import { utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue gives variant, memory, t and p with their bounds):
 * - Defaults are OWASP's first Argon2id setting: 19,456 KiB, 2 passes, 1 lane, a 32-byte hash.
 * - The salt is 16 bytes from ctx.random unless `salt` is given (UTF-8 text, 8 to 64 bytes, as
 *   the argon2 command line takes it), so a hash can be reproduced.
 * - hash answers the PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash, what the argon2 CLI
 *   prints as "Encoded") and the raw hash in hex; verify answers `valid`.
 * - verify holds the stored hash to the same bounds as hash (m ≤ 65,536 KiB, t ≤ 10, p ≤ 4),
 *   so a crafted hash cannot ask for gigabytes; a hash that is not an Argon2 PHC string is a 400.
 * - The password may not be empty: hash-wasm refuses it, as the argon2 command line does.
 * - isolate: 64 MiB and 10 passes take seconds.
 */

const VARIANTS = ['id', 'i', 'd'] as const;
const PHC = /^\$argon2(id|i|d)\$v=19\$m=(\d{1,10}),t=(\d{1,10}),p=(\d{1,10})\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{22,}$/;
const loadHashWasm = lazy(() => import('hash-wasm'));

function checkCosts(memory: number, iterations: number, parallelism: number, field: string): void {
  if (memory < 8 * parallelism) invalid(`${field}: Argon2 needs at least 8 KiB of memory per lane (${8 * parallelism} KiB for ${parallelism} lanes)`);
  if (memory > 65_536 || iterations > 10 || parallelism > 4 || iterations < 1 || parallelism < 1) {
    invalid(`${field}: costs m=${memory}, t=${iterations}, p=${parallelism} are beyond what this tool runs (m ≤ 65536, 1 ≤ t ≤ 10, 1 ≤ p ≤ 4)`);
  }
}

export default defineTool({
  id: 'argon2',
  name: 'Argon2 Hash / Verify',
  category: 'crypto',
  description: 'Hash a password with Argon2id, Argon2i or Argon2d (PHC string and raw hex), or check a password against an Argon2 hash.',
  keywords: ['argon2', 'argon2id', 'argon2i', 'argon2d', 'password hash', 'phc', 'kdf', 'password verify'],
  isolate: true,
  deterministic: false,
  input: closedObject({
    action: withDefault(stringEnum(['hash', 'verify'], { description: 'hash makes a new Argon2 hash; verify checks the password against `hash`. Default hash' }), 'hash'),
    password: Type.String({ minLength: 1, maxLength: 10_000, description: 'The password (UTF-8), 1 to 10,000 characters' }),
    variant: withDefault(stringEnum(VARIANTS, { description: 'For hash: id (recommended), i or d. Default id' }), 'id'),
    memory: withDefault(Type.Integer({ minimum: 8, maximum: 65_536, description: 'For hash: memory in KiB, 8 to 65,536 (at least 8 per lane). Default 19,456' }), 19_456),
    iterations: withDefault(Type.Integer({ minimum: 1, maximum: 10, description: 'For hash: passes over memory (t), 1 to 10. Default 2' }), 2),
    parallelism: withDefault(Type.Integer({ minimum: 1, maximum: 4, description: 'For hash: lanes (p), 1 to 4. Default 1' }), 1),
    length: withDefault(Type.Integer({ minimum: 16, maximum: 64, description: 'For hash: bytes of hash, 16 to 64. Default 32' }), 32),
    salt: Type.Optional(Type.String({ maxLength: 64, description: 'For hash: the salt as UTF-8 text, 8 to 64 bytes. Omitted: 16 random bytes' })),
    hash: Type.Optional(Type.String({ maxLength: 400, description: 'For verify: the Argon2 PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash)' })),
  }),
  output: closedObject({
    hash: Type.Optional(Type.String({ description: 'hash: the PHC string, as the argon2 command line prints "Encoded"' })),
    hex: Type.Optional(Type.String({ description: 'hash: the raw hash as lowercase hex' })),
    valid: Type.Optional(Type.Boolean({ description: 'verify: whether the password matches the hash' })),
  }),
  examples: [
    {
      title: 'Argon2id with the defaults and a given salt (as `argon2 somesalt -id -t 2 -k 19456 -p 1`)',
      input: { password: 'password', salt: 'somesalt' },
      output: {
        hash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$PL01amPyeUuxG7H0vIr5X+qHkZvWnHmGBGXFYvh8z2E',
        hex: '3cbd356a63f2794bb11bb1f4bc8af95fea87919bd69c79860465c562f87ccf61',
      },
    },
    {
      title: 'Verify a password against an Argon2i hash',
      input: { action: 'verify', password: 'pässwörd', hash: '$argon2i$v=19$m=64,t=3,p=2$c2FsdHNhbHRzYWx0$BWpFKLdMaI01h4d1/awmLA' },
      output: { valid: true },
    },
  ],
  async run({ action, password, variant, memory, iterations, parallelism, length, salt, hash }, ctx) {
    const passwordBytes = utf8Encode(password, 'password');
    const lib = await loadHashWasm();
    if (action === 'verify') {
      if (hash === undefined) invalid('hash: is required to verify');
      const match = PHC.exec(hash) ?? invalid('hash: is not an Argon2 PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash, unpadded Base64)');
      checkCosts(Number(match[2]), Number(match[3]), Number(match[4]), 'hash');
      try {
        return { valid: await lib.argon2Verify({ password: passwordBytes, hash }) };
      } catch {
        invalid('hash: is not an Argon2 hash this tool can check (salt or hash part malformed)');
      }
    }
    if (hash !== undefined) invalid('hash: only verify takes a hash');
    checkCosts(memory, iterations, parallelism, 'memory');
    let saltBytes: Uint8Array;
    if (salt === undefined) saltBytes = ctx.random(16);
    else {
      saltBytes = utf8Encode(salt, 'salt');
      if (saltBytes.length < 8 || saltBytes.length > 64) invalid(`salt: must be 8 to 64 UTF-8 bytes, got ${saltBytes.length}`);
    }
    const options = { password: passwordBytes, salt: saltBytes, iterations, parallelism, memorySize: memory, hashLength: length };
    const derive = variant === 'id' ? lib.argon2id : variant === 'i' ? lib.argon2i : lib.argon2d;
    const raw = await derive({ ...options, outputType: 'binary' });
    const b64 = (bytes: Uint8Array) => bytesToBase64(bytes).replace(/=+$/, '');
    const encoded = `$argon2${variant}$v=19$m=${memory},t=${iterations},p=${parallelism}$${b64(saltBytes)}$${b64(raw)}`;
    return { hash: encoded, hex: bytesToHex(raw) };
  },
});
