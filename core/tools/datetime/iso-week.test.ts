import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  date: string; isoYear: number; week: number; weekday: number; weekdayName: string; isoWeek: string; isoWeekDate: string;
  dayOfYear: number; monday: string; sunday: string; weeksInYear: number;
}
const ofDate = (date: string) => run<Result>('iso-week', { date });
const ofWeek = (week: string) => run<Result>('iso-week', { week });

describe('iso-week', () => {
  it('matches python date.isocalendar()', async () => {
    // python3: d = date.fromisoformat(s); y, w, wd = d.isocalendar(); (s, y, w, wd, str(d - timedelta(wd - 1)), d.timetuple().tm_yday, date(y, 12, 28).isocalendar()[1])
    const python: [string, number, number, number, string, number, number][] = [
      ['2024-12-30', 2025, 1, 1, '2024-12-30', 365, 52],
      ['2021-01-03', 2020, 53, 7, '2020-12-28', 3, 53],
      ['2020-12-31', 2020, 53, 4, '2020-12-28', 366, 53],
      ['2026-11-27', 2026, 48, 5, '2026-11-23', 331, 53],
      ['0001-01-01', 1, 1, 1, '0001-01-01', 1, 52],
      ['9999-12-31', 9999, 52, 5, '9999-12-27', 365, 52],
      ['2024-02-29', 2024, 9, 4, '2024-02-26', 60, 52],
      ['2027-01-01', 2026, 53, 5, '2026-12-28', 1, 53],
      ['1977-01-01', 1976, 53, 6, '1976-12-27', 1, 53],
    ];
    for (const [date, isoYear, week, weekday, monday, dayOfYear, weeksInYear] of python) {
      expect(await ofDate(date), date).toMatchObject({ date, isoYear, week, weekday, monday, dayOfYear, weeksInYear });
    }
    // random.seed(9); date.fromordinal(random.randint(1, 3652059)).isocalendar()
    const sampled: [string, number, number, number][] = [
      ['5317-12-31', 5317, 52, 5], ['7042-12-06', 7042, 49, 2], ['4287-12-21', 4287, 51, 3], ['3068-09-01', 3068, 36, 2],
      ['1591-12-08', 1591, 49, 7], ['2138-08-14', 2138, 33, 4], ['9952-04-06', 9952, 14, 7], ['7771-04-25', 7771, 17, 4],
    ];
    for (const [date, isoYear, week, weekday] of sampled) expect(await ofDate(date), date).toMatchObject({ isoYear, week, weekday });
  });

  it('knows the 53-week years (python: [y for y in range(1990, 2061) if date(y, 12, 28).isocalendar()[1] == 53])', async () => {
    const long = [1992, 1998, 2004, 2009, 2015, 2020, 2026, 2032, 2037, 2043, 2048, 2054, 2060];
    for (let year = 1990; year <= 2060; year++) {
      expect((await ofDate(`${year}-06-15`)).weeksInYear, String(year)).toBe(long.includes(year) ? 53 : 52);
    }
  });

  it('matches python date.fromisocalendar()', async () => {
    // python3 -c "print(date.fromisocalendar(y, w, d))"
    const python: [string, string][] = [
      ['2020-W53-5', '2021-01-01'], ['2026-W01-1', '2025-12-29'], ['2015-W53-7', '2016-01-03'], ['9999-W52-5', '9999-12-31'],
      ['0001-W01-1', '0001-01-01'], ['2009-W53-7', '2010-01-03'],
    ];
    for (const [week, date] of python) expect((await ofWeek(week)).date, week).toBe(date);
    expect((await ofWeek('2024-W09')).date).toBe('2024-02-26');
    expect((await ofWeek('2024w094')).isoWeekDate).toBe('2024-W09-4');
    expect((await ofWeek('9999-W52')).sunday).toBe('+010000-01-02');
  });

  it('round-trips every date through its week date', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 3_652_059 }), async (ordinal) => {
      const date = new Date(0);
      date.setUTCFullYear(1, 0, ordinal); // python's date.fromordinal(ordinal); Date.UTC would read year 1 as 1901
      const text = `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
      const there = await ofDate(text);
      expect((await ofWeek(there.isoWeekDate)).date).toBe(text);
    }), { numRuns: 60 });
  });

  it('refuses weeks and dates that do not exist, naming the field', async () => {
    // python: date.fromisocalendar(2021, 53, 1) -> ValueError: Invalid week: 53
    await expectInvalid('iso-week', { week: '2021-W53' }, /^week: week 53 does not exist in 2021, which has weeks 01-52/);
    await expectInvalid('iso-week', { week: '2024-W00' }, /^week: week 00 does not exist/);
    await expectInvalid('iso-week', { week: '2024-W01-8' }, /^week: not an ISO week/);
    await expectInvalid('iso-week', { week: '0000-W01' }, /^week: year must be 0001-9999/);
    await expectInvalid('iso-week', { week: '9999-W52-6' }, /^week: "9999-W52-6" falls after 9999-12-31/);
    await expectInvalid('iso-week', { date: '2023-02-29' }, /^date: day 29 does not exist/);
    await expectInvalid('iso-week', { date: '2024-01-01', week: '2024-W01' }, /^date: give date or week, not both/);
    await expectInvalid('iso-week', {}, /^date: give a date/);
    await expectInvalid('iso-week', { date: 20240101 }, /^date: must be a string/);
    await expectInvalid('iso-week', JSON.parse('{"date":"2024-01-01","__proto__":{"x":1}}'), /__proto__/);
  });
});
