import { Type } from '@sinclair/typebox';
import { MINUTES_PER_DAY, parseClockTime } from '../../lib/clock-time.ts';
import { cents } from '../../lib/money.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Hours: each entry runs from start_time to end_time (an end before the start is the next day),
 * less its unpaid break, counted in whole minutes. Overtime: by default the US Fair Labor
 * Standards Act rule, hours worked beyond 40 in a workweek paid at not less than one and
 * one-half times the regular rate (29 U.S.C. §207(a)(1); US Department of Labor, Wage and Hour
 * Division, Fact Sheet #23; worked example in 29 CFR §778.110(a): 46 hours at $6 is $294). All
 * entries are taken as one workweek and the hours past regular_hours_per_week are the last ones
 * worked, in entry order. Daily overtime (as some states have) is not modelled. Pay amounts are
 * unrounded; cents() rounds them only in `formatted` and `summary` (core/lib/money.ts).
 */

const MAX_ENTRIES = 100;

const entry = closedObject({
  day: Type.Optional(Type.String({ maxLength: 40, description: 'A label for the entry, e.g. Mon or 2024-03-04 (up to 40 characters); echoed, not interpreted' })),
  start_time: Type.String({ maxLength: 20, description: 'When work started, 24-hour HH:MM (00:00 to 23:59)' }),
  end_time: Type.String({ maxLength: 20, description: 'When work ended, HH:MM; earlier than start_time means the next day (an overnight shift)' }),
  break_minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: MINUTES_PER_DAY, description: 'Unpaid break in whole minutes, 0 to 1440, not longer than the shift; default 0' })),
});

const row = closedObject({
  index: Type.Integer({ description: 'Position in entries, from 0' }),
  day: Type.Optional(Type.String({ description: 'The entry’s label, echoed' })),
  start_time: Type.String({ description: 'Start, echoed' }),
  end_time: Type.String({ description: 'End, echoed' }),
  overnight: Type.Boolean({ description: 'True when the shift ends the next day' }),
  break_minutes: Type.Integer({ description: 'The break subtracted' }),
  minutes: Type.Integer({ description: 'Minutes worked: end − start − break' }),
  hours: Type.Number({ description: 'Hours worked (minutes / 60)' }),
  hours_text: Type.String({ description: 'Hours worked as H:MM' }),
  regular_hours: Type.Number({ description: 'Of these, hours at the regular rate' }),
  overtime_hours: Type.Number({ description: 'Of these, hours past regular_hours_per_week' }),
  pay: Type.Number({ description: 'Pay for this entry, unrounded' }),
});

/** Minutes as H:MM ("38:30"), for totals past 24 hours too. */
const hoursText = (minutes: number): string => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

export default defineTool({
  id: 'timesheet-calculator',
  name: 'Timesheet Calculator',
  category: 'math',
  description:
    'Hours worked from start and end times (overnight shifts included) less breaks, per entry and in total, split into regular and overtime hours, with pay. ' +
    'Overtime by default is the US FLSA rule (US Department of Labor: hours over 40 in a workweek at 1.5 times the rate, 29 U.S.C. §207); all entries are one workweek.',
  keywords: ['time card', 'timecard', 'hours worked', 'work hours', 'overtime', 'payroll', 'shift hours', 'clock in', 'flsa'],
  mcp: true,
  input: closedObject({
    entries: Type.Array(entry, { minItems: 1, maxItems: MAX_ENTRIES, description: 'The shifts of one workweek, 1 to 100, each with start_time and end_time' }),
    hourly_rate: withDefault(Type.Number({ minimum: 0, maximum: 1e6, description: 'Pay per regular hour, 0 to 1e6; default 0 (hours only)' }), 0),
    include_overtime: withDefault(Type.Boolean({ description: 'Split off hours past regular_hours_per_week as overtime; default true' }), true),
    regular_hours_per_week: withDefault(Type.Number({ minimum: 0, maximum: 168, description: 'Hours in the week paid at the regular rate, 0 to 168; default 40 (FLSA)' }), 40),
    overtime_multiplier: withDefault(Type.Number({ minimum: 1, maximum: 10, description: 'Overtime pay as a multiple of the rate, 1 to 10; default 1.5 (FLSA)' }), 1.5),
  }),
  output: closedObject({
    entries: Type.Array(row, { description: 'Each entry with its hours and its regular and overtime split' }),
    total_minutes: Type.Integer({ description: 'Minutes worked in all' }),
    total_hours: Type.Number({ description: 'Hours worked in all' }),
    total_hours_text: Type.String({ description: 'Hours worked in all as H:MM' }),
    regular_hours: Type.Number({ description: 'Hours at the regular rate' }),
    overtime_hours: Type.Number({ description: 'Hours past regular_hours_per_week (0 when include_overtime is false)' }),
    hourly_rate: Type.Number({ description: 'The regular rate, echoed' }),
    overtime_rate: Type.Number({ description: 'hourly_rate × overtime_multiplier' }),
    regular_pay: Type.Number({ description: 'regular_hours × hourly_rate, unrounded' }),
    overtime_pay: Type.Number({ description: 'overtime_hours × overtime_rate, unrounded' }),
    total_pay: Type.Number({ description: 'regular_pay + overtime_pay, unrounded' }),
    include_overtime: Type.Boolean({ description: 'Echoed' }),
    regular_hours_per_week: Type.Number({ description: 'Echoed' }),
    overtime_multiplier: Type.Number({ description: 'Echoed' }),
    formatted: closedObject(
      {
        regular_pay: Type.String({ description: 'regular_pay to the cent' }),
        overtime_pay: Type.String({ description: 'overtime_pay to the cent' }),
        total_pay: Type.String({ description: 'total_pay to the cent' }),
      },
      { description: 'The pay rounded half away from zero to cents, for display' },
    ),
    method: Type.String({ description: 'How hours and overtime were counted' }),
    summary: Type.String({ description: 'The answer in one sentence, hours to 2 decimals and pay to the cent' }),
  }),
  examples: [
    {
      title: 'A 46-hour week at $6 (29 CFR §778.110: $294)',
      input: {
        entries: [
          { day: 'Mon', start_time: '08:00', end_time: '17:00', break_minutes: 30 },
          { day: 'Tue', start_time: '08:00', end_time: '17:00', break_minutes: 30 },
          { day: 'Wed', start_time: '08:00', end_time: '17:00', break_minutes: 30 },
          { day: 'Thu', start_time: '08:00', end_time: '17:00', break_minutes: 30 },
          { day: 'Fri', start_time: '08:00', end_time: '17:00', break_minutes: 30 },
          { day: 'Sat', start_time: '08:00', end_time: '11:30' },
        ],
        hourly_rate: 6,
      },
      output: {
        entries: [
          { index: 0, day: 'Mon', start_time: '08:00', end_time: '17:00', overnight: false, break_minutes: 30, minutes: 510, hours: 8.5, hours_text: '8:30', regular_hours: 8.5, overtime_hours: 0, pay: 51 },
          { index: 1, day: 'Tue', start_time: '08:00', end_time: '17:00', overnight: false, break_minutes: 30, minutes: 510, hours: 8.5, hours_text: '8:30', regular_hours: 8.5, overtime_hours: 0, pay: 51 },
          { index: 2, day: 'Wed', start_time: '08:00', end_time: '17:00', overnight: false, break_minutes: 30, minutes: 510, hours: 8.5, hours_text: '8:30', regular_hours: 8.5, overtime_hours: 0, pay: 51 },
          { index: 3, day: 'Thu', start_time: '08:00', end_time: '17:00', overnight: false, break_minutes: 30, minutes: 510, hours: 8.5, hours_text: '8:30', regular_hours: 8.5, overtime_hours: 0, pay: 51 },
          { index: 4, day: 'Fri', start_time: '08:00', end_time: '17:00', overnight: false, break_minutes: 30, minutes: 510, hours: 8.5, hours_text: '8:30', regular_hours: 6, overtime_hours: 2.5, pay: 58.5 },
          { index: 5, day: 'Sat', start_time: '08:00', end_time: '11:30', overnight: false, break_minutes: 0, minutes: 210, hours: 3.5, hours_text: '3:30', regular_hours: 0, overtime_hours: 3.5, pay: 31.5 },
        ],
        total_minutes: 2760, total_hours: 46, total_hours_text: '46:00', regular_hours: 40, overtime_hours: 6,
        hourly_rate: 6, overtime_rate: 9, regular_pay: 240, overtime_pay: 54, total_pay: 294,
        include_overtime: true, regular_hours_per_week: 40, overtime_multiplier: 1.5,
        formatted: { regular_pay: '240.00', overtime_pay: '54.00', total_pay: '294.00' },
        method:
          'hours = end − start (next day when end is earlier) − break; hours past 40 in the week, in entry order, are overtime at 1.5 × the rate (FLSA, 29 U.S.C. §207(a)(1))',
        summary: '46 hours (46:00): 40 regular and 6 overtime; pay 240.00 + 54.00 = 294.00.',
      },
    },
    {
      title: 'A night shift, hours only',
      input: { entries: [{ start_time: '22:00', end_time: '06:30', break_minutes: 45 }] },
      output: {
        entries: [
          { index: 0, start_time: '22:00', end_time: '06:30', overnight: true, break_minutes: 45, minutes: 465, hours: 7.75, hours_text: '7:45', regular_hours: 7.75, overtime_hours: 0, pay: 0 },
        ],
        total_minutes: 465, total_hours: 7.75, total_hours_text: '7:45', regular_hours: 7.75, overtime_hours: 0,
        hourly_rate: 0, overtime_rate: 0, regular_pay: 0, overtime_pay: 0, total_pay: 0,
        include_overtime: true, regular_hours_per_week: 40, overtime_multiplier: 1.5,
        formatted: { regular_pay: '0.00', overtime_pay: '0.00', total_pay: '0.00' },
        method:
          'hours = end − start (next day when end is earlier) − break; hours past 40 in the week, in entry order, are overtime at 1.5 × the rate (FLSA, 29 U.S.C. §207(a)(1))',
        summary: '7.75 hours (7:45): 7.75 regular and 0 overtime.',
      },
    },
  ],
  run({ entries, hourly_rate, include_overtime, regular_hours_per_week, overtime_multiplier }) {
    const regularLimit = include_overtime ? regular_hours_per_week * 60 : Infinity;
    const overtimeRate = hourly_rate * overtime_multiplier;
    let workedBefore = 0;
    const rows = entries.map(({ day, start_time, end_time, break_minutes = 0 }, index) => {
      const start = parseClockTime(start_time, `entries[${index}].start_time`);
      const end = parseClockTime(end_time, `entries[${index}].end_time`);
      if (start === end) {
        invalid(`entries[${index}].end_time: equals start_time (${start_time}), which could mean 0 or 24 hours; split a 24-hour shift into two entries`);
      }
      const overnight = end < start;
      const span = overnight ? end + MINUTES_PER_DAY - start : end - start;
      if (break_minutes > span) {
        invalid(`entries[${index}].break_minutes: ${break_minutes} minutes is longer than the ${span}-minute shift ${start_time}–${end_time}`);
      }
      const minutes = span - break_minutes;
      const regularMinutes = Math.min(minutes, Math.max(0, regularLimit - workedBefore));
      const overtimeMinutes = minutes - regularMinutes;
      workedBefore += minutes;
      const regular_hours = regularMinutes / 60;
      const overtime_hours = overtimeMinutes / 60;
      return {
        index, ...(day === undefined ? {} : { day }), start_time, end_time, overnight, break_minutes, minutes,
        hours: minutes / 60, hours_text: hoursText(minutes), regular_hours, overtime_hours,
        pay: regular_hours * hourly_rate + overtime_hours * overtimeRate,
      };
    });
    const totalMinutes = workedBefore;
    const regularMinutes = Math.min(totalMinutes, regularLimit);
    const regular_hours = regularMinutes / 60;
    const overtime_hours = (totalMinutes - regularMinutes) / 60;
    const regular_pay = regular_hours * hourly_rate;
    const overtime_pay = overtime_hours * overtimeRate;
    const total_pay = regular_pay + overtime_pay;
    const formatted = { regular_pay: cents(regular_pay), overtime_pay: cents(overtime_pay), total_pay: cents(total_pay) };
    const method = include_overtime
      ? `hours = end − start (next day when end is earlier) − break; hours past ${regular_hours_per_week} in the week, in entry order, are overtime at ` +
        `${overtime_multiplier} × the rate (FLSA, 29 U.S.C. §207(a)(1))`
      : 'hours = end − start (next day when end is earlier) − break; every hour at the regular rate (overtime not counted)';
    const shown = (hours: number) => Number(hours.toFixed(2));
    let summary = `${shown(totalMinutes / 60)} hours (${hoursText(totalMinutes)}): ${shown(regular_hours)} regular and ${shown(overtime_hours)} overtime`;
    if (hourly_rate > 0) summary += `; pay ${formatted.regular_pay} + ${formatted.overtime_pay} = ${formatted.total_pay}`;
    return {
      entries: rows,
      total_minutes: totalMinutes, total_hours: totalMinutes / 60, total_hours_text: hoursText(totalMinutes),
      regular_hours, overtime_hours,
      hourly_rate, overtime_rate: overtimeRate, regular_pay, overtime_pay, total_pay,
      include_overtime, regular_hours_per_week, overtime_multiplier,
      formatted, method, summary: `${summary}.`,
    };
  },
});
