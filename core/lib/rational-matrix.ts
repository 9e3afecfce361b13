/**
 * Exact linear algebra over BigInt rationals (lib/rational.ts). Elimination is fraction-free
 * (Bareiss): each row is first scaled to integers, then every division is exact, so numbers grow
 * only as the matrix's minors do and no gcd is taken until the final answers. Rational
 * Gauss–Jordan with a gcd per step took minutes on a 20×20 of 40-digit fractions.
 * Matrices are arrays of rows; callers check shapes before calling.
 */
import { add, isZero, mul, rational, ZERO, ONE, type Rational } from './rational.ts';

export type Matrix = Rational[][];

export const identity = (size: number): Matrix => Array.from({ length: size }, (_, i) => Array.from({ length: size }, (_, j) => (i === j ? ONE : ZERO)));

export const transpose = (m: Matrix): Matrix => (m.length === 0 ? [] : m[0]!.map((_, j) => m.map((row) => row[j]!)));

export function multiply(a: Matrix, b: Matrix): Matrix {
  const inner = b.length;
  const columns = b[0]?.length ?? 0;
  return a.map((row) =>
    Array.from({ length: columns }, (_, j) => {
      let sum = ZERO;
      for (let k = 0; k < inner; k++) if (!isZero(row[k]!) && !isZero(b[k]![j]!)) sum = add(sum, mul(row[k]!, b[k]![j]!));
      return sum;
    }),
  );
}

const gcd = (a: bigint, b: bigint): bigint => {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

interface Echelon {
  /** The integer row echelon form of the row-scaled matrix (Bareiss). */
  rows: bigint[][];
  /** The pivot columns, in order: their count is the rank. */
  pivots: number[];
  /** The product of the factors each row was scaled by to clear its denominators. */
  scale: bigint;
  /** -1 when an odd number of row swaps were made, else 1. */
  sign: bigint;
}

/** Fraction-free row echelon form, pivoting only in the first `columns` columns (the rest ride along). */
function echelon(m: Matrix, columns: number): Echelon {
  let scale = 1n;
  const rows = m.map((row) => {
    const lcm = row.reduce((acc, value) => (acc / gcd(acc, value.d)) * value.d, 1n);
    scale *= lcm;
    return row.map((value) => (value.n * lcm) / value.d);
  });
  const pivots: number[] = [];
  let sign = 1n;
  let previous = 1n;
  let top = 0;
  for (let column = 0; column < columns && top < rows.length; column++) {
    let pivotRow = top;
    while (pivotRow < rows.length && rows[pivotRow]![column] === 0n) pivotRow++;
    if (pivotRow === rows.length) continue;
    if (pivotRow !== top) {
      [rows[top], rows[pivotRow]] = [rows[pivotRow]!, rows[top]!];
      sign = -sign;
    }
    const pivotLine = rows[top]!;
    const pivot = pivotLine[column]!;
    for (let i = top + 1; i < rows.length; i++) {
      const line = rows[i]!;
      const factor = line[column]!;
      for (let j = column + 1; j < line.length; j++) line[j] = (pivot * line[j]! - factor * pivotLine[j]!) / previous;
      line[column] = 0n;
    }
    // Rows above `top` that were skipped keep their values: Bareiss' exactness holds for the echelon form.
    previous = pivot;
    pivots.push(column);
    top++;
  }
  return { rows, pivots, scale, sign };
}

export const rank = (m: Matrix): number => echelon(m, m[0]?.length ?? 0).pivots.length;

/** The determinant of a square matrix. */
export function determinant(m: Matrix): Rational {
  const size = m.length;
  const { rows, pivots, scale, sign } = echelon(m, size);
  if (pivots.length < size) return ZERO;
  // The last Bareiss pivot is the determinant of the scaled matrix.
  return rational(sign * rows[size - 1]![size - 1]!, scale);
}

/**
 * X with A·X = B for a square A, or undefined when A is singular. Back substitution stays in
 * integers: with D = det of the scaled A, D·X is integral (Cramer's rule), so each division is exact.
 */
export function solve(a: Matrix, b: Matrix): Matrix | undefined {
  const size = a.length;
  const width = b[0]?.length ?? 0;
  const { rows, pivots } = echelon(a.map((row, i) => [...row, ...b[i]!]), size);
  if (pivots.length < size) return undefined;
  const d = rows[size - 1]![size - 1]!;
  const y: bigint[][] = Array.from({ length: size }, () => new Array<bigint>(width).fill(0n));
  for (let i = size - 1; i >= 0; i--) {
    const line = rows[i]!;
    for (let k = 0; k < width; k++) {
      let sum = d * line[size + k]!;
      for (let j = i + 1; j < size; j++) if (line[j] !== 0n) sum -= line[j]! * y[j]![k]!;
      y[i]![k] = sum / line[i]!;
    }
  }
  return y.map((row) => row.map((value) => rational(value, d)));
}
