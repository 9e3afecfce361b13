/**
 * Single CSS values compared by meaning rather than spelling, for mapping declarations to a
 * table of known values: `#FFF`, `#ffffff`, `rgb(255 255 255)` and `white` are one color; `.5rem`
 * and `0.50rem` one length; `0`, `0px` and `0rem` one zero; optionally `16px` and `1rem` one
 * length (at the browser default of 16px per rem).
 */

/** The CSS Color 4 named colors, which a color value may be written as. */
const NAMED_COLORS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender ' +
    'lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey ' +
    'lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange ' +
    'orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray ' +
    'slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_FUNCTION = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const DIMENSION = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z]+|%)$/i;
const LENGTH_UNITS = new Set([
  'px', 'rem', 'em', 'ex', 'ch', 'cap', 'ic', 'lh', 'rlh', 'vw', 'vh', 'vi', 'vb', 'vmin', 'vmax', 'svw', 'svh', 'lvw', 'lvh', 'dvw',
  'dvh', 'cqw', 'cqh', 'cqi', 'cqb', 'cqmin', 'cqmax', 'cm', 'mm', 'q', 'in', 'pt', 'pc',
]);

export type ValueKind = 'length' | 'number' | 'color' | 'keyword' | 'other';

/** A number as JavaScript prints it: ".50" → "0.5", "-0" → "0", "1e3" → "1000". */
function numberText(text: string): string {
  const value = Number(text);
  return Object.is(value, -0) ? '0' : String(value);
}

export function isCssColor(value: string): boolean {
  const text = value.trim().toLowerCase();
  return HEX.test(text) || COLOR_FUNCTION.test(text) || NAMED_COLORS.has(text) || text === 'transparent' || text === 'currentcolor';
}

/** What an arbitrary value is: a length (or percentage, or a length function), a plain number, a color, a keyword, or other. */
export function valueKind(value: string): ValueKind {
  const text = value.trim();
  if (NUMBER.test(text)) return Number(text) === 0 ? 'length' : 'number';
  const dimension = DIMENSION.exec(text);
  if (dimension) return dimension[2] === '%' || LENGTH_UNITS.has(dimension[2]!.toLowerCase()) ? 'length' : 'other';
  if (/^(calc|min|max|clamp)\(/i.test(text)) return 'length';
  if (isCssColor(text)) return 'color';
  if (/^-?[a-z][a-z0-9-]*$/i.test(text)) return 'keyword';
  return 'other';
}

function hexByte(n: number): string {
  return Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');
}

/** A color as lowercase #rrggbb (#rrggbbaa when not opaque), or undefined when it is not a hex or rgb() color. */
export function hexColor(value: string): string | undefined {
  const text = value.trim().toLowerCase();
  const hex = HEX.exec(text);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
    return digits.length === 8 && digits.endsWith('ff') ? `#${digits.slice(0, 6)}` : `#${digits}`;
  }
  const rgb = /^rgba?\((.*)\)$/.exec(text);
  if (!rgb) return undefined;
  // rgb(1, 2, 3), rgba(1, 2, 3, 0.5), rgb(1 2 3), rgb(1 2 3 / 50%)
  const [channels, alpha] = rgb[1]!.includes('/') ? rgb[1]!.split('/') : [rgb[1]!, undefined];
  const parts = channels!.trim().split(/\s*,\s*|\s+/).filter((part) => part !== '');
  let alphaText = alpha?.trim();
  if (parts.length === 4 && alphaText === undefined && rgb[1]!.includes(',')) alphaText = parts.pop();
  if (parts.length !== 3) return undefined;
  const channel = (part: string): number | undefined => {
    if (/^[+-]?(\d+\.?\d*|\.\d+)%$/.test(part)) return (Number(part.slice(0, -1)) * 255) / 100;
    return NUMBER.test(part) ? Number(part) : undefined;
  };
  const values = parts.map(channel);
  if (values.some((v) => v === undefined)) return undefined;
  let a = 1;
  if (alphaText !== undefined) {
    if (/^[+-]?(\d+\.?\d*|\.\d+)%$/.test(alphaText)) a = Number(alphaText.slice(0, -1)) / 100;
    else if (NUMBER.test(alphaText)) a = Number(alphaText);
    else return undefined;
  }
  const base = `#${values.map((v) => hexByte(v!)).join('')}`;
  return a >= 1 ? base : `${base}${hexByte(Math.max(0, a) * 255)}`;
}

export interface CanonicalOptions {
  /** Treat px and rem as one unit at 16px per rem. */
  matchPx: boolean;
}

/** A single length or number in one spelling; percentages rounded to 4 decimals (the table writes 33.333333%). */
function canonicalToken(token: string, options: CanonicalOptions): string | undefined {
  if (NUMBER.test(token)) return numberText(token);
  const dimension = DIMENSION.exec(token);
  if (!dimension) return undefined;
  const unit = dimension[2]!.toLowerCase();
  let number = Number(dimension[1]);
  if (number === 0 && (unit === '%' || LENGTH_UNITS.has(unit))) return '0';
  if (unit === '%') return `${numberText(number.toFixed(4))}%`;
  if (options.matchPx && unit === 'px') return `${numberText(String(number / 16))}rem`;
  if (unit === 'px' || unit === 'rem' || unit === 'em') number = Number(number.toPrecision(12));
  return `${numberText(String(number))}${unit}`;
}

/** Spaces dropped around , / ( ) and numbers written one way, for values of several parts. */
function canonicalText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*([,/()])\s*/g, '$1')
    .replace(/(^|[\s,(/])([+-]?(?:\d+\.?\d*|\.\d+))(?=[a-z%]*(?:$|[\s,)/]))/g, (_, before: string, number: string) => before + numberText(number))
    .trim();
}

const FONT_WEIGHT_KEYWORDS: Record<string, string> = { normal: '400', bold: '700' };

function flexShorthand(text: string): string {
  if (NUMBER.test(text)) return `${numberText(text)} 1 0%`;
  if (text === 'auto') return '1 1 auto';
  if (text === 'initial') return '0 1 auto';
  return text;
}

/** Whether a property takes colors (so `white` means #ffffff there, not a keyword). */
export function isColorProperty(property: string): boolean {
  return property === 'color' || property === 'fill' || property === 'stroke' || property.endsWith('-color');
}

/** The spelling of `value` of `property` that two equal values share. */
export function canonicalValue(property: string, value: string, options: CanonicalOptions): string {
  let text = value.trim().replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  if (isColorProperty(property)) {
    if (lower === 'currentcolor' || lower === 'inherit' || lower === 'transparent') return lower;
    if (lower === 'black') return '#000000';
    if (lower === 'white') return '#ffffff';
    const hex = hexColor(lower);
    if (hex) return hex;
  }
  if (property === 'font-weight') text = FONT_WEIGHT_KEYWORDS[lower] ?? text;
  if (property === 'flex') text = flexShorthand(lower);
  return canonicalToken(text, options) ?? canonicalText(text);
}
