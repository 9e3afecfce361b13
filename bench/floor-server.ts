/**
 * The work floor for bench/server.ts: what POST /api/tools/base64/execute must do by issue 3 and
 * the spec, with the server's own functions but no framework, no router and no route wrapper:
 * the client's IP, the Content-Length bound and strict UTF-8 decoding of the body, JSON.parse,
 * the tool run with its schema check, the JSON answer with CORS headers, and the request's log
 * line. Every path is this route. What the bare server is to HTTP, this is to the required work:
 * tooldeck cannot be cheaper than this without doing less than it must (its limits are off in the
 * bench too).
 */
import { get } from '../core/catalog.ts';
import { DEFAULT_TIMEOUT_MS, executeToolEager } from '../core/execute.ts';
import { errorResponse, json, parseJsonObject, readBody, STATUS_OF } from '../server/http.ts';
import { loadConfig } from '../server/config.ts';
import { createRequestLog, logTime } from '../server/log.ts';
import { clientIp } from '../server/rate-limit/client-ip.ts';

declare const Bun: {
  serve(options: {
    hostname: string;
    port: number;
    fetch(request: Request, server: { requestIP(request: Request): { address: string } | null }): Promise<Response>;
  }): { port: number };
};

const PATH = '/api/tools/base64/execute';
// The body limit tooldeck runs with (MAX_BODY_BYTES or its default), so both bound the same.
const { maxBodyBytes } = loadConfig(process.env, 1);
const base64 = get('base64')!;
const log = createRequestLog();

async function answer(request: Request): Promise<Response> {
  if (request.method !== 'POST') return errorResponse('METHOD_NOT_ALLOWED', 'POST only');
  const body = await readBody(request, maxBodyBytes);
  if (!body.ok) return body.response;
  const input = parseJsonObject(body.text);
  if (input instanceof Response) return input;
  const running = executeToolEager(base64, input, { timeoutMs: DEFAULT_TIMEOUT_MS });
  const outcome = running instanceof Promise ? await running : running;
  return json(outcome.success ? 200 : STATUS_OF[outcome.error.code], outcome);
}

const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT ?? 0),
  async fetch(request, bunServer) {
    const started = performance.now();
    const ip = clientIp(bunServer.requestIP(request)?.address, null, 0);
    const response = await answer(request);
    log({ time: logTime(), method: request.method, path: PATH, status: response.status, tool: 'base64', ms: Math.round(performance.now() - started), ip });
    return response;
  },
});
console.log(`listening on http://127.0.0.1:${server.port}`);
