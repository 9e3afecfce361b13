/**
 * Recipes on the real server (`bun server/main.ts`): POST /api/recipes/execute and MCP run_recipe
 * give what the tools give one after the other through /api/tools/{id}/execute; refusals and
 * failures name their step; every step counts against the rate limits; runaway steps and
 * recipes stop at their deadlines; hostile bodies answer 4xx, never 500.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recipeSchemaDocument } from './recipes.ts';
import { startServer, type RunningServer } from './test-server.ts';
import { connect, post as mcpPost, rpc, type Connected } from './mcp/mcp-client-fixture.ts';

/** The issue's recipe, as written there. */
const ISSUE_RECIPE = {
  steps: [
    { name: 'parsed', tool: 'csv-to-json', input: { csv: 'a,b\n1,2' } },
    { tool: 'json-to-xml', input: { json: { $from: { step: 'parsed', pointer: '/rows', as: 'json' } } } },
  ],
};

/** (a+)+$ on 40 a's and a "!": about 2^40 backtracking steps; regex-test runs on the pool under its 2 s deadline. */
const RUNAWAY = { tool: 'regex-test', input: { pattern: '(a+)+$', text: `${'a'.repeat(40)}!` } };
const ENCODE = { tool: 'base64', input: { action: 'encode', text: 'hi' } };

type Json = Record<string, any>;

/** An envelope with every executionMs 0: the only part of two runs that may differ. */
const timeless = (envelope: unknown) => JSON.parse(JSON.stringify(envelope), (key, value) => (key === 'executionMs' ? 0 : value));

let server: RunningServer;
let mcp: Connected;

beforeAll(async () => {
  server = await startServer({ MAX_BODY_BYTES: '65536', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0', MCP_RATE_LIMIT_PER_MINUTE: '0' });
  mcp = await connect(`${server.url}/mcp`);
});
afterAll(async () => {
  await mcp?.client.close();
  await server?.stop();
});

async function send(url: string, path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(url + path, { method: 'POST', body, headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}
const recipe = (body: unknown, headers?: Record<string, string>) => send(server.url, '/api/recipes/execute', JSON.stringify(body), headers);
const tool = (id: string, input: unknown) => send(server.url, `/api/tools/${id}/execute`, JSON.stringify(input));
const runRecipeMcp = async (args: unknown) => (await mcp.client.callTool({ name: 'run_recipe', arguments: args as Record<string, unknown> })) as CallToolResult;

describe('POST /api/recipes/execute', () => {
  it("answers the issue's recipe with what the two tools answer one after the other, and MCP run_recipe the same", async () => {
    const parsed = await tool('csv-to-json', { csv: 'a,b\n1,2' });
    // csv-to-json's own known answer (its tests: Python's csv.DictReader, numbers coerced).
    expect(parsed.body.result.rows).toEqual([{ a: 1, b: 2 }]);
    const xml = await tool('json-to-xml', { json: JSON.stringify(parsed.body.result.rows) });
    expect(xml.status).toBe(200);

    const answer = await recipe(ISSUE_RECIPE);
    expect(answer.status).toBe(200);
    expect(timeless(answer.body)).toEqual({
      success: true,
      result: xml.body.result,
      steps: [
        { tool: 'csv-to-json', result: parsed.body.result, meta: { tool: 'csv-to-json', executionMs: 0 } },
        { tool: 'json-to-xml', result: xml.body.result, meta: { tool: 'json-to-xml', executionMs: 0 } },
      ],
      meta: { executionMs: 0, steps: 2 },
    });

    // The SDK client checks structuredContent against run_recipe's outputSchema.
    const called = await runRecipeMcp(ISSUE_RECIPE);
    expect(called.isError).toBeUndefined();
    expect(timeless(called.structuredContent)).toEqual(timeless(answer.body));
    expect(timeless(JSON.parse((called.content[0] as { text: string }).text))).toEqual(timeless(answer.body));
  });

  it('refuses a malformed recipe up front with 400 naming the step, before anything runs', async () => {
    const refusals: [unknown, number | undefined, RegExp][] = [
      [{ steps: [ENCODE, { tool: 'nope', input: {} }] }, 1, /nope/],
      [{ steps: [{ tool: 'json-to-xml', input: { json: { $from: { step: 1, pointer: '' } } } }, ENCODE] }, 0, /step/],
      [{ steps: [ENCODE, { tool: 'json-to-xml', input: { json: { $from: { step: 0, pointer: 'result' } } } }] }, 1, /pointer/],
      [{ steps: Array.from({ length: 21 }, () => ENCODE) }, undefined, /20/],
      [{ steps: [] }, undefined, /steps/],
    ];
    for (const [body, step, message] of refusals) {
      const answer = await recipe(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(message), ...(step === undefined ? {} : { step }) }, steps: [], meta: { executionMs: expect.any(Number), steps: 0 } });
    }
    // Through MCP: the same refusal as an error result naming the step.
    const called = await runRecipeMcp({ steps: [ENCODE, { tool: 'nope', input: {} }] });
    expect(called.isError).toBe(true);
    expect((called.content[0] as { text: string }).text).toMatch(/^VALIDATION_ERROR: .*nope.* \(step 1\)$/);
    expect(called.structuredContent).toMatchObject({ success: false, error: { step: 1 }, steps: [] });
  });

  it("answers an error at step k with that step's error and status, and the results before it", async () => {
    const encoded = await tool('base64', ENCODE.input);
    const bad = await recipe({ steps: [ENCODE, { tool: 'json-to-xml', input: { json: '[]', indent: 99 } }] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^indent: /), step: 1 }, meta: { steps: 2 } });
    expect(timeless(bad.body.steps)).toEqual([{ tool: 'base64', result: encoded.body.result, meta: { tool: 'base64', executionMs: 0 } }]);

    // An isolate step that runs away stops at its own deadline, on the pool; the steps before it stand.
    const runaway = await recipe({ steps: [ENCODE, ENCODE, RUNAWAY] });
    expect(runaway.status).toBe(422);
    expect(runaway.body.error).toEqual({ code: 'TIMEOUT', message: 'the tool ran past its deadline of 2000 ms on this input', step: 2 });
    expect(runaway.body.steps).toHaveLength(2);
    // The replaced worker serves the next recipe.
    expect((await recipe({ steps: [{ tool: 'regex-test', input: { pattern: 'a', text: 'aa' } }] })).body).toMatchObject({ success: true, result: { matchCount: 2 } });

    const called = await runRecipeMcp({ steps: [ENCODE, { tool: 'json-to-xml', input: { json: '[]', indent: 99 } }] });
    expect(called.isError).toBe(true);
    expect((called.content[0] as { text: string }).text).toMatch(/^VALIDATION_ERROR: indent: .* \(step 1\)$/);
    expect(timeless(called.structuredContent)).toEqual(timeless(bad.body));
  });

  it('answers malformed JSON, huge or deep bodies and __proto__ keys with 400 or 413, never 500', async () => {
    const raw = (body: string) => send(server.url, '/api/recipes/execute', body);
    const cases: [string, number, RegExp][] = [
      ['{"steps": [', 400, /^body: is not valid JSON$/],
      ['null', 400, /^recipe: must be an object/],
      ['[]', 400, /^recipe: must be an object/],
      [JSON.stringify({ steps: [ENCODE] }).padEnd(70_000, ' '), 413, /larger than the limit of 65536 bytes/],
      [`{"steps":[{"tool":"base64","input":{"text":${'['.repeat(100)}${']'.repeat(100)}}}]}`, 400, /nests deeper/],
      ['{"__proto__": {"polluted": true}, "steps": [{"tool": "base64", "input": {"action": "encode", "text": "hi"}}]}', 400, /__proto__/],
      ['{"steps": [{"tool": "base64", "input": {"action": "encode", "text": "hi", "__proto__": {"x": 1}}}]}', 400, /__proto__/],
      ['{"steps": [{"tool": "__proto__", "input": {}}]}', 400, /__proto__/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await raw(body);
      expect(answer.status, body.slice(0, 80)).toBe(status);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(answer.body).toMatchObject({ success: false, error: { message: expect.stringMatching(message) }, steps: [] });
    }
    // The server is unharmed: nothing was polluted.
    expect((await recipe({ steps: [ENCODE] })).body).toMatchObject({ success: true, result: { result: 'aGk=' } });
  });

  it('serves the recipe schema at GET /api/recipes/schema.json, and answers a wrong method with 405', async () => {
    const schema = await fetch(`${server.url}/api/recipes/schema.json`);
    expect(schema.status).toBe(200);
    expect(schema.headers.get('content-type')).toBe('application/schema+json; charset=utf-8');
    expect(schema.headers.get('x-content-type-options')).toBe('nosniff');
    expect(schema.headers.get('access-control-allow-origin')).toBe('*');
    expect(await schema.json()).toEqual(recipeSchemaDocument());
    const get = await fetch(`${server.url}/api/recipes/execute`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(`${server.url}/api/recipes/execute`, { method: 'OPTIONS', headers: { origin: 'https://a.example', 'access-control-request-method': 'POST' } })).status).toBe(204);
  });

  it('logs one line per recipe with the tools that ran and the failing step', async () => {
    await recipe(ISSUE_RECIPE);
    await recipe({ steps: [ENCODE, { tool: 'json-to-xml', input: { json: '[]', indent: 99 } }] });
    const entries = () => server.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Json);
    await expect.poll(() => entries().filter((entry) => entry.path === '/api/recipes/execute').length).toBeGreaterThanOrEqual(2);
    expect(entries()).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/recipes/execute', status: 200, tool: 'csv-to-json,json-to-xml' }));
    expect(entries()).toContainEqual(expect.objectContaining({ path: '/api/recipes/execute', status: 400, tool: 'base64,json-to-xml', step: 1 }));
  });
});

describe('rate limits and the recipe deadline', () => {
  const LIMIT = 3;
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({ RATE_LIMIT_PER_MINUTE: String(LIMIT), MCP_RATE_LIMIT_PER_MINUTE: String(LIMIT + 1), TRUST_PROXY: '1', RECIPE_TIMEOUT_MS: '1000', BASE_PATH: '/tools' });
  });
  afterAll(async () => {
    await limited?.stop();
  });
  // The windows are whole clock minutes: a test that straddles one would see its count reset.
  beforeEach(async () => {
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
  }, 15_000);

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const limitedRecipe = (body: unknown, ip: string) => send(limited.url, '/api/recipes/execute', JSON.stringify(body), from(ip));
  const limitedTool = (ip: string) => send(limited.url, '/api/tools/base64/execute', JSON.stringify(ENCODE.input), from(ip));

  it('counts every step: with 3 a minute, a 5-step recipe is refused at step 3 with 429 and the three results', async () => {
    const answer = await limitedRecipe({ steps: Array.from({ length: 5 }, () => ENCODE) }, '203.0.113.1');
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ success: false, error: { code: 'RATE_LIMITED', step: 3 }, meta: { steps: 4 } });
    expect(answer.body.steps).toHaveLength(3);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(answer.body.error.retryAfter).toBe(retryAfter);
    expect(answer.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await limitedTool('203.0.113.1')).status).toBe(429);
  });

  it('counts exactly: n steps cost n requests, a recipe refused up front costs one', async () => {
    const two = await limitedRecipe({ steps: [ENCODE, ENCODE] }, '203.0.113.2');
    expect(two.status).toBe(200);
    expect(two.headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await limitedTool('203.0.113.2')).headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await limitedTool('203.0.113.2')).status).toBe(429);

    const refused = await limitedRecipe({ steps: [ENCODE, { tool: 'nope', input: {} }] }, '203.0.113.3');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('2');
    const rest = await limitedRecipe({ steps: [ENCODE, ENCODE] }, '203.0.113.3');
    expect([rest.status, rest.headers.get('x-ratelimit-remaining')]).toEqual([200, '0']);
    // Over the limit on arrival: refused before the body is read, in the recipe's envelope, without a step.
    const late = await limitedRecipe({ steps: [ENCODE] }, '203.0.113.3');
    expect(late.status).toBe(429);
    expect(late.body).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: expect.any(String) }, steps: [], meta: { executionMs: 0, steps: 0 } });
  });

  it("counts run_recipe's steps against MCP's own limit: with 4 a minute, a 5-step recipe is refused at step 4", async () => {
    const call = rpc('tools/call', { name: 'run_recipe', arguments: { steps: Array.from({ length: 5 }, () => ENCODE) } });
    const answer = await mcpPost(`${limited.url}/mcp`, call, from('203.0.113.4'));
    expect(answer.status).toBe(200);
    const result = (answer.json as { result: CallToolResult }).result;
    expect(result.isError).toBe(true);
    expect((result.content[0] as { text: string }).text).toBe("RATE_LIMITED: too many MCP requests; retry after the Retry-After header's seconds (step 4)");
    expect(result.structuredContent).toMatchObject({ success: false, error: { code: 'RATE_LIMITED', step: 4 }, meta: { steps: 5 } });
    expect((result.structuredContent as Json).steps).toHaveLength(4);
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await mcpPost(`${limited.url}/mcp`, rpc('tools/list'), from('203.0.113.4'))).status).toBe(429);
    // The API's own limit was not touched.
    expect((await limitedTool('203.0.113.4')).status).toBe(200);
  });

  it('answers under BASE_PATH as well, counted in the same windows', async () => {
    const based = await send(limited.url, '/tools/api/recipes/execute', JSON.stringify({ steps: [ENCODE, ENCODE] }), from('203.0.113.6'));
    expect([based.status, based.headers.get('x-ratelimit-remaining')]).toEqual([200, '1']);
    expect((await limitedTool('203.0.113.6')).headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await fetch(`${limited.url}/tools/api/recipes/schema.json`)).status).toBe(200);
  });

  it("stops a recipe at RECIPE_TIMEOUT_MS, at the step that was running", async () => {
    const answer = await limitedRecipe({ steps: [ENCODE, RUNAWAY] }, '203.0.113.5');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, error: { code: 'TIMEOUT', message: 'the recipe ran past its deadline of 1000 ms at step 1', step: 1 } });
    expect(answer.body.steps).toHaveLength(1);
  });
});
