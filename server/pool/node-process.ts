/**
 * Spawns pool workers as Node processes, each a Comlink endpoint over IPC.
 *
 * Why Node and not Bun Workers: isolate tools evaluate user patterns, and JavaScriptCore (Bun's
 * engine) silently answers "no match" when a regex exhausts its backtracking budget (about 10^8
 * steps, or 128 MB of group contexts) instead of running on or throwing: `(a+)+$` on 40 a's and
 * a "!" comes back as a quick "no match", and `^(?:a|b)+$` fails on 3 million a's, which do
 * match. V8 runs such patterns to the end, so the deadline decides, and every other client
 * (Node, Deno, Chromium) is V8 too: the same input gets the same answer everywhere.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import * as Comlink from 'comlink';
import { WORKER_READY, WorkerOutOfMemoryError, type PoolWorker, type WorkerApi } from '../../core/pool.ts';
import { sourceOrBuilt } from '../package-root.ts';
import { processEndpoint } from './process-endpoint.ts';
import { workerBundle } from './worker-bundle.ts';

const WORKER_ENTRY = pathToFileURL(sourceOrBuilt('server/pool/worker.ts', 'dist/server/pool/worker.js').path);
/** Unix niceness of worker processes: below the server, so its event loop wins the CPU. */
const WORKER_NICENESS = 10;
/** A worker starts in well under a second; this is for a wedged start. */
const STARTUP_LIMIT_MS = 30_000;
/**
 * V8's old-generation limit per worker: a memory bomb ends its own process at this size (V8
 * aborts it), which the pool replaces, instead of growing until the kernel kills something.
 * Memory outside V8's heap (WebAssembly memories, buffers) is not under it.
 */
export const WORKER_HEAP_MB = 512;

/** The node binary workers run on by default: `node` from PATH, unless the single binary found another (NODE_BINARY, server/binary/node-binary.ts). */
let defaultNode = 'node';

export function useNodeBinary(path: string): void {
  defaultNode = path;
}

export interface NodeProcessOptions {
  entry?: URL;
  /** The node binary; `node` from PATH (or what useNodeBinary named) by default. */
  node?: string;
  heapMb?: number;
}

/** A pool worker that is a process: its id, once spawned, for the operating system's view of it. */
export interface NodeProcessWorker extends PoolWorker {
  pid(): number | undefined;
}

export function spawnNodeProcess({ entry = WORKER_ENTRY, node = defaultNode, heapMb = WORKER_HEAP_MB }: NodeProcessOptions = {}): NodeProcessWorker {
  let child: ChildProcess | undefined;
  let terminated = false;
  let crashed: unknown;
  const crashListeners: ((error: unknown) => void)[] = [];
  const messageListeners = new Set<(message: unknown) => void>();
  // One report per worker, whichever of spawn error, exit or bundle failure comes first.
  const crash = (error: unknown) => {
    if (crashed !== undefined) return;
    crashed = error;
    for (const listener of crashListeners) listener(error);
  };

  const ready = workerBundle(entry).then(
    (file) =>
      new Promise<void>((resolve, reject) => {
        if (terminated) return reject(new Error('the worker was terminated before it started'));
        const proc = spawn(node, [`--max-old-space-size=${heapMb}`, file], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'json' });
        child = proc;
        // Heavy runs yield the CPU to the process answering requests, so /api/health stays prompt.
        if (proc.pid !== undefined) {
          try {
            setPriority(proc.pid, WORKER_NICENESS);
          } catch {
            // Not permitted here (some containers): the worker keeps the server's priority.
          }
        }
        const startup = setTimeout(() => proc.kill('SIGKILL'), STARTUP_LIMIT_MS);
        proc.on('message', (message) => {
          if (message !== WORKER_READY) return messageListeners.forEach((listener) => listener(message));
          clearTimeout(startup);
          resolve();
        });
        proc.once('error', (error) => {
          clearTimeout(startup);
          reject(error);
          crash(error);
        });
        proc.once('exit', (code, signal) => {
          clearTimeout(startup);
          // V8 aborts the process when its heap passes the limit; nothing else here sends SIGABRT.
          const error = signal === 'SIGABRT' ? new WorkerOutOfMemoryError(heapMb) : new Error(`the worker process exited (${signal ?? `code ${code}`})`);
          reject(error);
          crash(error);
        });
      }),
    (error: unknown) => {
      crash(error);
      throw error;
    },
  );
  ready.catch(() => {});

  const api = Comlink.wrap<WorkerApi>(
    processEndpoint({
      // A send racing the process's death must not throw into Comlink: the exit reports it.
      send: (message) => {
        if (child?.connected) child.send(message as object, (error) => void error);
      },
      on: (_event, listener) => messageListeners.add(listener),
      off: (_event, listener) => messageListeners.delete(listener),
    }),
  );

  return {
    ready,
    pid: () => child?.pid,
    api: { execute: (id, input, timeoutMs) => api.execute(id, input, timeoutMs) },
    terminate: () => {
      terminated = true;
      child?.kill('SIGKILL');
    },
    onCrash: (listener) => {
      crashListeners.push(listener);
      if (crashed !== undefined) listener(crashed);
    },
  };
}
