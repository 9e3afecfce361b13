/**
 * Lines of text broken to fit a width in a PDF font (pdf-lib's metrics): at spaces where it can,
 * inside a word only when the word alone is wider than the line. Explicit line breaks are kept.
 * Widths are summed per character (each measured once), so wrapping is linear in the text: pdf-lib
 * draws without kerning, so the sum is also what the page shows.
 */
import type { PDFFont } from 'pdf-lib';

/** `text` (its paragraphs split at "\n") as lines no wider than `width` points at `size`. */
export function wrapText(font: PDFFont, size: number, text: string, width: number): string[] {
  const widths = new Map<string, number>();
  const charWidth = (char: string): number => {
    let measured = widths.get(char);
    if (measured === undefined) {
      measured = font.widthOfTextAtSize(char, size);
      widths.set(char, measured);
    }
    return measured;
  };
  const widthOf = (value: string): number => {
    let total = 0;
    for (const char of value) total += charWidth(char);
    return total;
  };
  const space = charWidth(' ');
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/)) {
      const wordWidth = widthOf(word);
      if (line === '' ? wordWidth <= width : lineWidth + space + wordWidth <= width) {
        line = line === '' ? word : `${line} ${word}`;
        lineWidth = line === word ? wordWidth : lineWidth + space + wordWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      // The word alone: whole if it fits, else cut into pieces that do (at least one character each).
      line = '';
      lineWidth = 0;
      for (const char of word) {
        const w = charWidth(char);
        if (line !== '' && lineWidth + w > width) {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        line += char;
        lineWidth += w;
      }
    }
    lines.push(line);
  }
  return lines;
}
