import { Type } from '@sinclair/typebox';
import { csvDelimiterField } from '../../lib/csv-delimiter.ts';
import { WarningList } from '../../lib/csv-table.ts';
import { csvRecord } from '../../lib/csv-write.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { unescapeTsvField } from '../../lib/tsv-escape.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - TSV as IANA text/tab-separated-values defines it: a record per line (CRLF, LF or a lone CR), fields
 *   split at every tab, no quoting: a double quote is an ordinary character. Blank lines are skipped,
 *   as the CSV readers skip them. A leading U+FEFF is dropped.
 * - The escapes of linear TSV / PostgreSQL COPY text (\t, \n, \r, \\) are decoded, so csv-to-tsv's
 *   output comes back exactly; any other backslash is kept as written (lib/tsv-escape.ts).
 * - The CSV is written as json-to-csv writes it (lib/csv-write.ts): RFC 4180 minimal quoting for the
 *   chosen delimiter, CRLF after every record, a record of one empty field written "".
 * - Records whose field count differs from the first record's are kept as they are (CSV allows it),
 *   with a warning naming the line (at most 100 listed).
 */

export default defineTool({
  id: 'tsv-to-csv',
  name: 'TSV to CSV',
  category: 'data',
  description:
    'Convert tab-separated values to CSV (RFC 4180 quoting, CRLF line breaks). Fields are split at every tab with no quoting; the escapes \\t, \\n, \\r and \\\\ are decoded.',
  keywords: ['tab separated', 'tab delimited', 'tabs', 'comma separated'],
  // its worst input crashed the bench's child process: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    tsv: Type.String({ maxLength: 1_000_000, description: 'The TSV text: one record per line, fields separated by tabs' }),
    delimiter: csvDelimiterField('The field delimiter of the CSV to write'),
  }),
  output: closedObject({
    csv: Type.String({ description: 'The CSV text, each record ended by CRLF' }),
    rows: Type.Integer({ minimum: 0, description: 'The number of records written (a header row counts as one)' }),
    columns: Type.Integer({ minimum: 0, description: 'The largest number of fields in a record' }),
    warnings: Type.Array(Type.String(), { description: 'Lines whose field count differs from the first record\'s, e.g. "line 3: 2 fields, the first record has 3"' }),
  }),
  examples: [
    {
      title: 'Fields with commas and quotes get quoted',
      input: { tsv: 'name\tquote\nDoe, Jane\tsaid "hi"\n' },
      output: { csv: 'name,quote\r\n"Doe, Jane","said ""hi"""\r\n', rows: 2, columns: 2, warnings: [] },
    },
    {
      title: 'Escaped line break decoded, semicolon output',
      input: { tsv: 'id\tnote\r\n1\ttwo\\nlines\r\n', delimiter: ';' },
      output: { csv: 'id;note\r\n1;"two\nlines"\r\n', rows: 2, columns: 2, warnings: [] },
    },
  ],
  run({ tsv, delimiter }) {
    const text = tsv.charCodeAt(0) === 0xfeff ? tsv.slice(1) : tsv;
    const warnings = new WarningList();
    let csv = '';
    let rows = 0;
    let columns = 0;
    let firstCount: number | undefined;
    let lineNumber = 0;
    for (const line of text.split(/\r\n|\n|\r/)) {
      lineNumber++;
      if (line === '') continue;
      const fields = line.split('\t').map(unescapeTsvField);
      firstCount ??= fields.length;
      if (fields.length !== firstCount) warnings.add(`line ${lineNumber}: ${fields.length} fields, the first record has ${firstCount}`);
      columns = Math.max(columns, fields.length);
      csv += csvRecord(fields, delimiter);
      rows++;
      if (csv.length > MAX_RESULT_CHARS) resultTooLarge('tsv', 'the CSV');
    }
    return { csv, rows, columns, warnings: warnings.done() };
  },
});
