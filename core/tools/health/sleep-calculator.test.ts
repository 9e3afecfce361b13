import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Sleep {
  mode: string;
  time: string;
  time_zone?: string;
  kind: string;
  options: { cycles: number; sleep_hours: number; time: string; day_offset: number }[];
  cycle_minutes: number;
  fall_asleep_minutes: number;
}
const ID = 'sleep-calculator';
const sleep = (input: Record<string, unknown>, now?: string) => run<Sleep>(ID, input, now ? { now } : {});
const times = (result: Sleep) => result.options.map((o) => [o.time, o.day_offset]);

// Reference: python3 -c "def f(m): return '%02d:%02d'%((m%1440)//60,(m%1440)%60), m//1440; print([f(START ± (15 + c*90)) for c in CYCLES])"
describe('sleep-calculator', () => {
  it('wake: bedtimes for 6, 5, 4 and 3 cycles before the wake time, wrapping to the day before', async () => {
    const result = await sleep({ mode: 'wake', time: '07:00' });
    // python3: [f(7*60-15-c*90) for c in (6,5,4,3)]
    expect(times(result)).toEqual([['21:45', -1], ['23:15', -1], ['00:45', 0], ['02:15', 0]]);
    expect(result.options.map((o) => [o.cycles, o.sleep_hours])).toEqual([[6, 9], [5, 7.5], [4, 6], [3, 4.5]]);
    expect(result.kind).toBe('bedtimes');
    expect([result.cycle_minutes, result.fall_asleep_minutes]).toEqual([90, 15]);
    // wake is the default mode
    expect(times(await sleep({ time: '07:00' }))).toEqual(times(result));
    // python3: [f(0-15-c*90) for c in (6,5,4,3)]
    expect(times(await sleep({ mode: 'wake', time: '00:00' }))).toEqual([['14:45', -1], ['16:15', -1], ['17:45', -1], ['19:15', -1]]);
  });

  it('sleep: wake times after 3 to 6 cycles, wrapping past midnight', async () => {
    // python3: [f(23*60+30+15+c*90) for c in (3,4,5,6)]
    const result = await sleep({ mode: 'sleep', time: '23:30' });
    expect(times(result)).toEqual([['04:15', 1], ['05:45', 1], ['07:15', 1], ['08:45', 1]]);
    expect(result.kind).toBe('wake_times');
    // python3: [f(23*60+59+15+c*90) for c in (3,4,5,6)]
    expect(times(await sleep({ mode: 'sleep', time: '23:59' }))).toEqual([['04:44', 1], ['06:14', 1], ['07:44', 1], ['09:14', 1]]);
  });

  it('now: counts from the current time in UTC, to the minute', async () => {
    // python3: [f(22*60+10+15+c*90) for c in (3,4,5,6)]
    const result = await sleep({ mode: 'now' }, '2024-03-10T22:10:59.999Z');
    expect(result.time).toBe('22:10');
    expect(result.time_zone).toBe('UTC');
    expect(times(result)).toEqual([['02:55', 1], ['04:25', 1], ['05:55', 1], ['07:25', 1]]);
  });

  it('refuses a missing, malformed or unwanted time, naming `time`', async () => {
    await expectInvalid(ID, { mode: 'wake' }, 'time: is required for mode wake');
    await expectInvalid(ID, { mode: 'sleep' }, 'time: is required for mode sleep');
    await expectInvalid(ID, {}, 'time: is required for mode wake');
    for (const time of ['24:00', '7:00', '07:60', '07-00', '', '0700', ' 07:00']) {
      await expectInvalid(ID, { mode: 'wake', time }, /^time: /);
    }
    await expectInvalid(ID, { mode: 'sleep', time: '07:00:00' }, 'time: must be at most 5 characters');
    await expectInvalid(ID, { mode: 'now', time: '23:00' }, /^time: not taken with mode now/);
    await expectInvalid(ID, { mode: 'nap', time: '23:00' }, 'mode: must be one of wake, sleep, now');
    await expectInvalid(ID, JSON.parse('{"mode":"sleep","time":"23:00","__proto__":{"mode":"now"}}'), '__proto__: unknown field');
  });
});
