/**
 * Decisions the issue left open:
 * - Regular expressions are JavaScript's (the same in every runtime); `replace` then takes
 *   JavaScript's replacement syntax ($1, $<name>, $&, $$), where Python's re.sub writes \1.
 *   Without regex, find and replace are plain text ($ means $).
 * - flags: any of i (ignore case), m (^ and $ at lines), s (. matches line breaks), u (Unicode);
 *   `all` (default true) stands for g.
 * - The result is refused past 10,000,000 characters (a one-character match replaced by 1,000
 *   characters a million times would hold gigabytes), with the count of replacements.
 * - isolate: a user's regular expression can backtrack for ever; the deadline ends it.
 */
import { Type } from '@sinclair/typebox';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const MAX_RESULT = 10_000_000;

export default defineTool({
  id: 'find-replace',
  name: 'Find and Replace',
  category: 'text',
  description:
    'Find and replace in a text, by plain text or regular expression (with $1 and $<name> groups in the replacement), every match or the first, with the number of replacements made.',
  keywords: ['find and replace', 'search and replace', 'replace', 'regex replace', 'sed', 're.sub', 'substitute', 'replace all'],
  isolate: true,
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text to search, at most 1,000,000 characters' }),
    find: Type.String({ minLength: 1, maxLength: 10_000, description: 'What to find: text, or a JavaScript regular expression with regex, 1–10,000 characters' }),
    replace: withDefault(
      Type.String({ maxLength: 1_000, description: 'What to put instead, at most 1,000 characters; with regex, $1, $<name>, $& and $$ expand (default empty: delete)' }),
      '',
    ),
    regex: withDefault(Type.Boolean({ description: 'Read find as a regular expression (default false: plain text)' }), false),
    flags: withDefault(
      Type.String({ maxLength: 4, pattern: '^(?!.*(.).*\\1)[imsu]*$', description: 'Regular expression flags, each at most once: i (ignore case), m (multiline), s (dot matches newlines), u (Unicode); i also works without regex (default none)' }),
      '',
    ),
    all: withDefault(Type.Boolean({ description: 'Replace every match, not only the first (default true)' }), true),
  }),
  output: closedObject({
    result: Type.String({ description: 'The text after replacing' }),
    count: Type.Integer({ description: 'How many replacements were made' }),
  }),
  examples: [
    { title: 'Plain text', input: { text: 'a.b.c', find: '.', replace: '::' }, output: { result: 'a::b::c', count: 2 } },
    {
      title: 'Regex groups: swap dates to ISO',
      input: { text: 'Due 31/12/2024 and 01/02/2025', find: '(\\d{2})/(\\d{2})/(\\d{4})', replace: '$3-$2-$1', regex: true },
      output: { result: 'Due 2024-12-31 and 2025-02-01', count: 2 },
    },
    { title: 'First match only, ignoring case', input: { text: 'Cat cat CAT', find: 'cat', replace: 'dog', flags: 'i', all: false }, output: { result: 'dog cat CAT', count: 1 } },
  ],
  run({ text, find, replace, regex, flags, all }) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(regex ? find : escapeRegExp(find), flags + (all ? 'g' : ''));
    } catch (error) {
      invalid(`find: not a valid regular expression: ${(error as Error).message}`);
    }
    let count = 0;
    let length = text.length;
    const result = text.replace(pattern, (...args: unknown[]) => {
      const replacement = regex ? expand(replace, args) : replace;
      count++;
      length += replacement.length - (args[0] as string).length;
      if (length > MAX_RESULT) invalid(`replace: the result would pass ${MAX_RESULT.toLocaleString('en-US')} characters (after ${count} replacements)`);
      return replacement;
    });
    return { result, count };
  },
});

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

/**
 * JavaScript's replacement patterns (ECMA-262 GetSubstitution), expanded by hand because the
 * replacer function that counts matches and bounds the result takes them literally.
 * args: match, p1…pn, offset, whole text, and the named groups object when there are any.
 */
function expand(replacement: string, args: unknown[]): string {
  const hasGroups = typeof args[args.length - 1] === 'object' && args[args.length - 1] !== undefined;
  const groups = hasGroups ? (args[args.length - 1] as Record<string, string | undefined>) : undefined;
  const tail = hasGroups ? 3 : 2;
  const match = args[0] as string;
  const captures = args.slice(1, args.length - tail) as (string | undefined)[];
  const offset = args[args.length - tail] as number;
  const whole = args[args.length - tail + 1] as string;
  return replacement.replace(/\$(\$|&|`|'|\d{1,2}|<([^>]*)>)/g, (token: string, what: string, name: string | undefined) => {
    if (what === '$') return '$';
    if (what === '&') return match;
    if (what === '`') return whole.slice(0, offset);
    if (what === "'") return whole.slice(offset + match.length);
    if (name !== undefined) return groups ? (groups[name] ?? '') : token;
    // $nn when group nn exists, else $n and the digit after it, else literal
    const two = Number(what);
    if (what.length === 2 && two >= 1 && two <= captures.length) return captures[two - 1] ?? '';
    const one = Number(what[0]);
    if (one >= 1 && one <= captures.length) return (captures[one - 1] ?? '') + what.slice(1);
    return token;
  });
}
