/**
 * JSON-RPC error messages over the real /mcp endpoint: the SDK's client and server both write
 * "MCP error <code>: " in front of a McpError's message, so what goes on the wire must not carry
 * it already, or a client reads "MCP error -32602: MCP error -32602: unknown tool".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../test-server.ts';
import { connect, post, rpc, rpcError, type Connected } from './mcp-client-fixture.ts';

let server: RunningServer;
let mcp: Connected;
let endpoint: string;

beforeAll(async () => {
  server = await startServer({ MCP_RATE_LIMIT_PER_MINUTE: '0', WORKERS: '1' });
  endpoint = `${server.url}/mcp`;
  mcp = await connect(endpoint);
}, 30_000);
afterAll(async () => {
  await mcp?.client.close();
  await server?.stop();
});

/** The error a raw JSON-RPC request gets, as sent on the wire. */
async function wireError(method: string, params: unknown): Promise<{ code: number; message: string }> {
  const { json } = await post(endpoint, rpc(method, params));
  return (json as { error: { code: number; message: string } }).error;
}

/** "MCP error" once, at the start, and nowhere else. */
function prefixedOnce(message: string, code: number): void {
  expect(message.startsWith(`MCP error ${code}: `), message).toBe(true);
  expect(message.split('MCP error').length - 1, message).toBe(1);
}

describe('JSON-RPC error messages', () => {
  it('an unknown tool: the wire has the bare message, the SDK client shows the prefix once', async () => {
    expect(await wireError('tools/call', { name: 'nope', arguments: {} })).toEqual({ code: -32602, message: 'unknown tool "nope"' });
    const error = await rpcError(() => mcp.client.callTool({ name: 'nope', arguments: {} }));
    expect(error.code).toBe(-32602);
    expect(error.message).toBe('MCP error -32602: unknown tool "nope"');
  });

  it("malformed tools/call params, refused by the SDK's own wrapper, carry no prefix on the wire", async () => {
    for (const params of [{ name: 42 }, {}, { name: 'base64', arguments: 'x' }]) {
      const error = await wireError('tools/call', params);
      expect(error.code, JSON.stringify(params)).toBe(-32602);
      expect(error.message, JSON.stringify(params)).toMatch(/^Invalid tools\/call request: /);
    }
  });

  it('a cursor this server did not give: bare on the wire, prefixed once by the client', async () => {
    expect(await wireError('tools/list', { cursor: 'bm90LW1pbmU' })).toEqual({
      code: -32602,
      message: 'cursor: is not a cursor this server gave (start again without one)',
    });
    expect(await wireError('tools/list', { cursor: 5 })).toEqual({ code: -32602, message: 'cursor: must be a string' });
    const error = await rpcError(() => mcp.client.listTools({ cursor: 'bm90LW1pbmU' }));
    expect(error.code).toBe(-32602);
    prefixedOnce(error.message, -32602);
  });
});
