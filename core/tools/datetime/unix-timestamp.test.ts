import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Result = { timestamp: number; iso: string; utc: string; relative: string };

const NOW = '2024-01-01T00:00:00.000Z';
const convert = (value: string, action = 'to_date', now = NOW) => run<Result>('unix-timestamp', { action, value }, { now });
const relative = async (value: string, now: string) => (await convert(value, 'to_date', now)).relative;
/** The wording reference: Intl.RelativeTimeFormat('en', { numeric: 'always' }). */
const intl = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

describe('unix-timestamp', () => {
  it('converts seconds (python3: datetime.fromtimestamp(1700000000, timezone.utc); email.utils.formatdate(1700000000, usegmt=True))', async () => {
    expect(await convert('1700000000')).toEqual({
      timestamp: 1700000000,
      iso: '2023-11-14T22:13:20.000Z',
      utc: 'Tue, 14 Nov 2023 22:13:20 GMT',
      relative: intl.format(-1, 'month'),
    });
  });

  it('gives to_date and to_timestamp the same full result, for numbers and dates alike', async () => {
    for (const value of ['1700000000', '2023-11-14T22:13:20Z', 'Tue, 14 Nov 2023 22:13:20 GMT']) {
      expect(await convert(value, 'to_timestamp')).toEqual(await convert('1700000000', 'to_date'));
      expect(await convert(value, 'to_date')).toEqual(await convert('1700000000', 'to_date'));
    }
  });

  it('reads 1e11 and more as milliseconds, less as seconds', async () => {
    // python3: datetime(1970,1,1,tzinfo=timezone.utc) + timedelta(seconds=99999999999) → 5138-11-16 09:46:39
    expect((await convert('99999999999')).iso).toBe('5138-11-16T09:46:39.000Z');
    // python3: ... + timedelta(milliseconds=100000000000) → 1973-03-03 09:46:40
    expect((await convert('100000000000')).iso).toBe('1973-03-03T09:46:40.000Z');
    expect((await convert('1700000000123')).iso).toBe('2023-11-14T22:13:20.123Z');
    expect((await convert('1700000000123')).timestamp).toBe(1700000000);
    expect((await convert('-100000000000')).iso).toBe('1966-10-31T14:13:20.000Z'); // python3: ... + timedelta(milliseconds=-100000000000)
  });

  it('keeps decimals exactly and floors the timestamp', async () => {
    // python3: ... + timedelta(seconds=1700000000.5) → 22:13:20.500000
    expect(await convert('1700000000.5')).toMatchObject({ timestamp: 1700000000, iso: '2023-11-14T22:13:20.500Z' });
    expect((await convert('1700000000.123')).iso).toBe('2023-11-14T22:13:20.123Z');
    expect((await convert('1700000000.1239')).iso).toBe('2023-11-14T22:13:20.123Z');
    // python3: ... + timedelta(seconds=-1.5) → 1969-12-31 23:59:58.500000; math.floor(-1.5) = -2
    expect(await convert('-1.5')).toMatchObject({ timestamp: -2, iso: '1969-12-31T23:59:58.500Z' });
    // -0.0005 s is half a millisecond before 1970: floored to the millisecond before.
    expect(await convert('-0.0005')).toMatchObject({ timestamp: -1, iso: '1969-12-31T23:59:59.999Z' });
    expect((await convert('1700000000123.9')).iso).toBe('2023-11-14T22:13:20.123Z');
  });

  it('accepts negative timestamps, zero and a plus sign (python3: email.utils.formatdate(-86400, usegmt=True))', async () => {
    expect(await convert('-86400')).toMatchObject({ timestamp: -86400, iso: '1969-12-31T00:00:00.000Z', utc: 'Wed, 31 Dec 1969 00:00:00 GMT' });
    expect(await convert('0')).toMatchObject({ timestamp: 0, iso: '1970-01-01T00:00:00.000Z', utc: 'Thu, 01 Jan 1970 00:00:00 GMT' });
    expect(await convert('-0')).toMatchObject({ timestamp: 0, iso: '1970-01-01T00:00:00.000Z' });
    expect((await convert(' +1700000000 ')).timestamp).toBe(1700000000);
  });

  it('holds the JavaScript date range exactly (ECMA-262 §21.4.1.1: ±8.64e15 ms)', async () => {
    expect((await convert('8640000000000000')).iso).toBe('+275760-09-13T00:00:00.000Z');
    expect((await convert('-8640000000000000')).iso).toBe('-271821-04-20T00:00:00.000Z');
    const range = /^value: outside the range of JavaScript dates/;
    await expectInvalid('unix-timestamp', { action: 'to_date', value: '8640000000000001' }, range);
    await expectInvalid('unix-timestamp', { action: 'to_date', value: '-8640000000000000.5' }, range);
    await expectInvalid('unix-timestamp', { action: 'to_date', value: '9'.repeat(256) }, range);
    await expectInvalid('unix-timestamp', { action: 'to_date', value: '+275760-09-13T00:00:00.001Z' }, range);
  });

  it('reads ISO strings, treating those without an offset as UTC', async () => {
    // python3: datetime.fromisoformat('2024-01-04T12:30:00+02:00').timestamp() → 1704364200
    expect((await convert('2024-01-04T12:30:00+02:00')).timestamp).toBe(1704364200);
    expect((await convert('2024-01-04')).iso).toBe('2024-01-04T00:00:00.000Z');
    expect((await convert('2024-01-04T10:30')).iso).toBe('2024-01-04T10:30:00.000Z');
    expect((await convert('2024-01-04T10:30:00.25Z')).iso).toBe('2024-01-04T10:30:00.250Z');
  });

  it('reads RFC 5322 dates with named zones (python3: email.utils.parsedate_to_datetime("14 Nov 2023 17:13:20 EST"))', async () => {
    expect((await convert('14 Nov 2023 17:13:20 EST')).iso).toBe('2023-11-14T22:13:20.000Z');
  });

  it('gives the current time for now, ignoring value', async () => {
    const expected = { timestamp: 1700000000, iso: '2023-11-14T22:13:20.000Z', utc: 'Tue, 14 Nov 2023 22:13:20 GMT', relative: 'just now' };
    expect(await run('unix-timestamp', { action: 'now' }, { now: '2023-11-14T22:13:20Z' })).toEqual(expected);
    expect(await run('unix-timestamp', { action: 'now', value: 'not a date' }, { now: '2023-11-14T22:13:20Z' })).toEqual(expected);
  });

  it('words the relative phrase like Intl.RelativeTimeFormat with the largest whole unit', async () => {
    const now = '2024-03-10T12:00:00Z';
    expect(await relative('2024-03-10T12:00:00.999Z', now)).toBe('just now');
    expect(await relative('2024-03-10T11:59:59.001Z', now)).toBe('just now');
    expect(await relative('2024-03-10T12:00:01Z', now)).toBe(intl.format(1, 'second'));
    expect(await relative('2024-03-10T11:59:15Z', now)).toBe(intl.format(-45, 'second'));
    expect(await relative('2024-03-10T11:58:00Z', now)).toBe(intl.format(-2, 'minute'));
    expect(await relative('2024-03-10T14:59:59Z', now)).toBe(intl.format(2, 'hour'));
    // 47 hours is one whole day: counts are truncated, not rounded.
    expect(await relative('2024-03-08T13:00:00Z', now)).toBe(intl.format(-1, 'day'));
    expect(await relative('2024-03-07T12:00:00Z', now)).toBe(intl.format(-3, 'day'));
    expect(await relative('2024-03-17T12:00:00Z', now)).toBe(intl.format(1, 'week'));
    expect(await relative('2024-02-10T12:00:00Z', now)).toBe(intl.format(-1, 'month'));
    expect(await relative('2024-02-10T12:00:01Z', now)).toBe(intl.format(-4, 'week'));
    expect(await relative('2023-03-10T12:00:00Z', now)).toBe(intl.format(-1, 'year'));
    expect(await relative('2021-03-10T12:00:01Z', now)).toBe(intl.format(-2, 'year'));
    // ISO years count astronomically (year 0 exists): -1000 to 2024 is 3024 years.
    expect(await relative('-001000-03-10T12:00:00Z', now)).toBe(intl.format(-3024, 'year'));
    expect(await relative('-001000-03-10T12:00:01Z', now)).toBe(intl.format(-3023, 'year'));
    expect(await relative('+275760-09-13T00:00:00Z', now)).toBe(intl.format(273736, 'year'));
  });

  it('requires value for to_date and to_timestamp', async () => {
    await expectInvalid('unix-timestamp', { action: 'to_date' }, 'value: is required for action to_date');
    await expectInvalid('unix-timestamp', { action: 'to_timestamp' }, 'value: is required for action to_timestamp');
    await expectInvalid('unix-timestamp', { action: 'to_date', value: '  ' }, 'value: must not be empty');
  });

  it('refuses what is not a timestamp or date, naming value and clipping it', async () => {
    await expectInvalid('unix-timestamp', { action: 'to_date', value: 'yesterday' }, /^value: not a recognised date: "yesterday"/);
    await expectInvalid('unix-timestamp', { action: 'to_date', value: '1e9' }, /^value: not a recognised date/);
    await expectInvalid('unix-timestamp', { action: 'to_date', value: '0x10' }, /^value: not a recognised date/);
    await expectInvalid('unix-timestamp', { action: 'to_date', value: '1.' }, /^value: not a recognised date/);
    await expectInvalid('unix-timestamp', { action: 'to_date', value: '2023-02-29' }, /^value: not a valid date: "2023-02-29" \(day 29 does not exist in 2023-02\)/);
    const long = 'x'.repeat(256);
    const envelope = await call('unix-timestamp', { action: 'to_date', value: long });
    expect(envelope.success).toBe(false);
    if (!envelope.success) expect(envelope.error.message.length).toBeLessThan(200);
  });

  it('refuses bad actions, wrong types, long values and unknown fields', async () => {
    await expectInvalid('unix-timestamp', { action: 'to_iso', value: '1' }, 'action: must be one of to_date, to_timestamp, now');
    await expectInvalid('unix-timestamp', { value: '1' }, 'action: is required');
    await expectInvalid('unix-timestamp', { action: 'to_date', value: 1700000000 }, 'value: must be a string, got an integer');
    await expectInvalid('unix-timestamp', { action: 'to_date', value: '1'.repeat(257) }, 'value: must be at most 256 characters');
    await expectInvalid('unix-timestamp', { action: 'now', zzz: 1 }, 'zzz: unknown field');
  });

  it('agrees with the engine\'s Date over the whole range, and reads its own iso and utc back', async () => {
    const YEAR_10000 = 253402300800000;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -8.64e15, max: 8.64e15 }), async (ms) => {
        // Magnitudes under 1e11 are seconds, so give those as seconds with a decimal fraction.
        const value = Math.abs(ms) >= 1e11 ? String(ms) : (ms / 1000).toFixed(3);
        const result = await convert(value);
        expect(result.iso).toBe(new Date(ms).toISOString());
        expect(result.utc).toBe(new Date(ms).toUTCString());
        expect(result.timestamp).toBe(Math.floor(ms / 1000));
        expect(await convert(result.iso, 'to_timestamp')).toEqual(result);
        if (ms >= 0 && ms < YEAR_10000 * 10) expect((await convert(result.utc, 'to_timestamp')).timestamp).toBe(result.timestamp);
      }),
    );
  });
});
