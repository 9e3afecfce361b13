import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Token { token: string; start: number; depth: number; description: string }
interface Result {
  pattern: string; flags: string; flagDescriptions: string[]; tokens: Token[]; captureGroups: number;
  redos: { risk: string; findings: { token: string; start: number; risk: string; reason: string }[] };
}
const explain = (pattern: string, flags?: string) => run<Result>('regex-explain', flags === undefined ? { pattern } : { pattern, flags });
const lines = (result: Result) => result.tokens.map((t) => `${t.depth} ${t.token} ${t.description}`);

describe('regex-explain', () => {
  it('reads the structure Python\'s re parser reads', async () => {
    // /usr/bin/python3: sre_parse.parse(r'a{2,}b{1,3}c?') → MAX_REPEAT (2, MAXREPEAT), (1, 3), (0, 1); 0 groups
    const bounds = await explain('a{2,}b{1,3}c?');
    expect(lines(bounds)).toEqual([
      '0 a the character "a"', '0 {2,} repeat the previous item at least 2 times',
      '0 b the character "b"', '0 {1,3} repeat the previous item between 1 and 3 times',
      '0 c the character "c"', '0 ? repeat the previous item optionally (zero or one time)',
    ]);
    expect(bounds.captureGroups).toBe(0);
    // sre_parse.parse(r'(?:x)(y)(?=z)') → LITERAL x, SUBPATTERN 1 (y), ASSERT (lookahead) z; one group
    const groups = await explain('(?:x)(y)(?=z)');
    expect(lines(groups)).toEqual([
      '0 (?:x) a non-capturing group', '1 x the character "x"',
      '0 (y) capture group 1', '1 y the character "y"',
      '0 (?=z) lookahead: only where followed by what is inside, without consuming it', '1 z the character "z"',
    ]);
    expect(groups.captureGroups).toBe(1);
    // sre_parse.parse(r'(a+)+$') → MAX_REPEAT(1, MAXREPEAT, SUBPATTERN 1 (MAX_REPEAT(1, MAXREPEAT, 'a'))), AT_END
    expect(lines(await explain('(a+)+$'))).toEqual([
      '0 (a+) capture group 1', '1 a the character "a"', '1 + repeat the previous item one or more times',
      '0 + repeat the previous item one or more times', '0 $ the end of the input',
    ]);
  });

  it('explains classes, escapes, anchors and backreferences (hand fixtures)', async () => {
    const result = await explain('^[^a-z0-9_]\\.+?(?<w>\\w)\\k<w>\\b(?<!\\s)$', 'gim');
    expect(lines(result)).toEqual([
      '0 ^ the start of the input or of a line',
      '0 [^a-z0-9_] one character that is not any of: "a" to "z", "0" to "9", "_"',
      '0 \\. the character "."',
      '0 +? repeat the previous item one or more times, as few times as possible (lazy)',
      '0 (?<w>\\w) capture group 1, named "w"',
      '1 \\w a word character (letter, digit or _)',
      '0 \\k<w> the same text that group "w" matched',
      '0 \\b a word boundary',
      '0 (?<!\\s) lookbehind: only where not preceded by what is inside, without consuming it',
      '1 \\s a whitespace character',
      '0 $ the end of the input or of a line',
    ]);
    expect(result.flagDescriptions).toEqual(['g: find every match, not just the first', 'i: ignore letter case', 'm: ^ and $ match at line breaks too']);
    expect(lines(await explain('cat|dog|'))).toEqual([
      '0 cat alternative 1 of 3', '1 c the character "c"', '1 a the character "a"', '1 t the character "t"',
      '0 dog alternative 2 of 3', '1 d the character "d"', '1 o the character "o"', '1 g the character "g"',
      '0  alternative 3 of 3: the empty string',
    ]);
    expect(lines(await explain('\\p{Lu}\\P{Script=Greek}.\\u00e9', 'su'))).toEqual([
      '0 \\p{Lu} a character with the Unicode property General_Category=Uppercase_Letter',
      '0 \\P{Script=Greek} a character without the Unicode property Script=Greek',
      '0 . any character',
      '0 \\u00e9 the character "é" (written \\u00e9)',
    ]);
    expect((await explain('')).tokens).toEqual([]);
  });

  it('rates ReDoS risk by its stated heuristics', async () => {
    const risk = async (pattern: string) => (await explain(pattern)).redos.risk;
    // Exponential: nested unbounded quantifiers; overlapping alternatives under an unbounded quantifier (OWASP ReDoS examples).
    expect(await risk('(a+)+$')).toBe('exponential');
    expect(await risk('([a-zA-Z]+)*$')).toBe('exponential');
    expect(await risk('(\\w+\\s?)*$')).toBe('exponential');
    expect(await risk('(a|aa)+$')).toBe('exponential');
    expect(await risk('(\\d|\\w)*x')).toBe('exponential');
    expect((await explain('(a|ab)*c')).redos.findings).toEqual([
      { token: '(a|ab)*', start: 0, risk: 'exponential', reason: 'an unbounded quantifier repeats alternatives that can start with the same character ("a" and "ab")' },
    ]);
    // Polynomial: adjacent overlapping unbounded quantifiers.
    expect(await risk('\\d+\\d+x')).toBe('polynomial');
    expect(await risk('.*.*=.*')).toBe('polynomial');
    // Low: bounded, disjoint or single quantifiers.
    expect(await risk('^\\d{1,3}(\\.\\d{1,3}){3}$')).toBe('low');
    expect(await risk('(ab|cd)*')).toBe('low');
    expect(await risk('\\d+[a-z]+')).toBe('low');
    expect(await risk('^[^@]+@[^@]+$')).toBe('low');
    expect(await risk('(?=a+)b+')).toBe('low');
  });

  it('refuses what JavaScript refuses, naming the field', async () => {
    await expectInvalid('regex-explain', { pattern: '(x' }, /^pattern: .*Unterminated group/);
    await expectInvalid('regex-explain', { pattern: 'a**' }, /^pattern: .*Nothing to repeat/);
    // Annex B accepts a quantified lookahead outside u mode; regexp-tree does not, and says where.
    await expectInvalid('regex-explain', { pattern: '(?=a)+' }, 'pattern: regexp-tree cannot read it: Unexpected token: "+" at 1:6.');
    await expectInvalid('regex-explain', { pattern: 'a', flags: 'gg' }, 'flags: "gg" repeats a flag');
    await expectInvalid('regex-explain', { pattern: 'a', flags: 'x' }, /^flags:/);
    await expectInvalid('regex-explain', { pattern: 'a', flags: 'v' }, /^flags:/);
    await expectInvalid('regex-explain', { pattern: 1 }, /^pattern: must be a string/);
    await expectInvalid('regex-explain', { pattern: 'a'.repeat(2_001) }, /^pattern: must be at most 2000 characters/);
    await expectInvalid('regex-explain', JSON.parse('{"pattern":"a","__proto__":{"x":1}}'), /__proto__/);
  });

  it('takes a 2,000-character pattern', async () => {
    const result = await explain('(a|b)'.repeat(400));
    expect(result.captureGroups).toBe(400);
    expect(result.redos.risk).toBe('low');
  });
});
