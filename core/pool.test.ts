/**
 * The pool's scheduling, deadlines and crash handling, with workers that are real Comlink
 * endpoints over MessageChannels in this process (node-process.test.ts drives real worker
 * processes, and the server tests go through the real server).
 */
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createPoolClient, execute } from './index.ts';
import { createPool, type PoolWorker, type WorkerApi, type WorkerPool } from './pool.ts';

/** A worker whose `hang` tool never answers and whose `crash` tool reports a crash. */
function spawnChannelWorker(log: string[]): PoolWorker {
  const { port1, port2 } = new MessageChannel();
  let crash: (error: unknown) => void = () => {};
  const impl: WorkerApi = {
    execute: async (id, input, timeoutMs) => {
      if (id === 'hang') return new Promise(() => {});
      if (id === 'crash') {
        setTimeout(() => crash(new Error('boom')), 5);
        return new Promise(() => {});
      }
      return execute(id, input, { timeoutMs });
    },
  };
  Comlink.expose(impl, port1);
  const api = Comlink.wrap<WorkerApi>(port2);
  log.push('spawn');
  return {
    api: { execute: (id, input, timeoutMs) => api.execute(id, input, timeoutMs) },
    terminate: () => {
      log.push('terminate');
      port1.close();
      port2.close();
    },
    onCrash: (listener) => {
      crash = listener;
    },
  };
}

let pool: WorkerPool | undefined;
afterEach(() => pool?.close());

describe('the worker pool', () => {
  it('runs tools and returns their envelopes', async () => {
    pool = createPool({ size: 2, queueLimit: 4, spawn: () => spawnChannelWorker([]) });
    expect(await pool.run('base64', { action: 'encode', text: 'hello' }, 1_000)).toMatchObject({ success: true, result: { result: 'aGVsbG8=' } });
    expect(await pool.run('base64', { action: 'nope' }, 1_000)).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  });

  it('hands a queued call to the replacement of a timed-out worker', async () => {
    pool = createPool({ size: 1, queueLimit: 4, spawn: () => spawnChannelWorker([]) });
    const stuck = pool.run('hang', {}, 50);
    const queued = pool.run('base64', { action: 'encode', text: 'a' }, 5_000);
    expect(await stuck).toMatchObject({ error: { code: 'TIMEOUT' } });
    expect(await queued).toMatchObject({ success: true });
  });

  it('answers TIMEOUT at the deadline, terminates the stuck worker and replaces it', async () => {
    const log: string[] = [];
    pool = createPool({ size: 1, queueLimit: 4, spawn: () => spawnChannelWorker(log) });
    const started = performance.now();
    expect(await pool.run('hang', {}, 50)).toEqual({ success: false, error: { code: 'TIMEOUT', message: 'the tool ran past its deadline of 50 ms on this input' } });
    expect(performance.now() - started).toBeLessThan(500);
    expect(log).toEqual(['spawn', 'terminate', 'spawn']);
    expect(await pool.run('base64', { action: 'encode', text: 'a' }, 1_000)).toMatchObject({ success: true });
  });

  it('fails only the crashed call with INTERNAL_ERROR, and replaces the worker', async () => {
    const log: string[] = [];
    const errors: unknown[] = [];
    pool = createPool({ size: 1, queueLimit: 4, spawn: () => spawnChannelWorker(log), onWorkerError: (error) => errors.push(error) });
    const crashed = pool.run('crash', {}, 5_000);
    const queued = pool.run('base64', { action: 'encode', text: 'a' }, 5_000);
    expect(await crashed).toEqual({ success: false, error: { code: 'INTERNAL_ERROR', message: 'the tool crashed its worker; this is a bug on our side' } });
    expect(await queued).toMatchObject({ success: true });
    expect(log).toEqual(['spawn', 'terminate', 'spawn']);
    expect(String(errors[0])).toContain('boom');
  });

  it('queues up to its limit, then refuses as overloaded', async () => {
    pool = createPool({ size: 1, queueLimit: 2, spawn: () => spawnChannelWorker([]) });
    const running = [pool.run('hang', {}, 100), pool.run('hang', {}, 100), pool.run('hang', {}, 100)];
    expect(pool.pending).toBe(3);
    expect(await pool.run('hang', {}, 100)).toEqual({ overloaded: true });
    for (const result of await Promise.all(running)) expect(result).toMatchObject({ error: { code: 'TIMEOUT' } });
    expect(pool.pending).toBe(0);
    expect(await pool.run('base64', { action: 'encode', text: 'a' }, 1_000)).toMatchObject({ success: true });
  });

  it('keeps the other workers answering while one is stuck', async () => {
    pool = createPool({ size: 2, queueLimit: 4, spawn: () => spawnChannelWorker([]) });
    const stuck = pool.run('hang', {}, 300);
    const started = performance.now();
    expect(await pool.run('base64', { action: 'encode', text: 'a' }, 1_000)).toMatchObject({ success: true });
    expect(performance.now() - started).toBeLessThan(200);
    await stuck;
  });
});

describe('cancelling a pool call', () => {
  it('rejects with the reason, and replaces a worker stopped mid-run', async () => {
    const log: string[] = [];
    pool = createPool({ size: 1, queueLimit: 4, spawn: () => spawnChannelWorker(log) });
    const controller = new AbortController();
    const running = pool.run('hang', {}, 10_000, { signal: controller.signal });
    const queuedController = new AbortController();
    const queued = pool.run('base64', { action: 'encode', text: 'a' }, 10_000, { signal: queuedController.signal });
    queuedController.abort(new Error('not needed'));
    await expect(queued).rejects.toThrow('not needed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort(new Error('gave up'));
    await expect(running).rejects.toThrow('gave up');
    expect(log).toEqual(['spawn', 'terminate', 'spawn']);
    expect(await pool.run('base64', { action: 'encode', text: 'a' }, 1_000)).toMatchObject({ success: true });
    expect(pool.pending).toBe(0);
  });

  it('rejects at once for a signal already aborted', async () => {
    pool = createPool({ size: 1, queueLimit: 4, spawn: () => spawnChannelWorker([]) });
    await expect(pool.run('base64', { action: 'encode', text: 'a' }, 1_000, { signal: AbortSignal.abort(new Error('no')) })).rejects.toThrow('no');
  });
});

describe('a runtime that reports a terminated worker at once', () => {
  it('does not take the exit it caused for a crash (Deno fires it inside terminate())', async () => {
    const errors: unknown[] = [];
    pool = createPool({
      size: 1,
      queueLimit: 4,
      spawn: () => {
        const worker = spawnChannelWorker([]);
        let crash: (error: unknown) => void = () => {};
        return {
          ...worker,
          onCrash: (listener) => (crash = listener),
          terminate: () => {
            worker.terminate();
            crash(new Error('the worker thread exited (code 1)'));
          },
        };
      },
      onWorkerError: (error) => errors.push(error),
    });
    expect(await pool.run('hang', {}, 50)).toMatchObject({ success: false, error: { code: 'TIMEOUT' } });
    expect(errors).toEqual([]);
    expect(await pool.run('base64', { action: 'encode', text: 'a' }, 1_000)).toMatchObject({ success: true });
  });
});

describe('fairness between clients', () => {
  /** The texts of the base64 calls, in the order workers started them. */
  const started: string[] = [];
  const recordingWorker = (): PoolWorker => {
    const worker = spawnChannelWorker([]);
    return {
      ...worker,
      api: {
        execute: (id, input, timeoutMs) => {
          if (id === 'base64') started.push((input as { text: string }).text);
          return worker.api.execute(id, input, timeoutMs);
        },
      },
    };
  };
  afterEach(() => void started.splice(0));

  it('serves waiting clients round-robin, not first come first served', async () => {
    pool = createPool({ size: 1, queueLimit: 8, spawn: recordingWorker });
    const call = (client: string, text: string) => pool!.run('base64', { action: 'encode', text }, 1_000, { client });
    // The worker is busy while the others queue up.
    const busy = pool.run('hang', {}, 50, { client: 'z' });
    await Promise.all([busy, call('a', 'a1'), call('a', 'a2'), call('a', 'a3'), call('b', 'b1'), call('b', 'b2'), call('c', 'c1')]);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('holds one client to half the workers while another is served at once', async () => {
    pool = createPool({ size: 2, queueLimit: 8, spawn: recordingWorker, fairShare: true });
    const flood = Array.from({ length: 4 }, () => pool!.run('hang', {}, 200, { client: 'flooder' }));
    // Both of the flooder's first two calls could have a worker; the second waits for its share.
    expect(await pool.run('base64', { action: 'encode', text: 'light' }, 1_000, { client: 'other' })).toMatchObject({ success: true });
    expect(pool.pending).toBe(4);
    for (const result of await Promise.all(flood)) expect(result).toMatchObject({ error: { code: 'TIMEOUT' } });
  });

  it('keeps one client from filling the queue for everyone', async () => {
    pool = createPool({ size: 2, queueLimit: 4, spawn: recordingWorker, fairShare: true });
    // One running (its share) and two waiting (half the queue); the next is refused.
    const flood = Array.from({ length: 3 }, () => pool!.run('hang', {}, 100, { client: 'flooder' }));
    expect(await pool.run('hang', {}, 100, { client: 'flooder' })).toEqual({ overloaded: true });
    expect(await pool.run('base64', { action: 'encode', text: 'light' }, 1_000, { client: 'other' })).toMatchObject({ success: true });
    await Promise.all(flood);
  });

  it('gives a lone client of a library pool every worker', async () => {
    pool = createPool({ size: 2, queueLimit: 4, spawn: recordingWorker });
    const both = [pool.run('hang', {}, 100), pool.run('hang', {}, 100)];
    expect(pool.pending).toBe(2);
    // Both run at once: each times out after one deadline, not the second after two.
    const started = performance.now();
    await Promise.all(both);
    const elapsed = performance.now() - started;
    const single = performance.now();
    await pool.run('hang', {}, 100);
    expect(elapsed).toBeLessThan(1.5 * (performance.now() - single));
  });
});

describe('a pool client', () => {
  it('refuses input nested past 64 levels before posting it to a worker', async () => {
    const started: string[] = [];
    pool = createPool({
      size: 1,
      queueLimit: 4,
      spawn: () => {
        const worker = spawnChannelWorker([]);
        return { ...worker, api: { execute: (id, input, timeoutMs) => (started.push(id), worker.api.execute(id, input, timeoutMs)) } };
      },
    });
    let deep: unknown = 'a';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    const client = createPoolClient(pool);
    expect(await client.execute('base64', { action: 'encode', text: deep } as never)).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'input: nests deeper than 64 levels of arrays and objects' },
    });
    expect(started).toEqual([]);
    expect(await client.execute('base64', { action: 'encode', text: 'hi' })).toMatchObject({ success: true, result: { result: 'aGk=' } });
  });
});
