import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { assertWellFormed } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (issue 24 lists the fields only):
 * - The secret is Base32 (RFC 4648), as authenticator apps and otpauth:// URIs carry it: letter case,
 *   spaces, hyphens and trailing "=" padding are ignored. It never appears in an error message.
 *   At most 256 characters (160 bytes): RFC 4226 asks for 128 bits at least, 160 recommended, and
 *   RFC 6238's SHA-512 seed is 64 bytes (103 characters).
 * - algorithm SHA1 (the default every authenticator app assumes), SHA256 or SHA512.
 * - HOTP uses `counter` (default 0); TOTP counts `period`-second steps since the epoch at ctx.now().
 * - verify accepts codes up to `window` steps (TOTP) or counter values (HOTP) on either side of the
 *   current one, and reports the offset found as `delta` (null when the code is wrong).
 * - The otpauth:// URI (Google Authenticator's Key Uri Format) is returned on every action, so a
 *   QR code can be made from it; its label is `label` (default "tooldeck") under `issuer` when given.
 * - otpauth/slim: the same code as the default entry, over @noble/hashes, with no node:crypto branch
 *   (dist/ shares its chunks with the browser runtime).
 */

const loadOtpauth = lazy(() => import('otpauth/slim'));

const BASE32_SECRET = /^[A-Z2-7]+$/;

function normaliseSecret(secret: string): string {
  const compact = secret.replace(/[\s-]+/g, '').replace(/=+$/, '').toUpperCase();
  if (compact.length === 0) invalid('secret: is empty; give the Base32 secret of the authenticator');
  if (!BASE32_SECRET.test(compact)) invalid('secret: is not Base32 (letters A–Z and digits 2–7 only)');
  if ((compact.length * 5) / 8 < 1) invalid('secret: decodes to no whole byte');
  return compact;
}

export default defineTool({
  id: 'otp',
  name: 'OTP (TOTP / HOTP)',
  category: 'crypto',
  description:
    'Generate or verify one-time passwords from a Base32 secret: time-based TOTP (RFC 6238, as Google Authenticator) or counter-based HOTP (RFC 4226), with the otpauth:// URI for a QR code.',
  keywords: ['totp', 'hotp', '2fa', 'mfa', 'one time password', 'authenticator', 'google authenticator', 'oathtool', 'otpauth'],
  mcp: true,
  input: closedObject({
    secret: Type.String({ minLength: 1, maxLength: 256, description: 'The shared secret in Base32 (case, spaces, hyphens and "=" padding ignored), 1 to 256 characters' }),
    type: withDefault(stringEnum(['totp', 'hotp'], { description: 'totp (time-based, RFC 6238) or hotp (counter-based, RFC 4226); default totp' }), 'totp'),
    action: withDefault(stringEnum(['gen', 'verify'], { description: 'gen: the current code; verify: check `token`; default gen' }), 'gen'),
    token: Type.Optional(Type.String({ maxLength: 8, description: 'The code to check (verify only): 6 to 8 digits' })),
    digits: withDefault(Type.Integer({ minimum: 6, maximum: 8, description: 'Digits per code, 6 to 8; default 6' }), 6),
    period: withDefault(Type.Integer({ minimum: 15, maximum: 120, description: 'TOTP step in seconds, 15 to 120; default 30' }), 30),
    window: withDefault(Type.Integer({ minimum: 0, maximum: 10, description: 'verify: steps (TOTP) or counter values (HOTP) accepted on either side of the current one, 0 to 10; default 1' }), 1),
    counter: withDefault(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'HOTP counter, 0 to 2^53−1; default 0' }), 0),
    algorithm: withDefault(stringEnum(['SHA1', 'SHA256', 'SHA512'], { description: 'HMAC hash: SHA1, SHA256 or SHA512; default SHA1' }), 'SHA1'),
    issuer: withDefault(Type.String({ maxLength: 200, description: 'Issuer shown by authenticator apps, in the URI; at most 200 characters; default none' }), ''),
    label: withDefault(Type.String({ minLength: 1, maxLength: 200, description: 'Account label in the URI, 1 to 200 characters; default "tooldeck"' }), 'tooldeck'),
  }),
  output: closedObject({
    code: Type.Optional(Type.String({ description: 'gen: the one-time password' })),
    valid: Type.Optional(Type.Boolean({ description: 'verify: whether the token matched within the window' })),
    delta: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: 'verify: steps or counter values between the match and the current one; null when no match' })),
    counter: Type.Integer({ description: 'The HOTP counter, or the TOTP step number (seconds since the epoch ÷ period)' }),
    remainingSeconds: Type.Optional(Type.Integer({ description: 'TOTP: seconds until the code changes' })),
    uri: Type.String({ description: 'The otpauth:// URI (Key Uri Format) an authenticator app reads from a QR code' }),
  }),
  examples: [
    {
      title: 'TOTP now (the example clock: 2024-01-01 00:00:00 UTC)',
      input: { secret: 'JBSWY3DPEHPK3PXP' },
      output: { code: '432690', counter: 56802240, remainingSeconds: 30, uri: 'otpauth://totp/tooldeck?secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30' },
    },
    {
      title: 'HOTP, counter 5',
      input: { secret: 'jbsw y3dp ehpk 3pxp', type: 'hotp', counter: 5, issuer: 'Example' },
      output: { code: '768897', counter: 5, uri: 'otpauth://hotp/Example:tooldeck?issuer=Example&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&counter=5' },
    },
    {
      title: 'Verify the next 30 s step\'s code (a phone clock running ahead)',
      input: { secret: 'JBSWY3DPEHPK3PXP', action: 'verify', token: '283090' },
      output: { valid: true, delta: 1, counter: 56802240, remainingSeconds: 30, uri: 'otpauth://totp/tooldeck?secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30' },
    },
  ],
  async run(input, ctx) {
    const secretBase32 = normaliseSecret(input.secret);
    if (input.action === 'verify' && input.token === undefined) invalid('token: is required to verify');
    if (input.token !== undefined && !/^\d{6,8}$/.test(input.token)) invalid('token: must be 6 to 8 digits');
    // The URI percent-encodes them, which a lone surrogate cannot be: refused here, naming the field.
    assertWellFormed(input.issuer, 'issuer');
    assertWellFormed(input.label, 'label');
    const { HOTP, TOTP, Secret } = await loadOtpauth();
    const secret = Secret.fromBase32(secretBase32);
    const common = { secret, algorithm: input.algorithm, digits: input.digits, label: input.label, ...(input.issuer ? { issuer: input.issuer } : {}) };
    if (input.type === 'hotp') {
      const hotp = new HOTP({ ...common, counter: input.counter });
      const uri = hotp.toString();
      if (input.action === 'gen') return { code: hotp.generate({ counter: input.counter }), counter: input.counter, uri };
      const delta = hotp.validate({ token: input.token!, counter: input.counter, window: input.window });
      return { valid: delta !== null, delta, counter: input.counter, uri };
    }
    const totp = new TOTP({ ...common, period: input.period });
    const timestamp = ctx.now().getTime();
    const counter = totp.counter({ timestamp });
    const remainingSeconds = Math.ceil(totp.remaining({ timestamp }) / 1000);
    const uri = totp.toString();
    if (input.action === 'gen') return { code: totp.generate({ timestamp }), counter, remainingSeconds, uri };
    const delta = totp.validate({ token: input.token!, timestamp, window: input.window });
    return { valid: delta !== null, delta, counter, remainingSeconds, uri };
  },
});
