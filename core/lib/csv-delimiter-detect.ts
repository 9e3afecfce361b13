/**
 * Guessing a CSV file's delimiter, for the tools whose spec says "delimiter (auto-detected)".
 *
 * The candidates are comma, tab, semicolon and pipe. Each is tried on the first 20 records, read with
 * RFC 4180 quoting as the CSV tools read them (a quote opens a quoted field only at its start, "" is a
 * quote inside one, CRLF, LF and CR end records, blank lines are skipped). A candidate qualifies when
 * the first record splits into at least two fields; among those, the one under which the most records
 * have as many fields as the first wins, ties going to the earlier candidate. A broken quoted field
 * ends the sample for that candidate. When none qualifies the file has one column, and comma is as
 * good as any.
 */
import { Type } from '@sinclair/typebox';
import { withDefault } from '../schema.ts';

export const DELIMITER_CANDIDATES = [',', '\t', ';', '|'] as const;
const SAMPLE_RECORDS = 20;

/** The delimiter field of tools that guess it: `auto` (the default) or one character, as in csv-delimiter.ts. */
export function csvDelimiterAutoField(description: string) {
  return withDefault(
    Type.String({
      pattern: '^(?:auto|[^"\\r\\n\\uFEFF])$',
      errorMessage: 'must be "auto" or one character other than a double quote, CR, LF or U+FEFF (for example ",", ";", "|" or a tab)',
      description: `${description}: "auto" (the default) guesses among ",", tab, ";" and "|" from the first records; or one character such as ",", ";", "|" or a tab (not a double quote, CR or LF)`,
    }),
    'auto',
  );
}

/** The field count of each of the first `SAMPLE_RECORDS` non-blank records, split at `delimiter`. */
function fieldCounts(text: string, delimiter: string): number[] {
  const counts: number[] = [];
  let fields = 1;
  let fieldStart = true;
  let blank = true;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length && counts.length < SAMPLE_RECORDS) {
    const char = text[i]!;
    if (char === '"' && fieldStart) {
      // A quoted field: find its closing quote; text after it, other than a delimiter or line end, is broken quoting.
      let j = i + 1;
      for (;;) {
        const close = text.indexOf('"', j);
        if (close === -1) return counts;
        if (text[close + 1] === '"') j = close + 2;
        else {
          i = close + 1;
          break;
        }
      }
      const next = text[i];
      if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') return counts;
      fieldStart = false;
      blank = false;
      continue;
    }
    if (char === '\n' || char === '\r') {
      if (!blank) counts.push(fields);
      if (char === '\r' && text[i + 1] === '\n') i++;
      fields = 1;
      fieldStart = true;
      blank = true;
    } else if (char === delimiter) {
      fields++;
      fieldStart = true;
      blank = false;
    } else {
      fieldStart = false;
      blank = false;
    }
    i++;
  }
  if (!blank && counts.length < SAMPLE_RECORDS) counts.push(fields);
  return counts;
}

/** The most likely delimiter of `text` among DELIMITER_CANDIDATES (see above). */
export function detectCsvDelimiter(text: string): string {
  let best: string = ',';
  let bestScore = 0;
  for (const candidate of DELIMITER_CANDIDATES) {
    const counts = fieldCounts(text, candidate);
    const first = counts[0];
    if (first === undefined || first < 2) continue;
    const score = counts.filter((count) => count === first).length;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** The delimiter to read with: the one given, or the guess for `auto`. */
export function resolveCsvDelimiter(delimiter: string, text: string): string {
  return delimiter === 'auto' ? detectCsvDelimiter(text) : delimiter;
}
