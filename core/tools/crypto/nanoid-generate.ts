import { Type } from '@sinclair/typebox';
import { customRandom, urlAlphabet } from 'nanoid';
import { quoteClipped } from '../../lib/quote.ts';
import { loneSurrogateIndex } from '../../lib/utf8.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec gives size 21 and count 1 as defaults):
 * - size 1 to 256, count 1 to 1000; alphabet defaults to nanoid's URL-safe 64 characters and
 *   may be any 2 to 256 distinct Unicode characters (code points); a repeat is refused, since it
 *   would make that character more likely.
 * - The ids come from nanoid's customRandom fed by ctx.random: its own rejection of bytes past
 *   the largest multiple of the alphabet size, so every character is equally likely.
 *   customRandom counts UTF-16 units, so it runs over a stand-in alphabet of single-unit
 *   characters (U+0100 onwards) that is then mapped back; emoji alphabets work too.
 */

const MAX_ALPHABET = 256;
/** One single-unit stand-in per alphabet position. */
const STAND_INS = String.fromCharCode(...Array.from({ length: MAX_ALPHABET }, (_, i) => 0x100 + i));
/** customRandom draws about 1.6 × size bytes per call; a source refused this often is broken, not unlucky. */
const MAX_SOURCE_CALLS = 64;

function checkAlphabet(alphabet: string): string[] {
  const surrogate = loneSurrogateIndex(alphabet);
  if (surrogate >= 0) invalid(`alphabet: contains a lone surrogate at index ${surrogate}`);
  const symbols = [...alphabet];
  if (symbols.length < 2 || symbols.length > MAX_ALPHABET) {
    invalid(`alphabet: must have 2 to ${MAX_ALPHABET} characters, got ${symbols.length}`);
  }
  const seen = new Set<string>();
  for (const symbol of symbols) {
    if (seen.has(symbol)) invalid(`alphabet: ${quoteClipped(symbol)} appears more than once; each character must be distinct`);
    seen.add(symbol);
  }
  return symbols;
}

export default defineTool({
  id: 'nanoid-generate',
  name: 'Nano ID Generator',
  category: 'crypto',
  description: 'Generate Nano IDs: short random URL-safe ids (21 characters by default), or ids over your own alphabet, from a cryptographically secure source.',
  keywords: ['nanoid', 'short id', 'url safe id', 'random id', 'unique id'],
  deterministic: false,
  // its worst input (numbers-at-maximum) took 552.2 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    size: withDefault(Type.Integer({ minimum: 1, maximum: 256, description: 'Characters per id, 1 to 256 (default 21)' }), 21),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 1000, description: 'How many ids to generate, 1 to 1000 (default 1)' }), 1),
    alphabet: withDefault(
      Type.String({
        maxLength: 2 * MAX_ALPHABET,
        description: `The characters ids are made of: 2 to ${MAX_ALPHABET} distinct characters (default nanoid's URL-safe A–Z a–z 0–9 _ -)`,
      }),
      urlAlphabet,
    ),
  }),
  output: closedObject({
    ids: Type.Array(Type.String({ description: 'A generated id' }), { description: 'The generated ids' }),
    size: Type.Integer({ description: 'Characters per id' }),
    alphabetSize: Type.Integer({ description: 'How many distinct characters an id position can hold' }),
    entropyBits: Type.Number({ description: 'size × log2(alphabetSize), rounded to 2 decimals: the randomness in one id' }),
  }),
  examples: [
    {
      title: 'One default Nano ID (shown with all-zero random bytes)',
      input: {},
      output: { ids: ['uuuuuuuuuuuuuuuuuuuuu'], size: 21, alphabetSize: 64, entropyBits: 126 },
    },
    {
      title: 'Three 8-digit hexadecimal ids (shown with all-zero random bytes)',
      input: { size: 8, count: 3, alphabet: '0123456789abcdef' },
      output: { ids: ['00000000', '00000000', '00000000'], size: 8, alphabetSize: 16, entropyBits: 32 },
    },
  ],
  run({ size, count, alphabet }, ctx) {
    const symbols = checkAlphabet(alphabet);
    let calls = 0;
    const next = customRandom(STAND_INS.slice(0, symbols.length), size, (bytes) => {
      if (++calls > MAX_SOURCE_CALLS) throw new Error('nanoid-generate: the random source keeps returning out-of-range bytes');
      return ctx.random(bytes);
    });
    const ids: string[] = [];
    for (let n = 0; n < count; n++) {
      calls = 0;
      let id = '';
      for (const standIn of next()) id += symbols[standIn.charCodeAt(0) - 0x100];
      ids.push(id);
    }
    return {
      ids,
      size,
      alphabetSize: symbols.length,
      entropyBits: Math.round(size * Math.log2(symbols.length) * 100) / 100,
    };
  },
});
