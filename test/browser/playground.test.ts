/**
 * The playground as a person uses it: served by the real server under a BASE_PATH, in headless
 * Chromium. Search "base64", pick it, run its example in the browser, run it again on the server
 * and get the same result (and copy it), reopen the run from its link, and see validation errors beside
 * their fields. Leaves a screenshot in test-artifacts/playground.png.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, tools } from '../../core/catalog-metadata.ts';
import { textToBase64Url } from '../../runtime-browser/playground/base64.ts';
import { startServer, type RunningServer } from '../../server/test-server.ts';
import type { BuiltPlayground } from '../build-playground.ts';
import { describeInChromium } from './chromium.ts';
import { openPlayground, type PlaygroundSession } from './playground-session.ts';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const BASE_PATH = '/deck';

describeInChromium('the playground in Chromium, served by the real server under BASE_PATH', () => {
  let session: PlaygroundSession;
  let built: BuiltPlayground;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let pageUrl: string;
  let problems: string[];

  beforeAll(async () => {
    session = await openPlayground({ basePath: BASE_PATH });
    ({ built, server, browser, page, pageUrl, problems } = session);
    await page.goto(pageUrl);
    await page.waitForSelector('body[data-ready="true"]');
  }, 300_000);

  afterAll(() => session?.close());

  const resultJson = async () => JSON.parse((await page.locator('#result-json').textContent()) ?? '') as unknown;
  const waitForStatus = (text: string) =>
    page.waitForFunction((expected) => document.querySelector('#status')?.textContent?.startsWith(expected) === true, text, { timeout: 30_000 });

  it('finds base64 by search, runs its example in the browser, then on the server, with the same result', async () => {
    const example = get('base64')!.examples[0]!;
    await page.fill('#search', 'base64');
    await expect.poll(() => page.locator('#tool-list button').first().getAttribute('data-tool')).toBe('base64');
    await page.locator('#tool-list button[data-tool="base64"]').click();
    await expect.poll(() => page.locator('#tool-name').textContent()).toBe('Base64');

    await page.locator('#examples button.example').first().click();
    expect(await page.locator('#field-text').inputValue()).toBe((example.input as { text: string }).text);
    await page.click('#run');
    await waitForStatus('Done in this browser');
    const inBrowser = await resultJson();
    expect(inBrowser).toEqual(example.output);

    await page.locator('input[name="where"][value="server"]').check();
    // Ctrl+Enter runs as the button does.
    await page.locator('#field-text').press('Control+Enter');
    await waitForStatus('Done on the server');
    expect(await resultJson()).toEqual(inBrowser);

    await page.click('#copy');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await page.locator('#result-json').textContent());

    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}playground.png`, fullPage: true });
  }, 120_000);

  it('keeps the run in the link: opening it selects the tool, fills the form and runs it', async () => {
    const link = page.url();
    expect(new URL(link).hash).toMatch(/^#tool=base64&input=[A-Za-z0-9_-]+&on=server$/);
    const second = await browser.newPage();
    try {
      await second.goto(link);
      await second.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Done on the server') === true, undefined, { timeout: 30_000 });
      expect(await second.locator('#field-text').inputValue()).toBe('hello');
      expect(JSON.parse((await second.locator('#result-json').textContent()) ?? '')).toEqual(await resultJson());
    } finally {
      await second.close();
    }
  }, 60_000);

  it('shows the server\'s validation error beside the field it names', async () => {
    await page.selectOption('#field-action', { label: 'decode' });
    await page.fill('#field-text', 'not*base64');
    await page.click('#run');
    await waitForStatus('VALIDATION_ERROR on the server');
    const error = page.locator('[data-field="text"] .field-error');
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.textContent()).toMatch(/^not valid Base64/);
    expect(await page.locator('#field-text').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-field="action"] .field-error').isVisible()).toBe(false);
  }, 60_000);

  it('shows an out-of-range number\'s error beside it, in the browser, from a link', async () => {
    const input = textToBase64Url(JSON.stringify({ type: 'words', count: 1000 }));
    await page.goto(`${pageUrl}#tool=lorem-ipsum&input=${input}`);
    await waitForStatus('VALIDATION_ERROR in this browser');
    expect(await page.locator('#field-count').inputValue()).toBe('1000');
    expect(await page.locator('#field-count').getAttribute('max')).toBe('100');
    expect(await page.locator('[data-field="count"] .field-error').textContent()).toBe('must be ≤ 100');
    expect(await page.locator('[data-field="count"] .required').count()).toBe(0);
  }, 60_000);

  it('previews HTML in a sandboxed frame and CSV as a table, never as markup in the page', async () => {
    const markdown = textToBase64Url(JSON.stringify({ markdown: '# Title\n\n<img src=x onerror="document.title=1">' }));
    await page.goto(`${pageUrl}#tool=markdown-to-html&input=${markdown}`);
    await waitForStatus('Done in this browser');
    const frame = page.locator('#previews iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).toContain('<h1>Title</h1>');
    expect(await page.locator('#previews img').count()).toBe(0);

    const json = textToBase64Url(JSON.stringify({ json: '[{"name":"<b>Ada</b>","age":36}]' }));
    await page.goto(`${pageUrl}#tool=json-to-csv&input=${json}`);
    await waitForStatus('Done in this browser');
    await expect.poll(() => page.locator('#previews table.csv td').allTextContents()).toEqual(['<b>Ada</b>', '36']);
    expect(await page.locator('#previews table.csv b').count()).toBe(0);
  }, 60_000);

  it('ran without page errors or Content-Security-Policy refusals', () => {
    expect(problems).toEqual([]);
  });

  // The server's own limiter, set to one request a day, answers the page's GET /api/tools 429
  // once the test has spent that one request: the page took the error envelope for a list and
  // went blank ("e is not iterable"). A day, not a minute: windows are aligned to the clock, and a
  // minute's could end between the two requests of a slow run (the page then got its 200).
  describe('when the server answers GET /api/tools with 429', () => {
    let limited: RunningServer;
    beforeAll(async () => {
      limited = await startServer({ PLAYGROUND_DIR: built.dir, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '1' });
      expect((await fetch(`${limited.url}/api/tools`)).status).toBe(200);
    }, 60_000);
    afterAll(() => limited?.stop());

    it('says so with the Retry-After wait, and lists and runs its own tools in the browser', async () => {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      try {
        const refused = tab.waitForResponse((response) => new URL(response.url()).pathname === '/api/tools');
        await tab.goto(`${limited.url}/playground#tool=hash&on=server`);
        const answer = await refused;
        expect(answer.status()).toBe(429);
        const retryAfter = answer.headers()['retry-after'];
        expect(Number(retryAfter)).toBeGreaterThan(0);
        await tab.waitForSelector('body[data-ready="true"]', { timeout: 30_000 }).catch((timedOut: unknown) => {
          // A page that never gets ready has usually thrown: name that, not the timeout.
          expect(errors).toEqual([]);
          throw timedOut;
        });
        expect(errors).toEqual([]);

        const status = (await tab.locator('#status').textContent()) ?? '';
        expect(status).toContain('refused the tool list (RATE_LIMITED');
        expect(status).toContain(`Try again in ${retryAfter} s.`);
        // Every tool of the page's own catalog is listed, and the link's tool is open.
        expect(await tab.locator('#tool-list button[data-tool]').count()).toBe(tools.length);
        expect(await tab.locator('#tool-name').textContent()).toBe('Hash');
        expect(await tab.locator('input[name="where"][value="server"]').isChecked()).toBe(true);

        await tab.locator('input[name="where"][value="browser"]').check();
        await tab.fill('#field-text', 'abc');
        await tab.click('#run');
        await tab.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Done in this browser') === true, undefined, { timeout: 30_000 });
        // FIPS 180-4: SHA-256("abc"), the tool's default algorithm.
        expect(JSON.parse((await tab.locator('#result-json').textContent()) ?? '')).toMatchObject({
          hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
        });
      } finally {
        await tab.close();
      }
    }, 90_000);
  });
});
