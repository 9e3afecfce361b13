/**
 * Reading CSV into records of strings with the line each record starts on, for tools that take
 * CSV as input. Parsing is papaparse's (RFC 4180), loaded lazily. Records may end with CRLF, LF or
 * CR, mixed in one file, as Python's csv module reads them; line breaks inside quoted fields are
 * kept as written. A leading U+FEFF is dropped and blank lines are skipped. A quoted field that is
 * never closed, or has text after its closing quote, is refused with its line and column.
 */
import { invalid } from '../errors.ts';
import { lazy } from './lazy.ts';
import { TextPositions } from './text-position.ts';

const loadPapa = lazy(() => import('papaparse'));

export interface CsvRecord {
  cells: string[];
  /** The 1-based line the record starts on. */
  line: number;
}

/** Line ends outside quoted fields made LF (papaparse takes one line end for the whole file). */
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

/** Every non-blank record of `csv`; errors name `field` (the input field, as sent). */
export async function readCsvRecords(csv: string, delimiter: string, field: string): Promise<CsvRecord[]> {
  const { default: Papa } = await loadPapa();
  const text = unifyLineEnds(csv.charCodeAt(0) === 0xfeff ? csv.slice(1) : csv, delimiter);
  const positions = new TextPositions(text);
  const records: CsvRecord[] = [];
  let recordStart = 0;
  let quoteError: { code: string; index?: number } | undefined;
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
      // A blank line: nothing, or just its line end.
      if (recordStart - start <= 1 && (start === recordStart || text.charCodeAt(start) === 0x0a)) return;
      records.push({ cells: results.data, line: positions.lineAt(start) });
    },
  });
  if (quoteError) {
    // papaparse's index is where the field's content starts, just after its opening quote.
    const { line, column } = positions.at(Math.max(0, (quoteError.index ?? 1) - 1));
    invalid(
      quoteError.code === 'InvalidQuotes'
        ? `${field}: invalid CSV at line ${line}, column ${column}: the quoted field starting here has text after its closing quote (a quote inside a quoted field is written "")`
        : `${field}: invalid CSV at line ${line}, column ${column}: the quoted field starting here is never closed`,
    );
  }
  return records;
}
