import { Type, type Static } from '@sinclair/typebox';
import { factorizeBigInt } from '../../lib/primes.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - n is a decimal string, since most of the range (2^53 to 2^64 − 1) is beyond exact JSON
 *   numbers; 2 ≤ n < 2^64, as coreutils factor's fast path. Primes come back as strings too.
 * - Method (core/lib/primes.ts, shared with prime-check): trial division below 2^16,
 *   deterministic Miller–Rabin with the prime bases 2 to 37 (exact below 3.3·10^24, Sorenson &
 *   Webster), a perfect-power check, then SQUFOF below 2^53 and Pollard–Brent rho above. A
 *   semiprime of two primes near 2^32 takes rho a few hundred milliseconds, hence isolate.
 */

const LIMIT = 2n ** 64n;
const METHOD = 'trial division below 65536, deterministic Miller–Rabin (bases 2 to 37), then SQUFOF (below 2^53) or Pollard–Brent rho';

const output = closedObject({
  n: Type.String({ description: 'n, echoed in decimal' }),
  isPrime: Type.Boolean({ description: 'True when n is prime' }),
  factors: Type.Array(closedObject({
    prime: Type.String({ description: 'A prime factor, in decimal' }),
    exponent: Type.Integer({ minimum: 1, description: 'Its multiplicity' }),
  }), { description: 'The prime factorisation, primes ascending' }),
  factorization: Type.String({ description: 'The factorisation written out, e.g. "2^3 × 3 × 5"' }),
  flat: Type.String({ description: 'Every prime factor with repetition, space-separated, as coreutils factor prints them' }),
  divisorCount: Type.Integer({ description: 'How many positive divisors n has: the product of (exponent + 1)' }),
  method: Type.String({ description: 'The methods used' }),
});

export default defineTool({
  id: 'prime-factorize',
  name: 'Prime Factorization (64-bit)',
  category: 'math',
  description:
    'Factor any whole number from 2 to 2^64 − 1 into primes, like coreutils factor: trial division, deterministic Miller–Rabin and Pollard–Brent rho, ' +
    'with the factorisation, its exponents and the divisor count.',
  keywords: ['factor', 'prime factorization', 'prime factors', 'factorise', 'pollard rho', 'miller rabin', 'coreutils factor', 'uint64', 'divisors'],
  isolate: true,
  input: closedObject({
    n: Type.String({ maxLength: 40, description: 'The number to factor, in decimal: 2 to 18446744073709551615 (2^64 − 1)' }),
  }),
  output,
  examples: [
    {
      title: '2^64 − 1 (coreutils: factor 18446744073709551615)',
      input: { n: '18446744073709551615' },
      output: {
        n: '18446744073709551615', isPrime: false,
        factors: [
          { prime: '3', exponent: 1 }, { prime: '5', exponent: 1 }, { prime: '17', exponent: 1 }, { prime: '257', exponent: 1 },
          { prime: '641', exponent: 1 }, { prime: '65537', exponent: 1 }, { prime: '6700417', exponent: 1 },
        ],
        factorization: '3 × 5 × 17 × 257 × 641 × 65537 × 6700417', flat: '3 5 17 257 641 65537 6700417', divisorCount: 128, method: METHOD,
      },
    },
    {
      title: 'The square of the largest 32-bit prime',
      input: { n: '18446744030759878681' },
      output: {
        n: '18446744030759878681', isPrime: false, factors: [{ prime: '4294967291', exponent: 2 }],
        factorization: '4294967291^2', flat: '4294967291 4294967291', divisorCount: 3, method: METHOD,
      },
    },
  ],
  run({ n }): Static<typeof output> {
    const text = n.trim().replace(/[_,\s]/g, '');
    if (!/^\d+$/.test(text)) invalid(`n: ${quoteClipped(n, 40)} is not a whole number in decimal digits`);
    const value = BigInt(text);
    if (value < 2n) invalid(`n: ${value} has no prime factors; give a number from 2 to 18446744073709551615`);
    if (value >= LIMIT) invalid('n: must be below 2^64 (at most 18446744073709551615)');
    const factors = factorizeBigInt(value);
    return {
      n: value.toString(),
      isPrime: factors.length === 1 && factors[0]!.exponent === 1,
      factors: factors.map(({ prime, exponent }) => ({ prime: prime.toString(), exponent })),
      factorization: factors.map(({ prime, exponent }) => (exponent === 1 ? `${prime}` : `${prime}^${exponent}`)).join(' × '),
      flat: factors.flatMap(({ prime, exponent }) => Array<string>(exponent).fill(prime.toString())).join(' '),
      divisorCount: factors.reduce((count, { exponent }) => count * (exponent + 1), 1),
      method: METHOD,
    };
  },
});
