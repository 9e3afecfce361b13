/**
 * Lines of text broken to fit a width in a PDF font (pdf-lib's metrics): at spaces where it can,
 * inside a word only when the word alone is wider than the line. Explicit line breaks are kept.
 */
import type { PDFFont } from 'pdf-lib';

/** `text` (its paragraphs split at "\n") as lines no wider than `width` points at `size`. */
export function wrapText(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      let rest = word;
      while (!fits(rest)) {
        let cut = 1;
        while (cut < rest.length - 1 && fits(rest.slice(0, cut + 1))) cut++;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
