import { Type } from '@sinclair/typebox';
import {
  addYears, dateOrToday, dayNumber, describeYearsMonthsDays, formatCivilDate, inRange, nextAnniversary, parseCivilDate, relativeDelta,
  weekdayName, WEEKDAYS,
} from '../../lib/civil-date.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Rules:
 * - Years of service are python-dateutil's relativedelta(target_date, start_date); a start after
 *   the target is refused.
 * - Work anniversaries are start_date + n years as relativedelta adds them (a 29 February start
 *   has its anniversary on 28 February in common years); the next one is the first on or after
 *   target_date, n ≥ 1; null past 9999-12-31.
 * - Service milestones are the usual service-award steps 1, 3, 5 and then every 5 years up to 100
 *   (our convention; employers' award schemes vary). One is reached on its anniversary date;
 *   next_milestone is the first whose date is on or after target_date, so on the day itself it is
 *   both reached and next, with 0 days to go, as next_anniversary is.
 */

const DATE_FIELD = 'a calendar date written YYYY-MM-DD, years 0001-9999';
const MILESTONE_YEARS: readonly number[] = [1, 3, ...Array.from({ length: 20 }, (_, i) => (i + 1) * 5)];

const int = (description: string) => Type.Integer({ description });

const dated = (what: string) =>
  closedObject({
    years: int(`Years of service at the ${what}`),
    date: Type.String({ description: `The ${what} date, YYYY-MM-DD` }),
    weekday: stringEnum(WEEKDAYS, { description: 'Its weekday' }),
    days_until: int('Days from target_date to it (0 on the day)'),
  });

export default defineTool({
  id: 'work-anniversary-calculator',
  name: 'Work Anniversary Calculator',
  category: 'datetime',
  description:
    'Years of service from a start date (YYYY-MM-DD) to a target date (default today in UTC): years, months and days as python-dateutil’s relativedelta gives them, ' +
    'the next work anniversary and the days until it, and service milestones (1, 3, 5, then every 5 years to 100) reached and next.',
  keywords: ['years of service', 'service anniversary', 'employment anniversary', 'tenure', 'job anniversary', 'service award', 'hire date', 'length of service'],
  mcp: true,
  input: closedObject({
    start_date: Type.String({ maxLength: 64, description: `The first day of work (hire date): ${DATE_FIELD}; not after target_date` }),
    target_date: Type.Optional(Type.String({ maxLength: 64, description: `The date to count to: ${DATE_FIELD}; defaults to today in UTC` })),
  }),
  output: closedObject({
    start_date: Type.String({ description: 'The start date, YYYY-MM-DD' }),
    target_date: Type.String({ description: 'The date counted to, YYYY-MM-DD' }),
    target_defaulted_to_today: Type.Boolean({ description: 'True when target_date was not given and today (UTC) was used' }),
    years: int('Whole years of service: relativedelta(target_date, start_date).years'),
    months: int('Months past the last work anniversary, 0-11'),
    days: int('Days past the last whole month, 0-30'),
    summary: Type.String({ description: 'The service in words' }),
    total_days: int('target_date minus start_date in days'),
    total_months: int('years × 12 + months'),
    is_anniversary_today: Type.Boolean({ description: 'True when target_date is a work anniversary (the start date itself is not)' }),
    next_anniversary: Type.Union([dated('anniversary'), Type.Null()], { description: 'The first work anniversary on or after target_date; null past 9999-12-31' }),
    milestones_reached: Type.Array(
      closedObject({ years: int('The milestone, in years'), date: Type.String({ description: 'The date it was reached, YYYY-MM-DD' }) }),
      { description: 'Service milestones (1, 3, 5, 10, 15, … 100 years) reached on or before target_date, oldest first' },
    ),
    next_milestone: Type.Union([dated('milestone'), Type.Null()], { description: 'The first service milestone on or after target_date; null past 100 years or 9999-12-31' }),
  }),
  examples: [
    {
      title: 'Hired in March 2016, on 2024-01-01',
      input: { start_date: '2016-03-14' },
      output: {
        start_date: '2016-03-14', target_date: '2024-01-01', target_defaulted_to_today: true,
        years: 7, months: 9, days: 18, summary: '7 years, 9 months and 18 days', total_days: 2849, total_months: 93,
        is_anniversary_today: false,
        next_anniversary: { years: 8, date: '2024-03-14', weekday: 'Thursday', days_until: 73 },
        milestones_reached: [{ years: 1, date: '2017-03-14' }, { years: 3, date: '2019-03-14' }, { years: 5, date: '2021-03-14' }],
        next_milestone: { years: 10, date: '2026-03-14', weekday: 'Saturday', days_until: 803 },
      },
    },
    {
      title: 'A tenth anniversary today',
      input: { start_date: '2014-01-01', target_date: '2024-01-01' },
      output: {
        start_date: '2014-01-01', target_date: '2024-01-01', target_defaulted_to_today: false,
        years: 10, months: 0, days: 0, summary: '10 years', total_days: 3652, total_months: 120,
        is_anniversary_today: true,
        next_anniversary: { years: 10, date: '2024-01-01', weekday: 'Monday', days_until: 0 },
        milestones_reached: [{ years: 1, date: '2015-01-01' }, { years: 3, date: '2017-01-01' }, { years: 5, date: '2019-01-01' }, { years: 10, date: '2024-01-01' }],
        next_milestone: { years: 10, date: '2024-01-01', weekday: 'Monday', days_until: 0 },
      },
    },
  ],
  run({ start_date, target_date }, ctx) {
    const start = parseCivilDate(start_date, 'start_date');
    const target = dateOrToday(target_date, ctx.now(), 'target_date');
    const targetDay = dayNumber(target);
    const totalDays = targetDay - dayNumber(start);
    if (totalDays < 0) {
      invalid(`start_date: ${formatCivilDate(start)} is after target_date ${formatCivilDate(target)}${target_date === undefined ? ' (today in UTC)' : ''}`);
    }
    const service = relativeDelta(target, start);
    const next = nextAnniversary(start, target);
    const upcoming = (years: number, date: ReturnType<typeof addYears>) => ({
      years, date: formatCivilDate(date), weekday: weekdayName(date), days_until: dayNumber(date) - targetDay,
    });
    const milestones = MILESTONE_YEARS.map((years) => ({ years, date: addYears(start, years) })).filter(({ date }) => inRange(date));
    const nextMilestone = milestones.find(({ date }) => dayNumber(date) >= targetDay);
    return {
      start_date: formatCivilDate(start),
      target_date: formatCivilDate(target),
      target_defaulted_to_today: target_date === undefined,
      ...service,
      summary: describeYearsMonthsDays(service),
      total_days: totalDays,
      total_months: service.years * 12 + service.months,
      is_anniversary_today: next !== null && dayNumber(next.date) === targetDay,
      next_anniversary: next && upcoming(next.years, next.date),
      milestones_reached: milestones.filter(({ date }) => dayNumber(date) <= targetDay).map(({ years, date }) => ({ years, date: formatCivilDate(date) })),
      next_milestone: nextMilestone ? upcoming(nextMilestone.years, nextMilestone.date) : null,
    };
  },
});
