import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Category = { name: string; total: number; share_percent: number | null; per_day: number; per_traveler: number };
type Result = {
  total: number;
  per_day: number;
  per_traveler: number;
  per_traveler_per_day: number;
  daily_costs: number;
  one_off_costs: number;
  expenses: { name: string; amount: number; per_day: boolean; total: number }[];
  categories: Category[];
  formatted: Record<string, string>;
  summary: string;
  currency: string;
  travelers: number;
};
const budget = (input: unknown) => run<Result>('travel-budget-calculator', input);

describe('travel-budget-calculator', () => {
  it('multiplies daily amounts by the days and adds one-off amounts, for the whole group', async () => {
    // python3 -c "t=1250+149.9*10+35.5*10+80; print(t, t/10, t/3, t/3/10, 149.9*10)"
    //   → 3184.0 318.4 1061.3333333333333 106.13333333333333 1499.0
    const result = await budget({
      trip_days: 10,
      travelers: 3,
      currency: 'GBP',
      expenses: [
        { name: 'flights', amount: 1250 },
        { name: 'apartment', amount: 149.9, per_day: true },
        { name: 'transport', amount: 35.5, per_day: true },
        { name: 'insurance', amount: 80, per_day: false },
      ],
    });
    expect(result).toMatchObject({ total: 3184, per_day: 318.4, per_traveler: 1061.3333333333333, per_traveler_per_day: 106.13333333333333, daily_costs: 185.4, one_off_costs: 1330 });
    expect(result.expenses[1]).toEqual({ name: 'apartment', amount: 149.9, per_day: true, total: 1499 });
    expect(result.formatted).toEqual({ total: '3184.00 GBP', per_day: '318.40 GBP', per_traveler: '1061.33 GBP', per_traveler_per_day: '106.13 GBP' });
    expect(result.summary).toBe('10 days for 3 travelers: 3184.00 GBP in all, 318.40 GBP a day, 1061.33 GBP per traveler.');
    const shares = result.categories.reduce((sum, category) => sum + category.share_percent!, 0);
    expect(shares).toBeCloseTo(100, 12);
  });

  it('sums lines with the same name into one category, in the order first seen', async () => {
    // python3 -c "print(12.5*3+20+7.25, 12.5*3/3, (12.5*3+20+7.25)/3)" → 64.75 12.5 21.583333333333332
    const result = await budget({
      trip_days: 3,
      expenses: [
        { name: 'meals', amount: 12.5, per_day: true },
        { name: 'tickets', amount: 20 },
        { name: 'meals', amount: 7.25 },
      ],
    });
    expect(result.categories.map((category) => [category.name, category.total])).toEqual([
      ['meals', 44.75],
      ['tickets', 20],
    ]);
    expect(result.total).toBe(64.75);
    expect(result.per_day).toBe(21.583333333333332);
    expect(result.expenses).toHaveLength(3);
  });

  it('defaults to one traveler, USD and no expenses', async () => {
    const result = await budget({ trip_days: 1 });
    expect(result).toMatchObject({ total: 0, per_day: 0, per_traveler: 0, travelers: 1, currency: 'USD', expenses: [], categories: [] });
    expect(result.summary).toBe('1 day for 1 traveler: 0.00 USD in all, 0.00 USD a day.');
    const free = await budget({ trip_days: 2, expenses: [{ name: 'hiking', amount: 0, per_day: true }] });
    expect(free.categories).toEqual([{ name: 'hiking', total: 0, share_percent: null, per_day: 0, per_traveler: 0 }]);
  });

  it('keeps __proto__ and constructor as ordinary category names', async () => {
    const result = await budget(
      JSON.parse('{"trip_days":2,"expenses":[{"name":"__proto__","amount":5},{"name":"constructor","amount":3,"per_day":true},{"name":"__proto__","amount":1}]}'),
    );
    expect(result.categories).toEqual([
      { name: '__proto__', total: 6, share_percent: 50, per_day: 3, per_traveler: 6 },
      { name: 'constructor', total: 6, share_percent: 50, per_day: 3, per_traveler: 6 },
    ]);
    await expectInvalid('travel-budget-calculator', JSON.parse('{"trip_days":2,"expenses":[{"name":"x","amount":1,"__proto__":{"per_day":true}}]}'), 'expenses[0].__proto__: unknown field');
  });

  it('stays finite on the largest budget its schema allows', async () => {
    const expenses = Array.from({ length: 100 }, (_, i) => ({ name: `item ${i}`, amount: 1e12, per_day: true }));
    const result = await budget({ trip_days: 3650, travelers: 1000, expenses });
    // python3 -c "print(100*1e12*3650, 100*1e12*3650/1000)" → 3.65e+17 365000000000000.0
    expect(result.total).toBe(3.65e17);
    expect(result.per_traveler).toBe(365000000000000);
    expect(result.formatted.total).toBe('365000000000000000.00 USD');
  });

  it('refuses out-of-range days, travelers, currencies and expenses', async () => {
    await expectInvalid('travel-budget-calculator', { trip_days: 0 }, 'trip_days: must be ≥ 1');
    await expectInvalid('travel-budget-calculator', { trip_days: 3651 }, 'trip_days: must be ≤ 3650');
    await expectInvalid('travel-budget-calculator', { trip_days: 1.5 }, 'trip_days: must be an integer');
    await expectInvalid('travel-budget-calculator', {}, 'trip_days: is required');
    await expectInvalid('travel-budget-calculator', { trip_days: 2, travelers: 0 }, 'travelers: must be ≥ 1');
    await expectInvalid('travel-budget-calculator', { trip_days: 2, travelers: 1001 }, 'travelers: must be ≤ 1000');
    await expectInvalid('travel-budget-calculator', { trip_days: 2, currency: 'usd' }, 'currency: must be a 3-letter currency code in capitals, e.g. USD');
    await expectInvalid('travel-budget-calculator', { trip_days: 2, currency: 'EURO' }, /^currency: /);
    await expectInvalid('travel-budget-calculator', { trip_days: 2, expenses: [{ name: 'x', amount: -1 }] }, 'expenses[0].amount: must be ≥ 0');
    await expectInvalid('travel-budget-calculator', { trip_days: 2, expenses: [{ name: '', amount: 1 }] }, 'expenses[0].name: must not be empty');
    await expectInvalid('travel-budget-calculator', { trip_days: 2, expenses: [{ amount: 1 }] }, 'expenses[0].name: is required');
    const tooMany = Array.from({ length: 101 }, () => ({ name: 'x', amount: 1 }));
    await expectInvalid('travel-budget-calculator', { trip_days: 2, expenses: tooMany }, 'expenses: must have at most 100 items');
  });
});
