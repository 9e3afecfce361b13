import { Type, type Static } from '@sinclair/typebox';
import { formatIp } from '../../lib/ip-address.ts';
import { formatNetwork, lastAddress, parseAddressField, parseNetwork, rangeToBlocks } from '../../lib/ip-network.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - to-cidr takes start and end (inclusive, same IP version, start ≤ end) and gives the fewest CIDR
 *   blocks covering exactly that range, as Python's summarize_address_range does. Any range size.
 * - expand lists every address of a CIDR block (host bits cleared, as cidr-calculate reads it) or of
 *   start..end, network and broadcast included (Python's list(ip_network(…))), at most 65,536 addresses:
 *   a larger range is refused rather than cut short.
 * - Addresses are read strictly (core/lib/ip-address.ts), at most 100 characters each; zones are refused.
 */

const MAX_ADDRESSES = 65_536;

const addressField = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 100, description }));

const output = closedObject({
  version: Type.Union([Type.Literal(4), Type.Literal(6)], { description: '4 or 6' }),
  first: Type.String({ description: 'The first address of the range' }),
  last: Type.String({ description: 'The last address of the range' }),
  addressCount: Type.String({ description: 'How many addresses the range holds, in decimal' }),
  cidrs: Type.Optional(Type.Array(Type.String(), { description: 'to-cidr: the fewest CIDR blocks covering the range, in address order' })),
  addresses: Type.Optional(Type.Array(Type.String(), { description: 'expand: every address of the range, in order' })),
});

type Result = Static<typeof output>;

interface Range {
  version: 4 | 6;
  first: bigint;
  last: bigint;
}

function rangeFromEnds(start: string | undefined, end: string | undefined): Range {
  if (start === undefined) invalid('start: is required with end (or give cidr to expand a block)');
  if (end === undefined) invalid('end: is required with start');
  const first = parseAddressField(start, 'start');
  const last = parseAddressField(end, 'end');
  if (first.version !== last.version) invalid(`end: is an IPv${last.version} address, but start is IPv${first.version}`);
  if (last.value < first.value) invalid(`end: ${formatIp(last.version, last.value)} comes before start ${formatIp(first.version, first.value)}`);
  return { version: first.version, first: first.value, last: last.value };
}

function expand(range: Range): string[] {
  const count = Number(range.last - range.first + 1n);
  const addresses = new Array<string>(count);
  if (range.version === 4) {
    // Numbers, not bigints: a /16 is 65,536 formats, and bigint arithmetic is several times slower.
    const first = Number(range.first);
    for (let index = 0; index < count; index++) {
      const value = first + index;
      addresses[index] = `${value >>> 24}.${(value >>> 16) & 255}.${(value >>> 8) & 255}.${value & 255}`;
    }
  } else {
    for (let index = 0; index < count; index++) addresses[index] = formatIp(6, range.first + BigInt(index));
  }
  return addresses;
}

export default defineTool({
  id: 'cidr-range',
  name: 'IP Range ⇄ CIDR',
  category: 'developer',
  description:
    'Turn an IP address range (start and end, IPv4 or IPv6) into the fewest CIDR blocks that cover it exactly, ' +
    'or expand a CIDR block or range into the list of its addresses (up to 65,536).',
  keywords: ['ip range to cidr', 'range to cidr', 'cidr to ip list', 'cidr to range', 'expand cidr', 'list ip addresses', 'summarize address range', 'iprange', 'ip list'],
  // its worst input (expanding 65,536 IPv6 addresses) is far past 50 ms inline (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    action: stringEnum(['to-cidr', 'expand'], { description: 'to-cidr: start..end to CIDR blocks; expand: a CIDR block or start..end to its addresses' }),
    start: addressField('The first address of the range, e.g. 192.168.1.10 (to-cidr, or expand without cidr); at most 100 characters'),
    end: addressField('The last address of the range, inclusive, same IP version as start; at most 100 characters'),
    cidr: addressField('expand only: the block to list, e.g. 10.0.0.0/28 or 2001:db8::/120 (at most 65,536 addresses; at most 100 characters)'),
  }),
  output,
  examples: [
    {
      title: 'A range to CIDR blocks',
      input: { action: 'to-cidr', start: '192.168.1.10', end: '192.168.1.20' },
      output: {
        version: 4,
        first: '192.168.1.10',
        last: '192.168.1.20',
        addressCount: '11',
        cidrs: ['192.168.1.10/31', '192.168.1.12/30', '192.168.1.16/30', '192.168.1.20/32'],
      },
    },
    {
      title: 'A block to its addresses',
      input: { action: 'expand', cidr: '2001:db8::/126' },
      output: {
        version: 6,
        first: '2001:db8::',
        last: '2001:db8::3',
        addressCount: '4',
        addresses: ['2001:db8::', '2001:db8::1', '2001:db8::2', '2001:db8::3'],
      },
    },
  ],
  run({ action, start, end, cidr }): Result {
    let range: Range;
    if (action === 'to-cidr') {
      if (cidr !== undefined) invalid('cidr: is for expand; to-cidr takes start and end');
      range = rangeFromEnds(start, end);
    } else if (cidr !== undefined) {
      if (start !== undefined || end !== undefined) invalid('cidr: give cidr or start and end, not both');
      const block = parseNetwork(cidr, 'cidr');
      range = { version: block.version, first: block.network, last: lastAddress(block) };
    } else {
      range = rangeFromEnds(start, end);
    }
    const size = range.last - range.first + 1n;
    const common = { version: range.version, first: formatIp(range.version, range.first), last: formatIp(range.version, range.last), addressCount: size.toString() };
    if (action === 'to-cidr') return { ...common, cidrs: rangeToBlocks(range.version, range.first, range.last).map(formatNetwork) };
    if (size > BigInt(MAX_ADDRESSES)) {
      invalid(`${cidr === undefined ? 'end' : 'cidr'}: the range holds ${size} addresses; expand lists at most ${MAX_ADDRESSES} (an IPv4 /16, an IPv6 /112)`);
    }
    return { ...common, addresses: expand(range) };
  },
});
