import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Side { time_zone: string; date_time: string; utc_offset: string; iso: string; abbreviation: string; zone_name: string; weekday: string }
interface Result {
  datetime: string; instant_utc: string; from: Side; to: Side;
  dst: { kind: string; explanation: string; transition_utc?: string; offset_before?: string; offset_after?: string; later_instant_utc?: string };
}

const convert = (datetime: string, from_tz: string, to_tz: string) => run<Result>('timezone-convert', { datetime, from_tz, to_tz });

/*
 * Known answers from python3's zoneinfo, run by hand (fold=0 is its default):
 *   from datetime import datetime as D, timezone as TZ; from zoneinfo import ZoneInfo as Z
 *   def c(s,f,t,fold=0):
 *     d=D.fromisoformat(s).replace(tzinfo=Z(f),fold=fold); u=d.astimezone(TZ.utc); o=d.astimezone(Z(t))
 *     print(d.utcoffset(), d.tzname(), u.isoformat(), o.isoformat(), o.tzname(), o.strftime('%A'))
 * and for the wall time a gap's instant shows: u.astimezone(Z(f)).isoformat().
 * Each row: datetime, from_tz, to_tz, from offset, instant (UTC), to local ISO, to weekday.
 */
const PYTHON: [string, string, string, string, string, string, string][] = [
  // c('2024-06-01T12:00','Asia/Kolkata','America/Los_Angeles') → 5:30:00 IST 2024-06-01T06:30:00+00:00 2024-05-31T23:30:00-07:00 PDT Friday
  ['2024-06-01T12:00', 'Asia/Kolkata', 'America/Los_Angeles', '+05:30', '2024-06-01T06:30:00Z', '2024-05-31T23:30:00-07:00', 'Friday'],
  // c('2024-01-15T09:00','Pacific/Chatham','America/New_York') → 13:45:00 +1345 2024-01-14T19:15:00+00:00 2024-01-14T14:15:00-05:00 EST Sunday
  ['2024-01-15T09:00', 'Pacific/Chatham', 'America/New_York', '+13:45', '2024-01-14T19:15:00Z', '2024-01-14T14:15:00-05:00', 'Sunday'],
  // c('1945-08-15T12:00','Asia/Kolkata','Europe/London') → 6:30:00 +0630 1945-08-15T05:30:00+00:00 1945-08-15T06:30:00+01:00 BST Wednesday
  ['1945-08-15T12:00', 'Asia/Kolkata', 'Europe/London', '+06:30', '1945-08-15T05:30:00Z', '1945-08-15T06:30:00+01:00', 'Wednesday'],
  // c('1960-07-04T12:00','America/New_York','Asia/Tokyo') → -1 day, 20:00:00 EDT 1960-07-04T16:00:00+00:00 1960-07-05T01:00:00+09:00 JST Tuesday
  ['1960-07-04T12:00', 'America/New_York', 'Asia/Tokyo', '-04:00', '1960-07-04T16:00:00Z', '1960-07-05T01:00:00+09:00', 'Tuesday'],
  // c('1900-01-01T00:00','Asia/Kolkata','UTC') → 5:21:10 MMT 1899-12-31T18:38:50+00:00 (Madras mean time, seconds kept)
  ['1900-01-01T00:00', 'Asia/Kolkata', 'UTC', '+05:21:10', '1899-12-31T18:38:50Z', '1899-12-31T18:38:50+00:00', 'Sunday'],
  // c('0001-01-01T00:00','America/New_York','UTC') → -1 day, 19:03:58 LMT 0001-01-01T04:56:02+00:00
  ['0001-01-01T00:00', 'America/New_York', 'UTC', '-04:56:02', '0001-01-01T04:56:02Z', '0001-01-01T04:56:02+00:00', 'Monday'],
  // c('2024-07-01T00:00','UTC','Etc/GMT+5') → 0:00:00 UTC 2024-07-01T00:00:00+00:00 2024-06-30T19:00:00-05:00 -05 Sunday (POSIX sign: GMT+5 is UTC-5)
  ['2024-07-01T00:00', 'UTC', 'Etc/GMT+5', '+00:00', '2024-07-01T00:00:00Z', '2024-06-30T19:00:00-05:00', 'Sunday'],
  // c('2024-12-31T23:59:59','Pacific/Kiritimati','Pacific/Pago_Pago') → 14:00:00 +14 2024-12-31T09:59:59+00:00 2024-12-30T22:59:59-11:00 SST Monday
  ['2024-12-31T23:59:59', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', '+14:00', '2024-12-31T09:59:59Z', '2024-12-30T22:59:59-11:00', 'Monday'],
  // c('9999-12-31T23:59:59','Pacific/Kiritimati','Etc/GMT+12') → 9999-12-31T09:59:59+00:00 9999-12-30T21:59:59-12:00
  ['9999-12-31T23:59:59', 'Pacific/Kiritimati', 'Etc/GMT+12', '+14:00', '9999-12-31T09:59:59Z', '9999-12-30T21:59:59-12:00', 'Thursday'],
];

describe('timezone-convert', () => {
  it('converts as python\'s zoneinfo does, before 1970 and with odd offsets too', async () => {
    for (const [datetime, from, to, fromOffset, instant, toIso, weekday] of PYTHON) {
      const result = await convert(datetime, from, to);
      expect(result.instant_utc, `${datetime} ${from}`).toBe(instant);
      expect(result.from.utc_offset, `${datetime} ${from}`).toBe(fromOffset);
      expect(result.to.iso, `${datetime} ${from} → ${to}`).toBe(toIso);
      expect(result.to.weekday).toBe(weekday);
      expect(result.dst.kind).toBe('none');
    }
  });

  it('flags the New York spring-forward gap and reads it with the offset before the jump', async () => {
    // c('2024-03-10T02:30','America/New_York','UTC') → -1 day, 19:00:00 EST 2024-03-10T07:30:00+00:00; shown there as 2024-03-10T03:30:00-04:00
    // (fold=1 would give 06:30Z: python's other choice, not taken)
    const result = await convert('2024-03-10T02:30', 'America/New_York', 'UTC');
    expect(result.instant_utc).toBe('2024-03-10T07:30:00Z');
    expect(result.from).toMatchObject({ date_time: '2024-03-10T03:30:00', utc_offset: '-04:00', abbreviation: 'EDT', zone_name: 'Eastern Daylight Time' });
    expect(result.dst).toEqual({
      kind: 'gap',
      explanation:
        "2024-03-10T02:30:00 does not exist in America/New_York: at 2024-03-10T07:00:00Z the clocks went forward from 02:00 to 03:00 (UTC offset -05:00 to -04:00). " +
        "It was read with the offset before the change (-05:00), as python's zoneinfo does with fold=0 and Temporal's 'compatible' disambiguation: 2024-03-10T07:30:00Z, which the clocks there showed as 2024-03-10T03:30:00.",
      // US DST starts at 2:00 local standard time (15 U.S.C. §260a): 07:00Z
      transition_utc: '2024-03-10T07:00:00Z',
      offset_before: '-05:00',
      offset_after: '-04:00',
    });
  });

  it('flags the New York fall-back overlap and chooses the earlier instant', async () => {
    // c('2024-11-03T01:30','America/New_York','Europe/London') → EDT 2024-11-03T05:30:00+00:00 GMT; fold=1 → EST 06:30:00+00:00
    const result = await convert('2024-11-03T01:30', 'America/New_York', 'Europe/London');
    expect(result.instant_utc).toBe('2024-11-03T05:30:00Z');
    expect(result.from).toMatchObject({ date_time: '2024-11-03T01:30:00', utc_offset: '-04:00', abbreviation: 'EDT' });
    expect(result.to).toMatchObject({ iso: '2024-11-03T05:30:00+00:00', abbreviation: 'GMT', zone_name: 'Greenwich Mean Time' });
    expect(result.dst).toMatchObject({
      kind: 'overlap', transition_utc: '2024-11-03T06:00:00Z', offset_before: '-04:00', offset_after: '-05:00', later_instant_utc: '2024-11-03T06:30:00Z',
    });
    expect(result.dst.explanation).toContain('the clocks went back from 02:00 to 01:00');
    expect(result.dst.explanation).toContain('The earlier instant was chosen (offset -04:00, 2024-11-03T05:30:00Z)');
  });

  it('handles London\'s changes at 01:00 UTC', async () => {
    // c('2024-10-27T01:30','Europe/London','Asia/Tokyo') → 1:00:00 BST 2024-10-27T00:30:00+00:00 2024-10-27T09:30:00+09:00; fold=1 → 01:30:00+00:00
    const overlap = await convert('2024-10-27T01:30', 'Europe/London', 'Asia/Tokyo');
    expect(overlap).toMatchObject({ instant_utc: '2024-10-27T00:30:00Z', to: { iso: '2024-10-27T09:30:00+09:00' }, dst: { kind: 'overlap', later_instant_utc: '2024-10-27T01:30:00Z' } });
    expect(overlap.from).toMatchObject({ abbreviation: 'GMT+1', zone_name: 'British Summer Time' });
    // c('2024-03-31T01:30','Europe/London','UTC') → 0:00:00 GMT 2024-03-31T01:30:00+00:00 (shown as 02:30 BST)
    const gap = await convert('2024-03-31T01:30', 'Europe/London', 'UTC');
    expect(gap).toMatchObject({ instant_utc: '2024-03-31T01:30:00Z', from: { date_time: '2024-03-31T02:30:00', utc_offset: '+01:00' }, dst: { kind: 'gap', transition_utc: '2024-03-31T01:00:00Z' } });
  });

  it('handles Lord Howe\'s 30-minute DST both ways', async () => {
    // c('2024-10-06T02:15','Australia/Lord_Howe','UTC') → 10:30:00 +1030 2024-10-05T15:45:00+00:00; shown as 2024-10-06T02:45:00+11:00
    const gap = await convert('2024-10-06T02:15', 'Australia/Lord_Howe', 'UTC');
    expect(gap).toMatchObject({ instant_utc: '2024-10-05T15:45:00Z', from: { iso: '2024-10-06T02:45:00+11:00', zone_name: 'Lord Howe Daylight Time' } });
    expect(gap.dst).toMatchObject({ kind: 'gap', offset_before: '+10:30', offset_after: '+11:00' });
    expect(gap.dst.explanation).toContain('from 02:00 to 02:30');
    // c('2024-04-07T01:45','Australia/Lord_Howe','UTC') → 11:00:00 +11 2024-04-06T14:45:00+00:00; fold=1 → +1030 15:15:00+00:00
    const overlap = await convert('2024-04-07T01:45', 'Australia/Lord_Howe', 'UTC');
    expect(overlap).toMatchObject({ instant_utc: '2024-04-06T14:45:00Z', dst: { kind: 'overlap', later_instant_utc: '2024-04-06T15:15:00Z', offset_before: '+11:00', offset_after: '+10:30' } });
    expect(overlap.dst.explanation).toContain('from 02:00 to 01:30');
  });

  it('handles Chatham\'s +12:45/+13:45 gap at 02:45 local', async () => {
    // c('2024-09-29T02:45','Pacific/Chatham','Asia/Kolkata') → 12:45:00 +1245 2024-09-28T14:00:00+00:00 2024-09-28T19:30:00+05:30 IST;
    // u.astimezone(Z('Pacific/Chatham')) → 2024-09-29T03:45:00+13:45
    const result = await convert('2024-09-29T02:45', 'Pacific/Chatham', 'Asia/Kolkata');
    expect(result).toMatchObject({
      instant_utc: '2024-09-28T14:00:00Z',
      from: { iso: '2024-09-29T03:45:00+13:45', zone_name: 'Chatham Daylight Time' },
      to: { iso: '2024-09-28T19:30:00+05:30', zone_name: 'India Standard Time' },
      dst: { kind: 'gap', offset_before: '+12:45', offset_after: '+13:45', transition_utc: '2024-09-28T14:00:00Z' },
    });
  });

  it('flags the 1883 change to railway standard time as an overlap (LMT -04:56:02 to EST)', async () => {
    // c('1883-11-18T12:00','America/New_York','UTC') → -1 day, 19:03:58 LMT 1883-11-18T16:56:02+00:00
    const result = await convert('1883-11-18T12:00', 'America/New_York', 'UTC');
    expect(result).toMatchObject({ instant_utc: '1883-11-18T16:56:02Z', from: { utc_offset: '-04:56:02', iso: '1883-11-18T12:00:00-04:56:02' } });
    expect(result.dst).toMatchObject({ kind: 'overlap', transition_utc: '1883-11-18T17:00:00Z', later_instant_utc: '1883-11-18T17:00:00Z' });
  });

  it('gives CLDR\'s English names: US abbreviations, GMT+5:30 where English has none', async () => {
    // python tzname(): EST/EDT as Intl; 'IST' for Kolkata where CLDR's en locale has no short name, so Intl writes GMT+5:30.
    const winter = await convert('2024-01-15T12:00', 'America/New_York', 'Asia/Kolkata');
    expect(winter.from).toMatchObject({ abbreviation: 'EST', zone_name: 'Eastern Standard Time', weekday: 'Monday' });
    expect(winter.to).toMatchObject({ abbreviation: 'GMT+5:30', zone_name: 'India Standard Time' });
    const utc = await convert('2024-01-15', 'utc', 'UTC');
    expect(utc.from).toMatchObject({ time_zone: 'UTC', abbreviation: 'UTC', zone_name: 'Coordinated Universal Time', date_time: '2024-01-15T00:00:00' });
  });

  it('reads the accepted datetime forms and corrects zone letter case', async () => {
    const result = await convert(' 2024-06-01 12:00:30 ', 'asia/tokyo', 'EUROPE/PARIS');
    expect(result).toMatchObject({ datetime: '2024-06-01T12:00:30', instant_utc: '2024-06-01T03:00:30Z', from: { time_zone: 'Asia/Tokyo' }, to: { time_zone: 'Europe/Paris', iso: '2024-06-01T05:00:30+02:00' } });
    expect((await convert('2024-06-01t12:00', 'UTC', 'UTC')).datetime).toBe('2024-06-01T12:00:00');
  });

  it('refuses an offset or Z in datetime, naming datetime', async () => {
    for (const text of ['2024-03-10T02:30Z', '2024-03-10T02:30:00+02:00', '2024-03-10T02:30-0500', '2024-03-10 02:30 UTC', '2024-03-10T02:30:00.000Z']) {
      await expectInvalid('timezone-convert', { datetime: text, from_tz: 'UTC', to_tz: 'UTC' }, /^datetime: carries a UTC offset or zone/);
    }
  });

  it('refuses impossible and malformed date-times, naming datetime', async () => {
    const bad = (datetime: string, message: string | RegExp) => expectInvalid('timezone-convert', { datetime, from_tz: 'UTC', to_tz: 'UTC' }, message);
    await bad('2023-02-29T10:00', 'datetime: not a valid date-time: "2023-02-29T10:00" (day 29 does not exist in 2023-02)');
    await bad('2024-13-01T10:00', /month 13 does not exist/);
    await bad('2024-01-01T24:00', /hour 24 is out of range 00-23/);
    await bad('2024-01-01T10:60', /minute 60 is out of range/);
    await bad('2024-01-01T10:00:60', /second 60 is out of range/);
    await bad('0000-01-01T00:00', /year 0000 is before year 0001/);
    for (const text of ['', 'now', '10:00', '2024-1-5T10:00', '+012024-01-01T00:00', '2024-01-01T10', '<script>', '2024-01-01T10:00:00.5']) {
      await bad(text, /^datetime: not a local date-time/);
    }
    await expectInvalid('timezone-convert', { datetime: '2'.repeat(33), from_tz: 'UTC', to_tz: 'UTC' }, 'datetime: must be at most 32 characters');
  });

  it('refuses unknown zones and fixed offsets, naming the field', async () => {
    await expectInvalid('timezone-convert', { datetime: '2024-01-01T00:00', from_tz: 'Mars/Olympus_Mons', to_tz: 'UTC' },
      'from_tz: unknown time zone "Mars/Olympus_Mons"; use an IANA name such as America/New_York, Europe/Paris, Asia/Kolkata or UTC');
    await expectInvalid('timezone-convert', { datetime: '2024-01-01T00:00', from_tz: 'UTC', to_tz: 'Etc/Unknown' }, /^to_tz: unknown time zone "Etc\/Unknown"/);
    for (const zone of ['+05:30', 'UTC+1', '', ' ', '../etc/passwd', 'America/New York', '<b>', '__proto__/x']) {
      await expectInvalid('timezone-convert', { datetime: '2024-01-01T00:00', from_tz: 'UTC', to_tz: zone }, /^to_tz: /);
    }
    await expectInvalid('timezone-convert', { datetime: '2024-01-01T00:00', from_tz: 'a'.repeat(65), to_tz: 'UTC' }, 'from_tz: must be at most 64 characters');
  });

  it('refuses missing, unknown and prototype fields', async () => {
    await expectInvalid('timezone-convert', { from_tz: 'UTC', to_tz: 'UTC' }, 'datetime: is required');
    await expectInvalid('timezone-convert', { datetime: '2024-01-01T00:00', to_tz: 'UTC' }, 'from_tz: is required');
    await expectInvalid('timezone-convert', JSON.parse('{"datetime":"2024-01-01T00:00","from_tz":"UTC","to_tz":"UTC","__proto__":{}}'), '__proto__: unknown field');
  });

  it('maps every quarter hour of 2024 from UTC and back to the same instant, except the second pass of an overlap', async () => {
    // Round trip: an instant's wall time in a zone names that instant again, or (in an overlap) the earlier one.
    for (const zone of ['America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Europe/London']) {
      for (const iso of ['2024-03-10T06:45:00Z', '2024-03-10T07:00:00Z', '2024-11-03T05:45:00Z', '2024-11-03T06:15:00Z', '2024-04-06T15:15:00Z', '2024-10-05T15:30:00Z', '2024-04-06T13:45:00Z', '2024-09-28T14:00:00Z', '2024-10-27T01:15:00Z']) {
        const there = await convert(iso.slice(0, 19), 'UTC', zone);
        const back = await convert(there.to.date_time, zone, 'UTC');
        if (back.dst.kind === 'overlap') {
          expect([back.instant_utc, back.dst.later_instant_utc]).toContain(iso);
        } else {
          expect(back.instant_utc, `${iso} in ${zone}`).toBe(iso);
          expect(back.dst.kind).toBe('none');
        }
      }
    }
  });
});
