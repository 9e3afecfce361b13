/**
 * createHttpClient: a ToolClient over a tooldeck server (or any implementation of the spec).
 * Kept apart from client.ts, which imports the catalog, so a browser page that only calls a
 * server ships none of the tools' code.
 */
import type { CallOptions, ToolClient, ToolInfoResponse, ToolListResponse } from './client.ts';
import type { RecipeEnvelope } from './recipe/types.ts';
import { errorEnvelope, timeoutEnvelope, type Envelope, type ErrorEnvelope } from './envelope.ts';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

export interface HttpClientOptions {
  /**
   * The fetch to send requests with (default: the global `fetch`): for a proxy agent, extra
   * headers, logging or a test double. It is called with a URL string and a RequestInit.
   */
  fetch?: typeof fetch;
}

const OPTION_NAMES: readonly string[] = ['fetch'] satisfies (keyof HttpClientOptions)[];

/**
 * Talks to a tooldeck server (or any implementation of the spec) at `baseUrl`: an absolute http
 * or https URL, as a string or URL, where the server answers `/api/tools` (a path prefix such as
 * `https://example.com/tooldeck` is kept; trailing slashes are ignored). In a page, a relative URL
 * is read against the page's address. A wrong argument throws a TypeError at once.
 *
 * HTTP errors come back as the same envelopes; 429 and 503 carry `retryAfter` (seconds) in the
 * error. A server that cannot be reached rejects, as fetch does; so does list() when the server
 * refuses the list (ToolListError, carrying the envelope).
 *
 * `execute(id, input, { timeoutMs, signal })`:
 * - `timeoutMs` bounds the whole round trip: past it the promise resolves with a TIMEOUT
 *   envelope and the request is aborted. The server applies its own deadline to the run.
 * - `signal` aborts the request: the promise rejects with the signal's reason (at once when it is
 *   already aborted), as fetch does. The server is not told to stop: a run it has started goes on
 *   to its end or its own deadline, and its answer is dropped. Aborting after the promise has
 *   settled changes nothing.
 *
 * `runRecipe(recipe, { timeoutMs, signal })` POSTs the recipe to `/api/recipes/execute`, with the
 * same `timeoutMs` and `signal` semantics; the server applies its own recipe deadline.
 */
export function createHttpClient(baseUrl: string | URL, options: HttpClientOptions = {}): ToolClient {
  const base = checkedBaseUrl(baseUrl);
  const { fetch: fetchImpl = globalThis.fetch } = checkedOptions(options);
  const call = async (path: string, init: RequestInit = {}): Promise<unknown> => {
    const response = await fetchImpl(`${base}${path}`, init);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return errorEnvelope('INTERNAL_ERROR', `the server answered ${response.status} with a body that is not JSON`);
    }
    if (!isErrorEnvelope(body)) {
      if (response.ok) return body;
      return errorEnvelope('INTERNAL_ERROR', `the server answered ${response.status} without an error envelope`);
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    if ((response.status === 429 || response.status === 503) && Number.isFinite(retryAfter)) {
      // Spread whole: a recipe's error envelope keeps its steps and meta.
      return { ...body, error: { ...body.error, retryAfter } };
    }
    return body;
  };

  /**
   * POSTs `body` as JSON. `timeoutMs` bounds the whole round trip for the caller (the server keeps
   * its own deadline): past it the answer is a TIMEOUT envelope. `signal` rejects with its reason.
   */
  const post = async (path: string, body: unknown, { signal, timeoutMs }: CallOptions): Promise<unknown> => {
    signal?.throwIfAborted();
    const deadline = new AbortController();
    const onAbort = () => deadline.abort(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = timeoutMs !== undefined ? setTimeout(() => deadline.abort(TIMED_OUT), timeoutMs) : undefined;
    try {
      return await call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: deadline.signal,
      });
    } catch (error) {
      if (deadline.signal.reason === TIMED_OUT && !signal?.aborted) return timeoutEnvelope(timeoutMs!);
      throw signal?.aborted ? signal.reason : error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };

  return {
    async list() {
      const body = await call('/api/tools');
      if (isToolList(body)) return body;
      throw new ToolListError(isErrorEnvelope(body) ? (body as ErrorEnvelope) : errorEnvelope('INTERNAL_ERROR', 'the server answered /api/tools without a tool list'));
    },
    info: (id) => call(`/api/tools/${encodeURIComponent(id)}`) as Promise<ToolInfoResponse | ErrorEnvelope>,
    execute: (id, input, options = {}) => post(`/api/tools/${encodeURIComponent(id)}/execute`, input, options) as Promise<Envelope<never>>,
    // The server runs the whole recipe (each step under its deadlines and rate limits) and
    // answers its envelope; an answer from before the recipe ran (a 413, a 429) gets the
    // recipe envelope's `steps` and `meta` too, so callers read one shape.
    runRecipe: async (recipe, options = {}) => recipeEnvelope(await post('/api/recipes/execute', recipe, options)),
  };
}

/**
 * list() cannot fail in ToolClient's type (the local catalog always answers), so a server that
 * refuses the list (429, 503) makes it reject with this error rather than resolve with an error
 * envelope a caller would read as a list. The envelope, with `retryAfter` when the server gave
 * one, is on `envelope`.
 */
export class ToolListError extends Error {
  override readonly name = 'ToolListError';
  constructor(readonly envelope: ErrorEnvelope) {
    super(`${envelope.error.code}: ${envelope.error.message}`);
  }
}

/** The server's recipe envelope as is; any other answer as a recipe's error envelope (no step ran). */
function recipeEnvelope(body: unknown): RecipeEnvelope {
  const shaped = body as Partial<RecipeEnvelope> | null;
  if (typeof shaped === 'object' && shaped !== null && Array.isArray(shaped.steps) && typeof shaped.meta === 'object' && shaped.meta !== null) {
    if (shaped.success === true || isErrorEnvelope(shaped)) return shaped as RecipeEnvelope;
  }
  const error = isErrorEnvelope(body) ? (body as ErrorEnvelope).error : errorEnvelope('INTERNAL_ERROR', 'the server answered /api/recipes/execute without a recipe envelope').error;
  return { success: false, error, steps: [], meta: { executionMs: 0, steps: 0 } };
}

function isToolList(body: unknown): body is ToolListResponse {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true && Array.isArray((body as { tools?: unknown }).tools);
}

/** The base URL without trailing slashes, or a TypeError that says what was wrong. */
function checkedBaseUrl(baseUrl: unknown): string {
  const usage = 'createHttpClient(baseUrl, options?): baseUrl must be an http or https URL (a string or URL) such as "http://localhost:3000"';
  if (typeof baseUrl !== 'string' && !(baseUrl instanceof URL)) {
    const got = baseUrl === null ? 'null' : Array.isArray(baseUrl) ? 'an array' : typeof baseUrl === 'object' ? 'an object' : typeof baseUrl;
    throw new TypeError(`${usage}, not ${got}`);
  }
  let url: URL;
  try {
    // In a page, relative to the page; elsewhere (no location) it must be absolute.
    url = new URL(String(baseUrl), (globalThis as { location?: { href?: string } }).location?.href);
  } catch {
    throw new TypeError(`${usage}; ${JSON.stringify(String(baseUrl))} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`${usage}, not ${url.protocol}`);
  // Paths are appended to the base: a query or fragment would end up in front of them.
  if (url.search || url.hash) throw new TypeError(`${usage}, without a query or fragment (got ${JSON.stringify(url.href)})`);
  // fetch refuses a URL with credentials on every request; say so once, here.
  if (url.username || url.password) throw new TypeError(`${usage}, without a user name or password (send credentials through options.fetch)`);
  return url.href.replace(/\/+$/, '');
}

/** The options object, or a TypeError naming the field that is wrong (an unknown one is likely a typo). */
function checkedOptions(options: unknown): HttpClientOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`createHttpClient(baseUrl, options?): options must be an object such as { fetch }, not ${options === null ? 'null' : Array.isArray(options) ? 'an array' : typeof options}`);
  }
  for (const name of Object.keys(options)) {
    if (!OPTION_NAMES.includes(name)) throw new TypeError(`createHttpClient: unknown option "${name}" (the options are: ${OPTION_NAMES.join(', ')}; timeoutMs and signal go to each execute call)`);
  }
  const { fetch: fetchImpl } = options as { fetch?: unknown };
  if (fetchImpl !== undefined && typeof fetchImpl !== 'function') throw new TypeError(`createHttpClient: options.fetch must be a function like fetch, not ${fetchImpl === null ? 'null' : typeof fetchImpl}`);
  return options as HttpClientOptions;
}

const TIMED_OUT = Symbol('timed out');
const KNOWN_CODES = new Set<string>(ERROR_CODES);

function isErrorEnvelope(body: unknown): body is { success: false; error: { code: ErrorCode; message: string } } {
  if (typeof body !== 'object' || body === null) return false;
  const { success, error } = body as { success?: unknown; error?: { code?: unknown; message?: unknown } };
  return success === false && typeof error?.message === 'string' && KNOWN_CODES.has(error.code as string);
}
