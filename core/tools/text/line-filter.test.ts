import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Filtered { result: string; matched: number; total: number }
const filter = (input: Record<string, unknown>) => run<Filtered>('line-filter', input);
const kept = async (input: Record<string, unknown>) => (await filter(input)).result;

describe('line-filter', () => {
  it('keeps the lines grep keeps', async () => {
    // printf 'INFO start\nERROR disk full\ninfo done\nerror retry\n' | grep -i error → "ERROR disk full\nerror retry\n"
    expect(await filter({ text: 'INFO start\nERROR disk full\ninfo done\nerror retry\n', pattern: 'error', ci: true })).toEqual({
      result: 'ERROR disk full\nerror retry\n', matched: 2, total: 4,
    });
    // printf '# config\nport=80\n\nhost=a\n' | grep -Ev '^(#|$)' → "port=80\nhost=a\n"
    expect(await kept({ text: '# config\nport=80\n\nhost=a\n', pattern: '^(#|$)', regex: true, invert: true })).toBe('port=80\nhost=a\n');
    // printf 'x1\ny22\nz\n' | grep -Ec '[0-9]' → 2
    expect((await filter({ text: 'x1\ny22\nz\n', pattern: '[0-9]', regex: true })).matched).toBe(2);
  });

  it('reads plain patterns literally, as grep -F does', async () => {
    // printf 'a.b\naxb\nA.B\n' | grep -F 'a.b' → "a.b"; with -i → "a.b\nA.B"
    expect(await kept({ text: 'a.b\naxb\nA.B\n', pattern: 'a.b' })).toBe('a.b\n');
    expect(await kept({ text: 'a.b\naxb\nA.B\n', pattern: 'a.b', ci: true })).toBe('a.b\nA.B\n');
    expect(await kept({ text: 'x-y\n(a)[b]{c}|\\/^$*+?\nz', pattern: '(a)[b]{c}|\\/^$*+?', ci: true })).toBe('(a)[b]{c}|\\/^$*+?');
    expect(await kept({ text: 'x-y\nxy', pattern: 'x-y', ci: true })).toBe('x-y');
  });

  it('folds non-ASCII case', async () => {
    // printf 'héllo\nHÉLLO\n' | grep -i 'héllo' → both lines
    expect(await kept({ text: 'héllo\nHÉLLO\n', pattern: 'héllo', ci: true })).toBe('héllo\nHÉLLO\n');
  });

  it('matches an empty pattern on every line, and inverted on none', async () => {
    expect(await filter({ text: 'a\n\nb', pattern: '' })).toEqual({ result: 'a\n\nb', matched: 3, total: 3 });
    expect(await filter({ text: 'a\n\nb\n', pattern: '', invert: true })).toEqual({ result: '', matched: 0, total: 3 });
    expect(await filter({ text: '', pattern: 'a' })).toEqual({ result: '', matched: 0, total: 0 });
  });

  it('reads CRLF lines and answers LF', async () => {
    expect(await kept({ text: 'keep 1\r\ndrop\r\nkeep 2\r\n', pattern: 'keep' })).toBe('keep 1\nkeep 2\n');
  });

  it('uses Unicode regular expressions', async () => {
    expect(await kept({ text: 'abc\nαβγ\n123', pattern: '^\\p{Script=Greek}+$', regex: true })).toBe('αβγ');
    expect(await kept({ text: '🚀\nab', pattern: '^.$', regex: true })).toBe('🚀');
  });

  it('refuses a pattern that is not a regular expression, saying why', async () => {
    await expectInvalid('line-filter', { text: 'a', pattern: '(a', regex: true }, /^pattern: not a valid regular expression: .*Unterminated group/);
    await expectInvalid('line-filter', { text: 'a', pattern: '\\-', regex: true }, /pattern: not a valid regular expression/);
  });

  it('takes text at the 1,000,000-character bound', async () => {
    expect((await filter({ text: 'ab\n'.repeat(333_333), pattern: 'b' })).matched).toBe(333_333);
    await expectInvalid('line-filter', { text: 'a'.repeat(1_000_001), pattern: 'a' }, 'text: must be at most 1000000 characters');
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('line-filter', { text: 'a' }, 'pattern: is required');
    await expectInvalid('line-filter', { text: 'a', pattern: 'x'.repeat(1001) }, 'pattern: must be at most 1000 characters');
    await expectInvalid('line-filter', { text: 'a', pattern: 'a', invert: 'yes' }, /invert: must be a boolean/);
    await expectInvalid('line-filter', JSON.parse('{"text":"a","pattern":"a","__proto__":{"invert":true}}'), /__proto__/);
  });
});
