// Development only: lets a worker thread load TypeScript sources under plain Node (built JS never
// comes here). Node 20 does not hand the parent's --import hooks to worker threads.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tooldeckEntry);
