/**
 * Lorem ipsum text shared by lorem-ipsum and lorem-ipsum-generate: the classic passage (cycled),
 * or random words drawn from it through a tool's `ctx.random`.
 */
import { randomBetween, randomPick } from './random.ts';

/** The standard Lorem ipsum passage, in print since the 1500s (after Cicero, de Finibus 1.10.32). */
export const CLASSIC =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ' +
  'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. ' +
  'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. ' +
  'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.';

const CLASSIC_SENTENCES = CLASSIC.split(/(?<=\.) /);
const CLASSIC_WORDS = CLASSIC.toLowerCase().replace(/[.,]/g, '').split(' ');
/** The passage's distinct words, sorted: what random text is drawn from. */
const WORD_LIST = [...new Set(CLASSIC_WORDS)].sort();

const SENTENCE_WORDS = { min: 8, max: 15 };
const PARAGRAPH_SENTENCES = { min: 4, max: 7 };

export const LOREM_UNITS = ['words', 'sentences', 'paragraphs'] as const;
export type LoremUnit = (typeof LOREM_UNITS)[number];

/** What joins the pieces of each unit into the text. */
export const LOREM_SEPARATORS: Record<LoremUnit, string> = { words: ' ', sentences: ' ', paragraphs: '\n\n' };

/**
 * `count` words, sentences or paragraphs, as they appear in the text: joined with
 * LOREM_SEPARATORS[unit] they give it (a run of words starts with a capital).
 * `classic` true cycles the classic passage (no randomness used); false draws from `random`.
 */
export function loremPieces(unit: LoremUnit, count: number, classic: boolean, random: (size: number) => Uint8Array): string[] {
  const text = classic ? CLASSIC_SOURCE : randomSource(random);
  if (unit === 'words') {
    const words = repeat(count, text.word);
    words[0] = capitalise(words[0]!);
    return words;
  }
  return repeat(count, unit === 'sentences' ? text.sentence : text.paragraph);
}

/** The text of loremPieces. */
export function loremText(unit: LoremUnit, count: number, classic: boolean, random: (size: number) => Uint8Array): string {
  return loremPieces(unit, count, classic, random).join(LOREM_SEPARATORS[unit]);
}

interface TextSource {
  word(index: number): string;
  sentence(index: number): string;
  paragraph(index: number): string;
}

/** The classic passage, its words, sentences and the whole passage as a paragraph, cycled. */
const CLASSIC_SOURCE: TextSource = {
  word: (i) => CLASSIC_WORDS[i % CLASSIC_WORDS.length]!,
  sentence: (i) => CLASSIC_SENTENCES[i % CLASSIC_SENTENCES.length]!,
  paragraph: () => CLASSIC,
};

/** Random words of the passage; sentences of 8 to 15 words, paragraphs of 4 to 7 sentences. */
function randomSource(random: (size: number) => Uint8Array): TextSource {
  const word = () => randomPick(random, WORD_LIST);
  const sentence = () => `${capitalise(repeat(randomBetween(random, SENTENCE_WORDS.min, SENTENCE_WORDS.max), word).join(' '))}.`;
  const paragraph = () => repeat(randomBetween(random, PARAGRAPH_SENTENCES.min, PARAGRAPH_SENTENCES.max), sentence).join(' ');
  return { word, sentence, paragraph };
}

function repeat(count: number, make: (index: number) => string): string[] {
  return Array.from({ length: count }, (_, i) => make(i));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
