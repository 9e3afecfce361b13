/**
 * RSA key pairs from a caller's random bytes, as FIPS 186-5 Appendix A.1.3 and B.3.3 describe
 * them (probable primes): p and q of nlen/2 bits with the top two bits set, so p·q has exactly
 * nlen bits and both exceed √2·2^(nlen/2 − 1); e = 65537 with gcd(e, p − 1) = gcd(e, q − 1) = 1;
 * |p − q| > 2^(nlen/2 − 100); d = e⁻¹ mod λ(n) with d > 2^(nlen/2); then the CRT values.
 *
 * Why not WebCrypto's generateKey: it cannot be pinned, and the catalog's examples must give the
 * same key on every run (they draw all-zero random bytes). So the primes come from the caller's
 * `random`, in BigInt arithmetic, which runs the same in Node, Deno, Bun and browsers.
 *
 * Decisions where FIPS leaves room:
 * - Each prime search starts at one random odd candidate and steps by 2 (as OpenSSL's search
 *   does), striking multiples of the primes below 2^20 from a window of candidates first (a
 *   sieve), so most composites are dropped without a Miller–Rabin test and only one draw is
 *   spent per prime.
 * - Miller–Rabin rounds from FIPS 186-5 Table B.1, the column at the key's security strength:
 *   5 for 1024-bit primes (2^-112), 4 for 1536 (2^-128), 4 for 2048 (2^-144). Bases are random:
 *   nlen/2 + 64 bits reduced into [2, w − 2], so a source of zeros gives base 2 (and ends).
 * - When q comes out too close to p (probability about 2^-98 for honest randomness, certain for a
 *   source of zeros, which starts both searches at the same candidate) the next q candidate is
 *   drawn again with its third-highest bit flipped, which moves it 2^(nlen/2 − 3) away.
 */
import { bytesToBigInt } from './big-endian.ts';

const E = 65537n;

/** FIPS 186-5 Table B.1, by prime size in bits. */
const MILLER_RABIN_ROUNDS: Record<number, number> = { 1024: 5, 1536: 4, 2048: 4 };

/** Odd primes below 2^20 for the sieve: they leave about 8% of odd candidates for Miller–Rabin (Mertens). */
const SIEVE_LIMIT = 1 << 20;
let sievePrimes: Uint32Array | undefined;

function oddPrimesBelowSieveLimit(): Uint32Array {
  if (sievePrimes) return sievePrimes;
  const composite = new Uint8Array(SIEVE_LIMIT);
  const primes: number[] = [];
  for (let i = 3; i < SIEVE_LIMIT; i += 2) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j < SIEVE_LIMIT; j += 2 * i) composite[j] = 1;
  }
  return (sievePrimes = Uint32Array.from(primes));
}

/** Odd candidates sieved at once: a prime gap at 2048 bits averages about 1,420, so one window mostly suffices. */
const WINDOW = 8192;

export type RandomSource = (bytes: number) => Uint8Array;

export interface RsaKeyNumbers {
  n: bigint;
  e: bigint;
  d: bigint;
  p: bigint;
  q: bigint;
  dp: bigint;
  dq: bigint;
  qi: bigint;
}

/** Left-to-right exponentiation with 5-bit windows: about 1.2 multiplications per bit instead of 1.5. */
function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  const b = base % modulus;
  const powers: bigint[] = [1n, b];
  for (let i = 2; i < 32; i++) powers.push((powers[i - 1]! * b) % modulus);
  const digits = exponent.toString(32);
  let result = powers[parseInt(digits[0]!, 32)]!;
  for (let i = 1; i < digits.length; i++) {
    for (let s = 0; s < 5; s++) result = (result * result) % modulus;
    const digit = parseInt(digits[i]!, 32);
    if (digit !== 0) result = (result * powers[digit]!) % modulus;
  }
  return result;
}

function modInverse(a: bigint, modulus: bigint): bigint {
  let [oldR, r] = [a % modulus, modulus];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const quotient = oldR / r;
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
  }
  if (oldR !== 1n) throw new Error('not invertible');
  return ((oldS % modulus) + modulus) % modulus;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** FIPS 186-5 B.3.1's Miller–Rabin with `rounds` random bases. */
function isProbablePrime(w: bigint, bits: number, rounds: number, random: RandomSource): boolean {
  let m = w - 1n;
  let a = 0;
  while ((m & 1n) === 0n) {
    m >>= 1n;
    a++;
  }
  const baseBytes = bits / 8 + 8;
  rounds: for (let round = 0; round < rounds; round++) {
    const b = 2n + (bytesToBigInt(random(baseBytes)) % (w - 3n));
    let z = modPow(b, m, w);
    if (z === 1n || z === w - 1n) continue;
    for (let j = 1; j < a; j++) {
      z = (z * z) % w;
      if (z === w - 1n) continue rounds;
      if (z === 1n) return false;
    }
    return false;
  }
  return true;
}

/**
 * The first probable prime of `bits` bits at or after a random odd start with its top two bits
 * set (third bit flipped when `flipThirdBit`), with gcd(e, prime − 1) = 1; undefined when the
 * search runs past `bits` bits, for the caller to draw again.
 */
function searchPrime(bits: number, random: RandomSource, flipThirdBit: boolean): bigint | undefined {
  const start = random(bits / 8);
  start[0] = start[0]! | 0xc0;
  if (flipThirdBit) start[0] = start[0]! ^ 0x20;
  start[start.length - 1] = start[start.length - 1]! | 1;
  const limit = 1n << BigInt(bits);
  const rounds = MILLER_RABIN_ROUNDS[bits]!;
  const primes = oddPrimesBelowSieveLimit();
  const struck = new Uint8Array(WINDOW);
  for (let base = bytesToBigInt(start); base < limit; base += BigInt(2 * WINDOW)) {
    // Candidate i of this window is base + 2i; for each small prime strike the i where it divides.
    struck.fill(0);
    for (const prime of primes) {
      const residue = Number(base % BigInt(prime));
      for (let i = ((prime - residue) * ((prime + 1) / 2)) % prime; i < WINDOW; i += prime) struck[i] = 1;
    }
    for (let i = 0; i < WINDOW; i++) {
      if (struck[i]) continue;
      const candidate = base + BigInt(2 * i);
      if (candidate >= limit) return undefined;
      if ((candidate - 1n) % E === 0n) continue;
      if (isProbablePrime(candidate, bits, rounds, random)) return candidate;
    }
  }
  return undefined;
}

function prime(bits: number, random: RandomSource, flipThirdBit = false): bigint {
  for (;;) {
    const found = searchPrime(bits, random, flipThirdBit);
    if (found !== undefined) return found;
  }
}

/** An RSA key of `modulusBits` (2048, 3072 or 4096) bits, e = 65537, drawing on `random` in order. */
export function generateRsaKey(modulusBits: 2048 | 3072 | 4096, random: RandomSource): RsaKeyNumbers {
  const half = modulusBits / 2;
  const minimumDistance = 1n << BigInt(half - 100);
  const minimumD = 1n << BigInt(half);
  for (;;) {
    const p = prime(half, random);
    let q = prime(half, random);
    for (let attempt = 1; (p > q ? p - q : q - p) <= minimumDistance; attempt++) q = prime(half, random, attempt % 2 === 1);
    const lambda = ((p - 1n) * (q - 1n)) / gcd(p - 1n, q - 1n);
    const d = modInverse(E, lambda);
    if (d <= minimumD) continue;
    return { n: p * q, e: E, d, p, q, dp: d % (p - 1n), dq: d % (q - 1n), qi: modInverse(q, p) };
  }
}
