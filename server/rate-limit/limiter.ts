/**
 * The request limits of the spec's Limits table: per client IP per minute and per day, and per day
 * across all clients. Fixed windows aligned to the epoch (store.ts), so the day window is the UTC
 * calendar day and every window resets at the same instant for every client.
 *
 * Which windows a request uses up: they are checked in order minute → day → global, and a request
 * is counted in each window up to and including the first that refuses it, never in the ones
 * after. So a client hammering past its minute limit uses up its own minute window only, not its
 * daily allowance nor the global one; the global window counts only requests that passed every
 * per-IP limit, and one abusive IP cannot exhaust it for everyone. A refused request is never to
 * be executed: the caller answers 429 from the Decision.
 */
import type { RateLimitStore } from './store.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface Decision {
  /** False: answer 429 RATE_LIMITED with Retry-After and do not run the request. */
  readonly allowed: boolean;
  /**
   * What X-RateLimit-Limit shows: the per-minute limit, or when that one is off the per-day limit,
   * or when that one is off too the global one. `Infinity` only when every limit is off
   * (`RateLimiter.enabled` is false), when no rate-limit header should be sent at all.
   */
  readonly limit: number;
  /**
   * What X-RateLimit-Remaining shows: requests left after this one in the tightest window that
   * applies (0 when refused). `Infinity` only when every limit is off.
   */
  readonly remaining: number;
  /**
   * Only when refused: whole seconds, rounded up and at least 1, until the window that refused
   * resets; when further windows would refuse as well, until the latest of them resets, so a
   * client that waits that long is not refused again by a window it was not told about.
   */
  readonly retryAfterSeconds?: number;
}

export interface RateLimiter {
  /** False when every limit is 0 (off): check always allows and nothing is counted. */
  readonly enabled: boolean;
  /** Counts a request from `ip` and decides whether it may run. */
  check(ip: string): Promise<Decision>;
}

export interface RateLimiterOptions {
  store: RateLimitStore;
  /** Requests per IP per minute; 0 turns the limit off (as do the other two). */
  perMinute: number;
  /** Requests per IP per UTC day; default 0 (off), e.g. for the MCP limiter. */
  perDay?: number;
  /** Requests per UTC day across all clients; default 0 (off). */
  globalPerDay?: number;
  /**
   * Prefix of every key in the store. Two limiters sharing one store (the tool API and MCP, or
   * every instance on one Redis) count separately only with different scopes; default 'api'.
   */
  scope?: string;
  /** Clock in ms since the epoch; default Date.now. */
  now?: () => number;
}

interface Window {
  readonly limit: number;
  readonly windowMs: number;
  key(ip: string): string;
}

function checkedLimit(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number ≥ 0 (0 turns the limit off), got ${value}`);
  }
  return value;
}

export function createRateLimiter({ store, perMinute, perDay = 0, globalPerDay = 0, scope = 'api', now = Date.now }: RateLimiterOptions): RateLimiter {
  const candidates: Window[] = [
    { limit: checkedLimit('perMinute', perMinute), windowMs: MINUTE_MS, key: (ip) => `${scope}:minute:${ip}` },
    { limit: checkedLimit('perDay', perDay), windowMs: DAY_MS, key: (ip) => `${scope}:day:${ip}` },
    { limit: checkedLimit('globalPerDay', globalPerDay), windowMs: DAY_MS, key: () => `${scope}:global-day` },
  ];
  const windows = candidates.filter((window) => window.limit > 0);
  const headerLimit = windows[0]?.limit ?? Infinity;

  async function check(ip: string): Promise<Decision> {
    if (windows.length === 0) return { allowed: true, limit: Infinity, remaining: Infinity };
    // One instant for every window, so a request at a boundary is judged consistently.
    const at = now();
    const counts = await store.consume(
      windows.map((window) => ({ key: window.key(ip), windowMs: window.windowMs, limit: window.limit })),
      at,
    );
    let remaining = Infinity;
    let refusedUntil: number | undefined;
    for (const [index, { count, resetAt }] of counts.entries()) {
      const { limit } = windows[index]!;
      if (refusedUntil === undefined) {
        if (count > limit) refusedUntil = resetAt;
        else remaining = Math.min(remaining, limit - count);
      } else if (count >= limit) {
        // A window after the one that refused, only read (the store did not count this request in it).
        refusedUntil = Math.max(refusedUntil, resetAt);
      }
    }
    if (refusedUntil === undefined) return { allowed: true, limit: headerLimit, remaining };
    const retryAfterSeconds = Math.max(1, Math.ceil((refusedUntil - at) / 1000));
    return { allowed: false, limit: headerLimit, remaining: 0, retryAfterSeconds };
  }

  return { enabled: windows.length > 0, check };
}
