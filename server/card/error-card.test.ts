/**
 * The error card and its OG twin: the theme's size (and 1200×630) read back from the PNG,
 * well-formed, nothing that loads or runs, the status and title shown, and the message (which
 * may quote a hostile handle) escaped and fitted however long it is.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { XSS_TEXT } from '../../test/card/card-views.ts';
import { fixtureTheme } from '../../test/card/fixture-theme.ts';
import { pngDimensions } from '../../test/card/png-size.ts';
import { errorCardSvg, ogErrorSvg } from './error-card.ts';
import { renderPng } from './png.ts';
import { THEMES } from './themes/index.ts';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

const ERRORS = [
  { status: 404, title: 'No such GitHub user', message: 'GitHub has no user called octocat-nope.' },
  { status: 400, title: 'Invalid handle', message: `"${XSS_TEXT}" is not a GitHub handle: letters, digits and single hyphens, up to 39 characters.` },
  { status: 503, title: 'GitHub is unavailable', message: 'GitHub’s rate limit is exhausted and this card is not cached yet. Try again in a few minutes.' },
];

/** Every text node of the document, in order. */
function texts(svg: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') for (const [key, value] of Object.entries(node)) key === '#text' ? found.push(String(value)) : walk(value);
  };
  walk(new XMLParser({ ignoreAttributes: false, alwaysCreateTextNode: true }).parse(svg));
  return found;
}

function checkInert(svg: string): void {
  expect(XMLValidator.validate(svg)).toBe(true);
  // javascript: may be shown as text; what matters is that nothing links, loads or runs.
  expect(svg).not.toMatch(/<script|<img|<foreignObject|<a\b|<animate|href=/i);
  expect(svg).not.toMatch(/<[^>]*\son\w+\s*=/i);
  expect(svg.match(/<\/svg>/g)).toHaveLength(1);
  expect(svg).not.toContain(XSS_TEXT);
}

describe('errorCardSvg', () => {
  for (const theme of [fixtureTheme, ...THEMES]) {
    it(`${theme.id}: card-sized, in the palette, PNG ${theme.width}×${theme.height}`, () => {
      for (const error of ERRORS) {
        const svg = errorCardSvg(theme, error);
        checkInert(svg);
        const root = (parser.parse(svg) as { svg: Record<string, string> }).svg;
        expect([root.width, root.height, root.viewBox]).toEqual([String(theme.width), String(theme.height), `0 0 ${theme.width} ${theme.height}`]);
        expect(svg).toContain(`fill="${theme.palette.background}"`);
        expect(pngDimensions(renderPng(svg, { scale: 2 }))).toEqual({ width: theme.width * 2, height: theme.height * 2 });
      }
    });
  }

  it('shows the status, the title and the message', () => {
    const shown = texts(errorCardSvg(fixtureTheme, ERRORS[2]!)).join(' ');
    expect(shown).toContain('503');
    expect(shown).toContain('GitHub is unavailable');
    expect(shown).toContain('rate limit is exhausted');
    expect(shown).toContain('tooldeck cards');
  });

  it('carries a hostile message as escaped text', () => {
    const svg = errorCardSvg(fixtureTheme, ERRORS[1]!);
    checkInert(svg);
    expect(svg).toContain('&lt;script&gt;');
    expect(texts(svg).join(' ')).toContain('<script>');
  });

  it('fits 10 KB of text, control characters and lone surrogates into a valid card', () => {
    const message = `\u0000\u0007\ud800${'W'.repeat(10_000)} ${'</svg>'.repeat(500)}`;
    for (const svg of [errorCardSvg(fixtureTheme, { status: 404, title: message, message }), ogErrorSvg(fixtureTheme, { status: 404, title: message, message })]) {
      checkInert(svg);
      expect(svg.length).toBeLessThan(6_000);
    }
  });

  it('shows no status it was not given a number for', () => {
    expect(texts(errorCardSvg(fixtureTheme, { status: Number.NaN, title: 't', message: 'm' }))).toContain('Error');
  });
});

describe('ogErrorSvg', () => {
  it('is a 1200×630 image in the palette, its PNG read back 1200×630', () => {
    for (const theme of [fixtureTheme, ...THEMES]) {
      for (const error of ERRORS) {
        const svg = ogErrorSvg(theme, error);
        checkInert(svg);
        expect(svg).toContain('width="1200" height="630" viewBox="0 0 1200 630"');
        expect(texts(svg)).toContain(String(error.status));
        expect(pngDimensions(renderPng(svg))).toEqual({ width: 1200, height: 630 });
      }
    }
  });
});
