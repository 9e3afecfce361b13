/** A pool worker process: loads the core catalog once and runs tools on request. */
import { createNodeWorkerApi } from '../../runtime-node/worker-api.ts';
import { serveWorker } from './serve-worker.ts';

serveWorker(createNodeWorkerApi());
