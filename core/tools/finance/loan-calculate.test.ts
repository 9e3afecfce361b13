import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Row = { month: number; payment: number; principal: number; interest: number; extra: number; balance: number };
type Result = {
  term_months: number;
  monthly_payment: number;
  total_interest: number;
  total_paid: number;
  payoff_months: number;
  payoff_months_without_extra: number;
  total_interest_without_extra: number;
  interest_saved: number;
  months_saved: number;
  schedule: Row[];
  truncated: boolean;
  formatted: { monthly_payment: string; total_interest: string; total_paid: string; interest_saved: string };
};
const loan = (input: Record<string, unknown>) => run<Result>('loan-calculate', input);

describe('loan-calculate', () => {
  it('matches the spreadsheet PMT to the cent', async () => {
    // PMT(0.07/12, 60, -25000); python3: P,r,n=25000,0.07/12,60; p=P*r/(1-(1+r)**-n); print(p, n*p-P) → 495.0299635087368 4701.797810524207
    const result = await loan({ principal: 25000, annual_rate: 0.07, years: 5 });
    expect(result.formatted).toEqual({ monthly_payment: '495.03', total_interest: '4701.80', total_paid: '29701.80', interest_saved: '0.00' });
    expect(result.term_months).toBe(60);
    expect(result.schedule).toHaveLength(60);
    expect(result.schedule[59]!.balance).toBe(0);
  });

  it('reproduces the published 200,000 at 6.5 % over 30 years example', async () => {
    // Wikipedia, "Mortgage calculator", monthly payment formula example: P = 200000, r = 0.065/12, N = 360 → c = $1,264.14.
    // python3: ... print(p, n*p-P) → 1264.1360469859305 255088.976914935
    const result = await loan({ principal: 200000, annual_rate: 0.065, years: 30 });
    expect(result.formatted.monthly_payment).toBe('1264.14');
    expect(result.formatted.total_interest).toBe('255088.98');
  });

  it('pays off early with an extra payment and reports the interest saved', async () => {
    // python3 (month by month, extra to principal):
    //   P,r,n=200000,0.065/12,360; p=P*r/(1-(1+r)**-n); b,m,I=P,0,0.0
    //   while b>0.005: i=b*r; I+=i; b=b+i-min(b+i,p+200); m+=1
    //   print(m, I, n*p-P-I) → 250 165012.1997363619 90076.7771785731
    // NPER(0.065/12, -(p+200), 200000) → 249.30153675866046, so the 250th payment is the short last one.
    const result = await loan({ principal: 200000, annual_rate: 0.065, years: 30, extra_payment: 200 });
    expect(result.payoff_months).toBe(250);
    expect(result.payoff_months_without_extra).toBe(360);
    expect(result.months_saved).toBe(110);
    expect(result.formatted.total_interest).toBe('165012.20');
    expect(result.formatted.interest_saved).toBe('90076.78');
    const last = result.schedule[249]!;
    expect(last.balance).toBe(0);
    expect(last.payment + last.extra).toBeLessThan(result.monthly_payment + 200);
    expect(result.schedule.every((row) => row.extra <= 200)).toBe(true);
  });

  it('divides evenly at 0 % and repays at once when the extra covers everything', async () => {
    const free = await loan({ principal: 12000, annual_rate: 0, years: 2 });
    expect(free.monthly_payment).toBe(500);
    expect(free.total_interest).toBe(0);
    const once = await loan({ principal: 1000, annual_rate: 0.12, years: 1, extra_payment: 1e6 });
    expect(once.payoff_months).toBe(1);
    // One month's interest: 1000 × 0.01 = 10
    expect(once.total_interest).toBeCloseTo(10, 10);
    expect(once.schedule).toHaveLength(1);
  });

  it('rounds the term to whole months and refuses a term under one month', async () => {
    expect((await loan({ principal: 1000, annual_rate: 0.05, years: 1.5 })).term_months).toBe(18);
    await expectInvalid('loan-calculate', { principal: 1000, annual_rate: 0.05, years: 0.01 }, /^years: the term must be at least one month/);
  });

  it('stays finite at the largest inputs', async () => {
    const huge = await loan({ principal: 1e12, annual_rate: 0.3, years: 50, extra_payment: 1e12 });
    expect(huge.payoff_months).toBe(1);
    const long = await loan({ principal: 1e12, annual_rate: 0.3, years: 50 });
    expect(long.payoff_months).toBe(600);
    expect(long.schedule[599]!.balance).toBe(0);
    expect(long.truncated).toBe(false);
    expect(Number.isFinite(long.total_interest)).toBe(true);
  });

  it('refuses a rate and term whose payment is all interest to within a double (100 % over 50 years: (1+r)^-600 ≈ 1e-21)', async () => {
    const envelope = await call('loan-calculate', { principal: 1e12, annual_rate: 1, years: 50 });
    expect(envelope).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    await expectInvalid('loan-calculate', { principal: 1000, annual_rate: 1, years: 50 }, /^annual_rate, years: at this rate over this many months the level payment is all interest/);
  });

  it('refuses percentages typed as a rate, zero and negative amounts, and unknown fields', async () => {
    await expectInvalid('loan-calculate', { principal: 1000, annual_rate: 6.5, years: 30 }, /^annual_rate: /);
    await expectInvalid('loan-calculate', { principal: 0, annual_rate: 0.05, years: 30 }, /^principal: /);
    await expectInvalid('loan-calculate', { principal: 1000, annual_rate: 0.05, years: 0 }, /^years: /);
    await expectInvalid('loan-calculate', { principal: 1000, annual_rate: 0.05, years: 51 }, /^years: /);
    await expectInvalid('loan-calculate', { principal: 1000, annual_rate: 0.05, years: 5, extra_payment: -1 }, /^extra_payment: /);
    await expectInvalid('loan-calculate', { principal: 1000, annual_rate: 0.05 }, 'years: is required');
    await expectInvalid('loan-calculate', JSON.parse('{"principal":1,"annual_rate":0.1,"years":1,"__proto__":{"x":1}}'), '__proto__: unknown field');
  });
});
