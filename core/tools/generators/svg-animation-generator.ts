import { Type } from '@sinclair/typebox';
import { cssNumber, cssRgba, cssRule } from '../../lib/css-output.ts';
import { hslToRgb, rgbToHsl, rotateHue } from '../../lib/hsl-color.ts';
import { cssColor, markup, type Markup } from '../../lib/markup.ts';
import type { Rgb } from '../../lib/rgb-color.ts';
import { pathDataProblem } from '../../lib/svg-path-data.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * The animation is CSS (@keyframes and animation-* longhands, CSS Animations Level 1) in the SVG's
 * own <style>, not SMIL: CSS has the easing keywords and the four directions natively, and the
 * same rules can be copied into a page. Transforms turn about each shape's own centre
 * (transform-box: fill-box, CSS Transforms Level 1). "draw" sets pathLength="1" on every shape
 * (SVG 2 §9.4), so one dash of length 1 covers any outline without measuring it. "color-cycle"
 * rotates each shape's fill hue by 120° steps through HSL (CSS Color 4 §7's conversions).
 */

const PRESETS = ['pulse', 'spin', 'bounce', 'fade', 'draw', 'color-cycle'] as const;
type Preset = (typeof PRESETS)[number];
const SHAPES = ['circle', 'rect', 'ellipse', 'line', 'path'] as const;
type Shape = (typeof SHAPES)[number];
const EASINGS = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out'] as const;
const DIRECTIONS = ['normal', 'reverse', 'alternate', 'alternate-reverse'] as const;

const CANVAS = 200;
const MAX_ELEMENTS = 20;
const INK = '#334155';

/** The geometry each shape needs; any other geometry field on it is refused. */
const GEOMETRY: Record<Shape, { required: readonly string[]; optional: readonly string[] }> = {
  circle: { required: ['cx', 'cy', 'r'], optional: [] },
  rect: { required: ['x', 'y', 'width', 'height'], optional: ['rx'] },
  ellipse: { required: ['cx', 'cy', 'rx', 'ry'], optional: [] },
  line: { required: ['x1', 'y1', 'x2', 'y2'], optional: [] },
  path: { required: ['d'], optional: [] },
};
const PAINT = ['type', 'fill', 'stroke', 'stroke_width'];

const coordinate = (what: string) => Type.Optional(Type.Number({ minimum: -1000, maximum: 1000, description: `${what}, -1000 to 1000 (the canvas is 0-200)` }));
const length = (what: string) => Type.Optional(Type.Number({ minimum: 0, maximum: 1000, description: `${what}, 0 to 1000` }));

const ELEMENT = closedObject({
  type: stringEnum(SHAPES, { description: 'circle (cx, cy, r), rect (x, y, width, height, optional rx), ellipse (cx, cy, rx, ry), line (x1, y1, x2, y2) or path (d)' }),
  cx: coordinate('Centre x (circle, ellipse)'),
  cy: coordinate('Centre y (circle, ellipse)'),
  r: length('Radius (circle)'),
  x: coordinate('Left edge (rect)'),
  y: coordinate('Top edge (rect)'),
  width: length('Width (rect)'),
  height: length('Height (rect)'),
  rx: length('Horizontal radius (ellipse) or corner radius (rect)'),
  ry: length('Vertical radius (ellipse)'),
  x1: coordinate('Start x (line)'),
  y1: coordinate('Start y (line)'),
  x2: coordinate('End x (line)'),
  y2: coordinate('End y (line)'),
  d: Type.Optional(Type.String({ maxLength: 2000, description: 'Path data (path), up to 2000 characters of the SVG path grammar: MLHVCSQTAZ (either case), numbers, commas, spaces' })),
  fill: Type.Optional(Type.String({ maxLength: 64, description: `Fill colour: #rgb, #rrggbb, rgb() or rgba() (default #6366f1; none for lines)` })),
  stroke: Type.Optional(Type.String({ maxLength: 64, description: `Outline colour: #rgb, #rrggbb, rgb() or rgba() (default none; ${INK} for lines and the draw preset)` })),
  stroke_width: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'Outline width, 0 to 100 (default 2 with a stroke, 3 for draw)' })),
});

type ElementInput = { type: Shape } & Partial<Record<string, number | string>>;

/** What each preset animates, and the shape it shows when no elements are given. */
const PRESET_DEFAULTS: Record<Preset, ElementInput> = {
  pulse: { type: 'circle', cx: 100, cy: 100, r: 50, fill: '#6366f1' },
  spin: { type: 'rect', x: 60, y: 60, width: 80, height: 80, rx: 12, fill: '#f59e0b' },
  bounce: { type: 'circle', cx: 100, cy: 140, r: 30, fill: '#10b981' },
  fade: { type: 'ellipse', cx: 100, cy: 100, rx: 70, ry: 40, fill: '#ec4899' },
  draw: { type: 'path', d: 'M100 20 L123 75 L180 75 L134 110 L152 170 L100 135 L48 170 L66 110 L20 75 L77 75 Z', stroke: '#0ea5e9' },
  'color-cycle': { type: 'circle', cx: 100, cy: 100, r: 60, fill: '#ef4444' },
};

/** Presets that transform, and so need each shape's own box as the origin. */
const TURNS = new Set<Preset>(['pulse', 'spin', 'bounce']);

const KEYFRAMES: Record<Exclude<Preset, 'color-cycle'>, [string, string][]> = {
  pulse: [['0%, 100%', 'transform: scale(1);'], ['50%', 'transform: scale(1.2);']],
  spin: [['from', 'transform: rotate(0deg);'], ['to', 'transform: rotate(360deg);']],
  bounce: [['0%, 100%', 'transform: translateY(0);'], ['50%', 'transform: translateY(-40px);']],
  fade: [['0%, 100%', 'opacity: 1;'], ['50%', 'opacity: 0.1;']],
  draw: [['to', 'stroke-dashoffset: 0;']],
};

/** The colour with its hue turned by `degrees` (CSS Color 4 §7, lib/hsl-color.ts), channels rounded. */
function turnHue(rgb: Rgb, degrees: number): Rgb {
  const hsl = rgbToHsl(rgb);
  return hslToRgb({ ...hsl, h: rotateHue(hsl.h, degrees) }).map(Math.round) as Rgb;
}

interface Drawn {
  element: Record<string, number | string>;
  markup: Markup;
  fillColor?: { rgb: Rgb; alpha: number };
}

function drawElement(raw: ElementInput, index: number, preset: Preset): Drawn {
  const at = `elements[${index}]`;
  const { required, optional } = GEOMETRY[raw.type];
  for (const key of Object.keys(raw)) {
    if (!PAINT.includes(key) && !required.includes(key) && !optional.includes(key)) {
      invalid(`${at}.${key}: not a field of ${raw.type} (it takes ${[...required, ...optional].join(', ')})`);
    }
  }
  for (const key of required) if (raw[key] === undefined) invalid(`${at}.${key}: required for ${raw.type}`);
  if (raw.type === 'path') {
    const problem = pathDataProblem(raw.d as string);
    if (problem) invalid(`${at}.d: ${problem}`);
  }
  const draw = preset === 'draw';
  const fillGiven = raw.fill === undefined ? undefined : cssColor(raw.fill as string, `${at}.fill`);
  const strokeGiven = raw.stroke === undefined ? undefined : cssColor(raw.stroke as string, `${at}.stroke`);
  // Lines have no inside; draw traces outlines, so it strokes with the fill colour when no stroke is given.
  const fill = draw || raw.type === 'line' ? 'none' : (fillGiven?.css ?? '#6366f1');
  const stroke = strokeGiven?.css ?? (draw ? (fillGiven?.css ?? INK) : raw.type === 'line' ? INK : undefined);
  const strokeWidth = stroke === undefined ? undefined : ((raw.stroke_width as number | undefined) ?? (draw ? 3 : 2));
  const element: Record<string, number | string> = { type: raw.type };
  for (const key of [...required, ...optional]) if (raw[key] !== undefined) element[key] = raw[key]!;
  element.fill = fill;
  if (stroke !== undefined) {
    element.stroke = stroke;
    element.stroke_width = strokeWidth!;
  }
  const geometry = [...required, ...optional]
    .filter((key) => raw[key] !== undefined)
    .map((key) => markup` ${key}="${typeof raw[key] === 'number' ? cssNumber(raw[key]) : raw[key]!}"`);
  const classes = preset === 'color-cycle' ? `anim anim-${index}` : 'anim';
  const paint = markup` fill="${fill}"${stroke === undefined ? null : markup` stroke="${stroke}" stroke-width="${cssNumber(strokeWidth!)}" stroke-linecap="round" stroke-linejoin="round"`}`;
  const drawn = markup`<${raw.type} class="${classes}"${geometry}${paint}${draw ? markup` pathLength="1"` : null}/>`;
  if (preset !== 'color-cycle') return { element, markup: drawn };
  // color-cycle turns the hue of what shows: the fill, or a line's stroke.
  const shown = raw.type === 'line' ? (strokeGiven ?? cssColor(INK, `${at}.stroke`)) : (fillGiven ?? cssColor(fill, `${at}.fill`));
  return { element, markup: drawn, fillColor: { rgb: shown.rgb, alpha: shown.alpha } };
}

function keyframes(name: string, frames: [string, string][]): string {
  return `@keyframes ${name} {\n${frames.map(([at, body]) => `  ${at} { ${body} }`).join('\n')}\n}`;
}

const timingSchema = {
  duration: withDefault(Type.Number({ minimum: 0.1, maximum: 60, description: 'Length of one cycle in seconds, 0.1 to 60' }), 2),
  delay: withDefault(Type.Number({ minimum: 0, maximum: 60, description: 'Wait before the first cycle in seconds, 0 to 60' }), 0),
  iterations: withDefault(
    Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Literal('infinite')], { description: 'How many cycles: 1 to 1000, or "infinite"' }),
    'infinite',
  ),
  easing: withDefault(stringEnum(EASINGS, { description: 'Timing function: linear, ease, ease-in, ease-out or ease-in-out' }), 'ease-in-out'),
  direction: withDefault(stringEnum(DIRECTIONS, { description: 'normal, reverse, alternate (back and forth) or alternate-reverse' }), 'normal'),
};

export default defineTool({
  id: 'svg-animation-generator',
  name: 'SVG Animation Generator',
  category: 'generators',
  description:
    'An animated SVG: pulse, spin, bounce, fade, draw (outline traced with stroke-dashoffset) or color-cycle, applied to a preset shape or to up to 20 circles, rects, ellipses, lines and paths you describe. ' +
    'Animated with CSS @keyframes inside the SVG (CSS Animations Level 1); the CSS is returned too. Path data is checked against the SVG path grammar.',
  keywords: ['svg animation', 'animated svg', 'keyframes', 'stroke-dashoffset', 'line drawing animation', 'loading spinner', 'spinner svg', 'pulse animation'],
  input: closedObject({
    preset: withDefault(stringEnum(PRESETS, {
      description: 'pulse (scale 1 → 1.2), spin (a full turn), bounce (up 40 units), fade (opacity down to 0.1), draw (the outline traced from nothing) or color-cycle (fill hue turned by 120° steps)',
    }), 'pulse'),
    elements: Type.Optional(Type.Array(ELEMENT, {
      minItems: 1, maxItems: MAX_ELEMENTS,
      description: `Shapes to animate on a 200 × 200 canvas, 1 to ${MAX_ELEMENTS}, drawn in order (default: the preset's own shape)`,
    })),
    ...timingSchema,
  }),
  output: closedObject({
    svg: Type.String({ description: 'The animated SVG document (200 × 200), its CSS in a <style> inside' }),
    css: Type.String({ description: 'The CSS rules and @keyframes, to reuse in a page (shapes carry class "anim")' }),
    technique: Type.String({ description: 'How it animates: CSS @keyframes inside the SVG' }),
    preset: Type.String({ description: 'The preset, echoed' }),
    duration: Type.Number({ description: 'Seconds per cycle' }),
    delay: Type.Number({ description: 'Seconds before the first cycle' }),
    iterations: Type.Union([Type.Integer(), Type.Literal('infinite')], { description: 'Cycles, or "infinite"' }),
    easing: Type.String({ description: 'Timing function' }),
    direction: Type.String({ description: 'Direction' }),
    elements: Type.Array(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])), {
      description: 'The shapes drawn, with their defaults filled in (fill, stroke, stroke_width as written into the SVG)',
    }),
  }),
  examples: [
    {
      title: 'The default: a pulsing circle',
      input: {},
      output: {
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\" viewBox=\"0 0 200 200\">\n<style>\n.anim {\n  animation-name: svg-pulse;\n  animation-duration: 2s;\n  animation-timing-function: ease-in-out;\n  animation-delay: 0s;\n  animation-iteration-count: infinite;\n  animation-direction: normal;\n  animation-fill-mode: both;\n  transform-box: fill-box;\n  transform-origin: center;\n}\n@keyframes svg-pulse {\n  0%, 100% { transform: scale(1); }\n  50% { transform: scale(1.2); }\n}\n</style>\n<circle class=\"anim\" cx=\"100\" cy=\"100\" r=\"50\" fill=\"#6366f1\"/>\n</svg>\n", css: ".anim {\n  animation-name: svg-pulse;\n  animation-duration: 2s;\n  animation-timing-function: ease-in-out;\n  animation-delay: 0s;\n  animation-iteration-count: infinite;\n  animation-direction: normal;\n  animation-fill-mode: both;\n  transform-box: fill-box;\n  transform-origin: center;\n}\n@keyframes svg-pulse {\n  0%, 100% { transform: scale(1); }\n  50% { transform: scale(1.2); }\n}", technique: 'CSS @keyframes inside the SVG', preset: 'pulse', duration: 2, delay: 0, iterations: 'infinite',
        easing: 'ease-in-out', direction: 'normal', elements: [{ type: 'circle', cx: 100, cy: 100, r: 50, fill: '#6366f1' }],
      },
    },
    {
      title: 'A checkmark drawn once',
      input: {
        preset: 'draw', duration: 1.5, iterations: 1, easing: 'ease-out',
        elements: [
          { type: 'circle', cx: 100, cy: 100, r: 80, stroke: '#16a34a', stroke_width: 8 },
          { type: 'path', d: 'M60 105 L88 132 L142 72', stroke: '#16a34a', stroke_width: 10 },
        ],
      },
      output: {
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\" viewBox=\"0 0 200 200\">\n<style>\n.anim {\n  animation-name: svg-draw;\n  animation-duration: 1.5s;\n  animation-timing-function: ease-out;\n  animation-delay: 0s;\n  animation-iteration-count: 1;\n  animation-direction: normal;\n  animation-fill-mode: both;\n  stroke-dasharray: 1;\n  stroke-dashoffset: 1;\n}\n@keyframes svg-draw {\n  to { stroke-dashoffset: 0; }\n}\n</style>\n<circle class=\"anim\" cx=\"100\" cy=\"100\" r=\"80\" fill=\"none\" stroke=\"#16a34a\" stroke-width=\"8\" stroke-linecap=\"round\" stroke-linejoin=\"round\" pathLength=\"1\"/>\n<path class=\"anim\" d=\"M60 105 L88 132 L142 72\" fill=\"none\" stroke=\"#16a34a\" stroke-width=\"10\" stroke-linecap=\"round\" stroke-linejoin=\"round\" pathLength=\"1\"/>\n</svg>\n", css: ".anim {\n  animation-name: svg-draw;\n  animation-duration: 1.5s;\n  animation-timing-function: ease-out;\n  animation-delay: 0s;\n  animation-iteration-count: 1;\n  animation-direction: normal;\n  animation-fill-mode: both;\n  stroke-dasharray: 1;\n  stroke-dashoffset: 1;\n}\n@keyframes svg-draw {\n  to { stroke-dashoffset: 0; }\n}", technique: 'CSS @keyframes inside the SVG', preset: 'draw', duration: 1.5, delay: 0, iterations: 1,
        easing: 'ease-out', direction: 'normal',
        elements: [
          { type: 'circle', cx: 100, cy: 100, r: 80, fill: 'none', stroke: '#16a34a', stroke_width: 8 },
          { type: 'path', d: 'M60 105 L88 132 L142 72', fill: 'none', stroke: '#16a34a', stroke_width: 10 },
        ],
      },
    },
    {
      title: 'Three dots cycling colour, back and forth',
      input: {
        preset: 'color-cycle', duration: 3, direction: 'alternate', easing: 'linear',
        elements: [
          { type: 'circle', cx: 50, cy: 100, r: 20, fill: '#ef4444' },
          { type: 'circle', cx: 100, cy: 100, r: 20, fill: '#f59e0b' },
          { type: 'circle', cx: 150, cy: 100, r: 20, fill: 'rgba(59, 130, 246, 0.8)' },
        ],
      },
      output: {
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"200\" viewBox=\"0 0 200 200\">\n<style>\n.anim {\n  animation-duration: 3s;\n  animation-timing-function: linear;\n  animation-delay: 0s;\n  animation-iteration-count: infinite;\n  animation-direction: alternate;\n  animation-fill-mode: both;\n}\n.anim-0 {\n  animation-name: svg-color-cycle-0;\n}\n@keyframes svg-color-cycle-0 {\n  0%, 100% { fill: #ef4444; }\n  33.333% { fill: #44ef44; }\n  66.667% { fill: #4444ef; }\n}\n.anim-1 {\n  animation-name: svg-color-cycle-1;\n}\n@keyframes svg-color-cycle-1 {\n  0%, 100% { fill: #f59e0b; }\n  33.333% { fill: #0bf59e; }\n  66.667% { fill: #9e0bf5; }\n}\n.anim-2 {\n  animation-name: svg-color-cycle-2;\n}\n@keyframes svg-color-cycle-2 {\n  0%, 100% { fill: rgba(59, 130, 246, 0.8); }\n  33.333% { fill: rgba(246, 59, 130, 0.8); }\n  66.667% { fill: rgba(130, 246, 59, 0.8); }\n}\n</style>\n<circle class=\"anim anim-0\" cx=\"50\" cy=\"100\" r=\"20\" fill=\"#ef4444\"/>\n<circle class=\"anim anim-1\" cx=\"100\" cy=\"100\" r=\"20\" fill=\"#f59e0b\"/>\n<circle class=\"anim anim-2\" cx=\"150\" cy=\"100\" r=\"20\" fill=\"rgba(59, 130, 246, 0.8)\"/>\n</svg>\n", css: ".anim {\n  animation-duration: 3s;\n  animation-timing-function: linear;\n  animation-delay: 0s;\n  animation-iteration-count: infinite;\n  animation-direction: alternate;\n  animation-fill-mode: both;\n}\n.anim-0 {\n  animation-name: svg-color-cycle-0;\n}\n@keyframes svg-color-cycle-0 {\n  0%, 100% { fill: #ef4444; }\n  33.333% { fill: #44ef44; }\n  66.667% { fill: #4444ef; }\n}\n.anim-1 {\n  animation-name: svg-color-cycle-1;\n}\n@keyframes svg-color-cycle-1 {\n  0%, 100% { fill: #f59e0b; }\n  33.333% { fill: #0bf59e; }\n  66.667% { fill: #9e0bf5; }\n}\n.anim-2 {\n  animation-name: svg-color-cycle-2;\n}\n@keyframes svg-color-cycle-2 {\n  0%, 100% { fill: rgba(59, 130, 246, 0.8); }\n  33.333% { fill: rgba(246, 59, 130, 0.8); }\n  66.667% { fill: rgba(130, 246, 59, 0.8); }\n}", technique: 'CSS @keyframes inside the SVG', preset: 'color-cycle', duration: 3, delay: 0, iterations: 'infinite',
        easing: 'linear', direction: 'alternate',
        elements: [
          { type: 'circle', cx: 50, cy: 100, r: 20, fill: '#ef4444' },
          { type: 'circle', cx: 100, cy: 100, r: 20, fill: '#f59e0b' },
          { type: 'circle', cx: 150, cy: 100, r: 20, fill: 'rgba(59, 130, 246, 0.8)' },
        ],
      },
    },
  ],
  run({ preset, elements, duration, delay, iterations, easing, direction }) {
    const shapes = (elements as ElementInput[] | undefined) ?? [PRESET_DEFAULTS[preset]];
    const drawn = shapes.map((shape, index) => drawElement(shape, index, preset));
    const common: [string, string][] = [
      ...(preset === 'color-cycle' ? [] : [['animation-name', `svg-${preset}`] as [string, string]]),
      ['animation-duration', `${cssNumber(duration)}s`],
      ['animation-timing-function', easing],
      ['animation-delay', `${cssNumber(delay)}s`],
      ['animation-iteration-count', String(iterations)],
      ['animation-direction', direction],
      ['animation-fill-mode', 'both'],
      ...(TURNS.has(preset) ? ([['transform-box', 'fill-box'], ['transform-origin', 'center']] as [string, string][]) : []),
      ...(preset === 'draw' ? ([['stroke-dasharray', '1'], ['stroke-dashoffset', '1']] as [string, string][]) : []),
    ];
    const rules = [cssRule('.anim', common)];
    if (preset === 'color-cycle') {
      drawn.forEach(({ fillColor }, index) => {
        const { rgb, alpha } = fillColor!;
        const property = shapes[index]!.type === 'line' ? 'stroke' : 'fill';
        const colors = [0, 120, 240].map((degrees) => cssRgba(turnHue(rgb, degrees), alpha));
        rules.push(cssRule(`.anim-${index}`, [['animation-name', `svg-color-cycle-${index}`]]));
        rules.push(keyframes(`svg-color-cycle-${index}`, [
          ['0%, 100%', `${property}: ${colors[0]};`], ['33.333%', `${property}: ${colors[1]};`], ['66.667%', `${property}: ${colors[2]};`],
        ]));
      });
    } else {
      rules.push(keyframes(`svg-${preset}`, KEYFRAMES[preset]));
    }
    const css = rules.join('\n');
    const svg = markup`<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">
<style>
${css}
</style>
${drawn.map((shape) => markup`${shape.markup}\n`)}</svg>
`.html;
    return {
      svg, css, technique: 'CSS @keyframes inside the SVG', preset, duration, delay, iterations, easing, direction,
      elements: drawn.map((shape) => shape.element),
    };
  },
});
