/**
 * The playground's streamed file hash in Chromium (issue 21 item 4): a 2 GB file (sparse, made in
 * a temporary folder and removed after) picked in the real page and hashed in this browser, its
 * speed compared per byte with hash-wasm hashing a 256 MB Uint8Array in one update in the same
 * page, and the page's memory sampled during the run (test/browser/streamed-hash-measure.ts says
 * how). The bar: under 200 MB, at >= 0.8x the in-memory speed.
 *
 *   npx tsx bench/browser-file-hash.ts            # 2 GiB: SHA-256, MD5, crc32, xxh64; all 20 digests on 64 MiB
 *   FILE_MB=512 npx tsx bench/browser-file-hash.ts
 */
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPlayground } from '../test/browser/playground-session.ts';
import { measureStreamedHash, type HashWorkload, type StreamedHashFigures } from '../test/browser/streamed-hash-measure.ts';

const MB = 1_000_000;
const FILE_BYTES = Number(process.env.FILE_MB ?? 2048) * 1024 * 1024;
const BASELINE_BYTES = 256 * 1024 * 1024;
/** hash-all's twenty digests run at a few MB/s in WebAssembly: its file, and its baseline, are 64 MiB. */
const HASH_ALL_BYTES = Math.min(FILE_BYTES, 64 * 1024 * 1024);

function sparseFile(dir: string, name: string, bytes: number): string {
  const path = join(dir, name);
  const fd = openSync(path, 'w');
  ftruncateSync(fd, bytes);
  closeSync(fd);
  return path;
}

const show = (f: StreamedHashFigures) =>
  [
    f.workload.padEnd(22),
    `${(f.fileBytes / MB).toFixed(0).padStart(5)} MB streamed ${f.streamedMBps.toFixed(0).padStart(5)} MB/s`,
    `in memory ${f.baselineMBps.toFixed(0).padStart(5)} MB/s`,
    `ratio ${f.ratio.toFixed(2)}`,
    `page heap peak ${(f.peakPageHeap / MB).toFixed(1)} MB`,
    `renderer RSS ${(f.rendererRssBefore / MB).toFixed(0)} -> peak ${(f.peakRendererRss / MB).toFixed(0)} MB`,
  ].join(' | ');

const dir = mkdtempSync(join(tmpdir(), 'tooldeck-file-hash-'));
const marker = `--tooldeck-bench=${randomUUID()}`;
const session = await openPlayground({ args: [marker] });
try {
  const big = sparseFile(dir, 'big.bin', FILE_BYTES);
  const small = sparseFile(dir, 'small.bin', HASH_ALL_BYTES);
  const cases: [HashWorkload, string, number, number][] = [
    [{ tool: 'hash-all', algorithms: ['SHA-256'] }, big, FILE_BYTES, BASELINE_BYTES],
    [{ tool: 'hash-all', algorithms: ['MD5'] }, big, FILE_BYTES, BASELINE_BYTES],
    [{ tool: 'checksum', algorithm: 'crc32' }, big, FILE_BYTES, BASELINE_BYTES],
    [{ tool: 'checksum', algorithm: 'xxh64' }, big, FILE_BYTES, BASELINE_BYTES],
    [{ tool: 'hash-all' }, small, HASH_ALL_BYTES, HASH_ALL_BYTES],
  ];
  console.log(`streamed file hash in Chromium (${session.browser.version()}); baseline: the same hashers on bytes in memory, one update (256 MiB; hash-all 64 MiB)`);
  for (const [workload, path, bytes, baselineBytes] of cases) {
    const figures = await measureStreamedHash({ session, marker, workload, path, fileName: path.endsWith('big.bin') ? 'big.bin' : 'small.bin', fileBytes: bytes, baselineBytes });
    console.log(show(figures));
  }
  if (session.problems.length > 0) console.log('page problems:', session.problems);
} finally {
  await session.close();
  rmSync(dir, { recursive: true, force: true });
}
