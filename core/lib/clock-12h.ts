/**
 * Times of day as people type them: 24-hour `H:MM`/`HH:MM` or a 12-hour clock with am/pm
 * (`9pm`, `9:30 PM`, `12 a.m.`), plus `24:00` where a time may close a day. A superset of
 * clock-time.ts's strict `HH:MM`, kept apart so that module's behaviour stays as it is.
 *
 * 12-hour rules (NIST, "Frequently asked questions: is 12 noon 12 a.m. or 12 p.m.?"; the usual
 * US convention): 12 am is midnight (00:00), 12 pm is noon (12:00), hours 1-12 only.
 */
import { invalid } from '../errors.ts';
import { formatClockTime, MINUTES_PER_DAY } from './clock-time.ts';
import { quoteClipped } from './quote.ts';

const TWENTY_FOUR_HOUR = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const TWELVE_HOUR = /^(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])\.?\s*m\.?$/i;
const END_OF_DAY = /^24:00$/;

const FORMS = '24-hour H:MM or HH:MM (00:00 to 23:59), or 12-hour with am/pm (9pm, 9:30 pm, 12:15 AM)';

/**
 * Minutes after midnight of `text`: 0-1439, or 1440 for `24:00` when `endOfDay` allows it
 * (the midnight that ends the day). A 400 naming `field` otherwise.
 */
export function parseClockText(text: string, field: string, { endOfDay = false } = {}): number {
  const trimmed = text.trim();
  if (trimmed === '') invalid(`${field}: must not be empty; write a time as ${FORMS}`);
  if (END_OF_DAY.test(trimmed)) {
    if (endOfDay) return MINUTES_PER_DAY;
    invalid(`${field}: 24:00 is allowed only as an end time (the midnight that ends the day); use 00:00 for the start of a day`);
  }
  const plain = TWENTY_FOUR_HOUR.exec(trimmed);
  if (plain) return Number(plain[1]) * 60 + Number(plain[2]);
  const twelve = TWELVE_HOUR.exec(trimmed);
  if (twelve) {
    const hour = Number(twelve[1]) % 12;
    const afternoon = twelve[3]!.toLowerCase() === 'p';
    return (hour + (afternoon ? 12 : 0)) * 60 + Number(twelve[2] ?? '0');
  }
  invalid(`${field}: not a time: ${quoteClipped(trimmed, 20)}; write ${FORMS}${endOfDay ? ', or 24:00 for the end of the day' : ''}`);
}

/** `HH:MM` of minutes after midnight, with 1440 written `24:00` instead of wrapping to `00:00`. */
export function formatClockText(minutes: number): string {
  return minutes === MINUTES_PER_DAY ? '24:00' : formatClockTime(minutes);
}

/** A whole count of minutes as `H:MM` (hours not wrapped: 1500 minutes is `25:00`). */
export function formatHoursMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
