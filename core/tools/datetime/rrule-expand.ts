import { Type, type Static } from '@sinclair/typebox';
import { daysFromCivil, MS_PER_DAY, MS_PER_SECOND } from '../../lib/calendar.ts';
import { MAX_DAY, MIN_DAY } from '../../lib/civil-date.ts';
import { lazyModule } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { formatOffset, formatWallTime, offsetSecondsAt, resolveTimeZone, resolveWallTime } from '../../lib/time-zone.ts';
import { parseZonedDateTime } from '../../lib/zoned-date-time.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves these open):
 * - The rule is expanded by the rrule package (BSD-3-Clause) on the wall clock, as RFC 5545 §3.3.10
 *   says: DTSTART's local time is handed to it as a "floating" UTC date, and each occurrence's wall
 *   time is turned into an instant in the zone afterwards (a time skipped by DST moves forward, as
 *   zoneinfo with fold=0). rrule's own TZID handling is not used: it depends on the machine's zone.
 * - Occurrences are written with their offset when a zone is known (TZID or tz), with Z for a UTC
 *   DTSTART (…Z), and as floating local times otherwise.
 * - Input lines: an optional DTSTART (VALUE=DATE and TZID params read), then RRULE: or a bare
 *   FREQ=… rule. EXDATE, RDATE and EXRULE are refused rather than ignored.
 * - No DTSTART at all is refused (python's rrulestr would use the current time).
 * - The rule's own COUNT and UNTIL end it; count caps how many are listed. A rule that matches
 *   nothing for millennia (FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30) runs until the deadline: isolate.
 */

const loadRrule = lazyModule(() => import('rrule'));

const DTSTART = /^DTSTART((?:;[A-Z-]+=[^:;]*)*):(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/i;

interface Start {
  /** Wall time, ms on a UTC-like axis. */
  wall: number;
  zone: string | undefined;
  utc: boolean;
  dateOnly: boolean;
}

function parseDtstartLine(line: string): Start {
  const match = DTSTART.exec(line);
  if (!match) invalid(`rrule: cannot read ${quoteClipped(line)}; write DTSTART:YYYYMMDDTHHMMSS, DTSTART;TZID=Europe/Paris:YYYYMMDDTHHMMSS or DTSTART;VALUE=DATE:YYYYMMDD`);
  const params = new Map(match[1]!.split(';').filter(Boolean).map((part) => {
    const [key, value] = part.split('=');
    return [key!.toUpperCase(), value!] as const;
  }));
  const [year, month, day, hour, minute, second] = match.slice(2, 8).map((part) => Number(part ?? 0)) as number[];
  const wall = checkedWall(year!, month!, day!, hour!, minute!, second!);
  const zone = params.has('TZID') ? resolveTimeZone(params.get('TZID')!, 'rrule') : undefined;
  if (zone !== undefined && match[8]) invalid('rrule: DTSTART has both a TZID and a Z time');
  return { wall, zone, utc: match[8] !== '' && match[8] !== undefined, dateOnly: match[5] === undefined };
}

function checkedWall(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const days = daysFromCivil(year, month, day);
  const back = new Date(days * MS_PER_DAY);
  if (year < 1 || back.getUTCMonth() + 1 !== month || back.getUTCDate() !== day) invalid(`rrule: DTSTART date ${year}-${month}-${day} does not exist`);
  if (hour > 23 || minute > 59 || second > 59) invalid('rrule: DTSTART time is out of range');
  return days * MS_PER_DAY + (hour * 3600 + minute * 60 + second) * MS_PER_SECOND;
}

const output = closedObject({
  occurrences: Type.Array(Type.String(), { description: 'The occurrences in order: YYYY-MM-DDTHH:MM:SS with the offset in the zone, Z for UTC, nothing for floating times; YYYY-MM-DD for all-day rules' }),
  count: Type.Integer({ description: 'How many occurrences are listed' }),
  complete: Type.Boolean({ description: 'True when the rule ended (COUNT or UNTIL) within the listed occurrences; false when more follow' }),
  timeZone: Type.Optional(Type.String({ description: 'The zone the rule runs in, when one was given' })),
  rule: Type.String({ description: 'The RRULE as rrule reads it back' }),
});

export default defineTool({
  id: 'rrule-expand',
  name: 'RRULE Expander',
  category: 'datetime',
  description:
    'List the occurrences of an iCalendar recurrence rule (RFC 5545 RRULE, e.g. FREQ=MONTHLY;BYDAY=-1FR), from a DTSTART line or a start you give, in a time zone, wall-clock as the RFC says.',
  keywords: ['rrule', 'recurrence rule', 'rfc 5545', 'icalendar', 'ical', 'recurring event', 'repeat', 'occurrences', 'rrulestr', 'calendar recurrence'],
  mcp: true,
  isolate: true,
  input: closedObject({
    rrule: Type.String({
      minLength: 1,
      maxLength: 10_000,
      description: 'The rule: RRULE:FREQ=…;… or FREQ=…;…, optionally after a DTSTART line (DTSTART:20240101T090000, DTSTART;TZID=Europe/Paris:…, DTSTART;VALUE=DATE:20240101); at most 10,000 characters',
    }),
    dtstart: Type.Optional(Type.String({ maxLength: 40, description: 'The first occurrence when the rule has no DTSTART line: YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS] (a wall time in tz), or with Z / an offset' })),
    tz: Type.Optional(Type.String({ maxLength: 64, description: 'IANA time zone for dtstart (America/New_York, Europe/Paris); without it, dtstart is a floating local time' })),
    count: withDefault(Type.Integer({ minimum: 1, maximum: 1000, description: 'How many occurrences to list at most, 1-1000; default 10' }), 10),
  }),
  output,
  examples: [
    {
      title: 'The last weekday of each month',
      input: { rrule: 'DTSTART:20240101T090000\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', count: 4 },
      output: {
        occurrences: ['2024-01-31T09:00:00', '2024-02-29T09:00:00', '2024-03-29T09:00:00', '2024-04-30T09:00:00'],
        count: 4, complete: false, rule: 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      },
    },
    {
      title: 'Weekly across a DST change keeps the clock time',
      input: { rrule: 'DTSTART;TZID=America/New_York:20240301T093000\nRRULE:FREQ=WEEKLY;COUNT=3' },
      output: {
        occurrences: ['2024-03-01T09:30:00-05:00', '2024-03-08T09:30:00-05:00', '2024-03-15T09:30:00-04:00'],
        count: 3, complete: true, timeZone: 'America/New_York', rule: 'FREQ=WEEKLY;COUNT=3',
      },
    },
  ],
  async run({ rrule: text, dtstart, tz, count }): Promise<Static<typeof output>> {
    const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
    let start: Start | undefined;
    let ruleText: string | undefined;
    for (const line of lines) {
      const name = /^[A-Z-]+/i.exec(line)?.[0]?.toUpperCase();
      if (name === 'DTSTART') {
        if (start) invalid('rrule: more than one DTSTART line');
        start = parseDtstartLine(line);
      } else if (name === 'RRULE' || name === 'FREQ' || /^[A-Z]+=/i.test(line)) {
        if (ruleText !== undefined) invalid('rrule: more than one RRULE line');
        ruleText = line.replace(/^RRULE:/i, '');
      } else {
        invalid(`rrule: ${quoteClipped(line, 30)} is not supported; give a DTSTART line and one RRULE (EXDATE, RDATE and EXRULE are not read)`);
      }
    }
    if (ruleText === undefined) invalid('rrule: no RRULE line (write RRULE:FREQ=…)');
    if (start && (dtstart !== undefined || tz !== undefined)) invalid('dtstart: the rule already has a DTSTART line; give one or the other');
    if (!start) {
      if (dtstart === undefined) invalid('dtstart: required when the rule has no DTSTART line');
      const zone = tz === undefined ? undefined : resolveTimeZone(tz, 'tz');
      const withOffset = /(?:z|[+-]\d{2}(?::?\d{2})?)$/i.test(dtstart.trim()) && dtstart.trim().length > 10;
      const wall = parseZonedDateTime(dtstart, zone ?? 'UTC', 'dtstart');
      start = { wall, zone, utc: zone === undefined && withOffset, dateOnly: dtstart.trim().length === 10 };
    }

    const { RRule } = await loadRrule();
    let options: ReturnType<typeof RRule.parseString>;
    try {
      options = RRule.parseString(ruleText);
    } catch (error) {
      invalid(`rrule: ${error instanceof Error ? error.message : 'cannot read the rule'}`);
    }
    if (options.freq === undefined || options.freq === null) invalid('rrule: FREQ is required (YEARLY, MONTHLY, WEEKLY, DAILY, HOURLY, MINUTELY or SECONDLY)');
    if (options.dtstart || options.tzid) invalid('rrule: put DTSTART on its own line');
    const zone = start.zone;
    const ruleString = RRule.optionsToString(options).replace(/^RRULE:/, '');
    if (options.until && zone !== undefined) {
      // UNTIL is UTC when DTSTART has a zone (RFC 5545): compare it on the same wall clock.
      const instant = options.until.getTime();
      options.until = new Date(instant + offsetSecondsAt(zone, instant) * MS_PER_SECOND);
    }
    let rule: InstanceType<typeof RRule>;
    try {
      rule = new RRule({ ...options, dtstart: new Date(start.wall) });
    } catch (error) {
      invalid(`rrule: ${error instanceof Error ? error.message : 'not a valid rule'}`);
    }
    // One more than asked for, to tell whether the rule goes on.
    const walls = rule.all((_date, index) => index <= count).map((date) => date.getTime());
    const complete = walls.length <= count;
    const format = (wall: number): string => {
      const day = Math.floor(wall / MS_PER_DAY);
      if (!(day >= MIN_DAY && day <= MAX_DAY)) invalid('rrule: an occurrence falls outside years 0001-9999');
      if (start.dateOnly) return formatWallTime(wall).slice(0, 10);
      if (zone === undefined) return formatWallTime(wall) + (start.utc ? 'Z' : '');
      const instant = resolveWallTime(zone, wall).instant;
      const offset = offsetSecondsAt(zone, instant);
      return `${formatWallTime(instant + offset * MS_PER_SECOND)}${formatOffset(offset)}`;
    };
    const occurrences = walls.slice(0, count).map(format);
    return {
      occurrences,
      count: occurrences.length,
      complete,
      ...(zone !== undefined ? { timeZone: zone } : {}),
      rule: ruleString,
    };
  },
});
