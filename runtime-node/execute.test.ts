/** tooldeck/node's execute: a deadline stops a runaway isolate tool, and an idle pool lets a script exit. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { execute } from './index.ts';

const RUNAWAY = { pattern: '(a+)+$', text: `${'a'.repeat(40)}!` };

describe("tooldeck/node's execute", () => {
  it('stops a runaway isolate tool at its deadline, with the event loop free meanwhile', async () => {
    expect((await import('../core/catalog.ts')).get('regex-test')?.isolate).toBe(true);
    // In this thread the same call would block the loop for hours: here the ticks go on.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    try {
      const envelope = await execute('regex-test', RUNAWAY, { timeoutMs: 500 });
      expect(envelope).toMatchObject({ success: false, error: { code: 'TIMEOUT' } });
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBeGreaterThan(5);
    // The pool replaced the thread it terminated: the next call is answered.
    expect(await execute('regex-test', { pattern: 'a+', text: 'aaa' })).toMatchObject({ success: true, result: { matchCount: 1 } });
  });

  it('runs tools that are not isolate in this thread, and calls with a pinned clock too', async () => {
    expect(await execute('base64', { action: 'encode', text: 'hello' })).toMatchObject({ success: true, result: { result: 'aGVsbG8=' } });
    const now = new Date('2024-01-01T00:00:00Z');
    expect(await execute('regex-test', { pattern: 'b', text: 'abc' }, { now: () => now })).toMatchObject({ success: true, result: { matchCount: 1 } });
  });

  it('lets a script that ran an isolate tool exit on its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tooldeck-node-execute-'));
    try {
      const script = join(dir, 'script.mjs');
      const entry = new URL('./index.ts', import.meta.url).href;
      writeFileSync(script, `const { execute } = await import(${JSON.stringify(entry)});\nconsole.log(JSON.stringify(await execute('regex-test', { pattern: 'a+', text: 'aaa' })));\n`);
      const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/esm/index.mjs', import.meta.url));
      // A pool that kept the process alive would hang here until the timeout kills it.
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', tsx, script], { timeout: 60_000 });
      expect(JSON.parse(stdout)).toMatchObject({ success: true, result: { matchCount: 1 } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
