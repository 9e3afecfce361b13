import { Type } from '@sinclair/typebox';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Method: Euclid's algorithm (Elements, Book VII, Propositions 1-2), gcd(a, b) = gcd(b, a mod b),
 * extended to track the Bézout coefficients x, y with a·x + b·y = gcd (the extended Euclidean
 * algorithm as in Knuth, TAOCP vol. 2, §4.5.2, Algorithm X), and lcm(a, b) = a / gcd(a, b) · b.
 * Conventions (as python's math.gcd and math.lcm): gcd(0, 0) = 0, gcd(a, 0) = a, lcm(0, x) = 0.
 * Arithmetic is in BigInt: the lcm of two inputs below 2^53 reaches 2^106, beyond a double.
 */

/**
 * By Lamé's theorem the division count is at most 5 × (decimal digits of the smaller input), so
 * at most 80 for inputs below 2^53; the worst pair is two consecutive Fibonacci numbers
 * (F77, F78: 77 steps). Every step is listed; the schema's maxItems states the bound.
 */
const MAX_STEPS = 80;

const integerField = (description: string) =>
  Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: `${description}. A whole number from 0 to 2^53 − 1 (9007199254740991)` });

interface Step {
  dividend: number;
  divisor: number;
  quotient: number;
  remainder: number;
  equation: string;
}

export default defineTool({
  id: 'gcd-calculate',
  name: 'GCD and LCM Calculator',
  category: 'math',
  description:
    'The greatest common divisor of two whole numbers by Euclid\'s algorithm (Elements VII.1-2), with every division step, ' +
    'the least common multiple (a / gcd × b, exact in BigInt and returned as a decimal string because it can pass 2^53) ' +
    'and the Bézout coefficients x, y with a·x + b·y = gcd from the extended Euclidean algorithm (Knuth, TAOCP 4.5.2). ' +
    'gcd(0, 0) = 0 and lcm(0, x) = 0 by convention.',
  keywords: ['gcd', 'lcm', 'hcf', 'gcf', 'greatest common factor', 'highest common factor', 'least common multiple', 'euclid', 'bezout', 'coprime'],
  mcp: true,
  input: closedObject({
    a: integerField('The first number'),
    b: integerField('The second number'),
  }),
  output: closedObject({
    a: Type.Integer({ description: 'a, echoed' }),
    b: Type.Integer({ description: 'b, echoed' }),
    gcd: Type.Integer({ description: 'The greatest common divisor (0 only when a = b = 0)' }),
    lcm: Type.String({ description: 'The least common multiple as a decimal string, exact even above 2^53 (0 when a or b is 0)' }),
    coprime: Type.Boolean({ description: 'True when gcd = 1' }),
    bezout: closedObject({
      x: Type.Integer({ description: 'Coefficient of a' }),
      y: Type.Integer({ description: 'Coefficient of b' }),
      identity: Type.String({ description: 'a·x + b·y = gcd, written out' }),
    }, { description: 'Bézout coefficients from the extended Euclidean algorithm (|x| ≤ b / gcd and |y| ≤ a / gcd when a, b > 0; x = 1, y = 0 when b = 0; x = 0, y = 1 when only a = 0)' }),
    steps: Type.Array(
      closedObject({
        dividend: Type.Integer(),
        divisor: Type.Integer(),
        quotient: Type.Integer(),
        remainder: Type.Integer(),
        equation: Type.String({ description: 'dividend = quotient × divisor + remainder' }),
      }),
      { maxItems: MAX_STEPS, description: 'Each division of Euclid\'s algorithm, from (max(a, b), min(a, b)) until the remainder is 0' },
    ),
    method: Type.String({ description: 'The method used' }),
  }),
  examples: [
    {
      title: 'gcd(240, 46), the extended Euclid example of Wikipedia',
      input: { a: 240, b: 46 },
      output: {
        a: 240, b: 46, gcd: 2, lcm: '5520', coprime: false,
        bezout: { x: -9, y: 47, identity: '240 × (-9) + 46 × 47 = 2' },
        steps: [
          { dividend: 240, divisor: 46, quotient: 5, remainder: 10, equation: '240 = 5 × 46 + 10' },
          { dividend: 46, divisor: 10, quotient: 4, remainder: 6, equation: '46 = 4 × 10 + 6' },
          { dividend: 10, divisor: 6, quotient: 1, remainder: 4, equation: '10 = 1 × 6 + 4' },
          { dividend: 6, divisor: 4, quotient: 1, remainder: 2, equation: '6 = 1 × 4 + 2' },
          { dividend: 4, divisor: 2, quotient: 2, remainder: 0, equation: '4 = 2 × 2 + 0' },
        ],
        method: 'Euclid\'s algorithm; Bézout coefficients by the extended Euclidean algorithm; lcm = a / gcd × b',
      },
    },
    {
      title: 'Coprime numbers',
      input: { a: 35, b: 64 },
      output: {
        a: 35, b: 64, gcd: 1, lcm: '2240', coprime: true,
        bezout: { x: 11, y: -6, identity: '35 × 11 + 64 × (-6) = 1' },
        steps: [
          { dividend: 64, divisor: 35, quotient: 1, remainder: 29, equation: '64 = 1 × 35 + 29' },
          { dividend: 35, divisor: 29, quotient: 1, remainder: 6, equation: '35 = 1 × 29 + 6' },
          { dividend: 29, divisor: 6, quotient: 4, remainder: 5, equation: '29 = 4 × 6 + 5' },
          { dividend: 6, divisor: 5, quotient: 1, remainder: 1, equation: '6 = 1 × 5 + 1' },
          { dividend: 5, divisor: 1, quotient: 5, remainder: 0, equation: '5 = 5 × 1 + 0' },
        ],
        method: 'Euclid\'s algorithm; Bézout coefficients by the extended Euclidean algorithm; lcm = a / gcd × b',
      },
    },
  ],
  run({ a, b }) {
    // Divide the larger by the smaller, as one does by hand; the coefficients follow the swap.
    const swapped = a < b;
    let r0 = BigInt(swapped ? b : a);
    let r1 = BigInt(swapped ? a : b);
    // Invariant: r_i = s_i · r0_start + t_i · r1_start.
    let s0 = 1n, s1 = 0n, t0 = 0n, t1 = 1n;
    const steps: Step[] = [];
    while (r1 !== 0n) {
      const q = r0 / r1;
      const r = r0 - q * r1;
      steps.push({ dividend: Number(r0), divisor: Number(r1), quotient: Number(q), remainder: Number(r), equation: `${r0} = ${q} × ${r1} + ${r}` });
      [r0, r1] = [r1, r];
      [s0, s1] = [s1, s0 - q * s1];
      [t0, t1] = [t1, t0 - q * t1];
    }
    const gcd = r0;
    const [x, y] = swapped ? [t0, s0] : [s0, t0];
    const lcm = gcd === 0n ? 0n : (BigInt(a) / gcd) * BigInt(b);
    const paren = (n: bigint) => (n < 0n ? `(${n})` : `${n}`);
    return {
      a, b,
      gcd: Number(gcd),
      lcm: lcm.toString(),
      coprime: gcd === 1n,
      bezout: { x: Number(x), y: Number(y), identity: `${a} × ${paren(x)} + ${b} × ${paren(y)} = ${gcd}` },
      steps,
      method: 'Euclid\'s algorithm; Bézout coefficients by the extended Euclidean algorithm; lcm = a / gcd × b',
    };
  },
});
