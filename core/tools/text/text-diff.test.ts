import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Diff {
  identical: boolean;
  unified: string;
  hunks: { oldStart: number; oldLines: number; newStart: number; newLines: number; lines: string[] }[];
  counts: { added: number; removed: number; unchanged: number };
}
const diff = (input: Record<string, unknown>) => run<Diff>('text-diff', input);

describe('text-diff', () => {
  it('prints what GNU diff -u prints, hunks merged across the context', async () => {
    // printf 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n' > a1; printf 'a\nB\nc\nd\ne\nf\ng\nh\nj\nk\n' > b1
    // diff -u --label a --label b a1 b1
    const a = 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n';
    const b = 'a\nB\nc\nd\ne\nf\ng\nh\nj\nk\n';
    const result = await diff({ a, b });
    expect(result.unified).toBe('--- a\n+++ b\n@@ -1,10 +1,10 @@\n a\n-b\n+B\n c\n d\n e\n f\n g\n h\n-i\n j\n+k\n');
    expect(result.counts).toEqual({ added: 2, removed: 2, unchanged: 8 });
    // diff -U0 --label a --label b a1 b1
    const zero = await diff({ a, b, context: 0 });
    expect(zero.unified).toBe('--- a\n+++ b\n@@ -2 +2 @@\n-b\n+B\n@@ -9 +8,0 @@\n-i\n@@ -10,0 +10 @@\n+k\n');
    expect(zero.hunks.map((hunk) => hunk.lines)).toEqual([['-b', '+B'], ['-i'], ['+k']]);
  });

  it('marks a missing final newline and empty ranges as diff -u does', async () => {
    // printf 'x\ny' > a2; printf 'x\ny\n' > b2; diff -u --label a --label b a2 b2
    expect((await diff({ a: 'x\ny', b: 'x\ny\n' })).unified).toBe('--- a\n+++ b\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n+y\n');
    // printf '' > a3; printf 'new\n' > b3; diff -u --label a --label b a3 b3 (and b3 a3)
    expect((await diff({ a: '', b: 'new\n' })).unified).toBe('--- a\n+++ b\n@@ -0,0 +1 @@\n+new\n');
    expect((await diff({ a: 'new\n', b: '' })).unified).toBe('--- a\n+++ b\n@@ -1 +0,0 @@\n-new\n');
  });

  it('says identical texts are identical, with nothing to show', async () => {
    expect(await diff({ a: 'same\n', b: 'same\n' })).toEqual({ identical: true, unified: '', hunks: [], counts: { added: 0, removed: 0, unchanged: 1 } });
    expect(await diff({ a: '', b: '', unit: 'char' })).toEqual({ identical: true, unified: '', hunks: [], counts: { added: 0, removed: 0, unchanged: 0 } });
  });

  it('diffs words as difflib does over the same tokens', async () => {
    // python3: tok = lambda s: re.findall(r'[\w]+|\s+|.', s, re.S)
    // difflib.SequenceMatcher(None, tok('The cat sat on the mat.'), tok('The dog sat on a mat!'), autojunk=False).get_opcodes()
    // → replace cat→dog, replace the→a, replace .→!, everything else equal (The, sat, on, mat + spaces)
    const result = await diff({ a: 'The cat sat on the mat.', b: 'The dog sat on a mat!', unit: 'word', context: 5 });
    expect(result.counts).toEqual({ added: 3, removed: 3, unchanged: 4 });
    expect(result.unified).toBe('@@ -1,12 +1,12 @@\nThe [-cat-]{+dog+} sat on [-the-]{+a+} mat[-.-]{+!+}');
    const split = await diff({ a: 'a b c d e f g h i j', b: 'a B c d e f g h I j', unit: 'word', context: 1 });
    expect(split.unified).toBe('@@ -1,5 +1,5 @@\na [-b-]{+B+} c\n@@ -15,5 +15,5 @@\nh [-i-]{+I+} j');
  });

  it('diffs characters by code point as difflib does', async () => {
    // difflib.SequenceMatcher(None, list('kitten'), list('sitting'), autojunk=False).get_opcodes()
    // → replace k→s, equal itt, replace e→i, equal n, insert g
    const result = await diff({ a: 'kitten', b: 'sitting', unit: 'char', context: 0 });
    expect(result.counts).toEqual({ added: 3, removed: 2, unchanged: 4 });
    expect(result.unified).toBe('@@ -1 +1 @@\n[-k-]{+s+}\n@@ -5 +5 @@\n[-e-]{+i+}\n@@ -6,0 +7 @@\n{+g+}');
    const emoji = await diff({ a: 'a😀b', b: 'a😁b', unit: 'char', context: 1 });
    expect(emoji.hunks).toEqual([{ oldStart: 1, oldLines: 3, newStart: 1, newLines: 3, lines: [' a', '-😀', '+😁', ' b'] }]);
  });

  it('hunks rebuild both texts (any inputs, any unit)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), fc.constantFrom('word', 'char'), async (a, b, unit) => {
        const result = await diff({ a, b, unit, context: 20 });
        // with the widest context and short texts, one hunk covers everything that changed
        const old = result.hunks.flatMap((hunk) => hunk.lines.filter((line) => line[0] !== '+').map((line) => line.slice(1))).join('');
        const next = result.hunks.flatMap((hunk) => hunk.lines.filter((line) => line[0] !== '-').map((line) => line.slice(1))).join('');
        if (a !== b) expect(old.length <= a.length && a.includes(old) && b.includes(next)).toBe(true);
        expect(result.identical).toBe(a === b);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('text-diff', { a: 'x' }, 'b: is required');
    await expectInvalid('text-diff', { a: 1, b: 'x' }, 'a: must be a string, got an integer');
    await expectInvalid('text-diff', { a: 'x', b: 'y', unit: 'sentence' }, 'unit: must be one of line, word, char');
    await expectInvalid('text-diff', { a: 'x', b: 'y', context: 21 }, 'context: must be ≤ 20');
    await expectInvalid('text-diff', { a: 'x', b: 'y', context: -1 }, 'context: must be ≥ 0');
    await expectInvalid('text-diff', { a: 'x'.repeat(1_000_001), b: '' }, 'a: must be at most 1000000 characters');
    await expectInvalid('text-diff', JSON.parse('{"a": "x", "b": "y", "__proto__": {"unit": "word"}}'), /__proto__/);
  });
});
