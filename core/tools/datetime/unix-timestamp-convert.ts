import { Type, type Static } from '@sinclair/typebox';
import { calendarDifference, MS_PER_SECOND } from '../../lib/calendar.ts';
import { assertDateRange, parseDate } from '../../lib/date-parse.ts';
import { parseNumericTimestamp, relativePhrase } from '../../lib/epoch-value.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { formatOffset, formatWallTime, offsetSecondsAt, resolveTimeZone, resolveWallTime, weekdayOf, zoneNamesAt } from '../../lib/time-zone.ts';
import { describeWallTime, wallTimeReportSchema, type WallTimeReport } from '../../lib/wall-time-report.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec gives the fields, not these):
 * - to_date reads `value` as a timestamp: seconds below 1e11 in magnitude, milliseconds from 1e11
 *   (the unix-timestamp tool's rule: 1e11 s is the year 5138, 1e11 ms March 1973), unless a suffix
 *   s or ms names the unit. read_as and read_note say which was used.
 * - to_timestamp reads `value` as a date text (lib/date-parse.ts forms). One that carries no zone or
 *   offset is a wall time in `timezone` (DST gaps and overlaps resolved and reported as
 *   timezone-convert does); one with its own offset or zone keeps it.
 * - now and relative phrases use ctx.now(); `value` is not read by now.
 * - rfc2822 is RFC 5322 §3.3 date-time in `timezone` (its zone is ±hhmm, so an offset with seconds,
 *   local mean time before standard time, is written in UTC instead); null before year 0.
 *   http_date is RFC 9110 IMF-fixdate, always GMT, as Date.prototype.toUTCString writes it.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const output = closedObject({
  mode: stringEnum(['now', 'to_date', 'to_timestamp'], { description: 'The mode used' }),
  read_as: stringEnum(['now', 'seconds', 'milliseconds', 'date'], { description: 'How the input was read: the current time, a timestamp in seconds or milliseconds, or a date text' }),
  read_note: Type.String({ description: 'Why it was read that way' }),
  seconds: Type.Integer({ description: 'Unix time in whole seconds, floored (-1.5 s gives -2)' }),
  milliseconds: Type.Integer({ description: 'Unix time in milliseconds' }),
  iso_utc: Type.String({ description: 'ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString' }),
  timezone: Type.String({ description: 'The zone of the local fields' }),
  local_iso: Type.String({ description: 'The local date-time in timezone with milliseconds and its offset' }),
  utc_offset: Type.String({ description: 'The offset of timezone at that instant, +HH:MM' }),
  abbreviation: Type.String({ description: "Intl's short en-US zone name (EST, GMT+9)" }),
  zone_name: Type.String({ description: "Intl's long en-US zone name" }),
  weekday: Type.String({ description: 'The local day of the week, in English' }),
  rfc2822: Type.Union([Type.String(), Type.Null()], { description: 'RFC 5322 / 2822 date-time in timezone (e.g. Tue, 14 Nov 2023 22:13:20 +0000); null before year 0' }),
  http_date: Type.String({ description: 'RFC 9110 HTTP date, always GMT (Date.prototype.toUTCString)' }),
  relative: Type.String({ description: 'Relative to now: "3 days ago", "in 2 hours", "just now"' }),
  now_utc: Type.String({ description: 'The current time the relative phrase is measured from, ISO 8601 in UTC' }),
  dst: Type.Optional(wallTimeReportSchema('to_timestamp of a date text without a zone only: how its wall time fell in timezone')),
});

type Result = Static<typeof output>;

interface Reading { instant: number; readAs: Result['read_as']; note: string; dst?: WallTimeReport }

function readTimestamp(value: string): Reading {
  const numeric = parseNumericTimestamp(value);
  if (!numeric) {
    invalid(`value: to_date takes a Unix timestamp such as 1700000000 (seconds) or 1700000000000 (milliseconds), optionally suffixed s or ms, got ${quoteClipped(value.trim())}; for a date text use mode to_timestamp`);
  }
  const why = numeric.unitGiven
    ? `the suffix named ${numeric.unit}`
    : `its magnitude is ${numeric.unit === 'seconds' ? 'below' : 'at least'} 1e11 (1e11 seconds is the year 5138, 1e11 milliseconds March 1973); add the suffix s or ms to choose the unit`;
  return { instant: assertDateRange(numeric.ms, 'value'), readAs: numeric.unit, note: `Read as ${numeric.unit}: ${why}.` };
}

/** True when `text` (already known to parse) names its own offset or zone: a second zone would be refused. */
function carriesZone(text: string): boolean {
  if (/^\s*[+-]?\d{4,6}(?:-\d{2}(?:-\d{2})?)?\s*$/.test(text)) return false;
  try {
    parseDate(`${text} UTC`, 'value');
    return false;
  } catch {
    return true;
  }
}

function readDate(value: string, zone: string): Reading {
  if (parseNumericTimestamp(value)) {
    invalid(`value: ${quoteClipped(value.trim())} is a timestamp; to_timestamp takes a date text (2024-01-31T12:00, 31 Jan 2024 12:00 UTC); use mode to_date for a timestamp`);
  }
  // Read as UTC first: for a text without a zone that is exactly its wall time on a UTC axis.
  const parsed = parseDate(value, 'value');
  if (carriesZone(value)) return { instant: parsed, readAs: 'date', note: 'Read as a date with its own offset or zone; timezone only sets the local fields.' };
  const resolution = resolveWallTime(zone, parsed);
  const instant = assertDateRange(resolution.instant, 'value');
  return {
    instant,
    readAs: 'date',
    note: `Read as a wall time in ${zone}, since it carries no offset or zone.`,
    dst: describeWallTime(zone, parsed, resolution),
  };
}

function rfc2822(instant: number, offsetSeconds: number): string | null {
  const exact = offsetSeconds % 60 === 0;
  const offset = exact ? offsetSeconds : 0;
  const wall = instant + offset * MS_PER_SECOND;
  const text = formatWallTime(wall);
  if (text.startsWith('-')) return null;
  const [date, time] = text.split('T') as [string, string];
  const [year, month, day] = date.replace(/^\+0*/, '').split('-') as [string, string, string];
  const zone = formatOffset(offset).replace(':', '');
  return `${weekdayOf(wall).slice(0, 3)}, ${day} ${MONTHS[Number(month) - 1]} ${year.padStart(4, '0')} ${time} ${zone}`;
}

const DATE_FORMS = 'ISO 8601 (2024-01-31, 2024-01-31T12:00, 2024-01-31T12:00:00+01:00) or written (31 Jan 2024 12:00, Tue, 14 Nov 2023 22:13:20 GMT)';

export default defineTool({
  id: 'unix-timestamp-convert',
  name: 'Unix Timestamp Converter',
  category: 'datetime',
  description:
    'Convert a Unix timestamp (seconds or milliseconds, told apart by magnitude or an s/ms suffix) to a date, a date text to the timestamp, or show the current time: ' +
    'seconds, milliseconds, ISO 8601 UTC, local time with offset in an IANA zone, RFC 2822 and HTTP dates, and a relative phrase. A date without an offset is read in the chosen zone.',
  keywords: ['epoch', 'epoch converter', 'unix time', 'posix time', 'timestamp to date', 'date to timestamp', 'milliseconds', 'rfc 2822', 'current timestamp'],
  mcp: true,
  input: closedObject({
    mode: stringEnum(['now', 'to_date', 'to_timestamp'], {
      description: 'now: the current time; to_date: read value as a Unix timestamp; to_timestamp: read value as a date text',
    }),
    value: Type.Optional(Type.String({
      maxLength: 256,
      description: `Required for to_date and to_timestamp. to_date: a timestamp (seconds below 1e11 in magnitude, milliseconds from 1e11; may be negative or have decimals; a suffix s or ms forces the unit). to_timestamp: a date, ${DATE_FORMS}; without an offset it is local time in timezone. Not read by now`,
    })),
    timezone: withDefault(Type.String({ maxLength: 64, description: 'IANA zone for the local fields, and for reading a date text without an offset (America/New_York, Asia/Tokyo, UTC)' }), 'UTC'),
  }),
  output,
  examples: [
    {
      title: 'Seconds to a date in Tokyo',
      input: { mode: 'to_date', value: '1700000000', timezone: 'Asia/Tokyo' },
      output: {
        mode: "to_date",
        read_as: "seconds",
        read_note: "Read as seconds: its magnitude is below 1e11 (1e11 seconds is the year 5138, 1e11 milliseconds March 1973); add the suffix s or ms to choose the unit.",
        seconds: 1700000000,
        milliseconds: 1700000000000,
        iso_utc: "2023-11-14T22:13:20.000Z",
        timezone: "Asia/Tokyo",
        local_iso: "2023-11-15T07:13:20.000+09:00",
        utc_offset: "+09:00",
        abbreviation: "GMT+9",
        zone_name: "Japan Standard Time",
        weekday: "Wednesday",
        rfc2822: "Wed, 15 Nov 2023 07:13:20 +0900",
        http_date: "Tue, 14 Nov 2023 22:13:20 GMT",
        relative: "1 month ago",
        now_utc: "2024-01-01T00:00:00.000Z"
      },
    },
    {
      title: 'A New York wall time to the timestamp',
      input: { mode: 'to_timestamp', value: '2024-07-04 09:00', timezone: 'America/New_York' },
      output: {
        mode: "to_timestamp",
        read_as: "date",
        read_note: "Read as a wall time in America/New_York, since it carries no offset or zone.",
        seconds: 1720098000,
        milliseconds: 1720098000000,
        iso_utc: "2024-07-04T13:00:00.000Z",
        timezone: "America/New_York",
        local_iso: "2024-07-04T09:00:00.000-04:00",
        utc_offset: "-04:00",
        abbreviation: "EDT",
        zone_name: "Eastern Daylight Time",
        weekday: "Thursday",
        rfc2822: "Thu, 04 Jul 2024 09:00:00 -0400",
        http_date: "Thu, 04 Jul 2024 13:00:00 GMT",
        relative: "in 6 months",
        now_utc: "2024-01-01T00:00:00.000Z",
        dst: {
          kind: "none",
          explanation: "2024-07-04T09:00:00 occurs exactly once in America/New_York."
        }
      },
    },
    {
      title: 'Now, in milliseconds too',
      input: { mode: 'now' },
      output: {
        mode: "now",
        read_as: "now",
        read_note: "The current time.",
        seconds: 1704067200,
        milliseconds: 1704067200000,
        iso_utc: "2024-01-01T00:00:00.000Z",
        timezone: "UTC",
        local_iso: "2024-01-01T00:00:00.000+00:00",
        utc_offset: "+00:00",
        abbreviation: "UTC",
        zone_name: "Coordinated Universal Time",
        weekday: "Monday",
        rfc2822: "Mon, 01 Jan 2024 00:00:00 +0000",
        http_date: "Mon, 01 Jan 2024 00:00:00 GMT",
        relative: "just now",
        now_utc: "2024-01-01T00:00:00.000Z"
      },
    },
  ],
  run({ mode, value, timezone }, ctx): Result {
    const zone = resolveTimeZone(timezone, 'timezone');
    const now = ctx.now().getTime();
    let reading: Reading = { instant: now, readAs: 'now', note: 'The current time.' };
    if (mode !== 'now') {
      if (value === undefined) invalid(`value: is required for mode ${mode}`);
      if (value.trim() === '') invalid(`value: must not be empty for mode ${mode}`);
      reading = mode === 'to_date' ? readTimestamp(value) : readDate(value, zone);
    }
    const { instant } = reading;
    const offset = offsetSecondsAt(zone, instant);
    const wall = instant + offset * MS_PER_SECOND;
    const millis = String(((instant % 1000) + 1000) % 1000).padStart(3, '0');
    return {
      mode,
      read_as: reading.readAs,
      read_note: reading.note,
      seconds: Math.floor(instant / MS_PER_SECOND),
      milliseconds: instant,
      iso_utc: new Date(instant).toISOString(),
      timezone: zone,
      local_iso: `${formatWallTime(wall)}.${millis}${formatOffset(offset)}`,
      utc_offset: formatOffset(offset),
      ...zoneNamesAt(zone, instant),
      weekday: weekdayOf(wall),
      rfc2822: rfc2822(instant, offset),
      http_date: new Date(instant).toUTCString(),
      relative: relativePhrase(calendarDifference(now, instant)),
      now_utc: new Date(now).toISOString(),
      ...(reading.dst ? { dst: reading.dst } : {}),
    };
  },
});
