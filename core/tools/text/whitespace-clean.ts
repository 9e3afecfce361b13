import { Type } from '@sinclair/typebox';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Lines end at CRLF, CR or LF. A line's whitespace is tab, vertical tab, form feed and every
 *   Unicode space separator (Zs: the space, no-break space, ideographic space…).
 * - Steps, in order, each line: tabs expanded to tab stops (as `expand -t N`), runs of whitespace
 *   collapsed to one space, both ends trimmed; then blank lines dropped (or, without drop_blank, a
 *   run of blank lines kept as it is); then lines joined with the end of line asked for. A line
 *   break at the very end of the text is kept (dos2unix keeps it too).
 * - eol keep leaves each line's own ending as it was (a CRLF file stays CRLF).
 */

const EOLS = ['lf', 'crlf', 'cr', 'keep'] as const;
const EOL_TEXT = { lf: '\n', crlf: '\r\n', cr: '\r' } as const;
const LINE = /([^\r\n]*)(\r\n|\r|\n|$)/g;
const WHITESPACE_RUN = /[\t\v\f\p{Zs}]+/gu;
const EDGES = /^[\t\v\f\p{Zs}]+|[\t\v\f\p{Zs}]+$/gu;

export default defineTool({
  id: 'whitespace-clean',
  name: 'Whitespace Cleaner',
  category: 'text',
  description:
    'Tidy the whitespace of a text: trim each line, collapse runs of spaces, drop blank lines, turn tabs into spaces, ' +
    'and convert line endings between LF (Unix), CRLF (Windows) and CR.',
  // its worst input (many-short-lines) took 981.8 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  keywords: ['trim', 'remove extra spaces', 'collapse whitespace', 'remove blank lines', 'dos2unix', 'unix2dos', 'crlf to lf', 'line endings', 'expand tabs', 'strip whitespace'],
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text to clean, up to 1,000,000 characters' }),
    trim: withDefault(Type.Boolean({ description: 'Remove whitespace at both ends of every line (default true)' }), true),
    collapse: withDefault(Type.Boolean({ description: 'Turn every run of spaces and tabs inside a line into one space (default true)' }), true),
    drop_blank: withDefault(Type.Boolean({ description: 'Remove lines that are empty or only whitespace (default false)' }), false),
    tabs: withDefault(Type.Integer({ minimum: 0, maximum: 16, description: 'Expand tabs to spaces at stops this many columns apart, 1 to 16; 0 (default) leaves tabs as they are' }), 0),
    eol: withDefault(stringEnum(EOLS, { description: 'Line endings of the result: lf (default, Unix), crlf (Windows), cr (classic Mac) or keep' }), 'lf'),
  }),
  output: closedObject({
    result: Type.String({ description: 'The cleaned text' }),
  }),
  examples: [
    { title: 'Trim, collapse and drop blank lines', input: { text: '  hello    world  \n\n\t  second\tline \n', drop_blank: true }, output: { result: 'hello world\nsecond line\n' } },
    { title: 'Windows line endings to Unix (dos2unix)', input: { text: 'one\r\ntwo\r\n', trim: false, collapse: false }, output: { result: 'one\ntwo\n' } },
    { title: 'Expand tabs only', input: { text: 'a\tb\n\tc', trim: false, collapse: false, tabs: 4, eol: 'keep' }, output: { result: 'a   b\n    c' } },
  ],
  run({ text, trim, collapse, drop_blank, tabs, eol }) {
    let result = '';
    for (const [, content, ending] of text.matchAll(LINE)) {
      let line = content!;
      if (tabs > 0 && line.includes('\t')) line = expandTabs(line, tabs);
      if (collapse) line = line.replace(WHITESPACE_RUN, ' ');
      if (trim) line = line.replace(EDGES, '');
      if (drop_blank && line.replace(EDGES, '') === '') continue;
      if (ending === '') {
        // The last line: text after the final break, possibly empty.
        result += line;
        break;
      }
      result += line + (eol === 'keep' ? ending! : EOL_TEXT[eol]);
    }
    return { result };
  },
});

/** Tabs to spaces up to the next stop, columns counted in code points (as GNU expand does in a UTF-8 locale). */
function expandTabs(line: string, width: number): string {
  let out = '';
  let column = 0;
  for (const char of line) {
    if (char === '\t') {
      const spaces = width - (column % width);
      out += ' '.repeat(spaces);
      column += spaces;
    } else {
      out += char;
      column++;
    }
  }
  return out;
}
