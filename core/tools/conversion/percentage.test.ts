import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Mode = 'of' | 'change' | 'increase' | 'decrease' | 'what_percent';
type Result = { result: number; expression: string };
const percentage = (mode: Mode, x: number, y: number) => run<Result>('percentage', { mode, x, y });
const result = async (mode: Mode, x: number, y: number) => (await percentage(mode, x, y)).result;

describe('percentage', () => {
  it('computes each mode', async () => {
    expect(await percentage('of', 25, 200)).toEqual({ result: 50, expression: '25% of 200 = 50' });
    expect(await percentage('change', 50, 75)).toEqual({ result: 50, expression: 'change from 50 to 75 = +50%' });
    expect(await percentage('change', 80, 60)).toEqual({ result: -25, expression: 'change from 80 to 60 = -25%' });
    expect(await percentage('increase', 200, 10)).toEqual({ result: 220, expression: '200 increased by 10% = 220' });
    expect(await percentage('decrease', 200, 10)).toEqual({ result: 180, expression: '200 decreased by 10% = 180' });
    expect(await percentage('what_percent', 50, 200)).toEqual({ result: 25, expression: '50 is 25% of 200' });
  });

  it('computes on the decimals as written, without binary float error', async () => {
    // python3: float(Fraction('19.99') * Fraction('1.15')) → 22.9885, while 19.99 * 1.15 → 22.988499999999995
    expect(await result('increase', 19.99, 15)).toBe(22.9885);
    // python3: float((Fraction('0.3') - Fraction('0.1')) / Fraction('0.1') * 100) → 200.0, floats give 199.99999999999997
    expect(await result('change', 0.1, 0.3)).toBe(200);
    // python3: float(Fraction('33.3') * 3 / 100) → 0.999, floats give 0.9989999999999999
    expect(await result('of', 33.3, 3)).toBe(0.999);
    expect(await result('of', 10, 0.3)).toBe(0.03);
  });

  it('rounds an inexact answer once to the nearest double and shows 12 digits with ≈', async () => {
    // python3: float(Fraction(100, 3)) → 33.333333333333336
    expect(await percentage('what_percent', 1, 3)).toEqual({ result: 33.333333333333336, expression: '1 is ≈33.3333333333% of 3' });
    expect(await percentage('change', 3, 2)).toEqual({ result: -33.333333333333336, expression: 'change from 3 to 2 ≈ -33.3333333333%' });
    expect(await percentage('of', 1, 1 / 3)).toMatchObject({ expression: '1% of 0.3333333333333333 ≈ 0.00333333333333' });
  });

  it('measures change relative to |x|, so a rise is positive from a negative start', async () => {
    expect(await percentage('change', -50, -25)).toEqual({ result: 50, expression: 'change from -50 to -25 = +50%' });
    expect(await result('change', -50, -100)).toBe(-100);
    expect(await percentage('change', 5, 5)).toEqual({ result: 0, expression: 'change from 5 to 5 = 0%' });
  });

  it('takes negative percentages and decreases past 100%', async () => {
    expect(await result('increase', 200, -10)).toBe(180);
    expect(await result('decrease', 100, 150)).toBe(-50);
    expect(await result('of', -5, 200)).toBe(-10);
    expect(await result('of', 0, -3)).toBe(0);
    expect(Object.is(await result('of', 0, -3), -0)).toBe(false);
  });

  it('refuses a division by zero, naming the field', async () => {
    await expectInvalid('percentage', { mode: 'change', x: 0, y: 5 }, 'x: cannot compute a percent change from 0 (it would divide by zero)');
    await expectInvalid('percentage', { mode: 'change', x: 0, y: 0 }, /^x: cannot compute a percent change from 0/);
    await expectInvalid('percentage', { mode: 'what_percent', x: 5, y: 0 }, /^y: cannot compute what percent of 0/);
    await expectInvalid('percentage', { mode: 'what_percent', x: 0, y: -0 }, /^y: /);
    expect(await result('of', 5, 0)).toBe(0);
  });

  it('refuses a result beyond the largest double instead of answering Infinity', async () => {
    const tooLarge = /^x, y: the result is beyond the largest representable number/;
    await expectInvalid('percentage', { mode: 'of', x: 1e308, y: 1e308 }, tooLarge);
    await expectInvalid('percentage', { mode: 'increase', x: 1.7976931348623157e308, y: 100 }, tooLarge);
    await expectInvalid('percentage', { mode: 'what_percent', x: 1e308, y: 1e-308 }, tooLarge);
    await expectInvalid('percentage', { mode: 'change', x: 1e-308, y: 1e308 }, tooLarge);
    // Large but representable: exact, where x * y would overflow first in floats.
    expect(await result('of', 1e308, 2)).toBe(2e306);
    expect(await result('of', -1.7976931348623157e308, 100)).toBe(-1.7976931348623157e308);
  });

  it('lets a tiny result underflow to 0 or a subnormal', async () => {
    // python3: float(Fraction('5e-324') / 100) → 0.0
    expect(await result('of', 5e-324, 1)).toBe(0);
    expect(await result('of', 100, 5e-324)).toBe(5e-324);
  });

  it('refuses wrong types, bad modes and missing fields', async () => {
    await expectInvalid('percentage', { mode: 'of', x: '25', y: 200 }, 'x: must be a number, got a string');
    await expectInvalid('percentage', { mode: 'of', x: 25, y: null }, 'y: must be a number, got null');
    await expectInvalid('percentage', { mode: 'ratio', x: 1, y: 2 }, 'mode: must be one of of, change, increase, decrease, what_percent');
    await expectInvalid('percentage', { mode: 'of', x: 1 }, 'y: is required');
    await expectInvalid('percentage', { mode: 'of', x: Infinity, y: 1 }, /^x: /);
    await expectInvalid('percentage', { mode: 'of', x: 1, y: NaN }, /^y: /);
    await expectInvalid('percentage', JSON.parse('{"mode":"of","x":1,"y":2,"__proto__":{"x":3}}'), '__proto__: unknown field');
  });

  it('matches a single float operation on small integers, which rounds only once', async () => {
    // For integers whose products stay below 2^53 the numerator is exact in floats, so one division is correctly rounded.
    const int = fc.integer({ min: -1_000_000, max: 1_000_000 });
    await fc.assert(
      fc.asyncProperty(int, int, async (x, y) => {
        expect(await result('of', x, y)).toBe((x * y) / 100 || 0);
        expect(await result('increase', x, y)).toBe((x * 100 + x * y) / 100 || 0);
        expect(await result('decrease', x, y)).toBe((x * 100 - x * y) / 100 || 0);
        if (x !== 0) expect(await result('change', x, y)).toBe(((y - x) * 100) / Math.abs(x) || 0);
        if (y !== 0) expect(await result('what_percent', x, y)).toBe((x * 100) / y || 0);
      }),
    );
  });

  it('never answers a non-finite number for any finite input', async () => {
    const modes = fc.constantFrom<Mode>('of', 'change', 'increase', 'decrease', 'what_percent');
    const double = fc.double({ noNaN: true, noDefaultInfinity: true });
    await fc.assert(
      fc.asyncProperty(modes, double, double, async (mode, x, y) => {
        const envelope = await call('percentage', { mode, x, y });
        if (envelope.success) expect(Number.isFinite((envelope.result as Result).result)).toBe(true);
        else expect(envelope.error.code).toBe('VALIDATION_ERROR');
      }),
      { numRuns: 200 },
    );
  });
});
