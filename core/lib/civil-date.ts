/**
 * Calendar dates without a time or zone (proleptic Gregorian, years 1-9999, the range of
 * python's datetime.date), for the tools that count in years, months and days: age, anniversaries,
 * service, careers, date-difference. Built on core/lib/calendar.ts.
 *
 * The year/month/day difference is python-dateutil's relativedelta(end, start) for two dates
 * (dateutil/relativedelta.py, __init__ with dt1/dt2): count the months between the two months,
 * add them to `start` with the day clamped to the month's end, step one month back while that
 * overshoots `end`, and the rest is days. Adding years or months clamps the day the same way,
 * so 2024-02-29 + 1 year = 2025-02-28 (relativedelta.__add__).
 */
import { invalid } from '../errors.ts';
import { civilFromMs, daysFromCivil, daysInMonth, MS_PER_DAY } from './calendar.ts';
import { quoteClipped } from './quote.ts';

export interface CivilDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

/** Day numbers (days since 1970-01-01) of the first and last dates allowed. */
export const MIN_DAY = daysFromCivil(MIN_YEAR, 1, 1);
export const MAX_DAY = daysFromCivil(MAX_YEAR, 12, 31);

const YYYY_MM_DD = /^(\d{4})-(\d{2})-(\d{2})$/;

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A date written exactly YYYY-MM-DD (years 0001-9999); anything else is a 400 naming `field`. */
export function parseCivilDate(text: string, field: string): CivilDate {
  const match = YYYY_MM_DD.exec(text);
  if (!match) invalid(`${field}: must be a date written YYYY-MM-DD (e.g. 2024-02-29), got ${quoteClipped(text)}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < MIN_YEAR) invalid(`${field}: year must be 0001-9999, got ${quoteClipped(text)}`);
  if (month < 1 || month > 12) invalid(`${field}: month ${match[2]} does not exist in ${quoteClipped(text)}`);
  if (day < 1 || day > daysInMonth(year, month)) invalid(`${field}: day ${match[3]} does not exist in ${match[1]}-${match[2]}`);
  return { year, month, day };
}

/** Today's date in UTC at `now` (ctx.now()); a clock outside years 1-9999 is a 400 naming `field`. */
export function todayUtc(now: Date, field: string): CivilDate {
  const day = Math.floor(now.getTime() / MS_PER_DAY);
  if (!(day >= MIN_DAY && day <= MAX_DAY)) invalid(`${field}: today (UTC) is outside years 0001-9999; give ${field} explicitly`);
  return fromDayNumber(day);
}

/** `field` parsed when given, else today in UTC. */
export function dateOrToday(text: string | undefined, now: Date, field: string): CivilDate {
  return text === undefined ? todayUtc(now, field) : parseCivilDate(text, field);
}

export function formatCivilDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 (negative before). */
export function dayNumber({ year, month, day }: CivilDate): number {
  return daysFromCivil(year, month, day);
}

export function fromDayNumber(days: number): CivilDate {
  const { year, month, day } = civilFromMs(days * MS_PER_DAY);
  return { year, month, day };
}

/** True when the date lies in years 1-9999. */
export function inRange(date: CivilDate): boolean {
  return date.year >= MIN_YEAR && date.year <= MAX_YEAR;
}

/** The date `days` later (or earlier); may leave years 1-9999 (check with inRange). */
export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** `date` plus whole months, the day clamped to the target month's length (relativedelta(months=n)). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** `date` plus whole years; 29 February becomes 28 February in a common year (relativedelta(years=n)). */
export function addYears(date: CivilDate, years: number): CivilDate {
  return addMonths(date, years * 12);
}

/** The weekday of a day counted from 1970-01-01, which was a Thursday. */
export function weekdayOfDay(days: number): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[(((days + 3) % 7) + 7) % 7]!;
}

export function weekdayName(date: CivilDate): (typeof WEEKDAYS)[number] {
  return weekdayOfDay(dayNumber(date));
}

export interface YearsMonthsDays {
  years: number;
  months: number;
  days: number;
}

/** Signed zero becomes 0, so results never show -0. */
const plain = (n: number): number => (n === 0 ? 0 : n);

/**
 * python-dateutil's relativedelta(end, start) for dates: all three parts share the sign of
 * end - start. Backwards it is NOT the negation of the forward difference, exactly as in
 * dateutil: relativedelta(date(2024,2,29), date(2024,1,31)) is +1 month, while
 * relativedelta(date(2024,1,31), date(2024,2,29)) is -29 days.
 */
export function relativeDelta(end: CivilDate, start: CivilDate): YearsMonthsDays {
  const endDay = dayNumber(end);
  let months = (end.year - start.year) * 12 + (end.month - start.month);
  let landed = dayNumber(addMonths(start, months));
  if (endDay < dayNumber(start)) {
    while (endDay > landed) landed = dayNumber(addMonths(start, ++months));
  } else {
    while (endDay < landed) landed = dayNumber(addMonths(start, --months));
  }
  // relativedelta._set_months: divmod on the magnitude, the sign put back on both parts.
  const years = Math.trunc(months / 12);
  return { years: plain(years), months: plain(months - years * 12), days: plain(endDay - landed) };
}

/** "2 years, 1 month and 5 days" (magnitudes; zero parts left out, "0 days" when all are zero). */
export function describeYearsMonthsDays({ years, months, days }: YearsMonthsDays): string {
  const parts: string[] = [];
  const unit = (n: number, name: string) => {
    const size = Math.abs(n);
    if (size !== 0) parts.push(`${size} ${name}${size === 1 ? '' : 's'}`);
  };
  unit(years, 'year');
  unit(months, 'month');
  unit(days, 'day');
  if (parts.length === 0) return '0 days';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The first anniversary of `start` (start + n whole years, n ≥ 1, Feb 29 clamped) on or after
 * `target`, or null when it would fall after 9999-12-31.
 */
export function nextAnniversary(start: CivilDate, target: CivilDate): { date: CivilDate; years: number } | null {
  const completed = relativeDelta(target, start).years;
  let years = Math.max(1, completed);
  let date = addYears(start, years);
  if (dayNumber(date) < dayNumber(target)) date = addYears(start, ++years);
  return inRange(date) ? { date, years } : null;
}
