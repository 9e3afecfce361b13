import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { execute } from '../core/index.ts';
import { bytesToBase64 } from '../runtime-browser/playground/base64.ts';
import { HASH_ALL_ORDER } from '../core/tools/crypto/hash-all.ts';
import { chunksOf, hashBlob, hashInMemory, streamedHashJob } from './streamed-hash.ts';

/** A Blob in several parts of uneven sizes, which the slices below cut across. */
function blobOf(bytes: Uint8Array): Blob {
  const parts: Uint8Array[] = [];
  for (let at = 0, size = 1; at < bytes.length; at += size, size = size * 3 + 7) parts.push(bytes.subarray(at, at + size));
  return new Blob(parts as BlobPart[]);
}

async function toolResult(tool: string, input: Record<string, unknown>): Promise<unknown> {
  const envelope = await execute(tool, input);
  if (!envelope.success) throw new Error(envelope.error.message);
  return envelope.result;
}

describe('streamedHashJob', () => {
  it('streams hash-all with its file and its algorithms, and checksum with a hash-wasm algorithm and a seed the tool takes', () => {
    expect(streamedHashJob('hash-all', {})).toEqual({ tool: 'hash-all', algorithms: [...HASH_ALL_ORDER] });
    expect(streamedHashJob('hash-all', { bin: 'x' })).toEqual({ tool: 'hash-all', algorithms: [...HASH_ALL_ORDER] });
    expect(streamedHashJob('hash-all', { algorithms: ['SHA-256', 'MD5'] })).toEqual({ tool: 'hash-all', algorithms: ['MD5', 'SHA-256'] });
    expect(streamedHashJob('checksum', {})).toEqual({ tool: 'checksum', algorithm: 'crc32', seed: 0 });
    expect(streamedHashJob('checksum', { algorithm: 'xxh64', seed: 7 })).toEqual({ tool: 'checksum', algorithm: 'xxh64', seed: 7 });
  });

  it('leaves to the tool what the stream cannot answer as it would', () => {
    expect(streamedHashJob('hash-all', { text: 'abc' })).toBeUndefined();
    expect(streamedHashJob('hash-all', { algorithms: [] })).toBeUndefined();
    expect(streamedHashJob('hash-all', { algorithms: 'SHA-256' })).toBeUndefined();
    expect(streamedHashJob('hash-all', { algorithms: ['SHA-256', 'crc32'] })).toBeUndefined();
    expect(streamedHashJob('hash-all', { algorithms: ['sha256'] })).toBeUndefined();
    expect(streamedHashJob('hash-all', { algorithms: ['MD5', 'MD5'] })).toBeUndefined();
    expect(streamedHashJob('hash-all', { algorithms: ['__proto__'] })).toBeUndefined();
    expect(streamedHashJob('hash-all', { algorithms: [1] })).toBeUndefined();
    expect(streamedHashJob('hash-all', { algorithms: Array(21).fill('MD5') })).toBeUndefined();
    expect(streamedHashJob('checksum', { algorithm: 'crc16' })).toBeUndefined();
    expect(streamedHashJob('checksum', { algorithm: 'murmur3' })).toBeUndefined();
    expect(streamedHashJob('checksum', { algorithm: 'crc32', seed: 1 })).toBeUndefined();
    expect(streamedHashJob('checksum', { algorithm: 'xxh32', seed: -1 })).toBeUndefined();
    expect(streamedHashJob('checksum', { algorithm: 'xxh32', seed: 2 ** 32 })).toBeUndefined();
    expect(streamedHashJob('checksum', { algorithm: 'xxh32', seed: 1.5 })).toBeUndefined();
    expect(streamedHashJob('checksum', { algorithm: '__proto__' })).toBeUndefined();
    expect(streamedHashJob('hash', {})).toBeUndefined();
  });
});

describe('hashBlob gives the tool\'s answer for the same bytes', () => {
  const bytes = new Uint8Array(randomBytes(300_001));
  const bin = bytesToBase64(bytes);

  it('hash-all: every digest and the byte count', async () => {
    const progress: number[] = [];
    const streamed = await hashBlob(streamedHashJob('hash-all', {})!, blobOf(bytes), { onProgress: (done) => progress.push(done), bufferBytes: 65_536 });
    expect(streamed).toEqual(await toolResult('hash-all', { bin }));
    expect(progress.length).toBeGreaterThanOrEqual(Math.ceil(bytes.length / 65_536));
    expect(progress.at(-1)).toBe(bytes.length);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('hash-all: only the digests named', async () => {
    const algorithms = ['SHA-256', 'MD5', 'BLAKE3-256'];
    expect(await hashBlob(streamedHashJob('hash-all', { algorithms })!, blobOf(bytes), { bufferBytes: 1_000 })).toEqual(await toolResult('hash-all', { bin, algorithms }));
  });

  it.each(['crc32', 'crc32c', 'adler32', 'xxh32', 'xxh64', 'xxh3', 'xxh128'])('checksum %s, seeded where it takes a seed', async (algorithm) => {
    const seed = algorithm.startsWith('xxh') ? 123_456_789 : 0;
    const job = streamedHashJob('checksum', { algorithm, seed })!;
    expect(await hashBlob(job, blobOf(bytes), { bufferBytes: 4_099 })).toEqual(await toolResult('checksum', { bin, algorithm, seed }));
  });

  it('the empty file', async () => {
    expect(await hashBlob(streamedHashJob('hash-all', {})!, new Blob([]))).toEqual(await toolResult('hash-all', { bin: '' }));
  });

  it('and the in-memory baseline gives the same', async () => {
    const { result } = await hashInMemory({ tool: 'checksum', algorithm: 'xxh64', seed: 0 }, bytes);
    expect(result).toEqual(await toolResult('checksum', { bin, algorithm: 'xxh64' }));
  });
});

describe('chunksOf reads a Blob in order into two buffers taken in turn', () => {
  const bytes = new Uint8Array(randomBytes(100_003));
  /** Copies each chunk before asking for the next: a chunk is only valid until then. */
  async function collect(chunks: AsyncGenerator<Uint8Array>): Promise<{ joined: Uint8Array; largest: number }> {
    const parts: Uint8Array[] = [];
    for await (const chunk of chunks) parts.push(chunk.slice());
    const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    parts.reduce((at, part) => (joined.set(part, at), at + part.length), 0);
    return { joined, largest: Math.max(...parts.map((part) => part.length)) };
  }

  it('through a BYOB reader where the Blob has a byte stream (browsers, Node)', async () => {
    const { joined, largest } = await collect(chunksOf(blobOf(bytes), 8_192));
    expect(joined).toEqual(bytes);
    expect(largest).toBeLessThanOrEqual(8_192);
  });

  it('by slices where it has not (Bun)', async () => {
    const blob = blobOf(bytes);
    const plain = Object.assign(blob, { stream: () => new ReadableStream({ start: (controller) => controller.close() }) });
    expect(() => plain.stream().getReader({ mode: 'byob' })).toThrow(TypeError);
    const { joined, largest } = await collect(chunksOf(plain, 8_192));
    expect(joined).toEqual(bytes);
    expect(largest).toBe(8_192);
  });

  it('stops reading when the consumer stops', async () => {
    const chunks = chunksOf(blobOf(bytes), 1_024);
    expect((await chunks.next()).done).toBe(false);
    expect(await chunks.return(undefined)).toEqual({ done: true, value: undefined });
  });
});
