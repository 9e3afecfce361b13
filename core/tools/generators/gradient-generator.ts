import { Type } from '@sinclair/typebox';
import { cssNumber, cssPreviewDocument, cssRgba, cssRule } from '../../lib/css-output.ts';
import { cssColor, markup, type Markup } from '../../lib/markup.ts';
import { rgbToHex, type Rgb } from '../../lib/rgb-color.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Sources:
 * - Syntax and geometry: W3C CSS Images Module Level 3 (linear-gradient: 0deg points up, 90deg
 *   right; the gradient line is |W sin θ| + |H cos θ| long through the box's centre, §3.1.1;
 *   radial-gradient: default size farthest-corner, an ellipse keeping the aspect ratio of
 *   farthest-side, §3.2.1) and CSS Images 4 for conic-gradient(from <angle> at <position>).
 * - Stop positions (CSS Images 3 §3.5.3, "color stop fixup"): a first stop without a position is
 *   0 %, a last one 100 %, and runs without positions are spread evenly between their neighbours.
 *   CSS would clamp a position smaller than an earlier one; we refuse it instead (400), since it
 *   is almost always a typo and clamping hides it.
 * - Presets: uiGradients (github.com/Ghosh/uiGradients, MIT), gradients.json entries Sunrise,
 *   Instagram, Stripe, Mojito, Purple Bliss, Reef, Deep Space and Atlas, stops evenly spread.
 * - background-color fallback: the average colour along the gradient line (each segment between
 *   two stops weighs its length, the flat ends before the first and after the last stop too).
 * - SVG: the same geometry in user space over the fixed 400×240 picture (a linearGradient with the
 *   CSS gradient line's end points; a radialGradient whose ellipse is a circle scaled vertically).
 *   SVG has no conic gradient (SVG 1.1 and SVG 2 define only linear and radial ones), so conic
 *   gives svg null and says so in svg_note.
 */

const PRESETS = {
  sunrise: ['#ff512f', '#f09819'],
  instagram: ['#833ab4', '#fd1d1d', '#fcb045'],
  stripe: ['#1fa2ff', '#12d8fa', '#a6ffcb'],
  mojito: ['#1d976c', '#93f9b9'],
  purple_bliss: ['#360033', '#0b8793'],
  reef: ['#00d2ff', '#3a7bd5'],
  deep_space: ['#000000', '#434343'],
  atlas: ['#feac5e', '#c779d0', '#4bc0c8'],
} as const;
type Preset = keyof typeof PRESETS;
const PRESET_NAMES = Object.keys(PRESETS) as [Preset, ...Preset[]];

const WIDTH = 400;
const HEIGHT = 240;
const SELECTOR = '.gradient';

const KEYWORD_X: Record<string, number> = { left: 0, center: 50, right: 100 };
const KEYWORD_Y: Record<string, number> = { top: 0, center: 50, bottom: 100 };

const input = closedObject({
  type: withDefault(stringEnum(['linear', 'radial', 'conic'], { description: 'linear-gradient, radial-gradient or conic-gradient' }), 'linear'),
  angle: withDefault(
    Type.Number({ minimum: 0, maximum: 360, description: 'Degrees, 0 to 360: the direction of a linear gradient (0 up, 90 right, 180 down) or where a conic one starts; radial ignores it' }),
    90,
  ),
  color_stops: Type.Optional(
    Type.Array(
      closedObject({
        color: Type.String({ maxLength: 64, description: 'The stop colour: #rgb, #rrggbb, rgb() or rgba()' }),
        position: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'Where the stop sits along the gradient, percent 0 to 100; omitted positions are spread evenly (CSS color stop fixup)' })),
      }),
      { minItems: 2, maxItems: 10, description: '2 to 10 stops in order; positions may not decrease. Given, they replace the preset' },
    ),
  ),
  preset: withDefault(
    stringEnum(PRESET_NAMES, {
      description:
        'Named stops from uiGradients, used when color_stops is not given: sunrise (#ff512f, #f09819), instagram (#833ab4, #fd1d1d, #fcb045), stripe (#1fa2ff, #12d8fa, #a6ffcb), mojito (#1d976c, #93f9b9), purple_bliss (#360033, #0b8793), reef (#00d2ff, #3a7bd5), deep_space (#000000, #434343), atlas (#feac5e, #c779d0, #4bc0c8)',
    }),
    'sunrise',
  ),
  radial_shape: withDefault(stringEnum(['ellipse', 'circle'], { description: 'The shape of a radial gradient (sized to the farthest corner, the CSS default)' }), 'ellipse'),
  radial_position: withDefault(
    Type.String({
      maxLength: 32,
      description: 'Centre of a radial or conic gradient: center, top, bottom, left, right, a pair such as "top right", or "x% y%" with each 0 to 100',
    }),
    'center',
  ),
});

const stopOutput = closedObject({
  color: Type.String({ description: 'The colour as written into the CSS (#rrggbb, or rgba() when translucent)' }),
  position: Type.Number({ description: 'Its position along the gradient, percent (after color stop fixup)' }),
  position_given: Type.Boolean({ description: 'Whether the position was given (false: placed by the fixup rule)' }),
});

const output = closedObject({
  css: Type.String({ description: `The rule to copy, on the class ${SELECTOR}: a solid background-color fallback, then background-image` }),
  background_image: Type.String({ description: 'The gradient value alone' }),
  background_color: Type.String({ description: 'The fallback colour: the average colour along the gradient' }),
  svg: Type.Union([Type.String(), Type.Null()], { description: `The same gradient as a ${WIDTH}×${HEIGHT} SVG, or null for conic (SVG has none)` }),
  svg_note: Type.String({ description: 'How the SVG relates to the CSS, or why there is none' }),
  preview_html: Type.String({ description: 'A whole HTML page showing the gradient' }),
  type: stringEnum(['linear', 'radial', 'conic'], { description: 'The gradient type' }),
  angle: Type.Number({ description: 'The angle used, degrees' }),
  stops: Type.Array(stopOutput, { description: 'The stops, in order, with resolved positions' }),
  stops_from: stringEnum(['color_stops', 'preset'], { description: 'Where the stops came from' }),
  preset: stringEnum(PRESET_NAMES, { description: 'The preset named (used only when stops_from is preset)' }),
  radial_shape: stringEnum(['ellipse', 'circle'], { description: 'The radial shape (radial only)' }),
  radial_position: Type.String({ description: 'The centre as written into the CSS (radial and conic)' }),
});

interface Stop {
  rgb: Rgb;
  alpha: number;
  position: number;
  given: boolean;
}

/** CSS Images 3 §3.5.3 fixup, refusing decreasing positions rather than clamping them. */
function resolveStops(raw: readonly { color: string; position?: number }[]): Stop[] {
  const positions = raw.map((stop) => stop.position);
  let last = -Infinity;
  positions.forEach((position, index) => {
    if (position === undefined) return;
    if (position < last) invalid(`color_stops[${index}].position: ${position} is before the previous stop's ${last}; positions may not decrease`);
    last = position;
  });
  const filled = [...positions];
  if (filled[0] === undefined) filled[0] = 0;
  if (filled[filled.length - 1] === undefined) filled[filled.length - 1] = 100;
  for (let start = 0; start < filled.length; start++) {
    if (filled[start] !== undefined) continue;
    let end = start;
    while (filled[end] === undefined) end++;
    const before = filled[start - 1]!;
    const after = filled[end]!;
    for (let i = start; i < end; i++) filled[i] = before + ((after - before) * (i - start + 1)) / (end - start + 1);
  }
  return raw.map((stop, index) => {
    const color = cssColor(stop.color, `color_stops[${index}].color`);
    return { rgb: color.rgb, alpha: color.alpha, position: filled[index]!, given: stop.position !== undefined };
  });
}

interface Centre {
  x: number;
  y: number;
  css: string;
}

function parsePosition(text: string): Centre {
  const words = text.trim().toLowerCase().split(/\s+/);
  const percent = /^(\d+(?:\.\d+)?)%$/;
  if (words.length === 2 && percent.test(words[0]!) && percent.test(words[1]!)) {
    const [x, y] = words.map((word) => Number(percent.exec(word)![1]));
    if (x! > 100 || y! > 100) invalid(`radial_position: ${JSON.stringify(text)} has a percentage over 100`);
    return { x: x!, y: y!, css: `${cssNumber(x!)}% ${cssNumber(y!)}%` };
  }
  const wrong = () =>
    invalid(`radial_position: ${JSON.stringify(text.slice(0, 32))} is not center, top, bottom, left, right, a pair such as "top right", or "x% y%"`);
  if (words.length === 1) {
    const word = words[0]!;
    if (word === 'center') return { x: 50, y: 50, css: 'center' };
    if (word in KEYWORD_X) return { x: KEYWORD_X[word]!, y: 50, css: word };
    if (word in KEYWORD_Y) return { x: 50, y: KEYWORD_Y[word]!, css: word };
    return wrong();
  }
  if (words.length !== 2) return wrong();
  // Two keywords, one per axis in either order (CSS Values 4 <position>), written vertical first.
  const axisOf = (word: string) => (word === 'center' ? 'either' : word in KEYWORD_X ? 'x' : word in KEYWORD_Y ? 'y' : undefined);
  const axes = words.map(axisOf);
  if (axes.includes(undefined) || (axes[0] !== 'either' && axes[0] === axes[1])) return wrong();
  const horizontal = words.find((word) => axisOf(word) === 'x') ?? 'center';
  const vertical = words.find((word) => axisOf(word) === 'y') ?? 'center';
  const css = [vertical, horizontal].filter((word) => word !== 'center').join(' ') || 'center';
  return { x: KEYWORD_X[horizontal]!, y: KEYWORD_Y[vertical]!, css };
}

const stopCss = (stop: Stop): string => `${cssRgba(stop.rgb, stop.alpha)} ${cssNumber(stop.position)}%`;

/** The mean colour along the line 0–100 %: flat before the first stop and after the last, linear between. */
function averageColor(stops: readonly Stop[]): string {
  const channels = [0, 0, 0, 0];
  const add = (weight: number, a: Stop, b: Stop) => {
    [...a.rgb, a.alpha].forEach((value, i) => (channels[i]! += (weight * (value + [...b.rgb, b.alpha][i]!)) / 2));
  };
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const span = 100;
  add(first.position, first, first);
  for (let i = 1; i < stops.length; i++) add(stops[i]!.position - stops[i - 1]!.position, stops[i - 1]!, stops[i]!);
  add(span - last.position, last, last);
  const [r, g, b, alpha] = channels.map((sum) => sum / span) as [number, number, number, number];
  return cssRgba([r, g, b], Number(alpha.toFixed(3)));
}

function svgStops(stops: readonly Stop[]): Markup {
  return markup`${stops.map(
    (stop) =>
      markup`<stop offset="${cssNumber(stop.position / 100, 5)}" stop-color="${rgbToHex(stop.rgb)}"${stop.alpha < 1 ? markup` stop-opacity="${cssNumber(stop.alpha)}"` : null}/>`,
  )}`;
}

function svgOf(type: 'linear' | 'radial', angle: number, stops: readonly Stop[], shape: 'ellipse' | 'circle', centre: Centre): string {
  let gradient: Markup;
  if (type === 'linear') {
    const radians = (angle * Math.PI) / 180;
    const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
    const half = (Math.abs(WIDTH * sin) + Math.abs(HEIGHT * cos)) / 2;
    const [cx, cy] = [WIDTH / 2, HEIGHT / 2];
    const n = (value: number) => cssNumber(value);
    gradient = markup`<linearGradient id="gradient" gradientUnits="userSpaceOnUse" x1="${n(cx - sin * half)}" y1="${n(cy + cos * half)}" x2="${n(cx + sin * half)}" y2="${n(cy - cos * half)}">${svgStops(stops)}</linearGradient>`;
  } else {
    const cx = (centre.x / 100) * WIDTH;
    const cy = (centre.y / 100) * HEIGHT;
    const dx = Math.max(cx, WIDTH - cx);
    const dy = Math.max(cy, HEIGHT - cy);
    // farthest-corner: a circle through the corner; an ellipse of farthest-side's aspect, √2 larger.
    const rx = shape === 'circle' ? Math.hypot(dx, dy) : Math.SQRT2 * dx;
    const scaleY = shape === 'circle' ? 1 : dy / dx;
    const transform = scaleY === 1 ? null : markup` gradientTransform="matrix(1 0 0 ${cssNumber(scaleY, 6)} 0 ${cssNumber(cy * (1 - scaleY), 6)})"`;
    gradient = markup`<radialGradient id="gradient" gradientUnits="userSpaceOnUse" cx="${cssNumber(cx)}" cy="${cssNumber(cy)}" r="${cssNumber(rx)}"${transform}>${svgStops(stops)}</radialGradient>`;
  }
  return markup`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${gradient}</defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#gradient)"/></svg>`.html;
}

const PAGE_STYLE = `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#ffffff}
${SELECTOR}{width:${WIDTH}px;height:${HEIGHT}px;max-width:100%;border-radius:12px}`;

export default defineTool({
  id: 'gradient-generator',
  name: 'Gradient Generator',
  category: 'generators',
  description:
    'Build a CSS linear, radial or conic gradient from 2–10 colour stops (positions optional, spread evenly as CSS does) or one of 8 uiGradients presets, with an angle, a radial shape and centre. ' +
    'Returns the rule (with a solid fallback: the gradient’s average colour), the value alone, the same gradient as SVG (linear and radial; SVG has no conic gradient) and a preview page. Geometry per W3C CSS Images 3.',
  keywords: ['css gradient', 'linear gradient', 'radial gradient', 'conic gradient', 'background gradient', 'color gradient', 'colour gradient', 'svg gradient'],
  mcp: true,
  input,
  output,
  examples: [
    {
      title: 'The Sunrise preset from left to right',
      input: { preset: 'sunrise' },
      output: {
        css: ".gradient {\n  background-color: #f87524;\n  background-image: linear-gradient(90deg, #ff512f 0%, #f09819 100%);\n}",
        background_image: 'linear-gradient(90deg, #ff512f 0%, #f09819 100%)',
        background_color: '#f87524',
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"240\" viewBox=\"0 0 400 240\"><defs><linearGradient id=\"gradient\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"120\" x2=\"400\" y2=\"120\"><stop offset=\"0\" stop-color=\"#ff512f\"/><stop offset=\"1\" stop-color=\"#f09819\"/></linearGradient></defs><rect width=\"400\" height=\"240\" fill=\"url(#gradient)\"/></svg>",
        svg_note: "The same gradient over a 400×240 picture in user-space coordinates.",
        preview_html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Gradient preview</title>\n<style>\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#ffffff}\n.gradient{width:400px;height:240px;max-width:100%;border-radius:12px}\n.gradient {\n  background-color: #f87524;\n  background-image: linear-gradient(90deg, #ff512f 0%, #f09819 100%);\n}\n</style>\n</head>\n<body>\n<div class=\"gradient\" role=\"img\" aria-label=\"gradient preview\"></div>\n</body>\n</html>\n",
        type: 'linear',
        angle: 90,
        stops: [
          { color: '#ff512f', position: 0, position_given: false },
          { color: '#f09819', position: 100, position_given: false },
        ],
        stops_from: 'preset',
        preset: 'sunrise',
        radial_shape: 'ellipse',
        radial_position: 'center',
      },
    },
    {
      title: 'A radial spotlight from the top right, one stop placed by the fixup rule',
      input: {
        type: 'radial',
        radial_shape: 'circle',
        radial_position: 'top right',
        color_stops: [{ color: '#fde68a', position: 0 }, { color: '#f472b6' }, { color: '#312e81', position: 80 }],
      },
      output: {
        css: ".gradient {\n  background-color: #a86e98;\n  background-image: radial-gradient(circle at top right, #fde68a 0%, #f472b6 40%, #312e81 80%);\n}",
        background_image: 'radial-gradient(circle at top right, #fde68a 0%, #f472b6 40%, #312e81 80%)',
        background_color: '#a86e98',
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"240\" viewBox=\"0 0 400 240\"><defs><radialGradient id=\"gradient\" gradientUnits=\"userSpaceOnUse\" cx=\"400\" cy=\"0\" r=\"466.476\"><stop offset=\"0\" stop-color=\"#fde68a\"/><stop offset=\"0.4\" stop-color=\"#f472b6\"/><stop offset=\"0.8\" stop-color=\"#312e81\"/></radialGradient></defs><rect width=\"400\" height=\"240\" fill=\"url(#gradient)\"/></svg>",
        svg_note: "The same gradient over a 400×240 picture in user-space coordinates.",
        preview_html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Gradient preview</title>\n<style>\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#ffffff}\n.gradient{width:400px;height:240px;max-width:100%;border-radius:12px}\n.gradient {\n  background-color: #a86e98;\n  background-image: radial-gradient(circle at top right, #fde68a 0%, #f472b6 40%, #312e81 80%);\n}\n</style>\n</head>\n<body>\n<div class=\"gradient\" role=\"img\" aria-label=\"gradient preview\"></div>\n</body>\n</html>\n",
        type: 'radial',
        angle: 90,
        stops: [
          { color: '#fde68a', position: 0, position_given: true },
          { color: '#f472b6', position: 40, position_given: false },
          { color: '#312e81', position: 80, position_given: true },
        ],
        stops_from: 'color_stops',
        preset: 'sunrise',
        radial_shape: 'circle',
        radial_position: 'top right',
      },
    },
    {
      title: 'A conic colour wheel (no SVG equivalent)',
      input: { type: 'conic', angle: 0, color_stops: [{ color: '#ff0000' }, { color: '#00ff00' }, { color: '#0000ff' }, { color: '#ff0000' }] },
      output: {
        css: ".gradient {\n  background-color: #555555;\n  background-image: conic-gradient(from 0deg at center, #ff0000 0%, #00ff00 33.333%, #0000ff 66.667%, #ff0000 100%);\n}",
        background_image: 'conic-gradient(from 0deg at center, #ff0000 0%, #00ff00 33.333%, #0000ff 66.667%, #ff0000 100%)',
        background_color: '#555555',
        svg: null,
        svg_note: "No SVG: SVG 1.1 and SVG 2 define only linear and radial gradients, so a conic gradient has no SVG equivalent; preview_html shows it.",
        preview_html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Gradient preview</title>\n<style>\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#ffffff}\n.gradient{width:400px;height:240px;max-width:100%;border-radius:12px}\n.gradient {\n  background-color: #555555;\n  background-image: conic-gradient(from 0deg at center, #ff0000 0%, #00ff00 33.333%, #0000ff 66.667%, #ff0000 100%);\n}\n</style>\n</head>\n<body>\n<div class=\"gradient\" role=\"img\" aria-label=\"gradient preview\"></div>\n</body>\n</html>\n",
        type: 'conic',
        angle: 0,
        stops: [
          { color: '#ff0000', position: 0, position_given: false },
          { color: '#00ff00', position: 33.333, position_given: false },
          { color: '#0000ff', position: 66.667, position_given: false },
          { color: '#ff0000', position: 100, position_given: false },
        ],
        stops_from: 'color_stops',
        preset: 'sunrise',
        radial_shape: 'ellipse',
        radial_position: 'center',
      },
    },
  ],
  run({ type, angle, color_stops, preset, radial_shape, radial_position }) {
    const raw = color_stops ?? PRESETS[preset].map((color) => ({ color }));
    const stops = resolveStops(raw);
    const centre = parsePosition(radial_position);
    const list = stops.map(stopCss).join(', ');
    const backgroundImage =
      type === 'linear'
        ? `linear-gradient(${cssNumber(angle)}deg, ${list})`
        : type === 'radial'
          ? `radial-gradient(${radial_shape} at ${centre.css}, ${list})`
          : `conic-gradient(from ${cssNumber(angle)}deg at ${centre.css}, ${list})`;
    const backgroundColor = averageColor(stops);
    const css = cssRule(SELECTOR, [
      ['background-color', backgroundColor],
      ['background-image', backgroundImage],
    ]);
    const translucent = stops.some((stop) => stop.alpha < 1);
    const svg = type === 'conic' ? null : svgOf(type, angle, stops, radial_shape, centre);
    const svgNote =
      type === 'conic'
        ? 'No SVG: SVG 1.1 and SVG 2 define only linear and radial gradients, so a conic gradient has no SVG equivalent; preview_html shows it.'
        : `The same gradient over a ${WIDTH}×${HEIGHT} picture in user-space coordinates.` +
          (translucent ? ' With translucent stops, colours between them can differ slightly: CSS blends in premultiplied alpha, SVG does not.' : '');
    return {
      css,
      background_image: backgroundImage,
      background_color: backgroundColor,
      svg,
      svg_note: svgNote,
      preview_html: cssPreviewDocument('Gradient preview', css, markup`<div class="gradient" role="img" aria-label="gradient preview"></div>`, PAGE_STYLE),
      type,
      angle,
      stops: stops.map((stop) => ({ color: cssRgba(stop.rgb, stop.alpha), position: Number(cssNumber(stop.position)), position_given: stop.given })),
      stops_from: color_stops ? ('color_stops' as const) : ('preset' as const),
      preset,
      radial_shape,
      radial_position: centre.css,
    };
  },
});
