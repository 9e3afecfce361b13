/**
 * The live view of a bin in headless Chromium, served by the real server: captured HTML and
 * script show as literal text and never run, whether rendered by the server or added live from
 * the event stream; the page catches up on what it missed before its stream opened; its own
 * script runs under its strict CSP. Leaves a screenshot in test-artifacts/bin.png.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_PATH, describeInChromium } from '../../test/browser/chromium.ts';
import type { RunningServer } from '../test-server.ts';
import { createBin, startBinServer, temporaryDataDir, type CreatedBin } from './test-fixture.ts';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

/** Each would set window.pwned if it ever ran as markup. */
const HOSTILE_BODY = `<script>window.pwned = 'script'</script><img src=x onerror="window.pwned = 'img'"><svg onload="window.pwned = 'svg'"></svg><b>bold?</b>`;
const HOSTILE_HEADER = `<img src=x onerror="window.pwned = 'header'">`;

describeInChromium('the live view of a bin in Chromium', () => {
  const data = temporaryDataDir();
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let bin: CreatedBin;
  /** Uncaught exceptions and CSP refusals: a page that works, and runs nothing captured, has none. */
  const problems: string[] = [];
  /** Captures sent while the page's stream request is held back (see the catch-up test). */
  let releaseStream: (() => void) | undefined;

  const capture = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/bins/${bin.id}/in${path}`, { method: 'POST', body, headers });

  const articles = () => page.locator('#requests article');
  const injected = () => page.evaluate(() => document.querySelectorAll('#requests script, #requests img, #requests svg, #requests b').length);
  const pwned = () => page.evaluate(() => (window as unknown as { pwned?: string }).pwned);

  beforeAll(async () => {
    server = await startBinServer(data.dir, { BIN_RATE_LIMIT_PER_MINUTE: '0' });
    bin = await createBin(server);
    await capture(`/<i>path</i>`, HOSTILE_BODY, { 'content-type': 'text/html', 'x-evil': HOSTILE_HEADER });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
    page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
    });
    // Hold the stream request back until the test has sent a capture the rendered page lacks.
    await page.route('**/stream', async (route) => {
      await new Promise<void>((resolve) => (releaseStream = resolve));
      await route.continue();
    });
    await page.goto(`${server.url}/bins/${bin.id}`);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    data.remove();
  });

  it('shows a captured HTML body, header and path as literal text, and runs none of it', async () => {
    await expect.poll(() => articles().count()).toBe(1);
    const first = articles().first();
    expect(await first.locator('pre.body').textContent()).toBe(HOSTILE_BODY);
    expect(await first.locator('.path').textContent()).toBe('/in/%3Ci%3Epath%3C/i%3E');
    expect(await first.locator('tr', { hasText: 'x-evil' }).locator('td').textContent()).toBe(HOSTILE_HEADER);
    expect(await injected()).toBe(0);
    expect(await pwned()).toBeUndefined();
  });

  it('catches up on a capture sent before its stream opened', async () => {
    await expect.poll(() => releaseStream !== undefined).toBe(true);
    await capture('/missed', 'sent while the page was not listening');
    releaseStream!();
    await expect.poll(() => page.locator('#live').textContent()).toBe('live');
    await expect.poll(() => articles().count()).toBe(2);
    expect(await articles().first().locator('pre.body').textContent()).toBe('sent while the page was not listening');
    expect(await page.locator('#count').textContent()).toBe('2');
  });

  it('adds live captures on top, as text, binary ones as base64', async () => {
    await capture('/live?q=<script>', `<script>window.pwned = 'live'</script>`, { 'content-type': 'text/html' });
    await expect.poll(() => articles().count()).toBe(3);
    const newest = articles().first();
    expect(await newest.locator('pre.body').textContent()).toBe(`<script>window.pwned = 'live'</script>`);
    expect(await newest.locator('.path').textContent()).toBe('/in/live?q=%3Cscript%3E');

    await capture('/binary', new Uint8Array([0xff, 0xfe, 0x00]));
    await expect.poll(() => articles().count()).toBe(4);
    expect(await articles().first().locator('pre.body').textContent()).toBe('//4A');
    expect(await articles().first().locator('.meta').textContent()).toContain('shown as base64');
    expect(await page.locator('#count').textContent()).toBe('4');
    expect(await page.locator('#empty').isHidden()).toBe(true);

    expect(await injected()).toBe(0);
    expect(await pwned()).toBeUndefined();
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: `${ARTIFACTS}bin.png`, fullPage: true });
  });

  it('says when its bin has ended, and its own script ran without a CSP refusal or error', async () => {
    await fetch(`${server.url}/bins/${bin.id}`, { method: 'DELETE' });
    await expect.poll(() => page.locator('#live').textContent()).toBe('this bin has ended (deleted)');
    expect(problems).toEqual([]);
  });
});
