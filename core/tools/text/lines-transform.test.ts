import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const transform = async (input: Record<string, unknown>, random?: (size: number) => Uint8Array) =>
  (await run<{ result: string; lines: number }>('lines-transform', input, random ? { random } : {})).result;

describe('lines-transform', () => {
  it('numbers lines as nl -ba does', async () => {
    // printf 'alpha\nbeta\n\ngamma\n' | nl -ba | od -c → "     1\talpha\n     2\tbeta\n     3\t\n     4\tgamma\n"
    expect(await transform({ text: 'alpha\nbeta\n\ngamma\n', op: 'number' })).toBe('     1\talpha\n     2\tbeta\n     3\t\n     4\tgamma\n');
    // printf 'a\nb\n' | nl -ba -w3 -s': ' -v 9 → "  9: a\n 10: b\n"
    expect(await transform({ text: 'a\nb\n', op: 'number', width: 3, separator: ': ', start: 9 })).toBe('  9: a\n 10: b\n');
  });

  it('reverses as tac does', async () => {
    // printf 'one\ntwo\nthree\n' | tac → "three\ntwo\none\n"
    expect(await transform({ text: 'one\ntwo\nthree\n', op: 'reverse' })).toBe('three\ntwo\none\n');
    expect(await transform({ text: 'one\r\ntwo', op: 'reverse' })).toBe('two\none');
  });

  it('keeps the first or last lines as head -n and tail -n do', async () => {
    // printf '1\n2\n3\n4\n5\n' | head -n 2 → "1\n2\n"
    expect(await transform({ text: '1\n2\n3\n4\n5\n', op: 'head', count: 2 })).toBe('1\n2\n');
    // printf '1\n2\n3\n4\n5' | tail -n 2 → "4\n5"
    expect(await transform({ text: '1\n2\n3\n4\n5', op: 'tail', count: 2 })).toBe('4\n5');
    expect(await transform({ text: '1\n2\n', op: 'tail', count: 0 })).toBe('');
    expect(await transform({ text: '1\n2\n', op: 'head', count: 10 })).toBe('1\n2\n');
    const lines = Array.from({ length: 20 }, (_, i) => String(i)).join('\n');
    expect(await transform({ text: lines, op: 'head' })).toBe(Array.from({ length: 10 }, (_, i) => String(i)).join('\n'));
  });

  it("adds a prefix and suffix as sed \"s/.*/'&',/\" does", async () => {
    // printf 'a\nb\n' | sed "s/.*/'&',/" → "'a',\n'b',\n"
    expect(await transform({ text: 'a\nb\n', op: 'prefix', prefix: "'", suffix: "'," })).toBe("'a',\n'b',\n");
  });

  it('pads as str.ljust and str.rjust do, counting code points', async () => {
    // '\n'.join(l.rjust(5, '*') for l in ['ab', '', 'toolong', 'é']) → '***ab\n*****\ntoolong\n****é'
    expect(await transform({ text: 'ab\n\ntoolong\né', op: 'pad', width: 5, fill: '*', align: 'right' })).toBe('***ab\n*****\ntoolong\n****é');
    // '\n'.join(l.ljust(3) for l in ['ab', 'x']) → 'ab \nx  '
    expect(await transform({ text: 'ab\nx', op: 'pad', width: 3 })).toBe('ab \nx  ');
    expect(await transform({ text: '🚀', op: 'pad', width: 2, fill: '🌍' })).toBe('🚀🌍');
    await expectInvalid('lines-transform', { text: 'a', op: 'pad', fill: 'ab' }, 'fill: must be exactly one character');
  });

  it('shuffles into a permutation drawn from the random bytes', async () => {
    const text = 'a\nb\nc\nd\ne';
    // All-zero bytes pick the first position left each step: a, b, c… stay put.
    expect(await transform({ text, op: 'shuffle' }, (size) => new Uint8Array(size))).toBe(text);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ maxLength: 5 }).filter((s) => !/[\r\n]/.test(s)), { minLength: 1, maxLength: 20 }), fc.uint8Array({ minLength: 64, maxLength: 64 }), async (lines, seed) => {
        let offset = 0;
        const random = (size: number) => Uint8Array.from({ length: size }, () => seed[offset++ % seed.length]!);
        const shuffled = await transform({ text: lines.join('\n'), op: 'shuffle' }, random);
        expect(shuffled.split('\n').sort()).toEqual([...lines].sort());
      }),
      { numRuns: 40 },
    );
  });

  it('answers an empty text with no lines', async () => {
    expect(await run('lines-transform', { text: '', op: 'number' })).toEqual({ result: '', lines: 0 });
    expect(await run('lines-transform', { text: '\n', op: 'number' })).toEqual({ result: '     1\t\n', lines: 1 });
  });

  it('takes text at the 1,000,000-character bound', async () => {
    const result = await run<{ lines: number }>('lines-transform', { text: 'a\n'.repeat(500_000), op: 'reverse' });
    expect(result.lines).toBe(500_000);
    await expectInvalid('lines-transform', { text: 'a'.repeat(1_000_001), op: 'reverse' }, 'text: must be at most 1000000 characters');
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('lines-transform', { text: 'a' }, 'op: is required');
    await expectInvalid('lines-transform', { text: 'a', op: 'sort' }, /op: must be one of number, reverse, shuffle/);
    await expectInvalid('lines-transform', { text: 'a', op: 'head', count: -1 }, 'count: must be ≥ 0');
    await expectInvalid('lines-transform', { text: 'a', op: 'pad', width: 1001 }, 'width: must be ≤ 1000');
    await expectInvalid('lines-transform', { text: 'a', op: 'pad', fill: '' }, 'fill: must not be empty');
    await expectInvalid('lines-transform', { text: 'a', op: 'prefix', prefix: 'x'.repeat(1001) }, 'prefix: must be at most 1000 characters');
    await expectInvalid('lines-transform', JSON.parse('{"text":"a","op":"head","__proto__":{"count":1}}'), /__proto__/);
  });
});
