import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Derived { hex: string; base64: string; hash: string }
const derive = (input: Record<string, unknown>) => run<Derived>('pbkdf2', input);
const hexOf = async (input: Record<string, unknown>) => (await derive(input)).hex;

describe('pbkdf2', () => {
  it('gives the RFC 6070 PBKDF2-HMAC-SHA1 test vectors', async () => {
    const sha1 = { hash: 'SHA-1', length: 20 };
    expect(await hexOf({ password: 'password', salt: 'salt', iterations: 1, ...sha1 })).toBe('0c60c80f961f0e71f3a9b524af6012062fe037a6');
    expect(await hexOf({ password: 'password', salt: 'salt', iterations: 2, ...sha1 })).toBe('ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957');
    expect(await hexOf({ password: 'password', salt: 'salt', iterations: 4096, ...sha1 })).toBe('4b007901b765489abead49d926f721d065a429c1');
    expect(await hexOf({ password: 'passwordPASSWORDpassword', salt: 'saltSALTsaltSALTsaltSALTsaltSALTsalt', iterations: 4096, hash: 'sha1', length: 25 }))
      .toBe('3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038');
    // "pass\0word" / "sa\0lt", in hex so the NUL bytes are plain.
    expect(await hexOf({ password: '7061737300776f7264', salt: '7361006c74', encoding: 'hex', iterations: 4096, hash: 'SHA1', length: 16 }))
      .toBe('56fa6aa75548099dcc37d7f03425e0c3');
  });

  it('matches Python hashlib for SHA-256 (the defaults), SHA-384 and SHA-512 with a hex salt', async () => {
    // /usr/bin/python3: hashlib.pbkdf2_hmac('sha256', b'password', b'salt', 600000, 32).hex()
    expect(await derive({ password: 'password', salt: 'salt' })).toEqual({
      hex: '669cfe52482116fda1aa2cbe409b2f56c8e4563752b7a28f6eaab614ee005178',
      base64: 'Zpz+UkghFv2hqiy+QJsvVsjkVjdSt6KPbqq2FO4AUXg=',
      hash: 'SHA-256',
    });
    // hashlib.pbkdf2_hmac('sha384', b'password', b'salt', 1, 48).hex()
    expect(await hexOf({ password: 'password', salt: 'salt', iterations: 1, hash: 'sha-384', length: 48 }))
      .toBe('c0e14f06e49e32d73f9f52ddf1d0c5c7191609233631dadd76a567db42b78676b38fc800cc53ddb642f5c74442e62be4');
    // hashlib.pbkdf2_hmac('sha512', 'pässwörd'.encode(), bytes.fromhex('00112233445566778899aabbccddeeff'), 1000, 64).hex()
    // (the password in hex: its UTF-8 bytes)
    expect(await hexOf({ password: '70c3a4737377c3b67264', salt: '00112233 44556677 8899aabb ccddeeff', encoding: 'hex', iterations: 1000, hash: 'SHA-512', length: 64 }))
      .toBe('81e9df056646d8f10d3fa745eb8e96032c2235e78e55edbef7c5a84ead7fa7df763446de384bc8db02ea33236f04e98af8a713b0de868809903eedc05358c304');
  });

  it('reads UTF-8 text and its hex alike', async () => {
    const asText = await hexOf({ password: 'pässwörd', salt: 'salt', iterations: 10 });
    expect(await hexOf({ password: '70c3a4737377c3b67264', salt: '73616c74', encoding: 'hex', iterations: 10 })).toBe(asText);
  });

  it('refuses bad hex and empty inputs, never echoing the password', async () => {
    await expectInvalid('pbkdf2', { password: 'zz-secret', salt: '00', encoding: 'hex' }, /^password: is not hex((?!secret).)*$/);
    await expectInvalid('pbkdf2', { password: '00', salt: '0', encoding: 'hex' }, 'salt: has an odd number of hex digits');
    await expectInvalid('pbkdf2', { password: '00', salt: ' ', encoding: 'hex' }, 'salt: holds no bytes');
    await expectInvalid('pbkdf2', { password: '', salt: 'salt' }, 'password: must not be empty');
    await expectInvalid('pbkdf2', { password: 'p\uD800', salt: 'salt' }, /^password: contains a lone surrogate/);
  });

  it('holds the schema bounds and types', async () => {
    const base = { password: 'p', salt: 's' };
    await expectInvalid('pbkdf2', { ...base, iterations: 0 }, /^iterations: /);
    await expectInvalid('pbkdf2', { ...base, iterations: 2_000_001 }, /^iterations: /);
    await expectInvalid('pbkdf2', { ...base, length: 15 }, /^length: /);
    await expectInvalid('pbkdf2', { ...base, length: 129 }, /^length: /);
    await expectInvalid('pbkdf2', { ...base, hash: 'MD5' }, /^hash: must be one of SHA-1, SHA-256, SHA-384, SHA-512/);
    await expectInvalid('pbkdf2', { ...base, encoding: 'base64' }, /^encoding: must be one of utf8, hex/);
    await expectInvalid('pbkdf2', { password: 'p' }, 'salt: is required');
    await expectInvalid('pbkdf2', JSON.parse('{"password":"p","salt":"s","__proto__":{"iterations":1}}'), /__proto__/);
  });

  it('derives the longest key from the longest password and salt', async () => {
    const result = await derive({ password: 'é'.repeat(10_000), salt: '😀'.repeat(5_000), iterations: 1, hash: 'SHA-512', length: 128 });
    expect(result.hex).toMatch(/^[0-9a-f]{256}$/);
  });
});
