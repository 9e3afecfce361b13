import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Counts {
  words: number;
  characters: number;
  charactersNoSpaces: number;
  sentences: number;
  paragraphs: number;
  readingTimeSeconds: number;
}

const count = (text: string) => run<Counts>('word-count', { text });

// Genesis 1:1–3, King James Version (1769 text).
const GENESIS =
  'In the beginning God created the heaven and the earth. ' +
  'And the earth was without form, and void; and darkness was upon the face of the deep. ' +
  'And the Spirit of God moved upon the face of the waters. ' +
  'And God said, Let there be light: and there was light.';

describe('word-count', () => {
  it('counts Genesis 1:1–3 (KJV) as counted by hand', async () => {
    // By hand: verse 1 has 10 words, verse 2 has 29, verse 3 has 11; four sentences end in ".".
    // Characters from python3: len(t) = 252, len(''.join(t.split())) = 203.
    // Reading time: 50 words / 200 wpm = 15 s.
    expect(await count(GENESIS)).toEqual({
      words: 50, characters: 252, charactersNoSpaces: 203, sentences: 4, paragraphs: 1, readingTimeSeconds: 15,
    });
  });

  it('counts paragraphs as blocks between blank lines, whitespace-only lines being blank', async () => {
    const verses = GENESIS.replaceAll('. ', '.\n \t\n');
    expect((await count(verses)).paragraphs).toBe(4);
    expect((await count('one\ntwo\nthree')).paragraphs).toBe(1);
    expect((await count('\n\n  one\r\n\r\ntwo\r\rthree\n\n\n')).paragraphs).toBe(3);
    expect((await count('a\u2028\u2028b')).paragraphs).toBe(2);
    expect((await count(' \n\t\n ')).paragraphs).toBe(0);
  });

  it('gives all zeros for empty and whitespace-only text', async () => {
    const zeros = { words: 0, characters: 0, charactersNoSpaces: 0, sentences: 0, paragraphs: 0, readingTimeSeconds: 0 };
    expect(await count('')).toEqual(zeros);
    expect(await count(' \n\t\u00A0\u3000')).toEqual({ ...zeros, characters: 5 });
  });

  it('counts only tokens holding a letter or digit as words', async () => {
    expect((await count('— – - … ... !!! 🚀 ©')).words).toBe(0);
    expect((await count('well-known 42 x² naïve 東京 —yes—')).words).toBe(6);
    expect((await count('tab\tseparated\u00A0by\u2003odd\u3000spaces')).words).toBe(5);
  });

  it('counts characters as code points, with and without whitespace', async () => {
    const emoji = await count('🚀 e\u0301 👍🏽');
    // 🚀, space, e, U+0301, space, 👍, U+1F3FD: python3 len('🚀 e\u0301 👍🏽') == 7
    expect(emoji.characters).toBe(7);
    expect(emoji.charactersNoSpaces).toBe(5);
    expect((await count('a\u00A0b\u2029c\u3000d\u200Be')).charactersNoSpaces).toBe(6); // U+200B is not White_Space
    expect((await count('\uD800x')).characters).toBe(2); // a lone surrogate is one code point
  });

  it('ends sentences at . ! ? runs followed by whitespace or the end, needing a word in each', async () => {
    const sentences = async (text: string) => (await count(text)).sentences;
    expect(await sentences('Hello world')).toBe(1);
    expect(await sentences('Wait... What?! Yes.')).toBe(3);
    expect(await sentences('"Stop!" he said. (Really.) Ok')).toBe(4);
    expect(await sentences('It costs 3.14 dollars. See v1.2.3 now')).toBe(2);
    expect(await sentences('Hi. . . ! ? there.')).toBe(2);
    expect(await sentences('... !!! ?')).toBe(0);
    expect(await sentences('one\ntwo')).toBe(1);
  });

  it('rounds the reading time up at 200 words per minute', async () => {
    const words = async (n: number) => (await count('w '.repeat(n))).readingTimeSeconds;
    expect(await words(0)).toBe(0);
    expect(await words(1)).toBe(1); // 0.3 s
    expect(await words(10)).toBe(3);
    expect(await words(11)).toBe(4); // 3.3 s
    expect(await words(200)).toBe(60);
    expect(await words(201)).toBe(61); // 60.3 s
  });

  it('agrees with whitespace splitting on ASCII words', async () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    const space = fc.constantFrom(' ', '\n', '\t', '  ', '\r\n');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(word, space), { maxLength: 30 }), async (parts) => {
        const text = parts.map(([w, s]) => w + s).join('');
        const result = await count(text);
        expect(result.words).toBe(parts.length);
        expect(result.characters).toBe(text.length);
        expect(result.charactersNoSpaces).toBe(parts.reduce((sum, [w]) => sum + w.length, 0));
      }),
    );
  });

  it('holds the 1,000,000-character bound exactly and stays fast on hostile text', async () => {
    const max = 'ab '.repeat(333_333) + 'x';
    expect(await count(max)).toEqual({
      words: 333_334, characters: 1_000_000, charactersNoSpaces: 666_667, sentences: 1, paragraphs: 1, readingTimeSeconds: 100_001,
    });
    expect((await count('.'.repeat(999_999) + 'x')).sentences).toBe(1);
    expect((await count('a' + '"'.repeat(999_999))).sentences).toBe(1);
    expect((await count('\n'.repeat(1_000_000))).paragraphs).toBe(0);
    expect((await count('🚀'.repeat(500_000))).characters).toBe(500_000);
    await expectInvalid('word-count', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('refuses wrong types and unknown fields, naming the field', async () => {
    await expectInvalid('word-count', { text: ['a'] }, 'text: must be a string, got an array');
    await expectInvalid('word-count', {}, 'text: is required');
    await expectInvalid('word-count', { text: 'a', words: 3 }, 'words: unknown field');
  });
});
