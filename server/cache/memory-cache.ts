/**
 * The in-memory CacheStore of one process: bounded by bytes, least recently used evicted first,
 * expired entries dropped when read and by a sweep.
 */
import { cacheEntryBytes, type CacheEntry, type CacheStore, type CacheValue } from './cache-store.ts';

export interface MemoryCacheOptions {
  /** What all entries may hold together; past it the least recently used go. Default 64 MiB. */
  maxBytes?: number;
  now?: () => number;
  /** How often expired entries are dropped; default one minute. */
  sweepIntervalMs?: number;
}

interface Held extends CacheEntry {
  bytes: number;
}

export class MemoryCache implements CacheStore {
  // A Map keeps insertion order: re-inserting on read makes its first key the least recently used.
  readonly #entries = new Map<string, Held>();
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #timer: ReturnType<typeof setInterval>;
  #bytes = 0;

  constructor({ maxBytes = 64 * 1024 * 1024, now = Date.now, sweepIntervalMs = 60_000 }: MemoryCacheOptions = {}) {
    this.#maxBytes = maxBytes;
    this.#now = now;
    this.#timer = setInterval(() => this.sweep(), sweepIntervalMs);
    this.#timer.unref?.();
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    const held = this.#entries.get(key);
    if (held === undefined) return undefined;
    if (held.expiresAt <= this.#now()) {
      this.#remove(key, held);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, held);
    return { value: held.value, storedAt: held.storedAt, expiresAt: held.expiresAt };
  }

  async set(key: string, value: CacheValue, ttlMs: number): Promise<void> {
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#remove(key, previous);
    const bytes = cacheEntryBytes(key, value);
    if (bytes > this.#maxBytes || ttlMs <= 0) return;
    const now = this.#now();
    this.#entries.set(key, { value, storedAt: now, expiresAt: now + ttlMs, bytes });
    this.#bytes += bytes;
    for (const [oldest, held] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest, held);
    }
  }

  async delete(key: string): Promise<void> {
    const held = this.#entries.get(key);
    if (held !== undefined) this.#remove(key, held);
  }

  /** Drops every expired entry. */
  sweep(): void {
    const now = this.#now();
    for (const [key, held] of this.#entries) if (held.expiresAt <= now) this.#remove(key, held);
  }

  /** Bytes held, as the bound counts them. */
  get bytes(): number {
    return this.#bytes;
  }

  close(): void {
    clearInterval(this.#timer);
    this.#entries.clear();
    this.#bytes = 0;
  }

  #remove(key: string, held: Held): void {
    this.#entries.delete(key);
    this.#bytes -= held.bytes;
  }
}
