/**
 * Level-payment loans, shared by the loan, mortgage, business-loan, credit-card, debt-payoff,
 * refinance and home-affordability calculators. The formulas are the standard (ordinary, i.e.
 * paid at the end of each period) annuity formulas of any finance textbook (e.g. Brealey, Myers &
 * Allen, Principles of Corporate Finance, ch. 2 "annuities"), the same as the spreadsheet
 * functions PMT, PV and NPER with type 0 (OASIS OpenDocument 1.2 "OpenFormula" part 2, §6.12):
 *
 *   payment  A = P·r / (1 − (1+r)^−n)               (P/n when r = 0)        PMT(r, n, −P)
 *   present  P = A·(1 − (1+r)^−n) / r               (A·n when r = 0)        PV(r, n, −A)
 *   periods  n = −ln(1 − P·r/A) / ln(1+r)            (P/A when r = 0)        NPER(r, −A, P)
 *
 * 1 − (1+r)^−n is computed as −expm1(−n·log1p(r)), which keeps its digits for tiny rates.
 * Amounts stay unrounded floats: money is rounded to cents only where it is shown (money.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { invalid } from '../errors.ts';
import { closedObject } from '../schema.ts';
import { cents, finiteResult, Schedule } from './money.ts';

/** Named in the tools' `formula` fields and descriptions. */
export const ANNUITY_FORMULA = 'standard (ordinary) annuity formula payment = P·r / (1 − (1+r)^−n), r = monthly rate, n = months (P/n at 0 %), the same as spreadsheet PMT';

/** The longest any payoff is simulated: 100 years of months. Past it a calculator answers 400. */
export const MAX_SIMULATED_MONTHS = 1200;

/** 1 − (1+r)^−n without cancellation for small r. */
function discountComplement(rate: number, periods: number): number {
  return -Math.expm1(-periods * Math.log1p(rate));
}

/** The level payment that repays `principal` in `periods` at `rate` a period (spreadsheet PMT). */
export function annuityPayment(principal: number, rate: number, periods: number): number {
  if (rate === 0) return principal / periods;
  return (principal * rate) / discountComplement(rate, periods);
}

/**
 * The level payment of a loan (annuityPayment) checked for the two ways doubles fail it: an
 * overflow, and a rate and term so long that (1+r)^−n is below a double's precision, where the
 * payment rounds to exactly the first month's interest and would never repay anything. Both are
 * a 400 naming `fields`.
 */
export function levelPayment(principal: number, rate: number, periods: number, fields: string): number {
  const payment = finiteResult(annuityPayment(principal, rate, periods), fields);
  if (payment <= principal * rate) {
    invalid(
      `${fields}: at this rate over this many months the level payment is all interest to within a double's precision ` +
        '(the principal repaid each month is below 1e-15 of the payment); choose a shorter term or a lower rate',
    );
  }
  return payment;
}

/** What `periods` level payments of `payment` repay at `rate` a period (spreadsheet PV). */
export function annuityPresentValue(payment: number, rate: number, periods: number): number {
  if (rate === 0) return payment * periods;
  return (payment * discountComplement(rate, periods)) / rate;
}

/** Periods (fractional) to repay `principal` with `payment` (spreadsheet NPER); Infinity when the payment never repays it. */
export function periodsToRepay(principal: number, rate: number, payment: number): number {
  if (rate === 0) return principal / payment;
  const covered = (principal * rate) / payment;
  if (covered >= 1) return Infinity;
  return -Math.log1p(-covered) / Math.log1p(rate);
}

/** A monthly rate from a yearly percentage (12 % a year → 0.01 a month), the nominal-APR convention. */
export const monthlyRateOfPercent = (yearlyPercent: number): number => yearlyPercent / 100 / 12;

/** One month of an amortisation schedule. */
export interface AmortizationRow {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  extra: number;
  balance: number;
}

export const amortizationRowSchema = closedObject({
  month: Type.Integer({ description: 'Payment number, 1 = the first month' }),
  payment: Type.Number({ description: 'The regular payment made this month (the last one may be smaller), unrounded' }),
  principal: Type.Number({ description: 'The part of the regular payment that repaid principal (payment − interest)' }),
  interest: Type.Number({ description: "This month's interest: the balance before it × the monthly rate" }),
  extra: Type.Number({ description: 'Extra payment made on top, all of it to principal' }),
  balance: Type.Number({ description: 'Balance left after this month' }),
});

export const amortizationScheduleSchema = Type.Array(amortizationRowSchema, {
  description: 'One row a month, amounts unrounded (at most 600 rows; see truncated)',
});

export type AmortizationRowOut = Static<typeof amortizationRowSchema>;

export interface Amortization {
  rows: AmortizationRow[];
  truncated: boolean;
  /** Months until the balance reaches 0. */
  months: number;
  totalInterest: number;
  /** Everything paid: principal + interest. */
  totalPaid: number;
  totalExtra: number;
}

export interface AmortizeOptions {
  principal: number;
  /** Interest rate per month. */
  rate: number;
  /** The regular monthly payment. */
  payment: number;
  /** Paid on top of the payment each month, to principal. */
  extra?: number;
  /** The input field the payment came from, named when it cannot repay the balance. */
  paymentField: string;
  /** Simulate at most this many months (default MAX_SIMULATED_MONTHS). */
  maxMonths?: number;
  /**
   * The term, when `payment` is the level payment for it: that month's payment is adjusted to
   * clear what is left, as lenders adjust the last payment. It absorbs the float noise that a
   * long, high-rate term amplifies by (1+r)^n past any fixed tolerance.
   */
  termMonths?: number;
}

/**
 * Month by month: interest = balance × rate, then the payment (and any extra) repays interest
 * first and principal with the rest; the last month pays exactly what is left. A remainder below
 * half a cent (or float noise on huge amounts, 1e-12 of the principal) counts as repaid, so the
 * closed-form payment ends in exactly n months instead of leaving a 1e-10 month n+1.
 * Refuses (400, naming paymentField) a payment that does not exceed the first month's interest:
 * the balance would never fall.
 */
export function amortize(options: AmortizeOptions): Amortization {
  const { principal, rate, payment, paymentField } = options;
  const extra = options.extra ?? 0;
  const maxMonths = options.maxMonths ?? MAX_SIMULATED_MONTHS;
  const firstInterest = principal * rate;
  if (payment + extra <= firstInterest) {
    invalid(
      `${paymentField}: a payment of ${cents(payment + extra)} does not exceed the first month's interest of ${cents(firstInterest)}, ` +
        'so the balance would never be paid off; pay more than that each month',
    );
  }
  const tolerance = Math.max(0.005, principal * 1e-12);
  const schedule = new Schedule<AmortizationRow>();
  let balance = principal;
  let totalInterest = 0;
  let totalPaid = 0;
  let totalExtra = 0;
  let month = 0;
  while (balance > 0) {
    month += 1;
    if (month > maxMonths) {
      invalid(`${paymentField}: a payment of ${cents(payment + extra)} would not pay the balance off within ${maxMonths} months (${maxMonths / 12} years); pay more each month`);
    }
    const interest = balance * rate;
    const due = balance + interest;
    let regular: number;
    let extraPaid: number;
    if (due <= payment + extra + tolerance || month === options.termMonths) {
      extraPaid = Math.min(extra, Math.max(0, due - payment));
      regular = due - extraPaid;
      balance = 0;
    } else {
      regular = payment;
      extraPaid = extra;
      balance = due - payment - extra;
    }
    totalInterest += interest;
    totalPaid += regular + extraPaid;
    totalExtra += extraPaid;
    const row = { month, payment: regular, principal: regular - interest, interest, extra: extraPaid, balance };
    schedule.add(row);
  }
  finiteResult(totalPaid, paymentField);
  return { rows: schedule.rows, truncated: schedule.truncated, months: month, totalInterest, totalPaid, totalExtra };
}

/** Whole months of a term given in years (rounded to the nearest month), refusing a term under one month. */
export function monthsOfYears(years: number, field: string): number {
  const months = Math.round(years * 12);
  if (months < 1) invalid(`${field}: the term must be at least one month (1/12 of a year), got ${years} years`);
  return months;
}

/** One year of an amortisation schedule, summed. */
export interface YearSummaryRow {
  year: number;
  payments: number;
  principal: number;
  interest: number;
  balance: number;
}

export const yearSummaryRowSchema = closedObject({
  year: Type.Integer({ description: 'Year of the loan, 1 = months 1-12' }),
  payments: Type.Number({ description: 'Everything paid that year (regular and extra)' }),
  principal: Type.Number({ description: 'Principal repaid that year (extra included)' }),
  interest: Type.Number({ description: 'Interest paid that year' }),
  balance: Type.Number({ description: 'Balance at the end of that year' }),
});

/** Sums an amortisation's months into years (from all rows, so it needs the schedule untruncated: at most 600 months). */
export function summarizeYears(rows: readonly AmortizationRow[]): YearSummaryRow[] {
  const years: YearSummaryRow[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    let summary = years[year - 1];
    if (!summary) {
      summary = { year, payments: 0, principal: 0, interest: 0, balance: 0 };
      years.push(summary);
    }
    summary.payments += row.payment + row.extra;
    summary.principal += row.principal + row.extra;
    summary.interest += row.interest;
    summary.balance = row.balance;
  }
  return years;
}
