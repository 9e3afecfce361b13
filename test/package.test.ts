/**
 * The published package, as a user gets it: `npm pack` (which builds dist/), the tarball installed
 * into a temporary folder that cannot see this repository's sources, then one short script run
 * under Node, Deno and Bun that hashes a string and converts CSV to JSON, and reports how long
 * importing 'tooldeck' took. Also what the tarball holds and what installing it costs: the
 * issue's gate is at most 80 MB installed, with no install scripts. The package ships dist/ only
 * (no TypeScript sources: tooldeck/server and tooldeck/browser run from dist/ too), so the
 * server is started from the tarball under Bun, with its peers installed beside it in a second
 * folder, and tooldeck/browser is bundled for browsers.
 */
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossierTheme } from '../server/card/themes/dossier.ts';
import { startFakeGithub } from './card/fake-github.ts';
import { packedTarball } from './packed-tarball.ts';
import { numberedPdf } from './pdf/raw-pdf.ts';

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
// tooldeck/node's top-level execute: isolate tools on threads it starts, which must not keep
// this process from exiting when the script ends (execFileSync would wait forever).
const node = await import('tooldeck/node');
const stopped = await node.execute('regex-test', { pattern: '(a+)+$', text: 'a'.repeat(40) + '!' }, { timeoutMs: 1000 });
console.log(JSON.stringify({ hash, csv, importMs, pooled, runaway, stopped }));
`;

/** The first thing a script does: import the library and run one small tool. */
const FIRST_RUN = `
const { execute } = await import('tooldeck');
const envelope = await execute('base64', { action: 'encode', text: 'hello' });
if (!envelope.success || envelope.result.result !== 'aGVsbG8=') throw new Error(JSON.stringify(envelope));
`;
/** The gate on what that costs, in bytes of JavaScript loaded (deterministic, unlike time). */
const MAX_FIRST_RUN_BYTES = 250_000;

/** One fresh process's cost of importing the catalog, nothing else. */
const IMPORT_ONLY = `
const started = performance.now();
await import('tooldeck');
console.log(performance.now() - started);
`;
const IMPORT_RUNS = 7;

/** Installed for the test's own runs, not by tooldeck: left out of the install's figures. */
const TEST_ONLY_PACKAGES = /^(deno|@deno\/.*)$/;
const MAX_INSTALL_BYTES = 80e6;

let project: string;
let tarballFiles: string[];

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'tooldeck-pack-'));
  // Packed once for every test file that installs the package (packed-tarball.ts); copied here,
  // where the server's test below finds it.
  const packed = packedTarball();
  const tarball = basename(packed);
  copyFileSync(packed, join(project, tarball));
  tarballFiles = execFileSync('tar', ['-tzf', join(project, tarball)], { encoding: 'utf8', maxBuffer: 64 << 20 })
    .trim()
    .split('\n')
    .map((entry) => entry.replace(/^package\//, ''));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'pack-test', private: true, type: 'module' }));
  writeFileSync(join(project, 'use.mjs'), SCRIPT);
  writeFileSync(join(project, 'import-only.mjs'), IMPORT_ONLY);
  writeFileSync(join(project, 'first-run.mjs'), FIRST_RUN);
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
      const { hash, csv, importMs, pooled, runaway, stopped } = JSON.parse(output.trim().split('\n').at(-1)!);
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
      // With a 1 s deadline, JavaScriptCore may not reach its give-up point first: either answer
      // shows the thread was stopped or gave up, where in-process the call would run for hours.
      const stoppedAnswers = [{ success: false, error: { code: 'TIMEOUT' } }, ...(runtime === 'Bun' ? [{ success: true, result: { matchCount: 0 } }] : [])];
      expect(stoppedAnswers.some((answer) => isMatch(stopped, answer)), JSON.stringify(stopped)).toBe(true);
      // A figure for the report, not a pass mark: absolute times depend on the machine's load
      // (the target, < 100 ms under Node, is checked in the closing note on a quiet machine).
      console.log(`import 'tooldeck' under ${runtime}: ${importMs.toFixed(1)} ms`);
      expect(importMs).toBeGreaterThan(0);
    }, 60_000);
  }

  it('answers pgp-key-info with a 400 naming openpgp, the optional peer npm i tooldeck does not install', () => {
    expect(existsSync(join(project, 'node_modules', 'openpgp'))).toBe(false);
    const script = "const { execute } = await import('tooldeck'); console.log(JSON.stringify(await execute('pgp-key-info', { armored: '-----BEGIN PGP PUBLIC KEY BLOCK-----' })));";
    writeFileSync(join(project, 'pgp.mjs'), script);
    const output = execFileSync(process.execPath, ['pgp.mjs'], { cwd: project, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: project } });
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'this tool needs the optional package "openpgp", which is not installed (npm install "openpgp@^6.3.2")' },
    });
  }, 60_000);

  it(`reports the import time under Node over ${IMPORT_RUNS} fresh processes`, () => {
    const times = Array.from({ length: IMPORT_RUNS }, () =>
      Number(execFileSync(process.execPath, ['import-only.mjs'], { cwd: project, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } })),
    ).sort((a, b) => a - b);
    // A figure for the report, as above: one process alone is too noisy to quote.
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`import 'tooldeck' under Node, ${IMPORT_RUNS} processes: min ${ms(times[0]!)}, median ${ms(times[IMPORT_RUNS >> 1]!)}, max ${ms(times.at(-1)!)}`);
    for (const time of times) expect(time).toBeGreaterThan(0);
  }, 60_000);

  // Deno has no hook to record loads; it runs the same files of dist/ as Node (the default export condition).
  const RECORDERS: [string, (log: string) => string[]][] = [
    ['Node', () => [process.execPath, '--import', new URL('./module-loads/node-register.mjs', import.meta.url).href, 'first-run.mjs']],
    ['Bun', () => [BIN('bun'), '--preload', fileURLToPath(new URL('./module-loads/bun-preload.mjs', import.meta.url)), 'first-run.mjs']],
  ];
  for (const [runtime, command] of RECORDERS) {
    it(`loads at most ${MAX_FIRST_RUN_BYTES / 1000} KB of JavaScript to import and run base64 once, under ${runtime}`, () => {
      const log = join(project, `loads-${runtime}.jsonl`);
      rmSync(log, { force: true });
      const [program, ...args] = command(log);
      execFileSync(program!, args, { cwd: project, env: { PATH: process.env.PATH ?? '', HOME: project, TOOLDECK_MODULE_LOG: log } });
      const loads = readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { url: string; bytes: number })
        .filter(({ url }) => !url.endsWith('/first-run.mjs'));
      const bytes = loads.reduce((sum, { bytes }) => sum + bytes, 0);
      console.log(`import + first base64 under ${runtime}: ${loads.length} modules, ${(bytes / 1000).toFixed(1)} KB`);
      // The recorder works: the library's entry and base64's own chunk are among the loads.
      expect(loads.some(({ url }) => url.endsWith('/node_modules/tooldeck/dist/core/index.js'))).toBe(true);
      expect(loads.some(({ url }) => /\/chunks\/base64-[^/]+\.js$/.test(url))).toBe(true);
      // …and no other tool's code, nor any of the schemas.
      expect(loads.filter(({ url }) => /catalog-metadata|hash-wasm|papaparse|yaml/.test(url))).toEqual([]);
      expect(bytes).toBeLessThanOrEqual(MAX_FIRST_RUN_BYTES);
    }, 60_000);
  }

  it('ships JavaScript and declarations only, no TypeScript sources', () => {
    expect(tarballFiles.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([]);
    expect(tarballFiles).toEqual(expect.arrayContaining(['dist/server/index.js', 'dist/server/pool/worker.js', 'dist/server/bins/view.js', 'dist/runtime-browser/index.js', 'dist/runtime-browser/browser-worker.js']));
  });

  it('gives browsers tooldeck/browser without a Node built-in, its worker beside it', async () => {
    writeFileSync(join(project, 'browser-entry.mjs'), "export * from 'tooldeck/browser';\n");
    const result = await build({ absWorkingDir: project, entryPoints: ['browser-entry.mjs'], bundle: true, platform: 'browser', format: 'esm', splitting: true, outdir: 'browser-out', write: false, logLevel: 'silent' });
    expect(result.errors).toEqual([]);
    const entry = readFileSync(join(project, 'node_modules', 'tooldeck', 'dist', 'runtime-browser', 'index.js'), 'utf8');
    expect(entry).toMatch(/new URL\("\.\/browser-worker\.js",\s*import\.meta\.url\)/);
  }, 60_000);

  it('holds the LICENSE and source maps, and nothing only tests use', () => {
    expect(tarballFiles).toContain('LICENSE');
    expect(tarballFiles).toContain('dist/core/index.js.map');
    const testOnly = /\.test\.ts$|(^|\/)fixtures\/|-fixture\.ts$|(^|\/)test-server\.ts$|^(test|bench|test-artifacts)\//;
    expect(tarballFiles.filter((file) => testOnly.test(file))).toEqual([]);
  });

  it(`installs at most ${MAX_INSTALL_BYTES / 1e6} MB, with no install scripts`, () => {
    const packages = installedPackages(join(project, 'node_modules'));
    // A folder that is not a package would hide files from the scripts check.
    expect(packages.length).toBeGreaterThan(10);
    let bytes = 0;
    let blocks = 0;
    for (const folder of packages) {
      for (const size of fileSizes(folder)) {
        bytes += size;
        blocks += Math.ceil(size / 4096);
      }
    }
    // The sum of the files' sizes, as npm's unpackedSize counts them; `du` on a 4 KiB-block disk
    // says more (every small file takes a block), printed beside it for the report.
    console.log(`npm i tooldeck: ${packages.length} packages, ${(bytes / 1e6).toFixed(1)} MB of files, ${((blocks * 4096) / 1e6).toFixed(1)} MB in 4 KiB blocks`);
    // Both readings: the disk's is the one a user sees (`du`), and the figures were taken so.
    expect(bytes).toBeLessThanOrEqual(MAX_INSTALL_BYTES);
    expect(blocks * 4096).toBeLessThanOrEqual(MAX_INSTALL_BYTES);
    // npm runs these on install (and node-gyp for a binding.gyp without them).
    const withScripts = packages.filter((folder) => {
      const { scripts = {} } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
      return ['preinstall', 'install', 'postinstall'].some((name) => name in scripts) || existsSync(join(folder, 'binding.gyp'));
    });
    expect(withScripts).toEqual([]);
  });
});

/** tooldeck/server from the tarball, as a Bun user embeds it: health, a pooled PDF tool, the bin page's script. */
const SERVER_SCRIPT = `
import { readFileSync } from 'node:fs';
import { createApp, loadConfig } from 'tooldeck/server';
const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', WORKERS: '1', DATA_DIR: process.env.DATA_DIR, GITHUB_API_URL: process.env.GITHUB_API_URL }, 1);
const { app, close, ready } = createApp(config, { log: () => {} });
await ready();
app.listen({ port: 0, hostname: '127.0.0.1' });
const base = 'http://127.0.0.1:' + app.server.port;
const post = (id, input) => fetch(base + '/api/tools/' + id + '/execute', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) }).then((response) => response.json());
const pdf = readFileSync('two-pages.pdf').toString('base64');
const health = await (await fetch(base + '/api/health')).json();
const merged = await post('pdf-merge', { pdfs: [pdf, pdf] });
const view = await fetch(base + '/bins/view.js');
const png = new Uint8Array(await (await fetch(base + '/card/octocat.png?theme=dossier')).arrayBuffer());
const card = { signature: [...png.subarray(1, 4)].map((code) => String.fromCharCode(code)).join(''), width: new DataView(png.buffer).getUint32(16) };
console.log(JSON.stringify({ health, merged: merged.success ? merged.result.page_count : merged, view: view.status, card }));
close();
process.exit(0);
`;

describe('tooldeck/server from the packed tarball', () => {
  let serverProject: string;
  beforeAll(() => {
    serverProject = mkdtempSync(join(tmpdir(), 'tooldeck-pack-server-'));
    const tarball = readdirSync(project).find((name) => name.endsWith('.tgz'))!;
    const { peerDependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> };
    writeFileSync(join(serverProject, 'package.json'), JSON.stringify({ name: 'pack-server-test', private: true, type: 'module' }));
    writeFileSync(join(serverProject, 'serve.mjs'), SERVER_SCRIPT);
    writeFileSync(join(serverProject, 'two-pages.pdf'), numberedPdf(2));
    mkdirSync(join(serverProject, 'data'));
    const peers = Object.entries(peerDependencies).map(([name, range]) => `${name}@${range}`);
    execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', join(project, tarball), ...peers], { cwd: serverProject, stdio: 'pipe' });
  }, 600_000);
  afterAll(() => rmSync(serverProject, { recursive: true, force: true }), 120_000);

  it('serves the API, runs a PDF tool on its worker pool, serves the bin page script and renders a card PNG with its shipped fonts, all from dist/', async () => {
    // The card reads a fake GitHub in this process: the server runs asynchronously so it can answer.
    const github = await startFakeGithub();
    try {
      const env = { PATH: process.env.PATH ?? '', HOME: serverProject, DATA_DIR: join(serverProject, 'data'), GITHUB_API_URL: github.url };
      const { stdout } = await promisify(execFile)(BIN('bun'), ['serve.mjs'], { cwd: serverProject, encoding: 'utf8', env });
      const { health, merged, view, card } = JSON.parse(stdout.trim().split('\n').at(-1)!);
      expect(health).toMatchObject({ status: 'ok', version: '1.0.0' });
      expect(merged).toBe(4);
      expect(view).toBe(200);
      expect(card).toEqual({ signature: 'PNG', width: 2 * dossierTheme.width });
    } finally {
      await github.close();
    }
  }, 60_000);
});

/** Whether `actual` holds every field of `expected`, as toMatchObject checks. */
function isMatch(actual: unknown, expected: unknown): boolean {
  if (typeof expected !== 'object' || expected === null) return Object.is(actual, expected);
  if (typeof actual !== 'object' || actual === null) return false;
  return Object.entries(expected).every(([key, value]) => isMatch((actual as Record<string, unknown>)[key], value));
}

/** Every package folder under `nodeModules`, nested node_modules included, except the test's own. */
function installedPackages(nodeModules: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@') ? readdirSync(join(nodeModules, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of names) {
      if (TEST_ONLY_PACKAGES.test(name)) continue;
      const folder = join(nodeModules, name);
      if (!existsSync(join(folder, 'package.json'))) continue;
      found.push(folder);
      if (existsSync(join(folder, 'node_modules'))) found.push(...installedPackages(join(folder, 'node_modules')));
    }
  }
  return found;
}

/** The sizes of a package's own files (not those of the packages nested in its node_modules). */
function fileSizes(folder: string, top = true): number[] {
  const sizes: number[] = [];
  for (const entry of readdirSync(folder)) {
    if (top && entry === 'node_modules') continue;
    const path = join(folder, entry);
    const stat = lstatSync(path);
    if (stat.isDirectory()) sizes.push(...fileSizes(path, false));
    else if (stat.isFile()) sizes.push(stat.size);
  }
  return sizes;
}
