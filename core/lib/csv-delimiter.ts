/**
 * The delimiter field of the CSV tools: exactly one character, anything but the quote character
 * and the characters that end a line. A byte order mark is refused too: papaparse treats it like
 * a line break and would silently guess another delimiter. A tab is the tab character itself
 * ("\t" in JSON), not the two characters backslash and t. The class lists Basic Multilingual Plane
 * ranges only, so the pattern means the same with and without the `u` flag (TypeBox compiles it
 * without, JSON Schema validators such as Ajv with): a character past U+FFFF, which the CSV
 * reader (one UTF-16 unit at a time) could not split on, is refused by both, as is a lone surrogate.
 */
import { Type } from '@sinclair/typebox';
import { withDefault } from '../schema.ts';

export function csvDelimiterField(description: string) {
  return withDefault(
    Type.String({
      pattern: '^[\\u0000-\\u0009\\u000B\\u000C\\u000E-\\u0021\\u0023-\\uD7FF\\uE000-\\uFEFE\\uFF00-\\uFFFF]$',
      errorMessage: 'must be one character other than a double quote, CR, LF or U+FEFF, and not one past U+FFFF such as an emoji (for example ",", ";", "|" or a tab)',
      description: `${description}: one character such as ",", ";", "|" or a tab; not a double quote, CR or LF`,
    }),
    ',',
  );
}
