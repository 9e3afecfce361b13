/**
 * The RateLimitStore on Redis (REDIS_URL), over the instance's one shared connection: every
 * instance counts in the same keys, so a limit holds across instances as it does in one.
 *
 * One round trip per `hit`: a Lua script INCRs `{prefix}{key}:{windowStart}` and, on the
 * window's first hit, sets it to expire when the window ends. Redis runs a script atomically, so
 * the counts are exact however many instances hit one key at once (INCR alone is atomic, but its
 * expiry would then take a second command, and a crash between the two would leave a key that
 * never expires). `peek` is a GET of the same key.
 *
 * The script is sent by its SHA1 (EVALSHA); when Redis does not know it (first use, or a Redis
 * restarted empty) it answers NOSCRIPT and the script is sent whole (EVAL, which also caches it).
 *
 * Failures are the caller's: fallback-store.ts answers from memory while Redis is down.
 */
import { createHash } from 'node:crypto';
import type { Redis } from '../redis/connection.ts';
import { windowEnd, type RateLimitStore, type WindowCount } from './store.ts';

/** Keeps the limits' keys apart from the other stores' on the same Redis. */
export const RATE_LIMIT_PREFIX = 'tooldeck:rl:';

/**
 * How long a key outlives its window: an instance whose clock runs a little behind still counts
 * in the key until then, instead of recreating it with an expiry already past (a count of 1 on
 * every hit, so no limit at all).
 */
export const EXPIRY_SLACK_MS = 10_000;

export const HIT_SCRIPT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIREAT', KEYS[1], ARGV[1]) end
return count`;

const HIT_SHA = createHash('sha1').update(HIT_SCRIPT).digest('hex');

/** The part of the client this store uses, so a test can hand in another. */
export type RedisCommands = Pick<Redis, 'send' | 'get'>;

export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: RedisCommands;
  readonly #prefix: string;

  constructor(redis: RedisCommands, prefix = RATE_LIMIT_PREFIX) {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const resetAt = windowEnd(now, windowMs);
    const args = ['1', this.#key(key, resetAt - windowMs), String(resetAt + EXPIRY_SLACK_MS)];
    let count: unknown;
    try {
      count = await this.#redis.send('EVALSHA', [HIT_SHA, ...args]);
    } catch (error) {
      if (!isNoScript(error)) throw error;
      count = await this.#redis.send('EVAL', [HIT_SCRIPT, ...args]);
    }
    return { count: Number(count), resetAt };
  }

  async peek(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const resetAt = windowEnd(now, windowMs);
    const count = await this.#redis.get(this.#key(key, resetAt - windowMs));
    return { count: count === null ? 0 : Number(count), resetAt };
  }

  /** The connection is the app's, shared with the other stores: it closes it. */
  close(): void {}

  #key(key: string, windowStart: number): string {
    return `${this.#prefix}${key}:${windowStart}`;
  }
}

function isNoScript(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('NOSCRIPT');
}
