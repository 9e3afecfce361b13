import { Type, type Static } from '@sinclair/typebox';
import { daysFromCivil, daysInMonth, MS_PER_DAY, MS_PER_SECOND } from '../../lib/calendar.ts';
import { quoteClipped } from '../../lib/quote.ts';
import {
  formatOffset, formatWallTime, offsetSecondsAt, resolveTimeZone, resolveWallTime, weekdayOf, zoneNamesAt,
} from '../../lib/time-zone.ts';
import { describeWallTime, utcText, wallTimeReportSchema } from '../../lib/wall-time-report.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec gives the fields, not these):
 * - datetime is a local wall time, YYYY-MM-DD with optional THH:MM[:SS] (a space may replace T;
 *   date alone is midnight), years 0001-9999 as python's datetime has them. A trailing Z or UTC
 *   offset is refused (400 naming datetime): the zone comes from from_tz alone, so the two can never
 *   disagree; Z means from_tz UTC.
 * - Zones are IANA names checked by Intl (UTC and Etc/GMT±N too); fixed offsets such as +05:30 are
 *   refused because Node's Intl refuses them while Bun's accepts them.
 * - A wall time in a DST gap or overlap is resolved like python's zoneinfo with fold=0 and Temporal's
 *   'compatible' disambiguation (lib/time-zone.ts), and `dst` says what happened and what was chosen.
 * - Abbreviations and long names are Intl's en-US ones (CLDR): where CLDR has no English abbreviation
 *   they read GMT+5:30 rather than IST.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(z|utc|gmt|[+-]\d{2}(?::?\d{2})?)$/i;

/** The wall time `text` names, on a UTC-like axis in ms; a 400 naming datetime otherwise. */
function parseWallTime(text: string): number {
  const trimmed = text.trim();
  const offset = WITH_OFFSET.exec(trimmed);
  if (offset) {
    invalid(`datetime: carries a UTC offset or zone (${quoteClipped(offset[1]!, 10)}); give the local wall time without it and name its zone in from_tz (Z is from_tz UTC)`);
  }
  const match = WALL_TIME.exec(trimmed);
  if (!match) invalid(`datetime: not a local date-time: ${quoteClipped(trimmed)}; write YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS (e.g. 2024-03-10T02:30)`);
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const problem =
    year! < 1 ? 'year 0000 is before year 0001'
    : month! < 1 || month! > 12 ? `month ${month} does not exist`
    : day! < 1 || day! > daysInMonth(year!, month!) ? `day ${day} does not exist in ${match[1]}-${match[2]}`
    : hour > 23 ? `hour ${hour} is out of range 00-23`
    : minute > 59 ? `minute ${minute} is out of range 00-59`
    : second > 59 ? `second ${second} is out of range 00-59`
    : undefined;
  if (problem) invalid(`datetime: not a valid date-time: ${quoteClipped(trimmed)} (${problem})`);
  return daysFromCivil(year!, month!, day!) * MS_PER_DAY + (hour * 3600 + minute * 60 + second) * MS_PER_SECOND;
}

const side = (which: string) =>
  closedObject({
    time_zone: Type.String({ description: `The ${which} zone, as given (letter case corrected)` }),
    date_time: Type.String({ description: `Local date and time in the ${which} zone, YYYY-MM-DDTHH:MM:SS` }),
    utc_offset: Type.String({ description: 'UTC offset in force, +HH:MM (+HH:MM:SS for local mean time before standard time)' }),
    iso: Type.String({ description: 'The local date-time with its offset, ISO 8601 / RFC 3339' }),
    abbreviation: Type.String({ description: "Intl's short en-US zone name (EST, GMT+5:30)" }),
    zone_name: Type.String({ description: "Intl's long en-US zone name (Eastern Standard Time)" }),
    weekday: Type.String({ description: 'Day of the week there, in English' }),
  }, { description: `The ${which} side` });

const output = closedObject({
  datetime: Type.String({ description: 'The wall time as read, YYYY-MM-DDTHH:MM:SS' }),
  instant_utc: Type.String({ description: 'The instant, ISO 8601 in UTC' }),
  from: side('source'),
  to: side('target'),
  dst: wallTimeReportSchema('Whether the source wall time fell in a DST gap or overlap in from_tz, and the rule applied'),
});

type Result = Static<typeof output>;

function describeSide(zone: string, instant: number): Result['from'] {
  const offset = offsetSecondsAt(zone, instant);
  const wall = instant + offset * MS_PER_SECOND;
  const dateTime = formatWallTime(wall);
  return {
    time_zone: zone,
    date_time: dateTime,
    utc_offset: formatOffset(offset),
    iso: `${dateTime}${formatOffset(offset)}`,
    ...zoneNamesAt(zone, instant),
    weekday: weekdayOf(wall),
  };
}

const ZONE_TEXT = 'An IANA time zone name (America/New_York, Europe/Paris, Asia/Kolkata, UTC, Etc/GMT+5); letter case is ignored';

export default defineTool({
  id: 'timezone-convert',
  name: 'Time Zone Converter',
  category: 'datetime',
  description:
    'Convert a local date and time from one IANA time zone to another, with the UTC offset, abbreviation and zone name on both sides and the instant in UTC. ' +
    "A time skipped or repeated by a DST change is flagged and resolved like python's zoneinfo (fold=0) and Temporal's 'compatible': the earlier instant of a repeat, the offset before the change for a gap. Zone data: the tz database through Intl.",
  keywords: ['time zone', 'tz converter', 'world clock', 'iana', 'utc offset', 'dst', 'daylight saving', 'meeting time', 'convert time'],
  mcp: true,
  input: closedObject({
    datetime: Type.String({
      maxLength: 32,
      description: 'The local wall time in from_tz: YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS (a space may replace T; a date alone is midnight), years 0001-9999; no Z or offset',
    }),
    from_tz: Type.String({ maxLength: 64, description: `The zone datetime is in. ${ZONE_TEXT}` }),
    to_tz: Type.String({ maxLength: 64, description: `The zone to convert to. ${ZONE_TEXT}` }),
  }),
  output,
  examples: [
    {
      title: 'A call at noon in Kolkata, in Los Angeles',
      input: { datetime: '2024-06-01T12:00', from_tz: 'Asia/Kolkata', to_tz: 'America/Los_Angeles' },
      output: {
        datetime: '2024-06-01T12:00:00',
        instant_utc: '2024-06-01T06:30:00Z',
        from: {
          time_zone: 'Asia/Kolkata',
          date_time: '2024-06-01T12:00:00',
          utc_offset: '+05:30',
          iso: '2024-06-01T12:00:00+05:30',
          abbreviation: 'GMT+5:30',
          zone_name: 'India Standard Time',
          weekday: 'Saturday',
        },
        to: {
          time_zone: 'America/Los_Angeles',
          date_time: '2024-05-31T23:30:00',
          utc_offset: '-07:00',
          iso: '2024-05-31T23:30:00-07:00',
          abbreviation: 'PDT',
          zone_name: 'Pacific Daylight Time',
          weekday: 'Friday',
        },
        dst: {
          kind: 'none',
          explanation: '2024-06-01T12:00:00 occurs exactly once in Asia/Kolkata.',
        }
      },
    },
    {
      title: 'A time skipped by the spring-forward change in New York',
      input: { datetime: '2024-03-10T02:30', from_tz: 'America/New_York', to_tz: 'Europe/London' },
      output: {
        datetime: '2024-03-10T02:30:00',
        instant_utc: '2024-03-10T07:30:00Z',
        from: {
          time_zone: 'America/New_York',
          date_time: '2024-03-10T03:30:00',
          utc_offset: '-04:00',
          iso: '2024-03-10T03:30:00-04:00',
          abbreviation: 'EDT',
          zone_name: 'Eastern Daylight Time',
          weekday: 'Sunday',
        },
        to: {
          time_zone: 'Europe/London',
          date_time: '2024-03-10T07:30:00',
          utc_offset: '+00:00',
          iso: '2024-03-10T07:30:00+00:00',
          abbreviation: 'GMT',
          zone_name: 'Greenwich Mean Time',
          weekday: 'Sunday',
        },
        dst: {
          kind: 'gap',
          explanation: "2024-03-10T02:30:00 does not exist in America/New_York: at 2024-03-10T07:00:00Z the clocks went forward from 02:00 to 03:00 (UTC offset -05:00 to -04:00). It was read with the offset before the change (-05:00), as python's zoneinfo does with fold=0 and Temporal's 'compatible' disambiguation: 2024-03-10T07:30:00Z, which the clocks there showed as 2024-03-10T03:30:00.",
          transition_utc: '2024-03-10T07:00:00Z',
          offset_before: '-05:00',
          offset_after: '-04:00',
        }
      },
    },
  ],
  run({ datetime, from_tz, to_tz }): Result {
    const fromZone = resolveTimeZone(from_tz, 'from_tz');
    const toZone = resolveTimeZone(to_tz, 'to_tz');
    const wallMs = parseWallTime(datetime);
    const resolution = resolveWallTime(fromZone, wallMs);
    return {
      datetime: formatWallTime(wallMs),
      instant_utc: utcText(resolution.instant),
      from: describeSide(fromZone, resolution.instant),
      to: describeSide(toZone, resolution.instant),
      dst: describeWallTime(fromZone, wallMs, resolution),
    };
  },
});
