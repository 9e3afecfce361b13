import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const convert = (input: Record<string, unknown>) => run<{ result: string; count: number }>('list-convert', input);

describe('list-convert', () => {
  it('builds a SQL IN list as Python does, doubling quotes', async () => {
    // /usr/bin/python3: items = [x.strip() for x in "apple\nbanana\nO'Brien\n".splitlines() if x.strip()]
    //   '(' + ', '.join("'" + x.replace("'", "''") + "'" for x in items) + ')'  → ('apple', 'banana', 'O''Brien')
    expect(await convert({ text: "apple\r\nbanana\nO'Brien\n", quote: 'single', list_prefix: '(', list_suffix: ')' })).toEqual({ result: "('apple', 'banana', 'O''Brien')", count: 3 });
  });

  it('sorts by code point and dedupes as sorted(dict.fromkeys(items)) does', async () => {
    // items = [x.strip() for x in 'pear, fig,apple ,fig'.split(',')]; '\n'.join(sorted(dict.fromkeys(items))) → 'apple\nfig\npear'
    expect((await convert({ text: 'pear, fig,apple ,fig', input_separator: ',', output_separator: '\n', sort: 'asc', unique: true })).result).toBe('apple\nfig\npear');
    // '|'.join(sorted(['b','B','é','😀','\uffff','a'], reverse=True)) → '😀|\uffff|é|b|a|B'
    expect((await convert({ text: 'b B é 😀 \uffff a', input_separator: ' ', output_separator: '|', sort: 'desc' })).result).toBe('😀|\uffff|é|b|a|B');
  });

  it('wraps items and the list, keeping or dropping blanks and spaces as asked', async () => {
    expect((await convert({ text: 'a\n\n b ', item_prefix: '<', item_suffix: '>', quote: 'backtick' })).result).toBe('<`a`>, <`b`>');
    expect(await convert({ text: 'a\n\n b ', trim: false, drop_empty: false, quote: 'double' })).toEqual({ result: '"a", "", " b "', count: 3 });
    expect(await convert({ text: '' })).toEqual({ result: '', count: 0 });
    expect((await convert({ text: '', list_prefix: '[', list_suffix: ']' })).result).toBe('[]');
    expect((await convert({ text: 'a::b::c', input_separator: '::', output_separator: '' })).result).toBe('abc');
  });

  it('round-trips a list through another separator', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.stringMatching(/^[a-z0-9]{1,5}$/), { maxLength: 20 }), async (items) => {
        const joined = (await convert({ text: items.join('\n'), output_separator: ';' })).result;
        expect((await convert({ text: joined, input_separator: ';', output_separator: '\n' })).result).toBe(items.join('\n'));
      }),
      { numRuns: 30 },
    );
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('list-convert', {}, 'text: is required');
    await expectInvalid('list-convert', { text: 'a', input_separator: '' }, 'input_separator: must not be empty');
    await expectInvalid('list-convert', { text: 'a', quote: 'curly' }, 'quote: must be one of none, single, double, backtick');
    await expectInvalid('list-convert', { text: 'a', sort: 'up' }, 'sort: must be one of none, asc, desc');
    await expectInvalid('list-convert', { text: 'a', item_prefix: 'x'.repeat(21) }, 'item_prefix: must be at most 20 characters');
    await expectInvalid('list-convert', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('list-convert', JSON.parse('{"text": "a", "__proto__": {"quote": "single"}}'), /__proto__/);
  });
});
