import { Type } from '@sinclair/typebox';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - A word is a run of letters, combining marks and digits, with apostrophes inside it ("don't");
 *   anything else separates words. A bigram is two words in a row (across punctuation and lines).
 *   A character is a Unicode code point that is not whitespace.
 * - Letter case is folded (lowercase) unless case_sensitive is set.
 * - Ranked by count, ties in order of first appearance: what Python's Counter.most_common gives.
 * - percent is the item's share of all items counted, rounded to two decimals.
 */

const UNITS = ['word', 'char', 'bigram'] as const;
type Unit = (typeof UNITS)[number];

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const WHITESPACE = /\s/u;

export default defineTool({
  id: 'word-frequency',
  name: 'Word Frequency Counter',
  category: 'text',
  description:
    'Count how often each word, character or word pair (bigram) occurs in a text, and list the most frequent with their counts and shares.',
  // its worst input (one-char-run, unit char) took 769.0 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  keywords: ['word frequency', 'word count', 'frequency analysis', 'character frequency', 'letter frequency', 'bigrams', 'n-gram', 'term frequency', 'word cloud', 'counter'],
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text to analyse, up to 1,000,000 characters' }),
    unit: withDefault(
      stringEnum(UNITS, { description: 'What to count: word (default), char (code points other than whitespace) or bigram (two words in a row)' }),
      'word',
    ),
    top: withDefault(Type.Integer({ minimum: 1, maximum: 1000, description: 'How many of the most frequent to list, 1 to 1000 (default 50)' }), 50),
    case_sensitive: withDefault(Type.Boolean({ description: 'Count "The" and "the" apart (default false: letter case is folded to lowercase)' }), false),
  }),
  output: closedObject({
    total: Type.Integer({ minimum: 0, description: 'How many items (words, characters or bigrams) the text holds' }),
    distinct: Type.Integer({ minimum: 0, description: 'How many different items' }),
    items: Type.Array(
      closedObject({
        item: Type.String({ description: 'The word, character or bigram (two words joined by a space)' }),
        count: Type.Integer({ minimum: 1, description: 'How often it occurs' }),
        percent: Type.Number({ description: 'Its share of total, in percent, to two decimals' }),
      }),
      { description: 'The most frequent first; ties in order of first appearance' },
    ),
  }),
  examples: [
    {
      title: 'Words',
      input: { text: 'The cat and the hat. The end!', top: 3 },
      output: {
        total: 7,
        distinct: 5,
        items: [
          { item: 'the', count: 3, percent: 42.86 },
          { item: 'cat', count: 1, percent: 14.29 },
          { item: 'and', count: 1, percent: 14.29 },
        ],
      },
    },
    {
      title: 'Letters',
      input: { text: 'hello world', unit: 'char', top: 2 },
      output: { total: 10, distinct: 7, items: [{ item: 'l', count: 3, percent: 30 }, { item: 'o', count: 2, percent: 20 }] },
    },
  ],
  run({ text, unit, top, case_sensitive }) {
    const counts = new Map<string, number>();
    let total = 0;
    for (const item of itemsOf(case_sensitive ? text : text.toLowerCase(), unit)) {
      counts.set(item, (counts.get(item) ?? 0) + 1);
      total++;
    }
    // Array.prototype.sort is stable and a Map iterates in insertion order: ties stay in order of first appearance.
    const ranked = [...counts].sort((a, b) => b[1] - a[1]).slice(0, top);
    return {
      total,
      distinct: counts.size,
      items: ranked.map(([item, count]) => ({ item, count, percent: Math.round((count / total) * 10_000) / 100 })),
    };
  },
});

function* itemsOf(text: string, unit: Unit): Generator<string> {
  if (unit === 'char') {
    for (const char of text) if (!WHITESPACE.test(char)) yield char;
    return;
  }
  let previous: string | undefined;
  for (const [word] of text.matchAll(WORD)) {
    if (unit === 'word') yield word;
    else if (previous !== undefined) yield `${previous} ${word}`;
    previous = word;
  }
}
