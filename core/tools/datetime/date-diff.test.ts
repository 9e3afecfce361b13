import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  days: number; weeks: number; months: number; years: number; hours: number; minutes: number; seconds: number;
  fromDate: string; toDate: string;
}

const diff = (from: string, to?: string, now?: string) =>
  run<Result>('date-diff', to === undefined ? { from } : { from, to }, now ? { now } : {});
const units = async (from: string, to: string) => {
  const { days, weeks, months, years } = await diff(from, to);
  return { days, weeks, months, years };
};

/**
 * An independent oracle for whole months (from ≤ to): step one month at a time with the
 * engine's Date.UTC, clamping the day to the target month's length, until the next step passes `to`.
 */
function oracleMonths(from: number, to: number): number {
  const start = new Date(from);
  for (let months = 0; ; months++) {
    const index = start.getUTCMonth() + months + 1;
    const year = start.getUTCFullYear() + Math.floor(index / 12);
    const month = index % 12;
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const next = Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds());
    if (next > to) return months;
  }
}

describe('date-diff', () => {
  it('counts 2023-03-01 → 2024-02-29 as 365 days, 11 months, 0 years (python3: (date(2024,2,29)-date(2023,3,1)).days)', async () => {
    expect(await diff('2023-03-01', '2024-02-29')).toEqual({
      days: 365, weeks: 52, months: 11, years: 0, hours: 8760, minutes: 525600, seconds: 31536000,
      fromDate: '2023-03-01T00:00:00.000Z', toDate: '2024-02-29T00:00:00.000Z',
    });
  });

  // Month counts by the add-and-clamp rule, worked by hand: the most months m such that
  // from + m months (day clamped to the month's last day) is not after `to`. Days from python3 date subtraction.
  it('counts months at month ends by adding months and clamping the day', async () => {
    // Jan 31 + 1 month = Feb 29 (2024) ≤ Feb 29 → 1; (date(2024,2,29)-date(2024,1,31)).days = 29
    expect(await units('2024-01-31', '2024-02-29')).toEqual({ days: 29, weeks: 4, months: 1, years: 0 });
    // Jan 31 + 1 month = Feb 29 > Feb 28 → 0
    expect(await units('2024-01-31', '2024-02-28')).toEqual({ days: 28, weeks: 4, months: 0, years: 0 });
    // 2023: Jan 31 + 1 month = Feb 28 ≤ Feb 28 → 1
    expect(await units('2023-01-31', '2023-02-28')).toEqual({ days: 28, weeks: 4, months: 1, years: 0 });
    // Mar 31 + 1 month = Apr 30
    expect(await units('2024-03-31', '2024-04-30')).toEqual({ days: 30, weeks: 4, months: 1, years: 0 });
    expect(await units('2024-03-31', '2024-04-29')).toEqual({ days: 29, weeks: 4, months: 0, years: 0 });
    // Jan 31 + 2 months = Mar 31: the clamp of February does not carry on
    expect(await units('2024-01-31', '2024-03-30')).toEqual({ days: 59, weeks: 8, months: 1, years: 0 });
    expect(await units('2024-01-31', '2024-03-31')).toEqual({ days: 60, weeks: 8, months: 2, years: 0 });
    // Feb 29 + 12 months = Feb 28, 2025 → a whole year; (date(2025,2,28)-date(2024,2,29)).days = 365
    expect(await units('2024-02-29', '2025-02-28')).toEqual({ days: 365, weeks: 52, months: 12, years: 1 });
    expect(await units('2024-02-29', '2025-02-27')).toEqual({ days: 364, weeks: 52, months: 11, years: 0 });
    // (date(2028,2,29)-date(2024,2,29)).days = 1461
    expect(await units('2024-02-29', '2028-02-29')).toEqual({ days: 1461, weeks: 208, months: 48, years: 4 });
  });

  it('lets the time of day decide a whole month or day', async () => {
    expect(await units('2024-01-15T12:00:00Z', '2024-02-15T11:59:59Z')).toMatchObject({ months: 0, days: 30 });
    expect(await units('2024-01-15T12:00:00Z', '2024-02-15T12:00:00Z')).toMatchObject({ months: 1, days: 31 });
    expect(await diff('2024-01-01T00:00:00Z', '2024-01-01T23:59:59.999Z')).toMatchObject({ days: 0, hours: 23, minutes: 1439, seconds: 86399 });
  });

  it('is symmetric: swapping the dates negates every unit, truncated toward zero', async () => {
    const forward = await diff('2023-03-01', '2024-02-29');
    const backward = await diff('2024-02-29', '2023-03-01');
    expect(backward).toEqual({
      days: -365, weeks: -52, months: -11, years: 0, hours: -8760, minutes: -525600, seconds: -31536000,
      fromDate: forward.toDate, toDate: forward.fromDate,
    });
    expect(Object.is(backward.years, 0)).toBe(true);
    // 90 minutes back: 0 days (not -1), -1 hour (not -2)
    expect(await diff('2024-01-01T00:00:00Z', '2023-12-31T22:30:00Z')).toMatchObject({ days: 0, weeks: 0, months: 0, hours: -1, minutes: -90, seconds: -5400 });
    // Backwards from Feb 29 to Jan 31 is the reverse of forwards: -1 month
    expect(await units('2024-02-29', '2024-01-31')).toEqual({ days: -29, weeks: -4, months: -1, years: 0 });
  });

  it('gives zeros, never -0, for equal dates', async () => {
    const result = await diff('2024-05-05T05:05:05Z', '2024-05-05T05:05:05Z');
    for (const key of ['days', 'weeks', 'months', 'years', 'hours', 'minutes', 'seconds'] as const) expect(Object.is(result[key], 0)).toBe(true);
  });

  it('defaults to to the current time', async () => {
    expect(await diff('2023-01-01', undefined, '2024-01-01T00:00:00Z')).toMatchObject({ days: 365, months: 12, years: 1, toDate: '2024-01-01T00:00:00.000Z' });
    expect(await diff('2024-06-01', undefined, '2024-01-01T00:00:00Z')).toMatchObject({ months: -5 });
  });

  it('treats date-only and offset-less date-times as UTC, and applies offsets', async () => {
    expect((await diff('2024-01-31', '2024-01-31')).fromDate).toBe('2024-01-31T00:00:00.000Z');
    expect((await diff('2024-01-31T10:00', '2024-01-31')).fromDate).toBe('2024-01-31T10:00:00.000Z');
    // python3: datetime.fromisoformat('2024-01-31 10:00:00+05:30').astimezone(timezone.utc) → 04:30
    expect((await diff('2024-01-31 10:00:00+0530', '2024-01-31')).fromDate).toBe('2024-01-31T04:30:00.000Z');
    expect((await diff('2024-01-31T10:00:00-08', '2024-01-31')).fromDate).toBe('2024-01-31T18:00:00.000Z');
    expect((await diff('2024-01-31t10:00:00.123456z', '2024-01-31')).fromDate).toBe('2024-01-31T10:00:00.123Z');
    expect((await diff('2024-01-31T10:00:00,5Z', '2024-01-31')).fromDate).toBe('2024-01-31T10:00:00.500Z');
    expect((await diff('2024-01-31T24:00', '2024-01-31')).fromDate).toBe('2024-02-01T00:00:00.000Z');
    expect((await diff('2024', '2024-01-31')).fromDate).toBe('2024-01-01T00:00:00.000Z');
    expect((await diff('2024-02', '2024-01-31')).fromDate).toBe('2024-02-01T00:00:00.000Z');
    expect((await diff('+010000-01-01', '2024-01-31')).fromDate).toBe('+010000-01-01T00:00:00.000Z');
    expect((await diff('-000001-12-31T23:00:00Z', '2024-01-31')).fromDate).toBe('-000001-12-31T23:00:00.000Z');
    expect((await diff('0099-06-01', '2024-01-31')).fromDate).toBe('0099-06-01T00:00:00.000Z');
  });

  it('reads written dates: RFC 5322 / HTTP-date, asctime, Date.prototype.toString and month names', async () => {
    const read = async (text: string) => (await diff(text, '2024-01-01')).fromDate;
    // python3: email.utils.parsedate_to_datetime('Tue, 14 Nov 2023 22:13:20 GMT')
    expect(await read('Tue, 14 Nov 2023 22:13:20 GMT')).toBe('2023-11-14T22:13:20.000Z');
    // RFC 9110 §5.6.7's asctime example "Sun Nov  6 08:49:37 1994", and its RFC 850 form with a four-digit year
    expect(await read('Sun Nov  6 08:49:37 1994')).toBe('1994-11-06T08:49:37.000Z');
    expect(await read('Sunday, 06-Nov-1994 08:49:37 GMT')).toBe('1994-11-06T08:49:37.000Z');
    expect(await read('Tue Nov 14 2023 23:13:20 GMT+0100 (Central European Standard Time)')).toBe('2023-11-14T22:13:20.000Z');
    // python3: email.utils.parsedate_to_datetime('14 Nov 2023 17:13:20 EST').astimezone(timezone.utc)
    expect(await read('14 Nov 2023 17:13:20 EST')).toBe('2023-11-14T22:13:20.000Z');
    expect(await read('14 Nov 2023 14:13:20 -0800')).toBe('2023-11-14T22:13:20.000Z');
    expect(await read('January 31, 2024')).toBe('2024-01-31T00:00:00.000Z');
    expect(await read('31 january 2024 10:30 pm')).toBe('2024-01-31T22:30:00.000Z');
    expect(await read('Jan 31st, 2024 at 12:15am UTC')).toBe('2024-01-31T00:15:00.000Z');
    expect(await read('Sept. 1, 2024 12:00 PM')).toBe('2024-09-01T12:00:00.000Z');
    expect(await read('2024/01/31 10:00:00')).toBe('2024-01-31T10:00:00.000Z');
  });

  it('refuses unparseable and impossible dates, naming the field', async () => {
    await expectInvalid('date-diff', { from: 'yesterday' }, /^from: not a recognised date: "yesterday" \(use ISO 8601/);
    await expectInvalid('date-diff', { from: '2024-01-01', to: 'soon' }, /^to: not a recognised date: "soon"/);
    for (const ambiguous of ['01/02/2024', 'Nov 14 23', '14-Nov-94', '2024-1-5', '2024-01-31Z', '-000000-01-01', '13 Nov 14 Dec 2024']) {
      await expectInvalid('date-diff', { from: ambiguous }, /^from: not a recognised date/);
    }
    await expectInvalid('date-diff', { from: '2023-02-29' }, 'from: not a valid date: "2023-02-29" (day 29 does not exist in 2023-02)');
    await expectInvalid('date-diff', { from: '2024-13-01' }, /^from: not a valid date: .*\(month 13 does not exist\)/);
    await expectInvalid('date-diff', { from: '2024-04-31' }, /day 31 does not exist in 2024-04/);
    await expectInvalid('date-diff', { from: '2024-01-01T25:00' }, /hour 25 is out of range/);
    await expectInvalid('date-diff', { from: '2024-01-01T24:00:01' }, /hour 24 is out of range/);
    await expectInvalid('date-diff', { from: '2024-01-01T10:60' }, /minute 60 is out of range/);
    await expectInvalid('date-diff', { from: '2024-01-01T10:00:60Z' }, /second 60 is out of range/);
    await expectInvalid('date-diff', { from: '2024-01-01T10:00+24:00' }, /UTC offset is out of range/);
    await expectInvalid('date-diff', { from: '2024-01-01T10:00+01:60' }, /UTC offset is out of range/);
    await expectInvalid('date-diff', { from: 'Jan 31 2024 13:00 pm' }, /^from: not a recognised date/);
    await expectInvalid('date-diff', { from: '', to: '2024-01-01' }, 'from: must not be empty');
    await expectInvalid('date-diff', { from: '+275760-09-13T00:00:00.001Z' }, /^from: outside the range of JavaScript dates/);
    await expectInvalid('date-diff', { from: '-271821-04-19T23:59:59.999Z' }, /^from: outside the range of JavaScript dates/);
  });

  it('holds the 256-character bound and clips echoed input', async () => {
    await expectInvalid('date-diff', { from: '2'.repeat(257) }, 'from: must be at most 256 characters');
    await expectInvalid('date-diff', { from: '2024-01-01', to: 'x'.repeat(256) }, `to: not a recognised date: "${'x'.repeat(40)}"… (use ISO 8601 like 2024-01-31 or 2024-01-31T12:00:00Z, or a form like 31 Jan 2024 12:00 UTC)`);
  });

  it('refuses wrong types, missing from, unknown and prototype fields', async () => {
    await expectInvalid('date-diff', {}, 'from: is required');
    await expectInvalid('date-diff', { from: 20240101 }, 'from: must be a string, got an integer');
    await expectInvalid('date-diff', { from: '2024-01-01', to: null }, 'to: must be a string, got null');
    await expectInvalid('date-diff', { from: '2024-01-01', zzz: 1 }, 'zzz: unknown field');
    await expectInvalid('date-diff', JSON.parse('{"from":"2024-01-01","__proto__":{"to":"x"}}'), '__proto__: unknown field');
  });

  it('spans the whole JavaScript date range', async () => {
    const result = await diff('-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z');
    expect(result).toMatchObject({ days: 200_000_000, seconds: 17_280_000_000_000 });
    // 275760-09-13 minus -271821-04-20 is 547581 years, 4 months, 24 days.
    expect(result.months).toBe(547_581 * 12 + 4);
  });

  it('agrees with elapsed time and a month-by-month oracle on random dates, and is antisymmetric', async () => {
    const instant = fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 0, 1) });
    await fc.assert(
      fc.asyncProperty(instant, instant, async (a, b) => {
        const from = new Date(a).toISOString();
        const to = new Date(b).toISOString();
        const forward = await diff(from, to);
        const backward = await diff(to, from);
        const [early, late] = a <= b ? [a, b] : [b, a];
        const sign = a <= b ? 1 : -1;
        const elapsed = late - early;
        const signed = (n: number) => (n === 0 ? 0 : sign * n);
        expect(forward).toEqual({
          days: signed(Math.floor(elapsed / 86_400_000)),
          weeks: signed(Math.floor(elapsed / 604_800_000)),
          months: signed(oracleMonths(early, late)),
          years: signed(Math.floor(oracleMonths(early, late) / 12)),
          hours: signed(Math.floor(elapsed / 3_600_000)),
          minutes: signed(Math.floor(elapsed / 60_000)),
          seconds: signed(Math.floor(elapsed / 1000)),
          fromDate: from,
          toDate: to,
        });
        for (const key of ['days', 'weeks', 'months', 'years', 'hours', 'minutes', 'seconds'] as const) {
          expect(backward[key]).toBe(forward[key] === 0 ? 0 : -forward[key]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
