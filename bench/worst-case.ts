/**
 * The worst-case bench behind DESIGN.md's 50 ms rule: for every tool, the worst inputs its schema
 * admits (bench/worst-generate.ts, bench/worst-inputs.ts), run through executeTool in-process as
 * the server runs a non-isolate tool, with the time on the calling thread and the peak memory.
 *
 *   npx tsx bench/worst-case.ts [ids…] [--fast] [--limit=20] [--json=out.json]
 *
 * How it measures:
 * - One child process per tool runs its candidates in turn (node --expose-gc, a 3 GB heap cap so
 *   a memory bomb kills the child, not the machine). A candidate that passes --limit seconds gets
 *   its child killed and reads ">limit"; the next child goes on after it.
 * - Time: performance.now() around `await executeTool(…)` (validation included, as on the server),
 *   after one warm-up run of the tool's first example, so lazy imports and JIT are paid before.
 * - Memory: gc() before the run, then the growth of the process's peak RSS (getrusage maxrss)
 *   over the RSS before it. maxrss is a high-water mark: in a child that already reached a higher
 *   peak on an earlier candidate it under-reads. So each tool's worst candidate is run again,
 *   alone, in a fresh child, and that run's figures are the ones in the table.
 * - Scaling: the worst candidate, when it is a shape with a length parameter, runs again at half
 *   size; "×2" is time(n) / time(n/2): about 2 is linear, about 4 is quadratic.
 * - --fast runs everything in this process: no timeout guard (a synchronous runaway cannot be
 *   interrupted) and memory readings only as good as the first high-water mark.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { tools } from '../core/catalog-metadata.ts';
import { executeTool } from '../core/execute.ts';
import { preloadCompiler } from '../core/validate.ts';
import { candidatesOf, type Candidate } from './worst-generate.ts';
import type { ToolMeta } from '../core/catalog-types.ts';

// Tools import WebAssembly and fonts as bytes, as every build gives them (scripts/binary-imports.ts).
register('../scripts/binary-imports-hook.ts', import.meta.url);

/** The inline budget of DESIGN.md. */
const INLINE_MS = 50;
const CHILD_HEAP_MB = 3072;

interface Measurement {
  index: number;
  name: string;
  ms: number;
  /** Peak RSS growth during the run, MB. */
  mb: number;
  inputChars: number;
  resultChars: number;
  /** "ok", or the error code of the envelope, "timeout" (past --limit) or "crash". */
  answer: string;
  message?: string;
  /** time(n) / time(n/2), when measured. */
  ratio?: number;
}

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

async function measure(tool: ToolMeta, candidate: Candidate, index: number, scale = 1): Promise<Measurement> {
  const input = candidate.input(scale);
  const inputChars = JSON.stringify(input).length;
  gc();
  const rssBefore = process.memoryUsage().rss;
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  const started = performance.now();
  const envelope = await executeTool(tool, input, { timeoutMs: 60_000 });
  const ms = performance.now() - started;
  const peakAfter = process.resourceUsage().maxRSS * 1024;
  const rssAfter = process.memoryUsage().rss;
  const peak = peakAfter > peakBefore ? peakAfter : rssAfter;
  let resultChars = -1;
  try {
    resultChars = JSON.stringify(envelope).length;
  } catch {
    // A result too big or too deep to serialise is itself a finding: -1 in the table.
  }
  const measurement: Measurement = { index, name: candidate.name, ms, mb: Math.max(0, peak - rssBefore) / 1e6, inputChars, resultChars, answer: envelope.success ? 'ok' : envelope.error.code };
  if (!envelope.success) measurement.message = envelope.error.message.slice(0, 120);
  return measurement;
}

/** As the server starts: its checkers compiled from the first call (validate.ts), and the tool's code loaded by one run. */
async function warmUp(tool: ToolMeta): Promise<void> {
  await preloadCompiler();
  const example = tool.examples[0];
  if (example) await executeTool(tool, example.input, { timeoutMs: 60_000 }).catch(() => {});
}

/** Child mode: `--child id from [only]`; one JSON line per event on stdout. */
async function child(id: string, from: number, only: number | undefined): Promise<void> {
  const tool = tools.find((entry) => entry.id === id)!;
  const candidates = candidatesOf(tool);
  const say = (message: object) => process.stdout.write(JSON.stringify(message) + '\n');
  await warmUp(tool);
  say({ total: candidates.length });
  let worst: Measurement | undefined;
  for (let index = from; index < candidates.length; index++) {
    if (only !== undefined && index !== only) continue;
    say({ start: index });
    const measurement = await measure(tool, candidates[index]!, index);
    if (only !== undefined && candidates[index]!.scalable && measurement.ms > 2) {
      say({ start: index, half: true });
      const half = await measure(tool, candidates[index]!, index, 0.5);
      measurement.ratio = measurement.ms / Math.max(half.ms, 0.01);
    }
    say({ done: measurement });
    if (!worst || measurement.ms > worst.ms) worst = measurement;
  }
}

interface ChildOutcome {
  measurements: Measurement[];
  total: number;
}

function runChild(id: string, limitMs: number, only?: number): Promise<ChildOutcome> {
  const self = fileURLToPath(import.meta.url);
  const measurements: Measurement[] = [];
  let total = 0;
  const runFrom = (from: number): Promise<void> =>
    new Promise((resolve) => {
      const args = ['--expose-gc', `--max-old-space-size=${CHILD_HEAP_MB}`, '--import', import.meta.resolve('tsx'), self, '--child', id, String(from)];
      if (only !== undefined) args.push(String(only));
      const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let current: { index: number } | undefined;
      let timer: NodeJS.Timeout | undefined;
      let buffered = '';
      let stderr = '';
      let timedOut = false;
      proc.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      proc.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        let newline;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, newline);
          buffered = buffered.slice(newline + 1);
          const message = JSON.parse(line) as { total?: number; start?: number; done?: Measurement };
          if (message.total !== undefined) total = message.total;
          if (message.start !== undefined) {
            current = { index: message.start };
            clearTimeout(timer);
            timer = setTimeout(() => {
              timedOut = true;
              proc.kill('SIGKILL');
            }, limitMs);
          }
          if (message.done) {
            clearTimeout(timer);
            measurements.push(message.done);
            current = undefined;
          }
        }
      });
      proc.on('exit', () => {
        clearTimeout(timer);
        // A child that dies before its first candidate (it could not even load the catalog) is a crash too.
        if (!current && measurements.length === 0 && only === undefined) current = { index: from };
        if (current) {
          const crash = timedOut ? 'timeout' : 'crash';
          const message = timedOut ? `>${limitMs / 1000}s` : (stderr.match(/(FATAL ERROR[^\n]*|RangeError[^\n]*|Error[^\n]*)/)?.[1] ?? 'child died').slice(0, 120);
          measurements.push({ index: current.index, name: `#${current.index}`, ms: timedOut ? limitMs : NaN, mb: NaN, inputChars: NaN, resultChars: -1, answer: crash, message });
          if (only === undefined && current.index + 1 < total) return void runFrom(current.index + 1).then(resolve);
        }
        resolve();
      });
    });
  return runFrom(0).then(() => ({ measurements, total }));
}

async function inProcess(tool: ToolMeta): Promise<Measurement[]> {
  await warmUp(tool);
  const candidates = candidatesOf(tool);
  const results: Measurement[] = [];
  for (let index = 0; index < candidates.length; index++) results.push(await measure(tool, candidates[index]!, index));
  const worst = worstOf(results);
  if (worst && candidates[worst.index]!.scalable && worst.ms > 2) {
    worst.ratio = worst.ms / Math.max((await measure(tool, candidates[worst.index]!, worst.index, 0.5)).ms, 0.01);
  }
  return results;
}

/** The candidate that took longest (a timeout or crash counts as worst of all). */
function worstOf(results: Measurement[]): Measurement | undefined {
  const rank = (m: Measurement) => (m.answer === 'timeout' || m.answer === 'crash' ? Infinity : m.ms);
  return results.reduce<Measurement | undefined>((worst, m) => (!worst || rank(m) > rank(worst) ? m : worst), undefined);
}

interface Row {
  id: string;
  isolate: boolean;
  worst: Measurement;
  heaviest: Measurement;
  candidates: number;
}

function verdict(row: Row): string {
  const { worst, isolate } = row;
  if (worst.answer === 'crash') return 'CRASH';
  if (worst.answer === 'timeout') return isolate ? '>limit (worker)' : '>limit OVER';
  if (worst.answer === 'INTERNAL_ERROR') return 'INTERNAL';
  if (isolate) return 'worker';
  const linear = worst.ratio === undefined || worst.ratio < 3;
  return worst.ms <= INLINE_MS && linear ? 'ok' : worst.ms <= INLINE_MS ? 'NONLINEAR' : 'OVER';
}

function printTable(rows: Row[]): void {
  const header = ['tool', 'iso', 'worst candidate', 'inline ms', 'isolate ms', 'MB', '×2', 'result', 'answer', 'verdict', 'max MB (candidate)'];
  const lines = rows.map((row) => {
    const { worst, heaviest } = row;
    const ms = worst.answer === 'timeout' ? `>${Math.round(worst.ms / 1000)}s` : worst.ms.toFixed(1);
    return [
      row.id,
      row.isolate ? 'yes' : '',
      worst.name,
      row.isolate ? '' : ms,
      row.isolate ? ms : '',
      Number.isFinite(worst.mb) ? worst.mb.toFixed(0) : '?',
      worst.ratio !== undefined ? worst.ratio.toFixed(1) : '',
      worst.resultChars >= 0 ? String(worst.resultChars) : '?',
      worst.answer,
      verdict(row),
      Number.isFinite(heaviest.mb) ? `${heaviest.mb.toFixed(0)} (${heaviest.name})` : '?',
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => '| ' + cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ') + ' |';
  console.log(format(header));
  console.log('|' + widths.map((width) => '-'.repeat(width + 2)).join('|') + '|');
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--child') return child(args[1]!, Number(args[2]), args[3] === undefined ? undefined : Number(args[3]));
  const fast = args.includes('--fast');
  const limitMs = Number(args.find((arg) => arg.startsWith('--limit='))?.slice(8) ?? 20) * 1000;
  const jsonOut = args.find((arg) => arg.startsWith('--json='))?.slice(7);
  const ids = args.filter((arg) => !arg.startsWith('--'));
  const unknown = ids.filter((id) => !tools.some((tool) => tool.id === id));
  if (unknown.length > 0) throw new Error(`no tool with id ${unknown.join(', ')}`);
  const chosen = ids.length > 0 ? tools.filter((tool) => ids.includes(tool.id)) : [...tools];

  const rows: Row[] = [];
  const all: Record<string, Measurement[]> = {};
  for (const tool of chosen) {
    let measurements: Measurement[];
    let worst: Measurement;
    if (fast) {
      measurements = await inProcess(tool);
      worst = worstOf(measurements)!;
    } else {
      measurements = (await runChild(tool.id, limitMs)).measurements;
      const screened = worstOf(measurements)!;
      // Alone in a fresh child, so its peak memory is its own (see the header).
      worst = screened.answer === 'timeout' || screened.answer === 'crash' ? screened : (worstOf((await runChild(tool.id, limitMs, screened.index)).measurements) ?? screened);
    }
    all[tool.id] = measurements;
    const heaviest = measurements.reduce((a, b) => (!(a.mb >= b.mb) ? b : a));
    const row: Row = { id: tool.id, isolate: tool.isolate === true, worst, heaviest, candidates: measurements.length };
    rows.push(row);
    process.stderr.write(`${tool.id}: ${worst.name} ${worst.ms.toFixed(1)} ms ${worst.answer} ${verdict(row)}\n`);
  }
  printTable(rows);
  const over = rows.filter((row) => !row.isolate && verdict(row) !== 'ok');
  console.log(`\n${rows.length} tools, ${rows.reduce((sum, row) => sum + row.candidates, 0)} candidates; inline over ${INLINE_MS} ms or not linear: ${over.map((row) => row.id).join(', ') || 'none'}`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ rows, all }, null, 1));
}

await main();
