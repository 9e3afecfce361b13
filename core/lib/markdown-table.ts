/**
 * Writing GitHub Flavored Markdown tables (GFM spec, "Tables (extension)"): a header row, a
 * delimiter row carrying each column's alignment, and the body, with leading and trailing pipes
 * and every column padded to one display width (display-width.ts) so the source reads as a table.
 */
import { displayWidth } from './display-width.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from './result-size.ts';

export const ALIGNMENTS = ['left', 'center', 'right', 'none'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/**
 * A cell's text made safe for one table cell: `|` is escaped as `\|` (GFM reads it back as `|`,
 * in code spans too) and each line break (CRLF, LF or CR) becomes `<br>`, as GitHub renders it.
 */
export function escapeTableCell(text: string): string {
  return text.replaceAll('|', '\\|').replace(/\r\n|\r|\n/g, '<br>');
}

function delimiter(alignment: Alignment, width: number): string {
  switch (alignment) {
    case 'left':
      return ':' + '-'.repeat(width - 1);
    case 'center':
      return ':' + '-'.repeat(width - 2) + ':';
    case 'right':
      return '-'.repeat(width - 1) + ':';
    default:
      return '-'.repeat(width);
  }
}

function pad(text: string, width: number, alignment: Alignment): string {
  const room = width - displayWidth(text);
  if (room <= 0) return text;
  if (alignment === 'right') return ' '.repeat(room) + text;
  if (alignment === 'center') {
    const before = Math.floor(room / 2);
    return ' '.repeat(before) + text + ' '.repeat(room - before);
  }
  return text + ' '.repeat(room);
}

/**
 * The Markdown of a table with `headers.length` columns (at least one). Cells are escaped here;
 * a short row is padded with empty cells, and `alignments` missing for a column mean `none`.
 * Refuses (naming `field`) a table longer than MAX_RESULT_CHARS once padded.
 */
export function renderMarkdownTable(headers: readonly string[], rows: readonly (readonly string[])[], alignments: readonly Alignment[], field: string): string {
  const columns = headers.length;
  const escapedHeaders = headers.map(escapeTableCell);
  // Refuse a hopeless table before padding every row: each cell is padded to at least its header's
  // display width, which takes at least half as many characters (a wide character is one code unit).
  const headerLine = escapedHeaders.reduce((sum, header) => sum + Math.ceil(Math.max(3, displayWidth(header)) / 2) + 3, 2);
  if ((rows.length + 2) * headerLine > MAX_RESULT_CHARS) resultTooLarge(field, 'the Markdown table');
  const escapedRows = rows.map((row) => Array.from({ length: columns }, (_, i) => escapeTableCell(row[i] ?? '')));
  // At least 3 wide, so every alignment's delimiter (`:-:`) fits.
  const widths = escapedHeaders.map((header) => Math.max(3, displayWidth(header)));
  let cellChars = escapedHeaders.reduce((sum, header) => sum + header.length, 0);
  for (const row of escapedRows) {
    for (let i = 0; i < columns; i++) {
      const cell = row[i]!;
      cellChars += cell.length;
      // Display width never exceeds twice the UTF-16 length, so short cells skip the measuring.
      if (cell.length * 2 > widths[i]!) widths[i] = Math.max(widths[i]!, displayWidth(cell));
    }
  }
  // A padded cell is at most its text plus its column's width of spaces; each cell adds " | ".
  const paddingPerLine = widths.reduce((sum, width) => sum + width + 3, 2);
  if ((escapedRows.length + 2) * paddingPerLine + cellChars > MAX_RESULT_CHARS) resultTooLarge(field, 'the Markdown table');

  const align = (i: number): Alignment => alignments[i] ?? 'none';
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => pad(cell, widths[i]!, align(i))).join(' | ')} |`;
  const lines = [line(escapedHeaders), `| ${widths.map((width, i) => delimiter(align(i), width)).join(' | ')} |`];
  for (const row of escapedRows) lines.push(line(row));
  return lines.join('\n');
}
