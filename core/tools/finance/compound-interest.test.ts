import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Row = { year: number; contributions: number; interest: number; balance: number; total_contributions: number; total_interest: number };
type Result = {
  final_balance: number;
  principal_future_value: number;
  contributions_future_value: number;
  total_contributions: number;
  total_interest: number;
  effective_annual_rate: number;
  schedule: Row[];
  truncated: boolean;
  formatted: { final_balance: string; total_contributions: string; total_interest: string };
  summary: string;
};
const grow = (input: Record<string, unknown>) => run<Result>('compound-interest', input);

describe('compound-interest', () => {
  it('matches A = P(1 + r/n)^(nt) to the cent', async () => {
    // python3: print(10000*(1+0.05/12)**120) → 16470.0949769028
    const monthly = await grow({ principal: 10000, annual_rate: 0.05, years: 10 });
    expect(monthly.formatted).toEqual({ final_balance: '16470.09', total_contributions: '10000.00', total_interest: '6470.09' });
    // Textbook: 10,000 at 5 % compounded yearly for 10 years is 16,288.95 (python3: print(10000*1.05**10) → 16288.94626777442)
    expect((await grow({ principal: 10000, annual_rate: 0.05, years: 10, compounds_per_year: 1 })).formatted.final_balance).toBe('16288.95');
    // 1000 at 10 % yearly for 3 years: 1000·1.1³ = 1331 exactly
    const yearly = await grow({ principal: 1000, annual_rate: 0.1, years: 3, compounds_per_year: 1 });
    expect(yearly.final_balance).toBeCloseTo(1331, 9);
    expect(yearly.schedule.map((row) => row.balance.toFixed(6))).toEqual(['1100.000000', '1210.000000', '1331.000000']);
  });

  it('gives the APY of daily compounding', async () => {
    // (python3 loses ~1e-14 to cancellation in (1+r)**n-1; 12 digits agree) python3: print((1+0.05/365)**365-1, 1000*(1+0.05/365)**365) → 0.05126749646744733 1051.2674964674472
    const daily = await grow({ principal: 1000, annual_rate: 0.05, years: 1, compounds_per_year: 365 });
    expect(daily.effective_annual_rate).toBeCloseTo(0.05126749646744733, 12);
    expect(daily.formatted.final_balance).toBe('1051.27');
  });

  it('adds monthly contributions as the spreadsheet FV does when compounding is monthly', async () => {
    // FV(0.05/12, 120, -100, -10000); python3: r=0.05/12; print(10000*(1+r)**120 + 100*((1+r)**120-1)/r) → 31998.322921469524
    const result = await grow({ principal: 10000, annual_rate: 0.05, years: 10, monthly_contribution: 100 });
    expect(result.formatted).toEqual({ final_balance: '31998.32', total_contributions: '22000.00', total_interest: '9998.32' });
    expect(result.schedule).toHaveLength(10);
    expect(result.schedule[9]!.balance).toBe(result.final_balance);
    expect(result.truncated).toBe(false);
  });

  it('grows monthly contributions at the effective monthly rate of quarterly compounding', async () => {
    // python3: i=(1+0.06/4)**(4/12)-1; print(5000*1.015**8 + 100*((1+i)**24-1)/i, 5000*1.015**8) → 8174.922072622772 5632.462932976531
    const result = await grow({ principal: 5000, annual_rate: 0.06, years: 2, compounds_per_year: 4, monthly_contribution: 100 });
    expect(result.final_balance).toBeCloseTo(8174.922072622772, 8);
    expect(result.principal_future_value).toBeCloseTo(5632.462932976531, 8);
    expect(result.formatted.final_balance).toBe('8174.92');
  });

  it('handles a zero rate, a zero principal and the largest inputs without overflow', async () => {
    const flat = await grow({ principal: 1000, annual_rate: 0, years: 2, monthly_contribution: 100 });
    expect(flat.final_balance).toBe(3400);
    expect(flat.total_interest).toBe(0);
    const onlyDeposits = await grow({ principal: 0, annual_rate: 0.12, years: 1, monthly_contribution: 100 });
    // FV(0.01, 12, -100): python3: print(100*(1.01**12-1)/0.01) → 1268.2503013196979
    expect(onlyDeposits.formatted.final_balance).toBe('1268.25');
    // python3 (same formula at the bounds): ≈ 2.9361975603267838e+56, still a finite double
    const huge = await grow({ principal: 1e12, annual_rate: 1, years: 100, compounds_per_year: 365, monthly_contribution: 1e12 });
    expect(huge.final_balance / 2.9361975603267838e56).toBeCloseTo(1, 9);
    expect(huge.schedule).toHaveLength(100);
  });

  it('refuses rates given as percentages, fractional or out-of-range years, and negatives', async () => {
    await expectInvalid('compound-interest', { principal: 1000, annual_rate: 7, years: 10 }, /^annual_rate: /);
    await expectInvalid('compound-interest', { principal: 1000, annual_rate: -0.01, years: 10 }, /^annual_rate: /);
    await expectInvalid('compound-interest', { principal: -1, annual_rate: 0.05, years: 10 }, /^principal: /);
    await expectInvalid('compound-interest', { principal: 1000, annual_rate: 0.05, years: 0 }, /^years: /);
    await expectInvalid('compound-interest', { principal: 1000, annual_rate: 0.05, years: 2.5 }, /^years: /);
    await expectInvalid('compound-interest', { principal: 1000, annual_rate: 0.05, years: 101 }, /^years: /);
    await expectInvalid('compound-interest', { principal: 1000, annual_rate: 0.05, years: 1, compounds_per_year: 0 }, /^compounds_per_year: /);
    await expectInvalid('compound-interest', { principal: 1e13, annual_rate: 0.05, years: 1 }, /^principal: /);
    await expectInvalid('compound-interest', { principal: 1000, annual_rate: 0.05 }, 'years: is required');
    await expectInvalid('compound-interest', JSON.parse('{"principal":1,"annual_rate":0.1,"years":1,"__proto__":{"years":2}}'), '__proto__: unknown field');
  });
});
