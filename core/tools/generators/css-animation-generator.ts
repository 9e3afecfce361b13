import { Type } from '@sinclair/typebox';
import { readEasing, readSize, readTransform, type Parsed } from '../../lib/css-animation-values.ts';
import { cssNumber, cssPreviewDocument, cssRule, type Declaration } from '../../lib/css-output.ts';
import { cssColor, markup } from '../../lib/markup.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { ANIMATION_PRESET_NAMES, ANIMATION_PRESETS, type AnimationPreset } from './data/css-animation-presets.ts';

/*
 * Output: CSS Animations 1. An @keyframes rule (offsets as percentages, one block per offset,
 * ascending) and a class of the animation's name using the `animation` shorthand in the order
 * <duration> <easing> <delay> <iteration-count> <direction> <fill-mode> <name> (§4.9; the first
 * time is the duration, the second the delay). A name that is a keyword of that shorthand
 * (ease, infinite, both…) or a CSS-wide keyword would be read as the keyword, so it is refused.
 * Keyframe properties are a whitelist, each read by a strict grammar (lib/css-animation-values.ts,
 * cssColor): nothing typed reaches the CSS as typed. Presets: data/css-animation-presets.ts
 * (Animate.css 4.1.1, MIT; Tailwind's spin). A preset supplies keyframes and timing; every field
 * given wins over it, and custom keyframes replace the preset's keyframes and class extras.
 * Defaults when neither says: 1000 ms, ease, no delay, once, normal, fill-mode both (Animate.css's base class).
 */

const MAX_KEYFRAMES = 20;
const NAME = /^-?[A-Za-z_][A-Za-z0-9_-]*$/;
const RESERVED_NAMES = new Set([
  'none', 'initial', 'inherit', 'unset', 'revert', 'revert-layer', 'default',
  'linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out', 'step-start', 'step-end', 'infinite',
  'normal', 'reverse', 'alternate', 'alternate-reverse', 'forwards', 'backwards', 'both', 'running', 'paused',
]);
const DIRECTIONS = ['normal', 'reverse', 'alternate', 'alternate-reverse'] as const;
const FILL_MODES = ['none', 'forwards', 'backwards', 'both'] as const;

const PROPERTY_ORDER = ['opacity', 'transform', 'color', 'background-color', 'width', 'height', 'border-radius', 'animation-timing-function'] as const;
type Property = (typeof PROPERTY_ORDER)[number];

const properties = closedObject(
  {
    opacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Opacity, 0 to 1' })),
    transform: Type.Optional(
      Type.String({
        maxLength: 300,
        description:
          'none, or up to 10 functions: translate(), translateX/Y/Z(), translate3d(), scale(), scaleX/Y/Z(), scale3d(), rotate(), rotateX/Y/Z(), rotate3d(), skew(), skewX/Y(), perspective(); numeric arguments with units (px, em, rem, %, vw, vh…; deg, rad, grad, turn)',
      }),
    ),
    color: Type.Optional(Type.String({ maxLength: 64, description: 'Text colour: #rgb, #rrggbb, rgb() or rgba()' })),
    'background-color': Type.Optional(Type.String({ maxLength: 64, description: 'Background colour: #rgb, #rrggbb, rgb() or rgba()' })),
    width: Type.Optional(Type.String({ maxLength: 32, description: 'auto, or a non-negative length or percentage (120px, 50%)' })),
    height: Type.Optional(Type.String({ maxLength: 32, description: 'auto, or a non-negative length or percentage' })),
    'border-radius': Type.Optional(Type.String({ maxLength: 32, description: 'A non-negative length or percentage (one value)' })),
    'animation-timing-function': Type.Optional(Type.String({ maxLength: 100, description: 'The easing from this keyframe to the next, in the forms timing_function takes' })),
  },
  { description: 'The CSS properties at this offset (at least one), from this whitelist; each value is checked against its grammar' },
);

const input = closedObject({
  preset: withDefault(
    stringEnum(ANIMATION_PRESET_NAMES, {
      description:
        'Keyframes and timing to start from (Animate.css 4.1.1: fadeIn, slideInLeft, bounce, pulse, shakeX, zoomIn, flip; Tailwind’s spin): fade_in, slide_in_left, bounce, pulse, spin, shake, zoom_in, flip. Custom keyframes and any timing field given win',
    }),
    'fade_in',
  ),
  keyframes: Type.Optional(
    Type.Array(
      closedObject({
        offset: Type.Number({ minimum: 0, maximum: 100, description: 'Where in the animation, percent 0 to 100 (each offset once)' }),
        properties,
      }),
      { minItems: 1, maxItems: MAX_KEYFRAMES, description: `Custom keyframes, 1 to ${MAX_KEYFRAMES}, in any order (written ascending); they replace the preset's` },
    ),
  ),
  name: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'The @keyframes and class name: a CSS identifier of ASCII letters, digits, - and _ (not starting with a digit or --, not a keyword such as none or ease). Default: the preset’s (fade-in…), or custom-animation',
    }),
  ),
  duration: Type.Optional(Type.Number({ minimum: 0, maximum: 60_000, description: 'Duration in milliseconds, 0 to 60000 (default: the preset’s, else 1000)' })),
  delay: Type.Optional(Type.Number({ minimum: -60_000, maximum: 60_000, description: 'Delay in milliseconds, −60000 to 60000; negative starts part-way through (default 0)' })),
  iteration_count: Type.Optional(
    Type.Union([Type.Number({ minimum: 0, maximum: 1000 }), Type.Literal('infinite')], {
      description: 'How many times to run, 0 to 1000 (fractions allowed), or "infinite" (default: the preset’s, else 1)',
    }),
  ),
  timing_function: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'linear, ease, ease-in, ease-out, ease-in-out, step-start, step-end, cubic-bezier(x1, y1, x2, y2) with x in 0–1, or steps(n, position) (default: the preset’s, else ease)',
    }),
  ),
  direction: Type.Optional(stringEnum(DIRECTIONS, { description: 'normal, reverse, alternate or alternate-reverse (default normal)' })),
  fill_mode: Type.Optional(stringEnum(FILL_MODES, { description: 'none, forwards, backwards or both (default both, as Animate.css)' })),
});

const output = closedObject({
  css: Type.String({ description: 'The @keyframes rule and the class rule, to copy' }),
  keyframes_css: Type.String({ description: 'The @keyframes rule alone' }),
  animation: Type.String({ description: 'The animation shorthand value alone' }),
  class_name: Type.String({ description: 'The class that runs the animation (the animation’s name)' }),
  preview_html: Type.String({ description: 'A whole HTML page running the animation on a sample box' }),
  name: Type.String({ description: 'The @keyframes name' }),
  keyframes_from: stringEnum(['keyframes', 'preset'], { description: 'Where the keyframes came from' }),
  preset: stringEnum(ANIMATION_PRESET_NAMES, { description: 'The preset named' }),
  keyframe_count: Type.Integer({ description: 'How many keyframe blocks were written' }),
  duration_ms: Type.Number({ description: 'Duration used, ms' }),
  delay_ms: Type.Number({ description: 'Delay used, ms' }),
  iteration_count: Type.Union([Type.Number(), Type.Literal('infinite')], { description: 'Iteration count used' }),
  timing_function: Type.String({ description: 'Easing used, canonical' }),
  direction: stringEnum(DIRECTIONS, { description: 'Direction used' }),
  fill_mode: stringEnum(FILL_MODES, { description: 'Fill mode used' }),
});

type KeyframeProperties = Partial<Record<Property, string | number>>;

function readProperty(property: Property, value: string | number, path: string): string {
  const field = `${path}.${property}`;
  if (property === 'opacity') return cssNumber(value as number, 4);
  const text = value as string;
  let parsed: Parsed;
  if (property === 'color' || property === 'background-color') parsed = { css: cssColor(text, field).css };
  else if (property === 'transform') parsed = readTransform(text);
  else if (property === 'animation-timing-function') parsed = readEasing(text);
  else parsed = readSize(text, property !== 'border-radius');
  if ('error' in parsed) invalid(`${field}: ${parsed.error}`);
  return parsed.css;
}

function keyframeBlock(offset: number, values: KeyframeProperties, path: string): string {
  const declarations: Declaration[] = PROPERTY_ORDER.filter((property) => values[property] !== undefined).map((property) => [
    property,
    readProperty(property, values[property]!, path),
  ]);
  if (declarations.length === 0) invalid(`${path}: give at least one property (${PROPERTY_ORDER.join(', ')})`);
  return cssRule(`${cssNumber(offset, 4)}%`, declarations)
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

function readName(name: string): string {
  if (!NAME.test(name) || name.startsWith('--')) {
    invalid(`name: ${JSON.stringify(name.slice(0, 64))} is not a CSS identifier of ASCII letters, digits, - and _ that starts with a letter or _ (or - and a letter)`);
  }
  if (RESERVED_NAMES.has(name.toLowerCase())) invalid(`name: ${name} is a CSS keyword the animation shorthand would read as a keyword; choose another name`);
  return name;
}

const PAGE_STYLE = `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow:hidden}
.sample{width:140px;height:140px;border-radius:16px;background:#6366f1;color:#ffffff;display:flex;align-items:center;justify-content:center;font-size:15px}`;

export default defineTool({
  id: 'css-animation-generator',
  name: 'CSS Animation Generator',
  category: 'generators',
  description:
    'Build a CSS @keyframes animation and the class that runs it: a preset adapted from Animate.css (fade in, slide in from the left, bounce, pulse, shake, zoom in, flip) or Tailwind’s spin, or your own keyframes of whitelisted properties (transform, opacity, colours, sizes, radius, per-keyframe easing), each value checked against its CSS grammar; ' +
    'with duration, delay, iteration count, easing (keywords, cubic-bezier(), steps()), direction and fill mode. Returns the CSS, the animation shorthand and a page that plays it. Per CSS Animations 1.',
  keywords: ['keyframes', 'css keyframes', 'animate.css', 'animation css', 'fade in', 'bounce animation', 'spin animation', 'cubic-bezier', 'easing', 'css motion'],
  mcp: true,
  input,
  output,
  examples: [
    {
      title: 'Animate.css’s bounce, twice',
      input: { preset: 'bounce', iteration_count: 2 },
      output: {
        css: "@keyframes bounce {\n  0% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n  20% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n  40% {\n    transform: translate3d(0, -30px, 0) scaleY(1.1);\n    animation-timing-function: cubic-bezier(0.755, 0.05, 0.855, 0.06);\n  }\n  43% {\n    transform: translate3d(0, -30px, 0) scaleY(1.1);\n    animation-timing-function: cubic-bezier(0.755, 0.05, 0.855, 0.06);\n  }\n  53% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n  70% {\n    transform: translate3d(0, -15px, 0) scaleY(1.05);\n    animation-timing-function: cubic-bezier(0.755, 0.05, 0.855, 0.06);\n  }\n  80% {\n    transform: translate3d(0, 0, 0) scaleY(0.95);\n  }\n  90% {\n    transform: translate3d(0, -4px, 0) scaleY(1.02);\n  }\n  100% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n}\n\n.bounce {\n  animation: 1000ms ease 0ms 2 normal both bounce;\n  transform-origin: center bottom;\n}",
        keyframes_css: "@keyframes bounce {\n  0% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n  20% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n  40% {\n    transform: translate3d(0, -30px, 0) scaleY(1.1);\n    animation-timing-function: cubic-bezier(0.755, 0.05, 0.855, 0.06);\n  }\n  43% {\n    transform: translate3d(0, -30px, 0) scaleY(1.1);\n    animation-timing-function: cubic-bezier(0.755, 0.05, 0.855, 0.06);\n  }\n  53% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n  70% {\n    transform: translate3d(0, -15px, 0) scaleY(1.05);\n    animation-timing-function: cubic-bezier(0.755, 0.05, 0.855, 0.06);\n  }\n  80% {\n    transform: translate3d(0, 0, 0) scaleY(0.95);\n  }\n  90% {\n    transform: translate3d(0, -4px, 0) scaleY(1.02);\n  }\n  100% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n}",
        animation: '1000ms ease 0ms 2 normal both bounce',
        class_name: 'bounce',
        preview_html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>CSS animation preview</title>\n<style>\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif;overflow:hidden}\n.sample{width:140px;height:140px;border-radius:16px;background:#6366f1;color:#ffffff;display:flex;align-items:center;justify-content:center;font-size:15px}\n@keyframes bounce {\n  0% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n  20% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n  40% {\n    transform: translate3d(0, -30px, 0) scaleY(1.1);\n    animation-timing-function: cubic-bezier(0.755, 0.05, 0.855, 0.06);\n  }\n  43% {\n    transform: translate3d(0, -30px, 0) scaleY(1.1);\n    animation-timing-function: cubic-bezier(0.755, 0.05, 0.855, 0.06);\n  }\n  53% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n  70% {\n    transform: translate3d(0, -15px, 0) scaleY(1.05);\n    animation-timing-function: cubic-bezier(0.755, 0.05, 0.855, 0.06);\n  }\n  80% {\n    transform: translate3d(0, 0, 0) scaleY(0.95);\n  }\n  90% {\n    transform: translate3d(0, -4px, 0) scaleY(1.02);\n  }\n  100% {\n    transform: translate3d(0, 0, 0);\n    animation-timing-function: cubic-bezier(0.215, 0.61, 0.355, 1);\n  }\n}\n\n.bounce {\n  animation: 1000ms ease 0ms 2 normal both bounce;\n  transform-origin: center bottom;\n}\n</style>\n</head>\n<body>\n<div class=\"sample bounce\">Animated</div>\n</body>\n</html>\n",
        name: 'bounce',
        keyframes_from: 'preset',
        preset: 'bounce',
        keyframe_count: 9,
        duration_ms: 1000,
        delay_ms: 0,
        iteration_count: 2,
        timing_function: 'ease',
        direction: 'normal',
        fill_mode: 'both',
      },
    },
    {
      title: 'Custom keyframes: a colour-shifting wobble that repeats back and forth',
      input: {
        name: 'wobble-glow',
        keyframes: [
          { offset: 0, properties: { transform: 'rotate(-3deg)', 'background-color': '#6366f1' } },
          { offset: 50, properties: { transform: 'rotate(3deg) scale(1.05)', 'background-color': '#ec4899' } },
          { offset: 100, properties: { transform: 'rotate(-3deg)', 'background-color': '#6366f1' } },
        ],
        duration: 1500,
        timing_function: 'cubic-bezier(0.4, 0, 0.2, 1)',
        iteration_count: 'infinite',
        direction: 'alternate',
      },
      output: {
        css: "@keyframes wobble-glow {\n  0% {\n    transform: rotate(-3deg);\n    background-color: #6366f1;\n  }\n  50% {\n    transform: rotate(3deg) scale(1.05);\n    background-color: #ec4899;\n  }\n  100% {\n    transform: rotate(-3deg);\n    background-color: #6366f1;\n  }\n}\n\n.wobble-glow {\n  animation: 1500ms cubic-bezier(0.4, 0, 0.2, 1) 0ms infinite alternate both wobble-glow;\n}",
        keyframes_css: "@keyframes wobble-glow {\n  0% {\n    transform: rotate(-3deg);\n    background-color: #6366f1;\n  }\n  50% {\n    transform: rotate(3deg) scale(1.05);\n    background-color: #ec4899;\n  }\n  100% {\n    transform: rotate(-3deg);\n    background-color: #6366f1;\n  }\n}",
        animation: '1500ms cubic-bezier(0.4, 0, 0.2, 1) 0ms infinite alternate both wobble-glow',
        class_name: 'wobble-glow',
        preview_html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>CSS animation preview</title>\n<style>\nbody{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8fafc;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif;overflow:hidden}\n.sample{width:140px;height:140px;border-radius:16px;background:#6366f1;color:#ffffff;display:flex;align-items:center;justify-content:center;font-size:15px}\n@keyframes wobble-glow {\n  0% {\n    transform: rotate(-3deg);\n    background-color: #6366f1;\n  }\n  50% {\n    transform: rotate(3deg) scale(1.05);\n    background-color: #ec4899;\n  }\n  100% {\n    transform: rotate(-3deg);\n    background-color: #6366f1;\n  }\n}\n\n.wobble-glow {\n  animation: 1500ms cubic-bezier(0.4, 0, 0.2, 1) 0ms infinite alternate both wobble-glow;\n}\n</style>\n</head>\n<body>\n<div class=\"sample wobble-glow\">Animated</div>\n</body>\n</html>\n",
        name: 'wobble-glow',
        keyframes_from: 'keyframes',
        preset: 'fade_in',
        keyframe_count: 3,
        duration_ms: 1500,
        delay_ms: 0,
        iteration_count: 'infinite',
        timing_function: 'cubic-bezier(0.4, 0, 0.2, 1)',
        direction: 'alternate',
        fill_mode: 'both',
      },
    },
  ],
  run(values) {
    const preset = ANIMATION_PRESETS[values.preset];
    const custom = values.keyframes;
    const name = readName(values.name ?? (custom ? 'custom-animation' : preset.name));

    const blocks: { offset: number; properties: KeyframeProperties; path: string }[] = custom
      ? custom.map((frame, index) => ({ offset: frame.offset, properties: frame.properties, path: `keyframes[${index}].properties` }))
      : preset.keyframes.flatMap((frame, index) => frame.offsets.map((offset) => ({ offset, properties: frame.properties, path: `preset ${values.preset} keyframe ${index}` })));
    const seen = new Map<number, number>();
    blocks.forEach((block, index) => {
      const twin = seen.get(block.offset);
      if (custom && twin !== undefined) invalid(`keyframes[${index}].offset: ${block.offset} is already keyframes[${twin}]'s offset; give each offset once`);
      seen.set(block.offset, index);
    });
    const ordered = [...blocks].sort((a, b) => a.offset - b.offset);
    const keyframesCss = `@keyframes ${name} {\n${ordered.map((block) => keyframeBlock(block.offset, block.properties, block.path)).join('\n')}\n}`;

    const timing: AnimationPreset['timing'] = custom ? {} : preset.timing;
    const duration = values.duration ?? timing.duration ?? 1000;
    const delay = values.delay ?? 0;
    const iterations = values.iteration_count ?? timing.iteration_count ?? 1;
    const easingParsed = readEasing(values.timing_function ?? timing.timing_function ?? 'ease');
    if ('error' in easingParsed) invalid(`timing_function: ${easingParsed.error}`);
    const easing = easingParsed.css;
    const direction = values.direction ?? 'normal';
    const fillMode = values.fill_mode ?? 'both';
    const count = iterations === 'infinite' ? 'infinite' : cssNumber(iterations, 4);
    const animation = `${cssNumber(duration)}ms ${easing} ${cssNumber(delay)}ms ${count} ${direction} ${fillMode} ${name}`;
    const classRule = cssRule(`.${name}`, [['animation', animation], ...(custom ? [] : (preset.class_extras as Declaration[]))]);
    const css = `${keyframesCss}\n\n${classRule}`;
    const body = markup`<div class="${`sample ${name}`}">Animated</div>`;
    return {
      css,
      keyframes_css: keyframesCss,
      animation,
      class_name: name,
      preview_html: cssPreviewDocument('CSS animation preview', css, body, PAGE_STYLE),
      name,
      keyframes_from: custom ? ('keyframes' as const) : ('preset' as const),
      preset: values.preset,
      keyframe_count: ordered.length,
      duration_ms: Number(cssNumber(duration)),
      delay_ms: Number(cssNumber(delay)),
      iteration_count: iterations === 'infinite' ? ('infinite' as const) : Number(count),
      timing_function: easing,
      direction,
      fill_mode: fillMode,
    };
  },
});
