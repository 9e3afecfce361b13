import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Deduped {
  result: string;
  kept: number;
  removed: number;
  duplicates: { line: string; count: number }[];
}
const dedupe = (input: Record<string, unknown>) => run<Deduped>('dedupe-lines', input);
const fruit = 'apple\npear\napple\nfig\npear\napple\n';

describe('dedupe-lines', () => {
  it("keeps the first of each line as awk '!seen[$0]++' does, counting as sort | uniq -c", async () => {
    // printf 'apple\npear\napple\nfig\npear\napple\n' | awk '!seen[$0]++'  → apple pear fig
    // … | sort | uniq -c → 3 apple, 1 fig, 2 pear
    expect(await dedupe({ text: fruit })).toEqual({
      result: 'apple\npear\nfig\n',
      kept: 3,
      removed: 3,
      duplicates: [{ line: 'apple', count: 3 }, { line: 'pear', count: 2 }],
    });
  });

  it('keeps the last of each, in place, as tac | awk | tac does', async () => {
    // printf 'apple\npear\napple\nfig\npear\napple\n' | tac | awk '!seen[$0]++' | tac → fig pear apple
    const result = await dedupe({ text: fruit, keep: 'last' });
    expect(result.result).toBe('fig\npear\napple\n');
    expect(result.duplicates).toEqual([{ line: 'pear', count: 2 }, { line: 'apple', count: 3 }]);
  });

  it("ignores case as awk '!seen[tolower($0)]++' does, writing the kept line as it was", async () => {
    // printf 'B\nb\na\nA\nb\n' | awk '!seen[tolower($0)]++' → B a
    expect((await dedupe({ text: 'B\nb\na\nA\nb\n', ignore_case: true })).result).toBe('B\na\n');
    expect((await dedupe({ text: 'B\nb\na\nA\nb\n' })).result).toBe('B\nb\na\nA\n');
  });

  it('trims when asked, and treats blank lines as lines', async () => {
    expect((await dedupe({ text: ' a\na \n\n\t\nb', trim: true })).result).toBe('a\n\nb');
    expect((await dedupe({ text: ' a\na \n\n\t\nb' })).result).toBe(' a\na \n\n\t\nb');
    expect(await dedupe({ text: '' })).toEqual({ result: '', kept: 0, removed: 0, duplicates: [] });
  });

  it('keeps CRLF endings, and splits mixed ones', async () => {
    expect((await dedupe({ text: 'x\r\ny\r\nx\r\n' })).result).toBe('x\r\ny\r\n');
    // mixed endings: every one ends a line, the first one found joins the result
    expect((await dedupe({ text: 'x\r\ny\nx\rz' })).result).toBe('x\r\ny\r\nz');
    expect((await dedupe({ text: 'x\ny\r\nx' })).result).toBe('x\ny');
  });

  it('leaves each line once, in first-seen order, for any text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('a', 'b', 'c', 'A', ''), { maxLength: 30 }), async (lines) => {
        const result = await dedupe({ text: lines.map((line) => line + '\n').join('') });
        const expected = [...new Set(lines)];
        expect(result.result).toBe(expected.map((line) => line + '\n').join(''));
        expect(result.kept + result.removed).toBe(lines.length);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('dedupe-lines', {}, 'text: is required');
    await expectInvalid('dedupe-lines', { text: 'a', keep: 'middle' }, 'keep: must be one of first, last');
    await expectInvalid('dedupe-lines', { text: 'a', trim: 1 }, /trim: must be a boolean/);
    await expectInvalid('dedupe-lines', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('dedupe-lines', JSON.parse('{"text": "a", "__proto__": {"trim": true}}'), /__proto__/);
  });
});
