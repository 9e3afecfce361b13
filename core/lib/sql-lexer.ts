/**
 * A tokenizer for the SQL of data dumps (SQLite .dump, pg_dump, mysqldump, hand-written INSERTs),
 * enough to find statements and read literal values; it does not understand the language beyond that.
 *
 * - Comments: `-- …` to the end of the line, `/* … *\/` (MySQL's `/*! … *\/` conditional comments
 *   included; not nested), and in MySQL mode `# …`.
 * - Strings: '…' with '' for a quote. In MySQL mode a backslash escapes (\0 \' \" \b \n \r \t \Z \\, and
 *   \% \_ keep their backslash, as MySQL's manual lists), and "…" is a string too. Prefixes: E'…'
 *   (PostgreSQL escapes: \b \f \n \r \t, octal, \xhh, \uXXXX, \UXXXXXXXX), N'…', X'…' (hex), B'…' (bits).
 *   PostgreSQL's dollar quoting ($$…$$, $tag$…$tag$) outside MySQL mode.
 * - Quoted identifiers: "…" with "" (outside MySQL mode) and `…` with ``.
 * - Numbers (1, -less; 1.5, .5, 1e3, and MySQL's 0x1F), words, and punctuation (`::` and `||` as one token).
 * - Outside MySQL mode, a line starting with a backslash (a psql meta-command such as `\connect`) is skipped.
 * - Something never closed (a string, a quoted name, a comment) is an error with its start offset.
 */

export type SqlTokenKind = 'word' | 'identifier' | 'string' | 'number' | 'punct';

export interface SqlToken {
  kind: SqlTokenKind;
  /** [start, end) in the source text. */
  start: number;
  end: number;
  /** word: as written; identifier: the name unquoted; string: the decoded text; number: as written; punct: the characters. */
  value: string;
  /** For strings: '' for a plain '…', or E, N, X, B, $ (dollar-quoted), " (MySQL "…"). */
  prefix?: string;
  /** For identifiers: the quote character used. */
  quote?: string;
}

export interface SqlLexError {
  offset: number;
  message: string;
}

const WORD_START = /[A-Za-z_\u0080-\uFFFF]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uFFFF]/;
const DIGIT = /[0-9]/;

const MYSQL_ESCAPES: Record<string, string> = { '0': '\0', b: '\b', n: '\n', r: '\r', t: '\t', Z: '\x1a', '%': '\\%', _: '\\_' };
const C_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

export class SqlLexer {
  private readonly text: string;
  private readonly mysql: boolean;
  private offset = 0;
  /** A backtick name or a `/*!` comment was seen: the text looks like MySQL. */
  mysqlEvidence = false;
  error: SqlLexError | undefined;

  constructor(text: string, mysql: boolean) {
    this.text = text;
    this.mysql = mysql;
  }

  get position(): number {
    return this.offset;
  }

  /** The next token, or undefined at the end of the text or at an error (then `error` is set). */
  next(): SqlToken | undefined {
    const text = this.text;
    if (this.error) return undefined;
    for (;;) {
      this.skipSpace();
      const start = this.offset;
      if (start >= text.length) return undefined;
      const char = text[start]!;
      const next = text[start + 1];
      if (char === '-' && next === '-') {
        this.skipLine();
        continue;
      }
      if (char === '#' && this.mysql) {
        this.skipLine();
        continue;
      }
      if (char === '\\' && !this.mysql && this.atLineStart(start)) {
        this.skipLine();
        continue;
      }
      if (char === '/' && next === '*') {
        if (text[start + 2] === '!') this.mysqlEvidence = true;
        const end = text.indexOf('*/', start + 2);
        if (end === -1) return this.fail(start, 'the comment starting here is never closed');
        this.offset = end + 2;
        continue;
      }
      if (char === "'") return this.quotedString(start, start, '');
      if ((char === 'E' || char === 'e') && next === "'" && !this.mysql) return this.quotedString(start, start + 1, 'E');
      if ((char === 'N' || char === 'n' || char === 'X' || char === 'x' || char === 'B' || char === 'b') && next === "'") {
        return this.quotedString(start, start + 1, char.toUpperCase());
      }
      if (char === '"') return this.mysql ? this.quotedString(start, start, '"') : this.quotedName(start, '"');
      if (char === '`') {
        this.mysqlEvidence = true;
        return this.quotedName(start, '`');
      }
      if (char === '$' && !this.mysql) {
        const tag = /^\$(?:[A-Za-z_\u0080-\uFFFF][A-Za-z0-9_\u0080-\uFFFF]*)?\$/.exec(text.slice(start, start + 64));
        if (tag) {
          const close = text.indexOf(tag[0], start + tag[0].length);
          if (close === -1) return this.fail(start, 'the dollar-quoted string starting here is never closed');
          this.offset = close + tag[0].length;
          return { kind: 'string', start, end: this.offset, value: text.slice(start + tag[0].length, close), prefix: '$' };
        }
      }
      if (DIGIT.test(char) || (char === '.' && next !== undefined && DIGIT.test(next))) return this.number(start);
      if (WORD_START.test(char)) {
        let end = start + 1;
        while (end < text.length && WORD_PART.test(text[end]!)) end++;
        this.offset = end;
        return { kind: 'word', start, end, value: text.slice(start, end) };
      }
      const pair = text.slice(start, start + 2);
      const length = pair === '::' || pair === '||' ? 2 : char.length;
      this.offset = start + length;
      return { kind: 'punct', start, end: this.offset, value: text.slice(start, this.offset) };
    }
  }

  /**
   * PostgreSQL COPY … FROM stdin data: the lines after the statement, up to a line `\.` (or the end).
   * Starts at the line after the current position.
   */
  readCopyLines(): { text: string; offset: number }[] {
    const text = this.text;
    const lineEnd = text.indexOf('\n', this.offset);
    let offset = lineEnd === -1 ? text.length : lineEnd + 1;
    const lines: { text: string; offset: number }[] = [];
    while (offset < text.length) {
      const newline = text.indexOf('\n', offset);
      const end = newline === -1 ? text.length : newline;
      const line = text.slice(offset, end).replace(/\r$/, '');
      const start = offset;
      offset = end + 1;
      if (line === '\\.') break;
      lines.push({ text: line, offset: start });
    }
    this.offset = Math.min(offset, text.length);
    return lines;
  }

  private fail(offset: number, message: string): undefined {
    this.error = { offset, message };
    return undefined;
  }

  private skipSpace(): void {
    const text = this.text;
    while (this.offset < text.length && /\s/.test(text[this.offset]!)) this.offset++;
  }

  /** Only blanks between the start of the line and `offset`. */
  private atLineStart(offset: number): boolean {
    let i = offset - 1;
    while (i >= 0 && (this.text[i] === ' ' || this.text[i] === '\t')) i--;
    return i < 0 || this.text[i] === '\n' || this.text[i] === '\r';
  }

  private skipLine(): void {
    const end = this.text.indexOf('\n', this.offset);
    this.offset = end === -1 ? this.text.length : end + 1;
  }

  private number(start: number): SqlToken {
    const text = this.text;
    let end: number;
    if (text[start] === '0' && (text[start + 1] === 'x' || text[start + 1] === 'X') && /[0-9A-Fa-f]/.test(text[start + 2] ?? '')) {
      end = start + 2;
      while (end < text.length && /[0-9A-Fa-f]/.test(text[end]!)) end++;
    } else {
      const match = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(start, start + 400))!;
      end = start + match[0].length;
      // A number longer than the window: take the rest of its digits.
      while (end < text.length && DIGIT.test(text[end]!)) end++;
    }
    this.offset = end;
    return { kind: 'number', start, end, value: text.slice(start, end) };
  }

  /** A '…' string (or MySQL "…") whose opening quote is at `quoteAt`. */
  private quotedString(start: number, quoteAt: number, prefix: string): SqlToken | undefined {
    const text = this.text;
    const quote = text[quoteAt]!;
    const backslashes = this.mysql || prefix === 'E';
    let value = '';
    let i = quoteAt + 1;
    let copied = i;
    // The next quote and backslash at or after i, found once and reused, so a string of many escapes stays linear.
    let nextQuote = -2;
    let nextBackslash = -2;
    for (;;) {
      if (nextQuote !== -1 && nextQuote < i) nextQuote = text.indexOf(quote, i);
      if (backslashes && nextBackslash !== -1 && nextBackslash < i) nextBackslash = text.indexOf('\\', i);
      const stop = backslashes && nextBackslash !== -1 && (nextQuote === -1 || nextBackslash < nextQuote) ? nextBackslash : nextQuote;
      if (stop === -1) return this.fail(start, 'the string starting here is never closed');
      if (text[stop] === '\\') {
        const escape = text[stop + 1];
        if (escape === undefined) return this.fail(start, 'the string starting here is never closed');
        value += text.slice(copied, stop);
        const decoded = this.mysql ? mysqlEscape(escape) : cEscape(text, stop);
        value += decoded.value;
        i = copied = stop + 1 + decoded.length;
        continue;
      }
      if (text[stop + 1] === quote) {
        value += text.slice(copied, stop + 1);
        i = copied = stop + 2;
        continue;
      }
      value += text.slice(copied, stop);
      this.offset = stop + 1;
      return { kind: 'string', start, end: this.offset, value, prefix };
    }
  }

  private quotedName(start: number, quote: string): SqlToken | undefined {
    const text = this.text;
    let value = '';
    let i = start + 1;
    for (;;) {
      const stop = text.indexOf(quote, i);
      if (stop === -1) return this.fail(start, 'the quoted name starting here is never closed');
      value += text.slice(i, stop);
      if (text[stop + 1] === quote) {
        value += quote;
        i = stop + 2;
        continue;
      }
      this.offset = stop + 1;
      return { kind: 'identifier', start, end: this.offset, value, quote };
    }
  }
}

/** MySQL's escape after a backslash (`escape` is the character after it); consumes that one character. */
function mysqlEscape(escape: string): { value: string; length: number } {
  return { value: MYSQL_ESCAPES[escape] ?? escape, length: 1 };
}

/** A PostgreSQL E'' escape at `at` (the backslash); `length` counts the characters after the backslash. */
function cEscape(text: string, at: number): { value: string; length: number } {
  const escape = text[at + 1]!;
  if (C_ESCAPES[escape] !== undefined) return { value: C_ESCAPES[escape]!, length: 1 };
  const octal = /^[0-7]{1,3}/.exec(text.slice(at + 1, at + 4));
  if (octal) return { value: String.fromCharCode(parseInt(octal[0], 8) & 0xff), length: octal[0].length };
  const hex = /^x([0-9A-Fa-f]{1,2})/.exec(text.slice(at + 1, at + 4));
  if (hex) return { value: String.fromCharCode(parseInt(hex[1]!, 16)), length: hex[0].length };
  const unicode = /^(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8}))/.exec(text.slice(at + 1, at + 10));
  if (unicode) {
    const code = parseInt(unicode[1] ?? unicode[2]!, 16);
    if (code <= 0x10ffff) return { value: String.fromCodePoint(code), length: unicode[0].length };
  }
  return { value: escape, length: 1 };
}
