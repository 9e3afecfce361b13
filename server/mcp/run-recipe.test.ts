/**
 * run_recipe called as tools/call calls it, in this process: its schemas (RECIPE_SCHEMA in, the
 * recipe envelope out, as the SDK client's validator reads them), the step it names on failure,
 * what it reports for the log line and the HTTP headers, and its counting on MCP's limiter.
 */
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { executeTool } from '../../core/execute.ts';
import { RECIPE_SCHEMA } from '../../core/recipe/schema.ts';
import { createRateLimiter } from '../rate-limit/limiter.ts';
import { MemoryStore } from '../rate-limit/memory-store.ts';
import { RECIPE_EXAMPLE_FAILURE, RECIPE_EXAMPLE_RESPONSE } from '../recipe-openapi.ts';
import type { CallReport, RunTool } from './call-result.ts';
import { runRecipeTool } from './run-recipe.ts';

const runInProcess: RunTool = (tool, input, _client, step) => executeTool(tool, input, { timeoutMs: step?.timeoutMs });
const store = new MemoryStore();
afterAll(() => store.close?.());
const report = (client = '192.0.2.1'): CallReport => ({ client, tools: [], errors: [] });
const ENCODE = { tool: 'base64', input: { action: 'encode', text: 'hi' } };

describe('run_recipe', () => {
  const unlimited = runRecipeTool({ runTool: runInProcess, limiter: createRateLimiter({ store, perMinute: 0 }), timeoutMs: 30_000 });

  it('takes RECIPE_SCHEMA as its input schema and declares the recipe envelope as its output, both compiled by the SDK client', () => {
    const { inputSchema, outputSchema } = unlimited.definition;
    expect(inputSchema).toEqual(JSON.parse(JSON.stringify(RECIPE_SCHEMA)));
    const validate = new AjvJsonSchemaValidator().getValidator(outputSchema!);
    expect(validate(RECIPE_EXAMPLE_RESPONSE).valid).toBe(true);
    expect(validate(RECIPE_EXAMPLE_FAILURE).valid).toBe(true);
    expect(validate({ success: true, result: {} }).valid).toBe(false);
    expect(validate({ ...RECIPE_EXAMPLE_FAILURE, error: { code: 'NOPE', message: 'x', step: 0 } }).valid).toBe(false);
  });

  it('answers the envelope as structuredContent and text, and a failure as isError naming its step', async () => {
    const into = report();
    const done = await unlimited.call({ steps: [ENCODE, { tool: 'base64', input: { action: 'decode', text: { $from: { step: 0, pointer: '/result' } } } }] }, into);
    expect(done.isError).toBeUndefined();
    expect(done.structuredContent).toMatchObject({ success: true, result: { result: 'hi' }, meta: { steps: 2 } });
    expect(JSON.parse((done.content[0] as { text: string }).text)).toEqual(done.structuredContent);
    expect(into.tools).toEqual(['base64', 'base64']);
    // Limits off: no count, no headers to replace the message's.
    expect(into.limitHeaders).toBeUndefined();

    const failed = await unlimited.call({ steps: [ENCODE, { tool: 'base64', input: { action: 'nope', text: 'x' } }] }, report());
    expect(failed.isError).toBe(true);
    expect((failed.content[0] as { text: string }).text).toMatch(/^VALIDATION_ERROR: action: .* \(step 1\)$/);
    expect(failed.structuredContent).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', step: 1 }, steps: [{ tool: 'base64' }] });

    const malformed = await unlimited.call({ steps: 'all of them' }, report());
    expect((malformed.content[0] as { text: string }).text).toMatch(/^VALIDATION_ERROR: steps: must be an array, got a string$/);
  });

  it('counts every step after the first on its limiter, and reports the latest count without Retry-After', async () => {
    const limited = runRecipeTool({ runTool: runInProcess, limiter: createRateLimiter({ store, perMinute: 2, scope: 'mcp-test' }), timeoutMs: 30_000 });
    const into = report('192.0.2.2');
    // The message's count (taken by routes.ts, not here) pays for step 0: steps 1 and 2 are the limiter's 2.
    const three = await limited.call({ steps: [ENCODE, ENCODE, ENCODE] }, into);
    expect(three.isError).toBeUndefined();
    expect(into.limitHeaders).toEqual({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '0' });

    const refusedInto = report('192.0.2.2');
    const refused = await limited.call({ steps: [ENCODE, ENCODE] }, refusedInto);
    expect(refused.structuredContent).toMatchObject({ success: false, error: { code: 'RATE_LIMITED', step: 1, retryAfter: expect.any(Number) }, steps: [{ tool: 'base64' }] });
    expect(refusedInto.limitHeaders).toEqual({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '0' });
    // A one-step recipe costs only its message's count: nothing more to refuse.
    expect((await limited.call({ steps: [ENCODE] }, report('192.0.2.2'))).isError).toBeUndefined();
  });
});
