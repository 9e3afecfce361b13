import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { hex: string; rgb: string; hsl: string; r: number; g: number; b: number; h: number; s: number; l: number };
const convert = (color: string, from: 'hex' | 'rgb' | 'hsl') => run<Result>('color-convert', { color, from });

/**
 * CSS Color 4 named colours (§6.1, hex and rgb as the table gives them) with their HSL from
 * python3: colorsys.rgb_to_hls(r/255, g/255, b/255), h×360, s×100, l×100 rounded (no halves among these).
 */
const NAMED: [string, string, [number, number, number], [number, number, number]][] = [
  ['rebeccapurple', '#663399', [102, 51, 153], [270, 50, 40]],
  ['orange', '#ffa500', [255, 165, 0], [39, 100, 50]],
  ['teal', '#008080', [0, 128, 128], [180, 100, 25]],
  ['coral', '#ff7f50', [255, 127, 80], [16, 100, 66]],
  ['steelblue', '#4682b4', [70, 130, 180], [207, 44, 49]],
  ['goldenrod', '#daa520', [218, 165, 32], [43, 74, 49]],
  ['crimson', '#dc143c', [220, 20, 60], [348, 83, 47]],
  ['chartreuse', '#7fff00', [127, 255, 0], [90, 100, 50]],
  ['hotpink', '#ff69b4', [255, 105, 180], [330, 100, 71]],
  ['navy', '#000080', [0, 0, 128], [240, 100, 25]],
  ['gray', '#808080', [128, 128, 128], [0, 0, 50]],
  ['white', '#ffffff', [255, 255, 255], [0, 0, 100]],
  ['black', '#000000', [0, 0, 0], [0, 0, 0]],
];

describe('color-convert', () => {
  it('converts the CSS named colours from hex and from rgb', async () => {
    for (const [name, hex, [r, g, b], [h, s, l]] of NAMED) {
      const expected = { hex, rgb: `rgb(${r}, ${g}, ${b})`, hsl: `hsl(${h}, ${s}%, ${l}%)`, r, g, b, h, s, l };
      expect(await convert(hex.toUpperCase(), 'hex'), name).toEqual(expected);
      expect(await convert(`rgb(${r},${g},${b})`, 'rgb'), name).toEqual(expected);
    }
  });

  it('converts hsl to rgb by CSS Color 4, rounding the exact channel half up', async () => {
    // python3: [round(c * 255) for c in colorsys.hls_to_rgb(h/360, l/100, s/100)], exact ties checked with fractions.Fraction
    expect(await convert('hsl(270, 50%, 40%)', 'hsl')).toMatchObject({ hex: '#663399', r: 102, g: 51, b: 153 });
    expect(await convert('hsl(195, 53%, 79%)', 'hsl')).toMatchObject({ hex: '#add8e6' }); // lightblue
    expect(await convert('hsl(0, 100%, 50%)', 'hsl')).toMatchObject({ rgb: 'rgb(255, 0, 0)' });
    expect(await convert('hsl(240, 100%, 50%)', 'hsl')).toMatchObject({ rgb: 'rgb(0, 0, 255)' });
    expect(await convert('hsl(300, 76%, 72%)', 'hsl')).toMatchObject({ rgb: 'rgb(238, 129, 238)' }); // 129.336: violet's hsl is itself rounded
    // Exact halves go up: 0.5 × 255 = 127.5 → 128 (colorsys' floats give 127.5 and 76.49999999999999).
    expect(await convert('hsl(0, 0%, 50%)', 'hsl')).toMatchObject({ hex: '#808080' });
    expect(await convert('hsl(120, 100%, 25%)', 'hsl')).toMatchObject({ rgb: 'rgb(0, 128, 0)' });
    expect(await convert('hsl(210, 12.5%, 30%)', 'hsl')).toMatchObject({ rgb: 'rgb(67, 77, 86)' });
  });

  it('gives the input hsl rounded, and treats 360° as 0°', async () => {
    expect(await convert('hsl(38.8, 100%, 50%)', 'hsl')).toEqual({
      hex: '#ffa500', rgb: 'rgb(255, 165, 0)', hsl: 'hsl(39, 100%, 50%)', r: 255, g: 165, b: 0, h: 39, s: 100, l: 50,
    });
    expect(await convert('hsl(360, 100%, 50%)', 'hsl')).toMatchObject({ hex: '#ff0000', h: 0 });
    expect(await convert('hsl(359.5, 100%, 50%)', 'hsl')).toMatchObject({ h: 0 });
    expect(await convert('HSL( 200deg ,0 , 12.5 )', 'hsl')).toMatchObject({ hsl: 'hsl(200, 0%, 13%)', hex: '#202020' });
    expect(await convert('hsl(.5, 99.5%, 0.4%)', 'hsl')).toMatchObject({ h: 1, s: 100, l: 0 });
  });

  it('accepts #rgb, any case, an optional #, spaces and a case-insensitive rgb()', async () => {
    expect(await convert('#FfF', 'hex')).toMatchObject({ hex: '#ffffff' });
    expect(await convert('#1a2B3c', 'hex')).toMatchObject({ r: 26, g: 43, b: 60 });
    expect(await convert('663399', 'hex')).toMatchObject({ hex: '#663399' });
    expect(await convert('  #abc  ', 'hex')).toMatchObject({ hex: '#aabbcc' });
    expect(await convert('RGB( 1 ,2,   3 )', 'rgb')).toMatchObject({ hex: '#010203' });
  });

  it('refuses a colour not in the from form, naming color and the form', async () => {
    await expectInvalid('color-convert', { color: 'rgb(1, 2, 3)', from: 'hex' },
      'color: "rgb(1, 2, 3)" is not in the hex form #rgb or #rrggbb (hex digits, any case) (it looks like rgb: set from to rgb)');
    await expectInvalid('color-convert', { color: '#663399', from: 'rgb' }, /^color: "#663399" is not in the rgb form rgb\(r, g, b\) with integers 0–255 \(it looks like hex/);
    await expectInvalid('color-convert', { color: 'rebeccapurple', from: 'hex' }, /^color: "rebeccapurple" is not in the hex form/);
    await expectInvalid('color-convert', { color: '#12345', from: 'hex' }, /^color: "#12345" is not in the hex form .*: 5 hex digits$/);
    await expectInvalid('color-convert', { color: '#12345g', from: 'hex' }, /^color: "#12345g" is not in the hex form/);
    await expectInvalid('color-convert', { color: '#6639', from: 'hex' }, /an alpha channel is not supported/);
    await expectInvalid('color-convert', { color: '#66339980', from: 'hex' }, /an alpha channel is not supported/);
    await expectInvalid('color-convert', { color: '', from: 'hex' }, /^color: "" is not in the hex form/);
  });

  it('refuses rgb channels that are not integers 0–255', async () => {
    await expectInvalid('color-convert', { color: 'rgb(256, 0, 0)', from: 'rgb' }, /^color: "rgb\(256, 0, 0\)" is not in the rgb form .*: red "256" is not an integer from 0 to 255$/);
    await expectInvalid('color-convert', { color: 'rgb(0, -1, 0)', from: 'rgb' }, /green "-1" is not an integer/);
    await expectInvalid('color-convert', { color: 'rgb(0, 0, 1.5)', from: 'rgb' }, /blue "1.5" is not an integer/);
    await expectInvalid('color-convert', { color: 'rgb(100%, 0, 0)', from: 'rgb' }, /red "100%" is not an integer/);
    await expectInvalid('color-convert', { color: 'rgb(1, 2)', from: 'rgb' }, /^color: "rgb\(1, 2\)" is not in the rgb form/);
    await expectInvalid('color-convert', { color: 'rgb(1, 2, 3, 4)', from: 'rgb' }, /is not in the rgb form/);
    await expectInvalid('color-convert', { color: 'rgb(1 2 3)', from: 'rgb' }, /is not in the rgb form/);
    await expectInvalid('color-convert', { color: 'rgba(1, 2, 3, 0.5)', from: 'rgb' }, /an alpha channel is not supported/);
  });

  it('refuses hsl components out of range', async () => {
    await expectInvalid('color-convert', { color: 'hsl(361, 50%, 50%)', from: 'hsl' }, /: hue "361" is not a number from 0 to 360$/);
    await expectInvalid('color-convert', { color: 'hsl(-10, 50%, 50%)', from: 'hsl' }, /hue "-10"/);
    await expectInvalid('color-convert', { color: 'hsl(10, 100.1%, 50%)', from: 'hsl' }, /saturation "100.1%" is not a number from 0 to 100/);
    await expectInvalid('color-convert', { color: 'hsl(10, 50%, 1e2%)', from: 'hsl' }, /lightness "1e2%"/);
    await expectInvalid('color-convert', { color: 'hsl(10, 50%, %)', from: 'hsl' }, /lightness "%"/);
    await expectInvalid('color-convert', { color: 'hsla(10, 50%, 50%, 1)', from: 'hsl' }, /an alpha channel is not supported/);
  });

  it('never echoes a huge colour', async () => {
    const huge = `rgb(${'1,'.repeat(500_000)}`;
    await expectInvalid('color-convert', { color: huge, from: 'rgb' }, `color: "rgb(${'1,'.repeat(18)}"… is not in the rgb form rgb(r, g, b) with integers 0–255: too long`);
    await expectInvalid('color-convert', { color: `rgb(${' '.repeat(1_000_000)}`, from: 'rgb' }, 'color: "rgb(" is not in the rgb form rgb(r, g, b) with integers 0–255');
    await expectInvalid('color-convert', { color: `#${'f'.repeat(100_000)}`, from: 'hex' }, /too long/);
  });

  it('refuses wrong types and forms', async () => {
    await expectInvalid('color-convert', { color: 0x663399, from: 'hex' }, 'color: must be a string, got an integer');
    await expectInvalid('color-convert', { color: '#fff', from: 'cmyk' }, 'from: must be one of hex, rgb, hsl');
    await expectInvalid('color-convert', { color: '#fff' }, 'from: is required');
  });

  it('round-trips every rgb colour through hex; through integer hsl a channel moves by at most 5', async () => {
    // The worst case over all 2^24 colours (found by an exhaustive float search, then checked with python3 colorsys):
    // rgb(2, 228, 230) → hsl(181, 98%, 45%) (h 180.52, s 98.28, l 45.49) → rgb(2, 223, 227).
    expect(await convert('rgb(2, 228, 230)', 'rgb')).toMatchObject({ hsl: 'hsl(181, 98%, 45%)' });
    expect(await convert('hsl(181, 98%, 45%)', 'hsl')).toMatchObject({ rgb: 'rgb(2, 223, 227)' });
    const channel = fc.integer({ min: 0, max: 255 });
    await fc.assert(
      fc.asyncProperty(channel, channel, channel, async (r, g, b) => {
        const fromRgb = await convert(`rgb(${r}, ${g}, ${b})`, 'rgb');
        expect(fromRgb).toMatchObject({ r, g, b });
        expect(await convert(fromRgb.hex, 'hex')).toEqual(fromRgb);
        const back = await convert(fromRgb.hsl, 'hsl');
        for (const key of ['r', 'g', 'b'] as const) expect(Math.abs(back[key] - fromRgb[key])).toBeLessThanOrEqual(5);
      }),
      { numRuns: 300 },
    );
  });
});
