/**
 * The playground's accessibility (issue 21, item 7), in headless Chromium against the real server:
 * axe-core finds no serious or critical violation on the home page, a tool page, a result, the
 * phone layout and dark mode; and the whole flow works by keyboard alone, with focus visible at
 * every step: search → tool → field → run → copy.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInChromium } from './chromium.ts';
import { openAt, openPlayground, type PlaygroundSession } from './playground-session.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

describeInChromium('the playground, audited for accessibility and driven by keyboard', () => {
  let session: PlaygroundSession;
  let page: Page;
  let pageUrl: string;

  beforeAll(async () => {
    session = await openPlayground({ context: { colorScheme: 'light' } });
    ({ page, pageUrl } = session);
    await open(page);
  }, 300_000);

  afterAll(() => session?.close(), 60_000);

  const open = (target: Page, hash = '') => openAt(target, pageUrl, hash);
  const newPage = (context: BrowserContextOptions) => session.newPage(context);

  /**
   * axe-core's serious and critical findings against WCAG 2.1 A and AA, as "rule: target".
   * The engine goes in through DevTools' evaluate, which the page's CSP does not govern, so the page
   * itself runs under its real policy.
   */
  async function seriousViolations(target: Page): Promise<string[]> {
    await target.evaluate(AXE_SOURCE);
    const violations = await target.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
      return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })).violations;
    });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.help}): ${node.target.join(' ')}`));
  }

  /** Whether the focused element shows it: an outline or a box-shadow while it matches :focus-visible. */
  const focusShows = (target: Page) =>
    target.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body || !element.matches(':focus-visible')) return false;
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    });

  /** Presses Tab until `selector` has the focus (at most `limit` presses), checking that each stop shows its focus. */
  async function tabTo(target: Page, selector: string, limit = 60): Promise<void> {
    for (let presses = 0; presses < limit; presses++) {
      await target.keyboard.press('Tab');
      expect(await focusShows(target), `focus visible on ${await describeFocus(target)}`).toBe(true);
      if (await target.evaluate((wanted) => document.activeElement?.matches(wanted) === true, selector)) return;
    }
    throw new Error(`${selector} not reached in ${limit} presses of Tab; focus is on ${await describeFocus(target)}`);
  }

  const describeFocus = (target: Page) =>
    target.evaluate(() => {
      const element = document.activeElement;
      return element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : ''}` : 'nothing';
    });

  it('has no serious or critical axe findings on the home page', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);

  it('has none on a tool page, nor once it shows a result', async () => {
    await open(page, '#tool=base64');
    await page.waitForSelector('#tool-form:not([hidden])');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('#examples button').first().click();
    await page.click('#run');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Done') === true, undefined, { timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);

  it('has none in the phone layout, on the list and on a tool', async () => {
    const phone = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'light' });
    await open(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await open(phone, '#tool=hash');
    await phone.waitForSelector('#tool-form:not([hidden])');
    expect(await seriousViolations(phone)).toEqual([]);
  }, 120_000);

  it('has none in dark mode', async () => {
    const dark = await newPage({ colorScheme: 'dark' });
    await open(dark);
    expect(await seriousViolations(dark)).toEqual([]);
    await open(dark, '#tool=base64');
    await dark.waitForSelector('#tool-form:not([hidden])');
    expect(await seriousViolations(dark)).toEqual([]);
  }, 120_000);

  it('runs a tool by keyboard alone, focus visible at each stop: search, tool, field, run, copy', async () => {
    const tab = await newPage({ colorScheme: 'light' });
    await open(tab);
    await tabTo(tab, '#search');
    await tab.keyboard.type('base64');
    await tab.keyboard.press('Enter');
    await tab.waitForSelector('#tool-form:not([hidden])');
    expect(await tab.locator('#tool-name').textContent()).toBe('Base64');
    await tabTo(tab, '#fields textarea, #fields input[type="text"]');
    await tab.keyboard.type('hello');
    await tabTo(tab, '#run');
    await tab.keyboard.press('Enter');
    await tab.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Done') === true, undefined, { timeout: 30_000 });
    expect(JSON.parse((await tab.locator('#result-json').textContent()) ?? '')).toEqual({ result: 'aGVsbG8=' });
    await tabTo(tab, '#copy');
    await tab.keyboard.press('Enter');
    await tab.waitForFunction(async () => (await navigator.clipboard.readText()).includes('aGVsbG8='), undefined, { timeout: 10_000 });
  }, 120_000);

  it('ran without page errors or Content-Security-Policy refusals', () => {
    expect(session.problems).toEqual([]);
  });
});
