import { Type } from '@sinclair/typebox';
import {
  amortize,
  ANNUITY_FORMULA,
  amortizationScheduleSchema,
  levelPayment,
  monthsOfYears,
  summarizeYears,
  yearSummaryRowSchema,
} from '../../lib/annuity.ts';
import { cents } from '../../lib/money.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Formula (code and description): the standard (ordinary) annuity formula
 * M = P·r / (1 − (1+r)^−n), r = annual_rate/12, n = years·12 — the fixed-rate mortgage payment
 * (spreadsheet PMT; the worked example of Wikipedia's "Mortgage calculator": 200,000 at 6.5 %
 * over 30 years → 1,264.14), amortised month by month (core/lib/annuity.ts) and summed by year.
 * Principal and interest only: taxes, insurance and HOA are home-affordability-calculator's job.
 * Bounds the spec leaves open: principal above 0 up to 1e12, annual_rate 0 to 1 (a decimal),
 * years above 0 up to 50 (rounded to whole months, at least one), so the schedule's 600-row cap
 * is never reached.
 */

const FORMULA = `${ANNUITY_FORMULA}; fixed-rate mortgage, principal and interest only`;

const amount = (description: string) => Type.Number({ description });

const output = closedObject({
  principal: amount('The amount borrowed, as given'),
  annual_rate: Type.Number({ description: 'Yearly nominal rate as a decimal, as given' }),
  monthly_rate: Type.Number({ description: 'annual_rate / 12 (r)' }),
  years: Type.Number({ description: 'The term in years, as given' }),
  term_months: Type.Integer({ description: 'Number of monthly payments (n = years × 12, rounded to a whole month)' }),
  monthly_payment: amount('Principal and interest paid each month (unrounded)'),
  total_interest: amount('Interest paid over the whole term'),
  total_paid: amount('Everything paid: principal + total_interest'),
  interest_share_percent: Type.Number({ description: 'total_interest as a percent of total_paid' }),
  formula: Type.String({ description: 'The formula used and its source' }),
  schedule: amortizationScheduleSchema,
  truncated: Type.Boolean({ description: 'Whether the schedule was cut at 600 rows (never, with at most 50 years)' }),
  yearly: Type.Array(yearSummaryRowSchema, { description: 'The schedule summed by year of the loan' }),
  formatted: closedObject(
    {
      monthly_payment: Type.String({ description: 'Rounded to cents' }),
      total_interest: Type.String({ description: 'Rounded to cents' }),
      total_paid: Type.String({ description: 'Rounded to cents' }),
    },
    { description: 'The headline amounts rounded to cents, for display' },
  ),
  summary: Type.String({ description: 'The result in one sentence (amounts in cents)' }),
});

export default defineTool({
  id: 'mortgage-calculate',
  name: 'Mortgage Calculator',
  category: 'finance',
  description:
    'Monthly principal-and-interest payment of a fixed-rate mortgage by the standard (ordinary) annuity formula M = P·r / (1 − (1+r)^−n) ' +
    '(the same as spreadsheet PMT), with total interest, the full monthly amortisation schedule and a yearly summary. ' +
    'annual_rate is a decimal (0.065 = 6.5 %).',
  keywords: ['home loan', 'mortgage payment', 'house payment', 'amortization schedule', 'amortisation', 'fixed rate', 'principal and interest', 'pmt'],
  mcp: true,
  input: closedObject({
    principal: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'The amount borrowed (above 0, up to 1e12)' }),
    annual_rate: Type.Number({ minimum: 0, maximum: 1, description: 'Yearly nominal interest rate as a DECIMAL: 0.065 = 6.5 % (0 to 1)' }),
    years: Type.Number({ exclusiveMinimum: 0, maximum: 50, description: 'Term in years, e.g. 30 or 15 (up to 50; rounded to whole months, at least one month)' }),
  }),
  output,
  examples: [
    {
      title: "A two-year term at 6.5 %, with its yearly summary",
      input: { principal: 120000, annual_rate: 0.065, years: 2 },
      output: {
        principal: 120000,
        annual_rate: 0.065,
        monthly_rate: 0.005416666666666667,
        years: 2,
        term_months: 24,
        monthly_payment: 5345.550172021319,
        total_interest: 8293.204128511661,
        total_paid: 128293.20412851166,
        interest_share_percent: 6.464258325175459,
        formula: FORMULA,
        schedule: [
          { month: 1, payment: 5345.550172021319, principal: 4695.550172021319, interest: 650, extra: 0, balance: 115304.44982797868 },
          { month: 2, payment: 5345.550172021319, principal: 4720.984402119768, interest: 624.5657699015512, extra: 0, balance: 110583.46542585891 },
          { month: 3, payment: 5345.550172021319, principal: 4746.556400964583, interest: 598.9937710567358, extra: 0, balance: 105836.90902489432 },
          { month: 4, payment: 5345.550172021319, principal: 4772.266914803141, interest: 573.2832572181776, extra: 0, balance: 101064.64211009118 },
          { month: 5, payment: 5345.550172021319, principal: 4798.1166939249915, interest: 547.4334780963272, extra: 0, balance: 96266.52541616619 },
          { month: 6, payment: 5345.550172021319, principal: 4824.106492683752, interest: 521.4436793375669, extra: 0, balance: 91442.41892348243 },
          { month: 7, payment: 5345.550172021319, principal: 4850.237069519122, interest: 495.3131025021965, extra: 0, balance: 86592.18185396331 },
          { month: 8, payment: 5345.550172021319, principal: 4876.509186979018, interest: 469.04098504230126, extra: 0, balance: 81715.67266698429 },
          { month: 9, payment: 5345.550172021319, principal: 4902.92361174182, interest: 442.6265602794983, extra: 0, balance: 76812.74905524247 },
          { month: 10, payment: 5345.550172021319, principal: 4929.481114638756, interest: 416.0690573825634, extra: 0, balance: 71883.26794060372 },
          { month: 11, payment: 5345.550172021319, principal: 4956.182470676382, interest: 389.36770134493685, extra: 0, balance: 66927.08546992733 },
          { month: 12, payment: 5345.550172021319, principal: 4983.028459059213, interest: 362.5217129621064, extra: 0, balance: 61944.05701086811 },
          { month: 13, payment: 5345.550172021319, principal: 5010.01986321245, interest: 335.53030880886894, extra: 0, balance: 56934.03714765566 },
          { month: 14, payment: 5345.550172021319, principal: 5037.15747080485, interest: 308.3927012164682, extra: 0, balance: 51896.87967685081 },
          { month: 15, payment: 5345.550172021319, principal: 5064.44207377171, interest: 281.1080982496086, extra: 0, balance: 46832.437603079095 },
          { month: 16, payment: 5345.550172021319, principal: 5091.874468337974, interest: 253.67570368334512, extra: 0, balance: 41740.56313474112 },
          { month: 17, payment: 5345.550172021319, principal: 5119.455455041471, interest: 226.09471697984773, extra: 0, balance: 36621.10767969964 },
          { month: 18, payment: 5345.550172021319, principal: 5147.185838756279, interest: 198.36433326503973, extra: 0, balance: 31473.921840943363 },
          { month: 19, payment: 5345.550172021319, principal: 5175.066428716209, interest: 170.4837433051099, extra: 0, balance: 26298.855412227156 },
          { month: 20, payment: 5345.550172021319, principal: 5203.098038538422, interest: 142.4521334828971, extra: 0, balance: 21095.757373688735 },
          { month: 21, payment: 5345.550172021319, principal: 5231.281486247171, interest: 114.26868577414731, extra: 0, balance: 15864.475887441564 },
          { month: 22, payment: 5345.550172021319, principal: 5259.617594297677, interest: 85.93257772364181, extra: 0, balance: 10604.858293143887 },
          { month: 23, payment: 5345.550172021319, principal: 5288.107189600123, interest: 57.44298242119606, extra: 0, balance: 5316.751103543765 },
          { month: 24, payment: 5345.550172021293, principal: 5316.751103543765, interest: 28.799068477528728, extra: 0, balance: 0 },
        ],
        truncated: false,
        yearly: [
          { year: 1, payments: 64146.602064255836, principal: 58055.942989131865, interest: 6090.659075123961, balance: 61944.05701086811 },
          { year: 2, payments: 64146.60206425581, principal: 61944.057010868106, interest: 2202.5450533876997, balance: 0 },
        ],
        formatted: {
          monthly_payment: "5345.55",
          total_interest: "8293.20",
          total_paid: "128293.20",
        },
        summary: "A 120000.00 mortgage at 6.5% over 24 months costs 5345.55 a month (principal and interest): 8293.20 interest, 128293.20 in all.",
      },
    },
    {
      title: "Six months interest-free",
      input: { principal: 3000, annual_rate: 0, years: 0.5 },
      output: {
        principal: 3000,
        annual_rate: 0,
        monthly_rate: 0,
        years: 0.5,
        term_months: 6,
        monthly_payment: 500,
        total_interest: 0,
        total_paid: 3000,
        interest_share_percent: 0,
        formula: FORMULA,
        schedule: [
          { month: 1, payment: 500, principal: 500, interest: 0, extra: 0, balance: 2500 },
          { month: 2, payment: 500, principal: 500, interest: 0, extra: 0, balance: 2000 },
          { month: 3, payment: 500, principal: 500, interest: 0, extra: 0, balance: 1500 },
          { month: 4, payment: 500, principal: 500, interest: 0, extra: 0, balance: 1000 },
          { month: 5, payment: 500, principal: 500, interest: 0, extra: 0, balance: 500 },
          { month: 6, payment: 500, principal: 500, interest: 0, extra: 0, balance: 0 },
        ],
        truncated: false,
        yearly: [
          { year: 1, payments: 3000, principal: 3000, interest: 0, balance: 0 },
        ],
        formatted: {
          monthly_payment: "500.00",
          total_interest: "0.00",
          total_paid: "3000.00",
        },
        summary: "A 3000.00 mortgage at 0% over 6 months costs 500.00 a month (principal and interest): 0.00 interest, 3000.00 in all.",
      },
    },
  ],
  run({ principal, annual_rate, years }) {
    const months = monthsOfYears(years, 'years');
    const rate = annual_rate / 12;
    const payment = levelPayment(principal, rate, months, 'annual_rate, years');
    const plan = amortize({ principal, rate, payment, paymentField: 'annual_rate, years', termMonths: months });
    return {
      principal,
      annual_rate,
      monthly_rate: rate,
      years,
      term_months: months,
      monthly_payment: payment,
      total_interest: plan.totalInterest,
      total_paid: plan.totalPaid,
      interest_share_percent: (plan.totalInterest / plan.totalPaid) * 100,
      formula: FORMULA,
      schedule: plan.rows,
      truncated: plan.truncated,
      yearly: summarizeYears(plan.rows),
      formatted: { monthly_payment: cents(payment), total_interest: cents(plan.totalInterest), total_paid: cents(plan.totalPaid) },
      summary:
        `A ${cents(principal)} mortgage at ${+(annual_rate * 100).toPrecision(12)}% over ${months} months costs ${cents(payment)} a month ` +
        `(principal and interest): ${cents(plan.totalInterest)} interest, ${cents(plan.totalPaid)} in all.`,
    };
  },
});
