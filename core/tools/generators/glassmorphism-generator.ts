import { Type } from '@sinclair/typebox';
import { cssPreviewDocument, cssPx, cssRgbaAlways, cssRule, cssNumber, type Declaration } from '../../lib/css-output.ts';
import { cssColor, markup } from '../../lib/markup.ts';
import { rgbToHex } from '../../lib/rgb-color.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * The rule has the shape of the widely copied ui.glass (glassmorphism.com) generator output:
 *   background: rgba(255, 255, 255, 0.25); box-shadow: 0 8px 32px 0 rgba(31, 38, 135, 0.37);
 *   backdrop-filter: blur(4px); -webkit-backdrop-filter: blur(4px); border-radius: 10px;
 *   border: 1px solid rgba(255, 255, 255, 0.18);
 * which is our `classic` preset; the shadow and the light rim (white at 0.18) are kept as they
 * are for every colour. Decisions:
 * - transparency is what it says: 0 % opaque, 100 % fully see-through; the background's alpha is
 *   (100 − transparency) / 100, times the colour's own alpha when it is given with rgba().
 * - saturation is the saturate() percentage of the backdrop (Filter Effects 1: 100 % unchanged).
 * - -webkit-backdrop-filter is written before the standard property: Safari before 18 only knew the
 *   prefixed one (MDN compatibility table of backdrop-filter).
 * - A preset fills the fields not given; any field given wins.
 */

interface Glass {
  blur: number;
  transparency: number;
  saturation: number;
  border_radius: number;
  border_width: number;
  color: string;
}

const PRESETS: Record<string, Glass> = {
  classic: { blur: 4, transparency: 75, saturation: 100, border_radius: 10, border_width: 1, color: '#ffffff' },
  frosted: { blur: 16, transparency: 80, saturation: 180, border_radius: 16, border_width: 1, color: '#ffffff' },
  clear: { blur: 2, transparency: 90, saturation: 100, border_radius: 12, border_width: 1, color: '#ffffff' },
  dark: { blur: 12, transparency: 40, saturation: 150, border_radius: 16, border_width: 1, color: '#111827' },
  tinted: { blur: 10, transparency: 70, saturation: 160, border_radius: 20, border_width: 1, color: '#6366f1' },
};
const PRESET_NAMES = ['classic', 'frosted', 'clear', 'dark', 'tinted'] as const;
const FIELDS = ['blur', 'transparency', 'saturation', 'border_radius', 'border_width', 'color'] as const;

const SELECTOR = '.glass';
const SHADOW = '0px 8px 32px 0px rgba(31, 38, 135, 0.37)';
const RIM = 'rgba(255, 255, 255, 0.18)';

const input = closedObject({
  preset: withDefault(
    stringEnum(PRESET_NAMES, {
      description:
        'Starting values for the fields not given: classic (ui.glass: blur 4, transparency 75, saturation 100, radius 10, border 1, white), frosted (16, 80, 180, 16, 1, white), clear (2, 90, 100, 12, 1, white), dark (12, 40, 150, 16, 1, #111827), tinted (10, 70, 160, 20, 1, #6366f1). Explicit fields win',
    }),
    'classic',
  ),
  blur: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: "Backdrop blur radius in px, 0 to 100 (default: the preset's)" })),
  transparency: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: "How see-through the glass is, percent: 0 opaque, 100 fully transparent (default: the preset's)" })),
  saturation: Type.Optional(Type.Number({ minimum: 0, maximum: 300, description: "Backdrop saturate() in percent, 0 to 300; 100 leaves colours unchanged (default: the preset's)" })),
  border_radius: Type.Optional(Type.Number({ minimum: 0, maximum: 200, description: "Corner radius in px, 0 to 200 (default: the preset's)" })),
  border_width: Type.Optional(Type.Number({ minimum: 0, maximum: 20, description: "Width of the light rim in px, 0 to 20; 0 writes border: none (default: the preset's)" })),
  color: Type.Optional(Type.String({ maxLength: 64, description: "The glass colour: #rgb, #rrggbb, rgb() or rgba() (an alpha is multiplied in); default: the preset's" })),
});

const output = closedObject({
  css: Type.String({ description: `The rule to copy, on the class ${SELECTOR}` }),
  background: Type.String({ description: 'The background value: the colour at the alpha transparency leaves' }),
  backdrop_filter: Type.String({ description: 'The backdrop-filter value (written twice: -webkit- prefixed for Safari before 18, and standard)' }),
  border: Type.String({ description: 'The border value' }),
  border_radius_css: Type.String({ description: 'The border-radius value' }),
  box_shadow: Type.String({ description: 'The box-shadow value (ui.glass’s)' }),
  preview_html: Type.String({ description: 'A whole HTML page showing the glass card over a colourful gradient' }),
  preset: stringEnum(PRESET_NAMES, { description: 'The preset that filled the fields not given' }),
  from_preset: Type.Array(Type.String(), { description: 'The fields whose values came from the preset' }),
  blur: Type.Number({ description: 'Blur used, px' }),
  transparency: Type.Number({ description: 'Transparency used, percent' }),
  saturation: Type.Number({ description: 'Saturation used, percent' }),
  border_radius: Type.Number({ description: 'Radius used, px' }),
  border_width: Type.Number({ description: 'Border width used, px' }),
  color: Type.String({ description: 'The glass colour as #rrggbb' }),
  alpha: Type.Number({ description: 'The background alpha: (100 − transparency) / 100 × the colour’s own alpha' }),
});

const PAGE_STYLE = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#ff6b6b 0%,#feca57 25%,#48dbfb 50%,#1dd1a1 75%,#5f27cd 100%)}
.stage{position:relative;width:420px;height:300px;display:flex;align-items:center;justify-content:center}
.blob{position:absolute;border-radius:50%}
.blob.one{width:160px;height:160px;left:0;top:0;background:#ee5253}
.blob.two{width:120px;height:120px;right:10px;bottom:0;background:#0abde3}
.blob.three{width:90px;height:90px;right:60px;top:20px;background:#ff9ff3}
${SELECTOR}{position:relative;width:300px;padding:28px;color:#0f172a}
${SELECTOR}.on-dark{color:#f8fafc}
${SELECTOR} h1{margin:0 0 8px;font-size:20px}
${SELECTOR} p{margin:0;font-size:14px;line-height:1.5}`;

export default defineTool({
  id: 'glassmorphism-generator',
  name: 'Glassmorphism Generator',
  category: 'generators',
  description:
    'Build a frosted-glass CSS card: translucent background (rgba), backdrop-filter blur() and saturate() (with the -webkit- twin Safari needs), light border, radius and soft shadow, in the shape of ui.glass’s generator output. ' +
    'Presets classic, frosted, clear, dark and tinted; any field you give overrides the preset. Returns the rule, each value, and a preview over a colourful gradient.',
  keywords: ['glass effect', 'frosted glass', 'backdrop filter', 'backdrop-filter', 'glass card', 'blur background', 'glassmorphism css', 'glass ui'],
  mcp: true,
  input,
  output,
  examples: [
    {
      title: 'The classic ui.glass card',
      input: { preset: 'classic' },
      output: {
        css: ".glass {\n  background: rgba(255, 255, 255, 0.25);\n  -webkit-backdrop-filter: blur(4px) saturate(100%);\n  backdrop-filter: blur(4px) saturate(100%);\n  border: 1px solid rgba(255, 255, 255, 0.18);\n  border-radius: 10px;\n  box-shadow: 0px 8px 32px 0px rgba(31, 38, 135, 0.37);\n}",
        background: 'rgba(255, 255, 255, 0.25)',
        backdrop_filter: 'blur(4px) saturate(100%)',
        border: '1px solid rgba(255, 255, 255, 0.18)',
        border_radius_css: '10px',
        box_shadow: '0px 8px 32px 0px rgba(31, 38, 135, 0.37)',
        preview_html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Glassmorphism preview</title>\n<style>\n*{box-sizing:border-box}\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif;background:linear-gradient(135deg,#ff6b6b 0%,#feca57 25%,#48dbfb 50%,#1dd1a1 75%,#5f27cd 100%)}\n.stage{position:relative;width:420px;height:300px;display:flex;align-items:center;justify-content:center}\n.blob{position:absolute;border-radius:50%}\n.blob.one{width:160px;height:160px;left:0;top:0;background:#ee5253}\n.blob.two{width:120px;height:120px;right:10px;bottom:0;background:#0abde3}\n.blob.three{width:90px;height:90px;right:60px;top:20px;background:#ff9ff3}\n.glass{position:relative;width:300px;padding:28px;color:#0f172a}\n.glass.on-dark{color:#f8fafc}\n.glass h1{margin:0 0 8px;font-size:20px}\n.glass p{margin:0;font-size:14px;line-height:1.5}\n.glass {\n  background: rgba(255, 255, 255, 0.25);\n  -webkit-backdrop-filter: blur(4px) saturate(100%);\n  backdrop-filter: blur(4px) saturate(100%);\n  border: 1px solid rgba(255, 255, 255, 0.18);\n  border-radius: 10px;\n  box-shadow: 0px 8px 32px 0px rgba(31, 38, 135, 0.37);\n}\n</style>\n</head>\n<body>\n<div class=\"stage\">\n<div class=\"blob one\"></div><div class=\"blob two\"></div><div class=\"blob three\"></div>\n<div class=\"glass\"><h1>Glass card</h1><p>Whatever is behind this card is blurred and saturated by backdrop-filter.</p></div>\n</div>\n</body>\n</html>\n",
        preset: 'classic',
        from_preset: ['blur', 'transparency', 'saturation', 'border_radius', 'border_width', 'color'],
        blur: 4, transparency: 75, saturation: 100, border_radius: 10, border_width: 1, color: '#ffffff', alpha: 0.25,
      },
    },
    {
      title: 'Dark glass with a stronger blur and square-ish corners',
      input: { preset: 'dark', blur: 20, border_radius: 4 },
      output: {
        css: ".glass {\n  background: rgba(17, 24, 39, 0.6);\n  -webkit-backdrop-filter: blur(20px) saturate(150%);\n  backdrop-filter: blur(20px) saturate(150%);\n  border: 1px solid rgba(255, 255, 255, 0.18);\n  border-radius: 4px;\n  box-shadow: 0px 8px 32px 0px rgba(31, 38, 135, 0.37);\n}",
        background: 'rgba(17, 24, 39, 0.6)',
        backdrop_filter: 'blur(20px) saturate(150%)',
        border: '1px solid rgba(255, 255, 255, 0.18)',
        border_radius_css: '4px',
        box_shadow: '0px 8px 32px 0px rgba(31, 38, 135, 0.37)',
        preview_html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Glassmorphism preview</title>\n<style>\n*{box-sizing:border-box}\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif;background:linear-gradient(135deg,#ff6b6b 0%,#feca57 25%,#48dbfb 50%,#1dd1a1 75%,#5f27cd 100%)}\n.stage{position:relative;width:420px;height:300px;display:flex;align-items:center;justify-content:center}\n.blob{position:absolute;border-radius:50%}\n.blob.one{width:160px;height:160px;left:0;top:0;background:#ee5253}\n.blob.two{width:120px;height:120px;right:10px;bottom:0;background:#0abde3}\n.blob.three{width:90px;height:90px;right:60px;top:20px;background:#ff9ff3}\n.glass{position:relative;width:300px;padding:28px;color:#0f172a}\n.glass.on-dark{color:#f8fafc}\n.glass h1{margin:0 0 8px;font-size:20px}\n.glass p{margin:0;font-size:14px;line-height:1.5}\n.glass {\n  background: rgba(17, 24, 39, 0.6);\n  -webkit-backdrop-filter: blur(20px) saturate(150%);\n  backdrop-filter: blur(20px) saturate(150%);\n  border: 1px solid rgba(255, 255, 255, 0.18);\n  border-radius: 4px;\n  box-shadow: 0px 8px 32px 0px rgba(31, 38, 135, 0.37);\n}\n</style>\n</head>\n<body>\n<div class=\"stage\">\n<div class=\"blob one\"></div><div class=\"blob two\"></div><div class=\"blob three\"></div>\n<div class=\"glass on-dark\"><h1>Glass card</h1><p>Whatever is behind this card is blurred and saturated by backdrop-filter.</p></div>\n</div>\n</body>\n</html>\n",
        preset: 'dark',
        from_preset: ['transparency', 'saturation', 'border_width', 'color'],
        blur: 20, transparency: 40, saturation: 150, border_radius: 4, border_width: 1, color: '#111827', alpha: 0.6,
      },
    },
  ],
  run(values) {
    const base = PRESETS[values.preset]!;
    const fromPreset = FIELDS.filter((field) => values[field] === undefined);
    const glass: Glass = {
      blur: values.blur ?? base.blur,
      transparency: values.transparency ?? base.transparency,
      saturation: values.saturation ?? base.saturation,
      border_radius: values.border_radius ?? base.border_radius,
      border_width: values.border_width ?? base.border_width,
      color: values.color ?? base.color,
    };
    const color = cssColor(glass.color, 'color');
    const alpha = Number((((100 - glass.transparency) / 100) * color.alpha).toFixed(3));
    const background = cssRgbaAlways(color.rgb, alpha);
    const backdrop = `blur(${cssPx(glass.blur)}) saturate(${cssNumber(glass.saturation)}%)`;
    const border = glass.border_width === 0 ? 'none' : `${cssPx(glass.border_width)} solid ${RIM}`;
    const radius = cssPx(glass.border_radius);
    const declarations: Declaration[] = [
      ['background', background],
      ['-webkit-backdrop-filter', backdrop],
      ['backdrop-filter', backdrop],
      ['border', border],
      ['border-radius', radius],
      ['box-shadow', SHADOW],
    ];
    const css = cssRule(SELECTOR, declarations);
    // The preview's text turns light on dark glass.
    const onDark = glassIsDark(color.rgb, alpha);
    const body = markup`<div class="stage">
<div class="blob one"></div><div class="blob two"></div><div class="blob three"></div>
<div class="${onDark ? 'glass on-dark' : 'glass'}"><h1>Glass card</h1><p>Whatever is behind this card is blurred and saturated by backdrop-filter.</p></div>
</div>`;
    return {
      css,
      background,
      backdrop_filter: backdrop,
      border,
      border_radius_css: radius,
      box_shadow: SHADOW,
      preview_html: cssPreviewDocument('Glassmorphism preview', css, body, PAGE_STYLE),
      preset: values.preset,
      from_preset: [...fromPreset],
      blur: glass.blur,
      transparency: glass.transparency,
      saturation: glass.saturation,
      border_radius: glass.border_radius,
      border_width: glass.border_width,
      color: rgbToHex(color.rgb),
      alpha,
    };
  },
});

/** Whether a dark glass colour dominates enough that the preview's text should be light. */
function glassIsDark(rgb: readonly number[], alpha: number): boolean {
  const mean = (rgb[0]! + rgb[1]! + rgb[2]!) / 3;
  return alpha >= 0.4 && mean < 128;
}
