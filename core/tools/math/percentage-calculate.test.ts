import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Mode = 'percent_of' | 'what_percent' | 'percent_change';
type Result = { result: number; expression: string; difference?: number; direction?: string; formula: string };
const calc = (mode: Mode, a: number, b: number) => run<Result>('percentage-calculate', { mode, a, b });
const result = async (mode: Mode, a: number, b: number) => (await calc(mode, a, b)).result;

describe('percentage-calculate', () => {
  it('computes each mode with its formula and echoes the inputs', async () => {
    expect(await calc('percent_of', 25, 200)).toEqual({ mode: 'percent_of', a: 25, b: 200, result: 50, formula: 'a × b / 100', expression: '25% of 200 = 50' });
    expect(await calc('what_percent', 50, 200)).toEqual({ mode: 'what_percent', a: 50, b: 200, result: 25, formula: 'a / b × 100', expression: '50 is 25% of 200' });
    // python3: float((F(60)-F(80))/80*100) → -25.0
    expect(await calc('percent_change', 80, 60)).toEqual({
      mode: 'percent_change', a: 80, b: 60, result: -25, difference: -20, direction: 'decrease',
      formula: '(b − a) / |a| × 100', expression: 'from 80 to 60 = -25%',
    });
    expect(await calc('percent_change', 5, 5)).toMatchObject({ result: 0, difference: 0, direction: 'no change', expression: 'from 5 to 5 = 0%' });
  });

  it('computes on the decimals as written, without binary float error', async () => {
    // python3: from fractions import Fraction as F; float(F('19.99')*F('15')/100) → 2.9985
    expect(await result('percent_of', 19.99, 15)).toBe(2.9985);
    // python3: float((F('0.3')-F('0.1'))/F('0.1')*100) → 200.0 (floats give 199.99999999999997)
    expect(await calc('percent_change', 0.1, 0.3)).toMatchObject({ result: 200, difference: 0.2 });
    // python3: float(F('0.07')/F('0.7')*100) → 10.0, while 0.07/0.7*100 → 10.000000000000002
    expect(await result('what_percent', 0.07, 0.7)).toBe(10);
    // python3: float(F('33.3')*3/100) → 0.999
    expect(await result('percent_of', 33.3, 3)).toBe(0.999);
  });

  it('rounds an inexact answer once and marks the shown digits with ≈', async () => {
    // python3: float(F(2)/F(3)*100) → 66.66666666666667
    expect(await calc('what_percent', 2, 3)).toMatchObject({ result: 66.66666666666667, expression: '2 is ≈66.6666666667% of 3' });
  });

  it('measures change from |a|, so a rise from a negative start is positive', async () => {
    // python3: float((F(-25)-F(-50))/abs(F(-50))*100) → 50.0
    expect(await calc('percent_change', -50, -25)).toMatchObject({ result: 50, direction: 'increase', expression: 'from -50 to -25 = +50%' });
    expect(await result('percent_change', -50, -100)).toBe(-100);
  });

  it('refuses a division by zero, naming the field', async () => {
    await expectInvalid('percentage-calculate', { mode: 'what_percent', a: 5, b: 0 }, 'b: cannot be 0 in what_percent (a percent of 0 would divide by zero)');
    await expectInvalid('percentage-calculate', { mode: 'percent_change', a: 0, b: 5 }, 'a: cannot be 0 in percent_change (a change from 0 would divide by zero)');
    await expectInvalid('percentage-calculate', { mode: 'percent_change', a: -0, b: 0 }, /^a: /);
    expect(await result('percent_of', 5, 0)).toBe(0);
    expect(await result('what_percent', 0, 5)).toBe(0);
  });

  it('refuses a result beyond the largest double and handles huge representable ones exactly', async () => {
    const tooLarge = /^a, b: the result is beyond the largest representable number/;
    await expectInvalid('percentage-calculate', { mode: 'percent_of', a: 1e308, b: 1e308 }, tooLarge);
    await expectInvalid('percentage-calculate', { mode: 'what_percent', a: 1e308, b: 1e-308 }, tooLarge);
    await expectInvalid('percentage-calculate', { mode: 'percent_change', a: 1e-308, b: 1e308 }, tooLarge);
    // python3: float(F('1e308')*F('2')/100) → 2e+306 (1e308 * 2 overflows in floats first)
    expect(await result('percent_of', 1e308, 2)).toBe(2e306);
    expect(await result('percent_of', 5e-324, 1)).toBe(0);
  });

  it('refuses wrong types, unknown modes, missing fields and __proto__ keys', async () => {
    await expectInvalid('percentage-calculate', { mode: 'percent_of', a: '25', b: 200 }, 'a: must be a number, got a string');
    await expectInvalid('percentage-calculate', { mode: 'of', a: 1, b: 2 }, 'mode: must be one of percent_of, what_percent, percent_change');
    await expectInvalid('percentage-calculate', { mode: 'percent_of', a: 1 }, 'b: is required');
    await expectInvalid('percentage-calculate', JSON.parse('{"mode":"percent_of","a":1,"b":2,"__proto__":{"a":3}}'), '__proto__: unknown field');
  });

  it('matches one float operation on small integers, where floats round only once', async () => {
    const int = fc.integer({ min: -1_000_000, max: 1_000_000 });
    await fc.assert(
      fc.asyncProperty(int, int, async (a, b) => {
        expect(await result('percent_of', a, b)).toBe((a * b) / 100 || 0);
        if (b !== 0) expect(await result('what_percent', a, b)).toBe((a * 100) / b || 0);
        if (a !== 0) expect(await result('percent_change', a, b)).toBe(((b - a) * 100) / Math.abs(a) || 0);
      }),
      { numRuns: 100 },
    );
  });

  it('never answers a non-finite number for any finite input', async () => {
    const modes = fc.constantFrom<Mode>('percent_of', 'what_percent', 'percent_change');
    const double = fc.double({ noNaN: true, noDefaultInfinity: true });
    await fc.assert(
      fc.asyncProperty(modes, double, double, async (mode, a, b) => {
        const envelope = await call('percentage-calculate', { mode, a, b });
        if (envelope.success) expect(Number.isFinite((envelope.result as Result).result)).toBe(true);
        else expect(envelope.error.code).toBe('VALIDATION_ERROR');
      }),
      { numRuns: 150 },
    );
  });
});
