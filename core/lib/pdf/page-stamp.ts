/**
 * Adding drawn content to an existing page without disturbing it, shared by pdf-page-numbers and
 * pdf-watermark. pdf-lib's normalize() (run by normalizedEntries) wraps the page's own streams in
 * q ... Q, so what it leaves in the graphics state (a scaled matrix, a colour) does not reach the
 * stamp appended after them.
 */
import type { PDFContext, PDFFont, PDFName, PDFOperator, PDFPage, PDFRef } from 'pdf-lib';
import type { PdfDocument, PdfLib } from './pdf-engine.ts';

/** What pdf-lib's context.obj() turns into a dictionary (its LiteralObject, which it does not export). */
export type PdfDictLiteral = NonNullable<Parameters<PDFContext['stream']>[1]>;

/**
 * Binds `ref` in the page's `kind` resources under `preferred`, or under preferred2, preferred3…
 * when the page already uses that name for something else; returns the name bound. Names are
 * chosen, not random, so pages sharing a resource dictionary share the name too.
 */
export function bindResource(lib: PdfLib, page: PDFPage, kind: 'Font' | 'XObject', preferred: string, ref: PDFRef): PDFName {
  const resources = page.node.normalizedEntries()[kind];
  for (let suffix = 1; ; suffix++) {
    const name = lib.PDFName.of(suffix === 1 ? preferred : `${preferred}${suffix}`);
    const bound = resources.get(name);
    if (bound === undefined) resources.set(name, ref);
    if (bound === undefined || bound === ref) return name;
  }
}

/**
 * Registers a content stream of `operators`. Stamps are a few dozen bytes, which Flate would not
 * shrink, so they are stored unencoded (and cost no deflate per page).
 */
export function registerContent(lib: PdfLib, doc: PdfDocument, operators: PDFOperator[], dict: PdfDictLiteral = {}): PDFRef {
  const stream = lib.PDFContentStream.of(doc.context.obj(dict), operators, false);
  return doc.context.register(stream);
}

/** Appends the stream `ref` to the page's contents, drawn over what is there. */
export function appendContent(page: PDFPage, ref: PDFRef): void {
  page.node.addContentStream(ref);
}

/**
 * The width of `text` as a Tj operator sets it: the sum of its glyphs' widths. (pdf-lib's
 * widthOfTextAtSize adds kerning, which Tj does not apply, so centred and right-aligned text would
 * sit off by the kerning.)
 */
export function shownWidth(font: PDFFont, text: string, size: number): number {
  let width = 0;
  for (const char of text) width += font.widthOfTextAtSize(char, size);
  return width;
}

/** Helvetica's cap height over its size (its AFM's CapHeight 718), the height stamps are placed by. */
export const HELVETICA_CAP_HEIGHT = 0.718;
