/** The interactive API reference at /docs, served by the real server from the npm package (no CDN). */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './test-server.ts';

const BUNDLE = readFileSync(new URL('../node_modules/@scalar/api-reference/dist/browser/standalone.js', import.meta.url));

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Every src/href in the page, as written. */
const referencedUrls = (html: string) => [...html.matchAll(/\b(?:src|href)\s*=\s*"([^"]*)"/g)].map((match) => match[1]!);

describe('GET /docs', () => {
  it('answers an HTML page that loads Scalar from this server and points it at /api/openapi.json', async () => {
    const response = await fetch(`${server.url}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/(?:src|href)\s*=\s*"\/\//);
    const scripts = referencedUrls(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/docs\/scalar\.js\?v=\d+\.\d+\.\d+$/);
    expect(html).toContain("Scalar.createApiReference('#app', {\"url\":\"/api/openapi.json\",\"withDefaultFonts\":false})");
  });

  it('serves the package\'s standalone bundle as long-cached JavaScript, gzipped when asked', async () => {
    const html = await (await fetch(`${server.url}/docs`)).text();
    const scriptUrl = new URL(referencedUrls(html)[0]!, server.url);
    expect(scriptUrl.origin).toBe(new URL(server.url).origin);

    const plain = await fetch(scriptUrl, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const body = Buffer.from(await plain.arrayBuffer());
    expect(body.equals(BUNDLE)).toBe(true);
    expect(body.toString('utf8', 0, 400)).toContain('@scalar/api-reference');

    // Node's fetch would decompress on its own; read the raw bytes over node:http instead.
    const { request } = await import('node:http');
    const raw = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      request(scriptUrl, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(raw.encoding).toBe('gzip');
    expect(raw.bytes.length).toBeLessThan(BUNDLE.length / 2);
    expect(gunzipSync(raw.bytes).equals(BUNDLE)).toBe(true);
  });

  it('points at a spec the server serves', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect((await response.json()).openapi).toBe('3.1.0');
  });

  it('logs one line per docs request, like every route', async () => {
    await fetch(`${server.url}/docs`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.output()).toMatch(/"method":"GET","path":"\/docs","status":200/);
  });
});
