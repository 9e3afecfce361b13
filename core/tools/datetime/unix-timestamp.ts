import { Type } from '@sinclair/typebox';
import { calendarDifference, type CalendarDifference } from '../../lib/calendar.ts';
import { assertDateRange, parseDate } from '../../lib/date-parse.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/** Above this magnitude a number is read as milliseconds (1e11 s is the year 5138; 1e11 ms is March 1973). */
const MILLISECONDS_FROM = 1e11;

const NUMBER = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Milliseconds of a numeric timestamp, exactly (no float rounding of the fraction): seconds
 * below 1e11 in magnitude, milliseconds from there; a fraction finer than a millisecond is
 * floored, as `timestamp` is.
 */
function numericTimestamp(match: RegExpExecArray): number {
  const [, sign, whole = '', fraction = ''] = match;
  const inSeconds = Number(`${whole}.${fraction || '0'}`) < MILLISECONDS_FROM;
  const msDigits = inSeconds ? 3 : 0;
  const ms = Number(whole) * 10 ** msDigits + Number(fraction.slice(0, msDigits).padEnd(msDigits, '0') || '0');
  const finer = /[1-9]/.test(fraction.slice(msDigits));
  if (sign !== '-') return ms;
  return finer ? -ms - 1 : ms === 0 ? 0 : -ms;
}

function instantOf(value: string): number {
  const number = NUMBER.exec(value.trim());
  if (number) return assertDateRange(numericTimestamp(number), 'value');
  return parseDate(value, 'value');
}

const UNITS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const satisfies readonly (keyof CalendarDifference)[];

/**
 * "3 days ago" / "in 2 hours" / "just now": the largest unit whose whole count is at least 1,
 * counts truncated toward zero (47 hours is "1 day"), months and years by the calendar. Worded
 * like Intl.RelativeTimeFormat('en', { numeric: 'always' }), built by hand so no engine's locale
 * data can change it.
 */
function relativePhrase(difference: CalendarDifference): string {
  for (const unit of UNITS) {
    const count = difference[unit];
    if (count === 0) continue;
    const size = Math.abs(count);
    const words = `${String(size).replace(/\B(?=(\d{3})+$)/g, ',')} ${size === 1 ? unit.slice(0, -1) : unit}`;
    return count < 0 ? `${words} ago` : `in ${words}`;
  }
  return 'just now';
}

export default defineTool({
  id: 'unix-timestamp',
  name: 'Unix Timestamp',
  category: 'datetime',
  description:
    'Convert a Unix timestamp (seconds, or milliseconds from 1e11 up) or a date string to the timestamp, ISO 8601, HTTP-date and a relative phrase; or give the current time. Dates without an offset are UTC.',
  keywords: ['epoch', 'unix time', 'posix', 'epoch converter', 'timestamp converter', 'iso 8601', 'date to timestamp', 'current time'],
  mcp: true,
  input: closedObject({
    action: stringEnum(['to_date', 'to_timestamp', 'now'], {
      description: 'to_date and to_timestamp both read `value` (a timestamp or a date string) and give the same full result; now gives the current time',
    }),
    value: Type.Optional(
      Type.String({
        maxLength: 256,
        description:
          'A Unix timestamp (seconds; milliseconds when its magnitude is at least 1e11; may be negative or have decimals) or a date string (ISO 8601, RFC 5322 / HTTP-date, or e.g. "31 Jan 2024 12:00"; UTC unless it carries an offset). Required for to_date and to_timestamp, unused for now',
      }),
    ),
  }),
  output: closedObject({
    timestamp: Type.Integer({ description: 'Whole seconds since 1970-01-01T00:00:00Z, floored (so -1.5 s gives -2)' }),
    iso: Type.String({ description: 'ISO 8601 in UTC with milliseconds and Z, as Date.prototype.toISOString' }),
    utc: Type.String({ description: 'HTTP-date style UTC string, as Date.prototype.toUTCString' }),
    relative: Type.String({ description: 'The instant relative to now, e.g. "3 days ago", "in 2 hours" or "just now"' }),
  }),
  examples: [
    {
      title: 'Seconds to a date',
      input: { action: 'to_date', value: '1700000000' },
      output: { timestamp: 1700000000, iso: '2023-11-14T22:13:20.000Z', utc: 'Tue, 14 Nov 2023 22:13:20 GMT', relative: '1 month ago' },
    },
    {
      title: 'An ISO date to the timestamp',
      input: { action: 'to_timestamp', value: '2024-01-04T12:30:00+02:00' },
      output: { timestamp: 1704364200, iso: '2024-01-04T10:30:00.000Z', utc: 'Thu, 04 Jan 2024 10:30:00 GMT', relative: 'in 3 days' },
    },
    {
      title: 'Now',
      input: { action: 'now' },
      output: { timestamp: 1704067200, iso: '2024-01-01T00:00:00.000Z', utc: 'Mon, 01 Jan 2024 00:00:00 GMT', relative: 'just now' },
    },
  ],
  run({ action, value }, ctx) {
    const now = ctx.now().getTime();
    let instant = now;
    if (action !== 'now') {
      if (value === undefined) invalid(`value: is required for action ${action}`);
      instant = instantOf(value);
    }
    const date = new Date(instant);
    return {
      timestamp: Math.floor(instant / 1000),
      iso: date.toISOString(),
      utc: date.toUTCString(),
      relative: relativePhrase(calendarDifference(now, instant)),
    };
  },
});
