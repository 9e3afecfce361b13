/**
 * Hashtags from free text, shared by hashtag-generator, caption-generator and
 * social-media-bio-generator.
 *
 * What a hashtag may hold follows twitter-text (github.com/twitter/twitter-text, js/src/regexp/
 * validHashtag.js and hashtagAlphaNumeric.js), the reference X and most clients use: letters and
 * combining marks (\p{L}\p{M}: without marks, Devanagari or Thai words would break apart), decimal
 * digits (\p{Nd}) and "_"; everything else (spaces, punctuation, emoji, "-", "'") ends a word. A
 * hashtag needs at least one letter: its conformance suite (conformance/extract.yml) refuses
 * all-numeric tags such as "#16". Platforms compare hashtags ignoring case (#Travel and #travel are
 * one tag on Instagram and X), so duplicates are found by their lowercase form.
 */

/** Runs of characters a hashtag may hold. */
const WORD = /[\p{L}\p{M}\p{Nd}_]+/gu;
const HAS_LETTER = /[\p{L}\p{M}]/u;

/** The words of a phrase, in order (runs of letters, marks, digits and "_"). */
export function hashtagWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

export type HashtagCase = 'camel' | 'lower';

/** The first character upper-cased, the rest kept as typed (so "AI" and "iPhone" keep their capitals). */
function upperFirst(word: string): string {
  const first = String.fromCodePoint(word.codePointAt(0)!);
  return first.toUpperCase() + word.slice(first.length);
}

/**
 * Joins words into one hashtag body (without "#"): CamelCase ("remote work" → "RemoteWork") or all
 * lowercase ("remotework"). Undefined when the words hold no letter (twitter-text refuses "#2024").
 */
export function joinHashtag(words: readonly string[], letterCase: HashtagCase): string | undefined {
  const body = letterCase === 'lower' ? words.join('').toLowerCase() : words.map(upperFirst).join('');
  return HAS_LETTER.test(body) ? body : undefined;
}

/** Keeps the first of each group of hashtags equal ignoring case, in order. */
export function dedupeHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}
