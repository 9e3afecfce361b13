import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Bmi {
  bmi: number;
  bmi_rounded: number;
  category: string;
  category_label: string;
  healthy_weight_range: { min: number; max: number; unit: string };
  weight_kg: number;
  height_m: number;
  formula: string;
  summary: string;
}
const bmi = (input: Record<string, unknown>) => run<Bmi>('bmi-calculate', input);

describe('bmi-calculate', () => {
  it('matches the CDC worked examples (cdc.gov "About Adult BMI": 68 kg, 165 cm → 24.98; 150 lb, 5\'5" → 24.96)', async () => {
    const metric = await bmi({ weight: 68, height: 165 });
    // python3: 68 / 1.65**2 → 24.977043158861342
    expect(metric.bmi).toBe(24.977043158861342);
    expect(metric.bmi.toFixed(2)).toBe('24.98');
    expect(metric.bmi_rounded).toBe(25);
    const imperial = await bmi({ weight: 150, height: 65, unit: 'imperial' });
    // python3: 150*0.45359237 / (65*0.0254)**2 → 24.961050164703877 (the CDC's factor 703 gives 24.9586)
    expect(imperial.bmi).toBeCloseTo(24.961050164703877, 12);
    expect(imperial.bmi.toFixed(2)).toBe('24.96');
    expect(imperial.bmi_rounded).toBe(25);
    expect(imperial.weight_kg).toBeCloseTo(68.0388555, 12);
    expect(imperial.height_m).toBeCloseTo(1.651, 12);
    expect(imperial.formula).toMatch(/0\.45359237 kg.*2\.54 cm/);
  });

  it('classes the one-decimal BMI as the WHO table is written, so 24.96 (shown 25.0) is overweight', async () => {
    const imperial = await bmi({ weight: 150, height: 65, unit: 'imperial' });
    expect(imperial.category).toBe('overweight');
    expect(imperial.summary).toBe('BMI 25.0 (Overweight); healthy weight for 65 in: 111.2–149.6 lb');
  });

  it('gives the WHO adult class at each boundary (height 100 cm, so BMI = weight)', async () => {
    const cases: [number, string][] = [
      [10, 'underweight'],
      [18.44, 'underweight'],
      [18.45, 'normal'], // shown as 18.5
      [18.5, 'normal'],
      [24.94, 'normal'],
      [24.95, 'overweight'], // shown as 25.0
      [29.9, 'overweight'],
      [30, 'obese_class_1'],
      [34.9, 'obese_class_1'],
      [35, 'obese_class_2'],
      [39.9, 'obese_class_2'],
      [40, 'obese_class_3'],
      [80, 'obese_class_3'],
    ];
    for (const [weight, category] of cases) expect((await bmi({ weight, height: 100 })).category, String(weight)).toBe(category);
    expect((await bmi({ weight: 30, height: 100 })).category_label).toBe('Obesity class I');
  });

  it('gives the healthy weight range for the height in the input unit', async () => {
    // python3: h=69*0.0254; 18.5*h*h/0.45359237, 24.9*h*h/0.45359237 → 125.27707434761301, 168.6161703381386
    // The CDC's table for 5'9" reads "125 lbs to 168 lbs" for BMI 18.5 to 24.9.
    const range = (await bmi({ weight: 150, height: 69, unit: 'imperial' })).healthy_weight_range;
    expect(range.min).toBeCloseTo(125.27707434761301, 10);
    expect(range.max).toBeCloseTo(168.6161703381386, 10);
    expect(range.unit).toBe('lb');
    expect([Math.round(range.min), Math.floor(range.max)]).toEqual([125, 168]);
    // python3: 18.5*1.8**2, 24.9*1.8**2 → 59.940000000000005, 80.676
    const metric = (await bmi({ weight: 50, height: 180 })).healthy_weight_range;
    expect(metric).toEqual({ min: expect.closeTo(59.94, 10), max: expect.closeTo(80.676, 10), unit: 'kg' });
  });

  it('stays finite at the bounds', async () => {
    // python3: 1500 / 0.2**2 → 37499.99999999999
    const heaviest = await bmi({ weight: 1500, height: 20 });
    expect(heaviest.bmi).toBeCloseTo(37500, 6);
    expect(heaviest.category).toBe('obese_class_3');
    const lightest = await bmi({ weight: 5e-324, height: 300, unit: 'imperial' });
    expect(lightest.bmi).toBe(0);
    expect(lightest.category).toBe('underweight');
  });

  it('refuses impossible and hostile input, naming the field', async () => {
    await expectInvalid('bmi-calculate', { weight: 0, height: 170 }, 'weight: must be > 0');
    await expectInvalid('bmi-calculate', { weight: -70, height: 170 }, 'weight: must be > 0');
    await expectInvalid('bmi-calculate', { weight: 1501, height: 170 }, 'weight: must be ≤ 1500');
    await expectInvalid('bmi-calculate', { weight: 70, height: 19.9 }, 'height: must be ≥ 20');
    await expectInvalid('bmi-calculate', { weight: 70, height: 301 }, 'height: must be ≤ 300');
    await expectInvalid('bmi-calculate', { weight: 70 }, 'height: is required');
    await expectInvalid('bmi-calculate', { weight: '70', height: 170 }, 'weight: must be a number, got a string');
    await expectInvalid('bmi-calculate', { weight: 70, height: 170, unit: 'si' }, 'unit: must be one of metric, imperial');
    await expectInvalid('bmi-calculate', JSON.parse('{"weight":70,"height":170,"__proto__":{"unit":"imperial"}}'), '__proto__: unknown field');
  });
});
