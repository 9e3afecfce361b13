/**
 * Unix timestamps written as text, and instants described relative to now, for unix-timestamp and
 * unix-timestamp-convert: the 1e11 seconds/milliseconds threshold, which an explicit unit suffix
 * may override, and one wording of "3 days ago".
 */
import type { CalendarDifference } from './calendar.ts';

/** From this magnitude a number is read as milliseconds (1e11 s is the year 5138; 1e11 ms is March 1973). */
export const MILLISECONDS_FROM = 1e11;

const NUMBER = /^([+-]?)(\d+)(?:\.(\d+))?\s*(s|sec|seconds|ms|milliseconds)?$/i;

export type TimestampUnit = 'seconds' | 'milliseconds';

export interface NumericTimestamp {
  /** Milliseconds since 1970, a fraction finer than a millisecond floored. */
  ms: number;
  unit: TimestampUnit;
  /** True when a suffix (s, ms) named the unit; false when the magnitude decided it. */
  unitGiven: boolean;
}

/** `text` read as a timestamp, or undefined when it is not a plain number (with an optional unit suffix). */
export function parseNumericTimestamp(text: string): NumericTimestamp | undefined {
  const match = NUMBER.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', suffix] = match;
  const unit: TimestampUnit = suffix
    ? (/^m/i.test(suffix) ? 'milliseconds' : 'seconds')
    : Number(`${whole}.${fraction || '0'}`) < MILLISECONDS_FROM ? 'seconds' : 'milliseconds';
  const msDigits = unit === 'seconds' ? 3 : 0;
  // Exact: the fraction's digits are shifted as text, never multiplied as a float.
  const ms = Number(whole) * 10 ** msDigits + Number(fraction.slice(0, msDigits).padEnd(msDigits, '0') || '0');
  const finer = /[1-9]/.test(fraction.slice(msDigits));
  const signed = sign !== '-' ? ms : finer ? -ms - 1 : ms === 0 ? 0 : -ms;
  return { ms: signed, unit, unitGiven: suffix !== undefined };
}

const UNITS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const satisfies readonly (keyof CalendarDifference)[];

/**
 * "3 days ago" / "in 2 hours" / "just now": the largest unit whose whole count is at least 1,
 * counts truncated toward zero (47 hours is "1 day"), months and years by the calendar. Worded
 * like Intl.RelativeTimeFormat('en', { numeric: 'always' }), built by hand so no engine's locale
 * data can change it.
 */
export function relativePhrase(difference: CalendarDifference): string {
  for (const unit of UNITS) {
    const count = difference[unit];
    if (count === 0) continue;
    const size = Math.abs(count);
    const words = `${String(size).replace(/\B(?=(\d{3})+$)/g, ',')} ${size === 1 ? unit.slice(0, -1) : unit}`;
    return count < 0 ? `${words} ago` : `in ${words}`;
  }
  return 'just now';
}
