import { Type } from '@sinclair/typebox';
import { digestHex } from '../../lib/hashing.ts';
import { utf8Encode } from '../../lib/utf8.ts';
import { formatUuid, GREGORIAN_TICKS_TO_UNIX, parseUuid } from '../../lib/uuid-text.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue gives version=1|3|5|6|7, namespace, name, count 1–100):
 * - version defaults to 7, the version RFC 9562 §6.1 recommends for new time-ordered ids.
 * - Versions 3 and 5 hash namespace + name (MD5, SHA-1): one UUID per call, so both fields are
 *   required there and count must be 1; the time versions take neither field.
 * - namespace: dns, url, oid, x500 (RFC 9562 §6.6) or any UUID.
 * - Versions 1 and 6 (§5.1, §5.6): the clock sequence (14 bits) and node (48 bits) are random, the
 *   node with its multicast bit set as §6.10 asks of a node that is not a MAC address. ctx.now()
 *   gives milliseconds; the UUIDs of one call take successive 100-ns ticks from it, so they are
 *   distinct and ordered. Random bytes: 2 of clock sequence, then 6 of node.
 * - Version 7 (§5.7): 48-bit Unix milliseconds, then 74 random bits (10 random bytes: 12 bits of
 *   rand_a from the first two, 62 bits of rand_b from the next eight). Monotonic within one call by
 *   §6.2 method 2: each next UUID is the previous plus one in the 74-bit random part, a carry
 *   moving into the timestamp.
 */

const NAMESPACES: Readonly<Record<string, string>> = {
  dns: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  url: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  oid: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  x500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
};

const MAX_GREGORIAN_TICKS = (1n << 60n) - 1n;
const MAX_UNIX_MS = 2 ** 48 - 1;

/** A 128-bit integer as 16 big-endian bytes. */
function toBytes(value: bigint): Uint8Array {
  const bytes = new Uint8Array(16);
  for (let i = 15; i >= 0; i--, value >>= 8n) bytes[i] = Number(value & 0xffn);
  return bytes;
}

function bigFrom(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

const VARIANT = 0b10n;

/** Versions 1 and 6 from 60-bit Gregorian ticks, a 14-bit clock sequence and a 48-bit node. */
function gregorianUuid(version: 1 | 6, ticks: bigint, clockSeq: bigint, node: bigint): string {
  let high: bigint;
  if (version === 1) {
    const timeLow = ticks & 0xffff_ffffn;
    const timeMid = (ticks >> 32n) & 0xffffn;
    const timeHigh = (ticks >> 48n) & 0xfffn;
    high = (timeLow << 32n) | (timeMid << 16n) | (1n << 12n) | timeHigh;
  } else {
    high = ((ticks >> 12n) << 16n) | (6n << 12n) | (ticks & 0xfffn);
  }
  const low = (VARIANT << 62n) | (clockSeq << 48n) | node;
  return formatUuid(toBytes((high << 64n) | low));
}

/** Version 7 from 48-bit milliseconds and 74 random bits (rand_a 12, rand_b 62). */
function unixUuid(ms: bigint, random74: bigint): string {
  const randA = random74 >> 62n;
  const randB = random74 & ((1n << 62n) - 1n);
  return formatUuid(toBytes((ms << 80n) | (7n << 76n) | (randA << 64n) | (VARIANT << 62n) | randB));
}

/** Versions 3 and 5 (RFC 9562 §5.3, §5.5): the hash of namespace bytes + name bytes, version and variant set. */
async function nameBasedUuid(version: 3 | 5, namespace: Uint8Array, name: Uint8Array): Promise<string> {
  const data = new Uint8Array(16 + name.length);
  data.set(namespace);
  data.set(name, 16);
  const hex = await digestHex(version === 3 ? 'MD5' : 'SHA-1', data);
  const bytes = Uint8Array.from(hex.slice(0, 32).match(/../g)!, (pair) => parseInt(pair, 16));
  bytes[6] = (bytes[6]! & 0x0f) | (version << 4);
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return formatUuid(bytes);
}

export default defineTool({
  id: 'uuid-versions',
  name: 'UUID Generator (v1, v3, v5, v6, v7)',
  category: 'developer',
  description:
    'Generate UUIDs of RFC 9562 versions 1 and 6 (time and node), 7 (Unix time, sortable, monotonic within a call) or 3 and 5 (MD5 or SHA-1 of a namespace and a name).',
  keywords: [
    'uuid v7', 'uuidv7', 'uuid v1', 'uuidv1', 'uuid v3', 'uuid v5', 'uuidv5', 'uuid v6', 'name based uuid',
    'time based uuid', 'sortable uuid', 'namespace uuid', 'guid', 'rfc 9562', 'rfc 4122',
  ],
  mcp: true,
  deterministic: false,
  // its worst input (a 1,000,000-character astral name for version 3) took 142.1 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    version: withDefault(
      Type.Union([Type.Literal(1), Type.Literal(3), Type.Literal(5), Type.Literal(6), Type.Literal(7)], {
        description: 'The UUID version (a number): 1, 3, 5, 6 or 7 (default 7)',
      }),
      7,
    ),
    namespace: Type.Optional(
      Type.String({ maxLength: 100, description: 'Versions 3 and 5 only, required there: dns, url, oid, x500 or a UUID' }),
    ),
    name: Type.Optional(
      Type.String({ maxLength: 1_000_000, description: 'Versions 3 and 5 only, required there: the name to hash (UTF-8), up to 1,000,000 characters' }),
    ),
    count: withDefault(
      Type.Integer({ minimum: 1, maximum: 100, description: 'How many UUIDs to generate, 1 to 100 (default 1; versions 3 and 5 give exactly 1)' }),
      1,
    ),
  }),
  output: closedObject({
    uuids: Type.Array(Type.String({ description: 'A UUID in the lowercase 8-4-4-4-12 hex form' }), {
      description: 'The generated UUIDs (for versions 1, 6 and 7 in increasing time order)',
    }),
  }),
  examples: [
    {
      title: 'Version 5 of a domain name',
      input: { version: 5, namespace: 'dns', name: 'www.example.com' },
      output: { uuids: ['2ed6657d-e927-568b-95e1-2665a8aea6a2'] },
    },
    {
      title: 'Three version-7 UUIDs, monotonic (shown at 2024-01-01T00:00:00Z with all-zero random bytes)',
      input: { version: 7, count: 3 },
      output: {
        uuids: ['018cc251-f400-7000-8000-000000000000', '018cc251-f400-7000-8000-000000000001', '018cc251-f400-7000-8000-000000000002'],
      },
    },
    {
      title: 'A version-1 UUID (shown at 2024-01-01T00:00:00Z with all-zero random bytes)',
      input: { version: 1 },
      output: { uuids: ['b4cc8000-a838-11ee-8000-010000000000'] },
    },
  ],
  async run({ version, namespace, name, count }, ctx) {
    if (version === 3 || version === 5) {
      if (namespace === undefined) invalid(`namespace: required for version ${version} (dns, url, oid, x500 or a UUID)`);
      if (name === undefined) invalid(`name: required for version ${version}`);
      if (count !== 1) invalid(`count: version ${version} gives one UUID per namespace and name; leave count at 1`);
      const namespaceBytes = parseUuid(NAMESPACES[namespace.trim().toLowerCase()] ?? namespace) ??
        invalid('namespace: must be dns, url, oid, x500 or a UUID such as 6ba7b810-9dad-11d1-80b4-00c04fd430c8');
      return { uuids: [await nameBasedUuid(version, namespaceBytes, utf8Encode(name, 'name'))] };
    }
    if (namespace !== undefined) invalid(`namespace: only versions 3 and 5 take a namespace, not version ${version}`);
    if (name !== undefined) invalid(`name: only versions 3 and 5 take a name, not version ${version}`);

    const ms = ctx.now().getTime();
    const uuids: string[] = [];
    if (version === 7) {
      if (!Number.isInteger(ms) || ms < 0 || ms > MAX_UNIX_MS) invalid(`version: the clock (${ms} ms) is outside what a version-7 UUID holds`);
      const random = ctx.random(10);
      const randA = BigInt(((random[0]! << 8) | random[1]!) & 0xfff);
      const randB = bigFrom(random.subarray(2, 10)) & ((1n << 62n) - 1n);
      let value = (BigInt(ms) << 74n) | (randA << 62n) | randB;
      for (let i = 0; i < count; i++, value++) {
        if (value >> 74n > BigInt(MAX_UNIX_MS)) invalid('count: the version-7 time field overflowed; ask for fewer');
        uuids.push(unixUuid(value >> 74n, value & ((1n << 74n) - 1n)));
      }
      return { uuids };
    }
    const ticks = BigInt(ms) * 10_000n + GREGORIAN_TICKS_TO_UNIX;
    if (ticks < 0n || ticks + BigInt(count) > MAX_GREGORIAN_TICKS) invalid(`version: the clock (${ms} ms) is outside what a version-${version} UUID holds`);
    const random = bigFrom(ctx.random(8));
    const clockSeq = (random >> 48n) & 0x3fffn;
    const node = (random & 0xffff_ffff_ffffn) | 0x0100_0000_0000n;
    for (let i = 0; i < count; i++) uuids.push(gregorianUuid(version, ticks + BigInt(i), clockSeq, node));
    return { uuids };
  },
});
