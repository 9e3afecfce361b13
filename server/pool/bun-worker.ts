/** Spawns pool workers as Bun Workers (Web Worker API), each a Comlink endpoint. */
import * as Comlink from 'comlink';
import type { PoolWorker, WorkerApi } from './pool.ts';

export function spawnBunWorker(url: URL = new URL('./worker.ts', import.meta.url)): PoolWorker {
  const worker = new Worker(url.href, { type: 'module' });
  const api = Comlink.wrap<WorkerApi>(worker);
  return {
    api: { execute: (id, input, timeoutMs) => api.execute(id, input, timeoutMs) },
    terminate: () => {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
    onCrash: (listener) => {
      worker.addEventListener('error', (event) => listener((event as ErrorEvent).error ?? event));
      // Bun fires "close" when a worker's thread ends, including by process.exit inside it.
      worker.addEventListener('close', () => listener(new Error('the worker exited')));
    },
  };
}
