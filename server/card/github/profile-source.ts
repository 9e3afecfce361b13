/**
 * A developer's card profile, from the cache when it can be (issue 20, "Caching and limits"):
 * GitHub's data is kept apart from rendering, so a theme or design switch, a PNG after an SVG,
 * or a second reader costs no API call.
 *
 * - Fresh (fetched within freshMs, 1 h): answered from the cache, no request at all.
 * - Stale (up to staleMs, 7 days): fetched again; if GitHub is unavailable (rate limits spent,
 *   down) the stale copy is answered, with its fetchedAt, rather than an error. Only with no copy
 *   at all does UpstreamUnavailableError reach the caller (503 with Retry-After).
 * - An unknown user is remembered for notFoundMs (10 min), so a typo is not asked again and again.
 * - Concurrent loads of one handle share one fetch.
 */
import type { CacheStore } from '../../cache/cache-store.ts';
import type { CardProfile } from '../card-record.ts';
import { cardProfile } from '../metrics.ts';
import { UpstreamUnavailableError, type GithubClient } from './github-client.ts';
import { fetchSnapshot } from './github-snapshot.ts';

export type ProfileResult =
  | { kind: 'found'; profile: CardProfile; avatar: string | null; fetchedAt: number }
  | { kind: 'not-found' };

export interface ProfileSource {
  /** `handle` is already validated against GitHub's rule; any case. */
  load(handle: string): Promise<ProfileResult>;
}

export interface ProfileSourceOptions {
  client: GithubClient;
  cache: CacheStore;
  apiUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  freshMs?: number;
  staleMs?: number;
  notFoundMs?: number;
}

export const PROFILE_KEY_PREFIX = 'gh-profile:';

type Stored = { kind: 'found'; profile: CardProfile; avatar: string | null; fetchedAt: number } | { kind: 'not-found' };

export function createProfileSource(options: ProfileSourceOptions): ProfileSource {
  const now = options.now ?? Date.now;
  const freshMs = options.freshMs ?? 60 * 60 * 1000;
  const staleMs = options.staleMs ?? 7 * 24 * 60 * 60 * 1000;
  const notFoundMs = options.notFoundMs ?? 10 * 60 * 1000;
  const inFlight = new Map<string, Promise<ProfileResult>>();

  async function read(key: string): Promise<Stored | undefined> {
    const entry = await options.cache.get(key);
    if (entry === undefined || typeof entry.value !== 'string') return undefined;
    try {
      const stored = JSON.parse(entry.value) as Stored;
      if (stored.kind === 'not-found') return stored;
      return stored.kind === 'found' && typeof stored.fetchedAt === 'number' && typeof stored.profile === 'object' && stored.profile !== null ? stored : undefined;
    } catch {
      return undefined;
    }
  }

  async function refresh(handle: string, key: string): Promise<ProfileResult> {
    const stored = await read(key);
    if (stored?.kind === 'not-found') return stored;
    if (stored !== undefined && now() - stored.fetchedAt < freshMs) return stored;
    const fetchedAt = now();
    let result;
    try {
      result = await fetchSnapshot(options.client, handle, { apiUrl: options.apiUrl, fetch: options.fetch, now: fetchedAt });
    } catch (error) {
      if (error instanceof UpstreamUnavailableError && stored !== undefined) return stored;
      throw error;
    }
    if (result.kind === 'not-found') {
      await options.cache.set(key, JSON.stringify({ kind: 'not-found' } satisfies Stored), notFoundMs);
      return result;
    }
    const found: Stored = { kind: 'found', profile: cardProfile(result.snapshot, fetchedAt), avatar: result.snapshot.avatar, fetchedAt };
    await options.cache.set(key, JSON.stringify(found), staleMs);
    return found;
  }

  return {
    load(handle) {
      const key = PROFILE_KEY_PREFIX + handle.toLowerCase();
      const pending = inFlight.get(key);
      if (pending) return pending;
      const loading = refresh(handle, key).finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      return loading;
    },
  };
}
