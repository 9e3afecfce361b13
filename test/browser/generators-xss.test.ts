/**
 * Issue 18, rule 1, in a real browser: every generator's markup, from its examples with an XSS
 * payload in every string field it accepts (test/generators/hostile-markup.ts), is rendered in
 * headless Chromium as a page would use it (HTML documents as the page, fragments and SVG inline
 * in a page, where scripts and handlers would run), and nothing calls the page's __xss.
 * The first test shows the trap springs: the bare payload, rendered the same way, does call it.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hostileRuns, markupOf, PAYLOADS, type HostileRun, type MarkupOutput } from '../generators/hostile-markup.ts';
import { CHROMIUM_PATH, describeInChromium } from './chromium.ts';

describeInChromium('generators in Chromium: XSS payloads in every text field execute nothing', () => {
  let browser: Browser;
  let page: Page;
  let runs: HostileRun[];
  const calls: unknown[] = [];

  beforeAll(async () => {
    runs = await hostileRuns();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
    page = await browser.newPage();
    await page.exposeFunction('__xss', (marker: unknown) => calls.push(marker));
    // Nothing leaves the machine: every request fails at once (an <img src=x> fires its onerror).
    await page.route('**/*', (route) => route.abort());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** Renders one output and returns the __xss calls it caused. */
  async function render(output: Pick<MarkupOutput, 'kind' | 'text'>): Promise<unknown[]> {
    calls.length = 0;
    const page_ = output.kind === 'html' && /^\s*<!doctype/i.test(output.text)
      ? output.text
      : output.kind === 'css'
        ? `<!DOCTYPE html><html><head><style>${output.text}</style></head><body><div class="preview">x</div></body></html>`
        : `<!DOCTYPE html><html><body>${output.text}</body></html>`;
    await page.setContent(page_, { waitUntil: 'load' });
    // One more frame, for handlers queued by the load itself.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    return [...calls];
  }

  it('catches the payload when it is not escaped', async () => {
    expect(await render({ kind: 'html', text: PAYLOADS[0]! })).not.toEqual([]);
    expect(await render({ kind: 'svg', text: `<svg xmlns="http://www.w3.org/2000/svg"><text>${PAYLOADS[3]}</text></svg>` })).not.toEqual([]);
  });

  it('runs nothing from any generator’s output', async () => {
    const executed: string[] = [];
    let rendered = 0;
    for (const run of runs) {
      for (const output of markupOf(run.result)) {
        rendered++;
        const hits = await render(output);
        if (hits.length > 0) executed.push(`${run.tool.id} example ${run.example} ${output.field}: __xss(${hits.join(', ')})`);
      }
    }
    expect(executed).toEqual([]);
    expect(rendered).toBeGreaterThan(0);
  }, 300_000);
});
