import { compactVerify, importSPKI } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import {
  EC_P256_PRIVATE_PEM, EC_P256_PUBLIC_PEM, ED25519_PRIVATE_JWK, ED25519_PRIVATE_PEM, RSA_4112_PRIVATE_PEM, RSA_PKCS1_PEM, RSA_PRIVATE_JWK,
  RSA_PRIVATE_PEM, RSA_PUBLIC_PEM,
} from '../../../test/crypto-keys.ts';

interface Signed { token: string; header: Record<string, unknown>; payload: Record<string, unknown> }
const sign = (input: Record<string, unknown>) => run<Signed>('jwt-sign', input, { now: '2024-01-01T00:00:00.000Z' });

describe('jwt-sign', () => {
  // Each literal: /usr/bin/python3 -c "import jwt; print(jwt.encode(<claims>, <key>, algorithm=<alg>[, headers=…]))"
  it('equals PyJWT for HS tokens', async () => {
    expect((await sign({ payload: '{"sub":"1234567890","name":"John Doe","iat":1516239022}', key: 'your-256-bit-secret' })).token).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    );
    // jwt.encode({'sub':'x','exp':1704067200+60,'iat':1704067200}, 'k', algorithm='HS384')
    const withClaims = await sign({ payload: '{"sub":"x"}', alg: 'HS384', key: 'k', exp: 60, iat: true });
    expect(withClaims.token).toBe(
      'eyJhbGciOiJIUzM4NCIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4IiwiZXhwIjoxNzA0MDY3MjYwLCJpYXQiOjE3MDQwNjcyMDB9.Q7NUBoBNVMAazkEYkTk4NglsBWRC5vsEs9WlEYmUQCuYsukl656ZnnXfRyuAxkgD',
    );
    expect(withClaims.payload).toEqual({ sub: 'x', exp: 1704067260, iat: 1704067200 });
  });

  it('equals PyJWT for RS tokens, from a PEM or a JWK, with a kid', async () => {
    const rs256 =
      'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbm4iLCJhZG1pbiI6dHJ1ZX0.pxUxuybr7tuVEodGVwyWTFje3wwJgRohUB3AoFGx0AYaZpsMMfMf58zlCzElY1a5eRMLf3PcTvwQyiCXe6b2VZ2Mr5e6CrqnH7W5GnIgF7FerVY1ly2_dFRbcha-JPT8wPyyUJJ_Q-aoQRb799lcI7oxRS581tiHDFWWtLMfAKi3alDdJkJolQqlngm_MrAMY7Kur2p_BUaMY_pKWSwbCL4XIRQABOckcDw2Y93i4XkZY_mGt1kl57npvBTyDhHwyUubzCuR7_dNYe4LqyGQOHJlXEp8B2ShF1b-mX9mcxXT-yaeTbuybp_G-Y-eeFw31fSyA0-mLMX3xPBNWnW0Qw';
    expect((await sign({ payload: '{"sub":"ann","admin":true}', alg: 'RS256', key: RSA_PRIVATE_PEM })).token).toBe(rs256);
    expect((await sign({ payload: '{"sub":"ann","admin":true}', alg: 'RS256', key: RSA_PRIVATE_JWK })).token).toBe(rs256);
    // jwt.encode({'sub':'ann'}, rsa, algorithm='RS512', headers={'kid':'k1'})
    expect((await sign({ payload: '{"sub":"ann"}', alg: 'RS512', key: RSA_PRIVATE_PEM, kid: 'k1' })).token).toBe(
      'eyJhbGciOiJSUzUxMiIsImtpZCI6ImsxIiwidHlwIjoiSldUIn0.eyJzdWIiOiJhbm4ifQ.ahK6qsh5rsBoccqFtzgELi5QvDgmu41pXuLYeV57ZfVepZBko5nuvh1UkCRv7-SkbVwvo87KuejFvo2x7VAHv5TTgzle2CL3tuuZcirgUF4Alw_A7rN5ueHat-nqkPR9GhDKaWstvEYZR15ZQ1y5gnHCMLLBcp29jvtl3_vMifgKbo7AGRjV1pGCns0QT9iviMwMV4BYLl10_RW4kApwIwYx9euydIxY2KkqLFDCs5G_q7lSSgh3efUoSvQNX1WHK6w7_vcmjgtTrt7haIgDglm5RRFi5AmQ09cTH10NwXrsogTKGH_RXndNzJBnc48wdr_gJ_SEE4zJ-bW8Zai3oQ',
    );
  });

  it('equals PyJWT for EdDSA, from a PEM or a JWK', async () => {
    // jwt.encode({'sub':'ann','exp':1704070800}, ed_pem, algorithm='EdDSA')
    const expected =
      'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbm4iLCJleHAiOjE3MDQwNzA4MDB9.F6yiEi_av3pJ1wGuV-848YbB46I6hoa-7USPYFEUs5VIzMVWsSSYf4MVX0YSd7o9naeGsx7qK-ceG8cgKb4eBw';
    expect((await sign({ payload: '{"sub":"ann"}', alg: 'EdDSA', key: ED25519_PRIVATE_PEM, exp: 3600 })).token).toBe(expected);
    expect((await sign({ payload: '{"sub":"ann"}', alg: 'EdDSA', key: ED25519_PRIVATE_JWK, exp: 3600 })).token).toBe(expected);
  });

  it('makes ES256 and PS256 tokens the public key verifies', async () => {
    const es = await sign({ payload: '{"sub":"ann"}', alg: 'ES256', key: EC_P256_PRIVATE_PEM });
    const verified = await compactVerify(es.token, await importSPKI(EC_P256_PUBLIC_PEM, 'ES256'));
    expect(new TextDecoder().decode(verified.payload)).toBe('{"sub":"ann"}');
    const ps = await sign({ payload: '{"sub":"ann"}', alg: 'PS256', key: RSA_PRIVATE_PEM });
    await compactVerify(ps.token, await importSPKI(RSA_PUBLIC_PEM, 'PS256'));
    expect(ps.header).toEqual({ alg: 'PS256', typ: 'JWT' });
  });

  it('keeps a "__proto__" claim as a claim', async () => {
    const { payload, token } = await sign({ payload: '{"__proto__":{"admin":true},"sub":"x"}', key: 'k' });
    expect(Object.keys(payload)).toEqual(['__proto__', 'sub']);
    expect(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).toBe('{"__proto__":{"admin":true},"sub":"x"}');
  });

  it('refuses payloads that are not a JSON object', async () => {
    await expectInvalid('jwt-sign', { payload: '[1,2]', key: 'k' }, 'payload: must be a JSON object (the claims set)');
    await expectInvalid('jwt-sign', { payload: '{"a":', key: 'k' }, 'payload: is not valid JSON');
    await expectInvalid('jwt-sign', { payload: ' '.repeat(100_000), key: 'k' }, 'payload: is not valid JSON');
    await expectInvalid('jwt-sign', { payload: '['.repeat(50_000), key: 'k' }, /^payload: nests deeper than/);
    await expectInvalid('jwt-sign', { payload: '{"exp":1}', key: 'k', exp: 5 }, /^exp: the payload already has an exp claim/);
    await expectInvalid('jwt-sign', { payload: '{"iat":1}', key: 'k', iat: true }, /^iat: the payload already has an iat claim/);
  });

  it('refuses keys that do not fit the algorithm, without echoing them', async () => {
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ alg: 'RS256', key: 'just-a-secret' }, /^key: RS256 needs a PEM key or a JWK; this is neither$/],
      [{ alg: 'RS256', key: RSA_PUBLIC_PEM }, /^key: signing needs the private key/],
      [{ alg: 'RS256', key: RSA_PKCS1_PEM }, /^key: a "RSA PRIVATE KEY" PEM is not read here; convert it to PKCS#8/],
      [{ alg: 'ES256', key: RSA_PRIVATE_PEM }, /^key: is not a valid ES256 key/],
      [{ alg: 'HS256', key: RSA_PRIVATE_PEM }, /^key: HS256 takes a shared secret, not a PEM key/],
      [{ alg: 'HS256', key: ED25519_PRIVATE_JWK }, /^key: HS256 takes a secret or an "oct" JWK, not a "OKP" JWK$/],
      [{ alg: 'EdDSA', key: '{"kty":"OKP","crv":"Ed25519","x":"Vgws1eS6766vwKBqDKIqM9qeED6yIGpraTPLg64tyDo"}' }, /^key: this JWK holds no private part/],
      [{ alg: 'EdDSA', key: '{"kty":' }, /^key: starts with "\{" but is not valid JSON/],
      [{ alg: 'RS256', key: RSA_4112_PRIVATE_PEM }, /^key: the RSA key has 4112 bits; at most 4096 are accepted$/],
      [{ alg: 'HS256', key: 'a\uD800' }, /^key: .*lone surrogate/],
    ];
    for (const [input, message] of refusals) {
      await expectInvalid('jwt-sign', { payload: '{}', ...input }, message);
    }
    await expectInvalid('jwt-sign', { payload: '{}', alg: 'EdDSA', key: '{"kty":"OKP","crv":"Ed25519","d":"secretbits","x":"xx"}' }, /^key: is not a valid EdDSA key(?![\s\S]*secretbits)/);
  });

  it('holds its bounds and types', async () => {
    await expectInvalid('jwt-sign', { payload: '{}', key: 'k', alg: 'none' }, /^alg: must be one of/);
    await expectInvalid('jwt-sign', { payload: '{}', key: '' }, /^key: /);
    await expectInvalid('jwt-sign', { payload: '{}', key: 'k', exp: 0 }, /^exp: /);
    await expectInvalid('jwt-sign', { payload: '{}', key: 'k', exp: 315_360_001 }, /^exp: /);
    await expectInvalid('jwt-sign', { payload: {}, key: 'k' }, /^payload: must be a string/);
    await expectInvalid('jwt-sign', { payload: `{"a":"${'x'.repeat(100_000)}"}`, key: 'k' }, /^payload: must be at most 100000 characters/);
    await expectInvalid('jwt-sign', { payload: '{}', key: 'k'.repeat(20_001) }, /^key: must be at most 20000 characters/);
  });

  it('signs the largest payload the schema admits', async () => {
    const payload = `{"a":"${'x'.repeat(100_000 - 8)}"}`;
    const { token } = await sign({ payload, key: 'k', alg: 'HS512' });
    expect(token.split('.')).toHaveLength(3);
  });
});
