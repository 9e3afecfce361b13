import { Type } from '@sinclair/typebox';
import { readCsvRecords } from '../../lib/csv-records.ts';
import { findGfmTables } from '../../lib/gfm-tables.ts';
import { readJsonRows, type JsonCell } from '../../lib/json-rows.ts';
import { ALIGNMENTS, renderMarkdownTable, sparseObjectRows, type Alignment, type TableRow } from '../../lib/markdown-table.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Two ways in: `headers` (+ `rows`), or `import_text` in `import_format` (csv by default, tsv, json,
 *   or markdown to re-format the first GFM table of a text). Giving both `rows` and `import_text` is
 *   refused. With `import_text`, the first CSV/TSV record (or the JSON objects' keys, or the first JSON
 *   array) names the columns, unless `headers` is given: then every record is data (for JSON objects,
 *   `headers` picks the keys). For markdown, `headers` renames the header row (as many names as it
 *   has cells), and the table's own alignments are kept unless `alignments` is given.
 * - CSV and TSV are read with RFC 4180 quoting (papaparse; TSV is CSV with a tab delimiter), blank
 *   lines skipped; JSON as in json-to-markdown-table (numbers exactly as written, nested values as
 *   minified JSON). Row cells given as JSON numbers are written as JavaScript prints them (1.50 → 1.5).
 * - A row with more cells than there are columns is refused, naming the row; a shorter one gets
 *   empty cells. `alignments` may be shorter than the columns (the rest are `none`), not longer.
 * - Alignment `left` is `:---`, `center` `:---:`, `right` `---:`, `none` `---`; cells are padded to
 *   the column's display width (East Asian wide characters and emoji count 2), right-aligned columns
 *   on the left and centred ones on both sides, at least 3 wide.
 */

const cellSchema = Type.Union([Type.String({ maxLength: 10_000 }), Type.Number(), Type.Boolean(), Type.Null()], {
  description: 'A cell: text, a number, a boolean, or null for an empty cell',
});

function cellText(cell: string | number | boolean | null): string {
  return cell === null ? '' : String(cell);
}

const jsonText = (cell: JsonCell | undefined): string => cell ?? '';

interface Table {
  headers: string[];
  rows: TableRow[];
  alignments?: Alignment[];
}

function checkRowLengths(rows: readonly (readonly unknown[])[], columns: number, describe: (index: number) => string, reason: string): void {
  rows.forEach((row, index) => {
    if (row.length > columns) invalid(`${describe(index)}: has ${row.length} cells but the table has ${columns} columns (${reason})`);
  });
}

async function importDelimited(text: string, delimiter: string, headers: string[] | undefined): Promise<Table> {
  const records = await readCsvRecords(text, delimiter, 'import_text');
  const [first, ...rest] = records;
  const columns = headers ?? first?.cells ?? invalid('import_text: has no records, so there is no column; give headers or some text');
  const data = headers ? records : rest;
  for (const record of data) {
    if (record.cells.length > columns.length) {
      invalid(
        `import_text: the record at line ${record.line} has ${record.cells.length} cells but the table has ${columns.length} columns (${headers ? 'the length of headers' : 'the header record'})`,
      );
    }
  }
  return { headers: columns, rows: data.map((record) => record.cells) };
}

function importJson(text: string, headers: string[] | undefined): Table {
  const table = readJsonRows(text, 'import_text');
  if (table.shape === 'objects') {
    const columns = headers ?? table.keys;
    if (columns.length === 0) invalid('import_text: the objects have no keys, so there is no column; give headers to name some');
    return { headers: columns, rows: sparseObjectRows(columns, table.rows) };
  }
  if (table.shape === 'arrays') {
    const [first, ...rest] = table.rows;
    const columns = headers ?? first!.map(jsonText);
    const data = headers ? table.rows : rest;
    if (columns.length === 0) invalid('import_text[0]: the header row is empty, so there is no column; give headers to name the columns');
    checkRowLengths(data, columns.length, (i) => `import_text[${i + (headers ? 0 : 1)}]`, headers ? 'the length of headers' : 'the length of the header row import_text[0]');
    return { headers: columns, rows: data.map((row) => row.map(jsonText)) };
  }
  return { headers: headers ?? invalid('import_text: the array is empty and no headers are given, so there is no column to show'), rows: [] };
}

async function importMarkdown(text: string, headers: string[] | undefined): Promise<Table> {
  const [table] = await findGfmTables(text);
  if (!table) invalid('import_text: has no GFM table (a header row with pipes, then a delimiter row such as "| --- | --- |" with as many cells)');
  if (headers && headers.length !== table.headers.length) {
    invalid(`headers: has ${headers.length} names but the imported table has ${table.headers.length} columns`);
  }
  return { headers: headers ?? table.headers, rows: table.rows, alignments: table.alignments };
}

export default defineTool({
  id: 'markdown-table-generator',
  name: 'Markdown table generator',
  category: 'data',
  description:
    'Build a GitHub Flavored Markdown table from headers and rows, or from CSV, TSV or JSON text (or re-format an existing Markdown table), with per-column alignment (left, center, right, none) and columns padded to equal display width. Pipes in cells are escaped as \\| and line breaks become <br>.',
  keywords: ['md table', 'gfm table', 'table formatter', 'csv to markdown', 'align table'],
  // its worst input (#17) ran past the bench's 20 s limit inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    headers: Type.Optional(
      Type.Array(Type.String({ maxLength: 10_000 }), {
        minItems: 1,
        maxItems: 1_000,
        description: 'Column headers. Required unless import_text is given; with import_text they replace its header record (for JSON objects: the keys to show)',
      }),
    ),
    rows: Type.Optional(
      Type.Array(Type.Array(cellSchema, { maxItems: 1_000, description: 'One row of cells, left to right' }), {
        maxItems: 10_000,
        description: 'The body rows (used with headers, not with import_text)',
      }),
    ),
    alignments: Type.Optional(
      Type.Array(stringEnum(ALIGNMENTS, { description: 'left (:---), center (:---:), right (---:) or none (---)' }), {
        maxItems: 1_000,
        description: 'The alignment of each column, left to right; columns without one are none',
      }),
    ),
    import_text: Type.Optional(Type.String({ maxLength: 1_000_000, description: 'CSV, TSV, JSON or Markdown text to turn into a table instead of headers and rows' })),
    import_format: withDefault(
      stringEnum(['csv', 'tsv', 'json', 'markdown'], {
        description:
          'The format of import_text: csv (comma, RFC 4180 quoting), tsv (tab-separated), json (an array of objects or of arrays) or markdown (the first GFM table in the text, re-formatted)',
      }),
      'csv',
    ),
  }),
  output: closedObject({
    markdown: Type.String({ description: 'The GFM table: header row, delimiter row, one line per row, joined by LF' }),
    headers: Type.Array(Type.String(), { description: 'The column headers, in order' }),
    alignments: Type.Array(stringEnum(ALIGNMENTS), { description: 'The alignment of every column' }),
    rowCount: Type.Integer({ minimum: 0, description: 'The number of body rows' }),
    columnCount: Type.Integer({ minimum: 1, description: 'The number of columns' }),
  }),
  examples: [
    {
      title: 'Headers, rows and alignments',
      input: {
        headers: ['Item', 'Qty', 'Price'],
        rows: [
          ['Apple', 3, '$1.20'],
          ['Kiwi | gold', 12, '$0.50'],
        ],
        alignments: ['left', 'center', 'right'],
      },
      output: {
        markdown: '| Item         | Qty | Price |\n| :----------- | :-: | ----: |\n| Apple        |  3  | $1.20 |\n| Kiwi \\| gold | 12  | $0.50 |',
        headers: ['Item', 'Qty', 'Price'],
        alignments: ['left', 'center', 'right'],
        rowCount: 2,
        columnCount: 3,
      },
    },
    {
      title: 'Imported CSV with wide characters',
      input: { import_text: 'city,country\n北京,China\n"Zürich, ZH",Switzerland\n' },
      output: {
        markdown: '| city       | country     |\n| ---------- | ----------- |\n| 北京       | China       |\n| Zürich, ZH | Switzerland |',
        headers: ['city', 'country'],
        alignments: ['none', 'none'],
        rowCount: 2,
        columnCount: 2,
      },
    },
  ],
  async run({ headers, rows, alignments, import_text, import_format }) {
    let table: Table;
    if (import_text !== undefined) {
      if (rows !== undefined) invalid('rows: give rows (with headers) or import_text, not both');
      table =
        import_format === 'json' ? importJson(import_text, headers)
        : import_format === 'markdown' ? await importMarkdown(import_text, headers)
        : await importDelimited(import_text, import_format === 'tsv' ? '\t' : ',', headers);
    } else {
      const columns = headers ?? invalid('headers: is required unless import_text is given');
      const body = rows ?? [];
      checkRowLengths(body, columns.length, (i) => `rows[${i}]`, 'the length of headers');
      table = { headers: columns, rows: body.map((row) => row.map(cellText)) };
    }
    const columnCount = table.headers.length;
    const given = alignments ?? table.alignments ?? [];
    if (given.length > columnCount) invalid(`alignments: has ${given.length} entries but the table has ${columnCount} columns`);
    const resolved: Alignment[] = table.headers.map((_, i) => given[i] ?? 'none');
    const markdown = renderMarkdownTable(table.headers, table.rows, resolved, import_text !== undefined ? 'import_text' : 'rows');
    return { markdown, headers: table.headers, alignments: resolved, rowCount: table.rows.length, columnCount };
  },
});
