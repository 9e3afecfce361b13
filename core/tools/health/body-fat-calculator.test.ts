import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface BodyFat {
  body_fat_percent: number;
  body_fat_percent_rounded: number;
  fat_mass: number;
  lean_mass: number;
  weight_unit: string;
  category: string;
  method: string;
  formula: string;
  bmi?: number;
  age?: number;
  measurements_in_inches?: Record<string, number>;
}
const bodyFat = (input: Record<string, unknown>) => run<BodyFat>('body-fat-calculator', input);
const ID = 'body-fat-calculator';

describe('body-fat-calculator', () => {
  it('navy, men: the published worked example (70 in, waist 34, neck 15 → about 17.5 %)', async () => {
    // Worked example at calcady.com/fitness/body-fat and qcalculator.pages.dev: 86.01·log10(19) − 70.041·log10(70) + 36.76 ≈ 17.53 (rounded logs), ≈ 17.5 %.
    // python3: from math import log10; 86.010*log10(34-15)-70.041*log10(70)+36.76 → 17.51308539731425
    const result = await bodyFat({ gender: 'male', weight: 180, height: 70, unit_system: 'imperial', waist: 34, neck: 15 });
    expect(result.body_fat_percent).toBeCloseTo(17.51308539731425, 12);
    expect(result.body_fat_percent_rounded).toBe(17.5);
    // python3: 180*17.51308539731425/100, 180-that → 31.523553715165647, 148.47644628483437
    expect(result.fat_mass).toBeCloseTo(31.523553715165647, 10);
    expect(result.lean_mass).toBeCloseTo(148.47644628483437, 10);
    expect(result.weight_unit).toBe('lb');
    expect(result.category).toBe('fitness');
    expect(result.method).toBe('navy');
    expect(result.formula).toContain('86.010·log10(waist − neck)');
  });

  it('navy, women: the hip term, in inches and the same body in centimetres', async () => {
    // python3: 163.205*log10(30+40-13)-97.684*log10(65)-78.387 → 31.087927489728287
    const inches = await bodyFat({ gender: 'female', weight: 140, height: 65, unit_system: 'imperial', waist: 30, neck: 13, hip: 40 });
    expect(inches.body_fat_percent).toBeCloseTo(31.087927489728287, 12);
    expect(inches.category).toBe('average');
    // python3: c=2.54; 163.205*log10((76+100-33)/c)-97.684*log10(165/c)-78.387 → 30.23680644123928
    const metric = await bodyFat({ gender: 'female', weight: 62, height: 165, waist: 76, neck: 33, hip: 100 });
    expect(metric.body_fat_percent).toBeCloseTo(30.23680644123928, 12);
    expect(metric.weight_unit).toBe('kg');
    expect(metric.measurements_in_inches!.hip).toBeCloseTo(100 / 2.54, 12);
    // The same lengths in either unit give the same answer.
    const same = await bodyFat({ gender: 'female', weight: 140, height: 65 * 2.54, waist: 30 * 2.54, neck: 13 * 2.54, hip: 40 * 2.54 });
    expect(same.body_fat_percent).toBeCloseTo(inches.body_fat_percent, 10);
  });

  it('bmi method: the Deurenberg adult formula, age defaulting to 30', async () => {
    // python3: b=80/1.8**2; 1.2*b+0.23*30-10.8-5.4 → 20.329629629629622 (b = 24.691358024691358)
    const man = await bodyFat({ gender: 'male', weight: 80, height: 180, method: 'bmi' });
    expect(man.body_fat_percent).toBeCloseTo(20.329629629629622, 12);
    expect(man.bmi).toBeCloseTo(24.691358024691358, 12);
    expect(man.age).toBe(30);
    expect(man.category).toBe('average');
    // python3: b=60/1.65**2; 1.2*b+0.23*45-5.4 → 31.396280991735537
    const woman = await bodyFat({ gender: 'female', weight: 60, height: 165, method: 'bmi', age: 45 });
    expect(woman.body_fat_percent).toBeCloseTo(31.396280991735537, 12);
    // python3: b=176*0.45359237/(70*0.0254)**2; 1.2*b+0.23*30-16.2 → 21.003733718324575
    const imperial = await bodyFat({ gender: 'male', weight: 176, height: 70, unit_system: 'imperial', method: 'bmi' });
    expect(imperial.body_fat_percent).toBeCloseTo(21.003733718324575, 12);
    // Navy lengths are ignored by the bmi method.
    expect((await bodyFat({ gender: 'male', weight: 80, height: 180, method: 'bmi', waist: 10, neck: 50 })).body_fat_percent).toBeCloseTo(20.329629629629622, 12);
  });

  it('gives the ACE category for each gender (bmi method at 100 cm, so BMI = weight)', async () => {
    // Men at 30: %BF = 1.2·w − 9.3; women at 30: 1.2·w + 1.5.
    const men: [number, string][] = [[9, 'below_essential_fat'], [10, 'essential_fat'], [15, 'athletes'], [20, 'fitness'], [25, 'average'], [30, 'obese']];
    for (const [weight, category] of men) expect((await bodyFat({ gender: 'male', weight, height: 100, method: 'bmi' })).category, String(weight)).toBe(category);
    const women: [number, string][] = [[6, 'below_essential_fat'], [10, 'essential_fat'], [12, 'athletes'], [18, 'fitness'], [25, 'average'], [26, 'obese']];
    for (const [weight, category] of women) expect((await bodyFat({ gender: 'female', weight, height: 100, method: 'bmi' })).category, String(weight)).toBe(category);
  });

  it('refuses missing navy measurements, naming the field', async () => {
    await expectInvalid(ID, { gender: 'male', weight: 80, height: 180, neck: 38 }, 'waist: is required for the navy method');
    await expectInvalid(ID, { gender: 'male', weight: 80, height: 180, waist: 90 }, 'neck: is required for the navy method');
    await expectInvalid(ID, { gender: 'female', weight: 60, height: 165, waist: 76, neck: 33 }, 'hip: is required for the navy method when gender is female');
  });

  it('refuses measurements that give no real estimate', async () => {
    await expectInvalid(ID, { gender: 'male', weight: 80, height: 180, waist: 38, neck: 38 }, /^waist: must be greater than neck/);
    await expectInvalid(ID, { gender: 'male', weight: 80, height: 180, waist: 30, neck: 38 }, /^waist: must be greater than neck/);
    await expectInvalid(ID, { gender: 'female', weight: 60, height: 165, waist: 10, hip: 10, neck: 25 }, /^waist, hip: waist \+ hip must be greater than neck/);
    // python3: 86.01*log10(1)-70.041*log10(70)+36.76 → -92.47251182063857 (below 0)
    await expectInvalid(ID, { gender: 'male', weight: 80, height: 70, unit_system: 'imperial', waist: 16, neck: 15 }, /^waist, neck, height: these measurements give a body fat of -92\.5 %, outside 0–100 %/);
    // python3: 86.01*log10(399)-70.041*log10(20)+36.76 → 169.34423683171633 (above 100)
    await expectInvalid(ID, { gender: 'male', weight: 80, height: 20, unit_system: 'imperial', waist: 400, neck: 1 }, /^waist, neck, height: these measurements give a body fat of 169\.3 %/);
    // 1.2·7 − 9.3 = −0.9 and 1.2·1500 − 9.3 = 1790.7
    await expectInvalid(ID, { gender: 'male', weight: 7, height: 100, method: 'bmi' }, /^weight, height, age: these measurements give a body fat of -0\.9 %/);
    await expectInvalid(ID, { gender: 'male', weight: 1500, height: 100, method: 'bmi' }, /^weight, height, age: these measurements give a body fat of 1790\.7 %/);
  });

  it('refuses out-of-range and hostile input', async () => {
    const base = { gender: 'male', weight: 80, height: 180, method: 'bmi' };
    await expectInvalid(ID, { ...base, age: 17 }, 'age: must be ≥ 18');
    await expectInvalid(ID, { ...base, age: 30.5 }, 'age: must be an integer');
    await expectInvalid(ID, { ...base, weight: 0 }, 'weight: must be > 0');
    await expectInvalid(ID, { ...base, waist: -1 }, 'waist: must be > 0');
    await expectInvalid(ID, { ...base, gender: 'other' }, 'gender: must be one of male, female');
    await expectInvalid(ID, { ...base, method: 'calipers' }, 'method: must be one of navy, bmi');
    await expectInvalid(ID, { weight: 80, height: 180 }, 'gender: is required');
    await expectInvalid(ID, JSON.parse('{"gender":"male","weight":80,"height":180,"__proto__":{"method":"bmi"}}'), '__proto__: unknown field');
  });
});
