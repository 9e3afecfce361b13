/**
 * The RateLimitStore on Redis (REDIS_URL), over the instance's one shared connection: every
 * instance counts in the same keys, so a limit holds across instances as it does in one.
 *
 * One round trip per request: a Lua script walks the request's windows in order, INCRs each
 * `{prefix}{key}:{windowStart}` (on a window's first hit setting it to expire when the window
 * ends) until one goes past its limit, and only GETs the ones after it (limiter.ts says why).
 * Redis runs a script atomically, so the counts are exact however many instances hit one key at
 * once (INCR alone is atomic, but its expiry would then take a second command, and a crash
 * between the two would leave a key that never expires). One script rather than one per window:
 * the default limits are three windows, and three round trips cost the instance and Redis twice
 * the CPU per call (`npm run bench -- scale`).
 *
 * The script is sent by its SHA1, and whole when Redis does not know it (redis/script.ts).
 *
 * Failures are the caller's: fallback-store.ts answers from memory while Redis is down.
 */
import type { Redis } from '../redis/connection.ts';
import { evalScript, redisScript } from '../redis/script.ts';
import { windowEnd, type LimitWindow, type RateLimitStore, type WindowCount } from './store.ts';

/** Keeps the limits' keys apart from the other stores' on the same Redis. */
export const RATE_LIMIT_PREFIX = 'tooldeck:rl:';

/**
 * How long a key outlives its window: an instance whose clock runs a little behind still counts
 * in the key until then, instead of recreating it with an expiry already past (a count of 1 on
 * every hit, so no limit at all).
 */
export const EXPIRY_SLACK_MS = 10_000;

/** KEYS: the window keys in order; ARGV: each window's limit, then the instant its key expires. */
export const CONSUME_SCRIPT = `local counts = {}
local over = false
for i, key in ipairs(KEYS) do
  if over then
    counts[i] = tonumber(redis.call('GET', key) or '0')
  else
    local count = redis.call('INCR', key)
    if count == 1 then redis.call('PEXPIREAT', key, ARGV[2 * i]) end
    counts[i] = count
    over = count > tonumber(ARGV[2 * i - 1])
  end
end
return counts`;

const CONSUME = redisScript(CONSUME_SCRIPT);

/** The part of the client this store uses, so a test can hand in another. */
export type RedisCommands = Pick<Redis, 'send'>;

export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: RedisCommands;
  readonly #prefix: string;

  constructor(redis: RedisCommands, prefix = RATE_LIMIT_PREFIX) {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  async consume(windows: readonly LimitWindow[], now: number): Promise<WindowCount[]> {
    const resets = windows.map(({ windowMs }) => windowEnd(now, windowMs));
    const keys = windows.map(({ key, windowMs }, index) => `${this.#prefix}${key}:${resets[index]! - windowMs}`);
    const limitsAndExpiries = windows.flatMap(({ limit }, index) => [String(limit), String(resets[index]! + EXPIRY_SLACK_MS)]);
    const args = [String(windows.length), ...keys, ...limitsAndExpiries];
    const counts = await evalScript((command, commandArgs) => this.#redis.send(command, commandArgs), CONSUME, args);
    if (!Array.isArray(counts) || counts.length !== windows.length) throw new Error(`the rate-limit script answered ${JSON.stringify(counts)}`);
    return counts.map((count, index) => ({ count: Number(count), resetAt: resets[index]! }));
  }

  /** The connection is the app's, shared with the other stores: it closes it. */
  close(): void {}

}
