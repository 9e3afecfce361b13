import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Similarity {
  metric: string;
  distance: number;
  similarity: number;
  lengthA: number;
  lengthB: number;
}
const compare = (a: string, b: string, metric?: string) => run<Similarity>('string-similarity', { a, b, ...(metric ? { metric } : {}) });

describe('string-similarity', () => {
  it('gives the Levenshtein distances python3-levenshtein gives', async () => {
    // /usr/bin/python3 (Debian python3-levenshtein 0.12.2): random.seed(24), 12 pairs over "abc" of
    // lengths 0–12, Levenshtein.distance(a, b) for each.
    const pairs: [string, string, number][] = [
      ['bcaaaaaccac', 'acbcabbccaac', 6], ['bc', 'cbbacbc', 5], ['cb', 'accb', 2], ['aabbcabaac', 'abbbccbaa', 3],
      ['bacabbacc', 'abcbcacaacab', 7], ['cccab', 'bba', 4], ['bbbaccb', 'abaab', 4], ['bbbaaabcbbc', 'ccbbabb', 7],
      ['babca', 'ccabcaccbbcb', 8], ['bbbc', 'bbcababbaaaa', 9], ['ccabaaaa', 'a', 7], ['acc', 'aabbaaa', 6],
      // Levenshtein.distance('flaw', 'lawn'), ('Straße', 'Strasse'), ('😀a', 'a😀'): code points, not UTF-16 units.
      ['flaw', 'lawn', 2], ['Straße', 'Strasse', 2], ['😀a', 'a😀', 2],
    ];
    for (const [a, b, distance] of pairs) expect((await compare(a, b)).distance, `${a} ${b}`).toBe(distance);
  });

  it('gives the Hamming distances python3-levenshtein gives, in code points', async () => {
    // Levenshtein.hamming('karolin', 'kathrin') == 3, ('😀b', '😀c') == 1
    expect(await compare('karolin', 'kathrin', 'hamming')).toEqual({ metric: 'hamming', distance: 3, similarity: 4 / 7, lengthA: 7, lengthB: 7 });
    expect((await compare('😀b', '😀c', 'hamming')).distance).toBe(1);
  });

  it('gives the textbook Jaro similarities (Winkler 1990; python3-levenshtein agrees on these)', async () => {
    // Levenshtein.jaro: MARTHA/MARHTA 0.9444444444444445, DIXON/DICKSONX 0.7666666666666666,
    // DWAYNE/DUANE 0.8222222222222223, abc/xyz 0.0, ''/'' 1.0, 'a'/'' 0.0
    const cases: [string, string, number][] = [
      ['MARTHA', 'MARHTA', 0.9444444444444445], ['DIXON', 'DICKSONX', 0.7666666666666666], ['DWAYNE', 'DUANE', 0.8222222222222223],
      ['abc', 'xyz', 0], ['', '', 1], ['a', '', 0],
    ];
    for (const [a, b, similarity] of cases) {
      const result = await compare(a, b, 'jaro');
      expect(result.similarity, `${a} ${b}`).toBeCloseTo(similarity, 12);
      expect(result.distance).toBeCloseTo(1 - similarity, 12);
    }
  });

  it('uses the standard match window ⌊max length ÷ 2⌋ − 1, not python-Levenshtein 0.12\'s', async () => {
    // By hand from the definition: "a" matches the "a" two places away (window 3): m = 1, t = 0,
    // (1/8 + 1/1 + 1/1) / 3 = 0.7083…; python-Levenshtein 0.12 (a window from the shorter string) says 0.0.
    expect((await compare('ccabaaaa', 'a', 'jaro')).similarity).toBeCloseTo(17 / 24, 12);
    // CRATE/TRACE: window 1, so only R, A, E match (C and T are 4 apart): (3/5 + 3/5 + 3/3) / 3 = 0.7333…
    // python-Levenshtein 0.12 says 0.9333333333333332.
    expect((await compare('CRATE', 'TRACE', 'jaro')).similarity).toBeCloseTo(11 / 15, 12);
    // "ab" and "xxxxab": window 2, the a (0 vs 4) and b (1 vs 5) are too far apart: 0.
    expect((await compare('ab', 'xxxxab', 'jaro')).similarity).toBe(0);
  });

  it('is symmetric, zero on equal strings, and bounded', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30, unit: 'grapheme' }), fc.string({ maxLength: 30, unit: 'grapheme' }), fc.constantFrom('levenshtein', 'jaro'), async (a, b, metric) => {
        const forward = await compare(a, b, metric);
        const backward = await compare(b, a, metric);
        expect(forward.distance).toBeCloseTo(backward.distance, 12);
        expect(forward.similarity).toBeGreaterThanOrEqual(0);
        expect(forward.similarity).toBeLessThanOrEqual(1);
        expect((await compare(a, a, metric)).similarity).toBe(1);
      }),
      { numRuns: 50 },
    );
  });

  it('handles the 10,000-character bound, with many distinct code points', async () => {
    const a = Array.from({ length: 10_000 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
    const b = Array.from({ length: 10_000 }, (_, i) => String.fromCodePoint(0x1f000 + i)).join('');
    expect((await compare(a, b)).distance).toBe(10_000);
    expect((await compare(a, b, 'jaro')).similarity).toBe(0);
    expect((await compare(a, a.slice(1) + 'x', 'hamming')).distance).toBe(10_000);
    await expectInvalid('string-similarity', { a: 'a'.repeat(10_001), b: '' }, 'a: must be at most 10000 characters');
  });

  it('refuses Hamming on strings of different lengths, and bad input, naming the field', async () => {
    await expectInvalid('string-similarity', { a: 'abc', b: 'ab', metric: 'hamming' }, 'b: hamming needs strings of equal length; a has 3 characters, b has 2');
    await expectInvalid('string-similarity', { a: 'a', b: 'b', metric: 'cosine' }, 'metric: must be one of levenshtein, hamming, jaro');
    await expectInvalid('string-similarity', { a: 1, b: 'b' }, 'a: must be a string, got an integer');
    await expectInvalid('string-similarity', { a: 'a' }, 'b: is required');
    await expectInvalid('string-similarity', JSON.parse('{"a":"a","b":"b","__proto__":{"metric":"jaro"}}'), /__proto__/);
  });
});
