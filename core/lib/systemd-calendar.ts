/**
 * Cron schedules as systemd calendar events (systemd.time(7), "Calendar Events"):
 * `DayOfWeek Year-Month-Day Hour:Minute:Second`, where each component takes lists (a,b), ranges
 * (a..b) and repetitions (start/step, repeating to the end of the component's range), and weekdays
 * take names and ranges (Mon..Fri). Several OnCalendar= lines in one timer fire when any elapses.
 *
 * systemd ANDs the weekday with the date; cron ORs day-of-month and day-of-week when both are
 * restricted (crontab(5)), so that case becomes two events: one by date, one by weekday.
 */
import type { CronSchedule } from './cron-fields.ts';

/** systemd weekday names, Monday first as systemd.time(7) orders them; index = cron day (0 = Sunday). */
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SYSTEMD_WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const two = (n: number) => String(n).padStart(2, '0');

/** Runs of consecutive items, as [first, last] pairs. */
function runs<T>(items: readonly T[], next: (a: T, b: T) => boolean): [T, T][] {
  const out: [T, T][] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (last && next(last[1], item)) last[1] = item;
    else out.push([item, item]);
  }
  return out;
}

/** A list of consecutive-run ranges: 1,2,3,5 → "01..03,05" (runs of two stay a list). */
function listText<T>(items: readonly T[], next: (a: T, b: T) => boolean, text: (item: T) => string, isRangeable: (a: T, b: T) => boolean): string {
  return runs(items, next)
    .map(([first, last]) => (first === last ? text(first) : isRangeable(first, last) ? `${text(first)}..${text(last)}` : `${text(first)},${text(last)}`))
    .join(',');
}

/** One numeric component: `*`, `start/step` when three or more values repeat to the end, else a list with ranges. */
function component(values: readonly number[], min: number, max: number): string {
  if (values.length === max - min + 1) return '*';
  // Two values read better as a list (1,7) than as a repetition (01/6).
  if (values.length >= 3) {
    const step = values[1]! - values[0]!;
    const progression = values.every((v, i) => v === values[0]! + i * step);
    if (step > 1 && progression && values.at(-1)! + step > max) return `${two(values[0]!)}/${step}`;
  }
  return listText(values, (a, b) => b === a + 1, two, (a, b) => b - a >= 2);
}

function weekdays(days: readonly number[]): string | undefined {
  if (days.length === 7) return undefined;
  const ordered = SYSTEMD_WEEK_ORDER.filter((day) => days.includes(day));
  const position = (day: number) => SYSTEMD_WEEK_ORDER.indexOf(day);
  return listText(ordered, (a, b) => position(b) === position(a) + 1, (day) => WEEKDAY_NAMES[day]!, (a, b) => position(b) - position(a) >= 2);
}

function event(weekday: string | undefined, months: string, days: string, hours: string, minutes: string): string {
  return `${weekday ? `${weekday} ` : ''}*-${months}-${days} ${hours}:${minutes}:00`;
}

/** The OnCalendar= expressions equivalent to `schedule`: one, or two when cron's day OR applies. */
export function onCalendarEvents(schedule: CronSchedule): string[] {
  const months = component(schedule.months, 1, 12);
  const hours = component(schedule.hours, 0, 23);
  const minutes = component(schedule.minutes, 0, 59);
  const days = component(schedule.daysOfMonth, 1, 31);
  const weekday = weekdays(schedule.daysOfWeek);
  if (schedule.dayOfMonthRestricted && schedule.dayOfWeekRestricted) {
    // Either day field matching runs the job (crontab(5)): a date event OR a weekday event.
    // (Identical events, as from 1-31 and 0-6, are listed once.)
    return [...new Set([event(undefined, months, days, hours, minutes), event(weekday, months, '*', hours, minutes)])];
  }
  return [event(weekday, months, days, hours, minutes)];
}
