import { Type } from '@sinclair/typebox';
import type { MatchEstimated, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { lazy } from '../../lib/lazy.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec asks for a 0–4 score, a label and feedback):
 * - The estimate is zxcvbn-ts with its common and English dictionaries, keyboard graphs and
 *   English messages, at the library's default settings (so its published examples hold).
 * - password is at most 128 characters. zxcvbn's matching grows fast with length: its l33t and
 *   word-sequence matchers re-run the dictionary search on up to 100 substituted variants of the
 *   whole password, which costs about 2 s of CPU on 128 characters of adversarial input and
 *   5–10 s on 256. 128 covers NIST SP 800-63B's "at least 64 characters" with room for
 *   passphrases; anything longer would be truncated silently by zxcvbn, so it is refused instead.
 *   The tool is isolated, so a slow estimate runs on a worker under the deadline.
 * - label is a plain word per score; description is zxcvbn's own meaning of the score.
 * - crackTimes are zxcvbn's four attack scenarios, named with their guess rates.
 * - patterns is zxcvbn's match sequence: which part of the password matched what (start and end
 *   are UTF-16 indexes, end exclusive), so a caller can show why the score is low.
 */

const MAX_PASSWORD = 128;

const LABELS = ['very weak', 'weak', 'fair', 'strong', 'very strong'] as const;
const DESCRIPTIONS = [
  'too guessable: risky password (under 10^3 guesses)',
  'very guessable: protection from throttled online attacks (under 10^6 guesses)',
  'somewhat guessable: protection from unthrottled online attacks (under 10^8 guesses)',
  'safely unguessable: moderate protection from an offline attack on a slow hash (under 10^10 guesses)',
  'very unguessable: strong protection from an offline attack on a slow hash (10^10 guesses or more)',
] as const;

const loadZxcvbn = lazy(async (): Promise<ZxcvbnFactory> => {
  const [core, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new core.ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
});

const crackTime = (description: string) =>
  closedObject(
    {
      seconds: Type.Number({ description: 'Expected seconds to guess the password' }),
      display: Type.String({ description: 'The same time in words, e.g. "3 hours" or "centuries"' }),
    },
    { description },
  );

/** JSON has no Infinity: an estimate too large for a double is reported as the largest one. */
const finite = (value: number) => (Number.isFinite(value) ? value : Number.MAX_VALUE);

/** Engines' Math.log10 differ in the last bit (Chromium's V8 and Node's disagree): 10 decimals are the same everywhere. */
const log10Figure = (value: number) => Math.round(finite(value) * 1e10) / 1e10;

function describePattern(match: MatchEstimated) {
  return {
    pattern: match.pattern,
    token: match.token,
    start: match.i,
    end: match.j + 1,
    matchedWord: typeof match.matchedWord === 'string' ? match.matchedWord : null,
    guessesLog10: log10Figure(match.guessesLog10),
  };
}

export default defineTool({
  id: 'password-strength',
  name: 'Password Strength',
  category: 'crypto',
  description:
    'Estimate how hard a password is to guess (zxcvbn): a 0–4 score with a label, a warning and suggestions, the expected guesses, crack times under four attack scenarios, and the patterns found.',
  keywords: ['zxcvbn', 'password checker', 'password meter', 'entropy', 'crack time', 'how secure is my password'],
  mcp: true,
  isolate: true,
  input: closedObject({
    password: Type.String({ maxLength: MAX_PASSWORD, description: `The password to rate, at most ${MAX_PASSWORD} characters` }),
  }),
  output: closedObject({
    score: Type.Integer({ minimum: 0, maximum: 4, description: '0 (too guessable) to 4 (very unguessable)' }),
    label: Type.Union(LABELS.map((label) => Type.Literal(label)), { description: 'The score in a word: very weak, weak, fair, strong, very strong' }),
    description: Type.String({ description: "zxcvbn's meaning of the score" }),
    guesses: Type.Number({ description: 'Estimated guesses an attacker needs' }),
    guessesLog10: Type.Number({ description: 'log10 of guesses' }),
    crackTimes: closedObject(
      {
        onlineThrottling100PerHour: crackTime('An online attack throttled to 100 guesses per hour'),
        onlineNoThrottling10PerSecond: crackTime('An online attack at 10 guesses per second'),
        offlineSlowHashing1e4PerSecond: crackTime('An offline attack on a slow hash (bcrypt, scrypt, Argon2) at 10^4 guesses per second'),
        offlineFastHashing1e10PerSecond: crackTime('An offline attack on a fast hash at 10^10 guesses per second'),
      },
      { description: 'Expected time to guess the password under four attack scenarios' },
    ),
    feedback: closedObject(
      {
        warning: Type.Union([Type.String(), Type.Null()], { description: 'What makes the password weak, or null' }),
        suggestions: Type.Array(Type.String(), { description: 'How to make it stronger (empty for strong passwords)' }),
      },
      { description: "zxcvbn's advice" },
    ),
    patterns: Type.Array(
      closedObject({
        pattern: Type.String({ description: 'dictionary, spatial, repeat, sequence, regex, date, bruteforce, separator or wordSequence' }),
        token: Type.String({ description: 'The part of the password matched' }),
        start: Type.Integer({ description: 'Where the token starts (UTF-16 index)' }),
        end: Type.Integer({ description: 'Where the token ends (UTF-16 index, exclusive)' }),
        matchedWord: Type.Union([Type.String(), Type.Null()], { description: 'The dictionary word the token stands for (after l33t or case changes), or null' }),
        guessesLog10: Type.Number({ description: 'log10 of the guesses for this token' }),
      }),
      { description: 'The parts the estimate is built from, in order' },
    ),
  }),
  examples: [
    {
      title: 'A top-ten password (zxcvbn-ts test data)',
      input: { password: 'password' },
      output: {
        score: 0,
        label: 'very weak',
        description: DESCRIPTIONS[0],
        guesses: 3,
        guessesLog10: 0.4771212547,
        crackTimes: {
          onlineThrottling100PerHour: { seconds: 108, display: '2 minutes' },
          onlineNoThrottling10PerSecond: { seconds: 0.3, display: 'less than a second' },
          offlineSlowHashing1e4PerSecond: { seconds: 0.0003, display: 'less than a second' },
          offlineFastHashing1e10PerSecond: { seconds: 3e-10, display: 'less than a second' },
        },
        feedback: { warning: 'This is a heavily used password.', suggestions: ['Add more words that are less common.'] },
        patterns: [{ pattern: 'dictionary', token: 'password', start: 0, end: 8, matchedWord: 'password', guessesLog10: 0.3010299957 }],
      },
    },
    {
      title: 'Three words with spaces (zxcvbn-ts test data)',
      input: { password: 'buy by beer' },
      output: {
        score: 3,
        label: 'strong',
        description: DESCRIPTIONS[3],
        guesses: 1301200000,
        guessesLog10: 9.1143440546,
        crackTimes: {
          onlineThrottling100PerHour: { seconds: 46843200000, display: 'centuries' },
          onlineNoThrottling10PerSecond: { seconds: 130120000, display: '4 years' },
          offlineSlowHashing1e4PerSecond: { seconds: 130120, display: '2 days' },
          offlineFastHashing1e10PerSecond: { seconds: 0.13012, display: 'less than a second' },
        },
        feedback: { warning: null, suggestions: [] },
        patterns: [
          { pattern: 'bruteforce', token: 'bu', start: 0, end: 2, matchedWord: null, guessesLog10: 2 },
          { pattern: 'repeat', token: 'y by b', start: 2, end: 8, matchedWord: null, guessesLog10: 3.3014640731 },
          { pattern: 'bruteforce', token: 'eer', start: 8, end: 11, matchedWord: null, guessesLog10: 3 },
        ],
      },
    },
  ],
  async run({ password }) {
    const zxcvbn = await loadZxcvbn();
    const result = zxcvbn.check(password);
    const times = result.crackTimes;
    const time = (scenario: keyof typeof times) => ({ seconds: finite(times[scenario].seconds), display: times[scenario].display });
    return {
      score: result.score,
      label: LABELS[result.score],
      description: DESCRIPTIONS[result.score],
      guesses: finite(result.guesses),
      guessesLog10: log10Figure(result.guessesLog10),
      crackTimes: {
        onlineThrottling100PerHour: time('onlineThrottlingXPerHour'),
        onlineNoThrottling10PerSecond: time('onlineNoThrottlingXPerSecond'),
        offlineSlowHashing1e4PerSecond: time('offlineSlowHashingXPerSecond'),
        offlineFastHashing1e10PerSecond: time('offlineFastHashingXPerSecond'),
      },
      feedback: { warning: result.feedback.warning || null, suggestions: [...result.feedback.suggestions] },
      patterns: (result.sequence as MatchEstimated[]).map(describePattern),
    };
  },
});
