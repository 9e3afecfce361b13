import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Compared {
  result: string;
  count: number;
  counts: { aOnly: number; bOnly: number; both: number };
}
const compare = (input: Record<string, unknown>) => run<Compared>('list-compare', input);

describe('list-compare', () => {
  // printf 'pear\napple\nfig\nkiwi\napple\n' > la; printf 'fig\nlime\npear\nBanana\n' > lb
  // LC_ALL=C sort -u la > sa; LC_ALL=C sort -u lb > sb
  const a = 'pear\napple\nfig\nkiwi\napple\n';
  const b = 'fig\nlime\npear\nBanana\n';

  it('answers what LC_ALL=C comm answers on the sorted sets', async () => {
    const sorted = (op: string) => compare({ a, b, op, sort: true });
    expect((await sorted('aOnly')).result).toBe('apple\nkiwi'); // comm -23 sa sb
    expect((await sorted('bOnly')).result).toBe('Banana\nlime'); // comm -13 sa sb
    expect((await sorted('intersect')).result).toBe('fig\npear'); // comm -12 sa sb
    expect((await sorted('sym')).result).toBe('Banana\napple\nkiwi\nlime'); // comm -3 sa sb | tr -d '\t'
    expect(await sorted('union')).toEqual({ result: 'Banana\napple\nfig\nkiwi\nlime\npear', count: 6, counts: { aOnly: 2, bOnly: 2, both: 2 } }); // sort -u la lb
  });

  it('keeps first appearance order without sort, a before b', async () => {
    expect((await compare({ a, b })).result).toBe('pear\napple\nfig\nkiwi\nlime\nBanana');
    expect((await compare({ a, b, op: 'sym' })).result).toBe('apple\nkiwi\nlime\nBanana');
  });

  it('ignores case and surrounding spaces when asked, writing the first spelling', async () => {
    expect(await compare({ a: 'Alice\n  Bob \n\nCarol', b: 'alice\r\ncarol\r\n', op: 'aOnly', ignore_case: true })).toEqual({ result: 'Bob', count: 1, counts: { aOnly: 1, bOnly: 0, both: 2 } });
    expect((await compare({ a: 'Alice', b: 'alice', op: 'union', ignore_case: true })).result).toBe('Alice');
    expect((await compare({ a: ' x\n\n', b: 'x', op: 'sym', trim: false })).result).toBe(' x\n\nx');
    expect(await compare({ a: '', b: '' })).toEqual({ result: '', count: 0, counts: { aOnly: 0, bOnly: 0, both: 0 } });
  });

  it('follows set algebra for any lists', async () => {
    const list = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(list, list, async (x, y) => {
        const part = async (op: string) => (await compare({ a: x.join('\n'), b: y.join('\n'), op, sort: true })).result.split('\n').filter(Boolean);
        const setX = new Set(x);
        const setY = new Set(y);
        expect(await part('intersect')).toEqual([...setX].filter((item) => setY.has(item)).sort());
        expect(await part('aOnly')).toEqual([...setX].filter((item) => !setY.has(item)).sort());
        expect(await part('union')).toEqual([...new Set([...x, ...y])].sort());
      }),
      { numRuns: 30 },
    );
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('list-compare', { a: 'x' }, 'b: is required');
    await expectInvalid('list-compare', { a: 'x', b: 'y', op: 'minus' }, 'op: must be one of union, intersect, aOnly, bOnly, sym');
    await expectInvalid('list-compare', { a: 'x', b: 'y', sort: 'yes' }, /sort: must be a boolean/);
    await expectInvalid('list-compare', { a: 'x', b: 'y'.repeat(1_000_001) }, 'b: must be at most 1000000 characters');
    await expectInvalid('list-compare', JSON.parse('{"a": "x", "b": "y", "__proto__": {"op": "sym"}}'), /__proto__/);
  });
});
