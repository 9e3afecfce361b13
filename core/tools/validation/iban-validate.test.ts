import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  valid: boolean;
  reasons: string[];
  iban: string | null;
  formatted: string | null;
  country: string | null;
  checkDigits: string | null;
  expectedCheckDigits: string | null;
  bban: string | null;
  bankCode: string | null;
  branchCode: string | null;
  accountNumber: string | null;
  sepa: boolean;
  qrIban: boolean;
}

const check = (iban: string) => run<Result>('iban-validate', { iban });

describe('iban-validate', () => {
  it('accepts what python-stdnum accepts', async () => {
    // /usr/bin/python3 -c "from stdnum import iban; print(iban.validate('DE89 3704 0044 0532 0130 00'))" → DE89370400440532013000
    // likewise valid: GB82WEST12345698765432, NL91ABNA0417164300, CH4431999123000889012,
    // FR1420041010050500013M02606, NO9386011117947, BE71096123456769
    for (const iban of ['DE89 3704 0044 0532 0130 00', 'GB82WEST12345698765432', 'NL91ABNA0417164300', 'CH4431999123000889012', 'FR1420041010050500013M02606', 'NO9386011117947', 'BE71096123456769']) {
      const result = await check(iban);
      expect(result.valid, iban).toBe(true);
      expect(result.reasons).toEqual([]);
      expect(result.expectedCheckDigits).toBe(result.checkDigits);
    }
  });

  it('refuses what python-stdnum refuses, with the check digits stdnum calculates', async () => {
    // /usr/bin/python3 -c "from stdnum import iban; iban.validate(x)" → InvalidChecksum for each;
    // iban.calc_check_digits(x) → 34, 23, 51, 03
    const cases: [string, string][] = [['GB82WEST12345698765423', '34'], ['BE71096123456760', '23'], ['DE8937040044053201300', '51'], ['DE8937040044', '03']];
    for (const [iban, expected] of cases) {
      const result = await check(iban);
      expect(result.valid, iban).toBe(false);
      expect(result.expectedCheckDigits, iban).toBe(expected);
    }
    expect((await check('DE8937040044053201300')).reasons).toEqual([
      'has the wrong length for its country',
      "does not match its country's BBAN format",
      'fails the mod 97-10 check digits',
    ]);
  });

  it('catches a Belgian account check that mod 97 alone passes', async () => {
    // BE23096123456760: /usr/bin/python3 -c "from stdnum import iban; print(iban.calc_check_digits('BE00096123456760'))" → 23,
    // and iban.validate('BE23096123456760') → InvalidChecksum (stdnum's Belgian check).
    const result = await check('BE23096123456760');
    expect(result.valid).toBe(false);
    expect(result.reasons).toEqual(['fails the national bank, branch or account check']);
    expect(result.expectedCheckDigits).toBe('23');
  });

  it('splits a valid IBAN into its parts', async () => {
    expect(await check('fr14 2004-1010.0505 0001 3m02 606')).toEqual({
      valid: true,
      reasons: [],
      iban: 'FR1420041010050500013M02606',
      formatted: 'FR14 2004 1010 0505 0001 3M02 606',
      country: 'FR',
      checkDigits: '14',
      expectedCheckDigits: '14',
      bban: '20041010050500013M02606',
      bankCode: '20041',
      branchCode: '01005',
      accountNumber: '0500013M026',
      sepa: true,
      qrIban: false,
    });
  });

  it('marks a Swiss QR-IBAN (QR-IID 31999)', async () => {
    expect((await check('CH4431999123000889012')).qrIban).toBe(true);
    expect((await check('CH9300762011623852957')).qrIban).toBe(false);
  });

  it('answers unknown countries, stray characters, empty and over-long input as invalid, not as errors', async () => {
    const unknown = await check('XX89370400440532013000');
    expect(unknown).toMatchObject({ valid: false, country: null, expectedCheckDigits: null, reasons: ['does not start with a known IBAN country code'] });
    expect((await check('DE89 3704 é')).reasons).toEqual(['contains "é" at index 10, which is not a letter, digit or separator']);
    expect((await check(' - ')).reasons).toEqual(['is empty']);
    expect((await check('__proto__')).valid).toBe(false);
    const long = await check('D'.repeat(1_000_000));
    expect((await check(' '.repeat(999_999) + 'D')).reasons).toEqual(['does not start with a known IBAN country code']);
    expect(long).toMatchObject({ valid: false, iban: null, reasons: ['has more than 34 characters, the most an IBAN has'] });
  });

  it('refuses wrong types and extra fields, naming the field', async () => {
    await expectInvalid('iban-validate', { iban: 5 }, 'iban: must be a string, got an integer');
    await expectInvalid('iban-validate', {}, 'iban: is required');
    await expectInvalid('iban-validate', { iban: 'a'.repeat(1_000_001) }, 'iban: must be at most 1000000 characters');
  });
});
