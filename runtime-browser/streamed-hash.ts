/**
 * Hashing a file as a stream (issue 21 item 4): the bytes of a Blob go through hash-wasm's
 * incremental hashers chunk by chunk, read into two reused buffers, so a 2 GB file costs 8 MB of
 * buffers, not 2 GB (plus 2.7 GB of Base64, the way a file reaches a tool's `bin` in JSON). The
 * result is the one the tool (hash-all, all its digests or those named, or checksum with one of
 * hash-wasm's algorithms) gives for the same bytes, built from the tools' own hasher tables and
 * result shapes; a file over the tools' 10 MB bound gets the answer the tool would give without
 * that bound. Isomorphic: where a Blob's stream is a byte stream (browsers, Node) it is read into
 * our buffers by a BYOB reader; where it is not (Bun's), slices are read instead. The
 * playground runs it in a worker of its own (streamed-hash-worker.ts).
 */
import type { IHasher } from 'hash-wasm';
import { checksumResult, createWasmChecksum, SEEDED, WASM_CHECKSUMS, type WasmChecksum } from '../core/tools/crypto/checksum.ts';
import { createHasher, isHashAllAlgorithm, selectedAlgorithms, type HashAllAlgorithm } from '../core/tools/crypto/hash-all.ts';

export type StreamedHashJob = { tool: 'hash-all'; algorithms: HashAllAlgorithm[] } | { tool: 'checksum'; algorithm: WasmChecksum; seed: number };

const MAX_SEED = 4_294_967_295;

/**
 * The job for a run of `toolId` on `input` (its file left out: the stream brings it), or undefined
 * where the stream cannot give the tool's answer (another field set, an algorithm hash-wasm lacks,
 * a seed the tool would refuse): the run then goes to the tool itself.
 */
export function streamedHashJob(toolId: string, input: Record<string, unknown>): StreamedHashJob | undefined {
  const others = Object.keys(input).filter((key) => key !== 'bin');
  if (toolId === 'hash-all') return others.every((key) => key === 'algorithms') ? hashAllJob(input.algorithms) : undefined;
  if (toolId !== 'checksum' || others.some((key) => key !== 'algorithm' && key !== 'seed')) return undefined;
  const { algorithm = 'crc32', seed = 0 } = input;
  if (!(WASM_CHECKSUMS as readonly unknown[]).includes(algorithm)) return undefined;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) return undefined;
  if (seed !== 0 && !SEEDED.has(algorithm as WasmChecksum)) return undefined;
  return { tool: 'checksum', algorithm: algorithm as WasmChecksum, seed };
}

/** hash-all's job for its `algorithms` field, or undefined where the tool would refuse it. */
function hashAllJob(algorithms: unknown): StreamedHashJob | undefined {
  if (algorithms === undefined) return { tool: 'hash-all', algorithms: selectedAlgorithms(undefined) };
  // Distinct names of the table are at most its twenty: the schema's maxItems needs no check of its own.
  if (!Array.isArray(algorithms) || algorithms.length === 0) return undefined;
  if (!algorithms.every(isHashAllAlgorithm) || new Set(algorithms).size !== algorithms.length) return undefined;
  return { tool: 'hash-all', algorithms: selectedAlgorithms(algorithms) };
}

type HashWasm = typeof import('hash-wasm');

/** Fresh hashers for the job, in the order of the tool's result. */
async function hashersFor(job: StreamedHashJob, lib: HashWasm): Promise<IHasher[]> {
  if (job.tool === 'checksum') return [await createWasmChecksum(lib, job.algorithm, job.seed)];
  return Promise.all(job.algorithms.map((algorithm) => createHasher(algorithm, lib)));
}

/** The tool's result from the digests (hex, in hashersFor's order) of `bytes` bytes. */
function resultOf(job: StreamedHashJob, bytes: number, hexes: readonly string[]): unknown {
  if (job.tool === 'checksum') return checksumResult(job.algorithm, hexes[0]!);
  return { bytes, hashes: job.algorithms.map((algorithm, index) => ({ algorithm, hex: hexes[index]! })) };
}

export interface StreamedHashOptions {
  /** Told the bytes hashed so far, after each chunk. */
  onProgress?: (done: number) => void;
  /** The size of each of the two read buffers; default BUFFER_BYTES. */
  bufferBytes?: number;
}

/**
 * Read buffers of 4 MB. Measured in Chromium 156 on a 1 GiB file (bench/browser-file-hash.ts): a
 * BYOB reader into reused buffers reads at 570 MB/s with 4 MB buffers (340 with 1 MB, 630 with
 * 16 MB), where slice().arrayBuffer() gave 135-227 MB/s and a fresh ArrayBuffer per slice; with
 * SHA-256 in the loop, 4 MB kept pace best.
 */
const BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * The bytes of `blob` in order, each chunk in one of two buffers taken in turn: the next read is
 * asked for before a chunk is handed out, so the file is read while the chunk is hashed. A chunk
 * is valid until the next one is asked for.
 */
export function chunksOf(blob: Blob, bufferBytes = BUFFER_BYTES): AsyncGenerator<Uint8Array> {
  let reader: ReadableStreamBYOBReader;
  try {
    reader = blob.stream().getReader({ mode: 'byob' });
  } catch {
    return sliceChunks(blob, bufferBytes); // Bun: its Blob stream has no byte source
  }
  return byobChunks(reader, bufferBytes);
}

async function* byobChunks(reader: ReadableStreamBYOBReader, bufferBytes: number): AsyncGenerator<Uint8Array> {
  let spare = new ArrayBuffer(bufferBytes);
  let pending = reader.read(new Uint8Array(new ArrayBuffer(bufferBytes)));
  try {
    for (;;) {
      const { done, value } = await pending;
      if (done) return;
      pending = reader.read(new Uint8Array(spare));
      yield value;
      spare = value.buffer as ArrayBuffer;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

async function* sliceChunks(blob: Blob, bytes: number): AsyncGenerator<Uint8Array> {
  const read = (offset: number) => (offset < blob.size ? blob.slice(offset, offset + bytes).arrayBuffer() : undefined);
  let done = 0;
  for (let pending = read(0); pending; ) {
    const chunk = new Uint8Array(await pending);
    done += chunk.length;
    pending = read(done);
    yield chunk;
  }
}

/** Hashes `blob` as it is read and answers the tool's result. */
export async function hashBlob(job: StreamedHashJob, blob: Blob, { onProgress, bufferBytes }: StreamedHashOptions = {}): Promise<unknown> {
  const hashers = await hashersFor(job, await import('hash-wasm'));
  for (const hasher of hashers) hasher.init();
  let done = 0;
  for await (const chunk of chunksOf(blob, bufferBytes)) {
    for (const hasher of hashers) hasher.update(chunk);
    done += chunk.length;
    onProgress?.(done);
  }
  return resultOf(job, done, hashers.map((hasher) => hasher.digest('hex')));
}

/** The baseline of bench/browser-file-hash.ts: `bytes` in memory, hashed by the same hashers in one update each. */
export async function hashInMemory(job: StreamedHashJob, bytes: Uint8Array): Promise<{ result: unknown; ms: number }> {
  const hashers = await hashersFor(job, await import('hash-wasm'));
  const started = performance.now();
  const hexes = hashers.map((hasher) => hasher.init().update(bytes).digest('hex'));
  return { result: resultOf(job, bytes.length, hexes), ms: performance.now() - started };
}
