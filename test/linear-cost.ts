/**
 * How a tool's cost grows: the time of a run at size `factor`·n over the time at size n, each the
 * best of a few runs in this process (the best is the least disturbed by other work on a shared
 * machine). With the default factor 2, about 2 is linear and about 4 quadratic; a factor of 4
 * (4 against 16) tells them apart more surely where the engine's own costs wobble. Tests assert
 * a ratio, never an absolute time.
 */
export async function doublingRatio(runAt: (size: number) => Promise<unknown>, size: number, tries = 5, factor = 2): Promise<number> {
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
  const large = await best(size * factor);
  return large / Math.max(small, 0.05);
}
