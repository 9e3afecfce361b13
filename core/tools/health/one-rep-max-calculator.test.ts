import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface OneRepMax {
  one_rep_max: number;
  one_rep_max_rounded: number;
  formula: string;
  equation: string;
  estimates: { formula: string; one_rep_max: number }[];
  percentages: { percent: number; weight: number; reps: number }[];
  note: string;
  summary: string;
}
const ID = 'one-rep-max-calculator';
const orm = (input: Record<string, unknown>) => run<OneRepMax>(ID, input);
const byFormula = (result: OneRepMax) => Object.fromEntries(result.estimates.map((e) => [e.formula, e.one_rep_max]));

describe('one-rep-max-calculator', () => {
  it('gives each published equation and their mean (100 kg × 10)', async () => {
    // python3: from math import exp; w,r=100,10; [w*(1+r/30), w*36/(37-r), w*r**0.1, w*(1+0.025*r), 100*w/(48.8+53.8*exp(-0.075*r))]
    //   → [133.33333333333331, 133.33333333333334, 125.89254117941672, 125.0, 134.74669948168537], mean 130.46118146555375
    const result = await orm({ weight: 100, reps: 10 });
    const estimates = byFormula(result);
    expect(estimates.epley).toBeCloseTo(133.33333333333331, 10);
    expect(estimates.brzycki).toBeCloseTo(133.33333333333334, 10);
    expect(estimates.lombardi).toBeCloseTo(125.89254117941672, 10);
    expect(estimates.oconner).toBeCloseTo(125, 10);
    expect(estimates.wathan).toBeCloseTo(134.74669948168537, 10);
    expect(result.formula).toBe('average');
    expect(result.one_rep_max).toBeCloseTo(130.46118146555375, 10);
    expect(result.one_rep_max_rounded).toBe(130.5);
  });

  it('answers the chosen equation', async () => {
    // python3: 225*36/(37-5) → 253.125
    const result = await orm({ weight: 225, reps: 5, unit: 'lb', formula: 'brzycki' });
    expect(result.one_rep_max).toBe(253.125);
    expect(result.equation).toBe('1RM = w·36/(37 − r)');
    expect(result.summary).toBe('Estimated 1RM: 253.1 lb (Brzycki) from 225 lb × 5');
    // python3: 225*(1+5/30) → 262.5
    expect((await orm({ weight: 225, reps: 5, formula: 'epley' })).one_rep_max).toBeCloseTo(262.5, 10);
  });

  it('answers the weight itself for a single rep, by every equation', async () => {
    for (const formula of ['average', 'epley', 'brzycki', 'lombardi', 'oconner', 'wathan']) {
      const result = await orm({ weight: 140, reps: 1, formula });
      expect(result.one_rep_max, formula).toBe(140);
      expect(Object.values(byFormula(result))).toEqual([140, 140, 140, 140, 140]);
    }
    expect((await orm({ weight: 140, reps: 1 })).note).toMatch(/already a one-rep max/);
  });

  it('keeps Brzycki finite and positive at the 30-rep bound', async () => {
    // python3: w,r=200,30 → [400.0, 1028.5714285714287, 281.0231652967292, 350.0, 367.17136751888955]
    const estimates = byFormula(await orm({ weight: 200, reps: 30 }));
    expect(estimates.brzycki).toBeCloseTo(1028.5714285714287, 9);
    expect(estimates.epley).toBeCloseTo(400, 10);
    expect(estimates.lombardi).toBeCloseTo(281.0231652967292, 10);
    expect(estimates.oconner).toBeCloseTo(350, 10);
    expect(estimates.wathan).toBeCloseTo(367.17136751888955, 10);
    for (let reps = 1; reps <= 30; reps++) {
      const result = await orm({ weight: 2000, reps });
      for (const value of Object.values(byFormula(result))) expect(value > 0 && Number.isFinite(value), `${reps}`).toBe(true);
    }
  });

  it('lists 100 % down to 50 % of the 1RM with reps from Brzycki inverted', async () => {
    const table = (await orm({ weight: 100, reps: 10, formula: 'epley' })).percentages;
    expect(table.map((row) => row.percent)).toEqual([100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50]);
    // python3: [int((37-36*p/100)//1) for p in range(100,45,-5)] → [1, 2, 4, 6, 8, 10, 11, 13, 15, 17, 19]
    // (the NSCA %1RM table, Baechle & Earle, gives 1, 2, 4, 6, 8, 10, 11 for 100–70 %)
    expect(table.map((row) => row.reps)).toEqual([1, 2, 4, 6, 8, 10, 11, 13, 15, 17, 19]);
    // python3: 100*(1+10/30)*0.8 → 106.66666666666666
    expect(table[4]!.weight).toBeCloseTo(106.66666666666666, 10);
    expect(table[0]!.weight).toBeCloseTo(133.33333333333331, 10);
  });

  it('refuses out-of-range and hostile input, naming the field', async () => {
    await expectInvalid(ID, { weight: 100, reps: 0 }, 'reps: must be ≥ 1');
    await expectInvalid(ID, { weight: 100, reps: 31 }, 'reps: must be ≤ 30');
    await expectInvalid(ID, { weight: 100, reps: 5.5 }, 'reps: must be an integer');
    await expectInvalid(ID, { weight: 0, reps: 5 }, 'weight: must be > 0');
    await expectInvalid(ID, { weight: -100, reps: 5 }, 'weight: must be > 0');
    await expectInvalid(ID, { weight: 2001, reps: 5 }, 'weight: must be ≤ 2000');
    await expectInvalid(ID, { weight: 100, reps: 5, unit: 'stone' }, 'unit: must be one of kg, lb');
    await expectInvalid(ID, { weight: 100, reps: 5, formula: 'mayhew' }, /^formula: must be one of average, epley, brzycki, lombardi, oconner, wathan/);
    await expectInvalid(ID, { reps: 5 }, 'weight: is required');
    await expectInvalid(ID, JSON.parse('{"weight":100,"reps":5,"__proto__":{"reps":1}}'), '__proto__: unknown field');
  });
});
