import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  valid: boolean;
  reason: string | null;
  type: string | null;
  checkDigit: string | null;
  expectedCheckDigit: string | null;
  gtin14: string | null;
  prefixUse: string | null;
}

const check = (code: string) => run<Result>('gtin-validate', { code });

describe('gtin-validate', () => {
  it('accepts what python-stdnum ean accepts, with the check digit it calculates', async () => {
    // /usr/bin/python3 -c "from stdnum import ean; print(ean.validate(x), ean.calc_check_digit(x[:-1]))" for each:
    // all valid; check digits 1 2 4 2 7 3 0
    const cases: [string, string, string][] = [
      ['4006381333931', 'GTIN-13 (EAN-13)', '1'],
      ['036000291452', 'GTIN-12 (UPC-A)', '2'],
      ['96385074', 'GTIN-8 (EAN-8)', '4'],
      ['10012345678902', 'GTIN-14', '2'],
      ['9780306406157', 'GTIN-13 (EAN-13)', '7'],
      ['9771234567003', 'GTIN-13 (EAN-13)', '3'],
      ['00000000', 'GTIN-8 (EAN-8)', '0'],
    ];
    for (const [code, type, digit] of cases) {
      expect(await check(code), code).toMatchObject({ valid: true, reason: null, type, checkDigit: digit, expectedCheckDigit: digit, gtin14: code.padStart(14, '0') });
    }
  });

  it('refuses what python-stdnum ean refuses', async () => {
    // ean.validate('036000291453'), ean.validate('96385075') → InvalidChecksum; ean.validate('12345') → InvalidLength
    expect(await check('036000291453')).toMatchObject({ valid: false, reason: 'wrong check digit: 3 given, 2 expected', gtin14: null });
    expect(await check('96385075')).toMatchObject({ valid: false, expectedCheckDigit: '4' });
    expect(await check('12345')).toMatchObject({ valid: false, reason: 'has 5 digits; a GTIN has 8, 12, 13 or 14', type: null });
  });

  it('names the Bookland prefixes', async () => {
    expect((await check('978-0-306-40615-7')).prefixUse).toBe('ISBN (books)');
    expect((await check('9771234567003')).prefixUse).toBe('ISSN (serials)');
    // /usr/bin/python3: ismn.validate('979-0-060-11561-5') and ean.validate('9790060115615') both pass
    expect(await check('9790060115615')).toMatchObject({ valid: true, prefixUse: 'ISMN (printed music)' });
    expect((await check('4006381333931')).prefixUse).toBeNull();
  });

  it('catches every single-digit error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('4006381333931', '036000291452', '96385074', '10012345678902'), fc.nat(), fc.integer({ min: 1, max: 9 }), async (code, at, delta) => {
        const index = at % code.length;
        const changed = code.slice(0, index) + String((Number(code[index]) + delta) % 10) + code.slice(index + 1);
        expect((await check(changed)).valid).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('answers bad characters, empty and huge codes as invalid, not as errors', async () => {
    expect((await check('')).reason).toBe('has no digits');
    expect((await check('4006381333931x')).reason).toBe('contains "x" at index 13, which is not a digit, space or dash');
    expect((await check('__proto__')).valid).toBe(false);
    expect((await check('1'.repeat(1_000_000))).reason).toBe('has more than 14 digits; a GTIN has 8, 12, 13 or 14');
    expect((await check(' '.repeat(999_987) + '4006381333931')).valid).toBe(true);
  });

  it('refuses wrong types and over-long input, naming the field', async () => {
    await expectInvalid('gtin-validate', { code: 4006381333931 }, 'code: must be a string, got an integer');
    await expectInvalid('gtin-validate', {}, 'code: is required');
    await expectInvalid('gtin-validate', { code: '1'.repeat(1_000_001) }, 'code: must be at most 1000000 characters');
  });
});
