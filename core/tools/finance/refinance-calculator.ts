import { Type } from '@sinclair/typebox';
import { ANNUITY_FORMULA, levelPayment } from '../../lib/annuity.ts';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Formulas (code and description): payments by the standard (ordinary) annuity formula
 * A = P·r / (1 − (1+r)^−n), r = yearly percent / 1200 (spreadsheet PMT; core/lib/annuity.ts):
 * the new loan's payment, and the current one when only current_rate is given. Keeping the
 * current loan costs current payment × remaining_months; the new one costs new payment ×
 * new_term_months plus closing_costs, paid up front (not financed). Break-even = closing_costs ÷
 * monthly savings (the break-even point of the Federal Reserve Board's "A Consumer's Guide to
 * Mortgage Refinancings"), none when the new payment is not lower.
 * Bounds the spec leaves open: amounts up to 1e12, rates 0-100 %, remaining_months and
 * new_term_months 1-600 (50 years).
 */

const FORMULA =
  `${ANNUITY_FORMULA}; cost of keeping = current payment × remaining_months; cost of refinancing = new payment × new_term_months + closing_costs; ` +
  'break-even months = closing_costs ÷ monthly savings (Federal Reserve Board, A Consumer\'s Guide to Mortgage Refinancings)';

const money = (description: string) => Type.Number({ description });
const nullableMonths = (description: string) => Type.Union([Type.Number(), Type.Null()], { description });

const output = closedObject({
  current_balance: money('The balance now, as given'),
  remaining_months: Type.Integer({ description: 'Payments left on the current loan, as given' }),
  current_rate: Type.Union([Type.Number(), Type.Null()], { description: 'The current APR in percent, as given, or null' }),
  current_monthly_payment: money('The current payment: as given, or derived from current_rate'),
  current_payment_source: Type.String({ description: 'given, or derived from current_rate' }),
  new_rate: Type.Number({ description: 'The new APR in percent, as given' }),
  new_term_months: Type.Integer({ description: 'The new term in months, as given' }),
  new_monthly_payment: money('The new loan’s level payment'),
  monthly_savings: money('current_monthly_payment − new_monthly_payment (negative: the new payment is higher)'),
  closing_costs: money('Paid up front to refinance, as given'),
  break_even_months: nullableMonths('closing_costs ÷ monthly_savings, in months (fractional); null when the payment does not fall'),
  break_even_whole_months: nullableMonths('break_even_months rounded up to whole payments; null when the payment does not fall'),
  current_total_remaining: money('Still to pay on the current loan: current_monthly_payment × remaining_months'),
  current_total_interest: money('Interest left on the current loan: current_total_remaining − current_balance'),
  new_total_paid: money('All payments on the new loan: new_monthly_payment × new_term_months'),
  new_total_interest: money('Interest on the new loan: new_total_paid − current_balance'),
  interest_savings: money('current_total_interest − new_total_interest'),
  lifetime_savings: money('current_total_remaining − (new_total_paid + closing_costs); negative: refinancing costs more in all'),
  note: Type.String({ description: 'What the result means, in words' }),
  formula: Type.String({ description: 'The formulas used and their source' }),
  formatted: closedObject(
    {
      new_monthly_payment: Type.String({ description: 'Rounded to cents' }),
      monthly_savings: Type.String({ description: 'Rounded to cents' }),
      lifetime_savings: Type.String({ description: 'Rounded to cents' }),
    },
    { description: 'The headline amounts rounded to cents, for display' },
  ),
  summary: Type.String({ description: 'The result in one sentence (amounts in cents)' }),
});

export default defineTool({
  id: 'refinance-calculator',
  name: 'Refinance Calculator',
  category: 'finance',
  description:
    'Whether refinancing a loan pays: the new payment by the standard (ordinary) annuity formula (the same as spreadsheet PMT), the monthly savings, ' +
    'the break-even point (closing costs ÷ monthly savings, as in the Federal Reserve Board\'s "A Consumer\'s Guide to Mortgage Refinancings") and the lifetime interest and cost of keeping the current loan versus refinancing. ' +
    'Give current_monthly_payment, or current_rate to derive it. Rates are yearly percentages.',
  keywords: ['refi', 'refinance mortgage', 'break even', 'closing costs', 'rate and term', 'lower payment', 'mortgage refinance'],
  input: closedObject({
    current_balance: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'What is owed on the current loan (above 0, up to 1e12)' }),
    remaining_months: Type.Integer({ minimum: 1, maximum: 600, description: 'Payments left on the current loan (1-600)' }),
    new_rate: Type.Number({ minimum: 0, maximum: 100, description: 'The new loan’s yearly rate in PERCENT, e.g. 5.5 (0 to 100)' }),
    new_term_months: Type.Integer({ minimum: 1, maximum: 600, description: 'The new loan’s term in months, e.g. 360 (1-600)' }),
    current_monthly_payment: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'The current monthly payment, principal and interest (above 0, up to 1e12); derived from current_rate when missing' }),
    ),
    current_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'The current yearly rate in PERCENT; used to derive the payment when current_monthly_payment is missing' })),
    closing_costs: withDefault(Type.Number({ minimum: 0, maximum: 1e12, description: 'Costs paid up front to refinance (0 to 1e12, default 0)' }), 0),
  }),
  output,
  examples: [
    {
      title: "A lower rate, same term left",
      input: { current_balance: 250000, remaining_months: 300, current_rate: 7, new_rate: 5.5, new_term_months: 300, closing_costs: 4000 },
      output: {
        current_balance: 250000,
        remaining_months: 300,
        current_rate: 7,
        current_monthly_payment: 1766.9479931877295,
        current_payment_source: "derived from current_rate",
        new_rate: 5.5,
        new_term_months: 300,
        new_monthly_payment: 1535.2187307036754,
        monthly_savings: 231.72926248405406,
        closing_costs: 4000,
        break_even_months: 17.2615230252815,
        break_even_whole_months: 18,
        current_total_remaining: 530084.3979563188,
        current_total_interest: 280084.3979563188,
        new_total_paid: 460565.6192111026,
        new_total_interest: 210565.6192111026,
        interest_savings: 69518.7787452162,
        lifetime_savings: 65518.7787452162,
        note: "The closing costs are recovered after 18 payments; refinancing saves 65518.78 over the life of the loans.",
        formula: FORMULA,
        formatted: {
          new_monthly_payment: "1535.22",
          monthly_savings: "231.73",
          lifetime_savings: "65518.78",
        },
        summary: "New payment 1535.22 a month against 1766.95 (saving 231.73 a month); the closing costs are recovered after 18 payments; refinancing saves 65518.78 over the life of the loans.",
      },
    },
    {
      title: "A longer term: lower payment, more interest",
      input: { current_balance: 150000, remaining_months: 180, current_monthly_payment: 1300, new_rate: 6, new_term_months: 360, closing_costs: 3000 },
      output: {
        current_balance: 150000,
        remaining_months: 180,
        current_rate: null,
        current_monthly_payment: 1300,
        current_payment_source: "given",
        new_rate: 6,
        new_term_months: 360,
        new_monthly_payment: 899.3257877291286,
        monthly_savings: 400.6742122708714,
        closing_costs: 3000,
        break_even_months: 7.487379791669454,
        break_even_whole_months: 8,
        current_total_remaining: 234000,
        current_total_interest: 84000,
        new_total_paid: 323757.28358248627,
        new_total_interest: 173757.28358248627,
        interest_savings: -89757.28358248627,
        lifetime_savings: -92757.28358248627,
        note: "The closing costs are recovered after 8 payments; refinancing costs 92757.28 more over the life of the loans.",
        formula: FORMULA,
        formatted: {
          new_monthly_payment: "899.33",
          monthly_savings: "400.67",
          lifetime_savings: "-92757.28",
        },
        summary: "New payment 899.33 a month against 1300.00 (saving 400.67 a month); the closing costs are recovered after 8 payments; refinancing costs 92757.28 more over the life of the loans.",
      },
    },
  ],
  run({ current_balance: balance, remaining_months, new_rate, new_term_months, current_monthly_payment, current_rate, closing_costs }) {
    let currentPayment: number;
    if (current_monthly_payment !== undefined) currentPayment = current_monthly_payment;
    else if (current_rate !== undefined) currentPayment = levelPayment(balance, current_rate / 1200, remaining_months, 'current_rate, remaining_months');
    else invalid('current_monthly_payment, current_rate: give the current monthly payment, or the current rate to derive it from');
    const currentTotal = finiteResult(currentPayment * remaining_months, 'current_monthly_payment, remaining_months');
    if (currentTotal < balance) {
      invalid(
        `current_monthly_payment: ${cents(currentPayment)} × ${remaining_months} months = ${cents(currentTotal)} does not repay the balance of ${cents(balance)}; ` +
          'check the payment or remaining_months',
      );
    }
    const newPayment = levelPayment(balance, new_rate / 1200, new_term_months, 'new_rate, new_term_months');
    const newTotal = finiteResult(newPayment * new_term_months, 'new_rate, new_term_months');
    const savings = currentPayment - newPayment;
    const breakEven = savings > 0 ? closing_costs / savings : null;
    const lifetime = currentTotal - (newTotal + closing_costs);
    const currentInterest = currentTotal - balance;
    const newInterest = newTotal - balance;
    const breakText =
      breakEven === null
        ? `the new payment is not lower (${cents(newPayment)} against ${cents(currentPayment)}), so the closing costs are never recovered from monthly savings`
        : `the closing costs are recovered after ${Math.ceil(breakEven)} payment${Math.ceil(breakEven) === 1 ? '' : 's'}`;
    const lifetimeText = lifetime >= 0 ? `refinancing saves ${cents(lifetime)} over the life of the loans` : `refinancing costs ${cents(-lifetime)} more over the life of the loans`;
    return {
      current_balance: balance,
      remaining_months,
      current_rate: current_rate ?? null,
      current_monthly_payment: currentPayment,
      current_payment_source: current_monthly_payment !== undefined ? 'given' : 'derived from current_rate',
      new_rate,
      new_term_months,
      new_monthly_payment: newPayment,
      monthly_savings: savings,
      closing_costs,
      break_even_months: breakEven,
      break_even_whole_months: breakEven === null ? null : Math.ceil(breakEven),
      current_total_remaining: currentTotal,
      current_total_interest: currentInterest,
      new_total_paid: newTotal,
      new_total_interest: newInterest,
      interest_savings: currentInterest - newInterest,
      lifetime_savings: lifetime,
      note: `${breakText[0]!.toUpperCase()}${breakText.slice(1)}; ${lifetimeText}.`,
      formula: FORMULA,
      formatted: { new_monthly_payment: cents(newPayment), monthly_savings: cents(savings), lifetime_savings: cents(lifetime) },
      summary: `New payment ${cents(newPayment)} a month against ${cents(currentPayment)} (${savings >= 0 ? 'saving' : 'costing'} ${cents(Math.abs(savings))} a month); ${breakText}; ${lifetimeText}.`,
    };
  },
});
