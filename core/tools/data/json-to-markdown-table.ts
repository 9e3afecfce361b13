import { Type } from '@sinclair/typebox';
import { readJsonRows, type JsonCell } from '../../lib/json-rows.ts';
import { renderMarkdownTable, sparseObjectRows, type TableRow } from '../../lib/markdown-table.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - An array of objects: the columns are the union of the keys in first-seen order, or exactly
 *   `headers` when given (keys picked by name, in that order; a key no row has gives an empty column).
 * - An array of arrays: the first array is the header row, unless `headers` is given, in which case
 *   every array is a data row. A row with more cells than there are columns is refused (nothing is
 *   dropped silently); a shorter one gets empty cells.
 * - Cells: strings as they are, numbers exactly as written in the JSON, true/false, null and missing
 *   keys empty, nested objects and arrays as their minified JSON. `|` is escaped as `\|` and line
 *   breaks become `<br>` (markdown-table.ts); columns are padded to one display width.
 * - Keys are read into Maps, so `__proto__` is an ordinary column name.
 */

const text = (cell: JsonCell | undefined): string => cell ?? '';

export default defineTool({
  id: 'json-to-markdown-table',
  name: 'JSON to Markdown table',
  category: 'data',
  description:
    'Turn a JSON array of objects (columns from their keys) or of arrays (the first array is the header row) into a GitHub Flavored Markdown table with padded columns. Pipes in cells are escaped as \\| and line breaks become <br>; numbers are kept exactly as written.',
  keywords: ['md table', 'gfm table', 'github table', 'readme table', 'json table'],
  // its worst input (distinct-keys-with-1000-headers) took 986.8 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'JSON text of an array of objects, or of an array of arrays' }),
    headers: Type.Optional(
      Type.Array(Type.String({ maxLength: 1_000 }), {
        minItems: 1,
        maxItems: 1_000,
        description:
          'Explicit column headers. For objects: the keys to show, in this order. For arrays: the names of the columns by position, and then every array is a data row',
      }),
    ),
  }),
  output: closedObject({
    markdown: Type.String({ description: 'The GFM table: header row, delimiter row, one line per row, joined by LF' }),
    headers: Type.Array(Type.String(), { description: 'The column headers, in order' }),
    rowCount: Type.Integer({ minimum: 0, description: 'The number of body rows' }),
    columnCount: Type.Integer({ minimum: 1, description: 'The number of columns' }),
  }),
  examples: [
    {
      title: 'Array of objects: union of keys, nested value, escaped pipe',
      input: { json: '[{"name":"Ada","born":1815,"langs":["en","fr"]},{"name":"Bob | Jr.","born":null}]' },
      output: {
        markdown:
          '| name       | born | langs       |\n' +
          '| ---------- | ---- | ----------- |\n' +
          '| Ada        | 1815 | ["en","fr"] |\n' +
          '| Bob \\| Jr. |      |             |',
        headers: ['name', 'born', 'langs'],
        rowCount: 2,
        columnCount: 3,
      },
    },
    {
      title: 'Array of arrays with explicit headers',
      input: { json: '[["x",1.50],["y",12345678901234567890]]', headers: ['key', 'value'] },
      output: {
        markdown: '| key | value                |\n| --- | -------------------- |\n| x   | 1.50                 |\n| y   | 12345678901234567890 |',
        headers: ['key', 'value'],
        rowCount: 2,
        columnCount: 2,
      },
    },
  ],
  run({ json, headers }) {
    const table = readJsonRows(json, 'json');
    let columns: string[];
    let rows: TableRow[];
    if (table.shape === 'objects') {
      columns = headers ?? table.keys;
      if (columns.length === 0) invalid('json: the objects have no keys, so there is no column; give headers to name some');
      rows = sparseObjectRows(columns, table.rows);
    } else if (table.shape === 'arrays') {
      const [first, ...rest] = table.rows;
      columns = headers ?? first!.map(text);
      const data = headers ? table.rows : rest;
      const firstData = headers ? 0 : 1;
      if (columns.length === 0) invalid('json[0]: the header row is empty, so there is no column; give headers to name the columns');
      data.forEach((row, i) => {
        if (row.length > columns.length) {
          invalid(
            `json[${i + firstData}]: has ${row.length} cells but the table has ${columns.length} columns (${headers ? 'the length of headers' : 'the length of the header row json[0]'})`,
          );
        }
      });
      rows = data.map((row) => row.map((cell) => cell ?? undefined));
    } else {
      columns = headers ?? invalid('json: the array is empty and no headers are given, so there is no column to show');
      rows = [];
    }
    const markdown = renderMarkdownTable(columns, rows, [], 'json');
    return { markdown, headers: columns, rowCount: rows.length, columnCount: columns.length };
  },
});
