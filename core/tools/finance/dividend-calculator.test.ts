import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { cents } from '../../lib/money.ts';

type Row = { year: number; dividends: number; shares: number; portfolio_value: number; yield_on_cost: number; cash_dividends: number };
type Result = {
  final_value: number;
  final_shares: number;
  total_invested: number;
  total_dividends: number;
  total_reinvested: number;
  cash_dividends: number;
  total_return: number;
  final_annual_dividends: number;
  final_yield_on_cost: number;
  summary: string;
  schedule: Row[];
};
const dividends = (input: Record<string, unknown>) => run<Result>('dividend-calculator', input);
const figures = (r: Result) => [r.final_value, r.total_dividends, r.cash_dividends, r.final_annual_dividends, r.total_invested].map(cents);

// The reference is the stated model written out by hand in python3 (dividends once a year at its end):
//   def drip(initial, price, yld, years, gd=0, gp=0, monthly=0, reinvest=True):
//       shares = initial/price; p = price; inv = initial; tot = 0; cash = 0; d1 = price*yld/100
//       for y in range(1, years+1):
//           shares += 12*monthly/p; inv += 12*monthly
//           div = shares*d1*(1+gd/100)**(y-1); p = price*(1+gp/100)**y
//           if reinvest: shares += div/p
//           else: cash += div
//           tot += div
//       return shares*p, tot, cash, div, inv        # value, dividends, cash, last year's dividends, paid in
describe('dividend-calculator', () => {
  it('compounds at the yield when dividends are reinvested at a steady price: FV(yield, years, 0, −initial)', async () => {
    // python3: 10000*1.04**10 → 14802.442849183444
    const result = await dividends({ initial_investment: 10000, share_price: 50, dividend_yield: 4, years: 10 });
    expect(cents(result.final_value)).toBe('14802.44');
    expect(cents(result.total_dividends)).toBe('4802.44');
    expect(result.total_reinvested).toBe(result.total_dividends);
    expect(result.schedule).toHaveLength(10);
  });

  it('grows the dividend and the price by their own rates', async () => {
    // python3: drip(10000, 50, 4, 3, 5, 6) → (13296.348080630318, 1310.5971372340925, 0, 474.748080630319, 10000)
    const result = await dividends({ initial_investment: 10000, share_price: 50, dividend_yield: 4, years: 3, dividend_growth: 5, share_price_growth: 6 });
    expect(figures(result)).toEqual(['13296.35', '1310.60', '0.00', '474.75', '10000.00']);
    expect(result.final_shares).toBeCloseTo(223.277404848135, 9);
    // python3: drip(2500, 40, 3.5, 20, 7, 5, 250) → (189988.39518561625, 60720.0674631719, 0, 8650.90303578833, 62500)
    const long = await dividends({ initial_investment: 2500, share_price: 40, dividend_yield: 3.5, years: 20, dividend_growth: 7, share_price_growth: 5, monthly_contribution: 250 });
    expect(figures(long)).toEqual(['189988.40', '60720.07', '0.00', '8650.90', '62500.00']);
  });

  it('pays dividends out as cash when not reinvesting, and counts them in the return', async () => {
    // python3: drip(5000, 25, 3, 2, monthly=100, reinvest=False) → (7400.0, 408.0, 408.0, 222.0, 7400)
    const result = await dividends({ initial_investment: 5000, share_price: 25, dividend_yield: 3, years: 2, monthly_contribution: 100, reinvest_dividends: false });
    expect(figures(result)).toEqual(['7400.00', '408.00', '408.00', '222.00', '7400.00']);
    expect(result).toMatchObject({ total_reinvested: 0, total_return: 408 });
    expect(result.summary).toBe('7400.00 invested over 2 years is worth 7400.00 plus 408.00 of dividends paid out; it now pays 222.00 a year.');
  });

  it('reports yield on cost as the year’s dividends over the money paid in', async () => {
    // 100 shares, dividend 5 growing 10 % a year: year 3 pays 100 × 5 × 1.1² = 605 on 10000 paid in → 6.05 %
    // python3: drip(10000, 100, 5, 3, 10, 0, reinvest=False) → (10000.0, 1655.0, 1655.0, 605.0000000000001, 10000)
    const result = await dividends({ initial_investment: 10000, share_price: 100, dividend_yield: 5, years: 3, dividend_growth: 10, reinvest_dividends: false });
    expect(result.final_yield_on_cost).toBeCloseTo(6.05, 12);
    expect(result.schedule.map((row) => cents(row.yield_on_cost))).toEqual(['5.00', '5.50', '6.05']);
    expect(cents(result.cash_dividends)).toBe('1655.00');
  });

  it('stops dividends that are cut by 100 %', async () => {
    const result = await dividends({ initial_investment: 1000, share_price: 10, dividend_yield: 5, years: 3, dividend_growth: -100 });
    expect(result.schedule.map((row) => row.dividends)).toEqual([50, 0, 0]);
  });

  it('answers zeros, not NaN, when nothing is invested', async () => {
    const result = await dividends({ initial_investment: 0, share_price: 10, dividend_yield: 5, years: 2 });
    expect(result).toMatchObject({ final_value: 0, total_dividends: 0, final_yield_on_cost: 0, total_return: 0 });
  });

  it('refuses share counts too large to represent', async () => {
    const tooLarge = /^initial_investment, monthly_contribution, share_price, share_price_growth: the result is too large/;
    await expectInvalid('dividend-calculator', { initial_investment: 1e12, share_price: 1e-300, dividend_yield: 1, years: 1 }, tooLarge);
    // A price falling 99 % a year for 100 years underflows to 0: reinvesting at it would buy infinitely many shares.
    await expectInvalid('dividend-calculator', { initial_investment: 1e6, share_price: 1e-10, dividend_yield: 5, years: 100, share_price_growth: -99 }, tooLarge);
  });

  it('stays finite and fast at the largest growth', async () => {
    const result = await dividends({ initial_investment: 1e12, share_price: 1e12, dividend_yield: 100, years: 100, dividend_growth: 100, share_price_growth: 100, monthly_contribution: 1e12 });
    expect(Number.isFinite(result.final_value)).toBe(true);
    expect(result.schedule).toHaveLength(100);
  });

  it('refuses what the schema bounds', async () => {
    await expectInvalid('dividend-calculator', { share_price: 1, dividend_yield: 1, years: 1 }, 'initial_investment: is required');
    await expectInvalid('dividend-calculator', { initial_investment: 1, share_price: 0, dividend_yield: 1, years: 1 }, /^share_price: /);
    await expectInvalid('dividend-calculator', { initial_investment: 1, share_price: 1, dividend_yield: 101, years: 1 }, /^dividend_yield: /);
    await expectInvalid('dividend-calculator', { initial_investment: 1, share_price: 1, dividend_yield: 1, years: 0 }, /^years: /);
    await expectInvalid('dividend-calculator', { initial_investment: 1, share_price: 1, dividend_yield: 1, years: 1, share_price_growth: -100 }, /^share_price_growth: /);
    await expectInvalid('dividend-calculator', { initial_investment: 1, share_price: 1, dividend_yield: 1, years: 1, reinvest_dividends: 'yes' }, /^reinvest_dividends: /);
    await expectInvalid('dividend-calculator', JSON.parse('{"initial_investment":1,"share_price":1,"dividend_yield":1,"years":1,"__proto__":{"x":1}}'), '__proto__: unknown field');
  });
});
