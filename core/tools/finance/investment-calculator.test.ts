import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { cents } from '../../lib/money.ts';

type Result = {
  final_value: number;
  total_contributions: number;
  total_earnings: number;
  earnings_percent: number | null;
  compounds_per_year: number;
  formatted: { final_value: string; total_contributions: string; total_earnings: string };
  schedule: { year: number; balance: number }[];
};
const invest = (input: Record<string, unknown>) => run<Result>('investment-calculator', input);

// The reference, reproduced by hand in python3 from the spreadsheet's FV(rate, nper, pmt, pv, type):
//   def FV(r,n,pmt,pv=0,t=0): return -(pv*(1+r)**n + pmt*(((1+r)**n-1)/r)*(1+r*t)) if r else -(pv+pmt*n)
describe('investment-calculator', () => {
  it('matches FV with contributions at the end of each month, compounded monthly by default', async () => {
    // python3: FV(0.07/12, 36, -200, -5000) → 14150.648079450744
    const result = await invest({ annual_return: 7, years: 3, initial_investment: 5000, monthly_contribution: 200 });
    expect(result.formatted).toEqual({ final_value: '14150.65', total_contributions: '12200.00', total_earnings: '1950.65' });
    expect(result.compounds_per_year).toBe(12);
    expect(result.earnings_percent).toBeCloseTo((1950.648079450744 / 12200) * 100, 10);
  });

  it('gives beginning-of-month contributions one more month of growth (spreadsheet type 1)', async () => {
    // python3: FV(0.07/12, 120, -500, -10000, 1) → 107143.84817207267; type 0 → 106639.01748372485
    const base = { annual_return: 7, years: 10, initial_investment: 10000, monthly_contribution: 500 };
    expect((await invest({ ...base, contribution_timing: 'beginning' })).formatted.final_value).toBe('107143.85');
    expect((await invest({ ...base, contribution_timing: 'end' })).formatted.final_value).toBe('106639.02');
  });

  it('compounds annually, semiannually and daily at the equivalent monthly rate', async () => {
    // python3: i=1.08**(1/12)-1; FV(i, 24, -300, 0, 1) → 7808.665163841509
    expect((await invest({ annual_return: 8, years: 2, monthly_contribution: 300, compound_frequency: 'annually', contribution_timing: 'beginning' })).formatted.final_value).toBe('7808.67');
    // python3: i=(1+0.06/2)**(2/12)-1; FV(i, 240, -250, -20000, 1) → 180313.80290221132
    expect((await invest({ annual_return: 6, years: 20, initial_investment: 20000, monthly_contribution: 250, compound_frequency: 'semiannually', contribution_timing: 'beginning' })).formatted.final_value).toBe('180313.80');
    // python3: i=(1+0.1/365)**(365/12)-1; FV(i, 12, -100, -1000) → 2361.947524333883
    expect((await invest({ annual_return: 10, years: 1, initial_investment: 1000, monthly_contribution: 100, compound_frequency: 'daily' })).formatted.final_value).toBe('2361.95');
    // A lump sum compounded quarterly: 1000·(1+0.08/4)^8, python3: 1000*(1+0.08/4)**8 → 1171.6593810022657
    expect(cents((await invest({ annual_return: 8, years: 2, initial_investment: 1000, compound_frequency: 'quarterly' })).final_value)).toBe('1171.66');
  });

  it('loses money at a negative return', async () => {
    // python3: FV(-0.1/12, 60, -100, -10000) → 10789.477359887916
    const result = await invest({ annual_return: -10, years: 5, initial_investment: 10000, monthly_contribution: 100 });
    expect(result.formatted).toEqual({ final_value: '10789.48', total_contributions: '16000.00', total_earnings: '-5210.52' });
  });

  it('answers null earnings_percent when nothing was paid in', async () => {
    const result = await invest({ annual_return: 7, years: 1 });
    expect(result).toMatchObject({ final_value: 0, total_contributions: 0, total_earnings: 0, earnings_percent: null });
  });

  it('stays finite at the largest inputs, with one row a year', async () => {
    const result = await invest({ annual_return: 100, years: 100, initial_investment: 1e12, monthly_contribution: 1e12, compound_frequency: 'daily', contribution_timing: 'beginning' });
    expect(Number.isFinite(result.final_value)).toBe(true);
    expect(result.schedule.map((row) => row.year)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('refuses what the schema bounds', async () => {
    await expectInvalid('investment-calculator', { years: 5 }, 'annual_return: is required');
    await expectInvalid('investment-calculator', { annual_return: 7 }, 'years: is required');
    await expectInvalid('investment-calculator', { annual_return: 7, years: 0 }, /^years: /);
    await expectInvalid('investment-calculator', { annual_return: -99.5, years: 5 }, /^annual_return: /);
    await expectInvalid('investment-calculator', { annual_return: 7, years: 5, compound_frequency: 'weekly' }, /^compound_frequency: /);
    await expectInvalid('investment-calculator', { annual_return: 7, years: 5, contribution_timing: 'middle' }, /^contribution_timing: /);
    await expectInvalid('investment-calculator', { annual_return: 7, years: 5, initial_investment: -5 }, /^initial_investment: /);
    await expectInvalid('investment-calculator', JSON.parse('{"annual_return":7,"years":5,"__proto__":{"years":1}}'), '__proto__: unknown field');
  });
});
