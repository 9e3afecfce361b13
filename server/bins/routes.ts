/**
 * The webhook bins over HTTP (issue 5, items 6–9), as one Elysia plugin:
 *
 *   POST   /bins                  create (10 a minute per IP) → 201 {id, url, inspectUrl, createdAt, expiresAt}
 *   GET    /bins/{id}             the listing as JSON, or the live page for Accept: text/html
 *   DELETE /bins/{id}             end the bin early → 204
 *   GET    /bins/{id}/stream      Server-Sent Events: hello, capture…, end
 *   *      /bins/{id}/in[/…]      capture → 200 {"ok":true}, CORS open
 *   GET    /bins/view.js          the live page's script
 *
 * Served at the root and, when BASE_PATH is set, under it too, as the API is. A CORS preflight
 * (OPTIONS with Access-Control-Request-Method) is answered, never captured: it is the browser
 * asking, not the sender; an OPTIONS without that header is captured like any other method.
 */
import { Elysia } from 'elysia';
import type { ServerConfig } from '../config.ts';
import { CORS_HEADERS, errorResponse, json, NOSNIFF, payloadTooLarge, preflightResponse, redirect } from '../http.ts';
import { createRateLimiter } from '../rate-limit/limiter.ts';
import { limitRequest } from '../rate-limit/limit-response.ts';
import type { Route } from '../route.ts';
import type { RateLimitStore } from '../rate-limit/store.ts';
import { filterHeaders, readClippedBody, redactQuery, type CapturedRequest } from './capture.ts';
import { isBinId } from './ids.ts';
import { binUrls, requestOrigin } from './origin.ts';
import { PAGE_HEADERS, PAGE_SCRIPT_NAME, prefersHtml, renderBinPage } from './page.ts';
import { pageScriptResponse } from './page-assets.ts';
import { createBinService } from './service.ts';
import { SqliteBinStore } from './sqlite-store.ts';
import { createStreamHub, type StreamHub } from './stream.ts';
import { openRedis, type Redis } from '../redis/connection.ts';
import { RedisBinStore } from './redis-store.ts';
import { createRedisStreamHub } from './redis-stream.ts';
import { BinStoreUnavailableError, type BinStore } from './store.ts';

export interface BinsOptions {
  config: ServerConfig;
  /** The app's rate-limit store; bin creation counts in its own `bins` scope. */
  limiterStore: RateLimitStore;
  /** The app's JSON log line writer. */
  log: (entry: Record<string, unknown>) => void;
  /** The app's route wrapper (client IP, log line, 500 on escape). */
  route: Route;
  /**
   * The app's Redis connection (REDIS_URL): bins live in Redis, shared by every instance, and live
   * events cross instances over a second connection the bins open (config.redisUrl). Without
   * it: SQLite in DATA_DIR and this instance's streams.
   */
  redis?: Redis;
}

export interface Bins {
  /** Mount with `.use(bins.routes)`. */
  routes: Elysia;
  /** Ends the live streams, which would otherwise hold a stopping listener until its grace runs out. */
  endStreams(): void;
  /** Ends live streams, stops the sweep and closes the database (after the listener stops). */
  close(): void;
}

const NO_STORE = { 'cache-control': 'no-store', ...NOSNIFF };

/** The repo compiles without DOM.Iterable, so a Headers is read with forEach. */
function headerEntries(headers: Headers): [string, string][] {
  const entries: [string, string][] = [];
  headers.forEach((value, name) => entries.push([name, value]));
  return entries;
}

const NOT_FOUND_MESSAGE = 'no such bin (bins expire; the id must be exactly as created)';

/** Seconds a client is asked to wait while the bin store (Redis) does not answer; its client reconnects within a few. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** Where bins live and how their events travel: Redis with REDIS_URL, else SQLite and this instance. */
function openStorage(config: ServerConfig, redis: Redis | undefined, log: BinsOptions['log']): { store: BinStore; hub: StreamHub } {
  if (redis === undefined || config.redisUrl === undefined) return { store: new SqliteBinStore(config.dataDir), hub: createStreamHub() };
  return { store: new RedisBinStore(redis), hub: createRedisStreamHub({ publisher: redis, subscriber: openRedis(config.redisUrl), log }) };
}

export function createBins({ config, limiterStore, log, route: wrap, redis }: BinsOptions): Bins {
  const { store, hub } = openStorage(config, redis, log);
  const service = createBinService({ store, hub, ttlSeconds: config.binTtlSeconds, maxStoreBytes: config.binStoreMaxBytes, log });
  const limiter = createRateLimiter({ store: limiterStore, perMinute: config.binRateLimitPerMinute, scope: 'bins' });

  // Log lines name the route, not the path: a bin's id is its only key, and a sub-path may carry
  // secrets of the sender's own. A store that does not answer is a 503 to retry, not a 500.
  const route = (template: string, handler: (request: Request, ip: string, path: string) => Promise<Response> | Response) =>
    wrap(async ({ request, ip, path, meta }) => {
      try {
        return await handler(request, ip, path);
      } catch (error) {
        if (!(error instanceof BinStoreUnavailableError)) throw error;
        meta.error = error.code;
        return errorResponse('UPSTREAM_UNAVAILABLE', "the bin store is unavailable; retry after the Retry-After header's seconds", {
          'retry-after': String(STORE_RETRY_AFTER_SECONDS),
          'cache-control': 'no-store',
        });
      }
    }, template);

  const notFound = () => errorResponse('NOT_FOUND', NOT_FOUND_MESSAGE);

  const methodNotAllowed = (allow: string) => () => errorResponse('METHOD_NOT_ALLOWED', `this endpoint answers ${allow} only`, { allow });

  const create = async (request: Request, ip: string, prefix: string) => {
    const limited = await limitRequest(limiter, ip, "too many bins created; retry after the Retry-After header's seconds");
    if ('response' in limited) return limited.response;
    const headers = limited.headers;
    // A creation body means nothing; it is not read, so it cannot cost anything either.
    await request.body?.cancel();
    const origin = requestOrigin(request, config.trustProxy);
    const created = await service.create((id) => binUrls(id, { binHost: config.binHost, origin, prefix }));
    return json(201, created, { ...headers, ...NO_STORE, location: created.inspectUrl });
  };

  const capture = async (request: Request, id: string, tail: string) => {
    const receivedAt = Date.now();
    if (!isBinId(id)) return notFound();
    if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
      if ((await service.find(id)) === undefined) return notFound();
      return preflightResponse(request, request.headers.get('access-control-request-method')!);
    }
    const maxBytes = config.maxBodyBytes;
    // A declared size over the limit is refused unread; a declared size is never what is recorded.
    if (maxBytes > 0 && Number(request.headers.get('content-length')) > maxBytes) return payloadTooLarge(maxBytes);
    if ((await service.find(id)) === undefined) return notFound();
    const read = await readClippedBody(request.body, { maxBytes });
    if (!read.ok) return payloadTooLarge(maxBytes);
    const url = new URL(request.url);
    const captured: CapturedRequest = {
      method: request.method,
      path: tail,
      // Redacted before it is stored: the listing, the page and the stream show what the store holds.
      query: redactQuery(url.search.slice(1)),
      receivedAt,
      size: read.size,
      contentType: request.headers.get('content-type'),
      headers: filterHeaders(headerEntries(request.headers)),
      body: read.bytes,
      truncated: read.truncated,
    };
    if (!(await service.capture(id, captured))) return notFound();
    return json(200, { ok: true }, { 'cache-control': 'no-store' });
  };

  const inspect = async (request: Request, id: string) => {
    if (!isBinId(id)) return notFound();
    const listing = await service.listing(id);
    if (listing === undefined) return notFound();
    if (prefersHtml(request.headers.get('accept'))) {
      // The page loads its script and stream relative to itself, which resolves only without a trailing slash.
      const url = new URL(request.url);
      if (url.pathname.endsWith('/')) return redirect(`${url.pathname.slice(0, -1)}${url.search}`);
      return new Response(renderBinPage(listing), { headers: PAGE_HEADERS });
    }
    return json(200, listing, { ...NO_STORE, vary: 'accept' });
  };

  const remove = async (id: string) => {
    if (!isBinId(id) || !(await service.remove(id))) return notFound();
    return new Response(null, { status: 204, headers: { ...CORS_HEADERS, ...NOSNIFF } });
  };

  const stream = async (id: string) => {
    if (!isBinId(id)) return notFound();
    const bin = await service.find(id);
    if (bin === undefined) return notFound();
    return new Response(hub.subscribe(id, bin.expiresAt, { received: bin.received }), {
      headers: {
        ...CORS_HEADERS,
        ...NO_STORE,
        'content-type': 'text/event-stream; charset=utf-8',
        // nginx buffers responses by default, which would hold events back.
        'x-accel-buffering': 'no',
      },
    });
  };

  /** The bins under `prefix` ("" or BASE_PATH). */
  const routesUnder = (prefix: string) => {
    /** The {id} of `${prefix}/bins/{id}/…`, from the raw path (still percent-encoded), so nothing is decoded twice. */
    const idOf = (path: string) => path.slice(prefix.length).split('/')[2] ?? '';
    const captureRoute = route(`${prefix}/bins/{id}/in`, (request, _ip, path) => {
      const id = idOf(path);
      // Everything after `/bins/{id}/in`, exactly as sent: "", "/", "/github/push%20x".
      return capture(request, id, path.slice(`${prefix}/bins/${id}/in`.length));
    });
    return new Elysia({ prefix })
      .post('/bins', route(`${prefix}/bins`, (request, ip) => create(request, ip, prefix)), { parse: 'none' })
      .options('/bins', route(`${prefix}/bins`, (request) => preflightResponse(request, 'POST')))
      .all('/bins', route(`${prefix}/bins`, methodNotAllowed('POST')), { parse: 'none' })
      .get(`/bins/${PAGE_SCRIPT_NAME}`, route(`${prefix}/bins/${PAGE_SCRIPT_NAME}`, () => pageScriptResponse()))
      .get('/bins/:id', route(`${prefix}/bins/{id}`, (request, _ip, path) => inspect(request, idOf(path))))
      .delete('/bins/:id', route(`${prefix}/bins/{id}`, (_request, _ip, path) => remove(idOf(path))), { parse: 'none' })
      .options('/bins/:id', route(`${prefix}/bins/{id}`, (request) => preflightResponse(request, 'GET, DELETE')))
      .all('/bins/:id', route(`${prefix}/bins/{id}`, methodNotAllowed('GET, DELETE')), { parse: 'none' })
      .get('/bins/:id/stream', route(`${prefix}/bins/{id}/stream`, (_request, _ip, path) => stream(idOf(path))))
      .all('/bins/:id/stream', route(`${prefix}/bins/{id}/stream`, methodNotAllowed('GET')), { parse: 'none' })
      .all('/bins/:id/in', captureRoute, { parse: 'none' })
      .all('/bins/:id/in/*', captureRoute, { parse: 'none' })
      .all('/bins/*', route(`${prefix}/bins/*`, notFound), { parse: 'none' });
  };

  const routes = new Elysia().use(routesUnder(''));
  if (config.basePath !== '') routes.use(routesUnder(config.basePath));

  return {
    routes,
    endStreams: () => hub.close(),
    close() {
      service.close();
      hub.close();
      store.close();
    },
  };
}
