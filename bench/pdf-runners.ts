/**
 * The three ways the PDF bench runs a case: qpdf as a process (its spawn timed with it, as the
 * issue's baseline was), a tool in this process through core's executeTool (as a library user
 * calls it), and a tool through the real server (`bun server/main.ts`) and its worker pool, as an
 * API caller reaches it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { freePort } from './free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { executeTool, type ToolSummary } from '../core/index.ts';
import { RUNTIME_ENV } from '../server/runtime-env.ts';

export const QPDF = '/usr/bin/qpdf';

/**
 * The deadline of a bench run, in this process and on the server: the bench measures throughput,
 * and a run slowed past the 10 s default by other work on a shared machine should count as slow,
 * not end the bench. It changes nothing else on either path.
 */
export const BENCH_DEADLINE_MS = 60_000;

export interface Run {
  ms: number;
  /**
   * CPU time the run took (user + system), in ms: qpdf's process; this process for an in-process
   * run; the server and its workers for a pooled round. Less swayed than wall time by what else
   * the machine runs, since a run's CPU time does not grow while it waits for a core.
   */
  cpuMs: number;
  /** Output bytes (all files together). */
  bytes: number;
  /** Pages the output holds in all, when known. */
  pages?: number;
}

/** Linux's USER_HZ: /proc counts CPU time in ticks of 1/100 s on every architecture. */
const TICK_MS = 10;

/** Fields of /proc/<pid>/stat after the command name (field 3 is index 0). */
function statFields(pid: number | 'self'): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return undefined;
  }
}

/** CPU ms of the children this process has waited for (cutime + cstime): how qpdf's spawnSync runs are counted. */
function waitedChildrenCpuMs(): number {
  const fields = statFields('self');
  return fields ? (Number(fields[13]) + Number(fields[14])) * TICK_MS : NaN;
}

/** CPU ms (utime + stime) of `pid` and every process below it, read from /proc (Linux; NaN elsewhere). */
export function treeCpuMs(pid: number): number {
  const fields = statFields(pid);
  if (!fields) return NaN;
  let ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of children.split(' ').filter(Boolean)) {
      const childMs = treeCpuMs(Number(child));
      if (!Number.isNaN(childMs)) ms += childMs;
    }
  }
  return ms;
}

export function qpdfVersion(): string {
  return spawnSync(QPDF, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? 'qpdf';
}

/** Runs qpdf with `args` writing into `out` (emptied first, untimed); times the whole process. */
export function runQpdf(args: string[], out: string): Run {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const cpuBefore = waitedChildrenCpuMs();
  const started = performance.now();
  const result = spawnSync(QPDF, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - started;
  const cpuMs = waitedChildrenCpuMs() - cpuBefore;
  // Exit 3 is "done, with warnings"; none is expected on these files, so it is reported.
  if (result.status !== 0) throw new Error(`qpdf ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  const bytes = readdirSync(out).reduce((sum, name) => sum + statSync(join(out, name)).size, 0);
  return { ms, cpuMs, bytes };
}

/** Every PDF a tool's result holds (a `pdf` field, with `bytes` and `page_count` beside it), however nested. */
export function pdfOutputs(result: unknown): { bytes: number; pages: number; files: number } {
  const total = { bytes: 0, pages: 0, files: 0 };
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.pdf === 'string') {
      total.files++;
      total.bytes += typeof record.bytes === 'number' ? record.bytes : Buffer.byteLength(record.pdf, 'base64');
      total.pages += typeof record.page_count === 'number' ? record.page_count : 0;
    }
    for (const [key, child] of Object.entries(record)) if (key !== 'pdf') visit(child);
  };
  visit(result);
  return total;
}

/** One executeTool call, timed from the call to the envelope (Base64 in, Base64 out, as a library user has them). */
export async function runInProcess(tool: ToolSummary, input: unknown): Promise<Run> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const envelope = await executeTool(tool, input, { timeoutMs: BENCH_DEADLINE_MS });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (!envelope.success) throw new Error(`${tool.id}: ${envelope.error.code}: ${envelope.error.message}`);
  const { bytes, pages } = pdfOutputs(envelope.result);
  return { ms, cpuMs, bytes, pages };
}

const BUN = fileURLToPath(new URL('../node_modules/.bin/bun', import.meta.url));
const MAIN = fileURLToPath(new URL('../server/main.ts', import.meta.url));
/**
 * The server bundles its worker (esbuild, the whole catalog with pdf.js and pdf-lib) before it
 * listens: 3-13 s here on a busy 2-core machine, past server/test-server.ts's 15 s limit at times.
 */
const STARTUP_LIMIT_MS = 120_000;

export interface PdfServer {
  url: string;
  /** CPU ms the server and its workers have used so far. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * The real server (`bun server/main.ts`, as `npm start` runs it, with its runtime settings) with
 * `workers` pool workers; rate limits off (they would refuse the bench's calls), and TRUST_PROXY=1
 * so that the bench can speak for several clients through X-Forwarded-For: the pool holds each
 * client to half the workers (core/pool.ts, fairShare), so only several clients can keep every
 * worker busy. Its request log goes to /dev/null, as in bench/server.ts: read here, it would cost
 * this process's CPU on the same machine. A fresh DATA_DIR, removed when it stops.
 */
export async function startPdfServer(workers: number): Promise<PdfServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tooldeck-pdf-bench-data-'));
  const child = spawn(BUN, [MAIN], {
    env: {
      ...RUNTIME_ENV,
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WORKERS: String(workers),
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_DAY: '0',
      RATE_LIMIT_GLOBAL_PER_DAY: '0',
      TOOL_TIMEOUT_MS: String(BENCH_DEADLINE_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(kill);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + STARTUP_LIMIT_MS;
  while (performance.now() < deadline && running) {
    try {
      // It listens only once its workers are ready (server/main.ts).
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok) return { url, stop, cpuMs: () => treeCpuMs(child.pid!) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stop();
  throw new Error(`the server (WORKERS=${workers}) did not answer /api/health within ${STARTUP_LIMIT_MS / 1000} s`);
}

/**
 * POST /api/tools/{tool}/execute with the JSON `body` (PDFs in it as Base64), as client `client`
 * (an address in X-Forwarded-For). Answers the response's text; anything but a 200 throws.
 */
export async function postTool(url: string, tool: string, body: string, client: string): Promise<string> {
  const response = await fetch(`${url}/api/tools/${tool}/execute`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST ${tool}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}
