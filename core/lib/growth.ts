/**
 * Compound growth shared by the savings, investment, retirement, FIRE and ROI calculators: the
 * future value of a lump sum and of a level series of payments, as the spreadsheet function
 * FV(rate, nper, pmt, pv, type) defines them (OASIS OpenDocument 1.2 part 2, "OpenFormula",
 * function FV; the same in Excel), and a yearly growth table of monthly contributions.
 *
 *   FV = pv·(1+r)^n + pmt·((1+r)^n − 1)/r·(1 + r·type)      (pmt·n when r = 0)
 *
 * Here amounts paid in are positive and so is the balance (the spreadsheet negates both).
 * (1+r)^n − 1 is computed as expm1(n·log1p(r)), which keeps its digits when r is tiny (a daily
 * rate of a low yearly one) where (1+r)^n − 1 would cancel them away.
 */
import { Type } from '@sinclair/typebox';
import { closedObject, stringEnum, withDefault } from '../schema.ts';
import { Schedule } from './money.ts';

/** When in each period a contribution is paid: spreadsheet type 1 (beginning) or 0 (end). */
export type Timing = 'beginning' | 'end';

/** (1+rate)^periods − 1, accurate for small rates. */
export function growthMinusOne(rate: number, periods: number): number {
  // Zero periods is no growth even at rate −1, where periods·log1p(rate) would be 0·−∞ = NaN.
  if (periods === 0) return 0;
  return Math.expm1(periods * Math.log1p(rate));
}

/** (1+rate)^periods: what one unit grows to. */
export function growthFactor(rate: number, periods: number): number {
  if (periods === 0) return 1;
  return Math.exp(periods * Math.log1p(rate));
}

/** What a level payment of 1 a period for `periods` periods grows to: ((1+r)^n − 1)/r·(1 + r·type). */
export function seriesFactor(rate: number, periods: number, timing: Timing): number {
  if (rate === 0) return periods;
  return (growthMinusOne(rate, periods) / rate) * (timing === 'beginning' ? 1 + rate : 1);
}

/** Future value of `present` now plus `payment` each period, balances positive. */
export function futureValue(rate: number, periods: number, payment: number, present: number, timing: Timing = 'end'): number {
  return present * growthFactor(rate, periods) + payment * seriesFactor(rate, periods, timing);
}

/** The spreadsheet's FV(rate, nper, pmt, pv, type) with its signs (money paid in is negative). */
export function spreadsheetFv(rate: number, nper: number, pmt: number, pv: number, type: 0 | 1 = 0): number {
  return -futureValue(rate, nper, pmt, pv, type === 1 ? 'beginning' : 'end');
}

/**
 * The rate per period that grows `present` to `future` in `periods` (spreadsheet RATE with no
 * payments; the compound annual growth rate when periods are years): (future/present)^(1/n) − 1.
 */
export function lumpSumRate(present: number, future: number, periods: number): number {
  return Math.expm1(Math.log(future / present) / periods);
}

/**
 * The monthly rate equivalent to a yearly nominal rate compounded `perYear` times:
 * (1 + r/m)^(m/12) − 1. Money paid in monthly then earns, over any whole number of compounding
 * periods, exactly what the bank's compounding gives, and a deposit made part way through a
 * period grows at the same effective yearly rate (1 + r/m)^m − 1. This is how monthly
 * contributions combine with yearly, half-yearly, quarterly or daily compounding.
 */
export function monthlyEquivalentRate(yearlyPercent: number, perYear: number): number {
  return Math.expm1((perYear / 12) * Math.log1p(yearlyPercent / 100 / perYear));
}

/** The effective yearly rate of a nominal one compounded `perYear` times: (1 + r/m)^m − 1. */
export function effectiveYearlyRate(yearlyPercent: number, perYear: number): number {
  return Math.expm1(perYear * Math.log1p(yearlyPercent / 100 / perYear));
}

/** One year of a growth table. */
export interface GrowthRow {
  year: number;
  contributions: number;
  interest: number;
  balance: number;
  total_contributions: number;
  total_interest: number;
}

export const growthRowSchema = closedObject({
  year: Type.Integer({ description: 'Year number, 1 = the first year' }),
  contributions: Type.Number({ description: 'Money paid in during this year (the initial amount counts in year 1)' }),
  interest: Type.Number({ description: 'Interest or return earned during this year' }),
  balance: Type.Number({ description: 'Balance at the end of this year' }),
  total_contributions: Type.Number({ description: 'Money paid in so far, the initial amount included' }),
  total_interest: Type.Number({ description: 'Interest or return earned so far' }),
});

export const growthScheduleSchema = (what: string) =>
  Type.Array(growthRowSchema, { description: `${what}, one row a year (at most 600 rows; see truncated)` });

export interface Growth {
  balance: number;
  contributions: number;
  interest: number;
  rows: GrowthRow[];
  truncated: boolean;
}

/**
 * `initial` now and `monthly` each month for `years` whole years at `monthlyRate` a month, with
 * a row per year. Each row's balance is the closed form FV at that year's end (not a running
 * sum), so every row agrees with the spreadsheet's FV to float precision and no drift builds up.
 */
export function growYearly(initial: number, monthly: number, monthlyRate: number, years: number, timing: Timing): Growth {
  const schedule = new Schedule<GrowthRow>();
  let previous = initial;
  let balance = initial;
  let contributions = initial;
  for (let year = 1; year <= years; year++) {
    balance = futureValue(monthlyRate, year * 12, monthly, initial, timing);
    const paidThisYear = monthly * 12 + (year === 1 ? initial : 0);
    contributions = initial + monthly * 12 * year;
    const earned = balance - previous - monthly * 12;
    const row: GrowthRow = {
      year,
      contributions: paidThisYear,
      interest: earned,
      balance,
      total_contributions: contributions,
      total_interest: balance - contributions,
    };
    schedule.add(row);
    previous = balance;
  }
  return { balance, contributions, interest: balance - contributions, rows: schedule.rows, truncated: schedule.truncated };
}

/** Compounding frequencies by name, as the investment calculator takes them. */
export const COMPOUNDING = { annually: 1, semiannually: 2, quarterly: 4, monthly: 12, daily: 365 } as const;

export const contributionTimingField = () =>
  withDefault(
    stringEnum(['beginning', 'end'], {
      description: 'When each monthly contribution is paid: at the beginning of the month (spreadsheet type 1, it earns one more month) or the end (type 0)',
    }),
    'end',
  );
