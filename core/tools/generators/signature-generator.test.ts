import { XMLValidator } from 'fast-xml-parser';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, describeInChromium } from '../../../test/browser/chromium.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  svg: string; data_url: string; name: string; style: string; color: string; font_family: string; width: number; height: number;
}

const signature = (input: Record<string, unknown>) => run<Result>('signature-generator', input);
const STYLES = ['cursive', 'elegant', 'bold', 'casual'] as const;

describe('signature-generator', () => {
  it('signs in cursive dark ink by default', async () => {
    const result = await signature({ name: 'Ada Lovelace' });
    expect(result).toMatchObject({ name: 'Ada Lovelace', style: 'cursive', color: '#1b2a4a' });
    expect(result.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/);
    expect(result.svg).toContain('>Ada Lovelace</text>');
    expect(result.svg).toMatch(/<path d="M [\d. ,CS]+" fill="none" stroke="#1b2a4a"/);
  });

  it.each(STYLES)('style %s is a stack of local script fonts ending in generic cursive, fetching nothing', async (style) => {
    const result = await signature({ name: 'Jo', style });
    expect(result.font_family).toMatch(/, cursive$/);
    // No web font: nothing in the SVG points outside it.
    expect(result.svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/url\(|@font-face|@import|https?:|href/);
  });

  it('weights bold and slants elegant', async () => {
    expect((await signature({ name: 'Jo', style: 'bold' })).svg).toContain('font-weight="700"');
    expect((await signature({ name: 'Jo', style: 'elegant' })).svg).toContain('font-style="italic"');
    expect((await signature({ name: 'Jo', style: 'casual' })).svg).not.toContain('font-style');
  });

  it('writes the colour back canonically and refuses what is not a colour', async () => {
    // python3 -c "print('#%02x%02x%02x' % (21, 101, 192))" → #1565c0
    expect((await signature({ name: 'Jo', color: 'rgb(21, 101, 192)' })).color).toBe('#1565c0');
    expect((await signature({ name: 'Jo', color: '#ABC' })).svg).toContain('stroke="#aabbcc"');
    await expectInvalid('signature-generator', { name: 'Jo', color: 'blue' }, /^color: /);
    await expectInvalid('signature-generator', { name: 'Jo', color: '#000" onload="alert(1)' }, /^color: /);
  });

  it('escapes markup in the name and stays well-formed XML', async () => {
    const result = await signature({ name: `</text><script>alert(1)</script>"'&` });
    expect(XMLValidator.validate(result.svg)).toBe(true);
    expect(result.svg).not.toContain('<script');
    expect(result.svg).toContain('&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
  });

  it('keeps to one line: line breaks and tabs become spaces', async () => {
    expect((await signature({ name: 'Ada\nKing\r\nLovelace\t!' })).name).toBe('Ada King Lovelace !');
  });

  it('estimates the width from the name, wider for longer names and for bold', async () => {
    const short = await signature({ name: 'Al' });
    const long = await signature({ name: 'Alexandria Ocasio' });
    expect(long.width).toBeGreaterThan(short.width);
    expect((await signature({ name: 'Alexandria Ocasio', style: 'bold' })).width).toBeGreaterThan(long.width);
    expect(short.height).toBe(long.height);
  });

  it('bounds the name to 1-80 characters', async () => {
    expect(XMLValidator.validate((await signature({ name: 'W'.repeat(80) })).svg)).toBe(true);
    await expectInvalid('signature-generator', { name: '' }, /name/);
    await expectInvalid('signature-generator', { name: 'x'.repeat(81) }, /name/);
    await expectInvalid('signature-generator', {}, /name/);
    await expectInvalid('signature-generator', { name: 'Jo', style: 'gothic' }, /style/);
    await expectInvalid('signature-generator', JSON.parse('{"name":"Jo","__proto__":{"color":"#fff"}}'), /__proto__|additional/i);
  });

  it('gives the SVG as a base64 data URL too (decoded here by Node Buffer)', async () => {
    const result = await signature({ name: 'Zoë 山田 😀' });
    expect(Buffer.from(result.data_url.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8')).toBe(result.svg);
  });
});

describeInChromium('signature-generator: the name and flourish stay inside, in Chromium, with no request', () => {
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
    page = await browser.newPage();
    await page.route('**/*', (route) => {
      requests.push(route.request().url());
      return route.abort();
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const NAMES = ['Ada Lovelace', 'WWWWWWWWWW', 'mmmmmmmmmmmm', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'Zoë Ångström-Ødegård', '山田太郎', 'Hello 😀', 'x'];

  it.each(STYLES)('%s', async (style) => {
    for (const name of NAMES) {
      const result = await signature({ name, style });
      requests.length = 0;
      await page.setContent(`<!DOCTYPE html><html><body style="margin:0">${result.svg}</body></html>`);
      const [text, path] = await page.evaluate(() =>
        ['text', 'path'].map((tag) => {
          const { x, y, width, height } = (document.querySelector(tag) as SVGGraphicsElement).getBBox();
          return { x, y, width, height };
        }),
      );
      for (const box of [text!, path!]) {
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.y, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(result.width);
        expect(box.y + box.height, name).toBeLessThanOrEqual(result.height);
      }
      // The flourish runs under the name, at least as far as the name goes.
      expect(path!.x + path!.width, name).toBeGreaterThanOrEqual(text!.x + text!.width * 0.9);
      expect(requests, name).toEqual([]);
    }
  });
});
