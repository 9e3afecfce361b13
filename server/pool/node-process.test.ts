/**
 * The pool over real Node worker processes, as the server runs it: tools answer, a runaway
 * regex is stopped at its deadline, and a process that dies fails only its own call.
 */
import { spawnSync } from 'node:child_process';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnNodeProcess } from './node-process.ts';
import { createPool, type WorkerPool } from '../../core/pool.ts';

const BUN = fileURLToPath(new URL('../../node_modules/.bin/bun', import.meta.url));

let pool: WorkerPool | undefined;
afterEach(() => pool?.close());

describe('the pool over Node worker processes', () => {
  it('runs workers below the server\'s priority, so heavy runs yield the CPU to requests', async () => {
    const worker = spawnNodeProcess();
    try {
      await worker.ready;
      const pid = worker.pid();
      expect(pid).toBeTypeOf('number');
      expect(getPriority(pid!)).toBe(10);
    } finally {
      worker.terminate();
    }
  });

  it('runs a tool, and stops the issue\'s catastrophic regex at its deadline with TIMEOUT', async () => {
    pool = createPool({ size: 1, queueLimit: 4, spawn: () => spawnNodeProcess() });
    // "hi" in Base64 is "aGk=" (RFC 4648).
    expect(await pool.run('base64', { action: 'encode', text: 'hi' }, 10_000)).toMatchObject({ success: true, result: { result: 'aGk=' } });
    // (a+)+$ on 40 a's and a "!" needs about 2^40 steps in a backtracking engine: V8 runs on
    // until the deadline ends the process, where JavaScriptCore would give up and say "no match".
    const started = performance.now();
    const envelope = await pool.run('regex-test', { pattern: '(a+)+$', text: `${'a'.repeat(40)}!` }, 2_000);
    expect(envelope).toMatchObject({ success: false, error: { code: 'TIMEOUT' } });
    expect(performance.now() - started).toBeLessThan(3_000);
    // The replacement answers the next call.
    expect(await pool.run('base64', { action: 'decode', text: 'aGk=' }, 10_000)).toMatchObject({ success: true, result: { result: 'hi' } });
  }, 20_000);

  it("is Node because Bun's engine answers a wrong \"no match\" once a regex exhausts its backtracking budget", () => {
    // The string matches the second alternative (40 a's, "!c"); a backtracking engine tries the
    // first one's ~2^40 ways to split the a's before it. JavaScriptCore gives up and says null.
    // When this fails, Bun runs such patterns to the end, and Bun Workers (the first
    // choice) could replace the Node processes.
    const script = 'process.stdout.write(JSON.stringify(/^(?:(a+)+$|a*!c$)/.exec("a".repeat(40) + "!c")))';
    const run = spawnSync(BUN, ['-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stdout).toBe('null');
  }, 40_000);

  it('answers INTERNAL_ERROR to the call whose process exited, serves the others, and replaces the process', async () => {
    const errors: string[] = [];
    let spawns = 0;
    pool = createPool({
      size: 2,
      queueLimit: 4,
      spawn: () => {
        spawns += 1;
        return spawnNodeProcess({ entry: new URL('./crash-worker-fixture.ts', import.meta.url) });
      },
      onWorkerError: (error) => errors.push(String(error)),
    });
    // A deadline well past the test's patience: a crash must be noticed, not timed out.
    const crashed = pool.run('regex-test', { pattern: 'crash', text: 'x' }, 20_000);
    const concurrent = pool.run('base64', { action: 'encode', text: 'hi' }, 20_000);
    expect(await crashed).toEqual({ success: false, error: { code: 'INTERNAL_ERROR', message: 'the tool crashed its worker; this is a bug on our side' } });
    expect(await concurrent).toMatchObject({ success: true, result: { result: 'aGk=' } });
    expect(await pool.run('base64', { action: 'decode', text: 'aGk=' }, 20_000)).toMatchObject({ success: true, result: { result: 'hi' } });
    expect(errors).toEqual(['Error: the worker process exited (code 1)']);
    expect(spawns).toBe(3);
  }, 20_000);

  it('ends a memory bomb at the heap limit: the caller gets a 4xx, the others are served, the process replaced', async () => {
    const errors: string[] = [];
    pool = createPool({
      size: 2,
      queueLimit: 4,
      spawn: () => spawnNodeProcess({ entry: new URL('./crash-worker-fixture.ts', import.meta.url), heapMb: 64 }),
      onWorkerError: (error) => errors.push(String(error)),
    });
    const bomb = pool.run('regex-test', { pattern: 'memory bomb', text: 'x' }, 20_000);
    const concurrent = pool.run('base64', { action: 'encode', text: 'hi' }, 20_000);
    expect(await bomb).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'input: the run needed more than 64 MB of memory, the limit of one run; try a smaller input' },
    });
    expect(await concurrent).toMatchObject({ success: true });
    expect(await pool.run('base64', { action: 'decode', text: 'aGk=' }, 20_000)).toMatchObject({ success: true, result: { result: 'hi' } });
    expect(errors).toEqual(['WorkerOutOfMemoryError: the worker ran out of its 64 MB of memory']);
  }, 20_000);

  it('fails calls fast, without a hot respawn loop, when the worker cannot start', async () => {
    let spawns = 0;
    pool = createPool({
      size: 1,
      queueLimit: 4,
      spawn: () => {
        spawns += 1;
        return spawnNodeProcess({ node: '/nonexistent/node' });
      },
    });
    const started = performance.now();
    expect(await pool.run('base64', { action: 'encode', text: 'hi' }, 5_000)).toMatchObject({ success: false, error: { code: 'INTERNAL_ERROR' } });
    expect(performance.now() - started).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(spawns).toBe(1);
  });
});
