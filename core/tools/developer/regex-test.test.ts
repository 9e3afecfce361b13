import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Match { match: string; index: number; groups: (string | null)[]; namedGroups?: Record<string, string | null> }
interface Result { matched: boolean; matchCount: number; matches: Match[]; truncated: boolean }

const test = (pattern: string, text: string, flags?: string) =>
  run<Result>('regex-test', flags === undefined ? { pattern, text } : { pattern, text, flags });
const indexes = async (pattern: string, text: string, flags?: string) => (await test(pattern, text, flags)).matches.map((m) => m.index);

const FLAGS_MESSAGE = 'flags: must be letters from g, i, m, s, each at most once';

describe('regex-test', () => {
  it('runs isolated under a 2000 ms deadline (a runaway pattern like (a+)+$ is never run here)', () => {
    const tool = get('regex-test')!;
    expect(tool.isolate).toBe(true);
    expect(tool.timeoutMs).toBe(2000);
  });

  it('lists every match with its index and groups under the default g flag', async () => {
    expect(await test('(\\d+)-(\\d+)', 'a 1-2 b 33-44')).toEqual({
      matched: true,
      matchCount: 2,
      matches: [
        { match: '1-2', index: 2, groups: ['1', '2'] },
        { match: '33-44', index: 8, groups: ['33', '44'] },
      ],
      truncated: false,
    });
  });

  it('answers no match plainly', async () => {
    expect(await test('z', 'abc')).toEqual({ matched: false, matchCount: 0, matches: [], truncated: false });
    expect(await test('z', 'abc', '')).toEqual({ matched: false, matchCount: 0, matches: [], truncated: false });
    expect(await test('a', '')).toEqual({ matched: false, matchCount: 0, matches: [], truncated: false });
  });

  it('gives only the first match without g', async () => {
    expect(await test('a(.)', 'abacad', '')).toEqual({
      matched: true, matchCount: 1, matches: [{ match: 'ab', index: 0, groups: ['b'] }], truncated: false,
    });
    expect(await indexes('a', 'xaa', 'i')).toEqual([1]);
  });

  it('steps past zero-width matches (python3: [m.start() for m in re.finditer(...)])', async () => {
    // re.finditer('', 'abc') → 0, 1, 2, 3
    expect(await test('', 'abc')).toEqual({
      matched: true,
      matchCount: 4,
      matches: [0, 1, 2, 3].map((index) => ({ match: '', index, groups: [] })),
      truncated: false,
    });
    // re.finditer(r'\b', 'hi there') → 0, 2, 3, 8
    expect(await indexes('\\b', 'hi there')).toEqual([0, 2, 3, 8]);
    // re.finditer('(?=a)', 'banana') → 1, 3, 5
    expect(await indexes('(?=a)', 'banana')).toEqual([1, 3, 5]);
    expect(await indexes('x*', 'axxb')).toEqual([0, 1, 3, 4]);
  });

  it('caps at exactly 10,000 matches and says so', async () => {
    const atCap = await test('a', 'a'.repeat(10_000));
    expect(atCap).toMatchObject({ matched: true, matchCount: 10_000, truncated: false });
    const over = await test('a', 'a'.repeat(10_001));
    expect(over).toMatchObject({ matched: true, matchCount: 10_000, truncated: true });
    expect(over.matches).toHaveLength(10_000);
    expect(over.matches.at(-1)).toEqual({ match: 'a', index: 9_999, groups: [] });
    expect(await test('', 'b'.repeat(100_000))).toMatchObject({ matchCount: 10_000, truncated: true });
  });

  it('bounds the returned text when captures overlap', async () => {
    // Every position captures the rest of the text: 10,000 matches would be about a billion characters.
    const result = await test('(?=(.*))', 'a'.repeat(100_000));
    expect(result.truncated).toBe(true);
    const characters = result.matches.reduce((sum, m) => sum + m.match.length + m.groups.reduce((s, g) => s + (g?.length ?? 0), 0), 0);
    expect(characters).toBeLessThanOrEqual(2_000_000);
    expect(result.matchCount).toBe(20); // 100,000 + 99,999 + … + 99,981 > 2,000,000 at the 21st
    expect(result.matches[0]).toEqual({ match: '', index: 0, groups: ['a'.repeat(100_000)] });
  });

  it('counts indexes in UTF-16 code units, as JavaScript does (python3: len(s[:i].encode("utf-16-le")) // 2)', async () => {
    expect(await indexes('😀', 'a😀b😀')).toEqual([1, 4]);
    expect(await indexes('é', 'café é')).toEqual([3, 5]);
    // Without the u flag . is one code unit, so an astral character is two matches.
    expect((await test('.', '😀')).matches.map((m) => m.index)).toEqual([0, 1]);
    expect((await test('[\\u00e0-\\u00ff]+', 'naïve façade')).matches.map((m) => m.match)).toEqual(['ï', 'ç']);
    expect((await test('\\uD83D', 'x😀')).matches).toEqual([{ match: '\uD83D', index: 1, groups: [] }]);
  });

  it('gives unmatched groups as null (python3: re.match("(a)|(b)", "b").groups() → (None, "b"))', async () => {
    expect((await test('(a)|(b)', 'b')).matches).toEqual([{ match: 'b', index: 0, groups: [null, 'b'] }]);
    expect((await test('(x)?y', 'y')).matches).toEqual([{ match: 'y', index: 0, groups: [null] }]);
    expect((await test('()', 'z', '')).matches).toEqual([{ match: '', index: 0, groups: [''] }]);
  });

  it('adds namedGroups only when the pattern names groups', async () => {
    expect((await test('(?<year>\\d{4})-(?<month>\\d{2})(?<day>-\\d{2})?', 'on 2024-05', '')).matches).toEqual([
      { match: '2024-05', index: 3, groups: ['2024', '05', null], namedGroups: { year: '2024', month: '05', day: null } },
    ]);
    expect((await test('(\\d)', '7', '')).matches[0]).not.toHaveProperty('namedGroups');
  });

  it('keeps a group named __proto__ as plain data', async () => {
    const { matches } = await test('(?<__proto__>x)(?<constructor>y)', 'xy', '');
    const named = matches[0]!.namedGroups!;
    expect(Object.getPrototypeOf(named)).toBe(Object.prototype);
    expect(Object.keys(named)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(named, '__proto__')?.value).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('applies the i, m and s flags', async () => {
    expect(await indexes('abc', 'xABCabc', 'gi')).toEqual([1, 4]);
    expect(await indexes('abc', 'xABCabc')).toEqual([4]);
    expect(await indexes('^b', 'a\nb\nb', 'gm')).toEqual([2, 4]);
    expect(await indexes('^b', 'a\nb\nb')).toEqual([]);
    expect(await indexes('a.b', 'a\nb', 's')).toEqual([0]);
    expect(await indexes('a.b', 'a\nb')).toEqual([]);
    expect(await indexes('B$', 'ab\nab', 'imsg')).toEqual([1, 4]);
  });

  it('uses JavaScript syntax: lookbehind, backreferences, classes', async () => {
    expect((await test('(?<=\\$)\\d+', 'cost $42 or $7')).matches.map((m) => m.match)).toEqual(['42', '7']);
    expect((await test('(\\w)\\1', 'aabcdd')).matches.map((m) => m.match)).toEqual(['aa', 'dd']);
  });

  it('refuses flags other than g, i, m, s or a repeat, naming flags', async () => {
    for (const flags of ['y', 'u', 'd', 'v', 'gg', 'ii', 'gig', 'G', 'gimsx', 'gimsg', ' g', 'g\n']) {
      await expectInvalid('regex-test', { pattern: 'a', text: 'a', flags }, FLAGS_MESSAGE);
    }
    await expectInvalid('regex-test', { pattern: 'a', text: 'a', flags: 'g'.repeat(1_000_000) }, FLAGS_MESSAGE);
    await expectInvalid('regex-test', { pattern: 'a', text: 'a', flags: 5 }, 'flags: must be a string, got an integer');
    for (const flags of ['', 'g', 'i', 'smig', 'gims', 'ms']) expect((await test('a', 'a', flags)).matched).toBe(true);
  });

  it('refuses an invalid pattern with the engine\'s reason, never echoing the pattern', async () => {
    await expectInvalid('regex-test', { pattern: '(', text: 'a' }, 'pattern: invalid regular expression: unterminated group');
    await expectInvalid('regex-test', { pattern: 'a{2,1}', text: 'a', flags: '' }, /^pattern: invalid regular expression: numbers out of order/);
    await expectInvalid('regex-test', { pattern: '(?<n>a)(?<n>b)', text: 'a' }, /^pattern: invalid regular expression: duplicate capture group name/i);
    const long = `${'x'.repeat(999)}(`;
    const envelope = await run('regex-test', { pattern: long, text: 'a' }).catch((error: Error) => error.message);
    expect(envelope).toMatch(/VALIDATION_ERROR pattern: invalid regular expression: unterminated group$/);
    expect(String(envelope)).not.toContain('xxxxxxxx');
  });

  it('holds the pattern and text bounds exactly', async () => {
    expect((await test('a'.repeat(1000), 'a'.repeat(1000))).matchCount).toBe(1);
    await expectInvalid('regex-test', { pattern: 'a'.repeat(1001), text: 'a' }, 'pattern: must be at most 1000 characters');
    expect((await test('b', 'a'.repeat(100_000))).matched).toBe(false);
    await expectInvalid('regex-test', { pattern: 'a', text: 'a'.repeat(100_001) }, 'text: must be at most 100000 characters');
  });

  it('refuses wrong types, missing fields and unknown fields', async () => {
    await expectInvalid('regex-test', { text: 'a' }, 'pattern: is required');
    await expectInvalid('regex-test', { pattern: 'a' }, 'text: is required');
    await expectInvalid('regex-test', { pattern: /a/ as unknown as string, text: 'a' }, 'pattern: must be plain JSON data');
    await expectInvalid('regex-test', { pattern: 'a', text: ['a'] }, 'text: must be a string, got an array');
    await expectInvalid('regex-test', { pattern: 'a', text: 'a', zzz: 1 }, 'zzz: unknown field');
  });

  it('finds what String.prototype.indexOf finds for literal patterns', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 3, unit: fc.constantFrom('a', 'b') }), fc.string({ maxLength: 60, unit: fc.constantFrom('a', 'b', 'c') }), async (needle, haystack) => {
        const expected: number[] = [];
        for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) expected.push(at);
        expect(await indexes(needle, haystack)).toEqual(expected);
      }),
    );
  });
});
