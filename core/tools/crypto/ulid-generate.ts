import { Type } from '@sinclair/typebox';
import { encodeTime, incrementBase32, TIME_MAX } from 'ulid';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec gives count 1 and a timestamp in ms):
 * - count 1 to 1000; timestamp 0 to 2^48 − 1 (the ULID spec's 48 bits), default the current time.
 * - Monotonic within one call, as the ULID spec's monotonic factory: every id of a call shares the
 *   timestamp; the first gets 80 random bits, each next one is the previous plus 1 in its random
 *   part. If that part would overflow, the spec says generation fails: a 400 naming count.
 * - The time part and the increment are the `ulid` package's (encodeTime, incrementBase32). Its
 *   monotonicFactory itself is not used: it reads Date.now() when given timestamp 0, and its PRNG
 *   interface draws a float per character, where ten bytes of ctx.random give the 80 bits exactly.
 */

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARS = 16;
const RANDOM_MAX = 'Z'.repeat(RANDOM_CHARS);

/** 80 random bits (10 bytes, most significant first) as 16 Crockford base32 characters. */
function encodeRandom(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes.subarray(0, 10)) value = (value << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < RANDOM_CHARS; i++) {
    text = CROCKFORD[Number(value & 31n)]! + text;
    value >>= 5n;
  }
  return text;
}

export default defineTool({
  id: 'ulid-generate',
  name: 'ULID Generator',
  category: 'crypto',
  description:
    'Generate ULIDs: 26-character, lexicographically sortable ids (48-bit millisecond timestamp + 80 random bits, Crockford base32), monotonic within one call.',
  keywords: ['sortable id', 'lexicographic id', 'unique id', 'crockford base32', 'time based id', 'uuid alternative'],
  deterministic: false,
  input: closedObject({
    count: withDefault(Type.Integer({ minimum: 1, maximum: 1000, description: 'How many ULIDs to generate, 1 to 1000 (default 1)' }), 1),
    timestamp: Type.Optional(
      Type.Integer({ minimum: 0, maximum: TIME_MAX, description: 'The time part in Unix milliseconds, 0 to 2^48 − 1 (default: now)' }),
    ),
  }),
  output: closedObject({
    ulids: Type.Array(Type.String({ description: 'A ULID' }), { description: 'The ULIDs, in increasing order' }),
    timestamp: Type.Integer({ description: 'The time part, in Unix milliseconds' }),
    iso: Type.String({ description: 'The time part as an ISO 8601 date' }),
  }),
  examples: [
    {
      title: 'One ULID for now (shown at 2024-01-01T00:00:00Z with all-zero random bytes)',
      input: {},
      output: { ulids: ['01HK153X000000000000000000'], timestamp: 1704067200000, iso: '2024-01-01T00:00:00.000Z' },
    },
    {
      title: 'Three ULIDs for a given time, monotonic (shown with all-zero random bytes)',
      input: { count: 3, timestamp: 1469918176385 },
      output: {
        ulids: ['01ARYZ6S410000000000000000', '01ARYZ6S410000000000000001', '01ARYZ6S410000000000000002'],
        timestamp: 1469918176385,
        iso: '2016-07-30T22:36:16.385Z',
      },
    },
  ],
  run({ count, timestamp }, ctx) {
    const time = timestamp ?? ctx.now().getTime();
    if (!Number.isInteger(time) || time < 0 || time > TIME_MAX) {
      invalid(`timestamp: the current time (${time} ms) is outside what a ULID holds (0 to 2^48 − 1 ms); give a timestamp`);
    }
    const timePart = encodeTime(time);
    let randomPart = encodeRandom(ctx.random(10));
    const ulids = [timePart + randomPart];
    for (let i = 1; i < count; i++) {
      if (randomPart === RANDOM_MAX) {
        invalid(`count: the random part overflowed after ${i} ULID${i === 1 ? '' : 's'} in one millisecond (the ULID spec's monotonic limit); ask again`);
      }
      randomPart = incrementBase32(randomPart);
      ulids.push(timePart + randomPart);
    }
    return { ulids, timestamp: time, iso: new Date(time).toISOString() };
  },
});
