/**
 * Measures the playground's streamed file hash (issue 21 item 4) in Chromium: a file on disk is
 * picked in the real page (Playwright hands Chromium its path; nothing is copied), run in this
 * browser, and timed by the page's own status line; meanwhile the page's memory is sampled
 * every 50 ms, two ways:
 * - the JS heap of the page (CDP Performance.getMetrics, JSHeapUsedSize);
 * - the resident memory of the page's renderer process, read from /proc: it holds the page, its
 *   workers (the hashing one included), their WebAssembly memory and the stream's chunks.
 * The baseline is hash-wasm hashing bytes in memory in the same page: the same worker code
 * (streamed-hash-worker.ts from the same build) given one Uint8Array and one update per hasher,
 * the fastest of three runs. The streamed time is the hashing worker's own, from the job's
 * arrival to the digest (not the worker's start), as the baseline's excludes its start too.
 * Speeds are compared per byte, so the baseline may be smaller than the file. The file is read
 * once through before it is timed, so the figure is the page's pipeline and not the disk: a first
 * read of the bench's sparse file ran at 180 MB/s, the kernel making its pages, and later ones at
 * 650.
 */
import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { streamedHashJob } from '../../runtime-browser/streamed-hash.ts';
import type { PlaygroundSession } from './playground-session.ts';

/** hash-all with all its digests or those named, or checksum with one algorithm. */
export type HashWorkload = { tool: 'hash-all'; algorithms?: readonly string[] } | { tool: 'checksum'; algorithm: string };

const inputOf = (workload: HashWorkload): Record<string, unknown> =>
  workload.tool === 'checksum' ? { algorithm: workload.algorithm } : workload.algorithms ? { algorithms: workload.algorithms } : {};

export interface StreamedHashFigures {
  workload: string;
  fileBytes: number;
  streamedMs: number;
  streamedMBps: number;
  baselineBytes: number;
  baselineMs: number;
  baselineMBps: number;
  /** streamed speed / in-memory speed. */
  ratio: number;
  /** Peak JSHeapUsedSize of the page during the streamed run, in bytes. */
  peakPageHeap: number;
  /** Resident memory of the renderer process: before the run and its peak during it, in bytes. */
  rendererRssBefore: number;
  peakRendererRss: number;
  /** What the page showed. */
  result: unknown;
}

const MB = 1_000_000;

export const workloadName = (workload: HashWorkload) =>
  workload.tool === 'checksum' ? `checksum ${workload.algorithm}` : workload.algorithms ? `hash-all ${workload.algorithms.join(', ')}` : 'hash-all (20 digests)';

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The renderer processes of the Chromium started with `marker` among its arguments (other
 * Chromiums on the machine are other tests'): processes with --type=renderer whose ancestor
 * carries the marker.
 */
export function rendererPids(marker: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!cmdline.includes('--type=renderer')) continue;
    for (let ancestor = parentOf(pid); ancestor !== undefined && ancestor > 1; ancestor = parentOf(ancestor)) {
      let text = '';
      try {
        text = readFileSync(`/proc/${ancestor}/cmdline`, 'utf8');
      } catch {
        break;
      }
      if (text.includes(marker)) {
        pids.push(pid);
        break;
      }
    }
  }
  return pids;
}

/** The resident memory of the largest of `pids` (the playground's renderer, among the marker's). */
const rendererRss = (pids: number[]) => Math.max(0, ...pids.map(rssOf));

async function pageHeap(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
}

async function openTool(page: Page, pageUrl: string, workload: HashWorkload): Promise<void> {
  await page.goto(`${pageUrl}#tool=${workload.tool}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForFunction((id) => document.querySelector('#tool-id')?.textContent?.startsWith(`${id} `), workload.tool);
  if (workload.tool === 'checksum') await page.selectOption('#field-algorithm', { label: workload.algorithm });
  if (workload.tool === 'hash-all' && workload.algorithms) await page.selectOption('#field-algorithms', [...workload.algorithms]);
}

/** Picks `path` in the file field and waits until the field lists it. */
export async function pickFile(page: Page, path: string, name: string): Promise<void> {
  await page.locator('#field-bin').setInputFiles(path);
  await page.waitForFunction((expected) => document.querySelector('[data-field="bin"] .file-list .file-name')?.textContent === expected, name, { timeout: 60_000 });
}

/** Clicks Run and waits for the answer; returns the tool time the status line reports. */
export async function runAndWait(page: Page, timeout = 600_000): Promise<number> {
  await page.click('#run');
  await page.waitForFunction(() => /^(Done|Not run|Cancelled|The run failed|[A-Z_]+ in)/.test(document.querySelector('#status')?.textContent ?? ''), undefined, { timeout, polling: 100 });
  const status = (await page.locator('#status').textContent()) ?? '';
  const match = /^Done in this browser: tool (\d+) ms/.exec(status);
  if (!match) throw new Error(`the run did not succeed: ${status}`);
  return Number(match[1]);
}

/** In the page: the built streamed-hash worker hashes `size` bytes in memory; answers its time in ms. */
async function baselineMs(session: PlaygroundSession, workload: HashWorkload, size: number): Promise<number> {
  const asset = readdirSync(join(session.built.dir, 'assets')).find((name) => /^streamed-hash-worker-.*\.js$/.test(name));
  if (!asset) throw new Error('the build has no streamed-hash-worker chunk');
  const job = streamedHashJob(workload.tool, inputOf(workload));
  if (!job) throw new Error(`${workloadName(workload)} is not streamed`);
  return session.page.evaluate(
    ({ url, job, size }) =>
      new Promise<number>((resolve, reject) => {
        const worker = new Worker(url, { type: 'module' });
        worker.onmessage = (event: MessageEvent<{ type: string; ms?: number; message?: string }>) => {
          worker.terminate();
          if (event.data.type === 'baseline') resolve(event.data.ms!);
          else reject(new Error(event.data.message ?? event.data.type));
        };
        worker.postMessage({ type: 'baseline', job, size });
      }),
    { url: new URL(`assets/${asset}`, session.page.url()).href, job, size },
  );
}

/** Reads `path` once through, so its pages are in the kernel's cache when the page reads it. */
function warmPageCache(path: string): void {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(16 * 1024 * 1024);
    while (readSync(fd, buffer, 0, buffer.length, null) > 0);
  } finally {
    closeSync(fd);
  }
}

export interface MeasureOptions {
  session: PlaygroundSession;
  /** The argument given to Chromium to find its renderer processes. */
  marker: string;
  workload: HashWorkload;
  path: string;
  fileName: string;
  fileBytes: number;
  baselineBytes: number;
}

export async function measureStreamedHash({ session, marker, workload, path, fileName, fileBytes, baselineBytes }: MeasureOptions): Promise<StreamedHashFigures> {
  const { page, pageUrl } = session;
  await openTool(page, pageUrl, workload);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await pickFile(page, path, fileName);
  // Baseline first, in a worker it ends: its 256 MB are gone (and collected) before the stream runs.
  // The fastest of three: one run of a second varied from 245 to 348 MB/s on this machine, and the
  // fastest baseline is the hardest bar for the stream.
  let inMemoryMs = Infinity;
  for (let run = 0; run < 3; run++) inMemoryMs = Math.min(inMemoryMs, await baselineMs(session, workload, baselineBytes));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  warmPageCache(path);
  // Found once: walking /proc every sample cost the 2-core machine as much CPU as the hash.
  const pids = rendererPids(marker);
  const rendererRssBefore = rendererRss(pids);
  let peakPageHeap = 0;
  let peakRendererRss = rendererRssBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakPageHeap = Math.max(peakPageHeap, await pageHeap(cdp).catch(() => 0));
      peakRendererRss = Math.max(peakRendererRss, rendererRss(pids));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  let streamedMs: number;
  try {
    streamedMs = await runAndWait(page);
  } finally {
    sampling = false;
    await sampler;
  }
  const result = JSON.parse((await page.locator('#result-json').textContent()) ?? 'null') as unknown;
  await cdp.detach();
  const streamedMBps = fileBytes / MB / (streamedMs / 1000);
  const baselineMBps = baselineBytes / MB / (inMemoryMs / 1000);
  return {
    workload: workloadName(workload),
    fileBytes,
    streamedMs,
    streamedMBps,
    baselineBytes,
    baselineMs: inMemoryMs,
    baselineMBps,
    ratio: streamedMBps / baselineMBps,
    peakPageHeap,
    rendererRssBefore,
    peakRendererRss,
    result,
  };
}
