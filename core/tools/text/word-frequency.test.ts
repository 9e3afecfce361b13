import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Frequency { total: number; distinct: number; items: { item: string; count: number; percent: number }[] }
const frequency = (input: Record<string, unknown>) => run<Frequency>('word-frequency', input);
const pairs = (result: Frequency) => result.items.map(({ item, count }) => [item, count]);

const DICKENS =
  'It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, ' +
  'it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness';

// References: python3, W = r"[^\W_]+(?:['’][^\W_]+)*"; words = re.findall(W, text.lower()); collections.Counter(…).most_common(n),
// percent = round(100 * count / total, 2).
describe('word-frequency', () => {
  it('ranks words as Counter.most_common does, ties in order of first appearance', async () => {
    const result = await frequency({ text: DICKENS, top: 6 });
    // → 48 16 [('it', 8), ('was', 8), ('the', 8), ('of', 8), ('times', 2), ('age', 2)]
    expect(result.total).toBe(48);
    expect(result.distinct).toBe(16);
    expect(pairs(result)).toEqual([['it', 8], ['was', 8], ['the', 8], ['of', 8], ['times', 2], ['age', 2]]);
    expect(result.items.map((item) => item.percent)).toEqual([16.67, 16.67, 16.67, 16.67, 4.17, 4.17]);
  });

  it('counts bigrams across punctuation', async () => {
    const result = await frequency({ text: DICKENS, unit: 'bigram', top: 4 });
    // Counter(f"{a} {b}" for a, b in zip(words, words[1:])) → 47 25 [('it was', 8), ('was the', 8), ('of times', 2), ('times it', 2)]
    expect([result.total, result.distinct]).toEqual([47, 25]);
    expect(pairs(result)).toEqual([['it was', 8], ['was the', 8], ['of times', 2], ['times it', 2]]);
    expect(result.items[0]!.percent).toBe(17.02);
  });

  it('counts characters other than whitespace', async () => {
    const result = await frequency({ text: 'Mississippi rivers', unit: 'char', top: 5, case_sensitive: true });
    // Counter(ch for ch in "Mississippi rivers" if not ch.isspace()) → 17 7 [('i', 5), ('s', 5), ('p', 2), ('r', 2), ('M', 1)]
    expect([result.total, result.distinct]).toEqual([17, 7]);
    expect(pairs(result)).toEqual([['i', 5], ['s', 5], ['p', 2], ['r', 2], ['M', 1]]);
    expect(result.items.map((item) => item.percent)).toEqual([29.41, 29.41, 11.76, 11.76, 5.88]);
  });

  it('counts an emoji outside the BMP as one character', async () => {
    expect(pairs(await frequency({ text: '🚀a🚀', unit: 'char' }))).toEqual([['🚀', 2], ['a', 1]]);
  });

  it('keeps apostrophes inside words and folds case unless asked not to', async () => {
    const text = 'Don\'t stop — don’t STOP! Café café CAFÉ 42 42';
    // most_common() of the lowered text → [('café', 3), ('stop', 2), ('42', 2), ("don't", 1), ('don’t', 1)]
    expect(pairs(await frequency({ text }))).toEqual([['café', 3], ['stop', 2], ['42', 2], ["don't", 1], ['don’t', 1]]);
    // and of the text as it is → [('42', 2), ("Don't", 1), ('stop', 1), ('don’t', 1), ('STOP', 1), ('Café', 1), ('café', 1), ('CAFÉ', 1)]
    expect(pairs(await frequency({ text, case_sensitive: true }))).toEqual([
      ['42', 2], ["Don't", 1], ['stop', 1], ['don’t', 1], ['STOP', 1], ['Café', 1], ['café', 1], ['CAFÉ', 1],
    ]);
  });

  it('answers zeros for text without words', async () => {
    expect(await frequency({ text: '' })).toEqual({ total: 0, distinct: 0, items: [] });
    expect(await frequency({ text: ' — !? ', unit: 'bigram' })).toEqual({ total: 0, distinct: 0, items: [] });
    expect(await frequency({ text: 'one', unit: 'bigram' })).toEqual({ total: 0, distinct: 0, items: [] });
  });

  it('lists at most top items, the default 50', async () => {
    const text = Array.from({ length: 80 }, (_, i) => `w${i}`).join(' ');
    expect((await frequency({ text })).items).toHaveLength(50);
    expect((await frequency({ text, top: 1000 })).items).toHaveLength(80);
    expect((await frequency({ text, top: 1 })).items).toEqual([{ item: 'w0', count: 1, percent: 1.25 }]);
  });

  it('takes text at the 1,000,000-character bound', async () => {
    const result = await frequency({ text: 'ab '.repeat(333_333) + 'a' });
    expect(result.total).toBe(333_334);
    expect(pairs(result)).toEqual([['ab', 333_333], ['a', 1]]);
    await expectInvalid('word-frequency', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('word-frequency', { text: 1 }, 'text: must be a string, got an integer');
    await expectInvalid('word-frequency', { text: 'a', unit: 'line' }, 'unit: must be one of word, char, bigram');
    await expectInvalid('word-frequency', { text: 'a', top: 0 }, 'top: must be ≥ 1');
    await expectInvalid('word-frequency', { text: 'a', top: 1001 }, 'top: must be ≤ 1000');
    await expectInvalid('word-frequency', { text: 'a', case_sensitive: 'yes' }, /case_sensitive: must be a boolean/);
    await expectInvalid('word-frequency', JSON.parse('{"text":"a","__proto__":{"top":1}}'), /__proto__/);
  });
});
