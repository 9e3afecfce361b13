import { Type } from '@sinclair/typebox';
import { csvDelimiterField } from '../../lib/csv-delimiter.ts';
import { WarningList } from '../../lib/csv-table.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { SqlLexer, type SqlToken } from '../../lib/sql-lexer.ts';
import { TextPositions } from '../../lib/text-position.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Read: INSERT [OR …] [IGNORE] [INTO] name [(columns)] VALUES (…), (…)…, REPLACE INTO …, MySQL's
 *   INSERT … SET a = 1, …, and PostgreSQL's COPY name (columns) FROM stdin with its text-format data
 *   (pg_dump's default). Trailing ON CONFLICT / ON DUPLICATE KEY / RETURNING clauses are ignored.
 *   CREATE TABLE is read for its column names, which INSERTs without a column list (SQLite .dump,
 *   mysqldump) then use; otherwise such columns are `column_1`, `column_2`…
 * - Every other statement (DDL, SET, PRAGMA, transactions, SELECT) is skipped silently; UPDATE, DELETE,
 *   TRUNCATE, MERGE and INSERT … SELECT change data this tool cannot replay, so each kind skipped is
 *   counted in a warning.
 * - Tokens as lib/sql-lexer.ts reads them. There is no dialect field, so backslash escapes in strings
 *   (MySQL) are on when the script shows MySQL's marks (a `backtick` name or a /*! comment), or when it
 *   only reads without error that way (`'it\'s'`); `backslashEscapes` in the result says which.
 * - Values: strings (E'', N'', _charset introducers included), numbers as written (a unary minus
 *   kept, a plus dropped), NULL, TRUE/FALSE (as true/false), X'…' and 0x… blobs (as \x and the hex
 *   digits, PostgreSQL's bytea text form), and SQLite .dump's replace(…, '\n', char(10)), char(),
 *   unistr() and concat()/|| over those. A ::cast is dropped. Anything else (NOW(), DEFAULT, an
 *   expression) keeps its SQL text as the cell, with a warning giving its line and column.
 * - Unclosed strings, names or comments, and INSERTs that cannot be read (no VALUES, an unclosed row,
 *   more or fewer values than columns) are refused with the line and column.
 * - table picks whose rows to write, matched ignoring letter case against the whole name or, when it
 *   has no dot, the last part (`users` matches public.users). Without it, the first table inserted
 *   into is written; `tables` lists every one with its row count, and a warning names the others.
 * - max_rows stops after that many rows (`truncated` tells). Columns are the union of the column lists
 *   in first-seen order; a row missing one leaves it empty.
 * - CSV: RFC 4180 minimal quoting, CRLF after every record, the header first. NULL is an empty field
 *   and an empty string is written "" (PostgreSQL's CSV convention), so the two stay apart.
 */

type Cell = string | null;

interface TableData {
  name: string;
  rows: number;
}

interface Selected {
  columns: string[];
  known: Map<string, number>;
  rows: Cell[][];
  cellChars: number;
}

class SqlInputError {
  readonly offset: number;
  readonly message: string;
  constructor(offset: number, message: string) {
    this.offset = offset;
    this.message = message;
  }
}

const fail = (token: SqlToken | number, message: string): never => {
  throw new SqlInputError(typeof token === 'number' ? token : token.start, message);
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const isWord = (token: SqlToken | undefined, ...words: string[]): boolean =>
  token?.kind === 'word' && words.includes(token.value.toUpperCase());
const isPunct = (token: SqlToken | undefined, value: string): boolean => token?.kind === 'punct' && token.value === value;

function describe(token: SqlToken | undefined): string {
  if (!token) return 'the end of the statement';
  return quoteClipped(token.kind === 'string' ? `'${token.value}'` : token.kind === 'identifier' ? `${token.quote}${token.value}${token.quote}` : token.value, 30);
}

/** A qualified name (`a`, `"a"."b"`) starting at tokens[i]: its parts and the index after it. */
function readName(tokens: SqlToken[], i: number): { parts: string[]; next: number } | undefined {
  const parts: string[] = [];
  for (;;) {
    const token = tokens[i];
    if (!token || (token.kind !== 'word' && token.kind !== 'identifier')) return parts.length > 0 ? { parts, next: i } : undefined;
    parts.push(token.value);
    i++;
    if (!isPunct(tokens[i], '.')) return { parts, next: i };
    i++;
  }
}

/** Splits tokens[from, to) at top-level commas, each part a [start, end) range. */
function splitTopLevel(tokens: SqlToken[], from: number, to: number): [number, number][] {
  const parts: [number, number][] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    if (isPunct(token, '(')) depth++;
    else if (isPunct(token, ')')) depth--;
    else if (depth === 0 && isPunct(token, ',')) {
      parts.push([start, i]);
      start = i + 1;
    }
  }
  parts.push([start, to]);
  return parts;
}

/** The index of the ")" closing the "(" at tokens[open], or -1. */
function closingParen(tokens: SqlToken[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (isPunct(tokens[i], '(')) depth++;
    else if (isPunct(tokens[i], ')') && --depth === 0) return i;
  }
  return -1;
}

const NOT_A_VALUE = Symbol('not a value');
type Evaluated = Cell | typeof NOT_A_VALUE;

function hexBlob(digits: string): Evaluated {
  return /^(?:[0-9A-Fa-f]{2})*$/.test(digits) ? `\\x${digits.toLowerCase()}` : NOT_A_VALUE;
}

function decodeUnistr(text: string): Evaluated {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '\\') {
      out += text[i];
      continue;
    }
    const match = /^\\(?:\\|([0-9A-Fa-f]{4})|u([0-9A-Fa-f]{4})|\+([0-9A-Fa-f]{6})|U([0-9A-Fa-f]{8}))/.exec(text.slice(i, i + 10));
    if (!match) return NOT_A_VALUE;
    const hex = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (hex === undefined) out += '\\';
    else {
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) return NOT_A_VALUE;
      out += String.fromCodePoint(code);
    }
    i += match[0].length - 1;
  }
  return out;
}

/** How deep parentheses and function calls may nest in a value before it counts as not a literal. */
const MAX_VALUE_DEPTH = 64;

/** Evaluates the literal value in tokens[from, to), or NOT_A_VALUE when it is anything else. */
function evaluate(tokens: SqlToken[], from: number, to: number): Evaluated {
  // The common case, one literal token, without building a reader.
  if (to === from + 1) {
    const token = tokens[from]!;
    if (token.kind === 'string' && token.prefix !== 'X') return token.value;
    if (token.kind === 'number' && !/^0[xX]/.test(token.value)) return token.value;
  }
  const reader = new ValueReader(tokens, from, to);
  const value = reader.concatenation();
  return reader.at === to ? value : NOT_A_VALUE;
}

/** A recursive-descent reader of one value: literals, ( ), function calls, || and ::casts. */
class ValueReader {
  private readonly tokens: SqlToken[];
  private readonly end: number;
  at: number;
  private depth = 0;

  constructor(tokens: SqlToken[], from: number, to: number) {
    this.tokens = tokens;
    this.at = from;
    this.end = to;
  }

  private peek(): SqlToken | undefined {
    return this.at < this.end ? this.tokens[this.at] : undefined;
  }

  concatenation(): Evaluated {
    let value = this.castable();
    while (value !== NOT_A_VALUE && isPunct(this.peek(), '||')) {
      this.at++;
      const right = this.castable();
      if (right === NOT_A_VALUE) return NOT_A_VALUE;
      value = value === null || right === null ? null : value + right;
    }
    return value;
  }

  private castable(): Evaluated {
    const value = this.primary();
    // A PostgreSQL cast: the type name runs to the end of the value or to the next ||.
    if (value !== NOT_A_VALUE && isPunct(this.peek(), '::')) {
      while (this.at < this.end && !isPunct(this.tokens[this.at], '||')) this.at++;
    }
    return value;
  }

  private primary(): Evaluated {
    const token = this.peek();
    if (!token || this.depth > MAX_VALUE_DEPTH) return NOT_A_VALUE;
    this.depth++;
    const value = this.primaryAt(token);
    this.depth--;
    return value;
  }

  private primaryAt(token: SqlToken): Evaluated {
    this.at++;
    if (token.kind === 'string') return token.prefix === 'X' ? hexBlob(token.value) : token.value;
    if (token.kind === 'number') return /^0[xX]/.test(token.value) ? hexBlob(token.value.slice(2)) : token.value;
    if (isPunct(token, '-') || isPunct(token, '+')) {
      const operand = this.peek();
      if (operand?.kind !== 'number' || /^0[xX]/.test(operand.value)) return NOT_A_VALUE;
      this.at++;
      return isPunct(token, '-') ? `-${operand.value}` : operand.value;
    }
    if (isPunct(token, '(')) {
      const inner = this.concatenation();
      if (!isPunct(this.peek(), ')')) return NOT_A_VALUE;
      this.at++;
      return inner;
    }
    if (token.kind !== 'word') return NOT_A_VALUE;
    const word = token.value.toUpperCase();
    if (word === 'NULL') return null;
    if (word === 'TRUE' || word === 'FALSE') return word.toLowerCase();
    // MySQL's character set introducer: _utf8mb4'…', _binary '…'.
    if (word.startsWith('_') && this.peek()?.kind === 'string') {
      const string = this.tokens[this.at++]!;
      return string.prefix === 'X' ? hexBlob(string.value) : string.value;
    }
    if (!isPunct(this.peek(), '(')) return NOT_A_VALUE;
    this.at++;
    const args: Cell[] = [];
    if (!isPunct(this.peek(), ')')) {
      for (;;) {
        const arg = this.concatenation();
        if (arg === NOT_A_VALUE) return NOT_A_VALUE;
        args.push(arg);
        if (isPunct(this.peek(), ',')) this.at++;
        else break;
      }
    }
    if (!isPunct(this.peek(), ')')) return NOT_A_VALUE;
    this.at++;
    return callFunction(word, args);
  }
}

function callFunction(name: string, args: Cell[]): Evaluated {
  switch (name) {
    case 'CHAR': {
      let out = '';
      for (const arg of args) {
        if (arg === null || !/^\d{1,7}$/.test(arg) || Number(arg) > 0x10ffff) return NOT_A_VALUE;
        out += String.fromCodePoint(Number(arg));
      }
      return out;
    }
    case 'REPLACE': {
      if (args.length !== 3) return NOT_A_VALUE;
      const [text, from, to] = args;
      if (text === null || from === null || to === null) return null;
      return from === '' ? text! : text!.split(from!).join(to!);
    }
    case 'UNISTR':
      if (args.length !== 1) return NOT_A_VALUE;
      return args[0] === null ? null : decodeUnistr(args[0]!);
    case 'CONCAT':
      return args.some((arg) => arg === null) ? null : args.join('');
    default:
      return NOT_A_VALUE;
  }
}

/** PostgreSQL COPY text format: \N is NULL; backslash escapes as in the COPY documentation. */
function decodeCopyField(field: string): Cell {
  if (field === '\\N') return null;
  if (!field.includes('\\')) return field;
  return field.replace(/\\(?:([0-7]{1,3})|x([0-9A-Fa-f]{1,2})|([\s\S]))/g, (_, octal?: string, hex?: string, char?: string) => {
    if (octal !== undefined) return String.fromCharCode(parseInt(octal, 8) & 0xff);
    if (hex !== undefined) return String.fromCharCode(parseInt(hex, 16));
    return ({ b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' } as Record<string, string>)[char!] ?? char!;
  });
}

const SKIPPED_KINDS = ['UPDATE', 'DELETE', 'TRUNCATE', 'MERGE', 'UPSERT'];

interface Options {
  table?: string;
  maxRows?: number;
  mysql: boolean;
}

interface Parsed {
  tables: TableData[];
  selected: string | undefined;
  data: Selected;
  truncated: boolean;
  warnings: WarningList;
  mysqlEvidence: boolean;
}

function parseScript(text: string, options: Options): Parsed {
  const lexer = new SqlLexer(text, options.mysql);
  const positions = new TextPositions(text);
  const where = (offset: number) => {
    const { line, column } = positions.at(offset);
    return `line ${line}, column ${column}`;
  };
  const warnings = new WarningList();
  const tables = new Map<string, TableData>();
  const created = new Map<string, { name: string; columns: string[] }>();
  const skipped = new Map<string, number>();
  const filter = options.table?.toLowerCase();
  let selected: string | undefined;
  const data: Selected = { columns: [], known: new Map(), rows: [], cellChars: 0 };
  let truncated = false;

  const matches = (parts: string[]) => {
    const full = parts.join('.').toLowerCase();
    if (filter === undefined) {
      selected ??= full;
      return selected === full;
    }
    return full === filter || (!filter.includes('.') && parts[parts.length - 1]!.toLowerCase() === filter);
  };

  /** Registers a row for `parts`' table; keeps it when that table is the one written. */
  const addRow = (parts: string[], columns: string[], values: Cell[]) => {
    const key = parts.join('.').toLowerCase();
    let entry = tables.get(key);
    if (!entry) tables.set(key, (entry = { name: parts.join('.'), rows: 0 }));
    entry.rows++;
    if (!matches(parts)) return;
    if (filter !== undefined) selected ??= key;
    if (options.maxRows !== undefined && data.rows.length >= options.maxRows) {
      truncated = true;
      return;
    }
    const row: Cell[] = [];
    columns.forEach((column, index) => {
      let at = data.known.get(column);
      if (at === undefined) {
        at = data.columns.length;
        data.known.set(column, at);
        data.columns.push(column);
      }
      const value = values[index] ?? null;
      row[at] = value;
      if (value !== null) data.cellChars += value.length;
    });
    data.rows.push(row);
    if (data.rows.length * data.columns.length + 2 * data.cellChars > MAX_RESULT_CHARS) resultTooLarge('sql', 'the CSV');
  };

  /** The columns of a row without a column list: CREATE TABLE's, else column_1… */
  const implicitColumns = (parts: string[], count: number, at: SqlToken): string[] => {
    const known = created.get(parts.join('.').toLowerCase())?.columns;
    if (known) {
      if (known.length !== count) fail(at, `${plural(count, 'value')} for the ${known.length} columns of ${quoteClipped(parts.join('.'))}`);
      return known;
    }
    return Array.from({ length: count }, (_, index) => `column_${index + 1}`);
  };

  const valueOf = (tokens: SqlToken[], [from, to]: [number, number], keep: boolean): Cell => {
    if (from === to) fail(tokens[from] ?? tokens[from - 1]!, 'a value is missing');
    const value = evaluate(tokens, from, to);
    if (value !== NOT_A_VALUE) return value;
    const source = text.slice(tokens[from]!.start, tokens[to - 1]!.end);
    if (keep) warnings.add(() => `${where(tokens[from]!.start)}: ${quoteClipped(source)} is not a literal value; its SQL text is kept`);
    return source;
  };

  const readInsert = (tokens: SqlToken[]) => {
    let i = 1;
    // INSERT OR REPLACE, INSERT IGNORE, INSERT LOW_PRIORITY…, then INTO.
    if (isWord(tokens[i], 'OR')) i += 2;
    while (isWord(tokens[i], 'IGNORE', 'LOW_PRIORITY', 'DELAYED', 'HIGH_PRIORITY')) i++;
    if (isWord(tokens[i], 'INTO')) i++;
    const name = readName(tokens, i);
    if (!name) fail(tokens[i] ?? tokens[i - 1]!, `expected a table name, found ${describe(tokens[i])}`);
    const { parts } = name!;
    i = name!.next;
    if (isWord(tokens[i], 'AS') && readName(tokens, i + 1)) i = readName(tokens, i + 1)!.next;
    const keep = () => matches(parts) && !(options.maxRows !== undefined && data.rows.length >= options.maxRows);

    let columns: string[] | undefined;
    if (isPunct(tokens[i], '(') && !isWord(tokens[i + 1], 'SELECT', 'WITH', 'VALUES')) {
      const close = closingParen(tokens, i);
      if (close === -1) fail(tokens[i]!, 'the column list starting here is never closed');
      columns = splitTopLevel(tokens, i + 1, close).map(([from, to]) => {
        const column = tokens[from];
        if (to - from !== 1 || !column || (column.kind !== 'word' && column.kind !== 'identifier')) fail(column ?? tokens[close]!, `expected a column name, found ${describe(column)}`);
        return column!.value;
      });
      i = close + 1;
    }

    if (isWord(tokens[i], 'SET') && !columns) {
      const close = tokens.findIndex((token, index) => index > i && isWord(token, 'ON', 'RETURNING'));
      const end = close === -1 ? tokens.length : close;
      const names: string[] = [];
      const values: Cell[] = [];
      const keepValues = keep();
      for (const [from, to] of splitTopLevel(tokens, i + 1, end)) {
        const column = tokens[from];
        if (!column || (column.kind !== 'word' && column.kind !== 'identifier') || !isPunct(tokens[from + 1], '=')) {
          fail(column ?? tokens[i]!, `expected column = value, found ${describe(column)}`);
        }
        names.push(column!.value);
        values.push(valueOf(tokens, [from + 2, to], keepValues));
      }
      addRow(parts, names, values);
      return;
    }

    if (!isWord(tokens[i], 'VALUES', 'VALUE')) {
      if (isWord(tokens[i], 'SELECT', 'WITH') || isPunct(tokens[i], '(')) {
        skipped.set('INSERT … SELECT', (skipped.get('INSERT … SELECT') ?? 0) + 1);
        return;
      }
      if (isWord(tokens[i], 'DEFAULT')) {
        skipped.set('INSERT … DEFAULT VALUES', (skipped.get('INSERT … DEFAULT VALUES') ?? 0) + 1);
        return;
      }
      fail(tokens[i] ?? tokens[i - 1]!, `expected VALUES, found ${describe(tokens[i])}`);
    }
    i++;
    for (;;) {
      const open = tokens[i];
      if (!isPunct(open, '(')) fail(open ?? tokens[i - 1]!, `expected "(" to start a row of values, found ${describe(open)}`);
      const close = closingParen(tokens, i);
      if (close === -1) fail(open!, 'the row of values starting here is never closed');
      const keepValues = keep();
      const ranges = splitTopLevel(tokens, i + 1, close);
      const values = ranges.map((range) => valueOf(tokens, range, keepValues));
      if (columns && columns.length !== values.length) fail(open!, `${plural(values.length, 'value')} for ${columns.length} columns`);
      addRow(parts, columns ?? implicitColumns(parts, values.length, open!), values);
      i = close + 1;
      if (isPunct(tokens[i], ',')) {
        i++;
        continue;
      }
      // ON CONFLICT …, ON DUPLICATE KEY UPDATE …, RETURNING …: not data.
      if (i < tokens.length && !isWord(tokens[i], 'ON', 'RETURNING')) fail(tokens[i]!, `expected "," or the end of the statement, found ${describe(tokens[i])}`);
      return;
    }
  };

  const readCreate = (tokens: SqlToken[]) => {
    let i = 1;
    while (isWord(tokens[i], 'TEMP', 'TEMPORARY', 'UNLOGGED', 'GLOBAL', 'LOCAL')) i++;
    if (!isWord(tokens[i], 'TABLE')) return;
    i++;
    if (isWord(tokens[i], 'IF') && isWord(tokens[i + 1], 'NOT') && isWord(tokens[i + 2], 'EXISTS')) i += 3;
    const name = readName(tokens, i);
    if (!name || !isPunct(tokens[name.next], '(')) return;
    const close = closingParen(tokens, name.next);
    if (close === -1) return;
    const columns: string[] = [];
    for (const [from, to] of splitTopLevel(tokens, name.next + 1, close)) {
      const first = tokens[from];
      if (from === to || !first) continue;
      if (isWord(first, 'CONSTRAINT', 'PRIMARY', 'UNIQUE', 'CHECK', 'FOREIGN', 'KEY', 'INDEX', 'FULLTEXT', 'SPATIAL', 'EXCLUDE', 'LIKE', 'PERIOD')) continue;
      if (first.kind === 'word' || first.kind === 'identifier') columns.push(first.value);
    }
    created.set(name.parts.join('.').toLowerCase(), { name: name.parts.join('.'), columns });
  };

  const readCopy = (tokens: SqlToken[]) => {
    let i = 1;
    if (isWord(tokens[i], 'ONLY')) i++;
    const name = readName(tokens, i);
    if (!name) return;
    i = name.next;
    let columns: string[] | undefined;
    if (isPunct(tokens[i], '(')) {
      const close = closingParen(tokens, i);
      if (close === -1) return;
      columns = splitTopLevel(tokens, i + 1, close).map(([from]) => tokens[from]?.value ?? '');
      i = close + 1;
    }
    if (!isWord(tokens[i], 'FROM') || !isWord(tokens[i + 1], 'STDIN')) return;
    const lines = lexer.readCopyLines();
    const options = text.slice(tokens[i + 1]!.end, tokens[tokens.length - 1]!.end).toUpperCase();
    if (/\b(?:CSV|BINARY)\b/.test(options)) {
      warnings.add(`${where(tokens[0]!.start)}: the COPY data of ${quoteClipped(name.parts.join('.'))} is not in text format and is skipped`);
      return;
    }
    for (const line of lines) {
      const values = line.text.split('\t').map(decodeCopyField);
      if (columns && columns.length !== values.length) fail(line.offset, `${plural(values.length, 'value')} for ${columns.length} columns in COPY data`);
      addRow(name.parts, columns ?? implicitColumns(name.parts, values.length, tokens[0]!), values);
    }
  };

  let statement: SqlToken[] = [];
  for (;;) {
    const token = lexer.next();
    // MySQL's marks: this reading is thrown away and the script read again with backslash escapes.
    if (!options.mysql && lexer.mysqlEvidence) break;
    if (token && !isPunct(token, ';')) {
      statement.push(token);
      continue;
    }
    if (lexer.error) throw new SqlInputError(lexer.error.offset, lexer.error.message);
    const first = statement[0];
    if (first?.kind === 'word') {
      const kind = first.value.toUpperCase();
      if (kind === 'INSERT' || kind === 'REPLACE') readInsert(statement);
      else if (kind === 'CREATE') readCreate(statement);
      else if (kind === 'COPY') readCopy(statement);
      else if (SKIPPED_KINDS.includes(kind)) skipped.set(kind, (skipped.get(kind) ?? 0) + 1);
    }
    statement = [];
    if (!token) break;
  }

  for (const [kind, count] of skipped) {
    warnings.add(`${count} ${kind} statement${count === 1 ? ' was' : 's were'} skipped: only INSERT and COPY data is read`);
  }
  if (truncated) warnings.add(`only the first ${options.maxRows} rows were written (max_rows)`);
  const selectedKey = selected;
  const others = [...tables.values()].filter((entry) => entry.name.toLowerCase() !== selectedKey);
  if (filter === undefined && others.length > 0) {
    warnings.add(`the script also inserts into ${others.map((entry) => quoteClipped(entry.name)).join(', ')}; set table to convert another`);
  }
  // A table created but never filled: its header alone.
  if (selected === undefined) {
    const createdKey = [...created.keys()].find((key) => filter === undefined || key === filter || (!filter.includes('.') && key.split('.').pop() === filter));
    if (createdKey !== undefined && (filter !== undefined || created.size === 1)) {
      const table = created.get(createdKey)!;
      selected = createdKey;
      data.columns = table.columns;
      tables.set(createdKey, { name: table.name, rows: 0 });
    }
  }
  return { tables: [...tables.values()], selected, data, truncated, warnings, mysqlEvidence: lexer.mysqlEvidence };
}

function csvCell(value: Cell, delimiter: string): string {
  if (value === null) return '';
  if (value === '') return '""';
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvLine(values: Cell[], delimiter: string): string {
  if (values.length === 1 && values[0] === null) return '""\r\n';
  return values.map((value) => csvCell(value, delimiter)).join(delimiter) + '\r\n';
}

export default defineTool({
  id: 'sql-to-csv',
  name: 'SQL to CSV',
  category: 'data',
  description:
    'Extract the rows of SQL INSERT statements (PostgreSQL, MySQL, SQLite dumps; multi-row VALUES, escaped quotes, NULL, backslash escapes; also pg_dump COPY data) as CSV. Column names come from the INSERT column list or the CREATE TABLE; other statements are skipped.',
  keywords: ['sql dump', 'insert statements', 'pg_dump', 'mysqldump', 'export csv', 'sql insert'],
  // its worst input (one-wide-tuple) took 5525.5 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    sql: Type.String({ maxLength: 1_000_000, description: 'The SQL text: INSERT statements, or a whole dump' }),
    table: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Which table\'s rows to write, ignoring letter case; a name without a dot also matches schema.name. Default: the first table inserted into',
      }),
    ),
    delimiter: csvDelimiterField('The field delimiter of the CSV to write'),
    max_rows: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Write at most this many rows (1 to 1,000,000); default all' })),
  }),
  output: closedObject({
    csv: Type.String({ description: 'The CSV text: a header record, then one record per row, each ended by CRLF; NULL is an empty field, an empty string ""' }),
    table: Type.String({ description: 'The table whose rows were written' }),
    headers: Type.Array(Type.String(), { description: 'The column names, in order' }),
    rows: Type.Integer({ minimum: 0, description: 'The number of rows written' }),
    truncated: Type.Boolean({ description: 'True when max_rows stopped the output before the last row' }),
    tables: Type.Array(
      closedObject({
        name: Type.String({ description: 'A table inserted into, as written without quotes (schema.name when qualified)' }),
        rows: Type.Integer({ minimum: 0, description: 'How many rows the script inserts into it' }),
      }),
      { description: 'Every table the script inserts into, in order of first appearance' },
    ),
    backslashEscapes: Type.Boolean({ description: "True when strings were read with MySQL's backslash escapes" }),
    warnings: Type.Array(Type.String(), { description: 'Values kept as SQL text, skipped statements, other tables, truncation' }),
  }),
  examples: [
    {
      title: 'A SQLite .dump: columns from CREATE TABLE, an escaped quote and a newline',
      input: {
        sql:
          'CREATE TABLE t(id INTEGER, name TEXT, note TEXT);\n' +
          "INSERT INTO t VALUES(1,'it''s',NULL);\n" +
          "INSERT INTO t VALUES(2,replace('a\\nb','\\n',char(10)),'');\n",
      },
      output: {
        csv: 'id,name,note\r\n1,it\'s,\r\n2,"a\nb",""\r\n',
        table: 't',
        headers: ['id', 'name', 'note'],
        rows: 2,
        truncated: false,
        tables: [{ name: 't', rows: 2 }],
        backslashEscapes: false,
        warnings: [],
      },
    },
    {
      title: 'A mysqldump multi-row INSERT with backslash escapes, one table picked',
      input: {
        sql: "INSERT INTO `users` (`id`, `bio`) VALUES (1,'O\\'Neil; \\\"Bo\\\"'),(2,'a\\\\b');\nINSERT INTO `logs` VALUES (7);\n",
        table: 'users',
        delimiter: ';',
      },
      output: {
        csv: 'id;bio\r\n1;"O\'Neil; ""Bo"""\r\n2;a\\b\r\n',
        table: 'users',
        headers: ['id', 'bio'],
        rows: 2,
        truncated: false,
        tables: [
          { name: 'users', rows: 2 },
          { name: 'logs', rows: 1 },
        ],
        backslashEscapes: true,
        warnings: [],
      },
    },
  ],
  run({ sql, table, delimiter, max_rows }) {
    const options = { ...(table !== undefined ? { table } : {}), ...(max_rows !== undefined ? { maxRows: max_rows } : {}) };
    const attempt = (mysql: boolean): Parsed | SqlInputError => {
      try {
        return parseScript(sql, { ...options, mysql });
      } catch (error) {
        if (error instanceof SqlInputError) return error;
        throw error;
      }
    };
    let backslashEscapes = false;
    let parsed = attempt(false);
    if (!(parsed instanceof SqlInputError) && parsed.mysqlEvidence) {
      parsed = attempt(true);
      backslashEscapes = true;
    } else if (parsed instanceof SqlInputError) {
      // Standard SQL could not read it: maybe MySQL escapes (`'it\'s'`). When both fail, report the
      // reading that looks like the script's dialect.
      const mysql = attempt(true);
      if (!(mysql instanceof SqlInputError) || sql.includes('`') || sql.includes('/*!')) {
        parsed = mysql;
        backslashEscapes = true;
      }
    }
    if (parsed instanceof SqlInputError) {
      const { line, column } = new TextPositions(sql).at(parsed.offset);
      invalid(`sql: invalid SQL at line ${line}, column ${column}: ${parsed.message}`);
    }
    const { tables, selected, data, truncated, warnings } = parsed;
    if (selected === undefined) {
      if (table !== undefined) {
        const names = tables.map((entry) => quoteClipped(entry.name));
        invalid(`table: the script has no INSERT into ${quoteClipped(table)}${names.length > 0 ? `; it inserts into ${names.join(', ')}` : ''}`);
      }
      invalid('sql: found no INSERT statement (nor COPY data) to convert');
    }
    const name = tables.find((entry) => entry.name.toLowerCase() === selected)?.name ?? selected;
    let csv = csvLine(data.columns, delimiter);
    for (const row of data.rows) csv += csvLine(data.columns.map((_, index) => row[index] ?? null), delimiter);
    return {
      csv,
      table: name,
      headers: data.columns,
      rows: data.rows.length,
      truncated,
      tables,
      backslashEscapes,
      warnings: warnings.done(),
    };
  },
});
