import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { parseHtml } from '../../../test/markup-tree.ts';

type Card = { html: string; currency: string; price_text: string; original_price_text: string | null; discount: { amount: number; amount_text: string; percent: number } | null };
type Element = ReturnType<typeof DomUtils.findAll>[number];

function page(html: string) {
  parseHtml(html);
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  const document = parseDocument(html);
  const byClass = (name: string) => DomUtils.findAll((element) => (element.attribs.class ?? '').split(' ').includes(name), document.children);
  const byTag = (name: string) => DomUtils.findAll((element) => element.name === name, document.children);
  return { byClass, byTag, text: (element: Element) => DomUtils.textContent(element) };
}

const card = (json: unknown, options: Record<string, unknown> = {}) => run<Card>('json-to-product-card', { json: JSON.stringify(json), ...options });

describe('json-to-product-card', () => {
  it('computes the discount exactly in minor units and rounds the percent half up', async () => {
    // python3: from fractions import Fraction as F; o, p = F('129.99'), F('79.99'); o - p → 50; float((o-p)/o*100) → 38.46…
    expect((await card({ name: 'n', price: 79.99, original_price: 129.99 })).discount).toEqual({ amount: 50, amount_text: '$50', percent: 38 });
    // 29.99 − 19.99 in floats is 10.000000000000002; in cents it is exactly 10.00. float((F('29.99')-F('19.99'))/F('29.99')*100) → 33.34…
    expect((await card({ name: 'n', price: 19.99, original_price: 29.99 })).discount).toEqual({ amount: 10, amount_text: '$10', percent: 33 });
    // Half up at exactly .5: 1 off 8 is 12.5 % → 13; 1 off 200 is 0.5 % → 1.
    expect((await card({ name: 'n', price: 7, original_price: 8 })).discount!.percent).toBe(13);
    expect((await card({ name: 'n', price: 199, original_price: 200 })).discount!.percent).toBe(1);
    // 0.99 % rounds up to 1 %; 0.4 % rounds down to 0 %, and the saving is still reported.
    expect((await card({ name: 'n', price: 99.01, original_price: 100 })).discount).toEqual({ amount: 0.99, amount_text: '$0.99', percent: 1 });
    expect((await card({ name: 'n', price: 99.6, original_price: 100 })).discount).toEqual({ amount: 0.4, amount_text: '$0.40', percent: 0 });
    expect((await card({ name: 'n', price: 5, original_price: 5 })).discount).toBeNull();
    expect((await card({ name: 'n', price: 5 })).discount).toBeNull();
    // JPY has no minor unit (ISO 4217 exponent 0): 1000 off 3000 is 33.3 % → 33.
    expect(await card({ name: 'n', price: 2000, original_price: 3000, currency: 'JPY' })).toMatchObject({ currency: 'JPY', discount: { amount: 1000, percent: 33 } });
  });

  it('lays out the card: image, badge, name link, stars, prices and button', async () => {
    const result = await card({
      name: 'Lamp', price: 40, original_price: 50, image_url: 'https://x.test/lamp.jpg', description: 'Warm light', rating: 4.3, reviews_count: 1234,
      badges: ['New', ' ', 'Eco'], url: 'https://x.test/lamp', cta_text: 'Buy',
    });
    const { byClass, byTag, text } = page(result.html);
    const image = byTag('img')[0]!;
    expect(image.attribs).toMatchObject({ src: 'https://x.test/lamp.jpg', alt: 'Lamp' });
    expect(text(byClass('discount')[0]!)).toBe('-20%');
    expect(byClass('badges')[0]!.children.filter((node) => node.type === 'tag').map((li) => text(li as Element))).toEqual(['New', 'Eco']);
    expect(byTag('h1').map(text)).toEqual(['Lamp']);
    expect(byTag('a').map((link) => link.attribs.href)).toEqual(['https://x.test/lamp', 'https://x.test/lamp']);
    expect(text(byClass('cta')[0]!)).toBe('Buy');
    // 4.3 of 5 stars is 86 % of the row.
    expect(byClass('stars-filled')[0]!.attribs.style).toBe('width: 86%');
    expect(byClass('rating')[0]!.attribs['aria-label']).toBe('Rated 4.3 out of 5');
    expect(text(byClass('rating')[0]!)).toContain('(1,234 reviews)');
    expect(text(byClass('price')[0]!)).toBe('$40');
    expect(text(byClass('original-price')[0]!)).toBe('$50');
    expect(result).toMatchObject({ price_text: '$40', original_price_text: '$50' });
  });

  it('formats in the locale given (CLDR de: comma decimals, sign after a no-break space)', async () => {
    const result = await card({ name: 'n', price: 24.9, currency: 'EUR', rating: 3.5, reviews_count: 1 }, { locale: 'de-DE' });
    expect(result.price_text).toBe('24,90\u00a0€');
    const { byClass, text } = page(result.html);
    expect(text(byClass('rating')[0]!)).toContain('3,5');
    expect(text(byClass('rating')[0]!)).toContain('(1 review)');
  });

  it('leaves out what is not given', async () => {
    const { byClass, byTag } = page((await card({ name: 'Plain', price: 1 })).html);
    expect(byTag('img')).toEqual([]);
    expect(byTag('a')).toEqual([]);
    expect(byClass('media')).toEqual([]);
    expect(byClass('rating')).toEqual([]);
    expect(byClass('original-price')).toEqual([]);
  });

  it('refuses impossible values and unsafe links, naming the field', async () => {
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n', price: 10, original_price: 8 }) }, /^json\.original_price: 8 is below the price 10/);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n', price: 1, rating: 5.5 }) }, /^json\.rating: 5\.5 is outside 0 to 5/);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n', price: 1, rating: -1 }) }, /^json\.rating: /);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n', price: 1, reviews_count: 2.5 }) }, /^json\.reviews_count: expected a whole number/);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n', price: -1 }) }, /^json\.price: -1 is outside/);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n' }) }, /^json\.price: required/);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ price: 1 }) }, /^json\.name: required/);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n', price: 1, currency: 'ABC' }) }, /^json\.currency: ABC is not an ISO 4217 currency/);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n', price: 1, image_url: 'javascript:alert(1)' }) }, /^json\.image_url: /);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n', price: 1, image_url: 'tel:123' }) }, /^json\.image_url: an image address must be http or https/);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n', price: 1, url: 'data:text/html,<script>' }) }, /^json\.url: /);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n', price: 1, badges: Array.from({ length: 7 }, () => 'b') }) }, /^json\.badges: 7 items/);
    await expectInvalid('json-to-product-card', { json: JSON.stringify({ name: 'n', price: 1, accent_color: 'url(javascript:x)' }) }, /^json\.accent_color: /);
  });

  it('escapes markup in every text', async () => {
    const evil = `"'></style><script>alert(1)</script><img src=x onerror=alert(2)>`;
    const result = await card({ name: evil, price: 1, original_price: 2, image_url: 'https://x.test/i.png', description: evil, badges: [evil.slice(0, 40)], url: 'https://x.test', cta_text: evil.slice(0, 60) });
    const { byTag, byClass, text } = page(result.html);
    expect(byTag('script')).toEqual([]);
    expect(byTag('img')).toHaveLength(1);
    expect(byTag('img')[0]!.attribs.alt).toBe(evil);
    expect(text(byTag('title')[0]!)).toBe(evil);
    expect(text(byClass('description')[0]!)).toBe(evil);
    expect(text(byClass('cta')[0]!)).toBe(evil.slice(0, 60));
  });
});
