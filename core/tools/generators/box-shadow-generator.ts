import { Type } from '@sinclair/typebox';
import { cssPreviewDocument, cssPx, cssRgbaAlways, cssRule, cssNumber } from '../../lib/css-output.ts';
import { cssColor, markup } from '../../lib/markup.ts';
import { rgbToHex } from '../../lib/rgb-color.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Value grammar: CSS Backgrounds and Borders 3 §7.1, <shadow> = inset? && <length>{2,4} && <color>?
 * (offset-x, offset-y, blur radius (negative is invalid), spread distance), written in that order.
 * Presets are single shadows taken from Tailwind CSS v3's shadow scale (MIT; the first layer of
 * each utility), except `sharp`, our hard-edged offset with no blur:
 *   subtle   = shadow-sm    0 1px 2px 0
 *   medium   = shadow-md    0 4px 6px -1px
 *   large    = shadow-lg    0 10px 15px -3px
 *   floating = shadow-2xl   0 25px 50px -12px
 *   inset    = shadow-inner inset 0 2px 4px 0
 *   sharp    =              4px 4px 0 0
 * A preset fills only the fields not given; a field given explicitly always wins. Colour and
 * opacity are never part of a preset (opacity has the spec's default 15, colour black).
 * The colour's own alpha (from rgba()) is multiplied by opacity / 100.
 * No -webkit- prefix: box-shadow has been unprefixed in every browser since 2011 (Chrome 10,
 * Safari 5.1, Firefox 4; MDN's compatibility table), so a prefix would only be noise.
 */

const PRESETS = {
  subtle: { horizontal: 0, vertical: 1, blur: 2, spread: 0, inset: false },
  medium: { horizontal: 0, vertical: 4, blur: 6, spread: -1, inset: false },
  large: { horizontal: 0, vertical: 10, blur: 15, spread: -3, inset: false },
  floating: { horizontal: 0, vertical: 25, blur: 50, spread: -12, inset: false },
  inset: { horizontal: 0, vertical: 2, blur: 4, spread: 0, inset: true },
  sharp: { horizontal: 4, vertical: 4, blur: 0, spread: 0, inset: false },
} as const;
type Preset = keyof typeof PRESETS;
const PRESET_NAMES = Object.keys(PRESETS) as [Preset, ...Preset[]];
const SHAPE_FIELDS = ['horizontal', 'vertical', 'blur', 'spread', 'inset'] as const;

const SELECTOR = '.shadow-box';

const offset = (axis: string) =>
  Type.Optional(Type.Number({ minimum: -200, maximum: 200, description: `${axis} offset in px, -200 to 200 (default: the preset's)` }));

const input = closedObject({
  preset: withDefault(
    stringEnum(PRESET_NAMES, {
      description:
        'Starting values for the fields not given: subtle (0 1px 2px 0), medium (0 4px 6px -1px), large (0 10px 15px -3px), floating (0 25px 50px -12px), inset (inset 0 2px 4px 0), sharp (4px 4px 0 0). Explicit fields win',
    }),
    'medium',
  ),
  horizontal: offset('Horizontal (positive moves the shadow right)'),
  vertical: offset('Vertical (positive moves the shadow down)'),
  blur: Type.Optional(Type.Number({ minimum: 0, maximum: 300, description: "Blur radius in px, 0 to 300 (CSS forbids negative blur; default: the preset's)" })),
  spread: Type.Optional(Type.Number({ minimum: -200, maximum: 200, description: "Spread in px, -200 to 200: positive grows the shadow, negative shrinks it (default: the preset's)" })),
  color: withDefault(Type.String({ maxLength: 64, description: 'Shadow colour: #rgb, #rrggbb, rgb() or rgba(); an alpha is multiplied by opacity' }), '#000000'),
  opacity: withDefault(Type.Number({ minimum: 0, maximum: 100, description: 'Shadow opacity in percent, 0 to 100' }), 15),
  inset: Type.Optional(Type.Boolean({ description: 'Draw the shadow inside the box (default: true for the inset preset, false otherwise)' })),
});

const output = closedObject({
  css: Type.String({ description: `The rule to copy, on the class ${SELECTOR}` }),
  box_shadow: Type.String({ description: 'The box-shadow value alone' }),
  preview_html: Type.String({ description: 'A whole HTML page showing the shadow on a sample card' }),
  preset: stringEnum(PRESET_NAMES, { description: 'The preset that filled the fields not given' }),
  from_preset: Type.Array(Type.String(), { description: 'The fields whose values came from the preset' }),
  horizontal: Type.Number({ description: 'Horizontal offset used, px' }),
  vertical: Type.Number({ description: 'Vertical offset used, px' }),
  blur: Type.Number({ description: 'Blur radius used, px' }),
  spread: Type.Number({ description: 'Spread used, px' }),
  color: Type.String({ description: 'The colour as #rrggbb' }),
  opacity: Type.Number({ description: 'Opacity used, percent' }),
  alpha: Type.Number({ description: 'The alpha written into rgba(): the colour’s own alpha × opacity / 100' }),
  inset: Type.Boolean({ description: 'Whether the shadow is inset' }),
});

const PAGE_STYLE = `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f5f9;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
${SELECTOR}{width:240px;height:160px;border-radius:12px;background:#ffffff;display:flex;align-items:center;justify-content:center;color:#334155;font-size:15px}`;

export default defineTool({
  id: 'box-shadow-generator',
  name: 'Box Shadow Generator',
  category: 'generators',
  description:
    'Build a CSS box-shadow: offsets, blur, spread, colour, opacity (combined into rgba()) and inset, starting from a preset (subtle, medium, large, floating, inset, sharp; Tailwind CSS v3’s shadow scale) whose values any field you give overrides. ' +
    'Returns the rule to copy, the value alone and a preview page. Value order per CSS Backgrounds and Borders 3.',
  keywords: ['css shadow', 'drop shadow', 'shadow css', 'elevation', 'card shadow', 'inset shadow', 'shadow maker'],
  mcp: true,
  input,
  output,
  examples: [
    {
      title: 'The medium preset (Tailwind’s shadow-md) at the default 15 % black',
      input: { preset: 'medium' },
      output: {
        css: '.shadow-box {\n  box-shadow: 0px 4px 6px -1px rgba(0, 0, 0, 0.15);\n}',
        box_shadow: '0px 4px 6px -1px rgba(0, 0, 0, 0.15)',
        preview_html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Box shadow preview</title>\n<style>\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f5f9;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif}\n.shadow-box{width:240px;height:160px;border-radius:12px;background:#ffffff;display:flex;align-items:center;justify-content:center;color:#334155;font-size:15px}\n.shadow-box {\n  box-shadow: 0px 4px 6px -1px rgba(0, 0, 0, 0.15);\n}\n</style>\n</head>\n<body>\n<div class=\"shadow-box\">box-shadow</div>\n</body>\n</html>\n",
        preset: 'medium',
        from_preset: ['horizontal', 'vertical', 'blur', 'spread', 'inset'],
        horizontal: 0, vertical: 4, blur: 6, spread: -1, color: '#000000', opacity: 15, alpha: 0.15, inset: false,
      },
    },
    {
      title: 'MDN’s example 12px 12px 2px 1px rgba(0, 0, 255, .2), inset',
      input: { horizontal: 12, vertical: 12, blur: 2, spread: 1, color: '#0000ff', opacity: 20, inset: true },
      output: {
        css: '.shadow-box {\n  box-shadow: inset 12px 12px 2px 1px rgba(0, 0, 255, 0.2);\n}',
        box_shadow: 'inset 12px 12px 2px 1px rgba(0, 0, 255, 0.2)',
        preview_html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Box shadow preview</title>\n<style>\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f5f9;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif}\n.shadow-box{width:240px;height:160px;border-radius:12px;background:#ffffff;display:flex;align-items:center;justify-content:center;color:#334155;font-size:15px}\n.shadow-box {\n  box-shadow: inset 12px 12px 2px 1px rgba(0, 0, 255, 0.2);\n}\n</style>\n</head>\n<body>\n<div class=\"shadow-box\">box-shadow</div>\n</body>\n</html>\n",
        preset: 'medium',
        from_preset: [],
        horizontal: 12, vertical: 12, blur: 2, spread: 1, color: '#0000ff', opacity: 20, alpha: 0.2, inset: true,
      },
    },
  ],
  run(values) {
    const base = PRESETS[values.preset];
    const fromPreset = SHAPE_FIELDS.filter((field) => values[field] === undefined);
    const shape = {
      horizontal: values.horizontal ?? base.horizontal,
      vertical: values.vertical ?? base.vertical,
      blur: values.blur ?? base.blur,
      spread: values.spread ?? base.spread,
      inset: values.inset ?? base.inset,
    };
    const color = cssColor(values.color, 'color');
    const alpha = Number(((color.alpha * values.opacity) / 100).toFixed(3));
    const shadowColor = cssRgbaAlways(color.rgb, alpha);
    const boxShadow = [...(shape.inset ? ['inset'] : []), cssPx(shape.horizontal), cssPx(shape.vertical), cssPx(shape.blur), cssPx(shape.spread), shadowColor].join(' ');
    const css = cssRule(SELECTOR, [['box-shadow', boxShadow]]);
    const body = markup`<div class="shadow-box">box-shadow</div>`;
    return {
      css,
      box_shadow: boxShadow,
      preview_html: cssPreviewDocument('Box shadow preview', css, body, PAGE_STYLE),
      preset: values.preset,
      from_preset: [...fromPreset],
      horizontal: Number(cssNumber(shape.horizontal)),
      vertical: Number(cssNumber(shape.vertical)),
      blur: Number(cssNumber(shape.blur)),
      spread: Number(cssNumber(shape.spread)),
      color: rgbToHex(color.rgb),
      opacity: values.opacity,
      alpha,
      inset: shape.inset,
    };
  },
});
