/** A pool worker: loads the core catalog once and runs tools on request, over Comlink. */
import * as Comlink from 'comlink';
import { execute } from '../../core/index.ts';
import { registerNativeHashing } from '../../runtime-node/native-hashing.ts';
import type { WorkerApi } from './pool.ts';

registerNativeHashing();

const api: WorkerApi = {
  execute: (id, input, timeoutMs) => execute(id, input, { timeoutMs }),
};

Comlink.expose(api);
