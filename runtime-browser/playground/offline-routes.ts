/**
 * Which requests the playground's service worker (service-worker.ts) answers, and how. Only the
 * page and the files its build lists: the API, /docs, the bins, the cards and MCP, which share
 * the worker's scope when BASE_PATH is empty, go to the network untouched.
 */

/** What the build hands the service worker (pwa-plugin.ts): its version and every file to keep, relative to the scope. */
export interface PrecacheList {
  /** A hash of the build's files: a new deploy has a new one, hence a new cache. */
  version: string;
  /** '' is the page itself (the scope URL); the rest are paths such as `assets/index-B3x.js`. */
  files: readonly string[];
}

/** The page's entry in the list: the scope URL, which answers index.html. */
export const PAGE_ENTRY = '';
/** The paths, relative to the scope, at which the server answers the page (server/playground.ts). */
const PAGE_PATHS: ReadonlySet<string> = new Set(['', 'playground']);

export const CACHE_PREFIX = 'tooldeck-playground-';

export interface Route {
  /** The cached entry's absolute URL. */
  url: string;
  /**
   * The page goes to the network first, so a deploy shows at once when the server answers, and
   * falls back to the copy cached with its chunks; the files, named by their content's hash,
   * never change, so the cache answers them first.
   */
  strategy: 'network-first' | 'cache-first';
}

/** How the worker answers a GET of `url`, or undefined to leave it to the network. */
export function routeOf(url: string, scope: string, files: ReadonlySet<string>): Route | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const path = `${parsed.origin}${parsed.pathname}`;
  if (!path.startsWith(scope)) return undefined;
  const relative = path.slice(scope.length);
  // The page answers with any query (a link's ?x=1); the fragment never reaches here.
  if (PAGE_PATHS.has(relative)) return { url: new URL(PAGE_ENTRY, scope).href, strategy: 'network-first' };
  if (parsed.search !== '' || !files.has(relative)) return undefined;
  return { url: path, strategy: 'cache-first' };
}

/** The cache of one build. */
export function cacheNameOf(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** The caches an activated worker of `version` deletes: older builds' (other names are not ours). */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheNameOf(version));
}
