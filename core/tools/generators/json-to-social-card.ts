import { Type, type Static } from '@sinclair/typebox';
import { CARD_FONT, CARD_TEMPLATES, CARD_THEMES } from '../../lib/card-themes.ts';
import { initialsOf } from '../../lib/initials.ts';
import { asRecord, optionalText, parseJsonDocument, requiredText, type JsonRecord } from '../../lib/json-document.ts';
import { cssColor, markup, safeImageUrl, type Markup } from '../../lib/markup.ts';
import { svgDataUrl, svgDocument, textLines } from '../../lib/svg-card.ts';
import { wrapText, type WrappedText } from '../../lib/text-wrap.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';
import { SOCIAL_CARD_EXAMPLES } from './data/json-to-social-card-examples.ts';

/*
 * Decisions:
 * - 1200 × 630 pixels, the size Facebook recommends for link-share images ("Use images that are at
 *   least 1200 x 630 pixels", developers.facebook.com/docs/sharing/webmasters/images; the 1.91:1
 *   of ogp.me's og:image as LinkedIn and X's summary_large_image also show it).
 * - SVG has no line wrapping: the title is wrapped by lib/text-wrap.ts (Helvetica advance widths
 *   from the Nimbus Sans AFM metrics; other scripts estimated wide), at the largest of 72, 64, 56
 *   and 48 px that fits in max_title_lines and in the height above the footer, else at 48 px cut
 *   with "…"; the subtitle in what height is left (at most 2 lines at 32 px, cut likewise), site
 *   and author in 1 line each.
 * - No external images by default: an SVG shown through <img>, as a CSS background or converted
 *   to PNG by most tools does not load images it links to, so avatar_url/logo_url are checked
 *   (safeImageUrl: http or https only) and the author's initials are drawn instead. With
 *   external_images: true they are linked with <image href>, which only works where the SVG is
 *   opened directly or inlined in a page.
 * - Colours: the template's, each overridable in json.theme (background, background_end for a
 *   diagonal gradient, text, muted, accent) through cssColor.
 */

const WIDTH = 1200;
const HEIGHT = 630;
const PAD = 80;
const TEXT_WIDTH = WIDTH - 2 * PAD;
const TITLE_SIZES = [72, 64, 56, 48];
const LINE_HEIGHT = 1.15;
const SUBTITLE_SIZE = 32;
const SUBTITLE_LINE = 42;

const SHAPE =
  '{"title": "…" (required), "subtitle": "…" (or "description"), "author": "…", "site": "…", "avatar_url": "https://…", "logo_url": "https://…", "theme": {"background": "#0f172a", "background_end": "#312e81", "text": "#fff", "muted": "#cbd5e1", "accent": "#f59e0b"}}';

const input = closedObject({
  json: Type.String({
    maxLength: 10_000,
    description: `The card as a JSON object (at most 10,000 characters): ${SHAPE}. title up to 300 characters, subtitle 500, author and site 100; colours #rgb, #rrggbb, rgb() or rgba(). Unknown keys are ignored.`,
  }),
  template: withDefault(stringEnum(CARD_TEMPLATES, { description: 'Base colours: light, dark or minimal (json.theme overrides any of them)' }), 'dark'),
  max_title_lines: withDefault(Type.Integer({ minimum: 1, maximum: 5, description: 'Lines the title may take before it is cut with "…" (1–5)' }), 3),
  external_images: withDefault(
    Type.Boolean({ description: 'Link avatar_url and logo_url with <image href>. Off by default: SVGs shown through <img> or converted to PNG do not load linked images, so initials are drawn instead' }),
    false,
  ),
});

const output = closedObject({
  svg: Type.String({ description: 'The 1200 × 630 SVG document' }),
  data_url: Type.String({ description: 'The SVG as a data:image/svg+xml;base64 URL' }),
  width: Type.Literal(WIDTH, { description: 'Width in pixels (1200)' }),
  height: Type.Literal(HEIGHT, { description: 'Height in pixels (630)' }),
  title_lines: Type.Array(Type.String(), { description: 'The title as wrapped onto lines' }),
  title_font_size: Type.Integer({ description: 'The title’s font size in pixels (72, 64, 56 or 48)' }),
  title_truncated: Type.Boolean({ description: 'Whether the title was cut with "…" to fit max_title_lines' }),
  external_images: Type.Array(Type.String(), { description: 'The image URLs the SVG links to (empty unless external_images is on)' }),
});

export type SocialCardExample = { title: string; input: Static<typeof input>; output: Static<typeof output> };

interface Palette {
  background: string;
  backgroundEnd?: string;
  text: string;
  muted: string;
  accent: string;
  onAccent: string;
}

function readPalette(record: JsonRecord, template: (typeof CARD_TEMPLATES)[number]): Palette {
  const base = CARD_THEMES[template];
  const theme = Object.hasOwn(record, 'theme') && record.theme != null ? asRecord(record.theme, 'json.theme') : {};
  const color = (key: string) => {
    const text = optionalText(theme, key, 'json.theme', { max: 64 });
    return text === undefined ? undefined : cssColor(text, `json.theme.${key}`).css;
  };
  const backgroundEnd = color('background_end');
  return {
    background: color('background') ?? base.card,
    ...(backgroundEnd === undefined ? {} : { backgroundEnd }),
    text: color('text') ?? base.text,
    muted: color('muted') ?? base.muted,
    accent: color('accent') ?? base.accent,
    onAccent: base.onAccent,
  };
}

/**
 * The largest title size whose lines fit both max_title_lines and the `room` (pixels of height
 * between the site line and the footer); else the smallest size, cut with "…".
 */
function fitTitle(title: string, maxLines: number, room: number): WrappedText & { size: number } {
  const fit = (size: number) => {
    const lines = Math.max(1, Math.min(maxLines, Math.floor(room / (size * LINE_HEIGHT))));
    return { ...wrapText(title, { maxWidth: TEXT_WIDTH, fontSize: size, weight: 'bold', maxLines: lines }), size };
  };
  for (const size of TITLE_SIZES) {
    const wrapped = fit(size);
    if (!wrapped.truncated) return wrapped;
  }
  return fit(TITLE_SIZES[TITLE_SIZES.length - 1]!);
}

const image = (record: JsonRecord, key: string): string | undefined => {
  const text = optionalText(record, key, 'json', { max: 2_000 });
  return text === undefined ? undefined : safeImageUrl(text, `json.${key}`);
};

export default defineTool({
  id: 'json-to-social-card',
  name: 'JSON to Social Card',
  category: 'generators',
  description:
    `Make a 1200 × 630 Open Graph / social share image as SVG from JSON: the title wrapped to fit (estimated from Helvetica font metrics) and cut with "…" after max_title_lines, a subtitle, site name and author with an initials avatar, in light, dark or minimal colours or your own theme. JSON shape: ${SHAPE}. Returns the SVG and a data: URL.`,
  keywords: ['og image', 'open graph image', 'social share image', 'twitter card image', 'link preview image', 'blog cover', 'og:image', 'svg card'],
  mcp: true,
  input,
  output,
  examples: SOCIAL_CARD_EXAMPLES,
  run({ json, template, max_title_lines, external_images }) {
    const record = asRecord(parseJsonDocument(json), 'json');
    const title = requiredText(record, 'title', 'json', { max: 300 });
    const subtitle = optionalText(record, 'subtitle', 'json', { max: 500 }) ?? optionalText(record, 'description', 'json', { max: 500 });
    const author = optionalText(record, 'author', 'json', { max: 100 });
    const site = optionalText(record, 'site', 'json', { max: 100 });
    const avatarUrl = image(record, 'avatar_url');
    const logoUrl = image(record, 'logo_url');
    const palette = readPalette(record, template);

    // Vertical layout: site line, title, subtitle, then the author footer at the bottom.
    const siteY = PAD + 28;
    const footerY = HEIGHT - PAD - 8;
    const bottom = author === undefined ? HEIGHT - PAD : footerY - 64;
    const titleTop = siteY + 40;
    const fitted = fitTitle(title, max_title_lines, bottom - titleTop);
    const titleLineHeight = Math.round(fitted.size * LINE_HEIGHT);
    const titleY = titleTop + fitted.size;
    const subtitleY = titleY + titleLineHeight * (fitted.lines.length - 1) + 24 + SUBTITLE_SIZE;
    // The subtitle takes up to 2 lines of what room is left (none when the title filled it).
    const subtitleRoom = Math.min(2, Math.floor((bottom - subtitleY) / SUBTITLE_LINE) + 1);
    const subtitleLines = subtitle === undefined || subtitleRoom < 1 ? [] : wrapText(subtitle, { maxWidth: TEXT_WIDTH, fontSize: SUBTITLE_SIZE, maxLines: subtitleRoom }).lines;
    const linked: string[] = [];

    const background = palette.backgroundEnd
      ? markup`<defs><linearGradient id="background" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.background}"/><stop offset="1" stop-color="${palette.backgroundEnd}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#background)"/>`
      : markup`<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.background}"/>`;

    let logo: Markup | null = null;
    if (external_images && logoUrl) {
      linked.push(logoUrl);
      logo = markup`<image href="${logoUrl}" x="${WIDTH - PAD - 96}" y="${PAD - 24}" width="96" height="96" preserveAspectRatio="xMidYMid meet"/>`;
    }

    let footer: Markup | null = null;
    if (author !== undefined) {
      const cx = PAD + 32;
      const cy = footerY - 10;
      let avatar: Markup;
      if (external_images && avatarUrl) {
        linked.push(avatarUrl);
        avatar = markup`<clipPath id="avatar"><circle cx="${cx}" cy="${cy}" r="32"/></clipPath><image href="${avatarUrl}" x="${cx - 32}" y="${cy - 32}" width="64" height="64" clip-path="url(#avatar)" preserveAspectRatio="xMidYMid slice"/>`;
      } else {
        avatar = markup`<circle cx="${cx}" cy="${cy}" r="32" fill="${palette.accent}"/>${textLines([initialsOf(author)], { x: cx, y: cy + 9, lineHeight: 0, fontSize: 26, fill: palette.onAccent, fontFamily: CARD_FONT, fontWeight: 'bold', anchor: 'middle' })}`;
      }
      const name = wrapText(author, { maxWidth: TEXT_WIDTH - 96, fontSize: 28, weight: 'bold', maxLines: 1 }).lines;
      footer = markup`${avatar}
${textLines(name, { x: PAD + 84, y: footerY, lineHeight: 0, fontSize: 28, fill: palette.text, fontFamily: CARD_FONT, fontWeight: 'bold' })}`;
    }

    const siteLines = site === undefined ? [] : wrapText(site, { maxWidth: TEXT_WIDTH - (logo ? 120 : 0), fontSize: 28, weight: 'bold', maxLines: 1 }).lines;
    const body = markup`${background}
<rect x="${PAD}" y="${PAD - 24}" width="96" height="8" rx="4" fill="${palette.accent}"/>
${logo}
${textLines(siteLines, { x: PAD, y: siteY, lineHeight: 0, fontSize: 28, fill: palette.accent, fontFamily: CARD_FONT, fontWeight: 'bold' })}
${textLines(fitted.lines, { x: PAD, y: titleY, lineHeight: titleLineHeight, fontSize: fitted.size, fill: palette.text, fontFamily: CARD_FONT, fontWeight: 'bold' })}
${textLines(subtitleLines, { x: PAD, y: subtitleY, lineHeight: SUBTITLE_LINE, fontSize: SUBTITLE_SIZE, fill: palette.muted, fontFamily: CARD_FONT })}
${footer}`;
    const svg = svgDocument(WIDTH, HEIGHT, title, body);
    return {
      svg,
      data_url: svgDataUrl(svg),
      width: WIDTH as typeof WIDTH,
      height: HEIGHT as typeof HEIGHT,
      title_lines: fitted.lines,
      title_font_size: fitted.size,
      title_truncated: fitted.truncated,
      external_images: linked,
    };
  },
});
