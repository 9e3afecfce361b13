/**
 * The CacheStore on Redis (REDIS_URL), over the instance's one shared connection: what one
 * instance learned from GitHub is answered by every other, and Redis drops it at its TTL.
 *
 * One key an entry, one command each way: `SET key <header><value> PX ttl`, `GET` (as bytes).
 * The header carries what CacheEntry needs besides the value, in ASCII before a newline:
 *
 *   t:<storedAt>:<expiresAt>\n<UTF-8 text>      or      b:<storedAt>:<expiresAt>\n<bytes>
 *
 * so bytes come back byte for byte and text comes back as text. Redis evicts by its own policy
 * (maxmemory), so no size bound or sweep here.
 *
 * Redis down: `get` answers undefined and `set`/`delete` do nothing. A cache miss is always safe
 * (the card fetches from GitHub again), so a cache never fails a request; the connection
 * reconnects by itself and the cache is used again as soon as it does.
 *
 * Bun only (the client is Bun's): tested through the real server and a script under Bun.
 */
import type { Redis } from '../redis/connection.ts';
import type { CacheEntry, CacheStore, CacheValue } from './cache-store.ts';

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();
const NEWLINE = 0x0a;
/** Longer than any header ("b:" and two 13–16 digit times): a value without a newline by then is not ours. */
const MAX_HEADER = 64;

export class RedisCache implements CacheStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #now: () => number;

  /** `prefix` keeps this cache's keys apart from the other stores' on the same Redis, e.g. `tooldeck:cache:card:`. */
  constructor(redis: Redis, prefix: string, now: () => number = Date.now) {
    this.#redis = redis;
    this.#prefix = prefix;
    this.#now = now;
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    let stored: Uint8Array | null;
    try {
      stored = await this.#redis.getBuffer(this.#prefix + key);
    } catch {
      return undefined;
    }
    if (stored === null) return undefined;
    const entry = decodeEntry(stored);
    // Redis expires keys within a millisecond or so; never answer past the stated expiry.
    return entry !== undefined && entry.expiresAt > this.#now() ? entry : undefined;
  }

  async set(key: string, value: CacheValue, ttlMs: number): Promise<void> {
    const ttl = Math.ceil(ttlMs);
    if (!(ttl > 0)) return this.delete(key);
    const storedAt = this.#now();
    try {
      await this.#redis.set(this.#prefix + key, encodeEntry(value, storedAt, storedAt + ttl), 'PX', String(ttl));
    } catch {
      // Not stored: the next read is a miss, which is safe.
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.#redis.del(this.#prefix + key);
    } catch {
      // Redis is down: the entry expires at its TTL anyway.
    }
  }

  /** The connection is the app's, shared with the other stores: it closes it. */
  close(): void {}
}

export function encodeEntry(value: CacheValue, storedAt: number, expiresAt: number): Uint8Array {
  const isText = typeof value === 'string';
  const header = utf8.encode(`${isText ? 't' : 'b'}:${storedAt}:${expiresAt}\n`);
  const body = isText ? utf8.encode(value) : value;
  const entry = new Uint8Array(header.byteLength + body.byteLength);
  entry.set(header, 0);
  entry.set(body, header.byteLength);
  return entry;
}

/** The entry `encodeEntry` wrote; undefined for anything else under the key (a garbled value is a miss). */
export function decodeEntry(stored: Uint8Array): CacheEntry | undefined {
  const end = stored.subarray(0, MAX_HEADER).indexOf(NEWLINE);
  if (end < 0) return undefined;
  const match = /^([tb]):(\d+):(\d+)$/.exec(fromUtf8.decode(stored.subarray(0, end)));
  if (match === null) return undefined;
  const body = stored.subarray(end + 1);
  // A copy for bytes: the caller owns what it gets, not a view into the reply's buffer.
  const value = match[1] === 't' ? fromUtf8.decode(body) : body.slice();
  return { value, storedAt: Number(match[2]), expiresAt: Number(match[3]) };
}
