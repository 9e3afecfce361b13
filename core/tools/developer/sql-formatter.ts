import { Type, type Static } from '@sinclair/typebox';
import { savedPercent, utf8ByteLength } from '../../lib/byte-size.ts';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { isSqlWordUnit, scanSql, type SqlLanguage, type SqlTokenKind } from '../../lib/sql-dialect-lexer.ts';
import { lineColumnAt } from '../../lib/text-position.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - dialect: "standard" (the default) is sql-formatter's "sql" language; every other language of
 *   sql-formatter 15 is accepted by its own name, plus "tsql" for transactsql.
 * - format is sql-formatter with `indent` spaces and its other defaults (keywords keep their case).
 *   Its parse errors come back with the line and column they name, recounted so CR and CRLF end lines
 *   and columns count code points, as everywhere in tooldeck.
 * - Before either mode our dialect-aware lexer (sql-dialect-lexer.ts) checks that every string,
 *   quoted name and comment is closed: sql-formatter would otherwise turn an unclosed "/*" into
 *   "/ *" without a word.
 * - minify drops comments (but MySQL's executable /*! *\/ and optimizer hints /*+ *\/, which change
 *   what runs), turns each run of whitespace into one space, and removes the space where no token
 *   can change: next to ( ) , ; and between an operator character and a word or quote. It never
 *   joins two operator characters (a - -1 must not become a--1, a comment), two words, or a word and
 *   a quote (N 'x' is not N'x'). Strings, quoted names and the inside of hints are copied as written.
 * - Formatting a megabyte takes sql-formatter seconds, so the tool is isolated; format refuses
 *   parentheses nested deeper than 100 levels (sql-formatter's time grows with the cube of the depth).
 */

const LANGUAGES = [
  'bigquery', 'clickhouse', 'db2', 'db2i', 'duckdb', 'hive', 'mariadb', 'mysql', 'n1ql', 'plsql', 'postgresql',
  'redshift', 'singlestoredb', 'snowflake', 'spark', 'sqlite', 'sql', 'tidb', 'transactsql', 'trino',
] as const satisfies readonly SqlLanguage[];
const DIALECTS = ['standard', ...LANGUAGES, 'tsql'] as const;
type Dialect = (typeof DIALECTS)[number];

const languageOf = (dialect: Dialect): SqlLanguage => (dialect === 'standard' ? 'sql' : dialect === 'tsql' ? 'transactsql' : dialect);

const loadFormatter = lazy(() => import('sql-formatter'));

const MAX_PAREN_DEPTH = 100;

const OPERATOR = new Set('=<>+-*/%!|&^~');
const PUNCTUATION = new Set('(),;');
const QUOTE = new Set(['\'', '"', '`', '[', ']']);

type CharClass = 'punct' | 'op' | 'word' | 'quote' | 'other';

function classOf(char: string): CharClass {
  if (PUNCTUATION.has(char)) return 'punct';
  if (OPERATOR.has(char)) return 'op';
  if (QUOTE.has(char)) return 'quote';
  return isSqlWordUnit(char.charCodeAt(0)) ? 'word' : 'other';
}

/** A number written up to its exponent letter: 1e - 5 must not become 1e-5. */
const OPEN_EXPONENT = /^\d[\d_]*(?:\.\d*)?e$/i;

/** Whether the whitespace between two tokens must stay (as one space). */
function needsSpace(before: CharClass, after: CharClass, afterChar: string, previousWord: string): boolean {
  if (before === 'punct' || after === 'punct') return false;
  const wordish = (c: CharClass) => c === 'word' || c === 'quote';
  if (before === 'op' && wordish(after)) return false;
  if (wordish(before) && after === 'op') return (afterChar === '+' || afterChar === '-') && OPEN_EXPONENT.test(previousWord);
  return true;
}

interface Lexed {
  statements: number;
  comments: number;
}

/** Checks quotes and comments close (as `language` quotes), and counts statements and comments. */
function lex(sql: string, language: SqlLanguage, visit?: (kind: SqlTokenKind, start: number, end: number) => void): Lexed {
  let statements = 0;
  let comments = 0;
  let statementOpen = false;
  const error = scanSql(sql, language, (kind, start, end) => {
    if (kind === 'comment') comments++;
    else if (kind === 'punct' && sql[start] === ';') {
      if (statementOpen) statements++;
      statementOpen = false;
    } else if (kind !== 'space' && kind !== 'hint') statementOpen = true;
    visit?.(kind, start, end);
  });
  if (error) {
    const { line, column } = lineColumnAt(sql, error.offset);
    invalid(`sql: invalid SQL at line ${line}, column ${column}: ${error.message}`);
  }
  return { statements: statements + (statementOpen ? 1 : 0), comments };
}

function minify(sql: string, language: SqlLanguage): { text: string; lexed: Lexed } {
  let out = '';
  let pendingSpace = false;
  let lastClass: CharClass | undefined;
  let lastWord = '';
  const lexed = lex(sql, language, (kind, start, end) => {
    if (kind === 'space' || kind === 'comment') {
      pendingSpace = true;
      return;
    }
    const text = sql.slice(start, end);
    // Hints are opaque: spaced from everything but punctuation.
    const firstClass = kind === 'hint' ? 'other' : classOf(text[0]!);
    if (pendingSpace && lastClass !== undefined && needsSpace(lastClass, firstClass, text[0]!, lastWord)) out += ' ';
    pendingSpace = false;
    out += text;
    lastClass = kind === 'hint' ? 'other' : classOf(text[text.length - 1]!);
    lastWord = kind === 'word' ? text : '';
  });
  return { text: out, lexed };
}

/**
 * sql-formatter counts lines at LF only and columns in UTF-16 units; its position back to an
 * offset, so it can be told the tooldeck way.
 */
function offsetOf(sql: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = sql.indexOf('\n', offset);
    if (next < 0) break;
    offset = next + 1;
  }
  return Math.min(offset + column - 1, sql.length);
}

function parseFailure(sql: string, error: unknown, dialect: Dialect): never {
  if (error instanceof RangeError) invalid('sql: nested too deeply for the formatter (it ran out of stack)');
  const message = error instanceof Error ? error.message : String(error);
  const hint =
    dialect === 'standard'
      ? ' (the standard dialect does not know every database\'s syntax; try dialect postgresql, mysql, sqlite or another)'
      : '';
  const unexpectedText = /^Parse error: Unexpected "([\s\S]*?)" at line (\d+) column (\d+)/.exec(message);
  const unexpectedToken = unexpectedText ? undefined : /^Parse error at token: ([\s\S]*?) at line (\d+) column (\d+)/.exec(message);
  const match = unexpectedText ?? unexpectedToken;
  if (!match) invalid(`sql: cannot be parsed as ${dialect} SQL${hint}`);
  const what = match[1] === '«EOF»' ? 'unexpected end of input' : `unexpected ${quoteClipped(match[1]!.trimEnd())}`;
  const { line, column } = lineColumnAt(sql, offsetOf(sql, Number(match[2]), Number(match[3])));
  invalid(`sql: cannot parse at line ${line}, column ${column}: ${what}${hint}`);
}

/**
 * Refuses what sql-formatter cannot format in reasonable time and space: parentheses nested past
 * MAX_PAREN_DEPTH (its time grows with the cube of the depth: 1,000 levels take over ten seconds)
 * and results past MAX_RESULT_CHARS, bounded generously by putting each token on its own line,
 * indented twice per level of parentheses.
 */
function checkFormattable(sql: string, language: SqlLanguage, indent: number): void {
  let depth = 0;
  let tooDeep = -1;
  let bound = sql.length;
  scanSql(sql, language, (kind, start) => {
    if (kind === 'space') return;
    const char = sql[start];
    if (char === '(' && ++depth > MAX_PAREN_DEPTH && tooDeep < 0) tooDeep = start;
    else if (char === ')') depth = Math.max(0, depth - 1);
    bound += 2 * (depth + 1) * indent + 1;
  });
  if (tooDeep >= 0) {
    const { line, column } = lineColumnAt(sql, tooDeep);
    invalid(`sql: parentheses nested deeper than ${MAX_PAREN_DEPTH} levels at line ${line}, column ${column}; the formatter cannot lay that out in time`);
  }
  if (bound > MAX_RESULT_CHARS) resultTooLarge('sql', 'the formatted SQL');
}

const output = closedObject({
  sql: Type.String({ description: 'The formatted or minified SQL' }),
  mode: stringEnum(['format', 'minify'], { description: 'What was done' }),
  language: stringEnum(LANGUAGES, { description: 'The sql-formatter language used (standard is "sql", tsql is "transactsql")' }),
  statementCount: Type.Integer({ minimum: 0, description: 'Statements in the input, separated by semicolons (empty ones not counted)' }),
  commentsRemoved: Type.Integer({ minimum: 0, description: 'Comments dropped by minify (hints and /*! */ are kept); 0 for format' }),
  originalBytes: Type.Integer({ minimum: 0, description: 'Size of the input in UTF-8 bytes' }),
  resultBytes: Type.Integer({ minimum: 0, description: 'Size of the result in UTF-8 bytes' }),
  savedPercent: Type.Number({ description: 'How much smaller the result is, in percent with one decimal (negative when it grew)' }),
});

export default defineTool({
  id: 'sql-formatter',
  name: 'SQL Formatter',
  category: 'developer',
  description:
    'Format SQL with sql-formatter (20 dialects: standard, postgresql, mysql, sqlite, transactsql/tsql, plsql, bigquery, snowflake…) or minify it to one line without touching strings, quoted names or optimizer hints (comments are dropped). Parse errors and unclosed quotes or comments come back with line and column.',
  keywords: ['beautify', 'beautifier', 'pretty print', 'prettify', 'minify sql', 'query formatter', 'sql indent'],
  mcp: true,
  isolate: true,
  input: closedObject({
    sql: Type.String({ maxLength: 1_000_000, description: 'The SQL text (one or more statements)' }),
    mode: withDefault(stringEnum(['format', 'minify'], { description: 'format (default) or minify' }), 'format'),
    indent: withDefault(Type.Integer({ minimum: 1, maximum: 8, description: 'Spaces per indentation level, for format (1 to 8)' }), 2),
    dialect: withDefault(
      stringEnum(DIALECTS, { description: 'The SQL dialect: standard (sql-formatter\'s generic "sql") or a database name; tsql = transactsql' }),
      'standard',
    ),
  }),
  output,
  examples: [
    {
      title: 'Format standard SQL',
      input: { sql: "select id, name from users where active = 1 and role in ('admin', 'owner') order by name" },
      output: {
        sql: "select\n  id,\n  name\nfrom\n  users\nwhere\n  active = 1\n  and role in ('admin', 'owner')\norder by\n  name",
        mode: 'format',
        language: 'sql',
        statementCount: 1,
        commentsRemoved: 0,
        originalBytes: 88,
        resultBytes: 100,
        savedPercent: -13.6,
      },
    },
    {
      title: 'Minify PostgreSQL, keeping strings and dollar quotes',
      input: {
        sql: "-- active users\nSELECT u.id ,  u.name\nFROM users AS u  /* alias */\nWHERE u.note = 'a  b' AND u.body <> $$ keep  this $$ ;\n",
        mode: 'minify',
        dialect: 'postgresql',
      },
      output: {
        sql: "SELECT u.id,u.name FROM users AS u WHERE u.note='a  b' AND u.body<>$$ keep  this $$;",
        mode: 'minify',
        language: 'postgresql',
        statementCount: 1,
        commentsRemoved: 2,
        originalBytes: 122,
        resultBytes: 84,
        savedPercent: 31.1,
      },
    },
  ],
  async run({ sql, mode, indent, dialect }): Promise<Static<typeof output>> {
    const language = languageOf(dialect);
    let result: string;
    let lexed: Lexed;
    if (mode === 'minify') {
      ({ text: result, lexed } = minify(sql, language));
    } else {
      lexed = lex(sql, language);
      checkFormattable(sql, language, indent);
      const { format } = await loadFormatter();
      try {
        result = format(sql, { language, tabWidth: indent, useTabs: false });
      } catch (error) {
        parseFailure(sql, error, dialect);
      }
      if (result.length > MAX_RESULT_CHARS) resultTooLarge('sql', 'the formatted SQL');
    }
    const originalBytes = utf8ByteLength(sql);
    const resultBytes = utf8ByteLength(result);
    return {
      sql: result,
      mode,
      language,
      statementCount: lexed.statements,
      commentsRemoved: mode === 'minify' ? lexed.comments : 0,
      originalBytes,
      resultBytes,
      savedPercent: savedPercent(originalBytes, resultBytes),
    };
  },
});
