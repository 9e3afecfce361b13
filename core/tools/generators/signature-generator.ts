import { Type } from '@sinclair/typebox';
import { cssColor, markup } from '../../lib/markup.ts';
import { svgDataUrl } from '../../lib/svg-data-url.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Styles are font stacks of script faces that ship with common systems (Windows: Segoe Script,
 * Segoe Print, Lucida Handwriting, Brush Script MT, Monotype Corsiva; macOS: Snell Roundhand,
 * Apple Chancery, Bradley Hand, Noteworthy; Linux: URW's Z003 / URW Chancery L from
 * ghostscript's fonts), ending in the generic `cursive`. No web font is fetched: the SVG draws
 * with whatever the viewer has, so the letters vary by machine; the flourish does not.
 */
const STYLES = {
  cursive: { family: "'Segoe Script', 'Lucida Handwriting', 'Brush Script MT', 'Snell Roundhand', Z003, 'URW Chancery L', cursive", weight: 400, italic: false },
  elegant: { family: "'Snell Roundhand', 'Apple Chancery', 'Monotype Corsiva', Z003, 'URW Chancery L', 'Lucida Handwriting', cursive", weight: 400, italic: true },
  bold: { family: "'Brush Script MT', 'Segoe Script', 'Snell Roundhand', Z003, 'URW Chancery L', cursive", weight: 700, italic: false },
  casual: { family: "'Segoe Print', 'Bradley Hand', Noteworthy, 'Comic Sans MS', 'Comic Neue', Z003, cursive", weight: 400, italic: false },
} as const;
type Style = keyof typeof STYLES;
const STYLE_NAMES = Object.keys(STYLES) as [Style, ...Style[]];

const FONT_SIZE = 56;
const PADDING = 24;
/** Wide script forms (Z003's capitals reach 0.9 em) and CJK/emoji planes where a glyph is about 1 em. */
const WIDE_RANGES: readonly [number, number][] = [
  [0x1100, 0x115f], [0x2e80, 0xa4cf], [0xac00, 0xd7a3], [0xf900, 0xfaff], [0xfe30, 0xfe4f], [0xff00, 0xff60],
  [0xffe0, 0xffe6], [0x1f000, 0x1faff], [0x20000, 0x3fffd],
];
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

/**
 * The name's advance in em, estimated a little above script faces' widths (lowercase about 0.4-0.63 em,
 * capitals about 0.6 em but W 0.92 em in Z003, measured in Chromium), so the name stays inside the
 * width; the Chromium test measures it.
 */
function nameEm(name: string): number {
  let em = 0;
  for (const char of name) {
    const code = char.codePointAt(0)!;
    if (code < 0x7f) em += /[A-Zmw@%]/.test(char) ? 0.95 : /[ .,'il!|]/.test(char) ? 0.35 : 0.65;
    else if (WIDE_RANGES.some(([from, to]) => code >= from && code <= to)) em += 1.1;
    else em += ZERO_WIDTH.test(char) ? 0 : 0.75;
  }
  return em;
}

const round = (value: number): number => Math.round(value * 10) / 10;

/** An underline that starts under the first letter, dips, rises past the last one and curls back: cubic Béziers scaled to the width. */
function flourish(width: number, baseline: number): string {
  const start = PADDING;
  const end = width - PADDING;
  const span = end - start;
  const y = baseline + 14;
  const points = [
    `M ${round(start)} ${round(y + 4)}`,
    `C ${round(start + span * 0.25)} ${round(y + 16)}, ${round(start + span * 0.55)} ${round(y - 6)}, ${round(start + span * 0.85)} ${round(y)}`,
    // Control points of the curl stay left of `end`, so the curve (inside their hull) stays inside the width.
    `C ${round(end)} ${round(y + 6)}, ${round(end)} ${round(y - 8)}, ${round(end - 12)} ${round(y - 14)}`,
  ];
  return points.join(' ');
}

export default defineTool({
  id: 'signature-generator',
  name: 'Signature Generator',
  category: 'generators',
  description:
    'Your name as a handwritten-style signature in SVG (and a data: URL) with a flourish underline: cursive, elegant, bold or casual, ' +
    'in script fonts already on the viewer\'s system (Segoe Script, Snell Roundhand, Brush Script, URW Z003… then generic cursive). No font is downloaded.',
  keywords: ['signature', 'e-signature', 'email signature image', 'handwritten name', 'autograph', 'cursive name', 'sign name svg'],
  input: closedObject({
    name: Type.String({ minLength: 1, maxLength: 80, description: 'The name to sign, 1-80 characters (one line; line breaks are shown as spaces)' }),
    style: withDefault(stringEnum(STYLE_NAMES, {
      description: 'cursive (Segoe Script, Lucida Handwriting, Brush Script MT…), elegant (Snell Roundhand, Apple Chancery, Monotype Corsiva…, italic), ' +
        'bold (Brush Script MT, Segoe Script…, weight 700) or casual (Segoe Print, Bradley Hand, Comic Sans MS…); all fall back to generic cursive',
    }), 'cursive'),
    color: withDefault(Type.String({ maxLength: 64, description: 'Ink colour: #rgb, #rrggbb, rgb() or rgba(); default a dark blue ink #1b2a4a' }), '#1b2a4a'),
  }),
  output: closedObject({
    svg: Type.String({ description: 'The signature as a standalone SVG document with a transparent background' }),
    data_url: Type.String({ description: 'The same SVG as a data:image/svg+xml;base64 URL, for an <img src> in an email signature' }),
    name: Type.String({ description: 'The name as drawn' }),
    style: Type.String({ description: 'The style, echoed' }),
    color: Type.String({ description: 'The ink colour as written into the SVG' }),
    font_family: Type.String({ description: 'The CSS font stack the style uses' }),
    width: Type.Integer({ description: 'Width of the SVG in pixels, estimated from the name\'s length' }),
    height: Type.Integer({ description: 'Height of the SVG in pixels' }),
  }),
  examples: [
    {
      title: 'A cursive signature in dark ink',
      input: { name: 'Ada Lovelace' },
      output: {
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"485\" height=\"128\" viewBox=\"0 0 485 128\">\n<text x=\"24\" y=\"80\" font-family=\"&#39;Segoe Script&#39;, &#39;Lucida Handwriting&#39;, &#39;Brush Script MT&#39;, &#39;Snell Roundhand&#39;, Z003, &#39;URW Chancery L&#39;, cursive\" font-size=\"56\" font-weight=\"400\" fill=\"#1b2a4a\" style=\"white-space:pre\">Ada Lovelace</text>\n<path d=\"M 24 98 C 133.3 110, 264.4 88, 395.5 94 C 461 100, 461 86, 449 80\" fill=\"none\" stroke=\"#1b2a4a\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n</svg>\n", data_url: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI0ODUiIGhlaWdodD0iMTI4IiB2aWV3Qm94PSIwIDAgNDg1IDEyOCI+Cjx0ZXh0IHg9IjI0IiB5PSI4MCIgZm9udC1mYW1pbHk9IiYjMzk7U2Vnb2UgU2NyaXB0JiMzOTssICYjMzk7THVjaWRhIEhhbmR3cml0aW5nJiMzOTssICYjMzk7QnJ1c2ggU2NyaXB0IE1UJiMzOTssICYjMzk7U25lbGwgUm91bmRoYW5kJiMzOTssIFowMDMsICYjMzk7VVJXIENoYW5jZXJ5IEwmIzM5OywgY3Vyc2l2ZSIgZm9udC1zaXplPSI1NiIgZm9udC13ZWlnaHQ9IjQwMCIgZmlsbD0iIzFiMmE0YSIgc3R5bGU9IndoaXRlLXNwYWNlOnByZSI+QWRhIExvdmVsYWNlPC90ZXh0Pgo8cGF0aCBkPSJNIDI0IDk4IEMgMTMzLjMgMTEwLCAyNjQuNCA4OCwgMzk1LjUgOTQgQyA0NjEgMTAwLCA0NjEgODYsIDQ0OSA4MCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjMWIyYTRhIiBzdHJva2Utd2lkdGg9IjIuNSIgc3Ryb2tlLWxpbmVjYXA9InJvdW5kIiBzdHJva2UtbGluZWpvaW49InJvdW5kIi8+Cjwvc3ZnPgo=", name: 'Ada Lovelace', style: 'cursive', color: '#1b2a4a',
        font_family: STYLES.cursive.family, width: 485, height: 128,
      },
    },
    {
      title: 'An elegant signature in blue',
      input: { name: 'Grace Hopper', style: 'elegant', color: 'rgb(21, 101, 192)' },
      output: {
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"502\" height=\"128\" viewBox=\"0 0 502 128\">\n<text x=\"24\" y=\"80\" font-family=\"&#39;Snell Roundhand&#39;, &#39;Apple Chancery&#39;, &#39;Monotype Corsiva&#39;, Z003, &#39;URW Chancery L&#39;, &#39;Lucida Handwriting&#39;, cursive\" font-size=\"56\" font-weight=\"400\" font-style=\"italic\" fill=\"#1565c0\" style=\"white-space:pre\">Grace Hopper</text>\n<path d=\"M 24 98 C 137.5 110, 273.7 88, 409.9 94 C 478 100, 478 86, 466 80\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n</svg>\n", data_url: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI1MDIiIGhlaWdodD0iMTI4IiB2aWV3Qm94PSIwIDAgNTAyIDEyOCI+Cjx0ZXh0IHg9IjI0IiB5PSI4MCIgZm9udC1mYW1pbHk9IiYjMzk7U25lbGwgUm91bmRoYW5kJiMzOTssICYjMzk7QXBwbGUgQ2hhbmNlcnkmIzM5OywgJiMzOTtNb25vdHlwZSBDb3JzaXZhJiMzOTssIFowMDMsICYjMzk7VVJXIENoYW5jZXJ5IEwmIzM5OywgJiMzOTtMdWNpZGEgSGFuZHdyaXRpbmcmIzM5OywgY3Vyc2l2ZSIgZm9udC1zaXplPSI1NiIgZm9udC13ZWlnaHQ9IjQwMCIgZm9udC1zdHlsZT0iaXRhbGljIiBmaWxsPSIjMTU2NWMwIiBzdHlsZT0id2hpdGUtc3BhY2U6cHJlIj5HcmFjZSBIb3BwZXI8L3RleHQ+CjxwYXRoIGQ9Ik0gMjQgOTggQyAxMzcuNSAxMTAsIDI3My43IDg4LCA0MDkuOSA5NCBDIDQ3OCAxMDAsIDQ3OCA4NiwgNDY2IDgwIiBmaWxsPSJub25lIiBzdHJva2U9IiMxNTY1YzAiIHN0cm9rZS13aWR0aD0iMi41IiBzdHJva2UtbGluZWNhcD0icm91bmQiIHN0cm9rZS1saW5lam9pbj0icm91bmQiLz4KPC9zdmc+Cg==", name: 'Grace Hopper', style: 'elegant', color: '#1565c0',
        font_family: STYLES.elegant.family, width: 502, height: 128,
      },
    },
  ],
  run({ name: given, style, color }) {
    const name = given.replace(/\r\n|[\r\n\t]/g, ' ');
    const ink = cssColor(color, 'color').css;
    const { family, weight, italic } = STYLES[style];
    const width = Math.ceil(nameEm(name) * FONT_SIZE * (weight === 700 ? 1.1 : 1) + 2 * PADDING);
    const baseline = PADDING + FONT_SIZE;
    const height = baseline + PADDING + 24;
    const svg = markup`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<text x="${PADDING}" y="${baseline}" font-family="${family}" font-size="${FONT_SIZE}" font-weight="${weight}"${italic ? markup` font-style="italic"` : null} fill="${ink}" style="white-space:pre">${name}</text>
<path d="${flourish(width, baseline)}" fill="none" stroke="${ink}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`.html;
    return { svg, data_url: svgDataUrl(svg), name, style, color: ink, font_family: family, width, height };
  },
});
