import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { executeTool } from '../execute.ts';
import { closedObject } from '../schema.ts';
import { defineTool, invalid } from '../tool.ts';
import { yieldToDeadline } from './deadline.ts';

/** Blocks the thread for `ms`, as a WebAssembly call or a query library does, then fails. */
const blocking = (ms: number) =>
  defineTool({
    id: 'test-blocking',
    name: 'Blocking',
    category: 'developer',
    description: 'Blocks synchronously, then fails, for testing yieldToDeadline.',
    keywords: [],
    input: closedObject({ yield: Type.Boolean({ description: 'whether to yield before failing' }) }),
    output: closedObject({}),
    examples: [],
    async run(input, ctx) {
      await Promise.resolve();
      const end = performance.now() + ms;
      while (performance.now() < end);
      if (input.yield) await yieldToDeadline(ctx.signal);
      return invalid('input: the blocking work failed');
    },
  });

describe('yieldToDeadline', () => {
  it('turns a failure after the deadline into TIMEOUT', async () => {
    const envelope = await executeTool(blocking(120), { yield: true }, { timeoutMs: 30 });
    expect(envelope).toEqual({ success: false, error: { code: 'TIMEOUT', message: 'the tool ran past its deadline of 30 ms on this input' } });
    // Without it, the failure that ended the overrun is what the caller sees.
    expect(await executeTool(blocking(120), { yield: false }, { timeoutMs: 30 })).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('lets a failure within the deadline through', async () => {
    expect(await executeTool(blocking(1), { yield: true }, { timeoutMs: 5000 })).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'input: the blocking work failed' },
    });
  });
});
