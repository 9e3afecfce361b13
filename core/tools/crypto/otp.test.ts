import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface OtpResult { code?: string; valid?: boolean; delta?: number | null; counter: number; remainingSeconds?: number; uri: string }

const otp = (input: Record<string, unknown>, now?: string) => run<OtpResult>('otp', input, now ? { now } : {});
const atSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

// The RFC 6238 appendix B seeds, in Base32 (python3: base64.b32encode(b'1234567890' * 2) etc.).
const SEED_SHA1 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const SEED_SHA256 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA====';
const SEED_SHA512 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNA=';

describe('otp', () => {
  it('gives the RFC 6238 TOTP vectors (oathtool --totp -b -d 8 -N @<t> GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ)', async () => {
    const expected: [number, string][] = [
      [59, '94287082'], [1111111109, '07081804'], [1111111111, '14050471'], [1234567890, '89005924'], [2000000000, '69279037'], [20000000000, '65353130'],
    ];
    for (const [seconds, code] of expected) {
      expect((await otp({ secret: SEED_SHA1, digits: 8 }, atSeconds(seconds))).code).toBe(code);
    }
  });

  it('gives the SHA-256 and SHA-512 vectors (oathtool --totp=sha256|sha512 -b -d 8 -N @<t> <seed>)', async () => {
    expect((await otp({ secret: SEED_SHA256, digits: 8, algorithm: 'SHA256' }, atSeconds(59))).code).toBe('46119246');
    expect((await otp({ secret: SEED_SHA256, digits: 8, algorithm: 'SHA256' }, atSeconds(1111111109))).code).toBe('68084774');
    expect((await otp({ secret: SEED_SHA512, digits: 8, algorithm: 'SHA512' }, atSeconds(59))).code).toBe('90693936');
    expect((await otp({ secret: SEED_SHA512, digits: 8, algorithm: 'SHA512' }, atSeconds(1111111109))).code).toBe('25091201');
  });

  it('honours period and digits (oathtool --totp -b -d 7 -s 60 -N @1700000000 JBSWY3DPEHPK3PXP)', async () => {
    const result = await otp({ secret: 'JBSWY3DPEHPK3PXP', digits: 7, period: 60 }, atSeconds(1_700_000_000));
    expect(result.code).toBe('9508648');
    expect(result.counter).toBe(Math.floor(1_700_000_000 / 60));
    expect(result.remainingSeconds).toBe(60 - (1_700_000_000 % 60));
    expect(result.uri).toContain('digits=7&period=60');
  });

  it('gives the RFC 4226 HOTP vectors (oathtool --hotp -b -c 0 -w 9 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ)', async () => {
    const codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    for (const [counter, code] of codes.entries()) {
      expect((await otp({ secret: SEED_SHA1, type: 'hotp', counter })).code).toBe(code);
    }
  });

  it('verifies within the window, either side, and reports the offset', async () => {
    const at = '2024-01-01T00:00:00.000Z'; // oathtool --totp -b -w 1 -N '2024-01-01 00:00:00 UTC' JBSWY3DPEHPK3PXP: 432690, then 283090 for the next step
    expect(await otp({ secret: 'JBSWY3DPEHPK3PXP', action: 'verify', token: '432690' }, at)).toMatchObject({ valid: true, delta: 0 });
    expect(await otp({ secret: 'JBSWY3DPEHPK3PXP', action: 'verify', token: '283090' }, at)).toMatchObject({ valid: true, delta: 1 });
    expect(await otp({ secret: 'JBSWY3DPEHPK3PXP', action: 'verify', token: '432690' }, '2024-01-01T00:00:30.000Z')).toMatchObject({ valid: true, delta: -1 });
    expect(await otp({ secret: 'JBSWY3DPEHPK3PXP', action: 'verify', token: '432690' }, '2024-01-01T00:01:00.000Z')).toMatchObject({ valid: false, delta: null });
    expect(await otp({ secret: 'JBSWY3DPEHPK3PXP', action: 'verify', token: '283090', window: 0 }, at)).toMatchObject({ valid: false, delta: null });
    expect(await otp({ secret: SEED_SHA1, type: 'hotp', action: 'verify', token: '969429', counter: 1, window: 2 })).toMatchObject({ valid: true, delta: 2 });
    expect(await otp({ secret: SEED_SHA1, type: 'hotp', action: 'verify', token: '969429', counter: 0, window: 2 })).toMatchObject({ valid: false, delta: null });
  });

  it('reads secrets as authenticator apps show them: lowercase, grouped, padded', async () => {
    const plain = await otp({ secret: 'JBSWY3DPEHPK3PXP', type: 'hotp', counter: 5 });
    expect((await otp({ secret: 'jbsw-y3dp ehpk 3pxp==', type: 'hotp', counter: 5 })).code).toBe(plain.code);
  });

  it('builds the otpauth URI with the issuer and label, escaped', async () => {
    const { uri } = await otp({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'ACME Co', label: 'ann@example.com' });
    expect(uri).toBe('otpauth://totp/ACME%20Co:ann%40example.com?issuer=ACME%20Co&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30');
  });

  it('refuses bad secrets and tokens, naming the field and never the secret', async () => {
    await expectInvalid('otp', { secret: 'JBSWY3DP!1' }, /^secret: is not Base32 \(letters A–Z and digits 2–7 only\)$/);
    await expectInvalid('otp', { secret: ' - ' }, /^secret: is empty/);
    await expectInvalid('otp', { secret: 'A' }, /^secret: decodes to no whole byte$/);
    await expectInvalid('otp', { secret: 'JBSWY3DPEHPK3PXP', action: 'verify' }, 'token: is required to verify');
    await expectInvalid('otp', { secret: 'JBSWY3DPEHPK3PXP', action: 'verify', token: '12a456' }, 'token: must be 6 to 8 digits');
    await expectInvalid('otp', { secret: 'JBSWY3DPEHPK3PXP', action: 'verify', token: '12345' }, 'token: must be 6 to 8 digits');
  });

  it('holds its bounds and types', async () => {
    await expectInvalid('otp', { secret: 'JBSWY3DPEHPK3PXP', digits: 5 }, /^digits: /);
    await expectInvalid('otp', { secret: 'JBSWY3DPEHPK3PXP', digits: 9 }, /^digits: /);
    await expectInvalid('otp', { secret: 'JBSWY3DPEHPK3PXP', period: 14 }, /^period: /);
    await expectInvalid('otp', { secret: 'JBSWY3DPEHPK3PXP', window: 11 }, /^window: /);
    await expectInvalid('otp', { secret: 'JBSWY3DPEHPK3PXP', counter: -1 }, /^counter: /);
    await expectInvalid('otp', { secret: 'JBSWY3DPEHPK3PXP', type: 'motp' }, /^type: must be one of totp, hotp/);
    await expectInvalid('otp', { secret: 'JBSWY3DPEHPK3PXP', issuer: 'a\uD800' }, /^issuer: .*lone surrogate/);
    await expectInvalid('otp', { secret: 'JBSWY3DPEHPK3PXP', label: '\uDC00' }, /^label: .*lone surrogate/);
    await expectInvalid('otp', { secret: 5 }, /^secret: must be a string/);
    await expectInvalid('otp', { secret: 'A'.repeat(257) }, /^secret: must be at most 256 characters/);
    await expectInvalid('otp', JSON.parse('{"secret":"JBSWY3DPEHPK3PXP","__proto__":{"digits":8}}'), /__proto__/);
  });

  it('takes the longest secret the schema admits', async () => {
    const { code } = await otp({ secret: 'A'.repeat(256), type: 'hotp' });
    expect(code).toMatch(/^\d{6}$/);
  });
});
