/** Calendar months written YYYY-MM, for schedules that start in a given month. */
import { invalid } from '../errors.ts';

const YYYY_MM = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month as a count since year 0 (year * 12 + month - 1), so months add as integers. */
export function parseYearMonth(text: string, field: string): number {
  const match = YYYY_MM.exec(text);
  if (!match) invalid(`${field}: must be a month written YYYY-MM (e.g. 2025-03), got ${JSON.stringify(text.slice(0, 20))}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

/** "YYYY-MM" of a month count from parseYearMonth. */
export function formatYearMonth(monthIndex: number): string {
  const year = Math.floor(monthIndex / 12);
  return `${String(year).padStart(4, '0')}-${String(monthIndex - year * 12 + 1).padStart(2, '0')}`;
}
