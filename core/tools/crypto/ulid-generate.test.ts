import { describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Result = { ulids: string[]; timestamp: number; iso: string };
const generate = (input: Record<string, unknown> = {}, options: { now?: string; random?: (size: number) => Uint8Array } = {}) =>
  run<Result>('ulid-generate', input, options);

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));
const fixed = (bytes: Uint8Array) => (size: number) => {
  expect(size).toBe(10);
  return bytes.slice(0, size);
};

/** ULID spec: 26 Crockford base32 characters, the first at most 7 (48-bit time). */
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** Crockford base32 → number, written from the spec's alphabet to check the time part independently. */
const decodeTime = (text: string) => [...text].reduce((value, char) => value * 32 + '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(char), 0);

describe('ulid-generate', () => {
  it('is a non-deterministic crypto tool', () => {
    expect(get('ulid-generate')).toMatchObject({ category: 'crypto', deterministic: false });
  });

  it('encodes a given time as the ulid/javascript README shows: ulid(1469918176385) starts 01ARYZ6S41', async () => {
    const result = await generate({ timestamp: 1469918176385 });
    expect(result.ulids[0]).toMatch(ULID);
    expect(result.ulids[0]!.slice(0, 10)).toBe('01ARYZ6S41');
    expect(decodeTime(result.ulids[0]!.slice(0, 10))).toBe(1469918176385);
    // python3: datetime.fromtimestamp(1469918176385 / 1000, timezone.utc)
    expect(result).toMatchObject({ timestamp: 1469918176385, iso: '2016-07-30T22:36:16.385Z' });
  });

  it('defaults the time to now', async () => {
    // python3: Crockford base32 of 1704067200000 in 10 characters = 01HK153X00
    const result = await generate({}, { now: '2024-01-01T00:00:00.000Z' });
    expect(result.ulids[0]!.slice(0, 10)).toBe('01HK153X00');
    expect(result).toMatchObject({ timestamp: 1704067200000, iso: '2024-01-01T00:00:00.000Z' });
    const live = await generate();
    expect(Math.abs(decodeTime(live.ulids[0]!.slice(0, 10)) - Date.now())).toBeLessThan(60_000);
  });

  it('increments the random part within one call, as the ULID spec\'s monotonicity example', async () => {
    // The spec's example 01BX5ZZKBKACTAV9WEVGEMMVRY: python3 decodes its time part to 1508808576371
    // and its random part to the bytes 5334ada78edc1d4a6f1e.
    const result = await generate({ count: 4, timestamp: 1508808576371 }, { random: fixed(hexBytes('5334ada78edc1d4a6f1e')) });
    expect(result.ulids).toEqual(['01BX5ZZKBKACTAV9WEVGEMMVRY', '01BX5ZZKBKACTAV9WEVGEMMVRZ', '01BX5ZZKBKACTAV9WEVGEMMVS0', '01BX5ZZKBKACTAV9WEVGEMMVS1']);
  });

  it('fails when the random part would overflow, as the spec says (…ZZZZZZZZZZZZZZZZ then an error)', async () => {
    const maxed = fixed(new Uint8Array(10).fill(0xff));
    expect((await generate({ timestamp: 1508808576371 }, { random: maxed })).ulids).toEqual(['01BX5ZZKBKZZZZZZZZZZZZZZZZ']);
    expect(await call('ulid-generate', { count: 2, timestamp: 1508808576371 }, { random: maxed })).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: "count: the random part overflowed after 1 ULID in one millisecond (the ULID spec's monotonic limit); ask again",
      },
    });
  });

  it('lays the 80 random bits out most significant first, 5 bits a character', async () => {
    // 0x00…01 is the last character 1; 0x80 00… is the first character 8 × 2 = G (bits 10000 of 80).
    expect((await generate({ timestamp: 0 }, { random: fixed(hexBytes('00000000000000000001')) })).ulids).toEqual(['00000000000000000000000001']);
    expect((await generate({ timestamp: 0 }, { random: fixed(hexBytes('80000000000000000000')) })).ulids).toEqual(['0000000000G000000000000000']);
  });

  it('covers the whole 48-bit time range: 0 and 2^48 − 1 (the spec\'s largest ULID 7ZZZZZZZZZ…)', async () => {
    expect((await generate({ timestamp: 0 })).ulids[0]!.slice(0, 10)).toBe('0000000000');
    const last = await generate({ timestamp: 281474976710655 });
    expect(last.ulids[0]!.slice(0, 10)).toBe('7ZZZZZZZZZ');
    // The spec: "won't run out of space 'til the year 10889 AD"; ECMA-262 writes such years with six digits.
    expect(last.iso).toBe('+010889-08-02T05:31:50.655Z');
    await expectInvalid('ulid-generate', { timestamp: 281474976710656 }, 'timestamp: must be ≤ 281474976710655');
    await expectInvalid('ulid-generate', { timestamp: -1 }, 'timestamp: must be ≥ 0');
  });

  it('makes up to 1000 strictly increasing ULIDs of one millisecond', async () => {
    const { ulids } = await generate({ count: 1000, timestamp: 1700000000000 });
    expect(ulids).toHaveLength(1000);
    for (let i = 1; i < ulids.length; i++) {
      expect(ulids[i]! > ulids[i - 1]!).toBe(true);
      expect(ulids[i]!.slice(0, 10)).toBe(ulids[0]!.slice(0, 10));
    }
    expect(ulids.every((ulid) => ULID.test(ulid))).toBe(true);
    await expectInvalid('ulid-generate', { count: 1001 }, 'count: must be ≤ 1000');
    await expectInvalid('ulid-generate', { count: 0 }, 'count: must be ≥ 1');
  });

  it('draws fresh random parts on each call', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) seen.add((await generate({ timestamp: 1 })).ulids[0]!);
    expect(seen.size).toBe(100);
  });

  it('refuses wrong types and unknown fields', async () => {
    await expectInvalid('ulid-generate', { timestamp: '1469918176385' }, 'timestamp: must be an integer, got a string');
    await expectInvalid('ulid-generate', { timestamp: 1.5 }, 'timestamp: must be an integer');
    await expectInvalid('ulid-generate', { timestamp: null }, 'timestamp: must be an integer, got null');
    await expectInvalid('ulid-generate', { count: true }, 'count: must be an integer, got a boolean');
    await expectInvalid('ulid-generate', { monotonic: false }, 'monotonic: unknown field');
    await expectInvalid('ulid-generate', JSON.parse('{"__proto__": {"count": 3}}'), '__proto__: unknown field');
  });
});
