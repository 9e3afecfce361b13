/** The real server (`bun server/main.ts`) over HTTP: spec 4.1's endpoints, its errors and limits. */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tools } from '../core/catalog-metadata.ts';
import { rawRequest, startFailing, startServer, type RunningServer } from './test-server.ts';

const CRASH_SERVER = fileURLToPath(new URL('./crash-server-fixture.ts', import.meta.url));

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ MAX_BODY_BYTES: '4096', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0' });
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { method: 'POST', body, headers });

describe('the API endpoints', () => {
  it('GET /api/health answers status, tool count and version, uncounted', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', tools: tools.length, version: '1.0.0' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('GET /api/tools lists every tool with its parameter schema', async () => {
    const response = await fetch(`${server.url}/api/tools`);
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.count).toBe(tools.length);
    expect(body.tools.map((tool: { id: string }) => tool.id)).toEqual(tools.map((tool) => tool.id));
    expect(body.tools[0].parameters.additionalProperties).toBe(false);
  });

  it('GET /api/tools?q= answers the matching tools, best first, with count the number of matches', async () => {
    const response = await fetch(`${server.url}/api/tools?q=sha256`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['count', 'success', 'tools']);
    expect(new Set(body.tools.slice(0, 2).map((tool: { id: string }) => tool.id))).toEqual(new Set(['hash', 'hash-generate']));
    expect(body.count).toBe(body.tools.length);
    expect(body.count).toBeLessThan(tools.length);
    expect(Object.keys(body.tools[0]).sort()).toEqual(['category', 'description', 'id', 'name', 'parameters']);
    // Percent-encoded and with + for a space, as forms send it; a typo forgiven.
    const spaced = await (await fetch(`${server.url}/api/tools?q=csv+to+json`)).json();
    expect(spaced.tools[0].id).toBe('csv-to-json');
    expect((await (await fetch(`${server.url}/api/tools?q=${encodeURIComponent('yml')}`)).json()).tools.slice(0, 2).map((tool: { id: string }) => tool.id).sort()).toEqual(['json-yaml-converter', 'yaml-to-json']);
    expect((await (await fetch(`${server.url}/api/tools?q=zzqxv`)).json())).toEqual({ success: true, tools: [], count: 0 });
    // Empty: the whole catalog, as without q.
    expect((await (await fetch(`${server.url}/api/tools?q=`)).json()).count).toBe(tools.length);
  });

  it('GET /api/tools refuses a q over 200 characters, or given twice, with 400 VALIDATION_ERROR naming q', async () => {
    const long = await fetch(`${server.url}/api/tools?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'q: must be at most 200 characters' } });
    expect((await fetch(`${server.url}/api/tools?q=${'a'.repeat(200)}`)).status).toBe(200);
    const twice = await fetch(`${server.url}/api/tools?q=a&q=b`);
    expect(twice.status).toBe(400);
    expect((await twice.json()).error).toEqual({ code: 'VALIDATION_ERROR', message: 'q: must be given once' });
  });

  it('GET /api/tools/{id} answers the tool, or 404 NOT_FOUND', async () => {
    const found = await fetch(`${server.url}/api/tools/base64`);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ success: true, tool: { id: 'base64', name: 'Base64', category: 'encoding', parameters: { type: 'object' } } });
    const missing = await fetch(`${server.url}/api/tools/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'no tool with id "nope"' } });
  });

  it('POST /api/tools/{id}/execute answers the success envelope, whatever the Content-Type', async () => {
    for (const headers of [{ 'content-type': 'application/json' }, { 'content-type': 'application/x-www-form-urlencoded' }, {}] as Record<string, string>[]) {
      const response = await post('/api/tools/base64/execute', '{"action":"encode","text":"hi"}', headers);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toEqual({ success: true, result: { result: 'aGk=' }, meta: { tool: 'base64', executionMs: expect.any(Number) } });
      expect(Number.isInteger(body.meta.executionMs)).toBe(true);
    }
  });

  it('answers 400 VALIDATION_ERROR for bad JSON, non-objects and schema failures', async () => {
    const cases: [string, string][] = [
      ['{"action":', 'body: is not valid JSON'],
      ['', 'body: is not valid JSON'],
      ['[1,2]', 'body: must be a JSON object'],
      ['"text"', 'body: must be a JSON object'],
      ['null', 'body: must be a JSON object'],
      ['{"action":"zip","text":"a"}', 'action: must be one of encode, decode'],
      ['{"action":"encode","text":"a","zzz":1}', 'zzz: unknown field'],
      ['{"action":"encode","text":"a","__proto__":{"x":1}}', '__proto__: unknown field'],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/tools/base64/execute', body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message } });
    }
    const notUtf8 = await fetch(`${server.url}/api/tools/base64/execute`, { method: 'POST', body: new Uint8Array([0x7b, 0xff, 0x7d]) });
    expect(notUtf8.status).toBe(400);
  });

  it('answers 404 NOT_FOUND for an unknown tool or endpoint under /api', async () => {
    const tool = await post('/api/tools/nope/execute', '{}');
    expect(tool.status).toBe(404);
    expect(await tool.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    const malformed = await post('/api/tools/%E0%A4%A/execute', '{}');
    expect(malformed.status).toBe(404);
    expect((await fetch(`${server.url}/api/tools/%ZZ`)).status).toBe(404);
    for (const path of ['/api/zzz', '/api', '/api/', '/api/tools/base64/execute/more', '/nothing']) {
      const response = await fetch(server.url + path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('routes by path whatever the Host header, short names without a port included', async () => {
    for (const host of ['a', 'db', 'api', 'example.org', '[::1]']) {
      expect(await rawRequest(server.url, `DELETE /api/health HTTP/1.1\r\nHost: ${host}`), host).toBe(405);
      expect(await rawRequest(server.url, `GET /api/tools/base64 HTTP/1.1\r\nHost: ${host}`), host).toBe(200);
      expect(await rawRequest(server.url, `POST /api/tools/%62ase64/execute HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 2`, '{}'), host).toBe(400);
    }
  });

  it('answers 405 with an Allow header for a wrong method', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/health', 'GET'],
      ['POST', '/api/tools', 'GET'],
      ['PUT', '/api/tools/base64', 'GET'],
      ['GET', '/api/tools/base64/execute', 'POST'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await fetch(server.url + path, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(await response.json()).toMatchObject({ success: false, error: { code: 'METHOD_NOT_ALLOWED' } });
    }
  });

  it('answers 413 PAYLOAD_TOO_LARGE over MAX_BODY_BYTES, declared or streamed', async () => {
    const big = JSON.stringify({ action: 'encode', text: 'a'.repeat(5000) });
    const declared = await post('/api/tools/base64/execute', big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
    // An endless body: only a server that stops reading at the limit can answer at all.
    const chunk = new TextEncoder().encode('a'.repeat(1024));
    const upload = new AbortController();
    const stream = new ReadableStream({
      // A timer per chunk keeps this endless producer from starving the test's event loop.
      pull: async (controller) => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${server.url}/api/tools/base64/execute`, { method: 'POST', body: stream, duplex: 'half', signal: upload.signal } as RequestInit);
    expect(streamed.status).toBe(413);
    upload.abort();
  });

  it('answers CORS preflights for every /api route and exposes the rate-limit headers', async () => {
    // Unknown paths too: a browser must read their 404 envelope, not a failed preflight.
    for (const path of ['/api/tools/base64/execute', '/api/tools', '/api/health', '/api/openapi.json', '/api/tools/base64', '/api/nope/x', '/api']) {
      const response = await fetch(server.url + path, {
        method: 'OPTIONS',
        headers: { origin: 'https://example.org', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
    }
    const response = await post('/api/tools/base64/execute', '{"action":"encode","text":"hi"}');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
  });

  it('stops a catastrophic regex with 422 TIMEOUT within 3 s while health keeps answering promptly', async () => {
    // (a+)+$ on 40 a's and a "!": about 2^40 backtracking steps, run on V8 in the worker processes.
    const started = performance.now();
    const regex = post('/api/tools/regex-test/execute', JSON.stringify({ pattern: '(a+)+$', text: `${'a'.repeat(40)}!` }));
    const healthTimes: number[] = [];
    let done = false;
    void regex.finally(() => (done = true));
    while (!done) {
      const t0 = performance.now();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      healthTimes.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const response = await regex;
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ success: false, error: { code: 'TIMEOUT', message: 'the tool ran past its deadline of 2000 ms on this input' } });
    expect(healthTimes.length).toBeGreaterThan(5);
    expect(Math.max(...healthTimes)).toBeLessThan(50);
    // The replaced worker serves the next isolate call.
    const next = await post('/api/tools/regex-test/execute', JSON.stringify({ pattern: 'a', text: 'aa' }));
    expect(await next.json()).toMatchObject({ success: true, result: { matchCount: 2 } });
  });

  it('gives fetching tools the guarded fetch: loopback and the metadata address are refused', async () => {
    for (const url of ['http://127.0.0.1:9/', 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:127.0.0.1]/']) {
      const response = await post('/api/tools/url-metadata/execute', JSON.stringify({ url }));
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(body.error.message).toMatch(/^url: .*(loopback|metadata|link-local)/);
    }
  });

  it('logs one JSON line per request without bodies', async () => {
    await post('/api/tools/hmac/execute', JSON.stringify({ text: 'x', key: 'very-secret-key' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = server.output().split('\n').filter((line) => line.startsWith('{'));
    const entry = lines.map((line) => JSON.parse(line)).find((e) => e.tool === 'hmac');
    expect(entry).toMatchObject({ method: 'POST', path: '/api/tools/hmac/execute', status: 200, tool: 'hmac', ip: '127.0.0.1' });
    expect(typeof entry.ms).toBe('number');
    expect(server.output()).not.toContain('very-secret-key');
  });

  it('runs a tool whose id is escaped in the path, and logs paths outside every route too', async () => {
    const escaped = await post('/api/tools/%68m%61c/execute', JSON.stringify({ text: 'x', key: 'k' }));
    expect(escaped.status).toBe(200);
    expect(await escaped.json()).toMatchObject({ success: true, meta: { tool: 'hmac' } });
    expect((await fetch(`${server.url}/nothing/here?q=1`, { method: 'PATCH' })).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const entries = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    expect(entries).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/tools/%68m%61c/execute', status: 200, tool: 'hmac' }));
    expect(entries).toContainEqual(expect.objectContaining({ method: 'PATCH', path: '/nothing/here', status: 404, ip: '127.0.0.1' }));
  });
});

describe('rate limits', () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({ RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('answers the sixth call in a minute with 429, Retry-After and X-RateLimit-Remaining, without running it', async () => {
    const call = (ip: string, body = '{"action":"encode","text":"hi"}') =>
      fetch(`${limited.url}/api/tools/base64/execute`, { method: 'POST', body, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 5; i++) {
      const response = await call('203.0.113.7');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe('5');
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(4 - i));
    }
    // A runaway regex would take 2 s to time out: refused, it answers at once.
    const started = performance.now();
    const refused = await call('203.0.113.7', JSON.stringify({ pattern: '(a+)+b|!b', text: `${'a'.repeat(24)}!b`.repeat(10) }));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    expect(await refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    // Another client (by X-Forwarded-For, TRUST_PROXY=1) is unaffected; health never counts.
    expect((await call('198.51.100.1')).status).toBe(200);
    expect((await fetch(`${limited.url}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(200);
    expect((await fetch(`${limited.url}/api/openapi.json`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(200);
  });
});

describe('a full worker queue', () => {
  it('answers 503 OVERLOADED with Retry-After past the queue, and 422 to what it accepted', async () => {
    // One worker, a queue of 16, a 200 ms deadline: 20 runaway calls at once from one client overflow it.
    const busy = await startServer({ WORKERS: '1', TOOL_TIMEOUT_MS: '200', RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const body = JSON.stringify({ pattern: '(a+)+b|!b', text: `${'a'.repeat(24)}!b`.repeat(10) });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${busy.url}/api/tools/regex-test/execute`, { method: 'POST', body })),
      );
      // One client: 1 running + 8 waiting (its half of the queue) are accepted at most at once;
      // a slow start may let more in later.
      const statuses = responses.map((response) => response.status);
      expect(statuses.every((status) => status === 422 || status === 503)).toBe(true);
      expect(statuses.filter((status) => status === 422).length).toBeGreaterThanOrEqual(9);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
      const refused = responses.find((response) => response.status === 503)!;
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toMatchObject({ success: false, error: { code: 'OVERLOADED' } });
    } finally {
      await busy.stop();
    }
  });
});

describe('start and stop', () => {
  it('refuses a bad configuration value, naming the variable', async () => {
    const { code, output } = await startFailing({ RATE_LIMIT_PER_MINUTE: 'abc' });
    expect(code).toBe(1);
    expect(output).toContain('RATE_LIMIT_PER_MINUTE');
  });

  it('refuses a port another server already listens on, rather than sharing it', async () => {
    const first = await startServer();
    try {
      const { code, output } = await startFailing({ PORT: new URL(first.url).port });
      expect(code).toBe(1);
      expect(output).toContain('in use');
      // The first server still answers: nothing was taken from it.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  });

  it('prints where it listens and exits 0 on SIGTERM', async () => {
    const running = await startServer();
    expect(running.output()).toMatch(/^tooldeck listening on http:\/\/127\.0\.0\.1:\d+/m);
    expect(await running.stop()).toBe(0);
  });

  it('finishes an in-flight call after SIGTERM, then exits 0', async () => {
    const running = await startServer();
    // (a+)+$ on 22 a's and "!": about 2^22 backtracking steps, a few hundred ms of real work.
    const inFlight = fetch(`${running.url}/api/tools/regex-test/execute`, {
      method: 'POST',
      body: JSON.stringify({ pattern: '(a+)+$', text: `${'a'.repeat(22)}!` }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const exited = running.stop();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, result: { matchCount: 0 } });
    expect(await exited).toBe(0);
    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
  });
});

describe('a crash inside a tool', () => {
  it('answers 500 INTERNAL_ERROR without internals, and logs them', async () => {
    const running = await startServer({ RATE_LIMIT_PER_MINUTE: '0' }, CRASH_SERVER);
    try {
      const response = await fetch(`${running.url}/api/tools/regex-test/execute`, { method: 'POST', body: JSON.stringify({ pattern: 'crash', text: 'x' }) });
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ success: false, error: { code: 'INTERNAL_ERROR', message: 'the tool crashed its worker; this is a bug on our side' } });
      expect(body).not.toMatch(/exited|stack|\.ts|at /);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const lines = running.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
      expect(lines).toContainEqual(expect.objectContaining({ event: 'worker-error', error: expect.stringContaining('exited (code 1)') }));
      expect(lines).toContainEqual(expect.objectContaining({ path: '/api/tools/regex-test/execute', status: 500 }));
      // The replacement worker serves the next call.
      const next = await fetch(`${running.url}/api/tools/regex-test/execute`, { method: 'POST', body: JSON.stringify({ pattern: 'a', text: 'aa' }) });
      expect(await next.json()).toMatchObject({ success: true, result: { matchCount: 2 } });
    } finally {
      await running.stop();
    }
  });
});
