import { Type } from '@sinclair/typebox';
import { calendarDifference } from '../../lib/calendar.ts';
import { assertDateRange, parseDate } from '../../lib/date-parse.ts';
import { parseNumericTimestamp, relativePhrase } from '../../lib/epoch-value.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/** A plain number is a timestamp (lib/epoch-value.ts: seconds below 1e11, milliseconds from there); anything else a date. */
function instantOf(value: string): number {
  const number = parseNumericTimestamp(value);
  // This tool reads bare numbers only, as it always has; unit suffixes are unix-timestamp-convert's.
  if (number && !number.unitGiven) return assertDateRange(number.ms, 'value');
  return parseDate(value, 'value');
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
