import { Type } from '@sinclair/typebox';
import { csvDelimiterField } from '../../lib/csv-delimiter.ts';
import { WarningList } from '../../lib/csv-table.ts';
import { csvRecord } from '../../lib/csv-write.ts';
import { decodeJsonString, scanJson, TOKEN_TYPE_NAMES } from '../../lib/json-tokens.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - NDJSON as its spec defines it: one JSON text per line, lines split at "\n" (a CR before it is JSON
 *   whitespace); lines of only whitespace are skipped; a leading U+FEFF is dropped. Every line must be
 *   an object. A JSON array, whether the whole input or one line, is refused (the spec says so): an
 *   array of objects is json-to-csv's job. Parse errors give the line and column (columns count code
 *   points) and what was expected, in json-tokens.ts's words.
 * - Values are read from the source tokens, never through doubles: numbers are written exactly as in
 *   the input (12345678901234567890, 1.0 and 1E5 stay so). Strings are their value, true/false their
 *   words, null and missing keys empty cells.
 * - nested "flatten" (the default): nested objects and arrays become columns named by their path
 *   joined with ".", array items by index (`user.name`, `tags.0`), as the npm `flat` package does; an
 *   empty object or array is the cell `{}` or `[]`. nested "json": a nested value is one cell holding
 *   its minified JSON text, numbers and escapes as written.
 * - Columns are the union of the keys in first-seen order. A key that occurs twice in one row (a repeated
 *   key, or `a.b` next to `{"a":{"b":…}}` once flattened) keeps its first column and its last value,
 *   with a warning. Keys are held in Maps, so `__proto__` is an ordinary column.
 * - The CSV is written as json-to-csv writes it: RFC 4180 minimal quoting, CRLF after every record.
 *   No column at all (no lines, or only empty objects) gives "".
 */

type Nested = 'flatten' | 'json';

function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** One container being read: the column prefix of its members, and for arrays the next index. */
interface Frame {
  prefix: string;
  array: boolean;
  index: number;
  members: number;
}

interface Table {
  columns: string[];
  rows: Map<string, string>[];
  cellChars: number;
  warnings: WarningList;
}

function readLines(ndjson: string, nested: Nested): Table {
  const text = ndjson.charCodeAt(0) === 0xfeff ? ndjson.slice(1) : ndjson;
  const columns: string[] = [];
  const known = new Set<string>();
  const rows: Map<string, string>[] = [];
  const warnings = new WarningList();
  let cellChars = 0;
  // Flattened names repeat their path: bound their total before hashing them (a deep path of many leaves).
  let nameChars = 0;
  let lineNumber = 0;

  for (let lineStart = 0; lineStart <= text.length; ) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    lineStart = lineEnd + 1;
    lineNumber++;
    if (/^[ \t\r]*$/.test(line)) continue;

    const first = /[^ \t\r]/.exec(line)!;
    if (first[0] === '[') {
      invalid(
        rows.length === 0
          ? 'ndjson: is a JSON array; NDJSON has one JSON object per line (convert an array of objects with json-to-csv)'
          : `ndjson: line ${lineNumber}: is a JSON array; NDJSON has one JSON object per line`,
      );
    }

    const row = new Map<string, string>();
    const repeated = new Set<string>();
    const frames: Frame[] = [];
    let key = '';
    let shapeError: string | undefined;
    let copyDepth = 0;
    let copied = '';
    let copyKey = '';

    const setCell = (name: string, value: string) => {
      nameChars += name.length;
      if (nameChars > MAX_RESULT_CHARS) resultTooLarge('ndjson', 'the column names');
      if (!known.has(name)) {
        known.add(name);
        columns.push(name);
      }
      if (row.has(name)) repeated.add(name);
      row.set(name, value);
      cellChars += value.length;
    };
    /** The column of the value starting now in the innermost container. */
    const nextName = (): string => {
      const frame = frames[frames.length - 1]!;
      frame.members++;
      return frame.prefix + (frame.array ? String(frame.index++) : key);
    };

    const error = scanJson(line, (kind, start, end) => {
      if (shapeError !== undefined) return;
      if (copyDepth > 0) {
        // Inside a nested value written as JSON: copy its tokens, i.e. minify it.
        copied += line.slice(start, end);
        if (kind === '{' || kind === '[') copyDepth++;
        else if ((kind === '}' || kind === ']') && --copyDepth === 0) setCell(copyKey, copied);
        return;
      }
      if (frames.length === 0) {
        if (kind === '{') frames.push({ prefix: '', array: false, index: 0, members: 0 });
        else shapeError = `ndjson: line ${lineNumber}: must be a JSON object, got ${TOKEN_TYPE_NAMES[kind]}`;
        return;
      }
      switch (kind) {
        case 'key':
          key = decodeJsonString(line, start, end);
          return;
        case ':':
        case ',':
          return;
        case '{':
        case '[': {
          const name = nextName();
          if (nested === 'json') {
            copyDepth = 1;
            copied = line.slice(start, end);
            copyKey = name;
          } else {
            frames.push({ prefix: `${name}.`, array: kind === '[', index: 0, members: 0 });
          }
          return;
        }
        case '}':
        case ']': {
          const frame = frames.pop()!;
          // An empty nested container still gets its cell, so the key is not lost.
          if (frames.length > 0 && frame.members === 0) setCell(frame.prefix.slice(0, -1), frame.array ? '[]' : '{}');
          return;
        }
        case 'string':
          setCell(nextName(), decodeJsonString(line, start, end));
          return;
        case 'null':
          setCell(nextName(), '');
          return;
        default:
          setCell(nextName(), line.slice(start, end)); // a number, true or false, as written
      }
    });
    if (error) {
      const column = codePoints(line.slice(0, error.offset)) + 1;
      invalid(`ndjson: invalid JSON at line ${lineNumber}, column ${column}: ${error.message}`);
    }
    if (shapeError !== undefined) invalid(shapeError);
    for (const name of repeated) warnings.add(`line ${lineNumber}: the key ${quoteClipped(name)} occurs more than once${nested === 'flatten' ? ' (once flattened)' : ''}; its last value is kept`);
    rows.push(row);
  }
  return { columns, rows, cellChars, warnings };
}

export default defineTool({
  id: 'ndjson-to-csv',
  name: 'NDJSON to CSV',
  category: 'data',
  description:
    'Convert newline-delimited JSON (NDJSON / JSON Lines, one object per line) to CSV. Columns are the union of the keys; nested values are flattened into dotted columns (user.name, tags.0) or kept as JSON text. A JSON array is refused; parse errors give the line and column.',
  keywords: ['jsonl', 'json lines', 'ldjson', 'newline delimited json', 'jsonl to csv'],
  // its worst input (ndjson-distinct-keys+header=false) took 887.8 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    ndjson: Type.String({ maxLength: 1_000_000, description: 'The NDJSON text: one JSON object per line' }),
    nested: withDefault(
      stringEnum(['flatten', 'json'], {
        description: 'Nested objects and arrays: flatten (the default) into columns named by their dotted path (user.name, tags.0), or json to keep each as one cell of JSON text',
      }),
      'flatten',
    ),
    delimiter: csvDelimiterField('The field delimiter of the CSV to write'),
    header: withDefault(Type.Boolean({ description: 'Write a first record with the column names' }), true),
  }),
  output: closedObject({
    csv: Type.String({ description: 'The CSV text, each record ended by CRLF; empty when there is no column' }),
    rows: Type.Integer({ minimum: 0, description: 'The number of data records written (the header not counted)' }),
    columns: Type.Integer({ minimum: 0, description: 'The number of columns' }),
    headers: Type.Array(Type.String(), { description: 'The column names, in order (dotted paths when flattened)' }),
    warnings: Type.Array(Type.String(), { description: 'Keys that occur twice in one row, e.g. "line 2: the key \\"a.b\\" occurs more than once (once flattened); its last value is kept"' }),
  }),
  examples: [
    {
      title: 'Flattened nested values, the union of keys',
      input: { ndjson: '{"id":1,"user":{"name":"Ann"},"tags":["a","b"]}\n{"id":2,"user":{"name":"Bob, Jr."},"extra":null}\n' },
      output: {
        csv: 'id,user.name,tags.0,tags.1,extra\r\n1,Ann,a,b,\r\n2,"Bob, Jr.",,,\r\n',
        rows: 2,
        columns: 5,
        headers: ['id', 'user.name', 'tags.0', 'tags.1', 'extra'],
        warnings: [],
      },
    },
    {
      title: 'Nested values as JSON text, no header, semicolons',
      input: { ndjson: '{"id":12345678901234567890,"tags":["a","b"]}\r\n{"id":2,"tags":[]}\r\n', nested: 'json', delimiter: ';', header: false },
      output: { csv: '12345678901234567890;"[""a"",""b""]"\r\n2;[]\r\n', rows: 2, columns: 2, headers: ['id', 'tags'], warnings: [] },
    },
  ],
  run({ ndjson, nested, delimiter, header }) {
    const { columns, rows, cellChars, warnings } = readLines(ndjson, nested);
    if (columns.length === 0) return { csv: '', rows: 0, columns: 0, headers: [], warnings: warnings.done() };
    // Sparse rows cost a delimiter per empty cell: rows × columns can dwarf the input.
    if (rows.length * columns.length + 2 * cellChars > MAX_RESULT_CHARS) resultTooLarge('ndjson', 'the CSV');
    let csv = header ? csvRecord(columns, delimiter) : '';
    for (const row of rows) csv += csvRecord(columns.map((column) => row.get(column) ?? ''), delimiter);
    return { csv, rows: rows.length, columns: columns.length, headers: columns, warnings: warnings.done() };
  },
});
