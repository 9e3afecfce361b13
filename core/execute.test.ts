/** execute's contract: envelopes, validation messages, defaults, deadlines, internal errors, cancellation. */
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { closedObject, defineTool, execute, executeTool, stringEnum, ToolError, withDefault } from './index.ts';
import { executeToolEager } from './execute.ts';

const echo = defineTool({
  id: 'test-echo',
  name: 'Echo',
  category: 'developer',
  description: 'Returns its input, for testing execute.',
  keywords: [],
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'a choice' }),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'a bounded integer' }), 1),
    ratio: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: 'a positive number' })),
    text: Type.Optional(Type.String({ minLength: 1, maxLength: 5, description: 'a short string' })),
    nested: Type.Optional(closedObject({ items: Type.Array(Type.Integer({ description: 'an item' }), { maxItems: 2, description: 'items' }) }, { description: 'nested' })),
  }),
  output: closedObject({ input: Type.Unknown() }),
  examples: [],
  run: (input) => ({ input }),
});

const waiting = (ms: number) =>
  defineTool({
    id: 'test-wait',
    name: 'Wait',
    category: 'developer',
    description: 'Waits, for testing deadlines.',
    keywords: [],
    timeoutMs: 50,
    input: closedObject({}),
    output: closedObject({}),
    examples: [],
    run: async (_input, ctx) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { aborted: ctx.signal.aborted };
    },
  });

const message = async (input: unknown) => {
  const envelope = await executeTool(echo, input);
  return envelope.success ? 'ok' : envelope.error.message;
};

describe('execute', () => {
  it('answers the success envelope with an integer executionMs (base64 "hello")', async () => {
    expect(await execute('base64', { action: 'encode', text: 'hello' })).toEqual({
      success: true,
      result: { result: 'aGVsbG8=' },
      meta: { tool: 'base64', executionMs: expect.any(Number) },
    });
    const envelope = await execute('base64', { action: 'encode', text: 'hello' });
    expect(envelope.success && Number.isInteger(envelope.meta.executionMs)).toBe(true);
  });

  it('answers NOT_FOUND for an unknown id, clipping a long one', async () => {
    expect(await execute('nope' as string, {})).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'no tool with id "nope"' } });
    const long = await execute('x'.repeat(10_000), {});
    expect(!long.success && long.error.message.length).toBeLessThan(100);
    expect((await execute(42 as unknown as string, {})).success).toBe(false);
  });

  it('applies schema defaults without writing into the caller\'s object', async () => {
    const input = { action: 'encode' };
    expect(await executeTool(echo, input)).toMatchObject({ success: true, result: { input: { action: 'encode', count: 1 } } });
    expect(input).toEqual({ action: 'encode' });
  });

  it('refuses the wrong kind of container where a default is an object or an array, instead of merging the default into it', async () => {
    // TypeBox's Default alone turns [] into {} (and {"0":1} out of [1]) under an object default.
    const containers = defineTool({
      id: 'test-containers',
      name: 'Containers',
      category: 'developer',
      description: 'Object and array defaults, for testing validation.',
      keywords: [],
      input: closedObject({
        options: withDefault(closedObject({ width: withDefault(Type.Integer({ description: 'a width' }), 80) }, { description: 'options' }), {}),
        rows: Type.Optional(Type.Array(closedObject({ tags: withDefault(Type.Array(Type.String({ description: 'a tag' }), { description: 'tags' }), []) }), { description: 'rows' })),
      }),
      output: closedObject({ input: Type.Unknown() }),
      examples: [],
      run: (input) => ({ input }),
    });
    const messageOf = async (input: unknown) => {
      const envelope = await executeTool(containers, input);
      return envelope.success ? envelope.result : envelope.error.message;
    };
    expect(await messageOf({ options: [] })).toBe('options: must be an object, got an array');
    expect(await messageOf({ options: [1, 2] })).toBe('options: must be an object, got an array');
    expect(await messageOf({ rows: [{ tags: [] }, { tags: { a: 'b' } }] })).toBe('rows[1].tags: must be an array, got an object');
    expect(await messageOf({ options: 'wide' })).toBe('options: must be an object, got a string');
    expect(await messageOf({})).toEqual({ input: { options: { width: 80 } } });
    expect(await messageOf({ options: {}, rows: [{}] })).toEqual({ input: { options: { width: 80 }, rows: [{ tags: [] }] } });
  });

  it('names the field path and the rule in validation messages', async () => {
    expect(await message({ action: 'encode', count: 101 })).toBe('count: must be ≤ 100');
    expect(await message({ action: 'encode', count: 0 })).toBe('count: must be ≥ 1');
    expect(await message({ action: 'encode', count: 1.5 })).toBe('count: must be an integer');
    expect(await message({ action: 'encode', count: '5' })).toBe('count: must be an integer, got a string');
    expect(await message({ action: 'zip' })).toBe('action: must be one of encode, decode');
    expect(await message({ action: 'encode', zzz: 1 })).toBe('zzz: unknown field');
    expect(await message({})).toBe('action: is required');
    expect(await message({ action: 'encode', ratio: 0 })).toBe('ratio: must be > 0');
    expect(await message({ action: 'encode', ratio: Number.NaN })).toBe('ratio: must be a number, got NaN');
    expect(await message({ action: 'encode', ratio: Infinity })).toBe('ratio: must be a number, got Infinity');
    expect(await message({ action: 'encode', text: '' })).toBe('text: must not be empty');
    expect(await message({ action: 'encode', text: 'toolong' })).toBe('text: must be at most 5 characters');
    expect(await message({ action: 'encode', nested: { items: [1, 'a'] } })).toBe('nested.items[1]: must be an integer, got a string');
    expect(await message({ action: 'encode', nested: { items: [1, 2, 3] } })).toBe('nested.items: must have at most 2 items');
    expect(await message({ action: 'encode', nested: { items: [], extra: true } })).toBe('nested.extra: unknown field');
  });

  it('lists several problems in one message', async () => {
    expect(await message({ action: 'zip', count: 500 })).toBe('action: must be one of encode, decode; count: must be ≤ 100');
  });

  it('refuses input that is not a JSON object', async () => {
    expect(await message(null)).toBe('input: must be a JSON object, got null');
    expect(await message([])).toBe('input: must be a JSON object, got an array');
    expect(await message('text')).toBe('input: must be a JSON object, got a string');
    expect(await message(undefined)).toBe('input: must be a JSON object, got undefined');
    expect(await message(new Date())).toBe('input: must be a JSON object, got an object');
    expect(await message({ action: 'encode', text: () => 1 })).toBe('text: must be plain JSON data');
  });

  it('treats a "__proto__" key as an unknown field, never as a prototype', async () => {
    expect(await message(JSON.parse('{"action":"encode","__proto__":{"polluted":true}}'))).toBe('__proto__: unknown field');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('turns an unexpected exception into INTERNAL_ERROR, keeping it only as a non-enumerable cause', async () => {
    const failure = new Error('secret internals at /srv/app.ts:12');
    const broken = defineTool({ ...echo, id: 'test-broken', run: () => { throw failure; } });
    const envelope = await executeTool(broken, { action: 'encode' });
    expect(envelope).toEqual({ success: false, error: { code: 'INTERNAL_ERROR', message: 'the tool failed unexpectedly; this is a bug on our side' } });
    expect(JSON.stringify(envelope)).not.toContain('secret');
    expect(!envelope.success && envelope.error.cause).toBe(failure);
    expect(structuredClone(envelope)).toEqual({ success: false, error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
  });

  it('passes a ToolError through with its code', async () => {
    const refusing = defineTool({ ...echo, id: 'test-refusing', run: () => { throw new ToolError('VALIDATION_ERROR', 'text: nope'); } });
    expect(await executeTool(refusing, { action: 'encode' })).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'text: nope' } });
  });

  it('answers TIMEOUT when an asynchronous run passes the tool\'s deadline, and aborts its signal', async () => {
    const started = performance.now();
    expect(await executeTool(waiting(1_000), {})).toEqual({
      success: false,
      error: { code: 'TIMEOUT', message: 'the tool ran past its deadline of 50 ms on this input' },
    });
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('aborts the signal at the deadline, whether the run read it before or only after', async () => {
    const seen: { early?: AbortSignal; late?: AbortSignal } = {};
    const reading = (when: 'early' | 'late') =>
      defineTool({
        ...waiting(0),
        id: `test-${when}-signal`,
        run: async (_input, ctx) => {
          if (when === 'early') seen.early = ctx.signal;
          await new Promise((resolve) => setTimeout(resolve, 120));
          if (when === 'late') seen.late = ctx.signal;
          return {};
        },
      });
    expect(await executeTool(reading('early'), {})).toMatchObject({ error: { code: 'TIMEOUT' } });
    expect(seen.early?.aborted).toBe(true);
    expect((seen.early?.reason as DOMException).name).toBe('TimeoutError');
    expect(await executeTool(reading('late'), {})).toMatchObject({ error: { code: 'TIMEOUT' } });
    await new Promise((resolve) => setTimeout(resolve, 150)); // the abandoned run reads its signal after the deadline
    expect(seen.late?.aborted).toBe(true);
    expect((seen.late?.reason as DOMException).name).toBe('TimeoutError');
  });

  it('answers a synchronous tool without a promise when called eagerly', () => {
    const envelope = executeToolEager(echo, { action: 'encode' });
    expect(envelope).not.toBeInstanceOf(Promise);
    expect(envelope).toMatchObject({ success: true, meta: { tool: echo.id } });
  });

  it('answers TIMEOUT when a synchronous run returns after its deadline', async () => {
    const busy = defineTool({ ...echo, id: 'test-busy', timeoutMs: 20, run: (input) => { const end = performance.now() + 40; while (performance.now() < end); return { input }; } });
    expect(await executeTool(busy, { action: 'encode' })).toMatchObject({ success: false, error: { code: 'TIMEOUT' } });
  });

  it('takes the shorter of the caller\'s and the tool\'s deadline', async () => {
    const slow = defineTool({ ...waiting(200), timeoutMs: undefined });
    expect(await executeTool(slow, {}, { timeoutMs: 20 })).toMatchObject({ error: { message: 'the tool ran past its deadline of 20 ms on this input' } });
    expect(await executeTool(waiting(200), {}, { timeoutMs: 5_000 })).toMatchObject({ error: { message: 'the tool ran past its deadline of 50 ms on this input' } });
    expect(await executeTool(waiting(1), {}, { timeoutMs: 5_000 })).toMatchObject({ success: true });
  });

  it('rejects with the abort reason when the caller cancels, like fetch', async () => {
    const controller = new AbortController();
    const slow = defineTool({ ...waiting(200), timeoutMs: undefined });
    const running = executeTool(slow, {}, { signal: controller.signal });
    controller.abort(new Error('caller gave up'));
    await expect(running).rejects.toThrow('caller gave up');
    await expect(executeTool(slow, {}, { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});

describe('the central bound on results', () => {
  const repeating = defineTool({
    id: 'test-repeat',
    name: 'Repeat',
    category: 'text',
    description: 'Repeats a word into many fields, for testing the result bound.',
    keywords: [],
    input: closedObject({ fields: Type.Integer({ minimum: 1, maximum: 1_000, description: 'how many fields' }) }),
    output: closedObject({}),
    examples: [],
    // Each field stays under the cap; together they pass it, as a part built outside a budget would.
    run: ({ fields }) => Object.fromEntries(Array.from({ length: fields }, (_, index) => [`f${index}`, 'x'.repeat(1_000_000)])),
  });

  it('refuses a result whose parts together pass 20,000,000 characters, synchronous or not', async () => {
    expect(await executeTool(repeating, { fields: 19 })).toMatchObject({ success: true });
    expect(await executeTool(repeating, { fields: 21 })).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'result: would be longer than 20000000 characters; try a smaller input' },
    });
  });
});
