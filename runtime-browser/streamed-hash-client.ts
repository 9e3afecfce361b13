/**
 * Runs one streamed file hash (streamed-hash.ts) on a worker of its own: the file crosses as a
 * Blob (a handle, not its bytes), progress comes back as bytes done, and the signal's abort
 * terminates the worker, so nothing of a cancelled run can answer later.
 */
import type { StreamedHashJob } from './streamed-hash.ts';
import type { StreamedHashReply, StreamedHashRequest } from './streamed-hash-worker.ts';

export interface StreamedHashRun {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export function startStreamedHashWorker(): Worker {
  // Written out in full so bundlers find and bundle the worker.
  return new Worker(new URL('./streamed-hash-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Resolves to the tool's result for `blob` and the worker's time on it (from the job's arrival to
 * the digest: not the worker's start); rejects with the signal's reason on abort, or with the
 * worker's error.
 */
export function hashBlobInWorker(job: StreamedHashJob, blob: Blob, { signal, onProgress }: StreamedHashRun = {}): Promise<{ result: unknown; ms: number }> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const worker = startStreamedHashWorker();
  return new Promise((resolve, reject) => {
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<StreamedHashReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') return onProgress?.(reply.done, blob.size);
      finish();
      if (reply.type === 'result') {
        onProgress?.(blob.size, blob.size);
        resolve({ result: reply.result, ms: reply.ms });
      } else reject(new Error(reply.type === 'error' ? reply.message : 'unexpected reply'));
    });
    worker.addEventListener('error', (event) => {
      finish();
      reject(new Error(event.message || 'the hashing worker failed'));
    });
    worker.postMessage({ type: 'hash', job, blob } satisfies StreamedHashRequest);
  });
}
