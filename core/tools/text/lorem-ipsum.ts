import { Type } from '@sinclair/typebox';
import { randomBetween, randomPick } from '../../lib/random.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, type ToolContext } from '../../tool.ts';

/** The standard Lorem ipsum passage, in print since the 1500s (after Cicero, de Finibus 1.10.32). */
const CLASSIC =
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

export default defineTool({
  id: 'lorem-ipsum',
  name: 'Lorem Ipsum Generator',
  category: 'text',
  description:
    'Generate Lorem ipsum placeholder text: a number of words, sentences or paragraphs. By default it is the classic ' +
    '"Lorem ipsum dolor sit amet…" passage, repeated as needed; with startWithLorem false, random Latin words from it.',
  keywords: ['placeholder text', 'dummy text', 'filler text', 'lipsum', 'sample text'],
  mcp: true,
  // With startWithLorem false the text is drawn at random; the default (true) is always the same.
  deterministic: false,
  input: closedObject({
    type: withDefault(stringEnum(['words', 'sentences', 'paragraphs'], { description: 'What `count` counts' }), 'paragraphs'),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'How many words, sentences or paragraphs (1 to 100)' }), 3),
    startWithLorem: withDefault(
      Type.Boolean({
        description:
          'true: the classic passage from "Lorem ipsum dolor sit amet", repeated as needed (always the same text); ' +
          'false: random words from the classic passage',
      }),
      true,
    ),
  }),
  output: closedObject({
    result: Type.String({
      description: 'The text: words separated by spaces, sentences ending with "." and paragraphs separated by a blank line',
    }),
  }),
  examples: [
    {
      title: 'The first sentence',
      input: { type: 'sentences', count: 1 },
      output: { result: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.' },
    },
    { title: 'Five words', input: { type: 'words', count: 5 }, output: { result: 'Lorem ipsum dolor sit amet' } },
    {
      title: 'Random words (shown with all-zero random bytes)',
      input: { type: 'sentences', count: 2, startWithLorem: false },
      output: { result: 'Ad ad ad ad ad ad ad ad. Ad ad ad ad ad ad ad ad.' },
    },
  ],
  run({ type, count, startWithLorem }, ctx) {
    const text = startWithLorem ? classic : random(ctx);
    if (type === 'words') return { result: capitalise(repeat(count, text.word).join(' ')) };
    if (type === 'sentences') return { result: repeat(count, text.sentence).join(' ') };
    return { result: repeat(count, text.paragraph).join('\n\n') };
  },
});

interface TextSource {
  word(index: number): string;
  sentence(index: number): string;
  paragraph(index: number): string;
}

/** The classic passage, its words, sentences and the whole passage as a paragraph, cycled. */
const classic: TextSource = {
  word: (i) => CLASSIC_WORDS[i % CLASSIC_WORDS.length]!,
  sentence: (i) => CLASSIC_SENTENCES[i % CLASSIC_SENTENCES.length]!,
  paragraph: () => CLASSIC,
};

/** Random words of the passage; sentences of 8 to 15 words, paragraphs of 4 to 7 sentences. */
function random(ctx: ToolContext): TextSource {
  const word = () => randomPick(ctx.random, WORD_LIST);
  const sentence = () => `${capitalise(repeat(randomBetween(ctx.random, SENTENCE_WORDS.min, SENTENCE_WORDS.max), word).join(' '))}.`;
  const paragraph = () => repeat(randomBetween(ctx.random, PARAGRAPH_SENTENCES.min, PARAGRAPH_SENTENCES.max), sentence).join(' ');
  return { word, sentence, paragraph };
}

function repeat(count: number, make: (index: number) => string): string[] {
  return Array.from({ length: count }, (_, i) => make(i));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
