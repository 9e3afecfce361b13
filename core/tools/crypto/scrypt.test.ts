import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const hexOf = async (input: Record<string, unknown>) => (await run<{ hex: string; base64: string }>('scrypt', input)).hex;

describe('scrypt', () => {
  it('gives the RFC 7914 §12 vectors within the bounds', async () => {
    expect(await hexOf({ password: '', salt: '', n: 16, r: 1, p: 1 }))
      .toBe('77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906');
    // The third vector is the defaults: N = 16384, r = 8, p = 1, 64 bytes.
    expect(await hexOf({ password: 'pleaseletmein', salt: 'SodiumChloride' }))
      .toBe('7023bdcb3afd7348461c06cd81fd38ebfda8fbba904f8e3ea9b543f6545da1f2d5432955613f0fcf62d49705242a9af9e61e85dc0d651e40dfcf017b45575887');
  });

  it('matches Python hashlib.scrypt with p > 1 and hex inputs', async () => {
    // /usr/bin/python3: hashlib.scrypt(b'password', salt=b'NaCl', n=1024, r=8, p=4, dklen=64).hex()
    // (the RFC's second vector has p = 16, past this tool's bound of 4)
    expect(await hexOf({ password: 'password', salt: 'NaCl', n: 1024, p: 4 }))
      .toBe('1ed1b3814e7bd065fea1b64fa617fb05ba290e301b2765b831876fb995044293cb8dc225ddc50b3dec862ae3c295d54caad62f4dfa00cf6853f8aa3ceb4354e0');
    // hashlib.scrypt('pässwörd'.encode(), salt=bytes.fromhex('00112233445566778899aabbccddeeff'), n=2, r=16, p=2, dklen=16).hex()
    expect(await hexOf({ password: '70c3a4737377c3b67264', salt: '00112233445566778899aabbccddeeff', encoding: 'hex', n: 2, r: 16, p: 2, length: 16 }))
      .toBe('ac7addcd9ab1f686a715abd9cdca9758');
  });

  it('refuses an N that is not a power of two, and bad hex', async () => {
    await expectInvalid('scrypt', { password: 'p', salt: 's', n: 1000 }, 'n: must be a power of two (2, 4, 8, … 131072), got 1000');
    await expectInvalid('scrypt', { password: 'p', salt: 's', n: 131_071 }, /^n: must be a power of two/);
    await expectInvalid('scrypt', { password: 'secret-zz', salt: '00', encoding: 'hex' }, /^password: is not hex((?!secret).)*$/);
    await expectInvalid('scrypt', { password: '00', salt: 'abc', encoding: 'hex' }, 'salt: has an odd number of hex digits');
  });

  it('holds the schema bounds and types', async () => {
    const base = { password: 'p', salt: 's', n: 2 };
    await expectInvalid('scrypt', { ...base, n: 1 }, /^n: /);
    await expectInvalid('scrypt', { ...base, n: 262_144 }, /^n: /);
    await expectInvalid('scrypt', { ...base, r: 0 }, /^r: /);
    await expectInvalid('scrypt', { ...base, r: 17 }, /^r: /);
    await expectInvalid('scrypt', { ...base, p: 5 }, /^p: /);
    await expectInvalid('scrypt', { ...base, length: 129 }, /^length: /);
    await expectInvalid('scrypt', { ...base, password: 5 }, /^password: must be a string/);
    await expectInvalid('scrypt', { password: 'p\uD800', salt: 's', n: 2 }, /^password: contains a lone surrogate/);
    await expectInvalid('scrypt', JSON.parse('{"password":"p","salt":"s","__proto__":{"n":2}}'), /__proto__/);
  });
});
