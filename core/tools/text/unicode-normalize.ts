import { Type } from '@sinclair/typebox';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - String.prototype.normalize, the runtime's own Unicode tables (ICU in Node, Deno, Bun and
 *   browsers): no library.
 * - strip_marks takes accents off: the text is decomposed (NFD, or NFKD for the K forms), every
 *   nonspacing mark (category Mn) is dropped, and the result is brought to the form asked for.
 *   Letters that carry no separable accent (ø, ł, ß) stay as they are; enclosing and spacing marks
 *   (Me, Mc, which many scripts need for their vowels) stay too.
 * - Lone surrogates pass through unchanged, as normalize leaves them.
 */

const FORMS = ['NFC', 'NFD', 'NFKC', 'NFKD'] as const;
const NONSPACING_MARK = /\p{Mn}/gu;

export default defineTool({
  id: 'unicode-normalize',
  name: 'Unicode Normalizer',
  category: 'text',
  description:
    'Bring text to a Unicode normalization form (NFC, NFD, NFKC or NFKD), so that look-alike strings compare equal, ' +
    'and optionally strip accents and other nonspacing marks (é → e).',
  // its worst input (unsorted-mark-run: 'a' then U+0301 U+0316 alternating) ran past the bench's 20 s limit inline: canonical
  // reordering sorts a run of combining marks quadratically (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  keywords: ['normalize', 'normalise', 'nfc', 'nfd', 'nfkc', 'nfkd', 'remove accents', 'strip diacritics', 'unaccent', 'compatibility decomposition'],
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text to normalize, up to 1,000,000 characters' }),
    form: withDefault(
      stringEnum(FORMS, {
        description: 'NFC (default: composed), NFD (decomposed), NFKC or NFKD (also folding compatibility characters: ﬁ → fi, ² → 2, full-width → ASCII)',
      }),
      'NFC',
    ),
    strip_marks: withDefault(Type.Boolean({ description: 'Remove accents and other nonspacing marks (default false)' }), false),
  }),
  output: closedObject({
    result: Type.String({ description: 'The normalized text' }),
    changed: Type.Boolean({ description: 'Whether the result differs from the text' }),
  }),
  examples: [
    { title: 'Decompose', input: { text: 'é', form: 'NFD' }, output: { result: 'e\u0301', changed: true } },
    { title: 'Fold compatibility characters', input: { text: 'ﬁle ＡＢＣ x²', form: 'NFKC' }, output: { result: 'file ABC x2', changed: true } },
    { title: 'Strip accents', input: { text: 'Crème brûlée à São Paulo', strip_marks: true }, output: { result: 'Creme brulee a Sao Paulo', changed: true } },
  ],
  run({ text, form, strip_marks }) {
    const result = strip_marks
      ? text.normalize(form.startsWith('NFK') ? 'NFKD' : 'NFD').replace(NONSPACING_MARK, '').normalize(form)
      : text.normalize(form);
    return { result, changed: result !== text };
  },
});
