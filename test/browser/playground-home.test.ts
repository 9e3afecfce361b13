/**
 * The playground's home page and looks (issue 21, items 1 and 2), in headless Chromium against
 * the real server under a BASE_PATH: categories with icons, search as you type (keywords,
 * typos), favourites and recent tools across a reload, the relative links to the other surfaces,
 * light and dark themes (the system's, then the toggle's), the phone layout at 390 and 360 px,
 * and a deep link that scrolls the side list to its tool. Leaves playground-home.png, -tool.png, -phone.png
 * and -dark.png in test-artifacts/.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tools } from '../../core/catalog-metadata.ts';
import { describeInChromium } from './chromium.ts';
import { openAt, openPlayground, type PlaygroundSession } from './playground-session.ts';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const BASE_PATH = '/deck';
const CATEGORY_COUNT = new Set(tools.map((tool) => tool.category)).size;

describeInChromium('the playground home page and looks', () => {
  let session: PlaygroundSession;
  let page: Page;
  let pageUrl: string;

  beforeAll(async () => {
    session = await openPlayground({ basePath: BASE_PATH, context: { colorScheme: 'light' } });
    ({ page, pageUrl } = session);
    mkdirSync(ARTIFACTS, { recursive: true });
    await open(page);
  }, 300_000);

  afterAll(() => session?.close(), 60_000);

  const open = (target: Page, hash = '') => openAt(target, pageUrl, hash);
  const newPage = (context: BrowserContextOptions) => session.newPage(context);

  const cardIds = (target: Page, section = '#home-all') => target.locator(`${section} a[data-open]`).evaluateAll((links) => links.map((link) => (link as HTMLElement).dataset.open));
  const noSideScroll = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const background = (target: Page) =>
    target.evaluate(() => {
      const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number) as [number, number, number];
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });

  it('lands on a home page of every tool by category, each category with its icon', async () => {
    expect(await page.locator('#home').isVisible()).toBe(true);
    expect(await page.locator('#tool-form').isVisible()).toBe(false);
    const categories = page.locator('#home-all section.category');
    expect(await categories.count()).toBe(CATEGORY_COUNT);
    for (const svg of await page.locator('#home-all section.category > h2 svg path').all()) expect(await svg.getAttribute('d')).toMatch(/^[Mm]/);
    expect(await page.locator('#home-all section.category > h2 svg').count()).toBe(CATEGORY_COUNT);
    expect((await cardIds(page)).sort()).toEqual(tools.map((tool) => tool.id).sort());
    // The side list is grouped the same way, and still one button per tool.
    expect(await page.locator('#tool-list .list-group-title svg').count()).toBe(CATEGORY_COUNT);
    expect(await page.locator('#tool-list button[data-tool]').count()).toBe(tools.length);
    expect(await page.locator('body').innerText()).not.toMatch(/on the left/i);
    expect(await page.locator('#home-count').textContent()).toBe(String(tools.length));
    await page.screenshot({ path: `${ARTIFACTS}playground-home.png` });
  }, 60_000);

  it('links to the docs, the MCP server, bins and cards relative to the page, so under BASE_PATH too', async () => {
    const origin = new URL(pageUrl).origin;
    expect(await page.locator('#link-docs').getAttribute('href')).toBe('docs');
    const docs = await page.locator('#link-docs').evaluate((link) => (link as HTMLAnchorElement).href);
    // Where the page is, its docs are: /deck/docs here. (The server itself serves /docs at its root only so far.)
    expect(docs).toBe(`${origin}${BASE_PATH}/docs`);
    expect(await page.locator('#mcp-url').textContent()).toBe(`${origin}${BASE_PATH}/mcp`);

    // "New bin" creates one and opens its inspection page.
    await Promise.all([page.waitForURL(new RegExp(`^${origin}${BASE_PATH}/bins/[A-Za-z0-9_-]+$`)), page.click('#new-bin')]);
    expect(await page.locator('body').innerText()).toContain('/in');

    await open(page);
    await page.fill('#card-handle', 'octocat');
    const cardRequest = page.waitForRequest((request) => request.url() === `${origin}${BASE_PATH}/card/octocat`);
    await page.locator('#card-handle').press('Enter');
    await cardRequest;
    await open(page);
  }, 60_000);

  it('narrows the cards as a person types, by keyword and despite a typo', async () => {
    const all = (await cardIds(page)).length;
    await page.locator('#search').pressSequentially('sha256', { delay: 20 });
    await expect.poll(() => cardIds(page)).toContain('hash');
    const bySha = await cardIds(page);
    expect(bySha.length).toBeLessThan(all);
    expect(bySha[0]).toBe('hash');
    // The side list narrows with it.
    expect(await page.locator('#tool-list button[data-tool]').first().getAttribute('data-tool')).toBe('hash');
    // Favourites and recent tools step aside while searching.
    expect(await page.locator('#home-favourites').isVisible()).toBe(false);

    await page.fill('#search', 'yml');
    await expect.poll(() => cardIds(page)).toContain('json-yaml-converter');
    await page.fill('#search', 'bas64');
    await expect.poll(async () => (await cardIds(page))[0]).toBe('base64');
    await page.fill('#search', 'zzqqxx');
    await expect.poll(() => cardIds(page)).toEqual([]);
    expect(await page.locator('#home-all').innerText()).toContain('No tool matches');
    await page.fill('#search', '');
    await expect.poll(async () => (await cardIds(page)).length).toBe(all);
  }, 60_000);

  it('keeps a favourite and a recent tool across a reload', async () => {
    await page.locator('#home-all .card:has(a[data-open="base64"]) button.star').click();
    await expect.poll(() => cardIds(page, '#home-favourites')).toEqual(['base64']);
    expect(await page.locator('#tool-list button[data-star="base64"]').getAttribute('aria-pressed')).toBe('true');

    await page.locator('#home-all a[data-open="hash"]').click();
    await expect.poll(() => page.locator('#tool-name').textContent()).toBe('Hash');
    expect(await page.locator('#home').isVisible()).toBe(false);
    expect(new URL(page.url()).hash).toMatch(/^#tool=hash/);
    await page.click('#back');
    await expect.poll(() => page.locator('#home').isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
    expect(await cardIds(page, '#home-recent')).toEqual(['hash']);

    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await cardIds(page, '#home-favourites')).toEqual(['base64']);
    expect(await cardIds(page, '#home-recent')).toEqual(['hash']);
    expect(await page.locator('#home-all button[data-star="base64"]').getAttribute('aria-pressed')).toBe('true');

    // Un-starring takes it off, and a corrupt stored value reads as none rather than breaking the page.
    await page.locator('#home-favourites button[data-star="base64"]').click();
    await expect.poll(() => page.locator('#home-favourites a[data-open]').count()).toBe(0);
    await page.evaluate(() => {
      localStorage.setItem('tooldeck.favourites', '{not json');
      localStorage.setItem('tooldeck.recent', '[1, "hash", "<b>"]');
    });
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await cardIds(page, '#home-favourites')).toEqual([]);
    expect(await cardIds(page, '#home-recent')).toEqual(['hash']);
  }, 60_000);

  it('shows a tool beside its result, long tokens wrapped inside their box', async () => {
    await page.locator('#home-all a[data-open="hash"]').click();
    await page.fill('#field-text', 'abc');
    await page.click('#run');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Done in this browser') === true);
    const box = await page.locator('#result-json').evaluate((pre) => ({ scroll: pre.scrollWidth, client: pre.clientWidth }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    await page.screenshot({ path: `${ARTIFACTS}playground-tool.png` });
  }, 60_000);

  it('scrolls the side list to a deep-linked tool low in the list', async () => {
    const last = await page.locator('#tool-list button[data-tool]').last().getAttribute('data-tool');
    const tab = await newPage({ colorScheme: 'light' });
    await open(tab, `#tool=${last}`);
    const placed = await tab.evaluate((id) => {
      const list = document.getElementById('tool-list')!;
      const button = list.querySelector(`button[data-tool="${id}"]`)!;
      const box = list.getBoundingClientRect();
      const place = button.getBoundingClientRect();
      return { scrollTop: list.scrollTop, inside: place.top >= box.top - 1 && place.bottom <= box.bottom + 1, current: button.getAttribute('aria-current') };
    }, last);
    expect(placed).toEqual({ scrollTop: expect.any(Number), inside: true, current: 'true' });
    expect(placed.scrollTop).toBeGreaterThan(0);
    // The page itself did not move: only the list scrolled.
    expect(await tab.evaluate(() => window.scrollY)).toBe(0);
  }, 60_000);

  it('follows the system\'s dark mode, and the toggle overrides it and is remembered', async () => {
    const dark = await newPage({ colorScheme: 'dark' });
    await open(dark);
    expect(await background(dark)).toBeLessThan(0.2);
    await dark.screenshot({ path: `${ARTIFACTS}playground-dark.png` });
    await dark.click('#theme-toggle');
    await expect.poll(() => background(dark)).toBeGreaterThan(0.8);
    await dark.reload();
    await dark.waitForSelector('body[data-ready="true"]');
    expect(await background(dark)).toBeGreaterThan(0.8);
    // Toggling back to what the system prefers forgets the choice: the page follows the system again.
    await dark.click('#theme-toggle');
    await expect.poll(() => background(dark)).toBeLessThan(0.2);
    expect(await dark.evaluate(() => localStorage.getItem('tooldeck.theme'))).toBeNull();

    expect(await background(page)).toBeGreaterThan(0.8);
    await page.click('#theme-toggle');
    await expect.poll(() => background(page)).toBeLessThan(0.2);
    await page.click('#theme-toggle');
    await expect.poll(() => background(page)).toBeGreaterThan(0.8);
  }, 60_000);

  for (const width of [390, 360]) {
    it(`at ${width} px the list is the page and a tool opens full width with a back control`, async () => {
      const phone = await newPage({ viewport: { width, height: 844 }, colorScheme: 'light', hasTouch: true, isMobile: true });
      await open(phone);
      expect(await phone.locator('#home').isVisible()).toBe(true);
      expect(await phone.locator('nav.tools').isVisible()).toBe(false);
      expect(await noSideScroll(phone)).toBe(true);

      await phone.fill('#search', 'hash');
      await expect.poll(async () => (await cardIds(phone))[0]).toBe('hash');
      await phone.locator('#home-all a[data-open="hash"]').click();
      await expect.poll(() => phone.locator('#tool-form').isVisible()).toBe(true);
      expect(await phone.locator('#home').isVisible()).toBe(false);
      const form = await phone.locator('#tool-form').boundingBox();
      expect(form!.width).toBeGreaterThan(width - 40);
      expect(await phone.locator('#back').isVisible()).toBe(true);

      await phone.fill('#field-text', 'abc');
      await phone.click('#run');
      await phone.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Done in this browser') === true);
      expect(await noSideScroll(phone)).toBe(true);
      if (width === 390) await phone.screenshot({ path: `${ARTIFACTS}playground-phone.png`, fullPage: true });

      await phone.click('#back');
      await expect.poll(() => phone.locator('#home').isVisible()).toBe(true);
      expect(await phone.locator('#search').inputValue()).toBe('hash');
      expect((await cardIds(phone))[0]).toBe('hash');
      expect(await noSideScroll(phone)).toBe(true);
    }, 60_000);
  }

  it('ran without page errors or Content-Security-Policy refusals', () => {
    expect(session.problems).toEqual([]);
  });
});
