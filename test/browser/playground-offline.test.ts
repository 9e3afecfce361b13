/**
 * The playground offline (issue 21, item 8), in headless Chromium against the real server under a
 * BASE_PATH: the page is installable (Chromium reads its manifest and finds no installability
 * error), its service worker keeps every file of the build, and once the server is stopped a reload
 * still opens the page and runs tools in the browser (base64, SHA-256, and yaml-to-json, whose
 * tool and YAML library chunks were never loaded before the server went away), while a network
 * tool run on the server says it could not reach it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../core/catalog-metadata.ts';
import { textToBase64Url } from '../../runtime-browser/playground/base64.ts';
import { cacheNameOf, type PrecacheList } from '../../runtime-browser/playground/offline-routes.ts';
import type { RunningServer } from '../../server/test-server.ts';
import { describeInChromium } from './chromium.ts';
import { openPlayground, type PlaygroundSession } from './playground-session.ts';

const BASE_PATH = '/deck';

describeInChromium('the playground installed and offline, served under BASE_PATH', () => {
  let session: PlaygroundSession;
  let server: RunningServer;
  let page: Page;
  let pageUrl: string;
  let scope: string;
  let problems: string[];

  beforeAll(async () => {
    session = await openPlayground({ basePath: BASE_PATH, context: { serviceWorkers: 'allow' } });
    ({ server, page, pageUrl, problems } = session);
    scope = `${server.url}${BASE_PATH}/`;
    await page.goto(pageUrl);
    await page.waitForSelector('body[data-ready="true"]');
  }, 300_000);

  afterAll(() => session?.close());

  /** Opens a link to a run (a full load, never a same-page fragment change) and waits for its answer. */
  const runLinked = async (tool: string, input: Record<string, unknown>) => {
    await page.goto('about:blank');
    await page.goto(`${pageUrl}#tool=${tool}&input=${textToBase64Url(JSON.stringify(input))}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() => /^(Done|[A-Z_]+ in|The run failed)/.test(document.querySelector('#status')?.textContent ?? ''), undefined, { timeout: 60_000 });
    expect(await page.locator('#status').textContent()).toMatch(/^Done in this browser/);
    return JSON.parse((await page.locator('#result-json').textContent()) ?? '') as Record<string, unknown>;
  };

  it('is installable: Chromium reads the manifest and reports no installability error', async () => {
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(`${scope}manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are off the record, where Chromium installs nothing: that is the one expected error.
    expect(installabilityErrors.map(({ errorId }) => errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await cdp.detach();
  });

  it('keeps every file the build lists once its service worker is active, and controls the page', async () => {
    await page.waitForSelector('html[data-offline="ready"]', { timeout: 240_000 });
    const code = await (await fetch(`${scope}sw.js`)).text();
    const list = JSON.parse(/^const PRECACHE=(\{.*?\});/.exec(code)![1]!) as PrecacheList;
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]!);
      return { names, urls: (await cache.keys()).map((request) => request.url) };
    });
    expect(cached.names).toEqual([cacheNameOf(list.version)]);
    expect(cached.urls.length).toBe(list.files.length);
    expect(new Set(cached.urls)).toEqual(new Set(list.files.map((file) => new URL(file, scope).href)));
    // clients.claim(): the tab that installed it works offline without a reload.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${scope}sw.js`);
    const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(registration).toBe(scope);
  }, 300_000);

  describe('with the server stopped', () => {
    const failed: string[] = [];

    beforeAll(async () => {
      await server.stop();
      page.on('requestfailed', (request) => failed.push(request.url()));
      // Nothing answers any more: the page, its chunks and the workers come from the cache alone.
      await expect(fetch(scope)).rejects.toThrow();
    });

    it('reloads the page from the cache, at both of its addresses', async () => {
      for (const url of [pageUrl, scope]) {
        await page.goto(url);
        await page.waitForSelector('body[data-ready="true"]');
        expect(await page.title()).toMatch(/tooldeck/);
      }
      expect(failed).toEqual([]);
    });

    it('runs base64 in the browser', async () => {
      const example = get('base64')!.examples[0]!;
      expect(await runLinked('base64', example.input as Record<string, unknown>)).toEqual(example.output);
    });

    it('hashes with SHA-256 in the browser (FIPS 180-2, "abc")', async () => {
      const result = await runLinked('hash', { text: 'abc', algorithm: 'sha256' });
      expect(result.hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    });

    it('runs yaml-to-json, whose code and YAML library load only now, from the cache', async () => {
      const example = get('yaml-to-json')!.examples[0]!;
      expect(await runLinked('yaml-to-json', example.input as Record<string, unknown>)).toEqual(example.output);
      expect(failed).toEqual([]);
    });

    it('says that a network tool run on the server could not reach it', async () => {
      await page.goto('about:blank');
      await page.goto(`${pageUrl}#tool=url-metadata&on=server`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.fill('#field-url', 'https://example.com/');
      await page.locator('input[name="where"][value="server"]').check();
      await page.click('#run');
      await page.waitForFunction(() => /server/i.test(document.querySelector('#status')?.textContent ?? '') && !/^Running/.test(document.querySelector('#status')?.textContent ?? ''), undefined, { timeout: 30_000 });
      expect(await page.locator('#status').textContent()).toMatch(/^Could not reach the server/);
      expect(failed.filter((url) => !url.startsWith(`${scope}api/`))).toEqual([]);
    });

    it('met no uncaught error or CSP refusal', () => {
      expect(problems).toEqual([]);
    });
  });
});
