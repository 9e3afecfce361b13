import { Type } from '@sinclair/typebox';
import { csvDelimiterField } from '../../lib/csv-delimiter.ts';
import { invalidJson } from '../../lib/json-position.ts';
import { decodeJsonString, scanJson, TOKEN_TYPE_NAMES } from '../../lib/json-tokens.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - The JSON is read token by token (json-tokens.ts), never through JSON.parse's doubles: a number
 *   cell is the number exactly as written (12345678901234567890, 1.0 and 1e5 stay so), and a nested
 *   object or array is its minified JSON text with numbers and escapes as written.
 * - Columns are the union of the keys in first-seen order. A key repeated inside one object keeps its
 *   first column and its last value (what JSON.parse would keep). Keys are held in Maps, so
 *   `__proto__` is an ordinary column.
 * - Cells: strings as they are, numbers and booleans as JSON text, null and missing keys empty.
 * - Quoting as RFC 4180 and Python's csv.QUOTE_MINIMAL: a field is quoted when it holds the delimiter,
 *   a double quote, CR or LF, with its quotes doubled. A record of a single empty field is written `""`,
 *   as Python does, so it is not a blank line that readers skip.
 * - Every record ends with CRLF (RFC 4180 line breaks; the optional break after the last record is
 *   written, as Python's csv module does). `[]` gives "" (there is no column to head). When no object
 *   has a key there is no column and nothing to write: "" with rows 0.
 * - Cells starting with =, +, - or @ are left as they are: this converts data faithfully, and
 *   escaping them for spreadsheets would change the values (a negative number, for one).
 */

type Cell = string;

interface Table {
  columns: string[];
  rows: Map<string, Cell>[];
  cellChars: number;
}

/** Reads an array of objects into rows of cell texts, or refuses with the first problem. */
function readTable(text: string): Table {
  const columns: string[] = [];
  const known = new Set<string>();
  const rows: Map<string, Cell>[] = [];
  let cellChars = 0;
  let shapeError: string | undefined;
  let depth = 0;
  let row: Map<string, Cell> | undefined;
  let key = '';
  let nested = '';

  const setCell = (value: Cell) => {
    if (!known.has(key)) {
      known.add(key);
      columns.push(key);
    }
    row!.set(key, value);
    cellChars += value.length;
  };

  const error = scanJson(text, (kind, start, end) => {
    if (shapeError !== undefined) return;
    const opens = kind === '{' || kind === '[';
    const closes = kind === '}' || kind === ']';
    if (depth >= 3 || (depth === 2 && opens)) {
      // Inside a nested value: copy its tokens, i.e. minify it.
      nested += text.slice(start, end);
      if (opens) depth++;
      else if (closes && --depth === 2) {
        setCell(nested);
        nested = '';
      }
      return;
    }
    if (depth === 0) {
      if (kind === '[') depth = 1;
      else shapeError = `json: must be an array of objects, got ${TOKEN_TYPE_NAMES[kind]}`;
    } else if (depth === 1) {
      if (kind === '{') {
        row = new Map();
        rows.push(row);
        depth = 2;
      } else if (kind === ']') {
        depth = 0;
      } else if (kind !== ',') {
        shapeError = `json[${rows.length}]: must be an object, got ${TOKEN_TYPE_NAMES[kind]}`;
      }
    } else if (kind === '}') {
      depth = 1;
    } else if (kind === 'key') {
      key = decodeJsonString(text, start, end);
    } else if (kind === 'string') {
      setCell(decodeJsonString(text, start, end));
    } else if (kind === 'null') {
      setCell('');
    } else if (kind !== ':' && kind !== ',') {
      setCell(text.slice(start, end)); // a number, true or false, as written
    }
  });
  if (error) invalidJson('json', text, error);
  if (shapeError !== undefined) invalid(shapeError);
  return { columns, rows, cellChars };
}

export default defineTool({
  id: 'json-to-csv',
  name: 'JSON to CSV',
  category: 'data',
  description:
    'Convert a JSON array of objects to CSV (RFC 4180, CRLF line breaks). Columns are the union of the keys in first-seen order; nested objects and arrays are written as JSON, null and missing keys as empty cells, numbers exactly as written.',
  keywords: ['json2csv', 'export csv', 'spreadsheet', 'excel', 'comma separated values'],
  mcp: true,
  // its worst input (flat-numbers) took 5251.5 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    json: Type.String({ maxLength: 1_000_000, description: 'JSON text of an array of objects' }),
    delimiter: csvDelimiterField('The field delimiter'),
    includeHeaders: withDefault(Type.Boolean({ description: 'Write a first record with the column names' }), true),
  }),
  output: closedObject({
    csv: Type.String({ description: 'The CSV text, each record ended by CRLF; empty when there is no column' }),
    rows: Type.Integer({ minimum: 0, description: 'The number of data records written (the header not counted)' }),
    columns: Type.Integer({ minimum: 0, description: 'The number of columns' }),
  }),
  examples: [
    {
      title: 'Union of keys, quoting, nested value, null and missing cells',
      input: { json: '[{"name":"Doe, Jane","tags":["a","b"]},{"name":"Bob","age":42,"tags":null}]' },
      output: { csv: 'name,tags,age\r\n"Doe, Jane","[""a"",""b""]",\r\nBob,,42\r\n', rows: 2, columns: 3 },
    },
    {
      title: 'Semicolons without a header, a big number kept exactly',
      input: { json: '[{"id":12345678901234567890,"ok":true}]', delimiter: ';', includeHeaders: false },
      output: { csv: '12345678901234567890;true\r\n', rows: 1, columns: 2 },
    },
  ],
  run({ json, delimiter, includeHeaders }) {
    const { columns, rows, cellChars } = readTable(json);
    if (columns.length === 0) return { csv: '', rows: 0, columns: 0 };
    // Sparse rows cost a delimiter per empty cell: rows × columns can dwarf the input.
    if (rows.length * columns.length + 2 * cellChars > MAX_RESULT_CHARS) resultTooLarge('json', 'the CSV');

    const field = (value: string) =>
      value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
    const record = (values: string[]) => (values.length === 1 && values[0] === '' ? '""' : values.map(field).join(delimiter)) + '\r\n';

    let csv = includeHeaders ? record(columns) : '';
    for (const row of rows) csv += record(columns.map((column) => row.get(column) ?? ''));
    return { csv, rows: rows.length, columns: columns.length };
  },
});
