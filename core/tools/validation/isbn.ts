import { Type } from '@sinclair/typebox';
import { lazyModule } from '../../lib/lazy.ts';
import { typedCode } from '../../lib/typed-code.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue gives isbn* → valid, 10/13, hyphenated; isbn3):
 * - valid means what python-stdnum's isbn.validate means: 10 characters (the last may be X) with
 *   a mod-11 check digit, or 13 digits starting 978 or 979 with a mod-10 check digit. Our own
 *   check digits give the reason and the expected digit when it fails.
 * - registered says whether the number falls in a range the International ISBN Agency has given
 *   out (isbn3's copy of its RangeMessage); only then is it split into group, publisher and title
 *   and hyphenated, since hyphens sit where the ranges put them.
 * - Spaces and hyphens anywhere are ignored (hyphens are often misplaced), and so is a leading
 *   "ISBN", "ISBN-10" or "ISBN-13" with an optional colon. An invalid ISBN is a success with
 *   valid false and the reason, not a 400.
 * - isbn10 is null for 979 ISBNs, which have no 10-digit form.
 */

interface ParsedIsbn {
  group: string;
  publisher: string;
  article: string;
  groupname: string;
  isbn13h: string;
  isbn10h?: string;
}
const loadIsbn3 = lazyModule(() => import('isbn3') as Promise<{ parse(isbn: string): ParsedIsbn | null }>);

const MAX_ISBN_CHARACTERS = 13;
const NOT_SEPARATOR = /[^ \t\u00a0-]/g;
const LABEL = /^isbn(?:-?1[03])?\s*:?/i;

function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * (first9.charCodeAt(i) - 48);
  const digit = (11 - (sum % 11)) % 11;
  return digit === 10 ? 'X' : String(digit);
}

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (i % 2 === 0 ? 1 : 3) * (first12.charCodeAt(i) - 48);
  return String((10 - (sum % 10)) % 10);
}

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export default defineTool({
  id: 'isbn',
  name: 'ISBN Validator & Converter',
  category: 'validation',
  description:
    'Check an ISBN-10 or ISBN-13 (check digit, 978/979 prefix), convert between the two forms, hyphenate it by the International ISBN Agency ranges and name its registration group.',
  keywords: ['isbn', 'isbn10', 'isbn13', 'isbn-10', 'isbn-13', 'isbn check', 'isbn converter', 'hyphenate isbn', 'book number', 'ean bookland'],
  mcp: true,
  input: closedObject({
    isbn: Type.String({ maxLength: 1_000_000, description: 'The ISBN-10 or ISBN-13, up to 1,000,000 characters; spaces, hyphens and a leading "ISBN" label are ignored' }),
  }),
  output: closedObject({
    valid: Type.Boolean({ description: 'Whether the length, prefix and check digit are right' }),
    reason: nullableString('Why the ISBN is not valid, or null'),
    type: Type.Union([Type.Literal('ISBN-10'), Type.Literal('ISBN-13'), Type.Null()], { description: 'ISBN-10 or ISBN-13 by length, or null' }),
    checkDigit: nullableString('The check digit as given, or null'),
    expectedCheckDigit: nullableString('The check digit the other digits call for, or null when the length or characters are wrong'),
    isbn10: nullableString('The ISBN-10 form (null for 979 ISBNs and invalid ones)'),
    isbn13: nullableString('The ISBN-13 form (null for invalid ones)'),
    registered: Type.Boolean({ description: 'Whether it lies in a range the International ISBN Agency has assigned' }),
    hyphenated: nullableString('The ISBN-13 with hyphens between prefix, group, publisher, title and check digit (null unless registered)'),
    isbn10Hyphenated: nullableString('The ISBN-10 with hyphens (null unless registered and a 978 ISBN)'),
    group: nullableString('The registration group code (null unless registered)'),
    groupName: nullableString('The registration group: a language area or country (null unless registered)'),
    publisher: nullableString('The registrant (publisher) element (null unless registered)'),
    title: nullableString('The publication (title) element (null unless registered)'),
  }),
  examples: [
    {
      title: 'An ISBN-10 to ISBN-13, hyphenated',
      input: { isbn: '0306406152' },
      output: {
        valid: true, reason: null, type: 'ISBN-10', checkDigit: '2', expectedCheckDigit: '2', isbn10: '0306406152', isbn13: '9780306406157',
        registered: true, hyphenated: '978-0-306-40615-7', isbn10Hyphenated: '0-306-40615-2', group: '0', groupName: 'English language',
        publisher: '306', title: '40615',
      },
    },
    {
      title: 'A wrong check digit',
      input: { isbn: 'ISBN 978-4-87311-336-5' },
      output: {
        valid: false, reason: 'wrong check digit: 5 given, 4 expected', type: 'ISBN-13', checkDigit: '5', expectedCheckDigit: '4', isbn10: null, isbn13: null,
        registered: false, hyphenated: null, isbn10Hyphenated: null, group: null, groupName: null, publisher: null, title: null,
      },
    },
  ],
  async run({ isbn: input }) {
    const none = {
      type: null, checkDigit: null, expectedCheckDigit: null, isbn10: null, isbn13: null, registered: false,
      hyphenated: null, isbn10Hyphenated: null, group: null, groupName: null, publisher: null, title: null,
    };
    // The label is looked for in the first characters after leading blanks only, so no regex walks a megabyte.
    const head = input.trimStart();
    const label = LABEL.exec(head.slice(0, 16));
    const start = label ? input.length - head.length + label[0].length : 0;
    const typed = typedCode(input.slice(start), NOT_SEPARATOR, MAX_ISBN_CHARACTERS);
    const stray = /[^0-9Xx]/.exec(typed.chars);
    if (stray) {
      const at = start + typed.indices[stray.index]!;
      const shown = String.fromCodePoint(input.codePointAt(at)!);
      return { valid: false, reason: `contains ${JSON.stringify(shown)} at index ${at}, which is not a digit, X, space or hyphen`, ...none };
    }
    if (typed.overLimit) return { valid: false, reason: 'has more than 13 characters; an ISBN has 10 or 13', ...none };
    const compact = typed.chars.toUpperCase();
    if (compact.length !== 10 && compact.length !== 13) {
      return { valid: false, reason: compact.length === 0 ? 'is empty' : `has ${compact.length} characters; an ISBN has 10 or 13`, ...none };
    }
    const type = compact.length === 10 ? ('ISBN-10' as const) : ('ISBN-13' as const);
    const body = compact.slice(0, -1);
    const checkDigit = compact.slice(-1);
    const fail = (reason: string, expectedCheckDigit: string | null = null) => ({ valid: false, reason, ...none, type, checkDigit, expectedCheckDigit } as const);
    if (body.includes('X') || (type === 'ISBN-13' && checkDigit === 'X')) return fail('X may only be the check digit of an ISBN-10');
    const expectedCheckDigit = type === 'ISBN-10' ? isbn10CheckDigit(body) : isbn13CheckDigit(body);
    if (type === 'ISBN-13' && !/^97[89]/.test(compact)) return fail('an ISBN-13 starts with 978 or 979', expectedCheckDigit);
    if (checkDigit !== expectedCheckDigit) return fail(`wrong check digit: ${checkDigit} given, ${expectedCheckDigit} expected`, expectedCheckDigit);

    const isbn13 = type === 'ISBN-13' ? compact : `978${body}${isbn13CheckDigit(`978${body}`)}`;
    const isbn10 = type === 'ISBN-10' ? compact : compact.startsWith('978') ? compact.slice(3, 12) + isbn10CheckDigit(compact.slice(3, 12)) : null;
    const parsed = (await loadIsbn3()).parse(isbn13);
    return {
      valid: true,
      reason: null,
      type,
      checkDigit,
      expectedCheckDigit,
      isbn10,
      isbn13,
      registered: parsed !== null,
      hyphenated: parsed?.isbn13h ?? null,
      isbn10Hyphenated: parsed?.isbn10h ?? null,
      group: parsed?.group ?? null,
      groupName: parsed?.groupname ?? null,
      publisher: parsed?.publisher ?? null,
      title: parsed?.article ?? null,
    };
  },
});
