/**
 * IP address text, read strictly and written canonically. IPv4 is four decimal parts 0-255 without
 * leading zeros (the form Python's ipaddress and WHATWG URL serialisation use); the shorthand,
 * octal and hexadecimal forms inet_aton and ipaddr.js accept ("127.1", "0x7f.1", "010.0.0.1") are
 * refused, since parsers disagree on what they mean. IPv6 is RFC 4291 §2.2 text: 1-4 hex digits a
 * group, one "::" at most, an optional dotted IPv4 tail, and an optional RFC 4007 zone ("%eth0").
 * Addresses are bigints, so CIDR arithmetic on 128 bits is exact.
 */

export type IpVersion = 4 | 6;

export interface IpAddress {
  version: IpVersion;
  value: bigint;
  /** The RFC 4007 zone of an IPv6 address ("eth0" of "fe80::1%eth0"), when written. */
  zone?: string;
}

export type IpParse = { ok: true; ip: IpAddress } | { ok: false; reason: string };

export const IP_BITS: Record<IpVersion, number> = { 4: 32, 6: 128 };

const ZONE = /^[0-9A-Za-z_.~-]+$/;
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;

function fail(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}

/** Checks shared by both versions: the wrapping people copy from URLs and CIDR notation. */
function commonProblem(text: string): string | undefined {
  if (text === '') return 'is empty';
  if (/^\s|\s$/.test(text)) return 'has leading or trailing whitespace';
  if (/\s/.test(text)) return 'contains whitespace';
  if (text.startsWith('[') || text.endsWith(']')) return 'is in brackets; write it without [ ] (brackets belong to URLs)';
  if (text.includes('/')) return 'has a prefix length after "/"; an address has none (cidr-calculate reads networks)';
  return undefined;
}

/** Strict dotted-decimal IPv4: exactly four parts, each 0-255, no leading zeros, no other characters. */
export function parseIpv4(text: string): { ok: true; value: bigint } | { ok: false; reason: string } {
  const parts = text.split('.');
  const hex = parts.find((part) => /^0x/i.test(part));
  if (hex !== undefined) return fail(`has a hexadecimal part ${JSON.stringify(clip(hex))}; write each part in decimal`);
  const bad = /[^0-9.]/.exec(text);
  if (bad) return fail(`contains ${JSON.stringify(bad[0])}, which an IPv4 address cannot (it is four decimal numbers a.b.c.d)`);
  if (parts.length !== 4) {
    return fail(`has ${parts.length} ${parts.length === 1 ? 'part' : 'parts'}; an IPv4 address has four decimal parts 0-255 (a.b.c.d)`);
  }
  let value = 0n;
  for (const part of parts) {
    if (part === '') return fail('has an empty part (two dots in a row, or a dot at the start or end)');
    if (part.length > 1 && part.startsWith('0')) {
      return fail(`part ${JSON.stringify(clip(part))} has a leading zero, which some parsers read as octal; write it without`);
    }
    if (part.length > 3 || Number(part) > 255) return fail(`part ${JSON.stringify(clip(part))} is greater than 255`);
    value = (value << 8n) | BigInt(part);
  }
  return { ok: true, value };
}

function parseHexGroups(groups: string[]): { ok: true; values: number[] } | { ok: false; reason: string } {
  const values: number[] = [];
  for (const group of groups) {
    if (group === '') return fail('has an empty group (a single ":" at the start or end, or ":" where "::" was meant)');
    if (!HEX_GROUP.test(group)) {
      return fail(
        /^[0-9A-Fa-f]+$/.test(group)
          ? `group ${JSON.stringify(clip(group))} has more than 4 hex digits`
          : `group ${JSON.stringify(clip(group))} is not hexadecimal`,
      );
    }
    values.push(Number.parseInt(group, 16));
  }
  return { ok: true, values };
}

/** RFC 4291 §2.2 text (with an optional RFC 4007 zone) to 128 bits. */
export function parseIpv6(text: string): { ok: true; value: bigint; zone?: string } | { ok: false; reason: string } {
  let address = text;
  let zone: string | undefined;
  const percent = text.indexOf('%');
  if (percent >= 0) {
    zone = text.slice(percent + 1);
    address = text.slice(0, percent);
    if (zone === '') return fail('has an empty zone after "%"');
    if (!ZONE.test(zone)) return fail(`has a zone ${JSON.stringify(clip(zone))} with characters other than letters, digits and . _ ~ -`);
  }
  if (address.includes(':::')) return fail('has three colons in a row');
  const doubleColon = address.indexOf('::');
  if (doubleColon >= 0 && address.indexOf('::', doubleColon + 1) >= 0) return fail('uses "::" more than once');

  const head = doubleColon >= 0 ? address.slice(0, doubleColon) : address;
  const tail = doubleColon >= 0 ? address.slice(doubleColon + 2) : '';
  const headGroups = head === '' && doubleColon >= 0 ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  // A dotted IPv4 tail ("::ffff:192.0.2.1") stands for the last two groups, and comes last.
  const lastGroups = doubleColon >= 0 ? tailGroups : headGroups;
  const dotted = [...headGroups, ...tailGroups].filter((group) => group.includes('.'));
  let ipv4Tail: bigint | undefined;
  if (dotted.length > 0) {
    if (dotted.length > 1 || lastGroups[lastGroups.length - 1] !== dotted[0]) return fail('has an embedded IPv4 address that is not at the end');
    const parsed = parseIpv4(dotted[0]!);
    if (!parsed.ok) return fail(`has an embedded IPv4 address that ${parsed.reason}`);
    ipv4Tail = parsed.value;
    lastGroups.pop();
  }

  const headValues = parseHexGroups(headGroups);
  if (!headValues.ok) return headValues;
  const tailValues = parseHexGroups(tailGroups);
  if (!tailValues.ok) return tailValues;
  const explicit = headValues.values.length + tailValues.values.length + (ipv4Tail === undefined ? 0 : 2);
  if (doubleColon < 0 && explicit !== 8) return fail(`has ${explicit} groups; an IPv6 address has 8 (fewer only with "::")`);
  if (doubleColon >= 0 && explicit > 7) return fail(`has ${explicit} groups besides "::", which must stand for at least one; at most 7`);

  const groups = [
    ...headValues.values,
    ...new Array<number>(8 - explicit).fill(0),
    ...tailValues.values,
  ];
  let value = 0n;
  for (const group of groups) value = (value << 16n) | BigInt(group);
  if (ipv4Tail !== undefined) value = (value << 32n) | ipv4Tail;
  return zone === undefined ? { ok: true, value } : { ok: true, value, zone };
}

/** An IPv4 or IPv6 address, by whether the text has a colon. */
export function parseIpAddress(text: string): IpParse {
  const problem = commonProblem(text);
  if (problem) return fail(problem);
  if (text.includes(':')) {
    const parsed = parseIpv6(text);
    if (!parsed.ok) return parsed;
    return { ok: true, ip: parsed.zone === undefined ? { version: 6, value: parsed.value } : { version: 6, value: parsed.value, zone: parsed.zone } };
  }
  if (text.includes('%')) return fail('has a zone ("%…"), which only IPv6 addresses have');
  const parsed = parseIpv4(text);
  return parsed.ok ? { ok: true, ip: { version: 4, value: parsed.value } } : parsed;
}

/** The 4 octets of an IPv4 value. */
export function ipv4Octets(value: bigint): number[] {
  return [24n, 16n, 8n, 0n].map((shift) => Number((value >> shift) & 0xffn));
}

/** The 8 groups of an IPv6 value. */
export function ipv6Groups(value: bigint): number[] {
  const groups: number[] = [];
  for (let shift = 112n; shift >= 0n; shift -= 16n) groups.push(Number((value >> shift) & 0xffffn));
  return groups;
}

export function formatIpv4(value: bigint): string {
  return ipv4Octets(value).join('.');
}

/** RFC 5952 §4: lowercase, no leading zeros, the longest run of two or more zero groups (the first on a tie) as "::". */
export function formatIpv6(value: bigint): string {
  const groups = ipv6Groups(value);
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let end = i;
    while (end < 8 && groups[end] === 0) end++;
    if (end - i > bestLength) {
      bestStart = i;
      bestLength = end - i;
    }
    i = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** All 8 groups with 4 hex digits each. */
export function expandIpv6(value: bigint): string {
  return ipv6Groups(value)
    .map((group) => group.toString(16).padStart(4, '0'))
    .join(':');
}

/** The canonical text: dotted decimal, or RFC 5952 without a zone. */
export function formatIp(version: IpVersion, value: bigint): string {
  return version === 4 ? formatIpv4(value) : formatIpv6(value);
}

/** The PTR name of reverse DNS: in-addr.arpa (RFC 1035 §3.5) or nibbles in ip6.arpa (RFC 3596 §2.5). */
export function reversePointer(version: IpVersion, value: bigint): string {
  if (version === 4) return `${ipv4Octets(value).reverse().join('.')}.in-addr.arpa`;
  return `${[...value.toString(16).padStart(32, '0')].reverse().join('.')}.ip6.arpa`;
}

function clip(text: string): string {
  return text.length > 20 ? `${text.slice(0, 20)}…` : text;
}
