import { Type } from '@sinclair/typebox';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Wrapping is GNU `fold -s -w width`'s: each line of the text is wrapped on its own (paragraphs
 *   are not reflowed); a line too long breaks after its last blank (space or tab) that fits, and a
 *   run of characters with no blank in it is cut at the width. Columns advance as in fold: a tab
 *   to the next multiple of 8, a backspace one back, a carriage return to 0, anything else one.
 * - Columns count Unicode code points (fold counts bytes, which splits UTF-8 characters).
 * - trim (default true) removes the blanks left at the end of each line, where fold -s keeps the
 *   space it broke after (`fold -s | sed 's/[[:blank:]]*$//'`); false gives fold's exact output.
 * - Line endings are kept; a break inside a CRLF-ended line is a CRLF too.
 */

const TAB_STOP = 8;

export default defineTool({
  id: 'text-wrap',
  name: 'Text Wrap (fold)',
  category: 'text',
  description:
    'Wrap long lines of text at a width: break after the last space that fits, and cut words longer than a line, as `fold -s` does.',
  // its worst input (many-short-lines) took 261.9 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  keywords: ['fold', 'fold -s', 'word wrap', 'wrap lines', 'line length', 'hard wrap', 'break lines', 'column width', 'line wrap', 'fmt'],
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text to wrap, up to 1,000,000 characters' }),
    width: withDefault(Type.Integer({ minimum: 10, maximum: 500, description: 'The widest line, in characters (columns), 10 to 500 (default 80)' }), 80),
    trim: withDefault(Type.Boolean({ description: 'Remove spaces and tabs at the end of every line (default true); false keeps them as fold -s does' }), true),
  }),
  output: closedObject({
    result: Type.String({ description: 'The wrapped text' }),
  }),
  examples: [
    {
      title: 'Wrap at 20 columns',
      input: { text: 'The quick brown fox jumps over the lazy dog.', width: 20 },
      output: { result: 'The quick brown fox\njumps over the lazy\ndog.' },
    },
    {
      title: 'A word longer than a line is cut',
      input: { text: 'see https://example.com/a/very/long/path', width: 16 },
      output: { result: 'see\nhttps://example.\ncom/a/very/long/\npath' },
    },
  ],
  run({ text, width, trim }) {
    const lines = text.split('\n');
    const out: string[] = [];
    for (let index = 0; index < lines.length; index++) {
      let line = lines[index]!;
      const crlf = line.endsWith('\r') && index < lines.length - 1;
      if (crlf) line = line.slice(0, -1);
      const pieces = foldLine(line, width);
      out.push((trim ? pieces.map((piece) => piece.replace(/[ \t]+$/, '')) : pieces).join(crlf ? '\r\n' : '\n') + (crlf ? '\r' : ''));
    }
    return { result: out.join('\n') };
  },
});

/** fold's column after `code` (a UTF-16 unit or a code point) at `column`. */
function advance(column: number, code: number): number {
  if (code === 0x09) return column + TAB_STOP - (column % TAB_STOP);
  if (code === 0x08) return column > 0 ? column - 1 : 0;
  if (code === 0x0d) return 0;
  return column + 1;
}

/**
 * One line (no line feed) cut into pieces as fold -s cuts it. The piece being built is always
 * line[start, i), and the position of its last blank is tracked, so the work is linear.
 */
function foldLine(line: string, width: number): string[] {
  if (line.length <= width && !line.includes('\t')) return [line];
  const pieces: string[] = [];
  let start = 0;
  let lastBlank = -1;
  let column = 0;
  let i = 0;
  while (i < line.length) {
    const code = line.codePointAt(i)!;
    const size = code > 0xffff ? 2 : 1;
    const next = advance(column, code);
    if (next > width && i > start) {
      if (lastBlank >= start) {
        // Break after the last blank; what follows it starts the next piece.
        pieces.push(line.slice(start, lastBlank + 1));
        start = lastBlank + 1;
        column = 0;
        for (let j = start; j < i; ) {
          const rest = line.codePointAt(j)!;
          column = advance(column, rest);
          j += rest > 0xffff ? 2 : 1;
        }
      } else {
        pieces.push(line.slice(start, i));
        start = i;
        column = 0;
      }
      lastBlank = -1;
      continue;
    }
    column = next;
    if (code === 0x20 || code === 0x09) lastBlank = i;
    i += size;
  }
  pieces.push(line.slice(start));
  return pieces;
}
