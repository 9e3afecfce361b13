/** A small, honest timing loop for comparing alternatives within one run. */

/**
 * Counts back-to-back calls of `operation` over `ms` of wall clock, awaiting only when it returns
 * a promise (so synchronous paths are timed without an artificial microtask per call).
 */
async function opsPerSecond(operation: () => unknown, ms: number): Promise<number> {
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  // Read the clock every few calls: reading it costs about as much as hashing 64 bytes.
  while (elapsed < ms) {
    for (let i = 0; i < 16; i++) {
      const result = operation();
      if (result instanceof Promise) await result;
    }
    count += 16;
    elapsed = performance.now() - start;
  }
  return count / (elapsed / 1000);
}

/**
 * Measures each operation in interleaved rounds and keeps each one's best round: on a shared
 * machine, noise only ever slows a round down, so the best round is the closest to the truth
 * and interleaving exposes every alternative to the same drift.
 */
export async function compare<K extends string>(
  operations: Record<K, () => unknown>,
  { budgetMs = 300, rounds = 5 } = {},
): Promise<Record<K, number>> {
  const names = Object.keys(operations) as K[];
  const best = Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;
  for (const name of names) await opsPerSecond(operations[name], 30); // warm-up: JIT and lazy loading
  for (let round = 0; round < rounds; round++) {
    for (const name of names) best[name] = Math.max(best[name], await opsPerSecond(operations[name], budgetMs / rounds));
  }
  return best;
}
