/**
 * How a tool's cost grows: the time of a run at size 2n over the time at size n, each the best of
 * a few runs in this process (the best is the least disturbed by other work on a shared machine).
 * About 2 is linear, about 4 quadratic; tests assert a ratio, never an absolute time.
 */
export async function doublingRatio(runAt: (size: number) => Promise<unknown>, size: number, tries = 5): Promise<number> {
  await runAt(size); // warm-up: lazy imports and JIT are paid before timing
  const best = async (n: number) => {
    let fastest = Infinity;
    for (let i = 0; i < tries; i++) {
      const started = performance.now();
      await runAt(n);
      fastest = Math.min(fastest, performance.now() - started);
    }
    return fastest;
  };
  const small = await best(size);
  const large = await best(size * 2);
  return large / Math.max(small, 0.05);
}
