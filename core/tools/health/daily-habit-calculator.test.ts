import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Span {
  days: number;
  amount: number;
  cost?: number;
}
interface Habit {
  days: number;
  total_amount: number;
  total_cost?: number;
  daily_cost?: number;
  projections: { week: Span; month: Span; year: Span };
  formatted?: Record<string, string>;
  start_date?: string;
  summary: string;
}
const ID = 'daily-habit-calculator';
const habit = (input: Record<string, unknown>) => run<Habit>(ID, input);

describe('daily-habit-calculator', () => {
  it('totals a fixed period with weekly, monthly and yearly projections, to the cent', async () => {
    // python3: 3*2.35*7, 3*2.35*30, 3*2.35*365, 3*2.35 → 49.35000000000001, 211.50000000000003, 2573.2500000000005, 7.050000000000001
    const result = await habit({ daily_amount: 3, cost_per_unit: 2.35, period: 'week', unit: 'cups' });
    expect(result.days).toBe(7);
    expect(result.total_amount).toBe(21);
    expect(result.total_cost).toBeCloseTo(49.35, 10);
    expect(result.daily_cost).toBeCloseTo(7.05, 12);
    expect(result.projections.month).toEqual({ days: 30, amount: 90, cost: expect.closeTo(211.5, 10) });
    expect(result.projections.year).toEqual({ days: 365, amount: 1095, cost: expect.closeTo(2573.25, 10) });
    expect(result.formatted).toEqual({ daily_cost: '7.05', total_cost: '49.35', week: '49.35', month: '211.50', year: '2573.25' });
    expect(result.summary).toBe('3 cups a day for 7 days is 21 cups, costing 49.35 (a year: 1095 cups, 2573.25)');
  });

  it('defaults to a 30-day month and gives no costs without cost_per_unit', async () => {
    const result = await habit({ daily_amount: 8000, unit: 'steps', category: 'walking' });
    expect(result.days).toBe(30);
    expect(result.total_amount).toBe(240_000);
    expect(result.total_cost).toBeUndefined();
    expect(result.formatted).toBeUndefined();
    expect(result.projections.year).toEqual({ days: 365, amount: 2_920_000 });
    expect(result.summary).toBe('walking: 8000 steps a day for 30 days is 240000 steps (a year: 2920000 steps)');
  });

  it('custom counts calendar days inclusively, leap days included', async () => {
    // python3: from datetime import date; (date(2024,3,1)-date(2024,2,1)).days+1, (date(2025,3,1)-date(2025,2,1)).days+1 → 30, 29
    const leap = await habit({ daily_amount: 10, cost_per_unit: 0.42, period: 'custom', start_date: '2024-02-01', end_date: '2024-03-01' });
    expect(leap.days).toBe(30);
    // python3: 10*0.42*30 → 126.0
    expect(leap.total_cost).toBeCloseTo(126, 10);
    expect(leap.formatted!.total_cost).toBe('126.00');
    expect((await habit({ daily_amount: 1, period: 'custom', start_date: '2025-02-01', end_date: '2025-03-01' })).days).toBe(29);
    expect((await habit({ daily_amount: 1, period: 'custom', start_date: '2025-06-15', end_date: '2025-06-15' })).days).toBe(1);
    // Dates are only read for custom.
    const month = await habit({ daily_amount: 1, period: 'month', start_date: '2025-06-15', end_date: '2025-06-01' });
    expect(month.days).toBe(30);
    expect(month.start_date).toBeUndefined();
  });

  it('stays finite at the bounds: the widest span at the largest amounts', async () => {
    // python3: (date(9999,12,31)-date(1,1,1)).days+1 + 366 (year 0000 is a leap year) → 3652425; 1e9*1e9*3652425 → 3.652425e+24
    const result = await habit({ daily_amount: 1e9, cost_per_unit: 1e9, period: 'custom', start_date: '0000-01-01', end_date: '9999-12-31' });
    expect(result.days).toBe(3_652_425);
    expect(result.total_cost).toBeCloseTo(3.652425e24, -10);
    expect(result.formatted!.total_cost).toMatch(/^365242\d{19}\.\d\d$/); // every digit of the double, no exponent
    const zero = await habit({ daily_amount: 0, cost_per_unit: 5, period: 'year' });
    expect([zero.total_amount, zero.total_cost, zero.formatted!.year]).toEqual([0, 0, '0.00']);
  });

  it('refuses an end before the start, missing custom dates and impossible dates, naming the field', async () => {
    await expectInvalid(ID, { daily_amount: 1, period: 'custom', start_date: '2025-03-02', end_date: '2025-03-01' }, 'end_date: 2025-03-01 is before start_date 2025-03-02');
    await expectInvalid(ID, { daily_amount: 1, period: 'custom', end_date: '2025-03-01' }, 'start_date: is required when period is custom');
    await expectInvalid(ID, { daily_amount: 1, period: 'custom', start_date: '2025-03-01' }, 'end_date: is required when period is custom');
    await expectInvalid(ID, { daily_amount: 1, period: 'custom', start_date: '2025-02-29', end_date: '2025-03-01' }, /^start_date: not a valid date: "2025-02-29" \(day 29 does not exist/);
    await expectInvalid(ID, { daily_amount: 1, period: 'custom', start_date: '2025-01-01', end_date: '2025-13-01' }, /^end_date: not a valid date/);
    await expectInvalid(ID, { daily_amount: 1, period: 'custom', start_date: '1 Mar 2025', end_date: '2025-03-01' }, 'start_date: must be a date written YYYY-MM-DD');
  });

  it('refuses out-of-range and hostile input', async () => {
    await expectInvalid(ID, { daily_amount: -1 }, 'daily_amount: must be ≥ 0');
    await expectInvalid(ID, { daily_amount: 1e10 }, 'daily_amount: must be ≤ 1000000000');
    await expectInvalid(ID, { daily_amount: 1, cost_per_unit: -0.5 }, 'cost_per_unit: must be ≥ 0');
    await expectInvalid(ID, { daily_amount: 1, period: 'day' }, 'period: must be one of week, month, year, custom');
    await expectInvalid(ID, { daily_amount: 1, unit: '' }, 'unit: must not be empty');
    await expectInvalid(ID, {}, 'daily_amount: is required');
    await expectInvalid(ID, JSON.parse('{"daily_amount":1,"__proto__":{"period":"custom"}}'), '__proto__: unknown field');
  });
});
