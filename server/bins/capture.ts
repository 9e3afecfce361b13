/**
 * What a webhook bin keeps of a request, decided at capture time (issue 5, item 7): which headers
 * survive and which are redacted, how much of the body is read and kept, and how a kept body is
 * shown (UTF-8 text, or base64 when it is not UTF-8). Pure web-standard code: it runs under Node
 * (vitest) as well as in the Bun server.
 */

import { readLimitedBody, type BodyRead } from '../http.ts';
import { CLIP_BYTES } from './limits.ts';

export const REDACTED = '[redacted]';

/** One captured request as the store keeps it: the body as raw (clipped) bytes. */
export interface CapturedRequest {
  readonly method: string;
  /** What followed `/bins/{id}/in`, as sent (still percent-encoded): "" for `/in`, "/" for `/in/`. */
  readonly path: string;
  /** The raw query string without its "?", secrets' values redacted (redactQuery); "" when there is none. */
  readonly query: string;
  /** ms since the epoch. */
  readonly receivedAt: number;
  /** Bytes of the body as received, however much of it was kept. */
  readonly size: number;
  readonly contentType: string | null;
  /** Allowed headers, lower-case names, one entry per name, secrets' values already redacted. */
  readonly headers: readonly (readonly [string, string])[];
  /** The first CLIP_BYTES bytes of the body. */
  readonly body: Uint8Array;
  readonly truncated: boolean;
}

/** One captured request as the listing and the live stream show it. */
export interface RequestView {
  method: string;
  path: string;
  query: string;
  receivedAt: string;
  size: number;
  contentType: string | null;
  headers: Record<string, string>;
  body: string;
  bodyEncoding: 'utf8' | 'base64';
  truncated: boolean;
}

/**
 * What marks a name as a secret's, by rule rather than by list (issue 15, rule 7): senders name
 * their keys freely (`apikey`, `x-shopify-hmac-sha256`, `x-signature-ed25519`, `?token=`), and a
 * list always missed the next one. The rule is "contains", so it also redacts innocent names
 * that happen to contain a word (`monkey`, `x-author`): a value hidden by mistake costs the
 * reader a look at the sender, a secret kept by mistake sits in a store anyone with the id reads.
 */
const SECRET_WORD = /auth|token|secret|key|password|signature|hmac|cookie|session/i;
/**
 * Hop-by-hop fields (RFC 9110 7.6.1, plus the older Keep-Alive, Proxy-Connection and
 * Proxy-Authenticate). Proxy-Authorization is hop-by-hop too, but the issue names it among the
 * redacted headers, so it is kept with its value redacted rather than dropped.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
/** What proxies add about the client and the path: X-Forwarded-*, X-Real-IP, Via, and the standard Forwarded. */
const PROXY_NAMES = new Set(['x-real-ip', 'via', 'forwarded']);
const PROXY_PREFIX = 'x-forwarded-';

/** Whether a header (or query parameter) of this name is kept with its value `[redacted]`. */
export function isRedactedHeader(name: string): boolean {
  return SECRET_WORD.test(name);
}

/**
 * A raw query string (without its "?") with the value of every parameter whose name the rule
 * marks replaced by `[redacted]`, the name kept as sent. Everything else stays byte for byte:
 * the order, empty parts, a name without "=", the percent-encoding. A name is judged decoded
 * (`api%5Fkey` is `api_key`), as the receiving application would read it.
 */
export function redactQuery(query: string): string {
  if (query === '') return query;
  return query
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals === -1) return part;
      const name = part.slice(0, equals);
      return isRedactedHeader(decodeQueryName(name)) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
}

/** A query name as application/x-www-form-urlencoded reads it; a malformed escape is judged as sent. */
function decodeQueryName(name: string): string {
  const plain = name.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plain);
  } catch {
    return plain;
  }
}

/**
 * The headers a bin keeps: hop-by-hop and proxy headers dropped (with every field the Connection
 * header names, which are hop-by-hop by definition), secrets kept by name with the value
 * `[redacted]`. A name that repeats (Set-Cookie does, in a Headers iteration) keeps one entry,
 * its values joined with ", " as HTTP would fold them.
 */
export function filterHeaders(headers: Iterable<readonly [string, string]>): [string, string][] {
  const entries = [...headers].map(([name, value]) => [name.toLowerCase(), value] as const);
  const connectionOptions = new Set(
    entries
      .filter(([name]) => name === 'connection')
      .flatMap(([, value]) => value.split(','))
      .map((option) => option.trim().toLowerCase())
      .filter((option) => option !== ''),
  );
  // A Map keeps names (even "__proto__") as plain data, never as an object's prototype.
  const kept = new Map<string, string>();
  for (const [name, value] of entries) {
    if (HOP_BY_HOP.has(name) || PROXY_NAMES.has(name) || name.startsWith(PROXY_PREFIX) || connectionOptions.has(name)) continue;
    if (isRedactedHeader(name)) {
      kept.set(name, REDACTED);
      continue;
    }
    const earlier = kept.get(name);
    kept.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
  }
  return [...kept];
}

/** A bin's body read: the first `clipBytes` (64 KiB) kept, the rest counted, refused past `maxBytes`. */
export function readClippedBody(
  body: ReadableStream<Uint8Array> | null,
  { clipBytes = CLIP_BYTES, maxBytes }: { clipBytes?: number; maxBytes: number },
): Promise<BodyRead> {
  return readLimitedBody(body, { clipBytes, maxBytes });
}

/**
 * The body as text when it is UTF-8, else as base64. A clipped body may end inside a multi-byte
 * character; the streaming decoder holds such an unfinished sequence back instead of failing,
 * so clipped text stays text (up to 3 bytes shorter than the clip). A byte-order mark is kept.
 */
export function encodeBody(bytes: Uint8Array, truncated: boolean): { body: string; bodyEncoding: 'utf8' | 'base64' } {
  try {
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    return { body: decoder.decode(bytes, { stream: truncated }), bodyEncoding: 'utf8' };
  } catch {
    return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), bodyEncoding: 'base64' };
  }
}

export function toRequestView(request: CapturedRequest): RequestView {
  return {
    method: request.method,
    path: request.path,
    query: request.query,
    receivedAt: new Date(request.receivedAt).toISOString(),
    size: request.size,
    contentType: request.contentType,
    // fromEntries defines own properties: a header named "__proto__" stays a header.
    headers: Object.fromEntries(request.headers),
    ...encodeBody(request.body, request.truncated),
    truncated: request.truncated,
  };
}

const utf8 = new TextEncoder();

/**
 * What a request counts against BIN_STORE_MAX_BYTES: its kept body and the text stored with it.
 * SQLite's own per-row overhead is left out; it is small next to any bound an operator sets.
 */
export function storedBytes(request: CapturedRequest): number {
  const text = [request.method, request.path, request.query, request.contentType ?? '', JSON.stringify(request.headers)].join('');
  return request.body.byteLength + utf8.encode(text).byteLength;
}
