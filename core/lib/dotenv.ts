/**
 * A .env reader with the semantics of the npm `dotenv` package (v16/v17, its README's "What rules
 * does the parsing engine follow?" and its LINE regular expression), done line by line in linear
 * time, that also notes everything a linter wants to say about each line:
 *
 * - Blank lines and lines starting with # are skipped. `export ` before a name is allowed.
 * - A name is [A-Za-z0-9_.-]+ (dotenv's [\w.-]+), followed by `=` (spaces around it allowed) or by
 *   `:` and whitespace (dotenv's YAML-ish form). Any other line is ignored by dotenv.
 * - Unquoted values end at the first # (even without a space before it) and are trimmed.
 * - '…', "…" and `…` values keep their inside as written, may span lines, and may be followed
 *   only by whitespace and a # comment; inside, a backslash before the quote character does not
 *   close it (and stays in the value). In "…" values \n and \r become a line feed and a carriage return.
 * - A quote that is not closed that way makes dotenv read the rest of the line as an unquoted
 *   value, quotes included.
 * - A name set twice keeps the last value. Line ends are CRLF, LF or CR.
 */

export type DotenvIssueKind =
  | 'missing-equals'
  | 'invalid-name'
  | 'unterminated-quote'
  | 'text-after-quote'
  | 'colon-separator'
  | 'space-around-equals'
  | 'hash-in-value'
  | 'unquoted-whitespace'
  | 'empty-value';

export interface DotenvIssue {
  kind: DotenvIssueKind;
  /** 1-based line and code-point column of what the issue is about. */
  line: number;
  column: number;
  /** The name on the line, when there is one. */
  key?: string;
  /** Extra detail: the quote character, the value dotenv reads, or the offending name. */
  detail?: string;
}

export interface DotenvEntry {
  key: string;
  value: string;
  line: number;
  column: number;
}

export interface DotenvParse {
  /** Every assignment dotenv makes, in order (a repeated name appears each time). */
  entries: DotenvEntry[];
  issues: DotenvIssue[];
}

const DOTENV_NAME = /^[\w.-]+/;
const QUOTES = new Set(["'", '"', '`']);

/** Code points in `text` before UTF-16 index `end`, plus one: an editor's column. */
function columnAt(text: string, end: number): number {
  let column = 1;
  for (let i = 0; i < end; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    column++;
  }
  return column;
}

/**
 * For each quote character, the sorted offsets where it can close a value: not right after a
 * backslash. Found once, then looked up by binary search, so no value rescans the text.
 */
class ClosingQuotes {
  private readonly positions = new Map<string, number[]>();

  constructor(text: string) {
    for (const quote of QUOTES) this.positions.set(quote, []);
    for (let i = 0; i < text.length; i++) {
      const char = text[i]!;
      if (QUOTES.has(char) && text[i - 1] !== '\\') this.positions.get(char)!.push(i);
    }
  }

  /** The first offset ≥ `from` where `quote` closes, or -1. */
  next(quote: string, from: number): number {
    const list = this.positions.get(quote)!;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (list[middle]! < from) low = middle + 1;
      else high = middle;
    }
    return low < list.length ? list[low]! : -1;
  }
}

function countLineFeeds(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/**
 * The value dotenv reads when a line's value is not a well-formed quoted one: up to #, trimmed;
 * then, as dotenv does with every value, quotes around the whole of it are removed, and \n and \r
 * are expanded when it starts with a double quote.
 */
function unquotedValue(raw: string): string {
  const hash = raw.indexOf('#');
  let value = (hash >= 0 ? raw.slice(0, hash) : raw).trim();
  const first = value[0];
  if (first === '"') value = expandEscapes(value);
  if (value.length >= 2 && first !== undefined && QUOTES.has(first) && value.endsWith(first)) value = value.slice(1, -1);
  return value;
}

/** dotenv's only escapes, in double-quoted values: \n and \r. */
function expandEscapes(value: string): string {
  return value.replaceAll('\\n', '\n').replaceAll('\\r', '\r');
}

export function parseDotenv(source: string): DotenvParse {
  const text = source.replace(/\r\n?/g, '\n');
  const closing = new ClosingQuotes(text);
  const entries: DotenvEntry[] = [];
  const issues: DotenvIssue[] = [];

  let lineStart = 0;
  let lineNumber = 0;
  while (lineStart <= text.length) {
    lineNumber++;
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    // Where the next line starts: past the closing line of a value that spans lines.
    let next = lineEnd + 1;
    let spannedLines = 0;
    const issue = (kind: DotenvIssueKind, index: number, extra: Partial<DotenvIssue> = {}) =>
      issues.push({ kind, line: lineNumber, column: columnAt(line, index), ...extra });

    const indent = line.length - line.trimStart().length;
    const first = line[indent];
    if (first !== undefined && first !== '#') {
      let at = indent;
      // "export NAME=…"; but "export = x" sets a variable called export.
      const exported = /^export[ \t]+(?=[\w.-])/.exec(line.slice(at));
      if (exported) at += exported[0].length;
      const name = DOTENV_NAME.exec(line.slice(at))?.[0] ?? '';
      const afterName = line.slice(at + name.length);
      const equals = /^[ \t]*=/.exec(afterName);
      const colon = equals ? null : /^:[ \t]/.exec(afterName);

      if (name === '' || (!equals && !colon)) {
        const eq = line.indexOf('=', at);
        if (eq < 0) issue('missing-equals', at);
        else issue('invalid-name', at, { detail: line.slice(at, eq).trim() });
      } else {
        const key = name;
        const keyColumn = columnAt(line, at);
        if (colon) issue('colon-separator', at + name.length, { key });
        const separatorEnd = at + name.length + (equals ? equals[0].length : 1);
        let valueStart = separatorEnd;
        while (line[valueStart] === ' ' || line[valueStart] === '\t') valueStart++;
        if (equals && (equals[0].length > 1 || valueStart > separatorEnd)) issue('space-around-equals', at + name.length, { key });
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) issue('invalid-name', at, { key, detail: key });

        const quote = line[valueStart];
        let value: string | undefined;
        if (quote !== undefined && QUOTES.has(quote)) {
          const open = lineStart + valueStart;
          const close = closing.next(quote, open + 1);
          if (close >= 0) {
            const found = text.indexOf('\n', close);
            const closeLineEnd = found < 0 ? text.length : found;
            const rest = text.slice(close + 1, closeLineEnd).trimStart();
            if (rest === '' || rest.startsWith('#')) {
              value = text.slice(open + 1, close);
              spannedLines = countLineFeeds(text, lineEnd, closeLineEnd);
              if (quote === '"') value = expandEscapes(value);
              next = closeLineEnd + 1;
            } else if (closeLineEnd === lineEnd) {
              value = unquotedValue(line.slice(valueStart));
              // Point at the text itself, past the blanks after the quote.
              const skipped = closeLineEnd - close - 1 - rest.length;
              issue('text-after-quote', close - lineStart + 1 + skipped, { key, detail: value });
            }
          }
          if (value === undefined) {
            value = unquotedValue(line.slice(valueStart));
            issue('unterminated-quote', valueStart, { key, detail: value });
          }
        } else {
          const raw = line.slice(valueStart);
          const hash = raw.indexOf('#');
          value = unquotedValue(raw);
          // A # right after other text was most likely meant as part of the value.
          const cutByHash = hash >= 0 && !/[ \t]/.test(line[valueStart + hash - 1] ?? ' ');
          if (cutByHash) issue('hash-in-value', valueStart + hash, { key, detail: value });
          if (/\s/.test(value)) issue('unquoted-whitespace', valueStart, { key });
          // A value cut to nothing by such a # is reported as that, not also as empty.
          if (value === '' && !cutByHash) issue('empty-value', valueStart, { key });
        }
        entries.push({ key, value, line: lineNumber, column: keyColumn });
      }
    }
    lineNumber += spannedLines;
    lineStart = next;
  }
  return { entries, issues };
}
