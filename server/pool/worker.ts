/** A pool worker process: loads the core catalog once and runs tools on request. */
import { createGuardedFetch } from '../../runtime-node/guarded-fetch.ts';
import { execute } from '../../core/index.ts';
import { registerNativeHashing } from '../../runtime-node/native-hashing.ts';
import { serveWorker } from './serve-worker.ts';

registerNativeHashing();
// Tools that fetch reach only public addresses (runtime-node/guarded-fetch.ts).
const guardedFetch = createGuardedFetch();

serveWorker({
  execute: (id, input, timeoutMs) => execute(id, input, { timeoutMs, fetch: guardedFetch }),
});
