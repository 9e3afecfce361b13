/**
 * Exact rational arithmetic over BigInt, for calculators whose answers must not carry binary
 * floating-point error: a number is read as the decimal it prints as (0.1 is exactly 1/10),
 * the calculation is exact, and the answer is rounded once, correctly, to the nearest double.
 */

/** n/d in lowest terms, d > 0. */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function rational(n: bigint, d = 1n): Rational {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return g === 1n ? { n, d } : { n: n / g, d: d / g };
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** The exact value of a decimal literal such as `0.45359237`, `-1.5e-7` or `12`; undefined when it is not one. */
export function parseDecimal(text: string): Rational | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const scale = Number(exponent) - fraction.length;
  if (!Number.isSafeInteger(scale) || Math.abs(scale) > 100_000) return undefined;
  let n = BigInt(whole! + fraction);
  if (sign === '-') n = -n;
  return scale >= 0 ? rational(n * 10n ** BigInt(scale)) : rational(n, 10n ** BigInt(-scale));
}

/** The exact value of the decimal that `value` prints as (its shortest round-trip form), so 0.1 is 1/10. */
export function fromNumber(value: number): Rational {
  if (!Number.isFinite(value)) throw new RangeError('not a finite number');
  return parseDecimal(String(value))!;
}

export const ZERO = rational(0n);
export const ONE = rational(1n);

export const add = (a: Rational, b: Rational): Rational => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => rational(a.n * b.n, a.d * b.d);
/** a / b; throws RangeError when b is zero (callers check first and explain). */
export const div = (a: Rational, b: Rational): Rational => rational(a.n * b.d, a.d * b.n);
export const neg = (a: Rational): Rational => ({ n: -a.n, d: a.d });
export const abs = (a: Rational): Rational => (a.n < 0n ? neg(a) : a);
export const isZero = (a: Rational): boolean => a.n === 0n;
/** -1, 0 or 1 as a is below, equal to or above b. */
export const compare = (a: Rational, b: Rational): number => {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};

/** The largest integer ≤ a. */
export function floor(a: Rational): bigint {
  const q = a.n / a.d;
  return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
}

/** The nearest integer, halves rounded up (towards +∞), as CSS rounds. */
export function roundHalfUp(a: Rational): bigint {
  return floor(add(a, rational(1n, 2n)));
}

/** a modulo m, in [0, m) for m > 0. */
export function mod(a: Rational, m: Rational): Rational {
  return sub(a, mul(m, rational(floor(div(a, m)))));
}

const bitLength = (x: bigint): number => x.toString(2).length;

/**
 * The double nearest to `a` (ties to even), as parsing its exact decimal would give:
 * ±Infinity when it is beyond the largest double, a subnormal or 0 (never -0) when it is tiny.
 */
export function toNumber(a: Rational): number {
  if (a.n === 0n) return 0;
  const negative = a.n < 0n;
  const num = negative ? -a.n : a.n;
  const den = a.d;
  // Pick the power of two that puts the quotient in [2^52, 2^53): a 53-bit significand.
  let exponent = bitLength(num) - bitLength(den) - 53;
  const quotientAt = (e: number) => (e >= 0 ? [num, den << BigInt(e)] : [num << BigInt(-e), den]) as [bigint, bigint];
  let [top, bottom] = quotientAt(exponent);
  if (top / bottom >= 1n << 53n) [top, bottom] = quotientAt(++exponent);
  else if (top / bottom < 1n << 52n) [top, bottom] = quotientAt(--exponent);
  // Below the smallest normal exponent the significand loses bits (subnormals) instead.
  if (exponent < -1074) [top, bottom] = quotientAt((exponent = -1074));
  let significand = top / bottom;
  const twiceRemainder = 2n * (top - significand * bottom);
  if (twiceRemainder > bottom || (twiceRemainder === bottom && (significand & 1n) === 1n)) significand += 1n;
  // significand ≤ 2^53 and 2^exponent ≥ 2^-1074 are both exact, so the product is the one rounding.
  const magnitude = exponent > 1023 ? Infinity : Number(significand) * 2 ** exponent;
  // A negative value too small for any double underflows to 0, never -0.
  return negative && magnitude !== 0 ? -magnitude : magnitude;
}
