import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  start: string; end: string; end_defaulted_to_today: boolean; earlier: string;
  years: number; months: number; days: number; summary: string;
  total_days: number; total_weeks: number; remaining_days: number; total_months: number; total_hours: number;
  business_days: number; start_weekday: string; end_weekday: string;
}

const diff = (input: Record<string, unknown>, now?: string) => run<Result>('date-difference', input, now ? { now } : {});

/*
 * start/end/years,months,days,total days,business days from python 3.11, python-dateutil 2.9.0 and numpy 2.4.6, run by hand:
 * python3 -c "
 * import random; from datetime import date as D; from dateutil.relativedelta import relativedelta as R; import numpy as np
 * random.seed(1818); o=D(1,1,1).toordinal(); M=D(9999,12,31).toordinal(); out=[]
 * for i in range(40):
 *   a=random.randint(o,M); b=random.randint(max(o,a-40),min(M,a+40)) if i%2 else random.randint(o,M); s,e=D.fromordinal(a),D.fromordinal(b); r=R(e,s)
 *   out.append(f'{s}/{e}/{r.years},{r.months},{r.days},{(e-s).days},{np.busday_count(s,e)}')
 * print(' '.join(out))"
 */
const PYTHON_CASES = `1891-09-14/8935-01-01/7043,3,18,2572512,1837510 3936-09-10/3936-10-05/0,0,25,25,17 6231-08-11/2329-01-10/-3902,-7,-1,-1425389,-1018135 1769-12-23/1769-12-11/0,0,-12,-12,-9 1771-05-18/8898-11-13/7127,5,26,2603263,1859473 5940-01-31/5940-03-03/0,1,3,32,23 1130-06-12/9856-05-25/8725,11,13,3187089,2276492 4105-03-04/4105-03-13/0,0,9,9,7 9241-11-20/7606-09-16/-1635,-2,-4,-597237,-426598 5557-10-02/5557-10-04/0,0,2,2,2 4716-04-04/5068-06-05/352,2,1,128628,91878 3831-06-07/3831-05-02/0,-1,-5,-36,-26 6007-01-08/9214-09-08/3207,8,0,1171576,836840 0649-03-19/0649-03-03/0,0,-16,-16,-11 7189-10-31/5904-01-09/-1285,-9,-22,-469633,-335452 7722-10-02/7722-09-10/0,0,-22,-22,-16 1042-12-11/6024-05-26/4981,5,15,1819440,1299600 0962-10-15/0962-09-08/0,-1,-7,-37,-27 2052-02-04/3598-06-02/1546,3,29,564783,403416 4098-09-24/4098-10-01/0,0,7,7,5 1430-03-03/8659-04-14/7229,1,11,2640380,1885986 0428-06-22/0428-06-02/0,0,-20,-20,-14 1627-09-09/7680-04-06/6052,6,28,2210658,1579042 8831-07-23/8831-07-17/0,0,-6,-6,-4 7526-07-31/1196-02-19/-6330,-5,-10,-2312147,-1651534 3115-02-06/3115-01-14/0,0,-23,-23,-16 4789-08-28/8680-02-10/3890,5,13,1420959,1014971 1692-05-10/1692-04-11/0,0,-29,-29,-20 1173-02-16/7712-05-21/6539,3,5,2388415,1706011 0349-12-11/0349-11-24/0,0,-17,-17,-11 8918-04-01/3323-09-17/-5594,-6,-14,-2043363,-1459545 5535-02-23/5535-01-28/0,0,-26,-26,-19 3423-12-04/0441-12-21/-2981,-11,-14,-1089135,-777954 8679-11-06/8679-10-29/0,0,-8,-8,-6 2587-01-12/4992-01-22/2405,0,10,878418,627441 3193-10-23/3193-11-18/0,0,26,26,18 1252-09-20/3589-07-10/2336,9,20,853499,609641 9810-01-02/9809-12-12/0,0,-21,-21,-15 3861-10-24/4914-03-08/1052,4,12,384370,274550 2326-07-15/2326-07-22/0,0,7,7,5`;

describe('date-difference', () => {
  it('agrees with relativedelta, date subtraction and numpy.busday_count on random pairs', async () => {
    const cases = PYTHON_CASES.trim().split(/\s+/);
    expect(cases).toHaveLength(40);
    for (const item of cases) {
      const [start, end, numbers] = item.split('/') as [string, string, string];
      const [years, months, days, totalDays, businessDays] = numbers.split(',').map(Number);
      expect(await diff({ start, end }), item).toMatchObject({ years, months, days, total_days: totalDays, business_days: businessDays });
    }
  });

  it('gives the whole breakdown across a leap day', async () => {
    // python3 -c "from datetime import date as D; from dateutil.relativedelta import relativedelta as R; import numpy as np; s,e=D(2020,2,29),D(2024,1,31); print(R(e,s),(e-s).days,np.busday_count(s,e),s.strftime('%A'),e.strftime('%A'))"
    // → relativedelta(years=+3, months=+11, days=+2) 1432 1022 Saturday Wednesday
    expect(await diff({ start: '2020-02-29', end: '2024-01-31' })).toEqual({
      start: '2020-02-29', end: '2024-01-31', end_defaulted_to_today: false, earlier: 'start',
      years: 3, months: 11, days: 2, summary: 'end is 3 years, 11 months and 2 days after start',
      total_days: 1432, total_weeks: 204, remaining_days: 4, total_months: 47, total_hours: 34368,
      business_days: 1022, start_weekday: 'Saturday', end_weekday: 'Wednesday',
    });
  });

  it('handles an end before the start as dateutil and numpy do, and says so', async () => {
    // python3 -c "from datetime import date as D; from dateutil.relativedelta import relativedelta as R; import numpy as np; print(R(D(2024,1,31),D(2024,2,29)), R(D(2024,2,29),D(2024,1,31)), np.busday_count(D(2024,2,29),D(2024,1,31)))"
    // → relativedelta(days=-29) relativedelta(months=+1) -21
    expect(await diff({ start: '2024-02-29', end: '2024-01-31' })).toMatchObject({
      earlier: 'end', years: 0, months: 0, days: -29, total_days: -29, total_weeks: -4, remaining_days: -1, total_hours: -696,
      business_days: -21, summary: 'end is 29 days before start',
    });
    expect(await diff({ start: '2024-01-31', end: '2024-02-29' })).toMatchObject({ earlier: 'start', months: 1, days: 0, business_days: 21, summary: 'end is 1 month after start' });
    // numpy counts the start day and not the end day in both directions:
    // python3 -c "import numpy as np; print(np.busday_count('2024-01-06','2024-01-08'), np.busday_count('2024-01-08','2024-01-06'))" → 0 -1
    expect((await diff({ start: '2024-01-06', end: '2024-01-08' })).business_days).toBe(0);
    expect((await diff({ start: '2024-01-08', end: '2024-01-06' })).business_days).toBe(-1);
  });

  it('gives zeros, never -0, for the same date', async () => {
    const same = await diff({ start: '2024-05-05', end: '2024-05-05' });
    expect(same).toMatchObject({ earlier: 'same', summary: 'start and end are the same date' });
    for (const key of ['years', 'months', 'days', 'total_days', 'total_weeks', 'remaining_days', 'total_months', 'total_hours', 'business_days'] as const) {
      expect(Object.is(same[key], 0), key).toBe(true);
    }
    expect(Object.is((await diff({ start: '2024-01-08', end: '2024-01-07' })).total_weeks, 0)).toBe(true);
  });

  it('spans years 0001 to 9999 both ways', async () => {
    // python3 -c "from datetime import date as D; from dateutil.relativedelta import relativedelta as R; import numpy as np; s,e=D(1,1,1),D(9999,12,31); print(R(e,s),(e-s).days,np.busday_count(s,e),R(s,e),np.busday_count(e,s))"
    // → relativedelta(years=+9998, months=+11, days=+30) 3652058 2608614 relativedelta(years=-9998, months=-11, days=-30) -2608614
    expect(await diff({ start: '0001-01-01', end: '9999-12-31' })).toMatchObject({ years: 9998, months: 11, days: 30, total_days: 3652058, business_days: 2608614, start_weekday: 'Monday', end_weekday: 'Friday' });
    expect(await diff({ start: '9999-12-31', end: '0001-01-01' })).toMatchObject({ years: -9998, months: -11, days: -30, total_days: -3652058, business_days: -2608614 });
  });

  it('defaults the end to today in UTC from the clock', async () => {
    expect(await diff({ start: '2023-01-01' }, '2024-03-10T23:59:59Z')).toMatchObject({ end: '2024-03-10', end_defaulted_to_today: true, years: 1, months: 2, days: 9 });
    expect(await diff({ start: '2024-03-10', end: '2024-03-10' }, '2024-03-10T12:00:00Z')).toMatchObject({ end_defaulted_to_today: false });
    const far = await call('date-difference', { start: '2024-01-01' }, { now: '+010000-01-01T00:00:00Z' });
    expect(far).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', message: 'end: today (UTC) is outside years 0001-9999; give end explicitly' } });
  });

  it('refuses date-times, other formats and impossible dates, naming the field', async () => {
    await expectInvalid('date-difference', { start: '2024-01-01T10:00:00Z' }, 'start: takes a calendar date only (YYYY-MM-DD), not a date-time; use date-diff to measure between instants');
    await expectInvalid('date-difference', { start: '2024-01-01', end: '2024-01-02 10:00' }, /^end: takes a calendar date only/);
    await expectInvalid('date-difference', { start: '31 Jan 2024' }, /^start: must be a date written YYYY-MM-DD \(e\.g\. 2024-02-29\), got "31 Jan 2024"$/);
    await expectInvalid('date-difference', { start: '2024-01-01', end: '2023-02-29' }, 'end: day 29 does not exist in 2023-02');
    await expectInvalid('date-difference', { start: '0000-12-31' }, /^start: year must be 0001-9999/);
    await expectInvalid('date-difference', { start: '+10000-01-01' }, /^start: must be a date written YYYY-MM-DD/);
    await expectInvalid('date-difference', { start: '' }, /^start: must be a date written YYYY-MM-DD/);
    await expectInvalid('date-difference', { start: '<script>alert(1)</script>' }, /^start: must be a date written YYYY-MM-DD .*got "<script>alert\(1\)<\/script>"$/);
    await expectInvalid('date-difference', { start: 'x'.repeat(65) }, 'start: must be at most 64 characters');
  });

  it('refuses wrong types, a missing start, unknown and prototype fields', async () => {
    await expectInvalid('date-difference', {}, 'start: is required');
    await expectInvalid('date-difference', { start: 20240101 }, /^start: must be a string/);
    await expectInvalid('date-difference', { start: '2024-01-01', end: null }, /^end: must be a string/);
    await expectInvalid('date-difference', { start: '2024-01-01', from: '2024-01-01' }, 'from: unknown field');
    await expectInvalid('date-difference', JSON.parse('{"start":"2024-01-01","__proto__":{"end":"x"}}'), '__proto__: unknown field');
  });
});
