/**
 * What every route of the server does around its own work: find the client's IP, write one JSON
 * log line (time, method, path, status, what the route adds, ms, ip; never bodies), and turn
 * anything that escapes into a 500 without internals, its stack going to the log line only.
 * The API, the MCP endpoint and the bins share it, so their log lines read alike.
 */
import { describeError, errorResponse, pathOf } from './http.ts';
import { clientIp } from './rate-limit/client-ip.ts';

/** Bun's server as Elysia's context gives it; null where there is none (app.handle in a test). */
export interface BunServer {
  requestIP(request: Request): { address: string } | null;
  timeout(request: Request, seconds: number): void;
}

export interface RouteContext {
  request: Request;
  server: BunServer | null;
}

export interface RouteCall extends RouteContext {
  ip: string;
  /** Fields the route adds to its log line (`tool`, `error`…). */
  meta: Record<string, unknown>;
}

export type RouteHandler = (call: RouteCall) => Promise<Response> | Response;

export interface RouteOptions {
  log: (entry: Record<string, unknown>) => void;
  /** TRUST_PROXY: proxy hops of X-Forwarded-For to trust for the client IP. */
  trustProxy: number;
}

/**
 * Returns `route(handler, logPath?)`: the handler wrapped for Elysia. `logPath` replaces the
 * request's path in the log line, for paths that carry a secret (a bin's id is its only key).
 */
export function createRoute({ log, trustProxy }: RouteOptions) {
  return (handler: RouteHandler, logPath?: string) =>
    async ({ request, server }: RouteContext): Promise<Response> => {
      const started = performance.now();
      const ip = clientIp(server?.requestIP(request)?.address, request.headers.get('x-forwarded-for'), trustProxy);
      const meta: Record<string, unknown> = {};
      let response: Response;
      try {
        response = await handler({ request, server, ip, meta });
      } catch (error) {
        meta.error = describeError(error);
        response = errorResponse('INTERNAL_ERROR', 'something went wrong on our side; please retry');
      }
      log({
        time: new Date().toISOString(),
        method: request.method,
        path: logPath ?? pathOf(request.url),
        status: response.status,
        ...meta,
        ms: Math.round(performance.now() - started),
        ip,
      });
      return response;
    };
}
