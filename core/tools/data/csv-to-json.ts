import { Type, type Static } from '@sinclair/typebox';
import Papa from 'papaparse';
import { csvDelimiterField } from '../../lib/csv-delimiter.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { TextPositions } from '../../lib/text-position.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
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

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

const MAX_WARNINGS = 100;
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** A decimal string as sign, significant digits and exponent, so equal values compare equal ("1.50" and "15e-1"). */
function decimalValue(text: string): string {
  const [, sign, whole, fraction = '', exponent = '0'] = DECIMAL.exec(text)!;
  const digits = (whole! + fraction).replace(/^0+/, '');
  if (digits === '') return '0';
  const significant = digits.replace(/0+$/, '');
  return `${sign}${significant}e${Number(exponent) - fraction.length + digits.length - significant.length}`;
}

function coerceCell(cell: string): Cell {
  if (cell === '' || cell === 'null') return null;
  if (cell === 'true') return true;
  if (cell === 'false') return false;
  if (JSON_NUMBER.test(cell)) {
    const value = Number(cell);
    // At most 15 digits and no exponent: a double always holds the value (the common case, kept fast).
    const exact = cell.length <= 15 && !/[eE]/.test(cell);
    if (exact || (Number.isFinite(value) && decimalValue(String(value)) === decimalValue(cell))) return value === 0 ? 0 : value;
  }
  return cell;
}

/** Hands out column names: a name really in the header is kept once; everything else gets a free one. */
class ColumnNames {
  private readonly used = new Set<string>();
  private readonly reserved: Set<string>;
  private readonly nextSuffix = new Map<string, number>();

  constructor(header: readonly string[]) {
    this.reserved = new Set(header.filter((name) => name !== ''));
  }

  /** `name` itself when it is free, else `name_2`, `name_3`… avoiding every name in the header. */
  claim(name: string, alwaysSuffix = false): string {
    let candidate = name;
    if (alwaysSuffix || this.used.has(name)) {
      let suffix = this.nextSuffix.get(name) ?? 2;
      while (this.used.has(`${name}_${suffix}`) || this.reserved.has(`${name}_${suffix}`)) suffix++;
      this.nextSuffix.set(name, suffix + 1);
      candidate = `${name}_${suffix}`;
    }
    this.used.add(candidate);
    return candidate;
  }

  /** A generated name for the column at 1-based `position`, never one the header uses. */
  generated(position: number): string {
    const name = `column_${position}`;
    return this.used.has(name) || this.reserved.has(name) ? this.claim(name, true) : this.claim(name);
  }
}

/**
 * Line ends outside quoted fields made LF, so a file that mixes CRLF, LF and CR reads as Python's
 * csv module reads it (papaparse takes one line end for the whole file, guessed from the text).
 * Quoted fields keep theirs. A quote opens a quoted field only at the start of a field, as in papaparse.
 */
function unifyLineEnds(text: string, delimiter: string): string {
  if (!text.includes('\r')) return text;
  let out = '';
  let copied = 0;
  let quoted = false;
  let fieldStart = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') i++;
        else quoted = false;
      }
    } else if (char === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (char === '\r') {
      out += text.slice(copied, i) + '\n';
      if (text[i + 1] === '\n') i++;
      copied = i + 1;
      fieldStart = true;
    } else {
      fieldStart = char === '\n' || char === delimiter;
    }
  }
  return out + text.slice(copied);
}

function isBlankLine(text: string, start: number, end: number): boolean {
  return end - start <= 1 && (start === end || text.charCodeAt(start) === 0x0a);
}

function listNames(names: string[]): string {
  const shown = names.length > 3 ? [names[0]!, names[names.length - 1]!] : names;
  return shown.map((name) => quoteClipped(name)).join(names.length > 3 ? ' … ' : ', ');
}

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
  mcp: true,
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
  run({ csv, delimiter, coerce }): Static<typeof output> {
    const text = unifyLineEnds(csv.charCodeAt(0) === 0xfeff ? csv.slice(1) : csv, delimiter);
    const positions = new TextPositions(text);
    const warnings: string[] = [];
    let unlistedWarnings = 0;
    const warn = (message: string) => {
      if (warnings.length < MAX_WARNINGS) warnings.push(message);
      else unlistedWarnings++;
    };

    let headers: string[] | undefined;
    let names: ColumnNames | undefined;
    let headerCount = 0;
    const rows: Row[] = [];
    // What the JSON of the rows will weigh: each row repeats every key (see result-size.ts).
    let keyCharsPerRow = 0;
    let cellChars = 0;
    let tooLarge = false;
    let quoteError: Papa.ParseError | undefined;
    let recordStart = 0;

    const setHeaders = (raw: string[]) => {
      names = new ColumnNames(raw);
      headerCount = raw.length;
      headers = raw.map((name, index) => {
        const unique = name === '' ? names!.generated(index + 1) : names!.claim(name);
        if (name === '') warn(`header: column ${index + 1} has no name; it is called ${quoteClipped(unique)}`);
        else if (unique !== name) warn(`header: column ${index + 1} repeats the name ${quoteClipped(name)}; it is called ${quoteClipped(unique)}`);
        keyCharsPerRow += unique.length + 8;
        return unique;
      });
    };

    const addRow = (cells: string[], start: number) => {
      const columns = headers!;
      const row: Row = Object.create(null);
      const rowNumber = rows.length + 1;
      if (cells.length !== headerCount) {
        const where = `row ${rowNumber} (line ${positions.lineAt(start)}): expected ${headerCount} cells, got ${cells.length}`;
        if (cells.length < headerCount) {
          warn(`${where}; the missing cells are null`);
        } else {
          for (let position = columns.length + 1; position <= cells.length; position++) {
            const name = names!.generated(position);
            columns.push(name);
            keyCharsPerRow += name.length + 8;
          }
          warn(`${where}; the extra cells are kept as ${listNames(columns.slice(headerCount, cells.length))}`);
        }
      }
      for (let i = 0; i < columns.length; i++) {
        const cell = cells[i];
        if (cell === undefined) {
          row[columns[i]!] = null;
        } else {
          row[columns[i]!] = coerce ? coerceCell(cell) : cell;
          cellChars += cell.length;
        }
      }
      rows.push(row);
    };

    Papa.parse<string[]>(text, {
      delimiter,
      newline: '\n',
      quoteChar: '"',
      escapeChar: '"',
      header: false,
      dynamicTyping: false,
      skipEmptyLines: false,
      step(results, parser) {
        const start = recordStart;
        recordStart = results.meta.cursor;
        if (results.errors.length > 0) {
          quoteError = results.errors[0];
          parser.abort();
          return;
        }
        if (isBlankLine(text, start, recordStart)) return;
        if (headers === undefined) setHeaders(results.data);
        else addRow(results.data, start);
        if (rows.length * keyCharsPerRow + cellChars > MAX_RESULT_CHARS) {
          tooLarge = true;
          parser.abort();
        }
      },
    });

    if (quoteError) {
      // papaparse's index is where the field's content starts, just after its opening quote.
      const { line, column } = positions.at(Math.max(0, (quoteError.index ?? 1) - 1));
      invalid(
        quoteError.code === 'InvalidQuotes'
          ? `csv: invalid CSV at line ${line}, column ${column}: the quoted field starting here has text after its closing quote (a quote inside a quoted field is written "")`
          : `csv: invalid CSV at line ${line}, column ${column}: the quoted field starting here is never closed`,
      );
    }
    if (tooLarge) resultTooLarge('csv', 'the JSON of the rows');

    const columns = headers ?? [];
    // Columns added by a long row: the rows before it get null there too, so every row has every header.
    if (columns.length > headerCount) {
      for (const row of rows) for (const name of columns) if (!(name in row)) row[name] = null;
    }
    if (unlistedWarnings > 0) warnings.push(`… and ${unlistedWarnings} more warnings`);
    return { rows, count: rows.length, headers: columns, warnings };
  },
});
