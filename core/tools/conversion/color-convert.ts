import { Type } from '@sinclair/typebox';
import { quoteClipped } from '../../lib/quote.ts';
import { add, compare, div, mod, mul, parseDecimal, rational, roundHalfUp, sub, type Rational } from '../../lib/rational.ts';
import { hexDigitsToRgb, RGB_CHANNELS, rgbToHex, type Rgb } from '../../lib/rgb-color.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

type Form = 'hex' | 'rgb' | 'hsl';

const FORMS: Record<Form, string> = {
  hex: '#rgb or #rrggbb (hex digits, any case)',
  rgb: 'rgb(r, g, b) with integers 0–255',
  hsl: 'hsl(h, s%, l%) with h 0–360 and s, l 0–100',
};

/** Longer than any colour in these forms can be, even generously spaced. */
const MAX_COLOR = 100;

function formOf(color: string): Form | undefined {
  if (/^#/.test(color)) return 'hex';
  if (/^rgba?\(/i.test(color)) return 'rgb';
  if (/^hsla?\(/i.test(color)) return 'hsl';
  return undefined;
}

function notInForm(color: string, from: Form, why?: string): never {
  const looksLike = formOf(color);
  const hint = looksLike && looksLike !== from ? ` (it looks like ${looksLike}: set from to ${looksLike})` : '';
  return invalid(`color: ${quoteClipped(color)} is not in the ${from} form ${FORMS[from]}${why ? `: ${why}` : ''}${hint}`);
}

/** The three comma-separated arguments of `name(…)`, trimmed; undefined when `text` is not that call. */
function callArguments(text: string, name: string): string[] | undefined {
  if (text.slice(0, name.length + 1).toLowerCase() !== `${name}(` || !text.endsWith(')')) return undefined;
  const parts = text.slice(name.length + 1, -1).split(',').map((part) => part.trim());
  return parts.length === 3 ? parts : undefined;
}

function parseHex(color: string): Rgb {
  const digits = color.startsWith('#') ? color.slice(1) : color;
  if (!/^[0-9a-f]+$/i.test(digits)) notInForm(color, 'hex');
  if (digits.length === 4 || digits.length === 8) notInForm(color, 'hex', 'an alpha channel is not supported');
  return hexDigitsToRgb(digits) ?? notInForm(color, 'hex', `${digits.length} hex digits`);
}

function parseRgb(color: string): Rgb {
  if (/^rgba\(/i.test(color)) notInForm(color, 'rgb', 'an alpha channel is not supported');
  const parts = callArguments(color, 'rgb') ?? notInForm(color, 'rgb');
  return parts.map((part, i) => {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) {
      notInForm(color, 'rgb', `${RGB_CHANNELS[i]} ${quoteClipped(part, 12)} is not an integer from 0 to 255`);
    }
    return Number(part);
  }) as Rgb;
}

interface Hsl {
  h: Rational;
  s: Rational;
  l: Rational;
}

const NUMBER = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

function parseHsl(color: string): Hsl {
  if (/^hsla\(/i.test(color)) notInForm(color, 'hsl', 'an alpha channel is not supported');
  const parts = callArguments(color, 'hsl') ?? notInForm(color, 'hsl');
  const component = (text: string, label: string, unit: RegExp, max: bigint): Rational => {
    const number = text.replace(unit, '');
    const value = NUMBER.test(number) ? parseDecimal(number.startsWith('.') ? `0${number}` : number) : undefined;
    if (!value || compare(value, rational(max)) > 0) {
      notInForm(color, 'hsl', `${label} ${quoteClipped(text, 12)} is not a number from 0 to ${max}`);
    }
    return value;
  };
  return {
    h: component(parts[0]!, 'hue', /deg$/i, 360n),
    s: component(parts[1]!, 'saturation', /%$/, 100n),
    l: component(parts[2]!, 'lightness', /%$/, 100n),
  };
}

const HUNDRED = rational(100n);
const R255 = rational(255n);
const min = (a: Rational, b: Rational) => (compare(a, b) <= 0 ? a : b);
const max = (a: Rational, b: Rational) => (compare(a, b) >= 0 ? a : b);

/** CSS Color 4 hslToRgb, exactly; each channel then rounded half up to 0–255. */
function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sat = div(s, HUNDRED);
  const light = div(l, HUNDRED);
  const a = mul(sat, min(light, sub(rational(1n), light)));
  const channel = (n: bigint) => {
    const k = mod(add(rational(n), div(h, rational(30n))), rational(12n));
    const t = max(rational(-1n), min(min(sub(k, rational(3n)), sub(rational(9n), k)), rational(1n)));
    return Number(roundHalfUp(mul(sub(light, mul(a, t)), R255)));
  };
  return [channel(0n), channel(8n), channel(4n)];
}

/** The exact hue, saturation and lightness of an RGB colour (hue 0 and saturation 0 for greys). */
function rgbToHsl([r, g, b]: Rgb): Hsl {
  const hi = Math.max(r, g, b);
  const lo = Math.min(r, g, b);
  const sum = BigInt(hi + lo);
  const delta = BigInt(hi - lo);
  const l = rational(sum * 100n, 510n);
  if (delta === 0n) return { h: rational(0n), s: rational(0n), l };
  const s = rational(delta * 100n, sum <= 255n ? sum : 510n - sum);
  const sixty = (x: number, y: number, offset: bigint) => add(rational(60n * BigInt(x - y), delta), rational(offset));
  const hue = hi === r ? sixty(g, b, 0n) : hi === g ? sixty(b, r, 120n) : sixty(r, g, 240n);
  return { h: mod(hue, rational(360n)), s, l };
}

export default defineTool({
  id: 'color-convert',
  name: 'Color Converter',
  category: 'conversion',
  description:
    'Convert a colour between hex (#rgb, #rrggbb), rgb(r, g, b) and hsl(h, s%, l%), giving all three forms and the numbers. ' +
    'Every output is the input colour rounded once (halves up) to integers.',
  keywords: ['colour', 'color picker', 'hex to rgb', 'rgb to hex', 'hsl', 'rgb', 'hex color', 'css color'],
  mcp: true,
  input: closedObject({
    color: Type.String({ description: 'The colour: #rgb or #rrggbb, rgb(r, g, b) with integers 0–255, or hsl(h, s%, l%) (decimals allowed)' }),
    from: stringEnum(['hex', 'rgb', 'hsl'], { description: 'The form color is written in' }),
  }),
  output: closedObject({
    hex: Type.String({ description: 'Lowercase #rrggbb' }),
    rgb: Type.String({ description: 'rgb(r, g, b)' }),
    hsl: Type.String({ description: 'hsl(h, s%, l%) with integers' }),
    r: Type.Integer({ minimum: 0, maximum: 255, description: 'Red, 0–255' }),
    g: Type.Integer({ minimum: 0, maximum: 255, description: 'Green, 0–255' }),
    b: Type.Integer({ minimum: 0, maximum: 255, description: 'Blue, 0–255' }),
    h: Type.Integer({ minimum: 0, maximum: 359, description: 'Hue in degrees, 0–359 (360 is written 0)' }),
    s: Type.Integer({ minimum: 0, maximum: 100, description: 'Saturation, 0–100' }),
    l: Type.Integer({ minimum: 0, maximum: 100, description: 'Lightness, 0–100' }),
  }),
  examples: [
    {
      title: 'Hex to everything (rebeccapurple)',
      input: { color: '#663399', from: 'hex' },
      output: { hex: '#663399', rgb: 'rgb(102, 51, 153)', hsl: 'hsl(270, 50%, 40%)', r: 102, g: 51, b: 153, h: 270, s: 50, l: 40 },
    },
    {
      title: 'HSL to everything (orange)',
      input: { color: 'hsl(38.8, 100%, 50%)', from: 'hsl' },
      output: { hex: '#ffa500', rgb: 'rgb(255, 165, 0)', hsl: 'hsl(39, 100%, 50%)', r: 255, g: 165, b: 0, h: 39, s: 100, l: 50 },
    },
  ],
  run({ color, from }) {
    const text = color.trim();
    if (text.length > MAX_COLOR) notInForm(color, from, 'too long');
    let rgb: Rgb;
    let hsl: Hsl;
    if (from === 'hsl') {
      hsl = parseHsl(text);
      rgb = hslToRgb(hsl);
    } else {
      rgb = from === 'hex' ? parseHex(text) : parseRgb(text);
      hsl = rgbToHsl(rgb);
    }
    const [r, g, b] = rgb;
    const h = Number(roundHalfUp(hsl.h)) % 360;
    const s = Number(roundHalfUp(hsl.s));
    const l = Number(roundHalfUp(hsl.l));
    return { hex: rgbToHex(rgb), rgb: `rgb(${r}, ${g}, ${b})`, hsl: `hsl(${h}, ${s}%, ${l}%)`, r, g, b, h, s, l };
  },
});
