import { Type } from '@sinclair/typebox';
import { readPickList } from '../../lib/pick-list.ts';
import { bufferedRandom } from '../../lib/random-buffer.ts';
import { randomSafeIntBetween } from '../../lib/random-wide.ts';
import { sampleDistinct } from '../../lib/random-sample.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec lists names, count 1-1000 and remove_after_pick):
 * - names is a JSON array of strings (1 to 5,000, each up to 100 characters; larger lists passed the 50 ms inline budget). Each is trimmed;
 *   blank ones are dropped (and counted); duplicates stay separate entries, so a name listed
 *   twice has twice the chance (they are reported in `duplicates`).
 * - remove_after_pick defaults to true, as a raffle draws winners: picks are then distinct
 *   entries, the first `count` steps of a Fisher–Yates shuffle (lib/random-sample.ts), and
 *   asking for more picks than entries is a 400 naming count. With false, every pick is drawn
 *   from the whole list, so the same entry may come up again.
 * - Randomness only from ctx.random, every draw rejection-sampled (no modulo bias).
 */

const input = closedObject({
  names: Type.Array(Type.String({ maxLength: 100, description: 'A name (or any entry), up to 100 characters; trimmed' }), {
    minItems: 1,
    maxItems: 5_000,
    description:
      'The names to pick from, 1 to 5,000 entries of up to 100 characters. Entries are trimmed; blank ones are skipped; a name listed twice is two entries (twice the chance)',
  }),
  count: withDefault(Type.Integer({ minimum: 1, maximum: 1_000, description: 'How many names to pick, 1 to 1000 (default 1)' }), 1),
  remove_after_pick: withDefault(
    Type.Boolean({
      description:
        'true (default): a picked entry leaves the hat, so picks are all different entries and count may not exceed them; false: every pick is from the whole list, so repeats can happen',
    }),
    true,
  ),
});

const entry = closedObject({
  name: Type.String({ description: 'The name, trimmed' }),
  index: Type.Integer({ description: 'Its 0-based position in names as sent' }),
});

const output = closedObject({
  picks: Type.Array(entry, { description: 'The picked names in the order drawn, each with its position in names' }),
  picked_names: Type.Array(Type.String(), { description: 'The picked names alone, in the order drawn' }),
  count: Type.Integer({ description: 'How many names were picked' }),
  remove_after_pick: Type.Boolean({ description: 'Whether picked entries were taken out of the hat' }),
  remaining: Type.Optional(Type.Array(Type.String(), { description: 'With remove_after_pick: the entries not picked, in their original order' })),
  total_entries: Type.Integer({ description: 'How many entries were in the hat (non-blank names)' }),
  blank_skipped: Type.Integer({ description: 'How many blank entries of names were skipped' }),
  duplicates: Type.Array(Type.String(), { description: 'Names listed more than once (each is a separate entry)' }),
});

export default defineTool({
  id: 'random-name-picker',
  name: 'Random Name Picker',
  category: 'generators',
  description:
    'Pick one or more names at random from a list (raffle, giveaway winner, who goes first). By default a picked name leaves the hat, so winners are all different; turn remove_after_pick off to allow repeats. Fair: every entry is equally likely, drawn from a cryptographically secure source without modulo bias.',
  keywords: ['raffle', 'giveaway', 'winner picker', 'draw names', 'name from a hat', 'random winner', 'lucky draw', 'who goes first'],
  mcp: true,
  deterministic: false,
  input,
  output,
  examples: [
    {
      title: 'Two winners of a raffle (shown with all-zero random bytes)',
      input: { names: ['Ana', 'Bao', 'Chidi', 'Dana', ' ', 'Eitan'], count: 2 },
      output: {
        picks: [{ name: 'Ana', index: 0 }, { name: 'Bao', index: 1 }],
        picked_names: ['Ana', 'Bao'],
        count: 2,
        remove_after_pick: true,
        remaining: ['Chidi', 'Dana', 'Eitan'],
        total_entries: 5,
        blank_skipped: 1,
        duplicates: [],
      },
    },
    {
      title: 'Three draws with replacement, so a name may repeat (shown with all-zero random bytes)',
      input: { names: ['Red', 'Green', 'Blue', 'Green'], count: 3, remove_after_pick: false },
      output: {
        picks: [{ name: 'Red', index: 0 }, { name: 'Red', index: 0 }, { name: 'Red', index: 0 }],
        picked_names: ['Red', 'Red', 'Red'],
        count: 3,
        remove_after_pick: false,
        total_entries: 4,
        blank_skipped: 0,
        duplicates: ['Green'],
      },
    },
  ],
  run({ names, count, remove_after_pick }, ctx) {
    const { entries, blank, duplicates } = readPickList(names, 'names');
    const random = bufferedRandom(ctx.random);
    let positions: number[];
    if (remove_after_pick) {
      if (count > entries.length) {
        invalid(`count: ${count} different names cannot be picked from ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} (set remove_after_pick to false to allow repeats)`);
      }
      positions = sampleDistinct(random, entries.length, count);
    } else {
      positions = Array.from({ length: count }, () => randomSafeIntBetween(random, 0, entries.length - 1));
    }
    const picks = positions.map((position) => ({ ...entries[position]! }));
    const result = {
      picks,
      picked_names: picks.map((pick) => pick.name),
      count,
      remove_after_pick,
      total_entries: entries.length,
      blank_skipped: blank,
      duplicates,
    };
    if (!remove_after_pick) return result;
    const taken = new Set(positions);
    return { ...result, remaining: entries.filter((_, position) => !taken.has(position)).map((item) => item.name) };
  },
});
