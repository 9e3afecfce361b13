/**
 * A pool of workers that run tools under a deadline they cannot escape: a run past its
 * deadline has its worker terminated and replaced, so a runaway regex costs one worker for at
 * most one deadline, never the process. The pool knows workers only through `spawn`, so the
 * same logic can drive worker processes, worker_threads or browser Web Workers.
 *
 * Fair between clients (the server passes the caller's IP): each client waits in its own queue
 * and queues are served round-robin. A pool shared by strangers also caps what one client may
 * hold (`fairShare`: the server holds each client to half the workers and half the queue), so
 * a client flooding the pool with runaways leaves the other half to everyone else. A lone
 * client then uses half the pool: the price of a free worker for the next caller, since a
 * runaway cannot be preempted without losing its work.
 */
import { errorEnvelope, timeoutEnvelope, type Envelope } from './envelope.ts';

/** What a worker offers over Comlink. */
export interface WorkerApi {
  execute(id: string, input: unknown, timeoutMs: number): Promise<Envelope>;
}

/** One spawned worker: its API, a way to kill it, and a way to hear that it died on its own. */
export interface PoolWorker {
  /** Settles once the worker can take calls; a run's deadline starts only then. */
  ready?: Promise<void>;
  api: { execute(id: string, input: unknown, timeoutMs: number): Promise<Envelope> };
  terminate(): void;
  onCrash(listener: (error: unknown) => void): void;
}

export interface PoolOptions {
  size: number;
  /** How many calls may wait for a worker before the pool refuses more. */
  queueLimit: number;
  spawn: () => PoolWorker;
  /** Told about crashes and internal failures, for the log; never shown to callers. */
  onWorkerError?: (error: unknown) => void;
  /**
   * Hold each client to half the workers (at least one) and half the queue. For a pool that
   * strangers share (the server); a library's own pool serves one caller and leaves it off.
   */
  fairShare?: boolean;
}

export type PoolResult = Envelope | { overloaded: true };

interface Task {
  id: string;
  input: unknown;
  timeoutMs: number;
  client: string;
  resolve: (result: Envelope) => void;
  /** Set once the task runs: ends it on the caller's abort. */
  cancel?: () => void;
}

interface Slot {
  worker: PoolWorker;
  /** Settles the call the worker is running; undefined when idle. */
  settle?: (result: Envelope) => void;
}

export interface RunOptions {
  /** Rejects the run with the signal's reason when it aborts; a running call's worker is then replaced. */
  signal?: AbortSignal;
  /** Who asks (the server: the client's IP), for fair shares; one client unless given. */
  client?: string;
}

export interface WorkerPool {
  /**
   * Sending `input` to a worker serialises it recursively, so its depth must already be bounded
   * (lib/json-depth.ts): the server reads it off the body text, createPoolClient off the value.
   */
  run(id: string, input: unknown, timeoutMs: number, options?: RunOptions): Promise<PoolResult>;
  /** Calls running or waiting. */
  readonly pending: number;
  /** Settles once every worker started (or failed to: its calls then answer INTERNAL_ERROR). */
  ready(): Promise<void>;
  close(): void;
}

/** The message a worker posts once it listens (Comlink ignores it: it carries no id). */
export const WORKER_READY = 'tooldeck-worker-ready';

/** How many calls may wait per worker before a pool answers OVERLOADED: the same for every surface. */
export const QUEUE_PER_WORKER = 16;

const CRASHED = 'the tool crashed its worker; this is a bug on our side';

/**
 * What a worker reports when it died for want of memory (a heap limit reached): the input asked
 * for more than one run may use, the caller's to change, so the run answers 400, not 500.
 */
export class WorkerOutOfMemoryError extends Error {
  constructor(readonly limitMb: number) {
    super(`the worker ran out of its ${limitMb} MB of memory`);
    this.name = 'WorkerOutOfMemoryError';
  }
}

function crashEnvelope(error: unknown): Envelope {
  if (error instanceof WorkerOutOfMemoryError) {
    return errorEnvelope('VALIDATION_ERROR', `input: the run needed more than ${error.limitMb} MB of memory, the limit of one run; try a smaller input`);
  }
  return errorEnvelope('INTERNAL_ERROR', CRASHED);
}
const RESPAWN_DELAY_MS = 1_000;

export function createPool({ size, queueLimit, spawn, onWorkerError, fairShare = false }: PoolOptions): WorkerPool {
  if (!(size >= 1)) throw new RangeError('a pool needs at least one worker');
  /** Workers one client may hold at once. */
  const share = fairShare ? Math.max(1, Math.floor(size / 2)) : size;
  /** Calls one client may have waiting, so that one client cannot fill the queue for all. */
  const clientQueueLimit = fairShare ? Math.max(1, Math.ceil(queueLimit / 2)) : queueLimit;
  /** Waiting calls per client; a Map keeps insertion order, which is the round-robin order. */
  const queues = new Map<string, Task[]>();
  let waiting = 0;
  /** Workers held per client. */
  const holding = new Map<string, number>();
  let closed = false;
  /** Workers this pool terminated itself. */
  const retired = new WeakSet<PoolWorker>();

  const spawnInto = (slot: Slot) => {
    const worker = spawn();
    slot.worker = worker;
    let started = worker.ready === undefined;
    worker.ready?.then(() => (started = true), () => {});
    worker.onCrash((error) => {
      // Reports from a worker we replaced or shut down ourselves concern nobody (Deno reports the
      // exit synchronously, inside terminate(), before the replacement is in place).
      if (closed || slot.worker !== worker || retired.has(worker)) return;
      onWorkerError?.(error);
      const settle = slot.settle;
      if (started) {
        // Replace before settling: settling hands the slot the next queued call.
        replace(slot);
      } else {
        // A worker that cannot even start (a broken install) is retried slowly, not in a hot loop;
        // calls meanwhile fail fast on its rejected `ready`.
        retired.add(worker);
        worker.terminate();
        setTimeout(() => !closed && slot.worker === worker && spawnInto(slot), RESPAWN_DELAY_MS).unref?.();
      }
      settle?.(crashEnvelope(error));
    });
  };

  const replace = (slot: Slot) => {
    retired.add(slot.worker);
    slot.worker.terminate();
    if (!closed) spawnInto(slot);
  };

  const slots: Slot[] = Array.from({ length: size }, () => {
    const slot = {} as Slot;
    spawnInto(slot);
    return slot;
  });

  const start = (slot: Slot, task: Task) => {
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    holding.set(task.client, (holding.get(task.client) ?? 0) + 1);
    const settle = (result: Envelope) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      slot.settle = undefined;
      const held = holding.get(task.client)! - 1;
      if (held === 0) holding.delete(task.client);
      else holding.set(task.client, held);
      task.resolve(result);
      dispatch();
    };
    slot.settle = settle;
    // The caller gave up: its worker may be mid-run, so it is replaced like a timed-out one.
    task.cancel = () => {
      if (done) return;
      if (timer !== undefined) replace(slot);
      settle(errorEnvelope('TIMEOUT', 'the caller cancelled the run'));
    };
    const worker = slot.worker;
    // A worker still starting up costs the caller no deadline; one that dies starting reports a crash.
    Promise.resolve(worker.ready).then(() => {
      if (done || slot.worker !== worker) return;
      timer = setTimeout(() => {
        // The only way to stop code that never yields is to end its thread; the replacement
        // must be in place before settling hands the slot the next queued call.
        replace(slot);
        settle(timeoutEnvelope(task.timeoutMs));
      }, task.timeoutMs);
      worker.api.execute(task.id, task.input, task.timeoutMs).then(settle, (error: unknown) => {
        onWorkerError?.(error);
        settle(errorEnvelope('INTERNAL_ERROR', CRASHED));
      });
    }, () => settle(errorEnvelope('INTERNAL_ERROR', CRASHED)));
  };

  /** The next call to run, round-robin over clients below their share; that client moves to the back. */
  const nextTask = (): Task | undefined => {
    for (const [client, tasks] of queues) {
      if ((holding.get(client) ?? 0) >= share) continue;
      const task = tasks.shift()!;
      waiting--;
      queues.delete(client);
      if (tasks.length > 0) queues.set(client, tasks);
      return task;
    }
    return undefined;
  };

  const dispatch = () => {
    for (const slot of slots) {
      if (waiting === 0 || closed) return;
      if (slot.settle) continue;
      const task = nextTask();
      if (!task) return;
      start(slot, task);
    }
  };

  const unqueue = (task: Task): boolean => {
    const tasks = queues.get(task.client);
    const index = tasks?.indexOf(task) ?? -1;
    if (index < 0) return false;
    tasks!.splice(index, 1);
    waiting--;
    if (tasks!.length === 0) queues.delete(task.client);
    return true;
  };

  return {
    async ready() {
      await Promise.allSettled(slots.map((slot) => slot.worker.ready));
    },
    get pending() {
      return waiting + slots.filter((slot) => slot.settle).length;
    },
    run(id, input, timeoutMs, { signal, client = '' } = {}) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (closed) return Promise.resolve({ overloaded: true });
      // A call that can start at once never counts against the queue limits.
      const canStart = waiting === 0 && (holding.get(client) ?? 0) < share && slots.some((slot) => !slot.settle);
      if (!canStart && (waiting >= queueLimit || (queues.get(client)?.length ?? 0) >= clientQueueLimit)) {
        return Promise.resolve({ overloaded: true });
      }
      return new Promise<Envelope>((resolve, reject) => {
        const onAbort = () => {
          reject(signal!.reason);
          if (!unqueue(task)) task.cancel?.();
        };
        const task: Task = {
          id,
          input,
          timeoutMs,
          client,
          resolve: (result) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(result);
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const tasks = queues.get(client);
        if (tasks) tasks.push(task);
        else queues.set(client, [task]);
        waiting++;
        dispatch();
      });
    },
    close() {
      closed = true;
      for (const tasks of queues.values()) for (const task of tasks) task.resolve(errorEnvelope('OVERLOADED', 'the server is shutting down'));
      queues.clear();
      waiting = 0;
      for (const slot of slots) {
        slot.settle?.(errorEnvelope('OVERLOADED', 'the server is shutting down'));
        slot.worker.terminate();
      }
    },
  };
}
