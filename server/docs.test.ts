/** The interactive API reference at /docs, served by the real server from the npm package (no CDN). */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './test-server.ts';

const BUNDLE = readFileSync(new URL('../node_modules/@scalar/api-reference/dist/browser/standalone.js', import.meta.url));

const BASE_PATH = '/deck';
let server: RunningServer;
beforeAll(async () => {
  // Under a BASE_PATH: the reference answers at the root and under it.
  server = await startServer({ BASE_PATH });
});
afterAll(async () => {
  await server?.stop();
});

/** Every src/href in the page, as written. */
const referencedUrls = (html: string) => [...html.matchAll(/\b(?:src|href)\s*=\s*"([^"]*)"/g)].map((match) => match[1]!);
/** Every script's src. */
const scriptUrls = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc\s*=\s*"([^"]*)"/g)].map((match) => match[1]!);
/** The text of every inline script. */
const inlineScripts = (html: string) => [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);

describe('GET /docs', () => {
  it('answers an HTML page that loads Scalar from this server and points it at api/openapi.json, both relative to the page', async () => {
    const response = await fetch(`${server.url}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/(?:src|href)\s*=\s*"\/\//);
    expect(referencedUrls(html)).toEqual([expect.stringMatching(/^favicon\.svg$/), expect.stringMatching(/^docs\/scalar\.js\?v=\d+\.\d+\.\d+$/)]);
    expect(scriptUrls(html)).toHaveLength(1);
    const [inline] = inlineScripts(html);
    expect(inline).toMatch(/^Scalar\.createApiReference\('#app', \{.*\}\);$/);
    const config = JSON.parse(inline!.slice("Scalar.createApiReference('#app', ".length, -2));
    // What keeps Scalar on this server and out of its AI, share and deploy menus (docs-chromium.test.ts shows each matters).
    expect(config).toMatchObject({ url: 'api/openapi.json', withDefaultFonts: false, showDeveloperTools: 'never', agent: { disabled: true }, telemetry: false });
    expect(config).not.toHaveProperty('proxyUrl');
    expect(config).not.toHaveProperty('proxy');
  });

  it('sends the page under a CSP that allows only this origin, its one inline script by hash, and no framing', async () => {
    const response = await fetch(`${server.url}/docs`);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy')!;
    const directives = new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
    const [inline] = inlineScripts(html);
    const hash = createHash('sha256').update(inline!).digest('base64');
    expect(Object.fromEntries(directives)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", `'sha256-${hash}'`],
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('serves the package\'s standalone bundle as long-cached JavaScript, gzipped when asked', async () => {
    const html = await (await fetch(`${server.url}/docs`)).text();
    const scriptUrl = new URL(scriptUrls(html)[0]!, server.url);
    expect(scriptUrl.origin).toBe(new URL(server.url).origin);

    const plain = await fetch(scriptUrl, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
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

  it('answers the same page under BASE_PATH, whose relative script and spec URLs resolve there', async () => {
    const pageUrl = `${server.url}${BASE_PATH}/docs`;
    const html = await (await fetch(pageUrl)).text();
    expect(html).toBe(await (await fetch(`${server.url}/docs`)).text());
    const script = await fetch(new URL(scriptUrls(html)[0]!, pageUrl));
    expect(script.status).toBe(200);
    expect(Buffer.from(await script.arrayBuffer()).equals(BUNDLE)).toBe(true);
    const config = JSON.parse(inlineScripts(html)[0]!.slice("Scalar.createApiReference('#app', ".length, -2)) as { url: string };
    const spec = await fetch(new URL(config.url, pageUrl));
    expect(spec.url).toBe(`${server.url}${BASE_PATH}/api/openapi.json`);
    expect((await spec.json()).openapi).toBe('3.1.0');
  });

  it('logs one line per docs request, like every route', async () => {
    await fetch(`${server.url}/docs`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.output()).toMatch(/"method":"GET","path":"\/docs","status":200/);
  });
});
