import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { attr, byClass, elements, parseHtml, svgElements, textOf, walk, xmlText } from '../../../test/markup-tree.ts';

type Result = { html: string; svg: string; count: number; ratings: (number | null)[]; quote_truncated: boolean };

const cards = (json: unknown, options: Record<string, unknown> = {}) => run<Result>('json-to-testimonial-card', { json: JSON.stringify(json), ...options });

describe('json-to-testimonial-card', () => {
  it('makes one card per testimonial with stars, quote, initials or photo, name and byline', async () => {
    const result = await cards([
      { quote: 'Great.', author: 'Ann Lee', role: 'CEO', company: 'Acme', rating: 5 },
      { quote: 'Good.', author: 'Bo', rating: 2.5, avatar_url: 'https://img.example.com/bo.png' },
      { quote: 'Fine.', author: 'Cy Dee', company: 'Dee Ltd' },
    ]);
    expect([result.count, result.ratings]).toEqual([3, [5, 2.5, null]]);
    const tree = parseHtml(result.html);
    const figures = elements(tree).filter((element) => element.tagName === 'figure');
    expect(figures).toHaveLength(3);
    expect(figures.map((figure) => elements(figure).filter((e) => e.tagName === 'blockquote').map(textOf))).toEqual([['Great.'], ['Good.'], ['Fine.']]);
    expect(byClass(tree, 'author').map(textOf)).toEqual(['Ann Lee', 'Bo', 'Cy Dee']);
    expect(byClass(tree, 'role').map(textOf)).toEqual(['CEO, Acme', 'Dee Ltd']);
    expect(byClass(tree, 'avatar').map((avatar) => [avatar.tagName, avatar.tagName === 'img' ? attr(avatar, 'src') : textOf(avatar)])).toEqual([
      ['span', 'AL'], ['img', 'https://img.example.com/bo.png'], ['span', 'CD'],
    ]);
    // Stars: the filled overlay is rating / 5 of the row's width.
    expect(byClass(tree, 'stars').map((stars) => attr(stars, 'aria-label'))).toEqual(['Rated 5 out of 5', 'Rated 2.5 out of 5']);
    expect(byClass(tree, 'stars-fill').map((fill) => attr(fill, 'style'))).toEqual(['width:100%', 'width:50%']);
  });

  it('draws the chosen card as SVG with whole, half and empty stars', async () => {
    const result = await cards([{ quote: 'a', author: 'A' }, { quote: 'Half way there.', author: 'Zoë Quinn', role: 'Dev', rating: 3.5 }], { svg_index: 1 });
    const svg = svgElements(result.svg);
    expect(svg[0]).toMatchObject({ name: 'svg', attrs: { xmlns: 'http://www.w3.org/2000/svg', width: '600' } });
    const group = svg.find((element) => element.name === 'g')!;
    expect(group.attrs['aria-label']).toBe('Rated 3.5 out of 5');
    const polygons = svg.filter((element) => element.name === 'polygon');
    // 3 full stars, the 4th drawn twice (empty, then filled and clipped to its left half), the 5th empty.
    expect(polygons).toHaveLength(6);
    const full = polygons[0]!.attrs.fill;
    const empty = polygons[5]!.attrs.fill;
    expect(full).not.toBe(empty);
    expect(polygons.map((polygon) => [polygon.attrs.fill === full ? 'full' : 'empty', polygon.attrs['clip-path'] ?? ''])).toEqual([
      ['full', ''], ['full', ''], ['full', ''], ['empty', ''], ['full', 'url(#half-star)'], ['empty', ''],
    ]);
    const clip = svg.find((element) => element.name === 'clipPath')!;
    const rect = [...walk(clip.children)][0]!;
    // The clip covers the left half of the 4th star: stars are 24 px apart by 30 px from x = 40.
    expect([Number(rect.attrs.x), Number(rect.attrs.width)]).toEqual([40 + 3 * 30, 12]);
    // A regular pentagram's inner radius is r·sin 18°/sin 54° (python3: math.sin(math.pi/10)/math.sin(3*math.pi/10) → 0.38196601125010515).
    const points = polygons[0]!.attrs.points!.split(' ').map((pair) => pair.split(',').map(Number));
    const [cx, cy] = [52, 52];
    expect(Math.hypot(points[0]![0]! - cx, points[0]![1]! - cy)).toBeCloseTo(12, 1);
    expect(Math.hypot(points[1]![0]! - cx, points[1]![1]! - cy)).toBeCloseTo(12 * 0.38196601125010515, 1);
    const texts = svg.filter((element) => element.name === 'tspan').map((tspan) => xmlText(tspan.children));
    expect(texts).toEqual(['“Half way there.”', 'ZQ', 'Zoë Quinn', 'Dev']);
    expect(xmlText(svg.find((element) => element.name === 'title')!.children)).toBe('Testimonial from Zoë Quinn');
  });

  it('cuts a long quote in the SVG after 8 lines with …, keeping it whole in the HTML', async () => {
    const quote = 'This product changed how our team works. '.repeat(24).trim();
    const result = await cards({ quote, author: 'A' });
    expect(result.quote_truncated).toBe(true);
    const lines = svgElements(result.svg).filter((element) => element.name === 'tspan').map((tspan) => xmlText(tspan.children));
    expect(lines.slice(0, 8).at(-1)!.endsWith('…')).toBe(true);
    expect(lines).toHaveLength(8 + 2);
    expect(byClass(parseHtml(result.html), 'testimonial').length).toBe(1);
    expect(textOf(elements(parseHtml(result.html)).find((element) => element.tagName === 'blockquote')!)).toBe(quote);
  });

  it('escapes markup in every field, in the HTML and the SVG', async () => {
    const evil = `<script>alert(1)</script>]]>"'&<img src=x onerror=alert(2)>`;
    const result = await cards({ quote: evil, author: evil, role: evil, company: evil, rating: 1 });
    const tree = parseHtml(result.html);
    expect(elements(tree).filter((element) => ['script', 'img'].includes(element.tagName))).toEqual([]);
    expect(textOf(elements(tree).find((element) => element.tagName === 'blockquote')!)).toBe(evil);
    const svg = svgElements(result.svg);
    expect(new Set(svg.map((element) => element.name))).toEqual(new Set(['svg', 'title', 'rect', 'g', 'polygon', 'text', 'tspan', 'circle']));
    expect(svg.some((element) => Object.keys(element.attrs).some((name) => name.startsWith('on')))).toBe(false);
  });

  it('refuses bad ratings, unsafe avatars, wrong shapes and counts, naming the path', async () => {
    await expectInvalid('json-to-testimonial-card', { json: JSON.stringify({ quote: 'q', author: 'a', rating: 4.3 }) }, /^json\.rating: 4\.3 is not a whole or half star/);
    await expectInvalid('json-to-testimonial-card', { json: JSON.stringify({ quote: 'q', author: 'a', rating: 6 }) }, /^json\.rating: 6 is outside 0 to 5/);
    await expectInvalid('json-to-testimonial-card', { json: JSON.stringify({ quote: 'q', author: 'a', rating: -0.5 }) }, /^json\.rating: /);
    await expectInvalid('json-to-testimonial-card', { json: JSON.stringify({ quote: 'q', author: 'a', rating: 'five' }) }, /^json\.rating: expected a number/);
    await expectInvalid('json-to-testimonial-card', { json: JSON.stringify([{ quote: 'q', author: 'a' }, { quote: 'q', author: 'b', avatar_url: 'javascript:alert(1)' }]) }, /^json\[1\]\.avatar_url: the javascript: scheme/);
    await expectInvalid('json-to-testimonial-card', { json: JSON.stringify([{ quote: 'q' }]) }, /^json\[0\]\.author: required/);
    await expectInvalid('json-to-testimonial-card', { json: '[]' }, /^json: an empty array/);
    await expectInvalid('json-to-testimonial-card', { json: JSON.stringify(Array(21).fill({ quote: 'q', author: 'a' })) }, /^json: 21 testimonials, more than the 20 allowed/);
    await expectInvalid('json-to-testimonial-card', { json: '"just text"' }, /^json: expected an object/);
    await expectInvalid('json-to-testimonial-card', { json: JSON.stringify({ quote: 'q', author: 'a' }), svg_index: 1 }, /^svg_index: 1, but there is 1 testimonial/);
    await expectInvalid('json-to-testimonial-card', { json: JSON.stringify({ quote: 'q', author: 'a' }), accent_color: 'url(javascript:x)' }, /^accent_color: /);
    expect((await cards({ quote: 'q', author: 'a', rating: '4.5' })).ratings).toEqual([4.5]);
    expect((await cards({ quote: 'q', author: 'a', rating: 0 })).ratings).toEqual([0]);
  });

  it('bounds the quote and the JSON text', async () => {
    await expectInvalid('json-to-testimonial-card', { json: JSON.stringify({ quote: 'q'.repeat(1001), author: 'a' }) }, /^json\.quote: 1001 characters, more than the 1000 allowed/);
    await expectInvalid('json-to-testimonial-card', { json: ' '.repeat(30_001) }, /json/);
  });

  it('treats __proto__ as an ordinary key, ignored', async () => {
    const result = await run<Result>('json-to-testimonial-card', { json: '{"quote":"q","author":"a","__proto__":{"rating":5,"role":"polluted"}}' });
    expect(result.ratings).toEqual([null]);
    expect(result.html).not.toContain('polluted');
  });
});
