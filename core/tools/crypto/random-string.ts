import { Type } from '@sinclair/typebox';
import { quoteClipped } from '../../lib/quote.ts';
import { randomPick } from '../../lib/random.ts';
import { bufferedRandom } from '../../lib/random-buffer.ts';
import { assertWellFormed } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec lists the fields only):
 * - length 1 to 10,000 characters (default 16), count 1 to 100 (default 1): at most a million
 *   characters per call.
 * - charset alphanumeric (default, A–Z a–z 0–9), alpha, lowercase, uppercase, numeric, hex
 *   (0–9 a–f) or custom. custom needs custom_chars (at most 1,000,000 characters, the catalog's
 *   text bound); custom_chars with another charset is refused rather than silently ignored.
 * - custom_chars is a set of Unicode code points: repeats are dropped (keeping the first), so each
 *   distinct character is equally likely; at least 2 distinct ones are needed; lone surrogates are
 *   refused. length counts code points, so an emoji alphabet gives strings of `length` emoji.
 * - Every character is drawn by rejection sampling (randomPick), never a modulo of a byte.
 */

const CHARSETS = {
  alphanumeric: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  alpha: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  numeric: '0123456789',
  hex: '0123456789abcdef',
} as const;
const CHARSET_NAMES = ['alphanumeric', 'alpha', 'lowercase', 'uppercase', 'numeric', 'hex', 'custom'] as const;

function customAlphabet(customChars: string | undefined): string[] {
  if (customChars === undefined) invalid('custom_chars: is required when charset is custom');
  assertWellFormed(customChars, 'custom_chars');
  const distinct = [...new Set(customChars)];
  if (distinct.length < 2) {
    invalid(`custom_chars: needs at least 2 distinct characters, got ${distinct.length === 0 ? 'none' : quoteClipped(customChars)}`);
  }
  return distinct;
}

export default defineTool({
  id: 'random-string',
  name: 'Random String Generator',
  category: 'crypto',
  description:
    'Generate random strings from a built-in character set (letters, digits, hex) or your own characters, from a cryptographically secure source without bias.',
  keywords: ['random text', 'token', 'random characters', 'secret', 'api key', 'alphanumeric'],
  deterministic: false,
  // its worst input (astral-alphabet+charset=custom) took 3800.4 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    length: withDefault(Type.Integer({ minimum: 1, maximum: 10_000, description: 'Characters (Unicode code points) per string, 1 to 10000' }), 16),
    charset: withDefault(
      stringEnum(CHARSET_NAMES, {
        description: 'alphanumeric (A–Z a–z 0–9), alpha (A–Z a–z), lowercase, uppercase, numeric (0–9), hex (0–9 a–f), or custom (the characters of custom_chars)',
      }),
      'alphanumeric',
    ),
    custom_chars: Type.Optional(
      Type.String({ maxLength: 1_000_000, description: 'The characters to draw from when charset is custom; repeats are ignored, at least 2 distinct' }),
    ),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'How many strings to generate, 1 to 100' }), 1),
  }),
  output: closedObject({
    strings: Type.Array(Type.String({ description: 'A generated string' }), { description: 'The generated strings' }),
    length: Type.Integer({ description: 'Characters (code points) per string' }),
    charset: Type.String({ description: 'The character set used' }),
    alphabet: Type.String({ description: 'The distinct characters drawn from, in order' }),
    alphabetSize: Type.Integer({ description: 'How many distinct characters each position can hold' }),
    entropyBits: Type.Number({ description: 'length × log2(alphabetSize), rounded to 2 decimals: the entropy of one string' }),
  }),
  examples: [
    {
      title: 'A 16-character alphanumeric string (shown with all-zero random bytes)',
      input: {},
      output: {
        strings: ['AAAAAAAAAAAAAAAA'],
        length: 16,
        charset: 'alphanumeric',
        alphabet: CHARSETS.alphanumeric,
        alphabetSize: 62,
        entropyBits: 95.27,
      },
    },
    {
      title: 'Two strings of custom characters, repeats ignored (shown with all-zero random bytes)',
      input: { length: 4, charset: 'custom', custom_chars: 'ACGTTA', count: 2 },
      output: { strings: ['AAAA', 'AAAA'], length: 4, charset: 'custom', alphabet: 'ACGT', alphabetSize: 4, entropyBits: 8 },
    },
  ],
  run({ length, charset, custom_chars, count }, ctx) {
    if (charset !== 'custom' && custom_chars !== undefined) invalid(`custom_chars: only used when charset is custom (charset is ${charset})`);
    const alphabet = charset === 'custom' ? customAlphabet(custom_chars) : [...CHARSETS[charset]];
    const random = bufferedRandom(ctx.random);
    const strings: string[] = [];
    for (let n = 0; n < count; n++) {
      let text = '';
      for (let i = 0; i < length; i++) text += randomPick(random, alphabet);
      strings.push(text);
    }
    return {
      strings,
      length,
      charset,
      alphabet: alphabet.join(''),
      alphabetSize: alphabet.length,
      entropyBits: Math.round(length * Math.log2(alphabet.length) * 100) / 100,
    };
  },
});
