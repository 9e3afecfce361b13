/** The worker side of a pool process: exposes a WorkerApi over the process's IPC channel. */
import * as Comlink from 'comlink';
import { WORKER_READY, type WorkerApi } from '../../core/pool.ts';
import { processEndpoint, type MessageChannelLike } from './process-endpoint.ts';

export function serveWorker(api: WorkerApi): void {
  if (typeof process.send !== 'function') throw new Error('a pool worker must be spawned with an IPC channel');
  Comlink.expose(api, processEndpoint(process as unknown as MessageChannelLike));
  // Orphans never linger: when the server goes, so does its worker.
  process.on('disconnect', () => process.exit(0));
  process.send(WORKER_READY);
}
