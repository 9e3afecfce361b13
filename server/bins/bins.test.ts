/**
 * The webhook bins on the real server (`bun server/main.ts`) over HTTP, on a temporary DATA_DIR:
 * the lifecycle, the spec's limits (50 requests, 64 KiB bodies, redaction), binary bodies,
 * restarts, expiry, the live stream, the creation limit, the store's byte bound, hostile ids.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RunningServer } from '../test-server.ts';
import {
  createBin,
  listing,
  queryDatabase,
  sseReader,
  startBinServer,
  temporaryDataDir,
  type BinListing,
  type CreatedBin,
} from './test-fixture.ts';

const ID = /^[A-Za-z0-9_-]{22}$/;
const NOT_FOUND = { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The JSON lines the server has logged so far. */
function logLines(server: RunningServer): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('webhook bins', () => {
  const data = temporaryDataDir();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBinServer(data.dir, { BIN_RATE_LIMIT_PER_MINUTE: '0', MAX_BODY_BYTES: '300000' });
  });
  afterAll(async () => {
    await server?.stop();
    data.remove();
  });

  const send = (url: string, init: RequestInit = {}) => fetch(url, { method: 'POST', ...init });

  it('lives through create → capture → list → delete, then answers 404 everywhere', async () => {
    const before = Date.now();
    const response = await fetch(`${server.url}/bins`, { method: 'POST' });
    expect(response.status).toBe(201);
    const bin = await response.json();
    expect(bin).toEqual({ id: expect.stringMatching(ID), url: expect.any(String), inspectUrl: expect.any(String), createdAt: expect.any(String), expiresAt: expect.any(String) });
    expect(bin.url).toBe(`${server.url}/bins/${bin.id}/in`);
    expect(bin.inspectUrl).toBe(`${server.url}/bins/${bin.id}`);
    expect(response.headers.get('location')).toBe(bin.inspectUrl);
    const createdAt = Date.parse(bin.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(bin.expiresAt) - createdAt).toBe(7_200_000);

    expect(await listing(server, bin.id)).toEqual({ id: bin.id, url: bin.url, createdAt: bin.createdAt, expiresAt: bin.expiresAt, count: 0, dropped: 0, requests: [] });

    const captured = await send(`${bin.url}/github/push?event=push&x=%20y`, {
      body: '{"ref":"refs/heads/main"}',
      headers: { 'content-type': 'application/json', 'x-github-event': 'push' },
    });
    expect(captured.status).toBe(200);
    expect(await captured.json()).toEqual({ ok: true });
    expect(captured.headers.get('access-control-allow-origin')).toBe('*');

    for (const method of ['PUT', 'PATCH', 'DELETE', 'GET']) expect((await fetch(`${bin.url}/${method.toLowerCase()}`, { method })).status, method).toBe(200);
    expect((await fetch(`${bin.url}/`, { method: 'OPTIONS' })).status).toBe(200); // no Access-Control-Request-Method: not a preflight

    const listed = await listing(server, bin.id);
    expect(listed.count).toBe(6);
    expect(listed.requests.map((request) => [request.method, request.path])).toEqual([
      ['OPTIONS', '/'],
      ['GET', '/get'],
      ['DELETE', '/delete'],
      ['PATCH', '/patch'],
      ['PUT', '/put'],
      ['POST', '/github/push'],
    ]);
    const first = listed.requests.at(-1)!;
    expect(first).toEqual({
      method: 'POST',
      path: '/github/push',
      query: 'event=push&x=%20y',
      receivedAt: expect.any(String),
      size: 25,
      contentType: 'application/json',
      headers: expect.objectContaining({ 'content-type': 'application/json', 'x-github-event': 'push', 'content-length': '25' }),
      body: '{"ref":"refs/heads/main"}',
      bodyEncoding: 'utf8',
      truncated: false,
    });
    expect(new Date(first.receivedAt).toISOString()).toBe(first.receivedAt);
    const times = listed.requests.map((request) => Date.parse(request.receivedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const deleted = await fetch(bin.inspectUrl, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    for (const [method, url] of [
      ['GET', bin.inspectUrl],
      ['DELETE', bin.inspectUrl],
      ['POST', bin.url],
      ['GET', `${bin.inspectUrl}/stream`],
    ] as const) {
      const gone = await fetch(url, { method });
      expect(gone.status, `${method} ${url}`).toBe(404);
      expect(await gone.json()).toEqual(NOT_FOUND);
    }
  });

  it('keeps the newest 50 of 51 captures and says 1 was dropped', async () => {
    const bin = await createBin(server);
    for (let i = 0; i < 51; i++) expect((await send(bin.url, { body: `capture ${i}` })).status).toBe(200);
    const listed = await listing(server, bin.id);
    expect(listed.count).toBe(50);
    expect(listed.dropped).toBe(1);
    expect(listed.requests).toHaveLength(50);
    expect(listed.requests.map((request) => request.body)).toEqual(Array.from({ length: 50 }, (_, i) => `capture ${50 - i}`));
    // One more drops the next oldest.
    await send(bin.url, { body: 'capture 51' });
    const again = await listing(server, bin.id);
    expect([again.count, again.dropped, again.requests[0]!.body, again.requests.at(-1)!.body]).toEqual([50, 2, 'capture 51', 'capture 2']);
  });

  it('clips a 100 KiB body to 64 KiB, keeping its size, declared or streamed without a length', async () => {
    const bin = await createBin(server);
    const text = Array.from({ length: 102_400 }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    await send(bin.url, { body: text, headers: { 'content-type': 'text/plain' } });
    // Chunked, with no Content-Length at all: the size is what was counted.
    const encoded = new TextEncoder().encode(text);
    const chunks = Array.from({ length: 25 }, (_, i) => encoded.subarray(i * 4096, (i + 1) * 4096));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk === undefined) controller.close();
        else controller.enqueue(chunk);
      },
    });
    expect((await fetch(bin.url, { method: 'POST', body: stream, duplex: 'half' } as RequestInit)).status).toBe(200);

    const [streamed, declared] = (await listing(server, bin.id)).requests;
    for (const request of [declared!, streamed!]) {
      expect(request.size).toBe(102_400);
      expect(request.truncated).toBe(true);
      expect(request.bodyEncoding).toBe('utf8');
      expect(request.body).toBe(text.slice(0, 65_536));
    }
    expect(declared!.headers['content-length']).toBe('102400');
    expect(streamed!.headers['content-length']).toBeUndefined();
  });

  it('answers 413 past MAX_BODY_BYTES, declared or streamed, and captures nothing', async () => {
    const bin = await createBin(server);
    const declared = await send(bin.url, { body: 'x'.repeat(300_001) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
    // An endless body: only a server that stops reading at the limit can answer at all.
    const chunk = new Uint8Array(16_384);
    const upload = new AbortController();
    const endless = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        await sleep(0);
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(bin.url, { method: 'POST', body: endless, duplex: 'half', signal: upload.signal } as RequestInit);
    expect(streamed.status).toBe(413);
    upload.abort();
    expect((await listing(server, bin.id)).count).toBe(0);
  });

  it('returns bodies that are not UTF-8 as base64 of exactly the bytes sent, clipped ones too', async () => {
    const bin = await createBin(server);
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    const large = new Uint8Array(randomBytes(100_000));
    large[0] = 0xff; // never valid UTF-8
    await send(bin.url, { body: everyByte, headers: { 'content-type': 'application/octet-stream' } });
    await send(bin.url, { body: large });
    const [clipped, whole] = (await listing(server, bin.id)).requests;
    expect(whole).toMatchObject({ bodyEncoding: 'base64', size: 256, truncated: false, contentType: 'application/octet-stream' });
    expect(new Uint8Array(Buffer.from(whole!.body, 'base64'))).toEqual(everyByte);
    expect(clipped).toMatchObject({ bodyEncoding: 'base64', size: 100_000, truncated: true });
    expect(new Uint8Array(Buffer.from(clipped!.body, 'base64'))).toEqual(large.subarray(0, 65_536));
  });

  it('redacts secrets by name, drops hop-by-hop and proxy headers, and logs neither bodies nor header values', async () => {
    const bin = await createBin(server);
    const secrets: Record<string, string> = {
      authorization: 'Bearer SECRET-1',
      'proxy-authorization': 'Basic SECRET-2',
      cookie: 'session=SECRET-3',
      'set-cookie': 'a=SECRET-4',
      'x-api-key': 'SECRET-5',
      'x-auth-token': 'SECRET-6',
      'x-gitlab-token': 'SECRET-7',
      'x-webhook-secret': 'SECRET-8',
      'stripe-signature': 't=1,v1=SECRET-9',
      // The names issue 15 (finding 7) found kept in clear.
      apikey: 'SECRET-10',
      'api-key': 'SECRET-11',
      'x-api-key-id': 'SECRET-12',
      'x-shopify-hmac-sha256': 'SECRET-13',
      'x-signature-ed25519': 'SECRET-14',
      'x-hub-signature-256': 'sha256=SECRET-15',
      'x-session-id': 'SECRET-16',
      'x-password': 'SECRET-17',
    };
    await send(`${bin.url}/hook?token=SECRET-Q1&x=1&API_KEY=SECRET-Q2`, { body: 'BODY-MARKER', headers: { ...secrets, 'x-visible': 'VISIBLE-MARKER', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-real-ip': '203.0.113.9' } });
    // What fetch will not send: hop-by-hop headers, Via, Forwarded, a chunked body.
    const head = [
      `POST /bins/${bin.id}/in/raw HTTP/1.1`,
      `Host: ${new URL(server.url).host}`,
      'Connection: keep-alive, X-Hop',
      'X-Hop: SECRET-HOP',
      'Keep-Alive: timeout=5',
      'TE: trailers',
      'Trailer: X-Checksum',
      'Upgrade: h2c',
      'Proxy-Connection: keep-alive',
      'Via: 1.1 proxy.example',
      'Forwarded: for=203.0.113.9;proto=https',
      'X-Forwarded-Host: example.org',
      'X-Real-IP: 203.0.113.9',
      'Transfer-Encoding: chunked',
      'X-Kept: yes',
      // Mixed case on the wire, as fetch would never send it.
      'X-Shopify-Hmac-SHA256: SECRET-RAW-1',
      'ApiKey: SECRET-RAW-2',
    ].join('\r\n');
    expect(await rawRequest(server.url, head, '5\r\nhello\r\n0\r\n\r\n')).toBe(200);

    const [raw, fetched] = (await listing(server, bin.id)).requests;
    for (const [name] of Object.entries(secrets)) expect(fetched!.headers[name], name).toBe('[redacted]');
    expect(fetched!.headers['x-visible']).toBe('VISIBLE-MARKER');
    expect(fetched!.query).toBe('token=[redacted]&x=1&API_KEY=[redacted]');
    expect(JSON.stringify(fetched)).not.toContain('SECRET');
    for (const dropped of ['x-forwarded-for', 'x-forwarded-proto', 'x-real-ip']) expect(fetched!.headers).not.toHaveProperty(dropped);

    expect(raw!.body).toBe('hello');
    expect(raw!.size).toBe(5);
    expect(raw!.headers).toEqual({ host: expect.any(String), 'x-kept': 'yes', 'x-shopify-hmac-sha256': '[redacted]', apikey: '[redacted]' });

    await sleep(100); // the log is written in batches
    const output = server.output();
    for (const marker of ['BODY-MARKER', 'VISIBLE-MARKER', 'SECRET', 'hello']) expect(output).not.toContain(marker);
    // The request log names the route, never the bin's id (its only key) or the sender's sub-path.
    expect(output).not.toContain(bin.id);
    expect(logLines(server)).toContainEqual(expect.objectContaining({ method: 'POST', path: '/bins/{id}/in', status: 200 }));
  });

  it('answers a CORS preflight without capturing it, and 404 to one for an unknown bin', async () => {
    const bin = await createBin(server);
    const preflight = await fetch(`${bin.url}/from-browser`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type, x-custom' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('PUT');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, x-custom');
    expect((await listing(server, bin.id)).count).toBe(0);
    const unknown = await fetch(`${server.url}/bins/${'A'.repeat(22)}/in`, { method: 'OPTIONS', headers: { 'access-control-request-method': 'POST' } });
    expect(unknown.status).toBe(404);
    // A browser may delete its bin and create one, after a preflight.
    const deletePreflight = await fetch(bin.inspectUrl, { method: 'OPTIONS', headers: { 'access-control-request-method': 'DELETE' } });
    expect(deletePreflight.status).toBe(204);
    expect(deletePreflight.headers.get('access-control-allow-methods')).toContain('DELETE');
  });

  it('streams each new capture as a Server-Sent Event, then the end of the bin', async () => {
    const bin = await createBin(server);
    await send(bin.url, { body: 'before' });
    const upload = new AbortController();
    const response = await fetch(`${bin.inspectUrl}/stream`, { signal: upload.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = sseReader(response);
    expect(await events.next()).toEqual({ event: 'hello', data: { received: 1 } });

    await send(`${bin.url}/live?a=1&Session=SECRET-S`, { body: '<b>live</b>', headers: { authorization: 'Bearer SECRET', 'content-type': 'text/html' } });
    const capture = await events.next();
    expect(capture).toEqual({
      event: 'capture',
      data: {
        number: 2,
        request: expect.objectContaining({ method: 'POST', path: '/live', query: 'a=1&Session=[redacted]', body: '<b>live</b>', bodyEncoding: 'utf8', size: 11, truncated: false, contentType: 'text/html' }),
      },
    });
    const streamed = (capture!.data as { request: BinListing['requests'][number] }).request;
    expect(streamed.headers.authorization).toBe('[redacted]');
    expect(streamed).toEqual((await listing(server, bin.id)).requests[0]);

    await fetch(bin.inspectUrl, { method: 'DELETE' });
    expect(await events.next()).toEqual({ event: 'end', data: { reason: 'deleted' } });
    expect(await events.next()).toBeUndefined();
    upload.abort();
  });

  it('serves the live page to a browser\'s Accept, JSON to anyone else', async () => {
    const bin = await createBin(server);
    await send(`${bin.url}?signature=SECRET-P&q=shown`, { body: '<script>alert(1)</script>', headers: { 'x-hmac': 'SECRET-H' } });
    const page = await fetch(bin.inspectUrl, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('/in?signature=[redacted]&amp;q=shown');
    expect(html).not.toContain('SECRET');
    const script = await fetch(`${server.url}/bins/view.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('EventSource');
    // Its script and stream resolve relative to it, so a trailing slash is redirected away.
    const slashed = await fetch(`${bin.inspectUrl}/?x=1`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(slashed.status).toBe(308);
    expect(slashed.headers.get('location')).toBe(`/bins/${bin.id}?x=1`);
    const json = await fetch(bin.inspectUrl, { headers: { accept: '*/*' } });
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers 404 NOT_FOUND to hostile ids, 405 to wrong methods', async () => {
    // (`..` and `%2e%2e` would be resolved away by fetch itself; they go raw below.)
    const hostile = ['__proto__', 'constructor', '..%2F..%2Fetc%2Fpasswd', 'A'.repeat(6_000), '%41'.repeat(22), `${'A'.repeat(21)}%00`, 'AAAAAAAAAAAAAAAAAAAAA=', "'%20OR%201=1--"];
    for (const id of hostile) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['DELETE', ''],
        ['GET', '/stream'],
        ['POST', '/in'],
        ['PUT', '/in/x/../y'],
      ] as const) {
        const response = await fetch(`${server.url}/bins/${id}${suffix}`, { method });
        expect(response.status, `${method} ${id.slice(0, 40)}${suffix}`).toBe(404);
        expect(await response.json()).toEqual(NOT_FOUND);
      }
    }
    // `../` on the wire, where fetch would have resolved it away.
    expect(await rawRequest(server.url, `GET /bins/../../bins/__proto__ HTTP/1.1\r\nHost: ${new URL(server.url).host}`)).toBe(404);
    expect(await rawRequest(server.url, `POST /bins/%2e%2e/in HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nContent-Length: 0`)).toBe(404);

    const listAll = await fetch(`${server.url}/bins`);
    expect(listAll.status).toBe(405);
    expect(listAll.headers.get('allow')).toBe('POST');
    const put = await fetch(`${server.url}/bins/${'A'.repeat(22)}`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, DELETE');
    expect((await fetch(`${server.url}/bins/${'A'.repeat(22)}/elsewhere`)).status).toBe(404);
  });
});

describe('a restart', () => {
  it('keeps a bin and its requests, after SIGTERM and after SIGKILL', async () => {
    const data = temporaryDataDir();
    let server = await startBinServer(data.dir);
    try {
      const bin = await createBin(server);
      await fetch(bin.url, { method: 'POST', body: 'one', headers: { authorization: 'Bearer x' } });
      await fetch(`${bin.url}/two`, { method: 'PUT', body: new Uint8Array([0xff, 0x00]) });
      const before = await listing(server, bin.id);
      expect(await server.stop()).toBe(0);

      server = await startBinServer(data.dir);
      expect(await listing(server, bin.id)).toEqual(before);
      // A capture answered 200 is on disk at once: killing the process cannot lose it. (Each
      // start listens on a new port, so the URL handed out at creation no longer reaches it.)
      expect((await fetch(`${server.url}/bins/${bin.id}/in`, { method: 'POST', body: 'three' })).status).toBe(200);
      server.process.kill('SIGKILL');
      await server.stop();

      server = await startBinServer(data.dir);
      const after = await listing(server, bin.id);
      expect(after.count).toBe(3);
      expect(after.requests.slice(1)).toEqual(before.requests);
      expect(after.requests[0]!.body).toBe('three');
    } finally {
      await server.stop();
      data.remove();
    }
  });
});

describe('shutdown', () => {
  it('ends open live streams with an end event and exits promptly, not after the 10 s grace', async () => {
    const data = temporaryDataDir();
    const server = await startBinServer(data.dir);
    try {
      const bin = await createBin(server);
      const events = sseReader(await fetch(`${bin.inspectUrl}/stream`));
      expect(await events.next()).toEqual({ event: 'hello', data: { received: 0 } });
      const started = Date.now();
      const exited = server.stop();
      expect(await events.next()).toEqual({ event: 'end', data: { reason: 'shutdown' } });
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await server.stop();
      data.remove();
    }
  });
});

describe('expiry (BIN_TTL_SECONDS=2, BIN_HOST set)', () => {
  const data = temporaryDataDir();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBinServer(data.dir, { BIN_TTL_SECONDS: '2', BIN_HOST: 'bins.example.org' });
  });
  afterAll(async () => {
    await server?.stop();
    data.remove();
  });

  const storedIds = () => queryDatabase<{ id: string }>(data.dir, 'SELECT id FROM bins').map((row) => row.id);
  const storedRequests = (id: string) => queryDatabase<{ n: number }>(data.dir, `SELECT count(*) AS n FROM requests WHERE bin_id = '${id}'`)[0]!.n;

  it('hands out URLs on BIN_HOST', async () => {
    const bin = await createBin(server);
    expect(bin.url).toBe(`https://bins.example.org/bins/${bin.id}/in`);
    expect(bin.inspectUrl).toBe(`https://bins.example.org/bins/${bin.id}`);
    // Still reached on this server's own address.
    expect((await fetch(`${server.url}/bins/${bin.id}/in`, { method: 'POST' })).status).toBe(200);
  });

  it('ends a bin exactly its lifetime after creation, however it is used, and purges it', async () => {
    const asked = await createBin(server);
    const untouched = await createBin(server);
    expect(Date.parse(asked.expiresAt) - Date.parse(asked.createdAt)).toBe(2_000);
    const capture = `${server.url}/bins/${asked.id}/in`;
    await fetch(capture, { method: 'POST', body: 'kept until expiry' });
    expect(storedRequests(asked.id)).toBe(1);

    // Reading and capturing do not extend the lifetime.
    await sleep(1_200);
    expect((await listing(server, asked.id)).count).toBe(1);
    await fetch(capture, { method: 'POST', body: 'late' });
    await sleep(Math.max(0, Date.parse(asked.expiresAt) - Date.now()) + 50);

    const gone = await fetch(`${server.url}/bins/${asked.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual(NOT_FOUND);
    expect((await fetch(capture, { method: 'POST' })).status).toBe(404);
    // Purged, not hidden: the bin and its requests are gone from the database.
    expect(storedIds()).not.toContain(asked.id);
    expect(storedRequests(asked.id)).toBe(0);

    // The bin nobody asked for is purged by the periodic sweep.
    await expect.poll(() => storedIds().includes(untouched.id), { timeout: 6_000, interval: 250 }).toBe(false);
  }, 15_000);

  it('ends a live stream when its bin expires', async () => {
    const bin = await createBin(server);
    const upload = new AbortController();
    const events = sseReader(await fetch(`${server.url}/bins/${bin.id}/stream`, { signal: upload.signal }));
    expect((await events.next())?.event).toBe('hello');
    // The sweep (every 2 s here) ends it within a sweep of the expiry.
    expect(await events.next(6_000)).toEqual({ event: 'end', data: { reason: 'expired' } });
    upload.abort();
  }, 10_000);
});

describe('limits: creation per IP, the store\'s bytes, BASE_PATH and forwarded origins', () => {
  const data = temporaryDataDir();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBinServer(data.dir, { BIN_RATE_LIMIT_PER_MINUTE: '3', BIN_STORE_MAX_BYTES: '150000', TRUST_PROXY: '1', BASE_PATH: '/deck' });
  });
  afterAll(async () => {
    await server?.stop();
    data.remove();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('lets an IP create 3 bins a minute, then answers 429 with Retry-After; others and the API are unaffected', async () => {
    for (let remaining = 2; remaining >= 0; remaining--) {
      const response = await fetch(`${server.url}/bins`, { method: 'POST', headers: from('203.0.113.7') });
      expect(response.status).toBe(201);
      expect(response.headers.get('x-ratelimit-limit')).toBe('3');
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(remaining));
    }
    const refused = await fetch(`${server.url}/bins`, { method: 'POST', headers: from('203.0.113.7') });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(await refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    // Under BASE_PATH it is the same limit.
    expect((await fetch(`${server.url}/deck/bins`, { method: 'POST', headers: from('203.0.113.7') })).status).toBe(429);

    expect((await fetch(`${server.url}/bins`, { method: 'POST', headers: from('198.51.100.1') })).status).toBe(201);
    const tool = await fetch(`${server.url}/api/tools/base64/execute`, { method: 'POST', body: '{"action":"encode","text":"hi"}', headers: from('203.0.113.7') });
    expect(tool.status).toBe(200);
  });

  it('serves bins under BASE_PATH too, handing out the public origin the trusted proxy names', async () => {
    const headers = { ...from('198.51.100.2'), 'x-forwarded-proto': 'https', 'x-forwarded-host': 'tools.example.org' };
    const bin = await createBin(server, headers, '/deck/bins');
    expect(bin.url).toBe(`https://tools.example.org/deck/bins/${bin.id}/in`);
    expect((await fetch(`${server.url}/deck/bins/${bin.id}/in/sub`, { method: 'POST', body: 'x' })).status).toBe(200);
    expect((await fetch(`${server.url}/bins/${bin.id}/in`, { method: 'POST', body: 'y' })).status).toBe(200);
    const listed = (await (await fetch(`${server.url}/deck/bins/${bin.id}`)).json()) as BinListing;
    expect(listed.requests.map((request) => request.path)).toEqual(['', '/sub']);
    expect((await fetch(`${server.url}/deck/bins/view.js`)).status).toBe(200);
  });

  it('evicts the oldest bins past BIN_STORE_MAX_BYTES, one log line each, never the bin just written', async () => {
    const body = 'z'.repeat(65_536);
    const bins: CreatedBin[] = [];
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) bins.push(await createBin(server, from(ip)));
    const capture = (index: number) => fetch(`${server.url}/bins/${bins[index]!.id}/in`, { method: 'POST', body });

    // Earlier tests' bins are older still and nearly empty; they go first.
    await capture(0);
    await capture(1);
    expect((await fetch(`${server.url}/bins/${bins[0]!.id}`)).status).toBe(200);
    await capture(2); // ~197 KB > 150 000: the oldest of these three goes
    expect((await fetch(`${server.url}/bins/${bins[0]!.id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/bins/${bins[1]!.id}`)).status).toBe(200);

    // One bin written past the bound on its own: the others go, it stays.
    await capture(2);
    await capture(2);
    expect((await fetch(`${server.url}/bins/${bins[1]!.id}`)).status).toBe(404);
    expect((await listing(server, bins[2]!.id)).count).toBe(3);

    await sleep(100);
    const evicted = logLines(server).filter((line) => line.event === 'bin-evicted');
    const forThese = evicted.filter((line) => line.bin === bins[0]!.id || line.bin === bins[1]!.id);
    expect(forThese.map((line) => line.bin)).toEqual([bins[0]!.id, bins[1]!.id]);
    expect(forThese[0]).toEqual({ time: expect.any(String), event: 'bin-evicted', bin: bins[0]!.id, createdAt: bins[0]!.createdAt, bytes: expect.any(Number), requests: 1, maxStoreBytes: 150_000 });
    expect(forThese[0]!.bytes as number).toBeGreaterThan(65_536);
    expect(new Set(evicted.map((line) => line.bin)).size).toBe(evicted.length);
    expect(server.output()).not.toContain('zzzz');
  });
});
