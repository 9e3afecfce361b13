import { Type, type Static } from '@sinclair/typebox';
import { NICKNAMES } from '../../lib/cron-fields.ts';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Only the standard 5 fields (minute hour day-of-month month day-of-week, as crontab(5) has them):
 *   6 or 7 fields (a seconds field, Quartz's year) are refused with a message saying so. The
 *   nicknames @yearly, @annually, @monthly, @weekly, @daily, @midnight and @hourly are read as their
 *   5-field equivalents; @reboot has no schedule and is refused.
 * - Accepted syntax is what both cronstrue and croner read: *, numbers, names (JAN-DEC, SUN-SAT; 0 and 7
 *   are Sunday), ranges, steps (*\/15, 1-30\/5), lists, and the extensions ? (day fields), L, LW and nW
 *   (day of month), nL and n#k (day of week). Each field is checked by us first, so a mistake is named
 *   by field ("hour (field 2) "25": 25 is out of range 0-23"); anything else the libraries refuse is
 *   reported with their message.
 * - When both day fields are restricted, a day matches either (Vixie cron's OR, croner's default).
 * - The description is cronstrue's, in English with its default 12-hour clock. nextRuns are the next
 *   five times strictly after ctx.now(), in UTC, as ISO 8601 strings; fewer (or none) when the schedule
 *   never matches again (0 0 30 2 * never does; croner searches until the year 3000).
 * - A field lists at most 100 items: no field has more than 60 values, and a list of 100,000 items took
 *   the libraries seconds to describe.
 */

const loadCronstrue = lazy(async () => (await import('cronstrue')).default);
const loadCroner = lazy(async () => (await import('croner')).Cron);

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const FIELD_LIST = 'minute hour day-of-month month day-of-week';
// No field has more than 60 values, so longer lists only repeat them; they also cost seconds to describe.
const MAX_LIST_ITEMS = 100;

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  /** Names standing for values (JAN = 1, SUN = 0). */
  names?: readonly string[];
  firstNameValue?: number;
  dayOfMonth?: boolean;
  dayOfWeek?: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31, dayOfMonth: true },
  { name: 'month', min: 1, max: 12, names: MONTHS, firstNameValue: 1 },
  { name: 'day of week', min: 0, max: 7, names: DAYS, firstNameValue: 0, dayOfWeek: true },
];

/** A value of the field, or a problem phrase. `rangeEnd` reads SUN as 7, so SAT-SUN is a range. */
function fieldValue(text: string, spec: FieldSpec, rangeEnd = false): number | string {
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    return text.length > 2 || value < spec.min || value > spec.max ? `${quoteClipped(text, 10)} is out of range ${spec.min}-${spec.max}` : value;
  }
  const index = spec.names?.indexOf(text.toUpperCase()) ?? -1;
  if (index >= 0) return spec.dayOfWeek && rangeEnd && index === 0 ? 7 : index + spec.firstNameValue!;
  const kind = spec.names ? `a number ${spec.min}-${spec.max} or a name (${spec.names[0]}-${spec.names[spec.names.length - 1]})` : `a number ${spec.min}-${spec.max}`;
  return `${quoteClipped(text, 10)} is not ${kind}`;
}

function itemProblem(item: string, spec: FieldSpec): string | undefined {
  if (item === '') return 'has an empty list item (two commas in a row, or a comma at the start or end)';
  if (item === '*') return undefined;
  if (item === '?') return spec.dayOfMonth || spec.dayOfWeek ? undefined : '"?" is allowed only in the day-of-month and day-of-week fields';
  const upper = item.toUpperCase();
  if (spec.dayOfMonth && (upper === 'L' || upper === 'LW')) return undefined;
  if (spec.dayOfMonth && /^\d+W$/.test(upper)) {
    const value = fieldValue(upper.slice(0, -1), spec);
    return typeof value === 'string' ? value : undefined;
  }
  if (spec.dayOfWeek && /^[A-Z0-9]+(L|#\d+)$/.test(upper)) {
    const [, day, modifier] = /^([A-Z0-9]+)(L|#\d+)$/.exec(upper)!;
    const value = fieldValue(day!, spec);
    if (typeof value === 'string') return value;
    if (modifier !== 'L' && !/^#[1-5]$/.test(modifier!)) return `${quoteClipped(item, 10)}: the week number after # must be 1-5`;
    return undefined;
  }

  const parts = item.split('/');
  if (parts.length > 2) return `${quoteClipped(item, 20)} has more than one "/"`;
  const [body, step] = parts as [string, string | undefined];
  if (step !== undefined) {
    if (!/^\d+$/.test(step) || Number(step) < 1) return `${quoteClipped(item, 20)} has step ${quoteClipped(step, 10)}; a step is a whole number of at least 1`;
    if (Number(step) > spec.max - spec.min + 1) return `${quoteClipped(item, 20)} has step ${quoteClipped(step, 10)}, larger than the field's ${spec.max - spec.min + 1} values`;
    if (body !== '*' && !body.includes('-')) return `${quoteClipped(item, 20)}: a step follows * or a range (*/${step} or a-b/${step})`;
    if (body === '*') return undefined;
  }
  const bounds = body.split('-');
  if (bounds.length > 2) return `${quoteClipped(item, 20)} has more than one "-"`;
  if (bounds.length === 2) {
    const from = fieldValue(bounds[0]!, spec);
    if (typeof from === 'string') return from;
    const to = fieldValue(bounds[1]!, spec, true);
    if (typeof to === 'string') return to;
    if (from > to) return `${quoteClipped(item, 20)} is a range from ${from} down to ${to}; write the smaller value first`;
    return undefined;
  }
  const value = fieldValue(body, spec);
  return typeof value === 'string' ? value : undefined;
}

/** The five fields of `expression`, nicknames expanded, or a VALIDATION_ERROR naming the field at fault. */
function parseFields(expression: string): string[] {
  const trimmed = expression.trim();
  if (trimmed === '') invalid(`expression: is empty; a cron expression has 5 fields: ${FIELD_LIST}`);
  if (trimmed.startsWith('@')) {
    const nickname = trimmed.toLowerCase();
    if (nickname === '@reboot') invalid('expression: @reboot runs once at startup, not on a schedule, so it has no run times');
    const expanded = NICKNAMES[nickname];
    if (expanded === undefined) invalid(`expression: unknown nickname ${quoteClipped(trimmed, 20)}; known: ${Object.keys(NICKNAMES).join(', ')}`);
    return expanded.split(' ');
  }
  const fields = trimmed.split(/\s+/);
  if (fields.length === 6 || fields.length === 7) {
    invalid(
      `expression: has ${fields.length} fields; only the standard 5 (${FIELD_LIST}) are supported, ` +
        'not a seconds field (Quartz, croner, Spring) or a year field',
    );
  }
  if (fields.length !== 5) invalid(`expression: has ${fields.length} field${fields.length === 1 ? '' : 's'}; a cron expression has 5: ${FIELD_LIST}`);
  fields.forEach((field, index) => {
    const spec = FIELDS[index]!;
    // Counted before splitting: splitting a refused list of 350,000 items cost 40 ms of the 50 inline.
    const listed = itemCount(field);
    if (listed > MAX_LIST_ITEMS) {
      invalid(`expression: ${spec.name} (field ${index + 1}) lists ${listed} items; at most ${MAX_LIST_ITEMS} (a field has at most 60 values)`);
    }
    for (const item of field.split(',')) {
      const problem = itemProblem(item, spec);
      if (problem !== undefined) invalid(`expression: ${spec.name} (field ${index + 1}) ${quoteClipped(field, 30)}: ${problem}`);
    }
  });
  return fields;
}

/** How many comma-separated items `field` lists. */
function itemCount(field: string): number {
  let count = 1;
  for (let comma = field.indexOf(','); comma >= 0; comma = field.indexOf(',', comma + 1)) count++;
  return count;
}

/** A library's error as text: croner throws Errors, cronstrue throws strings. */
function libraryMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^(?:Error: )?(?:CronPattern: )?/, '');
}

const output = closedObject({
  expression: Type.String({ description: 'The expression as read: five fields separated by single spaces (a nickname expanded)' }),
  description: Type.String({ description: 'The schedule in English (cronstrue), e.g. "At 09:00 AM, only on Monday"' }),
  fields: closedObject(
    {
      minute: Type.String({ description: 'Field 1: minute (0-59)' }),
      hour: Type.String({ description: 'Field 2: hour (0-23)' }),
      dayOfMonth: Type.String({ description: 'Field 3: day of month (1-31)' }),
      month: Type.String({ description: 'Field 4: month (1-12 or JAN-DEC)' }),
      dayOfWeek: Type.String({ description: 'Field 5: day of week (0-7 or SUN-SAT; 0 and 7 are Sunday)' }),
    },
    { description: 'The five fields' },
  ),
  nextRuns: Type.Array(Type.String({ description: 'A run time, ISO 8601 in UTC' }), {
    maxItems: 5,
    description: 'The next five run times strictly after `after`, in UTC; fewer or none when the schedule never matches again',
  }),
  timezone: Type.Literal('UTC', { description: 'The time zone of nextRuns: always UTC' }),
  after: Type.String({ description: 'The moment the run times are counted from (the current time), ISO 8601 in UTC' }),
});

type Result = Static<typeof output>;

export default defineTool({
  id: 'cron-describe',
  name: 'Cron Expression Describer',
  category: 'developer',
  description:
    'Explain a standard 5-field cron expression (minute hour day-of-month month day-of-week) in plain English and list its next five run times in UTC. ' +
    'Six-field expressions with seconds are refused.',
  keywords: ['cron', 'crontab', 'cron expression', 'cron schedule', 'cronstrue', 'schedule', 'cron parser', 'next run'],
  mcp: true,
  input: closedObject({
    expression: Type.String({
      maxLength: 1_000_000,
      description: 'A 5-field cron expression, e.g. "*/15 9-17 * * MON-FRI", or a nickname such as @daily',
    }),
  }),
  output,
  examples: [
    {
      title: 'Every Monday at 09:00 (2024-01-01 is a Monday)',
      input: { expression: '0 9 * * 1' },
      output: {
        expression: '0 9 * * 1',
        description: 'At 09:00 AM, only on Monday',
        fields: { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '1' },
        nextRuns: ['2024-01-01T09:00:00.000Z', '2024-01-08T09:00:00.000Z', '2024-01-15T09:00:00.000Z', '2024-01-22T09:00:00.000Z', '2024-01-29T09:00:00.000Z'],
        timezone: 'UTC',
        after: '2024-01-01T00:00:00.000Z',
      },
    },
    {
      title: 'Weekdays at 23:00 (cronstrue\'s README example)',
      input: { expression: '0 23 ? * MON-FRI' },
      output: {
        expression: '0 23 ? * MON-FRI',
        description: 'At 11:00 PM, Monday through Friday',
        fields: { minute: '0', hour: '23', dayOfMonth: '?', month: '*', dayOfWeek: 'MON-FRI' },
        nextRuns: ['2024-03-01T23:00:00.000Z', '2024-03-04T23:00:00.000Z', '2024-03-05T23:00:00.000Z', '2024-03-06T23:00:00.000Z', '2024-03-07T23:00:00.000Z'],
        timezone: 'UTC',
        after: '2024-02-29T23:00:00.000Z',
      },
      now: '2024-02-29T23:00:00.000Z',
    },
  ],
  async run({ expression }, ctx): Promise<Result> {
    const fields = parseFields(expression);
    const normalized = fields.join(' ');
    const [cronstrue, Cron] = await Promise.all([loadCronstrue(), loadCroner()]);

    let description: string;
    let nextRuns: Date[];
    try {
      description = cronstrue.toString(normalized, { throwExceptionOnParseError: true });
    } catch (error) {
      invalid(`expression: ${libraryMessage(error)}`);
    }
    const now = ctx.now();
    try {
      // No function is given, so nothing is scheduled: the job only answers questions about its pattern.
      const job = new Cron(normalized, { timezone: 'UTC', mode: '5-part', domAndDow: false });
      nextRuns = job.nextRuns(5, now);
    } catch (error) {
      invalid(`expression: ${libraryMessage(error)}`);
    }
    const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
    return {
      expression: normalized,
      description,
      fields: { minute, hour, dayOfMonth, month, dayOfWeek },
      nextRuns: nextRuns.map((date) => date.toISOString()),
      timezone: 'UTC',
      after: now.toISOString(),
    };
  },
});
