import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { valid: boolean | null; checkDigit: string; result: string };

const validate = (number: string) => run<Result>('luhn', { number });
const checkDigit = (number: string) => run<Result>('luhn', { number, action: 'checkDigit' });

describe('luhn', () => {
  it('validates as python-stdnum luhn.is_valid does', async () => {
    // /usr/bin/python3 -c "from stdnum import luhn; print(luhn.is_valid('4111111111111111'), luhn.is_valid('79927398710'), luhn.is_valid('79927398713'), luhn.is_valid('0'))"
    // → True False True True
    expect((await validate('4111-1111-1111-1111')).valid).toBe(true);
    expect(await validate('79927398710')).toEqual({ valid: false, checkDigit: '3', result: '79927398710' });
    expect((await validate('79927398713')).valid).toBe(true);
    expect(await validate('0')).toEqual({ valid: true, checkDigit: '0', result: '0' });
  });

  it('calculates check digits as luhn.calc_check_digit does', async () => {
    // /usr/bin/python3 -c "from stdnum import luhn; print(luhn.calc_check_digit('49015420323751'), luhn.calc_check_digit('7992739871'), luhn.calc_check_digit('9'))" → 8 3 1
    expect(await checkDigit('49015420323751')).toEqual({ valid: null, checkDigit: '8', result: '490154203237518' });
    expect((await checkDigit('7992739871')).checkDigit).toBe('3');
    expect((await checkDigit('9')).result).toBe('91');
  });

  it('holds the 1,000,000-character bound (luhn.calc_check_digit("1"*999999) → 1)', async () => {
    expect((await checkDigit('1'.repeat(999_999))).checkDigit).toBe('1');
    expect((await validate('1'.repeat(999_999) + '1')).valid).toBe(true);
    await expectInvalid('luhn', { number: '1'.repeat(1_000_001) }, 'number: must be at most 1000000 characters');
  });

  it('every appended check digit validates, and any one-digit change breaks it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^\d{1,30}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), async (payload, at, delta) => {
        const { result } = await checkDigit(payload);
        expect((await validate(result)).valid).toBe(true);
        const index = at % result.length;
        const changed = result.slice(0, index) + String((Number(result[index]) + delta) % 10) + result.slice(index + 1);
        expect((await validate(changed)).valid).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses what has no Luhn answer, naming the field', async () => {
    await expectInvalid('luhn', { number: '' }, 'number: has no digits');
    await expectInvalid('luhn', { number: ' - ' }, 'number: has no digits');
    await expectInvalid('luhn', { number: '4111a' }, 'number: "a" at index 4 is not a digit (spaces and dashes are allowed between digits)');
    await expectInvalid('luhn', { number: '１２' }, /^number: "１" at index 0 is not a digit/);
    await expectInvalid('luhn', { number: '__proto__' }, /^number: "_" at index 0/);
    await expectInvalid('luhn', { number: 4111 }, 'number: must be a string, got an integer');
    await expectInvalid('luhn', { number: '1', action: 'check' }, /^action: must be one of validate, checkDigit/);
  });
});
