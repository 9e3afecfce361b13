/**
 * Test fixture, run under Bun by bun-worker.test.ts: a two-worker pool of real Bun Workers where
 * one call kills its worker while a sibling runs a normal call. Prints the results, the worker
 * errors and the number of spawns as one JSON line.
 */
import { spawnBunWorker } from './bun-worker.ts';
import { createPool } from './pool.ts';

const errors: string[] = [];
let spawns = 0;
const pool = createPool({
  size: 2,
  queueLimit: 4,
  spawn: () => {
    spawns += 1;
    return spawnBunWorker(new URL('./crash-worker-fixture.ts', import.meta.url));
  },
  onWorkerError: (error) => errors.push(String(error)),
});

// A deadline well past the test's patience: a crash must be noticed, not timed out.
const DEADLINE_MS = 20_000;
// The crash takes the first idle worker, the concurrent call the second.
const crashed = pool.run('crash', {}, DEADLINE_MS);
const concurrent = pool.run('base64', { action: 'encode', text: 'hi' }, DEADLINE_MS);
const results = { crashed: await crashed, concurrent: await concurrent };
// Both slots are idle now; the pool hands this call to the first, the crashed worker's replacement.
const after = await pool.run('base64', { action: 'decode', text: 'aGk=' }, DEADLINE_MS);
pool.close();
console.log(JSON.stringify({ ...results, after, errors, spawns }));
process.exit(0);
