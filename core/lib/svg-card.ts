/**
 * The SVG frame shared by the card generators (social image, testimonial, timeline): a whole
 * standalone SVG document with its size and an accessible title, multi-line text as <tspan>s (SVG
 * 1.1 has no line wrapping: lines come from text-wrap.ts), and the document as a data: URL.
 * Everything is built with lib/markup.ts, so user text is escaped and the XML stays well-formed.
 */
import { bytesToBase64 } from './base64.ts';
import { markup, type Markup } from './markup.ts';

/** A whole SVG document of `width` × `height` user units (= CSS pixels), titled for screen readers. */
export function svgDocument(width: number, height: number, title: string, body: Markup): string {
  return markup`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">
<title>${title}</title>
${body}
</svg>
`.html;
}

export interface TextLinesOptions {
  x: number;
  /** Baseline of the first line. */
  y: number;
  lineHeight: number;
  fontSize: number;
  fill: string;
  fontFamily: string;
  fontWeight?: 'normal' | 'bold';
  fontStyle?: 'normal' | 'italic';
  anchor?: 'start' | 'middle' | 'end';
}

/** One <text> element, one <tspan> per line; empty markup when there are no lines. */
export function textLines(lines: readonly string[], options: TextLinesOptions): Markup {
  if (lines.length === 0) return markup``;
  const { x, y, lineHeight, fontSize, fill, fontFamily, fontWeight = 'normal', fontStyle = 'normal', anchor = 'start' } = options;
  const spans = lines.map((line, index) => markup`<tspan x="${x}" ${index === 0 ? markup`y="${y}"` : markup`dy="${lineHeight}"`}>${line}</tspan>`);
  return markup`<text font-family="${fontFamily}" font-size="${fontSize}" font-weight="${fontWeight}" font-style="${fontStyle}" fill="${fill}" text-anchor="${anchor}">${spans}</text>`;
}

/** `svg` as a data: URL (base64 of its UTF-8), for an <img src> or a CSS background. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(svg))}`;
}
