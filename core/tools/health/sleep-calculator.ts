import { Type } from '@sinclair/typebox';
import { formatClockTime, MINUTES_PER_DAY, parseClockTime } from '../../lib/clock-time.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Bedtimes and wake times that fall between sleep cycles: cycles of 90 minutes (the Sleep
 * Foundation's "about 90 minutes" per NREM–REM cycle, the figure sleepyti.me also uses) plus
 * 15 minutes to fall asleep (the middle of the 10–20 minute normal sleep latency the Sleep
 * Foundation gives; sleepyti.me uses 14).
 */
const CYCLE_MINUTES = 90;
const FALL_ASLEEP_MINUTES = 15;

const option = closedObject({
  cycles: Type.Integer({ description: 'Sleep cycles of 90 minutes' }),
  sleep_hours: Type.Number({ description: 'Hours asleep (cycles × 1.5)' }),
  time: Type.String({ description: 'The clock time, HH:MM (24-hour)' }),
  day_offset: Type.Integer({ description: 'Days from the given time: -1 the day before, 0 the same day, 1 the day after' }),
});

export default defineTool({
  id: 'sleep-calculator',
  name: 'Sleep Calculator',
  category: 'health',
  description:
    'Bedtimes or wake times that land between sleep cycles: 90-minute cycles (Sleep Foundation; the sleepyti.me convention) plus ' +
    '15 minutes to fall asleep (the middle of the Sleep Foundation\'s 10–20 minutes). wake: when to go to bed for 6, 5, 4 or 3 ' +
    'cycles before a wake time; sleep: when to wake after 3 to 6 cycles from a bedtime; now: the same from the current time in UTC.',
  keywords: ['sleep cycle', 'bedtime', 'wake up time', 'when to sleep', 'sleepytime', 'rem cycle', 'alarm'],
  mcp: true,
  input: closedObject({
    mode: withDefault(
      stringEnum(['wake', 'sleep', 'now'], { description: 'wake: time is when you must wake; sleep: time is when you go to bed; now: going to bed now (UTC)' }),
      'wake',
    ),
    time: Type.Optional(
      Type.String({
        maxLength: 5,
        pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
        errorMessage: 'must be a 24-hour time written HH:MM (00:00 to 23:59)',
        description: 'HH:MM, 24-hour; required for wake and sleep, not taken with now',
      }),
    ),
  }),
  output: closedObject({
    mode: stringEnum(['wake', 'sleep', 'now'], { description: 'Echo of the input' }),
    time: Type.String({ description: 'The time the options count from, HH:MM (for now: the current UTC time)' }),
    time_zone: Type.Optional(Type.Literal('UTC', { description: 'now only: the clock is read in UTC' })),
    kind: stringEnum(['bedtimes', 'wake_times'], { description: 'What the options are' }),
    options: Type.Array(option, { description: 'wake: bedtimes for 6, 5, 4, 3 cycles; sleep and now: wake times after 3, 4, 5, 6 cycles' }),
    cycle_minutes: Type.Integer({ description: 'Length of one sleep cycle' }),
    fall_asleep_minutes: Type.Integer({ description: 'Time allowed to fall asleep' }),
    method: Type.String({ description: 'How the times are made' }),
  }),
  examples: [
    {
      title: 'Must wake at 07:00: when to go to bed',
      input: { mode: 'wake', time: '07:00' },
      output: {
        mode: 'wake',
        time: '07:00',
        kind: 'bedtimes',
        options: [
          { cycles: 6, sleep_hours: 9, time: '21:45', day_offset: -1 },
          { cycles: 5, sleep_hours: 7.5, time: '23:15', day_offset: -1 },
          { cycles: 4, sleep_hours: 6, time: '00:45', day_offset: 0 },
          { cycles: 3, sleep_hours: 4.5, time: '02:15', day_offset: 0 },
        ],
        cycle_minutes: 90,
        fall_asleep_minutes: 15,
        method: 'bedtime = wake time − 15 min to fall asleep − cycles × 90 min',
      },
    },
    {
      title: 'Going to bed at 23:30: when to wake',
      input: { mode: 'sleep', time: '23:30' },
      output: {
        mode: 'sleep',
        time: '23:30',
        kind: 'wake_times',
        options: [
          { cycles: 3, sleep_hours: 4.5, time: '04:15', day_offset: 1 },
          { cycles: 4, sleep_hours: 6, time: '05:45', day_offset: 1 },
          { cycles: 5, sleep_hours: 7.5, time: '07:15', day_offset: 1 },
          { cycles: 6, sleep_hours: 9, time: '08:45', day_offset: 1 },
        ],
        cycle_minutes: 90,
        fall_asleep_minutes: 15,
        method: 'wake time = bedtime + 15 min to fall asleep + cycles × 90 min',
      },
    },
    {
      title: 'Going to bed now (the clock in UTC)',
      input: { mode: 'now' },
      now: '2024-01-01T22:10:00Z',
      output: {
        mode: 'now',
        time: '22:10',
        time_zone: 'UTC',
        kind: 'wake_times',
        options: [
          { cycles: 3, sleep_hours: 4.5, time: '02:55', day_offset: 1 },
          { cycles: 4, sleep_hours: 6, time: '04:25', day_offset: 1 },
          { cycles: 5, sleep_hours: 7.5, time: '05:55', day_offset: 1 },
          { cycles: 6, sleep_hours: 9, time: '07:25', day_offset: 1 },
        ],
        cycle_minutes: 90,
        fall_asleep_minutes: 15,
        method: 'wake time = bedtime + 15 min to fall asleep + cycles × 90 min',
      },
    },
  ],
  run({ mode, time }, ctx) {
    let start: number;
    if (mode === 'now') {
      if (time !== undefined) invalid('time: not taken with mode now (it uses the current UTC time); use mode sleep to give a bedtime');
      const now = ctx.now();
      start = now.getUTCHours() * 60 + now.getUTCMinutes();
    } else {
      if (time === undefined) invalid(`time: is required for mode ${mode}`);
      start = parseClockTime(time, 'time');
    }
    const cycles = mode === 'wake' ? [6, 5, 4, 3] : [3, 4, 5, 6];
    const sign = mode === 'wake' ? -1 : 1;
    const options = cycles.map((count) => {
      const at = start + sign * (FALL_ASLEEP_MINUTES + count * CYCLE_MINUTES);
      return { cycles: count, sleep_hours: (count * CYCLE_MINUTES) / 60, time: formatClockTime(at), day_offset: Math.floor(at / MINUTES_PER_DAY) };
    });
    return {
      mode,
      time: formatClockTime(start),
      ...(mode === 'now' ? { time_zone: 'UTC' as const } : {}),
      kind: mode === 'wake' ? ('bedtimes' as const) : ('wake_times' as const),
      options,
      cycle_minutes: CYCLE_MINUTES,
      fall_asleep_minutes: FALL_ASLEEP_MINUTES,
      method:
        mode === 'wake'
          ? 'bedtime = wake time − 15 min to fall asleep − cycles × 90 min'
          : 'wake time = bedtime + 15 min to fall asleep + cycles × 90 min',
    };
  },
});
