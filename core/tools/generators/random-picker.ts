import { Type } from '@sinclair/typebox';
import { readPickList, type PickList } from '../../lib/pick-list.ts';
import { bufferedRandom } from '../../lib/random-buffer.ts';
import { sampleDistinct, shuffled, type RandomSource } from '../../lib/random-sample.ts';
import { randomSafeIntBetween } from '../../lib/random-wide.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec lists mode number/list/teams, min 1, max 100, count 1-10000, pick_count and
 * team_count 2-20):
 * - number: count integers in [min, max], both included; min and max are integers within
 *   ±10^12 (min > max is a 400 naming max). unique (default false, beyond the spec) draws
 *   without repeats, and more numbers than the range holds is a 400 naming count.
 * - list and teams take `items` (the spec names no field for them): 1 to 5,000 entries of up to
 *   100 characters, trimmed, blanks skipped, duplicates kept as separate entries (lib/pick-list.ts).
 * - list: pick_count (default 1) different entries, the first steps of a Fisher–Yates shuffle;
 *   more than the entries is a 400 naming pick_count.
 * - teams: the entries are shuffled (Fisher–Yates, Knuth TAOCP vol. 2 §3.4.2 Algorithm P) and
 *   dealt round-robin into team_count teams (default 2), so sizes differ by at most one and the
 *   first teams get the extra members; fewer entries than teams is a 400 naming team_count.
 * - Fields of other modes are ignored. Randomness only from ctx.random, rejection-sampled.
 */

const LIMIT = 1e12;
const MODES = ['number', 'list', 'teams'] as const;

const input = closedObject({
  mode: withDefault(stringEnum(MODES, { description: 'number: random integers from min to max; list: pick entries from items; teams: split items into random teams (default number)' }), 'number'),
  min: withDefault(Type.Integer({ minimum: -LIMIT, maximum: LIMIT, description: 'number mode: the smallest possible integer, included, within ±10^12 (default 1)' }), 1),
  max: withDefault(Type.Integer({ minimum: -LIMIT, maximum: LIMIT, description: 'number mode: the largest possible integer, included, within ±10^12 (default 100)' }), 100),
  count: withDefault(Type.Integer({ minimum: 1, maximum: 10_000, description: 'number mode: how many numbers to draw, 1 to 10,000 (default 1)' }), 1),
  unique: withDefault(Type.Boolean({ description: 'number mode: never draw the same number twice (default false)' }), false),
  items: Type.Optional(
    Type.Array(Type.String({ maxLength: 100, description: 'An entry, up to 100 characters; trimmed' }), {
      maxItems: 5_000,
      description: 'list and teams modes (required there): the entries, up to 5,000 of up to 100 characters. Trimmed; blank ones skipped; a duplicate is a separate entry',
    }),
  ),
  pick_count: withDefault(Type.Integer({ minimum: 1, maximum: 5_000, description: 'list mode: how many different entries to pick, 1 to 5,000 and at most the entries (default 1)' }), 1),
  team_count: withDefault(Type.Integer({ minimum: 2, maximum: 20, description: 'teams mode: how many teams, 2 to 20 and at most the entries (default 2)' }), 2),
});

const listFacts = {
  total_items: Type.Optional(Type.Integer({ description: 'list and teams: how many entries took part (non-blank items)' })),
  blank_skipped: Type.Optional(Type.Integer({ description: 'list and teams: how many blank items were skipped' })),
  duplicates: Type.Optional(Type.Array(Type.String(), { description: 'list and teams: items listed more than once (each is a separate entry)' })),
};

const output = closedObject({
  mode: stringEnum(MODES, { description: 'The mode used' }),
  numbers: Type.Optional(Type.Array(Type.Integer(), { description: 'number mode: the numbers, in the order drawn' })),
  min: Type.Optional(Type.Integer({ description: 'number mode: the smallest possible number' })),
  max: Type.Optional(Type.Integer({ description: 'number mode: the largest possible number' })),
  count: Type.Optional(Type.Integer({ description: 'number mode: how many numbers were drawn' })),
  unique: Type.Optional(Type.Boolean({ description: 'number mode: whether the numbers are all different' })),
  possible_values: Type.Optional(Type.Integer({ description: 'number mode: how many different numbers could be drawn (max − min + 1)' })),
  picks: Type.Optional(
    Type.Array(
      closedObject({
        item: Type.String({ description: 'The entry, trimmed' }),
        index: Type.Integer({ description: 'Its 0-based position in items as sent' }),
      }),
      { description: 'list mode: the picked entries in the order drawn, all different entries' },
    ),
  ),
  teams: Type.Optional(
    Type.Array(
      closedObject({
        team: Type.Integer({ description: 'The team number, from 1' }),
        size: Type.Integer({ description: 'How many members it has' }),
        members: Type.Array(Type.String(), { description: 'Its members, in the order dealt' }),
      }),
      { description: 'teams mode: the teams; sizes differ by at most one' },
    ),
  ),
  ...listFacts,
});

type Output = import('@sinclair/typebox').Static<typeof output>;

function entriesFor(items: string[] | undefined, mode: string): PickList {
  if (items === undefined) invalid(`items: required when mode is ${mode} (a list of entries)`);
  return readPickList(items, 'items');
}

const facts = (list: PickList) => ({ total_items: list.entries.length, blank_skipped: list.blank, duplicates: list.duplicates });

function drawNumbers(random: RandomSource, min: number, max: number, count: number, unique: boolean): Output {
  if (min > max) invalid(`max: must be ≥ min (min is ${min}, max is ${max})`);
  const span = max - min + 1;
  if (unique && count > span) invalid(`count: ${count} different numbers cannot be drawn from the ${span} integers ${min}..${max}`);
  const numbers = unique
    ? sampleDistinct(random, span, count).map((offset) => min + offset)
    : Array.from({ length: count }, () => randomSafeIntBetween(random, min, max));
  return { mode: 'number', numbers, min, max, count, unique, possible_values: span };
}

export default defineTool({
  id: 'random-picker',
  name: 'Random Picker',
  category: 'generators',
  description:
    'Three fair random draws in one tool: integers between min and max (optionally all different), entries picked from a list, or a list split into random teams whose sizes differ by at most one (shuffled with Fisher–Yates and dealt round-robin). Cryptographically secure randomness, no modulo bias.',
  keywords: ['team generator', 'random teams', 'pick from list', 'random number', 'split into groups', 'decision maker', 'random choice', 'raffle'],
  mcp: true,
  deterministic: false,
  input,
  output,
  examples: [
    {
      title: 'Three numbers from 1 to 100 (shown with all-zero random bytes)',
      input: { mode: 'number', min: 1, max: 100, count: 3 },
      output: { mode: 'number', numbers: [1, 1, 1], min: 1, max: 100, count: 3, unique: false, possible_values: 100 },
    },
    {
      title: 'Two different lunch spots from a list (shown with all-zero random bytes)',
      input: { mode: 'list', items: ['Tacos', 'Ramen', 'Falafel', 'Pizza'], pick_count: 2 },
      output: {
        mode: 'list',
        picks: [{ item: 'Tacos', index: 0 }, { item: 'Ramen', index: 1 }],
        total_items: 4,
        blank_skipped: 0,
        duplicates: [],
      },
    },
    {
      title: 'Seven players into three teams (shown with all-zero random bytes)',
      input: { mode: 'teams', items: ['Ada', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'], team_count: 3 },
      output: {
        mode: 'teams',
        teams: [
          { team: 1, size: 3, members: ['Ada', 'Dee', 'Gus'] },
          { team: 2, size: 2, members: ['Ben', 'Eve'] },
          { team: 3, size: 2, members: ['Cy', 'Fay'] },
        ],
        total_items: 7,
        blank_skipped: 0,
        duplicates: [],
      },
    },
  ],
  run({ mode, min, max, count, unique, items, pick_count, team_count }, ctx): Output {
    const random = bufferedRandom(ctx.random);
    if (mode === 'number') return drawNumbers(random, min, max, count, unique);
    const list = entriesFor(items, mode);
    const { entries } = list;
    if (mode === 'list') {
      if (pick_count > entries.length) invalid(`pick_count: ${pick_count} different entries cannot be picked from ${entries.length}`);
      const picks = sampleDistinct(random, entries.length, pick_count).map((position) => ({ item: entries[position]!.name, index: entries[position]!.index }));
      return { mode, picks, ...facts(list) };
    }
    if (team_count > entries.length) invalid(`team_count: ${team_count} teams need at least ${team_count} entries, items has ${entries.length}`);
    const teams = Array.from({ length: team_count }, (_, index) => ({ team: index + 1, size: 0, members: [] as string[] }));
    shuffled(random, entries).forEach((entry, position) => {
      const team = teams[position % team_count]!;
      team.members.push(entry.name);
      team.size++;
    });
    return { mode, teams, ...facts(list) };
  },
});
