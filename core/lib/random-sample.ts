/**
 * Uniform shuffles and samples over a tool's byte source (`ctx.random`), for the pickers.
 * Both are Fisher–Yates (Knuth, TAOCP vol. 2, §3.4.2, Algorithm P): step i swaps position i with a
 * uniformly chosen position in i..n-1, so every ordering (and every ordered sample) is equally
 * likely, given unbiased draws (lib/random-wide.ts rejection-samples them).
 */
import { randomSafeIntBetween } from './random-wide.ts';

export type RandomSource = (size: number) => Uint8Array;

/** A uniformly random permutation of `items` (a new array; `items` is left alone). */
export function shuffled<T>(random: RandomSource, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = 0; i < out.length - 1; i++) {
    const j = randomSafeIntBetween(random, i, out.length - 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * `count` distinct integers of 0..size-1 in the order drawn: the first `count` steps of a
 * Fisher–Yates shuffle of 0..size-1, kept in a map of the moved positions only, so the cost is
 * `count` draws however large `size` is (a range of 2·10^12 numbers included).
 */
export function sampleDistinct(random: RandomSource, size: number, count: number): number[] {
  if (!Number.isSafeInteger(size) || !Number.isSafeInteger(count) || count < 0 || count > size) {
    throw new RangeError(`sampleDistinct: cannot draw ${count} distinct values from ${size}`);
  }
  const moved = new Map<number, number>();
  const picks: number[] = [];
  for (let i = 0; i < count; i++) {
    const j = randomSafeIntBetween(random, i, size - 1);
    picks.push(moved.get(j) ?? j);
    moved.set(j, moved.get(i) ?? i);
  }
  return picks;
}
