/**
 * The MCP surface of the real server (`bun server/main.ts`), spoken to by the official SDK's
 * Client over Streamable HTTP, and by raw HTTP for what a conforming client never sends.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, tools } from '../../core/catalog-metadata.ts';
import { startServer, type RunningServer } from '../test-server.ts';
import { connect, INITIALIZE_PARAMS, listAllTools, post, requestWithHost, rpc, rpcError, type Connected } from './mcp-client-fixture.ts';
import { mcpNameOf } from './tool-names.ts';

const FLAGSHIP = [
  'base64', 'url-encode', 'uuid', 'hash', 'hmac', 'json-format', 'json-validate', 'percentage', 'unit-convert', 'color-convert',
  'unix-timestamp', 'number-base', 'case-convert', 'word-count', 'lorem-ipsum', 'jwt-decode', 'regex-test', 'date-diff', 'csv-to-json', 'json-to-csv',
];
const ALLOWED_ORIGIN = 'https://allowed.example';
const MCP_HOST = 'mcp.example.org';

let server: RunningServer;
let mcp: Connected;
let endpoint: string;

beforeAll(async () => {
  server = await startServer({
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_DAY: '0',
    RATE_LIMIT_GLOBAL_PER_DAY: '0',
    MCP_RATE_LIMIT_PER_MINUTE: '0',
    MAX_BODY_BYTES: '65536',
    MCP_ALLOWED_ORIGINS: ALLOWED_ORIGIN,
    MCP_HOST,
  });
  endpoint = `${server.url}/mcp`;
  mcp = await connect(endpoint);
});
afterAll(async () => {
  await mcp?.client.close();
  await server?.stop();
});

/** The HTTP API's answer for the same call. */
async function api(id: string, input: unknown) {
  const response = await fetch(`${server.url}/api/tools/${id}/execute`, { method: 'POST', body: JSON.stringify(input) });
  return (await response.json()) as { success: boolean; result?: unknown; error?: { code: string; message: string } };
}

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await mcp.client.callTool({ name, arguments: args })) as CallToolResult;
}

function text(result: CallToolResult): string {
  const [block] = result.content;
  expect(block?.type).toBe('text');
  return (block as { text: string }).text;
}

describe('initialize', () => {
  it('negotiates the SDK client\'s protocol version and introduces the server', () => {
    expect(mcp.transport.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
    expect(mcp.client.getServerVersion()).toMatchObject({ name: 'tooldeck', version: '1.0.0' });
    expect(mcp.client.getServerCapabilities()).toMatchObject({ tools: {} });
    expect(mcp.client.getInstructions()).toContain('search_tools');
  });

  it('answers an older supported version with that version, and an unknown one with its latest', async () => {
    const older = await post(endpoint, rpc('initialize', INITIALIZE_PARAMS('2025-03-26')));
    expect(older.status).toBe(200);
    expect(older.json).toMatchObject({ jsonrpc: '2.0', id: 1, result: { protocolVersion: '2025-03-26', serverInfo: { name: 'tooldeck' } } });
    const unknown = await post(endpoint, rpc('initialize', INITIALIZE_PARAMS('1999-01-01')));
    expect(unknown.json).toMatchObject({ result: { protocolVersion: LATEST_PROTOCOL_VERSION } });
    // Stateless: no session to keep.
    expect(older.headers.get('mcp-session-id')).toBeNull();
  });
});

describe('tools/list', () => {
  it('lists the 2 discovery tools, run_recipe and the curated tools, 50 per page', async () => {
    const { tools: listed, pageSizes } = await listAllTools(mcp.client);
    const curated = tools.filter((tool) => tool.mcp === true);
    const total = curated.length + 3;
    expect(pageSizes).toEqual([...Array(Math.floor(total / 50)).fill(50), ...(total % 50 ? [total % 50] : [])]);
    expect(listed.map((tool) => tool.name)).toEqual(['search_tools', 'run_tool', 'run_recipe', ...curated.map((tool) => mcpNameOf(tool.id))]);
    for (const id of FLAGSHIP) expect(listed.map((tool) => tool.name)).toContain(mcpNameOf(id));
  });

  it('describes each tool from its definition', async () => {
    const { tools: listed } = await listAllTools(mcp.client);
    const hmac = listed.find((tool) => tool.name === 'hmac')!;
    expect(hmac).toMatchObject({
      title: get('hmac')!.name,
      inputSchema: { type: 'object', additionalProperties: false, required: expect.arrayContaining(['text', 'key']) },
      outputSchema: { type: 'object' },
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    });
    expect(hmac.description).toContain(get('hmac')!.description);
    expect(listed.find((tool) => tool.name === 'url_metadata')?.annotations).toMatchObject({ openWorldHint: true });
    expect(listed.find((tool) => tool.name === 'uuid')?.annotations).toMatchObject({ idempotentHint: false });
  });

  it('refuses a cursor it did not give with -32602', async () => {
    const error = await rpcError(() => mcp.client.listTools({ cursor: 'bm90LW1pbmU' }));
    expect(error.code).toBe(-32602);
  });
});

describe('tools/call', () => {
  it('answers every deterministic flagship tool with structuredContent equal to the HTTP API\'s result', async () => {
    for (const id of FLAGSHIP.filter((flagship) => get(flagship)!.deterministic !== false)) {
      const input = get(id)!.examples[0]!.input as Record<string, unknown>;
      const [result, envelope] = await Promise.all([call(mcpNameOf(id), input), api(id, input)]);
      expect(envelope.success, id).toBe(true);
      expect(result.isError, id).toBeFalsy();
      expect(result.structuredContent, id).toEqual(envelope.result);
      expect(JSON.parse(text(result)), id).toEqual(envelope.result);
    }
  });

  it('answers a random flagship tool in the shape of its output schema (the client validates it)', async () => {
    const result = await call('uuid', { count: 3 });
    expect((result.structuredContent as { uuids: string[] }).uuids).toHaveLength(3);
  });

  it('answers a validation error as an isError result with the code and the field, as the API words it', async () => {
    const input = { action: 'zip', text: 'a' };
    const [result, envelope] = await Promise.all([call('base64', input), api('base64', input)]);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(text(result)).toBe(`VALIDATION_ERROR: ${envelope.error!.message}`);
    expect(text(result)).toBe('VALIDATION_ERROR: action: must be one of encode, decode');
    expect(text(await call('base64', { action: 'encode' }))).toBe('VALIDATION_ERROR: text: is required');
    expect(text(await call('base64', JSON.parse('{"action":"encode","text":"a","__proto__":{"x":1}}')))).toBe('VALIDATION_ERROR: __proto__: unknown field');
  });

  it('answers a tool\'s own refusal (a rule the schema cannot express) the same way', async () => {
    const result = await call('base64', { action: 'decode', text: '***' });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe(`VALIDATION_ERROR: ${(await api('base64', { action: 'decode', text: '***' })).error!.message}`);
  });

  it('answers an unknown tool with the JSON-RPC error -32602, and points a catalog tool to run_tool', async () => {
    const unknown = await rpcError(() => mcp.client.callTool({ name: 'nope', arguments: {} }));
    expect(unknown.code).toBe(-32602);
    expect(unknown.message).toContain('unknown tool "nope"');
    const notListed = await rpcError(() => mcp.client.callTool({ name: 'hash_generate', arguments: { text: 'a' } }));
    expect(notListed.code).toBe(-32602);
    expect(notListed.message).toContain('call run_tool with id "hash-generate"');
    for (const name of ['hash-generate', '__proto__', 'constructor', 'x'.repeat(10_000)]) {
      expect((await rpcError(() => mcp.client.callTool({ name, arguments: {} }))).code, name.slice(0, 20)).toBe(-32602);
    }
  });

  it('runs an isolate tool (regex-test) on the worker pool: the API\'s result, and TIMEOUT at its deadline', async () => {
    const input = { pattern: '(\\w+)@(\\w+)\\.com', text: 'ann@example.com, bob@test.com', flags: 'g' };
    const [result, envelope] = await Promise.all([call('regex_test', input), api('regex-test', input)]);
    expect(result.structuredContent).toEqual(envelope.result);
    const started = performance.now();
    const runaway = await call('regex_test', { pattern: '(a+)+$', text: `${'a'.repeat(40)}!` });
    expect(runaway.isError).toBe(true);
    expect(text(runaway)).toBe('TIMEOUT: the tool ran past its deadline of 2000 ms on this input');
    expect(performance.now() - started).toBeLessThan(5000);
    // The server is still there for the next call.
    expect((await call('base64', { action: 'encode', text: 'hi' })).structuredContent).toEqual({ result: 'aGk=' });
  });

  it('refuses a body of brackets unparsed, and arguments past 64 levels as a validation error of the tool', async () => {
    // Raw: the SDK client itself cannot serialise this deep (its own stack runs out).
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const started = performance.now();
    const refused = await post(endpoint, `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"regex_test","arguments":{"pattern":"a","zzz":${deep}}}}`);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining('nests deeper than 67 levels') } });
    expect(performance.now() - started).toBeLessThan(2_000);
    // 65 levels counting the arguments object: the body is shallow enough to read, the tool refuses it.
    const levels65 = `${'['.repeat(64)}${']'.repeat(64)}`;
    for (const name of ['json_format', 'regex_test']) {
      const response = await post(endpoint, `{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"${name}","arguments":{"zzz":${levels65}}}}`);
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({
        id: 8,
        result: { isError: true, content: [{ type: 'text', text: 'VALIDATION_ERROR: input: nests deeper than 64 levels of arrays and objects' }] },
      });
    }
  });
});

describe('the discovery tools', () => {
  it('search_tools finds hmac-generate by "hmac", with how to call it', async () => {
    const result = await call('search_tools', { query: 'hmac' });
    const found = (result.structuredContent as { tools: { id: string; callWith: string }[] }).tools;
    expect(found).toContainEqual(expect.objectContaining({ id: 'hmac-generate', category: 'encoding', callWith: 'hmac_generate' }));
    expect(found).toContainEqual(expect.objectContaining({ id: 'hmac', callWith: 'hmac' }));
  });

  it('hmac_generate, the spec\'s own example of an MCP tool name, answers as the HTTP API does', async () => {
    const input = { message: 'The quick brown fox jumps over the lazy dog', secret: 'key' };
    const [result, envelope] = await Promise.all([call('hmac_generate', input), api('hmac-generate', input)]);
    expect(envelope.success).toBe(true);
    expect(result.structuredContent).toEqual(envelope.result);
    // RFC 4231 is for binary keys; this pair is the widely published HMAC-SHA256 test value.
    expect(result.structuredContent).toMatchObject({ hmac: 'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8' });
  });

  it('run_tool runs a tool off the curated list with the result of the HTTP API', async () => {
    const input = { text: 'The quick brown fox jumps over the lazy dog' };
    const [result, envelope] = await Promise.all([call('run_tool', { id: 'hash-generate', arguments: input }), api('hash-generate', input)]);
    expect(envelope.success).toBe(true);
    expect(result.structuredContent).toEqual(envelope.result);
    // The widely published SHA-256 of this sentence (python3: hashlib.sha256(b'The quick…dog').hexdigest()).
    expect(result.structuredContent).toMatchObject({ hash: 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592' });
  });

  it('run_tool answers an unknown id and the tool\'s own errors as isError results', async () => {
    expect(text(await call('run_tool', { id: 'nope' }))).toBe('NOT_FOUND: no tool with id "nope"; search_tools lists the ids');
    expect(text(await call('run_tool', { id: 'hash-generate', arguments: {} }))).toBe('VALIDATION_ERROR: text: is required');
  });
});

describe('HTTP rules', () => {
  it('answers GET, DELETE and other methods with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'DELETE', 'PUT', 'PATCH']) {
      const response = await fetch(endpoint, { method, headers: { accept: 'text/event-stream' } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toMatchObject({ success: false, error: { code: 'METHOD_NOT_ALLOWED' } });
    }
  });

  it('refuses a browser Origin that is not listed with 403, before anything else', async () => {
    for (const method of ['POST', 'GET', 'OPTIONS']) {
      const response = await fetch(endpoint, { method, headers: { origin: 'https://evil.example', 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, ...(method === 'POST' ? { body: rpc('tools/list') } : {}) });
      expect(response.status, method).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await response.json()).toEqual({ success: false, error: { code: 'FORBIDDEN', message: 'the origin "https://evil.example" may not call this MCP server' } });
    }
  });

  it('serves a listed Origin, with CORS headers for it alone and a preflight', async () => {
    const browser = await connect(endpoint, { origin: ALLOWED_ORIGIN });
    try {
      expect((await browser.client.callTool({ name: 'base64', arguments: { action: 'encode', text: 'hi' } })).structuredContent).toEqual({ result: 'aGk=' });
    } finally {
      await browser.client.close();
    }
    const answer = await post(endpoint, rpc('tools/list'), { origin: ALLOWED_ORIGIN });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    const preflight = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, mcp-protocol-version' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, mcp-protocol-version');
    // No Origin (a desktop client, curl) needs no CORS and gets none.
    const plain = await post(endpoint, rpc('tools/list'));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers bodies that are not JSON-RPC with the SDK\'s JSON-RPC errors, never a 5xx', async () => {
    const cases: [string, number, number][] = [
      ['{"jsonrpc":', 400, -32700],
      ['', 400, -32700],
      ['"text"', 400, -32700],
      ['{"id":1,"method":"tools/list"}', 400, -32700],
    ];
    for (const [body, status, code] of cases) {
      const response = await post(endpoint, body);
      expect(response.status, body).toBe(status);
      expect(response.json, body).toMatchObject({ jsonrpc: '2.0', error: { code } });
    }
    // Malformed params are invalid params (-32602), not an internal error.
    for (const params of [{ name: 42 }, {}, { name: 'base64', arguments: 'x' }, { name: 'base64', arguments: [1] }]) {
      const response = await post(endpoint, rpc('tools/call', params));
      expect(response.status).toBe(200);
      expect(response.json, JSON.stringify(params)).toMatchObject({ jsonrpc: '2.0', id: 1, error: { code: -32602 } });
    }
    for (const params of [{ cursor: 5 }, { cursor: null }]) {
      expect((await post(endpoint, rpc('tools/list', params))).json, JSON.stringify(params)).toMatchObject({ error: { code: -32602 } });
    }
    const unknownMethod = await post(endpoint, rpc('resources/list'));
    expect(unknownMethod.json).toMatchObject({ error: { code: -32601 } });
  });

  it('answers the SDK\'s 406 and 415 for a wrong Accept or Content-Type', async () => {
    expect((await post(endpoint, rpc('tools/list'), { accept: 'application/json' })).status).toBe(406);
    expect((await post(endpoint, rpc('tools/list'), { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('refuses a body over MAX_BODY_BYTES with 413 and invalid UTF-8 with 400, in the API\'s envelope', async () => {
    const big = await post(endpoint, rpc('tools/call', { name: 'base64', arguments: { action: 'encode', text: 'a'.repeat(70_000) } }));
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
    const notUtf8 = await post(endpoint, new Blob([new Uint8Array([0x7b, 0xff, 0x7d])]));
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.json).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  });

  it('logs one line per MCP request with the method and the tool', async () => {
    await call('hash', { text: 'log me' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.output().split('\n').filter((line) => line.includes('"surface":"mcp"'));
    expect(lines.some((line) => line.includes('"rpc":"tools/call"') && line.includes('"tool":"hash"'))).toBe(true);
    expect(server.output()).not.toContain('log me');
  });
});

describe('MCP_HOST', () => {
  const initialize = rpc('initialize', INITIALIZE_PARAMS(LATEST_PROTOCOL_VERSION));

  it('answers MCP at / on that host, whatever the letter case and port', async () => {
    for (const host of [MCP_HOST, 'MCP.Example.Org', `${MCP_HOST}:443`]) {
      const response = await requestWithHost(`${server.url}/`, host, 'POST', initialize);
      expect(response.status, host).toBe(200);
      expect(JSON.parse(response.text)).toMatchObject({ result: { serverInfo: { name: 'tooldeck' } } });
    }
    expect((await requestWithHost(`${server.url}/`, MCP_HOST, 'GET')).status).toBe(405);
    // /mcp keeps working there too.
    expect((await requestWithHost(`${server.url}/mcp`, MCP_HOST, 'POST', initialize)).status).toBe(200);
  });

  it('leaves / to the rest of the server on any other host', async () => {
    for (const host of ['127.0.0.1', 'other.example.org', `x${MCP_HOST}`, `${MCP_HOST}.evil.example`]) {
      const response = await requestWithHost(`${server.url}/`, host, 'POST', initialize);
      expect(response.status, host).toBe(404);
      expect(response.text).not.toContain('serverInfo');
    }
  });

  it('works for the SDK client pointed at the host\'s root', async () => {
    const viaHost = new Client({ name: 'host-test', version: '1.0.0' });
    // fetch keeps the URL's Host, so the client's requests are rewritten to carry the MCP host.
    const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/`), {
      fetch: (url, init) =>
        new Promise((resolve, reject) => {
          const body = typeof init?.body === 'string' ? init.body : undefined;
          requestWithHost(String(url), MCP_HOST, init?.method ?? 'GET', body)
            .then(({ status, headers, text: responseText }) =>
              resolve(new Response(status === 202 || status === 204 ? null : responseText, { status, headers: { 'content-type': String(headers['content-type'] ?? '') } })),
            )
            .catch(reject);
        }),
    });
    await viaHost.connect(transport);
    try {
      expect((await viaHost.callTool({ name: 'hash', arguments: { text: 'abc' } })).structuredContent).toMatchObject({
        // FIPS 180-2, appendix B.1: SHA-256("abc").
        hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      });
    } finally {
      await viaHost.close();
    }
  });
});
