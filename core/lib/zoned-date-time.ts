/**
 * A date or date-time as the datetime tools take it: YYYY-MM-DD (midnight), YYYY-MM-DDTHH:MM[:SS]
 * as a wall time in the tool's zone, or either with Z or an offset (+02:00, +0200, +02) as an
 * instant, which is then read as the wall time it was in that zone. Years 0001-9999.
 */
import { invalid } from '../errors.ts';
import { daysFromCivil, MS_PER_DAY, MS_PER_MINUTE, MS_PER_SECOND } from './calendar.ts';
import { parseCivilDate } from './civil-date.ts';
import { quoteClipped } from './quote.ts';
import { offsetSecondsAt } from './time-zone.ts';

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2}))?)?\s*(z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** The wall time in `zone` that `text` names, in ms on a UTC-like axis; a 400 naming `field` otherwise. */
export function parseZonedDateTime(text: string, zone: string, field: string): number {
  const trimmed = text.trim();
  const match = DATE_TIME.exec(trimmed);
  if (!match) invalid(`${field}: not a date or date-time: ${quoteClipped(trimmed)}; write YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS], optionally with Z or an offset like +02:00`);
  const { year, month, day } = parseCivilDate(match[1]!, field);
  const [hour, minute, second] = [match[2], match[3], match[4]].map((part) => Number(part ?? 0)) as [number, number, number];
  if (hour > 23 || minute > 59 || second > 59) invalid(`${field}: time ${quoteClipped(trimmed.slice(11))} is out of range (00:00:00-23:59:59)`);
  const wall = daysFromCivil(year, month, day) * MS_PER_DAY + (hour * 3600 + minute * 60 + second) * MS_PER_SECOND;
  const zoneText = match[5];
  if (zoneText === undefined) return wall;
  const digits = zoneText.toLowerCase() === 'z' ? '+0000' : zoneText.replace(':', '');
  const offsetMinutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0);
  if (Number(digits.slice(1, 3)) > 23 || Number(digits.slice(3, 5) || 0) > 59) invalid(`${field}: offset ${quoteClipped(zoneText)} is out of range`);
  const instant = wall - (digits[0] === '-' ? -1 : 1) * offsetMinutes * MS_PER_MINUTE;
  return instant + offsetSecondsAt(zone, instant) * MS_PER_SECOND;
}
