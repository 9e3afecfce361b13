import { Type } from '@sinclair/typebox';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const WORDS_PER_MINUTE = 200;

const count = (description: string) => Type.Integer({ minimum: 0, description });

export default defineTool({
  id: 'word-count',
  name: 'Word Counter',
  category: 'text',
  description:
    'Count words, characters (Unicode code points, with and without whitespace), sentences and paragraphs, ' +
    `and estimate the reading time at ${WORDS_PER_MINUTE} words per minute.`,
  keywords: ['character count', 'char count', 'letter count', 'words', 'reading time', 'text statistics', 'counter'],
  mcp: true,
  // its worst input (many-short-lines) took 1775.5 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text to count' }),
  }),
  output: closedObject({
    words: count('Whitespace-separated tokens that hold at least one letter or digit'),
    characters: count('Unicode code points (an emoji like 🚀 is one, e + combining accent is two)'),
    charactersNoSpaces: count('Unicode code points that are not whitespace'),
    sentences: count('Runs of text ending at . ! or ? followed by whitespace (or at the end of the text) that hold a word'),
    paragraphs: count('Blocks of non-blank lines separated by blank (empty or whitespace-only) lines'),
    readingTimeSeconds: count(`words at ${WORDS_PER_MINUTE} words per minute, rounded up to a whole second`),
  }),
  examples: [
    {
      title: 'A short text',
      input: { text: 'In the beginning God created the heaven and the earth.\n\nAnd the earth was without form, and void!' },
      output: { words: 18, characters: 97, charactersNoSpaces: 79, sentences: 2, paragraphs: 2, readingTimeSeconds: 6 },
    },
    {
      title: 'Dashes and lone punctuation are not words',
      input: { text: 'Wait — what?! 🚀 …' },
      output: { words: 2, characters: 17, charactersNoSpaces: 13, sentences: 1, paragraphs: 1, readingTimeSeconds: 1 },
    },
  ],
  run({ text }) {
    const { words, sentences } = countWordsAndSentences(text);
    return {
      words,
      characters: codePoints(text),
      charactersNoSpaces: codePoints(text.replace(WHITESPACE_RUN, '')),
      sentences,
      paragraphs: countParagraphs(text),
      // 60 / 200 = 3 / 10 seconds per word, in integers so the rounding up is exact.
      readingTimeSeconds: Math.floor((words * 3 + 9) / 10),
    };
  },
});

const WHITESPACE_RUN = /\p{White_Space}+/gu;
const TOKEN = /\P{White_Space}+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const NOT_WHITESPACE = /\P{White_Space}/u;
/** Closing quotes and brackets that may follow a sentence's end mark: `"Stop!" he said.` */
const CLOSER = /^[\p{Pe}\p{Pf}"']$/u;
/** Every line break Unicode names (CRLF counts once). */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;

/** Code points, so an emoji outside the BMP is one character, not two UTF-16 units. */
function codePoints(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return text.length - pairs;
}

/**
 * One pass over whitespace-separated tokens: a token with a letter or digit is a word, and a token
 * ending in . ! or ? (before any closing quotes or brackets) ends a sentence, which counts when it
 * held a word. So "3.14" and "e.g.x" end nothing, "..." and "?!" end one sentence, and text
 * without a final mark still ends its last sentence. Scanned by hand: a regex anchored at the end
 * of a token would backtrack quadratically on a long run of marks.
 */
function countWordsAndSentences(text: string): { words: number; sentences: number } {
  let words = 0;
  let sentences = 0;
  let sentenceHasWord = false;
  for (const [token] of text.matchAll(TOKEN)) {
    if (LETTER_OR_DIGIT.test(token)) {
      words++;
      sentenceHasWord = true;
    }
    let end = token.length;
    while (end > 0 && CLOSER.test(token[end - 1]!)) end--;
    const last = token[end - 1];
    if ((last === '.' || last === '!' || last === '?') && sentenceHasWord) {
      sentences++;
      sentenceHasWord = false;
    }
  }
  if (sentenceHasWord) sentences++;
  return { words, sentences };
}

/** Blocks of lines holding something other than whitespace, separated by blank lines. */
function countParagraphs(text: string): number {
  let paragraphs = 0;
  let inParagraph = false;
  for (const line of text.split(LINE_BREAK)) {
    const blank = !NOT_WHITESPACE.test(line);
    if (!blank && !inParagraph) paragraphs++;
    inParagraph = !blank;
  }
  return paragraphs;
}
