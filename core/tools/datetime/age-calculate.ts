import { Type, type TSchema } from '@sinclair/typebox';
import {
  dateOrToday, dayNumber, describeYearsMonthsDays, formatCivilDate, nextAnniversary, parseCivilDate, relativeDelta, weekdayName, WEEKDAYS,
} from '../../lib/civil-date.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Rules:
 * - Age is python-dateutil's relativedelta(reference_date, date_of_birth): whole years, then
 *   months, then days, the day clamped at month ends. A birth date after the reference is refused.
 * - Birthdays are date_of_birth + n years as relativedelta adds them, so someone born on
 *   29 February has their birthday on 28 February in common years (2024-02-29 + 1 year =
 *   2025-02-28) and turns a year older that day. Laws differ (some say 1 March); this follows dateutil.
 * - The next birthday is the first on or after reference_date (is_birthday_today when it is that
 *   day); the day of birth itself is not a birthday. Null past 9999-12-31.
 */

const DATE_FIELD = 'a calendar date written YYYY-MM-DD, years 0001-9999';

const LEAP_DAY_RULE =
  'Born on 29 February: in common years the birthday falls on 28 February, as python-dateutil’s relativedelta adds years (2024-02-29 + 1 year = 2025-02-28).';

const int = (description: string) => Type.Integer({ description });
const nullable = <T extends TSchema>(schema: T, description: string) => Type.Union([schema, Type.Null()], { description });

export default defineTool({
  id: 'age-calculate',
  name: 'Age Calculator',
  category: 'datetime',
  description:
    'Exact age from a date of birth (YYYY-MM-DD) on a reference date (default today in UTC): years, months and days as python-dateutil’s relativedelta gives them, ' +
    'total months, weeks and days, the weekday of birth, and the next birthday with the days until it. A 29 February birthday is kept on 28 February in common years.',
  keywords: ['age', 'how old am i', 'birthday', 'date of birth', 'dob', 'age in days', 'next birthday', 'born on'],
  mcp: true,
  input: closedObject({
    date_of_birth: Type.String({ maxLength: 64, description: `The date of birth: ${DATE_FIELD}; not after reference_date` }),
    reference_date: Type.Optional(Type.String({ maxLength: 64, description: `The date to measure the age on: ${DATE_FIELD}; defaults to today in UTC` })),
  }),
  output: closedObject({
    date_of_birth: Type.String({ description: 'The date of birth, YYYY-MM-DD' }),
    reference_date: Type.String({ description: 'The date the age is measured on, YYYY-MM-DD' }),
    reference_defaulted_to_today: Type.Boolean({ description: 'True when reference_date was not given and today (UTC) was used' }),
    years: int('Whole years of age: relativedelta(reference_date, date_of_birth).years'),
    months: int('Months past the last birthday, 0-11'),
    days: int('Days past the last whole month, 0-30'),
    summary: Type.String({ description: 'The age in words, e.g. "33 years, 7 months and 17 days"' }),
    total_months: int('years × 12 + months'),
    total_weeks: int('Whole weeks lived'),
    total_days: int('Days lived (reference_date minus date_of_birth)'),
    weekday_born: stringEnum(WEEKDAYS, { description: 'The weekday of the date of birth' }),
    is_birthday_today: Type.Boolean({ description: 'True when reference_date is a birthday (not the day of birth itself)' }),
    next_birthday: nullable(Type.String(), 'The first birthday on or after reference_date, YYYY-MM-DD; null past 9999-12-31'),
    next_birthday_weekday: Type.Union([stringEnum(WEEKDAYS), Type.Null()], { description: 'The weekday of next_birthday' }),
    days_until_next_birthday: nullable(Type.Integer(), 'Days from reference_date to next_birthday (0 on the day)'),
    next_birthday_age: nullable(Type.Integer(), 'The age turned on next_birthday'),
    born_on_leap_day: Type.Boolean({ description: 'True for a 29 February birth date' }),
    leap_day_rule: nullable(Type.String(), 'For a 29 February birth date, how its birthdays fall in common years; otherwise null'),
  }),
  examples: [
    {
      title: 'Age today (2024-01-01)',
      input: { date_of_birth: '1990-05-15' },
      output: {
        date_of_birth: '1990-05-15', reference_date: '2024-01-01', reference_defaulted_to_today: true,
        years: 33, months: 7, days: 17, summary: '33 years, 7 months and 17 days',
        total_months: 403, total_weeks: 1754, total_days: 12284, weekday_born: 'Tuesday', is_birthday_today: false,
        next_birthday: '2024-05-15', next_birthday_weekday: 'Wednesday', days_until_next_birthday: 135, next_birthday_age: 34,
        born_on_leap_day: false, leap_day_rule: null,
      },
    },
    {
      title: 'A leap-day birthday in a common year',
      input: { date_of_birth: '2000-02-29', reference_date: '2023-02-28' },
      output: {
        date_of_birth: '2000-02-29', reference_date: '2023-02-28', reference_defaulted_to_today: false,
        years: 23, months: 0, days: 0, summary: '23 years',
        total_months: 276, total_weeks: 1200, total_days: 8400, weekday_born: 'Tuesday', is_birthday_today: true,
        next_birthday: '2023-02-28', next_birthday_weekday: 'Tuesday', days_until_next_birthday: 0, next_birthday_age: 23,
        born_on_leap_day: true, leap_day_rule: LEAP_DAY_RULE,
      },
    },
  ],
  run({ date_of_birth, reference_date }, ctx) {
    const birth = parseCivilDate(date_of_birth, 'date_of_birth');
    const reference = dateOrToday(reference_date, ctx.now(), 'reference_date');
    const totalDays = dayNumber(reference) - dayNumber(birth);
    if (totalDays < 0) {
      invalid(`date_of_birth: ${formatCivilDate(birth)} is after reference_date ${formatCivilDate(reference)}${reference_date === undefined ? ' (today in UTC)' : ''}`);
    }
    const age = relativeDelta(reference, birth);
    const next = nextAnniversary(birth, reference);
    const leapDay = birth.month === 2 && birth.day === 29;
    return {
      date_of_birth: formatCivilDate(birth),
      reference_date: formatCivilDate(reference),
      reference_defaulted_to_today: reference_date === undefined,
      ...age,
      summary: describeYearsMonthsDays(age),
      total_months: age.years * 12 + age.months,
      total_weeks: Math.floor(totalDays / 7),
      total_days: totalDays,
      weekday_born: weekdayName(birth),
      is_birthday_today: next !== null && dayNumber(next.date) === dayNumber(reference),
      next_birthday: next && formatCivilDate(next.date),
      next_birthday_weekday: next && weekdayName(next.date),
      days_until_next_birthday: next && dayNumber(next.date) - dayNumber(reference),
      next_birthday_age: next && next.years,
      born_on_leap_day: leapDay,
      leap_day_rule: leapDay ? LEAP_DAY_RULE : null,
    };
  },
});
