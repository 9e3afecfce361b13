/**
 * Decisions the issue left open:
 * - Duplicates anywhere in the text are removed, not only adjacent ones (`awk '!seen[$0]++'`,
 *   not `uniq`); keep=last keeps each line's last occurrence, where it stands.
 * - ignore_case compares lowercased lines; the kept line is written as it was.
 * - trim compares lines without leading and trailing whitespace and writes them trimmed.
 * - Blank lines are lines like any other: several become one.
 * - `duplicates` lists only lines seen more than once, with their count (as `sort | uniq -c`
 *   would show them), in the result's order; a full count of every line would double the answer.
 * - Lines end at \n, \r\n or \r; the text's own ending joins the result (core/lib/text-lines.ts).
 */
import { Type } from '@sinclair/typebox';
import { joinLines, splitLines } from '../../lib/text-lines.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

export default defineTool({
  id: 'dedupe-lines',
  name: 'Remove Duplicate Lines',
  category: 'text',
  description:
    'Remove duplicate lines from a text, keeping the first or last occurrence in place, optionally ignoring case and surrounding whitespace, with how often each duplicate appeared.',
  // its worst input (many-short-lines: 500,000 lines) took 642 ms inline on the shared bench machine: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  keywords: ['dedupe', 'deduplicate', 'remove duplicates', 'unique lines', 'uniq', 'uniq -c', 'distinct lines', 'duplicate lines'],
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The lines to deduplicate, at most 1,000,000 characters' }),
    ignore_case: withDefault(Type.Boolean({ description: 'Lines differing only in letter case are duplicates (default false)' }), false),
    trim: withDefault(Type.Boolean({ description: 'Ignore and remove leading and trailing whitespace on each line (default false)' }), false),
    keep: withDefault(stringEnum(['first', 'last'], { description: 'Keep the first or the last occurrence of each line (default first)' }), 'first'),
  }),
  output: closedObject({
    result: Type.String({ description: 'The text with each line once' }),
    kept: Type.Integer({ description: 'Lines in the result' }),
    removed: Type.Integer({ description: 'Duplicate lines removed' }),
    duplicates: Type.Array(
      closedObject({
        line: Type.String({ description: 'The line as kept' }),
        count: Type.Integer({ description: 'How many times it appeared' }),
      }),
      { description: 'The lines that appeared more than once, in the order of the result' },
    ),
  }),
  examples: [
    {
      title: 'Keep the first of each',
      input: { text: 'apple\npear\napple\nfig\npear\napple\n' },
      output: { result: 'apple\npear\nfig\n', kept: 3, removed: 3, duplicates: [{ line: 'apple', count: 3 }, { line: 'pear', count: 2 }] },
    },
    {
      title: 'Ignore case and spaces, keep the last',
      input: { text: 'Red\n  blue\nRED \nblue', ignore_case: true, trim: true, keep: 'last' },
      output: { result: 'RED\nblue', kept: 2, removed: 2, duplicates: [{ line: 'RED', count: 2 }, { line: 'blue', count: 2 }] },
    },
  ],
  run({ text, ignore_case, trim, keep }) {
    const { lines, eol, trailingEol } = splitLines(text);
    const written = trim ? lines.map((line) => line.trim()) : lines;
    const keys = ignore_case ? written.map((line) => line.toLowerCase()) : written;
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    const kept: string[] = [];
    const duplicates: { line: string; count: number }[] = [];
    const seen = new Set<string>();
    const take = (index: number) => {
      const key = keys[index]!;
      if (seen.has(key)) return;
      seen.add(key);
      kept.push(written[index]!);
      const count = counts.get(key)!;
      if (count > 1) duplicates.push({ line: written[index]!, count });
    };
    if (keep === 'first') {
      for (let i = 0; i < keys.length; i++) take(i);
    } else {
      for (let i = keys.length - 1; i >= 0; i--) take(i);
      kept.reverse();
      duplicates.reverse();
    }
    return { result: joinLines(kept, eol, trailingEol), kept: kept.length, removed: lines.length - kept.length, duplicates };
  },
});
