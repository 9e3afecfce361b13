/**
 * Date strings to instants, the same in every engine and every server time zone.
 *
 * Date.parse is not used: outside the ISO format its grammar is implementation-defined (V8, JSC
 * and SpiderMonkey disagree), and it reads date-times without an offset as the machine's local
 * time. Here every form without an offset is UTC. Accepted, letter case ignored:
 *
 * - ISO 8601 / RFC 3339 extended format: `2024`, `2024-01`, `2024-01-31`, `±YYYYYY-MM-DD`, then
 *   optionally `T` or a space and `HH:mm`, `HH:mm:ss` or `HH:mm:ss.fff` (a comma also marks the
 *   fraction; digits past milliseconds are dropped), then optionally `Z`, `UTC`, `GMT`, `±HH`,
 *   `±HHmm` or `±HH:mm`. `24:00` is the midnight ending the day.
 * - Written forms made of a month name (January or Jan, any case), a day (1–31, `31st` too) and a
 *   year of 4 to 6 digits (0 to 999999) in either order, or a numeric `YYYY/MM/DD`; optionally a weekday name, a time
 *   `H:mm[:ss[.fff]]` with optional am/pm, and a zone (`Z`, `UT`, `UTC`, `GMT`, `GMT+0100`, `+0100`,
 *   `+01:00`, or the US zones of RFC 5322: EST, EDT, CST, CDT, MST, MDT, PST, PDT). Commas, the word
 *   `at` and a parenthesised comment are ignored. This covers RFC 5322 / HTTP dates
 *   (`Tue, 14 Nov 2023 22:13:20 GMT`), C asctime and Date.prototype.toString output, and phrases
 *   like `January 31, 2024 10:30 pm`. Two-digit years are refused as ambiguous.
 */
import { invalid } from '../errors.ts';
import { daysFromCivil, daysInMonth, MAX_DATE_MS, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from './calendar.ts';
import { quoteClipped } from './quote.ts';

/** The parts of a date as written, before they are checked against the calendar. */
interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Minutes east of UTC. */
  offset: number;
}

const ISO_DATE_TIME =
  /^([+-]\d{6}|\d{4})(?:-(\d{2})(?:-(\d{2})(?:[t ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)? ?(z|utc|gmt|[+-]\d{2}(?::?\d{2})?)?)?)?)?$/i;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** RFC 5322 §4.3 obsolete zones, in hours east of UTC. */
const NAMED_ZONES = new Map(Object.entries({ z: 0, ut: 0, utc: 0, gmt: 0, est: -5, edt: -4, cst: -6, cdt: -5, mst: -7, mdt: -6, pst: -8, pdt: -7 }));

const HINT = 'use ISO 8601 like 2024-01-31 or 2024-01-31T12:00:00Z, or a form like 31 Jan 2024 12:00 UTC';

/** The instant `text` names, in ms since 1970; refuses anything else with a message naming `field`. */
export function parseDate(text: string, field: string): number {
  const trimmed = text.trim();
  if (trimmed === '') invalid(`${field}: must not be empty`);
  const parts = parseIso(trimmed) ?? parseWritten(trimmed) ?? invalid(`${field}: not a recognised date: ${quoteClipped(text)} (${HINT})`);
  return toInstant(parts, text, field);
}

/** Refuses an instant outside the range of JavaScript dates. */
export function assertDateRange(ms: number, field: string): number {
  if (!(Math.abs(ms) <= MAX_DATE_MS)) {
    invalid(`${field}: outside the range of JavaScript dates (±8.64e15 ms from 1970, years -271821 to 275760)`);
  }
  return ms;
}

function toInstant(parts: DateParts, text: string, field: string): number {
  const { year, month, day, hour, minute, second } = parts;
  const problem =
    month < 1 || month > 12 ? `month ${month} does not exist`
    : day < 1 || day > daysInMonth(year, month) ? `day ${day} does not exist in ${year}-${String(month).padStart(2, '0')}`
    : hour > 24 || (hour === 24 && (minute > 0 || second > 0 || parts.millisecond > 0)) ? `hour ${hour} is out of range`
    : minute > 59 ? `minute ${minute} is out of range`
    : second > 59 ? `second ${second} is out of range`
    : Math.abs(parts.offset) >= 24 * 60 ? 'the UTC offset is out of range'
    : undefined;
  if (problem) invalid(`${field}: not a valid date: ${quoteClipped(text)} (${problem})`);
  const ms =
    daysFromCivil(year, month, day) * MS_PER_DAY +
    hour * MS_PER_HOUR +
    minute * MS_PER_MINUTE +
    second * 1000 +
    parts.millisecond -
    parts.offset * MS_PER_MINUTE;
  return assertDateRange(ms, field);
}

function parseIso(text: string): DateParts | undefined {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return undefined;
  const [, year, month, day, hour, minute, second, fraction, zone] = m;
  // ECMA-262 forbids the expanded year -000000 (there is no negative zero year).
  if (year === '-000000') return undefined;
  return {
    year: Number(year),
    month: month ? Number(month) : 1,
    day: day ? Number(day) : 1,
    hour: hour ? Number(hour) : 0,
    minute: minute ? Number(minute) : 0,
    second: second ? Number(second) : 0,
    millisecond: fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0,
    offset: zone ? zoneOffset(zone)! : 0,
  };
}

/** Minutes east of UTC of a zone token, or undefined when it is not one. */
function zoneOffset(token: string): number | undefined {
  const lower = token.toLowerCase();
  const named = NAMED_ZONES.get(lower);
  if (named !== undefined) return named * 60;
  const m = /^(?:gmt|utc)?([+-])(\d{2})(?::?(\d{2}))?$/.exec(lower);
  if (!m) return undefined;
  const sign = m[1] === '-' ? -1 : 1;
  const minutes = m[3] ? Number(m[3]) : 0;
  // An out-of-range minute gets an offset the range check refuses.
  return sign * (Number(m[2]) * 60 + (minutes > 59 ? 24 * 60 : minutes));
}

function monthOf(token: string): number | undefined {
  const word = token.endsWith('.') ? token.slice(0, -1) : token;
  const index = word.length === 3 ? MONTHS.indexOf(word) : word === 'sept' ? 8 : MONTH_NAMES.indexOf(word);
  return index >= 0 ? index + 1 : undefined;
}

function isWeekday(token: string): boolean {
  const word = token.endsWith('.') ? token.slice(0, -1) : token;
  return WEEKDAYS.includes(word) || WEEKDAY_NAMES.includes(word);
}

function parseWritten(text: string): DateParts | undefined {
  const tokens = text
    .toLowerCase()
    .replace(/\([^()]*\)/g, ' ')
    .replaceAll(',', ' ')
    // 14-Nov-2023 (RFC 850 style, with a four-digit year) splits into its parts.
    .replace(/\b(\d{1,2})-([a-z]{3,9}\.?)-(\d{4})\b/g, '$1 $2 $3')
    // 10:30pm → 10:30 pm
    .replace(/(\d)(am|pm|a\.m\.|p\.m\.)(?=\s|$)/g, '$1 $2')
    .split(/\s+/)
    .filter((token) => token !== '');
  let year: number | undefined;
  let month: number | undefined;
  let day: number | undefined;
  let time: RegExpExecArray | undefined;
  let meridiem: 'am' | 'pm' | undefined;
  let offset: number | undefined;
  let weekday = false;
  for (const token of tokens) {
    let m: RegExpExecArray | null;
    if ((m = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?$/.exec(token))) {
      if (time) return undefined;
      time = m;
    } else if ((m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(token))) {
      if (year !== undefined || month !== undefined || day !== undefined) return undefined;
      [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    } else if (/^\d{4,6}$/.test(token)) {
      if (year !== undefined) return undefined;
      year = Number(token);
    } else if ((m = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(token))) {
      if (day !== undefined) return undefined;
      day = Number(m[1]);
    } else if (token === 'am' || token === 'pm' || token === 'a.m.' || token === 'p.m.') {
      if (meridiem) return undefined;
      meridiem = token.startsWith('a') ? 'am' : 'pm';
    } else if (token === 'at') {
      continue;
    } else if (monthOf(token) !== undefined) {
      if (month !== undefined) return undefined;
      month = monthOf(token);
    } else if (isWeekday(token)) {
      if (weekday) return undefined;
      weekday = true;
    } else {
      const zone = zoneOffset(token);
      if (zone === undefined || offset !== undefined) return undefined;
      offset = zone;
    }
  }
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (meridiem && !time) return undefined;
  let hour = time ? Number(time[1]) : 0;
  // 24:00 is ISO's alone; on the 12-hour clock 12 am is midnight, 12 pm noon, and 0 or 13+ a mistake.
  if (hour === 24 || (meridiem && (hour < 1 || hour > 12))) return undefined;
  if (meridiem) hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  return {
    year,
    month,
    day,
    hour,
    minute: time ? Number(time[2]) : 0,
    second: time?.[3] ? Number(time[3]) : 0,
    millisecond: time?.[4] ? Number(time[4].slice(0, 3).padEnd(3, '0')) : 0,
    offset: offset ?? 0,
  };
}
