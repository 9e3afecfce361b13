/**
 * The single binary (`npm run build:binary`), built once and run as an operator would: copied
 * alone into an empty folder outside the repository, started there with its own DATA_DIR and
 * TMPDIR, with no node_modules and no sources anywhere above it.
 *
 * The build takes about 20 s (the workers' bundle, the playground's Vite build, then Bun's
 * compile), longer on a loaded machine: hence the long timeout of beforeAll.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, list } from '../../core/catalog-metadata.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_TIMEOUT_MS = 240_000;
/** The Node versions the workers' bundle is built for (package.json's engines.node). */
const NODE_RANGE = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
/** A PNG file's first eight bytes (PNG specification, 5.2). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const scratch = mkdtempSync(join(tmpdir(), 'tooldeck-binary-test-'));
/** The folder the binary runs in: nothing but the binary (and the DATA_DIR it makes there). */
const home = join(scratch, 'home');
const binary = join(home, 'tooldeck');
/** A PATH with the node that runs this test, and nothing else of the machine's. */
const nodeOnly = join(scratch, 'node-only');
/** A PATH without node at all. */
const noNode = join(scratch, 'no-node');

interface Running {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** One temporary folder per run, so what the binary unpacks (and must remove at exit) can be watched. */
function freshTmp(): string {
  return mkdtempSync(join(scratch, 'tmp-'));
}

function run(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(binary, [], { cwd: home, env: { HOST: '127.0.0.1', PORT: '0', WORKERS: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

function start(env: Record<string, string>): Promise<Running & { exited: Promise<number | null> }> {
  const started = run(env);
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(started.output());
      if (!match) return;
      started.child.stdout!.off('data', onData);
      resolve({ ...started, url: match[1]! });
    };
    started.child.stdout!.on('data', onData);
    void started.exited.then((code) => reject(new Error(`the binary exited with ${code} before listening:\n${started.output()}`)));
  });
}

const execute = async (url: string, tool: string, input: unknown) => (await fetch(`${url}/api/tools/${tool}/execute`, { method: 'POST', body: JSON.stringify(input) })).json();

beforeAll(() => {
  const built = join(scratch, 'build', 'tooldeck');
  execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build-binary.ts', '--outfile', built], { cwd: ROOT, stdio: 'pipe' });
  mkdirSync(home);
  copyFileSync(built, binary);
  for (const folder of [nodeOnly, noNode]) mkdirSync(folder);
  symlinkSync(process.execPath, join(nodeOnly, 'node'));
}, BUILD_TIMEOUT_MS);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the binary, alone in a folder, with node on PATH', () => {
  const dataDir = join(scratch, 'data');
  const tmp = () => join(scratch, 'tmp-main');
  let server: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    mkdirSync(tmp());
    // A GitHub that cannot be reached: the PNG card route then renders its error card, offline.
    server = await start({ PATH: nodeOnly, DATA_DIR: dataDir, TMPDIR: tmp(), GITHUB_API_URL: 'http://127.0.0.1:1' });
  }, 60_000);
  afterAll(() => server?.child.kill('SIGKILL'));

  it('was started from a folder holding nothing but itself', () => {
    expect(readdirSync(home).sort()).toEqual(['tooldeck']);
    expect(existsSync(join(dirname(home), 'node_modules'))).toBe(false);
  });

  it('answers health and lists the catalog', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', tools: list().length });
    const listed = (await (await fetch(`${server.url}/api/tools`)).json()) as { tools: { id: string }[] };
    expect(listed.tools.map((tool) => tool.id).sort()).toEqual(list().map((tool) => tool.id).sort());
  });

  it('runs an inline tool: SHA-256 of "abc" (FIPS 180-4)', async () => {
    expect(get('hash')!.isolate).toBeFalsy();
    expect(await execute(server.url, 'hash', { text: 'abc' })).toMatchObject({
      success: true,
      result: { hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', algorithm: 'SHA-256' },
    });
  });

  it('runs an isolate tool on the Node workers: the jq 1.8 manual\'s `.foo` example', async () => {
    expect(get('jq-playground')!.isolate).toBe(true);
    expect(await execute(server.url, 'jq-playground', { json: '{"foo": 42, "bar": "less interesting data"}', query: '.foo' })).toMatchObject({
      success: true,
      result: { outputs: [42] },
    });
  });

  it('serves the playground page and its assets', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /<script[^>]+src="\.?\/?(assets\/[^"]+)"/.exec(html);
    expect(script).not.toBeNull();
    const asset = await fetch(`${server.url}/${script![1]}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves the API reference bundle and the bin page script', async () => {
    expect((await fetch(`${server.url}/docs/scalar.js`)).status).toBe(200);
    expect((await fetch(`${server.url}/bins/view.js`)).status).toBe(200);
  });

  it('creates a bin in DATA_DIR and keeps what it captures', async () => {
    const created = await fetch(`${server.url}/bins`, { method: 'POST' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(readdirSync(dataDir).length).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/bins/${id}/in`, { method: 'POST', body: 'hello' })).status).toBe(200);
    const listing = (await (await fetch(`${server.url}/bins/${id}`)).json()) as { requests: unknown[] };
    expect(listing.requests).toHaveLength(1);
  });

  it('renders a card as PNG with its embedded resvg and fonts', async () => {
    const card = await fetch(`${server.url}/card/octocat.png`);
    expect(card.status).toBe(503);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await card.arrayBuffer()).slice(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('stops on SIGTERM with code 0 and removes what it unpacked', async () => {
    expect(readdirSync(tmp()).length).toBeGreaterThan(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(readdirSync(tmp())).toEqual([]);
  });
});

describe('the binary and Node', () => {
  it('refuses to start without node on PATH, saying how to fix it', async () => {
    const tmp = freshTmp();
    const started = run({ PATH: noNode, DATA_DIR: join(scratch, 'data-no-node'), TMPDIR: tmp });
    expect(await started.exited).toBe(1);
    expect(started.output()).toBe(`tooldeck: the isolate tools run on Node.js, and \`node\` on PATH was not found: install Node.js ${NODE_RANGE} or set NODE_BINARY to its path\n`);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('runs its workers on NODE_BINARY when PATH has no node', async () => {
    const server = await start({ PATH: noNode, NODE_BINARY: join(nodeOnly, 'node'), DATA_DIR: join(scratch, 'data-node-binary'), TMPDIR: freshTmp() });
    try {
      expect(await execute(server.url, 'jq-playground', { json: '{"foo": 42}', query: '.["foo"]' })).toMatchObject({ success: true, result: { outputs: [42] } });
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 60_000);
});
