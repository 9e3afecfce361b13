/**
 * What a Node-side pool worker (a server worker process or a createNodeClient thread) offers:
 * execute with node:crypto hashing and the guarded fetch, so tools behave the same in both.
 */
import { execute } from '../core/index.ts';
import type { WorkerApi } from '../core/pool.ts';
import { createGuardedFetch } from './guarded-fetch.ts';
import { registerNativeHashing } from './native-hashing.ts';

export function createNodeWorkerApi(): WorkerApi {
  registerNativeHashing();
  // Tools that fetch reach only public addresses (guarded-fetch.ts).
  const guardedFetch = createGuardedFetch();
  return { execute: (id, input, timeoutMs) => execute(id, input, { timeoutMs, fetch: guardedFetch }) };
}
