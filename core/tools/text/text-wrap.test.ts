import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const wrap = async (input: Record<string, unknown>) => (await run<{ result: string }>('text-wrap', input)).result;

// printf '…' > fold.txt: runs of spaces, tabs, a word longer than a line, a blank line, trailing
// spaces, and a blank that overflows right after a full line.
const TEXT =
  'Lorem ipsum dolor sit amet,   consectetur adipiscing elit.\n\tIndented\tby tabs and\ttabs again here.\n' +
  'Supercalifragilisticexpialidocious words break.\n\nshort\nend with spaces      \nx  y  z  aaaaaaaaaaaa bbbbb';

describe('text-wrap', () => {
  it('matches GNU fold -s exactly with trim off', async () => {
    // fold -s -w 12 fold.txt (GNU coreutils 9.1)
    const fold =
      'Lorem ipsum \ndolor sit \namet,   \nconsectetur \nadipiscing \nelit.\n\t\nIndented\n\tby \ntabs \nand\t\ntabs again \nhere.\n' +
      'Supercalifra\ngilisticexpi\nalidocious \nwords break.\n\nshort\nend with \nspaces      \nx  y  z  \naaaaaaaaaaaa\n bbbbb';
    expect(await wrap({ text: TEXT, width: 12, trim: false })).toBe(fold);
  });

  it('matches fold -s with trailing blanks removed by default', async () => {
    // fold -s -w 12 fold.txt | sed 's/[[:blank:]]*$//'
    const folded =
      'Lorem ipsum\ndolor sit\namet,\nconsectetur\nadipiscing\nelit.\n\nIndented\n\tby\ntabs\nand\ntabs again\nhere.\n' +
      'Supercalifra\ngilisticexpi\nalidocious\nwords break.\n\nshort\nend with\nspaces\nx  y  z\naaaaaaaaaaaa\n bbbbb';
    expect(await wrap({ text: TEXT, width: 12 })).toBe(folded);
  });

  it('counts a code point as one column, emoji and accents included', async () => {
    expect(await wrap({ text: '😀😀😀😀😀😀😀😀😀😀😀😀', width: 10 })).toBe('😀😀😀😀😀😀😀😀😀😀\n😀😀');
    expect(await wrap({ text: 'éééé éééé éééé', width: 10 })).toBe('éééé éééé\néééé');
  });

  it('keeps CRLF line endings, breaking with CRLF inside such lines', async () => {
    expect(await wrap({ text: 'aaaa bbbb cccc\r\nd\r\n', width: 10 })).toBe('aaaa bbbb\r\ncccc\r\nd\r\n');
  });

  it('leaves short lines, empty text and the default width alone', async () => {
    expect(await wrap({ text: '' })).toBe('');
    expect(await wrap({ text: 'a\n\nb\n' })).toBe('a\n\nb\n');
    // printf 'x…x y' (80 x) | fold -s | sed 's/[[:blank:]]*$//': the blank that overflows a full line starts the next.
    expect(await wrap({ text: 'x'.repeat(80) + ' y' })).toBe('x'.repeat(80) + '\n y');
  });

  it('never makes a line wider than width, and only adds line breaks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300, unit: fc.constantFrom('a', 'b', ' ', '\n', 'é') }), fc.integer({ min: 10, max: 40 }), async (text, width) => {
        const result = await wrap({ text, width, trim: false });
        expect(result.split('\n').every((line) => [...line].length <= width)).toBe(true);
        expect(result.replace(/\n/g, '')).toBe(text.replace(/\n/g, ''));
      }),
      { numRuns: 100 },
    );
  });

  it('wraps a text at the 1,000,000-character bound', async () => {
    const result = await wrap({ text: 'word '.repeat(200_000), width: 10 });
    expect(result.split('\n').length).toBe(100_000);
    await expectInvalid('text-wrap', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('refuses widths out of bounds and wrong types, naming the field', async () => {
    await expectInvalid('text-wrap', { text: 'a', width: 9 }, 'width: must be ≥ 10');
    await expectInvalid('text-wrap', { text: 'a', width: 501 }, 'width: must be ≤ 500');
    await expectInvalid('text-wrap', { text: 'a', width: 20.5 }, /width: must be an integer/);
    await expectInvalid('text-wrap', { text: null }, /text: must be a string/);
    await expectInvalid('text-wrap', { width: 20 }, 'text: is required');
    await expectInvalid('text-wrap', JSON.parse('{"text":"a","__proto__":{"width":5}}'), /__proto__/);
  });
});
