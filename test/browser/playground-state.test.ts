/**
 * The playground's honest state, files in and out, and previews (issue 21 items 3, 5 and 6), in
 * headless Chromium against the real server: an example click clears the stale result; a link
 * to a network tool (url-metadata) selects "on the server", says why, and waits for Run; an HTML
 * preview keeps the tool's inline styles while its script never runs; a text field takes a
 * picked or dropped file (and refuses one that is not UTF-8); a text result downloads under a
 * name and extension that say what it is; an SVG chart previews as an image. No page errors or
 * Content-Security-Policy refusals, in the page or its frames, along the way.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { get } from '../../core/catalog-metadata.ts';
import { textToBase64Url } from '../../runtime-browser/playground/base64.ts';
import { describeInChromium } from './chromium.ts';
import { openPlayground, type PlaygroundSession } from './playground-session.ts';

describeInChromium('honest state, files in and out, and previews in the playground', () => {
  let session: PlaygroundSession;
  let page: Page;
  let pageUrl: string;
  let problems: string[];
  /** The tool runs the page asked the server for, by tool id. */
  const serverRuns: string[] = [];

  beforeAll(async () => {
    session = await openPlayground({ context: { acceptDownloads: true } });
    ({ page, pageUrl, problems } = session);
    page.on('request', (request) => {
      const match = /\/api\/tools\/([^/?]+)\/execute$/.exec(new URL(request.url()).pathname);
      if (match && request.method() === 'POST') serverRuns.push(match[1]!);
    });
  }, 300_000);

  afterAll(() => session?.close());

  const open = async (hash: string) => {
    await page.goto('about:blank');
    await page.goto(`${pageUrl}#${hash}`);
    await page.waitForSelector('body[data-ready="true"]');
  };
  const link = (tool: string, input: Record<string, unknown>, on?: string) => `tool=${tool}&input=${textToBase64Url(JSON.stringify(input))}${on ? `&on=${on}` : ''}`;
  const status = () => page.locator('#status').textContent();
  const waitForDone = (where = 'in this browser') =>
    page.waitForFunction((expected) => /^(Done|[A-Z_]+ (in|on))/.test(document.querySelector('#status')?.textContent ?? '') && document.querySelector('#status')!.textContent!.includes(expected), where, { timeout: 60_000 });
  const download = async (target: Locator) => {
    const [saved] = await Promise.all([page.waitForEvent('download'), target.click()]);
    return { name: saved.suggestedFilename(), text: readFileSync(await saved.path(), 'utf8') };
  };

  it('clears the stale result when an example is clicked, and says to press Run', async () => {
    await open(link('base64', { action: 'encode', text: 'stale' }));
    await waitForDone();
    expect(await page.locator('#result-json').textContent()).toContain('c3RhbGU=');

    await page.locator('#examples button.example').first().click();
    expect(await status()).toBe('Example filled in: press Run to see its result.');
    expect(await page.locator('#result-json').textContent()).toBe('');
    expect(await page.locator('#copy').isDisabled()).toBe(true);
    expect(await page.locator('#download-result').isDisabled()).toBe(true);

    await page.click('#run');
    await waitForDone();
    expect(JSON.parse((await page.locator('#result-json').textContent()) ?? '')).toEqual(get('base64')!.examples[0]!.output);
    // Typed text makes a file named after the tool, with the extension of what it holds.
    const saved = await download(page.locator('#download-result'));
    expect(saved).toEqual({ name: 'base64.txt', text: 'aGVsbG8=' });
  }, 120_000);

  it('opens a link to url-metadata on the server, says why, and does not run it until Run is pressed', async () => {
    const before = serverRuns.length;
    await open(link('url-metadata', { url: 'data:text/html,<title>Shared</title>' }));
    expect(await page.locator('input[name="where"][value="server"]').isChecked()).toBe(true);
    const reason = page.locator('#where-reason');
    expect(await reason.isVisible()).toBe(true);
    expect(await reason.textContent()).toMatch(/^URL metadata fetches from the network, which tools cannot do in this browser: it runs on the server\.$/i);
    expect(await status()).toMatch(/reaches the network, so a link does not run it by itself: check the input, then press Run\.$/);
    expect(await page.locator('#result-json').textContent()).toBe('');
    expect(serverRuns.slice(before)).toEqual([]);

    await page.click('#run');
    await waitForDone('on the server');
    expect(serverRuns.slice(before)).toEqual(['url-metadata']);
    expect(JSON.parse((await page.locator('#result-json').textContent()) ?? '')).toMatchObject({ title: 'Shared' });
    // The link keeps the run's place; a tool that needs no network goes back to the browser when picked.
    expect(new URL(page.url()).hash).not.toContain('on=browser');
  }, 120_000);

  it('picks "on the server" for url-metadata chosen from the list, and "in this browser" again for base64', async () => {
    await open('tool=base64');
    expect(await page.locator('input[name="where"][value="browser"]').isChecked()).toBe(true);
    expect(await page.locator('#where-reason').isHidden()).toBe(true);
    await page.fill('#search', 'url-metadata');
    await page.locator('#tool-list button[data-tool="url-metadata"]').click();
    await expect.poll(() => page.locator('input[name="where"][value="server"]').isChecked()).toBe(true);
    expect(await page.locator('#where-reason').isVisible()).toBe(true);
    await page.fill('#search', 'base64');
    await page.locator('#tool-list button[data-tool="base64"]').click();
    await expect.poll(() => page.locator('input[name="where"][value="browser"]').isChecked()).toBe(true);
  }, 60_000);

  it('previews HTML with its own inline styles kept, in a sandboxed frame with its own policy, where its script never runs', async () => {
    const html = '<!doctype html><p id="styled" style="color: rgb(1, 2, 3)">styled</p><script>document.title = "ran"; parent.document.title = "ran"</script>';
    await open(link('html-format', { html }));
    await waitForDone();
    const frame = page.locator('#previews iframe.preview-html');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const srcdoc = (await frame.getAttribute('srcdoc')) ?? '';
    expect(srcdoc).toMatch(/^<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">/);
    const inner = await (await frame.elementHandle())!.contentFrame();
    expect(inner).not.toBeNull();
    await inner!.waitForSelector('#styled');
    expect(await inner!.evaluate(() => getComputedStyle(document.getElementById('styled')!).color)).toBe('rgb(1, 2, 3)');
    expect(await inner!.evaluate(() => document.title)).toBe('');
    expect(await page.title()).not.toBe('ran');
  }, 60_000);

  it('renders a card with its <style> applied in its frame (json-to-profile-card\'s example)', async () => {
    await open(link('json-to-profile-card', get('json-to-profile-card')!.examples[0]!.input as Record<string, unknown>));
    await waitForDone();
    const frame = page.locator('#previews iframe.preview-html');
    await expect.poll(() => frame.count()).toBe(1);
    const inner = (await (await frame.elementHandle())!.contentFrame())!;
    await inner.waitForLoadState();
    // A style element the policy refused has no sheet: every one of the card's has rules.
    const sheets = await inner.evaluate(() => Array.from(document.querySelectorAll('style'), (style) => style.sheet?.cssRules.length ?? 0));
    expect(sheets.length).toBeGreaterThan(0);
    for (const rules of sheets) expect(rules).toBeGreaterThan(0);
  }, 60_000);

  it('previews an SVG chart as an image from a data: URL, never as markup in the page, and downloads it as .svg', async () => {
    const example = get('json-to-chart')!.examples[0]!;
    await open(link('json-to-chart', example.input as Record<string, unknown>));
    await waitForDone();
    const image = page.locator('#previews img.preview-svg');
    await expect.poll(() => image.count()).toBe(1);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await page.locator('#previews svg').count()).toBe(0);
    const saved = await download(page.locator('#previews figure.kind-svg a.download'));
    expect(saved.name).toMatch(/^json-to-chart(-[a-z]+)?\.svg$/);
    expect(saved.text).toMatch(/<svg[\s>]/);
  }, 60_000);

  it('takes a picked text file into a text field, runs it, and downloads the CSV as <file>-json-to-csv.csv', async () => {
    await open('tool=json-to-csv');
    await page.locator('#field-json-file').setInputFiles({ name: 'people.json', mimeType: 'application/json', buffer: Buffer.from('[{"name":"Zoë","age":36}]') });
    await expect.poll(() => page.locator('#field-json').inputValue()).toBe('[{"name":"Zoë","age":36}]');
    expect(await page.locator('[data-field="json"] .text-file .file-status').textContent()).toMatch(/^people\.json · \d+ bytes$/);
    await page.click('#run');
    await waitForDone();
    const saved = await download(page.locator('#download-result'));
    expect(saved.name).toBe('people-json-to-csv.csv');
    expect(saved.text).toBe('name,age\r\nZoë,36\r\n');
  }, 60_000);

  it('takes a dropped text file, and refuses one that is not UTF-8, saying where', async () => {
    await open('tool=json-to-csv');
    const area = page.locator('#field-json');
    const drop = async (name: string, bytes: number[]) => {
      const dataTransfer = await page.evaluateHandle(([fileName, content]) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(content)], fileName));
        return transfer;
      }, [name, bytes] as const);
      await area.dispatchEvent('dragover', { dataTransfer });
      await area.dispatchEvent('drop', { dataTransfer });
    };
    await drop('rows.json', [...Buffer.from('[{"a":1}]')]);
    await expect.poll(() => area.inputValue()).toBe('[{"a":1}]');
    // Latin-1 "é" (0xE9) where UTF-8 wants a continuation: refused, and the box keeps its text.
    await drop('latin1.json', [...Buffer.from('[{"a":"caf'), 0xe9, ...Buffer.from('"}]')]);
    await expect.poll(() => page.locator('[data-field="json"] .text-file .file-status').textContent()).toBe('latin1.json is not UTF-8 text (byte 10 is not valid UTF-8): save it as UTF-8 and open it again');
    expect(await area.inputValue()).toBe('[{"a":1}]');
  }, 60_000);

  it('ran without page errors or Content-Security-Policy refusals', () => {
    expect(problems).toEqual([]);
  });
});
