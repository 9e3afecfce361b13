/**
 * Test fixture: the real server built with createApp, except that its isolate "workers" answer
 * only after SLOW_WORKER_MS (then run the tool in-process). A call can so outlast the server's
 * idle timeout without burning a CPU for it.
 */
import { get } from '../../core/catalog-metadata.ts';
import { executeTool } from '../../core/execute.ts';
import type { PoolWorker } from '../../core/pool.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const delayMs = Number(process.env.SLOW_WORKER_MS ?? '0');

function slowWorker(): PoolWorker {
  return {
    api: {
      async execute(id, input, timeoutMs) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return executeTool(get(id)!, input, { timeoutMs });
      },
    },
    terminate() {},
    onCrash() {},
  };
}

const config = loadConfig(process.env, 1);
const { app, ready } = createApp(config, { spawnWorker: slowWorker });
await ready();
app.listen({ port: config.port, hostname: config.host });
console.log(`tooldeck listening on http://${config.host}:${app.server!.port}`);
