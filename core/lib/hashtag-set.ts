/**
 * The hashtags of a list of keyword phrases, in a fixed order, for hashtag-generator and
 * caption-generator: every phrase joined into one tag first, then (with variations) its runs of
 * 3 and 2 neighbouring words and its single words, keyword by keyword; repeats ignoring case dropped.
 */
import { dedupeHashtags, hashtagWords, joinHashtag, type HashtagCase } from './hashtags.ts';

/**
 * English function words that make poor single-word tags (#the, #and): articles, conjunctions,
 * common prepositions and pronouns, a subset of the NLTK English stopword list
 * (nltk_data corpora/stopwords/english). A run of words may not start or end with one either.
 */
const STOPWORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'so', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'about', 'into',
  'over', 'under', 'as', 'is', 'are', 'was', 'were', 'be', 'been', 'it', 'its', 'this', 'that', 'these', 'those', 'i', 'me', 'my',
  'we', 'our', 'you', 'your', 'he', 'she', 'his', 'her', 'they', 'their', 'them', 'not', 'no', 'do', 'does', 'did',
]);

const isStopword = (word: string) => STOPWORDS.has(word.toLowerCase());

export interface HashtagSet {
  /** Hashtags with "#", in order, without repeats ignoring case. */
  hashtags: string[];
  /** Keyword phrases that gave no hashtag (no letter in them). */
  skipped: string[];
}

/** Runs of `size` neighbouring words, left to right, not starting or ending with a stopword. */
function runs(words: readonly string[], size: number): string[][] {
  const found: string[][] = [];
  for (let start = 0; start + size <= words.length; start++) {
    const run = words.slice(start, start + size);
    if (!isStopword(run[0]!) && !isStopword(run[run.length - 1]!)) found.push(run);
  }
  return found;
}

export function buildHashtags(phrases: readonly string[], letterCase: HashtagCase, variations: boolean): HashtagSet {
  const primary: string[] = [];
  const extra: string[] = [];
  const skipped: string[] = [];
  for (const phrase of phrases) {
    const words = hashtagWords(phrase);
    const whole = joinHashtag(words, letterCase);
    if (whole === undefined) {
      skipped.push(phrase);
      continue;
    }
    primary.push(whole);
    if (!variations || words.length < 2) continue;
    for (const size of [3, 2]) {
      if (size >= words.length) continue;
      for (const run of runs(words, size)) extra.push(joinHashtag(run, letterCase) ?? '');
    }
    for (const word of words) if (!isStopword(word) && [...word].length >= 2) extra.push(joinHashtag([word], letterCase) ?? '');
  }
  const hashtags = dedupeHashtags([...primary, ...extra].filter((tag) => tag !== '')).map((tag) => `#${tag}`);
  return { hashtags, skipped };
}

/** A phrase's words without the function words at either end ("our new menu" → "new menu"). */
export function trimFunctionWords(phrase: string): string {
  const words = hashtagWords(phrase);
  let start = 0;
  let end = words.length;
  while (start < end && isStopword(words[start]!)) start++;
  while (end > start && isStopword(words[end - 1]!)) end--;
  return words.slice(start, end).join(' ');
}

/**
 * Splits a keyword list as people type it: commas, semicolons, line breaks and "#" separate
 * keywords ("travel, food" and "#travel #food" are two each); words within one are joined.
 * NFC first, as twitter-text does, so "café" typed with a combining accent is the same tag.
 */
export function splitKeywords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[,;\n\r#،、，；]+/u)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
