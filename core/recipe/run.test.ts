/**
 * runRecipe: known answers from outside (FIPS 180-4's "abc" vector, checked against node:crypto
 * and Buffer), RFC 6901 §5's document as a step result, failures at a step with the steps before
 * it, and the deadlines (the recipe's clock is stepped by the test, never waited on).
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../envelope.ts';
import { RECIPE_TIMEOUT_MS, runRecipe, type StepRunner } from './run.ts';
import { DEFAULT_TIMEOUT_MS } from '../execute.ts';

// FIPS 180-4 (and its example document): SHA-256("abc").
const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

/** A runner whose every step answers its own input: a step's result is whatever the recipe fed it. */
const echo: StepRunner = async (tool, input) => ({ success: true, result: input, meta: { tool, executionMs: 0 } });

afterEach(() => vi.restoreAllMocks());

describe('runRecipe', () => {
  it("runs the issue's example: csv-to-json's rows as JSON text into json-to-xml", async () => {
    const envelope = await runRecipe({
      steps: [
        { name: 'parsed', tool: 'csv-to-json', input: { csv: 'a,b\n1,2' } },
        { tool: 'json-to-xml', input: { json: { $from: { step: 'parsed', pointer: '/rows', as: 'json' } } } },
      ],
    });
    expect(envelope).toMatchObject({ success: true, meta: { steps: 2 } });
    if (!envelope.success) return;
    expect(envelope.steps.map((step) => step.tool)).toEqual(['csv-to-json', 'json-to-xml']);
    expect(envelope.steps[0]!.result).toMatchObject({ rows: [{ a: 1, b: 2 }] });
    expect(envelope.steps[1]!.meta).toMatchObject({ tool: 'json-to-xml' });
    // The CSV's one record, as XML elements named by its header.
    expect(envelope.result).toEqual({ xml: '<root>\n  <item>\n    <a>1</a>\n    <b>2</b>\n  </item>\n</root>' });
    expect(envelope.result).toBe(envelope.steps[1]!.result);
  });

  it('base64-encodes the hex digest of "abc" (FIPS 180-4), as node:crypto and Buffer compute it', async () => {
    const envelope = await runRecipe({
      steps: [
        { name: 'digest', tool: 'hash', input: { text: 'abc', algorithm: 'sha256' } },
        { tool: 'base64', input: { action: 'encode', text: { $from: { step: 'digest', pointer: '/hash' } } } },
      ],
    });
    expect(createHash('sha256').update('abc').digest('hex')).toBe(SHA256_ABC);
    expect(envelope).toMatchObject({ success: true, steps: [{ result: { hash: SHA256_ABC } }, { tool: 'base64' }], result: { result: Buffer.from(SHA256_ABC).toString('base64') } });
  });

  it("reads RFC 6901 §5's document from a step's result with each of the RFC's pointers", async () => {
    const document = JSON.parse('{"foo":["bar","baz"],"":0,"a/b":1,"c%d":2,"e^f":3,"g|h":4,"i\\\\j":5,"k\\"l":6," ":7,"m~n":8}');
    const pointers = ['', '/foo', '/foo/0', '/', '/a~1b', '/c%d', '/e^f', '/g|h', '/i\\j', '/k"l', '/ ', '/m~0n'];
    const input = Object.fromEntries(pointers.map((pointer, index) => [`p${index}`, { $from: { step: 'doc', pointer } }]));
    const envelope = await runRecipe({ steps: [{ name: 'doc', tool: 'json-format', input: document }, { tool: 'json-format', input }] }, { runStep: echo });
    expect(envelope.success && envelope.result).toEqual({ p0: document, p1: ['bar', 'baz'], p2: 'bar', p3: 0, p4: 1, p5: 2, p6: 3, p7: 4, p8: 5, p9: 6, p10: 7, p11: 8 });
  });

  it('inserts a value as is, as JSON text, or as text; at any depth; as a copy', async () => {
    const envelope = await runRecipe(
      {
        steps: [
          { tool: 'json-format', input: { text: 'hi', list: [1, { a: 'b' }] } },
          {
            tool: 'json-format',
            input: {
              value: { $from: { step: 0, pointer: '/list' } },
              json: { $from: { step: 0, pointer: '/list', as: 'json' } },
              jsonOfText: { $from: { step: 0, pointer: '/text', as: 'json' } },
              text: { $from: { step: 0, pointer: '/text', as: 'text' } },
              textOfList: { $from: { step: 0, pointer: '/list', as: 'text' } },
              deep: [{ inner: [{ $from: { step: 0, pointer: '/list/1/a' } }] }],
            },
          },
        ],
      },
      { runStep: echo },
    );
    expect(envelope.success && envelope.result).toEqual({
      value: [1, { a: 'b' }],
      json: '[1,{"a":"b"}]',
      jsonOfText: '"hi"',
      text: 'hi',
      textOfList: '[1,{"a":"b"}]',
      deep: [{ inner: ['b'] }],
    });
    if (!envelope.success) return;
    // The second step got a copy: changing it leaves the first step's result alone.
    (envelope.result as { value: unknown[] }).value.push('changed');
    expect(envelope.steps[0]!.result).toEqual({ text: 'hi', list: [1, { a: 'b' }] });
  });

  it("validates a step's input after its references resolve: the error names the field, with the step and the steps before it", async () => {
    const envelope = await runRecipe({
      steps: [
        { tool: 'hash', input: { text: 'abc' } },
        { tool: 'base64', input: { action: 'encode', text: { $from: { step: 0, pointer: '' } } } },
      ],
    });
    expect(envelope).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'text: must be a string, got an object', step: 1 },
      steps: [{ tool: 'hash', result: { hash: SHA256_ABC } }],
      meta: { steps: 2 },
    });
  });

  it('answers a pointer that does not resolve at run time as VALIDATION_ERROR at the step that holds it', async () => {
    const envelope = await runRecipe({
      steps: [
        { tool: 'hash', input: { text: 'abc' } },
        { tool: 'base64', input: { action: 'encode', text: { $from: { step: 0, pointer: '/digest' } } } },
      ],
    });
    expect(envelope).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'steps[1].input.text.$from.pointer: does not resolve in step 0\'s result: the object at the root has no member "digest"', step: 1 },
      steps: [{ tool: 'hash' }],
    });
  });

  it("passes a step's own error on with its step, retryAfter included", async () => {
    const overloaded: StepRunner = async (tool, input) =>
      tool === 'base64' ? { success: false, error: { code: 'OVERLOADED', message: 'busy', retryAfter: 2 } } : echo(tool, input, {});
    const envelope = await runRecipe({ steps: [{ tool: 'hash', input: {} }, { tool: 'base64', input: {} }, { tool: 'hash', input: {} }] }, { runStep: overloaded });
    expect(envelope).toEqual({ success: false, error: { code: 'OVERLOADED', message: 'busy', retryAfter: 2, step: 1 }, steps: [{ tool: 'hash', result: {}, meta: { tool: 'hash', executionMs: 0 } }], meta: { executionMs: expect.any(Number), steps: 2 } });
  });

  it("keeps a step's own TIMEOUT (its runner's deadline, shorter than the recipe's) as the step's error, not the recipe's", async () => {
    // A server whose TOOL_TIMEOUT_MS (300 ms here) is below this module's 10 s default.
    const ownDeadline: StepRunner = async () => ({ success: false, error: { code: 'TIMEOUT', message: 'the tool ran past its deadline of 300 ms on this input' } });
    const envelope = await runRecipe({ steps: [{ tool: 'hash', input: {} }] }, { runStep: ownDeadline, timeoutMs: 900 });
    expect(!envelope.success && envelope.error).toEqual({ code: 'TIMEOUT', message: 'the tool ran past its deadline of 300 ms on this input', step: 0 });
  });

  it('refuses a malformed recipe without running a step', async () => {
    const runStep = vi.fn(echo);
    const envelope = await runRecipe({ steps: [{ tool: 'hash', input: {} }, { tool: 'no-such-tool', input: {} }] }, { runStep });
    expect(envelope).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', step: 1 }, steps: [], meta: { steps: 0 } });
    expect(runStep).not.toHaveBeenCalled();
  });

  it('keeps __proto__ keys of an input as data when references inside it resolve', async () => {
    const recipe = JSON.parse('{"steps":[{"tool":"hash","input":{"text":"x"}},{"tool":"hash","input":{"outer":{"__proto__":{"polluted":true},"ref":{"$from":{"step":0,"pointer":"/text"}}}}}]}');
    const envelope = await runRecipe(recipe, { runStep: echo });
    expect(envelope.success).toBe(true);
    const outer = (envelope.success && (envelope.result as { outer: object }).outer)!;
    expect(Object.getPrototypeOf(outer)).toBe(Object.prototype);
    expect(Object.keys(outer)).toEqual(['__proto__', 'ref']);
    expect((outer as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  describe('deadlines', () => {
    /** performance.now under the test's control: a step "takes" whatever the test says. */
    function steppedClock() {
      let now = 1_000;
      vi.spyOn(performance, 'now').mockImplementation(() => now);
      return (ms: number) => void (now += ms);
    }

    it("gives each step min(its tool's deadline, what is left of the recipe's)", async () => {
      const advance = steppedClock();
      const deadlines: (number | undefined)[] = [];
      const runStep: StepRunner = async (tool, input, options) => {
        deadlines.push(options.timeoutMs);
        advance(400);
        return echo(tool, input, options);
      };
      const steps = [{ tool: 'hash', input: {} }, { tool: 'hash', input: {} }, { tool: 'hash', input: {} }];
      expect(await runRecipe({ steps }, { runStep, timeoutMs: 1_000 })).toMatchObject({ success: true });
      expect(deadlines).toEqual([1_000, 600, 200]);
      deadlines.length = 0;
      await runRecipe({ steps }, { runStep });
      expect(deadlines).toEqual([DEFAULT_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, DEFAULT_TIMEOUT_MS]);
      expect(RECIPE_TIMEOUT_MS).toBeGreaterThan(DEFAULT_TIMEOUT_MS);
    });

    it("answers TIMEOUT at the step running when the recipe's deadline passes", async () => {
      const advance = steppedClock();
      const runStep: StepRunner = async (tool, input, options) => {
        advance(600);
        if (options.timeoutMs! < 600) return { success: false, error: { code: 'TIMEOUT', message: `the tool ran past its deadline of ${options.timeoutMs} ms on this input` } };
        return echo(tool, input, options);
      };
      const envelope = await runRecipe({ steps: [{ tool: 'hash', input: {} }, { tool: 'hash', input: {} }, { tool: 'hash', input: {} }] }, { runStep, timeoutMs: 1_000 });
      expect(envelope).toMatchObject({ success: false, error: { code: 'TIMEOUT', message: 'the recipe ran past its deadline of 1000 ms at step 1', step: 1 }, steps: [{ tool: 'hash' }], meta: { steps: 2 } });
    });

    it('answers TIMEOUT at the next step, without running it, when the time is up between steps', async () => {
      const advance = steppedClock();
      const runStep = vi.fn<StepRunner>(async (tool, input, options) => {
        advance(1_000);
        return echo(tool, input, options);
      });
      const envelope = await runRecipe({ steps: [{ tool: 'hash', input: {} }, { tool: 'hash', input: {} }] }, { runStep, timeoutMs: 1_000 });
      expect(envelope).toMatchObject({ success: false, error: { code: 'TIMEOUT', step: 1 }, steps: [{ tool: 'hash' }], meta: { steps: 1 } });
      expect(runStep).toHaveBeenCalledTimes(1);
    });

    it("keeps a step's own TIMEOUT when its tool's deadline, not the recipe's, stopped it", async () => {
      const own: Envelope = { success: false, error: { code: 'TIMEOUT', message: 'the tool ran past its deadline of 10000 ms on this input' } };
      const envelope = await runRecipe({ steps: [{ tool: 'hash', input: {} }] }, { runStep: async () => own });
      expect(envelope).toMatchObject({ success: false, error: { ...own.error, step: 0 } });
    });
  });

  it('refuses a wrong timeoutMs, and rejects with the reason when the caller aborts', async () => {
    await expect(runRecipe({ steps: [] }, { timeoutMs: 0 })).rejects.toThrow(TypeError);
    await expect(runRecipe({ steps: [] }, { timeoutMs: Number.NaN })).rejects.toThrow(TypeError);
    const controller = new AbortController();
    const reason = new Error('stop');
    const runStep: StepRunner = async (tool, input, options) => {
      controller.abort(reason);
      options.signal!.throwIfAborted();
      return echo(tool, input, options);
    };
    await expect(runRecipe({ steps: [{ tool: 'hash', input: {} }] }, { runStep, signal: controller.signal })).rejects.toBe(reason);
  });
});
