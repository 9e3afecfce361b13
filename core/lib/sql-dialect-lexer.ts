/**
 * A dialect-aware SQL lexer that knows only what a whitespace-level tool must never cut through: string
 * literals, quoted identifiers and comments, per dialect. Everything else is words, operator
 * characters and punctuation. The quoting rules mirror sql-formatter 15's dialect definitions
 * (its `tokenizerOptions`; a test checks the table against them), plus two rules of the
 * databases themselves: MySQL-family `--` starts a comment only before whitespace or a control
 * character (MySQL manual, "Comment Syntax"), and a PostgreSQL dollar-quote tag cannot start
 * with a digit (so `$1` stays a parameter).
 *
 * One forward pass; each quote or comment is closed with indexOf or a bounded loop, so the time
 * is linear in the length of the text.
 */

export interface SqlLexicon {
  /** `#` starts a line comment. */
  hashComments: boolean;
  /** `//` starts a line comment (Snowflake). */
  slashComments: boolean;
  /** `--` needs whitespace or a control character after it (MySQL, MariaDB, TiDB, SingleStore). */
  dashNeedsSpace: boolean;
  /** `/* /* *\/ *\/` nests. */
  nestedBlockComments: boolean;
  /** A backslash escapes the next character inside '…' without a prefix. */
  singleQuoteBackslash: boolean;
  /** A backslash escapes the next character inside "…". */
  doubleQuoteBackslash: boolean;
  /** E'…' switches backslash escapes on (PostgreSQL, DuckDB). */
  escapePrefix: boolean;
  /** R'…' (also RB, BR) switches them off (BigQuery, Spark raw strings). */
  rawPrefix: boolean;
  /** `…` quotes identifiers. */
  backticks: boolean;
  /** […] quotes identifiers (`]]` inside is one "]"). */
  brackets: boolean;
  /** $tag$…$tag$ strings. */
  dollarQuotes: boolean;
  /** '''…''' and """…""" strings (BigQuery). */
  tripleQuotes: boolean;
  /** q'[…]' strings with a chosen delimiter (Oracle). */
  qQuotes: boolean;
}

const BASE: SqlLexicon = {
  hashComments: false,
  slashComments: false,
  dashNeedsSpace: false,
  nestedBlockComments: false,
  singleQuoteBackslash: false,
  doubleQuoteBackslash: false,
  escapePrefix: false,
  rawPrefix: false,
  backticks: false,
  brackets: false,
  dollarQuotes: false,
  tripleQuotes: false,
  qQuotes: false,
};

const mysqlFamily: Partial<SqlLexicon> = {
  hashComments: true,
  dashNeedsSpace: true,
  singleQuoteBackslash: true,
  doubleQuoteBackslash: true,
  backticks: true,
};

/** The sql-formatter languages and what their quotes and comments are. */
export const SQL_LEXICONS = {
  sql: { ...BASE, singleQuoteBackslash: true, backticks: true },
  bigquery: { ...BASE, hashComments: true, singleQuoteBackslash: true, doubleQuoteBackslash: true, rawPrefix: true, backticks: true, tripleQuotes: true },
  clickhouse: { ...BASE, hashComments: true, singleQuoteBackslash: true, doubleQuoteBackslash: true, backticks: true, dollarQuotes: true },
  db2: { ...BASE },
  db2i: { ...BASE, nestedBlockComments: true },
  duckdb: { ...BASE, nestedBlockComments: true, escapePrefix: true, dollarQuotes: true },
  hive: { ...BASE, singleQuoteBackslash: true, doubleQuoteBackslash: true, backticks: true },
  mariadb: { ...BASE, ...mysqlFamily },
  mysql: { ...BASE, ...mysqlFamily },
  n1ql: { ...BASE, hashComments: true, singleQuoteBackslash: true, doubleQuoteBackslash: true, backticks: true },
  plsql: { ...BASE, qQuotes: true },
  postgresql: { ...BASE, nestedBlockComments: true, escapePrefix: true, dollarQuotes: true },
  redshift: { ...BASE },
  singlestoredb: { ...BASE, ...mysqlFamily },
  snowflake: { ...BASE, slashComments: true, singleQuoteBackslash: true, dollarQuotes: true },
  spark: { ...BASE, singleQuoteBackslash: true, doubleQuoteBackslash: true, rawPrefix: true, backticks: true },
  sqlite: { ...BASE, backticks: true, brackets: true },
  tidb: { ...BASE, ...mysqlFamily },
  transactsql: { ...BASE, nestedBlockComments: true, brackets: true },
  trino: { ...BASE },
} satisfies Record<string, SqlLexicon>;

export type SqlLanguage = keyof typeof SQL_LEXICONS;

/**
 * space: whitespace; comment: a comment to drop; hint: a comment that carries meaning
 * (MySQL's executable /*! … *\/ and optimizer hints /*+ … *\/); quoted: a string literal or
 * quoted identifier; word: letters, digits, _ $ @ # and non-ASCII; op: one of = < > + - * / % ! | & ^ ~;
 * punct: one of ( ) , ;; other: any other single character.
 */
export type SqlTokenKind = 'space' | 'comment' | 'hint' | 'quoted' | 'word' | 'op' | 'punct' | 'other';

export type SqlTokenVisitor = (kind: SqlTokenKind, start: number, end: number) => void;

export interface SqlScanError {
  offset: number;
  message: string;
}

const isSpace = (unit: number) => unit === 0x20 || (unit >= 0x09 && unit <= 0x0d);
export const isSqlWordUnit = (unit: number) =>
  (unit >= 0x61 && unit <= 0x7a) ||
  (unit >= 0x41 && unit <= 0x5a) ||
  (unit >= 0x30 && unit <= 0x39) ||
  unit === 0x5f || // _
  unit === 0x24 || // $
  unit === 0x40 || // @
  unit === 0x23 || // #
  (unit >= 0x80 && !isUnicodeSpace(unit));
const isUnicodeSpace = (unit: number) => unit === 0xa0 || unit === 0xfeff || unit === 0x2028 || unit === 0x2029 || (unit >= 0x2000 && unit <= 0x200a) || unit === 0x3000;
const OPERATOR_CHARS = new Set('=<>+-*/%!|&^~');
const PUNCTUATION = new Set('(),;');
const Q_CLOSER: Record<string, string> = { '[': ']', '(': ')', '{': '}', '<': '>' };

/** Scans `text` as `language`, calling `visit` for each token; answers the first unterminated quote or comment. */
export function scanSql(text: string, language: SqlLanguage, visit: SqlTokenVisitor): SqlScanError | undefined {
  const lexicon: SqlLexicon = SQL_LEXICONS[language];
  const length = text.length;
  let i = 0;
  // The word token just before, when it touches the current position (a string prefix like E or R).
  let wordStart = -1;
  let wordEnd = -1;

  const lineEnd = (from: number) => {
    let j = from;
    while (j < length && text[j] !== '\n' && text[j] !== '\r') j++;
    return j;
  };

  while (i < length) {
    const start = i;
    const char = text[i]!;
    const unit = text.charCodeAt(i);
    const prefix = wordEnd === i ? text.slice(wordStart, wordEnd).toUpperCase() : '';

    if (isSpace(unit) || isUnicodeSpace(unit)) {
      while (i < length && (isSpace(text.charCodeAt(i)) || isUnicodeSpace(text.charCodeAt(i)))) i++;
      visit('space', start, i);
      continue;
    }

    // Line comments.
    const dashComment = char === '-' && text[i + 1] === '-' && (!lexicon.dashNeedsSpace || i + 2 >= length || text.charCodeAt(i + 2) <= 0x20);
    if (dashComment || (char === '#' && lexicon.hashComments) || (char === '/' && text[i + 1] === '/' && lexicon.slashComments)) {
      i = lineEnd(i);
      visit('comment', start, i);
      continue;
    }

    if (char === '/' && text[i + 1] === '*') {
      const end = closeBlockComment(text, i, lexicon.nestedBlockComments);
      if (end < 0) return { offset: start, message: 'the comment opened here is never closed with "*/"' };
      i = end;
      visit(text[start + 2] === '!' || text[start + 2] === '+' ? 'hint' : 'comment', start, i);
      continue;
    }

    if (char === "'" || char === '"') {
      let end: number;
      const triple = lexicon.tripleQuotes && text[i + 1] === char && text[i + 2] === char;
      const raw = lexicon.rawPrefix && /^(?:R|RB|BR)$/.test(prefix);
      const what = char === "'" ? 'string' : 'quoted name or string';
      if (triple) {
        end = closeQuote(text, i + 3, char.repeat(3), !raw);
      } else if (char === "'" && lexicon.qQuotes && (prefix === 'Q' || prefix === 'NQ') && i + 1 < length) {
        const open = text[i + 1]!;
        end = text.indexOf(`${Q_CLOSER[open] ?? open}'`, i + 2);
        if (end >= 0) end += 2;
      } else {
        const backslash =
          char === '"' ? lexicon.doubleQuoteBackslash && !raw
          : lexicon.escapePrefix ? prefix === 'E'
          : lexicon.singleQuoteBackslash && !raw;
        end = closeQuote(text, i + 1, char, backslash);
      }
      if (end < 0) return { offset: start, message: `the ${what} opened here is never closed` };
      i = end;
      visit('quoted', start, i);
      continue;
    }

    if ((char === '`' && lexicon.backticks) || (char === '[' && lexicon.brackets)) {
      const close = char === '`' ? '`' : ']';
      let end = text.indexOf(close, i + 1);
      // ]] (or ``) inside is the quote character itself.
      while (end >= 0 && text[end + 1] === close) end = text.indexOf(close, end + 2);
      if (end < 0) return { offset: start, message: 'the quoted name opened here is never closed' };
      i = end + 1;
      visit('quoted', start, i);
      continue;
    }

    if (char === '$' && lexicon.dollarQuotes && wordEnd !== i) {
      const tag = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]{0,62})?\$/.exec(text.slice(i, i + 66))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        if (end < 0) return { offset: start, message: `the dollar-quoted string opened here is never closed with ${tag}` };
        i = end + tag.length;
        visit('quoted', start, i);
        continue;
      }
    }

    if (isSqlWordUnit(unit)) {
      while (i < length && isSqlWordUnit(text.charCodeAt(i)) && !(text[i] === '#' && lexicon.hashComments)) i++;
      wordStart = start;
      wordEnd = i;
      visit('word', start, i);
      continue;
    }

    i += unit >= 0xd800 && unit <= 0xdbff && i + 1 < length ? 2 : 1;
    visit(OPERATOR_CHARS.has(char) ? 'op' : PUNCTUATION.has(char) ? 'punct' : 'other', start, i);
  }
  return undefined;
}

/** The index after the quote that closes a quoted run starting at `from`, or -1. */
function closeQuote(text: string, from: number, quote: string, backslash: boolean): number {
  if (!backslash) {
    const end = text.indexOf(quote, from);
    return end < 0 ? -1 : end + quote.length;
  }
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith(quote, i)) return i + quote.length;
  }
  return -1;
}

/** The index after the "*\/" that closes the comment at `start`, or -1. */
function closeBlockComment(text: string, start: number, nested: boolean): number {
  if (!nested) {
    const end = text.indexOf('*/', start + 2);
    return end < 0 ? -1 : end + 2;
  }
  let depth = 1;
  for (let i = start + 2; i < text.length - 1; i++) {
    if (text[i] === '/' && text[i + 1] === '*') {
      depth++;
      i++;
    } else if (text[i] === '*' && text[i + 1] === '/') {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}
