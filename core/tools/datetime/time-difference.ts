import { Type } from '@sinclair/typebox';
import { MINUTES_PER_DAY } from '../../lib/clock-time.ts';
import { formatClockText, formatHoursMinutes, parseClockText } from '../../lib/clock-12h.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec gives the fields, not these):
 * - overnight=auto: an end earlier than the start is on the next day; an end equal to the start is
 *   a span of zero (use always for a full 24 hours). always: the end is always on the next day, so
 *   an equal end is 24 hours. never: the end must not be earlier than the start (400 naming end).
 * - 24:00 (end only) is the midnight that ends the start's day in every mode; no further day is
 *   added to it, so 22:00-24:00 is 2 hours under any mode, and it does not count as crossing midnight.
 * - break_minutes is bounded to 0-1440 (no span is longer than a day); a break longer than the span is
 *   a 400 naming break_minutes. Decimal hours are rounded to 2 places (payroll style; minutes / 60
 *   never ends in exactly 5 at the third place, so there are no ties); minutes and H:MM stay exact.
 */

type Overnight = 'auto' | 'always' | 'never';

const TIME_FORMS = '24-hour (09:30, 9:30, 21:05) or 12-hour with am/pm (9:30 pm, 9pm, 12am = midnight, 12pm = noon)';

const output = closedObject({
  start: Type.String({ description: 'The start as 24-hour HH:MM' }),
  end: Type.String({ description: 'The end as 24-hour HH:MM (24:00 kept as written)' }),
  overnight: stringEnum(['auto', 'always', 'never'], { description: 'The overnight mode used' }),
  crossed_midnight: Type.Boolean({ description: 'True when the end was taken on the day after the start' }),
  span_minutes: Type.Integer({ description: 'Minutes from start to end, before the break' }),
  span_hm: Type.String({ description: 'The span as H:MM' }),
  break_minutes: Type.Integer({ description: 'The break subtracted' }),
  total_minutes: Type.Integer({ description: 'Minutes after the break' }),
  total_hours: Type.Number({ description: 'Hours after the break, as a decimal rounded to 2 places' }),
  total_hm: Type.String({ description: 'Hours and minutes after the break, H:MM' }),
});

export default defineTool({
  id: 'time-difference',
  name: 'Time Difference',
  category: 'datetime',
  description:
    'Hours and minutes between two times of day (24-hour or am/pm), across midnight when the end is earlier (or always, or never), minus an optional break; ' +
    'as minutes, decimal hours and H:MM. 12 am is midnight and 12 pm noon (NIST convention); 24:00 may close the day.',
  keywords: ['hours between times', 'time calculator', 'shift length', 'work hours', 'timesheet', 'hours worked', 'time duration', 'clock in clock out'],
  mcp: true,
  input: closedObject({
    start: Type.String({ maxLength: 20, description: `The start time: ${TIME_FORMS}` }),
    end: Type.String({ maxLength: 20, description: `The end time, same forms, or 24:00 for the midnight that ends the start's day` }),
    overnight: withDefault(
      stringEnum(['auto', 'always', 'never'], {
        description:
          'auto: an end earlier than the start is on the next day (equal times are zero); always: the end is always on the next day (equal times are 24 hours); never: an end earlier than the start is refused',
      }),
      'auto',
    ),
    break_minutes: withDefault(Type.Integer({ minimum: 0, maximum: 1440, description: 'Minutes of break to subtract, 0-1440; may not exceed the span' }), 0),
  }),
  output,
  examples: [
    {
      title: 'A night shift with a 30-minute break',
      input: { start: '10:00 pm', end: '6:30 am', break_minutes: 30 },
      output: {
        start: '22:00', end: '06:30', overnight: 'auto', crossed_midnight: true,
        span_minutes: 510, span_hm: '8:30', break_minutes: 30, total_minutes: 480, total_hours: 8, total_hm: '8:00',
      },
    },
    {
      title: 'A day shift, 24-hour clock',
      input: { start: '08:45', end: '17:05', break_minutes: 45 },
      output: {
        start: '08:45', end: '17:05', overnight: 'auto', crossed_midnight: false,
        span_minutes: 500, span_hm: '8:20', break_minutes: 45, total_minutes: 455, total_hours: 7.58, total_hm: '7:35',
      },
    },
  ],
  run({ start, end, overnight, break_minutes }) {
    const from = parseClockText(start, 'start');
    const to = parseClockText(end, 'end', { endOfDay: true });
    const mode = overnight as Overnight;
    const nextDay = to < MINUTES_PER_DAY && (mode === 'always' || (mode === 'auto' && to < from));
    if (mode === 'never' && to < from) {
      invalid(`end: ${formatClockText(to)} is before the start ${formatClockText(from)} and overnight is never; use overnight auto or always for a span across midnight`);
    }
    const span = to + (nextDay ? MINUTES_PER_DAY : 0) - from;
    if (break_minutes > span) {
      invalid(`break_minutes: ${break_minutes} is longer than the span of ${span} minutes (${formatHoursMinutes(span)})`);
    }
    const total = span - break_minutes;
    return {
      start: formatClockText(from),
      end: formatClockText(to),
      overnight: mode,
      crossed_midnight: nextDay,
      span_minutes: span,
      span_hm: formatHoursMinutes(span),
      break_minutes,
      total_minutes: total,
      total_hours: Math.round((total * 100) / 60) / 100,
      total_hm: formatHoursMinutes(total),
    };
  },
});
