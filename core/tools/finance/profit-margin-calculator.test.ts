import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  mode: string;
  cost: number;
  price: number;
  profit: number;
  margin_percent: number;
  markup_percent: number;
  formulas: { margin: string; markup: string; price: string };
  formatted: { cost: string; price: string; profit: string };
  summary: string;
};
const margin = (input: unknown) => run<Result>('profit-margin-calculator', input);

describe('profit-margin-calculator', () => {
  it('finds margin and markup from cost and price (cost_price, the default)', async () => {
    // python3 -c "c=100;p=125;print(p-c,(p-c)/p*100,(p-c)/c*100)" → 25 20.0 25.0
    expect(await margin({ cost: 100, selling_price: 125 })).toMatchObject({ mode: 'cost_price', price: 125, profit: 25, margin_percent: 20, markup_percent: 25 });
    // python3 -c "c=4.37;p=9.99;print(p-c,(p-c)/p*100,(p-c)/c*100)" → 5.62 56.25625625625625 128.6041189931350 (128.60411899313502)
    const odd = await margin({ cost: 4.37, selling_price: 9.99 });
    expect(odd.profit).toBe(5.62);
    expect(odd.margin_percent).toBe(56.25625625625625);
    expect(odd.markup_percent).toBe(128.60411899313502);
    expect(odd.summary).toBe('Cost 4.37, price 9.99: profit 5.62, margin 56.26%, markup 128.60%.');
  });

  it('gives the price for a target margin: price = cost ÷ (1 − margin)', async () => {
    // python3 -c "c=62.5;m=35;p=c/(1-m/100);print(p,p-c,m/(100-m)*100)" → 96.15384615384615 33.653846153846146 53.84615384615385
    const result = await margin({ cost: 62.5, mode: 'margin', margin: 35 });
    expect(result).toMatchObject({ price: 96.15384615384615, profit: 33.653846153846146, margin_percent: 35, markup_percent: 53.84615384615385 });
    expect(result.formatted).toEqual({ cost: '62.50', price: '96.15', profit: '33.65' });
    expect(result.formulas.price).toBe('price = cost ÷ (1 − margin)');
  });

  it('gives the price for a target markup: price = cost × (1 + markup)', async () => {
    // python3 -c "c=62.5;k=35;p=c*(1+k/100);print(p,p-c,k/(100+k)*100)" → 84.375 21.875 25.925925925925924
    const result = await margin({ cost: 62.5, mode: 'markup', markup: 35 });
    expect(result).toMatchObject({ price: 84.375, profit: 21.875, margin_percent: 25.925925925925924, markup_percent: 35 });
    // Half a cent rounds away from zero in presentation only.
    expect(result.formatted).toEqual({ cost: '62.50', price: '84.38', profit: '21.88' });
  });

  it('agrees with itself across modes: the price a margin gives has that margin', async () => {
    const cost = fc.double({ min: 0.01, max: 1e6, noNaN: true }); // so price ≤ 1e10 stays within selling_price's bound
    const percent = fc.double({ min: 0.01, max: 99.99, noNaN: true });
    await fc.assert(
      fc.asyncProperty(cost, percent, async (c, m) => {
        const byMargin = await margin({ cost: c, mode: 'margin', margin: m });
        const back = await margin({ cost: c, selling_price: byMargin.price });
        expect(Math.abs(back.margin_percent - m) / m).toBeLessThan(1e-9);
        expect(Math.abs(back.markup_percent - byMargin.markup_percent) / byMargin.markup_percent).toBeLessThan(1e-9);
      }),
      { numRuns: 100 },
    );
  });

  it('reports a loss when the price is below cost', async () => {
    // python3 -c "c=50;p=40;print(p-c,(p-c)/p*100,(p-c)/c*100)" → -10 -25.0 -20.0
    const result = await margin({ cost: 50, selling_price: 40 });
    expect(result).toMatchObject({ profit: -10, margin_percent: -25, markup_percent: -20 });
    expect(result.summary).toBe('Cost 50.00, price 40.00: loss -10.00, margin -25.00%, markup -20.00%.');
  });

  it('stays finite at the edges of its bounds', async () => {
    // python3 -c "c=1e12;m=99.9999;print(c/(1-m/100))" → 9.999999999712443e+17 (1 − 0.999999 is not exact in floats)
    const nearly = await margin({ cost: 1e12, mode: 'margin', margin: 99.9999 });
    expect(nearly.price).toBe(9.999999999712443e17);
    expect(Number.isFinite(nearly.markup_percent)).toBe(true);
    const huge = await margin({ cost: 1e12, mode: 'markup', markup: 1_000_000 });
    // python3 -c "print(1e12*(1+1e6/100))" → 1.0001e+16
    expect(huge.price).toBe(1.0001e16);
    // A markup on a near-zero cost overflows a double: a 400, never Infinity.
    await expectInvalid('profit-margin-calculator', { cost: 5e-324, selling_price: 1e12 }, /^cost, selling_price: the result is too large to compute/);
  });

  it('names the field the mode needs when it is missing', async () => {
    await expectInvalid('profit-margin-calculator', { cost: 10 }, 'selling_price: is required when mode is cost_price');
    await expectInvalid('profit-margin-calculator', { cost: 10, mode: 'margin', markup: 20 }, 'margin: is required when mode is margin');
    await expectInvalid('profit-margin-calculator', { cost: 10, mode: 'markup', margin: 20 }, 'markup: is required when mode is markup');
  });

  it('refuses values outside the bounds', async () => {
    await expectInvalid('profit-margin-calculator', { cost: 0, selling_price: 5 }, 'cost: must be > 0');
    await expectInvalid('profit-margin-calculator', { cost: -5, selling_price: 5 }, 'cost: must be > 0');
    await expectInvalid('profit-margin-calculator', { cost: 5, selling_price: 0 }, 'selling_price: must be > 0');
    await expectInvalid('profit-margin-calculator', { cost: 5, mode: 'margin', margin: 100 }, 'margin: must be < 100');
    await expectInvalid('profit-margin-calculator', { cost: 5, mode: 'margin', margin: 0 }, 'margin: must be > 0');
    await expectInvalid('profit-margin-calculator', { cost: 5, mode: 'markup', markup: 0 }, 'markup: must be > 0');
    await expectInvalid('profit-margin-calculator', { cost: 1e13, selling_price: 5 }, 'cost: must be ≤ 1000000000000');
    await expectInvalid('profit-margin-calculator', { cost: 5, mode: 'discount' }, 'mode: must be one of cost_price, margin, markup');
    await expectInvalid('profit-margin-calculator', JSON.parse('{"cost":5,"selling_price":6,"__proto__":{"mode":"margin"}}'), '__proto__: unknown field');
    const envelope = await call('profit-margin-calculator', { cost: '5', selling_price: 6 });
    expect(envelope).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', message: 'cost: must be a number, got a string' } });
  });
});
