import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  mode: string; read_as: string; read_note: string; seconds: number; milliseconds: number; iso_utc: string;
  timezone: string; local_iso: string; utc_offset: string; abbreviation: string; zone_name: string; weekday: string;
  rfc2822: string | null; http_date: string; relative: string; now_utc: string;
  dst?: { kind: string; explanation: string; later_instant_utc?: string };
}

const NOW = '2024-01-01T00:00:00.000Z';
const convert = (input: Record<string, unknown>, now = NOW) => run<Result>('unix-timestamp-convert', input, { now });

/*
 * Known answers from python3 by hand:
 *   from datetime import datetime as D, timezone as TZ; from zoneinfo import ZoneInfo as Z
 *   from email.utils import format_datetime, formatdate; from dateutil.relativedelta import relativedelta as R
 */
describe('unix-timestamp-convert', () => {
  it('reads seconds below 1e11 and gives every form', async () => {
    // t=D.fromtimestamp(1700000000, Z('Asia/Tokyo')); t.isoformat() → 2023-11-15T07:13:20+09:00;
    // format_datetime(t) → Wed, 15 Nov 2023 07:13:20 +0900; formatdate(1700000000, usegmt=True) → Tue, 14 Nov 2023 22:13:20 GMT
    // R(D(2024,1,1,tzinfo=TZ.utc), D.fromtimestamp(1700000000, TZ.utc)) → months=+1, days=+17… → "1 month ago"
    expect(await convert({ mode: 'to_date', value: '1700000000', timezone: 'Asia/Tokyo' })).toEqual({
      mode: 'to_date', read_as: 'seconds',
      read_note: 'Read as seconds: its magnitude is below 1e11 (1e11 seconds is the year 5138, 1e11 milliseconds March 1973); add the suffix s or ms to choose the unit.',
      seconds: 1700000000, milliseconds: 1700000000000, iso_utc: '2023-11-14T22:13:20.000Z',
      timezone: 'Asia/Tokyo', local_iso: '2023-11-15T07:13:20.000+09:00', utc_offset: '+09:00', abbreviation: 'GMT+9', zone_name: 'Japan Standard Time', weekday: 'Wednesday',
      rfc2822: 'Wed, 15 Nov 2023 07:13:20 +0900', http_date: 'Tue, 14 Nov 2023 22:13:20 GMT', relative: '1 month ago', now_utc: NOW,
    });
  });

  it('reads milliseconds from 1e11, and a suffix overrides the magnitude', async () => {
    // D.fromtimestamp(1700000000123/1000, Z('America/Los_Angeles')).isoformat() → 2023-11-14T14:13:20.123000-08:00
    expect(await convert({ mode: 'to_date', value: '1700000000123', timezone: 'America/Los_Angeles' })).toMatchObject({
      read_as: 'milliseconds', seconds: 1700000000, milliseconds: 1700000000123, local_iso: '2023-11-14T14:13:20.123-08:00', abbreviation: 'PST',
    });
    // Just under and at the threshold: 99999999999 s is 5138-11-16T09:46:39Z (D.fromtimestamp(99999999999, TZ.utc)); 1e11 ms is 1973-03-03T09:46:40Z.
    expect(await convert({ mode: 'to_date', value: '99999999999' })).toMatchObject({ read_as: 'seconds', iso_utc: '5138-11-16T09:46:39.000Z' });
    expect(await convert({ mode: 'to_date', value: '100000000000' })).toMatchObject({ read_as: 'milliseconds', iso_utc: '1973-03-03T09:46:40.000Z' });
    expect(await convert({ mode: 'to_date', value: '1700000000 ms' })).toMatchObject({ read_as: 'milliseconds', milliseconds: 1700000000, read_note: 'Read as milliseconds: the suffix named milliseconds.' });
    expect(await convert({ mode: 'to_date', value: '100000000000s' })).toMatchObject({ read_as: 'seconds', milliseconds: 100000000000000 });
  });

  it('floors negative and fractional seconds exactly', async () => {
    // D.fromtimestamp(-1.5, TZ.utc) → 1969-12-31T23:59:58.500000+00:00; -1.5//1 → -2.0
    expect(await convert({ mode: 'to_date', value: '-1.5' })).toMatchObject({ seconds: -2, milliseconds: -1500, iso_utc: '1969-12-31T23:59:58.500Z', local_iso: '1969-12-31T23:59:58.500+00:00' });
    // A fraction finer than a millisecond is floored: 0.0001 s → 0 ms, -0.0001 s → -1 ms.
    expect(await convert({ mode: 'to_date', value: '0.0001' })).toMatchObject({ milliseconds: 0 });
    expect(await convert({ mode: 'to_date', value: '-0.0001' })).toMatchObject({ milliseconds: -1, seconds: -1 });
    // formatdate(0, usegmt=True) → Thu, 01 Jan 1970 00:00:00 GMT
    expect(await convert({ mode: 'to_date', value: '0' })).toMatchObject({ http_date: 'Thu, 01 Jan 1970 00:00:00 GMT', rfc2822: 'Thu, 01 Jan 1970 00:00:00 +0000' });
  });

  it('keeps local mean time\'s seconds in the offset and writes RFC 2822 in UTC then', async () => {
    // D.fromtimestamp(-2208988800, Z('Asia/Kolkata')).isoformat() → 1900-01-01T05:21:10+05:21:10
    expect(await convert({ mode: 'to_date', value: '-2208988800', timezone: 'Asia/Kolkata' })).toMatchObject({
      local_iso: '1900-01-01T05:21:10.000+05:21:10', utc_offset: '+05:21:10', rfc2822: 'Mon, 01 Jan 1900 00:00:00 +0000',
    });
  });

  it('reads a date without an offset as a wall time in timezone', async () => {
    // int(D(2024,7,4,9,tzinfo=Z('America/New_York')).timestamp()) → 1720098000; format_datetime(...) → Thu, 04 Jul 2024 09:00:00 -0400
    expect(await convert({ mode: 'to_timestamp', value: '2024-07-04 09:00', timezone: 'America/New_York' })).toMatchObject({
      read_as: 'date', seconds: 1720098000, rfc2822: 'Thu, 04 Jul 2024 09:00:00 -0400', dst: { kind: 'none' }, relative: 'in 6 months',
    });
    // int(D(2024,1,31,12,tzinfo=Z('Asia/Tokyo')).timestamp()) → 1706670000; int(D(2024,1,31,tzinfo=Z('Asia/Tokyo')).timestamp()) → 1706626800
    expect((await convert({ mode: 'to_timestamp', value: '31 Jan 2024 12:00', timezone: 'Asia/Tokyo' })).seconds).toBe(1706670000);
    expect((await convert({ mode: 'to_timestamp', value: '2024-01-31', timezone: 'Asia/Tokyo' })).seconds).toBe(1706626800);
    expect((await convert({ mode: 'to_timestamp', value: '2024-01-31T12:00:00.250', timezone: 'Asia/Tokyo' })).milliseconds).toBe(1706670000250);
  });

  it('resolves DST gaps and overlaps like zoneinfo fold=0 and says so', async () => {
    // int(D(2024,3,10,2,30,tzinfo=Z('America/New_York')).timestamp()) → 1710055800; int(D(2024,11,3,1,30,…).timestamp()) → 1730611800
    const gap = await convert({ mode: 'to_timestamp', value: '2024-03-10T02:30', timezone: 'America/New_York' });
    expect(gap).toMatchObject({ seconds: 1710055800, local_iso: '2024-03-10T03:30:00.000-04:00', dst: { kind: 'gap' } });
    const overlap = await convert({ mode: 'to_timestamp', value: '2024-11-03T01:30', timezone: 'America/New_York' });
    expect(overlap).toMatchObject({ seconds: 1730611800, abbreviation: 'EDT', dst: { kind: 'overlap', later_instant_utc: '2024-11-03T06:30:00Z' } });
  });

  it('keeps a date\'s own offset or zone, whatever timezone says', async () => {
    for (const value of ['Tue, 14 Nov 2023 22:13:20 GMT', '2023-11-14T22:13:20Z', '2023-11-15T07:13:20+09:00', '14 Nov 2023 17:13:20 EST', 'Tue Nov 14 2023 23:13:20 GMT+0100 (Central European Standard Time)']) {
      const result = await convert({ mode: 'to_timestamp', value, timezone: 'Asia/Tokyo' });
      expect(result, value).toMatchObject({ seconds: 1700000000, local_iso: '2023-11-15T07:13:20.000+09:00' });
      expect(result.dst).toBeUndefined();
    }
  });

  it('gives the current time from ctx.now() in now mode', async () => {
    expect(await convert({ mode: 'now', timezone: 'Pacific/Chatham' }, '2024-06-15T12:34:56.789Z')).toMatchObject({
      // D(2024,6,15,12,34,56,tzinfo=TZ.utc).astimezone(Z('Pacific/Chatham')) → 2024-06-16T01:19:56+12:45
      read_as: 'now', seconds: 1718454896, milliseconds: 1718454896789, local_iso: '2024-06-16T01:19:56.789+12:45', relative: 'just now', now_utc: '2024-06-15T12:34:56.789Z',
    });
    // value is not read by now
    expect((await convert({ mode: 'now', value: 'whatever' })).seconds).toBe(1704067200);
  });

  it('phrases relative times with the largest whole unit (dateutil.relativedelta)', async () => {
    // R(D(2024,1,1), D(2023,12,29,1)) → days=+2, hours=+23 → "2 days ago"; R(D(2024,1,1), D(2024,1,3,23)) → days=-2, hours=-23 → "in 2 days"
    expect((await convert({ mode: 'to_timestamp', value: '2023-12-29T01:00' })).relative).toBe('2 days ago');
    expect((await convert({ mode: 'to_timestamp', value: '2024-01-03T23:00' })).relative).toBe('in 2 days');
    // R(D(2024,1,1), D(2025,3,1)) → years=-1, months=-2 → "in 1 year"
    expect((await convert({ mode: 'to_timestamp', value: '2025-03-01' })).relative).toBe('in 1 year');
  });

  it('spans the whole Date range and refuses beyond it', async () => {
    expect(await convert({ mode: 'to_date', value: '8640000000000000' })).toMatchObject({ iso_utc: '+275760-09-13T00:00:00.000Z', local_iso: '+275760-09-13T00:00:00.000+00:00' });
    expect(await convert({ mode: 'to_date', value: '-8640000000000000', timezone: 'Asia/Manila' })).toMatchObject({ iso_utc: '-271821-04-20T00:00:00.000Z', rfc2822: null, utc_offset: '-15:56:08' });
    await expectInvalid('unix-timestamp-convert', { mode: 'to_date', value: '8640000000000001' }, /^value: outside the range of JavaScript dates/);
    await expectInvalid('unix-timestamp-convert', { mode: 'to_date', value: '9'.repeat(256) }, /^value: outside the range of JavaScript dates/);
    // A wall time at the very end, read in a zone west of UTC, lands past the range.
    await expectInvalid('unix-timestamp-convert', { mode: 'to_timestamp', value: '+275760-09-13T00:00:00', timezone: 'America/New_York' }, /^value: outside the range/);
  });

  it('refuses a value of the wrong kind for the mode, naming value', async () => {
    await expectInvalid('unix-timestamp-convert', { mode: 'to_date' }, 'value: is required for mode to_date');
    await expectInvalid('unix-timestamp-convert', { mode: 'to_timestamp' }, 'value: is required for mode to_timestamp');
    await expectInvalid('unix-timestamp-convert', { mode: 'to_date', value: '  ' }, 'value: must not be empty for mode to_date');
    await expectInvalid('unix-timestamp-convert', { mode: 'to_date', value: '2024-01-01' }, /^value: to_date takes a Unix timestamp .*got "2024-01-01"; for a date text use mode to_timestamp$/);
    await expectInvalid('unix-timestamp-convert', { mode: 'to_timestamp', value: '1700000000' }, /^value: "1700000000" is a timestamp; .*use mode to_date/);
    for (const bad of ['1e9', '0x10', 'NaN', 'Infinity', '1,700,000,000', '17 00', '<img src=x>', '1700000000 min']) {
      await expectInvalid('unix-timestamp-convert', { mode: 'to_date', value: bad }, /^value: to_date takes a Unix timestamp/);
    }
    await expectInvalid('unix-timestamp-convert', { mode: 'to_timestamp', value: 'tomorrow' }, /^value: not a recognised date/);
    await expectInvalid('unix-timestamp-convert', { mode: 'to_timestamp', value: '2023-02-29' }, /^value: not a valid date/);
  });

  it('refuses unknown zones, modes and fields', async () => {
    await expectInvalid('unix-timestamp-convert', { mode: 'now', timezone: 'Nowhere/Land' }, /^timezone: unknown time zone "Nowhere\/Land"/);
    await expectInvalid('unix-timestamp-convert', { mode: 'now', timezone: '+09:00' }, /^timezone: "\+09:00" is not a time zone name/);
    await expectInvalid('unix-timestamp-convert', { mode: 'later' }, /^mode: /);
    await expectInvalid('unix-timestamp-convert', {}, 'mode: is required');
    await expectInvalid('unix-timestamp-convert', { mode: 'to_date', value: 1700000000 }, 'value: must be a string, got an integer');
    await expectInvalid('unix-timestamp-convert', JSON.parse('{"mode":"now","__proto__":{"timezone":"x"}}'), '__proto__: unknown field');
  });
});
