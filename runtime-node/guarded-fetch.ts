/**
 * A fetch for tools that read the web on a caller's behalf (ctx.fetch), guarded against server-side
 * request forgery. For Node, Bun and Deno (node:dns, node:http, node:https, node:zlib).
 *
 * - http: and https: only; no user name or password in the URL.
 * - The host is resolved (every address, IPv4 and IPv6) and refused when ANY address is not globally
 *   reachable per the IANA special-purpose registries (address-policy.ts: loopback, private,
 *   link-local, multicast, documentation, cloud metadata, …; IPv4-mapped, -translated, -compatible,
 *   NAT64, 6to4 and Teredo addresses judged by the IPv4 address they carry). IP literals are judged
 *   the same way (WHATWG URL has already turned "0x7f.1" or "2130706433" into 127.0.0.1;
 *   core/lib/ip-address.ts then reads it strictly).
 * - The connection goes to the address that was checked: the request is made to that IP, with the
 *   Host header and the TLS server name (SNI, and the certificate check) set to the original host,
 *   so a second DNS answer (rebinding) is never consulted.
 * - Redirects are followed by hand, at most `maxRedirects`, each target checked like the first.
 * - At most `maxBytes` of body are read (after decompression); past that the response is dropped.
 *   `timeoutMs` bounds the whole exchange, redirects and body included.
 * - Refusals are ToolError VALIDATION_ERROR naming the field `url` and the reason, with the host or
 *   address but never the full URL (its path or query may carry secrets).
 */
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ToolError } from '../core/errors.ts';
import { concatBytes } from '../core/lib/concat-bytes.ts';
import { formatIp, parseIpAddress } from '../core/lib/ip-address.ts';
import { forbiddenKind } from './address-policy.ts';

export interface GuardedFetchOptions {
  /** Test-only: host names (as in the URL, lowercase) whose addresses are not checked, e.g. a fake site on loopback. */
  allowHosts?: string[];
  /**
   * Test-only: origins to send elsewhere, e.g. `{ 'https://mb.gov.ct.tr': 'http://localhost:4123' }`, so a
   * tool whose source URL is fixed reaches a fake site on loopback (combine with allowHosts). Applied to
   * every request and redirect before its address is checked; the path and query are kept.
   */
  originOverrides?: Record<string, string>;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
}

function refuse(message: string): never {
  throw new ToolError('VALIDATION_ERROR', `url: ${message}`);
}

const article = (kind: string) => (/^[aeiou]/i.test(kind) ? 'an' : 'a');

/** "example.com" for a name, the address itself for an IP literal (brackets removed). */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

interface Target {
  url: URL;
  host: string;
  /** The checked address to connect to. */
  address: string;
  family: 4 | 6;
}

async function resolveTarget(url: URL, allowHosts: Set<string>, redirected: boolean): Promise<Target> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    refuse(`only http and https URLs can be fetched, not ${url.protocol.slice(0, 20)}`);
  }
  if (url.username !== '' || url.password !== '') refuse('must not carry a user name or password');
  const host = bareHost(url);
  const literal = parseIpAddress(host);
  let addresses: { address: string; family: 4 | 6 }[];
  if (literal.ok) {
    addresses = [{ address: host, family: literal.ip.version }];
  } else {
    try {
      const found = await lookup(host, { all: true, verbatim: true });
      addresses = found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
    } catch {
      refuse(`the host ${host} could not be resolved`);
    }
    if (addresses.length === 0) refuse(`the host ${host} could not be resolved`);
  }
  if (!allowHosts.has(host.toLowerCase())) {
    for (const { address } of addresses) {
      const parsed = parseIpAddress(address);
      const kind = parsed.ok ? forbiddenKind(parsed.ip) : 'reserved';
      if (!kind) continue;
      const shown = parsed.ok ? formatIp(parsed.ip.version, parsed.ip.value) : address;
      const what = `${article(kind)} ${kind} address (${shown})`;
      // "resolves to a private address (10.0.0.5)"; an IP literal resolves to itself.
      refuse(redirected ? `redirects to ${host}, which resolves to ${what}` : `resolves to ${what}`);
    }
  }
  // IPv4 first: a name such as localhost often has both, and servers often listen on one.
  const chosen = addresses.find((entry) => entry.family === 4) ?? addresses[0]!;
  return { url, host, address: chosen.address, family: chosen.family };
}

interface RawResponse {
  status: number;
  statusText: string;
  headers: http.IncomingHttpHeaders;
  stream: http.IncomingMessage;
}

function connectionProblem(error: unknown, host: string): ToolError {
  const code = (error as { code?: string }).code ?? '';
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'the connection was refused',
    ECONNRESET: 'the connection was reset',
    EHOSTUNREACH: 'the host is unreachable',
    ENETUNREACH: 'the network is unreachable',
    ETIMEDOUT: 'the connection timed out',
    EPIPE: 'the connection was closed',
  };
  const reason = reasons[code] ?? (/CERT|TLS|SSL/i.test(code) ? `the TLS certificate was not accepted (${code})` : code ? `the request failed (${code})` : 'the request failed');
  return new ToolError('VALIDATION_ERROR', `url: could not fetch from ${host}: ${reason}`);
}

function send(target: Target, method: string, headers: Record<string, string>, body: Uint8Array | undefined, signal: AbortSignal): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const isHttps = target.url.protocol === 'https:';
    const options: https.RequestOptions = {
      // The checked address, never the name: DNS is not asked again.
      hostname: target.address,
      family: target.family,
      port: target.url.port === '' ? (isHttps ? 443 : 80) : Number(target.url.port),
      path: `${target.url.pathname}${target.url.search}`,
      method,
      headers: { ...headers, host: target.url.host },
      agent: false,
      signal,
    };
    // SNI and the certificate check use the name the caller asked for (never an IP literal as SNI).
    if (isHttps && !parseIpAddress(target.host).ok) options.servername = target.host;
    const request = (isHttps ? https : http).request(options, (response) => {
      resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', headers: response.headers, stream: response });
    });
    request.on('error', (error) => reject(signal.aborted ? signal.reason : connectionProblem(error, target.host)));
    if (body) request.end(body);
    else request.end();
  });
}

function decoded(raw: RawResponse): Readable {
  const encoding = String(raw.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return raw.stream.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return raw.stream.pipe(zlib.createInflate());
  if (encoding === 'br') return raw.stream.pipe(zlib.createBrotliDecompress());
  return raw.stream;
}

async function readBody(raw: RawResponse, maxBytes: number, host: string): Promise<Uint8Array> {
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    raw.stream.destroy();
    refuse(`the response from ${host} is larger than ${maxBytes} bytes`);
  }
  const stream = decoded(raw);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        raw.stream.destroy();
        stream.destroy();
        refuse(`the response from ${host} is larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw new ToolError('VALIDATION_ERROR', `url: the response from ${host} could not be read (${(error as { code?: string }).code ?? 'broken body'})`);
  }
  return concatBytes(chunks);
}

function toHeaders(raw: http.IncomingHttpHeaders, decompressed: boolean): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (decompressed && (name === 'content-encoding' || name === 'content-length')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 103, 204, 205, 304]);

function requestParts(input: string | URL | Request, init: RequestInit = {}): { href: string; method: string; headers: Record<string, string>; body?: Uint8Array } {
  const fromRequest = input instanceof Request ? input : undefined;
  const href = fromRequest ? fromRequest.url : String(input);
  const method = (init.method ?? fromRequest?.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { 'user-agent': 'Mozilla/5.0 (compatible; tooldeck/1.0)', 'accept-encoding': 'gzip, deflate, br' };
  new Headers(init.headers ?? fromRequest?.headers).forEach((value, name) => {
    if (name !== 'host' && name !== 'content-length') headers[name] = value;
  });
  const rawBody = init.body;
  if (rawBody === undefined || rawBody === null) return { href, method, headers };
  if (typeof rawBody === 'string') return { href, method, headers, body: new TextEncoder().encode(rawBody) };
  if (rawBody instanceof Uint8Array) return { href, method, headers, body: rawBody };
  refuse('request bodies other than text or bytes are not supported');
}

/** A fetch for ctx.fetch that refuses private networks and bounds size, time and redirects. */
export function createGuardedFetch({ allowHosts = [], originOverrides = {}, maxBytes = 5_000_000, timeoutMs = 10_000, maxRedirects = 5 }: GuardedFetchOptions = {}): typeof fetch {
  const allowed = new Set(allowHosts.map((host) => host.toLowerCase().replace(/^\[|\]$/g, '')));
  const overrides = new Map(Object.entries(originOverrides).map(([from, to]) => [new URL(from).origin, new URL(to).origin]));
  const overridden = (url: URL): URL => {
    const origin = overrides.get(url.origin);
    return origin === undefined ? url : new URL(`${url.pathname}${url.search}`, origin);
  };

  async function guardedFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const parts = requestParts(input, init);
    let url: URL;
    try {
      url = new URL(parts.href);
    } catch {
      refuse('is not a valid absolute URL');
    }
    const controller = new AbortController();
    const timeout = new ToolError('TIMEOUT', `url: no complete answer within ${timeoutMs} ms`);
    const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
    const callerSignal = init.signal ?? undefined;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    aborted.catch(() => {});
    try {
      let method = parts.method;
      let body = parts.body;
      for (let redirects = 0; ; redirects++) {
        url = overridden(url);
        const target = await Promise.race([resolveTarget(url, allowed, redirects > 0), aborted]);
        const raw = await Promise.race([send(target, method, parts.headers, body, controller.signal), aborted]);
        const location = raw.headers.location;
        if (REDIRECTS.has(raw.status) && typeof location === 'string' && location !== '') {
          raw.stream.resume();
          raw.stream.destroy();
          if (redirects >= maxRedirects) refuse(`more than ${maxRedirects} redirects`);
          try {
            url = new URL(location, url);
          } catch {
            refuse(`${target.host} redirects to an invalid URL`);
          }
          if (raw.status === 303 || ((raw.status === 301 || raw.status === 302) && method === 'POST')) {
            method = method === 'HEAD' ? 'HEAD' : 'GET';
            body = undefined;
          }
          continue;
        }
        const hasBody = method !== 'HEAD' && !NO_BODY.has(raw.status);
        const bytes = hasBody ? await Promise.race([readBody(raw, maxBytes, target.host), aborted]) : new Uint8Array(0);
        if (!hasBody) raw.stream.resume();
        const encoding = String(raw.headers['content-encoding'] ?? '').trim().toLowerCase();
        const decompressed = hasBody && ['gzip', 'x-gzip', 'deflate', 'br'].includes(encoding);
        const response = new Response(hasBody ? (bytes as Uint8Array<ArrayBuffer>) : null, {
          status: raw.status < 200 || raw.status > 599 ? 502 : raw.status,
          statusText: raw.statusText,
          headers: toHeaders(raw.headers, decompressed),
        });
        Object.defineProperty(response, 'url', { value: url.href });
        Object.defineProperty(response, 'redirected', { value: redirects > 0 });
        return response;
      }
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return guardedFetch as typeof fetch;
}
