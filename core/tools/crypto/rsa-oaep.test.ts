import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { EC_P256_PRIVATE_PEM, RSA_4112_PRIVATE_PEM, RSA_PKCS1_PEM, RSA_PRIVATE_JWK, RSA_PRIVATE_PEM, RSA_PUBLIC_PEM } from '../../../test/crypto-keys.ts';

const oaep = async (input: Record<string, unknown>) => (await run<{ result: string }>('rsa-oaep', input)).result;

// printf 'x' | openssl pkeyutl -encrypt -pubin -inkey rsa.pub -pkeyopt rsa_padding_mode:oaep -pkeyopt rsa_oaep_md:sha512 -pkeyopt rsa_mgf1_md:sha512 | base64 -w0
const OPENSSL_SHA512 = 'pZMCRtnvY5dftGMkuPE+iovnNxct7d70D+xxNDPUCkokFu1AuQx+Pl+9ay0xaez0cp+PjEzi28lmUvI2OWitJ1whtS/aViANMJfeoyf2P0E2ClZAQURQzo/P9USbgyP+5IBrSn1uGCx/YuYtvUc8bnJ0j8PFxKLZ18103Fhp5n6CRpJn/7m5pVX1vDGk99p/qoBOPxYcIuiSu8x8eQV6MDoxaLaQerW/dmwd5xtRCLRXncw+GNxx0sX+CAp3Z6uiIyucLUvYByQDUlOVkknZJJUvuh1y/aBVQnUiqFCsyJSbyGIGdiEmj7KZeiLbxDb4fYGfBiCHUqx/A4sEKrGowg==';

describe('rsa-oaep', () => {
  it('decrypts openssl pkeyutl\'s OAEP ciphertexts (the examples cover SHA-256 and SHA-1)', async () => {
    expect(await oaep({ action: 'decode', text: OPENSSL_SHA512, key: RSA_PRIVATE_PEM, hash: 'SHA-512' })).toBe('x');
    expect(await oaep({ action: 'decode', text: OPENSSL_SHA512, key: RSA_PRIVATE_JWK, hash: 'SHA-512' })).toBe('x');
  });

  it('encrypts to a public PEM, a private PEM\'s public half or a JWK, randomised each time', async () => {
    for (const key of [RSA_PUBLIC_PEM, RSA_PRIVATE_PEM, RSA_PRIVATE_JWK]) {
      const ciphertext = await oaep({ action: 'encode', text: 'héllo 🔐', key });
      expect(atob(ciphertext)).toHaveLength(256);
      expect(await oaep({ action: 'decode', text: ciphertext, key: RSA_PRIVATE_PEM })).toBe('héllo 🔐');
    }
    const first = await oaep({ action: 'encode', text: 'same', key: RSA_PUBLIC_PEM });
    expect(await oaep({ action: 'encode', text: 'same', key: RSA_PUBLIC_PEM })).not.toBe(first);
  });

  it('round-trips any text that fits, under every hash', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 30 }), fc.constantFrom('SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'), async (text, hash) => {
      const ciphertext = await oaep({ action: 'encode', text, key: RSA_PUBLIC_PEM, hash });
      expect(await oaep({ action: 'decode', text: ciphertext, key: RSA_PRIVATE_PEM, hash })).toBe(text);
    }), { numRuns: 8 });
  });

  it('holds the OAEP size limit exactly (2048 bits, SHA-256: 190 bytes)', async () => {
    const ciphertext = await oaep({ action: 'encode', text: 'a'.repeat(190), key: RSA_PUBLIC_PEM });
    expect(await oaep({ action: 'decode', text: ciphertext, key: RSA_PRIVATE_PEM })).toBe('a'.repeat(190));
    await expectInvalid('rsa-oaep', { action: 'encode', text: 'a'.repeat(191), key: RSA_PUBLIC_PEM }, 'text: is 191 bytes; RSA-OAEP with this key and SHA-256 holds at most 190 (encrypt a symmetric key instead)');
    await expectInvalid('rsa-oaep', { action: 'encode', text: 'a'.repeat(1_000_000), key: RSA_PUBLIC_PEM, hash: 'SHA-512' }, /^text: is 1000000 bytes; .* at most 126 /);
  });

  it('fails to decrypt with one message whatever went wrong', async () => {
    const wrongHash = 'text: cannot be decrypted with this key and hash (wrong key, wrong hash, or a damaged ciphertext)';
    await expectInvalid('rsa-oaep', { action: 'decode', text: OPENSSL_SHA512, key: RSA_PRIVATE_PEM }, wrongHash);
    const damaged = btoa(String.fromCharCode(...[...atob(OPENSSL_SHA512)].map((char, index) => char.charCodeAt(0) ^ (index === 100 ? 1 : 0))));
    await expectInvalid('rsa-oaep', { action: 'decode', text: damaged, key: RSA_PRIVATE_PEM, hash: 'SHA-512' }, wrongHash);
  });

  it('refuses unreadable input, naming the field', async () => {
    await expectInvalid('rsa-oaep', { action: 'decode', text: 'not base64!', key: RSA_PRIVATE_PEM }, /^text: is not valid Base64/);
    await expectInvalid('rsa-oaep', { action: 'decode', text: btoa('short'), key: RSA_PRIVATE_PEM }, 'text: is 5 bytes; a ciphertext under this key is 256');
    await expectInvalid('rsa-oaep', { action: 'decode', text: OPENSSL_SHA512, key: RSA_PUBLIC_PEM }, /^key: is a public key; decrypting needs the private key/);
    await expectInvalid('rsa-oaep', { action: 'decode', text: OPENSSL_SHA512, key: RSA_PKCS1_PEM }, /^key: a "RSA PRIVATE KEY" \(PKCS#1\) PEM is not read here/);
    await expectInvalid('rsa-oaep', { action: 'encode', text: 'a', key: EC_P256_PRIVATE_PEM }, 'key: is not a valid RSA key');
    await expectInvalid('rsa-oaep', { action: 'encode', text: 'a', key: RSA_4112_PRIVATE_PEM }, 'key: the RSA key has 4112 bits; 2048 to 4096 are accepted');
    await expectInvalid('rsa-oaep', { action: 'encode', text: 'a', key: 'secret' }, 'key: is neither a PEM key nor a JWK');
    await expectInvalid('rsa-oaep', { action: 'encode', text: 'a', key: '{"kty":"OKP"}' }, 'key: the JWK is not an RSA key ("kty": "RSA")');
    await expectInvalid('rsa-oaep', { action: 'decode', text: OPENSSL_SHA512, key: '{"kty":"RSA","n":"AQAB","e":"AQAB"}' }, /^key: this JWK holds no private part/);
    await expectInvalid('rsa-oaep', { action: 'encode', text: 'a\uD800', key: RSA_PUBLIC_PEM }, /^text: .*lone surrogate/);
  });

  it('holds its bounds and types', async () => {
    await expectInvalid('rsa-oaep', { action: 'encrypt', text: 'a', key: RSA_PUBLIC_PEM }, 'action: must be one of encode, decode');
    await expectInvalid('rsa-oaep', { action: 'encode', text: 'a', key: RSA_PUBLIC_PEM, hash: 'MD5' }, /^hash: must be one of SHA-1/);
    await expectInvalid('rsa-oaep', { action: 'encode', text: 'a'.repeat(1_000_001), key: RSA_PUBLIC_PEM }, /^text: must be at most 1000000 characters/);
    await expectInvalid('rsa-oaep', { action: 'encode', text: 'a', key: '' }, /^key: /);
  });
});
