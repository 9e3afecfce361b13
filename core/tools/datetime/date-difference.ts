import { Type } from '@sinclair/typebox';
import {
  dateOrToday, dayNumber, describeYearsMonthsDays, formatCivilDate, relativeDelta, weekdayName, WEEKDAYS,
} from '../../lib/civil-date.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec gives the fields, not these):
 * - Calendar dates only, YYYY-MM-DD in years 0001-9999 (python's date range). A date-time is
 *   refused with a pointer to date-diff, which measures between instants.
 * - years/months/days are python-dateutil's relativedelta(end, start), sign and all. Backwards
 *   it is not the mirror of forwards (dateutil's month step lands differently), so
 *   2024-02-29 → 2024-01-31 is -29 days while 2024-01-31 → 2024-02-29 is +1 month.
 * - total_weeks and remaining_days split total_days toward zero (-10 days = -1 week, -3 days).
 * - total_hours is total_days × 24: dates have no zone, so every day is 24 hours.
 * - business_days is numpy.busday_count(start, end): Monday-Friday days counted from start
 *   (included) toward end (excluded), negative when end is earlier. No holidays.
 */

const DATE_FIELD = 'a calendar date written YYYY-MM-DD, years 0001-9999';

/** Monday-Friday days in [from, to) (day numbers, from ≤ to). */
function weekdaysBetween(from: number, to: number): number {
  const span = to - from;
  let count = Math.floor(span / 7) * 5;
  // The last partial week: at most six days, each checked (day 0, 1970-01-01, was a Thursday).
  for (let day = from + span - (span % 7); day < to; day++) if ((((day + 3) % 7) + 7) % 7 < 5) count++;
  return count;
}

/** numpy.busday_count: backwards it swaps the ends and shifts both by a day, so start stays included. */
function businessDays(start: number, end: number): number {
  const count = start <= end ? weekdaysBetween(start, end) : -weekdaysBetween(end + 1, start + 1);
  return count === 0 ? 0 : count;
}

const int = (description: string) => Type.Integer({ description });

export default defineTool({
  id: 'date-difference',
  name: 'Date Difference Calculator',
  category: 'datetime',
  description:
    'The calendar difference between two dates (YYYY-MM-DD): years, months and days exactly as python-dateutil’s relativedelta gives them, ' +
    'plus total days, weeks and days, hours, and Monday-Friday business days (as numpy.busday_count counts them). ' +
    'The end defaults to today in UTC; an end before the start gives negative parts and says so. For instants with times and zones, use date-diff.',
  keywords: ['days between dates', 'days between', 'how many days', 'years months days', 'relativedelta', 'business days', 'working days', 'weekdays between', 'days until', 'days since'],
  mcp: true,
  input: closedObject({
    start: Type.String({ maxLength: 64, description: `The start: ${DATE_FIELD}` }),
    end: Type.Optional(Type.String({ maxLength: 64, description: `The end: ${DATE_FIELD}; defaults to today in UTC` })),
  }),
  output: closedObject({
    start: Type.String({ description: 'The start date, YYYY-MM-DD' }),
    end: Type.String({ description: 'The end date, YYYY-MM-DD (today in UTC when not given)' }),
    end_defaulted_to_today: Type.Boolean({ description: 'True when end was not given and today (UTC) was used' }),
    earlier: stringEnum(['start', 'end', 'same'], { description: 'Which date comes first; when it is end, every count below is negative or zero' }),
    years: int('Years of relativedelta(end, start)'),
    months: int('Months of relativedelta(end, start), -11 to 11'),
    days: int('Days of relativedelta(end, start), -30 to 30'),
    summary: Type.String({ description: 'The difference in words, e.g. "end is 3 years, 11 months and 2 days after start"' }),
    total_days: int('end minus start in days'),
    total_weeks: int('Whole weeks in total_days, toward zero'),
    remaining_days: int('total_days minus 7 × total_weeks (same sign as total_days)'),
    total_months: int('years × 12 + months'),
    total_hours: int('total_days × 24'),
    business_days: int('Monday-Friday days from start (included) toward end (excluded), negative backwards; no holidays (numpy.busday_count)'),
    start_weekday: stringEnum(WEEKDAYS, { description: 'The weekday of start' }),
    end_weekday: stringEnum(WEEKDAYS, { description: 'The weekday of end' }),
  }),
  examples: [
    {
      title: 'From a leap day',
      input: { start: '2020-02-29', end: '2024-01-31' },
      output: {
        start: '2020-02-29', end: '2024-01-31', end_defaulted_to_today: false, earlier: 'start',
        years: 3, months: 11, days: 2, summary: 'end is 3 years, 11 months and 2 days after start',
        total_days: 1432, total_weeks: 204, remaining_days: 4, total_months: 47, total_hours: 34368,
        business_days: 1022, start_weekday: 'Saturday', end_weekday: 'Wednesday',
      },
    },
    {
      title: 'Today (2024-01-01) is before the start: negative',
      input: { start: '2024-12-25' },
      output: {
        start: '2024-12-25', end: '2024-01-01', end_defaulted_to_today: true, earlier: 'end',
        years: 0, months: -11, days: -24, summary: 'end is 11 months and 24 days before start',
        total_days: -359, total_weeks: -51, remaining_days: -2, total_months: -11, total_hours: -8616,
        business_days: -257, start_weekday: 'Wednesday', end_weekday: 'Monday',
      },
    },
  ],
  run({ start: startText, end: endText }, ctx) {
    for (const [field, text] of [['start', startText], ['end', endText]] as const) {
      if (text !== undefined && /^\d{4}-\d{2}-\d{2}[T ]/i.test(text)) {
        invalid(`${field}: takes a calendar date only (YYYY-MM-DD), not a date-time; use date-diff to measure between instants`);
      }
    }
    const start = dateOrToday(startText, ctx.now(), 'start');
    const end = dateOrToday(endText, ctx.now(), 'end');
    const delta = relativeDelta(end, start);
    const totalDays = dayNumber(end) - dayNumber(start);
    const totalWeeks = Math.trunc(totalDays / 7) || 0;
    const earlier: 'start' | 'end' | 'same' = totalDays > 0 ? 'start' : totalDays < 0 ? 'end' : 'same';
    const words = describeYearsMonthsDays(delta);
    return {
      start: formatCivilDate(start),
      end: formatCivilDate(end),
      end_defaulted_to_today: endText === undefined,
      earlier,
      ...delta,
      summary: earlier === 'same' ? 'start and end are the same date' : `end is ${words} ${earlier === 'start' ? 'after' : 'before'} start`,
      total_days: totalDays,
      total_weeks: totalWeeks,
      remaining_days: totalDays - totalWeeks * 7 || 0,
      total_months: delta.years * 12 + delta.months || 0,
      total_hours: totalDays * 24 || 0,
      business_days: businessDays(dayNumber(start), dayNumber(end)),
      start_weekday: weekdayName(start),
      end_weekday: weekdayName(end),
    };
  },
});
