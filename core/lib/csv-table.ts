/**
 * A CSV file read as a table of objects keyed by its header row (csv-to-json, csv-to-ndjson, csv-to-sql):
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
 * - The rows are refused once their JSON would pass MAX_RESULT_CHARS (each row repeats every key).
 */
import { readCsvRecords } from './csv-records.ts';
import { quoteClipped } from './quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from './result-size.ts';

export type CsvCell = string | number | boolean | null;
export type CsvRow = Record<string, CsvCell>;

export const MAX_WARNINGS = 100;
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

/** A cell as a JSON value: exact numbers, lowercase true/false/null, and null for an empty cell. */
export function coerceCell(cell: string): CsvCell {
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
export class ColumnNames {
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

function listNames(names: string[]): string {
  const shown = names.length > 3 ? [names[0]!, names[names.length - 1]!] : names;
  return shown.map((name) => quoteClipped(name)).join(names.length > 3 ? ' … ' : ', ');
}

/** Collects warnings, listing the first MAX_WARNINGS and counting the rest. */
export class WarningList {
  private readonly listed: string[] = [];
  private unlisted = 0;

  /** Adds a warning; a function is only called when its message will be listed (for costly messages). */
  add(message: string | (() => string)): void {
    if (this.listed.length < MAX_WARNINGS) this.listed.push(typeof message === 'string' ? message : message());
    else this.unlisted++;
  }

  /** The listed warnings, then `… and N more warnings` when some were left out. */
  done(): string[] {
    return this.unlisted > 0 ? [...this.listed, `… and ${this.unlisted} more warnings`] : this.listed;
  }
}

export interface CsvTable {
  headers: string[];
  rows: CsvRow[];
  /** The 1-based line each row starts on, for messages that name a row. */
  lines: number[];
  warnings: string[];
}

export interface CsvTableOptions {
  delimiter: string;
  coerce: boolean;
  /** The input field's name, for error messages. */
  field: string;
  /** Where to collect warnings, when the caller adds its own after these. */
  warnings?: WarningList;
}

/** Reads `csv` as a header row and data rows (see the notes at the top of this file). */
export async function readCsvTable(csv: string, { delimiter, coerce, field, warnings = new WarningList() }: CsvTableOptions): Promise<CsvTable> {
  let headers: string[] | undefined;
  let names: ColumnNames | undefined;
  let headerCount = 0;
  const rows: CsvRow[] = [];
  const lines: number[] = [];
  // What the JSON of the rows will weigh: each row repeats every key (see result-size.ts).
  let keyCharsPerRow = 0;
  let cellChars = 0;

  const setHeaders = (raw: string[]) => {
    names = new ColumnNames(raw);
    headerCount = raw.length;
    headers = raw.map((name, index) => {
      const unique = name === '' ? names!.generated(index + 1) : names!.claim(name);
      // Messages as functions: past MAX_WARNINGS they are only counted, never written (a header of
      // a million empty names would otherwise quote a million names nobody sees).
      if (name === '') warnings.add(() => `header: column ${index + 1} has no name; it is called ${quoteClipped(unique)}`);
      else if (unique !== name) warnings.add(() => `header: column ${index + 1} repeats the name ${quoteClipped(name)}; it is called ${quoteClipped(unique)}`);
      keyCharsPerRow += unique.length + 8;
      return unique;
    });
  };

  const addRow = (cells: string[], line: number) => {
    const columns = headers!;
    const row: CsvRow = Object.create(null);
    const rowNumber = rows.length + 1;
    if (cells.length !== headerCount) {
      const where = `row ${rowNumber} (line ${line}): expected ${headerCount} cells, got ${cells.length}`;
      if (cells.length < headerCount) {
        warnings.add(`${where}; the missing cells are null`);
      } else {
        for (let position = columns.length + 1; position <= cells.length; position++) {
          const name = names!.generated(position);
          columns.push(name);
          keyCharsPerRow += name.length + 8;
        }
        warnings.add(`${where}; the extra cells are kept as ${listNames(columns.slice(headerCount, cells.length))}`);
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
    lines.push(line);
  };

  for (const { cells, line } of await readCsvRecords(csv, delimiter, field)) {
    if (headers === undefined) setHeaders(cells);
    else addRow(cells, line);
    if (rows.length * keyCharsPerRow + cellChars > MAX_RESULT_CHARS) resultTooLarge(field, 'the JSON of the rows');
  }

  const columns = headers ?? [];
  // Columns added by a long row: the rows before it get null there too, so every row has every header.
  if (columns.length > headerCount) {
    for (const row of rows) for (const name of columns) if (!(name in row)) row[name] = null;
  }
  return { headers: columns, rows, lines, warnings: warnings.done() };
}
