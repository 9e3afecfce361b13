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

/**
 * lazy() for a package whose Node build is CommonJS: a code-split bundle can hand such a module
 * back from import() with its exports on `default` only (seen with yaml under esbuild), where
 * plain Node and Vite give them as named exports. Either way the caller gets the exports.
 */
export function lazyModule<T extends object>(load: () => Promise<T>): () => Promise<T> {
  return lazy(async () => {
    const namespace = await load();
    const named = Object.keys(namespace).filter((key) => key !== 'default' && key !== '__esModule' && key !== 'module.exports');
    const fallback = (namespace as { default?: unknown }).default;
    return named.length === 0 && typeof fallback === 'object' && fallback !== null ? (fallback as T) : namespace;
  });
}
