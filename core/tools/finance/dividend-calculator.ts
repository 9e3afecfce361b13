import { Type } from '@sinclair/typebox';
import { growthFactor } from '../../lib/growth.ts';
import { cents, finiteResult, Schedule } from '../../lib/money.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

// A dividend reinvestment (DRIP) projection, year by year, with these simplifications:
// - dividends are paid once a year, at the year's end, on every share held then;
// - the dividend per share is share_price × dividend_yield in year 1 and grows by dividend_growth
//   a year: D_y = D_1·(1 + g_d)^(y−1) (the growing dividend of the Gordon growth model: Gordon,
//   "Dividends, Earnings and Stock Prices", Review of Economics and Statistics, 1959);
// - the share price moves once a year, at its end: P_y = P_0·(1 + g_p)^y; the year's monthly
//   contributions buy at the price of the year's start, reinvested dividends at the year-end price;
// - no taxes, fees or fractional-share limits.
// Price and dividend paths are closed forms (growthFactor), so a long projection does not drift.
const METHOD =
  'yearly: shares += 12 × monthly_contribution / P_(y−1); dividends = shares × D_y, D_y = share_price × yield × (1 + dividend_growth)^(y−1); ' +
  'P_y = share_price × (1 + share_price_growth)^y; reinvested: shares += dividends / P_y; value = shares × P_y; yield on cost = dividends / money paid in';

const rowSchema = closedObject({
  year: Type.Integer({ description: 'Year number, 1 = the first year' }),
  share_price: Type.Number({ description: 'Share price at the end of the year' }),
  dividend_per_share: Type.Number({ description: 'Dividend paid per share at the end of the year' }),
  contributions: Type.Number({ description: 'Money paid in this year (the initial investment counts in year 1)' }),
  dividends: Type.Number({ description: 'Dividends received this year' }),
  reinvested: Type.Number({ description: 'Dividends reinvested in shares this year' }),
  shares: Type.Number({ description: 'Shares held at the end of the year, after reinvesting' }),
  portfolio_value: Type.Number({ description: 'shares × share_price at the end of the year' }),
  total_invested: Type.Number({ description: 'Money paid in so far (dividends not counted)' }),
  cash_dividends: Type.Number({ description: 'Dividends paid out as cash so far (0 when reinvesting)' }),
  yield_on_cost: Type.Number({ description: "This year's dividends as a percent of total_invested" }),
});

const money = (description: string) => Type.Number({ minimum: 0, maximum: 1e12, description: `${description} (0 to 1e12)` });

export default defineTool({
  id: 'dividend-calculator',
  name: 'Dividend Calculator',
  category: 'finance',
  description:
    'Projects a dividend stock or fund year by year: shares, share price, dividends received and reinvested (DRIP), portfolio value and yield on cost. ' +
    'Simplifications: dividends are paid once a year at its end on the shares held then; the dividend per share starts at share_price × dividend_yield and ' +
    'grows by dividend_growth a year (the growing dividend of the Gordon growth model, Gordon 1959); the price changes once a year by share_price_growth; ' +
    'monthly contributions buy at the price of the year\u2019s start and reinvested dividends at the year-end price; no taxes or fees.',
  keywords: ['dividends', 'drip', 'dividend reinvestment', 'dividend yield', 'yield on cost', 'passive income', 'dividend growth', 'income investing'],
  input: closedObject({
    initial_investment: money('Amount invested at the start'),
    share_price: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'Share price at the start, above 0 (up to 1e12)' }),
    dividend_yield: Type.Number({ minimum: 0, maximum: 100, description: 'Yearly dividend as a percent of the starting share price (0 to 100)' }),
    years: Type.Integer({ minimum: 1, maximum: 100, description: 'Whole years to project (1 to 100)' }),
    dividend_growth: withDefault(Type.Number({ minimum: -100, maximum: 100, description: 'Yearly growth of the dividend per share, percent (-100 to 100)' }), 0),
    share_price_growth: withDefault(Type.Number({ minimum: -99, maximum: 100, description: 'Yearly growth of the share price, percent (-99 to 100)' }), 0),
    monthly_contribution: withDefault(money('Amount invested every month, buying at the price of the year\u2019s start'), 0),
    reinvest_dividends: withDefault(Type.Boolean({ description: 'true: dividends buy more shares (DRIP); false: they are paid out as cash' }), true),
  }),
  output: closedObject({
    final_value: Type.Number({ description: 'Portfolio value at the end' }),
    final_shares: Type.Number({ description: 'Shares held at the end' }),
    final_share_price: Type.Number({ description: 'Share price at the end' }),
    total_invested: Type.Number({ description: 'Initial investment plus every monthly contribution' }),
    total_dividends: Type.Number({ description: 'All dividends received' }),
    total_reinvested: Type.Number({ description: 'Dividends reinvested in shares' }),
    cash_dividends: Type.Number({ description: 'Dividends paid out as cash' }),
    total_return: Type.Number({ description: 'final_value + cash_dividends − total_invested' }),
    final_annual_dividends: Type.Number({ description: "The last year's dividends: the yearly income the portfolio pays at the end" }),
    final_yield_on_cost: Type.Number({ description: "The last year's dividends as a percent of total_invested" }),
    dividend_frequency: Type.Literal('annual', { description: 'Dividends are paid once a year, at its end' }),
    method: Type.String({ description: 'The projection rules' }),
    formatted: closedObject({
      final_value: Type.String({ description: 'final_value rounded to cents' }),
      total_invested: Type.String({ description: 'total_invested rounded to cents' }),
      total_dividends: Type.String({ description: 'total_dividends rounded to cents' }),
      final_annual_dividends: Type.String({ description: 'final_annual_dividends rounded to cents' }),
    }),
    summary: Type.String({ description: 'The result in one sentence' }),
    schedule: Type.Array(rowSchema, { description: 'The projection year by year (at most 600 rows; see truncated)' }),
    truncated: Type.Boolean({ description: 'True when the schedule stops at 600 rows (never, with at most 100 years)' }),
  }),
  examples: [
    {
      title: '10,000 at 4 % yield, dividends and price growing, reinvested, 3 years',
      input: { initial_investment: 10000, share_price: 50, dividend_yield: 4, years: 3, dividend_growth: 5, share_price_growth: 6 },
      output: {
        final_value: 13296.348080630318,
        final_shares: 223.277404848135,
        final_share_price: 59.5508,
        total_invested: 10000,
        total_dividends: 1310.5971372340925,
        total_reinvested: 1310.5971372340925,
        cash_dividends: 0,
        total_return: 3296.348080630318,
        final_annual_dividends: 474.748080630319,
        final_yield_on_cost: 4.74748080630319,
        dividend_frequency: 'annual',
        method: 'yearly: shares += 12 × monthly_contribution / P_(y−1); dividends = shares × D_y, D_y = share_price × yield × (1 + dividend_growth)^(y−1); P_y = share_price × (1 + share_price_growth)^y; reinvested: shares += dividends / P_y; value = shares × P_y; yield on cost = dividends / money paid in',
        formatted: { final_value: '13296.35', total_invested: '10000.00', total_dividends: '1310.60', final_annual_dividends: '474.75' },
        summary: '10000.00 invested over 3 years is worth 13296.35 with 1310.60 of dividends reinvested; it now pays 474.75 a year.',
        schedule: [
          { year: 1, share_price: 53, dividend_per_share: 2, contributions: 10000, dividends: 400, reinvested: 400, shares: 207.54716981132074, portfolio_value: 11000, total_invested: 10000, cash_dividends: 0, yield_on_cost: 4 },
          { year: 2, share_price: 56.18, dividend_per_share: 2.1, contributions: 0, dividends: 435.8490566037736, reinvested: 435.8490566037736, shares: 215.30525198653922, portfolio_value: 12095.849056603773, total_invested: 10000, cash_dividends: 0, yield_on_cost: 4.3584905660377355 },
          { year: 3, share_price: 59.5508, dividend_per_share: 2.205, contributions: 0, dividends: 474.748080630319, reinvested: 474.748080630319, shares: 223.277404848135, portfolio_value: 13296.348080630318, total_invested: 10000, cash_dividends: 0, yield_on_cost: 4.74748080630319 },
        ],
        truncated: false,
      },
    },
    {
      title: 'Dividends taken as cash, 100 a month added, 2 years',
      input: { initial_investment: 5000, share_price: 25, dividend_yield: 3, years: 2, monthly_contribution: 100, reinvest_dividends: false },
      output: {
        final_value: 7400,
        final_shares: 296,
        final_share_price: 25,
        total_invested: 7400,
        total_dividends: 408,
        total_reinvested: 0,
        cash_dividends: 408,
        total_return: 408,
        final_annual_dividends: 222,
        final_yield_on_cost: 3,
        dividend_frequency: 'annual',
        method: 'yearly: shares += 12 × monthly_contribution / P_(y−1); dividends = shares × D_y, D_y = share_price × yield × (1 + dividend_growth)^(y−1); P_y = share_price × (1 + share_price_growth)^y; reinvested: shares += dividends / P_y; value = shares × P_y; yield on cost = dividends / money paid in',
        formatted: { final_value: '7400.00', total_invested: '7400.00', total_dividends: '408.00', final_annual_dividends: '222.00' },
        summary: '7400.00 invested over 2 years is worth 7400.00 plus 408.00 of dividends paid out; it now pays 222.00 a year.',
        schedule: [
          { year: 1, share_price: 25, dividend_per_share: 0.75, contributions: 6200, dividends: 186, reinvested: 0, shares: 248, portfolio_value: 6200, total_invested: 6200, cash_dividends: 186, yield_on_cost: 3 },
          { year: 2, share_price: 25, dividend_per_share: 0.75, contributions: 1200, dividends: 222, reinvested: 0, shares: 296, portfolio_value: 7400, total_invested: 7400, cash_dividends: 408, yield_on_cost: 3 },
        ],
        truncated: false,
      },
    },
  ],
  run({ initial_investment, share_price, dividend_yield, years, dividend_growth, share_price_growth, monthly_contribution, reinvest_dividends }) {
    const fields = 'initial_investment, monthly_contribution, share_price, share_price_growth';
    const firstDividend = share_price * (dividend_yield / 100);
    const schedule = new Schedule<DividendRow>();
    let shares = finiteResult(initial_investment / share_price, fields);
    let invested = initial_investment;
    let totalDividends = 0;
    let cash = 0;
    let dividends = 0;
    let price = share_price;
    for (let year = 1; year <= years; year++) {
      const yearContributions = monthly_contribution * 12;
      shares = finiteResult(shares + yearContributions / price, fields); // bought during the year at its starting price
      invested += yearContributions;
      const perShare = firstDividend * growthFactor(dividend_growth / 100, year - 1);
      dividends = shares * perShare;
      price = share_price * growthFactor(share_price_growth / 100, year);
      if (reinvest_dividends) shares = finiteResult(shares + dividends / price, fields);
      else cash += dividends;
      totalDividends += dividends;
      const value = finiteResult(shares * price, fields);
      schedule.add({
        year,
        share_price: price,
        dividend_per_share: perShare,
        contributions: yearContributions + (year === 1 ? initial_investment : 0),
        dividends,
        reinvested: reinvest_dividends ? dividends : 0,
        shares,
        portfolio_value: value,
        total_invested: invested,
        cash_dividends: cash,
        yield_on_cost: invested > 0 ? (dividends / invested) * 100 : 0,
      });
    }
    const finalValue = finiteResult(shares * price, fields);
    const formatted = { final_value: cents(finalValue), total_invested: cents(invested), total_dividends: cents(totalDividends), final_annual_dividends: cents(dividends) };
    return {
      final_value: finalValue,
      final_shares: shares,
      final_share_price: price,
      total_invested: invested,
      total_dividends: totalDividends,
      total_reinvested: reinvest_dividends ? totalDividends : 0,
      cash_dividends: cash,
      total_return: finalValue + cash - invested,
      final_annual_dividends: dividends,
      final_yield_on_cost: invested > 0 ? (dividends / invested) * 100 : 0,
      dividend_frequency: 'annual' as const,
      method: METHOD,
      formatted,
      summary:
        `${formatted.total_invested} invested over ${years} year${years === 1 ? '' : 's'} is worth ${formatted.final_value}` +
        (reinvest_dividends ? ` with ${formatted.total_dividends} of dividends reinvested` : ` plus ${formatted.total_dividends} of dividends paid out`) +
        `; it now pays ${formatted.final_annual_dividends} a year.`,
      schedule: schedule.rows,
      truncated: schedule.truncated,
    };
  },
});

type DividendRow = {
  year: number;
  share_price: number;
  dividend_per_share: number;
  contributions: number;
  dividends: number;
  reinvested: number;
  shares: number;
  portfolio_value: number;
  total_invested: number;
  cash_dividends: number;
  yield_on_cost: number;
};
