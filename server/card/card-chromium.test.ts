/**
 * The cards in headless Chromium, served by the real server from a fake GitHub on 127.0.0.1: a
 * user whose name, bio and company carry markup, quotes, `</svg>` and `javascript:` sees them
 * shown as text on the page, the embed and the SVG opened on its own, and nothing runs; the embed
 * may be framed by another site and the page may not. Leaves screenshots of every theme, the
 * page and the card, in test-artifacts/cards/.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_PATH, describeInChromium } from '../../test/browser/chromium.ts';
import { startFakeGithub, type FakeGithub } from '../../test/card/fake-github.ts';
import { startServer, type RunningServer } from '../test-server.ts';
import { THEMES } from './themes/index.ts';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/cards/', import.meta.url));

describeInChromium('developer cards in Chromium', () => {
  let github: FakeGithub;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  /** Uncaught errors, dialogs and CSP refusals: a card page runs no script, so it has none. */
  const problems: string[] = [];

  const watch = (target: Page) => {
    target.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    target.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    target.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
    });
  };

  /** Elements the hostile text would make if it were read as markup, on the page or in its frames. */
  const injected = (target: Page) =>
    target.evaluate(() => document.querySelectorAll('script, iframe:not([src*="/embed"]), img[src="x"], [onerror], [onload], a[href^="javascript:" i]').length);

  beforeAll(async () => {
    github = await startFakeGithub();
    server = await startServer({ GITHUB_API_URL: github.url, CARD_RATE_LIMIT_PER_MINUTE: '0' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    watch(page);
    mkdirSync(ARTIFACTS, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await github?.close();
  });

  it('shows a hostile name, bio and company as text on the page, the embed and the SVG of every theme, and runs none of it', async () => {
    const record = await (await fetch(`${server.url}/card/xss-user.json`)).json();
    expect(record.name).toMatch(/<script>/);
    for (const theme of THEMES) {
      for (const path of [`xss-user?theme=${theme.id}`, `xss-user/embed?theme=${theme.id}`, `xss-user.svg?theme=${theme.id}`]) {
        const response = await page.goto(`${server.url}/card/${path}`);
        expect(response?.status(), path).toBe(200);
        expect(await injected(page), path).toBe(0);
        expect(await page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned), path).toBeUndefined();
        // The name is there, as the characters it is made of.
        const shown = await page.evaluate(() => document.documentElement.textContent ?? '');
        expect(shown, path).toContain('<');
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets another site frame the embed, and not the page', async () => {
    const framing = await browser.newPage();
    // Another site: a page from another origin (a second port of 127.0.0.1; Chromium refuses a
    // public page's frames of loopback addresses whatever the headers, and counts a page the
    // test fakes with page.route as public).
    const html =
      `<iframe id="embed" src="${server.url}/card/octocat/embed?theme=tcg" width="400" height="560"></iframe>` +
      `<iframe id="page" src="${server.url}/card/octocat?theme=tcg" width="400" height="560"></iframe>`;
    const site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    await framing.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`, { waitUntil: 'load' });
    site.close();
    const frames = framing.frames().filter((frame) => frame !== framing.mainFrame());
    const embed = frames.find((frame) => frame.url().includes('/embed'));
    expect(embed, 'the embed loads in a frame').toBeDefined();
    expect(await embed!.locator('img').count()).toBe(1);
    // Chromium swaps a refused frame for its error page.
    expect(frames.some((frame) => frame.url().startsWith(`${server.url}/card/octocat?`))).toBe(false);
    await framing.close();
  });

  it('renders every theme for octocat and keeps screenshots of each page and card', async () => {
    for (const theme of THEMES) {
      await page.goto(`${server.url}/card/octocat?theme=${theme.id}`, { waitUntil: 'load' });
      const image = page.locator('img').first();
      // The card image loaded: a broken one has no natural size.
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(theme.width);
      await page.screenshot({ path: `${ARTIFACTS}${theme.id}-page.png`, fullPage: true });
      await page.goto(`${server.url}/card/octocat.svg?theme=${theme.id}`, { waitUntil: 'load' });
      await page.setViewportSize({ width: theme.width, height: theme.height });
      await page.screenshot({ path: `${ARTIFACTS}${theme.id}.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(problems).toEqual([]);
  });
});
