/**
 * Exact money for documents that print amounts (purchase orders): every number is read as the
 * decimal it prints as (lib/rational.ts: 0.1 is exactly 1/10, never 0.1000000000000000055…), and
 * amounts are kept as whole minor units of their currency (cents, or yen, or fils) in BigInt, so
 * 0.1 × 3 is 0.30 and sums of any length carry no drift.
 */
import { invalid } from '../errors.ts';
import { fromNumber, mul, rational, roundHalfUp, type Rational } from './rational.ts';

/**
 * The minor-unit digits of an ISO 4217 currency (2 for USD, 0 for JPY, 3 for KWD), as the
 * runtime's Intl (CLDR, which follows ISO 4217's list) gives them.
 */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** `value` as the exact decimal it prints as; a 400 naming `field` when it has more than `places` decimal places. */
export function exactDecimal(value: number, places: number, field: string): Rational {
  const exact = fromNumber(value);
  if (mul(exact, rational(10n ** BigInt(places))).d !== 1n) {
    invalid(`${field}: ${value} has more than ${places} decimal place${places === 1 ? '' : 's'}${places === 0 ? ' (this currency has no minor unit)' : ''}`);
  }
  return exact;
}

/**
 * `amount` in whole minor units of a currency with `digits` of them, rounded half up: a result
 * exactly halfway between two minor units goes to the larger one, the commercial rule (as Council
 * Regulation (EC) No 1103/97, art. 5, states it for the cent: "exactly half ... rounded up").
 * Amounts here are never negative, so half up and half away from zero agree.
 */
export function toMinorUnits(amount: Rational, digits: number): bigint {
  return roundHalfUp(mul(amount, rational(10n ** BigInt(digits))));
}

/** Digits of a non-negative integer with a comma every three, as English-language documents print them. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `minor` minor units as a decimal ("1234.50"; "1,234.50" when `group`). */
export function formatMinor(minor: bigint, digits: number, group = false): string {
  const sign = minor < 0n ? '-' : '';
  const text = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${sign}${group ? grouped(whole) : whole}${digits > 0 ? `.${fraction}` : ''}`;
}

/**
 * A non-negative exact decimal with at least `min` and at most `max` decimal places (it must not
 * need more), digits grouped: quantities ("1.5") and unit prices ("0.0125", "12.50").
 */
export function formatDecimal(value: Rational, min: number, max: number): string {
  let text = formatMinor(toMinorUnits(value, max), max, true);
  if (max > min) {
    const [whole, fraction = ''] = text.split('.');
    const kept = fraction.replace(/0+$/, '').padEnd(min, '0');
    text = kept === '' ? whole! : `${whole}.${kept}`;
  }
  return text;
}
