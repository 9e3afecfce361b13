/**
 * What a Node-side pool worker (a server worker process or a createNodeClient thread) offers:
 * execute with node:crypto hashing, node:zlib deflate for the PDF tools, the guarded fetch and a
 * tool cache in the worker's memory, so tools behave the same in both.
 */
import { execute, MemoryToolCache } from '../core/index.ts';
import type { WorkerApi } from '../core/pool.ts';
import { createGuardedFetch } from './guarded-fetch.ts';
import { registerNodeDeflate } from './native-deflate.ts';
import { registerNativeHashing } from './native-hashing.ts';

export function createNodeWorkerApi(): WorkerApi {
  registerNativeHashing();
  registerNodeDeflate();
  // Tools that fetch reach only public addresses (guarded-fetch.ts).
  const guardedFetch = createGuardedFetch();
  // ctx.cache for this worker alone: the server runs only isolate tools here, and none caches
  // today; a tool that needed the server's shared store would run in the server process instead.
  const cache = new MemoryToolCache();
  return { execute: (id, input, timeoutMs) => execute(id, input, { timeoutMs, fetch: guardedFetch, cache }) };
}
