/**
 * ctx.cache's two pieces that every runtime shares: the scoping that gives each tool its own keys
 * (execute applies it), and a cache in this process's memory for callers without a shared store
 * (the Node workers; a script may pass one to execute). The server passes its CacheStore instead
 * (server/cache/tool-cache.ts).
 */
import type { ToolCache } from './tool.ts';

/**
 * `shared` as tool `toolId` sees it: every key prefixed with `<toolId>:`. Tool ids are kebab-case
 * (no colon), so one tool's keys can never spell another's.
 */
export function scopeToolCache(shared: ToolCache, toolId: string): ToolCache {
  return new ScopedToolCache(shared, `${toolId}:`);
}

// A class, not two closures: execute makes one a call on the server's hot path.
class ScopedToolCache implements ToolCache {
  readonly #shared: ToolCache;
  readonly #prefix: string;

  constructor(shared: ToolCache, prefix: string) {
    this.#shared = shared;
    this.#prefix = prefix;
  }

  get(key: string): Promise<string | undefined> {
    return this.#shared.get(this.#prefix + key);
  }

  set(key: string, value: string, ttlSeconds: number): Promise<void> {
    return this.#shared.set(this.#prefix + key, value, ttlSeconds);
  }
}

export interface MemoryToolCacheOptions {
  /** What the entries may hold together (UTF-16: two bytes a character); past it the least recently stored go. Default 8 MiB. */
  maxBytes?: number;
  /**
   * Milliseconds on any steady clock. By default the monotonic performance.now(): a TTL is a
   * duration, which a wall clock set back or forward would stretch or cut.
   */
  now?: () => number;
}

interface Held {
  value: string;
  expiresAt: number;
  bytes: number;
}

/**
 * A ToolCache in this process's memory, bounded by bytes; expired entries are dropped when read
 * or when room is needed. No timer, so it runs unchanged in Node, Deno, Bun and browsers.
 */
export class MemoryToolCache implements ToolCache {
  // A Map keeps insertion order: its first key is the least recently stored.
  readonly #entries = new Map<string, Held>();
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor({ maxBytes = 8 * 1024 * 1024, now = () => performance.now() }: MemoryToolCacheOptions = {}) {
    this.#maxBytes = maxBytes;
    this.#now = now;
  }

  async get(key: string): Promise<string | undefined> {
    const held = this.#entries.get(key);
    if (held === undefined) return undefined;
    if (held.expiresAt <= this.#now()) {
      this.#remove(key, held);
      return undefined;
    }
    return held.value;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#remove(key, previous);
    const bytes = (key.length + value.length) * 2;
    if (!(ttlSeconds > 0) || bytes > this.#maxBytes) return;
    const now = this.#now();
    this.#entries.set(key, { value, expiresAt: now + ttlSeconds * 1000, bytes });
    this.#bytes += bytes;
    if (this.#bytes <= this.#maxBytes) return;
    // Over the bound: the expired go first, then the oldest.
    for (const [stored, held] of this.#entries) if (held.expiresAt <= now) this.#remove(stored, held);
    for (const [oldest, held] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest, held);
    }
  }

  /** Bytes held, as the bound counts them. */
  get bytes(): number {
    return this.#bytes;
  }

  #remove(key: string, held: Held): void {
    this.#entries.delete(key);
    this.#bytes -= held.bytes;
  }
}
