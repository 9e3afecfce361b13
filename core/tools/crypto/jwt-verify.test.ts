import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import {
  EC_P256_PUBLIC_PEM, ED25519_PRIVATE_JWK, ED25519_PRIVATE_PEM, ED25519_PUBLIC_PEM, RSA_4112_PUBLIC_PEM, RSA_PRIVATE_JWK, RSA_PUBLIC_PEM,
} from '../../../test/crypto-keys.ts';

interface Verdict { valid: boolean; reason: string | null; alg: string; header: Record<string, unknown>; claims: Record<string, unknown> }
const NOW = '2024-01-01T00:00:00.000Z'; // 1704067200
const verify = (input: Record<string, unknown>, now = NOW) => run<Verdict>('jwt-verify', input, { now });

// Tokens made by PyJWT 2.6 over the keys of test/crypto-keys.ts:
// /usr/bin/python3 -c "import jwt; print(jwt.encode(<claims>, <key>, algorithm=<alg>))", T = 1704067200.
const ES256 = // {'sub':'ann','aud':'api','iss':'https://id.example','exp':T+3600}, ec.pem
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbm4iLCJhdWQiOiJhcGkiLCJpc3MiOiJodHRwczovL2lkLmV4YW1wbGUiLCJleHAiOjE3MDQwNzA4MDB9.PkvOVecgcHXAbAdAYkzxq-F7jYBzRtef1VND1u672Y-f_i8RwwJ1zSbtTGd5pSnvddP6RbbTsmsil4uLvoOLzg';
const PS256 = // {'sub':'ann'}, rsa.pem
  'eyJhbGciOiJQUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbm4ifQ.CzaNIvIvkBkEAhu8JFGsoqYRujfCu13ZsQmdJK6hbI2UR0Sd5Hrz462cNc5OIqAZXWUeMBqlkLgmMtPVCjpnD58BpNgz8GC7AYeW1R-8_JpIFr_rgiW39T_bvmTIhKv6pOUHFNkd4M9CvRzBEWcHL5v3DWWPPmg1Wzzk9HMOxLQJ7mnOXt41DamTHgBGGMq2esqTXZxtP2TzeHZIYaOrplMQ9WylT6whLMfWcXAE-BeLTRIEokWRPZKbNc8kKLyrqf8VusXDN24O9Httj5aIunAnBgcvGFrb--sS4aGsUhp6szunHZjabqErbkuTfioAvGnjhSgWxSfEX8atckLhzg';
const EDDSA_NBF = // {'sub':'ann','nbf':T+100}, ed.pem
  'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbm4iLCJuYmYiOjE3MDQwNjczMDB9.44QfdDVI0Izkbb0BcXX6kseG_miP8WbJ-XR7iS9r2q8rQH-BtGHiS1jQULbaZ92MBtCYYLlOkokMwGAEaxkrDw';
const HS256_EXPIRED = // {'sub':'ann','exp':T-30}, 'sekrit'
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbm4iLCJleHAiOjE3MDQwNjcxNzB9.9FRjBQT8LXz5KcnOGkEXwzMN1Ai2kEkPpuwmS2_sNU8';
const HS256_AUDS = // {'sub':'ann','aud':['a','b'],'iss':'me'}, 'sekrit'
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbm4iLCJhdWQiOlsiYSIsImIiXSwiaXNzIjoibWUifQ.c3TQuN9BtTN3A0zAkh4H5zHQX6ieY3B4TEXIIHp8PV8';

describe('jwt-verify', () => {
  it('verifies PyJWT tokens of every family', async () => {
    expect(await verify({ token: ES256, key: EC_P256_PUBLIC_PEM, aud: 'api', iss: 'https://id.example' })).toMatchObject({ valid: true, reason: null, alg: 'ES256' });
    expect(await verify({ token: PS256, key: RSA_PUBLIC_PEM })).toMatchObject({ valid: true, claims: { sub: 'ann' } });
    expect(await verify({ token: PS256, key: RSA_PRIVATE_JWK })).toMatchObject({ valid: true });
    expect(await verify({ token: EDDSA_NBF, key: ED25519_PUBLIC_PEM }, '2024-01-01T00:01:40.000Z')).toMatchObject({ valid: true });
    expect(await verify({ token: `Bearer ${HS256_AUDS}\n`, key: 'sekrit', aud: 'b', iss: 'me' })).toMatchObject({ valid: true, claims: { aud: ['a', 'b'] } });
  });

  it('answers why a token fails: signature, exp, nbf, aud, iss, alg', async () => {
    const tampered = ES256.replace('.eyJzdWIiOiJhbm4i', '.eyJzdWIiOiJib2Ii');
    expect(await verify({ token: tampered, key: EC_P256_PUBLIC_PEM })).toMatchObject({ valid: false, reason: 'the signature does not match the key', claims: { sub: 'bob' } });
    expect(await verify({ token: HS256_EXPIRED, key: 'sekrit' })).toMatchObject({ valid: false, reason: '"exp" claim timestamp check failed' });
    expect(await verify({ token: HS256_EXPIRED, key: 'sekrit', leeway: 30 })).toMatchObject({ valid: false });
    expect(await verify({ token: HS256_EXPIRED, key: 'sekrit', leeway: 31 })).toMatchObject({ valid: true });
    expect(await verify({ token: EDDSA_NBF, key: ED25519_PUBLIC_PEM })).toMatchObject({ valid: false, reason: '"nbf" claim timestamp check failed' });
    expect(await verify({ token: EDDSA_NBF, key: ED25519_PUBLIC_PEM, leeway: 100 })).toMatchObject({ valid: true });
    expect(await verify({ token: HS256_AUDS, key: 'sekrit', aud: 'c' })).toMatchObject({ valid: false, reason: 'unexpected "aud" claim value' });
    expect(await verify({ token: HS256_AUDS, key: 'sekrit', iss: 'you' })).toMatchObject({ valid: false, reason: 'unexpected "iss" claim value' });
    expect(await verify({ token: PS256, key: RSA_PUBLIC_PEM, algs: ['RS256'] })).toMatchObject({ valid: false, reason: 'the header\'s "alg" (PS256) is not among algs' });
  });

  it('refuses an unsecured token and never reads a public key as an HMAC secret (algorithm confusion)', async () => {
    // RFC 7519 §6.1's unsecured JWT.
    const unsecured = 'eyJhbGciOiJub25lIn0.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.';
    expect(await verify({ token: unsecured, key: 'x' })).toMatchObject({ valid: false, alg: 'none', reason: 'the header\'s "alg" (none) is not a signing algorithm this tool accepts' });
    // An HS256 token whose "secret" is the RSA public key's PEM text.
    const confused = await run<{ token: string }>('jwt-sign', { payload: '{"admin":true}', key: 'placeholder-secret' });
    await expectInvalid('jwt-verify', { token: confused.token, key: RSA_PUBLIC_PEM }, /^key: HS256 takes a shared secret, not a PEM key/);
  });

  it('refuses tokens that are not signed JWTs and keys that cannot verify', async () => {
    await expectInvalid('jwt-verify', { token: 'abc', key: 'k' }, /^token: is not a signed JWT/);
    await expectInvalid('jwt-verify', { token: 'e30.e30.e30.e30', key: 'k' }, /^token: is not a signed JWT/);
    await expectInvalid('jwt-verify', { token: 'e30.W10.', key: 'k' }, /^token: is not a signed JWT/);
    await expectInvalid('jwt-verify', { token: 'e30.e30.sig', key: 'k' }, 'token: the header has no "alg"');
    await expectInvalid('jwt-verify', { token: ES256, key: ED25519_PRIVATE_PEM }, /^key: is a private key; verifying takes the public key/);
    await expectInvalid('jwt-verify', { token: ES256, key: RSA_PUBLIC_PEM }, /^key: is not a valid ES256 key/);
    await expectInvalid('jwt-verify', { token: PS256, key: RSA_4112_PUBLIC_PEM }, /^key: the RSA key has 4112 bits/);
    await expectInvalid('jwt-verify', { token: EDDSA_NBF, key: ED25519_PRIVATE_JWK.replace('"d"', '"dd"').replace('"OKP"', '"RSA"') }, /^key: /);
  });

  it('holds its bounds and types', async () => {
    await expectInvalid('jwt-verify', { token: PS256, key: RSA_PUBLIC_PEM, algs: [] }, /^algs: /);
    await expectInvalid('jwt-verify', { token: PS256, key: RSA_PUBLIC_PEM, algs: ['none'] }, /^algs\[0\]: must be one of HS256/);
    await expectInvalid('jwt-verify', { token: PS256, key: RSA_PUBLIC_PEM, algs: ['RS256', 'RS256'] }, /^algs: /);
    await expectInvalid('jwt-verify', { token: PS256, key: RSA_PUBLIC_PEM, leeway: 601 }, /^leeway: /);
    await expectInvalid('jwt-verify', { token: 'a'.repeat(100_001), key: 'k' }, /^token: must be at most 100000 characters/);
    await expectInvalid('jwt-verify', { token: PS256, key: 7 }, /^key: must be a string/);
  });

  it('decodes a "__proto__" claim as a claim', async () => {
    const { token } = await run<{ token: string }>('jwt-sign', { payload: '{"__proto__":{"admin":true}}', key: 'k' });
    const verdict = await verify({ token, key: 'k' });
    expect(verdict.valid).toBe(true);
    expect(Object.keys(verdict.claims)).toEqual(['__proto__']);
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });
});
