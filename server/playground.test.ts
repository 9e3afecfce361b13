/**
 * The real server serving the built playground: the page at / and /playground (and under
 * BASE_PATH, where the API answers too), hashed assets with their types and long caching, and
 * no way out of the build folder.
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlayground, type BuiltPlayground } from '../test/build-playground.ts';
import { PLAYGROUND_CSP } from './playground.ts';
import { startServer, type RunningServer } from './test-server.ts';

const NO_LIMITS = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0', WORKERS: '1' };

let built: BuiltPlayground;
let root: RunningServer;
let nested: RunningServer;
let unbuilt: RunningServer;
let emptyDir: string;
let scriptPath: string;
let stylePath: string;

beforeAll(async () => {
  built = await buildPlayground();
  emptyDir = mkdtempSync(join(tmpdir(), 'tooldeck-unbuilt-'));
  [root, nested, unbuilt] = await Promise.all([
    startServer({ ...NO_LIMITS, PLAYGROUND_DIR: built.dir }),
    startServer({ ...NO_LIMITS, PLAYGROUND_DIR: built.dir, BASE_PATH: '/tools/deck/' }),
    startServer({ ...NO_LIMITS, PLAYGROUND_DIR: emptyDir }),
  ]);
  const html = await (await fetch(`${root.url}/`)).text();
  scriptPath = /<script type="module"[^>]* src="\.\/(assets\/[^"]+\.js)"/.exec(html)![1]!;
  stylePath = /<link rel="stylesheet"[^>]* href="\.\/(assets\/[^"]+\.css)"/.exec(html)![1]!;
}, 300_000);

afterAll(async () => {
  await Promise.all([root?.stop(), nested?.stop(), unbuilt?.stop()]);
  built?.remove();
  if (emptyDir) rmSync(emptyDir, { recursive: true, force: true });
});

/** A request sent as written: fetch would resolve "..", and percent-escapes, before sending. */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the playground page', () => {
  it('is index.html at / and at /playground, never cached stale, under a strict CSP', async () => {
    for (const path of ['/', '/playground', '/playground?x=1']) {
      const response = await fetch(`${root.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toBe(PLAYGROUND_CSP);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const html = await response.text();
      expect(html).toContain('<title>tooldeck playground</title>');
      // Relative asset URLs are what let one build work under any BASE_PATH.
      expect(html).toContain(`src="./${scriptPath}"`);
    }
  });

  it('links the server\'s icon relative to itself, so it resolves at the root and under BASE_PATH', async () => {
    const html = await (await fetch(`${root.url}/`)).text();
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/.exec(html)![1]!;
    for (const page of [`${root.url}/`, `${root.url}/playground`, `${nested.url}/tools/deck/`, `${nested.url}/tools/deck/playground`]) {
      const icon = await fetch(new URL(href, page));
      expect(icon.status, page).toBe(200);
      expect(icon.headers.get('content-type'), page).toBe('image/svg+xml');
    }
  });

  it('redirects /playground/ to /playground, where the relative asset URLs resolve', async () => {
    const response = await fetch(`${root.url}/playground/?a=b`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/playground?a=b');
  });

  it('serves hashed assets with their content type, cached for good, gzipped when asked', async () => {
    const script = await fetch(`${root.url}/${scriptPath}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect((await script.text()).length).toBeGreaterThan(1000);
    const style = await fetch(`${root.url}/${stylePath}`, { headers: { 'accept-encoding': 'identity' } });
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(style.headers.get('content-encoding')).toBeNull();
    expect(await style.text()).toContain('.field-error');
  });

  it('answers 404 for unknown assets and never reads outside the build folder', async () => {
    const attempts = [
      '/assets/nope-123.js',
      '/assets/../index.html',
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/.vite/manifest.json',
      '/assets/..%5c..%5cpackage.json',
      '/assets/%00.js',
      '/assets/sub/dir.js',
      '/assets/',
    ];
    for (const path of attempts) {
      const { status, body } = await rawGet(root.url, path);
      // Either our 404 or the router's: never a file's content.
      expect(status, path).toBe(404);
      expect(body, path).not.toContain('"name": "tooldeck"');
      expect(body, path).not.toContain('<title>');
    }
  });

  it('says how to build it when the build is missing, and the API still works', async () => {
    const page = await fetch(`${unbuilt.url}/`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build:playground');
    expect((await fetch(`${unbuilt.url}/api/health`)).status).toBe(200);
  });
});

describe('BASE_PATH', () => {
  it('serves the page at ${BASE_PATH}/ and ${BASE_PATH}/playground, and redirects ${BASE_PATH} to ${BASE_PATH}/', async () => {
    for (const path of ['/tools/deck/', '/tools/deck/playground']) {
      const response = await fetch(`${nested.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>tooldeck playground</title>');
    }
    const bare = await fetch(`${nested.url}/tools/deck`, { redirect: 'manual' });
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/tools/deck/');
    expect((await fetch(`${nested.url}/tools/deck/${scriptPath}`)).status).toBe(200);
  });

  it('answers the API under BASE_PATH as well as at /api, and no page outside it', async () => {
    for (const base of ['', '/tools/deck']) {
      const executed = await fetch(`${nested.url}${base}/api/tools/base64/execute`, { method: 'POST', body: '{"action":"encode","text":"hi"}' });
      expect(executed.status, base).toBe(200);
      expect(await executed.json()).toMatchObject({ success: true, result: { result: 'aGk=' }, meta: { tool: 'base64' } });
      const missing = await fetch(`${nested.url}${base}/api/tools/nope`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'no tool with id "nope"' } });
    }
    const preflight = await fetch(`${nested.url}/tools/deck/api/tools`, { method: 'OPTIONS', headers: { 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBe(204);
    const outside = await fetch(`${nested.url}/`);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });
});

describe('offline: the web manifest and the service worker', () => {
  const bases = [
    { name: 'at the root', server: () => root, base: '' },
    { name: 'under BASE_PATH', server: () => nested, base: '/tools/deck' },
  ];

  for (const { name, server, base } of bases) {
    it(`serves sw.js ${name}, beside the page so its scope is the page's folder, revalidated on every use`, async () => {
      for (const encoding of ['gzip', 'identity']) {
        const response = await fetch(`${server().url}${base}/sw.js`, { headers: { 'accept-encoding': encoding } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
        expect(response.headers.get('content-encoding')).toBe(encoding === 'gzip' ? 'gzip' : null);
        // No Service-Worker-Allowed: the worker needs no scope wider than its folder.
        expect(response.headers.get('service-worker-allowed')).toBeNull();
        expect(await response.text()).toMatch(/^const PRECACHE=\{"version":"[0-9a-f]{16}","files":\[/);
      }
    });

    it(`serves manifest.webmanifest ${name} as application/manifest+json, its icons resolving beside it`, async () => {
      const manifestUrl = `${server().url}${base}/manifest.webmanifest`;
      const response = await fetch(manifestUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const manifest = (await response.json()) as { start_url: string; scope: string; display: string; name: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
      expect(manifest).toMatchObject({ name: 'tooldeck playground', start_url: './', scope: './', display: 'standalone', theme_color: '#1d1d1f' });
      expect(new URL(manifest.start_url, manifestUrl).pathname).toBe(`${base}/`);
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512']);
      for (const icon of manifest.icons) {
        const image = await fetch(new URL(icon.src, manifestUrl));
        expect(image.status, icon.src).toBe(200);
        expect(image.headers.get('content-type'), icon.src).toBe(icon.type);
      }
    });
  }

  it('the page links the manifest relative to itself', async () => {
    const html = await (await fetch(`${nested.url}/tools/deck/playground`)).text();
    expect(html).toContain('<link rel="manifest" href="manifest.webmanifest" />');
  });

  it("lists in sw.js every file the server answers for the page: itself, the manifest, the icon and all of assets/", async () => {
    const code = await (await fetch(`${root.url}/sw.js`)).text();
    const list = JSON.parse(/^const PRECACHE=(\{.*?\});/.exec(code)![1]!) as { version: string; files: string[] };
    const assets = readdirSync(join(built.dir, 'assets')).map((file) => `assets/${file}`);
    expect(new Set(list.files)).toEqual(new Set(['', 'manifest.webmanifest', 'favicon.svg', ...assets]));
    // The tool worker and the tools' lazily loaded chunks, which no Vite manifest lists.
    expect(list.files.some((file) => /^assets\/browser-worker-[^/]+\.js$/.test(file))).toBe(true);
    expect(list.files.filter((file) => /^assets\/yaml-[^/]+\.js$/.test(file)).length).toBeGreaterThan(0);
  });

  it('answers 404 for sw.js and the manifest when the playground is not built', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) expect((await fetch(`${unbuilt.url}${path}`)).status, path).toBe(404);
  });
});
