import { describe, expect, it } from 'vitest';
import { cents, roundCents, Schedule, SCHEDULE_ROW_CAP } from './money.ts';

describe('cents', () => {
  it('rounds half away from zero to two decimals, as typed', () => {
    // python3: from decimal import *; Decimal('1.005').quantize(Decimal('0.01'), ROUND_HALF_UP) → 1.01
    expect(cents(1.005)).toBe('1.01');
    expect(cents(2.675)).toBe('2.68');
    expect(cents(-0.125)).toBe('-0.13');
    expect(cents(1234.5)).toBe('1234.50');
    expect(cents(0.001)).toBe('0.00');
    expect(cents(-0.001)).toBe('0.00');
    expect(cents(7)).toBe('7.00');
    expect(cents(0.07)).toBe('0.07');
    expect(cents(1e15 + 0.25)).toBe('1000000000000000.25');
    expect(cents(1e22)).toBe('10000000000000000000000.00');
    expect(cents(0.995)).toBe('1.00');
    expect(cents(0.994)).toBe('0.99');
    expect(roundCents(599.5505)).toBe(599.55);
  });

  it('refuses a non-finite amount', () => {
    expect(() => cents(Infinity)).toThrow(RangeError);
    expect(() => cents(NaN)).toThrow(RangeError);
  });
});

describe('Schedule', () => {
  it(`keeps ${SCHEDULE_ROW_CAP} rows and marks the rest truncated, without building them`, () => {
    const schedule = new Schedule<number>();
    let built = 0;
    for (let i = 0; i < SCHEDULE_ROW_CAP + 5; i++) schedule.add(() => ++built);
    expect(schedule.rows.length).toBe(SCHEDULE_ROW_CAP);
    expect(built).toBe(SCHEDULE_ROW_CAP);
    expect(schedule.truncated).toBe(true);
  });
});
