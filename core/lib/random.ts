/** Uniform random integers from a byte source (a tool's `ctx.random`), without modulo bias. */

const RANGE = 2 ** 32;

/**
 * After this many rejected draws the source is broken, not unlucky: each draw is rejected with
 * probability below 1/2, so 64 rejections in a row happen by chance less than once in 2^64.
 */
const MAX_REJECTIONS = 64;

/**
 * A uniform integer in [0, bound) for 1 ≤ bound ≤ 2^32: a 32-bit draw is used when it falls
 * below the largest multiple of `bound`, and drawn again otherwise (rejection sampling).
 */
export function randomInt(random: (size: number) => Uint8Array, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > RANGE) throw new RangeError(`randomInt: bound ${bound} is not an integer in 1..2^32`);
  const limit = RANGE - (RANGE % bound);
  for (let attempt = 0; attempt <= MAX_REJECTIONS; attempt++) {
    const bytes = random(4);
    const value = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    if (value < limit) return value % bound;
  }
  throw new Error('randomInt: the random source keeps returning out-of-range values');
}

/** A uniform integer in [min, max], both included. */
export function randomBetween(random: (size: number) => Uint8Array, min: number, max: number): number {
  return min + randomInt(random, max - min + 1);
}

/** A uniformly chosen element of a non-empty list. */
export function randomPick<T>(random: (size: number) => Uint8Array, items: readonly T[]): T {
  return items[randomInt(random, items.length)]!;
}
