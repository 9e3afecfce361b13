/**
 * `npm run bench -- pdf`: issue 19's PDF throughput. Four cases (merge ten copies of a 100-page
 * text PDF, split it into 100 pages, rotate it, watermark it) run through the catalog's tools and,
 * in the same run and on the same files, through Debian's qpdf. Where: in this process through
 * executeTool (under Node, then under Bun: bench/run.ts runs this file in both), and, from the
 * Node pass only, through the real server and its pool of Node worker processes with 1 and 2
 * workers (the pool is the same whichever runtime drives the bench).
 *
 * Every figure is a median of several runs after warm-up; qpdf's runs are interleaved with the
 * tool's, so both meet the same drift of a shared machine. qpdf's pages/s include its process
 * spawn and its file reads and writes; the tools' include Base64 in and out (what a caller holds).
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { get, type ToolSummary } from '../core/index.ts';
import { toBase64 } from '../test/pdf/raw-pdf.ts';
import { MERGE_COPIES, pdfCases, SAME_PATH_MERGE, type Books, type PdfCase } from './pdf-cases.ts';
import { BOOK_PAGES, writePdfFixtures, type PdfFixtures } from './pdf-fixture.ts';
import { pdfOutputs, postTool, qpdfVersion, runInProcess, runQpdf, startPdfServer, type PdfServer, type Run } from './pdf-runners.ts';

const WARMUPS = 2;
const REPEATS = 7;
/** Pool rounds per case; each round keeps every worker busy with several calls. */
const POOL_ROUNDS = 5;
/** Concurrent clients per worker, and calls each makes per round: a worker always has the next call queued. */
const CLIENTS_PER_WORKER = 2;
const CALLS_PER_CLIENT = 2;

interface Figure {
  pagesPerSecond: number;
  /** Pages per second of CPU time (mean CPU per run): the cost, whatever else the machine runs. */
  pagesPerCpuSecond: number;
  bytes: number;
  /** The output's pages as the tool reported them. */
  pages?: number;
}

interface Row {
  testCase: PdfCase;
  tool?: Figure;
  qpdf: Figure;
  /** Why the tool has no figure (not in the catalog yet, or it failed). */
  missing?: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function runtimeName(): string {
  return process.versions.bun ? `Bun ${process.versions.bun}` : `Node ${process.versions.node}`;
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/**
 * Median pages/s of `runs` over `pages` pages each, pages per CPU second over their mean CPU time
 * (qpdf's is counted in 10 ms ticks, so a mean over the runs, not a median), and the last run's output.
 */
function figureOf(runs: Run[], pages: number): Figure {
  const last = runs.at(-1)!;
  const cpuMs = runs.reduce((sum, run) => sum + run.cpuMs, 0) / runs.length;
  return {
    pagesPerSecond: pages / (median(runs.map((run) => run.ms)) / 1000),
    pagesPerCpuSecond: pages / (cpuMs / 1000),
    bytes: last.bytes,
    ...(last.pages === undefined ? {} : { pages: last.pages }),
  };
}

function qpdfRun(testCase: Pick<PdfCase, 'qpdf'>, files: PdfFixtures): Run {
  return runQpdf(testCase.qpdf(files, join(files.dir, 'out')), join(files.dir, 'out'));
}

function printTable(title: string, rows: Row[], cpuNote: string): void {
  console.log(`\n### ${title}\n`);
  console.log(`pages/CPU-s: pages per second of CPU time, ${cpuNote}; qpdf's: its process.\n`);
  console.log(
    '| case | pages | tooldeck pages/s | tooldeck pages/CPU-s | tooldeck output | qpdf pages/s (spawn included) | qpdf pages/CPU-s | qpdf output | tooldeck / qpdf pages/s | tooldeck / qpdf pages/CPU-s | output tooldeck / qpdf |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { testCase, tool, qpdf, missing } of rows) {
    const head = `| ${testCase.name} | ${count(testCase.pages)}`;
    const qpdfCells = `${count(qpdf.pagesPerSecond)} | ${count(qpdf.pagesPerCpuSecond)} | ${megabytes(qpdf.bytes)}`;
    if (!tool) {
      console.log(`${head} | ${missing} | — | — | ${qpdfCells} | — | — | — |`);
      continue;
    }
    const pagesNote = tool.pages !== undefined && tool.pages !== testCase.outputPages ? ` (${tool.pages} pages out, expected ${testCase.outputPages}!)` : '';
    console.log(
      `${head} | ${count(tool.pagesPerSecond)} | ${count(tool.pagesPerCpuSecond)} | ${megabytes(tool.bytes)}${pagesNote} | ${qpdfCells} | ` +
        `${(tool.pagesPerSecond / qpdf.pagesPerSecond).toFixed(2)}× | ${(tool.pagesPerCpuSecond / qpdf.pagesPerCpuSecond).toFixed(2)}× | ${(tool.bytes / qpdf.bytes).toFixed(2)} |`,
    );
  }
}

/**
 * Issue 19's goal on the merge: ≥ 0.5× qpdf's pages/s per core, output no larger than qpdf's.
 * Per core by wall clock: pages/s over the cores the tool had (1 in-process, WORKERS pooled);
 * by CPU: pages per CPU second against qpdf's, which no other load on the machine sways.
 */
function goalCheck(label: string, rows: Row[], cores: number): void {
  for (const merge of rows.filter((row) => row.testCase.tool === 'pdf-merge')) {
    const name = `${label}, ${merge.testCase.name}`;
    if (!merge.tool) {
      console.log(`goal check (${name}): not measured (${merge.missing})`);
      continue;
    }
    const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
    const perCore = merge.tool.pagesPerSecond / cores / merge.qpdf.pagesPerSecond;
    const perCpu = merge.tool.pagesPerCpuSecond / merge.qpdf.pagesPerCpuSecond;
    const over = cores === 1 ? '' : ` (${count(merge.tool.pagesPerSecond)} pages/s over ${cores} workers)`;
    console.log(
      `goal check (${name}): wall clock ${perCore.toFixed(2)}× qpdf's pages/s per core${over} (target ≥ 0.50: ${verdict(perCore >= 0.5)}); ` +
        `CPU ${perCpu.toFixed(2)}× qpdf's pages per CPU second (${verdict(perCpu >= 0.5)}); ` +
        `output ${megabytes(merge.tool.bytes)} vs qpdf's ${megabytes(merge.qpdf.bytes)} (target ≤: ${verdict(merge.tool.bytes <= merge.qpdf.bytes)})`,
    );
  }
}

function failure(error: unknown): string {
  return `failed: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`;
}

/** The catalog tool of a case, or why there is none yet. */
function toolOf(testCase: PdfCase): ToolSummary | string {
  return get(testCase.tool) ?? `${testCase.tool} not in the catalog yet`;
}

async function inProcess(cases: PdfCase[], files: PdfFixtures, books: Books): Promise<Row[]> {
  const rows: Row[] = [];
  for (const testCase of cases) {
    const tool = toolOf(testCase);
    const input = testCase.input(books);
    const qpdfRuns: Run[] = [];
    const toolRuns: Run[] = [];
    let missing = typeof tool === 'string' ? tool : undefined;
    for (let i = 0; i < WARMUPS + REPEATS; i++) {
      const qpdf = qpdfRun(testCase, files);
      if (i >= WARMUPS) qpdfRuns.push(qpdf);
      if (missing) continue;
      try {
        const run = await runInProcess(tool as ToolSummary, input);
        if (i >= WARMUPS) toolRuns.push(run);
      } catch (error) {
        missing = failure(error);
      }
    }
    const row: Row = { testCase, qpdf: figureOf(qpdfRuns, testCase.pages) };
    if (missing) row.missing = missing;
    else row.tool = figureOf(toolRuns, testCase.pages);
    rows.push(row);
  }
  return rows;
}

/**
 * Calls `clients` × CALLS_PER_CLIENT of one case at once, client i under address i modulo
 * `addresses`; answers the wall time and the CPU time the server and its workers spent.
 */
async function poolRound(server: PdfServer, testCase: PdfCase, body: string, clients: number, addresses = clients): Promise<Run> {
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let call = 0; call < CALLS_PER_CLIENT; call++) {
        const text = await postTool(server.url, testCase.tool, body, `10.0.0.${(client % addresses) + 1}`);
        // The answer is read whole once, at warm-up; a round only confirms success, sparing this process's CPU.
        if (!text.startsWith('{"success":true')) throw new Error(`${testCase.tool}: ${text.slice(0, 300)}`);
      }
    }),
  );
  return { ms: performance.now() - started, cpuMs: server.cpuMs() - cpuBefore, bytes: 0 };
}

async function pooled(workers: number, cases: PdfCase[], files: PdfFixtures, books: Books): Promise<void> {
  const server = await startPdfServer(workers);
  const clients = workers * CLIENTS_PER_WORKER;
  const calls = clients * CALLS_PER_CLIENT;
  try {
    const rows: Row[] = [];
    for (const testCase of cases) {
      const tool = toolOf(testCase);
      const qpdfRuns: Run[] = [];
      const rounds: Run[] = [];
      let output: { bytes: number; pages: number } | undefined;
      let missing = typeof tool === 'string' ? tool : undefined;
      const body = JSON.stringify(testCase.input(books));
      if (!missing) {
        try {
          // Warm-up: every worker loads the engine and meets the case once; one answer is read whole.
          const answers = await Promise.all(Array.from({ length: clients }, (_, client) => postTool(server.url, testCase.tool, body, `10.0.0.${client + 1}`)));
          output = pdfOutputs((JSON.parse(answers[0]!) as { result?: unknown }).result);
        } catch (error) {
          missing = failure(error);
        }
      }
      qpdfRun(testCase, files);
      for (let round = 0; round < POOL_ROUNDS; round++) {
        qpdfRuns.push(qpdfRun(testCase, files));
        if (missing) continue;
        try {
          rounds.push(await poolRound(server, testCase, body, clients));
        } catch (error) {
          missing = failure(error);
        }
      }
      const row: Row = { testCase, qpdf: figureOf(qpdfRuns, testCase.pages) };
      if (missing || !output) row.missing = missing ?? 'no answer';
      else row.tool = { ...figureOf(rounds, calls * testCase.pages), bytes: output.bytes, pages: output.pages };
      rows.push(row);
    }
    printTable(
      `through the server's pool, WORKERS=${workers} (POST /api/tools/{id}/execute, Base64 JSON; ${clients} clients × ${CALLS_PER_CLIENT} calls a round, median of ${POOL_ROUNDS} rounds)`,
      rows,
      "the server's and its workers' together (HTTP, JSON, IPC and the tool), not the bench's client. " +
        'The workers run at nice 10 (server/pool/node-process.ts), so on a machine busy with other work they get less of it than qpdf and the in-process runs do; the CPU columns do not depend on that',
    );
    goalCheck(`pool, ${workers} worker${workers === 1 ? '' : 's'}`, rows, workers);
    if (workers >= 2 && rows[0]?.tool) await loneClient(server, cases[0]!, books, clients);
  } finally {
    await server.stop();
  }
}

/**
 * The pool holds one client to half its workers (core/pool.ts, fairShare): the merge from one
 * address against the same calls from `clients` addresses, rounds interleaved.
 */
async function loneClient(server: PdfServer, merge: PdfCase, books: Books, clients: number): Promise<void> {
  const body = JSON.stringify(merge.input(books));
  const many: number[] = [];
  const lone: number[] = [];
  for (let round = 0; round < 3; round++) {
    many.push((await poolRound(server, merge, body, clients)).ms);
    lone.push((await poolRound(server, merge, body, clients, 1)).ms);
  }
  const pagesPerSecond = (ms: number[]) => (clients * CALLS_PER_CLIENT * merge.pages) / (median(ms) / 1000);
  console.log(
    `one client alone (${clients} concurrent calls from one address, interleaved with ${clients} addresses, median of 3): merge ${count(pagesPerSecond(lone))} pages/s against ${count(pagesPerSecond(many))}, ` +
      `${(pagesPerSecond(lone) / pagesPerSecond(many)).toFixed(2)}× (the pool holds a client to half its workers)`,
  );
}

export async function benchPdf(): Promise<void> {
  const files = writePdfFixtures();
  try {
    const cases = pdfCases(files);
    const books = { plain: toBase64(files.book), flate: toBase64(files.flateBook) };
    const under = runtimeName();
    console.log(`\n## PDF throughput under ${under}, beside ${qpdfVersion()}\n`);
    console.log(
      `input: a ${BOOK_PAGES}-page text PDF (${megabytes(files.book.length)}; 45 lines of about 80 characters a page, Helvetica, one font resource, uncompressed content), ` +
        `written by test/pdf/raw-pdf.ts, and the same pages with Flate-compressed content (${megabytes(files.flateBook.length)}); the merges read ${MERGE_COPIES} copies of one or the other (${MERGE_COPIES} files with the same bytes, not one path ${MERGE_COPIES} times). ` +
        `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} at start. Pages/s: median of ${REPEATS} runs after ${WARMUPS} warm-ups; pages/CPU-s: over the runs' mean CPU time; ` +
        `qpdf's runs interleaved with the tool's; qpdf's include spawning its process and reading and writing files, the tool's include Base64 in and out. ` +
        `Pages processed: ${count(MERGE_COPIES * BOOK_PAGES)} for the merge, ${BOOK_PAGES} for the others; split output is the ${BOOK_PAGES} files together.`,
    );

    const rows = await inProcess(cases, files, books);
    printTable(`in-process under ${under} (executeTool from core/index.ts)`, rows, 'this whole process (all its threads)');
    const samePath = figureOf(Array.from({ length: REPEATS }, () => qpdfRun(SAME_PATH_MERGE, files)), SAME_PATH_MERGE.pages);
    console.log(
      `\nqpdf ${SAME_PATH_MERGE.name} (the issue's command as written): ${count(samePath.pagesPerSecond)} pages/s, ${count(samePath.pagesPerCpuSecond)} pages/CPU-s, ${megabytes(samePath.bytes)}; ` +
        'qpdf opens the path once and makes the repeated pages shallow copies sharing one set of content streams, so this is less work than merging ten documents and is not the comparison above.',
    );
    goalCheck(`in-process, ${under}`, rows, 1);

    // The pool's workers are Node processes whichever runtime drives the bench: measured once, from Node.
    if (!process.versions.bun) for (const workers of [1, 2]) await pooled(workers, cases, files, books);
  } finally {
    files.remove();
  }
}
