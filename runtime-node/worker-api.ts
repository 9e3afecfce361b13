/**
 * What a Node-side pool worker (a server worker process or a createNodeClient thread) offers:
 * execute with node:crypto hashing, node:zlib deflate for the PDF tools and the guarded fetch, so
 * tools behave the same in both.
 */
import { execute } from '../core/index.ts';
import type { WorkerApi } from '../core/pool.ts';
import { createGuardedFetch } from './guarded-fetch.ts';
import { registerNodeDeflate } from './native-deflate.ts';
import { registerNativeHashing } from './native-hashing.ts';

export function createNodeWorkerApi(): WorkerApi {
  registerNativeHashing();
  registerNodeDeflate();
  // Tools that fetch reach only public addresses (guarded-fetch.ts).
  const guardedFetch = createGuardedFetch();
  return { execute: (id, input, timeoutMs) => execute(id, input, { timeoutMs, fetch: guardedFetch }) };
}
