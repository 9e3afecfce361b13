import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { cents } from '../../lib/money.ts';

type Result = {
  savings_at_retirement: number;
  nest_egg_needed: number;
  status: string;
  shortfall: number;
  surplus: number;
  extra_monthly_contribution: number;
  monthly_income_at_retirement: number;
  formatted: Record<string, string>;
  schedule: { year: number; balance: number }[];
};
const retire = (input: Record<string, unknown>) => run<Result>('retirement-calculator', input);
const money = (result: Result) => [result.savings_at_retirement, result.nest_egg_needed, result.shortfall - result.surplus, result.extra_monthly_contribution].map(cents);

// The reference is a month-by-month brute force in python3, written by hand, that shares no
// closed form with the tool: it adds each contribution and discounts each withdrawal one by one.
//   def retire(ca, ra, inc, sav, mc, r, g, le):
//       j = (1+r)**(1/12)-1; b = sav
//       for m in range(12*(ra-ca)): b = b*(1+j) + mc
//       pv = 0
//       for y in range(le-ra):
//           w = inc*(1+g)**(ra-ca+y)
//           for m in range(12): pv += w / (1+j)**(12*y+m)
//       gap = pv - b; f = sum((1+j)**k for k in range(12*(ra-ca)))
//       return b, pv, gap, gap/f          # savings, nest egg, shortfall (− surplus), extra a month
describe('retirement-calculator', () => {
  it('finds the shortfall and the extra monthly contribution that closes it', async () => {
    // python3: retire(45,65,4000,100000,500,0.07,0.03,90) → (640736.6345303032, 1381180.3263440481, 740443.691813745, 1458.8977775887392)
    const result = await retire({ current_age: 45, retirement_age: 65, desired_monthly_income: 4000, current_savings: 100000, monthly_contribution: 500 });
    expect(money(result)).toEqual(['640736.63', '1381180.33', '740443.69', '1458.90']);
    expect(result.status).toBe('shortfall');
    // The income in 20 years at 3 %: python3: 4000*1.03**20 → 7224.444496839706
    expect(cents(result.monthly_income_at_retirement)).toBe('7224.44');
    expect(result.schedule).toHaveLength(20);
  });

  it('closes the gap exactly when the extra contribution is added', async () => {
    const base = { current_age: 40, retirement_age: 67, desired_monthly_income: 3000, current_savings: 50000, expected_return: 5, inflation_rate: 2.5 };
    // python3: retire(40,67,3000,50000,800,0.05,0.025,90) → (723417.6903523637, 1225518.8472084794, 502101.1568561157, 748.3647162111804)
    const short = await retire({ ...base, monthly_contribution: 800 });
    expect(money(short)).toEqual(['723417.69', '1225518.85', '502101.16', '748.36']);
    const closed = await retire({ ...base, monthly_contribution: 800 + short.extra_monthly_contribution });
    expect(Math.abs(closed.savings_at_retirement - closed.nest_egg_needed)).toBeLessThan(1e-6);
  });

  it('reports a surplus with no extra contribution', async () => {
    // python3: retire(62,64,1000,500000,0,0.04,0.0,80) → (540800.0000000007, 142838.9911147696, -397961.0088852311, …)
    const result = await retire({ current_age: 62, retirement_age: 64, desired_monthly_income: 1000, current_savings: 500000, expected_return: 4, inflation_rate: 0, life_expectancy: 80 });
    expect(money(result)).toEqual(['540800.00', '142838.99', '-397961.01', '0.00']);
    expect(result).toMatchObject({ status: 'on_track', shortfall: 0, extra_monthly_contribution: 0 });
  });

  it('handles a return equal to inflation and a zero return', async () => {
    // python3: retire(30,60,5000,20000,1000,0.06,0.06,95) → (1089382.7965102403, 11745127.67379038, 10655744.87728014, 10934.431015226552)
    expect(money(await retire({ current_age: 30, retirement_age: 60, desired_monthly_income: 5000, current_savings: 20000, monthly_contribution: 1000, expected_return: 6, inflation_rate: 6, life_expectancy: 95 }))).toEqual(['1089382.80', '11745127.67', '10655744.88', '10934.43']);
    // No growth, no inflation, one year of 2000 a month: 24000 needed, 2000 a month for 12 months closes it.
    expect(money(await retire({ current_age: 50, retirement_age: 51, desired_monthly_income: 2000, expected_return: 0, inflation_rate: 0, life_expectancy: 52 }))).toEqual(['0.00', '24000.00', '24000.00', '2000.00']);
  });

  it('refuses ages out of order, naming the field', async () => {
    await expectInvalid('retirement-calculator', { current_age: 65, retirement_age: 65, desired_monthly_income: 1000 }, 'retirement_age: must be above current_age (65), got 65');
    await expectInvalid('retirement-calculator', { current_age: 70, retirement_age: 60, desired_monthly_income: 1000 }, /^retirement_age: must be above current_age/);
    await expectInvalid('retirement-calculator', { current_age: 60, retirement_age: 90, desired_monthly_income: 1000 }, 'life_expectancy: must be above retirement_age (90), got 90');
    await expectInvalid('retirement-calculator', { current_age: 60, retirement_age: 70, desired_monthly_income: 1000, life_expectancy: 65 }, /^life_expectancy: /);
  });

  it('stays finite at the most extreme inputs the schema admits', async () => {
    // The worst case: income 1e9 doubling yearly for 129 years, discounted at −99 %. Its size by hand:
    // log10(1e9·2·200^128·ä12) ≈ 306.2, below the double's 308.25, so the bounds keep every figure finite.
    const result = await retire({ current_age: 0, retirement_age: 1, desired_monthly_income: 1e9, expected_return: -99, inflation_rate: 100, life_expectancy: 130 });
    expect(Number.isFinite(result.nest_egg_needed)).toBe(true);
    expect(Math.log10(result.nest_egg_needed)).toBeCloseTo(306.2, 1);
    expect(Number.isFinite(result.extra_monthly_contribution)).toBe(true);
  });

  it('refuses what the schema bounds', async () => {
    await expectInvalid('retirement-calculator', { retirement_age: 65, desired_monthly_income: 1 }, 'current_age: is required');
    await expectInvalid('retirement-calculator', { current_age: 30.5, retirement_age: 65, desired_monthly_income: 1 }, /^current_age: /);
    await expectInvalid('retirement-calculator', { current_age: 30, retirement_age: 131, desired_monthly_income: 1 }, /^retirement_age: /);
    await expectInvalid('retirement-calculator', { current_age: 30, retirement_age: 65, desired_monthly_income: -1 }, /^desired_monthly_income: /);
    await expectInvalid('retirement-calculator', { current_age: 30, retirement_age: 65, desired_monthly_income: 1, expected_return: -100 }, /^expected_return: /);
    await expectInvalid('retirement-calculator', { current_age: 30, retirement_age: 65, desired_monthly_income: 1, inflation_rate: -51 }, /^inflation_rate: /);
    await expectInvalid('retirement-calculator', JSON.parse('{"current_age":30,"retirement_age":65,"desired_monthly_income":1,"__proto__":{"x":1}}'), '__proto__: unknown field');
  });
});
