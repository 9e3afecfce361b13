import { Type } from '@sinclair/typebox';
import { bytesToBigInt } from '../../lib/big-endian.ts';
import { bytesToHex } from '../../lib/hex.ts';
import { formatUuid, GREGORIAN_TICKS_TO_UNIX, parseUuid } from '../../lib/uuid-text.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue gives id*, kind=auto|uuid|ulid|objectid|snowflake → version, variant, time, node…):
 * - auto reads the shape: a UUID (with or without hyphens, braces or urn:uuid:), 26 Crockford
 *   base32 characters (ULID), 24 hex digits (MongoDB ObjectId) or a decimal number below 2^64
 *   (snowflake). 32 hex digits are a UUID. Anything else is a 400 naming id.
 * - Every kind answers the same shape: the time it holds (null where it holds none) and its
 *   parts as name/value pairs, so one client reads them all.
 * - Snowflakes (41-bit milliseconds, 10 machine bits, 12-bit sequence) need their service's
 *   epoch: twitter (X), discord, or any epoch in Unix milliseconds. Discord names the machine bits
 *   internal worker and process ids; Twitter datacenter and worker ids.
 * - UUID times: versions 1 and 6 count 100-ns ticks from 1582-10-15, version 7 Unix
 *   milliseconds (RFC 9562). The ISO time is cut to milliseconds; the raw timestamp is in parts.
 * - ULIDs: letters in either case; the look-alikes I, L, O, U are refused, as the ULID spec
 *   leaves them out of the alphabet.
 */

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SNOWFLAKE_EPOCHS = { twitter: 1_288_834_974_657, discord: 1_420_070_400_000 } as const;
const MAX_EPOCH_MS = 8_640_000_000_000_000 - 2 ** 41;

interface Part {
  name: string;
  value: string;
}

interface Decoded {
  kind: 'uuid' | 'ulid' | 'objectid' | 'snowflake';
  canonical: string;
  unixMs: number | null;
  version: number | null;
  variant: string | null;
  parts: Part[];
}

/** Division rounding toward −∞, so times before 1970 floor to the millisecond as after it. */
const floorDivide = (a: bigint, b: bigint) => (a % b !== 0n && a < 0n ? a / b - 1n : a / b);

const part = (name: string, value: string | number | bigint): Part => ({ name, value: String(value) });

const VARIANTS = ['NCS (reserved, backward compatible)', 'RFC 9562', 'Microsoft (reserved)', 'reserved for future definition'];

function variantOf(byte: number): string {
  if (byte < 0x80) return VARIANTS[0]!;
  if (byte < 0xc0) return VARIANTS[1]!;
  return byte < 0xe0 ? VARIANTS[2]! : VARIANTS[3]!;
}

function decodeUuid(bytes: Uint8Array): Decoded {
  const canonical = formatUuid(bytes);
  const value = bytesToBigInt(bytes);
  const base = { kind: 'uuid' as const, canonical, unixMs: null, version: null, variant: variantOf(bytes[8]!) };
  if (value === 0n) return { ...base, variant: null, parts: [part('special', 'the Nil UUID (RFC 9562 §5.9)')] };
  if (value === (1n << 128n) - 1n) return { ...base, variant: null, parts: [part('special', 'the Max UUID (RFC 9562 §5.10)')] };
  if (base.variant !== VARIANTS[1]) return { ...base, parts: [] };

  const version = bytes[6]! >> 4;
  const high = value >> 64n;
  const clockSequence = (value >> 48n) & 0x3fffn;
  const node = bytesToHex(bytes.subarray(10)).replace(/..(?!$)/g, '$&:');
  const gregorian = (ticks: bigint): Decoded => ({
    ...base,
    version,
    unixMs: Number(floorDivide(ticks - GREGORIAN_TICKS_TO_UNIX, 10_000n)),
    parts: [
      part('timestamp (100-ns ticks since 1582-10-15)', ticks),
      part('clock sequence', clockSequence),
      part('node', node),
      part('node kind', bytes[10]! & 1 ? 'random (multicast bit set)' : 'MAC address'),
    ],
  });
  switch (version) {
    case 1:
      return gregorian(((high & 0xfffn) << 48n) | (((high >> 16n) & 0xffffn) << 32n) | (high >> 32n));
    case 6:
      return gregorian(((high >> 16n) << 12n) | (high & 0xfffn));
    case 7: {
      const ms = high >> 16n;
      return {
        ...base,
        version,
        unixMs: Number(ms),
        parts: [part('timestamp (Unix ms)', ms), part('rand_a', `0x${(high & 0xfffn).toString(16)}`), part('rand_b', `0x${(value & ((1n << 62n) - 1n)).toString(16)}`)],
      };
    }
    case 2:
      return { ...base, version, parts: [part('kind', 'DCE Security (local domain and id)')] };
    case 3:
    case 5:
      return { ...base, version, parts: [part('kind', `name-based (${version === 3 ? 'MD5' : 'SHA-1'} of a namespace and a name; the name cannot be recovered)`)] };
    case 4:
      return { ...base, version, parts: [part('kind', 'random (122 random bits)')] };
    case 8:
      return { ...base, version, parts: [part('kind', 'custom (vendor-specific layout)')] };
    default:
      return { ...base, version, parts: [part('kind', `version ${version} is not defined by RFC 9562`)] };
  }
}

function decodeUlid(text: string): Decoded {
  const upper = text.toUpperCase();
  let value = 0n;
  for (let i = 0; i < upper.length; i++) {
    const digit = CROCKFORD.indexOf(upper[i]!);
    if (digit < 0) invalid(`id: ${JSON.stringify(text[i])} at index ${i} is not a ULID character (Crockford base32 without I, L, O, U)`);
    value = (value << 5n) | BigInt(digit);
  }
  if (value >> 128n !== 0n) invalid('id: a ULID starts with 0 to 7; larger values do not fit its 128 bits');
  const ms = value >> 80n;
  const bytes = new Uint8Array(16);
  for (let i = 15, rest = value; i >= 0; i--, rest >>= 8n) bytes[i] = Number(rest & 0xffn);
  return {
    kind: 'ulid',
    canonical: upper,
    unixMs: Number(ms),
    version: null,
    variant: null,
    parts: [part('timestamp (Unix ms)', ms), part('randomness', bytesToHex(bytes.subarray(6))), part('as UUID', formatUuid(bytes))],
  };
}

function decodeObjectId(hex: string): Decoded {
  const lower = hex.toLowerCase();
  const seconds = parseInt(lower.slice(0, 8), 16);
  return {
    kind: 'objectid',
    canonical: lower,
    unixMs: seconds * 1000,
    version: null,
    variant: null,
    parts: [part('timestamp (Unix seconds)', seconds), part('random (per process)', lower.slice(8, 18)), part('counter', parseInt(lower.slice(18), 16))],
  };
}

function decodeSnowflake(digits: string, epoch: 'twitter' | 'discord' | number): Decoded {
  const value = BigInt(digits);
  if (value >> 64n !== 0n) invalid('id: a snowflake is below 2^64 (18446744073709551616)');
  const epochMs = typeof epoch === 'number' ? epoch : SNOWFLAKE_EPOCHS[epoch];
  const sinceEpoch = value >> 22n;
  const [high, low] = epoch === 'discord' ? ['internal worker id', 'internal process id'] : ['datacenter id', 'worker id'];
  return {
    kind: 'snowflake',
    canonical: value.toString(),
    unixMs: Number(sinceEpoch) + epochMs,
    version: null,
    variant: null,
    parts: [
      part('timestamp (ms since the epoch)', sinceEpoch),
      part('epoch (Unix ms)', epochMs),
      part(high, (value >> 17n) & 31n),
      part(low, (value >> 12n) & 31n),
      part(epoch === 'discord' ? 'increment' : 'sequence', value & 4095n),
    ],
  };
}

const SHAPES = {
  ulid: /^[0-9A-Za-z]{26}$/,
  objectid: /^[0-9A-Fa-f]{24}$/,
  snowflake: /^\d{1,20}$/,
};

function detect(id: string): Decoded['kind'] {
  if (parseUuid(id)) return 'uuid';
  if (SHAPES.objectid.test(id)) return 'objectid';
  if (SHAPES.ulid.test(id)) return 'ulid';
  if (SHAPES.snowflake.test(id)) return 'snowflake';
  return invalid('id: not a UUID, ULID (26 characters), ObjectId (24 hex digits) or snowflake (a decimal number below 2^64)');
}

export default defineTool({
  id: 'id-decode',
  name: 'ID Decoder (UUID, ULID, ObjectId, Snowflake)',
  category: 'developer',
  description:
    'Decode the time and parts inside an id: UUID version, variant, timestamp, clock sequence and node; ULID time and randomness; MongoDB ObjectId time, random and counter; Twitter/X or Discord snowflake time, machine ids and sequence.',
  keywords: [
    'uuid decode', 'uuid parse', 'uuid version', 'uuid timestamp', 'ulid decode', 'objectid', 'object id timestamp', 'mongodb id',
    'snowflake', 'discord id', 'twitter id', 'tweet id', 'id to date', 'guid decode',
  ],
  mcp: true,
  input: closedObject({
    id: Type.String({ maxLength: 1_000_000, description: 'The id to decode, up to 1,000,000 characters; surrounding spaces are ignored' }),
    kind: withDefault(stringEnum(['auto', 'uuid', 'ulid', 'objectid', 'snowflake'], { description: 'What kind of id it is: auto (default: read from its shape), uuid, ulid, objectid or snowflake' }), 'auto'),
    epoch: withDefault(
      Type.Union(
        [stringEnum(['twitter', 'discord']), Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS })],
        { description: 'Snowflakes only: the epoch, twitter (2010-11-04T01:42:54.657Z, the default), discord (2015-01-01) or Unix milliseconds' },
      ),
      'twitter',
    ),
  }),
  output: closedObject({
    kind: stringEnum(['uuid', 'ulid', 'objectid', 'snowflake'], { description: 'The kind of id' }),
    canonical: Type.String({ description: 'The id in its usual written form (UUIDs lowercase with hyphens, ULIDs uppercase)' }),
    time: Type.Union([Type.String(), Type.Null()], { description: 'The time in the id as ISO 8601 UTC (millisecond precision), or null when it holds none' }),
    unixMs: Type.Union([Type.Number(), Type.Null()], { description: 'The same time in Unix milliseconds, or null' }),
    version: Type.Union([Type.Integer(), Type.Null()], { description: 'The UUID version (1 to 8), or null' }),
    variant: Type.Union([Type.String(), Type.Null()], { description: 'The UUID variant, or null' }),
    parts: Type.Array(closedObject({ name: Type.String(), value: Type.String() }), { description: 'The fields inside the id, in order, as name/value pairs' }),
  }),
  examples: [
    {
      title: 'A version-7 UUID (RFC 9562 A.6)',
      input: { id: '017F22E2-79B0-7CC3-98C4-DC0C0C07398F' },
      output: {
        kind: 'uuid', canonical: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f', time: '2022-02-22T19:22:22.000Z', unixMs: 1645557742000, version: 7, variant: 'RFC 9562',
        parts: [{ name: 'timestamp (Unix ms)', value: '1645557742000' }, { name: 'rand_a', value: '0xcc3' }, { name: 'rand_b', value: '0x18c4dc0c0c07398f' }],
      },
    },
    {
      title: 'A Discord snowflake (the one in Discord\'s API reference)',
      input: { id: '175928847299117063', epoch: 'discord' },
      output: {
        kind: 'snowflake', canonical: '175928847299117063', time: '2016-04-30T11:18:25.796Z', unixMs: 1462015105796, version: null, variant: null,
        parts: [
          { name: 'timestamp (ms since the epoch)', value: '41944705796' },
          { name: 'epoch (Unix ms)', value: '1420070400000' },
          { name: 'internal worker id', value: '1' },
          { name: 'internal process id', value: '0' },
          { name: 'increment', value: '7' },
        ],
      },
    },
    {
      title: 'A MongoDB ObjectId',
      input: { id: '507f1f77bcf86cd799439011' },
      output: {
        kind: 'objectid', canonical: '507f1f77bcf86cd799439011', time: '2012-10-17T21:13:27.000Z', unixMs: 1350508407000, version: null, variant: null,
        parts: [{ name: 'timestamp (Unix seconds)', value: '1350508407' }, { name: 'random (per process)', value: 'bcf86cd799' }, { name: 'counter', value: '4427793' }],
      },
    },
  ],
  run({ id: input, kind, epoch }) {
    const id = input.trim();
    const actual = kind === 'auto' ? detect(id) : kind;
    let decoded: Decoded;
    switch (actual) {
      case 'uuid':
        decoded = decodeUuid(parseUuid(id) ?? invalid('id: not a UUID (32 hex digits, hyphens, braces and urn:uuid: optional)'));
        break;
      case 'ulid':
        if (id.length !== 26) invalid(`id: a ULID has 26 characters, not ${id.length}`);
        decoded = decodeUlid(id);
        break;
      case 'objectid':
        if (!SHAPES.objectid.test(id)) invalid('id: an ObjectId is 24 hex digits');
        decoded = decodeObjectId(id);
        break;
      case 'snowflake':
        if (!SHAPES.snowflake.test(id)) invalid('id: a snowflake is a decimal number of up to 20 digits');
        decoded = decodeSnowflake(id, epoch);
        break;
    }
    const { unixMs } = decoded;
    const time = unixMs !== null && Math.abs(unixMs) <= 8.64e15 ? new Date(unixMs).toISOString() : null;
    return { kind: decoded.kind, canonical: decoded.canonical, time, unixMs, version: decoded.version, variant: decoded.variant, parts: decoded.parts };
  },
});
