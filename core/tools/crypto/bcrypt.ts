import { Type } from '@sinclair/typebox';
import { bcryptHash, bcryptPasswordBytes, bcryptVerify } from '../../lib/bcrypt.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue gives the fields and bounds):
 * - hash writes the $2b$ form (OpenBSD's current prefix, what Python's bcrypt writes) with a
 *   16-byte salt from ctx.random; verify takes $2a$, $2b$ and $2y$ hashes (htpasswd and PHP
 *   write $2y$), all the same algorithm for UTF-8 passwords.
 * - A password over 72 UTF-8 bytes is refused rather than silently cut at 72, as bcrypt would;
 *   an empty one too (hash-wasm refuses it, and an empty password protects nothing).
 * - The result holds `hash` for hash and `valid` for verify; a hash that is not a bcrypt string
 *   is a 400 naming the field, never "valid: false".
 * - verify holds the stored hash to the same cost bound (14), so a crafted $2b$31$ hash cannot
 *   hold a worker for days.
 * - isolate: cost 14 is 16,384 rounds of the key schedule, about a second.
 */

const MAX_COST = 14;
const BCRYPT_HASH = /^\$2[aby]\$(0[4-9]|[12][0-9]|3[01])\$[./A-Za-z0-9]{53}$/;

export default defineTool({
  id: 'bcrypt',
  name: 'Bcrypt Hash / Verify',
  category: 'crypto',
  description: 'Hash a password with bcrypt at a chosen cost, or check a password against a bcrypt hash ($2a$, $2b$ or $2y$).',
  keywords: ['bcrypt', 'password hash', 'blowfish', '$2b$', '$2y$', 'hashpw', 'checkpw', 'password verify'],
  isolate: true,
  deterministic: false,
  input: closedObject({
    action: withDefault(stringEnum(['hash', 'verify'], { description: 'hash makes a new bcrypt hash; verify checks the password against `hash`. Default hash' }), 'hash'),
    password: Type.String({ minLength: 1, maxLength: 72, description: 'The password, 1 to 72 UTF-8 bytes (bcrypt ignores anything past 72)' }),
    cost: withDefault(Type.Integer({ minimum: 4, maximum: MAX_COST, description: 'For hash: the cost factor, 4 to 14 (2^cost rounds). Default 10' }), 10),
    hash: Type.Optional(Type.String({ maxLength: 100, description: 'For verify: the bcrypt hash to check against ($2a$, $2b$ or $2y$, 60 characters)' })),
  }),
  output: closedObject({
    hash: Type.Optional(Type.String({ description: 'hash: the new bcrypt hash, $2b$<cost>$<salt><digest>' })),
    valid: Type.Optional(Type.Boolean({ description: 'verify: whether the password matches the hash' })),
  }),
  examples: [
    {
      title: 'Verify a password against a hash Python bcrypt made',
      input: { action: 'verify', password: 'hunter2', hash: '$2a$06$i1pp6C1DPwRFXxEBpmAGB..Srl1odKxe3KwUswCl7YERRy0UYuOOq' },
      output: { valid: true },
    },
    {
      title: 'Verify a wrong password',
      input: { action: 'verify', password: 'hunter3', hash: '$2a$06$i1pp6C1DPwRFXxEBpmAGB..Srl1odKxe3KwUswCl7YERRy0UYuOOq' },
      output: { valid: false },
    },
  ],
  async run({ action, password, cost, hash }, ctx) {
    const passwordBytes = bcryptPasswordBytes(password, 'password');
    if (action === 'verify') {
      if (hash === undefined) invalid('hash: is required to verify');
      if (!BCRYPT_HASH.test(hash)) invalid('hash: is not a bcrypt hash ($2a$, $2b$ or $2y$, a cost of 04 to 31, then 53 characters of ./A-Za-z0-9)');
      const storedCost = Number(hash.slice(4, 6));
      if (storedCost > MAX_COST) invalid(`hash: has cost ${storedCost}, beyond the ${MAX_COST} this tool runs (each step doubles the work)`);
      return { valid: await bcryptVerify(passwordBytes, hash) };
    }
    if (hash !== undefined) invalid('hash: only verify takes a hash');
    return { hash: await bcryptHash(passwordBytes, ctx.random(16), cost, '2b') };
  },
});
