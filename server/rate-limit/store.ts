/**
 * Where rate-limit counters live: this process's memory (memory-store.ts), or with REDIS_URL
 * Redis (redis-store.ts), where every instance shares them.
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

/** One window a request is counted in. */
export interface LimitWindow {
  /** The counter's name; the limiter names it by scope, window and client (one window length per key). */
  readonly key: string;
  readonly windowMs: number;
  /** Requests the window admits (> 0). */
  readonly limit: number;
}

export interface RateLimitStore {
  /**
   * Counts one request in `windows`, in order, up to and including the first whose count it takes
   * past its limit; the windows after that one are only read, not counted (limiter.ts says why).
   * Answers each window's count in the window holding `now` (this request included where it was
   * counted) and when that window resets. One atomic step per request: on Redis one script, one
   * round trip, however many windows apply.
   */
  consume(windows: readonly LimitWindow[], now: number): Promise<WindowCount[]>;
  /** Releases timers and connections; the store is not used afterwards. */
  close?(): void;
}

/** The end of the epoch-aligned window of length `windowMs` that holds `now`. */
export function windowEnd(now: number, windowMs: number): number {
  return (Math.floor(now / windowMs) + 1) * windowMs;
}
