import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Answer {
  exact: string | string[][];
  decimal: number | null | (number | null)[][];
  rows?: number;
  columns?: number;
}

const matrix = (input: Record<string, unknown>) => run<Answer>('matrix', input);
const hilbert = (n: number) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => `1/${i + j + 1}`).join(' ')).join('\n');

// References: sympy 1.14 (exact) and numpy 2.4.6 (floating point), run by hand as in the comments.
const A4 = '1/2 -3 4 2/7\n5 -1/3 0 2\n9/4 8 -6 1\n0 1 3/5 -2';

describe('matrix', () => {
  it('gives determinants exactly', async () => {
    // sympy: Matrix([[1,2],[3,4]]).det() → -2 (numpy.linalg.det → -2.0000000000000004)
    expect(await matrix({ a: '1 2; 3 4' })).toEqual({ exact: '-2', decimal: -2 });
    // sympy: Matrix([[R(1,2),-3,4,R(2,7)],[5,R(-1,3),0,2],[R(9,4),8,-6,1],[0,1,R(3,5),-2]]).det() → -10889/70;
    // numpy.linalg.det of the same → -155.55714285714276
    const det = await matrix({ a: A4, op: 'det' });
    expect(det.exact).toBe('-10889/70');
    expect(det.decimal).toBeCloseTo(-155.55714285714276, 10);
  });

  it('gives the determinant of the 20×20 Hilbert matrix, which floating point cannot', async () => {
    // sympy: Matrix(20, 20, lambda i, j: Rational(1, i + j + 1)).det()
    const expected =
      '1/2377454716768534509091644243427616440175419837753486493033185331234419759310644585187585766816573773440565759867265558971765638419710793303386582324149811241023554489166154717809635257797836800000000000000000000000000000000000';
    expect((await matrix({ a: hilbert(20), op: 'det' })).exact).toBe(expected);
  });

  it('inverts exactly', async () => {
    // sympy: A4.inv()
    expect((await matrix({ a: A4, op: 'inv' })).exact).toEqual([
      ['-1246/10889', '2582/10889', '-1864/32667', '6280/32667'],
      ['4179/10889', '-1686/10889', '2818/10889', '320/10889'],
      ['5740/10889', '-1495/10889', '6140/32667', '1045/32667'],
      ['7623/21778', '-2583/21778', '2023/10889', '-5180/10889'],
    ]);
    // sympy: hilbert(6).inv().row(0)
    const inverse = await matrix({ a: hilbert(6), op: 'inv' });
    expect((inverse.exact as string[][])[0]).toEqual(['36', '-630', '3360', '-7560', '7560', '-2772']);
    expect((inverse.decimal as number[][])[0]).toEqual([36, -630, 3360, -7560, 7560, -2772]);
  });

  it('finds the rank of any shape', async () => {
    // sympy: Matrix([[1,2,3,4],[2,4,6,8],[1,0,1,0],[3,2,4,4]]).rank() → 3; numpy.linalg.matrix_rank → 3
    expect(await matrix({ a: '1 2 3 4\n2 4 6 8\n1 0 1 0\n3 2 4 4', op: 'rank' })).toEqual({ exact: '3', decimal: 3 });
    expect(await matrix({ a: '1 2 3; 2 4 6', op: 'rank' })).toEqual({ exact: '1', decimal: 1 });
    expect(await matrix({ a: '0 0; 0 0', op: 'rank' })).toEqual({ exact: '0', decimal: 0 });
    expect(await matrix({ a: '1 2; 3 4; 5 7', op: 'rank' })).toEqual({ exact: '2', decimal: 2 });
  });

  it('solves A·X = B, a single row of B read as a column', async () => {
    // sympy: Matrix([[3,2,-1],[2,-2,4],[-1,R(1,2),-1]]).LUsolve(Matrix([1,-2,0])) → [1, -2, -2]; numpy.linalg.solve → [1. -2. -2.]
    const column = { exact: [['1'], ['-2'], ['-2']], decimal: [[1], [-2], [-2]], rows: 3, columns: 1 };
    expect(await matrix({ a: '3 2 -1\n2 -2 4\n-1 1/2 -1', b: '1 -2 0', op: 'solve' })).toEqual(column);
    expect(await matrix({ a: '3 2 -1\n2 -2 4\n-1 0.5 -1', b: '1\n-2\n0', op: 'solve' })).toEqual(column);
  });

  it('multiplies', async () => {
    // sympy: Matrix([[1,2,3],[4,5,6]]) * Matrix([[R(7,10),8],[9,R(-1,3)],[11,12]]); numpy @ gives [[51.7, 43.33333333], [113.8, 102.33333333]]
    const product = await matrix({ a: '1,2,3;4,5,6', b: '[[0.7, 8], [9, -1/3], [11, 12]]', op: 'mul' });
    expect(product.exact).toEqual([['517/10', '130/3'], ['569/5', '307/3']]);
    expect(product.decimal).toEqual([[51.7, 130 / 3], [113.8, 307 / 3]]);
    expect([product.rows, product.columns]).toEqual([2, 2]);
  });

  it('transposes', async () => {
    expect(await matrix({ a: '1 2 3\n4 5 6', op: 'transpose' })).toEqual({ exact: [['1', '4'], ['2', '5'], ['3', '6']], decimal: [[1, 4], [2, 5], [3, 6]], rows: 3, columns: 2 });
  });

  it('reads decimals as the exact values they show, and answers null beyond the double range', async () => {
    // sympy: Matrix([[sympify('1e100'), 0], [0, sympify('1e100')]]).det() → 1.0e+200
    expect(await matrix({ a: '1e100 0; 0 1e100' })).toEqual({ exact: `1${'0'.repeat(200)}`, decimal: 1e200 });
    const huge = await matrix({ a: '1e100 0 0 0; 0 1e100 0 0; 0 0 1e100 0; 0 0 0 1e100' });
    expect(huge.exact).toBe(`1${'0'.repeat(400)}`);
    expect(huge.decimal).toBeNull();
    expect(await matrix({ a: '0.1 0.2; 0.3 0.4' })).toEqual({ exact: '-1/50', decimal: -0.02 });
    expect(await matrix({ a: '.5 +2; -3E-1 4/8' })).toEqual({ exact: '17/20', decimal: 0.85 });
  });

  it('refuses singular matrices where the answer must be unique', async () => {
    await expectInvalid('matrix', { a: '1 2; 2 4', op: 'inv' }, 'a: is singular (determinant 0), so it has no inverse');
    await expectInvalid('matrix', { a: '1 2; 2 4', b: '1 2', op: 'solve' }, 'a: is singular (determinant 0), so the system has no unique solution');
    expect(await matrix({ a: '1 2; 2 4' })).toEqual({ exact: '0', decimal: 0 });
  });

  it('refuses shapes that do not fit the operation', async () => {
    await expectInvalid('matrix', { a: '1 2 3; 4 5 6' }, 'a: det needs a square matrix, got 2×3');
    await expectInvalid('matrix', { a: '1 2 3; 4 5 6', op: 'inv' }, 'a: inv needs a square matrix, got 2×3');
    await expectInvalid('matrix', { a: '1 2; 3 4', b: '1 2 3', op: 'mul' }, 'b: has 1 rows, but A has 2 columns');
    await expectInvalid('matrix', { a: '1 2; 3 4', b: '1;2;3', op: 'solve' }, 'b: has 3 rows, but A has 2');
    await expectInvalid('matrix', { a: '1 2; 3 4', op: 'mul' }, 'b: is required for mul');
    await expectInvalid('matrix', { a: '1 2; 3 4', op: 'solve' }, 'b: is required for solve');
    await expectInvalid('matrix', { a: '1 2; 3' }, 'a: row 2 has 1 entries, row 1 has 2');
    await expectInvalid('matrix', { a: ' ;\n ' }, 'a: has no entries');
    await expectInvalid('matrix', { a: Array(21).fill('1').join(';'), op: 'rank' }, 'a: has 21 rows, more than 20');
    await expectInvalid('matrix', { a: Array(21).fill('1').join(' '), op: 'rank' }, 'a: has 21 columns, more than 20');
  });

  it('refuses entries that are not numbers, naming where', async () => {
    await expectInvalid('matrix', { a: '1 x; 3 4' }, 'a: row 1, column 2: "x" is not a number (integer, decimal or fraction such as -3/4, at most 50 characters)');
    await expectInvalid('matrix', { a: '1 2; 3 4/0' }, 'a: row 2, column 2: "4/0" divides by zero');
    await expectInvalid('matrix', { a: '1e101' }, 'a: row 1, column 1: "1e101" has an exponent beyond ±100');
    await expectInvalid('matrix', { a: '1e1000' }, /a: row 1, column 1: "1e1000" is not a number/);
    await expectInvalid('matrix', { a: '1'.repeat(51) }, /is not a number .*at most 50 characters/);
    await expectInvalid('matrix', { a: '1 2', b: '1/2/3', op: 'mul' }, /b: row 1, column 1: "1\/2\/3" is not a number/);
    await expectInvalid('matrix', { a: 'NaN Infinity' }, /not a number/);
    await expectInvalid('matrix', { a: '__proto__' }, /a: row 1, column 1: "__proto__" is not a number/);
  });

  it('refuses wrong types and values, naming the field', async () => {
    await expectInvalid('matrix', { a: [[1, 2], [3, 4]] }, 'a: must be a string');
    await expectInvalid('matrix', { a: '1', op: 'eig' }, /^op: must be one of det, inv, mul, rank, solve, transpose/);
    await expectInvalid('matrix', {}, 'a: is required');
    await expectInvalid('matrix', { a: '' }, /^a: must not be empty/);
    await expectInvalid('matrix', { a: '1'.repeat(50_001) }, /^a: must be at most 50000 characters/);
    await expectInvalid('matrix', { a: '1', extra: 1 }, /extra/);
  });

  it('inverts a 20×20 of fractions', async () => {
    // sympy: A = Matrix(20, 20, lambda i, j: Rational(((i*7 + j*13) % 97) - 48, ((i + 2*j) % 11) + 1)); A.inv()[0, 0], A.inv()[19, 7], A.det()
    const a = Array.from({ length: 20 }, (_, i) => Array.from({ length: 20 }, (_, j) => `${((i * 7 + j * 13) % 97) - 48}/${((i + 2 * j) % 11) + 1}`).join(' ')).join('\n');
    const denominator = '2733073100500195951928757205038835536065037036290256355047451688727880797272598409564398183606727';
    const inverse = await matrix({ a, op: 'inv' });
    expect([inverse.rows, inverse.columns]).toEqual([20, 20]);
    const exact = inverse.exact as string[][];
    expect(exact[0]![0]).toBe(`-102015559599711285561748615991496935732706217989168843696326216162091908715824115917260321350864/${denominator}`);
    expect(exact[19]![7]).toBe(`213862225473585458868332802861985016615338447531377167570693560349721239834252647449605423663040/${denominator}`);
    expect((await matrix({ a })).exact).toBe(`${denominator}/2944101473643157350867621495202531610821719321731137536000000000000000`);
  });
});
