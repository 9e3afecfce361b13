import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  n: number; is_prime: boolean; smallest_prime_factor: number;
  factors: { prime: number; exponent: number }[]; factorization: string; divisor_count: number;
  previous_prime: number | null; next_prime: string; method: string;
};
const check = (n: number) => run<Result>('prime-check', { n });
const MAX = Number.MAX_SAFE_INTEGER;

/*
 * Known answers: python3 by hand, with trial division (isp/fac below) where a certificate is
 * needed and Miller–Rabin with the same published bases only to scan gaps:
 *   isp = lambda n: n > 1 and all(n % d for d in range(2, math.isqrt(n) + 1))
 *   def fac(n): trial division d = 2, 3, 5, … while d*d <= n, collecting {prime: exponent}
 * and published lists as cited.
 */
describe('prime-check', () => {
  it('counts the 168 primes below 1000 (π(1000) = 168, OEIS A000720)', async () => {
    const primes: number[] = [];
    for (let n = 2; n <= 1000; n++) if ((await check(n)).is_prime) primes.push(n);
    expect(primes).toHaveLength(168);
    expect(primes.slice(0, 10)).toEqual([2, 3, 5, 7, 11, 13, 17, 19, 23, 29]);
    expect(primes.slice(-2)).toEqual([991, 997]);
  });

  it('answers the smallest inputs', async () => {
    expect(await check(2)).toMatchObject({ is_prime: true, smallest_prime_factor: 2, factorization: '2', divisor_count: 2, previous_prime: null, next_prime: '3' });
    expect(await check(3)).toMatchObject({ is_prime: true, previous_prime: 2, next_prime: '5' });
    expect(await check(4)).toMatchObject({ is_prime: false, smallest_prime_factor: 2, factors: [{ prime: 2, exponent: 2 }], factorization: '2^2', divisor_count: 3, previous_prime: 3, next_prime: '5' });
  });

  it('is not fooled by Carmichael numbers or strong pseudoprimes', async () => {
    // Carmichael numbers, OEIS A002997: 561 = 3·11·17, 1105, 1729 = 7·13·19, 2465, 2821, 6601, 8911.
    for (const n of [561, 1105, 1729, 2465, 2821, 6601, 8911]) expect((await check(n)).is_prime).toBe(false);
    expect(await check(1729)).toMatchObject({ factorization: '7 × 13 × 19', smallest_prime_factor: 7, divisor_count: 8 });
    // Strong pseudoprimes to base 2, OEIS A001262: 2047 = 23·89.
    expect(await check(2047)).toMatchObject({ is_prime: false, factorization: '23 × 89' });
    // 3215031751 = 151·751·28351, the smallest strong pseudoprime to bases 2, 3, 5 and 7 (Pomerance, Selfridge & Wagstaff 1980).
    expect(await check(3215031751)).toMatchObject({ is_prime: false, factorization: '151 × 751 × 28351' });
    // 341550071728321 = 10670053·32010157, a strong pseudoprime to every prime base up to 17 (Jaeschke 1993).
    expect(await check(341550071728321)).toMatchObject({ is_prime: false, smallest_prime_factor: 10670053, factorization: '10670053 × 32010157' });
  });

  it('knows the primes around 2^53', async () => {
    // Prime Pages, "Primes just less than a power of two": 2^53 − 111 is the largest prime below 2^53.
    // python3: isp(2**53 - 111), isp(2**53 + 5) → True True (trial division);
    // no prime between them (Miller–Rabin scan); the prime before 2^53 − 111 is 2^53 − 145.
    const largest = 2 ** 53 - 111;
    expect(await check(largest)).toMatchObject({ is_prime: true, smallest_prime_factor: largest, previous_prime: 2 ** 53 - 145, next_prime: '9007199254740997' });
    // 2^53 − 1 = 6361 · 69431 · 20394401 (the factorisation of the Mersenne number M53).
    expect(await check(MAX)).toMatchObject({ is_prime: false, factorization: '6361 × 69431 × 20394401', previous_prime: largest, next_prime: '9007199254740997' });
    expect((await check(largest + 1)).previous_prime).toBe(largest);
    // 2^31 − 1 is a Mersenne prime.
    expect(await check(2147483647)).toMatchObject({ is_prime: true });
  });

  it('crosses the largest prime gap below 2^53', async () => {
    // Maximal prime gap 1132 follows 1693182318746371 (Nicely, table of maximal prime gaps).
    expect(await check(1693182318746371)).toMatchObject({ is_prime: true, next_prime: String(1693182318746371 + 1132) });
    expect(await check(1693182318746371 + 1131)).toMatchObject({ is_prime: false, previous_prime: 1693182318746371, next_prime: '1693182318747503' });
  });

  it('factors numbers whose factors all lie beyond trial division', async () => {
    // python3: fac(94906247 * 94906249) → twin primes, the hardest split below 2^53
    expect(await check(94906247 * 94906249)).toMatchObject({ is_prime: false, factorization: '94906247 × 94906249', divisor_count: 4 });
    // python3: fac(65537**2), fac(94906249**2), fac(208057**3), fac(65537*65539*65543)
    expect(await check(65537 ** 2)).toMatchObject({ factors: [{ prime: 65537, exponent: 2 }], factorization: '65537^2' });
    expect(await check(9007196099250001)).toMatchObject({ factors: [{ prime: 94906249, exponent: 2 }] });
    expect(await check(9006312171561193)).toMatchObject({ factors: [{ prime: 208057, exponent: 3 }], divisor_count: 4 });
    expect(await check(281522223382549)).toMatchObject({ factorization: '65537 × 65539 × 65543' });
    // python3: fac(281651098354987) → {65543: 2, 65563: 1}; fac(65543 * 65551) → {65543: 1, 65551: 1}
    expect(await check(281651098354987)).toMatchObject({ factorization: '65543^2 × 65563', divisor_count: 6 });
    expect(await check(65543 * 65551)).toMatchObject({ factorization: '65543 × 65551' });
    // Project Euler 3: 600851475143 = 71 · 839 · 1471 · 6857.
    expect(await check(600851475143)).toMatchObject({ factorization: '71 × 839 × 1471 × 6857', divisor_count: 16 });
    // python3: fac(2**52) → {2: 52}
    expect(await check(2 ** 52)).toMatchObject({ factorization: '2^52', divisor_count: 53, smallest_prime_factor: 2 });
    // python3: fac(9007199254740990) → 2·3·5·53·157·1613·2731·8191
    expect((await check(9007199254740990)).factorization).toBe('2 × 3 × 5 × 53 × 157 × 1613 × 2731 × 8191');
  });

  it('always returns a factorisation whose product is n, of primes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: MAX }), async (n) => {
        const answer = await check(n);
        const product = answer.factors.reduce((p, { prime, exponent }) => p * BigInt(prime) ** BigInt(exponent), 1n);
        expect(product).toBe(BigInt(n));
        expect(answer.is_prime).toBe(answer.factors.length === 1 && answer.factors[0]!.exponent === 1);
        expect(answer.smallest_prime_factor).toBe(answer.factors[0]!.prime);
        expect(BigInt(answer.next_prime)).toBeGreaterThan(BigInt(n));
        if (answer.previous_prime !== null) expect(answer.previous_prime).toBeLessThan(n);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses numbers outside 2 to 2^53 − 1', async () => {
    await expectInvalid('prime-check', { n: 1 }, /^n: /);
    await expectInvalid('prime-check', { n: 0 }, /^n: /);
    await expectInvalid('prime-check', { n: -7 }, /^n: /);
    await expectInvalid('prime-check', { n: 7.5 }, /^n: /);
    await expectInvalid('prime-check', { n: MAX + 1 }, /^n: /);
    await expectInvalid('prime-check', { n: 1e20 }, /^n: /);
    await expectInvalid('prime-check', { n: '7' }, /^n: must be an integer/);
    await expectInvalid('prime-check', {}, 'n: is required');
    await expectInvalid('prime-check', JSON.parse('{"n":7,"__proto__":{"n":8}}'), '__proto__: unknown field');
  });
});
