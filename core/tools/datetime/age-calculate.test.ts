import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  date_of_birth: string; reference_date: string; reference_defaulted_to_today: boolean;
  years: number; months: number; days: number; summary: string;
  total_months: number; total_weeks: number; total_days: number; weekday_born: string; is_birthday_today: boolean;
  next_birthday: string | null; next_birthday_weekday: string | null; days_until_next_birthday: number | null; next_birthday_age: number | null;
  born_on_leap_day: boolean; leap_day_rule: string | null;
}

const age = (date_of_birth: string, reference_date?: string, now?: string) =>
  run<Result>('age-calculate', reference_date === undefined ? { date_of_birth } : { date_of_birth, reference_date }, now ? { now } : {});

/*
 * Known answers: python 3.11 + python-dateutil 2.9.0, run by hand. For each (birth, reference):
 * python3 -c "
 * from datetime import date as D; from dateutil.relativedelta import relativedelta as R
 * for b,r in [(D(1990,5,15),D(2024,1,1)),(D(2000,2,29),D(2023,2,28)),(D(2000,2,29),D(2023,2,27)),(D(2024,2,29),D(2025,3,1)),(D(2000,2,29),D(2024,2,28))]:
 *   x=R(r,b); n=x.years+ (0 if b+R(years=x.years)==r and x.years>0 else 1); nb=b+R(years=n)
 *   print(b,r,x,(r-b).days,(r-b).days//7, x.years*12+x.months, b.strftime('%A'), nb, nb.strftime('%A'), (nb-r).days, n)"
 * 1990-05-15 2024-01-01 relativedelta(years=+33, months=+7, days=+17) 12284 1754 403 Tuesday 2024-05-15 Wednesday 135 34
 * 2000-02-29 2023-02-28 relativedelta(years=+23) 8400 1200 276 Tuesday 2023-02-28 Tuesday 0 23
 * 2000-02-29 2023-02-27 relativedelta(years=+22, months=+11, days=+29) 8399 1199 275 Tuesday 2023-02-28 Tuesday 1 23
 * 2024-02-29 2025-03-01 relativedelta(years=+1, days=+1) 366 52 12 Thursday 2026-02-28 Saturday 364 2
 * 2000-02-29 2024-02-28 relativedelta(years=+23, months=+11, days=+30) 8765 1252 287 Tuesday 2024-02-29 Thursday 1 24
 */
describe('age-calculate', () => {
  it('gives the age as relativedelta does, with totals and the next birthday', async () => {
    expect(await age('1990-05-15', '2024-01-01')).toEqual({
      date_of_birth: '1990-05-15', reference_date: '2024-01-01', reference_defaulted_to_today: false,
      years: 33, months: 7, days: 17, summary: '33 years, 7 months and 17 days',
      total_months: 403, total_weeks: 1754, total_days: 12284, weekday_born: 'Tuesday', is_birthday_today: false,
      next_birthday: '2024-05-15', next_birthday_weekday: 'Wednesday', days_until_next_birthday: 135, next_birthday_age: 34,
      born_on_leap_day: false, leap_day_rule: null,
    });
  });

  it('keeps a 29 February birthday on 28 February in common years, as relativedelta adds years', async () => {
    const onTheDay = await age('2000-02-29', '2023-02-28');
    expect(onTheDay).toMatchObject({ years: 23, months: 0, days: 0, total_days: 8400, is_birthday_today: true, next_birthday: '2023-02-28', days_until_next_birthday: 0, next_birthday_age: 23, born_on_leap_day: true });
    expect(onTheDay.leap_day_rule).toMatch(/2024-02-29 \+ 1 year = 2025-02-28/);
    expect(await age('2000-02-29', '2023-02-27')).toMatchObject({ years: 22, months: 11, days: 29, total_days: 8399, total_weeks: 1199, total_months: 275, is_birthday_today: false, next_birthday: '2023-02-28', days_until_next_birthday: 1, next_birthday_age: 23 });
    expect(await age('2024-02-29', '2025-03-01')).toMatchObject({ years: 1, months: 0, days: 1, total_days: 366, next_birthday: '2026-02-28', next_birthday_weekday: 'Saturday', days_until_next_birthday: 364, next_birthday_age: 2 });
    // In a leap year the birthday is the 29th again.
    expect(await age('2000-02-29', '2024-02-28')).toMatchObject({ years: 23, months: 11, days: 30, total_months: 287, next_birthday: '2024-02-29', next_birthday_weekday: 'Thursday', days_until_next_birthday: 1, next_birthday_age: 24 });
  });

  it('takes the day of birth as age zero, the first birthday a year on', async () => {
    expect(await age('2024-01-01', '2024-01-01')).toMatchObject({
      years: 0, months: 0, days: 0, summary: '0 days', total_days: 0, is_birthday_today: false, next_birthday: '2025-01-01', days_until_next_birthday: 366, next_birthday_age: 1,
    });
  });

  it('defaults the reference to today in UTC from the clock', async () => {
    expect(await age('1990-05-15', undefined, '2024-05-15T23:59:59Z')).toMatchObject({
      reference_date: '2024-05-15', reference_defaulted_to_today: true, years: 34, is_birthday_today: true, days_until_next_birthday: 0,
    });
  });

  it('reaches the ends of the calendar: no next birthday past 9999', async () => {
    // python3 -c "from datetime import date as D; from dateutil.relativedelta import relativedelta as R; print(R(D(9999,12,31),D(1,1,1)), (D(9999,12,31)-D(1,1,1)).days)"
    // → relativedelta(years=+9998, months=+11, days=+30) 3652058
    expect(await age('0001-01-01', '9999-12-31')).toMatchObject({
      years: 9998, months: 11, days: 30, total_days: 3652058, weekday_born: 'Monday', next_birthday: null, next_birthday_weekday: null, days_until_next_birthday: null, next_birthday_age: null, is_birthday_today: false,
    });
    expect(await age('0001-12-31', '9999-12-31')).toMatchObject({ years: 9998, is_birthday_today: true, next_birthday: '9999-12-31' });
  });

  it('refuses a birth after the reference date, naming the field', async () => {
    await expectInvalid('age-calculate', { date_of_birth: '2024-01-02', reference_date: '2024-01-01' }, 'date_of_birth: 2024-01-02 is after reference_date 2024-01-01');
    expect(await call('age-calculate', { date_of_birth: '2030-01-01' }, { now: '2024-01-01T00:00:00Z' })).toMatchObject({
      success: false, error: { code: 'VALIDATION_ERROR', message: 'date_of_birth: 2030-01-01 is after reference_date 2024-01-01 (today in UTC)' },
    });
  });

  it('refuses other formats and impossible dates', async () => {
    await expectInvalid('age-calculate', { date_of_birth: '15/05/1990' }, /^date_of_birth: must be a date written YYYY-MM-DD/);
    await expectInvalid('age-calculate', { date_of_birth: '1990-02-29' }, 'date_of_birth: day 29 does not exist in 1990-02');
    await expectInvalid('age-calculate', { date_of_birth: '1990-01-01', reference_date: '2024-00-01' }, /^reference_date: month 00 does not exist/);
    await expectInvalid('age-calculate', { date_of_birth: '<img src=x onerror=alert(1)>' }, /^date_of_birth: must be a date written YYYY-MM-DD .*got "<img src=x onerror=alert\(1\)>"$/);
    const far = await call('age-calculate', { date_of_birth: '2000-01-01' }, { now: '-000001-06-01T00:00:00Z' });
    expect(far).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', message: 'reference_date: today (UTC) is outside years 0001-9999; give reference_date explicitly' } });
  });

  it('refuses wrong types, a missing birth date, unknown and prototype fields', async () => {
    await expectInvalid('age-calculate', {}, 'date_of_birth: is required');
    await expectInvalid('age-calculate', { date_of_birth: 19900515 }, /^date_of_birth: must be a string/);
    await expectInvalid('age-calculate', { date_of_birth: '1990-05-15', dob: 'x' }, 'dob: unknown field');
    await expectInvalid('age-calculate', JSON.parse('{"date_of_birth":"1990-05-15","__proto__":{"reference_date":"x"}}'), '__proto__: unknown field');
    await expectInvalid('age-calculate', { date_of_birth: '1'.repeat(65) }, 'date_of_birth: must be at most 64 characters');
  });
});
