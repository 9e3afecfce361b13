import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { execute } from '../core/index.ts';
import { bytesToBase64 } from '../runtime-browser/playground/base64.ts';
import { hashBlob, hashInMemory, streamedHashJob } from './streamed-hash.ts';

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
  it('streams hash-all with only its file, and checksum with a hash-wasm algorithm and a seed the tool takes', () => {
    expect(streamedHashJob('hash-all', {})).toEqual({ tool: 'hash-all' });
    expect(streamedHashJob('hash-all', { bin: 'x' })).toEqual({ tool: 'hash-all' });
    expect(streamedHashJob('checksum', {})).toEqual({ tool: 'checksum', algorithm: 'crc32', seed: 0 });
    expect(streamedHashJob('checksum', { algorithm: 'xxh64', seed: 7 })).toEqual({ tool: 'checksum', algorithm: 'xxh64', seed: 7 });
  });

  it('leaves to the tool what the stream cannot answer as it would', () => {
    expect(streamedHashJob('hash-all', { text: 'abc' })).toBeUndefined();
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
    const streamed = await hashBlob({ tool: 'hash-all' }, blobOf(bytes), { onProgress: (done) => progress.push(done), sliceBytes: 65_536 });
    expect(streamed).toEqual(await toolResult('hash-all', { bin }));
    expect(progress).toHaveLength(Math.ceil(bytes.length / 65_536));
    expect(progress.at(-1)).toBe(bytes.length);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it.each(['crc32', 'crc32c', 'adler32', 'xxh32', 'xxh64', 'xxh3', 'xxh128'])('checksum %s, seeded where it takes a seed', async (algorithm) => {
    const seed = algorithm.startsWith('xxh') ? 123_456_789 : 0;
    const job = streamedHashJob('checksum', { algorithm, seed })!;
    expect(await hashBlob(job, blobOf(bytes), { sliceBytes: 4_099 })).toEqual(await toolResult('checksum', { bin, algorithm, seed }));
  });

  it('the empty file', async () => {
    expect(await hashBlob({ tool: 'hash-all' }, new Blob([]))).toEqual(await toolResult('hash-all', { bin: '' }));
  });

  it('and the in-memory baseline gives the same', async () => {
    const { result } = await hashInMemory({ tool: 'checksum', algorithm: 'xxh64', seed: 0 }, bytes);
    expect(result).toEqual(await toolResult('checksum', { bin, algorithm: 'xxh64' }));
  });
});
