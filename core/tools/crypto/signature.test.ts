import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { EC_P256_PRIVATE_PEM, EC_P256_PUBLIC_PEM, ED25519_PRIVATE_PEM, ED25519_PUBLIC_PEM, RSA_PRIVATE_PEM, RSA_PUBLIC_PEM } from '../../../test/crypto-keys.ts';

interface Signed { signature: string; signatureHex: string; signatureDer?: string }
const sign = (input: Record<string, unknown>) => run<Signed>('signature', input);
const verify = async (input: Record<string, unknown>) => (await run<{ valid: boolean }>('signature', { action: 'verify', ...input })).valid;

// RFC 8032 §7.1 test 1: secret key 9d61b1…7f60 wrapped as PKCS#8 (302e020100300506032b657004220420 ‖ key), the empty message.
const RFC8032_TEST1_KEY = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ1hsZ3v/VpguoRK9JLsLMREScVpezJpGXA7rAMcrn9g\n-----END PRIVATE KEY-----';
const RFC8032_TEST1_SIG = 'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b';
const MESSAGE = 'hello tooldeck';
// openssl dgst -sha256 -sign rsa.pem m.txt | base64 -w0   (m.txt holds "hello tooldeck", no newline)
const OPENSSL_RS256 = 'V/DYMOQICXGiZOUDD7MVA+Gsrp9ywBendY75hQBjIxiZsEn+oLLD4hPyOXVmZZM9MX+yUZPimnplLqrbTlyfzDYrGLrc+141wHgQR6J2kpV6z9HbGsEWvLbBWmT4qQhNQqNr1thbGwZIBrW3ljQZuDx3KuldiMowl8DFibV7kmJJsCqH0fuvEpEP8TuJlfdB98uYiDt8bTmP8xuGZ8pDGeN3Ut1Mn+5tlbX9ccvy4/n8Rs8QwO++PBHk7mhYUok4V95JBCdAOi4LYfo+2nQ4yQi2yPiXzztMVXsKye9jwIUkhQQKaJMNgD0kptcEEkfOOAYYodi6m6DFFejiHT7YKA==';
// openssl pkeyutl -sign -inkey ed.pem -rawin -in m.txt | base64 -w0
const OPENSSL_ED25519 = 'dn8FIA2HlhQQjb1VWgLppjXY0zRyj6o75lHrdvN3x70ZwRXL02NLII0eM8QNCG6hBhjGOLbO7xX7QZOM6BM7DQ==';
// openssl dgst -sha256 -sign ec.pem m.txt | base64 -w0   (DER)
const OPENSSL_ES256_DER = 'MEUCIQC55cG547yZvJ1DLzc79hjzwynclUzAAKapEKlJnIPiagIgdgfIlTZrDuu7Qg0zK1xHf9K5oHw52StD5oZrpl3PqSg=';
// openssl dgst -sha256 -sigopt rsa_padding_mode:pss -sigopt rsa_pss_saltlen:32 -sign rsa.pem m.txt | base64 -w0
const OPENSSL_PS256 = 'Qn5Hzn0q8KIr2tkx3Ss4Ks6fBMThgh9zW4IXQ2IBJ1smMxE2a//uroEDA3MnKg9gHWaGv5gmslMw8csFaYyWte1YaGOibzHLvMWPSH5PkojX90+9m5gb3A3nR6Z3aIOE24ftP7oU84iqNU2+qtw/Zgqz3iW9QJ58jZ8H576r7t4V6BcSMGx3hEa4fVo3vuTrjXyzcQ0Ao0rpWGz9niaLMxRsqTOeK3e5EHFR6MnKXeSzSWgFMbetwXpjTbLYC8N+9YFjXFfYdIQ1hhavMvkEEZ0KD0pWEdEIP9OOVSFGiW75KHKJQczZX4QFWVgFvgm8e9bHxkK+mZ3touOAvQP5kA==';

describe('signature', () => {
  it('gives RFC 8032 test 1 and openssl\'s deterministic signatures (Ed25519, RS256)', async () => {
    expect((await sign({ key: RFC8032_TEST1_KEY, msg: '', msg_encoding: 'hex' })).signatureHex).toBe(RFC8032_TEST1_SIG);
    expect((await sign({ key: ED25519_PRIVATE_PEM, msg: MESSAGE })).signature).toBe(OPENSSL_ED25519);
    expect((await sign({ alg: 'RS256', key: RSA_PRIVATE_PEM, msg: MESSAGE })).signature).toBe(OPENSSL_RS256);
    expect((await sign({ alg: 'RS256', key: RSA_PRIVATE_PEM, msg: btoa(MESSAGE), msg_encoding: 'base64' })).signature).toBe(OPENSSL_RS256);
  });

  it('verifies openssl\'s signatures of every algorithm, in Base64, hex or DER', async () => {
    expect(await verify({ key: ED25519_PUBLIC_PEM, msg: MESSAGE, signature: OPENSSL_ED25519 })).toBe(true);
    expect(await verify({ alg: 'RS256', key: RSA_PUBLIC_PEM, msg: MESSAGE, signature: OPENSSL_RS256 })).toBe(true);
    expect(await verify({ alg: 'PS256', key: RSA_PUBLIC_PEM, msg: MESSAGE, signature: OPENSSL_PS256 })).toBe(true);
    expect(await verify({ alg: 'ES256', key: EC_P256_PUBLIC_PEM, msg: MESSAGE, signature: OPENSSL_ES256_DER })).toBe(true);
    const hex = [...atob(OPENSSL_ED25519)].map((char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
    expect(await verify({ key: ED25519_PUBLIC_PEM, msg: MESSAGE, signature: hex.toUpperCase() })).toBe(true);
  });

  it('answers false for a changed message, signature or key', async () => {
    expect(await verify({ key: ED25519_PUBLIC_PEM, msg: `${MESSAGE}!`, signature: OPENSSL_ED25519 })).toBe(false);
    expect(await verify({ alg: 'RS256', key: RSA_PUBLIC_PEM, msg: MESSAGE, signature: OPENSSL_PS256 })).toBe(false);
    expect(await verify({ alg: 'ES256', key: EC_P256_PUBLIC_PEM, msg: 'other', signature: OPENSSL_ES256_DER })).toBe(false);
  });

  it('makes ES256 and PS256 signatures that verify, ES256 in both raw and DER forms', async () => {
    const es = await sign({ alg: 'ES256', key: EC_P256_PRIVATE_PEM, msg: MESSAGE });
    expect(atob(es.signature)).toHaveLength(64);
    expect(await verify({ alg: 'ES256', key: EC_P256_PUBLIC_PEM, msg: MESSAGE, signature: es.signature })).toBe(true);
    expect(await verify({ alg: 'ES256', key: EC_P256_PUBLIC_PEM, msg: MESSAGE, signature: es.signatureDer })).toBe(true);
    const ps = await sign({ alg: 'PS256', key: RSA_PRIVATE_PEM, msg: MESSAGE });
    expect(await verify({ alg: 'PS256', key: RSA_PUBLIC_PEM, msg: MESSAGE, signature: ps.signature })).toBe(true);
  });

  it('refuses unreadable input, naming the field', async () => {
    await expectInvalid('signature', { key: ED25519_PRIVATE_PEM, msg: 'zz', msg_encoding: 'hex' }, /^msg: is not hex/);
    await expectInvalid('signature', { key: ED25519_PRIVATE_PEM, msg: '!!', msg_encoding: 'base64' }, /^msg: is not valid Base64/);
    await expectInvalid('signature', { key: ED25519_PRIVATE_PEM, msg: '\uD800' }, /^msg: .*lone surrogate/);
    await expectInvalid('signature', { action: 'verify', key: ED25519_PUBLIC_PEM, msg: 'a' }, 'signature: is required to verify');
    await expectInvalid('signature', { action: 'verify', key: ED25519_PUBLIC_PEM, msg: 'a', signature: '@@' }, /^signature: is neither Base64 nor hex/);
    await expectInvalid('signature', { action: 'verify', alg: 'ES256', key: EC_P256_PUBLIC_PEM, msg: 'a', signature: btoa('short') }, /^signature: an ES256 signature is 64 bytes/);
    await expectInvalid('signature', { key: ED25519_PUBLIC_PEM, msg: 'a' }, /^key: signing needs the private key/);
    await expectInvalid('signature', { action: 'verify', key: ED25519_PRIVATE_PEM, msg: 'a', signature: OPENSSL_ED25519 }, /^key: is a private key/);
    await expectInvalid('signature', { alg: 'ES256', key: ED25519_PRIVATE_PEM, msg: 'a' }, /^key: is not a valid ES256 key/);
  });

  it('holds its bounds and types', async () => {
    await expectInvalid('signature', { alg: 'ES512', key: 'k', msg: '' }, /^alg: must be one of Ed25519, ES256, RS256, PS256/);
    await expectInvalid('signature', { key: ED25519_PRIVATE_PEM, msg: 'x'.repeat(1_000_001) }, /^msg: must be at most 1000000 characters/);
    await expectInvalid('signature', { key: ED25519_PRIVATE_PEM }, 'msg: is required');
    await expectInvalid('signature', { key: ED25519_PRIVATE_PEM, msg: 1 }, /^msg: must be a string/);
  });

  it('signs the largest message the schema admits', async () => {
    expect((await sign({ key: ED25519_PRIVATE_PEM, msg: '€'.repeat(1_000_000) })).signatureHex).toMatch(/^[0-9a-f]{128}$/);
  });
});
