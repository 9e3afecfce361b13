/**
 * The one connection to Redis an instance shares between its stores (REDIS_URL), on Bun's
 * built-in client: no package to install, RESP3 and pipelining natively, EVAL through `send`,
 * pub/sub, and binary values through getBuffer. The server runs on Bun only, as its SQLite
 * stores do; vitest (Node) reaches these modules through the real server.
 *
 * Commands fail at once while Redis is unreachable (no offline queue): a caller must know, to
 * fall back (limits) or answer 503 (bins), never wait. The client reconnects by itself.
 */
import { RedisClient } from 'bun';

export type Redis = RedisClient;

/** Bun refuses a larger maxRetries (ERR_OUT_OF_RANGE, bun 1.4.5): 2^32−1 attempts is "forever". */
const RETRY_FOREVER = 2 ** 32 - 1;

export function openRedis(url: string): Redis {
  const redis = new RedisClient(url, { connectionTimeout: 2_000, autoReconnect: true, maxRetries: RETRY_FOREVER, enableOfflineQueue: false, enableAutoPipelining: true });
  // Connect now: without an offline queue the first commands would otherwise fail while the
  // connection opens. A failure here is what commands report; the client keeps retrying.
  redis.connect().catch(() => {});
  return redis;
}
