/**
 * The in-memory RateLimitStore of a single server process. Memory follows the clients active in
 * the current windows, never every client ever seen: an entry is replaced when its window has
 * passed (lazy expiry on access) and a periodic sweep drops the entries of idle keys.
 */
import { windowEnd, type LimitWindow, type RateLimitStore, type WindowCount } from './store.ts';

export interface MemoryStoreOptions {
  /** How often to drop expired entries; default one minute, the shortest window the server uses. */
  sweepIntervalMs?: number;
  /** The clock the sweep compares window ends with; default Date.now. */
  now?: () => number;
}

interface Entry {
  count: number;
  resetAt: number;
}

export class MemoryStore implements RateLimitStore {
  // A Map, not an object: keys carry client input (an IP from a header) and must never reach a prototype.
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  readonly #timer: ReturnType<typeof setInterval>;

  constructor({ sweepIntervalMs = 60_000, now = Date.now }: MemoryStoreOptions = {}) {
    this.#now = now;
    this.#timer = setInterval(() => this.sweep(), sweepIntervalMs);
    // unref: a pending sweep must never keep a process (a test, a CLI embedding the app) alive.
    this.#timer.unref?.();
  }

  /** Entries currently held, expired or not. */
  get size(): number {
    return this.#entries.size;
  }

  /** Drops every entry whose window has ended; the timer calls it, tests may too. */
  sweep(): void {
    const current = this.#now();
    for (const [key, entry] of this.#entries) {
      if (entry.resetAt <= current) this.#entries.delete(key);
    }
  }

  async consume(windows: readonly LimitWindow[], now: number): Promise<WindowCount[]> {
    // Synchronous from first to last window: no other request interleaves, as in Redis's script.
    let over = false;
    return windows.map(({ key, windowMs, limit }) => {
      if (over) return this.peek(key, windowMs, now);
      const counted = this.hit(key, windowMs, now);
      over = counted.count > limit;
      return counted;
    });
  }

  /** Counts one request for `key` in the window holding `now`; answers the count including it. */
  hit(key: string, windowMs: number, now: number): WindowCount {
    const entry = this.#current(key, windowMs, now);
    if (entry !== undefined) {
      entry.count += 1;
      return { count: entry.count, resetAt: entry.resetAt };
    }
    const fresh = { count: 1, resetAt: windowEnd(now, windowMs) };
    this.#entries.set(key, fresh);
    return { ...fresh };
  }

  /** The count for `key` in the window holding `now`, without counting anything. */
  peek(key: string, windowMs: number, now: number): WindowCount {
    const entry = this.#current(key, windowMs, now);
    return { count: entry?.count ?? 0, resetAt: windowEnd(now, windowMs) };
  }

  close(): void {
    clearInterval(this.#timer);
    this.#entries.clear();
  }

  /** The entry of the window holding `now`, or undefined (and dropped) when it belongs to another window. */
  #current(key: string, windowMs: number, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.resetAt === windowEnd(now, windowMs)) return entry;
    this.#entries.delete(key);
    return undefined;
  }
}
