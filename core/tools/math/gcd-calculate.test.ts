import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  a: number; b: number; gcd: number; lcm: string; coprime: boolean;
  bezout: { x: number; y: number; identity: string };
  steps: { dividend: number; divisor: number; quotient: number; remainder: number; equation: string }[];
  method: string;
};
const gcd = (a: number, b: number) => run<Result>('gcd-calculate', { a, b });
const MAX = Number.MAX_SAFE_INTEGER;

describe('gcd-calculate', () => {
  it('matches the worked example of the extended Euclidean algorithm', async () => {
    // Wikipedia, "Extended Euclidean algorithm", Example: a = 240, b = 46 → gcd 2, x = −9, y = 47.
    // python3: math.gcd(240, 46), math.lcm(240, 46) → 2 5520
    const answer = await gcd(240, 46);
    expect(answer).toMatchObject({ gcd: 2, lcm: '5520', coprime: false, bezout: { x: -9, y: 47, identity: '240 × (-9) + 46 × 47 = 2' } });
    expect(answer.steps.map((step) => step.equation)).toEqual(['240 = 5 × 46 + 10', '46 = 4 × 10 + 6', '10 = 1 × 6 + 4', '6 = 1 × 4 + 2', '4 = 2 × 2 + 0']);
  });

  it('keeps the coefficients with their numbers when a < b', async () => {
    const answer = await gcd(46, 240);
    expect(answer).toMatchObject({ gcd: 2, lcm: '5520', bezout: { x: 47, y: -9, identity: '46 × 47 + 240 × (-9) = 2' } });
    expect(answer.steps[0]!.equation).toBe('240 = 5 × 46 + 10');
  });

  it('follows the conventions of python3 math.gcd and math.lcm for zeros', async () => {
    // python3: math.gcd(0, 0), math.lcm(0, 5), math.gcd(0, 7), math.gcd(12, 0) → 0 0 7 12
    expect(await gcd(0, 0)).toMatchObject({ gcd: 0, lcm: '0', coprime: false, steps: [], bezout: { identity: '0 × 1 + 0 × 0 = 0' } });
    expect(await gcd(0, 5)).toMatchObject({ gcd: 5, lcm: '0', bezout: { x: 0, y: 1 } });
    expect(await gcd(0, 7)).toMatchObject({ gcd: 7, lcm: '0' });
    expect(await gcd(12, 0)).toMatchObject({ gcd: 12, lcm: '0', bezout: { x: 1, y: 0 }, steps: [] });
    expect(await gcd(1, 1)).toMatchObject({ gcd: 1, lcm: '1', coprime: true });
    expect(await gcd(7, 7)).toMatchObject({ gcd: 7, lcm: '7', steps: [{ equation: '7 = 1 × 7 + 0' }] });
  });

  it('gives the lcm exactly beyond 2^53, as a decimal string', async () => {
    // python3: math.gcd(M, M-1), math.lcm(M, M-1) with M = 2**53-1 → 1 81129638414606654674191240921090
    expect(await gcd(MAX, MAX - 1)).toMatchObject({ gcd: 1, lcm: '81129638414606654674191240921090', coprime: true });
    // python3: math.gcd(2**53-1, 2**52), math.lcm(...) → 1 40564819207303336344294875201536
    expect(await gcd(MAX, 2 ** 52)).toMatchObject({ gcd: 1, lcm: '40564819207303336344294875201536' });
    // python3: math.gcd(9007199254740990, 6004799503160660), math.lcm(...) → 3002399751580330 18014398509481980
    expect(await gcd(9007199254740990, 6004799503160660)).toMatchObject({ gcd: 3002399751580330, lcm: '18014398509481980' });
    // python3: math.gcd(2**52, 2**40) → 1099511627776; math.lcm(2**52, 3**33) → 25035783096069471761256476049408
    expect(await gcd(2 ** 52, 2 ** 40)).toMatchObject({ gcd: 1099511627776 });
    expect(await gcd(2 ** 52, 3 ** 33)).toMatchObject({ gcd: 1, lcm: '25035783096069471761256476049408' });
  });

  it('lists every step of the longest case below 2^53, consecutive Fibonacci numbers', async () => {
    // python3: F77 = 5527939700884757, F78 = 8944394323791464; counting a, b = b, a % b until b = 0 → 76 divisions
    const answer = await gcd(8944394323791464, 5527939700884757);
    expect(answer.gcd).toBe(1);
    expect(answer.steps).toHaveLength(76);
    expect(answer.steps.every((step) => step.quotient === 1 || step === answer.steps.at(-1))).toBe(true);
  });

  it('always satisfies a·x + b·y = gcd with |x| ≤ b / gcd and |y| ≤ a / gcd when both are above 0', async () => {
    const int = fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: MAX }));
    await fc.assert(
      fc.asyncProperty(int, int, async (a, b) => {
        const answer = await gcd(a, b);
        const g = BigInt(answer.gcd);
        expect(BigInt(a) * BigInt(answer.bezout.x) + BigInt(b) * BigInt(answer.bezout.y)).toBe(g);
        if (g > 0n) {
          expect(BigInt(a) % g).toBe(0n);
          expect(BigInt(b) % g).toBe(0n);
          expect(BigInt(answer.lcm) * g).toBe(BigInt(a) * BigInt(b));
        }
        if (a > 0 && b > 0) {
          expect(BigInt(Math.abs(answer.bezout.x))).toBeLessThanOrEqual(BigInt(b) / g);
          expect(BigInt(Math.abs(answer.bezout.y))).toBeLessThanOrEqual(BigInt(a) / g);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses negative, fractional, too large and non-numeric inputs', async () => {
    await expectInvalid('gcd-calculate', { a: -1, b: 4 }, /^a: /);
    await expectInvalid('gcd-calculate', { a: 4, b: 1.5 }, /^b: /);
    await expectInvalid('gcd-calculate', { a: MAX + 1, b: 4 }, /^a: /);
    await expectInvalid('gcd-calculate', { a: 1e300, b: 4 }, /^a: /);
    await expectInvalid('gcd-calculate', { a: '12', b: 4 }, /^a: must be an integer/);
    await expectInvalid('gcd-calculate', { a: 12 }, 'b: is required');
    await expectInvalid('gcd-calculate', JSON.parse('{"a":1,"b":2,"__proto__":{"a":3}}'), '__proto__: unknown field');
  });
});
