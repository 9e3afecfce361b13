import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Row = { minutes: number; hours: number; hours_text: string; overnight: boolean; regular_hours: number; overtime_hours: number; pay: number };
type Result = {
  entries: Row[]; total_minutes: number; total_hours: number; total_hours_text: string; regular_hours: number; overtime_hours: number;
  overtime_rate: number; regular_pay: number; overtime_pay: number; total_pay: number; formatted: Record<string, string>; method: string; summary: string;
};
const timesheet = (input: Record<string, unknown>) => run<Result>('timesheet-calculator', input);
const shift = (start_time: string, end_time: string, break_minutes?: number) => ({ start_time, end_time, ...(break_minutes === undefined ? {} : { break_minutes }) });

/** Five 8.5-hour days and a 3.5-hour Saturday: 46 hours. */
const week46 = [...Array.from({ length: 5 }, () => shift('08:00', '17:00', 30)), shift('08:00', '11:30')];

describe('timesheet-calculator', () => {
  it('pays a 46-hour week at $6 as the US DOL worked example: $294', async () => {
    // 29 CFR §778.110(a): "a $6 hourly rate will bring, for an employee who works 46 hours, a total weekly wage of $294
    // (46 hours at $6 plus 6 at $3)".
    const result = await timesheet({ entries: week46, hourly_rate: 6 });
    expect(result).toMatchObject({ total_hours: 46, regular_hours: 40, overtime_hours: 6, overtime_rate: 9, regular_pay: 240, overtime_pay: 54, total_pay: 294 });
    expect(result.formatted.total_pay).toBe('294.00');
    // The overtime is the last hours worked: 2.5 on Friday, all 3.5 on Saturday.
    expect(result.entries.map((row) => [row.regular_hours, row.overtime_hours])).toEqual([[8.5, 0], [8.5, 0], [8.5, 0], [8.5, 0], [6, 2.5], [0, 3.5]]);
    expect(result.entries.reduce((sum, row) => sum + row.pay, 0)).toBe(294);
  });

  it('counts an end before the start as the next day', async () => {
    const night = await timesheet({ entries: [shift('22:00', '06:30', 45)] });
    expect(night.entries[0]).toMatchObject({ overnight: true, minutes: 465, hours: 7.75, hours_text: '7:45' });
    expect((await timesheet({ entries: [shift('16:00', '00:00')] })).entries[0]).toMatchObject({ overnight: true, hours: 8 });
    expect((await timesheet({ entries: [shift('00:00', '23:59')] })).entries[0]).toMatchObject({ overnight: false, minutes: 1439 });
    expect((await timesheet({ entries: [shift('23:59', '00:00')] })).entries[0]).toMatchObject({ overnight: true, minutes: 1 });
  });

  it('matches exact decimal pay to the cent on odd minutes', async () => {
    // python3: m=(17*60+52-(9*60+7)-37)*7 → 3416 minutes; rate=D('17.35'); q(40*rate) → 694.00;
    // q((D(m)/60-40)*rate*D('1.5')) → 440.69; total 1134.69
    const result = await timesheet({ entries: Array.from({ length: 7 }, () => shift('09:07', '17:52', 37)), hourly_rate: 17.35 });
    expect(result).toMatchObject({ total_minutes: 3416, total_hours_text: '56:56' });
    expect(result.formatted).toEqual({ regular_pay: '694.00', overtime_pay: '440.69', total_pay: '1134.69' });
    expect(result.summary).toBe('56.93 hours (56:56): 40 regular and 16.93 overtime; pay 694.00 + 440.69 = 1134.69.');
  });

  it('follows the overtime options', async () => {
    expect(await timesheet({ entries: week46, hourly_rate: 6, include_overtime: false })).toMatchObject({ regular_hours: 46, overtime_hours: 0, total_pay: 276 });
    // python3: D('37.5')*20 + (46-D('37.5'))*20*2 → 1090.0
    expect(await timesheet({ entries: week46, hourly_rate: 20, regular_hours_per_week: 37.5, overtime_multiplier: 2 })).toMatchObject({
      regular_hours: 37.5, overtime_hours: 8.5, total_pay: 1090,
    });
    expect(await timesheet({ entries: week46, hourly_rate: 10, regular_hours_per_week: 0 })).toMatchObject({ regular_hours: 0, overtime_hours: 46, total_pay: 690 });
    expect((await timesheet({ entries: week46 })).method).toContain('hours past 40 in the week');
  });

  it('subtracts the break and refuses one longer than the shift', async () => {
    expect((await timesheet({ entries: [shift('09:00', '09:30', 30)] })).entries[0]).toMatchObject({ minutes: 0, hours: 0 });
    await expectInvalid('timesheet-calculator', { entries: [shift('09:00', '17:00'), shift('09:00', '09:30', 31)] },
      'entries[1].break_minutes: 31 minutes is longer than the 30-minute shift 09:00–09:30');
  });

  it('refuses a shift that ends when it starts and malformed times, naming the entry', async () => {
    await expectInvalid('timesheet-calculator', { entries: [shift('09:00', '09:00')] }, /^entries\[0\]\.end_time: equals start_time \(09:00\)/);
    await expectInvalid('timesheet-calculator', { entries: [shift('24:00', '08:00')] }, /^entries\[0\]\.start_time: must be a 24-hour time written HH:MM/);
    await expectInvalid('timesheet-calculator', { entries: [shift('08:00', '17:00'), shift('8:00', '17:00')] }, /^entries\[1\]\.start_time: /);
    await expectInvalid('timesheet-calculator', { entries: [shift('08:00', '17:60')] }, /^entries\[0\]\.end_time: /);
    await expectInvalid('timesheet-calculator', { entries: [shift('08:00', '17:00', -5)] }, /^entries\[0\]\.break_minutes: /);
    await expectInvalid('timesheet-calculator', { entries: [shift('08:00', '17:00', 1.5)] }, /^entries\[0\]\.break_minutes: /);
  });

  it('refuses out-of-range options, too many or no entries, and __proto__ keys', async () => {
    await expectInvalid('timesheet-calculator', { entries: [] }, /^entries: /);
    await expectInvalid('timesheet-calculator', { entries: Array.from({ length: 101 }, () => shift('08:00', '09:00')) }, /^entries: /);
    await expectInvalid('timesheet-calculator', { entries: week46, hourly_rate: -1 }, /^hourly_rate: /);
    await expectInvalid('timesheet-calculator', { entries: week46, regular_hours_per_week: 169 }, /^regular_hours_per_week: /);
    await expectInvalid('timesheet-calculator', { entries: week46, overtime_multiplier: 0.5 }, /^overtime_multiplier: /);
    await expectInvalid('timesheet-calculator', { entries: [{ end_time: '17:00' }] }, /^entries\[0\]\.start_time: is required/);
    await expectInvalid('timesheet-calculator', { entries: [JSON.parse('{"start_time":"08:00","end_time":"17:00","__proto__":{"break_minutes":999}}')] }, /__proto__: unknown field/);
    await expectInvalid('timesheet-calculator', JSON.parse('{"entries":[{"start_time":"08:00","end_time":"17:00"}],"__proto__":{"hourly_rate":1}}'), '__proto__: unknown field');
  });

  it('handles the largest timesheet: 100 nearly-full days', async () => {
    const result = await timesheet({ entries: Array.from({ length: 100 }, (_, i) => ({ day: `day ${i}`, ...shift('00:00', '23:59') })), hourly_rate: 1e6 });
    expect(result.total_minutes).toBe(143_900);
    // 40 h at 1e6 + (143900/60 − 40) h at 1.5e6
    expect(result.total_pay).toBeCloseTo(40 * 1e6 + (143_900 / 60 - 40) * 1.5e6, 2);
  });
});
