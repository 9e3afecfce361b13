/**
 * The MCP surface as an Elysia plugin: POST /mcp (and `${BASE_PATH}/mcp`, and `/` on MCP_HOST)
 * answered by the SDK in stateless mode, after the HTTP-level rules the SDK does not know:
 * the Origin check, the per-IP limit (its own `mcp` scope on the API's limiter store), the body
 * limit, and a log line per request like the API's.
 */
import { Elysia } from 'elysia';
import { tools as catalog } from '../../core/catalog-metadata.ts';
import { jsonTextExceedsDepth, MAX_INPUT_DEPTH } from '../../core/lib/json-depth.ts';
import { quoteClipped } from '../../core/lib/quote.ts';
import type { ServerConfig } from '../config.ts';
import { describeError, errorResponse, hostNameOf, json, NOSNIFF, pathOf, readBody, withHeaders } from '../http.ts';
import { createRateLimiter } from '../rate-limit/limiter.ts';
import { limitRequest, type LimitOutcome } from '../rate-limit/limit-response.ts';
import type { RateLimitStore } from '../rate-limit/store.ts';
import { IDLE_TIMEOUT_SECONDS, type BunServer, type Route } from '../route.ts';
import type { CallReport, RunTool } from './call-result.ts';
import { discoveryTools, RUN_TOOL, SEARCH_TOOLS } from './discovery.ts';
import { createMcpHandler } from './mcp-server.ts';
import { RUN_RECIPE, runRecipeTool } from './run-recipe.ts';
import { catalogToolHandler, exposedCatalogTools } from './mcp-tools.ts';
import { createOriginPolicy, type OriginVerdict } from './origin.ts';

export interface McpSurfaceOptions {
  config: ServerConfig;
  /** The app's limiter store: MCP counts under its own scope there, so the API's limits are untouched. */
  store: RateLimitStore;
  runTool: RunTool;
  /** The app's route wrapper (client IP, log line, 500 on escape). */
  route: Route;
}

/** The SDK refuses batches over 100 messages; counting stops there. */
const MAX_COUNTED_MESSAGES = 100;

export function createMcpSurface({ config, store, runTool, route: wrap }: McpSurfaceOptions) {
  const listed = exposedCatalogTools(config.mcpTools);
  const listedIds = new Set(listed.map((tool) => tool.id));
  const limiter = createRateLimiter({ store, perMinute: config.mcpRateLimitPerMinute, scope: 'mcp' });
  // The discovery tools and run_recipe first: a client that reads only the first page still reaches the whole catalog.
  const handlers = [
    ...discoveryTools(catalog, listedIds, runTool),
    runRecipeTool({ runTool, limiter, timeoutMs: config.recipeTimeoutMs }),
    ...listed.map((tool) => catalogToolHandler(tool, runTool)),
  ];
  const handleMcp = createMcpHandler({
    handlers,
    catalogIds: new Set(catalog.map((tool) => tool.id)),
    maxBodyBytes: config.maxBodyBytes,
    instructions: instructions(listed.length, catalog.length),
  });
  const origins = createOriginPolicy(config.mcpAllowedOrigins);

  /** Counts `count` requests from `ip`; answers the 429 itself, or the headers a counted answer carries. */
  const limit = async (ip: string, count: number): Promise<LimitOutcome> => {
    let outcome: LimitOutcome = { headers: {} };
    for (let i = 0; i < count && 'headers' in outcome; i++) {
      outcome = await limitRequest(limiter, ip, "too many MCP requests; retry after the Retry-After header's seconds");
    }
    return outcome;
  };

  const respond = async (request: Request, server: BunServer | null, verdict: OriginVerdict, ip: string, meta: Record<string, unknown>, report: CallReport) => {
    if (!verdict.allowed) {
      // Not one of the spec's codes: no API answer is ever forbidden, only a browser page's call here.
      const origin = quoteClipped(request.headers.get('origin') ?? '', 100);
      return json(403, { success: false, error: { code: 'FORBIDDEN', message: `the origin ${origin} may not call this MCP server` } });
    }
    if (request.method === 'OPTIONS') {
      return verdict.origin === null ? new Response(null, { status: 204, headers: { allow: 'POST, OPTIONS' } }) : origins.preflight(request, verdict.origin);
    }
    if (request.method !== 'POST') {
      // Stateless Streamable HTTP: no stream to open with GET, no session to end with DELETE.
      return errorResponse('METHOD_NOT_ALLOWED', 'the MCP endpoint answers POST only (stateless Streamable HTTP)', { allow: 'POST' });
    }
    const first = await limit(ip, 1);
    if ('response' in first) return first.response;
    const body = await readBody(request, config.maxBodyBytes);
    if (!body.ok) return withHeaders(body.response, first.headers);
    const parsed = parseJson(body.text);
    if ('tooDeep' in parsed) return json(400, TOO_DEEP_ANSWER, first.headers);
    describeMessages(parsed, meta);
    // A JSON-RPC batch is as many requests as it holds messages, or one POST could carry 100 calls.
    const more = await limit(ip, Math.min(messageCount(parsed), MAX_COUNTED_MESSAGES) - 1);
    if ('response' in more) return more.response;
    const headers = { ...first.headers, ...more.headers };

    // The request is read; what is left is our own work, bounded by the tools' deadlines. Bun's
    // idle timeout (IDLE_TIMEOUT_SECONDS) may cut a connection silent that long, and a JSON answer is silent
    // until it is ready; so it is off until then (Bun 1.4 spares a pending POST, unpromised).
    server?.timeout(request, 0);
    try {
      const answer = parsed.ok
        ? await handleMcp({ request, parsedBody: parsed.value, report })
        : // Not JSON: the SDK reads the text again and answers its JSON-RPC parse error.
          await handleMcp({ request: new Request(request.url, { method: 'POST', headers: request.headers, body: body.text }), report });
      return withHeaders(answer, report.limitHeaders ? { ...headers, ...report.limitHeaders } : headers);
    } finally {
      server?.timeout(request, IDLE_TIMEOUT_SECONDS);
    }
  };

  const route = wrap(async ({ request, server, ip, meta }) => {
    meta.surface = 'mcp';
    const verdict = origins.check(request);
    const report: CallReport = { client: ip, tools: [], errors: [] };
    let response: Response;
    try {
      response = await respond(request, server, verdict, ip, meta, report);
    } catch (error) {
      report.errors.push(error);
      response = errorResponse('INTERNAL_ERROR', 'something went wrong on our side; please retry');
    }
    // errorResponse opens every answer to any origin ('*'); here only a listed origin gets CORS headers.
    response.headers.delete('access-control-allow-origin');
    response.headers.delete('access-control-expose-headers');
    if (verdict.allowed) withHeaders(response, origins.corsHeaders(verdict.origin));
    // The SDK's answers and the bare 204 carry none of the server's own headers; every answer has nosniff.
    withHeaders(response, NOSNIFF);
    if (report.tools.length > 0) meta.tool = report.tools.join(',');
    if (report.errors.length > 0) meta.error = describeError(report.errors[0]);
    return response;
  });

  const plugin = new Elysia();
  if (config.mcpHost !== undefined) {
    const host = config.mcpHost;
    // Before routing: on the MCP host, `/` is the MCP endpoint rather than the playground page.
    plugin.onRequest(({ request }) => {
      if (pathOf(request.url) === '/' && hostNameOf(request.headers.get('host')) === host) return route({ request });
    });
  }
  for (const path of new Set(['/mcp', `${config.basePath}/mcp`])) {
    // parse: 'none' leaves the body unread for readBody (and Elysia never answers a parse error of its own).
    plugin.post(path, route, { parse: 'none' }).all(path, route, { parse: 'none' });
  }
  return plugin;
}

function instructions(listed: number, total: number): string {
  const reach =
    listed === total
      ? `Every one of the ${total} tools is listed directly; ${SEARCH_TOOLS} finds tools by words.`
      : `${listed} of the catalog's ${total} tools are listed directly; ${SEARCH_TOOLS} finds any of the ${total} by words and ${RUN_TOOL} runs one by id.`;
  return `tooldeck: small, exact utility tools (encoding, hashing, JSON/CSV/XML/YAML conversion, text, dates, calculators, generators, validators). ${reach} ${RUN_RECIPE} chains tools, feeding one's result into the next. A failed call answers isError with "CODE: message" naming the bad field.`;
}

type Parsed = { ok: true; value: unknown } | { ok: false } | { ok: false; tooDeep: true };

/**
 * A tool's arguments sit three levels into a body (batch, message, params), so a body may nest
 * that much more than tool input. Deeper text is refused unparsed, as the API refuses it
 * (server/http.ts): JSON.parse alone would spend seconds on a body of brackets.
 */
const MAX_BODY_DEPTH = MAX_INPUT_DEPTH + 3;

/** JSON-RPC's answer to a request it will not read: Invalid Request, with no id to echo. */
const TOO_DEEP_ANSWER = {
  jsonrpc: '2.0',
  id: null,
  error: {
    code: -32600,
    message: `Invalid Request: the body nests deeper than ${MAX_BODY_DEPTH} levels of arrays and objects (a tool's arguments: ${MAX_INPUT_DEPTH}, counting the arguments object)`,
  },
};

function parseJson(text: string): Parsed {
  if (jsonTextExceedsDepth(text, MAX_BODY_DEPTH)) return { ok: false, tooDeep: true };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function messageCount(parsed: Parsed): number {
  return parsed.ok && Array.isArray(parsed.value) ? Math.max(1, parsed.value.length) : 1;
}

/** The JSON-RPC methods of the body for the log line (`tools/call`), clipped: they are the client's text. */
function describeMessages(parsed: Parsed, meta: Record<string, unknown>): void {
  if (!parsed.ok) return;
  const messages: unknown[] = Array.isArray(parsed.value) ? parsed.value.slice(0, 10) : [parsed.value];
  const methods = messages.map((message) => (typeof message === 'object' && message !== null && typeof (message as { method?: unknown }).method === 'string' ? (message as { method: string }).method.slice(0, 64) : undefined));
  const known = methods.filter((method): method is string => method !== undefined);
  if (known.length > 0) meta.rpc = known.join(',');
}
