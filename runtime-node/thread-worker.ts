/** A worker_threads pool worker: loads the catalog once and runs tools for createNodeClient, over Comlink. */
import { createGuardedFetch } from './guarded-fetch.ts';
import { parentPort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { execute } from '../core/index.ts';
import { WORKER_READY, type WorkerApi } from '../core/pool.ts';
import { registerNativeHashing } from './native-hashing.ts';

registerNativeHashing();
// Tools that fetch reach only public addresses (runtime-node/guarded-fetch.ts).
const guardedFetch = createGuardedFetch();

const api: WorkerApi = {
  execute: (id, input, timeoutMs) => execute(id, input, { timeoutMs, fetch: guardedFetch }),
};

Comlink.expose(api, nodeEndpoint(parentPort!));
parentPort!.postMessage(WORKER_READY);
