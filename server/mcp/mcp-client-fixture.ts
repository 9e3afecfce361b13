/**
 * Test helpers for the MCP surface over real HTTP: the SDK's own Client on its Streamable HTTP
 * transport, and a raw JSON-RPC POST for what a conforming client would never send.
 */
import { request as httpRequest } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';

export interface Connected {
  client: Client;
  transport: StreamableHTTPClientTransport;
}

/** An initialized SDK client at `endpoint` (e.g. `${server.url}/mcp`), sending `headers` with every request. */
export async function connect(endpoint: string, headers: Record<string, string> = {}): Promise<Connected> {
  const client = new Client({ name: 'tooldeck-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(endpoint), { requestInit: { headers } });
  await client.connect(transport);
  return { client, transport };
}

/** Every tools/list page, as a client walks them, with the size of each page. */
export async function listAllTools(client: Client): Promise<{ tools: Tool[]; pageSizes: number[] }> {
  const tools: Tool[] = [];
  const pageSizes: number[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor === undefined ? {} : { cursor });
    tools.push(...page.tools);
    pageSizes.push(page.tools.length);
    cursor = page.nextCursor;
  } while (cursor !== undefined && pageSizes.length < 20);
  return { tools, pageSizes };
}

export const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

export function rpc(method: string, params?: unknown, id: number | string = 1): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });
}

export const INITIALIZE_PARAMS = (protocolVersion: string) => ({ protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } });

/** A POST with the MCP headers (overridable) and a body, answered as status, headers and parsed JSON (or text). */
export async function post(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: 'POST', body, headers: { ...MCP_HEADERS, ...headers } });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** A request with a Host header of our choosing (fetch keeps the URL's own), over node:http. */
export function requestWithHost(url: string, host: string, method: string, body?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname: target.hostname, port: target.port, path: target.pathname, method, headers: { ...MCP_HEADERS, host } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The JSON-RPC error a client call throws; fails when the call succeeds or throws anything else. */
export async function rpcError(run: () => Promise<unknown>): Promise<McpError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof McpError) return error;
    throw error;
  }
  throw new Error('expected a JSON-RPC error');
}
