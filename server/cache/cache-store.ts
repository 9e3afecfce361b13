/**
 * A key → value cache with expiry, behind one interface: in memory (memory-cache.ts) or in
 * SQLite in DATA_DIR (sqlite-cache.ts) today, on Redis when the scale-out issue lands (SET with
 * PX, GET). The card service keeps GitHub's data and its rendered cards here.
 *
 * Keys are the caller's own strings (they may carry a client's handle, so a store never uses
 * them as object properties). A value is text or bytes and comes back as it was stored.
 */
export type CacheValue = string | Uint8Array;

export interface CacheEntry {
  value: CacheValue;
  /** When the entry was stored (ms since the epoch). */
  storedAt: number;
  /** When it stops being answered (ms since the epoch). */
  expiresAt: number;
}

export interface CacheStore {
  /** The entry under `key`, or undefined when there is none or it has expired. */
  get(key: string): Promise<CacheEntry | undefined>;
  /** Stores `value` under `key` for `ttlMs`, replacing what was there. */
  set(key: string, value: CacheValue, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Releases timers and files; the store is not used afterwards. */
  close(): void;
}

/** Bytes an entry holds, for the stores' size bounds: UTF-16 text counts two bytes a unit. */
export function cacheEntryBytes(key: string, value: CacheValue): number {
  return key.length * 2 + (typeof value === 'string' ? value.length * 2 : value.byteLength) + 64;
}
