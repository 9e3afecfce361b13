/**
 * Test fixture: a pool worker like worker.ts, except that regex-test with the pattern "crash" ends
 * the worker's process with process.exit(1), the way a native crash or a stray exit in a tool would.
 */
import { execute } from '../../core/index.ts';
import { serveWorker } from './serve-worker.ts';

serveWorker({
  execute: (id, input, timeoutMs) => {
    if (id === 'regex-test' && (input as { pattern?: unknown }).pattern === 'crash') process.exit(1);
    return execute(id, input, { timeoutMs });
  },
});
