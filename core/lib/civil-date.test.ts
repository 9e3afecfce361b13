import { describe, expect, it } from 'vitest';
import { ToolError } from '../errors.ts';
import {
  addMonths, addYears, dayNumber, describeYearsMonthsDays, formatCivilDate, MAX_DAY, MIN_DAY, nextAnniversary,
  parseCivilDate, relativeDelta, todayUtc, weekdayName,
} from './civil-date.ts';

const d = (text: string) => parseCivilDate(text, 'x');
const refusal = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ToolError) return error.message;
    throw error;
  }
  throw new Error('not refused');
};

/*
 * Known answers from python 3.11 + python-dateutil 2.9.0, run by hand (each item is end/start/years,months,days):
 * python3 -c "
 * import random; from datetime import date, timedelta; from dateutil.relativedelta import relativedelta as R
 * random.seed(18); o=date(1,1,1).toordinal(); M=date(9999,12,31).toordinal()
 * ends=[date(2024,1,31),date(2024,2,29),date(2023,2,28),date(2024,3,31),date(2024,4,30),date(2000,2,29),date(1900,2,28),date(1,1,1),date(9999,12,31)]
 * ps=[(a,b) for a in ends for b in ends][:40]
 * for i in range(60):
 *   a=date.fromordinal(random.randint(o,M)); b=date.fromordinal(random.randint(max(o,a.toordinal()-3000),min(M,a.toordinal()+3000))) if i%2 else date.fromordinal(random.randint(o,M)); ps.append((a,b))
 * print(' '.join(f'{e}/{s}/{r.years},{r.months},{r.days}' for e,s in ps for r in [R(e,s)]))"
 */
const PYTHON_RELATIVEDELTA = `2024-01-31/2024-01-31/0,0,0 2024-01-31/2024-02-29/0,0,-29 2024-01-31/2023-02-28/0,11,3 2024-01-31/2024-03-31/0,-2,0 2024-01-31/2024-04-30/0,-2,-29 2024-01-31/2000-02-29/23,11,2 2024-01-31/1900-02-28/123,11,3 2024-01-31/0001-01-01/2023,0,30 2024-01-31/9999-12-31/-7975,-11,0 2024-02-29/2024-01-31/0,1,0 2024-02-29/2024-02-29/0,0,0 2024-02-29/2023-02-28/1,0,1 2024-02-29/2024-03-31/0,-1,0 2024-02-29/2024-04-30/0,-2,0 2024-02-29/2000-02-29/24,0,0 2024-02-29/1900-02-28/124,0,1 2024-02-29/0001-01-01/2023,1,28 2024-02-29/9999-12-31/-7975,-10,0 2023-02-28/2024-01-31/0,-11,0 2023-02-28/2024-02-29/-1,0,0 2023-02-28/2023-02-28/0,0,0 2023-02-28/2024-03-31/-1,-1,0 2023-02-28/2024-04-30/-1,-2,0 2023-02-28/2000-02-29/23,0,0 2023-02-28/1900-02-28/123,0,0 2023-02-28/0001-01-01/2022,1,27 2023-02-28/9999-12-31/-7976,-10,0 2024-03-31/2024-01-31/0,2,0 2024-03-31/2024-02-29/0,1,2 2024-03-31/2023-02-28/1,1,3 2024-03-31/2024-03-31/0,0,0 2024-03-31/2024-04-30/0,0,-30 2024-03-31/2000-02-29/24,1,2 2024-03-31/1900-02-28/124,1,3 2024-03-31/0001-01-01/2023,2,30 2024-03-31/9999-12-31/-7975,-9,0 2024-04-30/2024-01-31/0,3,0 2024-04-30/2024-02-29/0,2,1 2024-04-30/2023-02-28/1,2,2 2024-04-30/2024-03-31/0,1,0 2082-07-29/1411-05-15/671,2,14 7596-08-12/7598-06-19/-1,-10,-7 3842-12-16/2751-04-15/1091,8,1 2274-01-23/2276-10-29/-2,-9,-6 7214-11-13/5674-04-21/1540,6,23 2102-03-17/2104-10-02/-2,-6,-16 3394-02-03/5264-04-19/-1870,-2,-16 3038-10-07/3034-12-13/3,9,24 2915-07-22/7946-04-15/-5030,-8,-24 1356-01-25/1355-02-16/0,11,9 5996-08-30/7750-05-19/-1753,-8,-20 8756-08-16/8752-04-27/4,3,20 9945-03-09/9315-02-20/630,0,17 2694-07-29/2690-02-24/4,5,5 2727-03-06/2300-04-26/426,10,8 8439-06-16/8439-06-10/0,0,6 6610-04-27/5831-09-17/778,7,10 2319-03-13/2326-03-06/-6,-11,-24 8683-10-10/9598-11-07/-915,0,-28 5670-01-24/5666-09-12/3,4,12 8226-08-09/3434-01-08/4792,7,1 3044-02-11/3036-01-18/8,0,24 3936-12-09/4656-05-24/-719,-5,-15 2532-06-15/2540-07-19/-8,-1,-4 4662-07-08/6178-01-02/-1515,-5,-25 3973-05-14/3978-06-18/-5,-1,-4 6583-06-30/6049-10-30/533,8,0 3126-04-02/3124-01-31/2,2,2 6890-05-14/8139-10-11/-1249,-4,-28 3482-09-15/3486-11-13/-4,-1,-28 1319-09-01/3231-08-26/-1911,-11,-25 5483-05-03/5487-11-10/-4,-6,-7 5751-07-01/1668-06-12/4083,0,19 5697-04-02/5704-05-18/-7,-1,-16 9119-12-30/7248-06-12/1871,6,18 9110-10-07/9106-02-22/4,7,15 2181-02-25/2376-03-31/-195,-1,-3 7433-10-01/7440-12-04/-7,-2,-3 9264-02-01/5019-03-14/4244,10,18 1509-08-02/1510-07-02/0,-11,0 5897-08-10/5517-01-19/380,6,22 6589-08-12/6583-09-02/5,11,10 8092-05-09/2311-12-10/5780,4,29 6757-09-22/6755-05-01/2,4,21 6135-09-09/9693-11-06/-3558,-1,-27 3901-03-29/3907-10-08/-6,-6,-10 6257-12-30/5390-08-19/867,4,11 1019-06-05/1022-03-28/-2,-9,-23 1699-07-25/5485-02-08/-3785,-6,-14 1748-09-04/1751-06-10/-2,-9,-6 0906-05-25/2866-12-07/-1960,-6,-13 7445-12-06/7439-10-17/6,1,19 6242-02-25/4048-03-12/2193,11,13 2342-02-14/2348-01-13/-5,-10,-27 4517-09-17/9097-11-28/-4580,-2,-11 6648-02-03/6651-10-28/-3,-8,-25 7827-05-31/8708-01-07/-880,-7,-7 6050-04-21/6042-03-25/8,0,27 1527-02-27/8878-01-05/-7350,-10,-6 7916-05-11/7910-02-06/6,3,5`;

describe('civil-date', () => {
  it('matches dateutil relativedelta(end, start) on month ends, leap days, both directions and random pairs', () => {
    const cases = PYTHON_RELATIVEDELTA.trim().split(/\s+/);
    expect(cases).toHaveLength(100);
    for (const item of cases) {
      const [end, start, ymd] = item.split('/') as [string, string, string];
      const [years, months, days] = ymd.split(',').map(Number);
      expect(relativeDelta(d(end), d(start)), item).toEqual({ years, months, days });
    }
  });

  it('is not antisymmetric, as dateutil is not', () => {
    // python3 -c "from datetime import date as D; from dateutil.relativedelta import relativedelta as R; print(R(D(2024,2,29),D(2024,1,31)), R(D(2024,1,31),D(2024,2,29)))"
    // → relativedelta(months=+1) relativedelta(days=-29)
    expect(relativeDelta(d('2024-02-29'), d('2024-01-31'))).toEqual({ years: 0, months: 1, days: 0 });
    expect(relativeDelta(d('2024-01-31'), d('2024-02-29'))).toEqual({ years: 0, months: 0, days: -29 });
    const zero = relativeDelta(d('2024-05-05'), d('2024-05-05'));
    for (const part of Object.values(zero)) expect(Object.is(part, 0)).toBe(true);
    expect(Object.is(relativeDelta(d('2023-02-28'), d('2024-02-29')).months, 0)).toBe(true);
  });

  it('adds years and months with the day clamped as relativedelta does', () => {
    // python3 -c "from datetime import date as D; from dateutil.relativedelta import relativedelta as R; print(D(2024,2,29)+R(years=1), D(2024,2,29)+R(years=4), D(2024,1,31)+R(months=1), D(2023,1,31)+R(months=1), D(2024,1,31)+R(months=-2), D(9999,12,31)+R(years=-9998))"
    // → 2025-02-28 2028-02-29 2024-02-29 2023-02-28 2023-11-30 0001-12-31
    expect(formatCivilDate(addYears(d('2024-02-29'), 1))).toBe('2025-02-28');
    expect(formatCivilDate(addYears(d('2024-02-29'), 4))).toBe('2028-02-29');
    expect(formatCivilDate(addMonths(d('2024-01-31'), 1))).toBe('2024-02-29');
    expect(formatCivilDate(addMonths(d('2023-01-31'), 1))).toBe('2023-02-28');
    expect(formatCivilDate(addMonths(d('2024-01-31'), -2))).toBe('2023-11-30');
    expect(formatCivilDate(addYears(d('9999-12-31'), -9998))).toBe('0001-12-31');
  });

  it('names weekdays and numbers days like python', () => {
    // python3 -c "from datetime import date as D; print(D(1,1,1).strftime('%A'), D(9999,12,31).strftime('%A'), D(1970,1,1).strftime('%A'), D(2024,2,29).strftime('%A'))"
    // → Monday Friday Thursday Thursday
    expect(['0001-01-01', '9999-12-31', '1970-01-01', '2024-02-29'].map((t) => weekdayName(d(t)))).toEqual(['Monday', 'Friday', 'Thursday', 'Thursday']);
    // python3 -c "from datetime import date as D; print((D(9999,12,31)-D(1970,1,1)).days, (D(1,1,1)-D(1970,1,1)).days)" → 2932896 -719162
    expect([MAX_DAY, MIN_DAY, dayNumber(d('1970-01-01'))]).toEqual([2932896, -719162, 0]);
  });

  // Worked by hand from the addYears answers above: start + n years for the least n ≥ 1 not before the target.
  it('finds the next anniversary on or after the target, at least the first, Feb 29 on Feb 28', () => {
    const next = (start: string, target: string) => {
      const found = nextAnniversary(d(start), d(target));
      return found && { date: formatCivilDate(found.date), years: found.years };
    };
    expect(next('2020-06-15', '2024-06-15')).toEqual({ date: '2024-06-15', years: 4 });
    expect(next('2020-06-15', '2024-06-16')).toEqual({ date: '2025-06-15', years: 5 });
    expect(next('2024-01-01', '2024-01-01')).toEqual({ date: '2025-01-01', years: 1 });
    expect(next('2024-02-29', '2025-03-01')).toEqual({ date: '2026-02-28', years: 2 });
    expect(next('2024-02-29', '2025-02-28')).toEqual({ date: '2025-02-28', years: 1 });
    expect(next('2000-01-01', '9999-12-31')).toBeNull();
  });

  it('parses strictly, naming the field and the reason', () => {
    expect(d('0001-01-01')).toEqual({ year: 1, month: 1, day: 1 });
    expect(refusal(() => parseCivilDate('2023-02-29', 'start'))).toBe('start: day 29 does not exist in 2023-02');
    expect(refusal(() => parseCivilDate('2024-13-01', 'start'))).toBe('start: month 13 does not exist in "2024-13-01"');
    expect(refusal(() => parseCivilDate('0000-01-01', 'end'))).toBe('end: year must be 0001-9999, got "0000-01-01"');
    for (const bad of ['2024-1-05', '2024-01-05T00:00', ' 2024-01-05', '24-01-05', '+02024-01-05', '2024/01/05', '', '２０２４-01-05']) {
      expect(refusal(() => parseCivilDate(bad, 'when'))).toMatch(/^when: must be a date written YYYY-MM-DD/);
    }
    expect(refusal(() => parseCivilDate('<b>'.repeat(100), 'when'))).toMatch(/…$/);
  });

  it('takes today in UTC from the clock it is given', () => {
    expect(formatCivilDate(todayUtc(new Date('2024-03-10T23:59:59.999Z'), 'x'))).toBe('2024-03-10');
    expect(formatCivilDate(todayUtc(new Date('2024-03-10T23:30:00-05:00'), 'x'))).toBe('2024-03-11');
    expect(refusal(() => todayUtc(new Date('+010000-01-01T00:00:00Z'), 'target_date'))).toMatch(/^target_date: today \(UTC\) is outside years 0001-9999/);
    expect(refusal(() => todayUtc(new Date(Number.NaN), 'target_date'))).toMatch(/^target_date:/);
  });

  it('describes a difference in words', () => {
    expect(describeYearsMonthsDays({ years: 2, months: 1, days: 5 })).toBe('2 years, 1 month and 5 days');
    expect(describeYearsMonthsDays({ years: 0, months: -1, days: -1 })).toBe('1 month and 1 day');
    expect(describeYearsMonthsDays({ years: 0, months: 0, days: 0 })).toBe('0 days');
  });
});
