import { describe, expect, it } from 'vitest';
import { executeTool } from '../../execute.ts';
import { get } from '../../catalog.ts';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type CrackTime = { seconds: number; display: string };
type Pattern = { pattern: string; token: string; start: number; end: number; matchedWord: string | null; guessesLog10: number };
type Result = {
  score: number;
  label: string;
  description: string;
  guesses: number;
  guessesLog10: number;
  crackTimes: Record<'onlineThrottling100PerHour' | 'onlineNoThrottling10PerSecond' | 'offlineSlowHashing1e4PerSecond' | 'offlineFastHashing1e10PerSecond', CrackTime>;
  feedback: { warning: string | null; suggestions: string[] };
  patterns: Pattern[];
};
const rate = (password: string) => run<Result>('password-strength', { password });

/*
 * Known answers: the zxcvbn-ts project's own test data (packages/libraries/main/test/helper/passwordTests.ts,
 * github.com/zxcvbn-ts/zxcvbn), computed with the common and English dictionaries, as this tool loads them.
 */
describe('password-strength', () => {
  it('is an isolated crypto tool on the MCP surface', () => {
    expect(get('password-strength')).toMatchObject({ category: 'crypto', mcp: true, isolate: true });
  });

  it('scores "password" 0: a heavily used password, cracked in 2 minutes even online and throttled', async () => {
    const result = await rate('password');
    expect(result).toMatchObject({ score: 0, label: 'very weak', guesses: 3, guessesLog10: 0.4771212547 });
    expect(result.description).toMatch(/^too guessable/);
    expect(result.crackTimes.onlineThrottling100PerHour).toEqual({ seconds: 108, display: '2 minutes' });
    expect(result.feedback).toEqual({ warning: 'This is a heavily used password.', suggestions: ['Add more words that are less common.'] });
    expect(result.patterns).toEqual([{ pattern: 'dictionary', token: 'password', start: 0, end: 8, matchedWord: 'password', guessesLog10: 0.3010299957 }]);
  });

  it('gives the published score, guesses and warning for the zxcvbn-ts test passwords', async () => {
    const cases: [string, number, number, string | null][] = [
      ['1q2w3e4r5t', 0, 364, 'This is a commonly used password.'],
      ['P4$$w0rd', 0, 33, 'This is similar to a commonly used password.'],
      ['aaaaaaa', 0, 85, 'Repeated characters like "aaa" are easy to guess.'],
      ['abcdefg123', 1, 15000, 'Common character sequences like "abc" are easy to guess.'],
      ['qwer', 1, 1297, 'Straight rows of keys on your keyboard are easy to guess.'],
      ['2010abc', 1, 15000, 'Recent years are easy to guess.'],
      ['aA!1', 1, 10001, null],
      ['TESTERINO', 2, 2486000, 'This is similar to a commonly used password.'],
      ['zxcftzuio', 2, 12790064, 'Short keyboard patterns are easy to guess.'],
      ['buy by beer', 3, 1301200000, null],
      ['a65a54cf-eadb-4f7c-893c-9d4a6f81f8c2', 4, 9.999999999999999e35, null],
    ];
    for (const [password, score, guesses, warning] of cases) {
      const result = await rate(password);
      expect({ password, score: result.score, guesses: result.guesses, warning: result.feedback.warning }).toEqual({ password, score, guesses, warning });
    }
  });

  it('reports the four crack times of the published example "TESTERINO"', async () => {
    const result = await rate('TESTERINO');
    expect(result.crackTimes).toEqual({
      onlineThrottling100PerHour: { seconds: 89496000, display: '3 years' },
      onlineNoThrottling10PerSecond: { seconds: 248600, display: '3 days' },
      offlineSlowHashing1e4PerSecond: { seconds: 248.6, display: '4 minutes' },
      offlineFastHashing1e10PerSecond: { seconds: 0.0002486, display: 'less than a second' },
    });
    expect(result.feedback.suggestions).toEqual(['Add more words that are less common.', 'Capitalize some, but not all letters.']);
    expect(result.patterns).toEqual([
      { pattern: 'dictionary', token: 'TESTER', start: 0, end: 6, matchedWord: 'tester', guessesLog10: 3.0927206447 },
      { pattern: 'bruteforce', token: 'INO', start: 6, end: 9, matchedWord: null, guessesLog10: 3 },
    ]);
  });

  it('explains l33t substitutions through the matched word', async () => {
    const result = await rate('P4$$w0rd');
    expect(result.patterns).toEqual([{ pattern: 'dictionary', token: 'P4$$w0rd', start: 0, end: 8, matchedWord: 'password', guessesLog10: 1.5051499783 }]);
    expect(result.feedback.suggestions).toContain("Avoid predictable letter substitutions like '@' for 'a'.");
  });

  it('scores a long random passphrase 4 with no advice, and labels every score', async () => {
    const uuid = await rate('a65a54cf-eadb-4f7c-893c-9d4a6f81f8c2');
    expect(uuid).toMatchObject({ score: 4, label: 'very strong', feedback: { warning: null, suggestions: [] } });
    for (const time of Object.values(uuid.crackTimes)) expect(time.display).toBe('centuries');
    expect(uuid.crackTimes.onlineThrottling100PerHour.seconds).toBe(3.6e37);
    expect((await rate('horse stable battery')).score).toBe(4);
    expect((await rate('buy by beer')).label).toBe('strong');
    expect((await rate('TESTERINO')).label).toBe('fair');
    expect((await rate('qwer')).label).toBe('weak');
  });

  it('rates the empty password 0 with the "use words" advice', async () => {
    const result = await rate('');
    expect(result).toMatchObject({ score: 0, guesses: 1, guessesLog10: 0, patterns: [] });
    expect(result.crackTimes.onlineThrottling100PerHour).toEqual({ seconds: 36, display: '36 seconds' });
    expect(result.feedback).toEqual({
      warning: null,
      suggestions: ['Use multiple words, but avoid common phrases.', 'You can create strong passwords without using symbols, numbers, or uppercase letters.'],
    });
  });

  it('indexes patterns in UTF-16 units, end exclusive, so token = password.slice(start, end)', async () => {
    for (const password of ['😀😀😀😀 correct horse', 'éléphant2024!', '\uD800lone surrogate', '密码password']) {
      const result = await rate(password);
      for (const pattern of result.patterns) expect(password.slice(pattern.start, pattern.end)).toBe(pattern.token);
    }
  });

  it('takes 128 characters, even adversarial ones, and refuses 129 (zxcvbn would truncate silently)', async () => {
    const adversarial = '4@8({[</369&#!1/|0$5+7%2/'.repeat(6).slice(0, 128);
    const envelope = await executeTool(get('password-strength')!, { password: adversarial }, { timeoutMs: 60_000 });
    expect(envelope).toMatchObject({ success: true, result: { score: 4 } });
    expect((await rate('a'.repeat(128))).score).toBe(1);
    await expectInvalid('password-strength', { password: 'a'.repeat(129) }, 'password: must be at most 128 characters');
  }, 60_000);

  it('refuses missing passwords, wrong types and unknown fields', async () => {
    await expectInvalid('password-strength', {}, 'password: is required');
    await expectInvalid('password-strength', { password: 12345678 }, 'password: must be a string, got an integer');
    await expectInvalid('password-strength', { password: null }, 'password: must be a string, got null');
    await expectInvalid('password-strength', { password: 'x', user_inputs: ['x'] }, 'user_inputs: unknown field');
    await expectInvalid('password-strength', JSON.parse('{"password": "x", "__proto__": {"score": 4}}'), '__proto__: unknown field');
  });

  it('never echoes the password in an error', async () => {
    const envelope = await call('password-strength', { password: 'hunter2-secret', extra: true });
    expect(envelope.success).toBe(false);
    expect(JSON.stringify(envelope)).not.toContain('hunter2');
  });
});
