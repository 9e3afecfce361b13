/**
 * The server's ctx.cache (core/tool.ts ToolCache) over a CacheStore. With REDIS_URL the store is a
 * RedisCache under `tooldeck:cache:tool:`, shared by every instance, so what one instance fetched
 * (kktc-exchange-rates' daily rates) answers the others; without it, the instance's memory (an
 * entry lost on restart costs one more request to its source, not worth a SQLite file).
 *
 * The tools that cache run inline in the server process (none of them is an isolate tool), so the
 * store is handed to execute directly: nothing crosses to the worker processes.
 */
import type { ToolCache } from '../../core/tool.ts';
import type { CacheStore } from './cache-store.ts';
import { MemoryCache } from './memory-cache.ts';
import { RedisCache } from './redis-cache.ts';
import type { Redis } from '../redis/connection.ts';

/** Apart from the card's keys (`tooldeck:cache:card:`); execute adds `<tool id>:` after it. */
export const TOOL_CACHE_PREFIX = 'tooldeck:cache:tool:';

/** Tools cache little (the rates are one entry of ~10 KB): a small bound for the embedded store. */
const MEMORY_MAX_BYTES = 16 * 1024 * 1024;

export interface ServerToolCache {
  cache: ToolCache;
  close(): void;
}

export function createToolCache(redis: Redis | undefined): ServerToolCache {
  const store: CacheStore = redis ? new RedisCache(redis, TOOL_CACHE_PREFIX) : new MemoryCache({ maxBytes: MEMORY_MAX_BYTES });
  return { cache: toolCacheOn(store), close: () => store.close() };
}

/** `store` as a ToolCache: text only (the stores also keep bytes, which no tool writes), TTLs in seconds. */
export function toolCacheOn(store: CacheStore): ToolCache {
  return {
    async get(key) {
      const entry = await store.get(key);
      return typeof entry?.value === 'string' ? entry.value : undefined;
    },
    set: (key, value, ttlSeconds) => store.set(key, value, ttlSeconds * 1000),
  };
}
