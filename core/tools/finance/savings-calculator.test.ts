import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { cents } from '../../lib/money.ts';

type Row = { year: number; contributions: number; interest: number; balance: number; total_contributions: number; total_interest: number };
type Result = {
  final_balance: number;
  total_contributed: number;
  interest_earned: number;
  effective_annual_rate: number;
  formatted: { final_balance: string; total_contributed: string; interest_earned: string };
  summary: string;
  schedule: Row[];
  truncated: boolean;
};
const savings = (input: Record<string, unknown>) => run<Result>('savings-calculator', input);

// The reference, reproduced by hand in python3 from the spreadsheet's FV:
//   def FV(r,n,pmt,pv=0,t=0): return -(pv*(1+r)**n + pmt*(((1+r)**n-1)/r)*(1+r*t)) if r else -(pv+pmt*n)
describe('savings-calculator', () => {
  it('matches FV at a monthly rate with monthly compounding', async () => {
    // python3: FV(0.05/12, 120, -100, -1000) → 17175.237442257
    const result = await savings({ interest_rate: 5, years: 10, initial_deposit: 1000, monthly_contribution: 100 });
    expect(result.formatted).toEqual({ final_balance: '17175.24', total_contributed: '13000.00', interest_earned: '4175.24' });
    expect(result.schedule).toHaveLength(10);
    expect(cents(result.schedule.at(-1)!.balance)).toBe('17175.24');
    expect(result.truncated).toBe(false);
    expect(result.summary).toBe('1000.00 deposited plus 100.00 a month for 10 years at 5 % compounded monthly grows to 17175.24: 13000.00 paid in and 4175.24 interest.');
  });

  it('compounds a lump sum yearly, as a bank book would', async () => {
    // 10000·1.04³ = 11248.64 (python3: 10000*1.04**3 → 11248.640000000001)
    const result = await savings({ interest_rate: 4, years: 3, initial_deposit: 10000, compound_frequency: 1 });
    expect(result.schedule.map((row) => cents(row.balance))).toEqual(['10400.00', '10816.00', '11248.64']);
    expect(result.schedule.map((row) => cents(row.interest))).toEqual(['400.00', '416.00', '432.64']);
    expect(result.effective_annual_rate).toBeCloseTo(4, 12);
  });

  it('combines monthly contributions with quarterly compounding at the equivalent monthly rate', async () => {
    // python3: i=(1+0.05/4)**(4/12)-1; FV(i, 60, -100, -1000) → 8079.056658037981
    const result = await savings({ interest_rate: 5, years: 5, initial_deposit: 1000, monthly_contribution: 100, compound_frequency: 4 });
    expect(result.formatted.final_balance).toBe('8079.06');
    // A lump sum alone gets exactly the bank's quarterly compounding: python3: FV(0.05/4, 20, 0, -1000) → 1282.0372317085844
    expect(cents((await savings({ interest_rate: 5, years: 5, initial_deposit: 1000, compound_frequency: 4 })).final_balance)).toBe('1282.04');
  });

  it('compounds daily', async () => {
    // python3: i=(1+0.03/365)**(365/12)-1; FV(i, 60, -200, -5000) → 18739.657959179418
    expect((await savings({ interest_rate: 3, years: 5, initial_deposit: 5000, monthly_contribution: 200, compound_frequency: 365 })).formatted.final_balance).toBe('18739.66');
    // APY of 3 % daily: python3: (1+0.03/365)**365-1 → 0.030453263600551
    expect((await savings({ interest_rate: 3, years: 1, compound_frequency: 365 })).effective_annual_rate).toBeCloseTo(3.0453263600551, 10);
  });

  it('adds contributions without interest at 0 % and loses money at a negative rate', async () => {
    const flat = await savings({ interest_rate: 0, years: 5, initial_deposit: 1000, monthly_contribution: 100 });
    expect(flat).toMatchObject({ final_balance: 7000, total_contributed: 7000, interest_earned: 0 });
    // python3: FV(-0.02/12, 36, -50, -2000) → 3631.9129637542073
    const negative = await savings({ interest_rate: -2, years: 3, initial_deposit: 2000, monthly_contribution: 50 });
    expect(negative.formatted).toEqual({ final_balance: '3631.91', total_contributed: '3800.00', interest_earned: '-168.09' });
  });

  it('gives zeros when nothing is saved', async () => {
    const result = await savings({ interest_rate: 5, years: 1 });
    expect(result.formatted).toEqual({ final_balance: '0.00', total_contributed: '0.00', interest_earned: '0.00' });
  });

  it('stays finite at the largest inputs', async () => {
    // python3: i=(1+1/365)**(365/12)-1; FV(i, 1200, -1e12, -1e12) → 2.936197560326812e+56
    const result = await savings({ interest_rate: 100, years: 100, initial_deposit: 1e12, monthly_contribution: 1e12, compound_frequency: 365 });
    expect(result.final_balance / 2.936197560326812e56).toBeCloseTo(1, 10);
    expect(result.schedule).toHaveLength(100);
  });

  it('refuses what the schema bounds', async () => {
    await expectInvalid('savings-calculator', { years: 5 }, 'interest_rate: is required');
    await expectInvalid('savings-calculator', { interest_rate: 5 }, 'years: is required');
    await expectInvalid('savings-calculator', { interest_rate: 5, years: 0 }, /^years: /);
    await expectInvalid('savings-calculator', { interest_rate: 5, years: 2.5 }, /^years: /);
    await expectInvalid('savings-calculator', { interest_rate: 5, years: 101 }, /^years: /);
    await expectInvalid('savings-calculator', { interest_rate: 101, years: 5 }, /^interest_rate: /);
    await expectInvalid('savings-calculator', { interest_rate: -100, years: 5 }, /^interest_rate: /);
    await expectInvalid('savings-calculator', { interest_rate: 5, years: 5, compound_frequency: 3 }, /^compound_frequency: /);
    await expectInvalid('savings-calculator', { interest_rate: 5, years: 5, compound_frequency: '12' }, /^compound_frequency: /);
    await expectInvalid('savings-calculator', { interest_rate: 5, years: 5, initial_deposit: -1 }, /^initial_deposit: /);
    await expectInvalid('savings-calculator', { interest_rate: 5, years: 5, monthly_contribution: 1e13 }, /^monthly_contribution: /);
    await expectInvalid('savings-calculator', JSON.parse('{"interest_rate":5,"years":5,"__proto__":{"years":1}}'), '__proto__: unknown field');
  });
});
