/**
 * The `tooldeck` command as a user gets it: the packed tarball (packed-tarball.ts, shared with
 * package.test.ts) installed in a clean folder, its bin run under Node (through its #! line),
 * Bun and Deno. Known answers from outside: RFC 4648's Base64 vectors, FIPS 180-4's SHA-256 of
 * "abc". Start-up is reported beside `node -e 0` as a ratio, not checked: times depend on the load.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedTarball } from '../packed-tarball.ts';
import { numberedPdf } from '../pdf/raw-pdf.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DENO_VERSION = '2.9.6';
const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'tooldeck-cli-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'cli-test', private: true, type: 'module' }));
  writeFileSync(join(project, 'three.pdf'), numberedPdf(3));
  writeFileSync(join(project, 'one.pdf'), numberedPdf(1));
  writeFileSync(join(project, 'input.json'), JSON.stringify({ action: 'decode', text: 'Zm9vYmFy' }));
  // RFC 4648's "YWJj" decoded to "abc", then hashed (FIPS 180-4).
  const recipe = { steps: [{ name: 'decoded', tool: 'base64', input: { action: 'decode', text: 'YWJj' } }, { tool: 'hash', input: { text: { $from: { step: 'decoded', pointer: '/result' } } } }] };
  writeFileSync(join(project, 'recipe.json'), JSON.stringify(recipe));
  // Deno from npm, installed here rather than in the repository (as package.test.ts does).
  execNpm(['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', packedTarball(), `deno@${DENO_VERSION}`]);
}, 600_000);

afterAll(() => rmSync(project, { recursive: true, force: true }), 120_000);

function execNpm(args: string[]): void {
  const result = spawnSync('npm', args, { cwd: project, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')}: ${result.stderr}`);
}

/** PATH with Node's folder and the system's, and no Bun: what a user without Bun has. */
const PATH = [dirname(process.execPath), '/usr/bin', '/bin'].join(':');

const RUNTIMES: [string, () => string[]][] = [
  // The bin link itself, run by its #!/usr/bin/env node line.
  ['Node', () => [join(project, 'node_modules', '.bin', 'tooldeck')]],
  ['Bun', () => [join(ROOT, 'node_modules', '.bin', 'bun'), join(project, 'node_modules', '.bin', 'tooldeck')]],
  ['Deno', () => [join(project, 'node_modules', '.bin', 'deno'), 'run', '-A', 'npm:tooldeck']],
];

describe.each(RUNTIMES)('tooldeck from the tarball under %s', (runtime, command) => {
  const cli = (args: string[], stdin?: string | Uint8Array) => {
    const [program, ...leading] = command();
    const result = spawnSync(program!, [...leading, ...args], { cwd: project, input: stdin ?? '', env: { PATH, HOME: project, DENO_NO_UPDATE_CHECK: '1' } });
    return { code: result.status, out: result.stdout.toString(), err: result.stderr.toString() };
  };

  it('runs a tool from flags, prints a one-string result raw, and reads stdin into the main field', () => {
    expect(cli(['base64', '--action', 'encode', '--text', 'foobar'])).toEqual({ code: 0, out: 'Zm9vYmFy', err: '' });
    expect(cli(['hash', '--get', 'hash'], 'abc')).toEqual({ code: 0, out: SHA256_ABC, err: '' });
    expect(JSON.parse(cli(['hash'], 'abc').out)).toEqual({ hash: SHA256_ABC, algorithm: 'SHA-256' });
  }, 60_000);

  it('parses every flag kind, --input, and prints the envelope with --json', () => {
    const tip = cli(['tip-calculate', '--bill_amount', '100', '--tip-percent=20', '--people', '4', '--round_up']);
    expect(tip.code).toBe(0);
    expect(JSON.parse(tip.out)).toMatchObject({ bill_amount: 100, tip_percent: 20, people: 4, round_up: true });
    expect(JSON.parse(cli(['glob-pattern-tester', '--pattern', '*.ts', '--files', 'a.ts', '--files', 'b.js']).out)).toMatchObject({ matches: ['a.ts'], nonMatches: ['b.js'] });
    expect(cli(['base64', '--input', 'input.json']).out).toBe('foobar');
    expect(cli(['base64', '--input', '-'], JSON.stringify({ action: 'encode', text: 'fooba' })).out).toBe('Zm9vYmE=');
    expect(JSON.parse(cli(['--json', 'base64', '--action', 'encode', '--text', 'foo']).out)).toMatchObject({ success: true, result: { result: 'Zm9v' } });
  }, 60_000);

  it('reads PDFs with --file and writes the merged PDF with --out', () => {
    const out = `merged-${runtime}.pdf`;
    expect(cli(['pdf-merge', '--file', 'pdfs=three.pdf', '--file', 'pdfs=one.pdf', '--out', out])).toEqual({ code: 0, out: '', err: '' });
    expect(readFileSync(join(project, out)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(cli(['pdf-extract', '--file', `pdf=${out}`, '--get', 'page_count'])).toEqual({ code: 0, out: '4\n', err: '' });
  }, 60_000);

  it('exits 1 with CODE: message for a tool error and 2 for a usage error', () => {
    expect(cli(['base64', '--action', 'decode', '--text', '!!'])).toMatchObject({ code: 1, out: '', err: expect.stringMatching(/^VALIDATION_ERROR: text: /) });
    expect(cli(['tip-calculate', '--bill_amount', '100', '--people', '0'])).toMatchObject({ code: 1, err: expect.stringMatching(/^VALIDATION_ERROR: people: /) });
    expect(cli(['base64', '--acton', 'encode'])).toMatchObject({ code: 2, out: '', err: 'tooldeck: unknown option --acton (did you mean --action?)\n' });
    expect(cli(['bas64'])).toMatchObject({ code: 2, err: expect.stringContaining('did you mean base64') });
    // stdin past the largest input any tool takes is refused while reading, not held whole.
    expect(cli(['hash'], Buffer.alloc(26 * 1024 * 1024, 'a'))).toMatchObject({ code: 2, out: '', err: expect.stringContaining('stdin holds more than 25 MiB') });
  }, 60_000);

  it('runs a recipe file', () => {
    expect(cli(['recipe', 'recipe.json', '--get', 'hash'])).toEqual({ code: 0, out: SHA256_ABC, err: '' });
    expect(cli(['recipe', '-'], '{"steps":[{"tool":"nope","input":{}}]}')).toMatchObject({ code: 1, err: expect.stringMatching(/^VALIDATION_ERROR: .*\(step 0\)\n$/) });
  }, 60_000);

  it('answers --help, list, info and search', () => {
    expect(cli(['base64', '--help'])).toMatchObject({ code: 0, out: expect.stringContaining('  tooldeck base64 --action encode --text hello\n') });
    expect(cli(['list', '--category', 'encoding']).out).toMatch(/^base64 +encoding +Base64$/m);
    expect(JSON.parse(cli(['info', 'hash']).out)).toMatchObject({ id: 'hash', parameters: { required: ['text'] } });
    expect(cli(['search', 'sha256']).out.split('\n')[0]).toMatch(/^hash +Hash$/);
  }, 60_000);

  if (runtime === 'Bun') {
    it("serves under Bun itself, and says which of the server's packages to install when they are missing", () => {
      expect(cli(['serve'])).toMatchObject({ code: 2, out: '', err: expect.stringMatching(/^tooldeck serve: tooldeck\/server needs the packages .*"elysia"/) });
    }, 60_000);
  }

  if (runtime !== 'Bun') {
    it('says serve needs Bun and exits 2 where there is none', () => {
      expect(cli(['serve'])).toMatchObject({ code: 2, out: '', err: expect.stringContaining('tooldeck serve needs Bun') });
    }, 60_000);

    // Bun's threads run JavaScriptCore, which gives up on this regex by itself (package.test.ts).
    it('stops a runaway tool at --timeout', () => {
      expect(cli(['regex-test', '--pattern', '(a+)+$', '--text', `${'a'.repeat(40)}!`, '--timeout', '500'])).toMatchObject({ code: 1, err: expect.stringMatching(/^TIMEOUT: /) });
    }, 60_000);
  }
});

it('loads only the catalog index and base64 itself to run base64 (Node)', () => {
  const log = join(project, 'loads.jsonl');
  const register = new URL('../module-loads/node-register.mjs', import.meta.url).href;
  const bin = join(project, 'node_modules', 'tooldeck', 'dist', 'cli', 'main.js');
  const result = spawnSync(process.execPath, ['--import', register, bin, 'base64', '--action', 'encode', '--text', 'foobar'], { cwd: project, env: { PATH, TOOLDECK_MODULE_LOG: log } });
  expect(result.stdout.toString()).toBe('Zm9vYmFy');
  const urls = readFileSync(log, 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { url: string }).url);
  expect(urls.some((url) => /\/chunks\/base64-[^/]+\.js$/.test(url))).toBe(true);
  // No other tool's code, none of the schemas, and not tooldeck/node (no thread for a tool that runs here).
  expect(urls.filter((url) => /catalog-metadata|hash-wasm|papaparse|yaml|runtime-node|comlink/.test(url))).toEqual([]);
}, 60_000);

it('reports the start-up of `tooldeck base64` beside `node -e 0`, as a ratio of medians over fresh processes', () => {
  const RUNS = 11;
  const time = (program: string, args: string[]) => {
    const started = performance.now();
    const result = spawnSync(program, args, { cwd: project, env: { PATH } });
    expect(result.status).toBe(0);
    return performance.now() - started;
  };
  // Alternated, so a busy moment of the machine weighs on both.
  const bareTimes: number[] = [];
  const toolTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    bareTimes.push(time(process.execPath, ['-e', '0']));
    toolTimes.push(time(join(project, 'node_modules', '.bin', 'tooldeck'), ['base64', '--action', 'encode', '--text', 'hi']));
  }
  const median = (times: number[]) => times.sort((a, b) => a - b)[RUNS >> 1]!;
  const [bare, tool] = [median(bareTimes), median(toolTimes)];
  // A figure for the report, not a pass mark.
  console.log(`tooldeck base64 vs node -e 0, median of ${RUNS}: ${tool.toFixed(0)} ms vs ${bare.toFixed(0)} ms (${(tool / bare).toFixed(2)}×)`);
  expect(tool).toBeGreaterThan(0);
}, 120_000);
