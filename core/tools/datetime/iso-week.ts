import { Type, type Static } from '@sinclair/typebox';
import { daysFromCivil, MS_PER_DAY } from '../../lib/calendar.ts';
import { dayNumber, fromDayNumber, MAX_DAY, parseCivilDate, WEEKDAYS } from '../../lib/civil-date.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { formatWallTime } from '../../lib/time-zone.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * ISO 8601 week dates, own code (a few lines of arithmetic; date-fns would add nothing):
 * - Week 1 is the week holding the year's first Thursday (the one holding 4 January); weeks run
 *   Monday (1) to Sunday (7). A year has 53 weeks when 28 December falls in week 53, that is when
 *   it starts on a Thursday, or on a Wednesday in a leap year.
 * - Give date or week, not both. week is YYYY-Www (its Monday) or YYYY-Www-D; the compact forms
 *   YYYYWww and YYYYWwwD are read too. Years 0001-9999 as python's date has them; the Sunday of
 *   9999-W52 is 10000-01-02, written in ISO 8601's expanded form +010000-01-02.
 */

const WEEK = /^(\d{4})-?W(\d{2})(?:-?([1-7]))?$/i;

/** ISO weekday 1 (Monday) .. 7 (Sunday) of a day counted from 1970-01-01, a Thursday. */
const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** The Monday of week 1 of ISO year `year`: the Monday on or before 4 January. */
function weekOneMonday(year: number): number {
  const fourth = daysFromCivil(year, 1, 4);
  return fourth - (isoWeekday(fourth) - 1);
}

const weeksInYear = (year: number): number => (weekOneMonday(year + 1) - weekOneMonday(year)) / 7;

const dateText = (day: number): string => formatWallTime(day * MS_PER_DAY).slice(0, -9);

function isoWeekOf(day: number): { isoYear: number; week: number } {
  const { year } = fromDayNumber(day);
  // The ISO year is the calendar year, the one before (early January) or the one after (late December).
  const isoYear = day >= weekOneMonday(year + 1) ? year + 1 : day < weekOneMonday(year) ? year - 1 : year;
  return { isoYear, week: Math.floor((day - weekOneMonday(isoYear)) / 7) + 1 };
}

function parseWeek(text: string): number {
  const trimmed = text.trim();
  const match = WEEK.exec(trimmed);
  if (!match) invalid(`week: not an ISO week: ${quoteClipped(trimmed)}; write YYYY-Www or YYYY-Www-D (e.g. 2024-W09 or 2024-W09-4)`);
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (year < 1) invalid('week: year must be 0001-9999');
  const weeks = weeksInYear(year);
  if (week < 1 || week > weeks) invalid(`week: week ${match[2]} does not exist in ${match[1]}, which has weeks 01-${weeks}`);
  return weekOneMonday(year) + (week - 1) * 7 + Number(match[3] ?? 1) - 1;
}

const output = closedObject({
  date: Type.String({ description: 'The calendar date, YYYY-MM-DD (the Monday when week had no weekday)' }),
  isoYear: Type.Integer({ description: 'The ISO week-numbering year (differs from the calendar year in the first and last days of some years)' }),
  week: Type.Integer({ description: 'The ISO week number, 1-53' }),
  weekday: Type.Integer({ description: 'The ISO weekday, 1 (Monday) to 7 (Sunday)' }),
  weekdayName: Type.String({ description: 'The weekday in English' }),
  isoWeek: Type.String({ description: 'The week, YYYY-Www' }),
  isoWeekDate: Type.String({ description: 'The week date, YYYY-Www-D' }),
  dayOfYear: Type.Integer({ description: 'The day of the calendar year, 1-366 (ISO ordinal date)' }),
  monday: Type.String({ description: 'The first day of the week, YYYY-MM-DD' }),
  sunday: Type.String({ description: 'The last day of the week, YYYY-MM-DD' }),
  weeksInYear: Type.Integer({ description: 'How many weeks the ISO year has, 52 or 53' }),
});

export default defineTool({
  id: 'iso-week',
  name: 'ISO Week Number',
  category: 'datetime',
  description:
    'The ISO 8601 week of a date (week-numbering year, week 1-53, weekday, the Monday and Sunday of that week, weeks in the year), or the dates of an ISO week such as 2024-W09 or 2024-W09-4.',
  keywords: ['week number', 'iso week', 'calendar week', 'kw', 'kalenderwoche', 'isocalendar', 'week of year', 'yyyy-www', 'fromisocalendar', 'strftime week'],
  mcp: true,
  input: closedObject({
    date: Type.Optional(Type.String({ maxLength: 10, description: 'A date, YYYY-MM-DD, years 0001-9999; give this or week' })),
    week: Type.Optional(Type.String({ maxLength: 10, description: 'An ISO week, YYYY-Www or YYYY-Www-D (D = 1 Monday .. 7 Sunday; 1 when left out), years 0001-9999; give this or date' })),
  }),
  output,
  examples: [
    {
      title: 'The last days of December can belong to next year\'s week 1',
      input: { date: '2024-12-30' },
      output: {
        date: '2024-12-30', isoYear: 2025, week: 1, weekday: 1, weekdayName: 'Monday', isoWeek: '2025-W01', isoWeekDate: '2025-W01-1',
        dayOfYear: 365, monday: '2024-12-30', sunday: '2025-01-05', weeksInYear: 52,
      },
    },
    {
      title: 'Week 53 of 2020, Friday',
      input: { week: '2020-W53-5' },
      output: {
        date: '2021-01-01', isoYear: 2020, week: 53, weekday: 5, weekdayName: 'Friday', isoWeek: '2020-W53', isoWeekDate: '2020-W53-5',
        dayOfYear: 1, monday: '2020-12-28', sunday: '2021-01-03', weeksInYear: 53,
      },
    },
  ],
  run({ date, week }): Static<typeof output> {
    if (date !== undefined && week !== undefined) invalid('date: give date or week, not both');
    if (date === undefined && week === undefined) invalid('date: give a date (YYYY-MM-DD) or a week (YYYY-Www[-D])');
    const day = date !== undefined ? dayNumber(parseCivilDate(date.trim(), 'date')) : parseWeek(week!);
    if (day > MAX_DAY) invalid(`week: ${quoteClipped(week!.trim())} falls after 9999-12-31`);
    const { isoYear, week: weekNumber } = isoWeekOf(day);
    const weekday = isoWeekday(day);
    const monday = day - (weekday - 1);
    const isoWeek = `${String(isoYear).padStart(4, '0')}-W${String(weekNumber).padStart(2, '0')}`;
    return {
      date: dateText(day),
      isoYear,
      week: weekNumber,
      weekday,
      weekdayName: WEEKDAYS[weekday - 1]!,
      isoWeek,
      isoWeekDate: `${isoWeek}-${weekday}`,
      dayOfYear: day - daysFromCivil(fromDayNumber(day).year, 1, 1) + 1,
      monday: dateText(monday),
      sunday: dateText(monday + 6),
      weeksInYear: weeksInYear(isoYear),
    };
  },
});
