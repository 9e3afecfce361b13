import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  start: string; end: string; overnight: string; crossed_midnight: boolean;
  span_minutes: number; span_hm: string; break_minutes: number;
  total_minutes: number; total_hours: number; total_hm: string;
}

const diff = (input: Record<string, unknown>) => run<Result>('time-difference', input);

/*
 * Known answers from python3 by hand (datetime.strptime; %I %p reads 12 AM as 00 and 12 PM as 12):
 *   f=lambda s,fmt: D.strptime(s,fmt)   (D = datetime, T = timedelta)
 *   (f('6:30 AM','%I:%M %p')+T(days=1)-f('10:00 PM','%I:%M %p')).seconds//60          → 510
 *   (f('17:05','%H:%M')-f('08:45','%H:%M')).seconds//60                              → 500
 *   (f('12:15 AM','%I:%M %p')+T(days=1)-f('12:00 PM','%I:%M %p')).total_seconds()//60 → 735
 *   (f('09:00','%H:%M')+T(days=1)-f('09:00','%H:%M')).total_seconds()//60            → 1440
 *   (f('00:00','%H:%M')+T(days=1)-f('23:59','%H:%M')).total_seconds()//60            → 1
 *   (f('2024-01-02 00:00',…)-f('2024-01-01 22:00',…)).total_seconds()//60              → 120 (22:00 to 24:00)
 *   round(500/60,2), round(1/60,2), round(1439/60,2)                                  → 8.33 0.02 23.98
 */
describe('time-difference', () => {
  it('crosses midnight when the end is earlier (auto)', async () => {
    expect(await diff({ start: '10:00 PM', end: '6:30 AM' })).toEqual({
      start: '22:00', end: '06:30', overnight: 'auto', crossed_midnight: true,
      span_minutes: 510, span_hm: '8:30', break_minutes: 0, total_minutes: 510, total_hours: 8.5, total_hm: '8:30',
    });
    expect(await diff({ start: '23:59', end: '00:00' })).toMatchObject({ span_minutes: 1, total_hours: 0.02, total_hm: '0:01', crossed_midnight: true });
  });

  it('subtracts the break and rounds decimal hours to 2 places', async () => {
    expect(await diff({ start: '08:45', end: '17:05' })).toMatchObject({ span_minutes: 500, total_hours: 8.33, crossed_midnight: false });
    expect(await diff({ start: '08:45', end: '17:05', break_minutes: 45 })).toMatchObject({ span_hm: '8:20', total_minutes: 455, total_hm: '7:35', break_minutes: 45 });
    expect(await diff({ start: '00:00', end: '23:59' })).toMatchObject({ total_minutes: 1439, total_hours: 23.98, total_hm: '23:59' });
    // A break as long as the span leaves zero.
    expect(await diff({ start: '09:00', end: '09:30', break_minutes: 30 })).toMatchObject({ total_minutes: 0, total_hours: 0, total_hm: '0:00' });
  });

  it('reads 12 am as midnight and 12 pm as noon, in every written form', async () => {
    expect(await diff({ start: '12pm', end: '12:15 a.m.' })).toMatchObject({ start: '12:00', end: '00:15', span_minutes: 735, crossed_midnight: true });
    expect(await diff({ start: '12am', end: '12 PM' })).toMatchObject({ start: '00:00', end: '12:00', span_minutes: 720 });
    expect(await diff({ start: ' 9:05am ', end: '09:05 P.M.' })).toMatchObject({ start: '09:05', end: '21:05', span_minutes: 720 });
    expect(await diff({ start: '9:30', end: '1pm' })).toMatchObject({ start: '09:30', end: '13:00', span_minutes: 210 });
  });

  it('gives equal times zero under auto and never, 24 hours under always', async () => {
    expect(await diff({ start: '09:00', end: '09:00' })).toMatchObject({ span_minutes: 0, crossed_midnight: false });
    expect(await diff({ start: '09:00', end: '09:00', overnight: 'never' })).toMatchObject({ span_minutes: 0, crossed_midnight: false });
    expect(await diff({ start: '09:00', end: '09:00', overnight: 'always' })).toMatchObject({ span_minutes: 1440, span_hm: '24:00', crossed_midnight: true });
  });

  it('always puts the end on the next day, even when it is later', async () => {
    expect(await diff({ start: '08:00', end: '09:00', overnight: 'always' })).toMatchObject({ span_minutes: 1500, span_hm: '25:00', crossed_midnight: true });
    expect(await diff({ start: '08:00', end: '09:00', overnight: 'always', break_minutes: 1440 })).toMatchObject({ total_minutes: 60, total_hm: '1:00' });
  });

  it('takes 24:00 as the midnight ending the start\'s day in every mode', async () => {
    for (const overnight of ['auto', 'always', 'never']) {
      expect(await diff({ start: '22:00', end: '24:00', overnight })).toMatchObject({ end: '24:00', span_minutes: 120, crossed_midnight: false });
    }
    expect(await diff({ start: '00:00', end: '24:00' })).toMatchObject({ span_minutes: 1440, total_hm: '24:00' });
    expect(await diff({ start: '22:00', end: '00:00' })).toMatchObject({ end: '00:00', span_minutes: 120, crossed_midnight: true });
    await expectInvalid('time-difference', { start: '24:00', end: '01:00' }, 'start: 24:00 is allowed only as an end time (the midnight that ends the day); use 00:00 for the start of a day');
    await expectInvalid('time-difference', { start: '10:00', end: '24:01' }, /^end: not a time: "24:01"/);
  });

  it('refuses an earlier end under never, naming end', async () => {
    await expectInvalid('time-difference', { start: '22:00', end: '06:00', overnight: 'never' },
      'end: 06:00 is before the start 22:00 and overnight is never; use overnight auto or always for a span across midnight');
  });

  it('refuses a break longer than the span, naming break_minutes', async () => {
    await expectInvalid('time-difference', { start: '09:00', end: '09:30', break_minutes: 31 }, 'break_minutes: 31 is longer than the span of 30 minutes (0:30)');
    await expectInvalid('time-difference', { start: '09:00', end: '09:00', break_minutes: 1 }, /^break_minutes: 1 is longer than the span of 0 minutes/);
    await expectInvalid('time-difference', { start: '09:00', end: '10:00', break_minutes: 1441 }, /^break_minutes: /);
    await expectInvalid('time-difference', { start: '09:00', end: '10:00', break_minutes: -1 }, /^break_minutes: /);
    await expectInvalid('time-difference', { start: '09:00', end: '10:00', break_minutes: 1.5 }, /^break_minutes: /);
  });

  it('refuses impossible and malformed times, naming the field', async () => {
    for (const bad of ['25:00', '12:60', '13pm', '0am', '0:30 am', '9', '930', '9.30', '09:00:00', 'noon', '', '   ', '<b>9</b>', '９:３０']) {
      await expectInvalid('time-difference', { start: bad, end: '10:00' }, /^start: /);
      await expectInvalid('time-difference', { start: '10:00', end: bad }, /^end: /);
    }
    await expectInvalid('time-difference', { start: 'x'.repeat(21), end: '10:00' }, 'start: must be at most 20 characters');
  });

  it('refuses missing, unknown and prototype fields and wrong enums', async () => {
    await expectInvalid('time-difference', { end: '10:00' }, 'start: is required');
    await expectInvalid('time-difference', { start: '10:00' }, 'end: is required');
    await expectInvalid('time-difference', { start: '09:00', end: '10:00', overnight: 'sometimes' }, /^overnight: /);
    await expectInvalid('time-difference', JSON.parse('{"start":"09:00","end":"10:00","__proto__":{"x":1}}'), '__proto__: unknown field');
  });

  it('agrees with a minute-by-minute count for every start and end on the hour and half hour', async () => {
    for (let from = 0; from < 1440; from += 30) {
      for (let to = 0; to < 1440; to += 30) {
        const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        // Walk forward one minute at a time from the start until the clock shows the end.
        let steps = 0;
        while ((from + steps) % 1440 !== to) steps++;
        const result = await diff({ start: hhmm(from), end: hhmm(to) });
        expect(result.span_minutes).toBe(steps);
        expect(result.crossed_midnight).toBe(from + steps >= 1440);
      }
    }
  });
});
