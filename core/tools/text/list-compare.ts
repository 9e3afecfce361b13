/**
 * Decisions the issue left open:
 * - Lists are one item per line (any line ending), compared as sets: each item once, in the order
 *   it first appears (a before b), or in code point order with sort (then the answer is what
 *   `LC_ALL=C comm` prints for sorted, deduplicated files).
 * - Items are trimmed and blank lines dropped unless trim is off; ignore_case compares lowercased
 *   items and writes the first spelling seen.
 * - The counts of all three parts come with every answer, whichever op is asked.
 */
import { Type } from '@sinclair/typebox';
import { compareCodePoints } from '../../lib/code-point-order.ts';
import { splitLines } from '../../lib/text-lines.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const OPS = ['union', 'intersect', 'aOnly', 'bOnly', 'sym'] as const;
type Op = (typeof OPS)[number];

export default defineTool({
  id: 'list-compare',
  name: 'List Compare',
  category: 'text',
  description:
    'Compare two lists of lines as sets: their union, the items in both, only in the first, only in the second, or in exactly one, with the count of each part.',
  // its worst input (many-short-lines: two lists of 500,000 lines) took 258 ms inline on the shared bench machine: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  keywords: ['compare lists', 'comm', 'list diff', 'set difference', 'intersection', 'union', 'common lines', 'missing items', 'list intersect'],
  input: closedObject({
    a: Type.String({ maxLength: 1_000_000, description: 'The first list, one item per line, at most 1,000,000 characters' }),
    b: Type.String({ maxLength: 1_000_000, description: 'The second list, one item per line, at most 1,000,000 characters' }),
    op: withDefault(
      stringEnum(OPS, { description: 'union (in either), intersect (in both), aOnly, bOnly, or sym (in exactly one) (default union)' }),
      'union',
    ),
    ignore_case: withDefault(Type.Boolean({ description: 'Items differing only in letter case are the same (default false)' }), false),
    trim: withDefault(Type.Boolean({ description: 'Remove whitespace around items and drop blank lines (default true)' }), true),
    sort: withDefault(Type.Boolean({ description: 'Sort the answer by code point instead of first appearance (default false)' }), false),
  }),
  output: closedObject({
    result: Type.String({ description: 'The items of the answer, one per line' }),
    count: Type.Integer({ description: 'How many items the answer has' }),
    counts: closedObject({
      aOnly: Type.Integer({ description: 'Items only in a' }),
      bOnly: Type.Integer({ description: 'Items only in b' }),
      both: Type.Integer({ description: 'Items in both' }),
    }),
  }),
  examples: [
    {
      title: 'In both',
      input: { a: 'alice\nbob\ncarol', b: 'carol\ndave\nalice', op: 'intersect' },
      output: { result: 'alice\ncarol', count: 2, counts: { aOnly: 1, bOnly: 1, both: 2 } },
    },
    {
      title: 'Missing from the second, ignoring case',
      input: { a: 'Alice\nBob\nCarol', b: 'alice\ncarol', op: 'aOnly', ignore_case: true },
      output: { result: 'Bob', count: 1, counts: { aOnly: 1, bOnly: 0, both: 2 } },
    },
  ],
  run({ a, b, op, ignore_case, trim, sort }) {
    const fold = ignore_case ? (item: string) => item.toLowerCase() : (item: string) => item;
    const left = itemsOf(a, trim, fold);
    const right = itemsOf(b, trim, fold);
    const picked: string[] = [];
    const counts = { aOnly: 0, bOnly: 0, both: 0 };
    for (const [key, item] of left) {
      const shared = right.has(key);
      if (shared) counts.both++;
      else counts.aOnly++;
      if (keeps(op, shared ? 'both' : 'aOnly')) picked.push(item);
    }
    for (const [key, item] of right) {
      if (left.has(key)) continue;
      counts.bOnly++;
      if (keeps(op, 'bOnly')) picked.push(item);
    }
    if (sort) picked.sort(compareCodePoints);
    return { result: picked.join('\n'), count: picked.length, counts };
  },
});

/** Each item once, keyed by its folded form, with the first spelling seen. */
function itemsOf(text: string, trim: boolean, fold: (item: string) => string): Map<string, string> {
  const items = new Map<string, string>();
  for (const line of splitLines(text).lines) {
    const item = trim ? line.trim() : line;
    if (trim && item === '') continue;
    const key = fold(item);
    if (!items.has(key)) items.set(key, item);
  }
  return items;
}

function keeps(op: Op, part: 'aOnly' | 'bOnly' | 'both'): boolean {
  switch (op) {
    case 'union':
      return true;
    case 'intersect':
      return part === 'both';
    case 'sym':
      return part !== 'both';
    default:
      return part === op;
  }
}
