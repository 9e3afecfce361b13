/**
 * Test helpers for the bins: the real server on a temporary DATA_DIR, a reader of the SQLite
 * file (through Bun, as the server writes it), and a reader of an event stream.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../test-server.ts';
import type { RequestView } from './capture.ts';
import type { BinListing, CreatedBin } from './service.ts';

/** As sqlite-store.ts names it (that module loads bun:sqlite, which Node cannot). */
const BINS_DATABASE_FILE = 'bins.sqlite';

const BUN = fileURLToPath(new URL('../../node_modules/.bin/bun', import.meta.url));

/** No limit of the tool API gets in the way of a bins test unless it sets one. */
const QUIET = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0', WORKERS: '1' };

export function temporaryDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tooldeck-bins-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function startBinServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ ...QUIET, DATA_DIR: dataDir, ...env });
}

export async function createBin(server: RunningServer, headers: Record<string, string> = {}, path = '/bins'): Promise<CreatedBin> {
  const response = await fetch(server.url + path, { method: 'POST', headers });
  if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CreatedBin;
}

export async function listing(server: RunningServer, id: string): Promise<BinListing> {
  const response = await fetch(`${server.url}/bins/${id}`);
  if (response.status !== 200) throw new Error(`GET /bins/${id} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as BinListing;
}

export type { BinListing, CreatedBin, RequestView };

/** Rows of `sql` run on the bins database in `dataDir`, read-only, by Bun's own SQLite. */
export function queryDatabase<Row>(dataDir: string, sql: string): Row[] {
  const script = "import { Database } from 'bun:sqlite'; const db = new Database(process.env.DB, { readonly: true }); console.log(JSON.stringify(db.query(process.env.SQL).all())); db.close();";
  const output = execFileSync(BUN, ['-e', script], { env: { PATH: process.env.PATH ?? '', DB: join(dataDir, BINS_DATABASE_FILE), SQL: sql }, encoding: 'utf8' });
  return JSON.parse(output) as Row[];
}

export interface SseMessage {
  event: string;
  data: unknown;
}

/** Reads an event stream from a fetch Response, one parsed message at a time (comments skipped). */
export function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 5_000): Promise<SseMessage | undefined> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (event !== undefined && data !== undefined) return { event, data: JSON.parse(data) };
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms; buffered: ${JSON.stringify(buffer)}`);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const chunk = await Promise.race([reader.read(), new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), left)))]);
        clearTimeout(timer);
        if (chunk === 'late') throw new Error(`no event within ${timeoutMs} ms; buffered: ${JSON.stringify(buffer)}`);
        if (chunk.done) return undefined;
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}
