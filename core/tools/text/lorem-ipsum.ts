import { Type } from '@sinclair/typebox';
import { loremText } from '../../lib/lorem.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

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
    return { result: loremText(type, count, startWithLorem, ctx.random) };
  },
});
