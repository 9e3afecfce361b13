import { Type } from '@sinclair/typebox';
import { csvDelimiterAutoField, resolveCsvDelimiter } from '../../lib/csv-delimiter-detect.ts';
import { readCsvRecords } from '../../lib/csv-records.ts';
import { WarningList } from '../../lib/csv-table.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { escapeTsvField } from '../../lib/tsv-escape.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - The CSV is read as csv-to-json reads it (RFC 4180, lib/csv-records.ts): quoted fields, mixed line
 *   ends, a leading BOM dropped, blank lines skipped, broken quoting refused with line and column.
 *   Every record is converted, the header like any other; nothing is renamed or padded.
 * - A TSV field cannot hold a tab or a line break. Rather than refuse such cells, they are escaped as
 *   linear TSV, PostgreSQL COPY and MySQL LOAD DATA write them: \t, \n, \r, and a backslash as \\
 *   (lib/tsv-escape.ts); tsv-to-csv undoes exactly this. `escapedCells` counts the cells changed.
 * - Records end with "\n", the last one too. Quotes carry no meaning in TSV and are written as they are.
 * - A record whose field count differs from the first record's is kept as it is, with a warning
 *   (at most 100 listed).
 */

const output = closedObject({
  tsv: Type.String({ description: 'The TSV text: fields separated by tabs, records ended by "\\n"; backslash, tab, CR and LF inside fields escaped as \\\\, \\t, \\r, \\n' }),
  rows: Type.Integer({ minimum: 0, description: 'The number of records written (a header row counts as one)' }),
  columns: Type.Integer({ minimum: 0, description: 'The largest number of fields in a record' }),
  escapedCells: Type.Integer({ minimum: 0, description: 'How many fields held a backslash, tab or line break and were escaped' }),
  delimiter: Type.String({ description: 'The delimiter the CSV was read with (the one given, or the guess for "auto")' }),
  warnings: Type.Array(Type.String(), { description: 'Records whose field count differs from the first record\'s, e.g. "line 3: 2 fields, the first record has 3"' }),
});

export default defineTool({
  id: 'csv-to-tsv',
  name: 'CSV to TSV',
  category: 'data',
  description:
    'Convert CSV (RFC 4180, delimiter detected unless given) to tab-separated values. Tabs, line breaks and backslashes inside fields are escaped as \\t, \\n, \\r and \\\\ (the linear TSV / PostgreSQL COPY convention), so no field can break the layout.',
  keywords: ['tab separated', 'tab delimited', 'tabs', 'csv to tab'],
  // its worst input crashed the bench's child process: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    csv: Type.String({ maxLength: 1_000_000, description: 'The CSV text' }),
    delimiter: csvDelimiterAutoField('The field delimiter of the CSV'),
  }),
  output,
  examples: [
    {
      title: 'Quoted fields become plain TSV fields',
      input: { csv: 'name,city\r\n"Doe, Jane","New York"\r\n' },
      output: { tsv: 'name\tcity\nDoe, Jane\tNew York\n', rows: 2, columns: 2, escapedCells: 0, delimiter: ',', warnings: [] },
    },
    {
      title: 'A line break, a tab and a backslash escaped',
      input: { csv: 'id;note\n1;"two\nlines"\n2;"a\tb \\ c"\n', delimiter: ';' },
      output: { tsv: 'id\tnote\n1\ttwo\\nlines\n2\ta\\tb \\\\ c\n', rows: 3, columns: 2, escapedCells: 2, delimiter: ';', warnings: [] },
    },
  ],
  async run({ csv, delimiter: given }) {
    const delimiter = resolveCsvDelimiter(given, csv);
    const warnings = new WarningList();
    let tsv = '';
    let rows = 0;
    let columns = 0;
    let escapedCells = 0;
    let firstCount: number | undefined;
    for (const { cells, line } of await readCsvRecords(csv, delimiter, 'csv')) {
      firstCount ??= cells.length;
      if (cells.length !== firstCount) warnings.add(`line ${line}: ${cells.length} fields, the first record has ${firstCount}`);
      columns = Math.max(columns, cells.length);
      const fields = cells.map((cell) => {
        const escaped = escapeTsvField(cell);
        if (escaped !== cell) escapedCells++;
        return escaped;
      });
      tsv += fields.join('\t') + '\n';
      rows++;
      if (tsv.length > MAX_RESULT_CHARS) resultTooLarge('csv', 'the TSV');
    }
    return { tsv, rows, columns, escapedCells, delimiter, warnings: warnings.done() };
  },
});
