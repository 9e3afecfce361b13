/**
 * createBrowserClient: tools run on Web Workers through Comlink, with the server's semantics (a
 * run past its deadline has its worker terminated and replaced, so a runaway regex never
 * freezes the page). Results carrying bytes come back as transferables.
 */
import * as Comlink from 'comlink';
import { createPoolClient, type ClosableToolClient } from '../core/client.ts';
import { createPool, QUEUE_PER_WORKER, WORKER_READY, type PoolWorker, type WorkerApi } from '../core/pool.ts';

export function spawnWebWorker(): PoolWorker {
  // Written out in full so bundlers (Vite, esbuild, webpack) find and bundle the worker.
  const worker = new Worker(new URL('./browser-worker.ts', import.meta.url), { type: 'module' });
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.data !== WORKER_READY) return;
      worker.removeEventListener('message', onMessage);
      resolve();
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', (event) => reject(event.error ?? new Error(event.message)), { once: true });
  });
  ready.catch(() => {});
  const api = Comlink.wrap<WorkerApi>(worker);
  return {
    ready,
    api: { execute: (id, input, timeoutMs) => api.execute(id, input, timeoutMs) },
    terminate: () => worker.terminate(),
    onCrash: (listener) => worker.addEventListener('error', (event) => listener(event.error ?? new Error(event.message)), { once: true }),
  };
}

export interface BrowserClientOptions {
  /** Pool size; the browser's reported cores (at most 4) by default. */
  workers?: number;
}

export function createBrowserClient({ workers = Math.min(4, navigator.hardwareConcurrency || 2) }: BrowserClientOptions = {}): ClosableToolClient {
  const pool = createPool({ size: workers, queueLimit: workers * QUEUE_PER_WORKER, spawn: spawnWebWorker });
  return createPoolClient(pool);
}
