import { Type } from '@sinclair/typebox';
import { quoteClipped } from '../../lib/quote.ts';
import { parseCssRgba, rgbToHex, type Rgb, type Rgba } from '../../lib/rgb-color.ts';
import { relativeLuminance, shownRatio } from '../../lib/wcag-contrast.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * WCAG 2.x (W3C WCAG 2.1, definitions of "relative luminance" and "contrast ratio"; success
 * criteria 1.4.3, 1.4.6 and 1.4.11):
 *   channel c = v / 255, linear = c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4
 *   L = 0.2126 R + 0.7152 G + 0.0722 B;  ratio = (L_lighter + 0.05) / (L_darker + 0.05)
 * Threshold: WCAG 2.0/2.1 print 0.03928, copied from an old sRGB draft; the sRGB standard
 * (IEC 61966-2-1) and WCAG 2.2's definition use 0.04045. No 8-bit channel lies between them
 * (10/255 = 0.0392, 11/255 = 0.0431), so for opaque hex and integer rgb() colours both give the
 * same answer; a channel blended from an alpha can fall between, and there the standard's
 * 0.04045 is the correct one.
 * Transparency: a colour with alpha < 1 is composited "source-over" (W3C Compositing and Blending
 * Level 1, §5.1: c = α·c_s + (1 − α)·c_b): the background over white (a page's usual canvas), then
 * the foreground over that background. Levels: AA 4.5:1 normal text and 3:1 large text (1.4.3),
 * AAA 7:1 and 4.5:1 (1.4.6), 3:1 for UI components and graphics (1.4.11). The ratio is compared
 * unrounded: WCAG's Understanding 1.4.3 says 4.499:1 does not meet 4.5:1.
 */

const MAX_COLOR = 100;
const WHITE: Rgb = [255, 255, 255];

const LEVELS = {
  aa_normal_text: { required: 4.5, label: 'AA normal text' },
  aa_large_text: { required: 3, label: 'AA large text' },
  aaa_normal_text: { required: 7, label: 'AAA normal text' },
  aaa_large_text: { required: 4.5, label: 'AAA large text' },
  ui_components: { required: 3, label: 'UI components' },
} as const;
type Level = keyof typeof LEVELS;

/** `top` with opacity `alpha` over an opaque `bottom`, channel by channel. */
const over = (top: Rgb, alpha: number, bottom: Rgb): Rgb => top.map((c, i) => alpha * c + (1 - alpha) * bottom[i]!) as Rgb;

function parse(text: string, field: 'foreground' | 'background'): Rgba {
  if (text.length > MAX_COLOR) invalid(`${field}: ${quoteClipped(text)} is too long to be a colour`);
  const parsed = parseCssRgba(text);
  if (typeof parsed === 'string') invalid(`${field}: ${quoteClipped(text)} is not a colour: ${parsed}`);
  return parsed;
}

const colorOutput = (which: string) =>
  closedObject(
    {
      input: Type.String({ description: `The ${which} as given` }),
      alpha: Type.Number({ description: 'Its opacity, 0–1 (1 unless written with rgba)' }),
      r: Type.Number({ description: 'Red as seen, 0–255, after compositing (fractional when blended)' }),
      g: Type.Number({ description: 'Green as seen, 0–255, after compositing' }),
      b: Type.Number({ description: 'Blue as seen, 0–255, after compositing' }),
      hex: Type.String({ description: 'The colour as seen, channels rounded to whole numbers, #rrggbb' }),
      luminance: Type.Number({ description: 'WCAG relative luminance, 0 (black) to 1 (white)' }),
    },
    { description: `The ${which}: as given, and as seen after compositing` },
  );

const levelOutput = (level: Level) =>
  closedObject(
    {
      required: Type.Number({ description: 'The minimum contrast ratio of this level' }),
      pass: Type.Boolean({ description: 'Whether the ratio meets it (compared unrounded)' }),
    },
    { description: `${LEVELS[level].label}: at least ${LEVELS[level].required}:1` },
  );

function describeColor(input: string, alpha: number, seen: Rgb, luminance: number) {
  const [r, g, b] = seen;
  return { input, alpha, r, g, b, hex: rgbToHex(seen.map((c) => Math.round(c)) as Rgb), luminance };
}

export default defineTool({
  id: 'color-contrast',
  name: 'Color Contrast',
  category: 'math',
  description:
    'WCAG 2.x contrast ratio of a text colour on a background (#rgb, #rrggbb, rgb(), rgba()), with pass or fail for AA and AAA, normal and large text ' +
    '(1.4.3, 1.4.6) and UI components (1.4.11, 3:1). Relative luminance and contrast ratio as W3C WCAG 2.1 defines them, with the sRGB threshold 0.04045; ' +
    'a translucent foreground is blended over the background, a translucent background over white.',
  keywords: ['wcag', 'contrast ratio', 'accessibility', 'a11y', 'color checker', 'colour contrast', 'luminance', 'text contrast', 'aa', 'aaa'],
  mcp: true,
  input: closedObject({
    foreground: Type.String({
      maxLength: MAX_COLOR,
      description: 'The text (or icon) colour: #rgb, #rrggbb, rgb(r, g, b) or rgba(r, g, b, a); channels 0–255 or %, alpha 0–1 or %. Blended over the background when alpha < 1',
    }),
    background: Type.String({
      maxLength: MAX_COLOR,
      description: 'The background colour, in the same forms; blended over white when alpha < 1',
    }),
  }),
  output: closedObject({
    foreground: colorOutput('foreground'),
    background: colorOutput('background'),
    ratio: Type.Number({ description: 'The contrast ratio (L1 + 0.05) / (L2 + 0.05), 1 to 21, unrounded' }),
    ratio_text: Type.String({ description: 'The ratio as N:1 with 2 decimals (never rounded up onto a level it misses)' }),
    wcag: closedObject(
      {
        aa_normal_text: levelOutput('aa_normal_text'),
        aa_large_text: levelOutput('aa_large_text'),
        aaa_normal_text: levelOutput('aaa_normal_text'),
        aaa_large_text: levelOutput('aaa_large_text'),
        ui_components: levelOutput('ui_components'),
      },
      { description: 'Pass or fail per WCAG level; large text is at least 18 pt, or 14 pt bold' },
    ),
    method: Type.String({ description: 'The formulas and the compositing used' }),
    summary: Type.String({ description: 'The answer in one sentence' }),
  }),
  examples: [
    {
      title: 'Grey #777 on white just misses AA (WebAIM: 4.48:1)',
      input: { foreground: '#777', background: '#ffffff' },
      output: {
        foreground: { input: '#777', alpha: 1, r: 119, g: 119, b: 119, hex: '#777777', luminance: 0.184474994500441 },
        background: { input: '#ffffff', alpha: 1, r: 255, g: 255, b: 255, hex: '#ffffff', luminance: 1 },
        ratio: 4.478089453577214,
        ratio_text: '4.48:1',
        wcag: {
          aa_normal_text: { required: 4.5, pass: false },
          aa_large_text: { required: 3, pass: true },
          aaa_normal_text: { required: 7, pass: false },
          aaa_large_text: { required: 4.5, pass: false },
          ui_components: { required: 3, pass: true },
        },
        method: 'WCAG 2.x: L = 0.2126 R + 0.7152 G + 0.0722 B of sRGB-linearised channels (threshold 0.04045); ratio = (L1 + 0.05) / (L2 + 0.05)',
        summary: 'Contrast 4.48:1: passes AA large text, UI components; fails AA normal text, AAA normal text, AAA large text.',
      },
    },
    {
      title: 'Half-transparent black on white',
      input: { foreground: 'rgba(0, 0, 0, 0.5)', background: '#fff' },
      output: {
        foreground: { input: 'rgba(0, 0, 0, 0.5)', alpha: 0.5, r: 127.5, g: 127.5, b: 127.5, hex: '#808080', luminance: 0.21404114048223255 },
        background: { input: '#fff', alpha: 1, r: 255, g: 255, b: 255, hex: '#ffffff', luminance: 1 },
        ratio: 3.976653024912438,
        ratio_text: '3.98:1',
        wcag: {
          aa_normal_text: { required: 4.5, pass: false },
          aa_large_text: { required: 3, pass: true },
          aaa_normal_text: { required: 7, pass: false },
          aaa_large_text: { required: 4.5, pass: false },
          ui_components: { required: 3, pass: true },
        },
        method:
          'WCAG 2.x: L = 0.2126 R + 0.7152 G + 0.0722 B of sRGB-linearised channels (threshold 0.04045); ratio = (L1 + 0.05) / (L2 + 0.05); ' +
          'foreground (alpha 0.5) composited over the background',
        summary: 'Contrast 3.98:1: passes AA large text, UI components; fails AA normal text, AAA normal text, AAA large text.',
      },
    },
  ],
  run({ foreground, background }) {
    const fg = parse(foreground, 'foreground');
    const bg = parse(background, 'background');
    const bgSeen = bg.alpha < 1 ? over(bg.rgb, bg.alpha, WHITE) : bg.rgb;
    const fgSeen = fg.alpha < 1 ? over(fg.rgb, fg.alpha, bgSeen) : fg.rgb;
    const lf = relativeLuminance(fgSeen);
    const lb = relativeLuminance(bgSeen);
    const ratio = (Math.max(lf, lb) + 0.05) / (Math.min(lf, lb) + 0.05);
    const wcag = Object.fromEntries(
      (Object.keys(LEVELS) as Level[]).map((level) => [level, { required: LEVELS[level].required, pass: ratio >= LEVELS[level].required }]),
    ) as Record<Level, { required: number; pass: boolean }>;
    const text = `${shownRatio(ratio)}:1`;
    const passed = (Object.keys(LEVELS) as Level[]).filter((level) => wcag[level].pass).map((level) => LEVELS[level].label);
    const failed = (Object.keys(LEVELS) as Level[]).filter((level) => !wcag[level].pass).map((level) => LEVELS[level].label);
    const blending = [
      ...(bg.alpha < 1 ? [`background (alpha ${bg.alpha}) composited over white`] : []),
      ...(fg.alpha < 1 ? [`foreground (alpha ${fg.alpha}) composited over the background`] : []),
    ];
    const verdicts = [...(passed.length ? [`passes ${passed.join(', ')}`] : []), ...(failed.length ? [`fails ${failed.join(', ')}`] : [])];
    return {
      foreground: describeColor(foreground, fg.alpha, fgSeen, lf),
      background: describeColor(background, bg.alpha, bgSeen, lb),
      ratio,
      ratio_text: text,
      wcag,
      method: [
        'WCAG 2.x: L = 0.2126 R + 0.7152 G + 0.0722 B of sRGB-linearised channels (threshold 0.04045); ratio = (L1 + 0.05) / (L2 + 0.05)',
        ...blending,
      ].join('; '),
      summary: `Contrast ${text}: ${verdicts.join('; ')}.`,
    };
  },
});
