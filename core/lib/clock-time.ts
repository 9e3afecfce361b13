/** Wall-clock times of day written HH:MM (24-hour), as the calculators take them. */
import { invalid } from '../errors.ts';

export const MINUTES_PER_DAY = 24 * 60;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an "HH:MM" time (00:00–23:59); a clear 400 naming `field` otherwise. */
export function parseClockTime(text: string, field: string): number {
  const match = HH_MM.exec(text);
  if (!match) invalid(`${field}: must be a 24-hour time written HH:MM (00:00 to 23:59), got ${JSON.stringify(text.slice(0, 20))}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "HH:MM" of a count of minutes, wrapped onto one day (so -30 is 23:30 and 1470 is 00:30). */
export function formatClockTime(minutes: number): string {
  const wrapped = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}
