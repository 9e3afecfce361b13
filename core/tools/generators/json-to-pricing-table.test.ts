import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { parseHtml } from '../../../test/markup-tree.ts';

type Pricing = { html: string; currency: string; locale: string; plans: { name: string; price: number | null; price_text: string | null; highlighted: boolean }[] };
type Element = ReturnType<typeof DomUtils.findAll>[number];

function page(html: string) {
  parseHtml(html);
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  const document = parseDocument(html);
  const byClass = (name: string, within: Element[] | Element = document.children as Element[]) =>
    DomUtils.findAll((element) => (element.attribs.class ?? '').split(' ').includes(name), Array.isArray(within) ? within : within.children);
  return { document, byClass, text: (element: Element) => DomUtils.textContent(element) };
}

const pricing = (json: unknown, options: Record<string, unknown> = {}) => run<Pricing>('json-to-pricing-table', { json: JSON.stringify(json), ...options });

describe('json-to-pricing-table', () => {
  it('lays out one card per plan with formatted prices, features and links', async () => {
    const result = await pricing({
      title: 'Plans',
      plans: [
        { name: 'Free', price: 0, period: 'month', features: ['a', { text: 'b', included: false }], cta: { text: 'Go', url: 'https://x.test/free' } },
        { name: 'Pro', price: '19.5', period: 'month', highlighted: true, features: ['c'] },
        { name: 'Big', price: 'Talk to us' },
      ],
    });
    const { byClass, text } = page(result.html);
    const cards = byClass('plan');
    expect(cards.map((card) => text(DomUtils.findOne((element) => element.name === 'h2', card.children)!))).toEqual(['Free', 'Pro', 'Big']);
    expect(cards.map((card) => (card.attribs.class ?? '').includes('highlighted'))).toEqual([false, true, false]);
    // USD has two minor units (ISO 4217); whole amounts are shown without them.
    expect(byClass('price').map(text)).toEqual(['$0/month', '$19.50/month', 'Talk to us']);
    expect(byClass('badge').map(text)).toEqual(['Most popular']);
    expect(byClass('excluded').map(text)).toEqual(['b']);
    expect(byClass('cta').map((link) => link.attribs.href)).toEqual(['https://x.test/free']);
    expect(result.currency).toBe('USD');
    expect(result.plans).toEqual([
      { name: 'Free', price: 0, price_text: '$0', highlighted: false },
      { name: 'Pro', price: 19.5, price_text: '$19.50', highlighted: true },
      { name: 'Big', price: null, price_text: 'Talk to us', highlighted: false },
    ]);
  });

  it('formats in the currency and locale given (CLDR patterns, ISO 4217 minor units)', async () => {
    // CLDR de: "#,##0.00 ¤" with "." grouping, "," decimals and a no-break space before the sign.
    const euros = await pricing({ currency: 'eur', plans: [{ name: 'x', price: 1249.99 }] }, { locale: 'de-DE' });
    expect(euros).toMatchObject({ currency: 'EUR', locale: 'de-DE' });
    expect(euros.plans[0]!.price_text).toBe('1.249,99\u00a0€');
    // JPY has no minor unit (ISO 4217 exponent 0): 3480.4 shows as 3,480.
    const yen = await pricing({ currency: 'JPY', plans: [{ name: 'x', price: 3480.4 }] });
    expect(yen.plans[0]!.price_text).toBe('¥3,480');
    // BHD has three minor units (ISO 4217 exponent 3).
    const dinars = await pricing({ currency: 'BHD', plans: [{ name: 'x', price: 1.5 }] });
    expect(dinars.plans[0]!.price_text).toBe('BHD\u00a01.500');
  });

  it('refuses unknown currencies, bad locales, links and colours, naming the field', async () => {
    await expectInvalid('json-to-pricing-table', { json: JSON.stringify({ currency: 'XYZ', plans: [{ name: 'a' }] }) }, /^json\.currency: XYZ is not an ISO 4217 currency/);
    await expectInvalid('json-to-pricing-table', { json: JSON.stringify({ currency: 'dollars', plans: [{ name: 'a' }] }) }, /^json\.currency: "dollars" is not an ISO 4217 code/);
    await expectInvalid('json-to-pricing-table', { json: JSON.stringify({ plans: [{ name: 'a' }] }), locale: 'not a locale!' }, /^locale: /);
    await expectInvalid('json-to-pricing-table', { json: JSON.stringify({ plans: [{ name: 'a', cta: { text: 't', url: 'javascript:alert(1)' } }] }) }, /^json\.plans\[0\]\.cta\.url: /);
    await expectInvalid('json-to-pricing-table', { json: JSON.stringify({ accent_color: 'blue}body{x:y', plans: [{ name: 'a' }] }) }, /^json\.accent_color: /);
    await expectInvalid('json-to-pricing-table', { json: JSON.stringify({ plans: [{ name: 'a', price: -1 }] }) }, /^json\.plans\[0\]\.price: -1 is outside 0 to/);
    await expectInvalid('json-to-pricing-table', { json: JSON.stringify({ plans: [] }) }, /^json\.plans: required, 1 to 6 plans/);
    await expectInvalid('json-to-pricing-table', { json: JSON.stringify({ plans: Array.from({ length: 7 }, () => ({ name: 'p' })) }) }, /^json\.plans: 7 plans, more than the 6 allowed/);
    await expectInvalid('json-to-pricing-table', { json: JSON.stringify({ plans: [{ name: 'a', features: Array.from({ length: 31 }, () => 'f') }] }) }, /^json\.plans\[0\]\.features: 31 items/);
    await expectInvalid('json-to-pricing-table', { json: JSON.stringify({ plans: [{ price: 5 }] }) }, /^json\.plans\[0\]\.name: required/);
    await expectInvalid('json-to-pricing-table', { json: JSON.stringify({ plans: [{ name: 'a', highlighted: 'yes' }] }) }, /^json\.plans\[0\]\.highlighted: expected true or false/);
  });

  it('escapes markup in every text and keeps user text out of the stylesheet', async () => {
    const evil = `</style><script>alert(1)</script>"'&amp;`;
    const result = await pricing({ title: evil, subtitle: evil, accent_color: 'rgb(10, 20, 30)', plans: [{ name: evil, price: evil.slice(0, 40), description: evil, features: [evil, { text: evil, included: false }], badge: evil, cta: { text: evil, url: 'https://x.test' } }, { name: 'n', price: 5, period: evil.slice(0, 30) }] });
    const { byClass, text, document } = page(result.html);
    expect(text(byClass('period')[0]!)).toBe(`/${evil.slice(0, 30)}`);
    expect(DomUtils.findAll((element) => element.name === 'script', document.children)).toEqual([]);
    const style = DomUtils.textContent(DomUtils.findAll((element) => element.name === 'style', document.children));
    expect(style).not.toContain('alert');
    expect(style).toContain('#0a141e');
    expect(text(byClass('badge')[0]!)).toBe(evil);
    expect(text(byClass('description')[0]!)).toBe(evil);
    expect(byClass('features')[0]!.children.filter((node) => node.type === 'tag').map((li) => text(li as Element))).toEqual([evil, evil]);
    expect(text(byClass('price')[0]!)).toBe(evil.slice(0, 40));
  });

  it('gives every template its own page colour', async () => {
    const pages = await Promise.all(['light', 'dark', 'minimal'].map(async (template) => (await pricing({ plans: [{ name: 'a' }] }, { template })).html.match(/body \{[^}]*background: (#[0-9a-f]+)/)![1]));
    expect(pages).toEqual(['#f3f4f6', '#0f172a', '#ffffff']);
  });
});
