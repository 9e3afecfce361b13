/**
 * The BinStore on Redis (REDIS_URL), over the instance's one shared connection: every instance
 * sees the same bins. One Redis (not a cluster): the scripts touch a bin's keys and the shared
 * indexes together.
 *
 * A bin's own keys, each expiring at the bin's expiresAt (PEXPIREAT: absolute, never extended):
 *
 *   {prefix}bin:{id}              hash: url, createdAt, expiresAt, received, dropped, bytes
 *   {prefix}bin:{id}:requests     list, newest first, at most `keep` entries:
 *                                 "<number> <bytes> <body length> <JSON of the rest>"
 *   {prefix}bin:{id}:body:{n}     the body of request n, raw bytes (only when not empty)
 *
 * A body is stored once, as its own value: Bun's client reads bytes back exactly only from GET
 * (getBuffer); a list entry would come back decoded as UTF-8, losing any other bytes.
 *
 * What the sweep and the byte bound need lives in keys without a TTL, because Redis drops a
 * bin's keys by itself at expiry and whatever they held would be unreadable by then:
 *
 *   {prefix}created    sorted set id → createdAt (eviction, oldest first; ties by id)
 *   {prefix}expiring   sorted set id → expiresAt (purgeExpired)
 *   {prefix}held       hash id → bytes the bin holds
 *   {prefix}kept       hash id → requests the bin keeps
 *   {prefix}total      bytes across all bins
 *
 * purgeExpired (every instance's sweep, at least once a minute) removes expired bins from these,
 * so the total never counts a bin Redis has already dropped for longer than a sweep interval.
 *
 * Every write is one Lua script (atomic: Redis runs it whole or, on a crash, not at all once
 * the AOF replays), sent by SHA1 with a fallback to the whole text (redis/script.ts). Any failure of Redis is thrown as BinStoreUnavailableError,
 * which the routes answer with 503 and Retry-After.
 *
 * Bun only (the client is Bun's): tested through the real server (server/scale/bins.test.ts).
 */
import type { Redis } from '../redis/connection.ts';
import { evalScript, redisScript, type RedisScript } from '../redis/script.ts';
import { storedBytes, type CapturedRequest } from './capture.ts';
import { BinStoreUnavailableError, type BinContents, type BinRecord, type BinStore, type RemovedBin } from './store.ts';

/** Keeps the bins' keys apart from the other stores' on the same Redis. */
export const BINS_PREFIX = 'tooldeck:bins:';

/** Expired bins one purge script removes; purgeExpired runs it until none are left. */
const PURGE_BATCH = 100;

/** Removes bin ARGV-given `id` with all its keys and its share of the totals; {id, createdAt, bytes, requests} or false. */
const REMOVE_FUNCTION = `
local function remove(p, id)
  local createdAt = redis.call('ZSCORE', p .. 'created', id)
  if not createdAt then return false end
  local bin = p .. 'bin:' .. id
  local list = bin .. ':requests'
  for _, entry in ipairs(redis.call('LRANGE', list, 0, -1)) do
    local n, _, length = string.match(entry, '^(%d+) (%d+) (%d+) ')
    if tonumber(length) > 0 then redis.call('DEL', bin .. ':body:' .. n) end
  end
  redis.call('DEL', bin, list)
  local bytes = tonumber(redis.call('HGET', p .. 'held', id) or '0')
  local kept = tonumber(redis.call('HGET', p .. 'kept', id) or '0')
  redis.call('HDEL', p .. 'held', id)
  redis.call('HDEL', p .. 'kept', id)
  redis.call('ZREM', p .. 'created', id)
  redis.call('ZREM', p .. 'expiring', id)
  redis.call('DECRBY', p .. 'total', bytes)
  return {id, createdAt, bytes, kept}
end
`;

/** ARGV: prefix, id, url, createdAt, expiresAt, bytes. */
const CREATE_SCRIPT = `
local p, id, expiresAt, bytes = ARGV[1], ARGV[2], ARGV[5], ARGV[6]
local bin = p .. 'bin:' .. id
redis.call('HSET', bin, 'url', ARGV[3], 'createdAt', ARGV[4], 'expiresAt', expiresAt, 'received', 0, 'dropped', 0, 'bytes', bytes)
redis.call('PEXPIREAT', bin, expiresAt)
redis.call('ZADD', p .. 'created', ARGV[4], id)
redis.call('ZADD', p .. 'expiring', expiresAt, id)
redis.call('HSET', p .. 'held', id, bytes)
redis.call('HSET', p .. 'kept', id, 0)
redis.call('INCRBY', p .. 'total', bytes)
return 1
`;

/**
 * ARGV: prefix, id, the request's JSON (all but the body), body, bytes, keep. The request's
 * number (received, this one included), or false when the bin is gone (deleted, or expired and
 * dropped by Redis).
 */
const CAPTURE_SCRIPT = `
local p, id, body, bytes, keep = ARGV[1], ARGV[2], ARGV[4], tonumber(ARGV[5]), tonumber(ARGV[6])
local bin = p .. 'bin:' .. id
local expiresAt = redis.call('HGET', bin, 'expiresAt')
if not expiresAt then return false end
local n = redis.call('HINCRBY', bin, 'received', 1)
if #body > 0 then
  local bodyKey = bin .. ':body:' .. n
  redis.call('SET', bodyKey, body)
  redis.call('PEXPIREAT', bodyKey, expiresAt)
end
local list = bin .. ':requests'
redis.call('LPUSH', list, n .. ' ' .. bytes .. ' ' .. #body .. ' ' .. ARGV[3])
redis.call('PEXPIREAT', list, expiresAt)
local dropped, droppedBytes = 0, 0
for _, entry in ipairs(redis.call('LRANGE', list, keep, -1)) do
  local old, oldBytes, length = string.match(entry, '^(%d+) (%d+) (%d+) ')
  dropped = dropped + 1
  droppedBytes = droppedBytes + tonumber(oldBytes)
  if tonumber(length) > 0 then redis.call('DEL', bin .. ':body:' .. old) end
end
if dropped > 0 then
  redis.call('LTRIM', list, 0, keep - 1)
  redis.call('HINCRBY', bin, 'dropped', dropped)
end
local delta = bytes - droppedBytes
redis.call('HINCRBY', bin, 'bytes', delta)
redis.call('HINCRBY', p .. 'held', id, delta)
redis.call('HINCRBY', p .. 'kept', id, 1 - dropped)
redis.call('INCRBY', p .. 'total', delta)
return n
`;

/** ARGV: prefix, id. */
const DELETE_SCRIPT = `${REMOVE_FUNCTION}
return remove(ARGV[1], ARGV[2])
`;

/** ARGV: prefix, now, batch. The ids removed (at most `batch`). */
const PURGE_SCRIPT = `${REMOVE_FUNCTION}
local ids = redis.call('ZRANGEBYSCORE', ARGV[1] .. 'expiring', '-inf', ARGV[2], 'LIMIT', 0, tonumber(ARGV[3]))
for _, id in ipairs(ids) do remove(ARGV[1], id) end
return ids
`;

/** ARGV: prefix, maxBytes, spare. What it removed, oldest first. */
const EVICT_SCRIPT = `${REMOVE_FUNCTION}
local p, maxBytes, spare = ARGV[1], tonumber(ARGV[2]), ARGV[3]
local removed = {}
while tonumber(redis.call('GET', p .. 'total') or '0') > maxBytes do
  local oldest = redis.call('ZRANGE', p .. 'created', 0, 1)
  local victim = oldest[1]
  if victim == spare then victim = oldest[2] end
  if not victim then break end
  table.insert(removed, remove(p, victim))
end
return removed
`;

/** ARGV: prefix, id. The bin's fields and its list, read at one moment; false when there is no bin. */
const CONTENTS_SCRIPT = `
local bin = ARGV[1] .. 'bin:' .. ARGV[2]
local fields = redis.call('HMGET', bin, 'url', 'createdAt', 'expiresAt', 'received', 'dropped')
if not fields[1] then return false end
return {fields, redis.call('LRANGE', bin .. ':requests', 0, -1)}
`;

const BIN_FIELDS = ['url', 'createdAt', 'expiresAt', 'received', 'dropped'] as const;

const SCRIPTS = {
  create: redisScript(CREATE_SCRIPT),
  capture: redisScript(CAPTURE_SCRIPT),
  delete: redisScript(DELETE_SCRIPT),
  purge: redisScript(PURGE_SCRIPT),
  evict: redisScript(EVICT_SCRIPT),
  contents: redisScript(CONTENTS_SCRIPT),
};

/** A request in its list entry: everything but the body, which has a key of its own. */
type RequestMeta = Omit<CapturedRequest, 'body'>;

const utf8 = new TextEncoder();

/** What a bin costs before any request: its id and URL (as sqlite-store.ts counts it). */
function binBytes(bin: { id: string; url: string }): number {
  return utf8.encode(bin.id + bin.url).byteLength;
}

/**
 * The part of the client this store uses. Bun's `send` takes bytes as arguments too (a body is
 * sent as it is); types/bun-redis.d.ts declares strings only, as the other stores use it.
 */
export interface RedisBinCommands {
  send(command: string, args: (string | Uint8Array)[]): Promise<unknown>;
  getBuffer: Redis['getBuffer'];
}

export class RedisBinStore implements BinStore {
  readonly #redis: RedisBinCommands;
  readonly #prefix: string;

  constructor(redis: RedisBinCommands, prefix = BINS_PREFIX) {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  async create(bin: Omit<BinRecord, 'received' | 'dropped'>): Promise<void> {
    await this.#run(SCRIPTS.create, [bin.id, bin.url, String(bin.createdAt), String(bin.expiresAt), String(binBytes(bin))]);
  }

  async get(id: string): Promise<BinRecord | undefined> {
    const fields = (await this.#command('HMGET', [this.#binKey(id), ...BIN_FIELDS])) as (string | null)[];
    return toRecord(id, fields);
  }

  async contents(id: string): Promise<BinContents | undefined> {
    // Bodies are read after the list: a capture in between may drop the oldest, whose body is
    // then gone. Read again until a snapshot is whole (a bin receives in bursts at worst).
    for (let attempt = 0; ; attempt++) {
      const answer = (await this.#run(SCRIPTS.contents, [id])) as [(string | null)[], string[]] | null;
      if (answer === null) return undefined;
      const bin = toRecord(id, answer[0]);
      if (bin === undefined) return undefined;
      const entries = answer[1].map(parseEntry);
      const bodies = await Promise.all(entries.map((entry) => (entry.bodyLength === 0 ? new Uint8Array(0) : this.#body(id, entry.number))));
      const whole = bodies.every((body) => body !== null);
      if (!whole && attempt < 3) continue;
      const requests: CapturedRequest[] = [];
      entries.forEach((entry, i) => {
        const body = bodies[i] ?? null;
        // Still missing after retries: the request was dropped meanwhile, so it is left out.
        if (body !== null) requests.push({ ...entry.meta, body });
      });
      return { bin, requests };
    }
  }

  async capture(id: string, request: CapturedRequest, keep: number): Promise<number | undefined> {
    const { body, ...meta } = request;
    const number = await this.#run(SCRIPTS.capture, [id, JSON.stringify(meta satisfies RequestMeta), body, String(storedBytes(request)), String(keep)]);
    return number === null ? undefined : Number(number);
  }

  async delete(id: string): Promise<boolean> {
    return (await this.#run(SCRIPTS.delete, [id])) !== null;
  }

  async purgeExpired(now: number): Promise<string[]> {
    const ids: string[] = [];
    for (;;) {
      const batch = (await this.#run(SCRIPTS.purge, [String(now), String(PURGE_BATCH)])) as string[];
      ids.push(...batch);
      if (batch.length < PURGE_BATCH) return ids;
    }
  }

  async totalBytes(): Promise<number> {
    return Number((await this.#command('GET', [`${this.#prefix}total`])) ?? 0);
  }

  async evictOldest(maxBytes: number, spare: string): Promise<RemovedBin[]> {
    const removed = (await this.#run(SCRIPTS.evict, [String(maxBytes), spare])) as [string, string, number, number][];
    return removed.map(([id, createdAt, bytes, requests]) => ({ id, createdAt: Number(createdAt), bytes: Number(bytes), requests: Number(requests) }));
  }

  /** The connection is the app's, shared with the other stores: it closes it. */
  close(): void {}

  #binKey(id: string): string {
    return `${this.#prefix}bin:${id}`;
  }

  #bodyKey(id: string, number: number): string {
    return `${this.#binKey(id)}:body:${number}`;
  }

  /** Runs a script with the prefix as its first argument. */
  async #run(script: RedisScript, args: (string | Uint8Array)[]): Promise<unknown> {
    try {
      return await evalScript((command, commandArgs) => this.#redis.send(command, commandArgs), script, ['0', this.#prefix, ...args]);
    } catch (error) {
      throw new BinStoreUnavailableError(error);
    }
  }

  /** One command; any failure of Redis (down, loading, refusing) is the store being unavailable. */
  async #command(command: string, args: (string | Uint8Array)[]): Promise<unknown> {
    try {
      return await this.#redis.send(command, args);
    } catch (error) {
      throw new BinStoreUnavailableError(error);
    }
  }

  /** The bytes of request `number`'s body; null once dropped. */
  async #body(id: string, number: number): Promise<Uint8Array | null> {
    try {
      return await this.#redis.getBuffer(this.#bodyKey(id, number));
    } catch (error) {
      throw new BinStoreUnavailableError(error);
    }
  }
}

function toRecord(id: string, fields: readonly (string | null)[]): BinRecord | undefined {
  const [url, createdAt, expiresAt, received, dropped] = fields;
  if (url === null || url === undefined) return undefined;
  return { id, url, createdAt: Number(createdAt), expiresAt: Number(expiresAt), received: Number(received), dropped: Number(dropped) };
}

/** "<number> <bytes> <body length> <JSON>" as the capture script wrote it. */
function parseEntry(entry: string): { number: number; bodyLength: number; meta: RequestMeta } {
  const match = /^(\d+) (\d+) (\d+) /.exec(entry);
  if (match === null) throw new Error('a bin request entry not written by this store');
  const meta = JSON.parse(entry.slice(match[0].length)) as RequestMeta;
  return { number: Number(match[1]), bodyLength: Number(match[3]), meta };
}
