/**
 * Hashing a file as a stream (issue 21 item 4): the bytes of a Blob go through hash-wasm's
 * incremental hashers slice by slice, so a 2 GB file costs two slices of memory, not 2 GB (plus
 * 2.7 GB of Base64, the way a file reaches a tool's `bin` in JSON). The result is the one the tool
 * (hash-all, or checksum with one of hash-wasm's algorithms) gives for the same bytes, built from
 * the tools' own hasher tables and result shapes; a file over the tools' 10 MB bound gets the
 * answer the tool would give without that bound. Isomorphic: Blob.slice() exists in browsers,
 * Node, Deno and Bun; the playground runs it in a worker of its own (streamed-hash-worker.ts).
 */
import type { IHasher } from 'hash-wasm';
import { HASH_ALGORITHMS, HASH_WASM_FACTORIES } from '../core/lib/hashing.ts';
import { checksumResult, createWasmChecksum, SEEDED, WASM_CHECKSUMS, type WasmChecksum } from '../core/tools/crypto/checksum.ts';
import { HASH_ALL_ORDER, HASH_ALL_WASM } from '../core/tools/crypto/hash-all.ts';

export type StreamedHashJob = { tool: 'hash-all' } | { tool: 'checksum'; algorithm: WasmChecksum; seed: number };

const MAX_SEED = 4_294_967_295;

/**
 * The job for a run of `toolId` on `input` (its file left out: the stream brings it), or undefined
 * where the stream cannot give the tool's answer (another field set, an algorithm hash-wasm lacks,
 * a seed the tool would refuse): the run then goes to the tool itself.
 */
export function streamedHashJob(toolId: string, input: Record<string, unknown>): StreamedHashJob | undefined {
  const others = Object.keys(input).filter((key) => key !== 'bin');
  if (toolId === 'hash-all') return others.length === 0 ? { tool: 'hash-all' } : undefined;
  if (toolId !== 'checksum' || others.some((key) => key !== 'algorithm' && key !== 'seed')) return undefined;
  const { algorithm = 'crc32', seed = 0 } = input;
  if (!(WASM_CHECKSUMS as readonly unknown[]).includes(algorithm)) return undefined;
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) return undefined;
  if (seed !== 0 && !SEEDED.has(algorithm as WasmChecksum)) return undefined;
  return { tool: 'checksum', algorithm: algorithm as WasmChecksum, seed };
}

type HashWasm = typeof import('hash-wasm');

/** Fresh hashers for the job, named as the tool names them, in the tool's order. */
export async function hashersFor(job: StreamedHashJob, lib: HashWasm): Promise<[string, IHasher][]> {
  if (job.tool === 'checksum') return [[job.algorithm, await createWasmChecksum(lib, job.algorithm, job.seed)]];
  const made = new Map<string, IHasher>();
  for (const algorithm of HASH_ALGORITHMS) made.set(algorithm, await HASH_WASM_FACTORIES[algorithm](lib));
  for (const [name, create] of HASH_ALL_WASM) made.set(name, await create(lib));
  return HASH_ALL_ORDER.map((name) => [name, made.get(name)!]);
}

/** The tool's result from the digests (hex, in hashersFor's order) of `bytes` bytes. */
export function resultOf(job: StreamedHashJob, bytes: number, hexes: readonly string[]): unknown {
  if (job.tool === 'checksum') return checksumResult(job.algorithm, hexes[0]!);
  return { bytes, hashes: HASH_ALL_ORDER.map((algorithm, index) => ({ algorithm, hex: hexes[index]! })) };
}

export interface StreamedHashOptions {
  /** Told the bytes hashed so far, after each slice. */
  onProgress?: (done: number) => void;
  /** Bytes read at once; default SLICE_BYTES. */
  sliceBytes?: number;
}

/**
 * Slices read at once. Chromium hands Blob.stream() over in 64 KB chunks and read a file at 135 MB/s
 * that way here; 16 MB slices read at 195 MB/s, and two in flight (one hashed while the next is read)
 * keep memory at two slices.
 */
const SLICE_BYTES = 16 * 1024 * 1024;

/** Hashes `blob` slice by slice, reading the next slice while it hashes this one, and answers the tool's result. */
export async function hashBlob(job: StreamedHashJob, blob: Blob, { onProgress, sliceBytes = SLICE_BYTES }: StreamedHashOptions = {}): Promise<unknown> {
  const hashers = await hashersFor(job, await import('hash-wasm'));
  for (const [, hasher] of hashers) hasher.init();
  const read = (offset: number) => (offset < blob.size ? blob.slice(offset, offset + sliceBytes).arrayBuffer() : undefined);
  let done = 0;
  for (let pending = read(0); pending; ) {
    const slice = new Uint8Array(await pending);
    pending = read(done + slice.length);
    for (const [, hasher] of hashers) hasher.update(slice);
    done += slice.length;
    onProgress?.(done);
  }
  return resultOf(job, done, hashers.map(([, hasher]) => hasher.digest('hex')));
}

/** The baseline of bench/browser-file-hash.ts: `bytes` in memory, hashed by the same hashers in one update each. */
export async function hashInMemory(job: StreamedHashJob, bytes: Uint8Array): Promise<{ result: unknown; ms: number }> {
  const hashers = await hashersFor(job, await import('hash-wasm'));
  const started = performance.now();
  const hexes = hashers.map(([, hasher]) => hasher.init().update(bytes).digest('hex'));
  return { result: resultOf(job, bytes.length, hexes), ms: performance.now() - started };
}
