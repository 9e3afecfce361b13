/** A browser pool worker: loads the catalog once and runs tools for createBrowserClient, over Comlink. */
import * as Comlink from 'comlink';
import { execute } from '../core/index.ts';
import { WORKER_READY, type WorkerApi } from '../core/pool.ts';

/** The ArrayBuffers inside a result, so bytes move to the page instead of being copied. */
function buffersIn(value: unknown, found: Set<ArrayBuffer> = new Set()): Set<ArrayBuffer> {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
  } else if (value instanceof ArrayBuffer) {
    found.add(value);
  } else if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) buffersIn(child, found);
  }
  return found;
}

const api: WorkerApi = {
  async execute(id, input, timeoutMs) {
    const envelope = await execute(id, input, { timeoutMs });
    return Comlink.transfer(envelope, [...buffersIn(envelope)]);
  },
};

Comlink.expose(api);
postMessage(WORKER_READY);
