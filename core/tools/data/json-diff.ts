import { Type, type Static } from '@sinclair/typebox';
import { pointerSegment } from '../../lib/json-paths.ts';
import { isJsonObject, jsonSizer, jsonTypeOf, parseJson, type JsonValue } from '../../lib/json-value.ts';
import { MAX_RESULT_CHARS } from '../../lib/result-size.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Paths are JSON Pointers (RFC 6901): "" is the root, "/a/0/b~1c" the key "b/c" under a[0].
 * - Objects are compared key by key: a key only on the left is one `removed` entry holding its
 *   whole value, only on the right one `added` entry. Arrays are compared by index: an element
 *   only on one side is added or removed at its index, so an insertion in the middle shows as
 *   changes to every later index (no move detection). Values of different types, or different
 *   scalars, are `changed` with both whole values.
 * - Scalars and empty containers are the leaves: `unchanged` entries (include_unchanged) list
 *   equal leaves, never whole equal subtrees. The counts count every entry, listed or not, and
 *   count equal leaves as unchanged even when they are not listed.
 * - With ignore_key_order false, an object whose shared keys come in another order gets one
 *   extra `changed` entry at its own path, with each side's key list as left and right and the
 *   note "key order differs".
 * - Numbers compare as doubles, as JSON.parse and Python read them (1 equals 1.0 and 1e0, and
 *   0.10000000000000001 equals 0.1); an integer no double holds exactly (12345678901234567890) or a
 *   number beyond the double range is refused with its line and column (lib/json-value.ts), so two
 *   different integers never look equal. Strings compare by code units after unescaping ("\u0061"
 *   equals "a").
 * - At most 10,000 entries and 20,000,000 characters of values are listed; past that
 *   `truncated` is true and the counts still count everything.
 */

const MAX_LISTED = 10_000;

const KINDS = ['added', 'removed', 'changed', 'unchanged'] as const;
type Kind = (typeof KINDS)[number];

const entrySchema = closedObject({
  path: Type.String({ description: 'JSON Pointer (RFC 6901) of the value; "" is the whole document' }),
  kind: stringEnum(KINDS, { description: 'added (only on the right), removed (only on the left), changed, or unchanged' }),
  left: Type.Optional(Type.Unknown({ description: 'The left value (absent for added)' })),
  right: Type.Optional(Type.Unknown({ description: 'The right value (absent for removed)' })),
  note: Type.Optional(Type.String({ description: 'Only for a key-order change: "key order differs"; left and right are then the key lists' })),
});

const output = closedObject({
  equal: Type.Boolean({ description: 'True when nothing was added, removed or changed' }),
  differences: Type.Array(entrySchema, { description: 'One entry per difference (and per equal leaf with include_unchanged), in document order' }),
  counts: closedObject(
    {
      added: Type.Integer({ minimum: 0, description: 'Values only on the right' }),
      removed: Type.Integer({ minimum: 0, description: 'Values only on the left' }),
      changed: Type.Integer({ minimum: 0, description: 'Values that differ (a key-order change counts once)' }),
      unchanged: Type.Integer({ minimum: 0, description: 'Equal leaves (scalars and empty containers)' }),
    },
    { description: 'Every difference counted, listed or not' },
  ),
  truncated: Type.Boolean({ description: 'True when not every entry is listed (10,000 entries or 20,000,000 characters at most)' }),
});

type Entry = Static<typeof entrySchema>;

class Differ {
  readonly entries: Entry[] = [];
  readonly counts: Record<Kind, number> = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  truncated = false;
  private size = 0;
  private readonly sizeOf = jsonSizer();
  private readonly ignoreKeyOrder: boolean;
  private readonly includeUnchanged: boolean;

  constructor(ignoreKeyOrder: boolean, includeUnchanged: boolean) {
    this.ignoreKeyOrder = ignoreKeyOrder;
    this.includeUnchanged = includeUnchanged;
  }

  private record(kind: Kind, path: string, left: JsonValue | undefined, right: JsonValue | undefined, note?: string) {
    this.counts[kind]++;
    if (kind === 'unchanged' && !this.includeUnchanged) return;
    if (this.truncated) return;
    this.size += path.length + 40;
    if (left !== undefined) this.size += this.sizeOf(left);
    if (right !== undefined) this.size += this.sizeOf(right);
    if (this.entries.length === MAX_LISTED || this.size > MAX_RESULT_CHARS) {
      this.truncated = true;
      return;
    }
    const entry: Entry = { path, kind };
    if (left !== undefined) entry.left = left;
    if (right !== undefined) entry.right = right;
    if (note !== undefined) entry.note = note;
    this.entries.push(entry);
  }

  /** A value on one side only: one entry holding all of it. */
  private oneSided(kind: 'added' | 'removed', path: string, value: JsonValue) {
    this.record(kind, path, kind === 'removed' ? value : undefined, kind === 'added' ? value : undefined);
  }

  compare(left: JsonValue, right: JsonValue, path: string): void {
    const leftType = jsonTypeOf(left);
    const rightType = jsonTypeOf(right);
    if (leftType !== rightType) {
      this.record('changed', path, left, right);
    } else if (Array.isArray(left) && Array.isArray(right)) {
      if (left.length === 0 && right.length === 0) this.record('unchanged', path, left, right);
      const shared = Math.min(left.length, right.length);
      for (let i = 0; i < shared; i++) this.compare(left[i]!, right[i]!, path + pointerSegment(i));
      for (let i = shared; i < left.length; i++) this.oneSided('removed', path + pointerSegment(i), left[i]!);
      for (let i = shared; i < right.length; i++) this.oneSided('added', path + pointerSegment(i), right[i]!);
    } else if (isJsonObject(left) && isJsonObject(right)) {
      const leftKeys = Object.keys(left);
      const rightKeys = Object.keys(right);
      if (leftKeys.length === 0 && rightKeys.length === 0) this.record('unchanged', path, left, right);
      if (!this.ignoreKeyOrder) {
        const leftShared = leftKeys.filter((key) => Object.hasOwn(right, key));
        const rightShared = rightKeys.filter((key) => Object.hasOwn(left, key));
        if (leftShared.some((key, i) => key !== rightShared[i])) this.record('changed', path, leftKeys, rightKeys, 'key order differs');
      }
      for (const key of leftKeys) {
        if (Object.hasOwn(right, key)) this.compare(left[key]!, right[key]!, path + pointerSegment(key));
        else this.oneSided('removed', path + pointerSegment(key), left[key]!);
      }
      for (const key of rightKeys) if (!Object.hasOwn(left, key)) this.oneSided('added', path + pointerSegment(key), right[key]!);
    } else {
      this.record(left === right ? 'unchanged' : 'changed', path, left, right);
    }
  }
}

export default defineTool({
  id: 'json-diff',
  name: 'JSON Diff',
  category: 'data',
  description:
    'Compare two JSON documents and list what was added, removed or changed, each at its JSON Pointer path with the left and right values, plus counts. Objects are compared by key (key order ignored unless asked), arrays by index.',
  keywords: ['compare json', 'json compare', 'json differences', 'json patch', 'changes', 'delta'],
  mcp: true,
  // its worst input (ragged-arrays) took 724.0 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    left: Type.String({ maxLength: 1_000_000, description: 'The first (old) JSON text' }),
    right: Type.String({ maxLength: 1_000_000, description: 'The second (new) JSON text' }),
    ignore_key_order: withDefault(
      Type.Boolean({ description: 'Treat objects with the same members in another order as equal; false reports the reordering' }),
      true,
    ),
    include_unchanged: withDefault(Type.Boolean({ description: 'Also list the leaves that are equal on both sides' }), false),
  }),
  output,
  examples: [
    {
      title: 'Changed, removed and added members',
      input: { left: '{"name":"Ada","age":36,"tags":["a","b"]}', right: '{"name":"Ada","age":37,"tags":["a"],"email":"ada@example.org"}' },
      output: {
        equal: false,
        differences: [
          { path: '/age', kind: 'changed', left: 36, right: 37 },
          { path: '/tags/1', kind: 'removed', left: 'b' },
          { path: '/email', kind: 'added', right: 'ada@example.org' },
        ],
        counts: { added: 1, removed: 1, changed: 1, unchanged: 2 },
        truncated: false,
      },
    },
    {
      title: 'Key order reported, unchanged leaves listed',
      input: { left: '{"a":1,"b":2}', right: '{"b":2,"a":1.0}', ignore_key_order: false, include_unchanged: true },
      output: {
        equal: false,
        differences: [
          { path: '', kind: 'changed', left: ['a', 'b'], right: ['b', 'a'], note: 'key order differs' },
          { path: '/a', kind: 'unchanged', left: 1, right: 1 },
          { path: '/b', kind: 'unchanged', left: 2, right: 2 },
        ],
        counts: { added: 0, removed: 0, changed: 1, unchanged: 2 },
        truncated: false,
      },
    },
  ],
  run({ left, right, ignore_key_order, include_unchanged }): Static<typeof output> {
    const differ = new Differ(ignore_key_order, include_unchanged);
    differ.compare(parseJson(left, 'left'), parseJson(right, 'right'), '');
    const { added, removed, changed } = differ.counts;
    return { equal: added + removed + changed === 0, differences: differ.entries, counts: differ.counts, truncated: differ.truncated };
  },
});
