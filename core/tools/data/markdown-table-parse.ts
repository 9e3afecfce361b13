import { Type, type Static } from '@sinclair/typebox';
import { rowObject, uniqueColumnNames } from '../../lib/column-names.ts';
import { findGfmTables, nearMissTable, type GfmTable } from '../../lib/gfm-tables.ts';
import { ALIGNMENTS } from '../../lib/markdown-table.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Tables are found as GFM reads them (gfm-tables.ts, markdown-it's table rule): anywhere in the
 *   document, inside lists and block quotes too, never inside code blocks. The first table fills the
 *   top-level fields; the others come in `moreTables`, in the same shape.
 * - A cell is its Markdown source, trimmed, with `\|` read as `|` (the table-level unescaping GFM does
 *   before inline parsing); emphasis, code spans and links stay as written, so nothing is lost.
 * - Rows are as wide as the header: short rows get "" cells, and the excess cells of a long row are
 *   dropped, as GFM does, each with a warning naming its line.
 * - `objects` are keyed by header; an empty header is `column_<n>`, a repeated one `name_2`… (as
 *   csv-to-json), each renaming a warning. They have no prototype: `__proto__` is an ordinary key.
 * - No table at all is a VALIDATION_ERROR, saying what a table needs, or which line almost was one.
 */

const MAX_WARNINGS = 100;

const row = Type.Array(Type.String(), { description: 'The cells of one body row, left to right' });
const object = Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), Type.String(), {
  additionalProperties: false,
  description: 'One body row keyed by header (renamed headers where empty or repeated)',
});
const tableFields = {
  line: Type.Integer({ minimum: 1, description: 'The line of the header row in the input (1-based)' }),
  headers: Type.Array(Type.String(), { description: 'The header cells, left to right' }),
  alignments: Type.Array(stringEnum(ALIGNMENTS), { description: 'Each column\'s alignment from the delimiter row: left (:--), center (:-:), right (--:) or none (---)' }),
  rows: Type.Array(row, { description: 'The body rows, each as wide as the header' }),
  objects: Type.Array(object, { description: 'The body rows as objects keyed by header' }),
  rowCount: Type.Integer({ minimum: 0, description: 'The number of body rows' }),
  columnCount: Type.Integer({ minimum: 1, description: 'The number of columns' }),
};
const tableSchema = closedObject(tableFields, { description: 'A table found after the first one' });

type TableResult = Static<typeof tableSchema>;

function describeTable(table: GfmTable, ordinal: number, warn: (message: string) => void): TableResult {
  const label = `table ${ordinal} (line ${table.line})`;
  const { names, renamed } = uniqueColumnNames(table.headers);
  for (const message of renamed) warn(`${label}: ${message}`);
  for (const long of table.longRows) {
    const extra = long.cells - table.headers.length;
    warn(`${label}: the row at line ${long.line} has ${long.cells} cells but the header has ${table.headers.length}; GFM drops the ${extra} extra cell${extra === 1 ? '' : 's'}`);
  }
  return {
    line: table.line,
    headers: table.headers,
    alignments: table.alignments,
    rows: table.rows,
    objects: table.rows.map((cells) => rowObject(names, cells)),
    rowCount: table.rows.length,
    columnCount: table.headers.length,
  };
}

const output = closedObject({
  ...tableFields,
  tableCount: Type.Integer({ minimum: 1, description: 'How many tables the document has' }),
  moreTables: Type.Array(tableSchema, { description: 'The tables after the first one, in document order' }),
  warnings: Type.Array(Type.String(), { description: 'Dropped excess cells and renamed headers, with their lines' }),
});

export default defineTool({
  id: 'markdown-table-parse',
  name: 'Markdown table parser',
  category: 'data',
  description:
    'Read the GitHub Flavored Markdown tables of a document (pipes at the ends optional, \\| escapes, alignment row) into headers, alignments, rows of cell text and objects keyed by header. The first table fills the top-level fields; any others are in moreTables.',
  keywords: ['md table', 'gfm table', 'markdown to json', 'table to json', 'markdown table reader'],
  mcp: true,
  // markdown-it takes seconds on a megabyte of hostile input: never on the server's event loop.
  isolate: true,
  input: closedObject({
    markdown: Type.String({ maxLength: 1_000_000, description: 'Markdown text containing at least one GFM table' }),
  }),
  output,
  examples: [
    {
      title: 'Alignments, an escaped pipe, a short row',
      input: { markdown: '| Name | Role | Age |\n| :--- | :-: | --: |\n| Ada | dev \\| lead | 36 |\n| Bob | qa |' },
      output: {
        line: 1,
        headers: ['Name', 'Role', 'Age'],
        alignments: ['left', 'center', 'right'],
        rows: [
          ['Ada', 'dev | lead', '36'],
          ['Bob', 'qa', ''],
        ],
        objects: [
          { Name: 'Ada', Role: 'dev | lead', Age: '36' },
          { Name: 'Bob', Role: 'qa', Age: '' },
        ],
        rowCount: 2,
        columnCount: 3,
        tableCount: 1,
        moreTables: [],
        warnings: [],
      },
    },
    {
      title: 'GFM spec example 199: no outer pipes, inline Markdown kept',
      input: { markdown: 'Intro text.\n\n| abc | defghi |\n:-: | -----------:\nbar | **baz**\n' },
      output: {
        line: 3,
        headers: ['abc', 'defghi'],
        alignments: ['center', 'right'],
        rows: [['bar', '**baz**']],
        objects: [{ abc: 'bar', defghi: '**baz**' }],
        rowCount: 1,
        columnCount: 2,
        tableCount: 1,
        moreTables: [],
        warnings: [],
      },
    },
  ],
  async run({ markdown }): Promise<Static<typeof output>> {
    const found = await findGfmTables(markdown);
    if (found.length === 0) {
      const hint = nearMissTable(markdown);
      invalid(
        hint
          ? `markdown: no GFM table found: ${hint}`
          : 'markdown: no GFM table found (a table is a header row with pipes, then a delimiter row such as "| --- | --- |" with as many cells, then the body rows)',
      );
    }
    // Objects repeat every header in every row, and each cell is written twice (rows and objects).
    let size = 0;
    for (const table of found) {
      const keyChars = table.headers.reduce((sum, header) => sum + header.length + 8, 0);
      size += table.rows.length * keyChars;
      for (const row of table.rows) for (const cell of row) size += 2 * cell.length;
    }
    if (size > MAX_RESULT_CHARS) resultTooLarge('markdown', 'the rows and objects of the tables');

    const warnings: string[] = [];
    let unlisted = 0;
    const warn = (message: string) => {
      if (warnings.length < MAX_WARNINGS) warnings.push(message);
      else unlisted++;
    };
    const [first, ...rest] = found.map((table, i) => describeTable(table, i + 1, warn));
    if (unlisted > 0) warnings.push(`… and ${unlisted} more warnings`);
    return { ...first!, tableCount: found.length, moreTables: rest, warnings };
  },
});
