import { Type } from '@sinclair/typebox';
import { cssNumber, cssPreviewDocument, cssRule } from '../../lib/css-output.ts';
import { hslToRgb, rgbToHsl, rotateHue, type Hsl } from '../../lib/hsl-color.ts';
import { cssColor, markup } from '../../lib/markup.ts';
import { rgbToHex, type Rgb } from '../../lib/rgb-color.ts';
import { contrastRatio, shownRatio } from '../../lib/wcag-contrast.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Colour maths in HSL, with the sRGB ↔ HSL conversions of W3C CSS Color 4 §7.1–7.2
 * (lib/hsl-color.ts); channels rounded half up to integers for hex and rgb().
 * Harmonies are hue rotations on the HSL colour wheel, saturation and lightness kept
 * (definitions as in TinyColor's complement/analogous/triad/tetrad and the colour-wheel schemes
 * of Wikipedia's "Color scheme": split-complementary takes the two neighbours of the complement):
 *   complementary       0°, 180°
 *   analogous           −30°, 0°, +30°
 *   triadic             0°, 120°, 240°
 *   tetradic (square)   0°, 90°, 180°, 270°
 *   split_complementary 0°, 150°, 210°
 * Lightness series keep hue and saturation:
 *   monochromatic  L/3, 2L/3, L, L + (100 − L)/3, L + 2(100 − L)/3 (darkest to lightest, base in the middle)
 *   shades         L × (1 − k/5), k = 0…4 (towards black)
 *   tints          L + (100 − L) × k/5, k = 0…4 (towards white)
 * Contrast: WCAG 2.x contrast ratio against white and black (lib/wcag-contrast.ts).
 */

const PALETTE_TYPES = ['complementary', 'analogous', 'triadic', 'tetradic', 'split_complementary', 'monochromatic', 'shades', 'tints'] as const;
type PaletteType = (typeof PALETTE_TYPES)[number];

const SWATCH = 120;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

interface Member {
  role: string;
  hsl: Hsl;
}

const rotation = (base: Hsl, degrees: number, role: string): Member => ({ role, hsl: { ...base, h: rotateHue(base.h, degrees) } });
const lightness = (base: Hsl, l: number, role: string): Member => ({ role, hsl: { ...base, l } });
const signed = (degrees: number) => `${degrees > 0 ? '+' : '−'}${Math.abs(degrees)}°`;

function members(type: PaletteType, base: Hsl): Member[] {
  const { l } = base;
  switch (type) {
    case 'complementary':
      return [rotation(base, 0, 'base'), rotation(base, 180, 'complement')];
    case 'analogous':
      return [rotation(base, -30, `analogous ${signed(-30)}`), rotation(base, 0, 'base'), rotation(base, 30, `analogous ${signed(30)}`)];
    case 'triadic':
      return [rotation(base, 0, 'base'), rotation(base, 120, `triadic ${signed(120)}`), rotation(base, 240, `triadic ${signed(240)}`)];
    case 'tetradic':
      return [rotation(base, 0, 'base'), ...[90, 180, 270].map((degrees) => rotation(base, degrees, `tetradic ${signed(degrees)}`))];
    case 'split_complementary':
      return [rotation(base, 0, 'base'), rotation(base, 150, `split complement ${signed(150)}`), rotation(base, 210, `split complement ${signed(210)}`)];
    case 'monochromatic':
      return [
        lightness(base, l / 3, 'darker 2'),
        lightness(base, (2 * l) / 3, 'darker 1'),
        lightness(base, l, 'base'),
        lightness(base, l + (100 - l) / 3, 'lighter 1'),
        lightness(base, l + (2 * (100 - l)) / 3, 'lighter 2'),
      ];
    case 'shades':
      return [0, 1, 2, 3, 4].map((k) => lightness(base, l * (1 - k / 5), k === 0 ? 'base' : `shade ${k * 20}%`));
    case 'tints':
      return [0, 1, 2, 3, 4].map((k) => lightness(base, l + ((100 - l) * k) / 5, k === 0 ? 'base' : `tint ${k * 20}%`));
  }
}

/**
 * Half up, after cutting floating-point noise at 6 decimals: exact ties are common (#ff8800 turned
 * 90° has blue 8.5 exactly, computed as 8.4999999), and they must round the way exact arithmetic does.
 */
const roundChannel = (channel: number): number => Math.round(Number(channel.toFixed(6)));

const colorOutput = closedObject({
  role: Type.String({ description: 'Its place in the palette: base, complement, analogous +30°, shade 40%…' }),
  hex: Type.String({ description: '#rrggbb' }),
  rgb: Type.String({ description: 'rgb(r, g, b), integer channels' }),
  hsl: Type.String({ description: 'hsl(h, s%, l%) as constructed, one decimal' }),
  css_variable: Type.String({ description: 'The custom property holding it (--color-1…)' }),
  contrast_on_white: Type.Number({ description: 'WCAG 2.x contrast ratio against #ffffff, 2 decimals, never rounded up onto a level it misses' }),
  contrast_on_black: Type.Number({ description: 'WCAG 2.x contrast ratio against #000000, 2 decimals, never rounded up onto a level it misses' }),
  text_color: Type.String({ description: 'The more legible text colour on it: #000000 or #ffffff' }),
});

const output = closedObject({
  base_color: Type.String({ description: 'The base colour as #rrggbb' }),
  palette_type: stringEnum(PALETTE_TYPES, { description: 'The palette built' }),
  colors: Type.Array(colorOutput, { description: 'The palette, in display order' }),
  css: Type.String({ description: 'The palette as CSS custom properties on :root' }),
  svg: Type.String({ description: 'A swatch strip as SVG, each swatch labelled with its hex' }),
  preview_html: Type.String({ description: 'A whole HTML page showing the swatches through the custom properties' }),
});

const one = (value: number) => cssNumber(value, 1);

function describe(member: Member, index: number) {
  const rgb = hslToRgb(member.hsl).map(roundChannel) as Rgb;
  const onWhite = contrastRatio(rgb, WHITE);
  const onBlack = contrastRatio(rgb, BLACK);
  return {
    role: member.role,
    hex: rgbToHex(rgb),
    rgb: `rgb(${rgb.join(', ')})`,
    hsl: `hsl(${one(member.hsl.h)}, ${one(member.hsl.s)}%, ${one(member.hsl.l)}%)`,
    css_variable: `--color-${index + 1}`,
    contrast_on_white: shownRatio(onWhite),
    contrast_on_black: shownRatio(onBlack),
    text_color: onBlack >= onWhite ? '#000000' : '#ffffff',
  };
}

type Swatch = ReturnType<typeof describe>;

function swatchSvg(colors: readonly Swatch[]): string {
  const width = SWATCH * colors.length;
  const swatches = colors.map(
    (color, index) =>
      markup`<rect x="${index * SWATCH}" y="0" width="${SWATCH}" height="${SWATCH}" fill="${color.hex}"/><text x="${index * SWATCH + SWATCH / 2}" y="${SWATCH - 14}" fill="${color.text_color}" text-anchor="middle" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="14">${color.hex}</text>`,
  );
  return markup`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${SWATCH}" viewBox="0 0 ${width} ${SWATCH}">${swatches}</svg>`.html;
}

const PAGE_STYLE = `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.palette{display:flex;border-radius:12px;overflow:hidden;box-shadow:0 4px 12px rgba(15,23,42,0.15)}
.swatch{width:120px;height:160px;display:flex;flex-direction:column;justify-content:flex-end;padding:10px;box-sizing:border-box;font-size:13px}
.swatch code{font-family:ui-monospace,Menlo,Consolas,monospace}`;

export default defineTool({
  id: 'color-palette-generator',
  name: 'Color Palette Generator',
  category: 'generators',
  description:
    'Build a colour palette from one base colour: complementary, analogous, triadic, tetradic, split-complementary (hue rotations on the HSL wheel) or monochromatic, shades and tints (lightness series). ' +
    'Each colour comes as hex, rgb() and hsl() with its WCAG contrast against white and black; plus CSS custom properties, an SVG swatch strip and a preview. HSL per W3C CSS Color 4.',
  keywords: ['color scheme', 'colour palette', 'color harmony', 'complementary colors', 'color wheel', 'shades', 'tints', 'palette generator', 'hsl'],
  mcp: true,
  input: closedObject({
    base_color: Type.String({ maxLength: 64, description: 'The colour to build from: #rgb, #rrggbb or rgb(); opaque (a palette has no transparency)' }),
    palette_type: withDefault(
      stringEnum(PALETTE_TYPES, {
        description:
          'complementary (0°, 180°), analogous (−30°, 0°, +30°), triadic (0°, 120°, 240°), tetradic (square: 0°, 90°, 180°, 270°), split_complementary (0°, 150°, 210°), monochromatic (5 lightnesses around the base), shades (5 steps towards black), tints (5 steps towards white)',
      }),
      'analogous',
    ),
  }),
  output,
  examples: [
    {
      title: 'Analogous colours around a blue',
      input: { base_color: '#3498db', palette_type: 'analogous' },
      output: {
        base_color: '#3498db',
        palette_type: 'analogous',
        colors: [
          { role: "analogous −30°", hex: "#34dbcb", rgb: "rgb(52, 219, 203)", hsl: "hsl(174.1, 69.9%, 53.1%)", css_variable: "--color-1", contrast_on_white: 1.73, contrast_on_black: 12.14, text_color: "#000000" },
          { role: "base", hex: "#3498db", rgb: "rgb(52, 152, 219)", hsl: "hsl(204.1, 69.9%, 53.1%)", css_variable: "--color-2", contrast_on_white: 3.15, contrast_on_black: 6.66, text_color: "#000000" },
          { role: "analogous +30°", hex: "#3445db", rgb: "rgb(52, 69, 219)", hsl: "hsl(234.1, 69.9%, 53.1%)", css_variable: "--color-3", contrast_on_white: 6.95, contrast_on_black: 3.02, text_color: "#ffffff" },
        ],
        css: ":root {\n  --color-1: #34dbcb;\n  --color-2: #3498db;\n  --color-3: #3445db;\n}",
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\" height=\"120\" viewBox=\"0 0 360 120\"><rect x=\"0\" y=\"0\" width=\"120\" height=\"120\" fill=\"#34dbcb\"/><text x=\"60\" y=\"106\" fill=\"#000000\" text-anchor=\"middle\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"14\">#34dbcb</text><rect x=\"120\" y=\"0\" width=\"120\" height=\"120\" fill=\"#3498db\"/><text x=\"180\" y=\"106\" fill=\"#000000\" text-anchor=\"middle\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"14\">#3498db</text><rect x=\"240\" y=\"0\" width=\"120\" height=\"120\" fill=\"#3445db\"/><text x=\"300\" y=\"106\" fill=\"#ffffff\" text-anchor=\"middle\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"14\">#3445db</text></svg>",
        preview_html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Colour palette preview</title>\n<style>\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif}\n.palette{display:flex;border-radius:12px;overflow:hidden;box-shadow:0 4px 12px rgba(15,23,42,0.15)}\n.swatch{width:120px;height:160px;display:flex;flex-direction:column;justify-content:flex-end;padding:10px;box-sizing:border-box;font-size:13px}\n.swatch code{font-family:ui-monospace,Menlo,Consolas,monospace}\n:root {\n  --color-1: #34dbcb;\n  --color-2: #3498db;\n  --color-3: #3445db;\n}\n</style>\n</head>\n<body>\n<div class=\"palette\"><div class=\"swatch\" style=\"background:var(--color-1);color:#000000\"><span>analogous −30°</span><code>#34dbcb</code></div><div class=\"swatch\" style=\"background:var(--color-2);color:#000000\"><span>base</span><code>#3498db</code></div><div class=\"swatch\" style=\"background:var(--color-3);color:#ffffff\"><span>analogous +30°</span><code>#3445db</code></div></div>\n</body>\n</html>\n",
      },
    },
    {
      title: 'A triadic palette from red',
      input: { base_color: 'rgb(255, 0, 0)', palette_type: 'triadic' },
      output: {
        base_color: '#ff0000',
        palette_type: 'triadic',
        colors: [
          { role: "base", hex: "#ff0000", rgb: "rgb(255, 0, 0)", hsl: "hsl(0, 100%, 50%)", css_variable: "--color-1", contrast_on_white: 4, contrast_on_black: 5.25, text_color: "#000000" },
          { role: "triadic +120°", hex: "#00ff00", rgb: "rgb(0, 255, 0)", hsl: "hsl(120, 100%, 50%)", css_variable: "--color-2", contrast_on_white: 1.37, contrast_on_black: 15.3, text_color: "#000000" },
          { role: "triadic +240°", hex: "#0000ff", rgb: "rgb(0, 0, 255)", hsl: "hsl(240, 100%, 50%)", css_variable: "--color-3", contrast_on_white: 8.59, contrast_on_black: 2.44, text_color: "#ffffff" },
        ],
        css: ":root {\n  --color-1: #ff0000;\n  --color-2: #00ff00;\n  --color-3: #0000ff;\n}",
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\" height=\"120\" viewBox=\"0 0 360 120\"><rect x=\"0\" y=\"0\" width=\"120\" height=\"120\" fill=\"#ff0000\"/><text x=\"60\" y=\"106\" fill=\"#000000\" text-anchor=\"middle\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"14\">#ff0000</text><rect x=\"120\" y=\"0\" width=\"120\" height=\"120\" fill=\"#00ff00\"/><text x=\"180\" y=\"106\" fill=\"#000000\" text-anchor=\"middle\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"14\">#00ff00</text><rect x=\"240\" y=\"0\" width=\"120\" height=\"120\" fill=\"#0000ff\"/><text x=\"300\" y=\"106\" fill=\"#ffffff\" text-anchor=\"middle\" font-family=\"ui-monospace, Menlo, Consolas, monospace\" font-size=\"14\">#0000ff</text></svg>",
        preview_html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Colour palette preview</title>\n<style>\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif}\n.palette{display:flex;border-radius:12px;overflow:hidden;box-shadow:0 4px 12px rgba(15,23,42,0.15)}\n.swatch{width:120px;height:160px;display:flex;flex-direction:column;justify-content:flex-end;padding:10px;box-sizing:border-box;font-size:13px}\n.swatch code{font-family:ui-monospace,Menlo,Consolas,monospace}\n:root {\n  --color-1: #ff0000;\n  --color-2: #00ff00;\n  --color-3: #0000ff;\n}\n</style>\n</head>\n<body>\n<div class=\"palette\"><div class=\"swatch\" style=\"background:var(--color-1);color:#000000\"><span>base</span><code>#ff0000</code></div><div class=\"swatch\" style=\"background:var(--color-2);color:#000000\"><span>triadic +120°</span><code>#00ff00</code></div><div class=\"swatch\" style=\"background:var(--color-3);color:#ffffff\"><span>triadic +240°</span><code>#0000ff</code></div></div>\n</body>\n</html>\n",
      },
    },
  ],
  run({ base_color, palette_type }) {
    const base = cssColor(base_color, 'base_color');
    if (base.alpha !== 1) invalid('base_color: a palette is made of opaque colours; give the colour without an alpha');
    const colors = members(palette_type, rgbToHsl(base.rgb)).map(describe);
    const css = cssRule(':root', colors.map((color) => [color.css_variable, color.hex] as const));
    const body = markup`<div class="palette">${colors.map(
      (color) => markup`<div class="swatch" style="background:var(${color.css_variable});color:${color.text_color}"><span>${color.role}</span><code>${color.hex}</code></div>`,
    )}</div>`;
    return {
      base_color: rgbToHex(base.rgb),
      palette_type,
      colors,
      css,
      svg: swatchSvg(colors),
      preview_html: cssPreviewDocument('Colour palette preview', css, body, PAGE_STYLE),
    };
  },
});
