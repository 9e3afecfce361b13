import { Type } from '@sinclair/typebox';
import { COMPOUNDING, contributionTimingField, effectiveYearlyRate, growthScheduleSchema, growYearly, monthlyEquivalentRate } from '../../lib/growth.ts';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

type Frequency = keyof typeof COMPOUNDING;
const FREQUENCY_NAMES = Object.keys(COMPOUNDING) as [Frequency, ...Frequency[]];

// The spreadsheet's FV(rate, nper, pmt, pv, type) (OASIS OpenFormula and Excel FV) at the
// monthly rate equivalent to the nominal return compounded m times, (1 + r/m)^(m/12) − 1.
const FORMULA =
  'value = P·(1+i)^(12n) + C·((1+i)^(12n) − 1)/i·(1 + i·type), i = (1 + r/m)^(m/12) − 1, type 1 = beginning, 0 = end ' +
  '(spreadsheet FV(rate, nper, pmt, pv, type) at the equivalent monthly rate; OpenFormula and Excel FV)';

const money = (description: string) => Type.Number({ minimum: 0, maximum: 1e12, description: `${description} (0 to 1e12)` });

export default defineTool({
  id: 'investment-calculator',
  name: 'Investment Calculator',
  category: 'finance',
  description:
    'What an investment grows to: a starting amount plus a monthly contribution, paid at the beginning or end of each month, at a yearly return ' +
    'compounded annually, semiannually, quarterly, monthly or daily. Gives the final value, the money paid in, the earnings and a year-by-year table. ' +
    'Formula: the spreadsheet FV(rate, nper, pmt, pv, type) (OASIS OpenFormula, the same as Excel) at the monthly rate equivalent to the ' +
    'compounded return, (1 + r/m)^(m/12) − 1. A steady return is assumed; real markets vary year to year.',
  keywords: ['investment growth', 'future value', 'fv', 'compound return', 'stock market', 'index fund', 'portfolio growth', 'monthly investing'],
  mcp: true,
  input: closedObject({
    annual_return: Type.Number({ minimum: -99, maximum: 100, description: 'Expected yearly return in percent (7 = 7 %), -99 to 100' }),
    years: Type.Integer({ minimum: 1, maximum: 100, description: 'How many whole years the money is invested (1 to 100)' }),
    initial_investment: withDefault(money('Amount invested at the start'), 0),
    monthly_contribution: withDefault(money('Amount added every month'), 0),
    compound_frequency: withDefault(
      stringEnum(FREQUENCY_NAMES, {
        description:
          'How often the return compounds: annually (1×), semiannually (2×), quarterly (4×), monthly (12×) or daily (365× a year). ' +
          'Monthly contributions earn the equivalent monthly rate (1 + r/m)^(m/12) − 1',
      }),
      'monthly',
    ),
    contribution_timing: contributionTimingField(),
  }),
  output: closedObject({
    final_value: Type.Number({ description: 'Value after the last year' }),
    total_contributions: Type.Number({ description: 'Initial investment plus every monthly contribution' }),
    total_earnings: Type.Number({ description: 'final_value − total_contributions' }),
    earnings_percent: Type.Union([Type.Number(), Type.Null()], {
      description: 'total_earnings as a percent of total_contributions; null when nothing was paid in',
    }),
    effective_annual_rate: Type.Number({ description: 'The yearly return after compounding, in percent: ((1 + r/m)^m − 1)·100' }),
    monthly_rate: Type.Number({ description: 'The equivalent monthly rate, in percent' }),
    annual_return: Type.Number({ description: 'The nominal yearly return used, in percent (echoed)' }),
    compounds_per_year: Type.Integer({ description: 'Times a year the return compounds' }),
    contribution_timing: stringEnum(['beginning', 'end'], { description: 'When contributions are paid (echoed)' }),
    years: Type.Integer({ description: 'Years invested (echoed)' }),
    formula: Type.String({ description: 'The formula and its source' }),
    formatted: closedObject({
      final_value: Type.String({ description: 'final_value rounded to cents' }),
      total_contributions: Type.String({ description: 'total_contributions rounded to cents' }),
      total_earnings: Type.String({ description: 'total_earnings rounded to cents' }),
    }),
    summary: Type.String({ description: 'The result in one sentence, amounts to the cent' }),
    schedule: growthScheduleSchema('The value year by year'),
    truncated: Type.Boolean({ description: 'True when the schedule stops at 600 rows (never, with at most 100 years)' }),
  }),
  examples: [
    {
      title: '5,000 plus 200 a month at 7 % for 3 years',
      input: { annual_return: 7, years: 3, initial_investment: 5000, monthly_contribution: 200 },
      output: {
        final_value: 14150.6480794507,
        total_contributions: 12200,
        total_earnings: 1950.6480794507006,
        earnings_percent: 15.988918684022135,
        effective_annual_rate: 7.229008085623567,
        monthly_rate: 0.5833333333333334,
        annual_return: 7,
        compounds_per_year: 12,
        contribution_timing: 'end',
        years: 3,
        formula: 'value = P·(1+i)^(12n) + C·((1+i)^(12n) − 1)/i·(1 + i·type), i = (1 + r/m)^(m/12) − 1, type 1 = beginning, 0 = end (spreadsheet FV(rate, nper, pmt, pv, type) at the equivalent monthly rate; OpenFormula and Excel FV)',
        formatted: { final_value: '14150.65', total_contributions: '12200.00', total_earnings: '1950.65' },
        summary: '5000.00 invested plus 200.00 at the end of each month for 3 years at 7 % compounded monthly grows to 14150.65: 12200.00 paid in and 1950.65 earned.',
        schedule: [
          { year: 1, contributions: 7400, interest: 439.9674622092589, balance: 7839.967462209259, total_contributions: 7400, total_interest: 439.9674622092589 },
          { year: 2, contributions: 2400, interest: 645.268939681444, balance: 10885.236401890703, total_contributions: 9800, total_interest: 1085.2364018907028 },
          { year: 3, contributions: 2400, interest: 865.4116775599978, balance: 14150.6480794507, total_contributions: 12200, total_interest: 1950.6480794507006 },
        ],
        truncated: false,
      },
    },
    {
      title: '300 at the start of each month, 8 % compounded annually, 2 years',
      input: { annual_return: 8, years: 2, monthly_contribution: 300, compound_frequency: 'annually', contribution_timing: 'beginning' },
      output: {
        final_value: 7808.665163841515,
        total_contributions: 7200,
        total_earnings: 608.6651638415151,
        earnings_percent: 8.453682831132154,
        effective_annual_rate: 8,
        monthly_rate: 0.6434030110003455,
        annual_return: 8,
        compounds_per_year: 1,
        contribution_timing: 'beginning',
        years: 2,
        formula: 'value = P·(1+i)^(12n) + C·((1+i)^(12n) − 1)/i·(1 + i·type), i = (1 + r/m)^(m/12) − 1, type 1 = beginning, 0 = end (spreadsheet FV(rate, nper, pmt, pv, type) at the equivalent monthly rate; OpenFormula and Excel FV)',
        formatted: { final_value: '7808.67', total_contributions: '7200.00', total_earnings: '608.67' },
        summary: '0.00 invested plus 300.00 at the beginning of each month for 2 years at 8 % compounded annually grows to 7808.67: 7200.00 paid in and 608.67 earned.',
        schedule: [
          { year: 1, contributions: 3600, interest: 154.16594415457485, balance: 3754.165944154575, total_contributions: 3600, total_interest: 154.16594415457485 },
          { year: 2, contributions: 3600, interest: 454.49921968694025, balance: 7808.665163841515, total_contributions: 7200, total_interest: 608.6651638415151 },
        ],
        truncated: false,
      },
    },
  ],
  run({ annual_return, years, initial_investment, monthly_contribution, compound_frequency, contribution_timing }) {
    const perYear = COMPOUNDING[compound_frequency];
    const monthlyRate = monthlyEquivalentRate(annual_return, perYear);
    const growth = growYearly(initial_investment, monthly_contribution, monthlyRate, years, contribution_timing);
    const finalValue = finiteResult(growth.balance, 'initial_investment, monthly_contribution, annual_return, years');
    const formatted = { final_value: cents(finalValue), total_contributions: cents(growth.contributions), total_earnings: cents(growth.interest) };
    return {
      final_value: finalValue,
      total_contributions: growth.contributions,
      total_earnings: growth.interest,
      earnings_percent: growth.contributions > 0 ? (growth.interest / growth.contributions) * 100 : null,
      effective_annual_rate: effectiveYearlyRate(annual_return, perYear) * 100,
      monthly_rate: monthlyRate * 100,
      annual_return,
      compounds_per_year: perYear,
      contribution_timing,
      years,
      formula: FORMULA,
      formatted,
      summary:
        `${cents(initial_investment)} invested plus ${cents(monthly_contribution)} at the ${contribution_timing} of each month for ${years} year${years === 1 ? '' : 's'} ` +
        `at ${annual_return} % compounded ${compound_frequency} grows to ${formatted.final_value}: ${formatted.total_contributions} paid in and ${formatted.total_earnings} earned.`,
      schedule: growth.rows,
      truncated: growth.truncated,
    };
  },
});
