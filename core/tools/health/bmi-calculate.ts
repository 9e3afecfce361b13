import { Type } from '@sinclair/typebox';
import { KG_PER_LB, toCentimetres, toKilograms } from '../../lib/body-units.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * BMI = weight (kg) / height (m)², the index of the World Health Organization (WHO, "Obesity:
 * preventing and managing the global epidemic", Technical Report Series 894, 2000, table 2.1),
 * with its adult classes: underweight < 18.5, normal 18.5–24.9, pre-obese (overweight) 25–29.9,
 * obesity class I 30–34.9, class II 35–39.9, class III ≥ 40. Imperial inputs are converted with
 * the exact definitions (1 lb = 0.45359237 kg, 1 in = 2.54 cm) rather than the CDC's rounded
 * factor 703 (exactly 703.0696…), so both unit systems give the same BMI for the same body.
 */

const HEALTHY_MIN_BMI = 18.5;
const HEALTHY_MAX_BMI = 24.9;

/** WHO TRS 894 table 2.1, lower bounds of each class, highest first. */
const CLASSES = [
  { from: 40, category: 'obese_class_3', label: 'Obesity class III' },
  { from: 35, category: 'obese_class_2', label: 'Obesity class II' },
  { from: 30, category: 'obese_class_1', label: 'Obesity class I' },
  { from: 25, category: 'overweight', label: 'Overweight' },
  { from: 18.5, category: 'normal', label: 'Normal weight' },
  { from: -Infinity, category: 'underweight', label: 'Underweight' },
] as const;

type Category = (typeof CLASSES)[number]['category'];

const UNITS = {
  metric: { weight: 'kg', height: 'cm', kgPerWeight: 1 },
  imperial: { weight: 'lb', height: 'in', kgPerWeight: KG_PER_LB },
} as const;

const FORMULA = 'BMI = weight (kg) / height (m)²';
const IMPERIAL_FORMULA = `${FORMULA}, with 1 lb = 0.45359237 kg and 1 in = 2.54 cm (exact)`;
const SOURCE = 'WHO Technical Report Series 894 (2000), table 2.1';

export default defineTool({
  id: 'bmi-calculate',
  name: 'BMI Calculator',
  category: 'health',
  description:
    'Body mass index for adults: BMI = weight (kg) / height (m)², with the World Health Organization adult class ' +
    '(WHO Technical Report Series 894, 2000: underweight below 18.5, normal 18.5–24.9, overweight 25–29.9, obesity ' +
    'class I from 30, II from 35, III from 40) and the healthy weight range (BMI 18.5–24.9) for the height. ' +
    'Imperial pounds and inches are converted exactly (1 lb = 0.45359237 kg, 1 in = 2.54 cm), not with the CDC factor 703.',
  keywords: ['body mass index', 'bmi calculator', 'healthy weight', 'overweight', 'obesity', 'weight status', 'quetelet index'],
  mcp: true,
  input: closedObject({
    weight: Type.Number({ exclusiveMinimum: 0, maximum: 1500, description: 'Body weight in kg (metric) or lb (imperial); above 0, at most 1500' }),
    height: Type.Number({ minimum: 20, maximum: 300, description: 'Height in cm (metric) or inches (imperial); 20 to 300' }),
    unit: withDefault(stringEnum(['metric', 'imperial'], { description: 'metric: kg and cm; imperial: lb and inches' }), 'metric'),
  }),
  output: closedObject({
    bmi: Type.Number({ description: 'Body mass index in kg/m², unrounded' }),
    bmi_rounded: Type.Number({ description: 'BMI to one decimal, as the WHO and CDC tables show it; the class is read from this value' }),
    category: stringEnum(['underweight', 'normal', 'overweight', 'obese_class_1', 'obese_class_2', 'obese_class_3'], {
      description: 'WHO adult class of the BMI rounded to one decimal',
    }),
    category_label: Type.String({ description: 'The class in words' }),
    healthy_weight_range: closedObject({
      min: Type.Number({ description: 'Weight at BMI 18.5 for this height' }),
      max: Type.Number({ description: 'Weight at BMI 24.9 for this height' }),
      unit: Type.String({ description: 'kg or lb, the unit of the input weight' }),
    }),
    weight_kg: Type.Number({ description: 'The weight in kilograms' }),
    height_m: Type.Number({ description: 'The height in metres' }),
    unit: Type.String({ description: 'The unit system of the input' }),
    formula: Type.String({ description: 'The formula and the conversions used' }),
    source: Type.String({ description: 'Where the formula and the classes come from' }),
    summary: Type.String({ description: 'The answer in one sentence' }),
  }),
  examples: [
    {
      title: 'Metric: the CDC worked example, 68 kg at 165 cm (24.98, shown as 25.0)',
      input: { weight: 68, height: 165, unit: 'metric' },
      output: {
        bmi: 24.977043158861342,
        bmi_rounded: 25,
        category: 'overweight',
        category_label: 'Overweight',
        healthy_weight_range: { min: 50.366249999999994, max: 67.79024999999999, unit: 'kg' },
        weight_kg: 68,
        height_m: 1.65,
        unit: 'metric',
        formula: FORMULA,
        source: SOURCE,
        summary: 'BMI 25.0 (Overweight); healthy weight for 165 cm: 50.4–67.8 kg',
      },
    },
    {
      title: "Imperial: 150 lb at 5'5\" (65 in)",
      input: { weight: 150, height: 65, unit: 'imperial' },
      output: {
        bmi: 24.961050164703877,
        bmi_rounded: 25,
        category: 'overweight',
        category_label: 'Overweight',
        healthy_weight_range: { min: 111.17320712427329, max: 149.63312742672457, unit: 'lb' },
        weight_kg: 68.0388555,
        height_m: 1.651,
        unit: 'imperial',
        formula: IMPERIAL_FORMULA,
        source: SOURCE,
        summary: 'BMI 25.0 (Overweight); healthy weight for 65 in: 111.2–149.6 lb',
      },
    },
  ],
  run({ weight, height, unit }) {
    const units = UNITS[unit];
    const weightKg = toKilograms(weight, unit);
    const heightM = toCentimetres(height, unit) / 100;
    const squared = heightM * heightM;
    const bmi = weightKg / squared;
    // Classed on the one-decimal BMI, as the WHO table is written (18.5–24.9, 25.0–29.9) and as the
    // CDC calculator does, so 24.96 shows as 25.0 and is overweight, leaving no gap between classes.
    const bmiRounded = Math.round(bmi * 10) / 10;
    const found = CLASSES.find((entry) => bmiRounded >= entry.from)!;
    const min = (HEALTHY_MIN_BMI * squared) / units.kgPerWeight;
    const max = (HEALTHY_MAX_BMI * squared) / units.kgPerWeight;
    return {
      bmi,
      bmi_rounded: bmiRounded,
      category: found.category as Category,
      category_label: found.label,
      healthy_weight_range: { min, max, unit: units.weight },
      weight_kg: weightKg,
      height_m: heightM,
      unit,
      formula: unit === 'metric' ? FORMULA : IMPERIAL_FORMULA,
      source: SOURCE,
      summary:
        `BMI ${bmiRounded.toFixed(1)} (${found.label}); healthy weight for ${height} ${units.height}: ` +
        `${min.toFixed(1)}–${max.toFixed(1)} ${units.weight}`,
    };
  },
});
