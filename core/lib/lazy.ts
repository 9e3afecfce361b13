/**
 * Memoises a dynamic import, so a heavy library loads on its tool's first run instead of when
 * the catalog loads (import time, and the playground's first-load budget, depend on it).
 * A failed load is forgotten, so the next run tries again.
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
