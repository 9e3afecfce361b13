import { Type } from '@sinclair/typebox';
import { calendarDifference } from '../../lib/calendar.ts';
import { parseDate } from '../../lib/date-parse.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

const DATE_FORMS =
  'ISO 8601 (2024-01-31, 2024-01-31T12:00:00+01:00) or a written date (31 Jan 2024 12:00 UTC, Tue, 14 Nov 2023 22:13:20 GMT); without an offset it is UTC';

const total = (description: string) => Type.Integer({ description });

export default defineTool({
  id: 'date-diff',
  name: 'Date Difference',
  category: 'datetime',
  description:
    'The difference between two dates in whole days, weeks, calendar months and years, and total hours, minutes and seconds; negative when `to` is before `from`. Dates without an offset are UTC.',
  keywords: ['days between dates', 'date calculator', 'duration', 'time between', 'age', 'elapsed time', 'how many days'],
  mcp: true,
  input: closedObject({
    from: Type.String({ maxLength: 256, description: `The start date: ${DATE_FORMS}` }),
    to: Type.Optional(Type.String({ maxLength: 256, description: `The end date, same forms; defaults to the current time` })),
  }),
  output: closedObject({
    days: total('Whole days elapsed (24-hour periods)'),
    weeks: total('Whole weeks elapsed'),
    months: total('Whole calendar months: the most months that, added to the earlier date with the day clamped to the month end (Jan 31 + 1 month = Feb 29 in 2024), do not pass the later one'),
    years: total('Whole calendar years (whole months / 12)'),
    hours: total('Total whole hours elapsed'),
    minutes: total('Total whole minutes elapsed'),
    seconds: total('Total whole seconds elapsed'),
    fromDate: Type.String({ description: 'The start as ISO 8601 in UTC (Date.prototype.toISOString)' }),
    toDate: Type.String({ description: 'The end as ISO 8601 in UTC (Date.prototype.toISOString)' }),
  }),
  examples: [
    {
      title: 'Across a leap day',
      input: { from: '2023-03-01', to: '2024-02-29' },
      output: {
        days: 365, weeks: 52, months: 11, years: 0, hours: 8760, minutes: 525600, seconds: 31536000,
        fromDate: '2023-03-01T00:00:00.000Z', toDate: '2024-02-29T00:00:00.000Z',
      },
    },
    {
      title: 'Until now, backwards',
      input: { from: '2024-03-15T12:00:00Z' },
      output: {
        days: -74, weeks: -10, months: -2, years: 0, hours: -1788, minutes: -107280, seconds: -6436800,
        fromDate: '2024-03-15T12:00:00.000Z', toDate: '2024-01-01T00:00:00.000Z',
      },
    },
  ],
  run({ from, to }, ctx) {
    const start = parseDate(from, 'from');
    const end = to === undefined ? ctx.now().getTime() : parseDate(to, 'to');
    const { days, weeks, months, years, hours, minutes, seconds } = calendarDifference(start, end);
    return {
      days, weeks, months, years, hours, minutes, seconds,
      fromDate: new Date(start).toISOString(),
      toDate: new Date(end).toISOString(),
    };
  },
});
