/**
 * Decisions the issue left open:
 * - The text is NFKC-normalised first, so ligatures, full-width letters and Roman numeral signs
 *   become plain letters before @sindresorhus/slugify transliterates (ﬁle → file, ＡＢＣ → abc).
 * - @sindresorhus/slugify's own rules stand where python-slugify differs: German umlauts as
 *   ae/oe/ue, & as "and", camelCase split (fooBar → foo-bar). Scripts it has no transliteration
 *   for (Chinese, Japanese) are dropped; transliterate=false keeps every script's letters instead.
 * - max_length cuts at the last separator that fits, so no word is cut in half, and cuts the first
 *   word only when it alone is longer (python-slugify's word_boundary would skip it instead).
 * - The separator is limited to URL-safe punctuation (- _ . ~), up to 3 characters, or nothing.
 */
import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const loadSlugify = lazy(async () => (await import('@sindresorhus/slugify')).default);

export default defineTool({
  id: 'slugify',
  name: 'Slugify',
  category: 'text',
  description:
    'Turn a title into a URL slug: accents and non-Latin letters transliterated (Déjà Vu → deja-vu, Я → ya), punctuation dropped, words joined by a separator, optionally cut to a length at a word boundary.',
  keywords: ['slug', 'url slug', 'permalink', 'seo url', 'url friendly', 'slugger', 'kebab', 'clean url'],
  // its worst input (1,000,000 characters) takes seconds to transliterate: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text to turn into a slug, at most 1,000,000 characters' }),
    separator: withDefault(
      Type.String({ maxLength: 3, pattern: '^[-_.~]*$', description: 'What joins the words: up to 3 of - _ . ~, or empty (default -)' }),
      '-',
    ),
    max_length: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'The longest slug, 1–200 characters, cut at a word boundary (default: no limit)' })),
    lowercase: withDefault(Type.Boolean({ description: 'Lowercase the slug (default true)' }), true),
    transliterate: withDefault(Type.Boolean({ description: 'Write letters of other scripts in Latin ones (default true); false keeps them as they are' }), true),
  }),
  output: closedObject({
    result: Type.String({ description: 'The slug (empty when the text has no letters or digits)' }),
  }),
  examples: [
    { title: 'A title', input: { text: 'Déjà Vu — Crème Brûlée!' }, output: { result: 'deja-vu-creme-brulee' } },
    { title: 'Cyrillic, underscores', input: { text: 'Я люблю единорогов', separator: '_' }, output: { result: 'ya_lyublyu_edinorogov' } },
    { title: 'Cut at a word boundary', input: { text: 'The quick brown fox jumps', max_length: 12 }, output: { result: 'the-quick' } },
    { title: 'Keep every script', input: { text: '北京 Café', transliterate: false }, output: { result: '北京-café' } },
  ],
  async run({ text, separator, max_length, lowercase, transliterate }) {
    const slugify = await loadSlugify();
    const slug = slugify(text.normalize('NFKC'), { separator, lowercase, transliterate });
    return { result: max_length === undefined ? slug : truncate(slug, max_length, separator) };
  },
});

/** The longest prefix of `slug` within `max` that ends at a word's end (or the first `max` characters). */
function truncate(slug: string, max: number, separator: string): string {
  const chars = Array.from(slug);
  if (chars.length <= max) return slug;
  const head = chars.slice(0, max).join('');
  // a word ends where a separator follows it (the character after the cut included)
  const next = chars.slice(max, max + separator.length).join('');
  if (separator === '' || next === separator) return head;
  const cut = head.lastIndexOf(separator);
  return cut > 0 ? head.slice(0, cut) : head;
}
