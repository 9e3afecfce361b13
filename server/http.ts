/** Small HTTP helpers shared by the server's routes: JSON responses, CORS, status per error code. */
import type { ErrorCode } from '../core/errors.ts';
import { errorEnvelope } from '../core/envelope.ts';
import { concatBytes } from '../core/lib/concat-bytes.ts';
import { jsonTextExceedsDepth, MAX_INPUT_DEPTH, TOO_DEEP } from '../core/lib/json-depth.ts';

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After',
};

/**
 * On every answer of the server (issue 15, rule 8): a browser takes the declared Content-Type as
 * it is and never sniffs a JSON answer or a captured text into script or HTML. Built into the
 * shared header objects and constructors below rather than set by a hook per request, which
 * every call would pay for (bench/server.ts).
 */
export const NOSNIFF: Readonly<Record<string, string>> = Object.freeze({ 'x-content-type-options': 'nosniff' });

export const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  TIMEOUT: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  OVERLOADED: 503,
  UPSTREAM_UNAVAILABLE: 503,
};

/**
 * The path of a request URL as the runtime hands it over (absolute: scheme://host/path?query),
 * sliced the way the router slices it rather than parsed whole by `new URL` on every request.
 */
export function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  return query === -1 ? url.slice(start) : url.slice(start, query);
}

/** The name in a Host header, without the port, lowercase (MCP_HOST and CARD_HOST are DNS names or IPv4 addresses, never [IPv6]). */
export function hostNameOf(header: string | null): string | undefined {
  return header?.split(':', 1)[0]?.toLowerCase();
}

/**
 * The headers of every JSON answer, built once: Bun copies a Headers into a Response several
 * microseconds faster than it reads them from a plain object, per request (bench/server.ts).
 */
const JSON_HEADERS = new Headers({ 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS, ...NOSNIFF });

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const names = Object.keys(headers);
  if (names.length === 0) return Response.json(body, { status, headers: JSON_HEADERS });
  const merged = new Headers(JSON_HEADERS);
  for (const name of names) merged.set(name, headers[name]!);
  return Response.json(body, { status, headers: merged });
}

export function errorResponse(code: ErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return json(STATUS_OF[code], errorEnvelope(code, message), headers);
}

/**
 * The 204 answer to a CORS preflight: `cors` (the API's open headers unless given), the methods
 * the path answers, the request headers the browser asked for (or `defaultHeaders`), cached a day.
 */
export function preflightResponse(
  request: Request,
  methods: string,
  { cors = CORS_HEADERS, defaultHeaders = 'content-type' }: { cors?: Record<string, string>; defaultHeaders?: string } = {},
): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      ...NOSNIFF,
      'access-control-allow-methods': methods,
      'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? defaultHeaders,
      'access-control-max-age': '86400',
    },
  });
}

/** A 308 to `location` (same method and body), with the headers every answer carries. */
export function redirect(location: string): Response {
  return new Response(null, { status: 308, headers: { location, ...NOSNIFF } });
}

export type BodyResult = { ok: true; text: string } | { ok: false; response: Response };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a request body up to `maxBytes` (0 = no limit). A declared or streamed size over the
 * limit stops reading at once: a huge upload costs at most the limit, never its whole size.
 */
export async function readBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const tooLarge = (): BodyResult => ({ ok: false, response: payloadTooLarge(maxBytes) });
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (maxBytes > 0 && declared > maxBytes) return tooLarge();
  // A declared length within the limit is read in one go (the runtime holds the body to it).
  // Checked before touching `request.body`: once that stream exists, Bun reads the body through
  // it, which cost a fifth of a small request's time.
  // bytes() rather than arrayBuffer(): no view to wrap around it, a measurable saving per call.
  if (declared >= 0) return decodeBody(await request.bytes());
  // Only a body of unknown length is streamed and counted.
  const read = await readLimitedBody(request.body, { clipBytes: Infinity, maxBytes });
  return read.ok ? decodeBody(read.bytes) : tooLarge();
}

/**
 * A request body's text as the JSON object a tool call takes, or the 400 VALIDATION_ERROR answer
 * (carrying `headers`) when it is not JSON, not an object, or nests past MAX_INPUT_DEPTH: that is
 * read off the text before parsing, since JSON.parse spends about 250 ns a level on a deep body
 * and recursion over it later would overflow the stack. JSON.parse never yields a Response, so
 * the caller tells the two apart with instanceof and no wrapper object per call.
 */
export function parseJsonObject(text: string, headers: Record<string, string> = {}): Record<string, unknown> | Response {
  if (jsonTextExceedsDepth(text, MAX_INPUT_DEPTH)) return errorResponse('VALIDATION_ERROR', `input: ${TOO_DEEP}`, headers);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return errorResponse('VALIDATION_ERROR', 'body: is not valid JSON', headers);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return errorResponse('VALIDATION_ERROR', 'body: must be a JSON object', headers);
  }
  return value as Record<string, unknown>;
}

/** 413 PAYLOAD_TOO_LARGE for a body over `maxBytes`. */
export function payloadTooLarge(maxBytes: number): Response {
  return errorResponse('PAYLOAD_TOO_LARGE', `the request body is larger than the limit of ${maxBytes} bytes`);
}

export type BodyRead = { ok: true; bytes: Uint8Array; size: number; truncated: boolean } | { ok: false; tooLarge: true };

/**
 * Reads a body stream itself, never trusting Content-Length: keeps the first `clipBytes` bytes
 * and only counts the rest. Past `maxBytes` (0 = no limit) it stops reading and cancels the
 * stream, so a huge or endless upload costs at most `maxBytes` of reading and `clipBytes` of memory.
 */
export async function readLimitedBody(
  body: ReadableStream<Uint8Array> | null,
  { clipBytes, maxBytes }: { clipBytes: number; maxBytes: number },
): Promise<BodyRead> {
  if (body === null) return { ok: true, bytes: new Uint8Array(0), size: 0, truncated: false };
  const kept: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // A chunk that fits is kept as it is (the reader owns it); only the one across the clip is cut.
    if (size < clipBytes) kept.push(size + value.byteLength <= clipBytes ? value : value.slice(0, clipBytes - size));
    size += value.byteLength;
    if (maxBytes > 0 && size > maxBytes) {
      await reader.cancel();
      return { ok: false, tooLarge: true };
    }
  }
  return { ok: true, bytes: concatBytes(kept), size, truncated: size > clipBytes };
}

function decodeBody(bytes: Uint8Array): BodyResult {
  try {
    return { ok: true, text: utf8.decode(bytes) };
  } catch {
    return { ok: false, response: errorResponse('VALIDATION_ERROR', 'body: is not valid UTF-8') };
  }
}

/** Sets `headers` on `response` (overwriting), and returns it. */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** An error for a log line: its stack when it has one. Never for a response body. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
}
