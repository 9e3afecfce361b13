import { XMLValidator } from 'fast-xml-parser';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, describeInChromium } from '../../../test/browser/chromium.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  svg: string; data_url: string; width: number; height: number; preset?: string;
  bg_color: string; text_color: string; text: string; font_size: number;
}

const placeholder = (input: Record<string, unknown>) => run<Result>('placeholder-image-generator', input);

describe('placeholder-image-generator', () => {
  it('defaults to 800×600 with its size as the text', async () => {
    const result = await placeholder({});
    expect(result).toMatchObject({ width: 800, height: 600, text: '800x600', bg_color: '#dddddd', text_color: '#555555' });
    expect(result.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600">/);
    expect(result.svg).toContain('>800x600</tspan>');
    expect(result.preset).toBeUndefined();
  });

  it('writes the size given into the default text', async () => {
    expect((await placeholder({ width: 320, height: 50 })).text).toBe('320x50');
  });

  it.each([
    // Meta for Developers, "Images in Link Shares": 1200 × 630.
    ['og', 1200, 630],
    // Instagram Help Center: square 1080 × 1080, portrait 1080 × 1350, stories 1080 × 1920.
    ['square', 1080, 1080], ['portrait', 1080, 1350], ['story', 1080, 1920],
    // X Help Center: header 1500 × 500, profile photo 400 × 400.
    ['banner', 1500, 500], ['avatar', 400, 400],
    // YouTube Help, "Add video thumbnails": 1280 × 720.
    ['youtube-thumbnail', 1280, 720],
    // ITU-R BT.709: 1920 × 1080.
    ['hd', 1920, 1080],
    // IAB New Standard Ad Unit Portfolio: leaderboard 728 × 90, medium rectangle 300 × 250.
    ['leaderboard', 728, 90], ['medium-rectangle', 300, 250],
  ])('preset %s is %i×%i and wins over width and height', async (preset, width, height) => {
    const result = await placeholder({ preset, width: 10, height: 10 });
    expect(result).toMatchObject({ preset, width, height, text: `${width}x${height}` });
    expect(result.svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  });

  it('writes colours back canonically', async () => {
    // python3 -c "print('#%02x%02x%02x' % (248, 250, 252))" → #f8fafc
    const result = await placeholder({ bg_color: '#ABC', text_color: 'rgb(248, 250, 252)' });
    expect(result).toMatchObject({ bg_color: '#aabbcc', text_color: '#f8fafc' });
    expect((await placeholder({ bg_color: 'rgba(0, 0, 0, 0.5)' })).svg).toContain('fill="rgba(0, 0, 0, 0.5)"');
  });

  it('refuses colours that are not colours, naming the field', async () => {
    await expectInvalid('placeholder-image-generator', { bg_color: 'red' }, /^bg_color: /);
    await expectInvalid('placeholder-image-generator', { bg_color: '#fff" onload="alert(1)' }, /^bg_color: /);
    await expectInvalid('placeholder-image-generator', { text_color: 'url(javascript:alert(1))' }, /^text_color: /);
    await expectInvalid('placeholder-image-generator', { text_color: '#12345' }, /^text_color: 5 hex digits/);
  });

  it('escapes markup in the text and stays well-formed XML', async () => {
    const result = await placeholder({ text: `</text><script>alert(1)</script>"'&` });
    expect(XMLValidator.validate(result.svg)).toBe(true);
    expect(result.svg).not.toContain('<script');
    expect(result.svg).toContain('&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
  });

  it('puts each line in its own tspan, centred around the middle', async () => {
    const result = await placeholder({ width: 400, height: 400, text: 'one\ntwo\r\nthree' });
    const ys = [...result.svg.matchAll(/<tspan x="200" y="([\d.]+)">/g)].map((match) => Number(match[1]));
    expect(ys).toHaveLength(3);
    expect((ys[0]! + ys[2]!) / 2).toBeCloseTo(200, 1);
    expect(ys[1]! - ys[0]!).toBeCloseTo(1.2 * result.font_size, 1);
  });

  it('draws no text for an empty one', async () => {
    const result = await placeholder({ text: '' });
    expect(result).toMatchObject({ text: '', font_size: 0 });
    expect(result.svg).not.toContain('<text');
  });

  it('bounds the text: 200 characters, 10 lines', async () => {
    expect((await placeholder({ text: Array(10).fill('x').join('\n') })).font_size).toBeGreaterThan(0);
    await expectInvalid('placeholder-image-generator', { text: Array(11).fill('x').join('\n') }, /^text: at most 10 lines, got 11/);
    await expectInvalid('placeholder-image-generator', { text: 'x'.repeat(201) }, /text/);
  });

  it('bounds the size to 1-4000 whole pixels', async () => {
    expect((await placeholder({ width: 1, height: 1 })).svg).toContain('viewBox="0 0 1 1"');
    expect((await placeholder({ width: 4000, height: 4000 })).width).toBe(4000);
    await expectInvalid('placeholder-image-generator', { width: 0 }, /width/);
    await expectInvalid('placeholder-image-generator', { height: 4001 }, /height/);
    await expectInvalid('placeholder-image-generator', { width: 10.5 }, /width/);
    await expectInvalid('placeholder-image-generator', { preset: 'a4' }, /preset/);
    await expectInvalid('placeholder-image-generator', JSON.parse('{"__proto__":{"width":5}}'), /__proto__|additional/i);
  });

  it('gives the SVG as a base64 data URL too (decoded here by Node Buffer)', async () => {
    const result = await placeholder({ text: 'héllo 日本 😀' });
    expect(result.data_url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(result.data_url.split(',')[1]!, 'base64').toString('utf8')).toBe(result.svg);
  });
});

describeInChromium('placeholder-image-generator: the text fits, in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
    page = await browser.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    [{}],
    [{ preset: 'leaderboard', text: 'WWWWWWWWWW' }],
    [{ preset: 'square', text: 'MMMM\nmmmm' }],
    [{ width: 300, height: 300, text: 'iiiiiiiiiiiiiiiiiiii' }],
    [{ preset: 'og', text: '日本語のテキスト' }],
    [{ preset: 'banner', text: 'Hello 👋 World 🌍' }],
    [{ width: 1000, height: 100, text: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' }],
    [{ preset: 'story', text: 'one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten' }],
  ])('%j', async (input) => {
    const result = await placeholder(input);
    await page.setContent(`<!DOCTYPE html><html><body style="margin:0">${result.svg}</body></html>`);
    const box = await page.evaluate(() => {
      const { x, y, width, height } = document.querySelector('text')!.getBBox();
      return { x, y, width, height };
    });
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(result.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(result.height);
    // Scaled to fit, not merely small: it fills at least half the width or half the height.
    expect(Math.max(box.width / result.width, box.height / result.height)).toBeGreaterThanOrEqual(0.5);
  });
});
