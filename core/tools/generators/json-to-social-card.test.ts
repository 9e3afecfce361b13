import { describe, expect, it } from 'vitest';
import { textWidth } from '../../lib/text-wrap.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { parseSvg, walk, xmlText, type XmlNode } from '../../../test/markup-tree.ts';

type Result = {
  svg: string; data_url: string; width: number; height: number;
  title_lines: string[]; title_font_size: number; title_truncated: boolean; external_images: string[];
};

const social = (card: unknown, options: Record<string, unknown> = {}) => run<Result>('json-to-social-card', { json: JSON.stringify(card), ...options });

/** Each <text>: its font size and the text of its tspans. */
function texts(nodes: XmlNode[]) {
  return [...walk(nodes)].filter((element) => element.name === 'text').map((element) => ({
    size: Number(element.attrs['font-size']),
    weight: element.attrs['font-weight'],
    lines: [...walk(element.children)].filter((child) => child.name === 'tspan').map((tspan) => xmlText(tspan.children)),
  }));
}

describe('json-to-social-card', () => {
  it('draws a 1200 × 630 SVG with site, title lines, subtitle and author, the title fitting the width', async () => {
    const result = await social({ title: 'Shipping a design system in six weeks', subtitle: 'What worked, what did not', author: 'Sam Lee', site: 'blog.example.com' });
    const tree = parseSvg(result.svg);
    const root = [...walk(tree)][0]!;
    expect(root.name).toBe('svg');
    expect(root.attrs).toMatchObject({ xmlns: 'http://www.w3.org/2000/svg', width: '1200', height: '630', viewBox: '0 0 1200 630' });
    expect([result.width, result.height]).toEqual([1200, 630]);
    const drawn = texts(tree);
    expect(drawn.map((text) => text.lines)).toEqual([['blog.example.com'], result.title_lines, ['What worked, what did not'], ['SL'], ['Sam Lee']]);
    expect(result.title_lines.join(' ')).toBe('Shipping a design system in six weeks');
    expect(result.title_truncated).toBe(false);
    expect(drawn[1]!.size).toBe(result.title_font_size);
    for (const line of result.title_lines) expect(textWidth(line, result.title_font_size, 'bold')).toBeLessThanOrEqual(1040);
    expect(xmlText([...walk(tree)].find((element) => element.name === 'title')!.children)).toBe('Shipping a design system in six weeks');
  });

  it('shrinks the title before cutting it, and cuts with … after max_title_lines', async () => {
    const long = 'word '.repeat(60).trim();
    const result = await social({ title: long }, { max_title_lines: 2 });
    expect(result.title_lines).toHaveLength(2);
    expect(result.title_truncated).toBe(true);
    expect(result.title_font_size).toBe(48);
    expect(result.title_lines[1]!.endsWith('…')).toBe(true);
    expect(long.startsWith(result.title_lines.join(' ').slice(0, -1))).toBe(true);
    for (const line of result.title_lines) expect(textWidth(line, 48, 'bold')).toBeLessThanOrEqual(1040);
    // By hand from NimbusSans-Bold.afm: "word" = w 778 + o 611 + r 389 + d 611 = 2389 units, space 278.
    // At 72 px a line of 1040 px holds 5 words (5·2389 + 4·278 = 13057 units = 940 px; 6 words = 1132 px),
    // so 12 words take 3 lines (5, 5, 2) and fit max_title_lines 3 at 72 px.
    const twelve = await social({ title: 'word '.repeat(12).trim() });
    expect([twelve.title_font_size, twelve.title_lines.map((line) => line.split(' ').length)]).toEqual([72, [5, 5, 2]]);
    // 16 words need 4 lines at 72 px; at 64 px a line holds 6 (6·2389 + 5·278 = 15724 units = 1006 px): 3 lines.
    const sixteen = await social({ title: 'word '.repeat(16).trim() });
    expect([sixteen.title_font_size, sixteen.title_lines.map((line) => line.split(' ').length)]).toEqual([64, [6, 6, 4]]);
    const one = await social({ title: 'Short' });
    expect([one.title_font_size, one.title_lines]).toEqual([72, ['Short']]);
  });

  it('returns a data URL of the same SVG', async () => {
    const result = await social({ title: 'Ünïcødé ✓ 漢字' });
    expect(result.data_url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(result.data_url.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8')).toBe(result.svg);
  });

  it('applies theme colours through cssColor, with a gradient when background_end is set', async () => {
    const result = await social({ title: 'x', theme: { background: '#FFF', background_end: 'rgb(0, 0, 255)', text: '#123', accent: 'rgba(255, 0, 0, 0.5)' } });
    const elements = [...walk(parseSvg(result.svg))];
    expect(elements.filter((element) => element.name === 'stop').map((stop) => stop.attrs['stop-color'])).toEqual(['#ffffff', '#0000ff']);
    expect(elements.find((element) => element.name === 'text' && element.attrs['font-size'] === '72')!.attrs.fill).toBe('#112233');
    expect(result.svg).toContain('fill="rgba(255, 0, 0, 0.5)"');
    await expectInvalid('json-to-social-card', { json: JSON.stringify({ title: 'x', theme: { accent: 'red" onload="alert(1)' } }) }, /^json\.theme\.accent: /);
    await expectInvalid('json-to-social-card', { json: JSON.stringify({ title: 'x', theme: 'dark' }) }, /^json\.theme: expected an object/);
  });

  it('links no external image unless asked, and then only http(s) ones', async () => {
    const card = { title: 'x', author: 'Ann Bo', avatar_url: 'https://img.example.com/a.png', logo_url: 'https://img.example.com/logo.svg' };
    const plain = await social(card);
    expect(plain.external_images).toEqual([]);
    expect([...walk(parseSvg(plain.svg))].some((element) => element.name === 'image')).toBe(false);
    const linked = await social(card, { external_images: true });
    expect(linked.external_images).toEqual(['https://img.example.com/logo.svg', 'https://img.example.com/a.png']);
    expect([...walk(parseSvg(linked.svg))].filter((element) => element.name === 'image').map((image) => image.attrs.href)).toEqual(linked.external_images);
    await expectInvalid('json-to-social-card', { json: JSON.stringify({ title: 'x', avatar_url: 'javascript:alert(1)' }) }, /^json\.avatar_url: the javascript: scheme/);
    await expectInvalid('json-to-social-card', { json: JSON.stringify({ title: 'x', logo_url: 'data:image/svg+xml,<svg/>' }) }, /^json\.logo_url: /);
  });

  it('keeps markup in every field as text in well-formed XML', async () => {
    const evil = `<script>alert(1)</script>]]><!-- "'&amp; <tspan onload="x">`;
    const result = await social({ title: evil, subtitle: evil, author: evil, site: evil });
    const tree = parseSvg(result.svg);
    const names = new Set([...walk(tree)].map((element) => element.name));
    expect([...names].sort()).toEqual(['circle', 'rect', 'svg', 'text', 'title', 'tspan']);
    expect([...walk(tree)].some((element) => Object.keys(element.attrs).some((name) => name.startsWith('on')))).toBe(false);
    expect(xmlText([...walk(tree)].find((element) => element.name === 'title')!.children)).toBe(evil);
    expect(texts(tree)[0]!.lines.join(' ')).toMatch(/^<script>/);
  });

  it('takes description when there is no subtitle, and refuses bad input naming the path', async () => {
    const result = await social({ title: 'x', description: 'from description' });
    expect(texts(parseSvg(result.svg)).map((text) => text.lines)).toContainEqual(['from description']);
    await expectInvalid('json-to-social-card', { json: '{}' }, /^json\.title: required/);
    await expectInvalid('json-to-social-card', { json: '{"title": 5e999}' }, /^json/);
    await expectInvalid('json-to-social-card', { json: JSON.stringify({ title: 'x'.repeat(301) }) }, /^json\.title: 301 characters/);
    await expectInvalid('json-to-social-card', { json: '{"title":"x"}', max_title_lines: 6 }, /max_title_lines/);
    await expectInvalid('json-to-social-card', { json: '{"title":"x"}', max_title_lines: 0 }, /max_title_lines/);
  });

  it('treats __proto__ as an ordinary key, ignored', async () => {
    const result = await run<Result>('json-to-social-card', { json: '{"title":"ok","__proto__":{"subtitle":"polluted","theme":{"background":"#000"}}}' });
    expect(result.svg).not.toContain('polluted');
    expect(({} as Record<string, unknown>).subtitle).toBeUndefined();
  });
});
