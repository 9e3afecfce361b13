import { Type, type Static } from '@sinclair/typebox';
import { daysInMonth } from '../../lib/calendar.ts';
import { CARD_FONT, CARD_TEMPLATES, CARD_THEMES, withAccent, type CardTheme } from '../../lib/card-themes.ts';
import { asRecord, optionalArray, optionalText, parseJsonDocument, requiredText, textValue, type JsonRecord } from '../../lib/json-document.ts';
import { cssColor, htmlDocument, markup, safeUrl, type Markup } from '../../lib/markup.ts';
import { svgDocument, textLines } from '../../lib/svg-card.ts';
import { wrapText } from '../../lib/text-wrap.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { TIMELINE_EXAMPLES } from './data/json-to-timeline-examples.ts';

/*
 * Decisions:
 * - json is {title?, events: [...]} or the events array itself; 1–200 events, each {date, title,
 *   description?, link?}.
 * - Dates are ISO 8601 calendar dates at year, month or day precision: YYYY, YYYY-MM or
 *   YYYY-MM-DD, years 0001–9999 (the forms HTML's <time datetime> takes: a year, a valid month
 *   string, a valid date string); the month must be 01–12 and the day exist in that month
 *   (proleptic Gregorian leap years, lib/calendar.ts). Anything else is a 400 naming the event.
 * - Sorting compares (year, month, day) with a missing month or day counting as before any
 *   given one, so "2024" sorts before "2024-01" and "2024-01" before "2024-01-01": a year
 *   stands for its start. Array.prototype.sort is stable (ECMA-262 since ES2019), so events on
 *   the same date keep their input order, in desc too; sort none keeps the input order.
 * - Dates are shown as written in English: "2024", "March 2024", "3 March 2024" (day month year,
 *   unambiguous), with the ISO form in <time datetime>.
 * - html is a whole document, a vertical timeline; svg the same events vertically or
 *   horizontally, its descriptions wrapped by lib/text-wrap.ts (Helvetica metrics) and cut with
 *   "…" after 3 lines in the SVG (the HTML keeps them whole). Links go through safeUrl.
 */

const MAX_EVENTS = 200;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

const SHAPE =
  '{"title": "…", "events": [{"date": "2024-03-15" (or "2024-03" or "2024"), "title": "…" (required), "description": "…", "link": "https://…"}]} or just the events array';

const input = closedObject({
  json: Type.String({
    maxLength: 60_000,
    description: `The timeline as JSON (at most 60,000 characters): ${SHAPE}. 1–200 events; event title up to 200 characters, description 500, timeline title 200. Unknown keys are ignored.`,
  }),
  sort: withDefault(stringEnum(['asc', 'desc', 'none'], { description: 'Order of events: by date oldest first (asc), newest first (desc), or as given (none); ties keep their input order' }), 'asc'),
  template: withDefault(stringEnum(CARD_TEMPLATES, { description: 'The look: light, dark, or minimal (black on white)' }), 'light'),
  svg_orientation: withDefault(stringEnum(['vertical', 'horizontal'], { description: 'Direction of the SVG timeline (the HTML one is always vertical)' }), 'vertical'),
  accent_color: Type.Optional(Type.String({ maxLength: 64, description: 'Colour of the rail, dots and dates: #rgb, #rrggbb, rgb() or rgba(); default the template’s accent' })),
});

const eventSchema = closedObject({
  date: Type.String({ description: 'The date as written (YYYY, YYYY-MM or YYYY-MM-DD)' }),
  label: Type.String({ description: 'The date in words ("March 2024")' }),
  precision: stringEnum(['year', 'month', 'day'], { description: 'How precise the date is' }),
  title: Type.String({ description: 'The event title' }),
  description: Type.Optional(Type.String({ description: 'The description, when given' })),
  link: Type.Optional(Type.String({ description: 'The link as normalised by the URL parser, when given' })),
});

const output = closedObject({
  html: Type.String({ description: 'A whole HTML document with the vertical timeline (CSS inline)' }),
  svg: Type.String({ description: 'The timeline as a standalone SVG, vertical or horizontal' }),
  title: Type.Union([Type.String(), Type.Null()], { description: 'The timeline’s title, null when none was given' }),
  events: Type.Array(eventSchema, { description: 'The events in the order drawn' }),
  sort: stringEnum(['asc', 'desc', 'none'], { description: 'The order used' }),
});

export type TimelineExample = { title: string; input: Static<typeof input>; output: Static<typeof output> };
type TimelineEvent = Static<typeof eventSchema> & { key: number };

function readDate(text: string, path: string): Pick<TimelineEvent, 'date' | 'label' | 'precision' | 'key'> {
  const match = DATE.exec(text);
  if (!match) invalid(`${path}: ${JSON.stringify(text.slice(0, 30))} is not a date written YYYY, YYYY-MM or YYYY-MM-DD`);
  const year = Number(match[1]);
  if (year < 1) invalid(`${path}: the year must be 0001–9999`);
  const month = match[2] === undefined ? 0 : Number(match[2]);
  if (match[2] !== undefined && (month < 1 || month > 12)) invalid(`${path}: month ${match[2]} is not 01–12`);
  const day = match[3] === undefined ? 0 : Number(match[3]);
  if (match[3] !== undefined && (day < 1 || day > daysInMonth(year, month))) invalid(`${path}: ${text} does not exist (${MONTHS[month - 1]} ${year} has ${daysInMonth(year, month)} days)`);
  const precision = match[3] !== undefined ? 'day' : match[2] !== undefined ? 'month' : 'year';
  const label = precision === 'year' ? String(year) : precision === 'month' ? `${MONTHS[month - 1]} ${year}` : `${day} ${MONTHS[month - 1]} ${year}`;
  // Month 0 and day 0 stand for "unspecified" and sort first within their year or month.
  return { date: text, label, precision, key: (year * 13 + month) * 32 + day };
}

function readEvent(value: unknown, path: string): TimelineEvent {
  const record = asRecord(value, path);
  const date = readDate(requiredText(record, 'date', path, { max: 10 }), `${path}.date`);
  const description = optionalText(record, 'description', path, { max: 500 });
  const link = optionalText(record, 'link', path, { max: 2_000 });
  return {
    ...date,
    title: requiredText(record, 'title', path, { max: 200 }),
    ...(description === undefined ? {} : { description }),
    ...(link === undefined ? {} : { link: safeUrl(link, `${path}.link`) }),
  };
}

function readTimeline(json: string): { title?: string; events: TimelineEvent[] } {
  const parsed = parseJsonDocument(json);
  let items: readonly unknown[];
  let path: string;
  let title: string | undefined;
  if (Array.isArray(parsed)) {
    if (parsed.length > MAX_EVENTS) invalid(`json: ${parsed.length} events, more than the ${MAX_EVENTS} allowed`);
    items = parsed;
    path = 'json';
  } else {
    const record: JsonRecord = asRecord(parsed, 'json');
    title = textValue(Object.hasOwn(record, 'title') ? record.title : undefined, 'json.title', { max: 200 });
    items = optionalArray(record, 'events', 'json', MAX_EVENTS);
    path = 'json.events';
  }
  if (items.length === 0) invalid(`${path}: no events; give 1–${MAX_EVENTS}`);
  return { ...(title === undefined ? {} : { title }), events: items.map((item, index) => readEvent(item, `${path}[${index}]`)) };
}

function style(theme: CardTheme): string {
  return `*{box-sizing:border-box}
body{margin:0;background:${theme.page};color:${theme.text};font-family:${CARD_FONT}}
.timeline{max-width:760px;margin:0 auto;padding:40px 24px}
h1{margin:0 0 32px;font-size:28px;overflow-wrap:anywhere}
.events{list-style:none;margin:0;padding:0 0 0 28px;border-left:3px solid ${theme.accent}}
.event{position:relative;margin:0 0 28px;background:${theme.card};border:1px solid ${theme.border};border-radius:${theme.radius}px;box-shadow:${theme.shadow};padding:16px 20px}
.event::before{content:"";position:absolute;left:-38px;top:20px;width:14px;height:14px;border-radius:50%;background:${theme.accent};border:3px solid ${theme.page}}
time{display:block;color:${theme.accent};font-size:14px;font-weight:700;letter-spacing:0.02em}
h2{margin:4px 0 0;font-size:18px;overflow-wrap:anywhere}
h2 a{color:inherit}
.event p{margin:8px 0 0;color:${theme.muted};line-height:1.5;white-space:pre-line;overflow-wrap:anywhere}`;
}

function eventHtml(event: TimelineEvent): Markup {
  const heading = event.link === undefined ? markup`${event.title}` : markup`<a href="${event.link}" rel="noopener noreferrer">${event.title}</a>`;
  return markup`<li class="event"><time datetime="${event.date}">${event.label}</time><h2 dir="auto">${heading}</h2>${event.description === undefined ? null : markup`<p dir="auto">${event.description}</p>`}</li>
`;
}

const DESCRIPTION_LINES = 3;

/** An event's title text in SVG, a link when it has one. */
function svgTitle(lines: string[], event: TimelineEvent, x: number, y: number, theme: CardTheme, anchor: 'start' | 'middle'): Markup {
  const text = textLines(lines, { x, y, lineHeight: 22, fontSize: 17, fill: theme.text, fontFamily: CARD_FONT, fontWeight: 'bold', anchor });
  return event.link === undefined ? text : markup`<a href="${event.link}">${text}</a>`;
}

function verticalSvg(title: string | undefined, events: TimelineEvent[], theme: CardTheme): string {
  const width = 760;
  const rail = 170;
  const textX = rail + 28;
  const textWidth = width - textX - 32;
  let y = 40;
  const parts: Markup[] = [];
  if (title !== undefined) {
    const lines = wrapText(title, { maxWidth: width - 64, fontSize: 26, weight: 'bold', maxLines: 2 }).lines;
    parts.push(textLines(lines, { x: 32, y: y + 26, lineHeight: 32, fontSize: 26, fill: theme.text, fontFamily: CARD_FONT, fontWeight: 'bold' }));
    y += 32 * lines.length + 28;
  }
  const railTop = y;
  for (const event of events) {
    const titleLines = wrapText(event.title, { maxWidth: textWidth, fontSize: 17, weight: 'bold', maxLines: 2 }).lines;
    const description = event.description === undefined ? [] : wrapText(event.description, { maxWidth: textWidth, fontSize: 14, maxLines: DESCRIPTION_LINES }).lines;
    parts.push(markup`<circle cx="${rail}" cy="${y + 12}" r="7" fill="${theme.accent}" stroke="${theme.card}" stroke-width="3"/>`);
    parts.push(textLines([event.label], { x: rail - 20, y: y + 17, lineHeight: 0, fontSize: 14, fill: theme.accent, fontFamily: CARD_FONT, fontWeight: 'bold', anchor: 'end' }));
    parts.push(svgTitle(titleLines, event, textX, y + 18, theme, 'start'));
    const descriptionY = y + 18 + 22 * titleLines.length + 2;
    parts.push(textLines(description, { x: textX, y: descriptionY, lineHeight: 20, fontSize: 14, fill: theme.muted, fontFamily: CARD_FONT }));
    y = descriptionY - 14 + 20 * description.length + 30;
  }
  const height = y + 10;
  const body = markup`<rect width="${width}" height="${height}" fill="${theme.card}"/>
<line x1="${rail}" y1="${railTop}" x2="${rail}" y2="${y - 20}" stroke="${theme.accent}" stroke-width="3" stroke-linecap="round"/>
${parts.map((part) => markup`${part}\n`)}`;
  return svgDocument(width, height, title ?? 'Timeline', body);
}

function horizontalSvg(title: string | undefined, events: TimelineEvent[], theme: CardTheme): string {
  const step = 220;
  const columnWidth = step - 24;
  const pad = 40;
  const width = pad * 2 + step * events.length;
  let top = 36;
  const parts: Markup[] = [];
  if (title !== undefined) {
    const lines = wrapText(title, { maxWidth: Math.max(step, width - 2 * pad), fontSize: 26, weight: 'bold', maxLines: 1 }).lines;
    parts.push(textLines(lines, { x: pad, y: top + 26, lineHeight: 0, fontSize: 26, fill: theme.text, fontFamily: CARD_FONT, fontWeight: 'bold' }));
    top += 56;
  }
  const railY = top + 40;
  let bottom = railY;
  events.forEach((event, index) => {
    const cx = pad + step * index + step / 2;
    const titleLines = wrapText(event.title, { maxWidth: columnWidth, fontSize: 17, weight: 'bold', maxLines: 3 }).lines;
    const description = event.description === undefined ? [] : wrapText(event.description, { maxWidth: columnWidth, fontSize: 14, maxLines: DESCRIPTION_LINES }).lines;
    parts.push(textLines([event.label], { x: cx, y: railY - 20, lineHeight: 0, fontSize: 14, fill: theme.accent, fontFamily: CARD_FONT, fontWeight: 'bold', anchor: 'middle' }));
    parts.push(markup`<circle cx="${cx}" cy="${railY}" r="7" fill="${theme.accent}" stroke="${theme.card}" stroke-width="3"/>`);
    parts.push(svgTitle(titleLines, event, cx, railY + 36, theme, 'middle'));
    const descriptionY = railY + 36 + 22 * titleLines.length + 2;
    parts.push(textLines(description, { x: cx, y: descriptionY, lineHeight: 20, fontSize: 14, fill: theme.muted, fontFamily: CARD_FONT, anchor: 'middle' }));
    bottom = Math.max(bottom, descriptionY + 20 * Math.max(0, description.length - 1));
  });
  const height = bottom + 36;
  const body = markup`<rect width="${width}" height="${height}" fill="${theme.card}"/>
<line x1="${pad}" y1="${railY}" x2="${width - pad}" y2="${railY}" stroke="${theme.accent}" stroke-width="3" stroke-linecap="round"/>
${parts.map((part) => markup`${part}\n`)}`;
  return svgDocument(width, height, title ?? 'Timeline', body);
}

export default defineTool({
  id: 'json-to-timeline',
  name: 'JSON to Timeline',
  category: 'generators',
  description:
    `Turn dated events in JSON into a timeline: a vertical HTML timeline page and an SVG (vertical or horizontal), sorted by date (oldest or newest first, stable, or as given). Dates are YYYY, YYYY-MM or YYYY-MM-DD and are checked (months 01–12, real days, leap years). JSON shape: ${SHAPE}.`,
  keywords: ['history timeline', 'roadmap', 'milestones', 'changelog timeline', 'project timeline', 'chronology'],
  mcp: true,
  // 200 events of emoji or combining-mark text: ~80 ms of grapheme segmentation (Intl.Segmenter,
  // ~1.5 µs a grapheme here) to wrap their SVG lines. Plain text stays far below; off the event loop anyway.
  isolate: true,
  input,
  output,
  examples: TIMELINE_EXAMPLES,
  run({ json, sort, template, svg_orientation, accent_color }) {
    const timeline = readTimeline(json);
    const theme = withAccent(CARD_THEMES[template], accent_color === undefined ? undefined : cssColor(accent_color, 'accent_color'));
    const events = [...timeline.events];
    if (sort !== 'none') events.sort((a, b) => (sort === 'asc' ? a.key - b.key : b.key - a.key));
    const body = markup`<main class="timeline">
${timeline.title === undefined ? null : markup`<h1 dir="auto">${timeline.title}</h1>\n`}<ol class="events">
${events.map(eventHtml)}</ol>
</main>`;
    const svg = svg_orientation === 'vertical' ? verticalSvg(timeline.title, events, theme) : horizontalSvg(timeline.title, events, theme);
    return {
      html: htmlDocument(timeline.title ?? 'Timeline', body, style(theme)),
      svg,
      title: timeline.title ?? null,
      events: events.map(({ key: _key, ...event }) => event),
      sort,
    };
  },
});
