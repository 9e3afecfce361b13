import { Type } from '@sinclair/typebox';
import { markup, trusted } from '../../lib/markup.ts';
import { CODE128, CODE39, EAN13, EAN8, UPC, type JsBarcodeEncoderClass, type JsBarcodePart } from '../../lib/vendor/jsbarcode-encoders.js';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Sources:
 * - Code 128: ISO/IEC 15417 (all 128 ASCII characters; mod-103 symbol check character; 10X quiet zones).
 * - Code 39: ISO/IEC 16388 (0-9, A-Z, space and - . $ / + %; '*' is the start/stop character; 10X quiet zones).
 * - EAN-13, EAN-8, UPC-A: GS1 General Specifications, section 7.9 (the standard mod-10 check digit:
 *   weights 3, 1, 3, … from the rightmost data digit) and its symbol tables (quiet zones EAN-13 11X
 *   left / 7X right, EAN-8 7X, UPC-A 9X).
 * JsBarcode 3.12's encoders (vendored: lib/vendor/jsbarcode-encoders.js) give the module patterns
 * only; the SVG is drawn here. Quiet zones are the larger of 10 modules and the standard's minimum,
 * so EAN-13 gets 11 on its left.
 */

const TYPES = ['CODE128', 'CODE39', 'EAN13', 'EAN8', 'UPC'] as const;
type Symbology = (typeof TYPES)[number];

interface Rule {
  encoder: JsBarcodeEncoderClass;
  /** Number of data digits without and with the check digit (GS1 types only). */
  digits?: readonly [number, number];
  quiet: readonly [number, number];
  accepts: string;
}

const RULES: Record<Symbology, Rule> = {
  CODE128: { encoder: CODE128, quiet: [10, 10], accepts: 'Code 128 encodes ASCII characters (codes 0-127)' },
  CODE39: { encoder: CODE39, quiet: [10, 10], accepts: 'Code 39 encodes uppercase A-Z, digits 0-9, space and - . $ / + %' },
  EAN13: { encoder: EAN13, digits: [12, 13], quiet: [11, 10], accepts: 'EAN-13 takes 12 digits (the check digit is added) or 13 digits with a correct check digit' },
  EAN8: { encoder: EAN8, digits: [7, 8], quiet: [10, 10], accepts: 'EAN-8 takes 7 digits (the check digit is added) or 8 digits with a correct check digit' },
  UPC: { encoder: UPC, digits: [11, 12], quiet: [10, 10], accepts: 'UPC-A takes 11 digits (the check digit is added) or 12 digits with a correct check digit' },
};

/** GS1 General Specifications 7.9: weights 3 and 1 alternate from the rightmost data digit; the check digit brings the sum to a multiple of 10. */
export function gs1CheckDigit(data: string): number {
  let sum = 0;
  for (let i = data.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(data[i]) * weight;
  return (10 - (sum % 10)) % 10;
}

/** The text to encode, with the check digit added or verified for the GS1 types; a 400 naming `text` otherwise. */
function checkedText(text: string, type: Symbology): { encoded: string; checkDigit?: number } {
  const rule = RULES[type];
  if (rule.digits) {
    const [short, full] = rule.digits;
    if (!/^[0-9]+$/.test(text) || (text.length !== short && text.length !== full)) {
      invalid(`text: ${rule.accepts}; got ${JSON.stringify(text.slice(0, 20))} (${text.length} characters)`);
    }
    const data = text.slice(0, short);
    const checkDigit = gs1CheckDigit(data);
    if (text.length === full && Number(text[short]) !== checkDigit) {
      invalid(`text: the check digit of ${text} is wrong: it should be ${checkDigit}, not ${text[short]} (GS1 mod-10 check digit)`);
    }
    return { encoded: data + checkDigit, checkDigit };
  }
  if (type === 'CODE39') {
    // Refused rather than uppercased: a scanner would then read something other than what was typed.
    const bad = /[^0-9A-Z\-. $/+%]/.exec(text);
    if (bad) {
      const hint = /[a-z]/.test(bad[0]) ? ' (lowercase letters are not part of Code 39: write them in uppercase)' : '';
      invalid(`text: ${rule.accepts}; ${JSON.stringify(bad[0])} at position ${bad.index + 1} is not one${hint}`);
    }
  } else {
    const bad = /[^\x00-\x7F]/u.exec(text);
    if (bad) invalid(`text: ${rule.accepts}; ${JSON.stringify(bad[0])} at position ${bad.index + 1} is not one`);
  }
  return { encoded: text };
}

/** The module pattern ('1' dark) from JsBarcode: one part for linear codes, the guarded parts for EAN/UPC. */
function modulePattern(encoded: string, type: Symbology): string {
  const encoder = new RULES[type].encoder(encoded, {});
  if (!encoder.valid()) invalid(`text: ${RULES[type].accepts}`);
  const result: JsBarcodePart | JsBarcodePart[] = encoder.encode();
  return Array.isArray(result) ? result.map((part) => part.data).join('') : result.data;
}

/** Runs of dark modules as [start, length]: one rect per bar, not per module. */
function bars(pattern: string): [number, number][] {
  const runs: [number, number][] = [];
  for (const match of pattern.matchAll(/1+/g)) runs.push([match.index, match[0].length]);
  return runs;
}

export default defineTool({
  id: 'barcode-generator',
  name: 'Barcode Generator',
  category: 'generators',
  description:
    'A 1D barcode as SVG: Code 128 (ISO/IEC 15417), Code 39 (ISO/IEC 16388), EAN-13, EAN-8 and UPC-A with the GS1 mod-10 check digit ' +
    'added or verified (GS1 General Specifications 7.9). Patterns from JsBarcode\'s encoders; crisp bars, quiet zones of at least 10 modules, optional human-readable line.',
  keywords: ['barcode', 'code128', 'code 128', 'code39', 'code 39', 'ean', 'ean-13', 'ean-8', 'upc', 'upc-a', 'gtin', 'check digit', 'bar code svg'],
  mcp: true,
  input: closedObject({
    text: Type.String({ minLength: 1, maxLength: 80, description: 'What to encode, 1-80 characters. EAN13: 12 digits (or 13 with its check digit); EAN8: 7 (or 8); UPC: 11 (or 12); CODE39: uppercase A-Z, 0-9, space and - . $ / + %; CODE128: any ASCII' }),
    type: withDefault(stringEnum(TYPES, { description: 'Symbology: CODE128 (default), CODE39, EAN13, EAN8 or UPC (UPC-A)' }), 'CODE128'),
    bar_width: withDefault(Type.Integer({ minimum: 1, maximum: 10, description: 'Width of one module (the narrowest bar) in pixels, 1-10' }), 2),
    height: withDefault(Type.Integer({ minimum: 20, maximum: 500, description: 'Height of the bars in pixels, 20-500' }), 100),
    show_text: withDefault(Type.Boolean({ description: 'Print the encoded text under the bars (control characters are left out of that line)' }), true),
  }),
  output: closedObject({
    svg: Type.String({ description: 'The barcode as a standalone SVG document (white background, quiet zones included)' }),
    type: Type.String({ description: 'The symbology, echoed' }),
    text: Type.String({ description: 'The text as given' }),
    encoded_text: Type.String({ description: 'What the bars encode: the text, with the check digit for EAN13, EAN8 and UPC' }),
    check_digit: Type.Optional(Type.Integer({ description: 'EAN13, EAN8, UPC: the GS1 mod-10 check digit' })),
    modules: Type.Integer({ description: 'Width of the symbol in modules, quiet zones excluded' }),
    quiet_zone_modules: Type.Array(Type.Integer(), { description: 'Quiet zones left and right, in modules' }),
    svg_width: Type.Integer({ description: 'Width of the SVG in pixels' }),
    svg_height: Type.Integer({ description: 'Height of the SVG in pixels (bars plus the text line)' }),
  }),
  examples: [
    {
      title: 'EAN-13 with its check digit computed (GS1 example 400638133393 → 1)',
      input: { text: '400638133393', type: 'EAN13', bar_width: 1, height: 40, show_text: false },
      output: {
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"116\" height=\"40\" viewBox=\"0 0 116 40\">\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n<g fill=\"#000000\" shape-rendering=\"crispEdges\"><rect x=\"11\" width=\"1\" height=\"40\"/><rect x=\"13\" width=\"1\" height=\"40\"/><rect x=\"17\" width=\"2\" height=\"40\"/><rect x=\"20\" width=\"1\" height=\"40\"/><rect x=\"22\" width=\"1\" height=\"40\"/><rect x=\"25\" width=\"3\" height=\"40\"/><rect x=\"29\" width=\"1\" height=\"40\"/><rect x=\"31\" width=\"4\" height=\"40\"/><rect x=\"36\" width=\"4\" height=\"40\"/><rect x=\"41\" width=\"1\" height=\"40\"/><rect x=\"45\" width=\"1\" height=\"40\"/><rect x=\"48\" width=\"1\" height=\"40\"/><rect x=\"50\" width=\"2\" height=\"40\"/><rect x=\"54\" width=\"2\" height=\"40\"/><rect x=\"57\" width=\"1\" height=\"40\"/><rect x=\"59\" width=\"1\" height=\"40\"/><rect x=\"61\" width=\"1\" height=\"40\"/><rect x=\"66\" width=\"1\" height=\"40\"/><rect x=\"68\" width=\"1\" height=\"40\"/><rect x=\"73\" width=\"1\" height=\"40\"/><rect x=\"75\" width=\"1\" height=\"40\"/><rect x=\"80\" width=\"1\" height=\"40\"/><rect x=\"82\" width=\"3\" height=\"40\"/><rect x=\"86\" width=\"1\" height=\"40\"/><rect x=\"89\" width=\"1\" height=\"40\"/><rect x=\"94\" width=\"1\" height=\"40\"/><rect x=\"96\" width=\"2\" height=\"40\"/><rect x=\"100\" width=\"2\" height=\"40\"/><rect x=\"103\" width=\"1\" height=\"40\"/><rect x=\"105\" width=\"1\" height=\"40\"/></g>\n</svg>\n", type: 'EAN13', text: '400638133393', encoded_text: '4006381333931', check_digit: 1, modules: 95,
        quiet_zone_modules: [11, 10], svg_width: 116, svg_height: 40,
      },
    },
    {
      title: 'Code 128 with its text',
      input: { text: 'Hi!', bar_width: 1, height: 30 },
      output: {
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"88\" height=\"45\" viewBox=\"0 0 88 45\">\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n<g fill=\"#000000\" shape-rendering=\"crispEdges\"><rect x=\"10\" width=\"2\" height=\"30\"/><rect x=\"13\" width=\"1\" height=\"30\"/><rect x=\"16\" width=\"1\" height=\"30\"/><rect x=\"21\" width=\"2\" height=\"30\"/><rect x=\"26\" width=\"1\" height=\"30\"/><rect x=\"28\" width=\"1\" height=\"30\"/><rect x=\"32\" width=\"1\" height=\"30\"/><rect x=\"37\" width=\"2\" height=\"30\"/><rect x=\"40\" width=\"1\" height=\"30\"/><rect x=\"43\" width=\"2\" height=\"30\"/><rect x=\"47\" width=\"2\" height=\"30\"/><rect x=\"50\" width=\"2\" height=\"30\"/><rect x=\"54\" width=\"4\" height=\"30\"/><rect x=\"60\" width=\"1\" height=\"30\"/><rect x=\"62\" width=\"1\" height=\"30\"/><rect x=\"65\" width=\"2\" height=\"30\"/><rect x=\"70\" width=\"3\" height=\"30\"/><rect x=\"74\" width=\"1\" height=\"30\"/><rect x=\"76\" width=\"2\" height=\"30\"/></g>\n<text x=\"44\" y=\"42\" font-family=\"monospace\" font-size=\"10\" text-anchor=\"middle\" fill=\"#000000\" style=\"white-space:pre\">Hi!</text>\n</svg>\n", type: 'CODE128', text: 'Hi!', encoded_text: 'Hi!', modules: 68,
        quiet_zone_modules: [10, 10], svg_width: 88, svg_height: 45,
      },
    },
  ],
  run({ text, type, bar_width: unit, height, show_text }) {
    const { encoded, checkDigit } = checkedText(text, type);
    const pattern = modulePattern(encoded, type);
    const [left, right] = RULES[type].quiet;
    const width = (left + pattern.length + right) * unit;
    const fontSize = 6 + 4 * unit;
    const label = show_text ? encoded.replace(/[\x00-\x1F\x7F]/g, '') : '';
    const totalHeight = height + (show_text ? Math.ceil(fontSize * 1.5) : 0);
    const rects = bars(pattern).map(([start, length]) => markup`<rect x="${(left + start) * unit}" width="${length * unit}" height="${height}"/>`);
    const caption = show_text
      ? markup`\n<text x="${width / 2}" y="${height + Math.round(fontSize * 1.15)}" font-family="monospace" font-size="${fontSize}" text-anchor="middle" fill="#000000" style="white-space:pre">${label}</text>`
      : null;
    const svg = markup`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${totalHeight}" viewBox="0 0 ${width} ${totalHeight}">
<rect width="100%" height="100%" fill="#ffffff"/>
<g fill="#000000" shape-rendering="crispEdges">${rects}</g>${caption}
</svg>
`.html;
    return {
      svg, type, text, encoded_text: encoded, ...(checkDigit === undefined ? {} : { check_digit: checkDigit }),
      modules: pattern.length, quiet_zone_modules: [left, right], svg_width: width, svg_height: totalHeight,
    };
  },
});
