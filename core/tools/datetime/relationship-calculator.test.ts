import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';
import { TRADITIONAL_ANNIVERSARY_GIFTS } from './data/anniversary-gifts.ts';

interface Anniversary { date: string; weekday: string; years: number; days_until: number; traditional_gift: string | null }
interface Milestone { days: number; date: string; weekday: string; days_until: number }
interface Result {
  start_date: string; target_date: string; target_defaulted_to_today: boolean;
  years: number; months: number; days: number; summary: string; total_days: number; total_weeks: number; total_months: number;
  is_anniversary_today: boolean; next_anniversary: Anniversary | null; upcoming_milestones: Milestone[];
}

const together = (start_date: string, target_date?: string, now?: string) =>
  run<Result>('relationship-calculator', target_date === undefined ? { start_date } : { start_date, target_date }, now ? { now } : {});

/*
 * Known answers: python 3.11 + python-dateutil 2.9.0, run by hand (milestones: day 100, then every 500):
 * python3 -c "
 * from datetime import date as D, timedelta as T; from dateutil.relativedelta import relativedelta as R
 * for s,t in [(D(2020,6,15),D(2024,1,1)),(D(2023,9,23),D(2024,1,1)),(D(2016,2,29),D(2024,2,29)),(D(2016,2,29),D(2023,3,1))]:
 *   x=R(t,s); n=(t-s).days; print(s,t,x,n,n//7,x.years*12+x.months)
 *   print('  ', [(m, str(s+T(days=m)), (s+T(days=m)).strftime('%A'), m-n) for m in [100]+list(range(500,20001,500)) if m>=n][:3])
 *   for k in range(1,12):
 *     a=s+R(years=k)
 *     if a>=t: print('   next', k, a, a.strftime('%A'), (a-t).days); break"
 * 2020-06-15 2024-01-01 relativedelta(years=+3, months=+6, days=+17) 1295 185 42
 *    [(1500, '2024-07-24', 'Wednesday', 205), (2000, '2025-12-06', 'Saturday', 705), (2500, '2027-04-20', 'Tuesday', 1205)]
 *    next 4 2024-06-15 Saturday 166
 * 2023-09-23 2024-01-01 relativedelta(months=+3, days=+9) 100 14 3
 *    [(100, '2024-01-01', 'Monday', 0), (500, '2025-02-04', 'Tuesday', 400), (1000, '2026-06-19', 'Friday', 900)]
 *    next 1 2024-09-23 Monday 266
 * 2016-02-29 2024-02-29 relativedelta(years=+8) 2922 417 96
 *    [(3000, '2024-05-17', 'Friday', 78), (3500, '2025-09-29', 'Monday', 578), (4000, '2027-02-11', 'Thursday', 1078)]
 *    next 8 2024-02-29 Thursday 0
 * 2016-02-29 2023-03-01 relativedelta(years=+7, days=+1) 2557 365 84
 *    [(3000, '2024-05-17', 'Friday', 443), (3500, '2025-09-29', 'Monday', 943), (4000, '2027-02-11', 'Thursday', 1443)]
 *    next 8 2024-02-29 Thursday 365
 */
describe('relationship-calculator', () => {
  it('counts the time together, the next anniversary with its gift, and the next milestones', async () => {
    expect(await together('2020-06-15', '2024-01-01')).toEqual({
      start_date: '2020-06-15', target_date: '2024-01-01', target_defaulted_to_today: false,
      years: 3, months: 6, days: 17, summary: '3 years, 6 months and 17 days', total_days: 1295, total_weeks: 185, total_months: 42,
      is_anniversary_today: false,
      next_anniversary: { date: '2024-06-15', weekday: 'Saturday', years: 4, days_until: 166, traditional_gift: 'Linen' },
      upcoming_milestones: [
        { days: 1500, date: '2024-07-24', weekday: 'Wednesday', days_until: 205 },
        { days: 2000, date: '2025-12-06', weekday: 'Saturday', days_until: 705 },
        { days: 2500, date: '2027-04-20', weekday: 'Tuesday', days_until: 1205 },
      ],
    });
  });

  it('lists a milestone reached today first, with 0 days to go', async () => {
    const result = await together('2023-09-23', '2024-01-01');
    expect(result).toMatchObject({ years: 0, months: 3, days: 9, total_days: 100, total_weeks: 14, total_months: 3 });
    expect(result.upcoming_milestones).toEqual([
      { days: 100, date: '2024-01-01', weekday: 'Monday', days_until: 0 },
      { days: 500, date: '2025-02-04', weekday: 'Tuesday', days_until: 400 },
      { days: 1000, date: '2026-06-19', weekday: 'Friday', days_until: 900 },
    ]);
    expect(result.next_anniversary).toEqual({ date: '2024-09-23', weekday: 'Monday', years: 1, days_until: 266, traditional_gift: 'Paper' });
  });

  it('keeps a 29 February start on 28 February in common years', async () => {
    expect(await together('2016-02-29', '2024-02-29')).toMatchObject({
      years: 8, months: 0, days: 0, total_days: 2922, total_weeks: 417, total_months: 96, is_anniversary_today: true,
      next_anniversary: { date: '2024-02-29', weekday: 'Thursday', years: 8, days_until: 0, traditional_gift: 'Bronze' },
    });
    const dayAfter = await together('2016-02-29', '2023-03-01');
    expect(dayAfter).toMatchObject({
      years: 7, months: 0, days: 1, total_days: 2557, is_anniversary_today: false,
      next_anniversary: { date: '2024-02-29', years: 8, days_until: 365 },
    });
    expect(dayAfter.upcoming_milestones.map((m) => [m.days, m.date, m.days_until])).toEqual([[3000, '2024-05-17', 443], [3500, '2025-09-29', 943], [4000, '2027-02-11', 1443]]);
    // The 7th anniversary was the 28th: python3 -c "from datetime import date as D; from dateutil.relativedelta import relativedelta as R; print(D(2016,2,29)+R(years=7))" → 2023-02-28
    expect(await together('2016-02-29', '2023-02-28')).toMatchObject({ years: 7, is_anniversary_today: true, next_anniversary: { date: '2023-02-28', years: 7, traditional_gift: 'Wool' } });
  });

  it('gives the gift from the cited list, null for years it does not name', async () => {
    expect((await together('2000-01-01', '2024-06-01')).next_anniversary).toMatchObject({ years: 25, traditional_gift: 'Silver' });
    expect((await together('2000-01-01', '2015-06-01')).next_anniversary).toMatchObject({ years: 16, traditional_gift: null });
    expect((await together('1964-01-01', '2023-06-01')).next_anniversary).toMatchObject({ years: 60, traditional_gift: 'Diamond' });
    // The list as HowStuffWorks prints it: 1-15 each year, then 20, 25, 30, 40, 45, 50, 55, 60.
    expect([...TRADITIONAL_ANNIVERSARY_GIFTS.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 25, 30, 40, 45, 50, 55, 60]);
  });

  it('starts at day 0 on the start date', async () => {
    expect(await together('2024-01-01', '2024-01-01')).toMatchObject({
      total_days: 0, summary: '0 days', is_anniversary_today: false,
      next_anniversary: { date: '2025-01-01', years: 1, days_until: 366 },
      upcoming_milestones: [{ days: 100, date: '2024-04-10', days_until: 100 }, { days: 500, days_until: 500 }, { days: 1000, days_until: 1000 }],
    });
  });

  it('stops at 9999-12-31', async () => {
    // python3 -c "from datetime import date as D, timedelta as T; s=D(9990,1,1); print((D(9999,1,2)-s).days, s+T(days=3500), (D(9999,12,31)-s).days)" → 3288 9999-08-02 3651
    expect(await together('9990-01-01', '9999-01-02')).toMatchObject({
      total_days: 3288, next_anniversary: null, is_anniversary_today: false,
      upcoming_milestones: [{ days: 3500, date: '9999-08-02', days_until: 212 }],
    });
    expect((await together('0001-01-01', '9999-12-31')).upcoming_milestones).toEqual([]);
  });

  it('defaults the target to today in UTC and refuses a start after it', async () => {
    expect(await together('2020-06-15', undefined, '2024-06-15T23:00:00Z')).toMatchObject({ target_date: '2024-06-15', target_defaulted_to_today: true, is_anniversary_today: true });
    expect(await call('relationship-calculator', { start_date: '2024-06-01' }, { now: '2024-01-01T00:00:00Z' })).toMatchObject({
      success: false, error: { code: 'VALIDATION_ERROR', message: 'start_date: 2024-06-01 is after target_date 2024-01-01 (today in UTC)' },
    });
    await expectInvalid('relationship-calculator', { start_date: '2024-06-01', target_date: '2024-05-31' }, 'start_date: 2024-06-01 is after target_date 2024-05-31');
  });

  it('refuses bad dates, wrong types, unknown and prototype fields', async () => {
    await expectInvalid('relationship-calculator', { start_date: 'June 15, 2020' }, /^start_date: must be a date written YYYY-MM-DD/);
    await expectInvalid('relationship-calculator', { start_date: '2020-06-15', target_date: '2021-02-29' }, 'target_date: day 29 does not exist in 2021-02');
    await expectInvalid('relationship-calculator', { start_date: '"><svg onload=alert(1)>' }, /^start_date: must be a date written YYYY-MM-DD .*got "\\"><svg onload=alert\(1\)>"$/);
    await expectInvalid('relationship-calculator', {}, 'start_date: is required');
    await expectInvalid('relationship-calculator', { start_date: true }, /^start_date: must be a string/);
    await expectInvalid('relationship-calculator', { start_date: '2020-06-15', partner: 'x' }, 'partner: unknown field');
    await expectInvalid('relationship-calculator', JSON.parse('{"start_date":"2020-06-15","__proto__":{"target_date":"x"}}'), '__proto__: unknown field');
  });
});
