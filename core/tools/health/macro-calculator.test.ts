import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Macro = { grams: number; kcal: number; percent: number; kcal_per_gram: number };
type Result = { calories: number; protein: Macro; carbs: Macro; fat: Macro; protein_g_per_kg: number; bmr: number; tdee: number; notes: string[] };
const macros = (input: Record<string, unknown>) => run<Result>('macro-calculator', input);
const male = { gender: 'male', age: 30, weight: 80, height: 180 };

describe('macro-calculator', () => {
  it('splits maintenance calories 20/50/30 and converts with 4/4/9 kcal per gram', async () => {
    // Exact decimals, rounded half up (2759 × 20 % ÷ 4 = 137.95 exactly → 138.0):
    // python3 -c "from decimal import Decimal as D, ROUND_HALF_UP as H; q=lambda x: x.quantize(D('0.1'),rounding=H); t=(10*80+D('6.25')*180-5*30+5)*D('1.55'); print(t,[(q(t*p/100/f),q(t*p/100)) for p,f in ((20,4),(50,4),(30,9))])"
    //   → 2759.0000 [(138.0, 551.8), (344.9, 1379.5), (92.0, 827.7)]
    const result = await macros(male);
    expect(result.calories).toBe(2759);
    expect(result.protein).toEqual({ grams: 138, kcal: 551.8, percent: 20, kcal_per_gram: 4 });
    expect(result.carbs).toEqual({ grams: 344.9, kcal: 1379.5, percent: 50, kcal_per_gram: 4 });
    expect(result.fat).toEqual({ grams: 92, kcal: 827.7, percent: 30, kcal_per_gram: 9 });
    expect(result.protein_g_per_kg).toBe(1.72);
  });

  it('adds 500 kcal and a 20/55/25 split to gain', async () => {
    // python3 -c "from decimal import Decimal as D, ROUND_HALF_UP as H; q=lambda x: x.quantize(D('0.1'),rounding=H); b=10*70+D('6.25')*175-5*40+5; t=b*D('1.725')+500; print(q(t), [(q(t*p/100/f), q(t*p/100)) for p,f in ((20,4),(55,4),(25,9))])"
    //   → 3257.8 [(162.9, 651.6), (448.0, 1791.8), (90.5, 814.5)]
    const result = await macros({ gender: 'male', age: 40, weight: 70, height: 175, activity_level: 'active', goal: 'gain' });
    expect(result.calories).toBe(3257.8);
    expect([result.protein.grams, result.carbs.grams, result.fat.grams]).toEqual([162.9, 448, 90.5]);
    expect([result.protein.kcal, result.carbs.kcal, result.fat.kcal]).toEqual([651.6, 1791.8, 814.5]);
  });

  it('takes pounds and inches for imperial', async () => {
    // python3 -c "kg=165*0.45359237; cm=64*2.54; b=10*kg+6.25*cm-5*35-161; t=b*1.375-500; print(round(b,1), round(t,1), round(t*.3/4,1), round(t*.3/4/kg,2))"
    //   → 1428.4 1464.1 109.8 1.47
    const result = await macros({ gender: 'female', age: 35, weight: 165, height: 64, unit_system: 'imperial', activity_level: 'light', goal: 'lose' });
    expect(result).toMatchObject({ bmr: 1428.4, calories: 1464.1, protein_g_per_kg: 1.47 });
    expect(result.protein).toMatchObject({ grams: 109.8, percent: 30 });
  });

  it('keeps every split inside the IOM 2005 AMDRs, and the macros add up to the calories', async () => {
    for (const goal of ['lose', 'maintain', 'gain']) {
      const r = await macros({ ...male, goal });
      expect(r.protein.percent + r.carbs.percent + r.fat.percent).toBe(100);
      expect(r.protein.percent).toBeGreaterThanOrEqual(10);
      expect(r.protein.percent).toBeLessThanOrEqual(35);
      expect(r.carbs.percent).toBeGreaterThanOrEqual(45);
      expect(r.carbs.percent).toBeLessThanOrEqual(65);
      expect(r.fat.percent).toBeGreaterThanOrEqual(20);
      expect(r.fat.percent).toBeLessThanOrEqual(35);
      expect(Math.abs(r.protein.kcal + r.carbs.kcal + r.fat.kcal - r.calories)).toBeLessThanOrEqual(0.2);
    }
  });

  it('gives the same calories as tdee-calculator for the same person (one shared equation)', async () => {
    for (const activity_level of ['sedentary', 'light', 'moderate', 'active', 'very_active']) {
      for (const goal of ['lose', 'maintain', 'gain']) {
        const body = { gender: 'female', age: 52, weight: 63.5, height: 158, activity_level, goal };
        const tdee = await run<{ goal_calories: number; bmr: number }>('tdee-calculator', body);
        const macro = await macros(body);
        expect(macro.calories).toBe(tdee.goal_calories);
        expect(macro.bmr).toBe(tdee.bmr);
      }
    }
  });

  it('notes children and a protein intake under the RDA', async () => {
    expect((await macros({ gender: 'female', age: 12, weight: 40, height: 150 })).notes.join(' ')).toMatch(/ranges for children differ/);
    // python3 -c "b=10*300+6.25*150-5*30-161; t=b*1.2; print(round(t*0.2/4/300,2))"  → 0.73
    const heavy = await macros({ gender: 'female', age: 30, weight: 300, height: 150, activity_level: 'sedentary' });
    expect(heavy.notes).toEqual(['Protein comes to 0.73 g/kg, below the adult RDA of 0.8 g/kg (IOM 2005).']);
    expect((await macros(male)).notes).toEqual([]);
  });

  it('refuses missing, out-of-range and unknown values, naming the field', async () => {
    await expectInvalid('macro-calculator', { gender: 'male', age: 30, weight: 80 }, 'height: is required');
    await expectInvalid('macro-calculator', { ...male, activity_level: 'extra_active' }, /^activity_level: must be one of sedentary, light, moderate, active, very_active$/);
    await expectInvalid('macro-calculator', { ...male, age: 0.5 }, 'age: must be ≥ 1');
    await expectInvalid('macro-calculator', { ...male, weight: 0 }, 'weight: must be > 0');
    await expectInvalid('macro-calculator', { ...male, height: -180 }, 'height: must be > 0');
    await expectInvalid('macro-calculator', { ...male, height: 200, unit_system: 'imperial' }, /^height: 200 in is above 300 cm/);
    await expectInvalid('macro-calculator', { ...male, goal: 'cut' }, 'goal: must be one of lose, maintain, gain');
    await expectInvalid('macro-calculator', { ...male, height_feet: 6 }, 'height_feet: unknown field');
    await expectInvalid('macro-calculator', JSON.parse('{"gender":"male","age":30,"weight":80,"height":180,"__proto__":{"goal":"gain"}}'), '__proto__: unknown field');
    // python3 -c "print(10*2+6.25*20-5*110-161)"  → -566.0
    await expectInvalid('macro-calculator', { gender: 'female', age: 110, weight: 2, height: 20 }, /^weight, height, age: the Mifflin–St Jeor equation gives -566 kcal\/day/);
  });

  it('answers finite numbers or a 400 for any admissible input', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('male', 'female'),
        fc.double({ min: 1, max: 120, noNaN: true }),
        fc.double({ min: 1e-9, max: 1500, noNaN: true }),
        fc.double({ min: 1e-9, max: 300, noNaN: true }),
        fc.constantFrom('metric', 'imperial'),
        async (gender, age, weight, height, unit_system) => {
          const envelope = await call('macro-calculator', { gender, age, weight, height, unit_system });
          if (envelope.success) {
            const r = envelope.result as Result;
            for (const value of [r.calories, r.protein.grams, r.carbs.grams, r.fat.grams, r.protein_g_per_kg]) expect(Number.isFinite(value)).toBe(true);
          } else expect(envelope.error.code).toBe('VALIDATION_ERROR');
        },
      ),
      { numRuns: 200 },
    );
  });
});
