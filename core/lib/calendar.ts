/**
 * Proleptic Gregorian calendar arithmetic in UTC on plain numbers (milliseconds since 1970),
 * and the calendar-aware difference between two instants that the date tools share.
 */

export const MS_PER_SECOND = 1_000;
export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

/** The largest distance from 1970 a JavaScript Date can hold (ECMA-262 §21.4.1.1), in ms. */
export const MAX_DATE_MS = 8.64e15;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Days from 1970-01-01 to `year`-`month`-`day` (H. Hinnant's days_from_civil). Unlike Date.UTC
 * it takes years 0–99 literally and never stops at the Date range, so sums can be compared freely.
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The calendar fields of an instant, in UTC. */
export interface CivilTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** Milliseconds since that day's midnight. */
  msOfDay: number;
}

export function civilFromMs(ms: number): CivilTime {
  const days = Math.floor(ms / MS_PER_DAY);
  const msOfDay = ms - days * MS_PER_DAY;
  // H. Hinnant's civil_from_days.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day, msOfDay };
}

/** `start` moved by `months` calendar months, the day clamped to the end of a shorter month (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsClamped(start: CivilTime, months: number): number {
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const day = Math.min(start.day, daysInMonth(year, month));
  return daysFromCivil(year, month, day) * MS_PER_DAY + start.msOfDay;
}

/** Whole calendar months from `earlier` to `later` (ms, earlier ≤ later): the most months that, added with clamping, do not pass `later`. */
export function wholeMonthsBetween(earlier: number, later: number): number {
  const from = civilFromMs(earlier);
  const to = civilFromMs(later);
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  // Adding one month fewer lands in the month before `later`'s, so one step back always suffices.
  return months > 0 && addMonthsClamped(from, months) > later ? months - 1 : months;
}

/** The distance between two instants, each unit a whole-number total. */
export interface CalendarDifference {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The difference from `from` to `to` (ms). Days, weeks, hours, minutes and seconds are whole
 * totals of elapsed time; months and years are whole calendar months counted by adding months
 * to the earlier instant and clamping the day. When `to` is earlier every unit is the negation
 * of the reverse difference, so swapping the arguments only flips the signs.
 */
export function calendarDifference(from: number, to: number): CalendarDifference {
  if (to < from) {
    const reverse = calendarDifference(to, from);
    const negated = {} as CalendarDifference;
    for (const key of Object.keys(reverse) as (keyof CalendarDifference)[]) negated[key] = reverse[key] === 0 ? 0 : -reverse[key];
    return negated;
  }
  const elapsed = to - from;
  const months = wholeMonthsBetween(from, to);
  const days = Math.floor(elapsed / MS_PER_DAY);
  return {
    years: Math.floor(months / 12),
    months,
    weeks: Math.floor(days / 7),
    days,
    hours: Math.floor(elapsed / MS_PER_HOUR),
    minutes: Math.floor(elapsed / MS_PER_MINUTE),
    seconds: Math.floor(elapsed / MS_PER_SECOND),
  };
}
