/**
 * Writing a table as a SQL script (CREATE TABLE and INSERT statements) for csv-to-sql and json-to-sql.
 *
 * - Each value arrives with a kind: an integer (decimal digits with an optional minus, no leading
 *   zero, within the signed 64-bit range), a real (a finite number in JSON's grammar), a boolean, JSON
 *   text (a nested object or array) or text. A column's type is the one kind all its non-null values
 *   share (integers inside a real column count as reals); any mix, or no value at all, makes it text.
 *   Integers within 32 bits give INTEGER, wider ones BIGINT.
 * - Type names: PostgreSQL INTEGER, BIGINT, DOUBLE PRECISION, BOOLEAN, JSON, TEXT; MySQL INT, BIGINT,
 *   DOUBLE, BOOLEAN, JSON and TEXT, MEDIUMTEXT or LONGTEXT by the longest value's UTF-8 size; SQLite
 *   INTEGER, INTEGER, REAL, INTEGER (1 and 0), TEXT, TEXT.
 * - Numbers are written as they came (1.50 stays 1.50, 1E5 stays 1E5); in a text column every value is
 *   a quoted string, numbers and booleans included, so nothing depends on implicit casts.
 * - Names are quoted identifiers (sql-quote.ts). MySQL and SQLite compare column names ignoring letter
 *   case, so there `Name` after `name` is renamed `Name_2`, with a warning. Names PostgreSQL would
 *   truncate (over 63 bytes) or MySQL refuses (over 64 characters, or ending in a space) are warned about.
 * - batch: false writes one INSERT per row; true writes multi-row INSERTs of at most 1000 rows each,
 *   which every dialect's default limits accept. Each statement ends with ";" and a line break.
 */
import { invalid } from '../errors.ts';
import { quoteClipped } from './quote.ts';
import { createOutputBudget, type OutputBudget } from './result-size.ts';
import { nulRefused, quoteIdentifier, quoteString, type SqlDialect } from './sql-quote.ts';

export type SqlValueKind = 'integer' | 'real' | 'boolean' | 'json' | 'text';

/** A value to write: null, or its text with its kind (a number's text as written, `true`/`false`, JSON text). */
export type SqlValue = null | { kind: SqlValueKind; text: string };

export type SqlColumnType = 'integer' | 'bigint' | 'real' | 'boolean' | 'json' | 'text';

export const BATCH_ROWS = 1000;

const INTEGER = /^-?(?:0|[1-9]\d{0,18})$/;
const INT64_MAX = 9223372036854775807n;
const INT64_MIN = -9223372036854775808n;
const INT32 = /^-?(?:0|[1-9]\d{0,8})$/; // within ±999,999,999: surely 32-bit
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** The kind of a number written in JSON's grammar: integer when it fits 64 bits, real when finite, else text. */
export function numberKind(text: string): SqlValueKind {
  if (/^-?\d+$/.test(text)) {
    if (!INTEGER.test(text)) return 'text';
    const value = BigInt(text);
    return value <= INT64_MAX && value >= INT64_MIN ? 'integer' : 'text';
  }
  return JSON_NUMBER.test(text) && Number.isFinite(Number(text)) ? 'real' : 'text';
}

function fits32(text: string): boolean {
  if (INT32.test(text)) return true;
  const value = BigInt(text);
  return value <= 2147483647n && value >= -2147483648n;
}

/** Infers column types from the rows (see the notes above). */
export function inferColumnTypes(columnCount: number, rows: readonly (readonly SqlValue[])[]): SqlColumnType[] {
  const types: SqlColumnType[] = [];
  for (let column = 0; column < columnCount; column++) {
    let kind: SqlValueKind | undefined;
    let wide = false;
    for (const row of rows) {
      const value = row[column];
      if (value === null || value === undefined) continue;
      const next = value.kind;
      if (next === 'integer' && !wide && !fits32(value.text)) wide = true;
      if (kind === undefined || kind === next) kind = next;
      else if ((kind === 'integer' && next === 'real') || (kind === 'real' && next === 'integer')) kind = 'real';
      else {
        kind = 'text';
        break;
      }
    }
    types.push(kind === undefined ? 'text' : kind === 'integer' && wide ? 'bigint' : kind);
  }
  return types;
}

const TYPE_NAMES: Record<SqlDialect, Record<Exclude<SqlColumnType, 'text'>, string>> = {
  postgres: { integer: 'INTEGER', bigint: 'BIGINT', real: 'DOUBLE PRECISION', boolean: 'BOOLEAN', json: 'JSON' },
  mysql: { integer: 'INT', bigint: 'BIGINT', real: 'DOUBLE', boolean: 'BOOLEAN', json: 'JSON' },
  sqlite: { integer: 'INTEGER', bigint: 'INTEGER', real: 'REAL', boolean: 'INTEGER', json: 'TEXT' },
};

function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0x800) bytes += unit >= 0xd800 && unit <= 0xdfff ? 1 : 2;
    else if (unit >= 0x80) bytes += 1;
  }
  return bytes;
}

/** The SQL type name of `type` in `dialect`; MySQL's text type is sized by the longest value's UTF-8 bytes. */
export function sqlTypeName(type: SqlColumnType, dialect: SqlDialect, longestTextBytes = 0): string {
  if (type !== 'text') return TYPE_NAMES[dialect][type];
  if (dialect !== 'mysql') return 'TEXT';
  return longestTextBytes <= 65_535 ? 'TEXT' : longestTextBytes <= 16_777_215 ? 'MEDIUMTEXT' : 'LONGTEXT';
}

/**
 * Column names the dialect accepts as distinct: an empty name (which PostgreSQL and MySQL refuse)
 * becomes `column_<position>`; for MySQL and SQLite a name equal to an earlier one ignoring letter
 * case gets `_2`, `_3`…; a name holding U+0000 is refused. Warnings go to `warn`.
 */
export function sqlColumnNames(names: readonly string[], dialect: SqlDialect, field: string, warn: (message: string) => void): string[] {
  const fold = (name: string) => (dialect === 'postgres' ? name : name.toLowerCase());
  const taken = new Set(names.map(fold));
  const used = new Set<string>();
  return names.map((name, index) => {
    if (name.includes('\u0000')) invalid(`${field}: column ${index + 1}'s name ${quoteClipped(name)} contains U+0000, which no SQL database allows in a name`);
    const base = name === '' ? `column_${index + 1}` : name;
    let unique = base;
    if (used.has(fold(base)) || (name === '' && taken.has(fold(base)))) {
      let suffix = 2;
      while (used.has(fold(`${base}_${suffix}`)) || taken.has(fold(`${base}_${suffix}`))) suffix++;
      unique = `${base}_${suffix}`;
    }
    if (name === '') warn(`column ${index + 1} has an empty name, which SQL does not allow; it is called ${quoteClipped(unique)}`);
    else if (unique !== name) {
      const database = dialect === 'mysql' ? 'MySQL' : 'SQLite';
      warn(`column ${index + 1}: ${quoteClipped(name)} differs from an earlier name only in letter case, which ${database} does not tell apart; it is called ${quoteClipped(unique)}`);
    }
    used.add(fold(unique));
    checkIdentifier(unique, dialect, `column ${index + 1}`, warn);
    return unique;
  });
}

/** Warns about a name the dialect would truncate or refuse. */
export function checkIdentifier(name: string, dialect: SqlDialect, what: string, warn: (message: string) => void): void {
  if (dialect === 'postgres' && utf8Length(name) > 63) warn(`${what}: ${quoteClipped(name)} is longer than 63 bytes; PostgreSQL truncates it`);
  if (dialect === 'mysql' && [...name].length > 64) warn(`${what}: ${quoteClipped(name)} is longer than 64 characters, which MySQL refuses`);
  if (dialect === 'mysql' && name.endsWith(' ')) warn(`${what}: ${quoteClipped(name)} ends with a space, which MySQL refuses in a name`);
}

export interface SqlTable {
  table: string;
  dialect: SqlDialect;
  columns: readonly string[];
  types: readonly SqlColumnType[];
  rows: readonly (readonly SqlValue[])[];
  createTable: boolean;
  batch: boolean;
  /** The input field named when the script would be too large or holds what the dialect cannot. */
  field: string;
  /** Where row `index` (0-based) came from, for messages: `row 3 (line 4)`, `json[2]`. */
  rowName(index: number): string;
  /**
   * The result's output budget, when the caller charges other parts of the result to it too;
   * every piece of the script is charged as it is built, so an oversized script stops at the cap.
   */
  budget?: OutputBudget;
}

export interface SqlScript {
  sql: string;
  statements: number;
  /** The type name written for each column. */
  typeNames: string[];
}

/** The CREATE TABLE (when asked for) and INSERT statements of a table. */
export function writeSqlScript(spec: SqlTable): SqlScript {
  const { table, dialect, columns, types, rows, field } = spec;
  const longest = columns.map(() => 0);
  const literal = (value: SqlValue, row: number, column: number): string => {
    if (value === null) return 'NULL';
    const type = types[column]!;
    if (type === 'boolean') return dialect === 'sqlite' ? (value.text === 'true' ? '1' : '0') : value.text.toUpperCase();
    if (type === 'integer' || type === 'bigint' || type === 'real') return value.text;
    if (nulRefused(value.text, dialect)) {
      const name = dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
      invalid(`${field}: ${spec.rowName(row)}, column ${quoteClipped(columns[column]!)} contains U+0000, which ${name} cannot store in text`);
    }
    return quoteString(value.text, dialect);
  };

  const budget = spec.budget ?? createOutputBudget(field, 'the SQL');
  const tableName = quoteIdentifier(table, dialect);
  // Charged name by name before anything is joined, so a header of a million columns stops here.
  const quotedColumns = columns.map((name) => {
    const quoted = quoteIdentifier(name, dialect);
    // A definition line "  name TYPE,\n" (its type is charged below); the column list of the
    // INSERT heads is charged with each head.
    if (spec.createTable) budget.charge(quoted.length + 5);
    return quoted;
  });
  const columnList = quotedColumns.join(', ');
  const insertHead = `INSERT INTO ${tableName} (${columnList}) VALUES`;
  const tuples: string[] = [];
  for (let row = 0; row < rows.length; row++) {
    const values = rows[row]!;
    const parts: string[] = [];
    for (let column = 0; column < columns.length; column++) {
      const value = values[column] ?? null;
      if (dialect === 'mysql' && value !== null && (types[column] === 'text' || types[column] === 'json')) {
        longest[column] = Math.max(longest[column]!, utf8Length(value.text));
      }
      const text = literal(value, row, column);
      budget.charge(text.length + 2);
      parts.push(text);
    }
    const tuple = `(${parts.join(', ')})`;
    // One INSERT head per row, or per batch of BATCH_ROWS rows.
    budget.charge(spec.batch ? 4 + (row % BATCH_ROWS === 0 ? insertHead.length : 0) : insertHead.length + 3);
    tuples.push(tuple);
  }

  const typeNames = types.map((type, column) => sqlTypeName(type, dialect, longest[column]));
  const statements: string[] = [];
  if (spec.createTable) {
    const definitions = quotedColumns.map((quoted, column) => `  ${quoted} ${typeNames[column]}`);
    budget.charge(tableName.length + 20 + typeNames.reduce((sum, name) => sum + name.length, 0));
    statements.push(`CREATE TABLE ${tableName} (\n${definitions.join(',\n')}\n);\n`);
  }
  if (spec.batch) {
    for (let start = 0; start < tuples.length; start += BATCH_ROWS) {
      statements.push(`${insertHead}\n  ${tuples.slice(start, start + BATCH_ROWS).join(',\n  ')};\n`);
    }
  } else {
    for (const tuple of tuples) statements.push(`${insertHead} ${tuple};\n`);
  }
  return { sql: statements.join(''), statements: statements.length, typeNames };
}
