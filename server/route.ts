/**
 * What every route of the server does around its own work: find the client's IP, write one JSON
 * log line (time, method, path, status, what the route adds, ms, ip; never bodies), and turn
 * anything that escapes into a 500 without internals, its stack going to the log line only.
 * The API, the MCP endpoint and the bins share it, so their log lines read alike.
 */
import { describeError, errorResponse, pathOf } from './http.ts';
import { clientIp } from './rate-limit/client-ip.ts';
import { logTime } from './log.ts';

/** Bun's idle timeout on every connection (app.ts's serve option); a route that lifts it restores this. */
export const IDLE_TIMEOUT_SECONDS = 30;

/** The part of Bun's server the routes use; null before listening (app.handle in a test). */
export interface BunServer {
  requestIP(request: Request): { address: string } | null;
  timeout(request: Request, seconds: number): void;
}

/**
 * What a wrapped route reads of Elysia's context: the request alone. Elysia builds each
 * context field a handler names per request (`server` with an Object.defineProperty), so the
 * server comes from RouteOptions instead, once per app.
 */
export interface RouteContext {
  request: Request;
}

export interface RouteCall extends RouteContext {
  server: BunServer | null;
  ip: string;
  /** The request's path (no query), as sent; built from `request.url` on first read. */
  readonly path: string;
  /** Fields the route adds to its log line (`tool`, `error`…). */
  meta: Record<string, unknown>;
}

export type RouteHandler = (call: RouteCall) => Promise<Response> | Response;

export interface RouteOptions {
  log: (entry: Record<string, unknown>) => void;
  /** TRUST_PROXY: proxy hops of X-Forwarded-For to trust for the client IP. */
  trustProxy: number;
  /** The listening Bun server (Elysia's `app.server`), read per request: it exists only after listen. */
  server: () => BunServer | null;
}

export type Route = (handler: RouteHandler, logPath?: string) => (context: RouteContext) => Response | Promise<Response>;

/**
 * Returns `route(handler, logPath?)`: the handler wrapped for Elysia. `logPath` replaces the
 * request's path in the log line: a template for paths that carry a secret (a bin's id is its
 * only key), or a static route's own path. Given one, and with a handler that never reads
 * `path`, the request's URL is never built: Bun makes `request.url` afresh on each read, a
 * measurable share of a small call (bench/server.ts). A static route's line then shows the route
 * as declared, also for a request that added a trailing slash.
 */
export function createRoute({ log, trustProxy, server: serverOf }: RouteOptions): Route {
  return (handler, logPath) =>
    ({ request }) => {
      const started = performance.now();
      const server = serverOf();
      // X-Forwarded-For is read only behind trusted proxies: otherwise it is the client's own text.
      const forwardedFor = trustProxy > 0 ? request.headers.get('x-forwarded-for') : null;
      const ip = clientIp(server?.requestIP(request)?.address, forwardedFor, trustProxy);
      let path: string | undefined;
      const pathNow = () => (path ??= pathOf(request.url));
      const meta: Record<string, unknown> = {};
      const answer = (response: Response): Response => {
        const entry: Record<string, unknown> = { time: logTime(), method: request.method, path: logPath ?? pathNow(), status: response.status };
        for (const name in meta) entry[name] = meta[name];
        entry.ms = Math.round(performance.now() - started);
        entry.ip = ip;
        log(entry);
        return response;
      };
      const fail = (error: unknown): Response => {
        meta.error = describeError(error);
        return answer(errorResponse('INTERNAL_ERROR', 'something went wrong on our side; please retry'));
      };
      // Not an async function: a handler that answers at once is logged and answered at once.
      let outcome: Response | Promise<Response>;
      try {
        outcome = handler({
          request,
          server,
          ip,
          meta,
          get path() {
            return pathNow();
          },
        });
      } catch (error) {
        return fail(error);
      }
      return outcome instanceof Promise ? outcome.then(answer, fail) : answer(outcome);
    };
}
