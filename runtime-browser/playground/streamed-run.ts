/**
 * Decides whether a run hashes its file as a stream (streamed-file.ts) and does it: in this
 * browser, for hash-all (all its digests or those named) and for checksum's hash-wasm
 * algorithms, a picked file goes to a worker
 * of its own as a Blob, with progress and Cancel, and the answer is the tool's. A file larger
 * than the tool's bound that cannot be streamed (to the server; checksum's crc16) is refused
 * beside its field, before anything is sent.
 */
import { formatSize } from './file-rules.ts';
import { LargeFile, streamedField } from './streamed-file.ts';
import type { Where } from './url-state.ts';

export type StreamedOutcome =
  | { kind: 'not-streamed' }
  | { kind: 'result'; result: unknown; executionMs: number }
  | { kind: 'refused'; field: string; message: string };

export interface StreamedRunOptions {
  where: Where;
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
  /** The file picked in a field, if one was. */
  pickedFile(field: string): File | undefined;
}

/** Why a tool's large file is not streamed, when the job's settings are what stop it. */
const NOT_STREAMED: Record<string, string> = {
  checksum: 'only hash-wasm\'s algorithms (crc32, crc32c, adler32, xxh32, xxh64, xxh3, xxh128) are streamed',
  'hash-all': 'it is streamed with the file alone and a list of this tool\'s algorithms, and these settings are not that',
};

export async function runStreamed(toolId: string, input: Record<string, unknown>, options: StreamedRunOptions): Promise<StreamedOutcome> {
  const field = streamedField(toolId);
  const file = field === undefined ? undefined : options.pickedFile(field);
  if (field === undefined || !file) return { kind: 'not-streamed' };
  const large = input[field] instanceof LargeFile;
  const refuse = (why: string): StreamedOutcome => ({ kind: 'refused', field, message: `${file.name} is ${formatSize(file.size)}, more than the tool takes as JSON; ${why}` });
  if (options.where === 'server') return large ? refuse('run it in this browser, which hashes files of any size as a stream') : { kind: 'not-streamed' };
  const { [field]: _file, ...rest } = input;
  const { streamedHashJob } = await import('../streamed-hash.ts');
  const job = streamedHashJob(toolId, rest);
  if (!job) return large ? refuse(NOT_STREAMED[toolId] ?? 'it is not streamed with these settings') : { kind: 'not-streamed' };
  const { hashBlobInWorker } = await import('../streamed-hash-client.ts');
  const { result, ms } = await hashBlobInWorker(job, file, { signal: options.signal, onProgress: options.onProgress });
  return { kind: 'result', result, executionMs: Math.round(ms) };
}
