/**
 * Durations as people write them for date arithmetic: ISO 8601 (`P1Y2M3W4DT5H6M7S`, with an
 * optional leading sign, `-P1M`, as Temporal.Duration and XML Schema accept) or a signed English
 * list (`+3 days`, `-1 month 2 hours`, `2 weeks`). Whole numbers only: a fraction of a month has no
 * calendar meaning, and fractional seconds would be the only fraction allowed, so none are.
 */
import { invalid } from '../errors.ts';
import { quoteClipped } from './quote.ts';

export interface CalendarDuration {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Each part at most 7 digits: 9,999,999 seconds is about 116 days, and any more years than 9,999 leave the calendar anyway. */
const PART = '(\\d{1,7})';
const ISO = new RegExp(`^([+-])?P(?:${PART}Y)?(?:${PART}M)?(?:${PART}W)?(?:${PART}D)?(?:T(?:${PART}H)?(?:${PART}M)?(?:${PART}S)?)?$`, 'i');

const WORDS: Record<string, keyof CalendarDuration> = {
  year: 'years', years: 'years', yr: 'years', yrs: 'years',
  month: 'months', months: 'months', mo: 'months', mon: 'months', mons: 'months',
  week: 'weeks', weeks: 'weeks', wk: 'weeks', wks: 'weeks',
  day: 'days', days: 'days',
  hour: 'hours', hours: 'hours', hr: 'hours', hrs: 'hours',
  minute: 'minutes', minutes: 'minutes', min: 'minutes', mins: 'minutes',
  second: 'seconds', seconds: 'seconds', sec: 'seconds', secs: 'seconds',
};
const WORD_TERM = /([+-]?)\s*(\d{1,7})\s*([a-z]+)\s*(?:,|and\b)?\s*/iy;

const HINT = 'write ISO 8601 like P1M2DT3H or -P10D, or words like "+3 days" or "-1 month 2 hours"';

const zero = (): CalendarDuration => ({ years: 0, months: 0, weeks: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });

/** The duration `text` names; a 400 naming `field` otherwise. */
export function parseCalendarDuration(text: string, field: string): CalendarDuration {
  const trimmed = text.trim();
  if (trimmed === '') invalid(`${field}: must not be empty; ${HINT}`);
  return /^[+-]?p/i.test(trimmed) ? parseIso(trimmed, field) : parseWords(trimmed, field);
}

function parseIso(text: string, field: string): CalendarDuration {
  const match = ISO.exec(text);
  if (!match || /^[+-]?P$/i.test(text) || /T$/i.test(text)) invalid(`${field}: not an ISO 8601 duration: ${quoteClipped(text)}; ${HINT} (whole numbers only)`);
  const sign = match[1] === '-' ? -1 : 1;
  const [years, months, weeks, days, hours, minutes, seconds] = match.slice(2).map((part) => (part === undefined ? 0 : sign * Number(part) || 0));
  return { years: years!, months: months!, weeks: weeks!, days: days!, hours: hours!, minutes: minutes!, seconds: seconds! };
}

/** "+3 days", "-1 month 2 hours": a sign applies to its term and those after it until the next sign, as in GNU date -d. */
function parseWords(text: string, field: string): CalendarDuration {
  const duration = zero();
  const seen = new Set<string>();
  let sign = 1;
  WORD_TERM.lastIndex = 0;
  while (WORD_TERM.lastIndex < text.length) {
    const at = WORD_TERM.lastIndex;
    const match = WORD_TERM.exec(text);
    if (!match) invalid(`${field}: cannot read ${quoteClipped(text.slice(at), 20)} in ${quoteClipped(text)}; ${HINT}`);
    if (match[1]) sign = match[1] === '-' ? -1 : 1;
    const unit = WORDS[match[3]!.toLowerCase()];
    if (unit === undefined) invalid(`${field}: unknown unit ${quoteClipped(match[3]!, 20)}; use years, months, weeks, days, hours, minutes or seconds`);
    if (seen.has(unit)) invalid(`${field}: ${unit} given twice in ${quoteClipped(text)}`);
    seen.add(unit);
    duration[unit] = sign * Number(match[2]) || 0;
  }
  return duration;
}
