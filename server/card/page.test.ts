/**
 * The card's HTML, read back by an HTML parser (parse5, as a browser parses): every value of the
 * record (the XSS name of card-views.ts in every text field) arrives only as text or as a quoted
 * attribute value, never as an element or attribute of its own; links are exactly the record's
 * links; no script; the one <style> is the one the CSP allows by hash (the hash computed here).
 */
import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { TYPICAL_VIEW, XSS_TEXT, XSS_VIEW } from '../../test/card/card-views.ts';
import { fixtureTheme } from '../../test/card/fixture-theme.ts';
import type { CardRecord, CardView } from './card-record.ts';
import { CARD_EMBED_HEADERS, cardPageHeaders, pageStyle, renderCardEmbed, renderCardPage, renderErrorPage } from './page.ts';
import { contrastRatio } from './palette.ts';
import { cardLinks } from './record.ts';
import type { Theme } from './themes/theme.ts';
import { THEMES as REGISTERED } from './themes/index.ts';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const BASE = 'https://cards.example.org/card';
/** The registered themes and the test's own, which has no page of its own otherwise. */
const THEMES: readonly Theme[] = [fixtureTheme, ...REGISTERED];

function recordOf(view: CardView, overrides: Partial<CardRecord> = {}): CardRecord {
  const { avatar: _avatar, ...values } = view;
  return { schema_version: 1, ...values, avatar_url: 'https://avatars.githubusercontent.com/u/583231', ...cardLinks(BASE, view.handle, THEMES), ...overrides };
}

function elements(node: Node): Element[] {
  const found: Element[] = [];
  const walk = (current: Node): void => {
    if ('tagName' in current) found.push(current);
    const children = 'content' in current && current.content ? [current.content, ...(current.childNodes ?? [])] : 'childNodes' in current ? current.childNodes : [];
    for (const child of children as Node[]) walk(child);
  };
  walk(node);
  return found;
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  return 'childNodes' in node ? (node.childNodes as Node[]).map(textOf).join('') : '';
}

const attr = (element: Element, name: string): string | undefined => element.attrs.find((attribute) => attribute.name === name)?.value;
const byTag = (all: Element[], tag: string): Element[] => all.filter((element) => element.tagName === tag);
const hashOf = (css: string): string => `'sha256-${createHash('sha256').update(Buffer.from(css, 'utf8')).digest('base64')}'`;

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

/** What every page of ours keeps: no script or handler, no style attribute, one <style> whose hash the CSP lists. */
function checkInert(html: string, headers: Readonly<Record<string, string>>): Element[] {
  const all = elements(parse(html));
  expect(byTag(all, 'script')).toHaveLength(0);
  for (const tag of ['iframe', 'object', 'embed', 'form', 'base', 'input', 'button', 'link']) expect(byTag(all, tag).filter((element) => !(tag === 'link' && attr(element, 'rel') === 'canonical')), tag).toHaveLength(0);
  for (const element of all) {
    for (const { name, value } of element.attrs) {
      expect(name.startsWith('on'), `${name} on <${element.tagName}>`).toBe(false);
      expect(name, `<${element.tagName}>`).not.toBe('style');
      if (['href', 'src'].includes(name)) expect(value, `${name} on <${element.tagName}>`).toMatch(/^https:\/\//);
    }
  }
  const styles = byTag(all, 'style');
  expect(styles).toHaveLength(1);
  const csp = directives(headers['content-security-policy']!);
  expect(csp.get('style-src')).toContain(hashOf(textOf(styles[0]!)));
  expect(html).not.toMatch(/<script|javascript:alert\(3\)&amp;"|unsafe-inline/i);
  return all;
}

describe('renderCardPage', () => {
  for (const theme of THEMES) {
    it(`${theme.id}: every design's page is inert, its style allowed by hash, its links the record's`, () => {
      for (const design of theme.designs) {
        const record = recordOf(TYPICAL_VIEW);
        const html = renderCardPage({ record, theme, design, themes: THEMES });
        const all = checkInert(html, cardPageHeaders(THEMES));
        const images = byTag(all, 'img');
        expect(images).toHaveLength(1);
        expect(attr(images[0]!, 'src')).toBe(record.card_urls[theme.id]![design]!.svg);
        expect([attr(images[0]!, 'width'), attr(images[0]!, 'height')]).toEqual([String(theme.width), String(theme.height)]);
        // The page's stylesheet is this theme's: only its own hash is needed, and it is not another theme's.
        expect(cardPageHeaders([theme])['content-security-policy']).toContain(hashOf(textOf(byTag(all, 'style')[0]!)));
      }
    });
  }

  it('shows the XSS name, archetype, position, club and languages only as text', () => {
    const record = recordOf(XSS_VIEW, { handle: 'octocat' });
    const html = renderCardPage({ record, theme: fixtureTheme, design: 'plain', themes: THEMES });
    const all = checkInert(html, cardPageHeaders(THEMES));
    // No element came from the hostile text: the only <img> is the card, the only <svg>s are the bars.
    expect(byTag(all, 'img')).toHaveLength(1);
    expect(byTag(all, 'svg')).toHaveLength(6 + 1);
    expect(textOf(byTag(all, 'h1')[0]!)).toBe(XSS_TEXT);
    expect(textOf(byTag(all, 'title')[0]!)).toBe(`${XSS_TEXT} (@octocat) · Developer card`);
    const body = textOf(byTag(all, 'body')[0]!);
    expect(body.split(XSS_TEXT).length - 1).toBeGreaterThanOrEqual(5); // name, archetype, tagline, value, club; the language is cut by CSS only
    expect(body).toContain('<b>');
    const meta = new Map(byTag(all, 'meta').map((element) => [attr(element, 'property') ?? attr(element, 'name'), attr(element, 'content')]));
    expect(meta.get('og:title')).toBe(`${XSS_TEXT} (@octocat) · Developer card`);
  });

  it('carries the Open Graph and Twitter tags for the OG image', () => {
    const record = recordOf(TYPICAL_VIEW);
    const theme = THEMES.find((candidate) => candidate.designs.length > 1)!;
    const design = theme.designs[1];
    const all = elements(parse(renderCardPage({ record, theme, design, themes: THEMES })));
    const meta = new Map(byTag(all, 'meta').map((element) => [attr(element, 'property') ?? attr(element, 'name'), attr(element, 'content')]));
    const og = `${BASE}/octocat/og.png?theme=${theme.id}&design=${design}`;
    expect(meta.get('og:image')).toBe(og);
    expect(meta.get('og:image:width')).toBe('1200');
    expect(meta.get('og:image:height')).toBe('630');
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('twitter:image')).toBe(og);
    expect(meta.get('og:title')).toBe('The Octocat (@octocat) · Developer card');
    expect(meta.get('og:description')).toBe('The Icon: Few repos, and everyone knows them. OVR 74, gold, CAM.');
    expect(meta.get('og:url')).toBe(`${BASE}/octocat?theme=${theme.id}&design=${design}`);
  });

  it('links the profile, the themes, the designs and the downloads', () => {
    const record = recordOf(TYPICAL_VIEW);
    const theme = fixtureTheme;
    const all = elements(parse(renderCardPage({ record, theme, design: 'framed', themes: THEMES })));
    const links = byTag(all, 'a').map((element) => ({ href: attr(element, 'href'), text: textOf(element), current: attr(element, 'aria-current') }));
    expect(links).toContainEqual({ href: 'https://github.com/octocat', text: '@octocat', current: undefined });
    for (const other of THEMES) expect(links).toContainEqual({ href: `${BASE}/octocat?theme=${other.id}`, text: other.name, current: other.id === theme.id ? 'page' : undefined });
    expect(links).toContainEqual({ href: `${BASE}/octocat?theme=fixture`, text: 'plain', current: undefined });
    expect(links).toContainEqual({ href: `${BASE}/octocat?theme=fixture&design=framed`, text: 'framed', current: 'page' });
    expect(links).toContainEqual({ href: `${BASE}/octocat.svg?theme=fixture&design=framed`, text: 'SVG', current: undefined });
    expect(links).toContainEqual({ href: `${BASE}/octocat.png?theme=fixture&design=framed`, text: 'PNG', current: undefined });
    expect(links).toContainEqual({ href: `${BASE}/octocat.json?theme=fixture`, text: 'JSON', current: undefined });
    expect(links).toContainEqual({ href: `${BASE}/octocat/og.png?theme=fixture&design=framed`, text: 'OG image', current: undefined });
  });

  it('gives Markdown and iframe snippets as text, ready to paste', () => {
    const record = recordOf({ ...TYPICAL_VIEW, name: 'Zoë [x](y) <b>' });
    const all = elements(parse(renderCardPage({ record, theme: fixtureTheme, design: 'plain', themes: THEMES })));
    const codes = byTag(all, 'code').map(textOf);
    expect(codes).toEqual([
      `[![Zoë \\[x\\](y) \\<b\\>'s developer card](${BASE}/octocat.svg?theme=fixture&design=plain)](${BASE}/octocat?theme=fixture)`,
      `<iframe src="${BASE}/octocat/embed?theme=fixture" width="320" height="440" title="Zoë [x](y) &lt;b&gt;'s developer card" loading="lazy" style="border:0"></iframe>`,
    ]);
  });

  it('links no profile but GitHub’s, and no URL but http(s)', () => {
    for (const github_url of ['javascript:alert(1)', 'https://github.com.evil.example/octocat', 'https://github.com/octocat/../../evil', 'http://github.com/octocat']) {
      const record = recordOf(TYPICAL_VIEW, { github_url });
      const universes = { ...record.universes, [fixtureTheme.id]: { ...record.universes[fixtureTheme.id]!, page: 'javascript:alert(1)', og: 'data:text/html,x' } };
      const html = renderCardPage({ record: { ...record, universes }, theme: fixtureTheme, design: 'plain', themes: THEMES });
      const all = checkInert(html, cardPageHeaders(THEMES));
      expect(byTag(all, 'a').map((element) => attr(element, 'href'))).not.toContain(github_url);
      expect(html).not.toMatch(/javascript:|data:text/);
      expect(textOf(byTag(all, 'body')[0]!)).toContain('@octocat');
    }
  });

  it('draws bars from clamped numbers', () => {
    const record = recordOf({ ...TYPICAL_VIEW, languages: [{ name: 'A', share: 7, repos: 1 }, { name: 'B', share: -1, repos: 1 }, { name: 'C', share: Number.NaN, repos: 1 }, { name: 'D', share: 0.1234, repos: 1 }] });
    const all = elements(parse(renderCardPage({ record, theme: fixtureTheme, design: 'plain', themes: THEMES })));
    const widths = byTag(all, 'rect').filter((rect) => attr(rect, 'class') === 'fill').map((rect) => attr(rect, 'width'));
    // Six stats (41 78 83 66 72 88), then the four languages: 700 % → 100, −100 % → 0, NaN → 0, 12.34 % → 12.3.
    expect(widths).toEqual(['41', '78', '83', '66', '72', '88', '100', '0', '0', '12.3']);
  });
});

describe('the page colours', () => {
  it('measure contrast as WCAG 2 does', () => {
    // Known answers: black on white is 21:1; #777777 on white is 4.48:1 (WebAIM's checker).
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
  });

  it('set every theme’s text on its page background at WCAG AA contrast or better (paper themes get a light page)', () => {
    for (const theme of REGISTERED) {
      const style = pageStyle(theme);
      const colour = (name: string) => new RegExp(`--${name}: (#[0-9a-f]{6})`).exec(style)![1]!;
      expect(contrastRatio(colour('text'), colour('bg')), theme.id).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour('text'), colour('surface')), theme.id).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the headers', () => {
  it('page: strict CSP, never framed', () => {
    const headers = cardPageHeaders(THEMES);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    const csp = directives(headers['content-security-policy']!);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    for (const source of csp.get('style-src')!) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    // One stylesheet per theme's page and the error page's.
    expect(csp.get('style-src')).toHaveLength(THEMES.length + 1);
  });

  it('embed: strict CSP, framed by anyone', () => {
    expect(CARD_EMBED_HEADERS['x-frame-options']).toBeUndefined();
    expect(CARD_EMBED_HEADERS['x-content-type-options']).toBe('nosniff');
    const csp = directives(CARD_EMBED_HEADERS['content-security-policy']!);
    expect(csp.get('frame-ancestors')).toEqual(['*']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toHaveLength(2);
  });
});

describe('renderCardEmbed', () => {
  it('is the card image linking to the page in a new tab, and nothing else', () => {
    for (const theme of THEMES) {
      const record = recordOf(XSS_VIEW);
      const design = theme.designs[theme.designs.length - 1]!;
      const html = renderCardEmbed({ record, theme, design });
      const all = checkInert(html, CARD_EMBED_HEADERS);
      const [anchor] = byTag(all, 'a');
      expect(byTag(all, 'a')).toHaveLength(1);
      expect(attr(anchor!, 'href')).toBe(`${BASE}/${XSS_VIEW.handle}?theme=${theme.id}${design === theme.designs[0] ? '' : `&design=${design}`}`);
      expect(attr(anchor!, 'target')).toBe('_blank');
      expect(attr(anchor!, 'rel')?.split(' ')).toContain('noopener');
      const images = byTag(all, 'img');
      expect(images).toHaveLength(1);
      expect(attr(images[0]!, 'src')).toBe(record.card_urls[theme.id]![design]!.svg);
      expect(attr(images[0]!, 'alt')).toBe(`${XSS_TEXT}'s developer card`);
      expect(textOf(byTag(all, 'style')[0]!)).toMatch(/margin: 0/);
      expect(textOf(byTag(all, 'style')[0]!)).toMatch(/background: transparent/);
    }
  });
});

describe('renderErrorPage', () => {
  it('shows the status, the title and a hostile message as text, under either CSP', () => {
    const html = renderErrorPage({ status: 404, title: 'No such GitHub user', message: `GitHub has no user "${XSS_TEXT}".` });
    for (const headers of [cardPageHeaders([]), CARD_EMBED_HEADERS]) checkInert(html, headers);
    const all = elements(parse(html));
    expect(textOf(byTag(all, 'h1')[0]!)).toBe('No such GitHub user');
    expect(textOf(byTag(all, 'main')[0]!)).toContain(`GitHub has no user "${XSS_TEXT}".`);
    expect(textOf(byTag(all, 'main')[0]!)).toContain('404');
    expect(byTag(all, 'img')).toHaveLength(0);
  });
});

describe('CARD_PAGE_HEADERS', () => {
  it('allows the page stylesheet of every registered theme', async () => {
    const { THEMES: REGISTERED } = await import('./themes/index.ts');
    const { CARD_PAGE_HEADERS } = await import('./page.ts');
    expect(CARD_PAGE_HEADERS).toEqual(cardPageHeaders(REGISTERED));
    for (const theme of REGISTERED) {
      const all = elements(parse(renderCardPage({ record: recordOf(TYPICAL_VIEW), theme, design: theme.designs[0], themes: REGISTERED })));
      expect(CARD_PAGE_HEADERS['content-security-policy']).toContain(hashOf(textOf(byTag(all, 'style')[0]!)));
    }
  });
});
