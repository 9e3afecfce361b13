import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  kind: string;
  canonical: string;
  time: string | null;
  unixMs: number | null;
  version: number | null;
  variant: string | null;
  parts: { name: string; value: string }[];
}

const decode = (id: string, extra: object = {}) => run<Result>('id-decode', { id, ...extra });
const partsOf = (result: Result) => Object.fromEntries(result.parts.map(({ name, value }) => [name, value]));

describe('id-decode', () => {
  it('reads a version-1 UUID as python uuid does (RFC 9562 A.1)', async () => {
    // /usr/bin/python3 -c "import uuid; x=uuid.UUID('c232ab00-9414-11ec-b3c8-9f6bdeced846'); print(x.version, x.time, x.clock_seq, hex(x.node))"
    // → 1 138648505420000000 13256 0x9f6bdeced846; the time is 2022-02-22 19:22:22 UTC (RFC 9562 A.1)
    const result = await decode('C232AB00-9414-11EC-B3C8-9F6BDECED846');
    expect(result).toMatchObject({ kind: 'uuid', canonical: 'c232ab00-9414-11ec-b3c8-9f6bdeced846', version: 1, variant: 'RFC 9562', time: '2022-02-22T19:22:22.000Z' });
    expect(partsOf(result)).toEqual({
      'timestamp (100-ns ticks since 1582-10-15)': '138648505420000000',
      'clock sequence': '13256',
      node: '9f:6b:de:ce:d8:46',
      'node kind': 'random (multicast bit set)',
    });
  });

  it('reads the RFC 9562 A.5 version-6 UUID to the same time, clock sequence and node', async () => {
    const result = await decode('1EC9414C-232A-6B00-B3C8-9F6BDECED846');
    expect(result).toMatchObject({ version: 6, time: '2022-02-22T19:22:22.000Z' });
    expect(partsOf(result)['timestamp (100-ns ticks since 1582-10-15)']).toBe('138648505420000000');
    expect(partsOf(result)['clock sequence']).toBe('13256');
  });

  it('reads a version-1 UUID at the Gregorian epoch, before 1970 (python3: uuid.UUID(...).time → 0)', async () => {
    const result = await decode('{00000000-0000-1000-8000-010000000000}');
    expect(result).toMatchObject({ time: '1582-10-15T00:00:00.000Z', unixMs: -12219292800000 });
  });

  it('names versions without a time, the variants, and the Nil and Max UUIDs', async () => {
    // python3: uuid.UUID('5df41881-3aed-3515-88a7-2f4a814cf09e').version → 3, variant RFC 4122;
    // with octet 8 = c8: variant 'reserved for Microsoft compatibility'
    expect(await decode('urn:uuid:5df41881-3aed-3515-88a7-2f4a814cf09e')).toMatchObject({ version: 3, variant: 'RFC 9562', time: null, unixMs: null });
    expect(await decode('5df418813aed3515c8a72f4a814cf09e')).toMatchObject({ version: null, variant: 'Microsoft (reserved)', parts: [] });
    expect((await decode('00000000-0000-0000-0000-000000000000')).parts).toEqual([{ name: 'special', value: 'the Nil UUID (RFC 9562 §5.9)' }]);
    expect((await decode('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF')).parts).toEqual([{ name: 'special', value: 'the Max UUID (RFC 9562 §5.10)' }]);
    expect(await decode('2ed6657d-e927-568b-95e1-2665a8aea6a2')).toMatchObject({ version: 5 });
    expect(await decode('919108f7-52d1-4320-9bac-f847db4148a8')).toMatchObject({ version: 4 });
  });

  it('reads a ULID (ulid/javascript README: decodeTime("01ARYZ6S41TSV4RRFFQ69G5FAV") → 1469918176385)', async () => {
    // python3: int of the Crockford digits → uuid.UUID(int=v) = 01563df3-6481-d676-4c61-efb99302bd5b
    const result = await decode('01aryz6s41tsv4rrffq69g5fav');
    expect(result).toMatchObject({ kind: 'ulid', canonical: '01ARYZ6S41TSV4RRFFQ69G5FAV', unixMs: 1469918176385, time: '2016-07-30T22:36:16.385Z' });
    expect(partsOf(result)).toEqual({
      'timestamp (Unix ms)': '1469918176385',
      randomness: 'd6764c61efb99302bd5b',
      'as UUID': '01563df3-6481-d676-4c61-efb99302bd5b',
    });
  });

  it('reads a Twitter snowflake with the default epoch', async () => {
    // python3: s=1212092628029698048; (s>>22)+1288834974657, (s>>17)&31, (s>>12)&31, s&4095 → 1577820376771 10 7 0
    const result = await decode('1212092628029698048');
    expect(result).toMatchObject({ kind: 'snowflake', unixMs: 1577820376771, time: '2019-12-31T19:26:16.771Z' });
    expect(partsOf(result)).toMatchObject({ 'datacenter id': '10', 'worker id': '7', sequence: '0' });
  });

  it('takes a custom snowflake epoch in Unix milliseconds', async () => {
    const result = await decode('4194304', { epoch: 1_000 });
    expect(result).toMatchObject({ unixMs: 1_001, time: '1970-01-01T00:00:01.001Z' });
  });

  it('reads a snowflake up to 2^64 − 1 and refuses 2^64', async () => {
    // python3: ((2**64-1)>>22)+1288834974657 → 5686881485760
    expect((await decode('18446744073709551615')).unixMs).toBe(5686881485760);
    await expectInvalid('id-decode', { id: '18446744073709551616' }, 'id: a snowflake is below 2^64 (18446744073709551616)');
  });

  it('follows the kind when given, and explains what does not fit it', async () => {
    // 24 hex digits are an ObjectId under auto, but 26 Crockford characters asked as a ULID are a ULID
    await expectInvalid('id-decode', { id: '507f1f77bcf86cd799439011', kind: 'ulid' }, 'id: a ULID has 26 characters, not 24');
    await expectInvalid('id-decode', { id: '01ARYZ6S41TSV4RRFFQ69G5FAV', kind: 'uuid' }, /^id: not a UUID/);
    await expectInvalid('id-decode', { id: 'x', kind: 'objectid' }, 'id: an ObjectId is 24 hex digits');
    await expectInvalid('id-decode', { id: '12a', kind: 'snowflake' }, 'id: a snowflake is a decimal number of up to 20 digits');
    await expectInvalid('id-decode', { id: '01ARYZ6S41TSV4RRFFQ69G5FAU' }, /^id: "U" at index 25 is not a ULID character/);
    await expectInvalid('id-decode', { id: '81ARYZ6S41TSV4RRFFQ69G5FAV' }, 'id: a ULID starts with 0 to 7; larger values do not fit its 128 bits');
    expect(await decode('12345678901234567890123456', { kind: 'ulid' })).toMatchObject({ kind: 'ulid' });
  });

  it('refuses what is no id, and hostile input', async () => {
    await expectInvalid('id-decode', { id: 'hello' }, /^id: not a UUID, ULID/);
    await expectInvalid('id-decode', { id: '' }, /^id: not a UUID, ULID/);
    await expectInvalid('id-decode', { id: '__proto__' }, /^id: not a UUID, ULID/);
    await expectInvalid('id-decode', { id: '{c232ab00-9414-11ec-b3c8-9f6bdeced846' }, /^id: not a UUID, ULID/);
    await expectInvalid('id-decode', { id: '1'.repeat(1_000_000) }, /^id: not a UUID, ULID/);
    await expectInvalid('id-decode', { id: 'a'.repeat(1_000_001) }, 'id: must be at most 1000000 characters');
    await expectInvalid('id-decode', { id: 5 }, 'id: must be a string, got an integer');
    await expectInvalid('id-decode', { id: '1', kind: 'ksuid' }, /^kind: must be one of/);
    await expectInvalid('id-decode', { id: '1', epoch: 'slack' }, /^epoch: /);
    await expectInvalid('id-decode', { id: '1', epoch: -1 }, /^epoch: /);
  });
});
