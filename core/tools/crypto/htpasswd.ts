import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { bcryptHash, bcryptPasswordBytes } from '../../lib/bcrypt.ts';
import { lazy } from '../../lib/lazy.ts';
import { utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue names the three algorithms):
 * - bcrypt (default) writes $2y$ as htpasswd -B does; its cost defaults to 10 (htpasswd's own
 *   default, 5, is below OWASP's minimum of 10). apr1 is htpasswd -m (Apache MD5-crypt, 8-character
 *   salt); sha1 is htpasswd -s ({SHA} + Base64 of unsalted SHA-1, kept for old setups only).
 * - Salts come from ctx.random: 16 bytes for bcrypt; for apr1 each byte's low six bits pick one
 *   of the 64 salt characters (256 is a multiple of 64, so every character is equally likely).
 * - The user name may not hold ":" or a line break (they would break the file), as htpasswd
 *   refuses; at most 255 characters, like the password (htpasswd's limit). bcrypt refuses a
 *   password over 72 UTF-8 bytes instead of cutting it silently.
 * - isolate: bcrypt at cost 14 takes about a second.
 */

const ALGORITHMS = ['bcrypt', 'apr1', 'sha1'] as const;
const loadApr1 = lazy(() => import('../../lib/apr1.ts'));
const loadLegacyHashes = lazy(() => import('@noble/hashes/legacy.js'));

async function passwordHash(algorithm: (typeof ALGORITHMS)[number], password: string, cost: number, random: (size: number) => Uint8Array): Promise<string> {
  if (algorithm === 'bcrypt') return bcryptHash(bcryptPasswordBytes(password, 'password'), random(16), cost, '2y');
  const bytes = utf8Encode(password, 'password');
  if (algorithm === 'apr1') {
    const { apr1, apr1Salt } = await loadApr1();
    return apr1(bytes, apr1Salt(random(8)));
  }
  return `{SHA}${bytesToBase64((await loadLegacyHashes()).sha1(bytes))}`;
}

export default defineTool({
  id: 'htpasswd',
  name: 'htpasswd Generator',
  category: 'crypto',
  description: 'Make an Apache/nginx htpasswd line (user:hash) with bcrypt, APR1-MD5 or SHA-1, as htpasswd -nbB, -nbm or -nbs does.',
  keywords: ['htpasswd', 'basic auth', 'apache', 'nginx', 'apr1', 'md5-crypt', '$apr1$', 'bcrypt', '$2y$', '{sha}', 'auth_basic_user_file', 'password file'],
  isolate: true,
  deterministic: false,
  input: closedObject({
    user: Type.String({ minLength: 1, maxLength: 255, description: 'The user name, 1 to 255 characters, without ":" or line breaks' }),
    password: Type.String({ maxLength: 255, description: 'The password, at most 255 characters (at most 72 UTF-8 bytes for bcrypt)' }),
    algorithm: withDefault(stringEnum(ALGORITHMS, { description: 'bcrypt (htpasswd -B), apr1 (htpasswd -m, Apache MD5) or sha1 (htpasswd -s, unsalted). Default bcrypt' }), 'bcrypt'),
    cost: withDefault(Type.Integer({ minimum: 4, maximum: 14, description: 'bcrypt only (apr1 and sha1 have fixed costs): the cost factor, 4 to 14 (htpasswd -C). Default 10' }), 10),
  }),
  output: closedObject({
    line: Type.String({ description: 'The line for the htpasswd file: user:hash' }),
    hash: Type.String({ description: 'The password hash alone' }),
  }),
  examples: [
    {
      title: 'SHA-1 (htpasswd -nbs alice hunter2)',
      input: { user: 'alice', password: 'hunter2', algorithm: 'sha1' },
      output: { line: 'alice:{SHA}87u9ZqY9S/F0eUBXjsPQEDUw4h0=', hash: '{SHA}87u9ZqY9S/F0eUBXjsPQEDUw4h0=' },
    },
    {
      title: 'Apache MD5 (htpasswd -nbm; the salt is random, here from zero bytes: openssl passwd -apr1 -salt ........)',
      input: { user: 'alice', password: 'hunter2', algorithm: 'apr1' },
      output: { line: 'alice:$apr1$........$AHRf/587/5RpHNI3RyBDH1', hash: '$apr1$........$AHRf/587/5RpHNI3RyBDH1' },
    },
  ],
  async run({ user, password, algorithm, cost }, ctx) {
    if (/[:\r\n]/.test(user)) invalid('user: may not contain ":" or a line break');
    utf8Encode(user, 'user');
    const hash = await passwordHash(algorithm, password, cost, (size) => ctx.random(size));
    return { line: `${user}:${hash}`, hash };
  },
});
