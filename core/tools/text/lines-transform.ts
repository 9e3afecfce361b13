import { Type } from '@sinclair/typebox';
import { bufferedRandom } from '../../lib/random-buffer.ts';
import { shuffled } from '../../lib/random-sample.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Lines end at LF or CRLF; the result's lines end in LF. A line break at the very end of the text
 *   ends the last line (it is not an empty line after it), and the result keeps it, as nl and tac do.
 * - number writes each line's number right-aligned in `width` columns, then `separator`, then the
 *   line: `nl -ba -w6 -s$'\t'` by default. Blank lines are numbered too (-ba).
 * - head and tail keep the first or last `count` lines (head -n, tail -n); reverse is tac.
 * - shuffle draws a uniform permutation from the run's random bytes (Fisher–Yates).
 * - pad makes every line at least `width` code points long with `fill`, after the line (align
 *   left) or before it (align right); longer lines stay as they are.
 */

const OPS = ['number', 'reverse', 'shuffle', 'head', 'tail', 'prefix', 'pad'] as const;
const LINE_BREAK = /\r?\n/;

export default defineTool({
  id: 'lines-transform',
  name: 'Lines Transformer',
  category: 'text',
  description:
    'Work on a text line by line: number the lines (nl), reverse them (tac), shuffle them, keep the first or last N (head, tail), ' +
    'add a prefix and suffix to each, or pad each to a width.',
  keywords: ['nl', 'tac', 'head', 'tail', 'number lines', 'line numbers', 'reverse lines', 'shuffle lines', 'randomize lines', 'add prefix', 'add suffix', 'pad lines'],
  deterministic: false,
  // its worst input (many-short-lines) took 786.7 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text, up to 1,000,000 characters' }),
    op: stringEnum(OPS, {
      description: 'number (nl), reverse (tac), shuffle, head (first count lines), tail (last count lines), prefix (prefix and suffix on every line) or pad (to width)',
    }),
    count: withDefault(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'head and tail: how many lines to keep, 0 to 1,000,000 (default 10)' }), 10),
    start: withDefault(Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000, description: 'number: the first line number (default 1)' }), 1),
    width: withDefault(Type.Integer({ minimum: 0, maximum: 1000, description: 'number: columns of the right-aligned number (default 6, as nl); pad: the width to pad lines to; 0 to 1000' }), 6),
    separator: withDefault(Type.String({ maxLength: 100, description: 'number: what goes between the number and the line, up to 100 characters (default a tab)' }), '\t'),
    prefix: withDefault(Type.String({ maxLength: 1000, description: 'prefix: text put before every line, up to 1000 characters (default none)' }), ''),
    suffix: withDefault(Type.String({ maxLength: 1000, description: 'prefix: text put after every line, up to 1000 characters (default none)' }), ''),
    align: withDefault(stringEnum(['left', 'right'], { description: 'pad: left (default) pads after the line, right pads before it' }), 'left'),
    fill: withDefault(Type.String({ minLength: 1, maxLength: 2, description: 'pad: the one character (code point) to pad with (default a space)' }), ' '),
  }),
  output: closedObject({
    result: Type.String({ description: 'The transformed text' }),
    lines: Type.Integer({ minimum: 0, description: 'How many lines the result has' }),
  }),
  examples: [
    { title: 'Number lines (nl -ba)', input: { text: 'alpha\nbeta\n\ngamma\n', op: 'number' }, output: { result: '     1\talpha\n     2\tbeta\n     3\t\n     4\tgamma\n', lines: 4 } },
    { title: 'Reverse (tac)', input: { text: 'one\ntwo\nthree', op: 'reverse' }, output: { result: 'three\ntwo\none', lines: 3 } },
    { title: 'Quote every line', input: { text: 'a\nb', op: 'prefix', prefix: "'", suffix: "'," }, output: { result: "'a',\n'b',", lines: 2 } },
  ],
  run(input, ctx) {
    const { text, op } = input;
    if (text === '') return { result: '', lines: 0 };
    const finalBreak = /\r?\n$/.exec(text)?.[0] ?? '';
    const lines = text.slice(0, text.length - finalBreak.length).split(LINE_BREAK);
    const out = transform(lines, input, ctx.random);
    return { result: out.join('\n') + (finalBreak && out.length > 0 ? '\n' : ''), lines: out.length };
  },
});

interface Options {
  op: (typeof OPS)[number];
  count: number;
  start: number;
  width: number;
  separator: string;
  prefix: string;
  suffix: string;
  align: 'left' | 'right';
  fill: string;
}

function transform(lines: string[], options: Options, random: (size: number) => Uint8Array): string[] {
  switch (options.op) {
    case 'number':
      return lines.map((line, i) => String(options.start + i).padStart(options.width) + options.separator + line);
    case 'reverse':
      return lines.reverse();
    case 'shuffle':
      return shuffled(bufferedRandom(random), lines);
    case 'head':
      return lines.slice(0, options.count);
    case 'tail':
      return options.count === 0 ? [] : lines.slice(-options.count);
    case 'prefix':
      return lines.map((line) => options.prefix + line + options.suffix);
    case 'pad': {
      if ([...options.fill].length !== 1) invalid('fill: must be exactly one character');
      return lines.map((line) => pad(line, options.width, options.fill, options.align));
    }
  }
}

/** `line` padded with `fill` to `width` code points. */
function pad(line: string, width: number, fill: string, align: 'left' | 'right'): string {
  let length = 0;
  for (let i = 0; i < line.length; i += line.codePointAt(i)! > 0xffff ? 2 : 1) if (++length >= width) return line;
  const padding = fill.repeat(width - length);
  return align === 'left' ? line + padding : padding + line;
}
