/**
 * The public /api over core: parse HTTP, apply limits, hand the call to `execute` (inline for
 * light tools, on the worker pool for isolate ones), and answer the spec's envelopes. Also
 * serves the playground page, and, when BASE_PATH is set, the page and the API under it.
 */
import { Elysia } from 'elysia';
import { get, list, tools, info } from '../core/catalog-metadata.ts';
import { executeToolEager, unknownToolEnvelope } from '../core/execute.ts';
import { preloadCompiler } from '../core/validate.ts';
import { registerNativeHashing } from '../runtime-node/native-hashing.ts';
import type { ServerConfig } from './config.ts';
import { createRequestLog, logTime } from './log.ts';
import { createDocs, DOCS_PATH, DOCS_SCRIPT_PATH } from './docs.ts';
import { ASSETS_PREFIX, createPlayground, PLAYGROUND_PATHS, SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from './playground.ts';
import { CORS_HEADERS, describeError, errorResponse, json, NOSNIFF, parseJsonObject, preflightResponse, readBody, redirect, STATUS_OF, withHeaders } from './http.ts';
import { FAVICON_PATHS, faviconResponse } from './favicon.ts';
import { createRoute, IDLE_TIMEOUT_SECONDS, type RouteCall, type RouteHandler } from './route.ts';
import { API_VERSION, buildOpenApi } from './openapi.ts';
import { createToolListQuery } from './tool-list-query.ts';
import { createGuardedFetch } from '../runtime-node/guarded-fetch.ts';
import { spawnNodeProcess } from './pool/node-process.ts';
import { createPool, QUEUE_PER_WORKER, type PoolWorker } from '../core/pool.ts';
import { createRateLimiter } from './rate-limit/limiter.ts';
import { limitRequest, type LimitOutcome } from './rate-limit/limit-response.ts';
import { MemoryStore } from './rate-limit/memory-store.ts';
import { RedisRateLimitStore } from './rate-limit/redis-store.ts';
import { FallbackStore } from './rate-limit/fallback-store.ts';
import { openRedis } from './redis/connection.ts';
import { RedisAvailability } from './redis/availability.ts';
import type { RateLimitStore } from './rate-limit/store.ts';
import { createBins } from './bins/routes.ts';
import { createMcpSurface } from './mcp/routes.ts';
import { createCardSurface } from './card/routes.ts';
import { RedisCache } from './cache/redis-cache.ts';
import { createToolCache } from './cache/tool-cache.ts';
import { createRecipeRoute, createRecipeSchemaRoute, RECIPE_PATH, RECIPE_SCHEMA_PATH } from './recipes.ts';
import type { RunTool } from './mcp/call-result.ts';
import type { ToolMeta } from '../core/catalog-types.ts';

export interface AppOptions {
  /** One JSON object per request; defaults to a line on stdout. */
  log?: (entry: Record<string, unknown>) => void;
  spawnWorker?: () => PoolWorker;
  store?: RateLimitStore;
  /** The fetch tools get; tests aim it at fake sources on loopback (runtime-node/guarded-fetch.ts originOverrides). */
  fetch?: typeof fetch;
}

export function createApp(config: ServerConfig, options: AppOptions = {}) {
  registerNativeHashing();
  // The server checks input on every request: compiled checkers from the start (validate.ts).
  void preloadCompiler();
  const requestLog = createRequestLog();
  const log = options.log ?? requestLog;
  // REDIS_URL: one connection for the instance, handed to its stores; without it nothing is shared.
  const redis = config.redisUrl === undefined ? undefined : openRedis(config.redisUrl);
  const redisAvailability = redis && new RedisAvailability({ ping: () => redis.send('PING', []), connected: () => redis.connected, log, time: logTime });
  // Every limiter below (API, MCP, bins, cards) counts in this one store, each under its own scope.
  const store =
    options.store ??
    (redis && redisAvailability ? new FallbackStore({ primary: new RedisRateLimitStore(redis), availability: redisAvailability }) : new MemoryStore());
  const limiter = createRateLimiter({
    store,
    perMinute: config.rateLimitPerMinute,
    perDay: config.rateLimitPerDay,
    globalPerDay: config.rateLimitGlobalPerDay,
  });
  const pool = createPool({
    size: config.workers,
    queueLimit: config.workers * QUEUE_PER_WORKER,
    spawn: options.spawnWorker ?? (() => spawnNodeProcess()),
    onWorkerError: (error) => log({ time: logTime(), event: 'worker-error', error: describeError(error) }),
    // Strangers share this pool: one client's runaways must leave workers for the others.
    fairShare: true,
  });
  // Tools that fetch (url-metadata) reach only public addresses, within 5 redirects, 5 MB and 10 s.
  const guardedFetch = options.fetch ?? createGuardedFetch();
  // ctx.cache (the exchange rates): in Redis with REDIS_URL, shared by every instance; else in memory.
  const toolCache = createToolCache(redis);
  const openApi = JSON.stringify(buildOpenApi(tools));
  const health = { status: 'ok', tools: tools.length, version: API_VERSION };
  const toolList = { success: true, tools: list(), count: tools.length };
  const toolListQuery = createToolListQuery(tools, info);
  const docs = createDocs();
  const playground = createPlayground(config.playgroundDir);
  // One route wrapper for every surface, so their log lines read alike. `app` is declared below
  // and listens later; the wrapper reads its server per request.
  const wrap = createRoute({ log, trustProxy: config.trustProxy, server: () => app.server });
  // Webhook bins (server/bins/): SQLite in DATA_DIR, or with REDIS_URL in Redis, shared by every
  // instance with their live events; creation limited on the same limiter store.
  const bins = createBins({ config, limiterStore: store, log, route: wrap, redis });
  const base = config.basePath;
  /** The path as the routes know it: BASE_PATH taken off, so `${base}/api/tools/x` reads as `/api/tools/x`. */
  const local = (path: string) => (base !== '' && (path === base || path.startsWith(`${base}/`)) ? path.slice(base.length) || '/' : path);

  /** Counts a request against the limits; with every limit off there is nothing to wait for. */
  const limit = (ip: string): LimitOutcome | Promise<LimitOutcome> =>
    limiter.enabled ? limitRequest(limiter, ip, "too many requests; retry after the Retry-After header's seconds") : UNLIMITED;

  const runTool: RunTool = (tool, input, client, step) => {
    const deadline = Math.min(config.toolTimeoutMs, tool.timeoutMs ?? Infinity, step?.timeoutMs ?? Infinity);
    if (tool.isolate) return pool.run(tool.id, input, deadline, { client, signal: step?.signal });
    return executeToolEager(tool, input, { timeoutMs: deadline, signal: step?.signal, fetch: guardedFetch, cache: toolCache.cache });
  };

  const mcp = createMcpSurface({ config, store, runTool, route: wrap });
  const recipeRoute = createRecipeRoute({ limiter, runTool, maxBodyBytes: config.maxBodyBytes, timeoutMs: config.recipeTimeoutMs });
  const recipeSchemaRoute = createRecipeSchemaRoute();
  // Developer cards (server/card/): GitHub's data cached in SQLite in DATA_DIR, or with REDIS_URL
  // in Redis, shared by every instance; renders stay in each instance's memory (cheap to redo).
  const cards = createCardSurface({ config, limiterStore: store, route: wrap, dataCache: redis && new RedisCache(redis, 'tooldeck:cache:card:') });

  /**
   * Whatever no method route of an /api path took: a browser's CORS preflight (answered here,
   * by the routes, not by a hook every request would pay for), else `otherwise`.
   */
  const unrouted = (otherwise: () => Response) => ({ request }: RouteCall) =>
    request.method === 'OPTIONS' ? preflightResponse(request, 'GET, POST, OPTIONS') : otherwise();
  const methodNotAllowed = (allow: string) =>
    unrouted(() => errorResponse('METHOD_NOT_ALLOWED', `this endpoint answers ${allow} only`, { allow }));
  const noSuchEndpoint = () => errorResponse('NOT_FOUND', 'no such endpoint; see /api/openapi.json');
  const noSuchApiEndpoint = unrouted(noSuchEndpoint);

  /** The tool a call's path names (BASE_PATH taken off), and the id as it was asked for. */
  const toolOfPath = ({ path }: RouteCall): NamedTool => {
    const id = toolIdOf(local(path));
    return { id, tool: get(id) };
  };

  /** POST /api/tools/{id}/execute for the tool `find` names: limits, the body, the run. */
  const executeRoute =
    (find: (call: RouteCall) => NamedTool) =>
    async (call: RouteCall): Promise<Response> => {
      const limited = await limit(call.ip);
      if ('response' in limited) return limited.response;
      const headers = limited.headers;
      const { id, tool } = find(call);
      call.meta.tool = tool?.id;
      if (!tool) return json(404, unknownToolEnvelope(id), headers);

      const body = await readBody(call.request, config.maxBodyBytes);
      if (!body.ok) return withHeaders(body.response, headers);
      const input = parseJsonObject(body.text, headers);
      if (input instanceof Response) return input;

      // A synchronous tool answers at once: no promise to wait on.
      const running = runTool(tool, input, call.ip);
      const outcome = running instanceof Promise ? await running : running;
      if ('overloaded' in outcome) {
        return errorResponse('OVERLOADED', 'all workers are busy; retry shortly', { ...headers, 'retry-after': '1' });
      }
      if (!outcome.success) {
        if (outcome.error.cause !== undefined) call.meta.error = describeError(outcome.error.cause);
        return json(STATUS_OF[outcome.error.code], outcome, headers);
      }
      return json(200, outcome, headers);
    };

  /** The spec's routes under `prefix`: "" always, and BASE_PATH too when it is set. */
  const apiRoutes = (prefix: string) => {
    /** A route whose path has no parameter logs that path, sparing the request's URL (route.ts). */
    const fixed = (path: string, handler: RouteHandler) => [path, wrap(handler, prefix + path)] as const;
    const plugin = new Elysia({ prefix })
      // With REDIS_URL, `status` says whether Redis answers ('degraded': per-instance limits meanwhile).
      .get(...fixed('/api/health', () => json(200, redisAvailability ? { ...health, status: redisAvailability.state } : health)))
      .get(...fixed('/api/openapi.json', () => new Response(openApi, { headers: { 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS, ...NOSNIFF } })))
      .get(
        ...fixed('/api/tools', async ({ ip, request }) => {
          const limited = await limit(ip);
          if ('response' in limited) return limited.response;
          const searched = toolListQuery(request.url);
          if (searched && 'error' in searched) return errorResponse('VALIDATION_ERROR', searched.error, limited.headers);
          return json(200, searched ?? toolList, limited.headers);
        }),
      )
      .get(
        '/api/tools/:id',
        wrap(async (call) => {
          const limited = await limit(call.ip);
          if ('response' in limited) return limited.response;
          const { id, tool } = toolOfPath(call);
          call.meta.tool = tool?.id;
          if (!tool) return json(404, unknownToolEnvelope(id), limited.headers);
          return json(200, { success: true, tool: info(tool) }, limited.headers);
        }),
      )
      // Any id the routes below do not spell as declared (an unknown tool, an escaped id).
      .post('/api/tools/:id/execute', wrap(executeRoute(toolOfPath)), { parse: 'none' })
      .post(...fixed(RECIPE_PATH, recipeRoute), { parse: 'none' })
      .get(...fixed(RECIPE_SCHEMA_PATH, recipeSchemaRoute))
      .all(...fixed('/api/health', methodNotAllowed('GET')))
      .all(...fixed('/api/openapi.json', methodNotAllowed('GET')))
      .all(...fixed('/api/tools', methodNotAllowed('GET')))
      .all('/api/tools/:id', wrap(methodNotAllowed('GET')))
      .all('/api/tools/:id/execute', wrap(methodNotAllowed('POST')))
      .all(...fixed(RECIPE_PATH, methodNotAllowed('POST')))
      .all(...fixed(RECIPE_SCHEMA_PATH, methodNotAllowed('GET')))
      .all(...fixed('/api', noSuchApiEndpoint))
      .all('/api/*', wrap(noSuchApiEndpoint));
    // A route per tool: Bun's router matches a fixed path for less than a parameter, the tool is
    // known without parsing the path, and the line logs the fixed path without building the URL:
    // 10% less server CPU per call than the parameter route (paired, as bench/server.ts measures).
    for (const tool of tools) {
      const named: NamedTool = { id: tool.id, tool };
      plugin.post(...fixed(`/api/tools/${tool.id}/execute`, executeRoute(() => named)), { parse: 'none' });
    }
    return plugin;
  };

  /**
   * The page at `${base}/` and `${base}/playground`, its assets under `${base}/assets/`, its
   * service worker and web manifest at `${base}/sw.js` and `${base}/manifest.webmanifest`. The page
   * loads its assets relative to itself, so `${base}` and `${base}/playground/` redirect to
   * the one spelling under which those relative URLs resolve.
   */
  const playgroundRoutes = () => {
    const plugin = new Elysia({ prefix: base });
    for (const pagePath of PLAYGROUND_PATHS) {
      plugin.get(
        pagePath,
        wrap(({ request, path }) => {
          const full = new URL(request.url);
          if (pagePath === '/' && full.pathname === base && base !== '') return redirect(`${base}/${full.search}`);
          if (pagePath !== '/' && local(path).endsWith('/')) return redirect(`${base}${pagePath}${full.search}`);
          return playground.page();
        }),
      );
    }
    plugin.get(
      `${ASSETS_PREFIX}*`,
      wrap(({ request, path }) => playground.asset(local(path).slice(ASSETS_PREFIX.length), request)),
    );
    // The service worker's scope is its folder, the page's: `${base}/`.
    for (const offlinePath of [SERVICE_WORKER_PATH, WEB_MANIFEST_PATH] as const) {
      plugin.get(offlinePath, wrap(({ request }) => playground.offlineFile(offlinePath, request), base + offlinePath));
    }
    return plugin;
  };

  /** The API reference at /docs, and under BASE_PATH too (its page links what it loads relative to itself). */
  const docsRoutes = () => {
    const plugin = new Elysia();
    for (const prefix of new Set(['', base])) {
      plugin.get(prefix + DOCS_PATH, wrap(({ request }) => docs.page(request), prefix + DOCS_PATH));
      plugin.get(prefix + DOCS_SCRIPT_PATH, wrap(({ request }) => docs.script(request), prefix + DOCS_SCRIPT_PATH));
    }
    return plugin;
  };

  /** The icon the pages link (relative, so under BASE_PATH too), and /favicon.ico browsers ask for on their own. */
  const faviconRoutes = () => {
    const plugin = new Elysia();
    for (const prefix of new Set(['', base])) for (const path of FAVICON_PATHS) plugin.get(prefix + path, wrap(faviconResponse, prefix + path));
    return plugin;
  };

  // standardHostname off: Elysia otherwise looks for the path from the 11th character of the
  // URL, so a Host of 1-3 characters without a port ("http://db/api/…") misrouted to a 404.
  // reusePort off (Elysia turns it on): a second server on a taken port must fail, not quietly
  // share the connections, each with its own in-memory rate-limit counts.
  const app = new Elysia({ serve: { idleTimeout: IDLE_TIMEOUT_SECONDS, reusePort: false }, handler: { standardHostname: false } })
    .use(docsRoutes())
    .use(apiRoutes(''))
    .use(base === '' ? new Elysia() : apiRoutes(base))
    .use(bins.routes)
    .use(playgroundRoutes())
    .use(faviconRoutes())
    .use(mcp)
    .use(cards.routes)
    // Every other path, or a method no route of its path takes: a 404 with its log line.
    .all('/*', wrap(noSuchEndpoint))
    .onError(({ code, error }) => {
      // What escapes the routes' own wrapper: a request Elysia could not route or parse.
      if (code === 'NOT_FOUND') return noSuchEndpoint();
      log({ time: logTime(), event: 'unhandled', error: describeError(error) });
      return errorResponse('INTERNAL_ERROR', 'something went wrong on our side; please retry');
    });

  return {
    app,
    /** Settles once the isolate workers have started, so the first isolate call gets its whole deadline. */
    ready: () => pool.ready(),
    /** Ends long-lived responses (bin event streams): call it before stopping the listener, which waits for them. */
    endStreams: () => bins.endStreams(),
    /** Stops the pool and the limiter's timers (the caller stops the listener). */
    close() {
      requestLog.flush();
      pool.close();
      bins.close();
      cards.close();
      toolCache.close();
      store.close?.();
      redisAvailability?.close();
      redis?.close();
    },
  };
}

/** A tool as a path names it: the id as asked for (for the 404), the tool when there is one. */
interface NamedTool {
  id: string;
  tool: ToolMeta | undefined;
}

/** Frozen: shared by every request while the limits are off. */
const UNLIMITED: LimitOutcome = Object.freeze({ headers: Object.freeze({}) });

/** The {id} segment of /api/tools/{id}[/execute]; a malformed escape names no tool rather than failing. */
function toolIdOf(path: string): string {
  const segment = path.split('/', 4)[3] ?? '';
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
