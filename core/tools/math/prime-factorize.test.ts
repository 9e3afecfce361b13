import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result { n: string; isPrime: boolean; factors: { prime: string; exponent: number }[]; factorization: string; flat: string; divisorCount: number }
const factor = (n: string) => run<Result>('prime-factorize', { n });

// Every expected line: GNU coreutils `factor <n>` (Debian coreutils 9.1), pasted as printed after the colon.
const COREUTILS: [string, string][] = [
  ['18446744073709551615', '3 5 17 257 641 65537 6700417'],
  ['18446744073709551557', '18446744073709551557'], // the largest prime below 2^64
  ['18446744030759878681', '4294967291 4294967291'],
  ['9007199254740993', '3 107 28059810762433'],
  ['600851475143', '71 839 1471 6857'],
  ['18446744073709551614', '2 7 7 73 127 337 92737 649657'],
  ['1000000000000000000', '2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5'],
  ['3825123056546413051', '149491 747451 34233211'], // a strong pseudoprime to bases 2 to 23
  ['18446743979220271189', '4294967279 4294967291'], // two primes near 2^32: rho's hardest
  ['18446744047939747781', '18446744047939747781'],
  ['9223253290108583207', '2097143 2097143 2097143'], // a cube of a prime above 2^16
  ['2', '2'],
];

describe('prime-factorize', () => {
  it('matches coreutils factor', async () => {
    for (const [n, expected] of COREUTILS) {
      const result = await factor(n);
      expect(result.flat, n).toBe(expected);
      expect(result.isPrime, n).toBe(!expected.includes(' '));
    }
  });

  it('groups powers and counts divisors', async () => {
    const result = await factor('1000000000000000000');
    expect(result.factors).toEqual([{ prime: '2', exponent: 18 }, { prime: '5', exponent: 18 }]);
    expect(result.factorization).toBe('2^18 × 5^18');
    expect(result.divisorCount).toBe(361);
    expect((await factor(' 1_000 ')).factorization).toBe('2^3 × 5^3');
    // 2^63 and 3^40 (python: 3**40 = 12157665459056928801 < 2**64): perfect powers rho could not split
    expect((await factor(String(2n ** 63n))).factorization).toBe('2^63');
    expect((await factor('12157665459056928801')).factorization).toBe('3^40');
  });

  it('multiplies back to n', async () => {
    await fc.assert(fc.asyncProperty(fc.bigInt({ min: 2n, max: 2n ** 64n - 1n }), async (n) => {
      const result = await factor(String(n));
      const product = result.factors.reduce((acc, { prime, exponent }) => acc * BigInt(prime) ** BigInt(exponent), 1n);
      expect(product).toBe(n);
    }), { numRuns: 30 });
  });

  it('refuses what is out of range or not a number, naming the field', async () => {
    await expectInvalid('prime-factorize', { n: '18446744073709551616' }, 'n: must be below 2^64 (at most 18446744073709551615)');
    await expectInvalid('prime-factorize', { n: '1' }, /^n: 1 has no prime factors/);
    await expectInvalid('prime-factorize', { n: '0' }, /^n: 0 has no prime factors/);
    await expectInvalid('prime-factorize', { n: '-6' }, /^n: "-6" is not a whole number/);
    await expectInvalid('prime-factorize', { n: '1e9' }, /^n: "1e9" is not a whole number/);
    await expectInvalid('prime-factorize', { n: '' }, /^n: "" is not a whole number/);
    await expectInvalid('prime-factorize', { n: 12 }, /^n: must be a string/);
    await expectInvalid('prime-factorize', { n: '9'.repeat(41) }, /^n: must be at most 40 characters/);
    await expectInvalid('prime-factorize', JSON.parse('{"n":"12","__proto__":{"x":1}}'), /__proto__/);
  });
});
