/**
 * /docs in headless Chromium, served by the real server: the reference renders under its CSP,
 * every request the page makes (loading, and a test request sent from its client) stays on the
 * server's origin, none of Scalar's AI, share, deploy or outbound client controls shows, and no
 * other page may frame it. Leaves a screenshot in test-artifacts/docs.png.
 *
 * Without the options server/docs.ts sets (only `url` and `withDefaultFonts: false`), the same page
 * (Scalar 1.46 on 127.0.0.1) asked proxy.scalar.com for api.scalar.com's API registry and showed
 * "Ask AI", "Developer Tools" with "Share" and "Deploy", and "Open API Client" links to
 * client.scalar.com: the controls check and the same-origin check below both failed.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_PATH, describeInChromium } from '../test/browser/chromium.ts';
import { startServer, type RunningServer } from './test-server.ts';

const ARTIFACTS = fileURLToPath(new URL('../test-artifacts/', import.meta.url));

/**
 * The one refusal the CSP is meant to make: Scalar's zod probes `new Function("")` to see whether
 * it may compile validators, catches the refusal and interprets instead. Any other violation fails.
 */
const ZOD_EVAL_PROBE = /^script-src(-elem)? eval .*\/docs\/scalar\.js$/;

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

describeInChromium('/docs in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const requested: string[] = [];
  const errors: string[] = [];

  const violations = () => page.evaluate(() => (window as unknown as { violations: Violation[] }).violations);

  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0', WORKERS: '1' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
    page = await browser.newPage();
    page.on('request', (request) => requested.push(request.url()));
    page.on('pageerror', (error) => errors.push(error.message));
    // Recorded from the first script on, so a refusal during loading is seen too.
    await page.addInitScript(() => {
      const list: Violation[] = [];
      (window as unknown as { violations: Violation[] }).violations = list;
      document.addEventListener('securitypolicyviolation', (event) =>
        list.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile }),
      );
    });
    await page.goto(`${server.url}/docs`);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the reference from the served spec', async () => {
    await expect.poll(() => page.getByRole('button', { name: /Test Request\s*\(get \/api\/health\)/ }).count(), { timeout: 60_000 }).toBe(1);
    expect(await page.title()).toBe('tooldeck API reference');
    expect(await page.locator('body').innerText()).toContain('A catalog of small utility tools behind one JSON API.');
    expect(errors).toEqual([]);
  });

  it('shows no AI, developer-tools (share, deploy) or outbound client controls', async () => {
    const labels = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('button, a, input'))
        .filter((element) => element.offsetParent !== null)
        .map((element) => `${element.textContent ?? ''} ${element.getAttribute('placeholder') ?? ''} ${element.getAttribute('href') ?? ''}`.replace(/\s+/g, ' ').trim()),
    );
    const forbidden = labels.filter((label) => /Ask AI|AI Agent|Developer Tools|\bShare\b|\bDeploy\b|client\.scalar\.com|dashboard\.scalar\.com/.test(label));
    expect(forbidden).toEqual([]);
  });

  it('sends a test request from its client to this server', async () => {
    await page.getByRole('button', { name: /Test Request\s*\(get \/api\/health\)/ }).click();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/health');
    await page.getByRole('button', { name: /^Send/ }).first().click();
    expect((await answered).status()).toBe(200);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}docs.png` });
  });

  it('made every request to its own origin, and the CSP refused nothing but the eval probe', async () => {
    const origin = new URL(server.url).origin;
    expect(requested.length).toBeGreaterThanOrEqual(4);
    expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
    const refused = (await violations()).map(({ directive, blocked, source }) => `${directive} ${blocked} ${source.replace(/\?.*$/, '')}`);
    expect(refused.filter((line) => !ZOD_EVAL_PROBE.test(line))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('refuses to be framed by another page, which may frame a JSON answer', async () => {
    const framing = await browser.newPage();
    try {
      // setContent waits for the frames' load, refused or not.
      await framing.setContent(`<iframe src="${server.url}/docs"></iframe><iframe src="${server.url}/api/health"></iframe>`);
      const [docs, health] = framing.frames().slice(1);
      // Chromium puts its error page where frame-ancestors refused the document.
      expect(docs!.url()).toBe('chrome-error://chromewebdata/');
      expect(health!.url()).toBe(`${server.url}/api/health`);
      expect(await health!.evaluate(() => document.body.innerText)).toContain('"status":"ok"');
    } finally {
      await framing.close();
    }
  });
});
