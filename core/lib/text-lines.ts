/**
 * Text as a list of lines and back, for the line tools (sort, dedupe, compare, list convert).
 * Lines end at \n, \r\n or a lone \r; the text's own line ending (the first one found, \n when
 * there is none) joins the result, and a final line ending is kept as it was rather than read as
 * an empty last line, so `sort` of "b\na\n" is "a\nb\n", as GNU sort prints it.
 */
export interface Lines {
  lines: string[];
  /** The line ending the text uses first: \n, \r\n or \r. */
  eol: string;
  /** The text ended with a line ending. */
  trailingEol: boolean;
}

const LINE_BREAK = /\r\n|\r|\n/;

export function splitLines(text: string): Lines {
  const eol = LINE_BREAK.exec(text)?.[0] ?? '\n';
  if (text === '') return { lines: [], eol, trailingEol: false };
  // a plain string split is several times faster than the regex one, and most text has one ending
  const lines = eol === '\n' && !text.includes('\r') ? text.split('\n') : eol === '\r\n' && !/\r(?!\n)|(?<!\r)\n/.test(text) ? text.split('\r\n') : text.split(LINE_BREAK);
  const trailingEol = lines[lines.length - 1] === '';
  if (trailingEol) lines.pop();
  return { lines, eol, trailingEol };
}

/** Joins lines with `eol`, ending with it when `trailingEol` and there is at least one line. */
export function joinLines(lines: readonly string[], eol: string, trailingEol: boolean): string {
  return lines.length === 0 ? '' : lines.join(eol) + (trailingEol ? eol : '');
}
