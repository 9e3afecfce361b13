/**
 * Building SVG and HTML from hostile text, for the generators. Every value a user sent reaches
 * markup through `markup` (which escapes what it interpolates), `escapeMarkup`, `safeUrl` or
 * `cssColor`; nothing is concatenated raw. The same escaping serves HTML and SVG (XML): the five
 * characters that can end a text node or an attribute are written as references that both
 * languages know, and characters XML forbids outright (most C0 controls, lone surrogates) become
 * U+FFFD, so an SVG stays well-formed whatever the text.
 */
import { invalid } from '../errors.ts';
import { parseCssRgba, rgbToHex, type Rgb } from './rgb-color.ts';
import { FORBIDDEN_XML_CHAR } from './xml-text.ts';

const FORBIDDEN_GLOBAL = new RegExp(FORBIDDEN_XML_CHAR.source, 'g');

/** `text` safe inside an HTML or XML text node or a quoted attribute value. */
export function escapeMarkup(text: string): string {
  // Chained literal replacements: several times faster than one callback per character on text
  // full of markup. & goes first, so the references written after it are not escaped twice.
  return text
    .replace(FORBIDDEN_GLOBAL, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Markup that is already safe: the output of `markup`, or a constant written in the code. */
export class Markup {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

/** A constant fragment written in our code (never user text), passed through `markup` unescaped. */
export const trusted = (html: string): Markup => new Markup(html);

type Interpolation = string | number | boolean | Markup | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Markup) return value.html;
  if (Array.isArray(value)) return value.map(render).join('');
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`markup: ${value} in markup`);
  return escapeMarkup(String(value));
}

/**
 * A template tag for HTML and SVG: every interpolated string or number is escaped, Markup is kept
 * as it is, arrays are joined, and null, undefined and false vanish (for optional parts).
 *   markup`<p class="name">${user.name}</p>`
 */
export function markup(strings: TemplateStringsArray, ...values: Interpolation[]): Markup {
  let html = strings[0]!;
  values.forEach((value, index) => {
    html += render(value) + strings[index + 1]!;
  });
  return new Markup(html);
}

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A link a user gave, for href: absolute http, https, mailto or tel only (javascript:, data: and
 * the rest are refused with a 400 naming `field`), returned as the URL parser normalised it.
 */
export function safeUrl(text: string, field: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw invalid(`${field}: ${JSON.stringify(text.slice(0, 60))} is not an absolute URL (https://…, mailto:… or tel:…)`);
  }
  if (!SAFE_SCHEMES.has(url.protocol)) {
    throw invalid(`${field}: the ${url.protocol} scheme is not allowed; use http, https, mailto or tel`);
  }
  return url.href;
}

/** An image address a user gave, for src: absolute http or https only. */
export function safeImageUrl(text: string, field: string): string {
  const href = safeUrl(text, field);
  if (!/^https?:/.test(href)) throw invalid(`${field}: an image address must be http or https`);
  return href;
}

/** A colour a user gave, as parsed: its channels and alpha, and the CSS text to write (#rrggbb, or rgba() when translucent). */
export interface CssColor {
  rgb: Rgb;
  alpha: number;
  css: string;
}

/**
 * A colour for CSS or SVG attributes: #rgb, #rrggbb, rgb() or rgba() (core/lib/rgb-color.ts),
 * written back in a canonical form, so nothing a user typed reaches a style as it was typed.
 */
export function cssColor(text: string, field: string): CssColor {
  const parsed = parseCssRgba(text);
  if (typeof parsed === 'string') throw invalid(`${field}: ${parsed}`);
  const rounded = parsed.rgb.map((channel) => Math.round(channel)) as Rgb;
  const css = parsed.alpha === 1 ? rgbToHex(rounded) : `rgba(${rounded.join(', ')}, ${Number(parsed.alpha.toFixed(3))})`;
  return { rgb: rounded, alpha: parsed.alpha, css };
}

/** A whole HTML document around a body, for results meant to be saved as a page or previewed. */
export function htmlDocument(title: string, body: Markup, style = ''): string {
  return markup`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${style === '' ? null : trusted(`<style>\n${style.replace(/<\//g, '<\\/')}\n</style>`)}
</head>
<body>
${body}
</body>
</html>
`.html;
}
