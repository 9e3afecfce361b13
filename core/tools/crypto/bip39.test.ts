import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Bip39Result { mnemonic?: string; valid?: boolean; reason?: string | null; words: number; entropy?: string; seed?: string }
const bip39 = (input: Record<string, unknown>, random?: (size: number) => Uint8Array) => run<Bip39Result>('bip39', input, random ? { random } : {});
const counting = (size: number) => Uint8Array.from({ length: size }, (_, index) => index);

const ZOO_24 = 'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo vote';
const ABANDON_12 = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('bip39', () => {
  // References: /usr/bin/python3 -c "from mnemonic import Mnemonic; m = Mnemonic('english'); print(m.to_mnemonic(bytes(range(n))))" (python3-mnemonic 0.19).
  it('turns the random entropy into the mnemonic python-mnemonic gives, for every length', async () => {
    const expected: Record<number, string> = {
      15: 'abandon amount liar amount expire adjust cage candy arch gather drum bullet absurd math exhibit',
      18: 'abandon amount liar amount expire adjust cage candy arch gather drum bullet absurd math era live bid rib',
      21: 'abandon amount liar amount expire adjust cage candy arch gather drum bullet absurd math era live bid rhythm alien crouch saddle',
      24: 'abandon amount liar amount expire adjust cage candy arch gather drum bullet absurd math era live bid rhythm alien crouch range attend journey unaware',
    };
    for (const [words, mnemonic] of Object.entries(expected)) {
      const result = await bip39({ words: Number(words) }, counting);
      expect(result).toEqual({ mnemonic, words: Number(words), entropy: counting((Number(words) * 32) / 3 / 8).reduce((hex, byte) => hex + byte.toString(16).padStart(2, '0'), '') });
    }
    expect((await bip39({}, (size) => new Uint8Array(size))).mnemonic).toBe(ABANDON_12);
  });

  it('derives the seeds of the BIP-39 vectors (python3-mnemonic: m.to_seed(mnemonic, passphrase).hex())', async () => {
    expect((await bip39({ action: 'seed', mnemonic: ABANDON_12, passphrase: 'TREZOR' })).seed).toBe(
      'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    );
    const legal = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
    expect((await bip39({ action: 'seed', mnemonic: legal })).seed).toBe(
      '878386efb78845b3355bd15ea4d39ef97d179cb712b77d5c12b6be415fffeffe5f377ba02bf3f8544ab800b955e51fbff09828f682052a20faa6addbbddfb096',
    );
    // The passphrase is NFKD-normalised before use, as BIP-39 says.
    expect((await bip39({ action: 'seed', mnemonic: ABANDON_12, passphrase: 'pa\u0308sswo\u0308rd 🔑' })).seed).toBe(
      'dce8a16da99b093b0e9ca0d4643fd13f5efb6da1a991b9256fe41c5f6e29681ed0f8b8713f6b4dd584a1333192f0e2c3e2b97cc1eecf7370487800bdad73bec3',
    );
    expect((await bip39({ action: 'seed', mnemonic: ABANDON_12, passphrase: 'pässwörd 🔑' })).seed).toMatch(/^dce8a16d/);
  });

  it('validates, reading case and whitespace leniently, and gives the entropy (m.to_entropy(...).hex())', async () => {
    expect(await bip39({ action: 'validate', mnemonic: `  ${ZOO_24.toUpperCase().replaceAll(' ', ' \t\n ')} ` })).toEqual({
      mnemonic: ZOO_24, valid: true, reason: null, words: 24, entropy: 'ff'.repeat(32),
    });
  });

  it('says why a mnemonic is invalid without quoting it', async () => {
    // m.check('abandon ×12') is False: the checksum.
    expect(await bip39({ action: 'validate', mnemonic: 'abandon '.repeat(12) })).toEqual({
      valid: false, reason: 'the checksum (the last word\'s final bits) does not match: a word is wrong or out of order', words: 12,
    });
    expect(await bip39({ action: 'validate', mnemonic: ABANDON_12.replace('about', 'aboot') })).toEqual({ valid: false, reason: 'word 12 is not in the BIP-39 English wordlist', words: 12 });
    expect(await bip39({ action: 'validate', mnemonic: 'abandon about' })).toMatchObject({ valid: false, reason: 'has 2 words; a BIP-39 mnemonic has 12, 15, 18, 21 or 24' });
    expect(await bip39({ action: 'validate', mnemonic: '' })).toMatchObject({ valid: false, words: 0 });
  });

  it('refuses to derive a seed from an invalid mnemonic', async () => {
    await expectInvalid('bip39', { action: 'seed', mnemonic: ABANDON_12.replace('about', 'zebra') }, /^mnemonic: the checksum/);
    await expectInvalid('bip39', { action: 'seed', mnemonic: 'secretword '.repeat(12) }, /^mnemonic: word 1 is not in the BIP-39 English wordlist$/);
    await expectInvalid('bip39', { action: 'seed' }, 'mnemonic: is required to seed');
    await expectInvalid('bip39', { action: 'validate' }, 'mnemonic: is required to validate');
    await expectInvalid('bip39', { action: 'seed', mnemonic: ABANDON_12, passphrase: '\uD800' }, /^passphrase: .*lone surrogate/);
  });

  it('holds its bounds and types', async () => {
    await expectInvalid('bip39', { words: 13 }, /^words: /);
    await expectInvalid('bip39', { words: 9 }, /^words: /);
    await expectInvalid('bip39', { words: 27 }, /^words: /);
    await expectInvalid('bip39', { action: 'make' }, /^action: must be one of gen, validate, seed/);
    await expectInvalid('bip39', { action: 'validate', mnemonic: 'a'.repeat(1001) }, /^mnemonic: must be at most 1000 characters/);
    await expectInvalid('bip39', { action: 'seed', mnemonic: ABANDON_12, passphrase: 'p'.repeat(1001) }, /^passphrase: must be at most 1000 characters/);
    await expectInvalid('bip39', { action: 'validate', mnemonic: ['abandon'] }, /^mnemonic: must be a string/);
  });

  it('derives a seed under the longest passphrase', async () => {
    expect((await bip39({ action: 'seed', mnemonic: ABANDON_12, passphrase: '𝒳'.repeat(500) })).seed).toMatch(/^[0-9a-f]{128}$/);
  });
});
