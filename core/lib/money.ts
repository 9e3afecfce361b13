/**
 * Money in the finance calculators (issue 17, rule 3): amounts are computed and returned as
 * unrounded floating-point numbers, and rounded to cents only where they are shown, in the
 * presentation fields built here. Rounding once, at the end, keeps a schedule's rows summing to
 * its totals to within float error instead of accumulating a cent of drift per row.
 */
import { invalid } from '../errors.ts';

/**
 * `amount` rounded half away from zero to cents, as text with two decimals ("1234.57",
 * "-0.50"). A value within its own float error of a half cent counts as the half cent, so
 * 1.005 (stored as 1.00499999999999989…) shows as 1.01, as the person who typed it expects.
 * Whole units and cents are taken apart first, so large amounts keep every digit they hold.
 */
export function cents(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`cents: ${amount} is not a finite amount`);
  const magnitude = Math.abs(amount);
  let whole = Math.trunc(magnitude);
  const fraction = (magnitude - whole) * 100; // the subtraction is exact
  let hundredths = Math.floor(fraction);
  // The tolerance is the value's float error in cents, capped where cents are beyond its precision.
  if (fraction - hundredths >= 0.5 - Math.min(magnitude * 100 * Number.EPSILON, 1e-3)) hundredths += 1;
  if (hundredths === 100) {
    whole += 1;
    hundredths = 0;
  }
  if (whole === 0 && hundredths === 0) return '0.00';
  return `${amount < 0 ? '-' : ''}${BigInt(whole)}.${String(hundredths).padStart(2, '0')}`;
}

/** `amount` rounded to cents as a number (for a presentation field that is a number). */
export function roundCents(amount: number): number {
  return Number(cents(amount));
}

/**
 * Refuses a result that overflowed: inputs within their bounds can still compound past the
 * largest double, and a calculator answers a 400 naming its inputs rather than Infinity or NaN.
 */
export function finiteResult(value: number, fields: string): number {
  if (!Number.isFinite(value)) invalid(`${fields}: the result is too large to compute (it overflows a double); use smaller values`);
  return value;
}

/** The most rows a schedule (amortisation, payoff, growth) lists; the rest is summed, not shown. */
export const SCHEDULE_ROW_CAP = 600;

/** Collects up to SCHEDULE_ROW_CAP rows and remembers whether any were left out. */
export class Schedule<Row> {
  readonly rows: Row[] = [];
  truncated = false;

  add(row: Row | (() => Row)): void {
    if (this.rows.length >= SCHEDULE_ROW_CAP) {
      this.truncated = true;
      return;
    }
    this.rows.push(typeof row === 'function' ? (row as () => Row)() : row);
  }
}
