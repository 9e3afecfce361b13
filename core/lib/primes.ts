/**
 * Primality and factorisation of whole numbers up to 2^53 + a prime gap, in BigInt where
 * products pass 2^53:
 * - primality: deterministic Miller–Rabin (Miller 1976, Rabin 1980) with the prime bases 2 to 37,
 *   proven to give no false answer below 3.3·10^24 (Sorenson & Webster, "Strong pseudoprimes to
 *   twelve prime bases", Math. Comp. 86 (2017), arXiv 2015), far above our range;
 * - factors: trial division by the primes below 2^16, then Pollard's rho in Brent's variant
 *   (Brent, "An improved Monte Carlo factorization algorithm", BIT 20 (1980)) for what is left,
 *   which then has at most three prime factors, each above 2^16; Shanks' SQUFOF (Gower &
 *   Wagstaff 2008) is tried first, in Number arithmetic, and rho only when it fails.
 */

const MR_BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n];

/** Trial division goes this far; a remainder below its square is prime. */
const TRIAL_LIMIT = 65_536;

let smallPrimes: number[] | undefined;

/** The primes below TRIAL_LIMIT, by the sieve of Eratosthenes, built on first use. */
function primesBelowTrialLimit(): number[] {
  if (smallPrimes) return smallPrimes;
  const composite = new Uint8Array(TRIAL_LIMIT);
  const primes: number[] = [];
  for (let i = 2; i < TRIAL_LIMIT; i++) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j < TRIAL_LIMIT; j += i) composite[j] = 1;
  }
  return (smallPrimes = primes);
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** Deterministic for every n below 3.3·10^24 (Sorenson & Webster). */
export function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (const p of MR_BASES) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  witness: for (const a of MR_BASES) {
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) continue witness;
    }
    return false;
  }
  return true;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** Brent's rho iterations per attempt: the expected count for a factor p is about √p ≤ 10^4 here. */
const RHO_MAX_ITERATIONS = 1 << 20;

/** A proper factor of the odd composite n by Pollard–Brent rho with x ↦ x² + c, or undefined when this c fails. */
function rho(n: bigint, c: bigint): bigint | undefined {
  const batch = 128;
  let y = 2n;
  let q = 1n;
  let g = 1n;
  let x = y;
  let ys = y;
  for (let r = 1; g === 1n && r <= RHO_MAX_ITERATIONS; r *= 2) {
    x = y;
    for (let i = 0; i < r; i++) y = (y * y + c) % n;
    for (let k = 0; k < r && g === 1n; k += batch) {
      ys = y;
      const steps = Math.min(batch, r - k);
      for (let i = 0; i < steps; i++) {
        y = (y * y + c) % n;
        q = (q * (x > y ? x - y : y - x)) % n;
      }
      g = gcd(q, n);
    }
  }
  if (g === n) {
    // The batch overshot: step again one at a time from its start.
    do {
      ys = (ys * ys + c) % n;
      g = gcd(x > ys ? x - ys : ys - x, n);
    } while (g === 1n);
  }
  return g === 1n || g === n ? undefined : g;
}

function gcdNumber(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** ⌊√n⌋ exactly, for n up to 2^64 (the float root is within one of it there). */
function isqrt(n: bigint): bigint {
  let r = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (r * r > n) r -= 1n;
  while ((r + 1n) * (r + 1n) <= n) r += 1n;
  return r;
}

/** Shanks' square forms multipliers (products of 3, 5, 7, 11), as in Gower & Wagstaff, "Square form factorization", Math. Comp. 77 (2008). */
const SQUFOF_MULTIPLIERS = [1, 3, 5, 7, 11, 15, 21, 33, 35, 55, 77, 105, 165, 231, 385, 1155];

/**
 * A proper factor of the odd composite, non-square n < 2^53 by Shanks' square forms
 * factorisation (SQUFOF, Gower & Wagstaff 2008), or undefined. Only kN and its root need BigInt:
 * P and Q stay below 2√(kN) < 2^34, so the iteration runs in exact Number arithmetic, about
 * N^(1/4) steps, far cheaper than rho's BigInt products.
 */
function squfof(n: number): number | undefined {
  const limit = 3 * Math.floor(2 * Math.sqrt(2 * Math.sqrt(n)));
  for (const k of SQUFOF_MULTIPLIERS) {
    const D = BigInt(k) * BigInt(n);
    const root = isqrt(D);
    const P0 = Number(root);
    let Qprev = 1;
    let Q = Number(D - root * root);
    if (Q === 0) continue;
    let P = P0;
    let Pprev = P0;
    let r = 0;
    let i = 2;
    for (; i < limit; i++) {
      const b = Math.floor((P0 + P) / Q);
      P = b * Q - P;
      const q = Q;
      Q = Qprev + b * (Pprev - P);
      r = Math.round(Math.sqrt(Q));
      if ((i & 1) === 0 && r * r === Q) break;
      Qprev = q;
      Pprev = P;
    }
    if (i >= limit) continue;
    // The reverse cycle, from the square form's root, until P repeats.
    let b = Math.floor((P0 - P) / r);
    P = b * r + P;
    Pprev = P;
    Qprev = r;
    Q = Number((D - BigInt(Pprev) * BigInt(Pprev)) / BigInt(Qprev));
    for (let j = 0; j < limit; j++) {
      b = Math.floor((P0 + P) / Q);
      Pprev = P;
      P = b * Q - P;
      const q = Q;
      Q = Qprev + b * (Pprev - P);
      Qprev = q;
      if (P === Pprev) break;
    }
    const factor = gcdNumber(n, Qprev);
    if (factor !== 1 && factor !== n) return factor;
  }
  return undefined;
}

/** A proper factor of the composite n, which has no factor below TRIAL_LIMIT and is no perfect power. */
function splitComposite(n: bigint): bigint {
  const quick = squfof(Number(n));
  if (quick !== undefined) return BigInt(quick);
  for (let c = 1n; c <= 20n; c++) {
    const factor = rho(n, c);
    if (factor !== undefined) return factor;
  }
  // Never reached in tests of the hardest inputs (semiprimes of two primes near 2^26.5); kept so
  // the answer stays correct, not fast, if SQUFOF and rho were ever both unlucky.
  for (let d = BigInt(TRIAL_LIMIT + 1); d * d <= n; d += 2n) if (n % d === 0n) return d;
  throw new Error('splitComposite: n is prime');
}

/** m = base^power for power 2 or 3, else undefined (m < 2^53, so the float root is within 1 of the true one). */
function perfectRoot(m: bigint): { base: bigint; power: number } | undefined {
  for (const power of [2, 3]) {
    const guess = Math.round(Math.pow(Number(m), 1 / power));
    for (const base of [guess - 1, guess, guess + 1]) {
      if (base > 1 && BigInt(base) ** BigInt(power) === m) return { base: BigInt(base), power };
    }
  }
  return undefined;
}

export interface PrimePower {
  prime: number;
  exponent: number;
}

/** The prime factorisation of 2 ≤ n ≤ 2^53 − 1, primes ascending. */
export function factorize(n: number): PrimePower[] {
  const found = new Map<number, number>();
  let rest = n;
  for (const p of primesBelowTrialLimit()) {
    if (p * p > rest) break;
    while (rest % p === 0) {
      found.set(p, (found.get(p) ?? 0) + 1);
      rest /= p;
    }
  }
  const pending = rest > 1 ? [BigInt(rest)] : [];
  while (pending.length > 0) {
    const m = pending.pop()!;
    // Below TRIAL_LIMIT², with no factor below TRIAL_LIMIT, m is prime.
    if (m < BigInt(TRIAL_LIMIT) ** 2n || isPrime(m)) {
      found.set(Number(m), (found.get(Number(m)) ?? 0) + 1);
      continue;
    }
    // Rho is slow on a prime power; with every factor above 2^16 only p² and p³ fit below 2^53.
    const root = perfectRoot(m);
    if (root) {
      for (let i = 0; i < root.power; i++) pending.push(root.base);
      continue;
    }
    const factor = splitComposite(m);
    pending.push(factor, m / factor);
  }
  return [...found].sort(([a], [b]) => a - b).map(([prime, exponent]) => ({ prime, exponent }));
}

/**
 * The largest prime gap below 4·10^18 is 1476 (Oliveira e Silva, Herzog & Pardi, "Empirical
 * verification of the even Goldbach conjecture and computation of prime gaps up to 4·10^18",
 * Math. Comp. 83 (2014)), so a search this long from any n in our range always finds a prime.
 */
export const MAX_PRIME_GAP = 1476;

/**
 * The nearest prime strictly above (step 1) or below (step -1) n ≤ 2^53 − 1, within
 * MAX_PRIME_GAP, or undefined (only below 2). The window is first sieved by the primes below
 * 2^16 in Number arithmetic (offsets from n, so candidates past 2^53 need no exact double), which
 * leaves about one candidate in twenty; Miller–Rabin then tests those in order.
 */
export function nearestPrime(n: number, step: 1 | -1): bigint | undefined {
  const composite = new Uint8Array(MAX_PRIME_GAP + 1);
  for (const p of primesBelowTrialLimit()) {
    // n + step·i ≡ 0 (mod p) exactly when i ≡ −step·n (mod p).
    const r = n % p;
    const first = (step === 1 ? p - r : r) % p || p;
    for (let i = first; i <= MAX_PRIME_GAP; i += p) {
      // p itself is prime: only a small n reaches it, where n + step·i is exact.
      if (n + step * i !== p) composite[i] = 1;
    }
  }
  const sieved = TRIAL_LIMIT * TRIAL_LIMIT;
  for (let i = 1; i <= MAX_PRIME_GAP; i++) {
    const candidate = n + step * i;
    if (candidate < 2) return undefined;
    if (composite[i]) continue;
    // Below 2^32 the sieve by every prime below its square root has decided.
    if (candidate < sieved) return BigInt(candidate);
    const exact = BigInt(n) + BigInt(step * i);
    if (isPrime(exact)) return exact;
  }
  return undefined;
}

/** m = base^power for some power 2 to 63, else undefined: checked by BigInt powers around the float root (m < 2^64). */
function perfectPowerBig(m: bigint): { base: bigint; power: number } | undefined {
  const bits = m.toString(2).length;
  for (let power = 2; power < bits; power++) {
    const guess = BigInt(Math.round(Math.pow(Number(m), 1 / power)));
    for (const base of [guess - 1n, guess, guess + 1n]) {
      if (base > 1n && base ** BigInt(power) === m) return { base, power };
    }
  }
  return undefined;
}

export interface BigPrimePower {
  prime: bigint;
  exponent: number;
}

/**
 * The prime factorisation of 2 ≤ n < 2^64, primes ascending: trial division by the primes below
 * 2^16, then the cofactor (at most three primes, each above 2^16) split by SQUFOF while it is below
 * 2^53 and by Pollard–Brent rho above, with the perfect-power check first (rho cycles on p^k).
 */
export function factorizeBigInt(n: bigint): BigPrimePower[] {
  const found = new Map<bigint, number>();
  const note = (p: bigint, times = 1) => found.set(p, (found.get(p) ?? 0) + times);
  let rest = n;
  for (const small of primesBelowTrialLimit()) {
    const p = BigInt(small);
    if (p * p > rest) break;
    while (rest % p === 0n) {
      note(p);
      rest /= p;
    }
  }
  const pending: bigint[] = rest > 1n ? [rest] : [];
  while (pending.length > 0) {
    const m = pending.pop()!;
    if (m < BigInt(TRIAL_LIMIT) ** 2n || isPrime(m)) {
      note(m);
      continue;
    }
    const root = perfectPowerBig(m);
    if (root) {
      for (let i = 0; i < root.power; i++) pending.push(root.base);
      continue;
    }
    const factor = m <= BigInt(Number.MAX_SAFE_INTEGER) ? splitComposite(m) : splitLarge(m);
    pending.push(factor, m / factor);
  }
  return [...found].sort(([a], [b]) => (a < b ? -1 : 1)).map(([prime, exponent]) => ({ prime, exponent }));
}

/** A proper factor of a composite above 2^53 with no factor below 2^16: rho, whose BigInt products stay exact there. */
function splitLarge(n: bigint): bigint {
  for (let c = 1n; c <= 50n; c++) {
    const factor = rho(n, c);
    if (factor !== undefined) return factor;
  }
  throw new Error('splitLarge: rho found no factor');
}
