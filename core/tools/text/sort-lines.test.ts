import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Sorted {
  result: string;
  lines: number;
}
const sort = (input: Record<string, unknown>, random?: (size: number) => Uint8Array) => run<Sorted>('sort-lines', input, random ? { random } : {});

describe('sort-lines', () => {
  // printf 'b\nB\na\n_\nA\nZ\n😀\n\xef\xbf\xbd\nb\n' > s1
  const mixed = 'b\nB\na\n_\nA\nZ\n😀\n\uFFFD\nb\n';

  it('orders by code point as LC_ALL=C sort -s does, emoji after U+FFFD', async () => {
    // LC_ALL=C sort -s s1
    expect(await sort({ text: mixed })).toEqual({ result: 'A\nB\nZ\n_\na\nb\nb\n\uFFFD\n😀\n', lines: 9 });
  });

  it('folds case as LC_ALL=C sort -s -f does, and -u keeps the first of equals', async () => {
    // LC_ALL=C sort -s -f s1
    expect((await sort({ text: mixed, ignore_case: true })).result).toBe('a\nA\nb\nB\nb\nZ\n_\n\uFFFD\n😀\n');
    // LC_ALL=C sort -s -f -u s1
    expect(await sort({ text: mixed, ignore_case: true, unique: true })).toEqual({ result: 'a\nb\nZ\n_\n\uFFFD\n😀\n', lines: 6 });
  });

  it('reads leading numbers as LC_ALL=C sort -s -g does, lines without one first', async () => {
    // printf 'x\n3 apples\n-1.5e1\n\n+2\n.5\n10\nabc\n 7\n' | LC_ALL=C sort -s -g
    expect((await sort({ text: 'x\n3 apples\n-1.5e1\n\n+2\n.5\n10\nabc\n 7\n', order: 'numeric' })).result).toBe('x\n\nabc\n-1.5e1\n.5\n+2\n3 apples\n 7\n10\n');
  });

  it('sorts digit runs by value as sort -V does', async () => {
    // printf 'file10.txt\nfile2.txt\nfile1.txt\nimg12b\nimg12a\nimg9\n' | LC_ALL=C sort -V
    expect((await sort({ text: 'file10.txt\nfile2.txt\nfile1.txt\nimg12b\nimg12a\nimg9\n', order: 'natural' })).result).toBe('file1.txt\nfile2.txt\nfile10.txt\nimg9\nimg12a\nimg12b\n');
    // digit runs longer than a double holds still compare by value
    expect((await sort({ text: 'v99999999999999999999\nv100000000000000000000', order: 'natural' })).result).toBe('v99999999999999999999\nv100000000000000000000');
  });

  it('sorts by length in code points, stable, descending reversing only the comparison', async () => {
    expect((await sort({ text: 'ccc\n😀😀\nbb\na\ndd', order: 'length' })).result).toBe('a\n😀😀\nbb\ndd\nccc');
    expect((await sort({ text: 'ccc\n😀😀\nbb\na\ndd', order: 'length', descending: true })).result).toBe('ccc\n😀😀\nbb\ndd\na');
  });

  it('keeps the text\'s own line ending and whether it ended with one', async () => {
    expect((await sort({ text: 'b\r\na\r\n' })).result).toBe('a\r\nb\r\n');
    expect((await sort({ text: 'b\ra' })).result).toBe('a\rb');
    expect(await sort({ text: '' })).toEqual({ result: '', lines: 0 });
    expect((await sort({ text: '\n\n' })).result).toBe('\n\n');
  });

  it('shuffles with ctx.random: a permutation of the lines', async () => {
    let counter = 0;
    const random = (size: number) => Uint8Array.from({ length: size }, () => (counter = (counter * 73 + 41) & 255));
    const lines = Array.from({ length: 50 }, (_, i) => `line ${i}`);
    const shuffled = await sort({ text: lines.join('\n'), order: 'random' }, random);
    expect(shuffled.result.split('\n').sort()).toEqual([...lines].sort());
    expect(shuffled.result).not.toBe(lines.join('\n'));
    expect((await sort({ text: 'a\nb\na', order: 'random', unique: true }, random)).lines).toBe(2);
  });

  it('gives a sorted permutation for any lines', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ unit: 'grapheme-ascii', maxLength: 6 }).filter((s) => !/[\r\n]/.test(s)), { maxLength: 30 }), async (lines) => {
        const result = await sort({ text: lines.map((line) => line + '\n').join('') });
        // lines of printable ASCII: code unit order is code point order
        expect(result.result).toBe([...lines].sort().map((line) => line + '\n').join(''));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('sort-lines', {}, 'text: is required');
    await expectInvalid('sort-lines', { text: 'a', order: 'version' }, 'order: must be one of alpha, natural, numeric, length, random');
    await expectInvalid('sort-lines', { text: 'a', descending: 'yes' }, /descending: must be a boolean/);
    await expectInvalid('sort-lines', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('sort-lines', JSON.parse('{"text": "a", "__proto__": {"unique": true}}'), /__proto__/);
  });
});
