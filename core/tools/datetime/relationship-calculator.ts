import { Type } from '@sinclair/typebox';
import {
  addDays, dateOrToday, dayNumber, describeYearsMonthsDays, formatCivilDate, inRange, nextAnniversary, parseCivilDate, relativeDelta,
  weekdayName, WEEKDAYS,
} from '../../lib/civil-date.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { ANNIVERSARY_GIFTS_SOURCE, TRADITIONAL_ANNIVERSARY_GIFTS } from './data/anniversary-gifts.ts';

/*
 * Rules:
 * - Time together is python-dateutil's relativedelta(target_date, start_date); a start after the
 *   target is refused.
 * - Anniversaries are start_date + n years as relativedelta adds them (a 29 February start is
 *   remembered on 28 February in common years); the next one is the first on or after
 *   target_date, n ≥ 1. Null past 9999-12-31.
 * - Day milestones are day 100 and every 500 days (500, 1000, 1500, … 5000, … 10000, …): the date
 *   when total_days (days elapsed since start_date, which is day 0) reaches that number. The next
 *   three on or after target_date are listed (fewer near year 9999).
 * - The traditional gift is the US traditional list in data/anniversary-gifts.ts, for the next
 *   anniversary's year; null for years it does not name.
 */

const DATE_FIELD = 'a calendar date written YYYY-MM-DD, years 0001-9999';
const UPCOMING_MILESTONES = 3;

/** Day milestones from `fromDays` on: 100, then the multiples of 500. */
function milestonesFrom(fromDays: number, count: number): number[] {
  const found: number[] = [];
  if (fromDays <= 100) found.push(100);
  for (let days = Math.max(500, Math.ceil(fromDays / 500) * 500); found.length < count; days += 500) found.push(days);
  return found;
}

const int = (description: string) => Type.Integer({ description });

const anniversary = closedObject({
  date: Type.String({ description: 'The anniversary date, YYYY-MM-DD' }),
  weekday: stringEnum(WEEKDAYS, { description: 'Its weekday' }),
  years: int('Which anniversary it is (1 = first)'),
  days_until: int('Days from target_date to it (0 on the day)'),
  traditional_gift: Type.Union([Type.String(), Type.Null()], { description: `The traditional gift for that year, or null when the list names none (${ANNIVERSARY_GIFTS_SOURCE})` }),
});

const milestone = closedObject({
  days: int('Days together at the milestone'),
  date: Type.String({ description: 'The date it is reached, YYYY-MM-DD' }),
  weekday: stringEnum(WEEKDAYS, { description: 'Its weekday' }),
  days_until: int('Days from target_date to it (0 on the day)'),
});

export default defineTool({
  id: 'relationship-calculator',
  name: 'Relationship Calculator',
  category: 'datetime',
  description:
    'How long you have been together since a start date (YYYY-MM-DD), on a target date (default today in UTC): years, months and days as python-dateutil’s relativedelta gives them, ' +
    'total days, weeks and months, the next anniversary with its traditional gift (US list, HowStuffWorks) and the next day milestones (day 100, then every 500 days).',
  keywords: ['anniversary', 'together since', 'days together', 'love calculator', 'dating', 'wedding anniversary', 'how long together', '100 days', '1000 days', 'anniversary gift'],
  mcp: true,
  input: closedObject({
    start_date: Type.String({ maxLength: 64, description: `The day it started (day 0): ${DATE_FIELD}; not after target_date` }),
    target_date: Type.Optional(Type.String({ maxLength: 64, description: `The date to count to: ${DATE_FIELD}; defaults to today in UTC` })),
  }),
  output: closedObject({
    start_date: Type.String({ description: 'The start date, YYYY-MM-DD' }),
    target_date: Type.String({ description: 'The date counted to, YYYY-MM-DD' }),
    target_defaulted_to_today: Type.Boolean({ description: 'True when target_date was not given and today (UTC) was used' }),
    years: int('Whole years together: relativedelta(target_date, start_date).years'),
    months: int('Months past the last anniversary, 0-11'),
    days: int('Days past the last whole month, 0-30'),
    summary: Type.String({ description: 'The time together in words' }),
    total_days: int('Days together (target_date minus start_date)'),
    total_weeks: int('Whole weeks together'),
    total_months: int('years × 12 + months'),
    is_anniversary_today: Type.Boolean({ description: 'True when target_date is an anniversary (the start date itself is not)' }),
    next_anniversary: Type.Union([anniversary, Type.Null()], { description: 'The first anniversary on or after target_date; null past 9999-12-31' }),
    upcoming_milestones: Type.Array(milestone, { description: 'The next day milestones on or after target_date (day 100, then every 500 days), up to three' }),
  }),
  examples: [
    {
      title: 'Together since June 2020, on 2024-01-01',
      input: { start_date: '2020-06-15' },
      output: {
        start_date: '2020-06-15', target_date: '2024-01-01', target_defaulted_to_today: true,
        years: 3, months: 6, days: 17, summary: '3 years, 6 months and 17 days', total_days: 1295, total_weeks: 185, total_months: 42,
        is_anniversary_today: false,
        next_anniversary: { date: '2024-06-15', weekday: 'Saturday', years: 4, days_until: 166, traditional_gift: 'Linen' },
        upcoming_milestones: [
          { days: 1500, date: '2024-07-24', weekday: 'Wednesday', days_until: 205 },
          { days: 2000, date: '2025-12-06', weekday: 'Saturday', days_until: 705 },
          { days: 2500, date: '2027-04-20', weekday: 'Tuesday', days_until: 1205 },
        ],
      },
    },
    {
      title: 'Day 100 is today',
      input: { start_date: '2023-09-23', target_date: '2024-01-01' },
      output: {
        start_date: '2023-09-23', target_date: '2024-01-01', target_defaulted_to_today: false,
        years: 0, months: 3, days: 9, summary: '3 months and 9 days', total_days: 100, total_weeks: 14, total_months: 3,
        is_anniversary_today: false,
        next_anniversary: { date: '2024-09-23', weekday: 'Monday', years: 1, days_until: 266, traditional_gift: 'Paper' },
        upcoming_milestones: [
          { days: 100, date: '2024-01-01', weekday: 'Monday', days_until: 0 },
          { days: 500, date: '2025-02-04', weekday: 'Tuesday', days_until: 400 },
          { days: 1000, date: '2026-06-19', weekday: 'Friday', days_until: 900 },
        ],
      },
    },
  ],
  run({ start_date, target_date }, ctx) {
    const start = parseCivilDate(start_date, 'start_date');
    const target = dateOrToday(target_date, ctx.now(), 'target_date');
    const totalDays = dayNumber(target) - dayNumber(start);
    if (totalDays < 0) {
      invalid(`start_date: ${formatCivilDate(start)} is after target_date ${formatCivilDate(target)}${target_date === undefined ? ' (today in UTC)' : ''}`);
    }
    const together = relativeDelta(target, start);
    const next = nextAnniversary(start, target);
    const upcoming = milestonesFrom(totalDays, UPCOMING_MILESTONES)
      .map((days) => ({ days, date: addDays(start, days) }))
      .filter(({ date }) => inRange(date))
      .map(({ days, date }) => ({ days, date: formatCivilDate(date), weekday: weekdayName(date), days_until: days - totalDays }));
    return {
      start_date: formatCivilDate(start),
      target_date: formatCivilDate(target),
      target_defaulted_to_today: target_date === undefined,
      ...together,
      summary: describeYearsMonthsDays(together),
      total_days: totalDays,
      total_weeks: Math.floor(totalDays / 7),
      total_months: together.years * 12 + together.months,
      is_anniversary_today: next !== null && dayNumber(next.date) === dayNumber(target),
      next_anniversary: next && {
        date: formatCivilDate(next.date),
        weekday: weekdayName(next.date),
        years: next.years,
        days_until: dayNumber(next.date) - dayNumber(target),
        traditional_gift: TRADITIONAL_ANNIVERSARY_GIFTS.get(next.years) ?? null,
      },
      upcoming_milestones: upcoming,
    };
  },
});
