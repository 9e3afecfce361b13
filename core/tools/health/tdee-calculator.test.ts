import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  bmr: number;
  tdee: number;
  goal_calories: number;
  goal_adjustment: number;
  weekly_change_kg: number;
  weekly_change_lb: number;
  calories_by_goal: { lose: number; maintain: number; gain: number };
  activity_multiplier: number;
  weight_kg: number;
  height_cm: number;
  calculation: string;
  notes: string[];
};
const tdee = (input: Record<string, unknown>) => run<Result>('tdee-calculator', input);
const male = { gender: 'male', age: 30, weight: 80, height: 180 };

describe('tdee-calculator', () => {
  it('computes Mifflin–St Jeor BMR and TDEE for a man (metric)', async () => {
    // python3 -c "b=10*80+6.25*180-5*30+5; print(b, b*1.55)"  → 1780.0 2759.0
    const result = await tdee({ ...male, activity_level: 'moderate' });
    expect(result).toMatchObject({ bmr: 1780, tdee: 2759, goal_calories: 2759, goal_adjustment: 0, activity_multiplier: 1.55 });
  });

  it('uses −161 for women', async () => {
    // python3 -c "b=10*60+6.25*165-5*25-161; print(b, b*1.2)"  → 1345.25 1614.3
    const result = await tdee({ gender: 'female', age: 25, weight: 60, height: 165, activity_level: 'sedentary' });
    expect(result.bmr).toBe(1345.3);
    expect(result.tdee).toBe(1614.3);
  });

  it('defaults to moderate activity and maintain', async () => {
    const result = await tdee(male);
    expect(result.activity_multiplier).toBe(1.55);
    expect(result.goal_calories).toBe(result.tdee);
  });

  it('applies each standard multiplier, and 2.2 for extra_active', async () => {
    const expected = { sedentary: 2136, light: 2447.5, moderate: 2759, active: 3070.5, very_active: 3382, extra_active: 3916 };
    // python3 -c "print([round(1780*m,1) for m in (1.2,1.375,1.55,1.725,1.9,2.2)])"  → [2136.0, 2447.5, 2759.0, 3070.5, 3382.0, 3916.0]
    for (const [activity_level, value] of Object.entries(expected)) {
      expect((await tdee({ ...male, activity_level })).tdee, activity_level).toBe(value);
    }
  });

  it('adjusts by 500 kcal for a goal: about 0.45 kg (1 lb) a week', async () => {
    const lose = await tdee({ ...male, goal: 'lose' });
    expect(lose.goal_calories).toBe(2259);
    expect(lose.goal_adjustment).toBe(-500);
    // python3 -c "print(round(-500*7/3500*0.45359237, 3))"  → -0.454
    expect(lose.weekly_change_kg).toBe(-0.454);
    expect(lose.weekly_change_lb).toBe(-1);
    const gain = await tdee({ ...male, goal: 'gain' });
    expect(gain.goal_calories).toBe(3259);
    expect(gain.weekly_change_kg).toBe(0.454);
    expect(gain.calories_by_goal).toEqual({ lose: 2259, maintain: 2759, gain: 3259 });
  });

  it('takes imperial height as feet + inches or as inches alone, with the same answer', async () => {
    // python3 -c "kg=150*0.45359237; cm=65*2.54; b=10*kg+6.25*cm-5*40-161; print(round(b,1), round(b*1.375,1))"  → 1351.3 1858.0
    const base = { gender: 'female', age: 40, weight: 150, unit_system: 'imperial', activity_level: 'light' };
    const split = await tdee({ ...base, height_feet: 5, height_inches: 5 });
    const whole = await tdee({ ...base, height: 65 });
    expect(split).toEqual(whole);
    expect(split).toMatchObject({ bmr: 1351.3, tdee: 1858, weight_kg: 68.04, height_cm: 165.1 });
    // height_inches defaults to 0 with height_feet: 6 ft = 72 in = 182.88 cm.
    expect((await tdee({ ...base, height_feet: 6 })).height_cm).toBe(182.88);
  });

  it('refuses a missing or doubly given height, naming the field', async () => {
    await expectInvalid('tdee-calculator', { gender: 'male', age: 30, weight: 80 }, 'height: is required (in cm for unit_system metric)');
    await expectInvalid('tdee-calculator', { gender: 'male', age: 30, weight: 180, unit_system: 'imperial' }, /^height: is required \(for unit_system imperial/);
    await expectInvalid('tdee-calculator', { ...male, height_feet: 5 }, /^height_feet: only with unit_system imperial/);
    await expectInvalid('tdee-calculator', { ...male, height_inches: 5 }, /^height_inches: only with unit_system imperial/);
    await expectInvalid('tdee-calculator', { gender: 'male', age: 30, weight: 180, unit_system: 'imperial', height: 70, height_feet: 5 }, /^height, height_feet: /);
    await expectInvalid('tdee-calculator', { gender: 'male', age: 30, weight: 180, unit_system: 'imperial', height_inches: 7 }, /^height_feet: is required with height_inches/);
    await expectInvalid('tdee-calculator', { gender: 'male', age: 30, weight: 180, unit_system: 'imperial', height_feet: 0, height_inches: 0 }, /^height_feet, height_inches: the height is 0/);
    await expectInvalid('tdee-calculator', { gender: 'male', age: 30, weight: 180, unit_system: 'imperial', height: 200 }, /^height: 200 in is above 300 cm/);
  });

  it('refuses out-of-range and wrong-typed fields', async () => {
    await expectInvalid('tdee-calculator', { ...male, age: 0 }, 'age: must be ≥ 1');
    await expectInvalid('tdee-calculator', { ...male, age: 121 }, 'age: must be ≤ 120');
    await expectInvalid('tdee-calculator', { ...male, weight: 0 }, 'weight: must be > 0');
    await expectInvalid('tdee-calculator', { ...male, weight: -70 }, 'weight: must be > 0');
    await expectInvalid('tdee-calculator', { ...male, weight: 1e308 }, /^weight: /);
    await expectInvalid('tdee-calculator', { ...male, height: 301 }, /^height: /);
    await expectInvalid('tdee-calculator', { ...male, unit_system: 'imperial', height: undefined, height_feet: 5.5 }, 'height_feet: must be an integer');
    await expectInvalid('tdee-calculator', { ...male, unit_system: 'imperial', height: undefined, height_feet: 5, height_inches: 12 }, 'height_inches: must be < 12');
    await expectInvalid('tdee-calculator', { ...male, gender: 'other' }, 'gender: must be one of male, female');
    await expectInvalid('tdee-calculator', { ...male, goal: 'bulk' }, 'goal: must be one of lose, maintain, gain');
    await expectInvalid('tdee-calculator', { ...male, age: '30' }, /^age: must be a number/);
    await expectInvalid('tdee-calculator', JSON.parse('{"gender":"male","age":30,"weight":80,"height":180,"__proto__":{"age":1}}'), '__proto__: unknown field');
  });

  it('refuses inputs for which the equation gives no positive BMR', async () => {
    // python3 -c "print(10*1+6.25*1-5*120-161)"  → -744.75
    await expectInvalid('tdee-calculator', { gender: 'female', age: 120, weight: 1, height: 1 }, /^weight, height, age: the Mifflin–St Jeor equation gives -744\.8 kcal\/day/);
  });

  it('notes ages outside the 19–78 fitting range and intakes under the usual floor', async () => {
    const child = await tdee({ gender: 'male', age: 10, weight: 30, height: 140 });
    expect(child.notes[0]).toMatch(/fitted on adults aged 19–78; at age 10/);
    // python3 -c "b=10*45+6.25*150-5*70-161; print(b*1.2-500)"  → 551.8, under 1200
    const small = await tdee({ gender: 'female', age: 70, weight: 45, height: 150, activity_level: 'sedentary', goal: 'lose' });
    expect(small.goal_calories).toBe(551.8);
    expect(small.notes).toEqual(['The goal intake is below 1200 kcal/day, the floor commonly advised for women without medical supervision.']);
    expect((await tdee(male)).notes).toEqual([]);
  });

  it('answers finite numbers or a 400 for any admissible input', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('male', 'female'),
        fc.double({ min: 1, max: 120, noNaN: true }),
        fc.double({ min: 1e-9, max: 1500, noNaN: true }),
        fc.double({ min: 1e-9, max: 300, noNaN: true }),
        async (gender, age, weight, height) => {
          const envelope = await call('tdee-calculator', { gender, age, weight, height });
          if (envelope.success) {
            const r = envelope.result as Result;
            for (const value of [r.bmr, r.tdee, r.goal_calories]) expect(Number.isFinite(value)).toBe(true);
            expect(r.bmr).toBeGreaterThanOrEqual(0);
          } else expect(envelope.error.code).toBe('VALIDATION_ERROR');
        },
      ),
      { numRuns: 200 },
    );
  });
});
