/**
 * Decisions the issue left open:
 * - One entry per code point (a lone surrogate is its own entry, category Cs, with no UTF-8).
 * - `name` is the character's name in UnicodeData (what Python's unicodedata.name gives, empty
 *   for controls, private use and unassigned code points); `label` is never empty: the corrected
 *   name, else the alias (LINE FEED), else the Unicode label (<control-000A>). Names come from the
 *   unicode-name package (Unicode 18), loaded on the first run; the general category from the
 *   runtime's regular expressions (\p{gc}), so it follows the runtime's Unicode version.
 * - `invisible` marks what does not show or shows as blank: format and other controls (tab, line
 *   feed and carriage return excepted), every space but U+0020, line and paragraph separators,
 *   and default-ignorable code points (variation selectors, Hangul fillers).
 */
import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const loadNames = lazy(() => import('unicode-name'));

const CATEGORY_NAMES = {
  Lu: 'Letter, uppercase', Ll: 'Letter, lowercase', Lt: 'Letter, titlecase', Lm: 'Letter, modifier', Lo: 'Letter, other',
  Mn: 'Mark, nonspacing', Mc: 'Mark, spacing combining', Me: 'Mark, enclosing',
  Nd: 'Number, decimal digit', Nl: 'Number, letter', No: 'Number, other',
  Pc: 'Punctuation, connector', Pd: 'Punctuation, dash', Ps: 'Punctuation, open', Pe: 'Punctuation, close',
  Pi: 'Punctuation, initial quote', Pf: 'Punctuation, final quote', Po: 'Punctuation, other',
  Sm: 'Symbol, math', Sc: 'Symbol, currency', Sk: 'Symbol, modifier', So: 'Symbol, other',
  Zs: 'Separator, space', Zl: 'Separator, line', Zp: 'Separator, paragraph',
  Cc: 'Other, control', Cf: 'Other, format', Cs: 'Other, surrogate', Co: 'Other, private use', Cn: 'Other, not assigned',
} as const;
type Category = keyof typeof CATEGORY_NAMES;

/** One match names the general category of a code point: the group that matched. */
const CATEGORY = new RegExp(
  (Object.keys(CATEGORY_NAMES) as Category[]).map((category) => `(?<${category}>\\p{gc=${category}})`).join('|'),
  'u',
);
const INVISIBLE = /^(?:[\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]|(?![\t\n\r ])[\p{Cc}\p{Zs}])$/u;

const hex = (value: number, width: number) => value.toString(16).toUpperCase().padStart(width, '0');

export default defineTool({
  id: 'unicode-inspect',
  name: 'Unicode Inspector',
  category: 'text',
  description:
    'Show every character of a text with its code point (U+…), Unicode name, general category and UTF-8 and UTF-16 code units, and flag the invisible ones (zero-width spaces, bidi controls, no-break spaces).',
  // its worst input (10,000 characters) took 559 ms inline on the shared bench machine: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  keywords: ['unicode', 'character info', 'code point', 'char name', 'unicodedata', 'invisible characters', 'zero width', 'utf-8 bytes', 'what character is this'],
  input: closedObject({
    text: Type.String({ maxLength: 10_000, description: 'The text to inspect, at most 10,000 characters' }),
  }),
  output: closedObject({
    characters: Type.Array(
      closedObject({
        char: Type.String({ description: 'The character' }),
        codePoint: Type.String({ description: 'Its code point, U+ and at least four hex digits' }),
        name: Type.String({ description: 'Its Unicode name, empty for controls, private use and unassigned code points' }),
        label: Type.String({ description: 'Its name, else its alias (LINE FEED), else its label (<control-000A>)' }),
        category: Type.String({ description: 'Its general category, two letters (Lu, Zs, Cf…)' }),
        categoryName: Type.String({ description: 'The category in words (Letter, uppercase)' }),
        utf8: Type.String({ description: 'Its UTF-8 bytes in hex, space-separated (empty for a lone surrogate)' }),
        utf16: Type.String({ description: 'Its UTF-16 code units in hex, space-separated' }),
        invisible: Type.Boolean({ description: 'True when it shows as nothing or as a blank' }),
      }),
      { description: 'Each code point of the text, in order' },
    ),
    count: Type.Integer({ description: 'How many code points the text has' }),
    invisibleCount: Type.Integer({ description: 'How many of them are invisible' }),
  }),
  examples: [
    {
      title: 'A hidden zero-width space',
      input: { text: 'a\u200Bé' },
      output: {
        characters: [
          { char: 'a', codePoint: 'U+0061', name: 'LATIN SMALL LETTER A', label: 'LATIN SMALL LETTER A', category: 'Ll', categoryName: 'Letter, lowercase', utf8: '61', utf16: '0061', invisible: false },
          { char: '\u200B', codePoint: 'U+200B', name: 'ZERO WIDTH SPACE', label: 'ZERO WIDTH SPACE', category: 'Cf', categoryName: 'Other, format', utf8: 'E2 80 8B', utf16: '200B', invisible: true },
          { char: 'é', codePoint: 'U+00E9', name: 'LATIN SMALL LETTER E WITH ACUTE', label: 'LATIN SMALL LETTER E WITH ACUTE', category: 'Ll', categoryName: 'Letter, lowercase', utf8: 'C3 A9', utf16: '00E9', invisible: false },
        ],
        count: 3,
        invisibleCount: 1,
      },
    },
    {
      title: 'An emoji and a line feed',
      input: { text: '😀\n' },
      output: {
        characters: [
          { char: '😀', codePoint: 'U+1F600', name: 'GRINNING FACE', label: 'GRINNING FACE', category: 'So', categoryName: 'Symbol, other', utf8: 'F0 9F 98 80', utf16: 'D83D DE00', invisible: false },
          { char: '\n', codePoint: 'U+000A', name: '', label: 'LINE FEED', category: 'Cc', categoryName: 'Other, control', utf8: '0A', utf16: '000A', invisible: false },
        ],
        count: 2,
        invisibleCount: 0,
      },
    },
  ],
  async run({ text }) {
    const names = await loadNames();
    const encoder = new TextEncoder();
    const characters = [];
    let invisibleCount = 0;
    for (let i = 0; i < text.length; ) {
      const codePoint = text.codePointAt(i)!;
      const char = String.fromCodePoint(codePoint);
      i += char.length;
      const category = categoryOf(char);
      const lone = category === 'Cs';
      const invisible = INVISIBLE.test(char);
      if (invisible) invisibleCount++;
      characters.push({
        char,
        codePoint: `U+${hex(codePoint, 4)}`,
        name: names.unicodeBaseName(char) ?? '',
        label: names.unicodeReadableName(char) ?? `<${hex(codePoint, 4)}>`,
        category,
        categoryName: CATEGORY_NAMES[category],
        utf8: lone ? '' : Array.from(encoder.encode(char), (byte) => hex(byte, 2)).join(' '),
        utf16: Array.from({ length: char.length }, (_, unit) => hex(char.charCodeAt(unit), 4)).join(' '),
        invisible,
      });
    }
    return { characters, count: characters.length, invisibleCount };
  },
});

function categoryOf(char: string): Category {
  const groups = CATEGORY.exec(char)?.groups ?? {};
  for (const [category, matched] of Object.entries(groups)) if (matched !== undefined) return category as Category;
  return 'Cn';
}
