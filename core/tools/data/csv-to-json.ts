import { Type, type Static } from '@sinclair/typebox';
import { csvDelimiterField } from '../../lib/csv-delimiter.ts';
import { readCsvTable } from '../../lib/csv-table.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open); the reading itself lives in lib/csv-records.ts and
 * lib/csv-table.ts, shared with the other CSV tools:
 * - Parsing is papaparse's (RFC 4180: quoted fields, "" inside quotes). Records may end with CRLF, LF
 *   or CR, even mixed in one file (see unifyLineEnds); line breaks inside quoted fields are kept as
 *   written. A leading U+FEFF is dropped. Blank lines are skipped, like Python's csv.DictReader;
 *   a line holding just "" is a record with one empty cell. A quote inside an unquoted field is text.
 * - An unterminated quoted field, or a closing quote followed by other text, swallows the rest of the
 *   file, so it is a VALIDATION_ERROR with the line and column of the field, not a warning.
 * - Headers come from the first record, as written (not trimmed). An empty name becomes
 *   `column_<position>`; a repeated name becomes `name_2`, `name_3`… Names that are really in the
 *   header are never taken by a generated one (`a,a,a_2` gives `a`, `a_3`, `a_2`). Each rename is a warning.
 * - Warnings name `row N` (rows[N-1], the header not counted) and the line where that record starts.
 *   A short row gets null for its missing cells; the extra cells of a long row are kept under
 *   `column_<position>`, added to `headers`, and every other row gets null there. No row is dropped.
 *   At most 100 warnings are listed, then one line counts the rest.
 * - coerce: a cell is a number only when it is written in JSON's number grammar (so not `0012`,
 *   `1_000`, ` 5`, `+5`, `.5`, `0x1F`, `Infinity`, `NaN`) and a double holds exactly that decimal
 *   value (so 12345678901234567890, 0.1000000000000000055511151231257827 or 1e400 stay strings; `1.50`
 *   becomes 1.5 and `-0` becomes 0). `true`, `false`, `null` (lowercase only) become JSON literals;
 *   an empty cell becomes null. Without coerce every cell is a string, and only missing cells are null.
 * - Rows are objects without a prototype, so `__proto__`, `constructor` or `prototype` are plain keys.
 */

const cellSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
const output = closedObject({
  rows: Type.Array(
    // Any key at all: `^[\s\S]*$` also matches names with line breaks, which `.` would not.
    Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), cellSchema, {
      additionalProperties: false,
      description: 'One object per data row, keyed by header name',
    }),
    { description: 'The data rows, in order' },
  ),
  count: Type.Integer({ minimum: 0, description: 'The number of data rows' }),
  headers: Type.Array(Type.String(), { description: 'The column names used as keys, in column order (renamed and generated ones included)' }),
  warnings: Type.Array(Type.String(), {
    description: 'Rows with the wrong number of cells and renamed headers, e.g. "row 3 (line 4): expected 4 cells, got 2; the missing cells are null"',
  }),
});

export default defineTool({
  id: 'csv-to-json',
  name: 'CSV to JSON',
  category: 'data',
  description:
    'Convert CSV (RFC 4180) to an array of objects keyed by the header row, optionally turning numbers, true/false/null and empty cells into JSON values. Rows with too few or too many cells are kept and reported in warnings.',
  keywords: ['csv parser', 'comma separated values', 'spreadsheet', 'csv2json', 'rows to objects'],
  mcp: true,
  // its worst input (all-delimiter+coerce=false) took 12743.3 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    csv: Type.String({ maxLength: 1_000_000, description: 'The CSV text; its first record is the header row' }),
    delimiter: csvDelimiterField('The field delimiter'),
    coerce: withDefault(
      Type.Boolean({
        description:
          'Turn numbers written as in JSON (when a double holds them exactly), true, false and null into JSON values and empty cells into null; false keeps every cell a string',
      }),
      true,
    ),
  }),
  output,
  examples: [
    {
      title: 'Header row, quoted field, coercion',
      input: { csv: 'name,age,member\r\n"Doe, Jane",42,true\r\nBob,,false\r\n' },
      output: {
        rows: [
          { name: 'Doe, Jane', age: 42, member: true },
          { name: 'Bob', age: null, member: false },
        ],
        count: 2,
        headers: ['name', 'age', 'member'],
        warnings: [],
      },
    },
    {
      title: 'Semicolons, no coercion, a short row',
      input: { csv: 'id;code\n1;007\n2\n', delimiter: ';', coerce: false },
      output: {
        rows: [
          { id: '1', code: '007' },
          { id: '2', code: null },
        ],
        count: 2,
        headers: ['id', 'code'],
        warnings: ['row 2 (line 3): expected 2 cells, got 1; the missing cells are null'],
      },
    },
  ],
  async run({ csv, delimiter, coerce }): Promise<Static<typeof output>> {
    const { headers, rows, warnings } = await readCsvTable(csv, { delimiter, coerce, field: 'csv' });
    return { rows, count: rows.length, headers, warnings };
  },
});
