import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { seededBytes } from '../../../test/seeded-random.ts';

interface Result {
  text: string;
  pieces: string[];
  type: string;
  count: number;
  start_with_lorem: boolean;
  word_count: number;
  sentence_count: number;
  paragraph_count: number;
  character_count: number;
}

const lorem = (input: Record<string, unknown>, random?: (size: number) => Uint8Array) =>
  run<Result>('lorem-ipsum-generate', input, random ? { random } : {});

// The standard passage as published on lipsum.com ("The standard Lorem Ipsum passage, used since the 1500s").
const PUBLISHED =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ' +
  'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. ' +
  'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. ' +
  'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.';
const PUBLISHED_SENTENCES = PUBLISHED.split(/(?<=\.) /);
const PUBLISHED_WORDS = PUBLISHED.toLowerCase().replace(/[.,]/g, '').split(' ');
const VOCABULARY = [...new Set(PUBLISHED_WORDS)].sort();

describe('lorem-ipsum-generate', () => {
  it('defaults to three paragraphs of the published passage, with counts', async () => {
    const result = await lorem({});
    expect(result.text).toBe([PUBLISHED, PUBLISHED, PUBLISHED].join('\n\n'));
    expect(result.pieces).toEqual([PUBLISHED, PUBLISHED, PUBLISHED]);
    // python3: t = '\n\n'.join([P]*3); len(t), len(t.split()), t.count('.') → 1339 207 12
    expect(result).toMatchObject({ type: 'paragraphs', count: 3, start_with_lorem: true, word_count: 207, sentence_count: 12, paragraph_count: 3, character_count: 1339 });
  });

  it('cycles the published words, 100 of them, as pieces that join into the text', async () => {
    const result = await lorem({ type: 'words', count: 100 });
    // 69 words in the passage (python3: len(P.split())), so words 70..100 start it again.
    const expected = ['Lorem', ...PUBLISHED_WORDS.slice(1), ...PUBLISHED_WORDS.slice(0, 31)];
    expect(result.pieces).toEqual(expected);
    expect(result.text).toBe(expected.join(' '));
    // python3: w = P.lower().replace('.','').replace(',','').split(); t = ' '.join((w*2)[:100]); len(t) → 632 (capitalising keeps the length)
    expect(result).toMatchObject({ word_count: 100, sentence_count: 0, paragraph_count: 1, character_count: 632 });
    expect((await lorem({ type: 'words', count: 1 })).text).toBe('Lorem');
  });

  it('gives the published sentences in order, cycling after the fourth', async () => {
    const result = await lorem({ type: 'sentences', count: 6 });
    expect(result.pieces).toEqual([...PUBLISHED_SENTENCES, ...PUBLISHED_SENTENCES.slice(0, 2)]);
    expect(result.text).toBe(result.pieces.join(' '));
    expect(result).toMatchObject({ sentence_count: 6, paragraph_count: 1 });
  });

  it('gives the same text as lorem-ipsum for the same input and random bytes (one shared library)', async () => {
    for (const type of ['words', 'sentences', 'paragraphs']) {
      for (const start_with_lorem of [true, false]) {
        const ours = await lorem({ type, count: 9, start_with_lorem }, seededBytes(`same-${type}`));
        const theirs = await run<{ result: string }>('lorem-ipsum', { type, count: 9, startWithLorem: start_with_lorem }, { random: seededBytes(`same-${type}`) });
        expect(ours.text).toBe(theirs.result);
      }
    }
  });

  describe('with start_with_lorem false', () => {
    it('gives exactly count random pieces of the vocabulary at 1 and 100, counted right', async () => {
      for (const count of [1, 100]) {
        const words = await lorem({ type: 'words', count, start_with_lorem: false }, seededBytes(`w${count}`));
        expect(words.pieces).toHaveLength(count);
        expect(words.word_count).toBe(count);
        expect(words.pieces[0]).toMatch(/^[A-Z][a-z]*$/);
        for (const word of words.pieces) expect(VOCABULARY).toContain(word.toLowerCase());

        const sentences = await lorem({ type: 'sentences', count, start_with_lorem: false }, seededBytes(`s${count}`));
        expect(sentences.pieces).toHaveLength(count);
        expect(sentences.sentence_count).toBe(count);
        for (const sentence of sentences.pieces) {
          expect(sentence).toMatch(/^[A-Z][a-z ]*[a-z]\.$/);
          const length = sentence.split(' ').length;
          expect(length).toBeGreaterThanOrEqual(8);
          expect(length).toBeLessThanOrEqual(15);
        }

        const paragraphs = await lorem({ type: 'paragraphs', count, start_with_lorem: false }, seededBytes(`p${count}`));
        expect(paragraphs.pieces).toHaveLength(count);
        expect(paragraphs.paragraph_count).toBe(count);
        expect(paragraphs.text).toBe(paragraphs.pieces.join('\n\n'));
        expect(paragraphs.word_count).toBe(paragraphs.text.split(/\s+/).length);
        for (const paragraph of paragraphs.pieces) {
          const n = paragraph.split(/(?<=\.) /).length;
          expect(n).toBeGreaterThanOrEqual(4);
          expect(n).toBeLessThanOrEqual(7);
        }
      }
    });

    it('draws every word of the vocabulary equally often: 10,000 words pass chi-square (df 62, p = 0.001)', async () => {
      const counts = new Map(VOCABULARY.map((word) => [word, 0]));
      for (let seed = 0; seed < 100; seed++) {
        for (const word of (await lorem({ type: 'words', count: 100, start_with_lorem: false }, seededBytes(`u${seed}`))).pieces) {
          counts.set(word.toLowerCase(), counts.get(word.toLowerCase())! + 1);
        }
      }
      expect(counts.size).toBe(63);
      const observed = [...counts.values()];
      const expected = 10_000 / 63;
      const statistic = observed.reduce((sum, value) => sum + (value - expected) ** 2 / expected, 0);
      // NIST/SEMATECH e-Handbook §1.3.6.7.4, upper-tail critical value for df 62 at p = 0.001: 102.166
      // (python3 -c "from scipy.stats import chi2; print(chi2.ppf(0.999, 62))" → 102.166…).
      expect(statistic).toBeLessThan(102.166);
    });
  });

  it('refuses counts outside 1..100, non-integers, unknown types and unknown fields, naming the field', async () => {
    await expectInvalid('lorem-ipsum-generate', { count: 0 }, 'count: must be ≥ 1');
    await expectInvalid('lorem-ipsum-generate', { count: 101 }, 'count: must be ≤ 100');
    await expectInvalid('lorem-ipsum-generate', { count: 2.5 }, 'count: must be an integer');
    await expectInvalid('lorem-ipsum-generate', { type: 'lines' }, 'type: must be one of words, sentences, paragraphs');
    await expectInvalid('lorem-ipsum-generate', { start_with_lorem: 'yes' }, 'start_with_lorem: must be a boolean');
    await expectInvalid('lorem-ipsum-generate', { startWithLorem: false }, 'startWithLorem: unknown field');
    await expectInvalid('lorem-ipsum-generate', JSON.parse('{"__proto__": {"count": 5}}'), '__proto__: unknown field');
  });
});
