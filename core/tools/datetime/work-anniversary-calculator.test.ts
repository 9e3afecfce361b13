import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface Dated { years: number; date: string; weekday: string; days_until: number }
interface Result {
  start_date: string; target_date: string; target_defaulted_to_today: boolean;
  years: number; months: number; days: number; summary: string; total_days: number; total_months: number;
  is_anniversary_today: boolean; next_anniversary: Dated | null;
  milestones_reached: { years: number; date: string }[]; next_milestone: Dated | null;
}

const service = (start_date: string, target_date?: string, now?: string) =>
  run<Result>('work-anniversary-calculator', target_date === undefined ? { start_date } : { start_date, target_date }, now ? { now } : {});

/*
 * Known answers: python 3.11 + python-dateutil 2.9.0, run by hand (milestones 1, 3, then every 5 years to 100):
 * python3 -c "
 * from datetime import date as D; from dateutil.relativedelta import relativedelta as R
 * M=[1,3]+list(range(5,101,5))
 * for s,t in [(D(2016,3,14),D(2024,1,1)),(D(2014,1,1),D(2024,1,1)),(D(2020,2,29),D(2025,2,27)),(D(1900,6,1),D(2024,1,1))]:
 *   x=R(t,s); print(s,t,x,(t-s).days,x.years*12+x.months)
 *   print('   reached',[(m,str(s+R(years=m))) for m in M if s+R(years=m)<=t])
 *   n=[(m,s+R(years=m)) for m in M if s+R(years=m)>=t][:1]; print('   next', [(m,str(d),d.strftime('%A'),(d-t).days) for m,d in n])
 *   k=next(k for k in range(1,200) if s+R(years=k)>=t); a=s+R(years=k); print('   anniv',k,a,a.strftime('%A'),(a-t).days)"
 * 2016-03-14 2024-01-01 relativedelta(years=+7, months=+9, days=+18) 2849 93
 *    reached [(1, '2017-03-14'), (3, '2019-03-14'), (5, '2021-03-14')]
 *    next [(10, '2026-03-14', 'Saturday', 803)]
 *    anniv 8 2024-03-14 Thursday 73
 * 2014-01-01 2024-01-01 relativedelta(years=+10) 3652 120
 *    reached [(1, '2015-01-01'), (3, '2017-01-01'), (5, '2019-01-01'), (10, '2024-01-01')]
 *    next [(10, '2024-01-01', 'Monday', 0)]
 *    anniv 10 2024-01-01 Monday 0
 * 2020-02-29 2025-02-27 relativedelta(years=+4, months=+11, days=+29) 1825 59
 *    reached [(1, '2021-02-28'), (3, '2023-02-28')]
 *    next [(5, '2025-02-28', 'Friday', 1)]
 *    anniv 5 2025-02-28 Friday 1
 * 1900-06-01 2024-01-01 relativedelta(years=+123, months=+7) 45139 1483
 *    reached [(1, '1901-06-01'), (3, '1903-06-01'), … (95, '1995-06-01'), (100, '2000-06-01')]   (every milestone)
 *    next []
 *    anniv 124 2024-06-01 Saturday 152
 */
describe('work-anniversary-calculator', () => {
  it('gives the service, the next anniversary and the milestones', async () => {
    expect(await service('2016-03-14', '2024-01-01')).toEqual({
      start_date: '2016-03-14', target_date: '2024-01-01', target_defaulted_to_today: false,
      years: 7, months: 9, days: 18, summary: '7 years, 9 months and 18 days', total_days: 2849, total_months: 93,
      is_anniversary_today: false,
      next_anniversary: { years: 8, date: '2024-03-14', weekday: 'Thursday', days_until: 73 },
      milestones_reached: [{ years: 1, date: '2017-03-14' }, { years: 3, date: '2019-03-14' }, { years: 5, date: '2021-03-14' }],
      next_milestone: { years: 10, date: '2026-03-14', weekday: 'Saturday', days_until: 803 },
    });
  });

  it('counts a milestone reached today as both reached and next, 0 days to go', async () => {
    const result = await service('2014-01-01', '2024-01-01');
    expect(result).toMatchObject({ years: 10, months: 0, days: 0, total_days: 3652, total_months: 120, is_anniversary_today: true });
    expect(result.milestones_reached.map((m) => m.years)).toEqual([1, 3, 5, 10]);
    expect(result.next_milestone).toEqual({ years: 10, date: '2024-01-01', weekday: 'Monday', days_until: 0 });
    expect(result.next_anniversary).toEqual({ years: 10, date: '2024-01-01', weekday: 'Monday', days_until: 0 });
  });

  it('puts a 29 February start’s anniversaries on 28 February in common years', async () => {
    expect(await service('2020-02-29', '2025-02-27')).toMatchObject({
      years: 4, months: 11, days: 29, total_days: 1825, total_months: 59,
      milestones_reached: [{ years: 1, date: '2021-02-28' }, { years: 3, date: '2023-02-28' }],
      next_milestone: { years: 5, date: '2025-02-28', weekday: 'Friday', days_until: 1 },
      next_anniversary: { years: 5, date: '2025-02-28', days_until: 1 },
    });
  });

  it('stops milestones at 100 years and anniversaries at 9999-12-31', async () => {
    const long = await service('1900-06-01', '2024-01-01');
    expect(long).toMatchObject({ years: 123, months: 7, days: 0, total_days: 45139, total_months: 1483, next_milestone: null, next_anniversary: { years: 124, date: '2024-06-01', weekday: 'Saturday', days_until: 152 } });
    expect(long.milestones_reached.map((m) => m.years)).toEqual([1, 3, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100]);
    expect(long.milestones_reached.at(-1)).toEqual({ years: 100, date: '2000-06-01' });
    expect(await service('9998-06-01', '9999-12-31')).toMatchObject({ next_anniversary: null, next_milestone: null, milestones_reached: [{ years: 1, date: '9999-06-01' }] });
  });

  it('starts with no milestone on the first day', async () => {
    expect(await service('2024-01-01', '2024-01-01')).toMatchObject({
      total_days: 0, summary: '0 days', is_anniversary_today: false, milestones_reached: [],
      next_milestone: { years: 1, date: '2025-01-01', days_until: 366 }, next_anniversary: { years: 1, date: '2025-01-01', days_until: 366 },
    });
  });

  it('defaults the target to today in UTC and refuses a start after it', async () => {
    expect(await service('2016-03-14', undefined, '2024-03-14T00:00:00Z')).toMatchObject({ target_date: '2024-03-14', target_defaulted_to_today: true, is_anniversary_today: true, years: 8 });
    expect(await call('work-anniversary-calculator', { start_date: '2024-02-01' }, { now: '2024-01-01T00:00:00Z' })).toMatchObject({
      success: false, error: { code: 'VALIDATION_ERROR', message: 'start_date: 2024-02-01 is after target_date 2024-01-01 (today in UTC)' },
    });
    await expectInvalid('work-anniversary-calculator', { start_date: '2024-02-01', target_date: '2024-01-31' }, 'start_date: 2024-02-01 is after target_date 2024-01-31');
  });

  it('refuses bad dates, wrong types, unknown and prototype fields', async () => {
    await expectInvalid('work-anniversary-calculator', { start_date: '2016-3-14' }, /^start_date: must be a date written YYYY-MM-DD/);
    await expectInvalid('work-anniversary-calculator', { start_date: '2016-03-14', target_date: '2024-06-31' }, 'target_date: day 31 does not exist in 2024-06');
    await expectInvalid('work-anniversary-calculator', { start_date: "<a href='javascript:alert(1)'>" }, /^start_date: must be a date written YYYY-MM-DD/);
    await expectInvalid('work-anniversary-calculator', {}, 'start_date: is required');
    await expectInvalid('work-anniversary-calculator', { start_date: ['2016-03-14'] }, /^start_date: must be a string/);
    await expectInvalid('work-anniversary-calculator', { start_date: '2016-03-14', company: 'x' }, 'company: unknown field');
    await expectInvalid('work-anniversary-calculator', JSON.parse('{"start_date":"2016-03-14","__proto__":{"x":1}}'), '__proto__: unknown field');
  });
});
