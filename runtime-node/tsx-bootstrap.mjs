// Development only: lets a worker thread load TypeScript sources under plain Node (built JS never
// comes here). Node 20 does not hand the parent's --import hooks to worker threads.
import { register as registerHooks } from 'node:module';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// .wasm and .ttf files imported as their bytes, as every build gives them (scripts/binary-imports.ts).
registerHooks('../scripts/binary-imports-hook.ts', import.meta.url);
await import(workerData.tooldeckEntry);
