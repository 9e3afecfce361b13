/**
 * The delimiter field of the CSV tools: exactly one character, anything but the quote character
 * and the characters that end a line. A byte order mark is refused too: papaparse treats it like
 * a line break and would silently guess another delimiter. A tab is the tab character itself
 * ("\t" in JSON), not the two characters backslash and t.
 */
import { Type } from '@sinclair/typebox';
import { withDefault } from '../schema.ts';

export function csvDelimiterField(description: string) {
  return withDefault(
    Type.String({
      pattern: '^[^"\\r\\n\\uFEFF]$',
      errorMessage: 'must be one character other than a double quote, CR, LF or U+FEFF (for example ",", ";", "|" or a tab)',
      description: `${description}: one character such as ",", ";", "|" or a tab; not a double quote, CR or LF`,
    }),
    ',',
  );
}
