import { Type } from '@sinclair/typebox';
import { amortize, ANNUITY_FORMULA, amortizationScheduleSchema, levelPayment, monthsOfYears } from '../../lib/annuity.ts';
import { cents } from '../../lib/money.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Formula (code and description): the standard (ordinary) annuity formula
 * payment = P·r / (1 − (1+r)^−n), r = annual_rate/12, n = years·12 (spreadsheet PMT; see
 * core/lib/annuity.ts), then a month-by-month amortisation in which any extra payment goes to
 * principal, so the loan ends early; the plan without the extra is run too for the savings.
 * Bounds the spec leaves open: principal above 0 up to 1e12, annual_rate 0 to 1 (a decimal),
 * years above 0 up to 50 (rounded to whole months, at least one), extra_payment 0 to 1e12
 * (default 0).
 */

const FORMULA = `${ANNUITY_FORMULA}; amortised month by month, extra payments to principal`;

const amount = (description: string) => Type.Number({ description });

const output = closedObject({
  principal: amount('The amount borrowed, as given'),
  annual_rate: Type.Number({ description: 'Yearly nominal rate as a decimal, as given' }),
  monthly_rate: Type.Number({ description: 'annual_rate / 12, the rate applied each month (r)' }),
  years: Type.Number({ description: 'The term in years, as given' }),
  term_months: Type.Integer({ description: 'The term in months (n = years × 12, rounded to a whole month)' }),
  extra_payment: amount('Paid on top of the payment every month, as given'),
  monthly_payment: amount('The level monthly payment that repays the loan in term_months (unrounded)'),
  total_interest: amount('Interest paid over the loan, with the extra payments'),
  total_paid: amount('Everything paid, with the extra payments (principal + total_interest)'),
  payoff_months: Type.Integer({ description: 'Months until the loan is repaid, with the extra payments' }),
  total_interest_without_extra: amount('Interest paid with the monthly payment alone'),
  total_paid_without_extra: amount('Everything paid with the monthly payment alone'),
  payoff_months_without_extra: Type.Integer({ description: 'Months until repaid with the monthly payment alone (the term)' }),
  interest_saved: amount('total_interest_without_extra − total_interest'),
  months_saved: Type.Integer({ description: 'payoff_months_without_extra − payoff_months' }),
  formula: Type.String({ description: 'The formula used and its source' }),
  schedule: amortizationScheduleSchema,
  truncated: Type.Boolean({ description: 'Whether the schedule was cut at 600 rows (never, with at most 50 years)' }),
  formatted: closedObject(
    {
      monthly_payment: Type.String({ description: 'Rounded to cents' }),
      total_interest: Type.String({ description: 'Rounded to cents' }),
      total_paid: Type.String({ description: 'Rounded to cents' }),
      interest_saved: Type.String({ description: 'Rounded to cents' }),
    },
    { description: 'The headline amounts rounded to cents, for display' },
  ),
  summary: Type.String({ description: 'The result in one sentence (amounts in cents)' }),
});

export default defineTool({
  id: 'loan-calculate',
  name: 'Loan Calculator',
  category: 'finance',
  description:
    'Monthly payment of a fixed-rate loan by the standard (ordinary) annuity formula payment = P·r / (1 − (1+r)^−n) (the same as spreadsheet PMT), ' +
    'with total interest, total paid and a monthly amortisation schedule. An optional extra monthly payment goes to principal: ' +
    'the tool shows the payoff months and interest with and without it, and the interest saved. annual_rate is a decimal (0.07 = 7 %).',
  keywords: ['loan payment', 'amortization', 'amortisation', 'emi', 'pmt', 'extra payment', 'personal loan', 'car loan', 'auto loan'],
  mcp: true,
  input: closedObject({
    principal: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'The amount borrowed (above 0, up to 1e12)' }),
    annual_rate: Type.Number({ minimum: 0, maximum: 1, description: 'Yearly nominal interest rate as a DECIMAL: 0.07 = 7 % (0 to 1)' }),
    years: Type.Number({ exclusiveMinimum: 0, maximum: 50, description: 'Loan term in years (up to 50; rounded to whole months, at least one month)' }),
    extra_payment: withDefault(Type.Number({ minimum: 0, maximum: 1e12, description: 'Extra paid to principal every month on top of the payment (0 to 1e12, default 0)' }), 0),
  }),
  output,
  examples: [
    {
      title: "A one-year loan",
      input: { principal: 6000, annual_rate: 0.06, years: 1 },
      output: {
        principal: 6000,
        annual_rate: 0.06,
        monthly_rate: 0.005,
        years: 1,
        term_months: 12,
        extra_payment: 0,
        monthly_payment: 516.398578242484,
        total_interest: 196.7829389098077,
        total_paid: 6196.782938909808,
        payoff_months: 12,
        total_interest_without_extra: 196.7829389098077,
        total_paid_without_extra: 6196.782938909808,
        payoff_months_without_extra: 12,
        interest_saved: 0,
        months_saved: 0,
        formula: FORMULA,
        schedule: [
          { month: 1, payment: 516.398578242484, principal: 486.39857824248395, interest: 30, extra: 0, balance: 5513.601421757516 },
          { month: 2, payment: 516.398578242484, principal: 488.83057113369637, interest: 27.56800710878758, extra: 0, balance: 5024.770850623819 },
          { month: 3, payment: 516.398578242484, principal: 491.2747239893649, interest: 25.123854253119095, extra: 0, balance: 4533.4961266344535 },
          { month: 4, payment: 516.398578242484, principal: 493.7310976093117, interest: 22.667480633172268, extra: 0, balance: 4039.7650290251418 },
          { month: 5, payment: 516.398578242484, principal: 496.1997530973582, interest: 20.19882514512571, extra: 0, balance: 3543.5652759277837 },
          { month: 6, payment: 516.398578242484, principal: 498.68075186284506, interest: 17.717826379638918, extra: 0, balance: 3044.884524064939 },
          { month: 7, payment: 516.398578242484, principal: 501.1741556221593, interest: 15.224422620324695, extra: 0, balance: 2543.71036844278 },
          { month: 8, payment: 516.398578242484, principal: 503.68002640027004, interest: 12.718551842213898, extra: 0, balance: 2040.0303420425098 },
          { month: 9, payment: 516.398578242484, principal: 506.1984265322714, interest: 10.20015171021255, extra: 0, balance: 1533.8319155102386 },
          { month: 10, payment: 516.398578242484, principal: 508.7294186649328, interest: 7.669159577551193, extra: 0, balance: 1025.1024968453057 },
          { month: 11, payment: 516.398578242484, principal: 511.2730657582574, interest: 5.125512484226529, extra: 0, balance: 513.8294310870482 },
          { month: 12, payment: 516.3985782424834, principal: 513.8294310870482, interest: 2.569147155435241, extra: 0, balance: 0 },
        ],
        truncated: false,
        formatted: {
          monthly_payment: "516.40",
          total_interest: "196.78",
          total_paid: "6196.78",
          interest_saved: "0.00",
        },
        summary: "6000.00 over 12 months at 6% a year: 516.40 a month, 196.78 interest, 6196.78 in all.",
      },
    },
    {
      title: "Extra 250 a month on a short loan",
      input: { principal: 3000, annual_rate: 0.09, years: 1, extra_payment: 250 },
      output: {
        principal: 3000,
        annual_rate: 0.09,
        monthly_rate: 0.0075,
        years: 1,
        term_months: 12,
        extra_payment: 250,
        monthly_payment: 262.3544303097643,
        total_interest: 79.37626067972803,
        total_paid: 3079.376260679728,
        payoff_months: 7,
        total_interest_without_extra: 148.25316371717182,
        total_paid_without_extra: 3148.2531637171714,
        payoff_months_without_extra: 12,
        interest_saved: 68.87690303744378,
        months_saved: 5,
        formula: FORMULA,
        schedule: [
          { month: 1, payment: 262.3544303097643, principal: 239.85443030976433, interest: 22.5, extra: 250, balance: 2510.145569690236 },
          { month: 2, payment: 262.3544303097643, principal: 243.52833853708756, interest: 18.82609177267677, extra: 250, balance: 2016.6172311531482 },
          { month: 3, payment: 262.3544303097643, principal: 247.2298010761157, interest: 15.12462923364861, extra: 250, balance: 1519.3874300770326 },
          { month: 4, payment: 262.3544303097643, principal: 250.95902458418658, interest: 11.395405725577744, extra: 250, balance: 1018.4284054928462 },
          { month: 5, payment: 262.3544303097643, principal: 254.716217268568, interest: 7.638213041196346, extra: 250, balance: 513.7121882242783 },
          { month: 6, payment: 262.3544303097643, principal: 258.5015888980822, interest: 3.8528414116820873, extra: 250, balance: 5.210599326196075 },
          { month: 7, payment: 5.249678821142545, principal: 5.210599326196075, interest: 0.03907949494647056, extra: 0, balance: 0 },
        ],
        truncated: false,
        formatted: {
          monthly_payment: "262.35",
          total_interest: "79.38",
          total_paid: "3079.38",
          interest_saved: "68.88",
        },
        summary: "3000.00 over 12 months at 9% a year: 262.35 a month, 79.38 interest, 3079.38 in all; with 250.00 extra a month it is repaid in 7 months, saving 68.88 interest.",
      },
    },
  ],
  run({ principal, annual_rate, years, extra_payment }) {
    const months = monthsOfYears(years, 'years');
    const rate = annual_rate / 12;
    const payment = levelPayment(principal, rate, months, 'annual_rate, years');
    const plain = amortize({ principal, rate, payment, paymentField: 'years', termMonths: months });
    const plan = extra_payment > 0 ? amortize({ principal, rate, payment, extra: extra_payment, paymentField: 'extra_payment', termMonths: months }) : plain;
    const saved = plain.totalInterest - plan.totalInterest;
    return {
      principal,
      annual_rate,
      monthly_rate: rate,
      years,
      term_months: months,
      extra_payment,
      monthly_payment: payment,
      total_interest: plan.totalInterest,
      total_paid: plan.totalPaid,
      payoff_months: plan.months,
      total_interest_without_extra: plain.totalInterest,
      total_paid_without_extra: plain.totalPaid,
      payoff_months_without_extra: plain.months,
      interest_saved: saved,
      months_saved: plain.months - plan.months,
      formula: FORMULA,
      schedule: plan.rows,
      truncated: plan.truncated,
      formatted: { monthly_payment: cents(payment), total_interest: cents(plan.totalInterest), total_paid: cents(plan.totalPaid), interest_saved: cents(saved) },
      summary:
        `${cents(principal)} over ${months} months at ${+(annual_rate * 100).toPrecision(12)}% a year: ${cents(payment)} a month, ` +
        `${cents(plan.totalInterest)} interest, ${cents(plan.totalPaid)} in all` +
        (extra_payment > 0 ? `; with ${cents(extra_payment)} extra a month it is repaid in ${plan.months} months, saving ${cents(saved)} interest.` : '.'),
    };
  },
});
