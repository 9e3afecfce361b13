import { Type, type Static } from '@sinclair/typebox';
import { formatNetwork, lastAddress, parseNetwork, rangeToBlocks } from '../../lib/ip-network.ts';
import type { IpVersion } from '../../lib/ip-address.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Lists are text: CIDR blocks or single addresses separated by newlines, commas, semicolons or
 *   spaces; "#" starts a comment to the end of the line (blocklists carry them). Blocks are read as
 *   cidr-calculate reads them, host bits cleared (Python's strict=False).
 * - merged is Python's collapse_addresses over the list, minus every exclude block (address_exclude),
 *   IPv4 first, then IPv6 (Python refuses a mixed list; the two families never merge anyway). Both are
 *   computed on address intervals: merge the sorted intervals, cut the excluded ones out, and cover
 *   each interval left with the fewest aligned blocks (the same walk as summarize_address_range).
 * - test: each address or block is contained when all of it lies inside the merged set; block names the
 *   one merged block holding it, or is null (outside, or straddling two adjacent blocks).
 */

interface Interval {
  version: IpVersion;
  first: bigint;
  last: bigint;
}

const listField = (description: string) => Type.String({ maxLength: 1_000_000, description });

const output = closedObject({
  merged: Type.Array(Type.String(), { description: 'The fewest CIDR blocks covering the list minus exclude: IPv4 first, then IPv6, in address order' }),
  inputCount: Type.Integer({ description: 'How many blocks or addresses the list held' }),
  mergedCount: Type.Integer({ description: 'How many blocks merged holds' }),
  addressCount: closedObject(
    { ipv4: Type.String({ description: 'IPv4 addresses covered, in decimal' }), ipv6: Type.String({ description: 'IPv6 addresses covered, in decimal' }) },
    { description: 'How many addresses merged covers' },
  ),
  contains: Type.Optional(
    Type.Array(
      closedObject({
        test: Type.String({ description: 'The address or block tested, as written' }),
        contained: Type.Boolean({ description: 'Whether all of it lies inside merged' }),
        block: Type.Union([Type.String(), Type.Null()], { description: 'The merged block holding it, or null' }),
      }),
      { description: 'One answer per entry of test, in order' },
    ),
  ),
});

type Result = Static<typeof output>;

/** The entries of a list field, each with the name errors give it, one at a time, so a bad entry stops the walk at once. */
function* entries(text: string, field: string): Generator<{ text: string; name: string }> {
  let count = 0;
  for (const line of text.split('\n')) {
    const hash = line.indexOf('#');
    for (const entry of (hash < 0 ? line : line.slice(0, hash)).split(/[\s,;]+/)) {
      if (entry !== '') yield { text: entry, name: `${field}: entry ${++count}` };
    }
  }
}

function toInterval(entry: { text: string; name: string }): Interval {
  const block = parseNetwork(entry.text, entry.name);
  return { version: block.version, first: block.network, last: lastAddress(block) };
}

/** Sorted, overlapping and adjacent intervals joined, per version. */
function union(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.version - b.version || (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  const joined: Interval[] = [];
  for (const interval of sorted) {
    const previous = joined[joined.length - 1];
    if (previous && previous.version === interval.version && interval.first <= previous.last + 1n) {
      if (interval.last > previous.last) previous.last = interval.last;
    } else {
      joined.push({ ...interval });
    }
  }
  return joined;
}

/** `kept` minus `removed`, both sorted and disjoint (outputs of union). */
function subtract(kept: Interval[], removed: Interval[]): Interval[] {
  const left: Interval[] = [];
  let cut = 0;
  for (const interval of kept) {
    let first = interval.first;
    const { version, last } = interval;
    while (cut < removed.length && (removed[cut]!.version < version || (removed[cut]!.version === version && removed[cut]!.last < first))) cut++;
    let index = cut;
    while (first <= last && index < removed.length && removed[index]!.version === version && removed[index]!.first <= last) {
      const hole = removed[index]!;
      if (hole.first > first) left.push({ version, first, last: hole.first - 1n });
      if (hole.last >= first) first = hole.last + 1n;
      index++;
    }
    if (first <= last) left.push({ version, first, last });
  }
  return left;
}

/** The index of the interval holding all of `probe` (-1 for none), by binary search over sorted disjoint intervals. */
function holder(intervals: Interval[], probe: Interval): number {
  let low = 0;
  let high = intervals.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const interval = intervals[middle]!;
    if (interval.version < probe.version || (interval.version === probe.version && interval.last < probe.first)) low = middle + 1;
    else if (interval.version > probe.version || interval.first > probe.first) high = middle - 1;
    else return probe.last <= interval.last ? middle : -1;
  }
  return -1;
}

export default defineTool({
  id: 'cidr-aggregate',
  name: 'CIDR Aggregator',
  category: 'developer',
  description:
    'Merge a list of IPv4 and IPv6 addresses and CIDR blocks into the fewest blocks that cover them (collapse, summarize, supernet), ' +
    'optionally cut excluded blocks out, and test whether addresses or blocks fall inside the result.',
  keywords: ['cidr merge', 'aggregate', 'summarize', 'supernet', 'collapse addresses', 'route summarization', 'ip list merge', 'cidr exclude', 'ip in cidr', 'cidr contains'],
  // 1,000,000 characters of blocks are tens of thousands of bigint intervals to sort and walk.
  isolate: true,
  input: closedObject({
    list: listField('The addresses and CIDR blocks to merge, separated by newlines, commas, semicolons or spaces; "#" starts a comment (at most 1,000,000 characters)'),
    exclude: Type.Optional(listField('Blocks or addresses to cut out of the merged set, written like list (at most 1,000,000 characters). Default: none')),
    test: Type.Optional(listField('Addresses or blocks to look up in the merged set, written like list (at most 1,000,000 characters). Default: none')),
  }),
  output,
  examples: [
    {
      title: 'Merge adjacent and nested blocks',
      input: { list: '192.168.0.0/24\n192.168.1.0/24\n10.0.0.0/8\n10.1.0.0/16\n192.168.2.0/25, 192.168.2.128/25' },
      output: {
        merged: ['10.0.0.0/8', '192.168.0.0/23', '192.168.2.0/24'],
        inputCount: 6,
        mergedCount: 3,
        addressCount: { ipv4: '16777984', ipv6: '0' },
      },
    },
    {
      title: 'Exclude a block and test addresses',
      input: { list: '192.168.0.0/22', exclude: '192.168.1.128/25', test: '192.168.1.10 192.168.1.200 192.168.3.0/24' },
      output: {
        merged: ['192.168.0.0/24', '192.168.1.0/25', '192.168.2.0/23'],
        inputCount: 1,
        mergedCount: 3,
        addressCount: { ipv4: '896', ipv6: '0' },
        contains: [
          { test: '192.168.1.10', contained: true, block: '192.168.1.0/25' },
          { test: '192.168.1.200', contained: false, block: null },
          { test: '192.168.3.0/24', contained: true, block: '192.168.2.0/23' },
        ],
      },
    },
  ],
  run({ list, exclude, test }): Result {
    const listed = Array.from(entries(list, 'list'), toInterval);
    const excluded = exclude === undefined ? [] : union(Array.from(entries(exclude, 'exclude'), toInterval));
    const covered = subtract(union(listed), excluded);
    const blocks = covered.flatMap((interval) => rangeToBlocks(interval.version, interval.first, interval.last));
    const count = (version: IpVersion) => covered.filter((interval) => interval.version === version).reduce((sum, interval) => sum + interval.last - interval.first + 1n, 0n).toString();
    const result: Result = {
      merged: blocks.map(formatNetwork),
      inputCount: listed.length,
      mergedCount: blocks.length,
      addressCount: { ipv4: count(4), ipv6: count(6) },
    };
    if (test !== undefined) {
      const blockIntervals = blocks.map((block) => ({ version: block.version, first: block.network, last: lastAddress(block) }));
      result.contains = Array.from(entries(test, 'test'), (entry) => {
        const probe = toInterval(entry);
        const inside = holder(covered, probe) >= 0;
        const index = inside ? holder(blockIntervals, probe) : -1;
        return { test: entry.text, contained: inside, block: index < 0 ? null : result.merged[index]! };
      });
    }
    return result;
  },
});
