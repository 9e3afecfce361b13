/**
 * Decisions the issue left open:
 * - alpha is code point order, as `LC_ALL=C sort` orders UTF-8; ignore_case folds to upper case
 *   first, as `sort -f` does. Sorting is stable (`sort -s`): lines that compare equal keep their
 *   order, and descending reverses the comparison, not the ties.
 * - natural compares runs of digits by value (file2 before file10), the rest as alpha.
 * - numeric reads a leading number as `sort -g` does (sign, decimals, exponent, leading blanks);
 *   lines without one come first, in their order.
 * - length counts code points.
 * - unique keeps the first of lines that are the same text (ignoring case when ignore_case); unlike
 *   `sort -g -u`, 10 and 10.0 both stay, as they are different lines.
 * - random is a uniform shuffle from ctx.random (descending and ignore_case do not apply).
 * - Lines end at \n, \r\n or \r; the text's own ending joins the result (core/lib/text-lines.ts).
 */
import { Type } from '@sinclair/typebox';
import { compareCodePoints } from '../../lib/code-point-order.ts';
import { bufferedRandom } from '../../lib/random-buffer.ts';
import { shuffled } from '../../lib/random-sample.ts';
import { joinLines, splitLines } from '../../lib/text-lines.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const ORDERS = ['alpha', 'natural', 'numeric', 'length', 'random'] as const;
type Order = (typeof ORDERS)[number];

export default defineTool({
  id: 'sort-lines',
  name: 'Sort Lines',
  category: 'text',
  description:
    'Sort the lines of a text alphabetically, naturally (file2 before file10), numerically, by length or at random, ascending or descending, optionally ignoring case and dropping duplicates.',
  keywords: ['sort', 'sort lines', 'alphabetize', 'sort -n', 'sort -u', 'natural sort', 'shuffle lines', 'order lines', 'sort text'],
  deterministic: false,
  // its worst input (many-short-lines: 500,000 lines) took 1016 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The lines to sort, at most 1,000,000 characters' }),
    order: withDefault(
      stringEnum(ORDERS, { description: 'alpha (code point order), natural (numbers by value), numeric (by leading number), length, or random (default alpha)' }),
      'alpha',
    ),
    descending: withDefault(Type.Boolean({ description: 'Largest first (default false)' }), false),
    ignore_case: withDefault(Type.Boolean({ description: 'Compare letters regardless of case (default false)' }), false),
    unique: withDefault(Type.Boolean({ description: 'Keep only the first of equal lines (default false)' }), false),
  }),
  output: closedObject({
    result: Type.String({ description: 'The sorted lines' }),
    lines: Type.Integer({ description: 'How many lines the result has' }),
  }),
  examples: [
    { title: 'Alphabetical', input: { text: 'pear\napple\nfig\n', order: 'alpha' }, output: { result: 'apple\nfig\npear\n', lines: 3 } },
    { title: 'Natural order', input: { text: 'file10.txt\nfile2.txt\nfile1.txt', order: 'natural' }, output: { result: 'file1.txt\nfile2.txt\nfile10.txt', lines: 3 } },
    {
      title: 'Numbers, largest first, no duplicates',
      input: { text: '10\n9.5\n-3\n10\n1e2', order: 'numeric', descending: true, unique: true },
      output: { result: '1e2\n10\n9.5\n-3', lines: 4 },
    },
  ],
  run({ text, order, descending, ignore_case, unique }, ctx) {
    const { lines, eol, trailingEol } = splitLines(text);
    let sorted: string[];
    if (order === 'random') {
      sorted = shuffled(bufferedRandom(ctx.random), unique ? dropDuplicates(lines, (line) => line) : lines);
    } else {
      const fold = ignore_case ? (line: string) => line.toUpperCase() : (line: string) => line;
      const keyed = lines.map((line, index) => ({ line, index, key: keyOf(order, fold(line)) }));
      const compare = comparatorFor(order);
      const sign = descending ? -1 : 1;
      keyed.sort((x, y) => sign * compare(x.key, y.key) || x.index - y.index);
      sorted = keyed.map((entry) => entry.line);
      if (unique) sorted = dropDuplicates(sorted, fold);
    }
    return { result: joinLines(sorted, eol, trailingEol), lines: sorted.length };
  },
});

type Key = string | number | NaturalKey;
type NaturalKey = (string | bigint)[];

function keyOf(order: Exclude<Order, 'random'>, line: string): Key {
  switch (order) {
    case 'alpha':
      return line;
    case 'natural':
      return naturalKey(line);
    case 'numeric':
      return leadingNumber(line);
    case 'length':
      return codePointLength(line);
  }
}

function comparatorFor(order: Exclude<Order, 'random'>): (x: Key, y: Key) => number {
  if (order === 'alpha') return (x, y) => compareCodePoints(x as string, y as string);
  if (order === 'natural') return (x, y) => compareNatural(x as NaturalKey, y as NaturalKey);
  return (x, y) => compareNumbers(x as number, y as number);
}

/** Numbers as `sort -g` reads them at the start of a line; NaN when there is none. */
const LEADING_NUMBER = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/;

function leadingNumber(line: string): number {
  const match = LEADING_NUMBER.exec(line);
  return match ? Number(match[0]) : Number.NaN;
}

/** NaN (no number) sorts before every number. */
function compareNumbers(x: number, y: number): number {
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

function codePointLength(line: string): number {
  let length = 0;
  for (let i = 0; i < line.length; i++) {
    const unit = line.charCodeAt(i);
    if (unit < 0xdc00 || unit > 0xdfff || i === 0 || (line.charCodeAt(i - 1) & 0xfc00) !== 0xd800) length++;
  }
  return length;
}

const NATURAL_PART = /\d+|\D+/g;

/** Runs of ASCII digits become BigInts (any length compares by value), the rest stays text. */
function naturalKey(line: string): NaturalKey {
  return (line.match(NATURAL_PART) ?? []).map((part) => (part.charCodeAt(0) >= 48 && part.charCodeAt(0) <= 57 ? BigInt(part) : part));
}

function compareNatural(x: NaturalKey, y: NaturalKey): number {
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    const a = x[i]!;
    const b = y[i]!;
    if (typeof a === 'bigint' && typeof b === 'bigint') {
      if (a !== b) return a < b ? -1 : 1;
    } else if (typeof a === 'bigint') {
      return -1; // a number sorts before text at the same place
    } else if (typeof b === 'bigint') {
      return 1;
    } else if (a !== b) {
      return compareCodePoints(a, b);
    }
  }
  return x.length - y.length;
}

/** The first of each group of lines equal under `fold`. */
function dropDuplicates(lines: readonly string[], fold: (line: string) => string): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = fold(line);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
