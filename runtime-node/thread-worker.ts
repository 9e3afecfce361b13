/** A worker_threads pool worker: loads the catalog once and runs tools for createNodeClient, over Comlink. */
import { parentPort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { WORKER_READY } from '../core/pool.ts';
import { createNodeWorkerApi } from './worker-api.ts';

Comlink.expose(createNodeWorkerApi(), nodeEndpoint(parentPort!));
parentPort!.postMessage(WORKER_READY);
