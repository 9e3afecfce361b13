/**
 * One MCP request, answered by the official SDK: a fresh low-level `Server` and a stateless
 * web-standard transport per HTTP request (a stateless transport refuses to be reused), with
 * tools/list and tools/call over the handlers built once at start. The low-level Server, not
 * McpServer: McpServer.registerTool takes only Zod schemas, the catalog's are JSON Schema.
 *
 * Answers are JSON, not SSE: a call returns one message, and routes.ts keeps the connection
 * from being cut by the server's idle timeout while the tool runs.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolRequest } from '@modelcontextprotocol/sdk/types.js';
import { quoteClipped } from '../../core/lib/quote.ts';
import { API_VERSION } from '../openapi.ts';
import { BareErrorTransport } from './bare-error-transport.ts';
import type { CallReport } from './call-result.ts';
import type { McpToolHandler } from './mcp-tools.ts';
import { page } from './pagination.ts';
import { toolIdOf } from './tool-names.ts';
import { RUN_TOOL } from './discovery.ts';

export interface McpHandlerOptions {
  /** What tools/list answers, in this order, and what tools/call can call. */
  handlers: readonly McpToolHandler[];
  /** Ids of every catalog tool, so a call to one that is not listed can point to run_tool. */
  catalogIds: ReadonlySet<string>;
  /** Bodies over this many bytes are refused by the transport; routes.ts refuses them first. */
  maxBodyBytes: number;
  instructions: string;
}

export interface McpRequest {
  request: Request;
  /** The JSON body when routes.ts could parse it; otherwise the SDK reads `request` and answers the parse error. */
  parsedBody?: unknown;
  report: CallReport;
}

/**
 * The SDK's Protocol parses a request with the handler's schema before the Server's own tools/call
 * wrapper can check it, so malformed params (`name: 42`) surface as -32603 "Internal error" with
 * a Zod dump. Registered with these loose schemas instead, the params reach that wrapper (which
 * answers -32602 Invalid params for tools/call) or our own check (tools/list).
 */
const LooseCallToolRequest = CallToolRequestSchema.omit({ params: true }).loose();
const LooseListToolsRequest = ListToolsRequestSchema.omit({ params: true }).loose();

function cursorOf(params: unknown): string | undefined {
  const cursor = typeof params === 'object' && params !== null ? (params as { cursor?: unknown }).cursor : undefined;
  if (cursor === undefined || typeof cursor === 'string') return cursor;
  throw new McpError(ErrorCode.InvalidParams, 'cursor: must be a string');
}

export function createMcpHandler({ handlers, catalogIds, maxBodyBytes, instructions }: McpHandlerOptions) {
  const byName = new Map(handlers.map((handler) => [handler.definition.name, handler]));
  const definitions = handlers.map((handler) => handler.definition);

  const unknownTool = (name: string): McpError => {
    const id = toolIdOf(name);
    const hint = id !== undefined && catalogIds.has(id) ? `; it is not listed here: call ${RUN_TOOL} with id ${JSON.stringify(id)}` : '';
    return new McpError(ErrorCode.InvalidParams, `unknown tool ${quoteClipped(name, 64)}${hint}`);
  };

  return async function handle({ request, parsedBody, report }: McpRequest): Promise<Response> {
    const server = new Server({ name: 'tooldeck', title: 'tooldeck', version: API_VERSION }, { capabilities: { tools: {} }, instructions });
    server.setRequestHandler(LooseListToolsRequest, (message) => {
      const { items, nextCursor } = page(definitions, cursorOf(message.params));
      return nextCursor === undefined ? { tools: items } : { tools: items, nextCursor };
    });
    server.setRequestHandler(LooseCallToolRequest, (message) => {
      // The SDK's wrapper has checked the params against CallToolRequestSchema by now.
      const params = message.params as CallToolRequest['params'];
      // Map.get, never an object lookup: a name like "__proto__" or "constructor" finds nothing.
      const handler = byName.get(params.name);
      if (!handler) throw unknownTool(params.name);
      return handler.call(params.arguments ?? {}, report);
    });
    const transport = new BareErrorTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: maxBodyBytes > 0 ? maxBodyBytes : Number.MAX_SAFE_INTEGER,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, parsedBody === undefined ? undefined : { parsedBody });
    } finally {
      await server.close();
    }
  };
}
