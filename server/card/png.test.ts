/**
 * The PNG renderer: each card's PNG declares the theme's size (times the scale), read back by the
 * tests' own IHDR reader and once by Python; the generic families draw with the shipped DejaVu
 * faces (the same pixels as naming the face), never a machine's own fonts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPICAL_VIEW } from '../../test/card/card-views.ts';
import { fixtureTheme } from '../../test/card/fixture-theme.ts';
import { pngDimensions } from '../../test/card/png-size.ts';
import { renderPng, renderPngAsync, shippedFamilies } from './png.ts';
import { THEMES } from './themes/index.ts';

const textSvg = (family: string, weight = 'normal'): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40"><rect width="200" height="40" fill="#ffffff"/><text x="4" y="28" font-family="${family}" font-weight="${weight}" font-size="20" fill="#000000">Octocat 74 Wg</text></svg>`;

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, index) => byte === b[index]);

describe('renderPng', () => {
  for (const theme of [fixtureTheme, ...THEMES]) {
    it(`${theme.id}: the card's PNG is ${theme.width}×${theme.height} at scale 1 and twice that at scale 2`, () => {
      const svg = theme.render(TYPICAL_VIEW, theme.designs[0], { animated: false });
      expect(pngDimensions(renderPng(svg))).toEqual({ width: theme.width, height: theme.height });
      expect(pngDimensions(renderPng(svg, { scale: 2 }))).toEqual({ width: theme.width * 2, height: theme.height * 2 });
    });
  }

  it('gives a size Python reads back the same way', () => {
    const theme = fixtureTheme;
    const png = renderPng(theme.render(TYPICAL_VIEW, theme.designs[0], { animated: false }), { scale: 2 });
    const folder = mkdtempSync(join(tmpdir(), 'card-png-'));
    try {
      const file = join(folder, 'card.png');
      writeFileSync(file, png);
      const script = "import struct,sys; d=open(sys.argv[1],'rb').read(); assert d[:8]==b'\\x89PNG\\r\\n\\x1a\\n' and d[12:16]==b'IHDR'; print('%dx%d' % struct.unpack('>II', d[16:24]))";
      expect(execFileSync('python3', ['-c', script, file], { encoding: 'utf8' }).trim()).toBe(`${theme.width * 2}x${theme.height * 2}`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('scales by a fraction too', () => {
    const png = renderPng(textSvg('sans-serif'), { scale: 1.5 });
    expect(pngDimensions(png)).toEqual({ width: 300, height: 60 });
  });

  it('draws the generic families with the shipped DejaVu faces', () => {
    const blank = renderPng(textSvg('sans-serif').replace(/<text[\s\S]*<\/text>/, ''));
    for (const [generic, face] of [['sans-serif', 'DejaVu Sans'], ['serif', 'DejaVu Serif'], ['monospace', 'DejaVu Sans Mono']] as const) {
      for (const weight of ['normal', 'bold']) {
        const drawn = renderPng(textSvg(generic, weight));
        expect(sameBytes(drawn, blank), `${generic} ${weight} draws text`).toBe(false);
        expect(sameBytes(drawn, renderPng(textSvg(face, weight))), `${generic} ${weight} is ${face}`).toBe(true);
      }
    }
    // Three different faces, not one face three times; and bold is its own face.
    expect(sameBytes(renderPng(textSvg('sans-serif')), renderPng(textSvg('serif')))).toBe(false);
    expect(sameBytes(renderPng(textSvg('serif')), renderPng(textSvg('monospace')))).toBe(false);
    expect(sameBytes(renderPng(textSvg('sans-serif')), renderPng(textSvg('sans-serif', 'bold')))).toBe(false);
  });

  it('loads no font of the machine: a family it does not ship falls back to DejaVu Sans', () => {
    // DejaVu and Liberation are installed on many Linux machines; with system fonts loaded these would differ.
    for (const family of ['Liberation Sans', 'Arial', 'Noto Sans']) {
      expect(sameBytes(renderPng(textSvg(family)), renderPng(textSvg('DejaVu Sans'))), family).toBe(true);
    }
  });

  it('gives the same bytes for the same SVG', () => {
    const svg = textSvg('serif', 'bold');
    expect(sameBytes(renderPng(svg, { scale: 2 }), renderPng(svg, { scale: 2 }))).toBe(true);
  });

  it('refuses a scale that is not a positive number up to 8', () => {
    for (const scale of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 9]) expect(() => renderPng(textSvg('serif'), { scale })).toThrow(RangeError);
  });
});

describe('shippedFamilies', () => {
  it('names the generic families in attributes, style attributes and style sheets', () => {
    expect(shippedFamilies(`<text font-family="serif">a</text>`)).toBe(`<text font-family="DejaVu Serif">a</text>`);
    expect(shippedFamilies(`<text font-family='Georgia, "Serif", MONOSPACE'>a</text>`)).toBe(`<text font-family='Georgia, DejaVu Serif, DejaVu Sans Mono'>a</text>`);
    expect(shippedFamilies(`<text style="fill:red; font-family: 'DejaVu Serif', sans-serif">a</text>`)).toBe(`<text style="fill:red; font-family: 'DejaVu Serif', DejaVu Sans">a</text>`);
    expect(shippedFamilies(`<style>.a{font:bold 20px/1.2 monospace}.b{font-family:cursive;fill:#fff}</style>`)).toBe(`<style>.a{font:bold 20px/1.2 DejaVu Sans Mono}.b{font-family:DejaVu Sans;fill:#fff}</style>`);
  });

  it('leaves multi-word family names and text content alone', () => {
    const untouched = `<text font-family="DejaVu Serif">font-family: serif; font-family=&quot;serif&quot;</text>`;
    expect(shippedFamilies(untouched)).toBe(untouched);
  });
});

describe('renderPngAsync', () => {
  it('gives the same bytes as renderPng, off the event loop', async () => {
    const theme = THEMES[THEMES.length - 1]!;
    const svg = theme.render(TYPICAL_VIEW, theme.designs[0], { animated: false });
    const [one, two] = await Promise.all([renderPngAsync(svg, { scale: 2 }), renderPngAsync(textSvg('serif'))]);
    expect(sameBytes(one, renderPng(svg, { scale: 2 }))).toBe(true);
    expect(sameBytes(two, renderPng(textSvg('serif')))).toBe(true);
    expect(pngDimensions(one)).toEqual({ width: theme.width * 2, height: theme.height * 2 });
    await expect(renderPngAsync(svg, { scale: 0 })).rejects.toThrow(RangeError);
  });
});
