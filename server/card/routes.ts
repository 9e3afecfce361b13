/**
 * The card service over HTTP (spec 4.4, issue 20), as one Elysia plugin. All GET (and HEAD):
 *
 *   /card/{handle}.svg | .png | .json     the card, its PNG, the spec's record
 *   /card/{handle}/og.png                 the 1200×630 share image
 *   /card/{handle}/embed                  a minimal page meant to be framed
 *   /card/{handle}                        the full page
 *
 * with `theme` and `design` on each; under BASE_PATH too, and at the root of CARD_HOST. Limited
 * per IP (its own `card` scope on the app's limiter store). Every answer the same data always
 * gives the same way carries an ETag and is cached an hour (max-age and s-maxage); errors ten
 * minutes; a matching If-None-Match is answered 304.
 */
import { createHash } from 'node:crypto';
import { Elysia } from 'elysia';
import type { CacheStore } from '../cache/cache-store.ts';
import { MemoryCache } from '../cache/memory-cache.ts';
import { SqliteCache } from '../cache/sqlite-cache.ts';
import { requestOrigin } from '../bins/origin.ts';
import type { ServerConfig } from '../config.ts';
import { quoteClipped } from '../../core/lib/quote.ts';
import { CORS_HEADERS, errorResponse, hostNameOf, NOSNIFF, preflightResponse } from '../http.ts';
import { createRateLimiter } from '../rate-limit/limiter.ts';
import { limitRequest } from '../rate-limit/limit-response.ts';
import type { RateLimitStore } from '../rate-limit/store.ts';
import type { Route, RouteCall } from '../route.ts';
import { CONTENT_TYPES, createCardService, type CardAnswer, type CardKind, type CardProblem } from './card-service.ts';
import { createGithubClient } from './github/github-client.ts';
import { createProfileSource } from './github/profile-source.ts';
import { isHandle } from './handle.ts';
import { CARD_EMBED_HEADERS, CARD_PAGE_HEADERS } from './page.ts';
import { DEFAULT_THEME, THEMES, themeById } from './themes/index.ts';
import type { Theme } from './themes/theme.ts';

export interface CardSurfaceOptions {
  config: ServerConfig;
  /** The app's limiter store: cards count under their own scope there. */
  limiterStore: RateLimitStore;
  /** The app's route wrapper (client IP, log line, 500 on escape). */
  route: Route;
  /** Where GitHub's data is kept; default SQLite in DATA_DIR. */
  dataCache?: CacheStore;
}

export const CARD_DATABASE_FILE = 'card-cache.sqlite';

const HOUR = 'public, max-age=3600, s-maxage=3600';
const TEN_MINUTES = 600;

/**
 * An SVG opened on its own is a document a browser runs: nothing may load or run in it, even
 * were something to slip past the templates' escaping. Inline styles carry the animations.
 */
const SVG_HEADERS = { 'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'" };

const THEME_LIST = THEMES.map((theme) => theme.id).join(', ');

export function createCardSurface({ config, limiterStore, route: wrap, dataCache }: CardSurfaceOptions) {
  const data = dataCache ?? new SqliteCache(config.dataDir, { file: CARD_DATABASE_FILE });
  const renders = new MemoryCache({ maxBytes: 64 * 1024 * 1024 });
  const client = createGithubClient({ apiUrl: config.githubApiUrl, tokens: config.githubTokens, cache: data });
  const source = createProfileSource({ client, cache: data, apiUrl: config.githubApiUrl });
  const service = createCardService({ load: (handle) => source.load(handle), renders });
  const limiter = createRateLimiter({ store: limiterStore, perMinute: config.cardRateLimitPerMinute, scope: 'card' });

  /** A request under `root` (the path prefix of the card service: `/card`, `${BASE_PATH}/card`, or "" on CARD_HOST). */
  const handle = async (call: RouteCall, root: string): Promise<Response> => {
    call.meta.surface = 'card';
    const { request } = call;
    if (request.method === 'OPTIONS') return preflightResponse(request, 'GET, HEAD');
    const target = parseCardPath(call.path.slice(root.length));
    if (target === undefined) return errorResponse('NOT_FOUND', `no such card endpoint; a card is at ${root}/{handle}.svg (see /api/openapi.json)`);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return errorResponse('METHOD_NOT_ALLOWED', 'the card service answers GET and HEAD only', { allow: 'GET, HEAD' });
    }
    const limited = await limitRequest(limiter, call.ip, "too many card requests; retry after the Retry-After header's seconds");
    if ('response' in limited) {
      const retryAfter = Number(limited.response.headers.get('retry-after'));
      const problem: CardProblem = { status: 429, code: 'RATE_LIMITED', title: 'Too many requests', message: `too many card requests from this address; retry in ${retryAfter} s`, retryAfter };
      return respond(request, target.kind, await service.problem(target.kind, DEFAULT_THEME, problem), rateHeaders(limited.response.headers));
    }
    const headers = limited.headers;
    const params = new URL(request.url).searchParams;
    const chosen = chooseTheme(params);
    const theme = 'theme' in chosen ? chosen.theme : DEFAULT_THEME;
    const invalid = 'error' in chosen ? chosen.error : isHandle(target.handle) ? undefined : `handle must be a GitHub user name (1–39 letters, digits or single hyphens, not at either end); got ${quoteClipped(target.handle, 60)}`;
    if (invalid !== undefined) {
      return respond(request, target.kind, await service.problem(target.kind, theme, { status: 400, code: 'VALIDATION_ERROR', title: 'Bad request', message: invalid }), headers);
    }
    call.meta.card = target.kind;
    const base = root === '' ? requestOrigin(request, config.trustProxy) : `${requestOrigin(request, config.trustProxy)}${root}`;
    const answer = await service.answer({ handle: target.handle, kind: target.kind, theme, design: 'design' in chosen ? chosen.design : theme.designs[0], base });
    return respond(request, target.kind, answer, headers);
  };

  const plugin = new Elysia();
  if (config.cardHost !== undefined) {
    const host = config.cardHost;
    const atRoot = wrap((call) => handle(call, ''));
    // Before routing: on the card host every path is the card service's, at the root.
    plugin.onRequest(({ request }) => {
      if (hostNameOf(request.headers.get('host')) === host) return atRoot({ request });
    });
  }
  for (const root of new Set(['/card', `${config.basePath}/card`])) {
    const route = wrap((call) => handle(call, root));
    plugin.all(root, route, { parse: 'none' }).all(`${root}/*`, route, { parse: 'none' });
  }
  return {
    routes: plugin,
    close() {
      renders.close();
      data.close();
    },
  };
}

/** `{handle}.svg` → the handle and what is asked for; undefined for a path that is no card endpoint. */
export function parseCardPath(rest: string): { handle: string; kind: CardKind } | undefined {
  const match = /^\/([^/]+?)(?:\.(svg|png|json)|\/(og\.png|embed))?$/.exec(rest);
  if (match === null) return undefined;
  const kind: CardKind = match[2] !== undefined ? (match[2] as CardKind) : match[3] === 'og.png' ? 'og' : match[3] === 'embed' ? 'embed' : 'page';
  return { handle: match[1]!, kind };
}

type Chosen = { theme: Theme; design: string } | { theme: Theme; error: string } | { error: string };

/** `theme` (default football) and `design` (default the theme's first), or what is wrong with them. */
function chooseTheme(params: URLSearchParams): Chosen {
  const themeId = params.get('theme');
  const theme = themeId === null ? DEFAULT_THEME : themeById(themeId);
  if (theme === undefined) return { error: `theme must be one of ${THEME_LIST}; got ${quoteClipped(themeId!, 60)}` };
  const design = params.get('design') ?? theme.designs[0];
  if (!theme.designs.includes(design)) return { theme, error: `design of the ${theme.id} theme must be one of ${theme.designs.join(', ')}; got ${quoteClipped(design, 60)}` };
  return { theme, design };
}


function rateHeaders(headers: Headers): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'retry-after']) {
    const value = headers.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

/** The answer as HTTP: its type's headers, caching, the ETag, and 304 when the client has it. */
function respond(request: Request, kind: CardKind, answer: CardAnswer, extra: Record<string, string>): Response {
  const html = kind === 'page' || kind === 'embed';
  const headers: Record<string, string> = {
    ...(html ? (kind === 'page' ? CARD_PAGE_HEADERS : CARD_EMBED_HEADERS) : { ...CORS_HEADERS, ...NOSNIFF, 'content-type': CONTENT_TYPES[kind] }),
    ...(kind === 'svg' ? SVG_HEADERS : {}),
    ...extra,
  };
  if (answer.status === 200) headers['cache-control'] = HOUR;
  else if (answer.status === 429) headers['cache-control'] = 'no-store';
  else {
    // An error is cached ten minutes, a 503 no longer than GitHub said to wait.
    const seconds = answer.retryAfter === undefined ? TEN_MINUTES : Math.max(1, Math.min(TEN_MINUTES, answer.retryAfter));
    headers['cache-control'] = `public, max-age=${seconds}, s-maxage=${seconds}`;
  }
  if (answer.retryAfter !== undefined) headers['retry-after'] = String(answer.retryAfter);
  const etag = `"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 27)}"`;
  headers.etag = etag;
  if (answer.status === 200 && matches(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers: pick304(headers) });
  }
  // Our bodies are never on a SharedArrayBuffer; TypeScript's Uint8Array type allows for one.
  const body = answer.body as string | Uint8Array<ArrayBuffer>;
  return new Response(request.method === 'HEAD' ? null : body, { status: answer.status, headers });
}

/** If-None-Match: `*`, or a list of entity tags compared weakly (RFC 9110 §13.1.2). */
function matches(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A 304 repeats the headers a 200 would carry about caching (RFC 9110 §15.4.5), and the limits. */
function pick304(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['cache-control', 'etag', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'access-control-allow-origin', 'x-content-type-options']) {
    if (headers[name] !== undefined) kept[name] = headers[name]!;
  }
  return kept;
}

