/**
 * tooldeck/node's execute: core's, except that isolate tools (those hostile input can keep busy:
 * regexes, parsers, converters) run on a small worker_threads pool started by the first such
 * call, so `timeoutMs` stops a runaway by terminating its thread, as on the server. The pool lets
 * the process exit whenever it is idle, so a script needs no cleanup.
 */
import { availableParallelism } from 'node:os';
import { get } from '../core/catalog.ts';
import type { InputFor, OutputFor } from '../core/catalog-types.ts';
import { createPoolClient, type ClosableToolClient } from '../core/client.ts';
import type { Envelope } from '../core/envelope.ts';
import { execute as executeHere, type ExecuteOptions } from '../core/execute.ts';
import { createPool, QUEUE_PER_WORKER } from '../core/pool.ts';
import { spawnThreadWorker } from './node-client.ts';

/** Two threads: enough for a script's occasional isolate call, without a thread per core idling. */
const ISOLATE_WORKERS = Math.min(2, availableParallelism());
let isolatePool: ClosableToolClient | undefined;

function isolateClient(): ClosableToolClient {
  isolatePool ??= createPoolClient(
    createPool({ size: ISOLATE_WORKERS, queueLimit: ISOLATE_WORKERS * QUEUE_PER_WORKER, spawn: () => spawnThreadWorker(undefined, { idleUnref: true }) }),
  );
  return isolatePool;
}

/**
 * Runs tool `id` and answers the spec's envelope, like core's execute. An isolate tool runs on a
 * worker thread, where `timeoutMs` (10 s by default) ends it even in synchronous code; other
 * tools, and calls that pass `now`, `random`, `fetch` or `cache` (functions cannot cross to a thread), run
 * in this thread, where a deadline is only judged when the run returns.
 */
export function execute<Id extends string>(id: Id, input: InputFor<Id>, options: ExecuteOptions = {}): Promise<Envelope<OutputFor<Id>>> {
  const tool = typeof id === 'string' ? get(id) : undefined;
  const { now, random, fetch, cache, timeoutMs, signal } = options;
  if (!tool?.isolate || now || random || fetch || cache) return executeHere(id, input, options);
  return isolateClient().execute(id, input, { ...(timeoutMs === undefined ? {} : { timeoutMs }), ...(signal ? { signal } : {}) }) as Promise<Envelope<OutputFor<Id>>>;
}
