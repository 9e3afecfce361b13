/**
 * The three ways the PDF bench runs a case: qpdf as a process (its spawn timed with it, as the
 * issue's baseline was), a tool in this process through core's executeTool (as a library user
 * calls it), and a tool through the real server (`bun server/main.ts`) and its worker pool, as an
 * API caller reaches it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { executeTool, type ToolSummary } from '../core/index.ts';
import { RUNTIME_ENV } from '../server/runtime-env.ts';
import { startServer, type RunningServer } from '../server/test-server.ts';

export const QPDF = '/usr/bin/qpdf';

/**
 * The deadline of a bench run, in this process and on the server: the bench measures throughput,
 * and a run slowed past the 10 s default by other work on a shared machine should count as slow,
 * not end the bench. It changes nothing else on either path.
 */
export const BENCH_DEADLINE_MS = 60_000;

export interface Run {
  ms: number;
  /** Output bytes (all files together). */
  bytes: number;
  /** Pages the output holds in all, when known. */
  pages?: number;
}

export function qpdfVersion(): string {
  return spawnSync(QPDF, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? 'qpdf';
}

/** Runs qpdf with `args` writing into `out` (emptied first, untimed); times the whole process. */
export function runQpdf(args: string[], out: string): Run {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const started = performance.now();
  const result = spawnSync(QPDF, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - started;
  // Exit 3 is "done, with warnings"; none is expected on these files, so it is reported.
  if (result.status !== 0) throw new Error(`qpdf ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  const bytes = readdirSync(out).reduce((sum, name) => sum + statSync(join(out, name)).size, 0);
  return { ms, bytes };
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
  const started = performance.now();
  const envelope = await executeTool(tool, input, { timeoutMs: BENCH_DEADLINE_MS });
  const ms = performance.now() - started;
  if (!envelope.success) throw new Error(`${tool.id}: ${envelope.error.code}: ${envelope.error.message}`);
  const { bytes, pages } = pdfOutputs(envelope.result);
  return { ms, bytes, pages };
}

/**
 * The real server with `workers` pool workers, rate limits off (they would refuse the bench's
 * calls), and TRUST_PROXY=1 so that the bench can speak for several clients through
 * X-Forwarded-For: the pool holds each client to half the workers (core/pool.ts, fairShare), so
 * only several clients can keep every worker busy.
 */
export function startPdfServer(workers: number): Promise<RunningServer> {
  return startServer({
    ...RUNTIME_ENV,
    WORKERS: String(workers),
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_DAY: '0',
    RATE_LIMIT_GLOBAL_PER_DAY: '0',
    TOOL_TIMEOUT_MS: String(BENCH_DEADLINE_MS),
  });
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
