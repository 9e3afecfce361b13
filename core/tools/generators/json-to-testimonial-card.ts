import { Type, type Static } from '@sinclair/typebox';
import { CARD_FONT, CARD_TEMPLATES, CARD_THEMES, withAccent, type CardTheme } from '../../lib/card-themes.ts';
import { initialsOf } from '../../lib/initials.ts';
import { asRecord, optionalNumber, optionalText, parseJsonDocument, requiredText } from '../../lib/json-document.ts';
import { cssColor, htmlDocument, markup, safeImageUrl, type Markup } from '../../lib/markup.ts';
import { svgDocument, textLines } from '../../lib/svg-card.ts';
import { wrapText } from '../../lib/text-wrap.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { TESTIMONIAL_CARD_EXAMPLES } from './data/json-to-testimonial-card-examples.ts';

/*
 * Decisions:
 * - json is one testimonial object or an array of 1–20; quote (up to 1,000 characters) and author
 *   are required. The JSON text is capped at 30,000 characters: parsing it is most of the run time.
 * - rating is 0–5 in whole or half stars (4.5 is four and a half stars; 4.3 is refused rather
 *   than silently rounded); shown as five stars, filled, half-filled or empty, with an accessible
 *   label ("Rated 4.5 out of 5").
 * - html is a whole document with every card; svg is one card (svg_index) at 600 px wide, its
 *   quote wrapped by lib/text-wrap.ts (Helvetica metrics) and cut with "…" after 8 lines. The SVG
 *   draws the author's initials, never avatar_url: an SVG shown through <img> or converted to PNG
 *   does not load linked images. avatar_url (http or https only, safeImageUrl) is shown in html.
 */

const MAX_ITEMS = 20;
const SVG_WIDTH = 600;
const SVG_PAD = 40;
const QUOTE_SIZE = 20;
const QUOTE_LINE = 30;
const QUOTE_LINES = 8;
const STAR = 24;

const SHAPE =
  '{"quote": "…" (required), "author": "…" (required), "role": "…", "company": "…", "avatar_url": "https://…", "rating": 4.5} or an array of 1–20 of them';

const input = closedObject({
  json: Type.String({
    maxLength: 30_000,
    description: `The testimonial(s) as JSON (at most 30,000 characters): ${SHAPE}. quote up to 1,000 characters, author, role and company 120; rating 0–5 in steps of 0.5. Unknown keys are ignored.`,
  }),
  template: withDefault(stringEnum(CARD_TEMPLATES, { description: 'The look: light, dark, or minimal (black on white, no shadow)' }), 'light'),
  accent_color: Type.Optional(Type.String({ maxLength: 64, description: 'Colour of the stars, quote mark and initials avatar: #rgb, #rrggbb, rgb() or rgba(); default amber stars and the template’s accent' })),
  svg_index: withDefault(Type.Integer({ minimum: 0, maximum: MAX_ITEMS - 1, description: 'Which testimonial (0-based) the svg card shows' }), 0),
});

const output = closedObject({
  html: Type.String({ description: 'A whole HTML document with every testimonial card (CSS inline)' }),
  svg: Type.String({ description: 'One card (svg_index) as a standalone 600 px wide SVG' }),
  count: Type.Integer({ description: 'How many testimonials were read' }),
  ratings: Type.Array(Type.Union([Type.Number(), Type.Null()]), { description: 'Each testimonial’s rating, null where none was given' }),
  quote_truncated: Type.Boolean({ description: 'Whether the SVG card’s quote was cut with "…" after 8 lines' }),
});

export type TestimonialCardExample = { title: string; input: Static<typeof input>; output: Static<typeof output> };

interface Testimonial {
  quote: string;
  author: string;
  role?: string;
  company?: string;
  avatarUrl?: string;
  rating?: number;
}

function readTestimonial(value: unknown, path: string): Testimonial {
  const record = asRecord(value, path);
  const avatar = optionalText(record, 'avatar_url', path, { max: 2_000 });
  const rating = optionalNumber(record, 'rating', path, { min: 0, max: 5 });
  if (rating !== undefined && !Number.isInteger(rating * 2)) invalid(`${path}.rating: ${rating} is not a whole or half star (0, 0.5, 1 … 5)`);
  const role = optionalText(record, 'role', path, { max: 120 });
  const company = optionalText(record, 'company', path, { max: 120 });
  return {
    quote: requiredText(record, 'quote', path, { max: 1_000 }),
    author: requiredText(record, 'author', path, { max: 120 }),
    ...(role === undefined ? {} : { role }),
    ...(company === undefined ? {} : { company }),
    ...(avatar === undefined ? {} : { avatarUrl: safeImageUrl(avatar, `${path}.avatar_url`) }),
    ...(rating === undefined ? {} : { rating }),
  };
}

function readTestimonials(json: string): Testimonial[] {
  const parsed = parseJsonDocument(json);
  if (!Array.isArray(parsed)) return [readTestimonial(parsed, 'json')];
  if (parsed.length === 0) invalid('json: an empty array; give at least one testimonial');
  if (parsed.length > MAX_ITEMS) invalid(`json: ${parsed.length} testimonials, more than the ${MAX_ITEMS} allowed`);
  return parsed.map((item, index) => readTestimonial(item, `json[${index}]`));
}

/** "Role, Company", "Role", "Company" or nothing. */
const byline = (item: Testimonial): string | undefined => [item.role, item.company].filter(Boolean).join(', ') || undefined;
const ratingLabel = (rating: number): string => `Rated ${rating} out of 5`;

interface Colors extends CardTheme {
  star: string;
  starEmpty: string;
}

function style(theme: Colors): string {
  return `*{box-sizing:border-box}
body{margin:0;min-height:100vh;padding:32px 16px;background:${theme.page};color:${theme.text};font-family:${CARD_FONT}}
.grid{max-width:1100px;margin:0 auto;display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:24px;align-items:start}
.testimonial{margin:0;background:${theme.card};border:1px solid ${theme.border};border-radius:${theme.radius}px;box-shadow:${theme.shadow};padding:28px;display:flex;flex-direction:column;gap:16px}
.stars{position:relative;display:inline-block;font-size:22px;line-height:1;letter-spacing:2px;color:${theme.starEmpty};white-space:nowrap;align-self:flex-start}
.stars-fill{position:absolute;top:0;left:0;overflow:hidden;color:${theme.star}}
blockquote{margin:0;font-size:17px;line-height:1.6;white-space:pre-line;overflow-wrap:anywhere}
blockquote::before{content:"\\201C";color:${theme.accent};font-size:32px;line-height:0;vertical-align:-12px;margin-right:4px}
figcaption{display:flex;align-items:center;gap:12px}
.avatar{width:48px;height:48px;flex:none;border-radius:50%;object-fit:cover;background:${theme.accent};color:${theme.onAccent};display:flex;align-items:center;justify-content:center;font-weight:700}
.author{display:block;font-weight:700;overflow-wrap:anywhere}
.role{display:block;color:${theme.muted};font-size:14px;overflow-wrap:anywhere}`;
}

function starsHtml(rating: number): Markup {
  return markup`<span class="stars" role="img" aria-label="${ratingLabel(rating)}"><span class="stars-fill" style="width:${rating * 20}%">★★★★★</span>★★★★★</span>`;
}

function cardHtml(item: Testimonial): Markup {
  const avatar = item.avatarUrl
    ? markup`<img class="avatar" src="${item.avatarUrl}" alt="" width="48" height="48">`
    : markup`<span class="avatar" aria-hidden="true">${initialsOf(item.author)}</span>`;
  const role = byline(item);
  return markup`<figure class="testimonial">
${item.rating === undefined ? null : markup`${starsHtml(item.rating)}\n`}<blockquote dir="auto">${item.quote}</blockquote>
<figcaption>${avatar}<span><span class="author" dir="auto">${item.author}</span>${role === undefined ? null : markup`<span class="role" dir="auto">${role}</span>`}</span></figcaption>
</figure>`;
}

/** The points of a five-pointed star of outer radius r centred at (cx, cy); inner radius r·sin 18°/sin 54° (a regular pentagram). */
function starPoints(cx: number, cy: number, r: number): string {
  const inner = (r * Math.sin(Math.PI / 10)) / Math.sin((3 * Math.PI) / 10);
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

function starsSvg(rating: number, x: number, y: number, colors: Colors): Markup {
  const stars = [0, 1, 2, 3, 4].map((index) => {
    const cx = x + STAR / 2 + index * (STAR + 6);
    const cy = y + STAR / 2;
    const points = starPoints(cx, cy, STAR / 2);
    const fill = Math.min(1, Math.max(0, rating - index));
    if (fill === 1) return markup`<polygon points="${points}" fill="${colors.star}"/>`;
    if (fill === 0) return markup`<polygon points="${points}" fill="${colors.starEmpty}"/>`;
    return markup`<clipPath id="half-star"><rect x="${cx - STAR / 2}" y="${y}" width="${STAR / 2}" height="${STAR}"/></clipPath><polygon points="${points}" fill="${colors.starEmpty}"/><polygon points="${points}" fill="${colors.star}" clip-path="url(#half-star)"/>`;
  });
  return markup`<g role="img" aria-label="${ratingLabel(rating)}">${stars}</g>`;
}

function cardSvg(item: Testimonial, colors: Colors): { svg: string; truncated: boolean } {
  const textWidth = SVG_WIDTH - 2 * SVG_PAD;
  const quote = wrapText(`“${item.quote}”`, { maxWidth: textWidth, fontSize: QUOTE_SIZE, maxLines: QUOTE_LINES });
  let y = SVG_PAD;
  const stars = item.rating === undefined ? null : starsSvg(item.rating, SVG_PAD, y, colors);
  if (stars) y += STAR + 24;
  const quoteY = y + QUOTE_SIZE;
  y += QUOTE_LINE * quote.lines.length + 20;
  const footerY = y + 24;
  const role = byline(item);
  const nameWidth = textWidth - 64;
  const name = wrapText(item.author, { maxWidth: nameWidth, fontSize: 18, weight: 'bold', maxLines: 1 }).lines;
  const roleLine = role === undefined ? [] : wrapText(role, { maxWidth: nameWidth, fontSize: 15, maxLines: 1 }).lines;
  const height = footerY + 24 + SVG_PAD;
  const body = markup`<rect x="0.5" y="0.5" width="${SVG_WIDTH - 1}" height="${height - 1}" rx="${colors.radius}" fill="${colors.card}" stroke="${colors.border}"/>
${stars}
${textLines(quote.lines, { x: SVG_PAD, y: quoteY, lineHeight: QUOTE_LINE, fontSize: QUOTE_SIZE, fill: colors.text, fontFamily: CARD_FONT, fontStyle: 'italic' })}
<circle cx="${SVG_PAD + 24}" cy="${footerY}" r="24" fill="${colors.accent}"/>
${textLines([initialsOf(item.author)], { x: SVG_PAD + 24, y: footerY + 6, lineHeight: 0, fontSize: 17, fill: colors.onAccent, fontFamily: CARD_FONT, fontWeight: 'bold', anchor: 'middle' })}
${textLines(name, { x: SVG_PAD + 64, y: role === undefined ? footerY + 6 : footerY - 3, lineHeight: 0, fontSize: 18, fill: colors.text, fontFamily: CARD_FONT, fontWeight: 'bold' })}
${textLines(roleLine, { x: SVG_PAD + 64, y: footerY + 17, lineHeight: 0, fontSize: 15, fill: colors.muted, fontFamily: CARD_FONT })}`;
  return { svg: svgDocument(SVG_WIDTH, height, `Testimonial from ${item.author}`, body), truncated: quote.truncated };
}

export default defineTool({
  id: 'json-to-testimonial-card',
  name: 'JSON to Testimonial Card',
  category: 'generators',
  description:
    `Turn customer quotes in JSON into testimonial cards: an HTML page with one card per quote (star rating with half stars, quote, avatar or initials, name, role and company) and one card as a standalone SVG, in light, dark or minimal style. JSON shape: ${SHAPE}. Every text is escaped; avatar_url must be http(s).`,
  keywords: ['customer review card', 'quote card', 'review widget', 'star rating', 'social proof', 'customer quote'],
  input,
  output,
  examples: TESTIMONIAL_CARD_EXAMPLES,
  run({ json, template, accent_color, svg_index }) {
    const items = readTestimonials(json);
    if (svg_index >= items.length) invalid(`svg_index: ${svg_index}, but there ${items.length === 1 ? 'is 1 testimonial' : `are ${items.length} testimonials`} (0-based)`);
    const accent = accent_color === undefined ? undefined : cssColor(accent_color, 'accent_color');
    const base = withAccent(CARD_THEMES[template], accent);
    // Amber 400 (Tailwind) stars by default, the accent when one is given; empty stars in the border colour.
    const colors: Colors = { ...base, star: accent?.css ?? (template === 'minimal' ? '#000000' : '#fbbf24'), starEmpty: base.border };
    const body = markup`<main class="grid">
${items.map((item) => markup`${cardHtml(item)}\n`)}</main>`;
    const title = items.length === 1 ? `Testimonial from ${items[0]!.author}` : 'Testimonials';
    const card = cardSvg(items[svg_index]!, colors);
    return {
      html: htmlDocument(title, body, style(colors)),
      svg: card.svg,
      count: items.length,
      ratings: items.map((item) => item.rating ?? null),
      quote_truncated: card.truncated,
    };
  },
});
