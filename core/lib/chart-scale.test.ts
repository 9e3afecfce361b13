import { describe, expect, it } from 'vitest';
import { largestRemainder, niceNumber, niceScale } from './chart-scale.ts';

describe('niceNumber (Heckbert, Graphics Gems 1990, nicenum)', () => {
  // By hand from the paper's rule: round → 1 below 1.5, 2 below 3, 5 below 7, else 10;
  // ceiling → 1 up to 1, 2 up to 2, 5 up to 5, else 10 (times the power of ten).
  it('rounds to 1, 2, 5 or 10 × 10^k', () => {
    expect(niceNumber(125, true)).toBe(100);
    expect(niceNumber(1.5, true)).toBe(2);
    expect(niceNumber(2.99, true)).toBe(2);
    expect(niceNumber(3, true)).toBe(5);
    expect(niceNumber(6.99, true)).toBe(5);
    expect(niceNumber(7, true)).toBe(10);
    expect(niceNumber(0.0556, true)).toBe(0.05);
  });
  it('takes the ceiling when not rounding', () => {
    expect(niceNumber(438, false)).toBe(500);
    expect(niceNumber(2, false)).toBe(2);
    expect(niceNumber(2.01, false)).toBe(5);
    expect(niceNumber(5.01, false)).toBe(10);
    expect(niceNumber(0.12, false)).toBe(0.2);
    expect(niceNumber(1, false)).toBe(1);
  });
});

describe('niceScale (Heckbert loose_label)', () => {
  it("gives the paper's own examples: 105..543 → 100..600 by 100; 2.04..2.16 → 2.00..2.20 by 0.05", () => {
    // Heckbert, "Nice Numbers for Graph Labels", Graphics Gems p. 61: "if the data range is 105
    // to 543, we'd probably want to plot the range from 100 to 600 and put tick marks every 100
    // units. Or if the data range is 2.04 to 2.16, we'd probably plot a range from 2.00 to 2.20
    // with a tick spacing of 0.05." (NTICK = 5 in the paper's label.c)
    expect(niceScale(105, 543, 5)).toEqual({ min: 100, max: 600, step: 100, decimals: 0, ticks: [100, 200, 300, 400, 500, 600] });
    expect(niceScale(2.04, 2.16, 5)).toEqual({ min: 2, max: 2.2, step: 0.05, decimals: 2, ticks: [2, 2.05, 2.1, 2.15, 2.2] });
  });
  it('crosses zero with exact decimal ticks', () => {
    // By hand: range = nicenum(0.258, ceil) = 0.5; step = nicenum(0.5/9 = 0.0556, round) = 0.05;
    // floor(-0.085/0.05) = -2 → -0.1; ceil(0.173/0.05) = 4 → 0.2.
    expect(niceScale(-0.085, 0.173, 10).ticks).toEqual([-0.1, -0.05, 0, 0.05, 0.1, 0.15, 0.2]);
    // By hand: range = nicenum(255, ceil) = 500; step = nicenum(100, round) = 100.
    expect(niceScale(-45, 210, 6).ticks).toEqual([-100, 0, 100, 200, 300]);
    // Float multiples would print 0.30000000000000004; the ticks are the decimals themselves.
    expect(niceScale(0, 0.7, 8).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });
  it('widens an empty range so a flat series still gets an axis', () => {
    expect(niceScale(0, 0, 5)).toMatchObject({ min: 0, max: 1 });
    expect(niceScale(5, 5, 5)).toMatchObject({ min: 0, max: 10 });
    const negative = niceScale(-3, -3, 5);
    expect(negative.min).toBeLessThan(-3);
    expect(negative.max).toBeGreaterThanOrEqual(-3);
  });
  it('never gives -0 and always covers the data', () => {
    for (const [low, high] of [[-1e12, 1e12], [-7, -0.5], [1e-9, 3e-9], [999_999, 1_000_001]] as const) {
      const scale = niceScale(low, high, 6);
      expect(scale.min).toBeLessThanOrEqual(low);
      expect(scale.max).toBeGreaterThanOrEqual(high);
      expect(scale.ticks.some((tick) => Object.is(tick, -0))).toBe(false);
      expect(scale.ticks.length).toBeLessThan(20);
    }
  });
});

describe('largestRemainder (Hamilton method)', () => {
  it('sums to exactly 100', () => {
    // By hand: 33.33… each, floors 33+33+33 = 99, the one missing point goes to the first tie.
    expect(largestRemainder([1, 1, 1])).toEqual([34, 33, 33]);
    // By hand: 16.66…, 33.33…, 50 at one decimal → 16.6 + 33.3 + 50.0 = 99.9; the largest remainder (0.666…) gets the 0.1.
    expect(largestRemainder([1, 2, 3], 1)).toEqual([16.7, 33.3, 50]);
    // By hand: 2/7 = 28.57, 4/7 = 57.14, 1/7 = 14.29 → floors 28 + 57 + 14 = 99; largest remainder .57 → 29.
    expect(largestRemainder([2, 4, 1])).toEqual([29, 57, 14]);
    expect(largestRemainder([0, 5])).toEqual([0, 100]);
  });
  it('refuses a zero total', () => {
    expect(() => largestRemainder([0, 0])).toThrow(RangeError);
  });
});
