import { Type, type Static } from '@sinclair/typebox';
import { rowObject, uniqueColumnNames } from '../../lib/column-names.ts';
import { scanHtml, type HtmlHandler } from '../../lib/html-scan.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - HTML is tokenised by htmlparser2 (entities decoded; html-scan.ts, linear on any nesting) and the
 *   table read as browsers build it: a td, th, tr or section start tag ends the open cell, row or
 *   section, and </table> or the end of the text ends them all. It is laid out as the HTML table
 *   model does: rows of thead and tbody in source order, tfoot rows last; a tr outside any section
 *   is in an implied tbody.
 * - colspan and rowspan are expanded: a spanning cell's text is copied into every slot it covers.
 *   They are read as the HTML spec reads them: colspan 1–1000 (0 or junk is 1), rowspan 0–65534
 *   (0 spans to the end of its section). A rowspan never reaches into the next section (thead, tbody,
 *   tfoot), as browsers lay tables out. Slots no cell covers are null; every row is as wide as the
 *   widest.
 * - table_index counts every <table> in document order, nested ones included. A table nested in a
 *   cell is not part of that cell's text (pick it with its own index).
 * - Cell text: whitespace (and &nbsp;) collapsed to single spaces; <br> and the edges of block
 *   elements (p, div, li, headings…) become line breaks; script, style and template are skipped.
 * - first_row_headers: the first row of the laid-out table names the columns; objects use those
 *   names made unique (an empty one is column_<n>, a repeat name_2…, each renaming a warning), with
 *   no prototype, so `__proto__` is an ordinary key. Without it the columns are column_1…column_<n>.
 * - At most 2,000,000 slots after expansion, so a few spanning cells cannot build a huge result.
 */

const MAX_SLOTS = 2_000_000;
const MAX_COLSPAN = 1_000;
const MAX_ROWSPAN = 65_534;
const MAX_WARNINGS = 100;
const BREAKS = new Set(['p', 'div', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'hr', 'section', 'article', 'header', 'footer', 'address', 'figure', 'figcaption']);
const SKIPPED = new Set(['script', 'style', 'template']);
const SECTIONS = new Set(['thead', 'tbody', 'tfoot']);
/** Marks a line break among the text pieces of a cell or caption. */
const BREAK = null;
type Pieces = (string | null)[];

interface Cell {
  text: string;
  colspan: number;
  /** 0 means to the end of the section. */
  rowspan: number;
}

interface Section {
  kind: string;
  rows: Cell[][];
}

/** The HTML spec's "rules for parsing non-negative integers": leading spaces, then digits; anything after is ignored. */
function parseSpan(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^[\t\n\f\r ]*\+?(\d+)/.exec(value);
  // A very long digit string is a huge number (or Infinity); the callers clamp it.
  return match ? Number(match[1]) : undefined;
}

function cellText(pieces: Pieces): string {
  const lines: string[] = [];
  let line = '';
  for (const piece of [...pieces, BREAK]) {
    if (piece !== BREAK) {
      line += piece;
      continue;
    }
    const collapsed = line.replace(/[\t\n\f\r \u00a0]+/g, ' ').trim();
    if (collapsed !== '') lines.push(collapsed);
    line = '';
  }
  return lines.join('\n');
}

/** Collects the sections and caption of table number `wanted`, and counts every table. */
function collectTable(wanted: number) {
  const sections: Section[] = [];
  let caption: Pieces | undefined;
  let tableCount = 0;
  // The index of each open table, innermost last.
  const open: number[] = [];
  let section: Section | undefined;
  let row: Cell[] | undefined;
  let cell: { parts: Pieces; colspan: number; rowspan: number } | undefined;
  let inCaption = false;
  let skipping = 0;

  const closeCell = () => {
    if (cell && row) row.push({ text: cellText(cell.parts), colspan: cell.colspan, rowspan: cell.rowspan });
    cell = undefined;
  };
  const closeRow = () => {
    closeCell();
    if (row && section) section.rows.push(row);
    row = undefined;
  };
  const closeSection = () => {
    closeRow();
    section = undefined;
  };
  const openSection = (kind: string) => {
    closeSection();
    section = { kind, rows: [] };
    sections.push(section);
  };
  const openRow = () => {
    closeRow();
    if (!section) openSection('tbody');
    row = [];
  };
  const inWanted = () => open.length > 0 && open[open.length - 1] === wanted;

  const handler: HtmlHandler = {
    openTag(name, attributes) {
      if (SKIPPED.has(name)) skipping++;
      if (name === 'table') {
        if (inWanted() && cell) cell.parts.push(BREAK);
        open.push(tableCount++);
        return;
      }
      if (!inWanted()) return;
      if (SECTIONS.has(name) || name === 'tr' || name === 'td' || name === 'th') inCaption = false;
      if (SECTIONS.has(name)) openSection(name);
      else if (name === 'tr') openRow();
      else if (name === 'td' || name === 'th') {
        closeCell();
        if (!row) openRow();
        const colspan = parseSpan(attributes.colspan);
        const rowspan = parseSpan(attributes.rowspan);
        cell = {
          parts: [],
          colspan: colspan === undefined || colspan === 0 ? 1 : Math.min(colspan, MAX_COLSPAN),
          rowspan: rowspan === undefined ? 1 : Math.min(rowspan, MAX_ROWSPAN),
        };
      } else if (name === 'caption') {
        closeSection();
        inCaption = true;
        caption ??= [];
      } else if (name === 'br' || BREAKS.has(name)) {
        (cell?.parts ?? (inCaption ? caption : undefined))?.push(BREAK);
      }
    },
    closeTag(name) {
      if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
      if (name === 'table') {
        if (inWanted()) closeSection();
        open.pop();
        if (inWanted() && cell) cell.parts.push(BREAK);
        return;
      }
      if (!inWanted()) return;
      if (SECTIONS.has(name)) closeSection();
      else if (name === 'tr') closeRow();
      else if (name === 'td' || name === 'th') closeCell();
      else if (name === 'caption') inCaption = false;
      else if (BREAKS.has(name)) (cell?.parts ?? (inCaption ? caption : undefined))?.push(BREAK);
    },
    text(text) {
      if (skipping > 0 || !inWanted()) return;
      if (cell) cell.parts.push(text);
      else if (inCaption) caption!.push(text);
    },
  };
  return {
    handler,
    result: () => {
      // The text ended inside the table: what is open ends with it.
      if (open.includes(wanted)) closeSection();
      return { sections, caption: caption ? cellText(caption) : null, tableCount };
    },
  };
}

/** Lays the cells out on a grid as the HTML table model does, spans expanded. */
function layOut(sections: Section[]): (string | null)[][] {
  // tfoot sections go last, the others keep their source order.
  const ordered = [...sections.filter((s) => s.kind !== 'tfoot'), ...sections.filter((s) => s.kind === 'tfoot')];
  const grid: (string | null)[][] = [];
  let slots = 0;
  let chars = 0;
  for (const { rows } of ordered) {
    const top = grid.length;
    for (let r = 0; r < rows.length; r++) grid.push([]);
    rows.forEach((cells, r) => {
      const line = grid[top + r]!;
      let x = 0;
      for (const { text, colspan, rowspan } of cells) {
        while (line[x] !== undefined) x++;
        const height = rowspan === 0 ? rows.length - r : Math.min(rowspan, rows.length - r);
        slots += colspan * height;
        chars += (text.length + 8) * colspan * height;
        if (slots > MAX_SLOTS) invalid(`html: the table expands to more than ${MAX_SLOTS} cells once colspan and rowspan are applied`);
        if (chars > MAX_RESULT_CHARS) resultTooLarge('html', 'the expanded table');
        for (let dy = 0; dy < height; dy++) {
          const target = grid[top + r + dy]!;
          for (let dx = 0; dx < colspan; dx++) target[x + dx] = text;
        }
        x += colspan;
      }
    });
  }
  const width = grid.reduce((max, line) => Math.max(max, line.length), 0);
  if (width * grid.length > MAX_SLOTS) {
    invalid(`html: the table expands to ${width} columns × ${grid.length} rows, more than ${MAX_SLOTS} cells once colspan and rowspan are applied`);
  }
  // Holes (slots no cell covers) are null, and every row is as wide as the widest.
  return grid.map((line) => Array.from({ length: width }, (_, x) => line[x] ?? null));
}

const cellSchema = Type.Union([Type.String(), Type.Null()], { description: 'The text of the cell covering this slot; null where no cell does' });
const output = closedObject({
  headers: Type.Array(Type.String(), { description: 'The column names: from the first row (made unique) or column_1…column_n' }),
  rows: Type.Union(
    [
      Type.Array(
        Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), cellSchema, { additionalProperties: false, description: 'A row keyed by column name' }),
      ),
      Type.Array(Type.Array(cellSchema, { description: 'A row, left to right' })),
    ],
    { description: 'The data rows: objects keyed by header (format objects) or arrays of cells (format arrays)' },
  ),
  rowCount: Type.Integer({ minimum: 0, description: 'The number of data rows (the header row not counted)' }),
  columnCount: Type.Integer({ minimum: 0, description: 'The number of columns after colspan expansion' }),
  caption: Type.Union([Type.String(), Type.Null()], { description: 'The text of the table\'s <caption>, or null' }),
  tableIndex: Type.Integer({ minimum: 0, description: 'The index of the table read' }),
  tableCount: Type.Integer({ minimum: 1, description: 'How many <table> elements the document has, nested ones included' }),
  warnings: Type.Array(Type.String(), { description: 'Renamed headers (empty or repeated)' }),
});

export default defineTool({
  id: 'html-table-to-json',
  name: 'HTML table to JSON',
  category: 'data',
  description:
    'Extract a <table> from HTML as JSON rows (objects keyed by the header row, or arrays), with an HTML parser: thead/tbody/tfoot, th and td, entities decoded, colspan and rowspan expanded by copying the text into every slot they cover. table_index picks the table (0 = first, nested tables counted).',
  keywords: ['table scraper', 'scrape table', 'html parser', 'extract table', 'web table', 'thead'],
  mcp: true,
  // its worst input (unclosed-tds) took 4021.7 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    html: Type.String({ maxLength: 1_000_000, description: 'An HTML document or fragment with at least one <table>' }),
    format: withDefault(stringEnum(['objects', 'arrays'], { description: 'objects keyed by column name, or arrays of cells' }), 'objects'),
    first_row_headers: withDefault(Type.Boolean({ description: 'The first row of the table names the columns (otherwise column_1, column_2…)' }), true),
    table_index: withDefault(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Which table to read, counting every <table> in document order from 0' }), 0),
  }),
  output,
  examples: [
    {
      title: 'Header row, entities, a colspan',
      input: {
        html: '<table><caption>Scores</caption><thead><tr><th>Name</th><th>Score</th></tr></thead><tbody><tr><td>Ada &amp; Co</td><td>9</td></tr><tr><td colspan="2">n/a</td></tr></tbody></table>',
      },
      output: {
        headers: ['Name', 'Score'],
        rows: [
          { Name: 'Ada & Co', Score: '9' },
          { Name: 'n/a', Score: 'n/a' },
        ],
        rowCount: 2,
        columnCount: 2,
        caption: 'Scores',
        tableIndex: 0,
        tableCount: 1,
        warnings: [],
      },
    },
    {
      title: 'Arrays, no header row, a rowspan',
      input: {
        html: '<table><tr><td rowspan="2">A</td><td>1</td></tr><tr><td>2</td></tr></table>',
        format: 'arrays',
        first_row_headers: false,
      },
      output: {
        headers: ['column_1', 'column_2'],
        rows: [
          ['A', '1'],
          ['A', '2'],
        ],
        rowCount: 2,
        columnCount: 2,
        caption: null,
        tableIndex: 0,
        tableCount: 1,
        warnings: [],
      },
    },
  ],
  async run({ html, format, first_row_headers, table_index }): Promise<Static<typeof output>> {
    const collector = collectTable(table_index);
    await scanHtml(html, collector.handler);
    const { sections, caption, tableCount } = collector.result();
    if (tableCount === 0) invalid('html: no <table> element found');
    if (table_index >= tableCount) {
      invalid(`table_index: the document has ${tableCount} table${tableCount === 1 ? '' : 's'}, so table_index can be at most ${tableCount - 1}`);
    }

    const grid = layOut(sections);
    const width = grid[0]?.length ?? 0;
    const headerRow = first_row_headers ? grid.shift() : undefined;
    const { names, renamed } = headerRow
      ? uniqueColumnNames(headerRow.map((text) => text ?? ''))
      : { names: Array.from({ length: width }, (_, i) => `column_${i + 1}`), renamed: [] };
    const warnings = renamed.slice(0, MAX_WARNINGS).map((message) => `header: ${message}`);
    if (renamed.length > MAX_WARNINGS) warnings.push(`… and ${renamed.length - MAX_WARNINGS} more warnings`);
    // Objects repeat every name in every row.
    const keyChars = names.reduce((sum, name) => sum + name.length + 4, 0);
    if (format === 'objects' && keyChars * grid.length > MAX_RESULT_CHARS) resultTooLarge('html', 'the rows as objects');

    return {
      headers: names,
      rows: format === 'objects' ? grid.map((cells) => rowObject(names, cells)) : grid,
      rowCount: grid.length,
      columnCount: width,
      caption,
      tableIndex: table_index,
      tableCount,
      warnings,
    };
  },
});
