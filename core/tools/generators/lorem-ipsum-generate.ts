import { Type } from '@sinclair/typebox';
import { codePointLength } from '../../lib/code-points.ts';
import { LOREM_SEPARATORS, LOREM_UNITS, loremPieces } from '../../lib/lorem.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * The spec's lorem-ipsum-generate (type, count 1-100 default 3, start_with_lorem): the generators
 * twin of the text category's lorem-ipsum, with snake_case fields and the pieces and counts beside
 * the text. Both draw from lib/lorem.ts, so the same input gives the same text in both.
 * - type defaults to paragraphs, as in lorem-ipsum and lipsum.com's generator.
 * - start_with_lorem true (default): the classic passage (lipsum.com's "standard Lorem Ipsum
 *   passage, used since the 1500s") cycled, so the text is always the same; false: random words
 *   of the passage through ctx.random (sentences of 8-15 words, paragraphs of 4-7 sentences).
 */

const input = closedObject({
  type: withDefault(stringEnum(LOREM_UNITS, { description: 'What count counts: words, sentences or paragraphs (default paragraphs)' }), 'paragraphs'),
  count: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'How many words, sentences or paragraphs, 1 to 100 (default 3)' }), 3),
  start_with_lorem: withDefault(
    Type.Boolean({
      description:
        'true (default): the classic passage from "Lorem ipsum dolor sit amet…", cycled as needed (always the same text); false: random words of the classic passage',
    }),
    true,
  ),
});

const output = closedObject({
  text: Type.String({ description: 'The text: words separated by spaces, sentences ending with "." and separated by a space, paragraphs separated by a blank line' }),
  pieces: Type.Array(Type.String(), { description: 'The count words, sentences or paragraphs, as they appear in text (text is them joined)' }),
  type: stringEnum(LOREM_UNITS, { description: 'What the pieces are' }),
  count: Type.Integer({ description: 'How many pieces' }),
  start_with_lorem: Type.Boolean({ description: 'Whether the classic passage was used (true) or random words (false)' }),
  word_count: Type.Integer({ description: 'Words in text (runs of letters between spaces)' }),
  sentence_count: Type.Integer({ description: 'Sentences in text (each ends with "."); 0 for words, which carry no full stops' }),
  paragraph_count: Type.Integer({ description: 'Paragraphs in text (blocks between blank lines); 1 for words and sentences' }),
  character_count: Type.Integer({ description: 'Length of text in Unicode code points (all ASCII here, so also bytes and UTF-16 units)' }),
});

export default defineTool({
  id: 'lorem-ipsum-generate',
  name: 'Lorem Ipsum Text Generator',
  category: 'generators',
  description:
    'Generate Lorem ipsum placeholder text: a number of words, sentences or paragraphs, with each piece and the word, sentence, paragraph and character counts. By default the classic "Lorem ipsum dolor sit amet…" passage, cycled; with start_with_lorem false, random words of it. Fills templates from the classic passage; no AI, no network.',
  keywords: ['lipsum', 'placeholder text', 'dummy text', 'filler text', 'sample text', 'latin text', 'mock copy'],
  mcp: true,
  // With start_with_lorem false the text is drawn at random (examples run with all-zero random bytes).
  deterministic: false,
  input,
  output,
  examples: [
    {
      title: 'Five words',
      input: { type: 'words', count: 5 },
      output: {
        text: 'Lorem ipsum dolor sit amet',
        pieces: ['Lorem', 'ipsum', 'dolor', 'sit', 'amet'],
        type: 'words',
        count: 5,
        start_with_lorem: true,
        word_count: 5,
        sentence_count: 0,
        paragraph_count: 1,
        character_count: 26,
      },
    },
    {
      title: 'The first two sentences of the classic passage',
      input: { type: 'sentences', count: 2 },
      output: {
        text:
          'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ' +
          'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.',
        pieces: [
          'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.',
          'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.',
        ],
        type: 'sentences',
        count: 2,
        start_with_lorem: true,
        word_count: 36,
        sentence_count: 2,
        paragraph_count: 1,
        character_count: 231,
      },
    },
    {
      title: 'Random words (shown with all-zero random bytes)',
      input: { type: 'sentences', count: 2, start_with_lorem: false },
      output: {
        text: 'Ad ad ad ad ad ad ad ad. Ad ad ad ad ad ad ad ad.',
        pieces: ['Ad ad ad ad ad ad ad ad.', 'Ad ad ad ad ad ad ad ad.'],
        type: 'sentences',
        count: 2,
        start_with_lorem: false,
        word_count: 16,
        sentence_count: 2,
        paragraph_count: 1,
        character_count: 49,
      },
    },
  ],
  run({ type, count, start_with_lorem }, ctx) {
    const pieces = loremPieces(type, count, start_with_lorem, ctx.random);
    const text = pieces.join(LOREM_SEPARATORS[type]);
    return {
      text,
      pieces,
      type,
      count,
      start_with_lorem,
      word_count: text.split(/\s+/).length,
      sentence_count: (text.match(/\.(?=\s|$)/g) ?? []).length,
      paragraph_count: text.split('\n\n').length,
      character_count: codePointLength(text),
    };
  },
});
