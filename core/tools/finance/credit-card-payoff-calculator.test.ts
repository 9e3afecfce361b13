import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Row = { month: number; label: string | null; payment: number; principal: number; interest: number; balance: number };
type Result = {
  monthly_payment: number;
  months_to_payoff: number;
  exact_months: number;
  total_interest: number;
  total_paid: number;
  payoff_month: string | null;
  schedule: Row[];
  truncated: boolean;
  formatted: { monthly_payment: string; total_interest: string; total_paid: string };
};
const card = (input: Record<string, unknown>) => run<Result>('credit-card-payoff-calculator', input);
const ID = 'credit-card-payoff-calculator';

describe('credit-card-payoff-calculator', () => {
  it('counts the months a fixed payment takes (NPER) and the interest to the cent', async () => {
    // python3: import math; B,r,A=5000,0.18/12,150; print(-math.log(1-B*r/A)/math.log(1+r)) → 46.55552563080618 (= NPER(0.015,-150,5000))
    // python3: b,m,I=B,0,0.0
    //          while b>0.005: i=b*r; I+=i; b=b+i-min(b+i,A); m+=1
    //          print(m,I) → 47 1983.6044861429057
    const result = await card({ balance: 5000, interest_rate: 18, monthly_payment: 150 });
    expect(result.months_to_payoff).toBe(47);
    expect(result.exact_months).toBeCloseTo(46.55552563080618, 9);
    expect(result.formatted).toEqual({ monthly_payment: '150.00', total_interest: '1983.60', total_paid: '6983.60' });
    expect(result.schedule[46]!.balance).toBe(0);
    expect(result.schedule[46]!.payment).toBeLessThan(150);
    expect(result.payoff_month).toBeNull();
  });

  it('finds the payment for a target (PMT) and labels months from start_month', async () => {
    // PMT(0.015, 24, -5000); python3: p=B*r/(1-(1+r)**-24); print(p, 24*p-B) → 249.620509847545 990.8922363410802
    const result = await card({ balance: 5000, interest_rate: 18, mode: 'months', target_months: 24, start_month: '2025-11' });
    expect(result.formatted).toEqual({ monthly_payment: '249.62', total_interest: '990.89', total_paid: '5990.89' });
    expect(result.months_to_payoff).toBe(24);
    expect(result.schedule.map((row) => row.label).slice(0, 3)).toEqual(['2025-11', '2025-12', '2026-01']);
    // 24 payments from November 2025: the last is October 2027.
    expect(result.payoff_month).toBe('2027-10');
  });

  it('divides evenly at 0 % and pays off at once when the payment covers the balance', async () => {
    const free = await card({ balance: 1200, interest_rate: 0, mode: 'months', target_months: 12 });
    expect(free.monthly_payment).toBe(100);
    expect(free.total_interest).toBe(0);
    const once = await card({ balance: 1000, interest_rate: 12, monthly_payment: 5000 });
    expect(once.months_to_payoff).toBe(1);
    // 1000 × 0.01 = 10 interest in the one month
    expect(once.formatted.total_paid).toBe('1010.00');
  });

  it('refuses a payment that never pays off, naming monthly_payment and the minimum', async () => {
    // First month's interest: 5000 × 0.18/12 = 75.00
    await expectInvalid(ID, { balance: 5000, interest_rate: 18, monthly_payment: 75 }, "monthly_payment: 75.00 never pays the card off: the first month's interest is 75.00, so the payment must be more than 75.00");
    await expectInvalid(ID, { balance: 5000, interest_rate: 18, monthly_payment: 50 }, /^monthly_payment: 50.00 never pays the card off/);
    // Just above the interest (500.00) it would take centuries: refused with PMT(0.005, 1200, -100000)
    // python3: import math; print(100000*0.005/(1-1.005**-1200), -math.log(1-500/501)/math.log(1.005)) → 501.2612175251736 1246.4269394701923
    await expectInvalid(ID, { balance: 100000, interest_rate: 6, monthly_payment: 501 }, 'monthly_payment: 501.00 would take more than 1200 months (100 years); at least 501.26 pays the card off within that');
    // python3: print(-math.log(1-500/501.27)/math.log(1.005)) → 1198.612174830476, so the 1199th payment is the last
    expect((await card({ balance: 100000, interest_rate: 6, monthly_payment: 501.27 })).months_to_payoff).toBe(1199);
  });

  it('requires the field its mode needs and a valid start month', async () => {
    await expectInvalid(ID, { balance: 5000, interest_rate: 18 }, /^monthly_payment: is required in payment mode/);
    await expectInvalid(ID, { balance: 5000, interest_rate: 18, mode: 'months' }, /^target_months: is required in months mode/);
    await expectInvalid(ID, { balance: 5000, interest_rate: 18, monthly_payment: 200, start_month: '2025-13' }, /^start_month: must be a month written YYYY-MM/);
    await expectInvalid(ID, { balance: 5000, interest_rate: 18, monthly_payment: 200, start_month: '25-01' }, /^start_month: /);
    await expectInvalid(ID, { balance: 5000, interest_rate: 18, mode: 'months', target_months: 0 }, /^target_months: /);
    await expectInvalid(ID, { balance: 5000, interest_rate: 18, mode: 'months', target_months: 1201 }, /^target_months: /);
    await expectInvalid(ID, { balance: 0, interest_rate: 18, monthly_payment: 100 }, /^balance: /);
    await expectInvalid(ID, { balance: 100, interest_rate: -1, monthly_payment: 100 }, /^interest_rate: /);
    await expectInvalid(ID, { balance: 100, interest_rate: 10, monthly_payment: 0 }, /^monthly_payment: /);
    await expectInvalid(ID, { balance: 100, interest_rate: 10, mode: 'minimum', monthly_payment: 50 }, /^mode: /);
    await expectInvalid(ID, JSON.parse('{"balance":1,"interest_rate":1,"monthly_payment":1,"__proto__":{"x":1}}'), '__proto__: unknown field');
  });

  it('caps a long schedule at 600 rows and still totals every month', async () => {
    // 1200 months at 0 %: 1200 payments of 1
    const long = await card({ balance: 1200, interest_rate: 0, mode: 'months', target_months: 1200, start_month: '2025-01' });
    expect(long.months_to_payoff).toBe(1200);
    expect(long.schedule).toHaveLength(600);
    expect(long.truncated).toBe(true);
    expect(long.total_paid).toBeCloseTo(1200, 9);
    expect(long.payoff_month).toBe('2124-12');
    const huge = await card({ balance: 1e12, interest_rate: 30, mode: 'months', target_months: 1200 });
    expect(huge.months_to_payoff).toBe(1200);
  });
});
