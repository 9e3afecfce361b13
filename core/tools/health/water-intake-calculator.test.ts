import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Amount = { litres: number; us_fl_oz: number; glasses_250ml: number };
type Result = {
  total: Amount;
  from_drinks: Amount;
  from_food_litres: number;
  baseline: { litres: number; rule: string };
  adjustments: { factor: string; litres: number; reason: string }[];
  notes: string[];
};
const water = (input: Record<string, unknown>) => run<Result>('water-intake-calculator', input);
const added = (result: Result) => Object.fromEntries(result.adjustments.map((a) => [a.factor, a.litres]));

describe('water-intake-calculator', () => {
  it('gives adults 35 ml per kg with nothing added by default', async () => {
    // python3 -c "print(0.035*60)"  → 2.1
    const result = await water({ weight: 60, age: 40 });
    expect(result.baseline.litres).toBe(2.1);
    expect(result.total.litres).toBe(2.1);
    expect(added(result)).toEqual({ activity: 0, climate: 0, caffeine: 0, pregnancy: 0, breastfeeding: 0 });
  });

  it('uses Holliday–Segar under 18 (100/50/20 ml per kg by 10 kg bands)', async () => {
    // The 4-2-1 rule's daily form (Holliday & Segar, Pediatrics 1957): 25 kg → 1000 + 500 + 5 × 20 = 1600 ml.
    // python3 -c "print(100*8/1000, (1000+50*5)/1000, (1000+500+20*5)/1000)"  → 0.8 1.25 1.6
    expect((await water({ weight: 8, age: 1 })).baseline.litres).toBe(0.8);
    expect((await water({ weight: 15, age: 3 })).baseline.litres).toBe(1.25);
    const child = await water({ weight: 25, age: 8 });
    expect(child.baseline).toMatchObject({ litres: 1.6, rule: expect.stringMatching(/^Holliday–Segar \(1957\)/) });
    // 1600 ml ÷ 29.5735295625 ml per US fl oz (exact) → python3 -c "print(round(1600/29.5735295625,1))" → 54.1
    expect(child.total).toEqual({ litres: 1.6, us_fl_oz: 54.1, glasses_250ml: 6.4 });
  });

  it('uses 30 ml per kg and at least 1.5 L from 65 (Chernoff 1994)', async () => {
    expect((await water({ weight: 80, age: 70 })).baseline.litres).toBe(2.4);
    expect((await water({ weight: 40, age: 90 })).baseline.litres).toBe(1.5);
    expect((await water({ weight: 80, age: 64.9 })).baseline.litres).toBe(2.8);
  });

  it('adds EFSA 2010 pregnancy (+0.3 L) and lactation (+0.7 L) increments', async () => {
    expect(added(await water({ weight: 60, age: 30, pregnant: true })).pregnancy).toBe(0.3);
    expect((await water({ weight: 60, age: 30, pregnant: true })).total.litres).toBe(2.4);
    expect((await water({ weight: 60, age: 30, breastfeeding: true })).total.litres).toBe(2.8);
    expect((await water({ weight: 60, age: 30, pregnant: true, breastfeeding: true })).total.litres).toBe(3.1);
  });

  it('adds 0.5 L per assumed hour of exercise and the climate allowance', async () => {
    const levels = { sedentary: 0, light: 0.25, moderate: 0.5, active: 0.75, very_active: 1 };
    for (const [activity_level, litres] of Object.entries(levels)) {
      expect(added(await water({ weight: 60, age: 30, activity_level })).activity, activity_level).toBe(litres);
    }
    const climates = { cold: 0, moderate: 0, hot: 0.5, very_hot: 1 };
    for (const [climate, litres] of Object.entries(climates)) {
      expect(added(await water({ weight: 60, age: 30, climate })).climate, climate).toBe(litres);
    }
  });

  it('adds 0.1 L per caffeinated drink beyond 3 only', async () => {
    expect(added(await water({ weight: 60, age: 30, caffeine_drinks: 3 })).caffeine).toBe(0);
    expect(added(await water({ weight: 60, age: 30, caffeine_drinks: 4 })).caffeine).toBe(0.1);
    expect(added(await water({ weight: 60, age: 30, caffeine_drinks: 20 })).caffeine).toBe(1.7);
  });

  it('sums everything, splits 80/20 between drinks and food, and converts units', async () => {
    // python3 -c "print(0.035*150+1+1+1.7+0.3+0.7)"  → 9.95 (150 kg adult, every allowance at its largest)
    const result = await water({ weight: 150, age: 30, activity_level: 'very_active', climate: 'very_hot', caffeine_drinks: 20, pregnant: true, breastfeeding: true });
    expect(result.total.litres).toBe(9.95);
    expect(result.from_drinks.litres).toBe(7.96);
    expect(result.from_food_litres).toBe(1.99);
    // 1 L = 33.814 US fl oz (NIST Handbook 44 appendix C): python3 -c "print(9950/29.5735295625)" → 336.4495…
    expect(result.total.us_fl_oz).toBe(336.4);
    expect(result.total.glasses_250ml).toBe(39.8);
    expect(result.notes[1]).toMatch(/^Above 120 kg weight-based rules overstate/);
  });

  it('takes pounds for imperial', async () => {
    // python3 -c "print(154*0.45359237*0.035)"  → 2.4448628743…, so 2.445 to 3 decimals and 2.44 to 2
    const result = await water({ weight: 154, age: 30, unit_system: 'imperial' });
    expect(result.baseline.litres).toBe(2.445);
    expect(result.total.litres).toBe(2.44);
  });

  it('refuses out-of-range and wrong-typed fields, naming the field', async () => {
    await expectInvalid('water-intake-calculator', { weight: 0, age: 30 }, 'weight: must be > 0');
    await expectInvalid('water-intake-calculator', { weight: 1501, age: 30 }, 'weight: must be ≤ 1500');
    await expectInvalid('water-intake-calculator', { weight: 60, age: 0 }, 'age: must be ≥ 1');
    await expectInvalid('water-intake-calculator', { weight: 60, age: 121 }, 'age: must be ≤ 120');
    await expectInvalid('water-intake-calculator', { weight: 60 }, 'age: is required');
    await expectInvalid('water-intake-calculator', { weight: 60, age: 30, caffeine_drinks: 21 }, 'caffeine_drinks: must be ≤ 20');
    await expectInvalid('water-intake-calculator', { weight: 60, age: 30, caffeine_drinks: -1 }, 'caffeine_drinks: must be ≥ 0');
    await expectInvalid('water-intake-calculator', { weight: 60, age: 30, caffeine_drinks: 2.5 }, 'caffeine_drinks: must be an integer');
    await expectInvalid('water-intake-calculator', { weight: 60, age: 30, pregnant: 'yes' }, /^pregnant: must be a boolean/);
    await expectInvalid('water-intake-calculator', { weight: 60, age: 30, climate: 'arctic' }, 'climate: must be one of cold, moderate, hot, very_hot');
    await expectInvalid('water-intake-calculator', { weight: 60, age: 30, activity_level: 'extra_active' }, /^activity_level: must be one of/);
    await expectInvalid('water-intake-calculator', JSON.parse('{"weight":60,"age":30,"__proto__":{"pregnant":true}}'), '__proto__: unknown field');
  });

  it('answers finite, positive amounts for any admissible input', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 1e-9, max: 1500, noNaN: true }),
        fc.double({ min: 1, max: 120, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        fc.boolean(),
        async (weight, age, caffeine_drinks, pregnant) => {
          const envelope = await call('water-intake-calculator', { weight, age, caffeine_drinks, pregnant, unit_system: 'imperial' });
          expect(envelope.success).toBe(true);
          const r = (envelope as { result: Result }).result;
          for (const value of [r.total.litres, r.total.us_fl_oz, r.from_drinks.glasses_250ml]) expect(Number.isFinite(value) && value >= 0).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
