/**
 * createHttpClient: a ToolClient over a tooldeck server (or any implementation of the spec).
 * Kept apart from client.ts, which imports the catalog, so a browser page that only calls a
 * server ships none of the tools' code.
 */
import type { ToolClient, ToolInfoResponse, ToolListResponse } from './client.ts';
import { errorEnvelope, timeoutEnvelope, type Envelope, type ErrorEnvelope } from './envelope.ts';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

export interface HttpClientOptions {
  fetch?: typeof fetch;
}

/**
 * Talks to a tooldeck server (or any implementation of the spec) at `baseUrl`. HTTP errors come
 * back as the same envelopes; 429 and 503 carry `retryAfter` (seconds) in the error. A server
 * that cannot be reached rejects, as fetch does; so does list() when the server refuses the list
 * (ToolListError, carrying the envelope).
 */
export function createHttpClient(baseUrl: string, { fetch: fetchImpl = globalThis.fetch }: HttpClientOptions = {}): ToolClient {
  const base = baseUrl.replace(/\/+$/, '');
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
      return { success: false, error: { ...body.error, retryAfter } };
    }
    return body;
  };

  return {
    async list() {
      const body = await call('/api/tools');
      if (isToolList(body)) return body;
      throw new ToolListError(isErrorEnvelope(body) ? (body as ErrorEnvelope) : errorEnvelope('INTERNAL_ERROR', 'the server answered /api/tools without a tool list'));
    },
    info: (id) => call(`/api/tools/${encodeURIComponent(id)}`) as Promise<ToolInfoResponse | ErrorEnvelope>,
    async execute(id, input, options = {}) {
      const { signal, timeoutMs } = options;
      signal?.throwIfAborted();
      // The server keeps its own deadline; this one bounds the whole round trip for the caller.
      const deadline = new AbortController();
      const onAbort = () => deadline.abort(signal!.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      const timer = timeoutMs !== undefined ? setTimeout(() => deadline.abort(TIMED_OUT), timeoutMs) : undefined;
      try {
        return (await call(`/api/tools/${encodeURIComponent(id)}/execute`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
          signal: deadline.signal,
        })) as Envelope<never>;
      } catch (error) {
        if (deadline.signal.reason === TIMED_OUT && !signal?.aborted) return timeoutEnvelope(timeoutMs!) as Envelope<never>;
        throw signal?.aborted ? signal.reason : error;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      }
    },
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

function isToolList(body: unknown): body is ToolListResponse {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true && Array.isArray((body as { tools?: unknown }).tools);
}

const TIMED_OUT = Symbol('timed out');
const KNOWN_CODES = new Set<string>(ERROR_CODES);

function isErrorEnvelope(body: unknown): body is { success: false; error: { code: ErrorCode; message: string } } {
  if (typeof body !== 'object' || body === null) return false;
  const { success, error } = body as { success?: unknown; error?: { code?: unknown; message?: unknown } };
  return success === false && typeof error?.message === 'string' && KNOWN_CODES.has(error.code as string);
}
