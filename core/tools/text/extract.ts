import { Type } from '@sinclair/typebox';
import { parseIpv6 } from '../../lib/ip-address.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Each kind scans the whole text on its own, so finds overlap: the domain of an email or a URL
 *   is a domain too (as CyberChef's "Extract domains" finds it).
 * - email: a dot-atom local part (RFC 5322 atext) "@" a domain. url: a scheme, "://", then every
 *   character up to whitespace or < > " ' ` { } | \ ^; trailing . , ; : ! ? and quotes are left
 *   out, and so is a closing ) or ] without its opener in the URL ("(see https://a.b/c)").
 * - domain: two or more ASCII labels (letters, digits, inner hyphens, 1–63 each) ending in an
 *   alphabetic or xn-- top-level label; written names of files ("notes.txt") match too, as in
 *   CyberChef. Internationalised names are found in their xn-- form only.
 * - ip: dotted IPv4 without leading zeros (0–255 each part) and RFC 4291 IPv6 text (checked by
 *   core/lib/ip-address.ts), not inside a longer word or number.
 * - hash: a run of exactly 32, 40, 56, 64, 96 or 128 hexadecimal digits (MD5, SHA-1, SHA-224,
 *   SHA-256, SHA-384, SHA-512 lengths) standing alone.
 * - mac: six pairs of hex digits joined by ":" or "-" (the same separator throughout), or Cisco's
 *   three dotted quads (0011.2233.4455).
 * - unique (default) keeps each value once, at its first appearance; sort orders values by code
 *   unit. Values are kept as written (no case folding).
 * Every pattern starts only where a run of its characters starts (a lookbehind), so a scan costs
 * linear time in the text whatever it holds.
 */

const KINDS = ['email', 'url', 'ip', 'domain', 'hash', 'mac'] as const;
type Kind = (typeof KINDS)[number];

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = `(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})`;
const ATEXT = "[a-z0-9!#$%&'*+/=?^_`{|}~-]";

const PATTERNS: Record<Exclude<Kind, 'ip'>, RegExp> = {
  email: new RegExp(`(?<![a-z0-9!#$%&'*+/=?^_\`{|}~.-])${ATEXT}+(?:\\.${ATEXT}+)*@${DOMAIN}(?![a-z0-9_-])`, 'gi'),
  url: /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]{0,31}:\/\/[^\s<>"'`{}|\\^]+/gi,
  domain: new RegExp(`(?<![a-z0-9_.-])${DOMAIN}(?![a-z0-9_-])`, 'gi'),
  hash: /(?<![a-z0-9_])[0-9a-f]{32,128}(?![a-z0-9_])/gi,
  mac: /(?<![a-z0-9_:.-])(?:[0-9a-f]{2}([:-])(?:[0-9a-f]{2}\1){4}[0-9a-f]{2}|[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4})(?![a-z0-9_]|[:.-][0-9a-f])/gi,
};
const HASH_LENGTHS = new Set([32, 40, 56, 64, 96, 128]);
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
const IPV4 = new RegExp(`(?<![a-z0-9_.])(?:${OCTET}\\.){3}${OCTET}(?![a-z0-9_]|\\.[0-9])`, 'gi');
/** Maximal runs of the characters of IPv6 text; each is then checked whole. */
const IPV6_CANDIDATE = /(?<![a-z0-9_:.])[0-9a-f:.]{2,}(?![a-z0-9_:.])/gi;
const URL_TRAILING = /[.,;:!?'"]$/;

function foundList(what: string) {
  return Type.Optional(Type.Array(Type.String(), { description: `${what} found; present when its kind was asked for` }));
}

export default defineTool({
  id: 'extract',
  name: 'Extract Emails, URLs, IPs…',
  category: 'text',
  description:
    'Pull every email address, URL, IP address (v4 and v6), domain name, hash (MD5 to SHA-512 lengths) or MAC address out of a text, ' +
    'such as a log, an email or a web page: each kind listed in order of appearance.',
  // its worst input (words) took 367.1 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  keywords: ['extract emails', 'extract urls', 'extract ip addresses', 'extract domains', 'extract hashes', 'extract mac addresses', 'ioc', 'indicators', 'email extractor', 'link extractor', 'grep -o'],
  input: closedObject({
    text: Type.String({ maxLength: 1_000_000, description: 'The text to search, up to 1,000,000 characters' }),
    kinds: withDefault(
      Type.Array(stringEnum(KINDS), {
        minItems: 1,
        maxItems: KINDS.length,
        uniqueItems: true,
        description: 'What to extract, any of email, url, ip, domain, hash, mac (default all six)',
      }),
      [...KINDS],
    ),
    unique: withDefault(Type.Boolean({ description: 'List each value once, at its first appearance (default true)' }), true),
    sort: withDefault(Type.Boolean({ description: 'Sort each list by code unit instead of order of appearance (default false)' }), false),
  }),
  output: closedObject({
    total: Type.Integer({ minimum: 0, description: 'How many values were listed, all kinds together' }),
    found: closedObject(
      {
        email: foundList('The email addresses'),
        url: foundList('The URLs'),
        ip: foundList('The IPv4 and IPv6 addresses'),
        domain: foundList('The domain names'),
        hash: foundList('The hashes (hexadecimal)'),
        mac: foundList('The MAC addresses'),
      },
      { description: 'One list per kind asked for' },
    ),
  }),
  examples: [
    {
      title: 'Indicators in a log line',
      input: { text: 'Blocked 203.0.113.7 → https://evil.example/payload.exe (mail admin@corp.example), md5 d41d8cd98f00b204e9800998ecf8427e' },
      output: {
        total: 7,
        found: {
          email: ['admin@corp.example'],
          url: ['https://evil.example/payload.exe'],
          ip: ['203.0.113.7'],
          domain: ['evil.example', 'payload.exe', 'corp.example'],
          hash: ['d41d8cd98f00b204e9800998ecf8427e'],
          mac: [],
        },
      },
    },
    {
      title: 'Email addresses only, sorted',
      input: { text: 'To: zoe@example.org, Bob <bob@example.com>; cc zoe@example.org', kinds: ['email'], sort: true },
      output: { total: 2, found: { email: ['bob@example.com', 'zoe@example.org'] } },
    },
    {
      title: 'IPv6 and MAC addresses',
      input: { text: 'fe80::1ff:fe23:4567:890a is at 00:1A:2B:3C:4D:5E; gateway 2001:db8::1.', kinds: ['ip', 'mac'] },
      output: { total: 3, found: { ip: ['fe80::1ff:fe23:4567:890a', '2001:db8::1'], mac: ['00:1A:2B:3C:4D:5E'] } },
    },
  ],
  run({ text, kinds, unique, sort }) {
    const found: Partial<Record<Kind, string[]>> = {};
    let total = 0;
    for (const kind of KINDS) {
      if (!kinds.includes(kind)) continue;
      let values = valuesOf(text, kind);
      if (unique) values = [...new Set(values)];
      if (sort) values.sort();
      found[kind] = values;
      total += values.length;
    }
    return { total, found };
  },
});

function valuesOf(text: string, kind: Kind): string[] {
  switch (kind) {
    case 'ip':
      return ipAddresses(text);
    case 'url':
      return Array.from(text.matchAll(PATTERNS.url), (match) => withoutTrailingPunctuation(match[0])).filter((url) => /:\/\/./.test(url));
    case 'hash':
      return Array.from(text.matchAll(PATTERNS.hash), (match) => match[0]).filter((hex) => HASH_LENGTHS.has(hex.length));
    default:
      return Array.from(text.matchAll(PATTERNS[kind]), (match) => match[0]);
  }
}

/** IPv4 and IPv6 addresses in order of appearance; an IPv4 tail of an IPv6 address is not listed again. */
function ipAddresses(text: string): string[] {
  const found: { index: number; value: string }[] = [];
  const ipv6Spans: [number, number][] = [];
  for (const match of text.matchAll(IPV6_CANDIDATE)) {
    let candidate = match[0];
    // The end of a sentence ("… 2001:db8::1.") or a label ("fe80::1: up") is not part of the address.
    if (candidate.endsWith('.') || (candidate.endsWith(':') && !candidate.endsWith('::'))) candidate = candidate.slice(0, -1);
    if (candidate.split(':').length < 3 || !parseIpv6(candidate).ok) continue;
    found.push({ index: match.index, value: candidate });
    ipv6Spans.push([match.index, match.index + candidate.length]);
  }
  let span = 0;
  for (const match of text.matchAll(IPV4)) {
    while (span < ipv6Spans.length && ipv6Spans[span]![1] <= match.index) span++;
    if (span < ipv6Spans.length && ipv6Spans[span]![0] <= match.index) continue;
    found.push({ index: match.index, value: match[0] });
  }
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.value);
}

/** A URL as people write it in prose: without the sentence's punctuation or an unopened bracket after it. */
function withoutTrailingPunctuation(url: string): string {
  const open = { ')': count(url, '('), ']': count(url, '[') };
  const close = { ')': count(url, ')'), ']': count(url, ']') };
  let end = url.length;
  for (;;) {
    const last = url[end - 1]!;
    if (URL_TRAILING.test(last)) end--;
    else if ((last === ')' || last === ']') && open[last] < close[last]) {
      close[last]--;
      end--;
    } else return url.slice(0, end);
  }
}

function count(text: string, char: string): number {
  let n = 0;
  for (let i = text.indexOf(char); i >= 0; i = text.indexOf(char, i + 1)) n++;
  return n;
}
