/**
 * The rate-limit store of an instance with REDIS_URL: Redis's counts, shared by every instance,
 * while Redis answers; this instance's own memory counts while it does not, so tool calls go on
 * under per-instance limits rather than failing or running unlimited.
 *
 * Whether Redis answers is the connection's RedisAvailability (server/redis/availability.ts): a
 * failed or timed-out command turns it degraded (one warning line a minute) and its probe turns
 * it back; meanwhile calls go straight to memory. The memory counts start from nothing at the
 * outage and are left behind at recovery: the limits are approximate across an outage only.
 */
import type { RedisAvailability } from '../redis/availability.ts';
import { MemoryStore } from './memory-store.ts';
import type { LimitWindow, RateLimitStore, WindowCount } from './store.ts';

/**
 * The longest a request waits on Redis before counting in memory: a Redis that accepts the
 * connection but does not answer (frozen, overloaded, a network drop) must not hold every call.
 */
export const COMMAND_TIMEOUT_MS = 1_000;

export interface FallbackStoreOptions {
  primary: RateLimitStore;
  availability: RedisAvailability;
  /** Default a MemoryStore of this instance's own. */
  fallback?: RateLimitStore;
  commandTimeoutMs?: number;
}

export class FallbackStore implements RateLimitStore {
  readonly #primary: RateLimitStore;
  readonly #availability: RedisAvailability;
  readonly #fallback: RateLimitStore;
  readonly #timeoutMs: number;

  constructor({ primary, availability, fallback = new MemoryStore(), commandTimeoutMs = COMMAND_TIMEOUT_MS }: FallbackStoreOptions) {
    this.#primary = primary;
    this.#availability = availability;
    this.#fallback = fallback;
    this.#timeoutMs = commandTimeoutMs;
  }

  consume(windows: readonly LimitWindow[], now: number): Promise<WindowCount[]> {
    return this.#either((store) => store.consume(windows, now));
  }

  close(): void {
    this.#primary.close?.();
    this.#fallback.close?.();
    this.#availability.close();
  }

  async #either(call: (store: RateLimitStore) => Promise<WindowCount[]>): Promise<WindowCount[]> {
    if (this.#availability.skipping) return call(this.#fallback);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CommandTimeout()), this.#timeoutMs);
      });
      const answer = await Promise.race([call(this.#primary), timeout]);
      this.#availability.answered();
      return answer;
    } catch (error) {
      this.#availability.failed(error);
      return call(this.#fallback);
    } finally {
      clearTimeout(timer);
    }
  }
}

class CommandTimeout extends Error {
  override readonly name = 'CommandTimeout';
  readonly code = 'REDIS_COMMAND_TIMEOUT';
}
