import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { cssProblems } from '../../../test/css-syntax.ts';

interface Color {
  role: string; hex: string; rgb: string; hsl: string; css_variable: string;
  contrast_on_white: number; contrast_on_black: number; text_color: string;
}
interface Result { base_color: string; palette_type: string; colors: Color[]; css: string; svg: string; preview_html: string }

const palette = (base_color: string, palette_type?: string) =>
  run<Result>('color-palette-generator', palette_type === undefined ? { base_color } : { base_color, palette_type });
const hexes = async (base: string, type: string) => (await palette(base, type)).colors.map((color) => color.hex);

/*
 * Known answers from python3, run by hand: CSS Color 4 §7.1/7.2 in exact rational arithmetic
 * (fractions.Fraction), channels rounded half up. python's colorsys (floats) gives the same hexes
 * except at exact .5 ties, where float noise decides (#3498db turned +30° has green 68.5 exactly;
 * colorsys computes 68.4999… and prints #3444db):
 *   from fractions import Fraction as F; import math
 *   def hsl(x):
 *     r,g,b=(F(int(x[i:i+2],16),255) for i in (1,3,5)); mx,mn=max(r,g,b),min(r,g,b); l=(mx+mn)/2; d=mx-mn
 *     if d==0: return F(0),F(0),l
 *     s=(mx-l)/min(l,1-l); h=((g-b)/d+(6 if g<b else 0)) if mx==r else ((b-r)/d+2) if mx==g else ((r-g)/d+4)
 *     return h*60,s,l
 *   def rgb(h,s,l):
 *     def f(n): k=(n+h/30)%12; a=s*min(l,1-l); return l-a*max(-1,min(k-3,9-k,1))
 *     return '#'+''.join('%02x'%math.floor(f(n)*255+F(1,2)) for n in (0,8,4))
 *   def rot(x,d): h,s,l=hsl(x); return rgb((h+d)%360,s,l)
 *   def light(x,fn): h,s,l=hsl(x); return rgb(h,s,fn(l))
 */
describe('color-palette-generator', () => {
  describe('hue rotations (python3 colorsys)', () => {
    it('analogous: [rot("#3498db",d) for d in (-30,0,30)]', async () => {
      expect(await hexes('#3498db', 'analogous')).toEqual(['#34dbcb', '#3498db', '#3445db']);
    });
    it('complementary: rot("#ff0000",180)', async () => {
      expect(await hexes('#ff0000', 'complementary')).toEqual(['#ff0000', '#00ffff']);
    });
    it('triadic: [rot("#2ecc71",d) for d in (0,120,240)]', async () => {
      expect(await hexes('#2ecc71', 'triadic')).toEqual(['#2ecc71', '#712ecc', '#cc712e']);
    });
    it('tetradic: [rot("#ff8800",d) for d in (0,90,180,270)]', async () => {
      expect(await hexes('#ff8800', 'tetradic')).toEqual(['#ff8800', '#00ff09', '#0077ff', '#ff00f7']);
    });
    it('split_complementary: [rot("#3498db",d) for d in (0,150,210)]', async () => {
      expect(await hexes('#3498db', 'split_complementary')).toEqual(['#3498db', '#db3445', '#dbcb34']);
    });
    it('defaults to analogous', async () => {
      expect((await palette('#3498db')).palette_type).toBe('analogous');
    });
  });

  describe('lightness series (python3 colorsys)', () => {
    it('monochromatic: light("#3498db", fn) for l/3, 2l/3, l, l+(1-l)/3, l+2(1-l)/3', async () => {
      expect(await hexes('#3498db', 'monochromatic')).toEqual(['#0e334d', '#1b6799', '#3498db', '#78bae7', '#bbddf3']);
    });
    it('shades: l*(1-F(k,5))', async () => {
      expect(await hexes('#3498db', 'shades')).toEqual(['#3498db', '#217bb8', '#185d8a', '#103e5c', '#081f2e']);
      expect(await hexes('#808080', 'shades')).toEqual(['#808080', '#666666', '#4d4d4d', '#333333', '#1a1a1a']);
    });
    it('tints: l+(1-l)*F(k,5)', async () => {
      expect(await hexes('#3498db', 'tints')).toEqual(['#3498db', '#5dade2', '#85c1e9', '#aed6f1', '#d6eaf8']);
    });
    it('black and white give degenerate but valid series', async () => {
      expect(await hexes('#000', 'shades')).toEqual(Array(5).fill('#000000'));
      expect(await hexes('#fff', 'tints')).toEqual(Array(5).fill('#ffffff'));
      expect(await hexes('#000', 'complementary')).toEqual(['#000000', '#000000']);
    });
  });

  describe('each colour', () => {
    it('in hex, rgb() and hsl(), with its role and variable', async () => {
      // python3: h,l,s = hls('#3498db') → 204.07°, 69.87 %, 53.14 %
      const [first] = (await palette('#3498db', 'complementary')).colors;
      expect(first).toMatchObject({ role: 'base', hex: '#3498db', rgb: 'rgb(52, 152, 219)', hsl: 'hsl(204.1, 69.9%, 53.1%)', css_variable: '--color-1' });
      const second = (await palette('#3498db', 'complementary')).colors[1]!;
      expect(second).toMatchObject({ role: 'complement', hsl: 'hsl(24.1, 69.9%, 53.1%)', css_variable: '--color-2' });
    });

    it('with WCAG contrast against white and black', async () => {
      // python3 WCAG 2.x by hand: L = .2126 R + .7152 G + .0722 B (linearised, 0.04045); #3498db: 1.05/(L+.05) = 3.153, (L+.05)/.05 = 6.660
      const [, base] = (await palette('#3498db', 'analogous')).colors;
      expect(base).toMatchObject({ contrast_on_white: 3.15, contrast_on_black: 6.66, text_color: '#000000' });
      // #777 on white is 4.48:1 (WebAIM's checker; color-contrast's own example).
      expect((await palette('#777777', 'shades')).colors[0]).toMatchObject({ contrast_on_white: 4.48, contrast_on_black: 4.69 });
      expect((await palette('#000000', 'shades')).colors[0]).toMatchObject({ contrast_on_white: 21, contrast_on_black: 1, text_color: '#ffffff' });
    });

    it('never rounds a ratio up onto a WCAG level it misses', async () => {
      // python3, WCAG by hand: #595959 on black (L+.05)/.05 = 2.99797, #959595 on white 1.05/(L+.05) = 2.99535: both miss 3:1
      expect((await palette('#595959', 'shades')).colors[0]).toMatchObject({ contrast_on_black: 2.99 });
      expect((await palette('#959595', 'shades')).colors[0]).toMatchObject({ contrast_on_white: 2.99 });
      // #3445db on black is 3.0202 (python3 as above): it meets 3:1 and shows 3.02
      expect((await palette('#3498db', 'analogous')).colors[2]).toMatchObject({ hex: '#3445db', contrast_on_black: 3.02, contrast_on_white: 6.95, text_color: '#ffffff' });
    });
  });

  describe('outputs', () => {
    it('CSS custom properties on :root that parse', async () => {
      const result = await palette('#ff0000', 'triadic');
      expect(result.css).toBe(':root {\n  --color-1: #ff0000;\n  --color-2: #00ff00;\n  --color-3: #0000ff;\n}');
      expect(cssProblems(result.css)).toEqual([]);
      for (const color of result.colors) expect(cssProblems(`.a { color: ${color.hex}; }`)).toEqual([]);
    });

    it('an SVG swatch strip, one labelled rect per colour', async () => {
      const result = await palette('#3498db', 'tints');
      expect(XMLValidator.validate(result.svg)).toBe(true);
      const svg = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(result.svg).svg;
      expect(svg['@width']).toBe('600');
      expect(svg.rect.map((rect: Record<string, string>) => rect['@fill'])).toEqual(result.colors.map((color) => color.hex));
      expect(svg.text.map((text: Record<string, string>) => text['#text'])).toEqual(result.colors.map((color) => color.hex));
    });

    it('a preview page using the variables', async () => {
      const result = await palette('#3498db', 'complementary');
      expect(result.preview_html).toContain(result.css);
      expect(result.preview_html).toContain('background:var(--color-2)');
    });
  });

  describe('input', () => {
    it('takes #rgb, rgb() and percentages, any case', async () => {
      expect((await palette('#F00', 'complementary')).base_color).toBe('#ff0000');
      expect((await palette('RGB(100%, 0%, 0%)', 'complementary')).base_color).toBe('#ff0000');
    });

    it('refuses translucent, named and hostile colours and unknown types, naming the field', async () => {
      await expectInvalid('color-palette-generator', { base_color: 'rgba(255, 0, 0, 0.5)' }, /^base_color: .*opaque/);
      await expectInvalid('color-palette-generator', { base_color: 'red' }, /^base_color: /);
      await expectInvalid('color-palette-generator', { base_color: '' }, /^base_color/);
      await expectInvalid('color-palette-generator', { base_color: '#fff;}</style><script>alert(1)</script>' }, /^base_color: /);
      await expectInvalid('color-palette-generator', { base_color: '#'.repeat(65) }, /^base_color/);
      await expectInvalid('color-palette-generator', { base_color: '#fff', palette_type: 'split-complementary' }, /^palette_type/);
      await expectInvalid('color-palette-generator', {}, /base_color/);
      await expectInvalid('color-palette-generator', JSON.parse('{"base_color": "#fff", "__proto__": {"x": 1}}'), /__proto__/);
    });
  });
});
