import { Type } from '@sinclair/typebox';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Lines end at LF or CRLF; kept lines end in LF, and the result ends with a line break when the
 *   text did (grep prints every kept line with its newline).
 * - pattern is plain text matched anywhere in the line (grep -F) unless regex is set; then it is a
 *   JavaScript regular expression with the u flag (Unicode code points, \p{…} classes), matched
 *   anywhere in the line (grep -E, with JavaScript's syntax: \d, lookarounds, lazy quantifiers).
 * - ci folds case by Unicode simple case folding (the i flag); for plain text too.
 * - An empty pattern matches every line, as in grep.
 */

const LINE_BREAK = /\r?\n/;

export default defineTool({
  id: 'line-filter',
  name: 'Line Filter (grep)',
  category: 'text',
  description:
    'Keep the lines of a text that contain a word or match a regular expression, or drop them (invert), like grep; counts the lines kept.',
  keywords: ['grep', 'filter lines', 'egrep', 'grep -v', 'remove lines containing', 'keep lines containing', 'search lines', 'findstr', 'select-string'],
  // A user's regex may backtrack for ever on a long line: runs on a worker under the deadline.
  isolate: true,
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text to filter, up to 1,000,000 characters' }),
    pattern: Type.String({ maxLength: 1000, description: 'The text (or, with regex, the regular expression) a line must contain, up to 1000 characters' }),
    regex: withDefault(Type.Boolean({ description: 'Read pattern as a JavaScript regular expression (default false: plain text)' }), false),
    invert: withDefault(Type.Boolean({ description: 'Keep the lines that do not match instead (grep -v; default false)' }), false),
    ci: withDefault(Type.Boolean({ description: 'Ignore letter case (grep -i; default false)' }), false),
  }),
  output: closedObject({
    result: Type.String({ description: 'The kept lines' }),
    matched: Type.Integer({ minimum: 0, description: 'How many lines were kept' }),
    total: Type.Integer({ minimum: 0, description: 'How many lines the text has' }),
  }),
  examples: [
    { title: 'Lines containing a word', input: { text: 'INFO start\nERROR disk full\ninfo done\nerror retry\n', pattern: 'error', ci: true }, output: { result: 'ERROR disk full\nerror retry\n', matched: 2, total: 4 } },
    { title: 'Drop comments and blank lines', input: { text: '# config\nport=80\n\nhost=a\n', pattern: '^(#|$)', regex: true, invert: true }, output: { result: 'port=80\nhost=a\n', matched: 2, total: 4 } },
  ],
  run({ text, pattern, regex, invert, ci }) {
    if (text === '') return { result: '', matched: 0, total: 0 };
    const matches = matcherOf(pattern, regex, ci);
    const finalBreak = /\r?\n$/.exec(text)?.[0] ?? '';
    const lines = text.slice(0, text.length - finalBreak.length).split(LINE_BREAK);
    const kept = lines.filter((line) => matches(line) !== invert);
    return { result: kept.join('\n') + (finalBreak && kept.length > 0 ? '\n' : ''), matched: kept.length, total: lines.length };
  },
});

function matcherOf(pattern: string, regex: boolean, ci: boolean): (line: string) => boolean {
  if (regex) {
    let compiled: RegExp;
    try {
      compiled = new RegExp(pattern, ci ? 'iu' : 'u');
    } catch (error) {
      invalid(`pattern: not a valid regular expression: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`);
    }
    return (line) => compiled.test(line);
  }
  if (!ci) return (line) => line.includes(pattern);
  // Case-insensitive plain text: the pattern escaped into a regex, so folding is the same as with regex.
  const folded = new RegExp(pattern.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'), 'iu');
  return (line) => folded.test(line);
}
