import { Type } from '@sinclair/typebox';
import { amortize, ANNUITY_FORMULA, levelPayment, MAX_SIMULATED_MONTHS, periodsToRepay } from '../../lib/annuity.ts';
import { cents } from '../../lib/money.ts';
import { formatYearMonth, parseYearMonth } from '../../lib/year-month.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Formulas (code and description): the balance accrues the monthly periodic rate APR/12 each
 * month and the payment repays interest first (the usual monthly approximation; issuers compound
 * a daily periodic rate on the average daily balance, which gives slightly more interest). The
 * months a fixed payment takes are the spreadsheet NPER, n = −ln(1 − B·r/A) / ln(1+r), and the
 * payment for a target is the standard (ordinary) annuity formula A = B·r / (1 − (1+r)^−n)
 * (spreadsheet PMT) — core/lib/annuity.ts; the schedule is simulated month by month, the last
 * payment being what is left. No new charges are assumed.
 * Bounds the spec leaves open: balance and monthly_payment up to 1e12, interest_rate 0-100 %,
 * target_months 1-1200, and a payoff longer than 1200 months (100 years) is refused.
 */

const FORMULA = `monthly rate r = APR/12 on the balance; months to pay off = NPER(r, −payment, balance); payment for a target = ${ANNUITY_FORMULA}`;

const row = closedObject({
  month: Type.Integer({ description: 'Payment number, 1 = the first month' }),
  label: Type.Union([Type.String(), Type.Null()], { description: 'The calendar month YYYY-MM, when start_month is given; otherwise null' }),
  payment: Type.Number({ description: 'Paid this month (the last one is what is left)' }),
  principal: Type.Number({ description: 'The part of the payment that reduced the balance' }),
  interest: Type.Number({ description: "This month's interest: balance × APR/12" }),
  balance: Type.Number({ description: 'Balance after the payment' }),
});

const output = closedObject({
  mode: stringEnum(['payment', 'months'], { description: 'The mode, as given' }),
  balance: Type.Number({ description: 'The starting balance, as given' }),
  interest_rate: Type.Number({ description: 'The APR in percent, as given' }),
  monthly_rate: Type.Number({ description: 'APR / 100 / 12, a decimal' }),
  monthly_payment: Type.Number({ description: 'The monthly payment: as given (payment mode) or the one needed (months mode), unrounded' }),
  months_to_payoff: Type.Integer({ description: 'Payments until the balance is 0 (the last one may be smaller)' }),
  exact_months: Type.Number({ description: 'The fractional number of payments, NPER' }),
  years_to_payoff: Type.Number({ description: 'months_to_payoff / 12' }),
  total_interest: Type.Number({ description: 'Interest paid until the balance is 0' }),
  total_paid: Type.Number({ description: 'Everything paid: balance + total_interest' }),
  minimum_payment_to_progress: Type.Number({ description: "The first month's interest: any payment must exceed it to pay the card off" }),
  start_month: Type.Union([Type.String(), Type.Null()], { description: 'The month of the first payment, as given, or null' }),
  payoff_month: Type.Union([Type.String(), Type.Null()], { description: 'The month of the last payment (YYYY-MM), when start_month is given' }),
  formula: Type.String({ description: 'The formulas used and their sources' }),
  schedule: Type.Array(row, { description: 'One row a month, amounts unrounded (at most 600 rows; see truncated)' }),
  truncated: Type.Boolean({ description: 'Whether the schedule was cut at 600 rows' }),
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
  id: 'credit-card-payoff-calculator',
  name: 'Credit Card Payoff Calculator',
  category: 'finance',
  description:
    'How long a fixed monthly payment takes to clear a credit card balance (mode payment: spreadsheet NPER), or the payment that clears it in a target number of months ' +
    '(mode months: the standard ordinary annuity formula, spreadsheet PMT), with total interest and a month-by-month payoff schedule, labelled by calendar month when start_month (YYYY-MM) is given. ' +
    'Interest is the APR/12 monthly periodic rate on the balance; no new charges. A payment that never pays the card off is refused with the minimum needed.',
  keywords: ['credit card', 'card payoff', 'pay off debt', 'months to pay off', 'apr', 'balance payoff', 'nper'],
  mcp: true,
  input: closedObject({
    balance: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'The card balance now (above 0, up to 1e12)' }),
    interest_rate: Type.Number({ minimum: 0, maximum: 100, description: 'The card APR in PERCENT, e.g. 22.9 (0 to 100)' }),
    mode: withDefault(
      stringEnum(['payment', 'months'], {
        description: 'payment: how many months monthly_payment takes (needs monthly_payment); months: the payment needed to pay off in target_months (needs target_months). Default payment',
      }),
      'payment',
    ),
    monthly_payment: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'What you pay each month (above 0, up to 1e12); required in payment mode' })),
    target_months: Type.Optional(Type.Integer({ minimum: 1, maximum: 1200, description: 'Months to be debt-free in (1-1200); required in months mode' })),
    start_month: Type.Optional(Type.String({ maxLength: 7, description: 'The month of the first payment, YYYY-MM (e.g. 2025-03); labels the schedule and gives the payoff month' })),
  }),
  output,
  examples: [
    {
      title: "How long 500 a month takes",
      input: { balance: 3000, interest_rate: 22.9, monthly_payment: 500, start_month: "2025-01" },
      output: {
        mode: "payment",
        balance: 3000,
        interest_rate: 22.9,
        monthly_rate: 0.01908333333333333,
        monthly_payment: 500,
        months_to_payoff: 7,
        exact_months: 6.432810118660679,
        years_to_payoff: 0.5833333333333334,
        total_interest: 217.5656777653035,
        total_paid: 3217.5656777653035,
        minimum_payment_to_progress: 57.24999999999999,
        start_month: "2025-01",
        payoff_month: "2025-07",
        formula: FORMULA,
        schedule: [
          { month: 1, label: "2025-01", payment: 500, principal: 442.75, interest: 57.24999999999999, balance: 2557.25 },
          { month: 2, label: "2025-02", payment: 500, principal: 451.1991458333333, interest: 48.80085416666666, balance: 2106.050854166667 },
          { month: 3, label: "2025-03", payment: 500, principal: 459.8095295329861, interest: 40.19047046701389, balance: 1646.2413246336805 },
          { month: 4, label: "2025-04", payment: 500, principal: 468.58422805490727, interest: 31.415771945092732, balance: 1177.6570965787732 },
          { month: 5, label: "2025-05", payment: 500, principal: 477.52637707362175, interest: 22.47362292637825, balance: 700.1307195051515 },
          { month: 6, label: "2025-06", payment: 500, principal: 486.6391721027767, interest: 13.360827897223308, balance: 213.49154740237486 },
          { month: 7, label: "2025-07", payment: 217.56567776530352, principal: 213.49154740237486, interest: 4.074130362928653, balance: 0 },
        ],
        truncated: false,
        formatted: {
          monthly_payment: "500.00",
          total_interest: "217.57",
          total_paid: "3217.57",
        },
        summary: "Paying 500.00 a month on 3000.00 at 22.9% APR clears it in 7 months (last payment 2025-07), with 217.57 interest and 3217.57 paid in all.",
      },
    },
    {
      title: "The payment to be debt-free in 4 months",
      input: { balance: 2000, interest_rate: 19.99, mode: "months", target_months: 4 },
      output: {
        mode: "months",
        balance: 2000,
        interest_rate: 19.99,
        monthly_rate: 0.016658333333333334,
        monthly_payment: 520.9949121641333,
        months_to_payoff: 4,
        exact_months: 4,
        years_to_payoff: 0.3333333333333333,
        total_interest: 83.97964865653286,
        total_paid: 2083.979648656533,
        minimum_payment_to_progress: 33.31666666666667,
        start_month: null,
        payoff_month: null,
        formula: FORMULA,
        schedule: [
          { month: 1, label: null, payment: 520.9949121641333, principal: 487.67824549746666, interest: 33.31666666666667, balance: 1512.3217545025332 },
          { month: 2, label: null, payment: 520.9949121641333, principal: 495.8021522703786, interest: 25.1927598937547, balance: 1016.5196022321546 },
          { month: 3, label: null, payment: 520.9949121641333, principal: 504.0613897902827, interest: 16.933522373850643, balance: 512.458212441872 },
          { month: 4, label: null, payment: 520.9949121641329, principal: 512.458212441872, interest: 8.53669972226085, balance: 0 },
        ],
        truncated: false,
        formatted: {
          monthly_payment: "520.99",
          total_interest: "83.98",
          total_paid: "2083.98",
        },
        summary: "Paying 520.99 a month on 2000.00 at 19.99% APR clears it in 4 months, with 83.98 interest and 2083.98 paid in all.",
      },
    },
  ],
  run({ balance, interest_rate, mode, monthly_payment, target_months, start_month }) {
    const rate = interest_rate / 100 / 12;
    const start = start_month === undefined ? undefined : parseYearMonth(start_month, 'start_month');
    const firstInterest = balance * rate;
    let payment: number;
    if (mode === 'payment') {
      if (monthly_payment === undefined) invalid('monthly_payment: is required in payment mode (or use mode "months" with target_months)');
      if (monthly_payment <= firstInterest) {
        invalid(
          `monthly_payment: ${cents(monthly_payment)} never pays the card off: the first month's interest is ${cents(firstInterest)}, ` +
            `so the payment must be more than ${cents(firstInterest)}`,
        );
      }
      if (periodsToRepay(balance, rate, monthly_payment) > MAX_SIMULATED_MONTHS) {
        const needed = levelPayment(balance, rate, MAX_SIMULATED_MONTHS, 'interest_rate');
        invalid(`monthly_payment: ${cents(monthly_payment)} would take more than ${MAX_SIMULATED_MONTHS} months (100 years); at least ${cents(needed)} pays the card off within that`);
      }
      payment = monthly_payment;
    } else {
      if (target_months === undefined) invalid('target_months: is required in months mode (or use mode "payment" with monthly_payment)');
      payment = levelPayment(balance, rate, target_months, 'interest_rate, target_months');
    }
    const plan = amortize({ principal: balance, rate, payment, paymentField: 'monthly_payment', termMonths: mode === 'months' ? target_months : undefined });
    const label = (month: number) => (start === undefined ? null : formatYearMonth(start + month - 1));
    const payoff = label(plan.months);
    return {
      mode,
      balance,
      interest_rate,
      monthly_rate: rate,
      monthly_payment: payment,
      months_to_payoff: plan.months,
      exact_months: mode === 'months' ? plan.months : periodsToRepay(balance, rate, payment),
      years_to_payoff: plan.months / 12,
      total_interest: plan.totalInterest,
      total_paid: plan.totalPaid,
      minimum_payment_to_progress: firstInterest,
      start_month: start_month ?? null,
      payoff_month: payoff,
      formula: FORMULA,
      schedule: plan.rows.map((r) => ({ month: r.month, label: label(r.month), payment: r.payment, principal: r.principal, interest: r.interest, balance: r.balance })),
      truncated: plan.truncated,
      formatted: { monthly_payment: cents(payment), total_interest: cents(plan.totalInterest), total_paid: cents(plan.totalPaid) },
      summary:
        `Paying ${cents(payment)} a month on ${cents(balance)} at ${interest_rate}% APR clears it in ${plan.months} month${plan.months === 1 ? '' : 's'}` +
        (payoff === null ? '' : ` (last payment ${payoff})`) +
        `, with ${cents(plan.totalInterest)} interest and ${cents(plan.totalPaid)} paid in all.`,
    };
  },
});
