/**
 * IANA time zones through Intl (ICU's copy of the tz database in Node, Deno, Bun and browsers):
 * validating a zone name, the UTC offset of a zone at an instant, its names, and local wall times
 * to instants with the DST gap/overlap rule of python's zoneinfo (fold=0) and Temporal's
 * 'compatible' disambiguation (TC39 Temporal, GetPossibleEpochNanoseconds / DisambiguatePossibleEpochNanoseconds):
 * a wall time in an overlap is the earlier instant; one in a gap is read with the offset in force
 * before the transition, which lands after it (02:30 in a 02:00→03:00 jump is 03:30).
 *
 * Offsets are worked out from Intl's numeric fields rather than its offset strings, so they keep
 * the seconds of local mean time (New York was -04:56:02 before 1883) in every engine.
 */
import { invalid } from '../errors.ts';
import { civilFromMs, daysFromCivil, MAX_DATE_MS, MS_PER_DAY, MS_PER_SECOND } from './calendar.ts';
import { weekdayOfDay } from './civil-date.ts';
import { quoteClipped } from './quote.ts';

/** Letters, digits and _ + - in slash-separated parts: the shape of every tz database name (Theory.html, "Names of timezones"). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
const HINT = 'use an IANA name such as America/New_York, Europe/Paris, Asia/Kolkata or UTC';

// Building a DateTimeFormat costs far more than using one; a few hundred zones exist, so the caches stay small.
const CACHE_LIMIT = 128;
const numericFormats = new Map<string, Intl.DateTimeFormat>();
const nameFormats = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = cache.get(key);
  if (format === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    format = make();
    cache.set(key, format);
  }
  return format;
}

/**
 * The zone `text` names, checked by Intl; a 400 naming `field` otherwise. The name comes back as
 * typed, with its letter case corrected when the engine reports the same name (engines differ on
 * aliases: V8 turns Asia/Kolkata into Asia/Calcutta, JavaScriptCore does not, so aliases stay as typed).
 */
export function resolveTimeZone(text: string, field: string): string {
  const trimmed = text.trim();
  if (trimmed === '') invalid(`${field}: must not be empty; ${HINT}`);
  if (!ZONE_NAME.test(trimmed)) {
    invalid(`${field}: ${quoteClipped(trimmed, 40)} is not a time zone name; ${HINT} (a fixed offset such as +05:30 is not a zone name)`);
  }
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    invalid(`${field}: unknown time zone ${quoteClipped(trimmed, 40)}; ${HINT}`);
  }
  return resolved.toLowerCase() === trimmed.toLowerCase() ? resolved : trimmed;
}

/** The UTC offset of `zone` at instant `ms`, in seconds east of UTC. */
export function offsetSecondsAt(zone: string, ms: number): number {
  const format = cached(numericFormats, zone, () => new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', era: 'short',
    year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }));
  // Intl refuses instants outside the Date range; offsets there are constant, so the edge stands in.
  const at = Math.min(Math.max(ms, -MAX_DATE_MS), MAX_DATE_MS);
  const field: Record<string, string> = {};
  for (const part of format.formatToParts(at)) field[part.type] = part.value;
  const yearOfEra = Number(field.year);
  // en-US writes years before 1 as "1 BC", "2 BC": astronomical year 1 - n.
  const year = field.era?.startsWith('B') ? 1 - yearOfEra : yearOfEra;
  const wall = daysFromCivil(year, Number(field.month), Number(field.day)) * MS_PER_DAY +
    (Number(field.hour) * 3600 + Number(field.minute) * 60 + Number(field.second)) * MS_PER_SECOND;
  const wholeSecond = Math.floor(at / MS_PER_SECOND) * MS_PER_SECOND;
  return (wall - wholeSecond) / MS_PER_SECOND;
}

/** The zone's names at `ms` in English: Intl's short (EST, GMT+5:30) and long (Eastern Standard Time) forms. */
export function zoneNamesAt(zone: string, ms: number): { abbreviation: string; zone_name: string } {
  const name = (style: 'short' | 'long') => {
    const format = cached(nameFormats, `${style} ${zone}`, () => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style }));
    return format.formatToParts(Math.min(Math.max(ms, -MAX_DATE_MS), MAX_DATE_MS)).find((part) => part.type === 'timeZoneName')?.value ?? zone;
  };
  return { abbreviation: name('short'), zone_name: name('long') };
}

/** "+05:30", "-04:56:02" (seconds only when there are some, as python's isoformat writes them). */
export function formatOffset(seconds: number): string {
  const size = Math.abs(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const hm = `${seconds < 0 ? '-' : '+'}${two(Math.floor(size / 3600))}:${two(Math.floor(size / 60) % 60)}`;
  return size % 60 === 0 ? hm : `${hm}:${two(size % 60)}`;
}

/** A wall time (ms on a UTC-like axis) as "YYYY-MM-DDTHH:MM:SS"; years outside 0-9999 as ±YYYYYY (ISO 8601 expanded). */
export function formatWallTime(wallMs: number): string {
  const { year, month, day, msOfDay } = civilFromMs(wallMs);
  const two = (n: number) => String(n).padStart(2, '0');
  const yearText = year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}`;
  const seconds = Math.floor(msOfDay / MS_PER_SECOND);
  return `${yearText}-${two(month)}-${two(day)}T${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** The English weekday of a wall time. */
export function weekdayOf(wallMs: number): string {
  return weekdayOfDay(Math.floor(wallMs / MS_PER_DAY));
}

/** How a wall time maps onto instants in a zone. */
export type WallTimeResolution =
  | { kind: 'none'; instant: number }
  | {
      kind: 'gap' | 'overlap';
      /** The instant chosen by the compatible rule. */
      instant: number;
      /** The transition instant (ms), to the second. */
      transition: number;
      offsetBefore: number;
      offsetAfter: number;
      /** Overlap only: the later instant with the same wall time, not chosen. */
      laterInstant?: number;
    };

/**
 * The instant(s) a wall time names in `zone`, found as Temporal's reference code does: the offsets
 * a day before and a day after are the only candidates (no zone changes twice within two days).
 */
export function resolveWallTime(zone: string, wallMs: number): WallTimeResolution {
  const before = offsetSecondsAt(zone, wallMs - MS_PER_DAY);
  const after = offsetSecondsAt(zone, wallMs + MS_PER_DAY);
  const candidates = [...new Set([before, after])]
    .map((offset) => wallMs - offset * MS_PER_SECOND)
    .filter((instant) => offsetSecondsAt(zone, instant) * MS_PER_SECOND === wallMs - instant)
    .sort((a, b) => a - b);
  if (candidates.length === 1) return { kind: 'none', instant: candidates[0]! };
  if (candidates.length === 2) {
    const [earlier, later] = candidates as [number, number];
    return { kind: 'overlap', instant: earlier, laterInstant: later, transition: transitionBetween(zone, earlier, later), offsetBefore: before, offsetAfter: after };
  }
  // A gap: read with the earlier offset. The wall time read with the later offset is an instant before the jump.
  const instant = wallMs - before * MS_PER_SECOND;
  const low = Math.min(instant, wallMs - after * MS_PER_SECOND);
  return { kind: 'gap', instant, transition: transitionBetween(zone, low, Math.max(instant, low)), offsetBefore: before, offsetAfter: after };
}

/** The first whole second in (low, high] whose offset differs from low's: a binary search over at most a day. */
function transitionBetween(zone: string, low: number, high: number): number {
  const start = offsetSecondsAt(zone, low);
  let lo = Math.floor(low / MS_PER_SECOND);
  let hi = Math.floor(high / MS_PER_SECOND);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetSecondsAt(zone, mid * MS_PER_SECOND) === start) lo = mid;
    else hi = mid;
  }
  return hi * MS_PER_SECOND;
}
