import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { parseHtml } from '../../../test/markup-tree.ts';

type Email = { subject: string; html: string; text: string };
type Element = ReturnType<typeof DomUtils.findAll>[number];

function parsed(html: string) {
  parseHtml(html);
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  const document = parseDocument(html);
  const find = (test: (element: Element) => boolean) => DomUtils.findAll(test, document.children);
  return { document, find, byTag: (tag: string) => find((element) => element.name === tag) };
}

const email = (json: unknown, template?: string) => run<Email>('json-to-email-template', { json: JSON.stringify(json), ...(template ? { template } : {}) });
const styleOf = (element: Element) => DomUtils.getAttributeValue(element, 'style') ?? '';

describe('json-to-email-template', () => {
  it('lays out a whole email document with tables and inline styles only', async () => {
    const result = await email({
      subject: 'Hello', preheader: 'Preview text', heading: 'Hi there', body: 'First paragraph.\n\nSecond,\nwith a break.',
      button: { text: 'Go', url: 'https://example.com/a b' }, footer: 'Acme', unsubscribe_url: 'https://example.com/u', brand_color: '#4F46E5', brand_name: 'Acme',
    });
    const { byTag, find, document } = parsed(result.html);
    expect(DomUtils.textContent(byTag('title'))).toBe('Hello');
    const tables = byTag('table');
    expect(tables.length).toBeGreaterThanOrEqual(3);
    for (const table of tables) expect(DomUtils.getAttributeValue(table, 'role')).toBe('presentation');
    // Email clients drop classes and most <style> rules: nothing in the body relies on them.
    expect(find((element) => element.attribs.class !== undefined)).toEqual([]);
    // The preheader is the first thing in the body, hidden.
    const body = byTag('body')[0]!;
    const first = DomUtils.getChildren(body).find((node) => node.type === 'tag') as Element;
    expect(first.name).toBe('div');
    expect(styleOf(first)).toContain('display:none');
    expect(DomUtils.textContent(first)).toBe('Preview text');
    expect(DomUtils.textContent(byTag('h1'))).toBe('Hi there');
    const paragraphs = byTag('p');
    expect(paragraphs.map((p) => DomUtils.textContent(p))).toEqual(['First paragraph.', 'Second,with a break.']);
    expect(DomUtils.findAll((element) => element.name === 'br', paragraphs[1]!.children)).toHaveLength(1);
    const links = byTag('a').map((a) => DomUtils.getAttributeValue(a, 'href'));
    expect(links).toEqual(['https://example.com/a%20b', 'https://example.com/u']);
    // #4F46E5 against white is 6.29:1, against #111111 3.00:1 (WCAG 2.1 formula, python3 by hand) → white text.
    expect(styleOf(byTag('a')[0]!)).toContain('color:#ffffff');
    expect(styleOf(DomUtils.getParent(byTag('a')[0]!) as Element)).toContain('background-color:#4f46e5');
    expect(document).toBeTruthy();
    expect(result.subject).toBe('Hello');
    expect(result.text).toBe('Hi there\n\nFirst paragraph.\n\nSecond,\nwith a break.\n\nGo: https://example.com/a%20b\n\n--\nAcme\n\nUnsubscribe: https://example.com/u\n');
  });

  it('picks dark button text on a light brand colour', async () => {
    // #FACC15: 1.53:1 with white, 12.33:1 with #111111 (WCAG 2.1, python3 by hand).
    const { html } = await email({ subject: 's', button: { text: 'b', url: 'https://x.test' }, brand_color: 'rgb(250, 204, 21)' });
    const { byTag } = parsed(html);
    expect(styleOf(byTag('a')[0]!)).toContain('color:#111111');
  });

  it('takes paragraphs as an array and drops blank ones', async () => {
    const { html, text } = await email({ subject: 's', body: ['One', '  ', 'Two'] });
    const { byTag } = parsed(html);
    expect(byTag('p').map((p) => DomUtils.textContent(p))).toEqual(['One', 'Two']);
    expect(text).toBe('One\n\nTwo\n');
    expect(byTag('h1')).toEqual([]);
  });

  it('gives each template its own page colour', async () => {
    const pages = await Promise.all(['light', 'dark', 'minimal'].map(async (template) => {
      const { byTag } = parsed((await email({ subject: 's', heading: 'h' }, template)).html);
      return styleOf(byTag('table')[0]!);
    }));
    expect(pages).toEqual(['background-color:#f3f4f6', 'background-color:#0f172a', 'background-color:#ffffff']);
  });

  it('escapes markup in every text field', async () => {
    const evil = `"'></title></style><script>alert(1)</script><img src=x onerror=alert(2)>&amp;`;
    const { html, subject } = await email({ subject: evil, preheader: evil, heading: evil, body: [evil], button: { text: evil, url: 'https://x.test' }, footer: evil, brand_name: evil });
    const { byTag, find } = parsed(html);
    expect(byTag('script')).toEqual([]);
    expect(find((element) => Object.keys(element.attribs).some((name) => name.startsWith('on')))).toEqual([]);
    expect(DomUtils.textContent(byTag('title'))).toBe(evil);
    expect(DomUtils.textContent(byTag('h1'))).toBe(evil);
    expect(DomUtils.textContent(byTag('a')[0]!)).toBe(evil);
    expect(subject).toBe(evil);
  });

  it('refuses unsafe links, bad colours and missing fields, naming the path', async () => {
    await expectInvalid('json-to-email-template', { json: JSON.stringify({ subject: 's', button: { text: 'b', url: 'javascript:alert(1)' } }) }, /^json\.button\.url: the javascript: scheme is not allowed/);
    await expectInvalid('json-to-email-template', { json: JSON.stringify({ subject: 's', heading: 'h', logo_url: 'data:image/png;base64,AAAA' }) }, /^json\.logo_url: /);
    await expectInvalid('json-to-email-template', { json: JSON.stringify({ subject: 's', heading: 'h', logo_url: 'mailto:a@b.c' }) }, /^json\.logo_url: an image address must be http or https/);
    await expectInvalid('json-to-email-template', { json: JSON.stringify({ subject: 's', heading: 'h', brand_color: 'red;background:url(x)' }) }, /^json\.brand_color: /);
    await expectInvalid('json-to-email-template', { json: JSON.stringify({ heading: 'h' }) }, /^json\.subject: required/);
    await expectInvalid('json-to-email-template', { json: JSON.stringify({ subject: 's' }) }, /^json: give at least a heading, a body or a button/);
    await expectInvalid('json-to-email-template', { json: JSON.stringify({ subject: 's', button: { url: 'https://x.test' } }) }, /^json\.button\.text: required/);
    await expectInvalid('json-to-email-template', { json: JSON.stringify({ subject: 's', body: Array.from({ length: 51 }, () => 'p') }) }, /^json\.body: 51 paragraphs, more than the 50 allowed/);
    await expectInvalid('json-to-email-template', { json: JSON.stringify({ subject: 's', body: [1, { a: 1 }] }) }, /^json\.body\[1\]: expected a string/);
    await expectInvalid('json-to-email-template', { json: JSON.stringify({ subject: 'x'.repeat(201), heading: 'h' }) }, /^json\.subject: 201 characters/);
    await expectInvalid('json-to-email-template', { json: '[1]' }, /^json: expected an object/);
  });

  it('ignores unknown and __proto__ keys', async () => {
    const { html } = await email(JSON.parse('{"__proto__": {"heading": "injected"}, "subject": "s", "body": "b", "extra": 1}'));
    const { byTag } = parsed(html);
    expect(byTag('h1')).toEqual([]);
    expect(({} as Record<string, unknown>).heading).toBeUndefined();
  });
});
