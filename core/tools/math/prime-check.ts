import { Type } from '@sinclair/typebox';
import { factorize, isPrime, nearestPrime } from '../../lib/primes.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Method (core/lib/primes.ts): deterministic Miller–Rabin with the twelve prime bases 2 to 37,
 * proven sufficient below 3.3·10^24 by Sorenson & Webster (2015/2017); factors by trial division
 * below 2^16, then Shanks' SQUFOF (Gower & Wagstaff 2008) with Pollard's rho in Brent's variant
 * (1980) as its fallback; the neighbouring primes by a search
 * bounded by the largest prime gap below 4·10^18, 1476 (Oliveira e Silva, Herzog & Pardi 2014).
 */

const METHOD =
  'deterministic Miller–Rabin, bases 2 to 37 (Sorenson & Webster 2015); factors by trial division below 65536, then SQUFOF or Pollard–Brent rho';

export default defineTool({
  id: 'prime-check',
  name: 'Prime Number Checker',
  category: 'math',
  description:
    'Whether a whole number from 2 to 2^53 − 1 is prime, by deterministic Miller–Rabin with the prime bases 2 to 37 ' +
    '(proven exact below 3.3·10^24, Sorenson & Webster 2015), so Carmichael numbers and strong pseudoprimes are never mistaken. ' +
    'Gives the smallest prime factor and the full factorisation (trial division, then Shanks\' SQUFOF or Pollard–Brent rho), ' +
    'and the previous and next primes (the next one as a decimal string, since it may pass 2^53).',
  keywords: ['prime', 'is prime', 'primality test', 'prime factorization', 'factorise', 'factors', 'miller rabin', 'next prime', 'composite'],
  mcp: true,
  input: closedObject({
    n: Type.Integer({ minimum: 2, maximum: Number.MAX_SAFE_INTEGER, description: 'The number to test: a whole number from 2 to 2^53 − 1 (9007199254740991)' }),
  }),
  output: closedObject({
    n: Type.Integer({ description: 'n, echoed' }),
    is_prime: Type.Boolean({ description: 'True when n is prime' }),
    smallest_prime_factor: Type.Integer({ description: 'The smallest prime dividing n (n itself when n is prime)' }),
    factors: Type.Array(closedObject({ prime: Type.Integer(), exponent: Type.Integer({ minimum: 1 }) }), { description: 'The prime factorisation, primes ascending' }),
    factorization: Type.String({ description: 'The factorisation written out, e.g. "2^3 × 3 × 5"' }),
    divisor_count: Type.Integer({ description: 'How many positive divisors n has: the product of (exponent + 1)' }),
    previous_prime: Type.Union([Type.Integer(), Type.Null()], { description: 'The largest prime below n, or null for n = 2' }),
    next_prime: Type.String({ description: 'The smallest prime above n, as a decimal string (above 2^53 − 111 it passes 2^53, beyond exact doubles)' }),
    method: Type.String({ description: 'The methods used' }),
  }),
  examples: [
    {
      title: '2^53 − 1, the largest input, is composite',
      input: { n: 9007199254740991 },
      output: {
        n: 9007199254740991, is_prime: false, smallest_prime_factor: 6361,
        factors: [{ prime: 6361, exponent: 1 }, { prime: 69431, exponent: 1 }, { prime: 20394401, exponent: 1 }],
        factorization: '6361 × 69431 × 20394401', divisor_count: 8, previous_prime: 9007199254740881, next_prime: '9007199254740997', method: METHOD,
      },
    },
    {
      title: 'A Carmichael number is not prime',
      input: { n: 561 },
      output: {
        n: 561, is_prime: false, smallest_prime_factor: 3,
        factors: [{ prime: 3, exponent: 1 }, { prime: 11, exponent: 1 }, { prime: 17, exponent: 1 }],
        factorization: '3 × 11 × 17', divisor_count: 8, previous_prime: 557, next_prime: '563', method: METHOD,
      },
    },
    {
      title: 'The largest prime below 2^53',
      input: { n: 9007199254740881 },
      output: {
        n: 9007199254740881, is_prime: true, smallest_prime_factor: 9007199254740881,
        factors: [{ prime: 9007199254740881, exponent: 1 }],
        factorization: '9007199254740881', divisor_count: 2, previous_prime: 9007199254740847, next_prime: '9007199254740997', method: METHOD,
      },
    },
  ],
  run({ n }) {
    const prime = isPrime(BigInt(n));
    const factors = prime ? [{ prime: n, exponent: 1 }] : factorize(n);
    const previous = nearestPrime(n, -1);
    // Within MAX_PRIME_GAP there is always a prime above n (see core/lib/primes.ts).
    const next = nearestPrime(n, 1)!;
    return {
      n,
      is_prime: prime,
      smallest_prime_factor: factors[0]!.prime,
      factors,
      factorization: factors.map(({ prime: p, exponent }) => (exponent === 1 ? `${p}` : `${p}^${exponent}`)).join(' × '),
      divisor_count: factors.reduce((count, { exponent }) => count * (exponent + 1), 1),
      previous_prime: previous === undefined ? null : Number(previous),
      next_prime: next.toString(),
      method: METHOD,
    };
  },
});
