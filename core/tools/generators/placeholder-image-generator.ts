import { Type } from '@sinclair/typebox';
import { cssColor, markup } from '../../lib/markup.ts';
import { svgDataUrl } from '../../lib/svg-data-url.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Preset sizes, from the platforms' own guidance: og 1200×630 (Meta's sharing best practices for
 * Open Graph images), square 1080×1080, portrait 1080×1350 and story 1080×1920 (Instagram's post and
 * story sizes), banner 1500×500 (X profile header), youtube-thumbnail 1280×720 (YouTube Help,
 * custom thumbnails), hd 1920×1080 (ITU-R BT.709), avatar 400×400 (X profile photo),
 * leaderboard 728×90 and medium-rectangle 300×250 (IAB standard ad units).
 */
const PRESETS = {
  og: [1200, 630],
  square: [1080, 1080],
  portrait: [1080, 1350],
  story: [1080, 1920],
  banner: [1500, 500],
  'youtube-thumbnail': [1280, 720],
  hd: [1920, 1080],
  avatar: [400, 400],
  leaderboard: [728, 90],
  'medium-rectangle': [300, 250],
} as const satisfies Record<string, readonly [number, number]>;
type Preset = keyof typeof PRESETS;
const PRESET_NAMES = Object.keys(PRESETS) as [Preset, ...Preset[]];

const MAX_LINES = 10;
/*
 * Sizing the text without a font at hand: each character's advance is estimated in em from the
 * widths of common sans-serif faces, rounded up (Helvetica/Arial/DejaVu Sans: i l . about 0.3, lowercase about
 * 0.6, capitals and digits about 0.7, M W m w up to 1.0), other characters at 0.8 em, or 1.05 em
 * in the East Asian Wide blocks and emoji planes (UAX #11), combining marks and format characters
 * at 0, so the text fits in 85 % of the width; lines of 1.2 em fill at most 60 % of the height.
 * Code point ranges rather than Intl.Segmenter: its first use costs ICU's start-up, 100 ms and
 * more on a cold run. The Chromium test checks the fit.
 */
const LINE_HEIGHT = 1.2;
const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const NARROW = new Set(" !'(),-./:;I[]`fijlrt|");
const WIDEST = new Set('MWmw@%');
/** Hangul Jamo, CJK radicals to Yi, Hangul syllables, CJK compatibility, fullwidth forms, emoji and pictographs, CJK extensions. */
const WIDE_RANGES: readonly [number, number][] = [
  [0x1100, 0x115f], [0x2e80, 0xa4cf], [0xac00, 0xd7a3], [0xf900, 0xfaff], [0xfe30, 0xfe4f], [0xff00, 0xff60],
  [0xffe0, 0xffe6], [0x1f000, 0x1faff], [0x20000, 0x3fffd],
];
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

function advanceEm(char: string): number {
  if (char.length === 1 && char < '\u007f') {
    if (NARROW.has(char)) return 0.4;
    if (WIDEST.has(char)) return 1.0;
    return /[A-Z0-9#&?~_+=<>^*$"{}\\]/.test(char) ? 0.75 : 0.62;
  }
  const code = char.codePointAt(0)!;
  if (WIDE_RANGES.some(([from, to]) => code >= from && code <= to)) return 1.05;
  return ZERO_WIDTH.test(char) ? 0 : 0.8;
}

const lineEm = (line: string): number => Array.from(line).reduce((sum, char) => sum + advanceEm(char), 0);

function fitFontSize(lines: string[], width: number, height: number): number {
  const em = Math.max(...lines.map(lineEm));
  if (em === 0) return 0;
  const size = Math.min((0.85 * width) / em, (0.6 * height) / (LINE_HEIGHT * lines.length));
  return Math.max(0.01, Math.floor(size * 100) / 100);
}

export default defineTool({
  id: 'placeholder-image-generator',
  name: 'Placeholder Image Generator',
  category: 'generators',
  description:
    'A placeholder image as SVG (and a data: URL): any size up to 4000×4000 or a preset (Open Graph, Instagram, YouTube, X, IAB ad sizes), ' +
    'your colours, and its size or your text centred, scaled to fit. Drawn locally; nothing is fetched.',
  keywords: ['placeholder', 'dummy image', 'placehold', 'mockup image', 'image placeholder', 'og image size', 'svg placeholder', 'fake image'],
  mcp: true,
  input: closedObject({
    width: withDefault(Type.Integer({ minimum: 1, maximum: 4000, description: 'Width in pixels, 1-4000 (ignored when preset is given)' }), 800),
    height: withDefault(Type.Integer({ minimum: 1, maximum: 4000, description: 'Height in pixels, 1-4000 (ignored when preset is given)' }), 600),
    preset: Type.Optional(stringEnum(PRESET_NAMES, {
      description: 'A named size that replaces width and height: og 1200×630, square 1080×1080, portrait 1080×1350, story 1080×1920, banner 1500×500, ' +
        'youtube-thumbnail 1280×720, hd 1920×1080, avatar 400×400, leaderboard 728×90, medium-rectangle 300×250',
    })),
    bg_color: withDefault(Type.String({ maxLength: 64, description: 'Background colour: #rgb, #rrggbb, rgb() or rgba()' }), '#dddddd'),
    text_color: withDefault(Type.String({ maxLength: 64, description: 'Text colour: #rgb, #rrggbb, rgb() or rgba()' }), '#555555'),
    text: Type.Optional(Type.String({ maxLength: 200, description: `The text to centre, up to 200 characters and ${MAX_LINES} lines (split at line breaks); default WIDTHxHEIGHT such as 800x600; empty for none` })),
  }),
  output: closedObject({
    svg: Type.String({ description: 'The placeholder as a standalone SVG document' }),
    data_url: Type.String({ description: 'The same SVG as a data:image/svg+xml;base64 URL, for an <img src> or CSS url()' }),
    width: Type.Integer({ description: 'Width used, in pixels (the preset\'s when one was given)' }),
    height: Type.Integer({ description: 'Height used, in pixels' }),
    preset: Type.Optional(Type.String({ description: 'The preset, echoed when given' })),
    bg_color: Type.String({ description: 'Background colour as written into the SVG' }),
    text_color: Type.String({ description: 'Text colour as written into the SVG' }),
    text: Type.String({ description: 'The text drawn' }),
    font_size: Type.Number({ description: 'Font size in pixels chosen so the text fits (0 when there is no text)' }),
  }),
  examples: [
    {
      title: 'Default 800×600 with its size as the text',
      input: {},
      output: {
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"800\" height=\"600\" viewBox=\"0 0 800 600\">\n<rect width=\"100%\" height=\"100%\" fill=\"#dddddd\"/>\n<text font-family=\"system-ui, -apple-system, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif\" font-size=\"132.81\" fill=\"#555555\" text-anchor=\"middle\" dominant-baseline=\"central\" style=\"white-space:pre\"><tspan x=\"400\" y=\"300\">800x600</tspan></text>\n</svg>\n", data_url: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI4MDAiIGhlaWdodD0iNjAwIiB2aWV3Qm94PSIwIDAgODAwIDYwMCI+CjxyZWN0IHdpZHRoPSIxMDAlIiBoZWlnaHQ9IjEwMCUiIGZpbGw9IiNkZGRkZGQiLz4KPHRleHQgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgLWFwcGxlLXN5c3RlbSwgJiMzOTtTZWdvZSBVSSYjMzk7LCBSb2JvdG8sIEhlbHZldGljYSwgQXJpYWwsIHNhbnMtc2VyaWYiIGZvbnQtc2l6ZT0iMTMyLjgxIiBmaWxsPSIjNTU1NTU1IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBkb21pbmFudC1iYXNlbGluZT0iY2VudHJhbCIgc3R5bGU9IndoaXRlLXNwYWNlOnByZSI+PHRzcGFuIHg9IjQwMCIgeT0iMzAwIj44MDB4NjAwPC90c3Bhbj48L3RleHQ+Cjwvc3ZnPgo=", width: 800, height: 600, bg_color: '#dddddd', text_color: '#555555', text: '800x600', font_size: 132.81,
      },
    },
    {
      title: 'An Open Graph image in brand colours',
      input: { preset: 'og', bg_color: '#1e293b', text_color: 'rgb(248, 250, 252)', text: 'Launch week\n1200 × 630' },
      output: {
        svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"630\" viewBox=\"0 0 1200 630\">\n<rect width=\"100%\" height=\"100%\" fill=\"#1e293b\"/>\n<text font-family=\"system-ui, -apple-system, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif\" font-size=\"143.45\" fill=\"#f8fafc\" text-anchor=\"middle\" dominant-baseline=\"central\" style=\"white-space:pre\"><tspan x=\"600\" y=\"228.93\">Launch week</tspan><tspan x=\"600\" y=\"401.07\">1200 × 630</tspan></text>\n</svg>\n", data_url: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxMjAwIiBoZWlnaHQ9IjYzMCIgdmlld0JveD0iMCAwIDEyMDAgNjMwIj4KPHJlY3Qgd2lkdGg9IjEwMCUiIGhlaWdodD0iMTAwJSIgZmlsbD0iIzFlMjkzYiIvPgo8dGV4dCBmb250LWZhbWlseT0ic3lzdGVtLXVpLCAtYXBwbGUtc3lzdGVtLCAmIzM5O1NlZ29lIFVJJiMzOTssIFJvYm90bywgSGVsdmV0aWNhLCBBcmlhbCwgc2Fucy1zZXJpZiIgZm9udC1zaXplPSIxNDMuNDUiIGZpbGw9IiNmOGZhZmMiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGRvbWluYW50LWJhc2VsaW5lPSJjZW50cmFsIiBzdHlsZT0id2hpdGUtc3BhY2U6cHJlIj48dHNwYW4geD0iNjAwIiB5PSIyMjguOTMiPkxhdW5jaCB3ZWVrPC90c3Bhbj48dHNwYW4geD0iNjAwIiB5PSI0MDEuMDciPjEyMDAgw5cgNjMwPC90c3Bhbj48L3RleHQ+Cjwvc3ZnPgo=", width: 1200, height: 630, preset: 'og', bg_color: '#1e293b', text_color: '#f8fafc',
        text: 'Launch week\n1200 × 630', font_size: 143.45,
      },
    },
  ],
  run({ width: givenWidth, height: givenHeight, preset, bg_color, text_color, text }) {
    // Defaults reach run() already applied, so an explicit 800×600 cannot be told from none: a preset wins.
    const [width, height] = preset ? PRESETS[preset] : [givenWidth, givenHeight];
    const background = cssColor(bg_color, 'bg_color').css;
    const ink = cssColor(text_color, 'text_color').css;
    const shown = text ?? `${width}x${height}`;
    const lines = shown.split(/\r\n|\r|\n/);
    if (lines.length > MAX_LINES) invalid(`text: at most ${MAX_LINES} lines, got ${lines.length}`);
    const fontSize = fitFontSize(lines, width, height);
    const top = height / 2 - ((lines.length - 1) * LINE_HEIGHT * fontSize) / 2;
    const tspans = lines.map((line, index) => markup`<tspan x="${width / 2}" y="${Number((top + index * LINE_HEIGHT * fontSize).toFixed(2))}">${line}</tspan>`);
    const label = fontSize > 0
      ? markup`
<text font-family="${FONT_STACK}" font-size="${fontSize}" fill="${ink}" text-anchor="middle" dominant-baseline="central" style="white-space:pre">${tspans}</text>`
      : null;
    const svg = markup`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="${background}"/>${label}
</svg>
`.html;
    return {
      svg, data_url: svgDataUrl(svg), width, height, ...(preset ? { preset } : {}),
      bg_color: background, text_color: ink, text: shown, font_size: fontSize,
    };
  },
});
