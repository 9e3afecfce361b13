/**
 * createNodeClient: tools run on a worker_threads pool through Comlink, with the server's
 * semantics (a run past its deadline has its thread terminated and replaced; a crash fails only
 * its own call). Works under Node 20+, Deno 2 and Bun, which all implement node:worker_threads.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { createPoolClient, type ClosableToolClient } from '../core/client.ts';
import { createPool, QUEUE_PER_WORKER, WORKER_READY, type PoolWorker, type WorkerApi } from '../core/pool.ts';
import { registerNativeHashing } from './native-hashing.ts';

// Built as .js beside this file in dist/, read as .ts from the sources.
const SOURCE_EXTENSION = import.meta.url.slice(import.meta.url.lastIndexOf('.'));
const WORKER_ENTRY = new URL(`./thread-worker${SOURCE_EXTENSION}`, import.meta.url);

/** Plain Node cannot load TypeScript: from the sources, a bootstrap registers tsx (a dev dependency) first. */
function workerFor(entry: URL): Worker {
  // The parent's flags are inherited, except --input-type, which makes Node refuse a file entry.
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
  const isNode = typeof (globalThis as { Bun?: unknown }).Bun === 'undefined' && typeof (globalThis as { Deno?: unknown }).Deno === 'undefined';
  if (!isNode || !entry.pathname.endsWith('.ts')) return new Worker(entry, { execArgv });
  return new Worker(new URL('./tsx-bootstrap.mjs', import.meta.url), { execArgv, workerData: { tooldeckEntry: entry.href } });
}

export interface ThreadWorkerOptions {
  /**
   * Let the process exit while this worker is idle, as it would without tooldeck: for a pool a
   * script starts on its own (tooldeck/node's execute). The worker holds the process only while
   * it starts or runs a call.
   */
  idleUnref?: boolean;
}

export function spawnThreadWorker(entry: URL = WORKER_ENTRY, { idleUnref = false }: ThreadWorkerOptions = {}): PoolWorker {
  const worker = workerFor(entry);
  // Starting counts as busy: the pool awaits `ready`, and nothing else may keep the process up.
  let busy = 1;
  const hold = () => {
    if (idleUnref && busy++ === 0) worker.ref();
  };
  const release = () => {
    if (idleUnref && --busy === 0) worker.unref();
  };
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== WORKER_READY) return;
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('the worker thread exited before it was ready')));
  });
  ready.then(release, () => {});
  const api = Comlink.wrap<WorkerApi>(nodeEndpoint(worker));
  return {
    ready,
    api: {
      execute: (id, input, timeoutMs) => {
        hold();
        return api.execute(id, input, timeoutMs).finally(release);
      },
    },
    terminate: () => void worker.terminate(),
    onCrash: (listener) => {
      let reported = false;
      const report = (error: unknown) => {
        if (reported) return;
        reported = true;
        listener(error);
      };
      worker.once('error', report);
      worker.once('exit', (code) => report(new Error(`the worker thread exited (code ${code})`)));
    },
  };
}

export interface NodeClientOptions {
  /** Pool size; the CPU count by default. */
  workers?: number;
}

export function createNodeClient({ workers = availableParallelism() }: NodeClientOptions = {}): ClosableToolClient {
  registerNativeHashing();
  const pool = createPool({ size: workers, queueLimit: workers * QUEUE_PER_WORKER, spawn: () => spawnThreadWorker() });
  return createPoolClient(pool);
}
