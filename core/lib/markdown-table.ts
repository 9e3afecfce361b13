/**
 * Writing GitHub Flavored Markdown tables (GFM spec, "Tables (extension)"): a header row, a
 * delimiter row carrying each column's alignment, and the body, with leading and trailing pipes
 * and every column padded to one display width (display-width.ts) so the source reads as a table.
 */
import { displayWidth } from './display-width.ts';
import { createOutputBudget } from './result-size.ts';

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
 * A body row: its cells left to right (a short array leaves the rest empty), or only the cells it
 * has, by column index. Sparse rows keep a table of many rows that each fill few of many columns
 * (objects with distinct keys) linear to read: its cost is the cells given, not rows × columns.
 */
export type TableRow = readonly (string | undefined)[] | ReadonlyMap<number, string>;

/**
 * Object rows (key → cell text, null for none) as sparse table rows under `columns`: each row costs
 * the keys it has, not every column, so objects with distinct keys stay linear up to the size cap's
 * refusal instead of making rows × columns cells first. A column named twice gets the value twice.
 */
export function sparseObjectRows(columns: readonly string[], rows: readonly ReadonlyMap<string, string | null>[]): TableRow[] {
  const positions = new Map<string, number[]>();
  columns.forEach((column, index) => {
    const list = positions.get(column);
    if (list) list.push(index);
    else positions.set(column, [index]);
  });
  return rows.map((row) => {
    const cells = new Map<number, string>();
    for (const [key, cell] of row) {
      if (cell === null) continue;
      for (const index of positions.get(key) ?? []) cells.set(index, cell);
    }
    return cells;
  });
}

/** The Markdown width of a cell (at least 3, so every alignment's delimiter `:-:` fits). */
const MIN_WIDTH = 3;

/** Escapes the cells `row` has, keeping its form (an array stays an array: most rows are dense). */
function escapeRow(row: TableRow, columns: number, measure: (column: number, cell: string) => void): TableRow {
  if (Array.isArray(row)) {
    const cells = row as readonly (string | undefined)[];
    const escaped: (string | undefined)[] = new Array(Math.min(cells.length, columns));
    for (let column = 0; column < escaped.length; column++) {
      const text = cells[column];
      if (text === undefined || text === '') continue;
      const cell = escapeTableCell(text);
      measure(column, cell);
      escaped[column] = cell;
    }
    return escaped;
  }
  const escaped = new Map<number, string>();
  for (const [column, text] of row as ReadonlyMap<number, string>) {
    if (column >= columns || text === '') continue;
    const cell = escapeTableCell(text);
    measure(column, cell);
    escaped.set(column, cell);
  }
  return escaped;
}

function cellAt(row: TableRow, column: number): string | undefined {
  return Array.isArray(row) ? (row as readonly (string | undefined)[])[column] : (row as ReadonlyMap<number, string>).get(column);
}

/**
 * The Markdown of a table with `headers.length` columns (at least one). Cells are escaped here;
 * a short row is padded with empty cells, and `alignments` missing for a column mean `none`.
 *
 * Refuses (naming `field`) a table longer than MAX_RESULT_CHARS once padded, before building any
 * line: the padded size is exact arithmetic on the column widths, and the widths come from one pass
 * over the cells each row has. So the cost up to the refusal is linear in the cells given, and the
 * cost of building is linear in the output, which the cap bounds.
 */
export function renderMarkdownTable(headers: readonly string[], rows: readonly TableRow[], alignments: readonly Alignment[], field: string): string {
  const columns = headers.length;
  const budget = createOutputBudget(field, 'the Markdown table');
  // Every line has every column, each at least MIN_WIDTH wide and 3 characters of " | ": refuse a
  // hopeless table on its shape alone, before reading any cell.
  budget.charge((rows.length + 2) * (columns * (MIN_WIDTH + 3) + 1));

  const escapedHeaders = headers.map(escapeTableCell);
  const widths = escapedHeaders.map((header) => Math.max(MIN_WIDTH, displayWidth(header)));
  // A padded cell is its text plus (width − its display width) spaces: the characters beyond the
  // widths are the sum of (length − display width) over the cells, counted as they are measured.
  let beyondWidths = 0;
  escapedHeaders.forEach((header) => (beyondWidths += header.length - displayWidth(header)));
  const escapedRows = rows.map((row) =>
    escapeRow(row, columns, (column, cell) => {
      const width = displayWidth(cell);
      if (width > widths[column]!) widths[column] = width;
      beyondWidths += cell.length - width;
    }),
  );
  const lineWidth = widths.reduce((sum, width) => sum + width + 3, 1);
  budget.charge((rows.length + 2) * lineWidth + beyondWidths - budget.used);

  const align = (i: number): Alignment => alignments[i] ?? 'none';
  const blanks = widths.map((width) => ' '.repeat(width));
  const line = (cells: TableRow) => {
    let out = '|';
    for (let i = 0; i < columns; i++) {
      const cell = cellAt(cells, i);
      out += ' ' + (cell === undefined ? blanks[i]! : pad(cell, widths[i]!, align(i))) + ' |';
    }
    return out;
  };
  const lines = [line(escapedHeaders), `| ${widths.map((width, i) => delimiter(align(i), width)).join(' | ')} |`];
  for (const row of escapedRows) lines.push(line(row));
  return lines.join('\n');
}
