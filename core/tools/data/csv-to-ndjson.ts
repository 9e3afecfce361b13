import { Type } from '@sinclair/typebox';
import { csvDelimiterAutoField, resolveCsvDelimiter } from '../../lib/csv-delimiter-detect.ts';
import { readCsvRecords } from '../../lib/csv-records.ts';
import { coerceCell, readCsvTable } from '../../lib/csv-table.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - With header (the default) the CSV is read exactly as csv-to-json reads it (lib/csv-table.ts): one
 *   JSON object per data row keyed by the header, renamed and generated names and row-length
 *   problems reported in warnings. Without header every record, the first included, is a JSON array
 *   of its cells, as long as the record is; nothing is padded, so there is nothing to warn about.
 * - coerce turns cells into numbers, booleans and null exactly as csv-to-json's coerce does; off
 *   (the spec's default) every cell is a string, and only the missing cells of a short row are null.
 * - Each line is JSON.stringify of the row (no spaces, non-ASCII as is), ended by "\n", the last one
 *   too, as NDJSON and JSON Lines write it. No rows give "".
 * - delimiter "auto" (the default) guesses among ",", tab, ";" and "|" (lib/csv-delimiter-detect.ts);
 *   the one used is reported.
 */

const output = closedObject({
  ndjson: Type.String({ description: 'One JSON value per line (objects keyed by the header, or arrays of cells without header), each line ended by "\\n"' }),
  count: Type.Integer({ minimum: 0, description: 'The number of lines written' }),
  headers: Type.Array(Type.String(), { description: 'The keys used, in column order (renamed and generated ones included); empty without header' }),
  delimiter: Type.String({ description: 'The delimiter the CSV was read with (the one given, or the guess for "auto")' }),
  warnings: Type.Array(Type.String(), {
    description: 'Rows with the wrong number of cells and renamed headers, e.g. "row 3 (line 4): expected 4 cells, got 2; the missing cells are null"',
  }),
});

export default defineTool({
  id: 'csv-to-ndjson',
  name: 'CSV to NDJSON',
  category: 'data',
  description:
    'Convert CSV (RFC 4180) to newline-delimited JSON (NDJSON / JSON Lines): one object per row keyed by the header row, or one array of cells per record without a header. The delimiter is detected unless given; cells stay strings unless coerce is on.',
  keywords: ['json lines', 'jsonl', 'ldjson', 'newline delimited json', 'csv to jsonl'],
  // its worst input (all-delimiter) took 6087.1 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    csv: Type.String({ maxLength: 1_000_000, description: 'The CSV text' }),
    delimiter: csvDelimiterAutoField('The field delimiter'),
    coerce: withDefault(
      Type.Boolean({
        description:
          'Turn numbers written as in JSON (when a double holds them exactly), true, false and null into JSON values and empty cells into null; false (the default) keeps every cell a string',
      }),
      false,
    ),
    header: withDefault(Type.Boolean({ description: 'The first record names the columns and each row becomes an object; false makes every record an array' }), true),
  }),
  output,
  examples: [
    {
      title: 'Objects keyed by the header, delimiter detected',
      input: { csv: 'name;age\n"Doe; Jane";42\nBob;\n' },
      output: {
        ndjson: '{"name":"Doe; Jane","age":"42"}\n{"name":"Bob","age":""}\n',
        count: 2,
        headers: ['name', 'age'],
        delimiter: ';',
        warnings: [],
      },
    },
    {
      title: 'Arrays without a header, coerced',
      input: { csv: 'a,1,true\nb,,null\n', header: false, coerce: true },
      output: { ndjson: '["a",1,true]\n["b",null,null]\n', count: 2, headers: [], delimiter: ',', warnings: [] },
    },
  ],
  async run({ csv, delimiter: given, coerce, header }) {
    const delimiter = resolveCsvDelimiter(given, csv);
    const lines: string[] = [];
    let size = 0;
    const push = (line: string) => {
      size += line.length + 1;
      if (size > MAX_RESULT_CHARS) resultTooLarge('csv', 'the NDJSON');
      lines.push(line);
    };
    if (!header) {
      for (const { cells } of await readCsvRecords(csv, delimiter, 'csv')) push(JSON.stringify(coerce ? cells.map(coerceCell) : cells));
      return { ndjson: lines.map((line) => line + '\n').join(''), count: lines.length, headers: [], delimiter, warnings: [] };
    }
    const { headers, rows, warnings } = await readCsvTable(csv, { delimiter, coerce, field: 'csv' });
    for (const row of rows) push(JSON.stringify(row));
    return { ndjson: lines.map((line) => line + '\n').join(''), count: lines.length, headers, delimiter, warnings };
  },
});
