import { Type } from '@sinclair/typebox';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/** At most this many matches are returned; `truncated` says when more exist. */
const MAX_MATCHES = 10_000;

/**
 * At most this many characters of match and group text are returned. Captures may overlap
 * (`(?=(.*))` captures the rest of the text at every position), so without this bound 10,000
 * matches of a 100,000-character text could weigh gigabytes. The first match is always returned.
 */
const MAX_RESULT_CHARACTERS = 2_000_000;

type Capture = string | null;

interface Match {
  match: string;
  index: number;
  groups: Capture[];
  namedGroups?: Record<string, Capture>;
}

const capture = Type.Union([Type.String(), Type.Null()]);

/** Engines write `Invalid regular expression: /<pattern>/<flags>: <reason>`; keep the reason, never echo the pattern. */
function syntaxReason(error: unknown, pattern: string, flags: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const v8Prefix = `Invalid regular expression: /${pattern}/${flags}: `;
  const reason = message.startsWith(v8Prefix) ? message.slice(v8Prefix.length) : message;
  const clipped = reason.length > 80 ? `${reason.slice(0, 80)}…` : reason;
  return clipped.charAt(0).toLowerCase() + clipped.slice(1);
}

function toMatch(found: RegExpExecArray | RegExpMatchArray): Match {
  const match: Match = { match: found[0], index: found.index!, groups: found.slice(1).map((group) => group ?? null) };
  // fromEntries defines own properties, so a group named __proto__ stays plain data.
  if (found.groups) match.namedGroups = Object.fromEntries(Object.entries(found.groups).map(([name, group]) => [name, group ?? null]));
  return match;
}

function weight(match: Match): number {
  return match.groups.reduce((sum, group) => sum + (group?.length ?? 0), match.match.length);
}

export default defineTool({
  id: 'regex-test',
  name: 'Regex Tester',
  category: 'developer',
  description:
    'Run a JavaScript regular expression on text and list the matches with their UTF-16 index and capture groups (all matches with the g flag, else the first; at most 10,000).',
  keywords: ['regexp', 'regular expression', 'regex101', 'pattern matching', 'capture groups', 'regex tester'],
  mcp: true,
  isolate: true,
  timeoutMs: 2000,
  input: closedObject({
    pattern: Type.String({ maxLength: 1000, description: 'The regular expression in JavaScript syntax, without delimiters' }),
    text: Type.String({ maxLength: 100_000, description: 'The text to search' }),
    flags: withDefault(
      Type.String({
        // The length look-ahead first, so a long hostile value is refused without backtracking.
        pattern: '^(?![\\s\\S]{5})(?!.*(.).*\\1)[gims]*$',
        errorMessage: 'must be letters from g, i, m, s, each at most once',
        description: 'Flags: g (all matches), i (ignore case), m (^ and $ at line breaks), s (. matches line breaks); empty for none',
      }),
      'g',
    ),
  }),
  output: closedObject({
    matched: Type.Boolean({ description: 'Whether the pattern matched at least once' }),
    matchCount: Type.Integer({ description: 'The number of matches returned' }),
    matches: Type.Array(
      closedObject({
        match: Type.String({ description: 'The matched text' }),
        index: Type.Integer({ description: 'Where the match starts, in UTF-16 code units as JavaScript counts' }),
        groups: Type.Array(capture, { description: 'The capture groups in order; null for a group that did not take part' }),
        namedGroups: Type.Optional(
          Type.Record(Type.String(), capture, {
            additionalProperties: false,
            description: 'The named groups by name; present only when the pattern has named groups',
          }),
        ),
      }),
      { description: 'The matches in order' },
    ),
    truncated: Type.Boolean({ description: 'True when more matches exist than were returned (over 10,000, or over 2,000,000 characters of match text)' }),
  }),
  examples: [
    {
      title: 'All matches with groups',
      input: { pattern: '(\\w+)@(\\w+)\\.com', text: 'ann@example.com, bob@test.com' },
      output: {
        matched: true,
        matchCount: 2,
        matches: [
          { match: 'ann@example.com', index: 0, groups: ['ann', 'example'] },
          { match: 'bob@test.com', index: 17, groups: ['bob', 'test'] },
        ],
        truncated: false,
      },
    },
    {
      title: 'First match only, ignoring case, with a named and an unmatched group',
      input: { pattern: '(?<word>hello)(!)?', text: 'Say HELLO twice: hello!', flags: 'i' },
      output: {
        matched: true,
        matchCount: 1,
        matches: [{ match: 'HELLO', index: 4, groups: ['HELLO', null], namedGroups: { word: 'HELLO' } }],
        truncated: false,
      },
    },
  ],
  run({ pattern, text, flags }) {
    let regex: RegExp;
    try {
      regex = new RegExp(pattern, flags);
    } catch (error) {
      invalid(`pattern: invalid regular expression: ${syntaxReason(error, pattern, flags)}`);
    }
    if (!regex.global) {
      const found = regex.exec(text);
      return { matched: found !== null, matchCount: found ? 1 : 0, matches: found ? [toMatch(found)] : [], truncated: false };
    }
    const matches: Match[] = [];
    let characters = 0;
    let truncated = false;
    // matchAll steps past empty matches by one code unit, so zero-width patterns end.
    for (const found of text.matchAll(regex)) {
      const match = toMatch(found);
      characters += weight(match);
      if (matches.length === MAX_MATCHES || (matches.length > 0 && characters > MAX_RESULT_CHARACTERS)) {
        truncated = true;
        break;
      }
      matches.push(match);
    }
    return { matched: matches.length > 0, matchCount: matches.length, matches, truncated };
  },
});
