/**
 * The published package, as a user gets it: `npm pack` (which builds dist/), the tarball installed
 * into a temporary folder that cannot see this repository's sources, then one short script run
 * under Node, Deno and Bun that hashes a string and converts CSV to JSON, and reports how long
 * importing 'tooldeck' took.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DENO_VERSION = '2.9.6';
const BIN = (name: string) => join(ROOT, 'node_modules', '.bin', name);

const SCRIPT = `
const started = performance.now();
const { execute } = await import('tooldeck');
const importMs = performance.now() - started;
const hash = await execute('hash', { text: 'abc' });
const csv = await execute('csv-to-json', { csv: 'name,age\\nAda,36\\n' });
const { createNodeClient } = await import('tooldeck/node');
const client = createNodeClient({ workers: 1 });
const pooled = await client.execute('hash', { text: 'abc' });
const runaway = await client.execute('regex-test', { pattern: '(a+)+$', text: 'a'.repeat(40) + '!' });
client.close();
console.log(JSON.stringify({ hash, csv, importMs, pooled, runaway }));
`;

/** One fresh process's cost of importing the catalog, nothing else. */
const IMPORT_ONLY = `
const started = performance.now();
await import('tooldeck');
console.log(performance.now() - started);
`;
const IMPORT_RUNS = 7;

let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'tooldeck-pack-'));
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', project], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').at(-1)!;
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'pack-test', private: true, type: 'module' }));
  writeFileSync(join(project, 'use.mjs'), SCRIPT);
  writeFileSync(join(project, 'import-only.mjs'), IMPORT_ONLY);
  // Deno comes from npm too, installed here rather than in the repository: its lock entry would
  // need every platform's binary package, which not every registry mirror carries.
  execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', join(project, tarball), `deno@${DENO_VERSION}`], { cwd: project, stdio: 'pipe' });
}, 600_000);

afterAll(() => rmSync(project, { recursive: true, force: true }), 120_000);

const RUNTIMES: [string, () => string[]][] = [
  ['Node', () => [process.execPath, 'use.mjs']],
  ['Deno', () => [join(project, 'node_modules', '.bin', 'deno'), 'run', '--allow-read', '--allow-env', '--allow-sys', 'use.mjs']],
  ['Bun', () => [BIN('bun'), 'use.mjs']],
];

describe('the packed tarball', () => {
  for (const [runtime, command] of RUNTIMES) {
    it(`hashes and converts CSV under ${runtime}`, () => {
      const [program, ...args] = command();
      const output = execFileSync(program!, args, { cwd: project, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: project, DENO_NO_UPDATE_CHECK: '1' } });
      const { hash, csv, importMs, pooled, runaway } = JSON.parse(output.trim().split('\n').at(-1)!);
      // FIPS 180-4: SHA-256("abc").
      const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
      expect(hash).toMatchObject({ success: true, result: { hash: abc } });
      expect(csv).toMatchObject({ success: true, result: { rows: [{ name: 'Ada', age: 36 }] } });
      // createNodeClient's worker_threads pool, and its deadline by termination.
      expect(pooled).toMatchObject({ success: true, result: { hash: abc } });
      // Bun's threads run JavaScriptCore, which gives up on this regex after 10^8 steps and says
      // "no match" (see server/pool/node-process.ts); V8 (Node, Deno) runs on until the deadline.
      if (runtime === 'Bun') expect(runaway).toMatchObject({ success: true, result: { matchCount: 0 } });
      else expect(runaway).toMatchObject({ success: false, error: { code: 'TIMEOUT' } });
      // A figure for the report, not a pass mark: absolute times depend on the machine's load
      // (the target, < 100 ms under Node, is checked in the closing note on a quiet machine).
      console.log(`import 'tooldeck' under ${runtime}: ${importMs.toFixed(1)} ms`);
      expect(importMs).toBeGreaterThan(0);
    }, 60_000);
  }

  it(`reports the import time under Node over ${IMPORT_RUNS} fresh processes`, () => {
    const times = Array.from({ length: IMPORT_RUNS }, () =>
      Number(execFileSync(process.execPath, ['import-only.mjs'], { cwd: project, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } })),
    ).sort((a, b) => a - b);
    // A figure for the report, as above: one process alone is too noisy to quote.
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`import 'tooldeck' under Node, ${IMPORT_RUNS} processes: min ${ms(times[0]!)}, median ${ms(times[IMPORT_RUNS >> 1]!)}, max ${ms(times.at(-1)!)}`);
    for (const time of times) expect(time).toBeGreaterThan(0);
  }, 60_000);
});
