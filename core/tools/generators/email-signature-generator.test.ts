import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { attr, elements, parseHtmlFragment, textOf } from '../../../test/markup-tree.ts';

interface Result {
  html: string;
  text: string;
  layout: string;
  links: { label: string; href: string }[];
}

const sign = (input: Record<string, unknown>) => run<Result>('email-signature-generator', input);

const FULL = {
  name: 'Ana Pérez',
  title: 'Head of Design',
  company: 'Acme Inc.',
  phone: '+44 (0)20 7946 0958',
  email: 'ana@acme.example',
  website: 'https://acme.example/work/',
  address: '1 Main St\nSpringfield',
  social_links: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/ana' }, { network: 'x', url: 'https://x.com/ana' }],
  photo_url: 'https://acme.example/ana.jpg',
  logo_url: 'https://acme.example/logo.png',
};

describe('email-signature-generator', () => {
  it.each(['horizontal', 'vertical', 'compact', 'simple'])('gives a parse5-clean table fragment with inline styles only (%s)', async (layout) => {
    const { html } = await sign({ ...FULL, layout });
    const tree = parseHtmlFragment(html);
    const tags = new Set(elements(tree).map((element) => element.tagName));
    for (const banned of ['style', 'script', 'html', 'head', 'body', 'link', 'meta', 'div']) expect(tags.has(banned), banned).toBe(false);
    expect(html.startsWith('<table role="presentation"')).toBe(true);
    expect(tags.has('img')).toBe(layout !== 'simple');
    // Every text of the input is in the signature.
    const shown = textOf(tree);
    for (const text of ['Ana Pérez', 'Head of Design', 'Acme Inc.', '+44 (0)20 7946 0958', 'ana@acme.example', 'Springfield', 'LinkedIn', 'X']) expect(shown).toContain(text);
    // No class attributes that would need a stylesheet.
    expect(elements(tree).some((element) => attr(element, 'class') !== undefined)).toBe(false);
  });

  it('links the phone as tel: with only "+" and digits, the e-mail as mailto: and the website as given', async () => {
    const { links } = await sign(FULL);
    // RFC 3966 global number: "+" then digits; the "(0)" trunk prefix is typed, so it stays a digit as typed.
    expect(links).toEqual([
      { label: 'Phone', href: 'tel:+4402079460958' },
      { label: 'Email', href: 'mailto:ana@acme.example' },
      { label: 'Website', href: 'https://acme.example/work/' },
      { label: 'LinkedIn', href: 'https://www.linkedin.com/in/ana' },
      { label: 'X', href: 'https://x.com/ana' },
    ]);
    const anchors = elements(parseHtmlFragment((await sign(FULL)).html)).filter((element) => element.tagName === 'a');
    expect(anchors.map((a) => attr(a, 'href'))).toEqual(links.map((link) => link.href));
    expect(textOf(anchors[2]!)).toBe('acme.example/work');
  });

  it('writes the plain-text version with the RFC 3676 §4.3 "-- " separator line', async () => {
    const { text } = await sign(FULL);
    expect(text).toBe(
      '-- \nAna Pérez\nHead of Design | Acme Inc.\nPhone: +44 (0)20 7946 0958\nEmail: ana@acme.example\nWebsite: https://acme.example/work/\n' +
        '1 Main St\nSpringfield\nLinkedIn: https://www.linkedin.com/in/ana\nX: https://x.com/ana\n',
    );
    expect((await sign({ name: 'Solo' })).text).toBe('-- \nSolo\n');
  });

  it('escapes markup in every text field: it shows as typed and builds no element', async () => {
    const payload = `"'><script>alert(1)</script><img src=x onerror=alert(2)>&amp;`;
    const input = { name: payload, title: payload, company: payload, address: `${payload}\n${payload}`, photo_url: 'https://x.example/p.png', logo_url: 'https://x.example/l.png' };
    for (const layout of ['horizontal', 'vertical', 'compact', 'simple']) {
      const { html } = await sign({ ...input, layout });
      const tree = parseHtmlFragment(html);
      const tags = elements(tree).map((element) => element.tagName);
      expect(tags).not.toContain('script');
      expect(tags.filter((tag) => tag === 'img').length).toBe(layout === 'simple' ? 0 : 2);
      expect(elements(tree).flatMap((element) => element.attrs.map((a) => a.name)).some((name) => name.startsWith('on'))).toBe(false);
      expect(textOf(tree)).toContain(payload);
      // The photo's alt text is the name, intact.
      if (layout !== 'simple') expect(attr(elements(tree).find((element) => element.tagName === 'img')!, 'alt')).toBe(payload);
    }
  });

  it('keeps an apostrophe in an e-mail address intact through escaping', async () => {
    const { html, links } = await sign({ name: 'Pat', email: "o'brien@example.com" });
    expect(links[0]!.href).toBe("mailto:o'brien@example.com");
    expect(html).toContain('href="mailto:o&#39;brien@example.com"');
    expect(attr(elements(parseHtmlFragment(html)).find((element) => element.tagName === 'a')!, 'href')).toBe("mailto:o'brien@example.com");
  });

  it('writes colours back canonically and refuses anything that is not a colour', async () => {
    const { html } = await sign({ name: 'A', title: 'T', accent_color: '#0AF', name_color: 'rgba(255, 0, 0, 0.5)' });
    expect(html).toContain('color:#00aaff');
    expect(html).toContain('color:rgba(255, 0, 0, 0.5)');
    await expectInvalid('email-signature-generator', { name: 'A', accent_color: '#fff;background:url(x)' }, /^accent_color: /);
    await expectInvalid('email-signature-generator', { name: 'A', text_color: 'expression(alert(1))' }, /^text_color: /);
    await expectInvalid('email-signature-generator', { name: 'A', name_color: '"><script>' }, /^name_color: /);
  });

  it('refuses unsafe or malformed links with a 400 naming the field', async () => {
    await expectInvalid('email-signature-generator', { name: 'A', website: 'javascript:alert(1)' }, /^website: the javascript: scheme is not allowed/);
    await expectInvalid('email-signature-generator', { name: 'A', website: 'mailto:a@b.example' }, /^website: must be an http or https address/);
    await expectInvalid('email-signature-generator', { name: 'A', website: 'acme.example' }, /^website: .* is not an absolute URL/);
    await expectInvalid('email-signature-generator', { name: 'A', photo_url: 'data:image/png;base64,AAAA' }, /^photo_url: /);
    await expectInvalid('email-signature-generator', { name: 'A', logo_url: 'javascript:alert(1)' }, /^logo_url: /);
    await expectInvalid('email-signature-generator', { name: 'A', social_links: [{ network: 'github', url: 'ftp://x.example' }] }, /^social_links\[0\]\.url: /);
    await expectInvalid('email-signature-generator', { name: 'A', social_links: [{ network: 'myspace', url: 'https://x.example' }] }, /social_links/);
    // validator.js isEmail: no top-level domain, two @, a space.
    for (const email of ['a@b', 'a@@b.example', 'a b@c.example', '"><img src=x>@x.example', '\uD800@x.example', '\uD800']) {
      await expectInvalid('email-signature-generator', { name: 'A', email }, /^email: .* is not an e-mail address/);
    }
  });

  it('checks phone numbers: allowed characters, "+" only first, 3 to 15 digits (ITU-T E.164)', async () => {
    expect((await sign({ name: 'A', phone: '555.010.0199' })).links[0]!.href).toBe('tel:5550100199');
    expect((await sign({ name: 'A', phone: '+1 234 567 890 123 45' })).links[0]!.href).toBe('tel:+123456789012345');
    await expectInvalid('email-signature-generator', { name: 'A', phone: '1-800-FLOWERS' }, /^phone: .* may hold only digits/);
    await expectInvalid('email-signature-generator', { name: 'A', phone: '555+0100' }, /^phone: /);
    await expectInvalid('email-signature-generator', { name: 'A', phone: '12' }, /^phone: has 2 digits/);
    await expectInvalid('email-signature-generator', { name: 'A', phone: '+1 234 567 890 123 456' }, /^phone: has 16 digits/);
  });

  it('keeps address lines (at most 5) and folds line breaks elsewhere', async () => {
    const { html, text } = await sign({ name: 'Ana\nPérez', address: 'a\n\n b \r\nc' });
    expect(html).toContain('>a<br>b<br>c</td>');
    expect(text).toBe('-- \nAna Pérez\na\nb\nc\n');
    await expectInvalid('email-signature-generator', { name: 'A', address: '1\n2\n3\n4\n5\n6' }, /^address: has 6 lines; at most 5/);
  });

  it('refuses a blank name, overlong fields and unknown keys (including __proto__)', async () => {
    await expectInvalid('email-signature-generator', { name: '  ' }, /^name: is blank/);
    await expectInvalid('email-signature-generator', { name: 'x'.repeat(121) }, /name/);
    await expectInvalid('email-signature-generator', { name: 'A', social_links: Array(11).fill({ network: 'x', url: 'https://x.com/a' }) }, /social_links/);
    await expectInvalid('email-signature-generator', JSON.parse('{"name": "A", "social_links": [{"network": "x", "url": "https://x.com/a", "__proto__": {"polluted": true}}]}'), /social_links/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectInvalid('email-signature-generator', { name: 'A', layout: 'grid' }, /layout/);
  });
});
