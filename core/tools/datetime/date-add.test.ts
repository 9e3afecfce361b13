import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result { result: string; weekday: string; start: string; dst: { kind: string }; duration: Record<string, number> }
const add = (input: Record<string, unknown>) => run<Result>('date-add', input);

/*
 * Known answers from python3 (zoneinfo + python-dateutil 2.9.0 relativedelta), /tmp/h9ref.py:
 *   z = ZoneInfo(tz); d = datetime.fromisoformat(date); d = d.astimezone(z) if d.tzinfo else d.replace(tzinfo=z)
 *   r = ((d + relativedelta(...)).astimezone(timezone.utc) + timedelta(hours=..)).astimezone(z); r.isoformat()
 * (the calendar part on the wall clock with fold=0, the clock part as elapsed time).
 */
const python: [string, string, string, string][] = [
  ['2024-01-31', 'P1M', 'UTC', '2024-02-29T00:00:00+00:00'],
  ['2024-02-29', 'P1Y', 'UTC', '2025-02-28T00:00:00+00:00'],
  ['2024-01-31', '-P1M', 'UTC', '2023-12-31T00:00:00+00:00'],
  ['2024-03-31T10:00', '-P1M1D', 'UTC', '2024-02-28T10:00:00+00:00'],
  ['2024-03-09T02:30', 'P1D', 'America/New_York', '2024-03-10T03:30:00-04:00'],
  ['2024-03-09T12:00', 'PT24H', 'America/New_York', '2024-03-10T13:00:00-04:00'],
  ['2024-03-09T12:00', 'P1D', 'America/New_York', '2024-03-10T12:00:00-04:00'],
  ['2023-10-28T12:00', 'P1D', 'Europe/Berlin', '2023-10-29T12:00:00+01:00'],
  ['2023-10-28T12:00', 'PT24H', 'Europe/Berlin', '2023-10-29T11:00:00+01:00'],
  ['2024-10-27T01:30', 'P1W', 'America/New_York', '2024-11-03T01:30:00-04:00'],
  ['2024-06-01T12:00:00Z', 'P1M', 'Asia/Tokyo', '2024-07-01T21:00:00+09:00'],
  ['2024-01-15T09:00', 'P1Y2M3W4DT5H6M7S', 'Europe/London', '2025-04-09T14:06:07+01:00'],
  ['9999-12-31T00:00', 'PT23H59M59S', 'UTC', '9999-12-31T23:59:59+00:00'],
];

describe('date-add', () => {
  it('matches python-dateutil relativedelta with zoneinfo', async () => {
    for (const [date, duration, tz, expected] of python) {
      expect((await add({ date, duration, tz })).result, `${date} ${duration} ${tz}`).toBe(expected);
    }
  });

  it('reads the word form the same as ISO 8601', async () => {
    expect((await add({ date: '2024-03-31T10:00', duration: '-1 month 1 day' })).result).toBe('2024-02-28T10:00:00+00:00');
    expect((await add({ date: '2024-01-15T09:00', duration: '1 year, 2 months, 3 weeks, 4 days, 5 hours, 6 minutes and 7 seconds', tz: 'Europe/London' })).result)
      .toBe('2025-04-09T14:06:07+01:00');
    expect((await add({ date: '2024-01-01', duration: '+3 days -2 hours' })).duration).toEqual({ years: 0, months: 0, weeks: 0, days: 3, hours: -2, minutes: 0, seconds: 0 });
  });

  it('counts working days like numpy.busday_offset (roll backward for +n, forward for -n, i.e. Excel WORKDAY)', async () => {
    // python3 -c "import numpy as np; print(np.busday_offset(START, N, roll=..., holidays=[...]))"
    const cases: [string, string, string[], string][] = [
      ['2024-11-29', 'P3D', [], '2024-12-04'],
      ['2024-12-20', 'P5D', ['2024-12-25', '2024-12-26'], '2024-12-31'],
      ['2024-12-21', 'P1D', [], '2024-12-23'],
      ['2024-12-21', '-P1D', [], '2024-12-20'],
      ['2025-01-02', '-P3D', ['2025-01-01', '2024-12-25', '2024-12-26'], '2024-12-27'],
      ['2024-01-31', 'P10D', [], '2024-02-14'],
    ];
    for (const [date, duration, holidays, expected] of cases) {
      const input = holidays.length ? { date, duration, business_days: true, holidays } : { date, duration, business_days: true };
      expect((await add(input)).result.slice(0, 10), `${date} ${duration}`).toBe(expected);
    }
    expect((await add({ date: '2024-12-21', duration: 'P0D', business_days: true })).result.slice(0, 10)).toBe('2024-12-21');
    // Week jumps past holidays both ways (a Saturday holiday among them, which changes nothing), and the 100,000 cap.
    const holidays = ['2024-12-25', '2024-12-26', '2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26', '2025-03-08'];
    expect((await add({ date: '2024-12-20', duration: 'P250D', business_days: true, holidays })).result.slice(0, 10)).toBe('2025-12-17');
    expect((await add({ date: '2025-12-31', duration: '-P250D', business_days: true, holidays })).result.slice(0, 10)).toBe('2025-01-06');
    expect((await add({ date: '2000-01-01', duration: 'P100000D', business_days: true })).result.slice(0, 10)).toBe('2383-04-22');
  });

  it('reports a landing in a DST gap or overlap', async () => {
    expect((await add({ date: '2024-03-09T02:30', duration: 'P1D', tz: 'America/New_York' })).dst.kind).toBe('gap');
    const overlap = await add({ date: '2024-10-27T01:30', duration: 'P1W', tz: 'America/New_York' });
    expect(overlap.dst.kind).toBe('overlap');
    expect(overlap.weekday).toBe('Sunday');
  });

  it('shows an instant given with an offset in tz', async () => {
    expect((await add({ date: '2024-06-01T12:00:00+02:00', duration: 'PT0S', tz: 'UTC' })).start).toBe('2024-06-01T10:00:00+00:00');
  });

  it('undoes itself for whole days and clock parts', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 0, max: 2_900_000 }), fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -100_000, max: 100_000 }),
      async (dayOffset, days, seconds) => {
        const start = new Date(Date.UTC(2000, 0, 1) + dayOffset * 1000 * 60).toISOString().slice(0, 19);
        const sign = (n: number) => (n < 0 ? '-' : '+');
        const there = await add({ date: start, duration: `${sign(days)}${Math.abs(days)} days ${sign(seconds)}${Math.abs(seconds)} seconds` });
        const back = await add({ date: there.result, duration: `${sign(-seconds)}${Math.abs(seconds)} seconds ${sign(-days)}${Math.abs(days)} days` });
        expect(back.result).toBe(`${start}+00:00`);
      },
    ), { numRuns: 50 });
  });

  it('refuses bad dates, durations and zones, naming the field', async () => {
    await expectInvalid('date-add', { date: '2024-02-30', duration: 'P1D' }, /^date: day 30 does not exist/);
    await expectInvalid('date-add', { date: 'tomorrow', duration: 'P1D' }, /^date: not a date/);
    await expectInvalid('date-add', { date: '2024-01-01T24:00', duration: 'P1D' }, /^date: time/);
    await expectInvalid('date-add', { date: '2024-01-01T10:00+25:00', duration: 'P1D' }, /^date: offset/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: 'P1.5D' }, /^duration: not an ISO 8601 duration/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: 'P' }, /^duration: not an ISO 8601 duration/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: 'PT' }, /^duration: not an ISO 8601 duration/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: '3 fortnights' }, /^duration: unknown unit "fortnights"/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: '3 days 4 days' }, /^duration: days given twice/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: '' }, /^duration: must not be empty/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: 'P1D', tz: 'Mars/Olympus' }, /^tz: unknown time zone/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: 'P1D', holidays: ['2024-12-25'] }, /^holidays: only used with business_days/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: 'P1D', business_days: true, holidays: ['2024-13-01'] }, /^holidays\[0\]: month 13/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: 'P1W', business_days: true }, /^duration: weeks are not counted/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: 'P100001D', business_days: true }, /^duration: at most 100000 working days/);
    await expectInvalid('date-add', { date: 5, duration: 'P1D' }, /^date: must be a string/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: 'P1D', __proto__x: 1 }, /__proto__x/);
  });

  it('refuses results outside years 0001-9999', async () => {
    await expectInvalid('date-add', { date: '9999-12-31T23:59:59', duration: 'PT1S' }, /^duration: the result leaves years 0001-9999/);
    await expectInvalid('date-add', { date: '0001-01-01', duration: '-P1D' }, /^duration: the result leaves/);
    await expectInvalid('date-add', { date: '2024-01-01', duration: 'P9999999Y' }, /^duration: the result leaves/);
    await expectInvalid('date-add', { date: '9999-12-31', duration: 'P100000D', business_days: true }, /^duration: the result leaves/);
  });
});
