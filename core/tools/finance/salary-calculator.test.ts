import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Pay = Record<'hourly' | 'daily' | 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'quarterly' | 'annual', number>;
type Result = { pay: Pay; formatted: Record<keyof Pay, string>; assumptions: { hours_per_day: number; hours_per_year: number }; note: string };
const salary = (input: Record<string, unknown>) => run<Result>('salary-calculator', input);

describe('salary-calculator', () => {
  it('converts an annual salary to every period on 52 weeks and 260 days', async () => {
    const { pay, formatted } = await salary({ amount: 75000 });
    // python3 -c "a=75000; print(a/2080, a/260, a/52, a/26, a/24, a/12, a/4)"
    // → 36.05769230769231 288.46153846153845 1442.3076923076924 2884.6153846153848 3125.0 6250.0 18750.0
    expect(pay.hourly).toBeCloseTo(36.05769230769231, 10);
    expect(pay.daily).toBeCloseTo(288.46153846153845, 10);
    expect(pay.weekly).toBeCloseTo(1442.3076923076924, 10);
    expect(pay.biweekly).toBeCloseTo(2884.6153846153848, 10);
    expect(pay).toMatchObject({ semimonthly: 3125, monthly: 6250, quarterly: 18750, annual: 75000 });
    expect(formatted).toEqual({
      hourly: '36.06',
      daily: '288.46',
      weekly: '1442.31',
      biweekly: '2884.62',
      semimonthly: '3125.00',
      monthly: '6250.00',
      quarterly: '18750.00',
      annual: '75000.00',
    });
  });

  it('converts from each period through the annual figure', async () => {
    // python3 -c "print(3000*12, 3000*12/2080, 3000*12/260)" → 36000 17.307692307692307 138.46153846153845
    const monthly = await salary({ amount: 3000, pay_period: 'monthly' });
    expect(monthly.pay.annual).toBe(36000);
    expect(monthly.pay.monthly).toBe(3000);
    expect(monthly.pay.hourly).toBeCloseTo(17.307692307692307, 10);
    expect(monthly.pay.daily).toBeCloseTo(138.46153846153845, 10);
    expect((await salary({ amount: 150, pay_period: 'daily' })).pay.annual).toBe(39000); // 150 × 260
    expect((await salary({ amount: 900, pay_period: 'weekly' })).pay.annual).toBe(46800); // 900 × 52
    expect((await salary({ amount: 2000, pay_period: 'biweekly' })).pay.annual).toBe(52000); // 2000 × 26
    expect((await salary({ amount: 2000, pay_period: 'semimonthly' })).pay.annual).toBe(48000); // 2000 × 24
    expect((await salary({ amount: 10000, pay_period: 'quarterly' })).pay.annual).toBe(40000); // 10000 × 4
  });

  it('ties hourly and daily to hours_per_week, and daily to a fifth of the week', async () => {
    const part = await salary({ amount: 18.5, pay_period: 'hourly', hours_per_week: 25 });
    // python3 -c "a=18.5*52*25; print(a, a/260, a/52)" → 24050.0 92.5 462.5
    expect(part.pay).toMatchObject({ hourly: 18.5, annual: 24050, daily: 92.5, weekly: 462.5 });
    expect(part.assumptions).toMatchObject({ hours_per_day: 5, hours_per_year: 1300 });
    expect(part.note).toContain('daily = hourly × 5');
    // The same annual salary: daily does not change with hours_per_week, hourly does.
    const long = await salary({ amount: 52000, hours_per_week: 50 });
    expect(long.pay.daily).toBe(200);
    expect(long.pay.hourly).toBe(20); // 52000 / (52 × 50)
  });

  it('handles the extremes of the bounds', async () => {
    const tiny = await salary({ amount: 0.01, pay_period: 'hourly', hours_per_week: 0.5 });
    expect(tiny.pay.annual).toBeCloseTo(0.26, 12); // 0.01 × 52 × 0.5
    expect(tiny.formatted.annual).toBe('0.26');
    // python3 -c "print(1e12*52*168)" → 8736000000000000.0
    expect((await salary({ amount: 1e12, pay_period: 'hourly', hours_per_week: 168 })).formatted.annual).toBe('8736000000000000.00');
  });

  it('refuses impossible input, naming the field', async () => {
    await expectInvalid('salary-calculator', { amount: 0 }, /^amount: /);
    await expectInvalid('salary-calculator', { amount: -100 }, /^amount: /);
    await expectInvalid('salary-calculator', { amount: 1e13 }, /^amount: /);
    await expectInvalid('salary-calculator', { amount: 100, hours_per_week: 0 }, /^hours_per_week: /);
    await expectInvalid('salary-calculator', { amount: 100, hours_per_week: 169 }, /^hours_per_week: /);
    await expectInvalid('salary-calculator', { amount: 100, pay_period: 'fortnightly' }, /^pay_period: /);
    await expectInvalid('salary-calculator', {}, 'amount: is required');
    await expectInvalid('salary-calculator', JSON.parse('{"amount":1,"__proto__":{"amount":2}}'), '__proto__: unknown field');
  });
});
