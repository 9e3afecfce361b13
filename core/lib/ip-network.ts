/**
 * CIDR blocks as bigints: reading "address/prefix" text strictly (the address as core/lib/ip-address.ts
 * reads it; the prefix a decimal length without leading zeros, or for IPv4 a contiguous dotted netmask)
 * and the mask arithmetic the subnet tools share. Errors name the field they came from.
 */
import { formatIp, IP_BITS, parseIpAddress, parseIpv4, type IpVersion } from './ip-address.ts';
import { quoteClipped } from './quote.ts';
import { invalid } from '../tool.ts';

export interface IpNetwork {
  version: IpVersion;
  /** The first address (host bits cleared). */
  network: bigint;
  prefix: number;
  /** Whether the text had host bits set ("10.0.0.5/24"). */
  hostBitsSet: boolean;
}

/** All one bits of an address of `version`. */
export function allOnes(version: IpVersion): bigint {
  return (1n << BigInt(IP_BITS[version])) - 1n;
}

/** The host mask of a prefix: its low (bits - prefix) bits set. */
export function hostMask(version: IpVersion, prefix: number): bigint {
  return (1n << BigInt(IP_BITS[version] - prefix)) - 1n;
}

/** The last address of a block. */
export function lastAddress(block: IpNetwork): bigint {
  return block.network | hostMask(block.version, block.prefix);
}

export function formatNetwork(block: Pick<IpNetwork, 'version' | 'network' | 'prefix'>): string {
  return `${formatIp(block.version, block.network)}/${block.prefix}`;
}

/** A prefix length (0–32 or 0–128, no leading zero) or an IPv4 dotted netmask, naming `field` when it is neither. */
export function parsePrefix(text: string, version: IpVersion, field: string): number {
  const bits = IP_BITS[version];
  if (/^\d+$/.test(text)) {
    if (text.length > 1 && text.startsWith('0')) invalid(`${field}: prefix length ${quoteClipped(text, 10)} has a leading zero`);
    const prefix = Number(text);
    if (text.length > 3 || prefix > bits) invalid(`${field}: prefix length ${quoteClipped(text, 10)} is out of range 0-${bits} for IPv${version}`);
    return prefix;
  }
  if (version === 4 && text.includes('.')) {
    const mask = parseIpv4(text);
    if (!mask.ok) invalid(`${field}: netmask ${quoteClipped(text, 20)} ${mask.reason}`);
    const ones = mask.value.toString(2).padStart(32, '0');
    if (!/^1*0*$/.test(ones)) invalid(`${field}: netmask ${text} is not contiguous (its one bits must all come first)`);
    return ones.indexOf('0') < 0 ? 32 : ones.indexOf('0');
  }
  invalid(`${field}: the prefix ${quoteClipped(text, 20)} is not a length 0-${bits}${version === 4 ? ' or a dotted netmask' : ''}`);
}

/**
 * "address/prefix", or a bare address as a single-address block (/32, /128), as Python's ip_network
 * reads it. Host bits are cleared (strict=False) and reported in hostBitsSet. Zones are refused.
 */
export function parseNetwork(text: string, field: string): IpNetwork {
  const slash = text.indexOf('/');
  const addressText = slash < 0 ? text : text.slice(0, slash);
  const parsed = parseIpAddress(addressText);
  if (!parsed.ok) invalid(`${field}: the address ${quoteClipped(addressText, 50)} ${parsed.reason}`);
  const { version, value, zone } = parsed.ip;
  if (zone !== undefined) invalid(`${field}: a network has no zone ("%…")`);
  const prefix = slash < 0 ? IP_BITS[version] : parsePrefix(text.slice(slash + 1), version, field);
  const network = value & (allOnes(version) ^ hostMask(version, prefix));
  return { version, network, prefix, hostBitsSet: network !== value };
}

/** How many low zero bits `value` has, up to `bits` (all of them for 0). */
function trailingZeroBits(value: bigint, bits: number): number {
  if (value === 0n) return bits;
  return Math.min(bits, (value & -value).toString(2).length - 1);
}

/**
 * The fewest CIDR blocks that cover first..last exactly, in address order: the greedy walk of
 * Python's summarize_address_range (the largest aligned block that starts at the next address and
 * does not pass the end, then on). At most 2 × bits blocks.
 */
export function rangeToBlocks(version: IpVersion, first: bigint, last: bigint): IpNetwork[] {
  const bits = IP_BITS[version];
  const blocks: IpNetwork[] = [];
  let next = first;
  while (next <= last) {
    let hostBits = trailingZeroBits(next, bits);
    while (hostBits > 0 && next + (1n << BigInt(hostBits)) - 1n > last) hostBits--;
    blocks.push({ version, network: next, prefix: bits - hostBits, hostBitsSet: false });
    next += 1n << BigInt(hostBits);
  }
  return blocks;
}

/** One address (no prefix, no zone), or a VALIDATION_ERROR naming `field`. */
export function parseAddressField(text: string, field: string): { version: IpVersion; value: bigint } {
  const parsed = parseIpAddress(text);
  if (!parsed.ok) invalid(`${field}: the address ${parsed.reason}`);
  if (parsed.ip.zone !== undefined) invalid(`${field}: an address in a range has no zone ("%…")`);
  return { version: parsed.ip.version, value: parsed.ip.value };
}
