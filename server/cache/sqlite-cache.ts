/**
 * The CacheStore on embedded SQLite (bun:sqlite), one file in DATA_DIR: what the card service
 * keeps of GitHub's answers survives a restart, so a restart does not spend the API budget
 * again. Expired entries are never answered; a sweep a minute deletes them and, past `maxBytes`,
 * the entries closest to expiry.
 *
 * Bun only: vitest (Node) cannot load bun:sqlite, so this is tested through the real server.
 */
import { Database, type Statement } from 'bun:sqlite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { cacheEntryBytes, type CacheEntry, type CacheStore, type CacheValue } from './cache-store.ts';

const SCHEMA_VERSION = 1;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS entries (
    key TEXT PRIMARY KEY NOT NULL,
    value BLOB NOT NULL,
    is_text INTEGER NOT NULL,
    stored_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    bytes INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS entries_by_expiry ON entries (expires_at);
`;

interface Row {
  value: Uint8Array;
  is_text: number;
  stored_at: number;
  expires_at: number;
}

export interface SqliteCacheOptions {
  /** The file's name in `dataDir`. */
  file: string;
  /** What the entries may hold together, checked by the sweep; default 256 MiB. */
  maxBytes?: number;
  now?: () => number;
  sweepIntervalMs?: number;
}

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

export class SqliteCache implements CacheStore {
  readonly #db: Database;
  readonly #get: Statement<Row>;
  readonly #set: Statement;
  readonly #delete: Statement;
  readonly #purge: Statement;
  readonly #total: Statement<{ bytes: number | null }>;
  readonly #soonest: Statement<{ key: string; bytes: number }>;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #timer: ReturnType<typeof setInterval>;

  constructor(dataDir: string, { file, maxBytes = 256 * 1024 * 1024, now = Date.now, sweepIntervalMs = 60_000 }: SqliteCacheOptions) {
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, file);
    const db = new Database(path, { create: true, readwrite: true, strict: true });
    this.#db = db;
    db.run('PRAGMA busy_timeout = 5000');
    db.run('PRAGMA journal_mode = WAL');
    // A cache may lose its last writes to a crash: nothing is lost but an API call.
    db.run('PRAGMA synchronous = OFF');
    const version = db.query<{ user_version: number }>('PRAGMA user_version').get()?.user_version ?? 0;
    if (version > SCHEMA_VERSION) throw new Error(`${path} has schema version ${version}; this server knows up to ${SCHEMA_VERSION}`);
    db.transaction(() => {
      db.run(SCHEMA);
      db.run(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    }).immediate();
    this.#get = db.prepare<Row>('SELECT value, is_text, stored_at, expires_at FROM entries WHERE key = ? AND expires_at > ?');
    this.#set = db.prepare('INSERT OR REPLACE INTO entries (key, value, is_text, stored_at, expires_at, bytes) VALUES (?, ?, ?, ?, ?, ?)');
    this.#delete = db.prepare('DELETE FROM entries WHERE key = ?');
    this.#purge = db.prepare('DELETE FROM entries WHERE expires_at <= ?');
    this.#total = db.prepare<{ bytes: number | null }>('SELECT sum(bytes) AS bytes FROM entries');
    this.#soonest = db.prepare<{ key: string; bytes: number }>('SELECT key, bytes FROM entries ORDER BY expires_at LIMIT 64');
    this.#maxBytes = maxBytes;
    this.#now = now;
    this.#timer = setInterval(() => this.sweep(), sweepIntervalMs);
    this.#timer.unref?.();
  }

  async get(key: string): Promise<CacheEntry | undefined> {
    const row = this.#get.get(key, this.#now());
    if (row === null) return undefined;
    const value = row.is_text === 1 ? fromUtf8.decode(row.value) : row.value;
    return { value, storedAt: row.stored_at, expiresAt: row.expires_at };
  }

  async set(key: string, value: CacheValue, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return void this.#delete.run(key);
    const now = this.#now();
    const isText = typeof value === 'string';
    this.#set.run(key, isText ? utf8.encode(value) : value, isText ? 1 : 0, now, now + ttlMs, cacheEntryBytes(key, value));
  }

  async delete(key: string): Promise<void> {
    this.#delete.run(key);
  }

  /** Deletes what has expired, then, past maxBytes, what expires soonest. */
  sweep(): void {
    this.#purge.run(this.#now());
    let total = this.#total.get()?.bytes ?? 0;
    while (total > this.#maxBytes) {
      const batch = this.#soonest.all();
      if (batch.length === 0) break;
      this.#db.transaction(() => {
        for (const row of batch) {
          if (total <= this.#maxBytes) break;
          this.#delete.run(row.key);
          total -= row.bytes;
        }
      }).immediate();
    }
  }

  close(): void {
    clearInterval(this.#timer);
    this.#db.close();
  }
}
