/**
 * The guarded fetch against a small HTTP server on 127.0.0.1 started here. The server is reached as
 * "localhost" through the test-only allowance, so that a redirect to 127.0.0.1 (not allowed) can be
 * shown refused. Every refusal of a private or local address happens before any connection is made:
 * no request leaves this machine.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { createSecureContext } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../core/errors.ts';
import { createGuardedFetch } from './guarded-fetch.ts';

let server: Server;
let port: number;
const seen: { host?: string; path?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ host: request.headers.host, path: request.url });
    const url = new URL(request.url ?? '/', 'http://localhost');
    switch (url.pathname) {
      case '/page':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<title>Fake site</title>');
        return;
      case '/to-loopback':
        response.writeHead(302, { location: `http://127.0.0.1:${port}/page` });
        response.end();
        return;
      case '/to-private':
        response.writeHead(301, { location: 'http://10.1.2.3/admin?token=secret' });
        response.end();
        return;
      case '/hop': {
        const left = Number(url.searchParams.get('left'));
        if (left === 0) {
          response.writeHead(200, { 'content-type': 'text/plain' });
          response.end('arrived');
        } else {
          response.writeHead(307, { location: `/hop?left=${left - 1}` });
          response.end();
        }
        return;
      }
      case '/loop':
        response.writeHead(302, { location: '/loop' });
        response.end();
        return;
      case '/big': {
        // 2,000,000 bytes without a Content-Length: the reader has to count.
        response.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = 'x'.repeat(100_000);
        for (let i = 0; i < 20; i++) response.write(chunk);
        response.end();
        return;
      }
      case '/big-declared':
        response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2000000' });
        response.end('x'.repeat(2_000_000));
        return;
      case '/gzip': {
        const body = gzipSync('<p>compressed</p>');
        response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': String(body.length) });
        response.end(body);
        return;
      }
      case '/gzip-bomb': {
        // 1,000,000 zero bytes compress to about a kilobyte; decompressed they pass a 100,000-byte cap.
        const body = gzipSync(new Uint8Array(1_000_000));
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' });
        response.end(body);
        return;
      }
      case '/slow':
        // Never answers; the client's timeout has to end it.
        return;
      case '/see-other':
        response.writeHead(303, { location: '/echo-method' });
        response.end();
        return;
      case '/echo-method':
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(request.method);
        return;
      default:
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const allowed = () => createGuardedFetch({ allowHosts: ['localhost'], timeoutMs: 5_000 });

async function refusal(promise: Promise<unknown>): Promise<ToolError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    return error as ToolError;
  }
  throw new Error('expected a refusal');
}

describe('createGuardedFetch refuses', () => {
  const guarded = createGuardedFetch({ timeoutMs: 5_000 });
  const cases: [string, string][] = [
    ['http://127.0.0.1/', 'url: resolves to a loopback address (127.0.0.1)'],
    ['http://10.0.0.5/', 'url: resolves to a private address (10.0.0.5)'],
    ['http://192.168.1.20:8080/router', 'url: resolves to a private address (192.168.1.20)'],
    ['http://169.254.169.254/latest/meta-data/', 'url: resolves to a cloud metadata address (169.254.169.254)'],
    ['http://[::1]/', 'url: resolves to a loopback address (::1)'],
    ['http://[::ffff:127.0.0.1]/', 'url: resolves to a loopback address (::ffff:7f00:1)'],
    ['http://[::ffff:7f00:1]/', 'url: resolves to a loopback address (::ffff:7f00:1)'],
    ['http://0.0.0.0/', 'url: resolves to an unspecified address (0.0.0.0)'],
    ['http://100.64.1.1/', 'url: resolves to a carrier-grade NAT address (100.64.1.1)'],
    // Forms that carry an IPv4 address, judged by it (address-policy.test.ts has the full table).
    ['http://[::ffff:0:127.0.0.1]:4350/', 'url: resolves to a loopback address (::ffff:0:7f00:1)'],
    ['http://[::127.0.0.1]/', 'url: resolves to a loopback address (::7f00:1)'],
    ['http://[64:ff9b::a00:1]/', 'url: resolves to a private address (64:ff9b::a00:1)'],
    ['http://[2002:7f00:1::1]/', 'url: resolves to a loopback address (2002:7f00:1::1)'],
    ['http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/', 'url: resolves to a private address (2001:0:4136:e378:8000:63bf:f5ff:fffe)'],
    ['http://[fec0::1]/', 'url: resolves to a site-local address (fec0::1)'],
    ['http://192.0.2.10/', 'url: resolves to a reserved address (192.0.2.10)'],
    ['http://255.255.255.255/', 'url: resolves to a broadcast address (255.255.255.255)'],
    // WHATWG URL reads these shorthand forms as 127.0.0.1 before the check sees them.
    ['http://2130706433/', 'url: resolves to a loopback address (127.0.0.1)'],
    ['http://0x7f.1/', 'url: resolves to a loopback address (127.0.0.1)'],
    ['file:///etc/passwd', 'url: only http and https URLs can be fetched, not file:'],
    ['ftp://example.com/file', 'url: only http and https URLs can be fetched, not ftp:'],
    ['http://user:pass@example.com/', 'url: must not carry a user name or password'],
    ['not a url', 'url: is not a valid absolute URL'],
  ];
  for (const [url, message] of cases) {
    it(url, async () => {
      const error = await refusal(guarded(url));
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toBe(message);
    });
  }

  it('localhost, whichever loopback address the resolver lists first', async () => {
    const error = await refusal(guarded('http://localhost/'));
    expect(error.message).toMatch(/^url: resolves to a loopback address \((127\.0\.0\.1|::1)\)$/);
  });

  it('a name that does not resolve', async () => {
    const error = await refusal(guarded('http://no-such-host.invalid/'));
    expect(error.message).toBe('url: the host no-such-host.invalid could not be resolved');
  });

  it('the loopback fake site itself, without the allowance', async () => {
    const error = await refusal(guarded(`http://localhost:${port}/page`));
    expect(error.message).toMatch(/^url: resolves to a loopback address \((127\.0\.0\.1|::1)\)$/);
  });

  it('a redirect from the allowed fake site to 127.0.0.1', async () => {
    const error = await refusal(allowed()(`http://localhost:${port}/to-loopback`));
    expect(error.message).toBe('url: redirects to 127.0.0.1, which resolves to a loopback address (127.0.0.1)');
  });

  it('a redirect to a private address, without echoing its path or query', async () => {
    const error = await refusal(allowed()(`http://localhost:${port}/to-private`));
    expect(error.message).toBe('url: redirects to 10.1.2.3, which resolves to a private address (10.1.2.3)');
    expect(error.message).not.toContain('secret');
  });

  it('more redirects than maxRedirects', async () => {
    const error = await refusal(allowed()(`http://localhost:${port}/loop`));
    expect(error.message).toBe('url: more than 5 redirects');
    const strict = createGuardedFetch({ allowHosts: ['localhost'], maxRedirects: 2 });
    expect((await refusal(strict(`http://localhost:${port}/hop?left=3`))).message).toBe('url: more than 2 redirects');
  });

  it('a body larger than maxBytes, counted while streaming and declared up front', async () => {
    const small = createGuardedFetch({ allowHosts: ['localhost'], maxBytes: 1_000_000 });
    expect((await refusal(small(`http://localhost:${port}/big`))).message).toBe('url: the response from localhost is larger than 1000000 bytes');
    expect((await refusal(small(`http://localhost:${port}/big-declared`))).message).toBe('url: the response from localhost is larger than 1000000 bytes');
  });

  it('a compressed body that decompresses past maxBytes', async () => {
    const small = createGuardedFetch({ allowHosts: ['localhost'], maxBytes: 100_000 });
    expect((await refusal(small(`http://localhost:${port}/gzip-bomb`))).message).toBe('url: the response from localhost is larger than 100000 bytes');
  });

  it('an answer slower than timeoutMs, with a TIMEOUT', async () => {
    const quick = createGuardedFetch({ allowHosts: ['localhost'], timeoutMs: 300 });
    const started = performance.now();
    const error = await refusal(quick(`http://localhost:${port}/slow`));
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('url: no complete answer within 300 ms');
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('an IPv4-translated address of a listener on 127.0.0.1 (issue 15, finding 6)', () => {
  it('is refused before any connection is made', async () => {
    let connections = 0;
    const listener = createServer((_request, response) => response.end('reached'));
    listener.on('connection', () => connections++);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const listenerPort = (listener.address() as AddressInfo).port;
    try {
      const error = await refusal(createGuardedFetch({ timeoutMs: 5_000 })(`http://[::ffff:0:127.0.0.1]:${listenerPort}/`));
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toBe('url: resolves to a loopback address (::ffff:0:7f00:1)');
      expect(connections).toBe(0);
      // The count is live: the IPv4-mapped form of the same address, let through by the
      // test-only allowance, does reach the listener over a dual-stack socket.
      const through = createGuardedFetch({ allowHosts: ['::ffff:7f00:1'], timeoutMs: 5_000 });
      expect(await (await through(`http://[::ffff:127.0.0.1]:${listenerPort}/`)).text()).toBe('reached');
      expect(connections).toBe(1);
    } finally {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});

describe('createGuardedFetch fetches', () => {
  it('the allowed fake site, with the original Host header', async () => {
    const response = await allowed()(`http://localhost:${port}/page`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<title>Fake site</title>');
    expect(response.url).toBe(`http://localhost:${port}/page`);
    expect(response.redirected).toBe(false);
    expect(seen.at(-1)).toEqual({ host: `localhost:${port}`, path: '/page' });
  });

  it('follows redirects within the limit and reports the final URL', async () => {
    const response = await allowed()(`http://localhost:${port}/hop?left=5`);
    expect(await response.text()).toBe('arrived');
    expect(response.url).toBe(`http://localhost:${port}/hop?left=0`);
    expect(response.redirected).toBe(true);
  });

  it('turns a POST answered by 303 into a GET', async () => {
    const response = await allowed()(`http://localhost:${port}/see-other`, { method: 'POST', body: 'x=1' });
    expect(await response.text()).toBe('GET');
  });

  it('decompresses gzip and drops the encoding headers', async () => {
    const response = await allowed()(`http://localhost:${port}/gzip`);
    expect(await response.text()).toBe('<p>compressed</p>');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('passes error statuses through as responses', async () => {
    const response = await allowed()(`http://localhost:${port}/missing`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not found');
  });

  it('sends a test-only origin override to the fake site, path and query kept, and still checks the address', async () => {
    const overrides = { 'https://rates.example.org': `http://localhost:${port}` };
    const response = await createGuardedFetch({ allowHosts: ['localhost'], originOverrides: overrides })('https://rates.example.org/hop?left=1');
    expect(await response.text()).toBe('arrived');
    expect(response.url).toBe(`http://localhost:${port}/hop?left=0`);
    // Without the allowance the overridden target is judged like any other: loopback is refused.
    await expect(createGuardedFetch({ originOverrides: overrides })('https://rates.example.org/page')).rejects.toThrow(/^url: resolves to a loopback address/);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = allowed()(`http://localhost:${port}/slow`, { signal: controller.signal });
    controller.abort(new Error('caller gave up'));
    await expect(pending).rejects.toThrow('caller gave up');
  });
});

describe('createGuardedFetch over TLS', () => {
  it('connects to the checked address but sends the host name as SNI and checks the certificate', async () => {
    // A self-signed certificate for CN=localhost (runtime-node/fixtures, made with
    // openssl req -x509 -newkey ec -subj /CN=localhost -addext subjectAltName=DNS:localhost).
    const key = readFileSync(new URL('./fixtures/localhost-key.pem', import.meta.url));
    const cert = readFileSync(new URL('./fixtures/localhost-cert.pem', import.meta.url));
    const names: string[] = [];
    const tls = createTlsServer(
      {
        key,
        cert,
        SNICallback: (servername, done) => {
          names.push(servername);
          done(null, createSecureContext({ key, cert }));
        },
      },
      (_request, response) => response.end('secret'),
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    const tlsPort = (tls.address() as AddressInfo).port;
    try {
      const error = await refusal(allowed()(`https://localhost:${tlsPort}/`));
      expect(error.message).toBe('url: could not fetch from localhost: the TLS certificate was not accepted (DEPTH_ZERO_SELF_SIGNED_CERT)');
      expect(names).toEqual(['localhost']);
    } finally {
      tls.closeAllConnections();
      await new Promise((resolve) => tls.close(resolve));
    }
  });
});
