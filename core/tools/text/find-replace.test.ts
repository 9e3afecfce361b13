import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const replace = (input: Record<string, unknown>) => run<{ result: string; count: number }>('find-replace', input);

describe('find-replace', () => {
  it("answers what Python's re.sub answers (its \\1 written $1)", async () => {
    // /usr/bin/python3: re.sub(r'(\d{2})/(\d{2})/(\d{4})', r'\3-\2-\1', 'Due 31/12/2024 and 01/02/2025')
    expect(await replace({ text: 'Due 31/12/2024 and 01/02/2025', find: '(\\d{2})/(\\d{2})/(\\d{4})', replace: '$3-$2-$1', regex: true })).toEqual({ result: 'Due 2024-12-31 and 2025-02-01', count: 2 });
    // re.subn('x*', '-', 'abxd') → ('-a-b--d-', 5) (empty matches replaced too)
    expect(await replace({ text: 'abxd', find: 'x*', replace: '-', regex: true })).toEqual({ result: '-a-b--d-', count: 5 });
    // re.sub(r'(?P<w>\w+)@(?P<d>\w+)', r'\g<d> at \g<w>', 'me@host you@there')
    expect((await replace({ text: 'me@host you@there', find: '(?<w>\\w+)@(?<d>\\w+)', replace: '$<d> at $<w>', regex: true })).result).toBe('host at me there at you');
    // re.sub('cat', 'dog', 'Cat cat CAT', count=1, flags=re.I)
    expect((await replace({ text: 'Cat cat CAT', find: 'cat', replace: 'dog', regex: true, flags: 'i', all: false })).result).toBe('dog cat CAT');
    // re.sub(r'^(\w)', r'[\1]', 'ab\ncd', flags=re.M); re.sub(r'a.b', 'X', 'a\nb', flags=re.S)
    expect((await replace({ text: 'ab\ncd', find: '^(\\w)', replace: '[$1]', regex: true, flags: 'm' })).result).toBe('[a]b\n[c]d');
    expect((await replace({ text: 'a\nb', find: 'a.b', replace: 'X', regex: true, flags: 's' })).result).toBe('X');
    // re.subn(r'o', '0', 'foo boo') → ('f00 b00', 4)
    expect(await replace({ text: 'foo boo', find: 'o', replace: '0', regex: true })).toEqual({ result: 'f00 b00', count: 4 });
  });

  it('expands every replacement pattern of JavaScript', async () => {
    const re = (text: string, find: string, replacement: string) => replace({ text, find, replace: replacement, regex: true });
    expect((await re('abc', 'b', '[$&|$`|$\'|$$]')).result).toBe('a[b|a|c|$]c');
    expect((await re('abcdefghijk', '(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)', '$11-$10-$1')).result).toBe('k-j-a');
    expect((await re('ab', '(a)(b)', '$3$0$21')).result).toBe('$3$0b1');
    expect((await re('ab', '(a)|(z)', '[$2]')).result).toBe('[]b');
    expect((await re('ab', 'a', '$<x>')).result).toBe('$<x>b');
    expect((await re('ab', '(?<x>a)', '$<y>|$<x>')).result).toBe('|ab');
  });

  it('takes plain text literally, regex characters and $ included', async () => {
    expect(await replace({ text: 'a.b.c', find: '.', replace: '::' })).toEqual({ result: 'a::b::c', count: 2 });
    expect((await replace({ text: '(1+1) costs $5', find: '(1+1)', replace: '$1 $&' })).result).toBe('$1 $& costs $5');
    expect((await replace({ text: 'Aa', find: 'a', replace: 'x', flags: 'i' })).result).toBe('xx');
    expect(await replace({ text: 'abc', find: 'z' })).toEqual({ result: 'abc', count: 0 });
  });

  it('matches what String.replaceAll does for plain text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), fc.string({ minLength: 1, maxLength: 3 }), fc.string({ maxLength: 3 }), async (text, find, replacement) => {
        expect((await replace({ text, find, replace: replacement })).result).toBe(text.replaceAll(find, () => replacement));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a result past 10,000,000 characters', async () => {
    await expectInvalid('find-replace', { text: 'a'.repeat(100_000), find: 'a', replace: 'b'.repeat(101) }, /replace: the result would pass 10,000,000 characters/);
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('find-replace', { text: 'a', find: '(', regex: true }, /^find: not a valid regular expression/);
    await expectInvalid('find-replace', { text: 'a', find: '' }, 'find: must not be empty');
    await expectInvalid('find-replace', { text: 'a', find: 'a', flags: 'g' }, /flags: /);
    await expectInvalid('find-replace', { text: 'a', find: 'a', flags: 'ii' }, /flags: /);
    await expectInvalid('find-replace', { text: 'a', find: 'a', replace: 'x'.repeat(1_001) }, 'replace: must be at most 1000 characters');
    await expectInvalid('find-replace', { text: 'a'.repeat(1_000_001), find: 'a' }, 'text: must be at most 1000000 characters');
    await expectInvalid('find-replace', JSON.parse('{"text": "a", "find": "a", "__proto__": {"regex": true}}'), /__proto__/);
  });
});
