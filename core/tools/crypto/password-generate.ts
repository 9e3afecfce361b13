import { Type } from '@sinclair/typebox';
import { randomInt, randomPick } from '../../lib/random.ts';
import { bufferedRandom, type RandomSource } from '../../lib/random-buffer.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec lists the fields only):
 * - length 4 to 256 (default 16), count 1 to 100 (default 1); every class on by default,
 *   exclude_ambiguous off.
 * - Symbols are the 32 ASCII punctuation characters (OWASP's list of password special characters,
 *   without the space). exclude_ambiguous drops the characters that are easy to misread or mistype:
 *   0 O o 1 I l | and the quotes ` ' ".
 * - Each enabled class contributes at least one character: one is drawn from each class, the rest
 *   from the union of the classes, and the whole is shuffled (Fisher–Yates), so the guaranteed
 *   characters sit anywhere. Every draw is rejection-sampled (randomInt), never a modulo of a byte.
 * - entropyBits is length × log2(poolSize), the usual estimate; requiring one character of each
 *   class makes the true figure slightly lower.
 */

const CLASSES = {
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  digits: '0123456789',
  symbols: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
} as const;
type ClassName = keyof typeof CLASSES;

const AMBIGUOUS = new Set('0Oo1Il|`\'"');

function shuffleInPlace<T>(random: RandomSource, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

function generate(random: RandomSource, classes: readonly string[][], pool: readonly string[], length: number): string {
  const chars = classes.map((members) => randomPick(random, members));
  while (chars.length < length) chars.push(randomPick(random, pool));
  shuffleInPlace(random, chars);
  return chars.join('');
}

export default defineTool({
  id: 'password-generate',
  name: 'Password Generator',
  category: 'crypto',
  description:
    'Generate random passwords from uppercase letters, lowercase letters, digits and ASCII symbols, with at least one character of each chosen class, from a cryptographically secure source.',
  keywords: ['pwgen', 'random password', 'strong password', 'secure password', 'passphrase', 'credentials'],
  mcp: true,
  deterministic: false,
  // its worst input (numbers-at-maximum) took 240.3 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    length: withDefault(Type.Integer({ minimum: 4, maximum: 256, description: 'Characters per password, 4 to 256' }), 16),
    include_uppercase: withDefault(Type.Boolean({ description: 'Use uppercase letters A–Z' }), true),
    include_lowercase: withDefault(Type.Boolean({ description: 'Use lowercase letters a–z' }), true),
    include_digits: withDefault(Type.Boolean({ description: 'Use digits 0–9' }), true),
    include_symbols: withDefault(Type.Boolean({ description: 'Use the 32 ASCII punctuation characters !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~' }), true),
    exclude_ambiguous: withDefault(Type.Boolean({ description: 'Leave out characters easy to misread: 0 O o 1 I l | ` \' "' }), false),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'How many passwords to generate, 1 to 100' }), 1),
  }),
  output: closedObject({
    passwords: Type.Array(Type.String({ description: 'A generated password' }), { description: 'The generated passwords' }),
    length: Type.Integer({ description: 'Characters per password' }),
    characterClasses: Type.Array(stringEnum(['uppercase', 'lowercase', 'digits', 'symbols']), {
      description: 'The classes used; each password holds at least one character of each',
    }),
    poolSize: Type.Integer({ description: 'How many distinct characters a position can hold' }),
    entropyBits: Type.Number({ description: 'length × log2(poolSize), rounded to 2 decimals: the usual strength estimate of one password' }),
  }),
  examples: [
    {
      title: 'One 16-character password (shown with all-zero random bytes)',
      input: {},
      output: { passwords: ['a0!AAAAAAAAAAAAA'], length: 16, characterClasses: ['uppercase', 'lowercase', 'digits', 'symbols'], poolSize: 94, entropyBits: 104.87 },
    },
    {
      title: 'Two 8-character PINs of unambiguous digits and letters (shown with all-zero random bytes)',
      input: { length: 8, include_symbols: false, include_uppercase: false, exclude_ambiguous: true, count: 2 },
      output: { passwords: ['2aaaaaaa', '2aaaaaaa'], length: 8, characterClasses: ['lowercase', 'digits'], poolSize: 32, entropyBits: 40 },
    },
  ],
  run(input, ctx) {
    const chosen = (Object.keys(CLASSES) as ClassName[]).filter((name) => input[`include_${name}`]);
    if (chosen.length === 0) {
      invalid('include_uppercase, include_lowercase, include_digits, include_symbols: at least one character class must be true');
    }
    const classes = chosen.map((name) => [...CLASSES[name]].filter((char) => !(input.exclude_ambiguous && AMBIGUOUS.has(char))));
    const pool = classes.flat();
    const random = bufferedRandom(ctx.random);
    const passwords = Array.from({ length: input.count }, () => generate(random, classes, pool, input.length));
    return {
      passwords,
      length: input.length,
      characterClasses: chosen,
      poolSize: pool.length,
      entropyBits: Math.round(input.length * Math.log2(pool.length) * 100) / 100,
    };
  },
});
