/** What the two percentage tools share: how an exact answer is shown and refused when it overflows. */
import { invalid } from '../errors.ts';
import { toNumber, type Rational } from './rational.ts';

/** Digits an expression shows; the numeric result itself carries every digit. */
const SHOWN_DIGITS = 12;

/** The result as an expression shows it, with ≈ instead of = when digits were dropped. */
export function shown(value: number): { text: string; equals: string } {
  const rounded = Number(value.toPrecision(SHOWN_DIGITS));
  return { text: String(rounded), equals: rounded === value ? '=' : '≈' };
}

/** The exact answer rounded once to a double; a 400 naming `fields` when it is beyond the largest. */
export function finite(value: Rational, fields: string): number {
  const result = toNumber(value);
  if (!Number.isFinite(result)) invalid(`${fields}: the result is beyond the largest representable number (±1.7976931348623157e+308)`);
  return result;
}
