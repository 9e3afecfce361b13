/**
 * PDFs written byte by byte for tests, by code that shares nothing with the engines under test:
 * clean text documents to feed the tools, and the hostile files of issue 19's rule 2 (each made by
 * changing a few objects of a valid file).
 */

/** Serialises numbered objects (object i + 1 is `objects[i]`) with a correct xref table and trailer. */
export function rawPdf(objects: readonly string[], options: { root?: number; trailer?: string; header?: string } = {}): Uint8Array {
  let body = `${options.header ?? '%PDF-1.7'}\n%\xe2\xe3\xcf\xd3\n`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${options.root ?? 1} 0 R ${options.trailer ?? ''}>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return latin1(body);
}

/** A string of code units 0-255 as those bytes. */
export function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A document with one page per entry of `pages`, each entry's lines set in Helvetica 12 pt from
 * the top left (Letter size unless `size` says otherwise: one size, or one per page); objects:
 * 1 catalog, 2 page tree, 3 font, then page and content stream pairs.
 */
export function textPdf(pages: readonly (string | readonly string[])[], size: PageSize | readonly PageSize[] = [612, 792]): Uint8Array {
  const sizeOf = (i: number): PageSize => (typeof size[0] === 'number' ? (size as PageSize) : (size as readonly PageSize[])[i]!);
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'];
  const kids: string[] = [];
  pages.forEach((page, i) => {
    const lines = typeof page === 'string' ? [page] : page;
    const pageNumber = 4 + i * 2;
    kids.push(`${pageNumber} 0 R`);
    const [width, height] = sizeOf(i);
    const content = `BT /F1 12 Tf 14 TL 72 ${height - 72} Td ${lines.map((line) => `(${escapeText(line)}) '`).join(' ')} ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageNumber + 1} 0 R >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  return rawPdf(objects);
}

/** Width and height of a page, in points. */
export type PageSize = readonly [number, number];

/** `count` pages reading "Page 1", "Page 2"… (and `label` before each, when given). */
export function numberedPdf(count: number, label = ''): Uint8Array {
  return textPdf(Array.from({ length: count }, (_, i) => `${label}Page ${i + 1}`));
}

export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

export function fromBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}
