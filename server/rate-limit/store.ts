/**
 * Where rate-limit counters live. In-memory now (memory-store.ts); the scale-out issue implements
 * the same interface on Redis so every instance shares the counters (INCR + PEXPIREAT on
 * `key:windowStart`, GET for `peek`).
 *
 * Fixed windows aligned to the Unix epoch: the window holding `now` is
 * [floor(now / windowMs) · windowMs, that + windowMs). Epoch-aligned windows need no start time
 * per key, agree across instances without coordination, and for one day (86 400 000 ms) they are
 * exactly the UTC calendar day, since epoch milliseconds have no leap seconds.
 *
 * A key is used with one window length only; the limiter names its keys by window.
 */
export interface WindowCount {
  /** Requests counted in the window holding `now`. */
  readonly count: number;
  /** When that window ends and the count starts again from 0 (ms since the epoch). */
  readonly resetAt: number;
}

export interface RateLimitStore {
  /** Counts one request for `key` in the window holding `now`; answers the count including it. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /**
   * The count for `key` in the window holding `now`, without counting anything. The limiter uses
   * it for the windows it did not consume because an earlier window already refused.
   */
  peek(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** Releases timers and connections; the store is not used afterwards. */
  close?(): void;
}

/** The end of the epoch-aligned window of length `windowMs` that holds `now`. */
export function windowEnd(now: number, windowMs: number): number {
  return (Math.floor(now / windowMs) + 1) * windowMs;
}
