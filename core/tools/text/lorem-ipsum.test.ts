import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const lorem = async (input: Record<string, unknown>, random?: (size: number) => Uint8Array) =>
  (await run<{ result: string }>('lorem-ipsum', input, random ? { random } : {})).result;

// The standard passage as published on lipsum.com ("The standard Lorem Ipsum passage, used since the 1500s").
const PUBLISHED =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ' +
  'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. ' +
  'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. ' +
  'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.';
const PUBLISHED_WORDS = PUBLISHED.toLowerCase().replace(/[.,]/g, '').split(' ');
const VOCABULARY = new Set(PUBLISHED_WORDS);

const SENTENCE = /^[A-Z][a-z, ]*[a-z]\.$/;
const sentencesOf = (text: string) => text.split(/(?<=\.) /);

/** A seeded xorshift byte source, so random-mode runs are repeatable in tests. */
function seeded(seed: number): (size: number) => Uint8Array {
  let state = seed >>> 0 || 1;
  return (size) => {
    const bytes = new Uint8Array(size);
    for (let i = 0; i < size; i++) {
      state ^= state << 13;
      state >>>= 0;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      bytes[i] = state & 0xff;
    }
    return bytes;
  };
}

describe('lorem-ipsum', () => {
  it('defaults to three paragraphs of the published passage, separated by one blank line', async () => {
    expect(await lorem({})).toBe([PUBLISHED, PUBLISHED, PUBLISHED].join('\n\n'));
  });

  it('starts every type with "Lorem ipsum dolor sit amet"', async () => {
    for (const type of ['words', 'sentences', 'paragraphs']) {
      expect(await lorem({ type, count: 5 })).toMatch(/^Lorem ipsum dolor sit amet/);
    }
    expect(await lorem({ type: 'words', count: 1 })).toBe('Lorem');
  });

  it('gives exactly `count` words from the published passage, cycling it', async () => {
    const words = (await lorem({ type: 'words', count: 100 })).split(' ');
    expect(words).toHaveLength(100);
    expect(PUBLISHED_WORDS).toHaveLength(69);
    expect(words.join(' ')).toBe(['Lorem', ...PUBLISHED_WORDS.slice(1), ...PUBLISHED_WORDS.slice(0, 31)].join(' '));
  });

  it('gives exactly `count` sentences of the published passage, each ending with "."', async () => {
    expect(await lorem({ type: 'sentences', count: 1 })).toBe(sentencesOf(PUBLISHED)[0]);
    const sentences = sentencesOf(await lorem({ type: 'sentences', count: 100 }));
    expect(sentences).toHaveLength(100);
    for (const [i, sentence] of sentences.entries()) expect(sentence).toBe(sentencesOf(PUBLISHED)[i % 4]);
  });

  it('gives exactly `count` paragraphs at 1 and 100', async () => {
    expect(await lorem({ type: 'paragraphs', count: 1 })).toBe(PUBLISHED);
    const paragraphs = (await lorem({ type: 'paragraphs', count: 100 })).split('\n\n');
    expect(paragraphs).toHaveLength(100);
    for (const paragraph of paragraphs) expect(paragraph).toBe(PUBLISHED);
  });

  describe('with startWithLorem false', () => {
    it('gives exactly `count` random words of the passage at 1 and 100', async () => {
      for (const count of [1, 100]) {
        const words = (await lorem({ type: 'words', count, startWithLorem: false }, seeded(count))).split(' ');
        expect(words).toHaveLength(count);
        expect(words[0]).toMatch(/^[A-Z]/);
        for (const word of words) expect(VOCABULARY).toContain(word.toLowerCase());
      }
    });

    it('gives exactly `count` sentences of 8 to 15 words, each ending with "."', async () => {
      for (const count of [1, 100]) {
        const sentences = sentencesOf(await lorem({ type: 'sentences', count, startWithLorem: false }, seeded(7 + count)));
        expect(sentences).toHaveLength(count);
        for (const sentence of sentences) {
          expect(sentence).toMatch(SENTENCE);
          const words = sentence.slice(0, -1).split(' ');
          expect(words.length).toBeGreaterThanOrEqual(8);
          expect(words.length).toBeLessThanOrEqual(15);
          for (const word of words) expect(VOCABULARY).toContain(word.toLowerCase());
        }
      }
    });

    it('gives exactly `count` paragraphs of 4 to 7 sentences', async () => {
      for (const count of [1, 100]) {
        const paragraphs = (await lorem({ type: 'paragraphs', count, startWithLorem: false }, seeded(99 + count))).split('\n\n');
        expect(paragraphs).toHaveLength(count);
        for (const paragraph of paragraphs) {
          expect(paragraph).not.toMatch(/\n/);
          const sentences = sentencesOf(paragraph);
          expect(sentences.length).toBeGreaterThanOrEqual(4);
          expect(sentences.length).toBeLessThanOrEqual(7);
          for (const sentence of sentences) expect(sentence).toMatch(SENTENCE);
        }
      }
    });

    it('uses the whole vocabulary and differs between runs with real randomness', async () => {
      const text = await lorem({ type: 'words', count: 100, startWithLorem: false });
      const again = await lorem({ type: 'words', count: 100, startWithLorem: false });
      expect(text).not.toBe(again);
      const seen = new Set<string>();
      for (let seed = 1; seed <= 20; seed++) {
        for (const word of (await lorem({ type: 'words', count: 100, startWithLorem: false }, seeded(seed))).split(' ')) {
          seen.add(word.toLowerCase());
        }
      }
      expect(seen).toEqual(VOCABULARY);
    });
  });

  it('refuses counts outside 1..100, non-integers and wrong types, naming the field', async () => {
    await expectInvalid('lorem-ipsum', { count: 0 }, 'count: must be ≥ 1');
    await expectInvalid('lorem-ipsum', { count: 101 }, 'count: must be ≤ 100');
    await expectInvalid('lorem-ipsum', { count: 2.5 }, 'count: must be an integer');
    await expectInvalid('lorem-ipsum', { count: '3' }, 'count: must be an integer, got a string');
    await expectInvalid('lorem-ipsum', { type: 'lines' }, 'type: must be one of words, sentences, paragraphs');
    await expectInvalid('lorem-ipsum', { startWithLorem: 'yes' }, 'startWithLorem: must be a boolean, got a string');
    await expectInvalid('lorem-ipsum', { zzz: 1 }, 'zzz: unknown field');
  });
});
