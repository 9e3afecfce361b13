/**
 * Recipes on the Node runtime's clients: createNodeClient runs each step on its worker threads,
 * so a runaway isolate step is stopped at the recipe's deadline by terminating its thread (the
 * event loop stays free meanwhile), and createLocalClient runs the same engine in this thread.
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalClient, createNodeClient, runRecipe } from './index.ts';

// A catastrophic backtracking pattern: in this thread it would run for hours.
const RUNAWAY = { pattern: '(a+)+$', text: `${'a'.repeat(40)}!` };
const SHA256_ABC = createHash('sha256').update('abc').digest('hex');
const HASH_THEN_BASE64 = {
  steps: [
    { name: 'digest', tool: 'hash', input: { text: 'abc' } },
    { tool: 'base64', input: { action: 'encode', text: { $from: { step: 'digest', pointer: '/hash' } } } },
  ],
};

const client = createNodeClient({ workers: 1 });
afterAll(() => client.close());

describe('runRecipe on the Node runtime', () => {
  it('chains steps on worker threads', async () => {
    await client.ready();
    expect(await client.runRecipe(HASH_THEN_BASE64)).toMatchObject({
      success: true,
      result: { result: Buffer.from(SHA256_ABC).toString('base64') },
      steps: [{ tool: 'hash', result: { hash: SHA256_ABC } }, { tool: 'base64' }],
    });
  });

  it("stops a runaway isolate step at the recipe's deadline, with the steps before it, and the pool answers after", async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    try {
      const envelope = await client.runRecipe(
        {
          steps: [
            { tool: 'hash', input: { text: 'abc' } },
            { tool: 'regex-test', input: RUNAWAY },
            { tool: 'base64', input: { action: 'encode', text: 'never runs' } },
          ],
        },
        { timeoutMs: 500 },
      );
      expect(envelope).toMatchObject({
        success: false,
        error: { code: 'TIMEOUT', message: 'the recipe ran past its deadline of 500 ms at step 1', step: 1 },
        steps: [{ tool: 'hash', result: { hash: SHA256_ABC } }],
        meta: { steps: 2 },
      });
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBeGreaterThan(5);
    // The thread was terminated and replaced: the next recipe is answered.
    expect(await client.runRecipe({ steps: [{ tool: 'regex-test', input: { pattern: 'a+', text: 'aaa' } }] })).toMatchObject({ success: true, result: { matchCount: 1 } });
  });

  it("tooldeck/node's runRecipe runs isolate steps on threads too: a runaway stops at the recipe's deadline", async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    try {
      const envelope = await runRecipe({ steps: [{ tool: 'hash', input: { text: 'abc' } }, { tool: 'regex-test', input: RUNAWAY }] }, { timeoutMs: 500 });
      expect(envelope).toMatchObject({ success: false, error: { code: 'TIMEOUT', step: 1 }, steps: [{ result: { hash: SHA256_ABC } }] });
    } finally {
      clearInterval(ticker);
    }
    expect(ticks).toBeGreaterThan(5);
  });

  it('runs the same engine in this thread through createLocalClient, with its defaults', async () => {
    const local = createLocalClient({ random: (size) => new Uint8Array(size) });
    expect(await local.runRecipe(HASH_THEN_BASE64)).toMatchObject({ success: true, result: { result: Buffer.from(SHA256_ABC).toString('base64') } });
    // The client's random source reaches the steps: all-zero bits give RFC 9562's version and variant bits alone.
    expect(await local.runRecipe({ steps: [{ tool: 'uuid', input: {} }] })).toMatchObject({ success: true, result: { uuids: ['00000000-0000-4000-8000-000000000000'] } });
  });
});
