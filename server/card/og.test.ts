/**
 * The OG image: 1200×630 read back from its PNG, well-formed, the theme's static card nested as an
 * <svg> that resvg draws (pixel for pixel the card rendered alone, for the opaque fixture card),
 * the values a share preview needs, and hostile text only as escaped text.
 */
import { createRequire } from 'node:module';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { ALL_VIEWS, TYPICAL_VIEW, XSS_TEXT, XSS_VIEW } from '../../test/card/card-views.ts';
import { fixtureTheme } from '../../test/card/fixture-theme.ts';
import { pngDimensions } from '../../test/card/png-size.ts';
import { cardOutline, nestedSvg, ogFrame, ogImageSvg } from './og.ts';
import { renderPng } from './png.ts';
import { THEMES } from './themes/index.ts';

const { Resvg } = createRequire(import.meta.url)('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

/** RGBA pixels straight from resvg (the library, not our renderer). */
function pixels(svg: string, fitTo?: { mode: 'height'; value: number }): { data: Uint8Array; width: number } {
  const image = new Resvg(svg, { font: { loadSystemFonts: false }, ...(fitTo ? { fitTo } : {}) }).render();
  return { data: new Uint8Array(image.pixels), width: image.width };
}

/** The nested card's placement, read from the OG SVG. */
function cardBox(svg: string): { x: number; y: number; width: number; height: number; viewBox: string } {
  // The card is the one <svg> inside the image, drawn over its shadow.
  const root = (parser.parse(svg) as { svg: { svg: Record<string, string> } }).svg;
  const nested = root.svg;
  return { x: Number(nested.x), y: Number(nested.y), width: Number(nested.width), height: Number(nested.height), viewBox: nested.viewBox! };
}

describe('ogImageSvg', () => {
  for (const theme of [fixtureTheme, ...THEMES]) {
    it(`${theme.id}: every design is a well-formed 1200×630 image whose PNG reads back 1200×630`, () => {
      for (const design of theme.designs) {
        const svg = ogImageSvg(theme, TYPICAL_VIEW, design);
        expect(XMLValidator.validate(svg)).toBe(true);
        expect(svg).not.toMatch(/<\?xml|<!DOCTYPE|<animate|<set\b|@keyframes|<script|<foreignObject/i);
        expect(pngDimensions(renderPng(svg))).toEqual({ width: 1200, height: 630 });
      }
    });

    it(`${theme.id}: nests the card with its own viewBox, as tall as the margins allow, and resvg draws it`, () => {
      const svg = ogImageSvg(theme, TYPICAL_VIEW, theme.designs[0]);
      const box = cardBox(svg);
      expect(box.viewBox).toBe(`0 0 ${theme.width} ${theme.height}`);
      expect(box.width / box.height).toBeCloseTo(theme.width / theme.height, 2);
      expect(box.height).toBeLessThanOrEqual(630 - 2 * 40);
      expect(box.x + box.width).toBeLessThan(700);
      // The same image with the card left out: the card's box must differ over most of its area.
      const withCard = pixels(svg);
      const blank = { ...theme, render: () => `<svg xmlns="http://www.w3.org/2000/svg" width="${theme.width}" height="${theme.height}" viewBox="0 0 ${theme.width} ${theme.height}"/>` };
      const withoutCard = pixels(ogImageSvg(blank, TYPICAL_VIEW, theme.designs[0]));
      let differ = 0;
      let total = 0;
      for (let y = Math.ceil(box.y); y < box.y + box.height; y += 4) {
        for (let x = Math.ceil(box.x); x < box.x + box.width; x += 4) {
          const at = (y * 1200 + x) * 4;
          total++;
          if ([0, 1, 2].some((channel) => Math.abs(withCard.data[at + channel]! - withoutCard.data[at + channel]!) > 8)) differ++;
        }
      }
      expect(differ / total).toBeGreaterThan(0.3);
    });
  }

  it('draws the fixture card exactly as the card alone at that height', () => {
    const svg = ogImageSvg(fixtureTheme, TYPICAL_VIEW, 'plain');
    const box = cardBox(svg);
    const og = pixels(svg);
    const alone = pixels(fixtureTheme.render(TYPICAL_VIEW, 'plain', { animated: false }), { mode: 'height', value: box.height });
    let close = 0;
    let total = 0;
    // The inside of the card (its rounded corners show the background), one pixel in four each way.
    for (let y = 24; y < box.height - 24; y += 4) {
      for (let x = 24; x < box.width - 24; x += 4) {
        const a = ((Math.round(box.y) + y) * 1200 + Math.round(box.x) + x) * 4;
        const b = (y * alone.width + x) * 4;
        total++;
        if ([0, 1, 2].every((channel) => Math.abs(og.data[a + channel]! - alone.data[b + channel]!) <= 24)) close++;
      }
    }
    expect(close / total).toBeGreaterThan(0.97);
  });

  it('casts a shadow without a filter (resvg pays one by the pixel), following the outline, not the box', () => {
    // A card shaped as a triangle pointing down: its box's lower corners are empty.
    const triangle = {
      ...fixtureTheme,
      width: 100,
      height: 100,
      render: () => `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><defs><rect id="unused" width="1" height="1"/></defs><path d="M0 0 H100 L50 100 Z" fill="#888888"/></svg>`,
    };
    const svg = ogImageSvg(triangle, TYPICAL_VIEW, 'plain');
    expect(svg).not.toMatch(/<filter\b/);
    const box = cardBox(svg);
    const og = pixels(svg);
    const frame = pixels(ogFrame(triangle, ''));
    const darkening = (x: number, y: number): number => {
      const at = (Math.round(y) * 1200 + Math.round(x)) * 4;
      return [0, 1, 2].reduce((sum, channel) => sum + frame.data[at + channel]! - og.data[at + channel]!, 0) / 3;
    };
    // Below the tip the background is darker; far below it, and in the box's empty corners, it is not.
    expect(darkening(box.x + box.width / 2, box.y + box.height + 6)).toBeGreaterThan(4);
    expect(Math.abs(darkening(box.x + box.width / 2, box.y + box.height + 45))).toBeLessThanOrEqual(1);
    expect(Math.abs(darkening(box.x + 6, box.y + box.height - 6))).toBeLessThanOrEqual(1);
    expect(Math.abs(darkening(box.x + box.width - 6, box.y + box.height - 6))).toBeLessThanOrEqual(1);
  });

  it('shows who it is and what the card says', () => {
    const svg = ogImageSvg(fixtureTheme, TYPICAL_VIEW, 'plain');
    for (const value of ['The Octocat', '@octocat', 'The Icon', 'Few repos, and everyone knows them.', '>74<', 'GOLD · CAM', 'tooldeck cards', fixtureTheme.palette.background]) expect(svg).toContain(value);
  });

  it('fits the longest values and survives every test view', () => {
    for (const view of Object.values(ALL_VIEWS)) {
      const svg = ogImageSvg(fixtureTheme, view, 'framed');
      expect(XMLValidator.validate(svg)).toBe(true);
      expect(svg.length).toBeLessThan(20_000);
    }
  });

  it('carries hostile text only escaped', () => {
    const svg = ogImageSvg(fixtureTheme, XSS_VIEW, 'plain');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<img');
    expect(svg).not.toContain(XSS_TEXT);
    expect(svg).toContain('&quot;&gt;&lt;script&gt;');
    // The outer image and the nested card: two roots, two closes.
    expect(svg.match(/<svg\b/g)).toHaveLength(2);
    expect(svg.match(/<\/svg>/g)).toHaveLength(2);
  });
});

describe('nestedSvg', () => {
  it('drops what precedes the root and places it, keeping the viewBox', () => {
    const card = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- a comment -->\n<svg xmlns="http://www.w3.org/2000/svg" width="340" height='480' viewBox="0 0 340 480" x="5"><rect width="340" height="480"/></svg>`;
    expect(nestedSvg(card, { x: 64, y: 48, width: 378.25, height: 534 })).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 480" x="64" y="48" width="378.25" height="534"><rect width="340" height="480"/></svg>`,
    );
  });

  it('refuses what is not an SVG document', () => {
    expect(() => nestedSvg('<html></html>', { x: 0, y: 0, width: 1, height: 1 })).toThrow();
  });
});

describe('cardOutline', () => {
  it('is the first shape the card draws after its definitions, in the card\'s units', () => {
    const card = (body: string): string => `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="600" height="360" viewBox="0 0 600 360"><defs><rect id="x" width="2" height="2"/></defs>${body}</svg>`;
    expect(cardOutline(card('<rect width="600" height="360" rx="18" fill="url(#screen)"/><path d="M0 0"/>'), 600, 360)).toBe('<rect x="0" y="0" width="600" height="360" rx="18" ry="18"/>');
    expect(cardOutline(card(`<g filter="url(#drop)"><path d="M10 22 L18 6 H588 Q598 22 598 32 V350 Z" fill="#c9a35f"/></g>`), 600, 360)).toBe('<path d="M10 22 L18 6 H588 Q598 22 598 32 V350 Z"/>');
  });

  it('falls back to the card\'s box, and takes nothing but numbers and path commands', () => {
    expect(cardOutline('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 480"><text>hi</text></svg>', 340, 480)).toBe('<rect width="340" height="480"/>');
    expect(cardOutline(`<svg viewBox="0 0 340 480"><path d="M0 0 L1 1 Z&quot;/><script>"/></svg>`, 340, 480)).toBe('<rect width="340" height="480"/>');
    expect(cardOutline(`<svg viewBox="0 0 340 480"><rect x="oops" width="12px" height="x"/></svg>`, 340, 480)).toBe('<rect x="0" y="0" width="12" height="480" rx="0" ry="0"/>');
  });
});

describe('ogFrame', () => {
  it('is the 1200×630 canvas in the palette', () => {
    const svg = ogFrame(fixtureTheme, '');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('width="1200" height="630" viewBox="0 0 1200 630"');
    expect(svg).toContain(fixtureTheme.palette.accent);
  });
});
