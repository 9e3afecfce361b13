/**
 * The BinStore on embedded SQLite (bun:sqlite), one file in DATA_DIR. Writes are synchronous and
 * finish before the request is answered, in WAL mode: a capture answered 200 is in the database
 * file's write-ahead log, so a SIGTERM (or even a SIGKILL) right after loses nothing, and the
 * next start finds it. Every write that touches more than one row is one transaction.
 *
 * Bun only: vitest (Node) cannot load bun:sqlite, so this is tested through the real server.
 */
import { Database, type Statement, type Transaction } from 'bun:sqlite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { storedBytes, type CapturedRequest } from './capture.ts';
import type { BinContents, BinRecord, BinStore, RemovedBin } from './store.ts';

export const BINS_DATABASE_FILE = 'bins.sqlite';

const SCHEMA_VERSION = 1;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS bins (
    id TEXT PRIMARY KEY NOT NULL,
    url TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    received INTEGER NOT NULL DEFAULT 0,
    dropped INTEGER NOT NULL DEFAULT 0,
    bytes INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS bins_by_expiry ON bins (expires_at);
  CREATE INDEX IF NOT EXISTS bins_by_age ON bins (created_at, id);
  CREATE TABLE IF NOT EXISTS requests (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    bin_id TEXT NOT NULL,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    query TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    size INTEGER NOT NULL,
    content_type TEXT,
    headers TEXT NOT NULL,
    body BLOB NOT NULL,
    truncated INTEGER NOT NULL,
    bytes INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS requests_by_bin ON requests (bin_id, seq);
  -- One row: the bytes stored across all bins, kept in step by every write, so bounding the
  -- store never needs a scan.
  CREATE TABLE IF NOT EXISTS totals (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    bytes INTEGER NOT NULL
  ) STRICT;
  INSERT OR IGNORE INTO totals (only, bytes) VALUES (1, 0);
`;

interface BinRow {
  id: string;
  url: string;
  created_at: number;
  expires_at: number;
  received: number;
  dropped: number;
  bytes: number;
}

interface RequestRow {
  seq: number;
  method: string;
  path: string;
  query: string;
  received_at: number;
  size: number;
  content_type: string | null;
  headers: string;
  body: Uint8Array;
  truncated: number;
  bytes: number;
}

const utf8 = new TextEncoder();

/** What a bin costs before any request: its id and URL. */
function binBytes(bin: { id: string; url: string }): number {
  return utf8.encode(bin.id + bin.url).byteLength;
}

function toRecord(row: BinRow): BinRecord {
  return { id: row.id, url: row.url, createdAt: row.created_at, expiresAt: row.expires_at, received: row.received, dropped: row.dropped };
}

function toRequest(row: RequestRow): CapturedRequest {
  return {
    method: row.method,
    path: row.path,
    query: row.query,
    receivedAt: row.received_at,
    size: row.size,
    contentType: row.content_type,
    headers: JSON.parse(row.headers) as [string, string][],
    body: row.body,
    truncated: row.truncated === 1,
  };
}

export class SqliteBinStore implements BinStore {
  readonly #db: Database;
  readonly #statements: {
    insertBin: Statement;
    getBin: Statement<BinRow>;
    requestsOf: Statement<RequestRow>;
    insertRequest: Statement;
    overflow: Statement<{ seq: number; bytes: number }>;
    deleteRequest: Statement;
    addToBin: Statement;
    deleteRequestsOf: Statement;
    deleteBin: Statement;
    expired: Statement<{ id: string }>;
    oldestExcept: Statement<{ id: string; created_at: number; bytes: number }>;
    countRequests: Statement<{ n: number }>;
    total: Statement<{ bytes: number }>;
    addToTotal: Statement;
  };
  // Writes run as BEGIN IMMEDIATE (see types/bun-sqlite.d.ts): another process on the same file
  // then makes them wait (busy_timeout), never fail half-way.
  readonly #captureTx: Transaction<[id: string, request: CapturedRequest, keep: number], number | undefined>;
  readonly #deleteTx: Transaction<[id: string], RemovedBin | undefined>;
  readonly #purgeTx: Transaction<[now: number], string[]>;
  readonly #evictTx: Transaction<[maxBytes: number, spare: string], RemovedBin[]>;
  readonly #contentsTx: Transaction<[id: string], BinContents | undefined>;

  /** Opens (creating when needed) `bins.sqlite` in `dataDir`. */
  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    const db = new Database(join(dataDir, BINS_DATABASE_FILE), { create: true, readwrite: true, strict: true });
    this.#db = db;
    // Another process on the same DATA_DIR (a second instance, an operator's sqlite3 shell) may
    // hold a lock for a moment; wait for it rather than failing. First, so the pragmas below wait too.
    db.run('PRAGMA busy_timeout = 5000');
    // WAL: readers never wait for the writer, and a commit is one append to the log. NORMAL
    // syncs at checkpoints, not per commit: a committed write survives the process dying (what
    // SIGTERM and SIGKILL do), though not necessarily the machine losing power.
    db.run('PRAGMA journal_mode = WAL');
    db.run('PRAGMA synchronous = NORMAL');
    const version = db.query<{ user_version: number }>('PRAGMA user_version').get()?.user_version ?? 0;
    if (version > SCHEMA_VERSION) {
      throw new Error(`${join(dataDir, BINS_DATABASE_FILE)} has schema version ${version}; this server knows up to ${SCHEMA_VERSION}`);
    }
    db.transaction(() => {
      db.run(SCHEMA);
      db.run(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    }).immediate();

    const s = (this.#statements = {
      insertBin: db.prepare('INSERT INTO bins (id, url, created_at, expires_at, bytes) VALUES (?, ?, ?, ?, ?)'),
      getBin: db.prepare<BinRow>('SELECT * FROM bins WHERE id = ?'),
      requestsOf: db.prepare<RequestRow>('SELECT * FROM requests WHERE bin_id = ? ORDER BY seq DESC'),
      insertRequest: db.prepare(
        `INSERT INTO requests (bin_id, method, path, query, received_at, size, content_type, headers, body, truncated, bytes)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      // The requests beyond the newest `keep` of a bin: LIMIT -1 means no limit.
      overflow: db.prepare<{ seq: number; bytes: number }>('SELECT seq, bytes FROM requests WHERE bin_id = ? ORDER BY seq DESC LIMIT -1 OFFSET ?'),
      deleteRequest: db.prepare('DELETE FROM requests WHERE seq = ?'),
      addToBin: db.prepare('UPDATE bins SET bytes = bytes + ?, received = received + 1, dropped = dropped + ? WHERE id = ?'),
      deleteRequestsOf: db.prepare('DELETE FROM requests WHERE bin_id = ?'),
      deleteBin: db.prepare('DELETE FROM bins WHERE id = ?'),
      expired: db.prepare<{ id: string }>('SELECT id FROM bins WHERE expires_at <= ?'),
      oldestExcept: db.prepare<{ id: string; created_at: number; bytes: number }>(
        'SELECT id, created_at, bytes FROM bins WHERE id <> ? ORDER BY created_at, id LIMIT 1',
      ),
      countRequests: db.prepare<{ n: number }>('SELECT count(*) AS n FROM requests WHERE bin_id = ?'),
      total: db.prepare<{ bytes: number }>('SELECT bytes FROM totals WHERE only = 1'),
      addToTotal: db.prepare('UPDATE totals SET bytes = bytes + ? WHERE only = 1'),
    });

    this.#captureTx = db.transaction((id: string, request: CapturedRequest, keep: number) => {
      const bin = s.getBin.get(id);
      if (bin === null) return undefined;
      const bytes = storedBytes(request);
      s.insertRequest.run(
        id,
        request.method,
        request.path,
        request.query,
        request.receivedAt,
        request.size,
        request.contentType,
        JSON.stringify(request.headers),
        request.body,
        request.truncated ? 1 : 0,
        bytes,
      );
      let droppedBytes = 0;
      const overflow = s.overflow.all(id, keep);
      for (const row of overflow) {
        s.deleteRequest.run(row.seq);
        droppedBytes += row.bytes;
      }
      s.addToBin.run(bytes - droppedBytes, overflow.length, id);
      s.addToTotal.run(bytes - droppedBytes);
      return bin.received + 1;
    });

    this.#deleteTx = db.transaction((id: string) => {
      const bin = s.getBin.get(id);
      if (bin === null) return undefined;
      const requests = s.countRequests.get(id)?.n ?? 0;
      s.deleteRequestsOf.run(id);
      s.deleteBin.run(id);
      s.addToTotal.run(-bin.bytes);
      return { id, createdAt: bin.created_at, bytes: bin.bytes, requests };
    });

    this.#purgeTx = db.transaction((now: number) => {
      const ids = s.expired.all(now).map((row) => row.id);
      for (const id of ids) this.#deleteTx.immediate(id);
      return ids;
    });

    this.#evictTx = db.transaction((maxBytes: number, spare: string) => {
      const removed: RemovedBin[] = [];
      let total = s.total.get()?.bytes ?? 0;
      while (total > maxBytes) {
        const oldest = s.oldestExcept.get(spare);
        if (oldest === null) break;
        const bin = this.#deleteTx.immediate(oldest.id);
        if (bin === undefined) break;
        removed.push(bin);
        total -= bin.bytes;
      }
      return removed;
    });

    // One read transaction, so the listing never shows a bin with requests from a later moment.
    this.#contentsTx = db.transaction((id: string) => {
      const bin = s.getBin.get(id);
      if (bin === null) return undefined;
      return { bin: toRecord(bin), requests: s.requestsOf.all(id).map(toRequest) };
    });
  }

  async create(bin: Omit<BinRecord, 'received' | 'dropped'>): Promise<void> {
    const bytes = binBytes(bin);
    this.#db
      .transaction(() => {
        this.#statements.insertBin.run(bin.id, bin.url, bin.createdAt, bin.expiresAt, bytes);
        this.#statements.addToTotal.run(bytes);
      })
      .immediate();
  }

  async get(id: string): Promise<BinRecord | undefined> {
    const row = this.#statements.getBin.get(id);
    return row === null ? undefined : toRecord(row);
  }

  async contents(id: string): Promise<BinContents | undefined> {
    return this.#contentsTx(id);
  }

  async capture(id: string, request: CapturedRequest, keep: number): Promise<number | undefined> {
    return this.#captureTx.immediate(id, request, keep);
  }

  async delete(id: string): Promise<boolean> {
    return this.#deleteTx.immediate(id) !== undefined;
  }

  async purgeExpired(now: number): Promise<string[]> {
    return this.#purgeTx.immediate(now);
  }

  async totalBytes(): Promise<number> {
    return this.#statements.total.get()?.bytes ?? 0;
  }

  async evictOldest(maxBytes: number, spare: string): Promise<RemovedBin[]> {
    return this.#evictTx.immediate(maxBytes, spare);
  }

  close(): void {
    // Closing checkpoints the write-ahead log into the database file.
    this.#db.close();
  }
}
