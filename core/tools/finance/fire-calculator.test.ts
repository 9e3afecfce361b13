import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { cents } from '../../lib/money.ts';

type Result = {
  fire_number: number;
  target_now: number;
  progress_percent: number;
  real_return: number;
  reached: boolean;
  years_to_fire: number | null;
  fire_age: number | null;
  net_worth_at_fire: number | null;
  reason: string | null;
  summary: string;
  schedule: { year: number; age: number; net_worth: number; target: number }[];
};
const fire = (input: Record<string, unknown>) => run<Result>('fire-calculator', input);

// Years to FIRE cross-checked with the spreadsheet's NPER, solved by hand in python3 (savings at each year's end):
//   nper = lambda rho, S, W, T: math.log((T*rho + S)/(W*rho + S))/math.log(1+rho)   # then the next whole year
describe('fire-calculator', () => {
  it('applies the 4 % rule: 25 times yearly spending (Bengen 1994; Cooley, Hubbard & Walz 1998)', async () => {
    expect((await fire({ current_age: 30, annual_expenses: 40000 })).fire_number).toBe(1_000_000);
    // 40000 / 0.035 → 1142857.142857…
    expect(cents((await fire({ current_age: 30, annual_expenses: 40000, withdrawal_rate: 3.5 })).fire_number)).toBe('1142857.14');
  });

  it("reproduces Mr. Money Mustache's savings-rate table (5 % real return, 4 % withdrawals, starting from 0)", async () => {
    // "The Shockingly Simple Math Behind Early Retirement" (mrmoneymustache.com, 2012), quoted by moneythesimpleway.com
    // ("66 years at 5%, 28 years at 30%"). python3: nper(0.05, 5000, 0, 2375000) → 65.77; nper(0.05, 30000, 0, 1750000) → 27.98;
    // nper(0.05, 50000, 0, 1250000) → 16.62
    const base = { current_age: 25, annual_income: 100000, expected_return: 5, inflation_rate: 0 };
    expect((await fire({ ...base, annual_expenses: 95000, savings_rate: 5 })).years_to_fire).toBe(66);
    expect((await fire({ ...base, annual_expenses: 70000, savings_rate: 30 })).years_to_fire).toBe(28);
    expect((await fire({ ...base, annual_expenses: 50000, savings_rate: 50 })).years_to_fire).toBe(17);
  });

  it('simulates at the real return', async () => {
    // python3: rho=1.07/1.025-1; nper(rho, 40000, 100000, 1e6) → 14.817 → reached in year 15
    const result = await fire({ current_age: 30, annual_expenses: 40000, current_net_worth: 100000, annual_income: 80000, savings_rate: 50 });
    expect(result.real_return).toBeCloseTo((1.07 / 1.025 - 1) * 100, 12);
    expect(result).toMatchObject({ reached: true, years_to_fire: 15, fire_age: 45, reason: null });
    expect(result.schedule).toHaveLength(15);
    expect(result.schedule.at(-1)!.net_worth).toBeGreaterThanOrEqual(1e6);
    expect(result.schedule.at(-2)!.net_worth).toBeLessThan(1e6);
    expect(result.progress_percent).toBeCloseTo(10, 12);
  });

  it('scales the target by FIRE type', async () => {
    const number = async (fire_type: string) => (await fire({ current_age: 30, annual_expenses: 40000, fire_type })).fire_number;
    expect(await number('lean')).toBe(750_000);
    expect(await number('fat')).toBe(1_500_000);
    expect(await number('barista')).toBe(500_000);
  });

  it('finds coast FIRE: invested enough that growth alone reaches the number by 65', async () => {
    // python3: rho=1.07/1.025-1; F=1.25e6; first t with 150000*(1+rho)**t + 15000*((1+rho)**t-1)/rho >= F/(1+rho)**(30-t) → t = 20
    //   (819431.69 against 813412.59); F/(1+rho)**30 → 344439.25737613125
    const result = await fire({ current_age: 35, annual_expenses: 50000, current_net_worth: 150000, annual_income: 60000, savings_rate: 25, fire_type: 'coast' });
    expect(result).toMatchObject({ fire_number: 1_250_000, years_to_fire: 20, fire_age: 55 });
    expect(cents(result.target_now)).toBe('344439.26');
    expect(cents(result.net_worth_at_fire!)).toBe('819431.69');
    // Past 65 the coast target is the FIRE number itself.
    expect((await fire({ current_age: 70, annual_expenses: 50000, fire_type: 'coast' })).target_now).toBe(1_250_000);
  });

  it('says when the target is reached already', async () => {
    const result = await fire({ current_age: 50, annual_expenses: 40000, current_net_worth: 2_000_000 });
    expect(result).toMatchObject({ reached: true, years_to_fire: 0, fire_age: 50, net_worth_at_fire: 2_000_000, schedule: [] });
    expect(result.summary).toBe('traditional FIRE number 1000000.00: reached already, at 50.');
  });

  it('answers reached: false with a reason, never a loop, when the target is out of reach', async () => {
    const never = await fire({ current_age: 30, annual_expenses: 40000, current_net_worth: 100000, expected_return: 2, inflation_rate: 3 });
    expect(never).toMatchObject({ reached: false, years_to_fire: null, fire_age: null, net_worth_at_fire: null });
    expect(never.reason).toMatch(/^never reachable: nothing is saved/);
    expect(never.schedule).toHaveLength(90);
    const late = await fire({ current_age: 60, annual_expenses: 40000, annual_income: 10000, savings_rate: 10, expected_return: 0, inflation_rate: 0 });
    expect(late.reason).toBe('not reached by age 120: save more, spend less or expect a higher return');
    expect(late.schedule.at(-1)).toMatchObject({ year: 60, age: 120, net_worth: 60000 });
  });

  it('takes a negative net worth (debt) as the starting point', async () => {
    // python3: nper(0.05, 20000, -50000, 500000) → log((25000+20000)/(-2500+20000))/log(1.05) → 19.36 → year 20
    const result = await fire({ current_age: 25, annual_expenses: 20000, current_net_worth: -50000, annual_income: 40000, savings_rate: 50, expected_return: 5, inflation_rate: 0 });
    expect(result.years_to_fire).toBe(20);
  });

  it('refuses a FIRE number too large to represent', async () => {
    await expectInvalid('fire-calculator', { current_age: 30, annual_expenses: 1e12, withdrawal_rate: 1e-320 }, /^annual_expenses, withdrawal_rate: the result is too large/);
  });

  it('refuses what the schema bounds', async () => {
    await expectInvalid('fire-calculator', { annual_expenses: 1 }, 'current_age: is required');
    await expectInvalid('fire-calculator', { current_age: 30 }, 'annual_expenses: is required');
    await expectInvalid('fire-calculator', { current_age: 30, annual_expenses: 0 }, /^annual_expenses: /);
    await expectInvalid('fire-calculator', { current_age: 120, annual_expenses: 1 }, /^current_age: /);
    await expectInvalid('fire-calculator', { current_age: 30, annual_expenses: 1, withdrawal_rate: 0 }, /^withdrawal_rate: /);
    await expectInvalid('fire-calculator', { current_age: 30, annual_expenses: 1, savings_rate: 101 }, /^savings_rate: /);
    await expectInvalid('fire-calculator', { current_age: 30, annual_expenses: 1, fire_type: 'chubby' }, /^fire_type: /);
    await expectInvalid('fire-calculator', JSON.parse('{"current_age":30,"annual_expenses":1,"__proto__":{"x":1}}'), '__proto__: unknown field');
  });
});
