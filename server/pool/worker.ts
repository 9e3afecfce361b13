/** A pool worker process: loads the core catalog once and runs tools on request. */
import { execute } from '../../core/index.ts';
import { registerNativeHashing } from '../../runtime-node/native-hashing.ts';
import { serveWorker } from './serve-worker.ts';

registerNativeHashing();

serveWorker({
  execute: (id, input, timeoutMs) => execute(id, input, { timeoutMs }),
});
