/** A worker_threads pool worker: loads the catalog once and runs tools for createNodeClient, over Comlink. */
import { parentPort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { execute } from '../core/index.ts';
import type { WorkerApi } from '../core/pool.ts';
import { registerNativeHashing } from './native-hashing.ts';
import { THREAD_READY } from './thread-ready.ts';

registerNativeHashing();

const api: WorkerApi = {
  execute: (id, input, timeoutMs) => execute(id, input, { timeoutMs }),
};

Comlink.expose(api, nodeEndpoint(parentPort!));
parentPort!.postMessage(THREAD_READY);
