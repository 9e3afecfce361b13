/**
 * Where bins and their captured requests live: embedded SQLite by default (sqlite-store.ts), or
 * Redis with REDIS_URL (redis-store.ts: a hash per bin, a capped list of requests per bin, a
 * sorted set by creation time for eviction, one counter of stored bytes), which is why every
 * method answers a Promise even though SQLite answers at once.
 *
 * The store keeps data and its byte accounting consistent; the rules (expiry, which bin to keep,
 * what to log) live in service.ts. Every write is atomic: a crash never leaves a request without
 * its bin, or a byte total that disagrees with what is stored.
 */
import type { CapturedRequest } from './capture.ts';

/**
 * A store on a server that does not answer (Redis down, still loading its data): the routes
 * answer 503 with Retry-After, never a 500 and never a capture that was not stored.
 */
export class BinStoreUnavailableError extends Error {
  /** What a log line may say of the cause: its code or name, never its message (it may name the URL and its password). */
  readonly code: string;

  constructor(cause: unknown) {
    super('the bin store is unavailable', { cause });
    this.name = 'BinStoreUnavailableError';
    this.code = errorCode(cause);
  }
}

/** Bun's code (ERR_REDIS_CONNECTION_CLOSED), a Redis reply's first word (LOADING), or the error's name. */
export function errorCode(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return /^[A-Z]{3,}\b/.exec(error.message)?.[0] ?? error.name;
}

export interface BinRecord {
  readonly id: string;
  /** The receive URL handed out at creation. */
  readonly url: string;
  /** ms since the epoch. */
  readonly createdAt: number;
  /** createdAt + the lifetime; the bin is gone from this instant on. */
  readonly expiresAt: number;
  /** Requests received in all, kept and dropped. */
  readonly received: number;
  /** Requests dropped because the bin already held its newest `keep`. */
  readonly dropped: number;
}

export interface BinContents {
  readonly bin: BinRecord;
  /** Newest first. */
  readonly requests: readonly CapturedRequest[];
}

export interface RemovedBin {
  readonly id: string;
  readonly createdAt: number;
  /** Bytes the bin held (BIN_STORE_MAX_BYTES accounting). */
  readonly bytes: number;
  readonly requests: number;
}

export interface BinStore {
  create(bin: Omit<BinRecord, 'received' | 'dropped'>): Promise<void>;
  get(id: string): Promise<BinRecord | undefined>;
  /** The bin and its requests, read together. */
  contents(id: string): Promise<BinContents | undefined>;
  /**
   * Adds a request to bin `id` and drops the oldest beyond `keep`. Answers how many requests the
   * bin has received in all (kept + dropped, this one included), or undefined when there is no
   * such bin.
   */
  capture(id: string, request: CapturedRequest, keep: number): Promise<number | undefined>;
  /** Removes a bin with its requests; false when there was none. */
  delete(id: string): Promise<boolean>;
  /** Removes every bin with expiresAt ≤ now; answers their ids. */
  purgeExpired(now: number): Promise<string[]>;
  /** Bytes stored across all bins. */
  totalBytes(): Promise<number>;
  /**
   * While more than `maxBytes` are stored, removes the oldest bin (by creation), never `spare`
   * (the bin just written to); answers what it removed, oldest first.
   */
  evictOldest(maxBytes: number, spare: string): Promise<RemovedBin[]>;
  /** Flushes and releases the storage; the store is not used afterwards. */
  close(): void;
}
