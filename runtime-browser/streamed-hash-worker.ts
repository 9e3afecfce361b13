/**
 * The worker of one streamed file hash (streamed-hash.ts): started for one file and terminated
 * after it, or on Cancel, so a cancelled hash stops at once and leaves nothing behind. Progress
 * is posted at most every 100 ms. Also answers the in-memory baseline of bench/browser-file-hash.ts.
 */
import { hashBlob, hashInMemory, type StreamedHashJob } from './streamed-hash.ts';

export type StreamedHashRequest = { type: 'hash'; job: StreamedHashJob; blob: Blob } | { type: 'baseline'; job: StreamedHashJob; size: number };
export type StreamedHashReply =
  | { type: 'progress'; done: number }
  /** ms: from the job's arrival to its digest, as a tool's executionMs counts its run and not the loading of its code. */
  | { type: 'result'; result: unknown; ms: number }
  | { type: 'baseline'; result: unknown; ms: number }
  | { type: 'error'; message: string };

const PROGRESS_EVERY_MS = 100;
const reply = (message: StreamedHashReply) => postMessage(message);

addEventListener('message', async (event: MessageEvent<StreamedHashRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'baseline') {
      // Bytes that are not all zero, made without a second buffer.
      const bytes = new Uint8Array(request.size);
      for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i >>> 12;
      reply({ type: 'baseline', ...(await hashInMemory(request.job, bytes)) });
      return;
    }
    let last = 0;
    const started = performance.now();
    const result = await hashBlob(request.job, request.blob, {
      onProgress(done) {
        const now = performance.now();
        if (now - last < PROGRESS_EVERY_MS) return;
        last = now;
        reply({ type: 'progress', done });
      },
    });
    reply({ type: 'result', result, ms: performance.now() - started });
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
