import { describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  valid: boolean;
  reason: string | null;
  luhnValid: boolean;
  luhnRequired: boolean;
  brand: string | null;
  brandName: string | null;
  lengthValid: boolean;
  validLengths: number[];
  digits: number;
  masked: string | null;
};
const check = (number: string) => run<Result>('credit-card-validate', { number });

/*
 * Known answers: the test card numbers published by Stripe (docs.stripe.com/testing), PayPal
 * (developer.paypal.com, "Credit card numbers for testing") and Ingenico ePayments (Maestro testing
 * page), and the Wikipedia Luhn example.
 * Numbers marked "python3 Luhn" were completed with a check digit by a ten-line Luhn in Python.
 */
const PUBLISHED: [string, string][] = [
  ['4242424242424242', 'visa'], // Stripe
  ['4000056655665556', 'visa'], // Stripe, debit
  ['4000002500001001', 'visa'], // Stripe, Cartes Bancaires co-brand
  ['4111111111111111', 'visa'], // PayPal
  ['4012888888881881', 'visa'], // PayPal
  ['4222222222222', 'visa'], // PayPal, 13 digits
  ['5555555555554444', 'mastercard'], // Stripe
  ['2223003122003222', 'mastercard'], // Stripe, 2-series
  ['5200828282828210', 'mastercard'], // Stripe, debit
  ['5105105105105100', 'mastercard'], // Stripe, prepaid
  ['378282246310005', 'amex'], // Stripe
  ['371449635398431', 'amex'], // Stripe
  ['378734493671000', 'amex'], // PayPal, corporate
  ['6011111111111117', 'discover'], // Stripe
  ['6011000990139424', 'discover'], // Stripe
  ['6011981111111113', 'discover'], // Stripe, debit
  ['6555900000604105', 'discover'], // Stripe, BC card / DinaCard on Discover's 65
  ['3056930009020004', 'diners'], // Stripe
  ['36227206271667', 'diners'], // Stripe, 14 digits
  ['30569309025904', 'diners'], // PayPal
  ['38520000023237', 'diners'], // PayPal
  ['3566002020360505', 'jcb'], // Stripe
  ['3530111333300000', 'jcb'], // PayPal
  ['6200000000000005', 'unionpay'], // Stripe
  ['6200000000000047', 'unionpay'], // Stripe, debit
  ['6205500000000000004', 'unionpay'], // Stripe, 19 digits
  ['6304939304310009610', 'maestro'], // Ingenico ePayments Maestro test card, 19 digits
];

describe('credit-card-validate', () => {
  it('is a validation tool on the MCP surface', () => {
    expect(get('credit-card-validate')).toMatchObject({ category: 'validation', mcp: true });
  });

  it('accepts the published test numbers with their brands', async () => {
    for (const [number, brand] of PUBLISHED) {
      const result = await check(number);
      expect({ number, valid: result.valid, brand: result.brand, luhnValid: result.luhnValid, lengthValid: result.lengthValid, reason: result.reason }).toEqual({
        number,
        valid: true,
        brand,
        luhnValid: true,
        lengthValid: true,
        reason: null,
      });
    }
  });

  it('describes a number fully, with spaces or dashes between digits', async () => {
    const expected = {
      valid: true,
      reason: null,
      luhnValid: true,
      luhnRequired: true,
      brand: 'amex',
      brandName: 'American Express',
      lengthValid: true,
      validLengths: [15],
      digits: 15,
      masked: '***********0005',
    };
    expect(await check('3782 822463 10005')).toEqual(expected);
    expect(await check('3782-822463-10005')).toEqual(expected);
    expect(await check(' 3782-8224 6310-005 ')).toEqual(expected);
  });

  it('never returns the full number, only the last four digits', async () => {
    for (const [number] of PUBLISHED) {
      const envelope = await call('credit-card-validate', { number });
      expect(JSON.stringify(envelope)).not.toContain(number);
      expect(JSON.stringify(envelope)).not.toContain(number.slice(0, 6));
      if (envelope.success) expect((envelope.result as Result).masked).toBe('*'.repeat(number.length - 4) + number.slice(-4));
    }
    // Under 12 digits the last four could be most of the number: all masked.
    expect((await check('4242')).masked).toBe('****');
    expect((await check('79927398713')).masked).toBe('***********');
    // Nor in a refusal.
    const refused = await call('credit-card-validate', { number: '4242424242424242', extra: 1 });
    expect(JSON.stringify(refused)).not.toContain('4242424242424242');
  });

  it('fails the Luhn check when a digit is changed', async () => {
    expect(await check('378282246310006')).toMatchObject({ valid: false, luhnValid: false, lengthValid: true, brand: 'amex', reason: 'fails the Luhn check' });
    expect(await check('4242424242424241')).toMatchObject({ valid: false, luhnValid: false, reason: 'fails the Luhn check' });
  });

  it('checks the lengths each brand issues', async () => {
    // python3 Luhn: 400000000000006 (15-digit Visa prefix), 3400000000000000 (16-digit Amex prefix)
    expect(await check('400000000000006')).toMatchObject({ valid: false, luhnValid: true, lengthValid: false, reason: 'has 15 digits; Visa numbers have 13, 16 or 19' });
    expect(await check('3400000000000000')).toMatchObject({ valid: false, luhnValid: true, reason: 'has 16 digits; American Express numbers have 15' });
    expect(await check('4000000000000000006')).toMatchObject({ valid: true, brand: 'visa', digits: 19 });
    expect(await check('501800000009')).toMatchObject({ valid: true, brand: 'maestro', digits: 12 });
    expect(await check('4242')).toMatchObject({ valid: false, brand: 'visa', reason: 'has 4 digits; Visa numbers have 13, 16 or 19' });
    expect(await check('30950000000000')).toMatchObject({ valid: true, brand: 'diners', validLengths: [14, 15, 16, 17, 18, 19] });
  });

  it('reads the Mastercard 2-series and Mir ranges to their edges (python3 Luhn check digits)', async () => {
    expect((await check('2221000000000009')).brand).toBe('mastercard');
    expect((await check('2720000000000005')).brand).toBe('mastercard');
    expect((await check('2220000000000000')).brand).toBeNull();
    expect((await check('2721000000000004')).brand).toBeNull();
    expect(await check('2200000000000004')).toMatchObject({ valid: true, brand: 'mir', brandName: 'Mir' });
    expect((await check('2204000000000000')).brand).toBe('mir');
  });

  it('reads the Maestro prefixes (python3 Luhn check digits)', async () => {
    expect((await check('6759000000000000')).brand).toBe('maestro');
    expect((await check('6763000000000004')).brand).toBe('maestro');
    expect((await check('5893000000000009')).brand).toBe('maestro');
    expect((await check('6764000000000003')).brand).toBeNull();
  });

  it('gives Discover its co-branded 622126–622925 inside UnionPay\'s 62', async () => {
    expect((await check('6221260000000000')).brand).toBe('discover');
    expect((await check('6229250000000003')).brand).toBe('discover');
    expect((await check('6221250000000001')).brand).toBe('unionpay');
    expect((await check('6200000000000000000')).brand).toBe('unionpay');
  });

  it('does not require Luhn of UnionPay, but reports it', async () => {
    expect(await check('6200000000000006')).toMatchObject({ valid: true, luhnValid: false, luhnRequired: false, brand: 'unionpay', reason: null });
  });

  it('lets a Luhn-valid number of an unlisted network of 12 to 19 digits pass, brand null', async () => {
    expect(await check('9860000000000000')).toMatchObject({ valid: true, brand: null, brandName: null, validLengths: [12, 13, 14, 15, 16, 17, 18, 19] });
    // Wikipedia's Luhn example: valid checksum, but 11 digits are too few for a card.
    expect(await check('79927398713')).toMatchObject({ valid: false, luhnValid: true, lengthValid: false, reason: 'has 11 digits; card numbers have 12 to 19' });
  });

  it('says why text that is not a card number is invalid, without a 400', async () => {
    expect(await check('')).toMatchObject({ valid: false, reason: 'has no digits', digits: 0, masked: null, luhnValid: false });
    expect(await check(' - - ')).toMatchObject({ valid: false, reason: 'has no digits' });
    expect(await check('4242 4242 4242 424x')).toMatchObject({
      valid: false,
      reason: 'contains "x" at index 18, which is not a digit, space or dash',
      luhnValid: false,
      lengthValid: false,
      brand: null,
      masked: null,
      digits: 15,
    });
    expect((await check('4242.4242.4242.4242')).reason).toBe('contains "." at index 4, which is not a digit, space or dash');
    expect((await check('４２４２')).reason).toBe('contains "４" at index 0, which is not a digit, space or dash');
    expect((await check('\uD800')).valid).toBe(false);
    expect(await check('1'.repeat(20))).toMatchObject({ valid: false, reason: 'has 20 digits; card numbers have at most 19', masked: null, digits: 20 });
  });

  it('answers a million digits quickly and refuses one character more', async () => {
    expect(await check('4'.repeat(1_000_000))).toMatchObject({ valid: false, digits: 1_000_000, masked: null });
    await expectInvalid('credit-card-validate', { number: '4'.repeat(1_000_001) }, 'number: must be at most 1000000 characters');
  });

  it('refuses a number sent as a JSON number, missing fields and unknown fields', async () => {
    await expectInvalid('credit-card-validate', { number: 4242424242424242 }, 'number: must be a string, got an integer');
    await expectInvalid('credit-card-validate', {}, 'number: is required');
    await expectInvalid('credit-card-validate', { number: '4242424242424242', cvv: '123' }, 'cvv: unknown field');
    await expectInvalid('credit-card-validate', JSON.parse('{"number": "4", "__proto__": {"valid": true}}'), '__proto__: unknown field');
  });
});
