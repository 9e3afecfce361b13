/**
 * Avatar initials from a person's name, Unicode-aware: the first letter (a whole grapheme
 * cluster, so "E\u0301mile" gives "É" and a Devanagari letter keeps its vowel sign) of the
 * first and of the last word, upper-cased where that keeps one grapheme (the convention of Gmail
 * and Slack avatars: "Jean-Luc Picard" → "JP", "José Álvarez-Ruiz" → "JÁ"). Words are split on
 * whitespace; words with no letter or digit ("—") are skipped, and a word's leading punctuation
 * too ("(Bob)" gives "B"). A name written without spaces in a script that does not use them
 * (山田太郎) gives its first character.
 */
import { graphemeClusters } from './graphemes.ts';

const graphemes = (text: string): string[] => [...graphemeClusters(text)];

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/** The first letter or digit grapheme of `word`, upper-cased when that stays one grapheme ("ß" stays "ß", not "SS"). */
function initialOf(word: string): string | undefined {
  const first = graphemes(word).find((grapheme) => LETTER_OR_DIGIT.test(grapheme));
  if (first === undefined) return undefined;
  const upper = first.toUpperCase();
  return graphemes(upper).length === 1 ? upper : first;
}

/** One or two initials of `name`; "?" when it has no letter or digit at all. */
export function initialsOf(name: string): string {
  const words = name.normalize('NFC').split(/\s+/u).map(initialOf).filter((initial): initial is string => initial !== undefined);
  if (words.length === 0) return '?';
  return words.length === 1 ? words[0]! : words[0]! + words[words.length - 1]!;
}
