/**
 * GET requests to GitHub's REST API for the card service (issue 20, "Data"): several tokens
 * rotated as each runs out, conditional requests so an unchanged answer costs no quota, and one
 * error for every way GitHub can be out of reach.
 *
 * Why it is built this way: github-readme-stats' public instance ran out of quota even with
 * seven tokens. A 304 to a request made with a token does not count against its limit, so every
 * answer is kept with its ETag (7 days) and asked for again with If-None-Match. When every token
 * is exhausted, one unauthenticated request (60 an hour per IP) is still worth a try before the
 * caller falls back to its cache or answers 503 with Retry-After.
 *
 * A token is sent only in the Authorization header: it never appears in a thrown value or a
 * message, and this module logs nothing.
 */
import { readCapped } from '../../../core/lib/read-capped.ts';
import type { CacheStore } from '../../cache/cache-store.ts';

/** GitHub could not give an answer now: rate-limited on every credential, down, slow or garbled. */
export class UpstreamUnavailableError extends Error {
  /** When asking again may succeed, whole seconds in [1, 3600]. */
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.name = 'UpstreamUnavailableError';
    this.retryAfterSeconds = Math.min(3600, Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

export type GithubAnswer = { status: 200; body: unknown } | { status: 404 };

/**
 * What a caller keeps of a 200 body, so the ETag store holds kilobytes where GitHub sent hundreds
 * (a page of 100 repos is ~600 KB, of which a card reads ~12 KB). The body is stored reduced, so
 * a 304 answers the same reduced body; `id` names the reduction in the store's key, so a
 * different reduction never answers with a body kept by another.
 */
export interface BodyShape {
  id: string;
  reduce(body: unknown): unknown;
}

export interface GithubClient {
  /** `path` is built by the caller from validated names, e.g. `/users/octocat`. */
  get(path: string, shape?: BodyShape): Promise<GithubAnswer>;
}

export interface GithubClientOptions {
  /** `https://api.github.com`, or a GitHub Enterprise Server's `https://host/api/v3`. */
  apiUrl: string;
  tokens: readonly string[];
  /** Keeps `{etag, body}` per path for conditional requests: `gh-etag:<path>` (`#<shape id>` when reduced). */
  cache: CacheStore;
  fetch?: typeof fetch;
  now?: () => number;
  /** Per request, body included; default 10 s. */
  timeoutMs?: number;
  /** Largest body read; default 5 MB (a page of 100 repos is about 600 KB). */
  maxBodyBytes?: number;
}

export const ETAG_KEY_PREFIX = 'gh-etag:';
const ETAG_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a token GitHub calls bad credentials is set aside. */
const BAD_TOKEN_PAUSE_MS = 60 * 60 * 1000;
/** GitHub's advice when a limit answer says nothing about when to come back. */
const DEFAULT_PAUSE_MS = 60 * 1000;
const MAX_REDIRECTS = 3;
/** Retry-After for outages (5xx, network, timeouts, garbled bodies). */
const OUTAGE_RETRY_SECONDS = 60;

/** One way to call GitHub: a token, or none (`token: null`). */
interface Credential {
  token: string | null;
  /** Not used again before this time (ms since the epoch). */
  pausedUntil: number;
}

interface StoredAnswer {
  etag: string;
  body: unknown;
}

type Attempt =
  | { kind: 'answer'; answer: GithubAnswer }
  | { kind: 'paused' };

export function createGithubClient(options: GithubClientOptions): GithubClient {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBodyBytes = options.maxBodyBytes ?? 5 * 1024 * 1024;
  const base = options.apiUrl.replace(/\/+$/, '');
  const apiOrigin = new URL(base).origin;
  const tokens: Credential[] = options.tokens.map((token) => ({ token, pausedUntil: 0 }));
  const anonymous: Credential = { token: null, pausedUntil: 0 };
  // The token in use: kept until GitHub says it is spent, then the next one.
  let current = 0;

  function nextToken(): Credential | undefined {
    for (let step = 0; step < tokens.length; step++) {
      const index = (current + step) % tokens.length;
      if (tokens[index]!.pausedUntil <= now()) {
        current = index;
        return tokens[index];
      }
    }
    return undefined;
  }

  function giveUp(): never {
    const waits = [...tokens, anonymous].map((credential) => credential.pausedUntil - now()).filter((wait) => wait > 0);
    const seconds = waits.length > 0 ? Math.min(...waits) / 1000 : OUTAGE_RETRY_SECONDS;
    throw new UpstreamUnavailableError('GitHub rate limit exhausted on every credential', seconds);
  }

  async function readStored(key: string): Promise<StoredAnswer | undefined> {
    const entry = await options.cache.get(key);
    if (entry === undefined || typeof entry.value !== 'string') return undefined;
    try {
      const stored = JSON.parse(entry.value) as Partial<StoredAnswer> | null;
      return stored !== null && typeof stored.etag === 'string' && 'body' in stored ? { etag: stored.etag, body: stored.body } : undefined;
    } catch {
      return undefined;
    }
  }

  /** One request with one credential: GitHub's answer, or `paused` when that credential is spent. */
  async function attempt(path: string, key: string, shape: BodyShape | undefined, credential: Credential, stored: StoredAnswer | undefined): Promise<Attempt> {
    const headers: Record<string, string> = {
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'tooldeck-card',
    };
    if (credential.token !== null) headers.authorization = `Bearer ${credential.token}`;
    if (stored) headers['if-none-match'] = stored.etag;
    const response = await send(base + path, headers);
    const status = response.status;
    if (status === 304 && stored) {
      await response.body?.cancel().catch(() => undefined);
      await options.cache.set(key, JSON.stringify(stored), ETAG_TTL_MS);
      return { kind: 'answer', answer: { status: 200, body: stored.body } };
    }
    if (status === 200) {
      const read = await readJson(response);
      const body = shape ? shape.reduce(read) : read;
      const etag = response.headers.get('etag');
      if (etag) await options.cache.set(key, JSON.stringify({ etag, body } satisfies StoredAnswer), ETAG_TTL_MS);
      return { kind: 'answer', answer: { status: 200, body } };
    }
    if (status === 403 || status === 429) {
      const pause = limitPauseMs(response, now(), await readMessage(response));
      if (pause !== null) {
        credential.pausedUntil = now() + pause;
        return { kind: 'paused' };
      }
    }
    await response.body?.cancel().catch(() => undefined);
    if (status === 404) return { kind: 'answer', answer: { status: 404 } };
    if (status === 401 && credential.token !== null) {
      credential.pausedUntil = now() + BAD_TOKEN_PAUSE_MS;
      return { kind: 'paused' };
    }
    throw new UpstreamUnavailableError(`GitHub answered ${status}`, OUTAGE_RETRY_SECONDS);
  }

  /**
   * The response to `url`, following GitHub's redirects (a renamed repo answers 301 to
   * /repositories/{id}/…) only within the API's origin, so a token never travels elsewhere.
   */
  async function send(url: string, headers: Record<string, string>): Promise<Response> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      for (let hops = 0; ; hops++) {
        const response = await fetchImpl(url, { headers, signal, redirect: 'manual' });
        const location = response.headers.get('location');
        if (![301, 302, 307, 308].includes(response.status) || location === null) return response;
        await response.body?.cancel().catch(() => undefined);
        const next = new URL(location, url);
        if (next.origin !== apiOrigin || hops === MAX_REDIRECTS) throw new Error('redirect refused');
        url = next.href;
      }
    } catch {
      // The cause may quote the request; nothing of it leaves this function.
      throw new UpstreamUnavailableError('GitHub could not be reached', OUTAGE_RETRY_SECONDS);
    }
  }

  /** The `message` of an error body, read only as far as 64 KB; '' when there is none. */
  async function readMessage(response: Response): Promise<string> {
    try {
      const bytes = await readCapped(response, 64 * 1024, () => {
        throw new Error('too large');
      });
      const message = (JSON.parse(new TextDecoder().decode(bytes)) as { message?: unknown } | null)?.message;
      return typeof message === 'string' ? message : '';
    } catch {
      return '';
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    let bytes: Uint8Array;
    try {
      bytes = await readCapped(response, maxBodyBytes, () => {
        throw new UpstreamUnavailableError('GitHub sent a body over the size limit', OUTAGE_RETRY_SECONDS);
      });
    } catch (error) {
      if (error instanceof UpstreamUnavailableError) throw error;
      throw new UpstreamUnavailableError('GitHub stopped sending the body', OUTAGE_RETRY_SECONDS);
    }
    try {
      return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    } catch {
      throw new UpstreamUnavailableError('GitHub sent a body that is not JSON', OUTAGE_RETRY_SECONDS);
    }
  }

  return {
    async get(path, shape) {
      const key = ETAG_KEY_PREFIX + path + (shape ? `#${shape.id}` : '');
      const stored = await readStored(key);
      for (let credential = nextToken(); credential !== undefined; credential = nextToken()) {
        const result = await attempt(path, key, shape, credential, stored);
        if (result.kind === 'answer') return result.answer;
      }
      // Every token is spent (or none is configured): GitHub's 60 an hour per IP, once.
      if (anonymous.pausedUntil <= now()) {
        const result = await attempt(path, key, shape, anonymous, stored);
        if (result.kind === 'answer') return result.answer;
      }
      return giveUp();
    },
  };
}

/**
 * How long a 403/429 asks us to stay away, per GitHub's rate-limit documentation: Retry-After
 * (secondary limit) first, then x-ratelimit-remaining 0 until x-ratelimit-reset (primary), then a
 * minute when the message names a rate limit. null: a 403 that is not about limits.
 */
function limitPauseMs(response: Response, now: number, message: string): number | null {
  const retryAfter = Number(response.headers.get('retry-after'));
  if (response.headers.has('retry-after') && Number.isFinite(retryAfter) && retryAfter >= 0) return Math.max(1000, retryAfter * 1000);
  if (response.headers.get('x-ratelimit-remaining') === '0') {
    const reset = Number(response.headers.get('x-ratelimit-reset'));
    return Number.isFinite(reset) && reset * 1000 > now ? reset * 1000 - now : DEFAULT_PAUSE_MS;
  }
  return response.status === 429 || /rate limit/i.test(message) ? DEFAULT_PAUSE_MS : null;
}
