import { Type } from '@sinclair/typebox';
import { determinant, identity, multiply, rank, solve, transpose, type Matrix } from '../../lib/rational-matrix.ts';
import { rational, toNumber, type Rational } from '../../lib/rational.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Matrices are text: rows on lines or split by ";", entries by spaces or commas, or JSON-style [[1, 2], [3, 4]].
 *   An entry is an integer, a decimal (1.25, -3e-2, exponent within ±100, read as the exact decimal it
 *   shows) or a fraction (-3/4); at most 50 characters; at most 20 rows and 20 columns.
 * - Everything is computed exactly over BigInt rationals (fraction-free Bareiss elimination, lib/rational-matrix.ts), then given twice:
 *   `exact` as integers and reduced fractions ("-3/4"), `decimal` as the nearest doubles (null beyond the double range).
 * - solve answers A·X = B for square, invertible A; B has A's row count, or is one row of that length,
 *   read as the column vector it plainly means. A singular A is refused (no unique solution), as numpy refuses it.
 * - rank and transpose take any shape; det and inv need a square A; mul needs A's columns = B's rows.
 * - isolate: exact entries grow across elimination (a 20×20 of 50-digit fractions takes a while).
 */

const MAX_SIZE = 20;
const ENTRY = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d{1,3})?)(?:\/(\d+))?$/i;

function parseEntry(text: string, where: string): Rational {
  const match = ENTRY.exec(text);
  if (!match || text.length > 50) invalid(`${where}: "${text.slice(0, 60)}" is not a number (integer, decimal or fraction such as -3/4, at most 50 characters)`);
  const [, decimal, denominator] = match;
  const [mantissa = '', exponentText = '0'] = decimal!.toLowerCase().split('e');
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > 100) invalid(`${where}: "${text}" has an exponent beyond ±100`);
  const sign = mantissa.startsWith('-') ? -1n : 1n;
  const [whole = '', fraction = ''] = mantissa.replace(/^[+-]/, '').split('.');
  const digits = BigInt(`${whole}${fraction}` || '0') * sign;
  const scale = exponent - fraction.length;
  let value = scale >= 0 ? rational(digits * 10n ** BigInt(scale)) : rational(digits, 10n ** BigInt(-scale));
  if (denominator !== undefined) {
    if (/^0+$/.test(denominator)) invalid(`${where}: "${text}" divides by zero`);
    value = rational(value.n, value.d * BigInt(denominator));
  }
  return value;
}

function parseMatrix(text: string, field: string): Matrix {
  const trimmed = text.trim();
  const lines = trimmed.startsWith('[')
    ? trimmed.replace(/^\[\s*/, '').replace(/\s*\]$/, '').split(/\]\s*,?\s*/).map((row) => row.replace(/^\s*\[/, ''))
    : trimmed.split(/[\n;]/);
  const rows = lines.map((line) => line.trim()).filter((line) => line !== '').map((line) => line.split(/\s*,\s*|\s+/).filter((entry) => entry !== ''));
  if (rows.length === 0) invalid(`${field}: has no entries`);
  if (rows.length > MAX_SIZE) invalid(`${field}: has ${rows.length} rows, more than ${MAX_SIZE}`);
  const columns = rows[0]!.length;
  if (columns > MAX_SIZE) invalid(`${field}: has ${columns} columns, more than ${MAX_SIZE}`);
  return rows.map((row, i) => {
    if (row.length !== columns) invalid(`${field}: row ${i + 1} has ${row.length} entries, row 1 has ${columns}`);
    return row.map((entry, j) => parseEntry(entry, `${field}: row ${i + 1}, column ${j + 1}`));
  });
}

const exactText = (value: Rational): string => (value.d === 1n ? `${value.n}` : `${value.n}/${value.d}`);
const decimalOf = (value: Rational): number | null => {
  const number = toNumber(value);
  return Number.isFinite(number) ? number : null;
};

type Answer = { exact: string | string[][]; decimal: number | null | (number | null)[][]; rows?: number; columns?: number };

const scalar = (value: Rational): Answer => ({ exact: exactText(value), decimal: decimalOf(value) });
const matrixAnswer = (m: Matrix): Answer => ({
  exact: m.map((row) => row.map(exactText)),
  decimal: m.map((row) => row.map(decimalOf)),
  rows: m.length,
  columns: m[0]?.length ?? 0,
});

function requireSquare(a: Matrix, op: string): void {
  if (a.length !== a[0]!.length) invalid(`a: ${op} needs a square matrix, got ${a.length}×${a[0]!.length}`);
}

const matrixText = (description: string) => Type.String({ minLength: 1, maxLength: 50_000, description });

export default defineTool({
  id: 'matrix',
  name: 'Matrix Calculator',
  category: 'math',
  description:
    'Determinant, inverse, product, rank, transpose and linear-system solution of matrices up to 20×20, computed exactly over fractions ' +
    '(integers, decimals and fractions such as 3/4 in, reduced fractions and decimals out).',
  keywords: ['matrix', 'determinant', 'det', 'inverse matrix', 'matrix multiplication', 'rank', 'transpose', 'linear system', 'gaussian elimination', 'linear algebra', 'numpy linalg'],
  isolate: true,
  input: closedObject({
    a: matrixText('Matrix A: rows on lines or split by ";", entries by spaces or commas, or [[1, 2], [3, 4]]; integers, decimals or fractions (3/4); up to 20×20, at most 50,000 characters'),
    b: Type.Optional(matrixText('Matrix B, for mul (A·B) and solve (A·X = B; a single row is read as a column vector); same format; at most 50,000 characters')),
    op: withDefault(stringEnum(['det', 'inv', 'mul', 'rank', 'solve', 'transpose'], { description: 'det, inv, mul (A·B), rank, solve (A·X = B) or transpose; default det' }), 'det'),
  }),
  output: closedObject({
    exact: Type.Union([Type.String(), Type.Array(Type.Array(Type.String()))], { description: 'The exact answer: a number or a matrix of integers and reduced fractions ("-3/4")' }),
    decimal: Type.Union([Type.Number(), Type.Null(), Type.Array(Type.Array(Type.Union([Type.Number(), Type.Null()])))], {
      description: 'The same as the nearest doubles (null beyond the double range)',
    }),
    rows: Type.Optional(Type.Integer({ description: 'Rows of a matrix answer' })),
    columns: Type.Optional(Type.Integer({ description: 'Columns of a matrix answer' })),
  }),
  examples: [
    { title: 'Determinant, exactly (floating point gives -2.0000000000000004)', input: { a: '1 2; 3 4' }, output: { exact: '-2', decimal: -2 } },
    {
      title: 'Inverse in fractions',
      input: { a: '[[2, 1], [1, 3]]', op: 'inv' },
      output: { exact: [['3/5', '-1/5'], ['-1/5', '2/5']], decimal: [[0.6, -0.2], [-0.2, 0.4]], rows: 2, columns: 2 },
    },
    {
      title: 'Solve a linear system with a fraction in it',
      input: { a: '3 2 -1\n2 -2 4\n-1 1/2 -1', b: '1 -2 0', op: 'solve' },
      output: { exact: [['1'], ['-2'], ['-2']], decimal: [[1], [-2], [-2]], rows: 3, columns: 1 },
    },
  ],
  run({ a: aText, b: bText, op }) {
    const a = parseMatrix(aText, 'a');
    const needsB = op === 'mul' || op === 'solve';
    if (needsB && bText === undefined) invalid(`b: is required for ${op}`);
    let b = needsB ? parseMatrix(bText!, 'b') : undefined;
    switch (op) {
      case 'transpose':
        return matrixAnswer(transpose(a));
      case 'rank':
        return scalar(rational(BigInt(rank(a))));
      case 'det':
        requireSquare(a, 'det');
        return scalar(determinant(a));
      case 'inv': {
        requireSquare(a, 'inv');
        const inverse = solve(a, identity(a.length)) ?? invalid('a: is singular (determinant 0), so it has no inverse');
        return matrixAnswer(inverse);
      }
      case 'mul':
        if (a[0]!.length !== b!.length) invalid(`b: has ${b!.length} rows, but A has ${a[0]!.length} columns`);
        return matrixAnswer(multiply(a, b!));
      case 'solve': {
        requireSquare(a, 'solve');
        const size = a.length;
        if (b!.length === 1 && b![0]!.length === size && size !== 1) b = transpose(b!);
        if (b!.length !== size) invalid(`b: has ${b!.length} rows, but A has ${size}`);
        const solution = solve(a, b!) ?? invalid('a: is singular (determinant 0), so the system has no unique solution');
        return matrixAnswer(solution);
      }
    }
  },
});
