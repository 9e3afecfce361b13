import { Type } from '@sinclair/typebox';
import { growthFactor, growthMinusOne, growthScheduleSchema, growYearly } from '../../lib/growth.ts';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Formula (code and description): the compound interest formula A = P(1 + r/n)^(nt) (any finance
 * textbook, e.g. Brealey, Myers & Allen ch. 2; the spreadsheet FV(r/n, n·t, 0, −P)). Monthly
 * contributions are paid at the end of each month and earn the effective monthly rate of the
 * compounding, i = (1 + r/n)^(n/12) − 1, so with n = 12 they follow FV(r/12, 12t, −C) exactly and
 * with quarterly, yearly or daily compounding every deposit grows at the same effective yearly
 * rate (1 + r/n)^n − 1 as the principal (core/lib/growth.ts, monthlyEquivalentRate's convention).
 * Bounds the spec leaves open: principal and contribution 0 to 1e12, annual_rate 0 to 1 (100 %),
 * years a whole number 1-100 (so the growth table has one row per year), compounds_per_year 1-365.
 */

const FORMULA = 'A = P(1 + r/n)^(nt) (compound interest formula; spreadsheet FV) plus end-of-month contributions C·((1+i)^(12t) − 1)/i';
const CONTRIBUTIONS =
  'Each monthly contribution is paid at the end of the month and earns the effective monthly rate i = (1 + r/n)^(n/12) − 1 of the chosen compounding, ' +
  'so it grows at the same effective yearly rate (1 + r/n)^n − 1 as the principal (with n = 12, i = r/12 exactly).';

const money = (description: string) => Type.Number({ description });

const output = closedObject({
  principal: money('The starting amount, as given'),
  annual_rate: Type.Number({ description: 'The yearly nominal rate as a decimal, as given' }),
  years: Type.Integer({ description: 'Years, as given' }),
  compounds_per_year: Type.Integer({ description: 'Compounding periods a year (n)' }),
  monthly_contribution: money('Paid in at the end of each month'),
  final_balance: money('The balance after the last year (unrounded)'),
  principal_future_value: money('What the principal alone grows to: P(1 + r/n)^(nt)'),
  contributions_future_value: money('What the monthly contributions grow to'),
  total_contributions: money('Everything paid in: the principal plus every monthly contribution'),
  total_interest: money('final_balance − total_contributions'),
  effective_annual_rate: Type.Number({ description: 'The effective yearly rate (1 + r/n)^n − 1, a decimal (the APY)' }),
  effective_monthly_rate: Type.Number({ description: 'The monthly rate the contributions earn, (1 + r/n)^(n/12) − 1, a decimal' }),
  formula: Type.String({ description: 'The formula used and its source' }),
  contribution_method: Type.String({ description: 'How monthly contributions combine with the compounding frequency' }),
  schedule: growthScheduleSchema('The balance year by year'),
  truncated: Type.Boolean({ description: 'Whether the schedule was cut at 600 rows (never, with at most 100 years)' }),
  formatted: closedObject(
    {
      final_balance: Type.String({ description: 'Rounded to cents' }),
      total_contributions: Type.String({ description: 'Rounded to cents' }),
      total_interest: Type.String({ description: 'Rounded to cents' }),
    },
    { description: 'The headline amounts rounded to cents, for display' },
  ),
  summary: Type.String({ description: 'The result in one sentence (amounts in cents)' }),
});

export default defineTool({
  id: 'compound-interest',
  name: 'Compound Interest Calculator',
  category: 'finance',
  description:
    'Grows a principal by the compound interest formula A = P(1 + r/n)^(nt) (the textbook formula; spreadsheet FV), with optional monthly contributions ' +
    'paid at the end of each month at the effective monthly rate (1 + r/n)^(n/12) − 1. annual_rate is a decimal (0.07 = 7 %). ' +
    'Gives the final balance, interest earned, the effective annual rate (APY) and a yearly growth table.',
  keywords: ['compounding', 'future value', 'fv', 'apy', 'effective annual rate', 'savings growth', 'interest on interest'],
  mcp: true,
  input: closedObject({
    principal: Type.Number({ minimum: 0, maximum: 1e12, description: 'The starting amount (0 to 1e12)' }),
    annual_rate: Type.Number({ minimum: 0, maximum: 1, description: 'Yearly nominal interest rate as a DECIMAL: 0.07 = 7 % (0 to 1)' }),
    years: Type.Integer({ minimum: 1, maximum: 100, description: 'How many whole years the money grows (1-100)' }),
    compounds_per_year: withDefault(
      Type.Integer({ minimum: 1, maximum: 365, description: 'How many times a year interest is compounded (n): 1 yearly, 4 quarterly, 12 monthly, 365 daily; 1-365, default 12' }),
      12,
    ),
    monthly_contribution: withDefault(Type.Number({ minimum: 0, maximum: 1e12, description: 'Added at the end of every month (0 to 1e12, default 0)' }), 0),
  }),
  output,
  examples: [
    {
      title: "Monthly compounding, nothing added",
      input: { principal: 10000, annual_rate: 0.05, years: 3 },
      output: {
        principal: 10000,
        annual_rate: 0.05,
        years: 3,
        compounds_per_year: 12,
        monthly_contribution: 0,
        final_balance: 11614.722313334682,
        principal_future_value: 11614.722313334682,
        contributions_future_value: 0,
        total_contributions: 10000,
        total_interest: 1614.7223133346815,
        effective_annual_rate: 0.051161897881733184,
        effective_monthly_rate: 0.004166666666666667,
        formula: FORMULA,
        contribution_method: CONTRIBUTIONS,
        schedule: [
          { year: 1, contributions: 10000, interest: 511.6189788173324, balance: 10511.618978817332, total_contributions: 10000, total_interest: 511.6189788173324 },
          { year: 2, contributions: 0, interest: 537.7943767659399, balance: 11049.413355583272, total_contributions: 10000, total_interest: 1049.4133555832723 },
          { year: 3, contributions: 0, interest: 565.3089577514093, balance: 11614.722313334682, total_contributions: 10000, total_interest: 1614.7223133346815 },
        ],
        truncated: false,
        formatted: {
          final_balance: "11614.72",
          total_contributions: "10000.00",
          total_interest: "1614.72",
        },
        summary: "10000.00 at 5% compounded 12× a year grows to 11614.72 in 3 years: 10000.00 paid in, 1614.72 interest.",
      },
    },
    {
      title: "Quarterly compounding with monthly contributions",
      input: { principal: 5000, annual_rate: 0.06, years: 2, compounds_per_year: 4, monthly_contribution: 100 },
      output: {
        principal: 5000,
        annual_rate: 0.06,
        years: 2,
        compounds_per_year: 4,
        monthly_contribution: 100,
        final_balance: 8174.922072622776,
        principal_future_value: 5632.462932976534,
        contributions_future_value: 2542.459139646242,
        total_contributions: 7400,
        total_interest: 774.9220726227759,
        effective_annual_rate: 0.061363550625,
        effective_monthly_rate: 0.004975206272652511,
        formula: FORMULA,
        contribution_method: CONTRIBUTIONS,
        schedule: [
          { year: 1, contributions: 6200, interest: 340.20481814580944, balance: 6540.204818145809, total_contributions: 6200, total_interest: 340.20481814580944 },
          { year: 2, contributions: 1200, interest: 434.71725447696645, balance: 8174.922072622776, total_contributions: 7400, total_interest: 774.9220726227759 },
        ],
        truncated: false,
        formatted: {
          final_balance: "8174.92",
          total_contributions: "7400.00",
          total_interest: "774.92",
        },
        summary: "5000.00 at 6% compounded 4× a year plus 100.00 a month grows to 8174.92 in 2 years: 7400.00 paid in, 774.92 interest.",
      },
    },
  ],
  run({ principal, annual_rate, years, compounds_per_year: n, monthly_contribution }) {
    // (1 + r/n)^(n/12) − 1 and (1 + r/n)^n − 1, through log1p/expm1 so small rates keep their digits.
    const monthlyRate = growthMinusOne(annual_rate / n, n / 12);
    const effectiveAnnual = growthMinusOne(annual_rate / n, n);
    const principalFuture = finiteResult(principal * growthFactor(annual_rate / n, n * years), 'principal, annual_rate, years');
    const growth = growYearly(principal, monthly_contribution, monthlyRate, years, 'end');
    const finalBalance = finiteResult(growth.balance, 'principal, monthly_contribution, annual_rate, years');
    const contributionsFuture = finalBalance - principalFuture;
    return {
      principal,
      annual_rate,
      years,
      compounds_per_year: n,
      monthly_contribution,
      final_balance: finalBalance,
      principal_future_value: principalFuture,
      contributions_future_value: contributionsFuture,
      total_contributions: growth.contributions,
      total_interest: growth.interest,
      effective_annual_rate: effectiveAnnual,
      effective_monthly_rate: monthlyRate,
      formula: FORMULA,
      contribution_method: CONTRIBUTIONS,
      schedule: growth.rows,
      truncated: growth.truncated,
      formatted: { final_balance: cents(finalBalance), total_contributions: cents(growth.contributions), total_interest: cents(growth.interest) },
      summary:
        `${cents(principal)} at ${+(annual_rate * 100).toPrecision(12)}% compounded ${n}× a year` +
        (monthly_contribution > 0 ? ` plus ${cents(monthly_contribution)} a month` : '') +
        ` grows to ${cents(finalBalance)} in ${years} year${years === 1 ? '' : 's'}: ${cents(growth.contributions)} paid in, ${cents(growth.interest)} interest.`,
    };
  },
});
