/** search_tools and run_tool, called as tools/call calls them, over the real catalog and core's executeTool. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { get, tools } from '../../core/catalog-metadata.ts';
import { execute, executeTool } from '../../core/execute.ts';
import { toJsonSchema } from '../openapi.ts';
import type { CallReport, RunTool } from './call-result.ts';
import { discoveryTools, RUN_TOOL, SEARCH_TOOLS } from './discovery.ts';

const runInProcess: RunTool = (tool, input) => executeTool(tool, input);
const listed = new Set(['hmac', 'base64']);
const [searchTools, runTool] = discoveryTools(tools, listed, runInProcess);
const report = (): CallReport => ({ client: '127.0.0.1', tools: [], errors: [] });

const search = (args: Record<string, unknown>) => searchTools!.call(args, report());
const run = (args: Record<string, unknown>, into = report()) => runTool!.call(args, into);

function errorText(result: CallToolResult): string {
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  const [block] = result.content;
  expect(block?.type).toBe('text');
  return (block as { text: string }).text;
}

describe('the discovery tools', () => {
  it('are search_tools and run_tool, with closed input schemas and annotations', () => {
    expect(searchTools!.definition).toMatchObject({
      name: SEARCH_TOOLS,
      inputSchema: { type: 'object', additionalProperties: false, required: ['query'] },
      outputSchema: { type: 'object' },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    });
    expect(runTool!.definition).toMatchObject({
      name: RUN_TOOL,
      inputSchema: { type: 'object', additionalProperties: false, required: ['id'] },
      // It can run url-metadata (network) and uuid (random).
      annotations: { readOnlyHint: true, idempotentHint: false, openWorldHint: true },
    });
  });
});

describe('search_tools', () => {
  it('finds hmac-generate by "hmac", with its schema and how to call it', async () => {
    const result = await search({ query: 'hmac' });
    expect(result.isError).toBeUndefined();
    const found = (result.structuredContent as { tools: { id: string; callWith: string; parameters: unknown }[] }).tools;
    expect(found.map((tool) => tool.id).slice(0, 2)).toEqual(['hmac', 'hmac-generate']);
    expect(found[0]).toMatchObject({ id: 'hmac', name: get('hmac')!.name, category: 'crypto', description: get('hmac')!.description, callWith: 'hmac' });
    expect(found[1]).toEqual({
      id: 'hmac-generate',
      name: 'HMAC Generator',
      description: get('hmac-generate')!.description,
      category: 'encoding',
      parameters: toJsonSchema(get('hmac-generate')!.input, '#'),
      callWith: RUN_TOOL,
    });
    // The same JSON as text, for clients that read only the content blocks.
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(result.structuredContent);
  });

  it('finds tools by their keywords and forgives typos: "sha256" the hash tools, "jsn" the JSON ones', async () => {
    const idsOf = async (query: string) => ((await search({ query, limit: 3 })).structuredContent as { tools: { id: string }[] }).tools.map((tool) => tool.id);
    expect(new Set((await idsOf('sha256')).slice(0, 2))).toEqual(new Set(['hash', 'hash-generate']));
    // The YAML converters first; docker-run-to-compose (keyword docker-compose.yml) may follow.
    expect((await idsOf('yml')).slice(0, 2).sort()).toEqual(['json-yaml-converter', 'yaml-to-json']);
    for (const id of await idsOf('jsn')) expect(id).toContain('json');
  });

  it('applies the default limit of 10, a given limit and a category', async () => {
    const all = (await search({ query: '' })).structuredContent as { tools: unknown[]; total: number };
    expect(all.tools).toHaveLength(10);
    expect(all.total).toBe(tools.length);
    const some = (await search({ query: 'json', limit: 3, category: 'data' })).structuredContent as { tools: { category: string }[] };
    expect(some.tools).toHaveLength(3);
    expect(some.tools.every((tool) => tool.category === 'data')).toBe(true);
  });

  it.each([
    [{}, 'VALIDATION_ERROR: query: is required'],
    [{ query: 'a'.repeat(201) }, 'VALIDATION_ERROR: query: must be at most 200 characters'],
    [{ query: 5 }, 'VALIDATION_ERROR: query: must be a string, got an integer'],
    [{ query: 'x', limit: 0 }, 'VALIDATION_ERROR: limit: must be ≥ 1'],
    [{ query: 'x', limit: 1.5 }, 'VALIDATION_ERROR: limit: must be an integer'],
    [{ query: 'x', category: 'nope' }, 'VALIDATION_ERROR: category: must be one of encoding, crypto, validation, data, conversion, math, finance, health, datetime, text, generators, documents, developer'],
    [{ query: 'x', zzz: 1 }, 'VALIDATION_ERROR: zzz: unknown field'],
    [JSON.parse('{"query":"x","__proto__":{"limit":1}}'), 'VALIDATION_ERROR: __proto__: unknown field'],
  ])('refuses %j as a tool error naming the field', async (args, text) => {
    expect(errorText(await search(args))).toBe(text);
  });
});

describe('run_tool', () => {
  it('runs a tool the server does not list, with the result the tool itself gives', async () => {
    const args = { text: 'abc', algorithm: 'sha256' };
    const into = report();
    const result = await run({ id: 'hash-generate', arguments: args }, into);
    const direct = await execute('hash-generate', args);
    expect(direct.success).toBe(true);
    expect(result).toEqual({ content: [{ type: 'text', text: JSON.stringify(direct.success && direct.result) }], structuredContent: direct.success && direct.result });
    expect(into.tools).toEqual(['hash-generate']);
  });

  it('gives a tool whose fields are all optional an empty object when arguments are left out', async () => {
    const result = await run({ id: 'uuid' });
    expect((result.structuredContent as { uuids: string[] }).uuids).toHaveLength(1);
  });

  it('answers the tool\'s own validation error, naming the field', async () => {
    expect(errorText(await run({ id: 'base64', arguments: { action: 'zip', text: 'a' } }))).toBe('VALIDATION_ERROR: action: must be one of encode, decode');
    expect(errorText(await run({ id: 'base64', arguments: {} }))).toMatch(/^VALIDATION_ERROR: (action|text): is required/);
  });

  it('answers NOT_FOUND for an id no tool has, pointing to search_tools', async () => {
    expect(errorText(await run({ id: 'nope' }))).toBe('NOT_FOUND: no tool with id "nope"; search_tools lists the ids');
    for (const id of ['__proto__', 'constructor', 'hash_generate', 'run_tool', 'search_tools']) {
      expect(errorText(await run({ id })), id).toMatch(/^NOT_FOUND: /);
    }
  });

  it.each([
    [{}, 'VALIDATION_ERROR: id: is required'],
    [{ id: 'base64', arguments: [] }, 'VALIDATION_ERROR: arguments: must be an object, got an array'],
    [{ id: 'base64', arguments: [1, 2] }, 'VALIDATION_ERROR: arguments: must be an object, got an array'],
    [{ id: 'base64', arguments: 'action=encode' }, 'VALIDATION_ERROR: arguments: must be an object, got a string'],
    [{ id: 'base64', arguments: null }, 'VALIDATION_ERROR: arguments: must be an object, got null'],
    [{ id: 'x'.repeat(101) }, 'VALIDATION_ERROR: id: must be at most 100 characters'],
    [{ id: 'base64', args: {} }, 'VALIDATION_ERROR: args: unknown field'],
  ])('refuses its own bad arguments %j', async (args, text) => {
    expect(errorText(await run(args))).toBe(text);
  });

  it('turns a runTool that throws into INTERNAL_ERROR without internals, and reports the cause', async () => {
    const failing: RunTool = () => Promise.reject(new Error('secret internals'));
    const [, runFailing] = discoveryTools(tools, listed, failing);
    const into = report();
    const text = errorText(await runFailing!.call({ id: 'base64', arguments: { action: 'encode', text: 'a' } }, into));
    expect(text).toBe('INTERNAL_ERROR: something went wrong on our side; please retry');
    expect(into.errors).toEqual([new Error('secret internals')]);
  });

  it('answers OVERLOADED when the pool refuses the call', async () => {
    const [, runBusy] = discoveryTools(tools, listed, () => Promise.resolve({ overloaded: true }));
    expect(errorText(await runBusy!.call({ id: 'regex-test', arguments: { pattern: 'a', text: 'a' } }, report()))).toBe('OVERLOADED: all workers are busy; retry shortly');
  });
});
