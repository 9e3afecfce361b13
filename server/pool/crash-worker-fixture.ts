/**
 * Test fixture: a pool worker like worker.ts, except that tool id "crash" ends the worker's
 * thread with process.exit(1), the way a native crash or a stray exit in a tool would.
 */
import * as Comlink from 'comlink';
import { execute } from '../../core/index.ts';
import type { WorkerApi } from './pool.ts';

const api: WorkerApi = {
  execute: (id, input, timeoutMs) => {
    if (id === 'crash') process.exit(1);
    return execute(id, input, { timeoutMs });
  },
};

Comlink.expose(api);
