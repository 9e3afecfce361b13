/**
 * runServerRecipe with a stand-in runTool that records what each step is given: the server's own
 * tool deadline decides, not the library's default, and the recipe's deadline bounds every step.
 */
import { describe, expect, it } from 'vitest';
import { executeTool } from '../core/execute.ts';
import type { RunTool, StepBounds } from './mcp/call-result.ts';
import { createRateLimiter } from './rate-limit/limiter.ts';
import { MemoryStore } from './rate-limit/memory-store.ts';
import { runServerRecipe } from './recipe-runner.ts';

const ENCODE = { tool: 'base64', input: { action: 'encode', text: 'hi' } };
const unlimited = createRateLimiter({ store: new MemoryStore(), perMinute: 0 });

describe('runServerRecipe', () => {
  it("gives each step what is left of RECIPE_TIMEOUT_MS, for runTool to bound by the server's tool deadline (above the library's 10 s too)", async () => {
    const given: StepBounds[] = [];
    const recording: RunTool = (tool, input, _client, step) => {
      given.push(step!);
      return executeTool(tool, input);
    };
    const run = await runServerRecipe({ steps: [ENCODE, ENCODE] }, '192.0.2.9', {}, { runTool: recording, limiter: unlimited, refusal: 'x', timeoutMs: 60_000 });
    expect(run.envelope.success).toBe(true);
    expect(run.tools).toEqual(['base64', 'base64']);
    expect(given).toHaveLength(2);
    for (const step of given) {
      expect(step.timeoutMs).toBeGreaterThan(10_000);
      expect(step.timeoutMs).toBeLessThanOrEqual(60_000);
    }
    expect(given[1]!.timeoutMs).toBeLessThanOrEqual(given[0]!.timeoutMs!);
  });

  it("answers the pool's full queue as OVERLOADED at that step, with Retry-After, and a runner's crash as INTERNAL_ERROR with its cause kept for the log", async () => {
    // The first step runs; the second finds the queue full.
    let calls = 0;
    const busy = await runServerRecipe({ steps: [ENCODE, ENCODE] }, '192.0.2.9', {}, {
      runTool: (tool, input) => (calls++ === 0 ? executeTool(tool, input) : { overloaded: true }),
      limiter: unlimited,
      refusal: 'x',
      timeoutMs: 1_000,
    });
    expect(busy.envelope).toMatchObject({ success: false, error: { code: 'OVERLOADED', message: 'all workers are busy; retry shortly', retryAfter: 1, step: 1 }, steps: [{ tool: 'base64' }] });
    expect(busy.headers['retry-after']).toBe('1');

    const bug = new Error('runner bug');
    const crashed = await runServerRecipe({ steps: [ENCODE] }, '192.0.2.9', {}, { runTool: () => Promise.reject(bug), limiter: unlimited, refusal: 'x', timeoutMs: 1_000 });
    expect(crashed.envelope).toMatchObject({ success: false, error: { code: 'INTERNAL_ERROR', message: 'something went wrong on our side; please retry', step: 0 } });
    expect(crashed.envelope.success === false && crashed.envelope.error.cause).toBe(bug);
    expect(JSON.stringify(crashed.envelope)).not.toContain('runner bug');
  });
});
