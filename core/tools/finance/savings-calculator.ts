import { Type } from '@sinclair/typebox';
import { effectiveYearlyRate, growthScheduleSchema, growYearly, monthlyEquivalentRate } from '../../lib/growth.ts';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const FREQUENCIES = [1, 2, 4, 12, 365] as const;
const FREQUENCY_NAMES: Record<(typeof FREQUENCIES)[number], string> = { 1: 'yearly', 2: 'twice a year', 4: 'quarterly', 12: 'monthly', 365: 'daily' };

// The spreadsheet's FV (OASIS OpenFormula and Excel FV) at the monthly rate equivalent to the
// nominal rate compounded m times, (1 + r/m)^(m/12) − 1, contributions at the end of each month.
const FORMULA =
  'balance = P·(1+i)^(12n) + C·((1+i)^(12n) − 1)/i, i = (1 + r/m)^(m/12) − 1 (spreadsheet FV at the equivalent monthly rate; OpenFormula and Excel FV)';

const money = (description: string) => Type.Number({ minimum: 0, maximum: 1e12, description: `${description} (0 to 1e12)` });

export default defineTool({
  id: 'savings-calculator',
  name: 'Savings Calculator',
  category: 'finance',
  description:
    'How a savings account grows: an initial deposit plus a monthly contribution at a yearly interest rate compounded 1, 2, 4, 12 or 365 times a year. ' +
    'Gives the final balance, the money paid in, the interest earned and a year-by-year table. Formula: the spreadsheet FV(rate, nper, pmt, pv) ' +
    '(OASIS OpenFormula, the same as Excel) at the monthly rate equivalent to the compounded one, (1 + r/m)^(m/12) − 1: monthly contributions, ' +
    'paid at the end of each month, earn the same effective yearly rate as the balance whatever the compounding.',
  keywords: ['savings', 'savings account', 'interest', 'deposit', 'compound interest', 'savings goal', 'bank interest', 'apy'],
  mcp: true,
  input: closedObject({
    interest_rate: Type.Number({ minimum: -99, maximum: 100, description: 'Yearly nominal interest rate in percent (5 = 5 %), -99 to 100' }),
    years: Type.Integer({ minimum: 1, maximum: 100, description: 'How many whole years the money is saved (1 to 100)' }),
    initial_deposit: withDefault(money('Amount deposited at the start'), 0),
    monthly_contribution: withDefault(money('Amount added at the end of every month'), 0),
    compound_frequency: withDefault(
      Type.Union(
        FREQUENCIES.map((value) => Type.Literal(value)),
        {
          description:
            'Times a year interest is compounded: 1, 2, 4, 12 or 365. Monthly contributions earn the equivalent monthly rate (1 + r/m)^(m/12) − 1, ' +
            'so with yearly compounding a contribution still earns its share of the year at the same effective rate',
        },
      ),
      12,
    ),
  }),
  output: closedObject({
    final_balance: Type.Number({ description: 'Balance after the last year' }),
    total_contributed: Type.Number({ description: 'Initial deposit plus every monthly contribution' }),
    interest_earned: Type.Number({ description: 'final_balance − total_contributed' }),
    effective_annual_rate: Type.Number({ description: 'The yearly rate after compounding, in percent: ((1 + r/m)^m − 1)·100 (the APY)' }),
    monthly_rate: Type.Number({ description: 'The equivalent monthly rate contributions earn, in percent' }),
    interest_rate: Type.Number({ description: 'The nominal yearly rate used, in percent (echoed)' }),
    compound_frequency: Type.Integer({ description: 'Times a year interest is compounded (echoed)' }),
    years: Type.Integer({ description: 'Years saved (echoed)' }),
    formula: Type.String({ description: 'The formula and its source' }),
    formatted: closedObject({
      final_balance: Type.String({ description: 'final_balance rounded to cents' }),
      total_contributed: Type.String({ description: 'total_contributed rounded to cents' }),
      interest_earned: Type.String({ description: 'interest_earned rounded to cents' }),
    }),
    summary: Type.String({ description: 'The result in one sentence, amounts to the cent' }),
    schedule: growthScheduleSchema('The balance year by year'),
    truncated: Type.Boolean({ description: 'True when the schedule stops at 600 rows (never, with at most 100 years)' }),
  }),
  examples: [
    {
      title: '1,000 plus 100 a month at 5 % for 2 years, compounded monthly',
      input: { interest_rate: 5, years: 2, initial_deposit: 1000, monthly_contribution: 100 },
      output: {
        final_balance: 3623.533388958182,
        total_contributed: 3400,
        interest_earned: 223.53338895818206,
        effective_annual_rate: 5.116189788173318,
        monthly_rate: 0.4166666666666667,
        interest_rate: 5,
        compound_frequency: 12,
        years: 2,
        formula: 'balance = P·(1+i)^(12n) + C·((1+i)^(12n) − 1)/i, i = (1 + r/m)^(m/12) − 1 (spreadsheet FV at the equivalent monthly rate; OpenFormula and Excel FV)',
        formatted: { final_balance: '3623.53', total_contributed: '3400.00', interest_earned: '223.53' },
        summary: '1000.00 deposited plus 100.00 a month for 2 years at 5 % compounded monthly grows to 3623.53: 3400.00 paid in and 223.53 interest.',
        schedule: [
          { year: 1, contributions: 2200, interest: 79.04744704332961, balance: 2279.0474470433296, total_contributions: 2200, total_interest: 79.04744704332961 },
          { year: 2, contributions: 1200, interest: 144.48594191485245, balance: 3623.533388958182, total_contributions: 3400, total_interest: 223.53338895818206 },
        ],
        truncated: false,
      },
    },
    {
      title: '10,000 left for 3 years at 4 % compounded yearly',
      input: { interest_rate: 4, years: 3, initial_deposit: 10000, compound_frequency: 1 },
      output: {
        final_balance: 11248.640000000001,
        total_contributed: 10000,
        interest_earned: 1248.6400000000012,
        effective_annual_rate: 4,
        monthly_rate: 0.32737397821988634,
        interest_rate: 4,
        compound_frequency: 1,
        years: 3,
        formula: 'balance = P·(1+i)^(12n) + C·((1+i)^(12n) − 1)/i, i = (1 + r/m)^(m/12) − 1 (spreadsheet FV at the equivalent monthly rate; OpenFormula and Excel FV)',
        formatted: { final_balance: '11248.64', total_contributed: '10000.00', interest_earned: '1248.64' },
        summary: '10000.00 deposited plus 0.00 a month for 3 years at 4 % compounded yearly grows to 11248.64: 10000.00 paid in and 1248.64 interest.',
        schedule: [
          { year: 1, contributions: 10000, interest: 400, balance: 10400, total_contributions: 10000, total_interest: 400 },
          { year: 2, contributions: 0, interest: 415.9999999999982, balance: 10815.999999999998, total_contributions: 10000, total_interest: 815.9999999999982 },
          { year: 3, contributions: 0, interest: 432.64000000000306, balance: 11248.640000000001, total_contributions: 10000, total_interest: 1248.6400000000012 },
        ],
        truncated: false,
      },
    },
  ],
  run({ interest_rate, years, initial_deposit, monthly_contribution, compound_frequency }) {
    const monthlyRate = monthlyEquivalentRate(interest_rate, compound_frequency);
    const growth = growYearly(initial_deposit, monthly_contribution, monthlyRate, years, 'end');
    const finalBalance = finiteResult(growth.balance, 'initial_deposit, monthly_contribution, interest_rate, years');
    const formatted = { final_balance: cents(finalBalance), total_contributed: cents(growth.contributions), interest_earned: cents(growth.interest) };
    return {
      final_balance: finalBalance,
      total_contributed: growth.contributions,
      interest_earned: growth.interest,
      effective_annual_rate: effectiveYearlyRate(interest_rate, compound_frequency) * 100,
      monthly_rate: monthlyRate * 100,
      interest_rate,
      compound_frequency,
      years,
      formula: FORMULA,
      formatted,
      summary:
        `${cents(initial_deposit)} deposited plus ${cents(monthly_contribution)} a month for ${years} year${years === 1 ? '' : 's'} at ${interest_rate} % ` +
        `compounded ${FREQUENCY_NAMES[compound_frequency]} grows to ${formatted.final_balance}: ${formatted.total_contributed} paid in and ${formatted.interest_earned} interest.`,
      schedule: growth.rows,
      truncated: growth.truncated,
    };
  },
});
