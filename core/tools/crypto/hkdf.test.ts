import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const hexOf = async (input: Record<string, unknown>) => (await run<{ hex: string }>('hkdf', input)).hex;
const IKM_22 = '0b'.repeat(22);

describe('hkdf', () => {
  it('gives the RFC 5869 test vectors (cases 1, 3 and 4)', async () => {
    expect(await hexOf({ ikm: IKM_22, salt: '000102030405060708090a0b0c', info: 'f0f1f2f3f4f5f6f7f8f9', encoding: 'hex', length: 42 }))
      .toBe('3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865');
    // Case 3: salt and info empty (the defaults).
    expect(await hexOf({ ikm: IKM_22, encoding: 'hex', length: 42 }))
      .toBe('8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8');
    // Case 4: SHA-1.
    expect(await hexOf({ ikm: '0b'.repeat(11), salt: '000102030405060708090a0b0c', info: 'f0f1f2f3f4f5f6f7f8f9', encoding: 'hex', hash: 'sha1', length: 42 }))
      .toBe('085a01ea1b10f36933068b56efa5ad81a4f14b822f5b091568a9cdd4f155fda2c22e422478d305f3f896');
  });

  it('matches Python cryptography for SHA-384 and SHA-512 at the longest length', async () => {
    // /usr/bin/python3 cryptography 38: HKDF(algorithm=SHA384(), length=48, salt=b'NaCl', info=b'context').derive(b'key material').hex()
    expect(await hexOf({ ikm: 'key material', salt: 'NaCl', info: 'context', hash: 'SHA-384', length: 48 }))
      .toBe('1de3afdabc70dabd12e38578121c08937b11ff304ac5fb556bfc781a45b98052513facbf65dff515ad5aed21b7750de6');
    // HKDF(algorithm=SHA512(), length=1024, salt=b'', info=b'').derive(b'secret').hex()[:64]
    const long = await hexOf({ ikm: 'secret', hash: 'SHA-512', length: 1024 });
    expect(long).toHaveLength(2048);
    expect(long.slice(0, 64)).toBe('ce251b8403130b6b2b54721a86eb1af50f221c4e326bc36db714eaf0224767ca');
  });

  it('refuses bad hex and empty key material, naming the field', async () => {
    await expectInvalid('hkdf', { ikm: 'zz', encoding: 'hex' }, /^ikm: is not hex/);
    await expectInvalid('hkdf', { ikm: '00', salt: '0', encoding: 'hex' }, 'salt: has an odd number of hex digits');
    await expectInvalid('hkdf', { ikm: '00', info: 'xyz', encoding: 'hex' }, /^info: is not hex/);
    await expectInvalid('hkdf', { ikm: '  ', encoding: 'hex' }, 'ikm: holds no bytes');
    await expectInvalid('hkdf', { ikm: '' }, 'ikm: must not be empty');
    await expectInvalid('hkdf', { ikm: 'k', info: 'é'.repeat(513) }, 'info: holds 1026 bytes, more than the 1024 WebCrypto engines accept');
    expect(await hexOf({ ikm: 'k', info: 'é'.repeat(512) })).toMatch(/^[0-9a-f]{64}$/);
    await expectInvalid('hkdf', { ikm: 'k', info: '\uDBFF' }, /^info: contains a lone surrogate/);
  });

  it('holds the schema bounds and types', async () => {
    await expectInvalid('hkdf', { ikm: 'k', length: 0 }, /^length: /);
    await expectInvalid('hkdf', { ikm: 'k', length: 1025 }, /^length: /);
    await expectInvalid('hkdf', { ikm: 'k', hash: 'SHA-3' }, /^hash: must be one of SHA-1, SHA-256, SHA-384, SHA-512/);
    await expectInvalid('hkdf', { ikm: 'k'.repeat(10_001) }, /^ikm: must be at most 10000 characters/);
    await expectInvalid('hkdf', { ikm: 'k', info: 'i'.repeat(3073) }, /^info: must be at most 3072 characters/);
    await expectInvalid('hkdf', { ikm: 1 }, /^ikm: must be a string/);
    await expectInvalid('hkdf', JSON.parse('{"ikm":"k","__proto__":{"length":1}}'), /__proto__/);
  });
});
