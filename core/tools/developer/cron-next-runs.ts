import { Type, type Static } from '@sinclair/typebox';
import { parseCron } from '../../lib/cron-fields.ts';
import { parseDate } from '../../lib/date-parse.ts';
import { lazy } from '../../lib/lazy.ts';
import { formatOffset, formatWallTime, offsetSecondsAt, resolveTimeZone } from '../../lib/time-zone.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Syntax is standard 5-field cron as crontab(5) has it, read and checked by lib/cron-fields.ts
 *   (the nicknames too, @reboot refused: it has no schedule). Seconds fields and the Quartz
 *   extensions (?, L, W, #) are refused there, so every accepted expression means the same to
 *   cron, croniter and croner.
 * - The day rule is crontab(5)'s: when both day fields are restricted (neither starts with *),
 *   a day matching either runs; otherwise both must match. croner is told which (domAndDow), since
 *   on its own it reads "*\/2" as restricted where Vixie cron does not.
 * - Times are found by croner in the IANA zone `tz`, wall time matched minute by minute, except
 *   at DST changes, where croner follows the habit of Vixie cron and cronie for fixed-time jobs: a
 *   wall time skipped by the spring-forward jump runs at the first minute after it (02:30 on the
 *   day New York jumps 02:00 → 03:00 runs at 03:00), and a fixed time repeated by the fall back
 *   runs once, at its first occurrence; a schedule firing every few minutes runs through both copies
 *   of the repeated hour.
 * - `from` defaults to the current time; a date-time written without an offset is UTC (the
 *   catalog's date parser reads every offset-less form that way). Runs are strictly after it.
 * - croner searches up to the year 3000, so a schedule that never matches (0 0 30 2 *) answers
 *   an empty list rather than an error; with count 100 that search is why the tool is isolate.
 */

const loadCroner = lazy(async () => (await import('croner')).Cron);

const run = closedObject({
  utc: Type.String({ description: 'The run time, ISO 8601 in UTC' }),
  local: Type.String({ description: 'The same instant as wall time in `timezone`, ISO 8601 with its UTC offset' }),
});

const output = closedObject({
  expression: Type.String({ description: 'The expression as read: five fields separated by single spaces (a nickname expanded)' }),
  timezone: Type.String({ description: 'The IANA time zone the schedule runs in' }),
  from: Type.String({ description: 'The moment the runs are counted from (exclusive), ISO 8601 in UTC' }),
  runs: Type.Array(run, { maxItems: 100, description: 'The next run times in order; fewer than asked (or none) when the schedule stops matching before the year 3000' }),
});

type Result = Static<typeof output>;

function libraryMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^(?:Error: )?(?:CronPattern: )?/, '');
}

export default defineTool({
  id: 'cron-next-runs',
  name: 'Cron Next Run Times',
  category: 'developer',
  description:
    'List the next run times (1 to 100) of a standard 5-field cron expression in any IANA time zone, counted from a given moment or now, ' +
    'with crontab(5)\'s day-of-month/day-of-week rule and DST handled as cron daemons do.',
  keywords: ['cron', 'crontab', 'next run', 'cron schedule', 'croniter', 'cron next', 'schedule preview', 'when will cron run'],
  isolate: true,
  input: closedObject({
    expression: Type.String({
      maxLength: 1_000,
      description: 'A 5-field cron expression (minute hour day-of-month month day-of-week), e.g. "*/15 9-17 * * MON-FRI", or a nickname such as @daily; at most 1,000 characters',
    }),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'How many run times to list, 1 to 100; default 10' }), 10),
    tz: withDefault(Type.String({ maxLength: 64, description: 'The IANA time zone the schedule runs in, e.g. Europe/Berlin; default UTC' }), 'UTC'),
    from: Type.Optional(Type.String({
      maxLength: 64,
      description: 'Count runs strictly after this moment, ISO 8601 (e.g. 2024-03-01T12:00:00Z; without an offset it is UTC); default now',
    })),
  }),
  output,
  examples: [
    {
      title: 'Weekdays at 09:30 in New York, across the spring DST change',
      input: { expression: '30 9 * * MON-FRI', count: 3, tz: 'America/New_York', from: '2024-03-08T00:00:00Z' },
      output: {
        expression: '30 9 * * MON-FRI',
        timezone: 'America/New_York',
        from: '2024-03-08T00:00:00.000Z',
        runs: [
          { utc: '2024-03-08T14:30:00.000Z', local: '2024-03-08T09:30:00-05:00' },
          { utc: '2024-03-11T13:30:00.000Z', local: '2024-03-11T09:30:00-04:00' },
          { utc: '2024-03-12T13:30:00.000Z', local: '2024-03-12T09:30:00-04:00' },
        ],
      },
    },
    {
      title: 'Every 29 February, counted from now',
      input: { expression: '0 0 29 2 *', count: 2 },
      output: {
        expression: '0 0 29 2 *',
        timezone: 'UTC',
        from: '2024-01-01T00:00:00.000Z',
        runs: [
          { utc: '2024-02-29T00:00:00.000Z', local: '2024-02-29T00:00:00+00:00' },
          { utc: '2028-02-29T00:00:00.000Z', local: '2028-02-29T00:00:00+00:00' },
        ],
      },
    },
  ],
  async run({ expression, count, tz, from }, ctx): Promise<Result> {
    const schedule = parseCron(expression);
    if (schedule.reboot) invalid('expression: @reboot runs once at startup, not on a schedule, so it has no run times');
    const zone = resolveTimeZone(tz, 'tz');
    const start = from === undefined ? ctx.now().getTime() : parseDate(from, 'from');
    const Cron = await loadCroner();
    let dates: Date[];
    try {
      // No function is given, so nothing is scheduled: the job only answers questions about its pattern.
      const job = new Cron(schedule.expression, {
        timezone: zone,
        mode: '5-part',
        domAndDow: !(schedule.dayOfMonthRestricted && schedule.dayOfWeekRestricted),
      });
      dates = job.nextRuns(count, new Date(start));
    } catch (error) {
      invalid(`expression: ${libraryMessage(error)}`);
    }
    return {
      expression: schedule.expression,
      timezone: zone,
      from: new Date(start).toISOString(),
      runs: dates.map((date) => {
        const ms = date.getTime();
        const offset = offsetSecondsAt(zone, ms);
        return { utc: date.toISOString(), local: formatWallTime(ms + offset * 1000) + formatOffset(offset) };
      }),
    };
  },
});
