import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  net: number;
  vat: number;
  gross: number;
  result: number;
  vat_fraction: string;
  formatted: { net: string; vat: string; gross: string };
  summary: string;
};
const vat = (amount: number, vat_rate: number, mode?: string) => run<Result>('vat-calculator', { amount, vat_rate, ...(mode ? { mode } : {}) });

describe('vat-calculator', () => {
  it('adds VAT to a net amount', async () => {
    expect(await vat(250, 20)).toMatchObject({ net: 250, vat: 50, gross: 300, result: 300 });
    // python3 -c "from decimal import *; n=Decimal('19.99'); v=n*Decimal('0.18'); print(v, n+v)" → 3.5982 23.5882
    const kdv = await vat(19.99, 18);
    expect(kdv.vat).toBeCloseTo(3.5982, 12);
    expect(kdv.formatted).toEqual({ net: '19.99', vat: '3.60', gross: '23.59' });
  });

  it('extracts VAT with the VAT fractions HMRC publishes (VAT Notice 700: 1/6 at 20 %, 1/21 at 5 %, 7/47 at 17.5 %)', async () => {
    // HMRC: the VAT in a £120 standard-rated gross price is 120 × 1/6 = £20.
    expect(await vat(120, 20, 'extract')).toMatchObject({ vat: 20, net: 100, gross: 120, result: 20, vat_fraction: '1/6' });
    expect((await vat(21, 5, 'extract')).vat_fraction).toBe('1/21');
    expect((await vat(47, 17.5, 'extract')).vat_fraction).toBe('7/47');
    expect((await vat(47, 17.5, 'extract')).vat).toBeCloseTo(7, 12);
    // python3 -c "from decimal import *; v=Decimal('99.99')/6; print(v, v.quantize(Decimal('0.01'), ROUND_HALF_UP))" → 16.665 16.67
    const odd = await vat(99.99, 20, 'extract');
    expect(odd.vat).toBeCloseTo(16.665, 12);
    expect(odd.formatted).toEqual({ net: '83.32', vat: '16.67', gross: '99.99' });
    expect(odd.summary).toBe('99.99 includes 16.67 VAT at 20% (1/6 of it); net 83.32');
  });

  it('removes VAT from a gross amount', async () => {
    const removed = await vat(1000, 20, 'remove');
    // python3 -c "print(1000/1.2, 1000-1000/1.2)" → 833.3333333333334 166.66666666666663
    expect(removed.net).toBeCloseTo(833.3333333333334, 10);
    expect(removed.result).toBe(removed.net);
    expect(removed.formatted).toEqual({ net: '833.33', vat: '166.67', gross: '1000.00' });
    expect(removed.summary).toBe('1000.00 without 20% VAT (166.67) = 833.33');
  });

  it('shows amounts to cents that add up, rounding the figures the mode starts from or asks for', async () => {
    // python3 -c "print(99.99/1.2)" → 83.325 (83.33 half up); the VAT shown is then 99.99 − 83.33 = 16.66
    expect((await vat(99.99, 20, 'remove')).formatted).toEqual({ net: '83.33', vat: '16.66', gross: '99.99' });
    // python3 -c "from decimal import *; print(Decimal('0.125')*Decimal('0.2'))" → 0.0250: net 0.13 (half up) + VAT 0.03 = 0.16
    expect((await vat(0.125, 20)).formatted).toEqual({ net: '0.13', vat: '0.03', gross: '0.16' });
    for (const [amount, rate] of [[10.05, 7.7], [0.01, 19], [123456.78, 8.5], [999999999999.99, 27]]) {
      for (const mode of ['add', 'remove', 'extract']) {
        const shown = (await vat(amount!, rate!, mode)).formatted;
        expect(Math.round(Number(shown.net) * 100) + Math.round(Number(shown.vat) * 100), `${amount} ${rate} ${mode}`).toBe(Math.round(Number(shown.gross) * 100));
      }
    }
  });

  it('reduces the VAT fraction of any rate', async () => {
    // python3 -c "from fractions import Fraction as F; print(F('8.25')/(100+F('8.25')), F(21,121), F(100,200))" → 33/433 21/121 1/2
    expect((await vat(1, 8.25)).vat_fraction).toBe('33/433');
    expect((await vat(1, 21)).vat_fraction).toBe('21/121');
    expect((await vat(1, 100)).vat_fraction).toBe('1/2');
    expect((await vat(1, 0)).vat_fraction).toBe('0');
  });

  it('handles zero amounts, zero rates and the largest amount', async () => {
    expect(await vat(0, 20)).toMatchObject({ net: 0, vat: 0, gross: 0 });
    expect(await vat(50, 0, 'remove')).toMatchObject({ net: 50, vat: 0, gross: 50 });
    // python3 -c "print(1e12*1.2)" → 1200000000000.0
    expect((await vat(1e12, 20)).formatted.gross).toBe('1200000000000.00');
    expect((await vat(1e12, 20, 'extract')).formatted.vat).toBe('166666666666.67');
  });

  it('refuses impossible input, naming the field', async () => {
    await expectInvalid('vat-calculator', { amount: -1, vat_rate: 20 }, /^amount: /);
    await expectInvalid('vat-calculator', { amount: 1e13, vat_rate: 20 }, /^amount: /);
    await expectInvalid('vat-calculator', { amount: 10, vat_rate: -5 }, /^vat_rate: /);
    await expectInvalid('vat-calculator', { amount: 10, vat_rate: 101 }, /^vat_rate: /);
    await expectInvalid('vat-calculator', { amount: 10, vat_rate: 20, mode: 'include' }, /^mode: /);
    await expectInvalid('vat-calculator', { amount: 10 }, 'vat_rate: is required');
    await expectInvalid('vat-calculator', JSON.parse('{"amount":1,"vat_rate":20,"__proto__":{"mode":"remove"}}'), '__proto__: unknown field');
  });
});
