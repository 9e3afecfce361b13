import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  count: number; sum: number; min: number; max: number; range: number; mean: number; median: number; modes: number[]; modeCount: number;
  variance: number | null; standardDeviation: number | null; q1: number | null; q3: number | null; iqr: number | null; quartileMethod: string;
  geometricMean: number | null; harmonicMean: number | null; sample: boolean;
}

const summary = (input: Record<string, unknown>) => run<Result>('statistics-summary', input);

// Python 3.11 statistics (exact fractions, one rounding); every literal below is /usr/bin/python3's output.
const SCORES = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104];

describe('statistics-summary', () => {
  it('equals Python statistics to the last bit', async () => {
    // s.mean, s.median, s.multimode, s.variance, s.stdev, s.quantiles(n=4), s.geometric_mean, s.harmonic_mean
    const result = await summary({ numbers: SCORES });
    expect(result).toMatchObject({
      count: 50, sum: 4956, mean: 99.12, median: 102.5, modes: [103, 111], modeCount: 5,
      variance: 179.25061224489795, standardDeviation: 13.388450703681062, q1: 87, q3: 108.25,
      geometricMean: 98.21631049536582, harmonicMean: 97.29539688393845, sample: true,
    });
    // s.pvariance → 175.6656, s.pstdev → 13.253889995016557, s.quantiles(n=4, method='inclusive') → [87.25, 102.5, 107.75]
    const population = await summary({ numbers: SCORES, sample: false, quartile_method: 'inclusive' });
    expect(population).toMatchObject({ variance: 175.6656, standardDeviation: 13.253889995016557, q1: 87.25, q3: 107.75, iqr: 20.5 });
    expect(population.quartileMethod).toMatch(/^inclusive/);
  });

  it('keeps Python\'s exactness where naive floating sums drift', async () => {
    // [0.1, 0.2, 0.3]: mean 0.2 (a naive sum gives 0.19999999999999998), variance 0.009999999999999998, stdev 0.09999999999999999,
    // geometric_mean 0.18171205928321393, harmonic_mean 0.16363636363636364, fsum 0.6
    expect(await summary({ numbers: [0.1, 0.2, 0.3] })).toMatchObject({
      mean: 0.2, sum: 0.6, variance: 0.009999999999999998, standardDeviation: 0.09999999999999999,
      geometricMean: 0.18171205928321393, harmonicMean: 0.16363636363636364,
    });
    // e = [1e150, -1e150, 3.5e-300, 7, -2.25e100]: fsum -2.25e+100, mean -4.5e+99, variance 4.9999999999999995e+299,
    // stdev 7.071067811865475e+149, pstdev 6.324555320336758e+149, median 3.5e-300, quantiles [-5e+149, 3.5e-300, 5e+149]
    const extremes = [1e150, -1e150, 3.5e-300, 7, -2.25e100];
    expect(await summary({ numbers: extremes })).toMatchObject({
      sum: -2.25e100, mean: -4.5e99, variance: 4.9999999999999995e299, standardDeviation: 7.071067811865475e149, median: 3.5e-300, q1: -5e149, q3: 5e149,
      geometricMean: null, harmonicMean: null,
    });
    expect((await summary({ numbers: extremes, sample: false })).standardDeviation).toBe(6.324555320336758e149);
  });

  it('follows Python at the edges: one value, two values, a zero', async () => {
    const one = await summary({ numbers: [5] });
    expect([one.variance, one.standardDeviation, one.q1, one.q3, one.iqr, one.median, one.mean]).toEqual([null, null, null, null, null, 5, 5]);
    expect((await summary({ numbers: [5], sample: false })).variance).toBe(0);
    // s.quantiles([1, 2], n=4) → [0.75, 1.5, 2.25]; method='inclusive' → [1.25, 1.5, 1.75]
    expect(await summary({ numbers: [2, 1] })).toMatchObject({ q1: 0.75, q3: 2.25, modes: [], modeCount: 1 });
    expect(await summary({ numbers: [2, 1], quartile_method: 'inclusive' })).toMatchObject({ q1: 1.25, q3: 1.75 });
    // s.harmonic_mean([1, 0, 2]) → 0; geometric_mean refuses a zero (null here)
    expect(await summary({ numbers: [1, 0, 2] })).toMatchObject({ harmonicMean: 0, geometricMean: null });
    // s.geometric_mean([0.1] * 10) → 0.10000000000000002
    expect((await summary({ numbers: Array(10).fill(0.1) })).geometricMean).toBe(0.10000000000000002);
  });

  it('summarises 100,000 numbers as Python does', async () => {
    // f = [(i*7919 % 1000)/7 for i in range(1, 100001)]: mean 71.35714285714286, stdev 41.2394905204266,
    // pvariance 1700.6785714285713, median 71.35714285714286, quantiles [35.607142857142854, 71.35714285714286, 107.10714285714286],
    // harmonic_mean of the positive ones 19.06805282207909, len(multimode) 1000
    const numbers = Array.from({ length: 100_000 }, (_, i) => (((i + 1) * 7919) % 1000) / 7);
    const result = await summary({ numbers });
    expect(result).toMatchObject({ count: 100_000, mean: 71.35714285714286, standardDeviation: 41.2394905204266, median: 71.35714285714286, q1: 35.607142857142854, q3: 107.10714285714286 });
    expect(result.modes).toHaveLength(1000);
    expect((await summary({ numbers, sample: false })).variance).toBe(1700.6785714285713);
    expect((await summary({ numbers: numbers.filter((x) => x > 0) })).harmonicMean).toBe(19.06805282207909);
  });

  it('refuses what is not a list of bounded numbers, naming the field', async () => {
    await expectInvalid('statistics-summary', { numbers: [] }, /^numbers: must have at least 1 item/);
    await expectInvalid('statistics-summary', { numbers: [1, '2'] }, /^numbers\[1\]: must be a number/);
    await expectInvalid('statistics-summary', { numbers: [1e151] }, /^numbers\[0\]: must be ≤ 1e\+150/);
    await expectInvalid('statistics-summary', { numbers: Array(100_001).fill(1) }, /^numbers: must have at most 100000 items/);
    await expectInvalid('statistics-summary', { numbers: [1], quartile_method: 'linear' }, /^quartile_method: must be one of exclusive, inclusive/);
    await expectInvalid('statistics-summary', { numbers: [1], sample: 'yes' }, /^sample: must be a boolean/);
    await expectInvalid('statistics-summary', JSON.parse('{"numbers":[1],"__proto__":{"x":1}}'), /__proto__/);
  });
});
