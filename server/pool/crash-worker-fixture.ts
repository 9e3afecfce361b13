/**
 * Test fixture: a pool worker like worker.ts, except that regex-test with the pattern "crash" ends
 * the worker's process with process.exit(1), the way a native crash or a stray exit in a tool would,
 * and with the pattern "memory bomb" keeps every string it makes until the heap limit ends it.
 */
import { execute } from '../../core/index.ts';
import { serveWorker } from './serve-worker.ts';

serveWorker({
  execute: (id, input, timeoutMs) => {
    const pattern = id === 'regex-test' ? (input as { pattern?: unknown }).pattern : undefined;
    if (pattern === 'crash') process.exit(1);
    if (pattern === 'memory bomb') {
      const kept: string[] = [];
      for (let index = 0; ; index++) kept.push(`${index}`.repeat(64) + index);
    }
    return execute(id, input, { timeoutMs });
  },
});
