/**
 * Text set in the PDF standard fonts (Helvetica and its kin need no embedded font file, so a
 * stamped page grows by a few hundred bytes). They encode WinAnsi (Windows-1252) only, so text
 * outside it is refused naming the field and the character, rather than drawn as boxes or
 * dropped: embedding a Unicode font would add megabytes to every file and to the library.
 */
import type { PDFFont } from 'pdf-lib';
import { invalid } from '../../errors.ts';

/** Returns `text` when `font` can set every character of it; refuses the first one it cannot. */
export function standardFontText(field: string, font: PDFFont, text: string): string {
  try {
    font.encodeText(text);
    return text;
  } catch {
    for (const char of text) {
      try {
        font.encodeText(char);
      } catch {
        const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
        invalid(`${field}: "${char}" (U+${code}) cannot be set in the standard PDF fonts, which cover Windows-1252 (Western European) text only`);
      }
    }
    invalid(`${field}: cannot be set in the standard PDF fonts`);
  }
}
