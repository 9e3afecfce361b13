import { Type } from '@sinclair/typebox';
import { toCentimetres, toKilograms, unitSystemField } from '../../lib/body-units.ts';
import { ACTIVITY_DESCRIPTIONS, BMR_FORMULA, CLASSIC_ACTIVITY_LEVELS, energyBudget, GENDERS, GOALS, type Goal } from '../../lib/energy-expenditure.ts';
import { roundTo } from '../../lib/round-to.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/**
 * Percent of calories from protein, carbohydrate and fat for each goal. Every split lies inside the
 * adult Acceptable Macronutrient Distribution Ranges of the Institute of Medicine, "Dietary Reference
 * Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids"
 * (National Academies Press, 2005): protein 10–35 %, carbohydrate 45–65 %, fat 20–35 %. Losing
 * weight raises protein toward the top of its range (it helps keep lean mass in a deficit); gaining
 * leans on carbohydrate to fuel training.
 */
const SPLITS: Readonly<Record<Goal, { protein: number; carbs: number; fat: number }>> = {
  lose: { protein: 30, carbs: 45, fat: 25 },
  maintain: { protein: 20, carbs: 50, fat: 30 },
  gain: { protein: 20, carbs: 55, fat: 25 },
};

/** Atwater general factors, kcal per gram (USDA Agriculture Handbook 74, 1955/1973). */
const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** IOM 2005 RDA for protein, adults: 0.8 g per kg of body weight a day. */
const PROTEIN_RDA_G_PER_KG = 0.8;

const MAX_HEIGHT_CM = 300;

const macroSchema = (name: string, factor: number) =>
  closedObject(
    {
      grams: Type.Number({ description: `${name} per day, grams (1 decimal)` }),
      kcal: Type.Number({ description: `Calories from ${name.toLowerCase()}, kcal/day (1 decimal)` }),
      percent: Type.Number({ description: `Share of calories, percent` }),
      kcal_per_gram: Type.Number({ description: `Atwater factor used: ${factor} kcal/g` }),
    },
    { description: `${name}: grams = calories × percent ÷ ${factor} kcal/g` },
  );

export default defineTool({
  id: 'macro-calculator',
  name: 'Macro Calculator',
  category: 'health',
  description:
    'Daily calories and macronutrients: calories by Mifflin–St Jeor BMR (1990) × the standard activity factor ' +
    '(1.2–1.9) ± 500 kcal for the goal, split into protein, carbohydrate and fat within the Institute of Medicine 2005 ' +
    'Acceptable Macronutrient Distribution Ranges (lose 30/45/25 %, maintain 20/50/30 %, gain 20/55/25 %), converted to ' +
    'grams with the Atwater factors 4/4/9 kcal per gram. An estimate for healthy adults, not medical advice.',
  keywords: ['macros', 'macronutrients', 'protein', 'carbs', 'fat', 'iifym', 'diet plan', 'calories'],
  mcp: true,
  input: closedObject({
    gender: stringEnum(GENDERS, { description: 'Sex for the Mifflin–St Jeor constant: male (+5) or female (−161)' }),
    age: Type.Number({ minimum: 1, maximum: 120, description: 'Age in years, 1–120 (the equation and the ranges are for adults)' }),
    weight: Type.Number({ exclusiveMinimum: 0, maximum: 1500, description: 'Body weight: kg (metric) or lb (imperial), above 0 and at most 1500' }),
    height: Type.Number({ exclusiveMinimum: 0, maximum: 300, description: 'Height: cm (metric) or inches (imperial), at most 300 cm (118 in)' }),
    unit_system: unitSystemField(),
    activity_level: withDefault(
      stringEnum(CLASSIC_ACTIVITY_LEVELS, {
        description:
          'sedentary (×1.2), light (×1.375, exercise 1–3 days/week), moderate (×1.55, 3–5 days), active (×1.725, 6–7 days), ' +
          'very_active (×1.9, hard daily exercise or a physical job). Default moderate',
      }),
      'moderate',
    ),
    goal: withDefault(
      stringEnum(GOALS, {
        description: 'lose (−500 kcal/day, 30/45/25 % protein/carbs/fat), maintain (20/50/30 %), gain (+500 kcal/day, 20/55/25 %). Default maintain',
      }),
      'maintain',
    ),
  }),
  output: closedObject({
    calories: Type.Number({ description: 'Daily calorie target for the goal, kcal/day (1 decimal)' }),
    protein: macroSchema('Protein', 4),
    carbs: macroSchema('Carbohydrate', 4),
    fat: macroSchema('Fat', 9),
    protein_g_per_kg: Type.Number({ description: 'Protein grams per kg of body weight (2 decimals); the adult RDA is 0.8' }),
    bmr: Type.Number({ description: 'Basal metabolic rate, Mifflin–St Jeor, kcal/day (1 decimal)' }),
    tdee: Type.Number({ description: 'Maintenance calories: bmr × activity_multiplier, kcal/day (1 decimal)' }),
    activity_level: stringEnum(CLASSIC_ACTIVITY_LEVELS, { description: 'The activity level used' }),
    activity_description: Type.String({ description: 'What the activity level means' }),
    activity_multiplier: Type.Number({ description: 'The factor tdee = bmr × activity_multiplier' }),
    goal: stringEnum(GOALS, { description: 'The goal used' }),
    goal_adjustment: Type.Number({ description: 'kcal/day added to tdee for the goal' }),
    weight_kg: Type.Number({ description: 'Weight used, kg (2 decimals)' }),
    height_cm: Type.Number({ description: 'Height used, cm (2 decimals)' }),
    formula: Type.String({ description: 'The calorie equation and its source' }),
    method: Type.String({ description: 'How the calories are split, and the sources' }),
    notes: Type.Array(Type.String(), { description: 'Caveats for these inputs' }),
  }),
  examples: [
    {
      title: 'Maintain, metric',
      input: { gender: 'male', age: 30, weight: 80, height: 180, activity_level: 'moderate', goal: 'maintain' },
      output: {
        calories: 2759,
        protein: { grams: 138, kcal: 551.8, percent: 20, kcal_per_gram: 4 },
        carbs: { grams: 344.9, kcal: 1379.5, percent: 50, kcal_per_gram: 4 },
        fat: { grams: 92, kcal: 827.7, percent: 30, kcal_per_gram: 9 },
        protein_g_per_kg: 1.72,
        bmr: 1780,
        tdee: 2759,
        activity_level: 'moderate',
        activity_description: 'moderate exercise or sport 3–5 days a week',
        activity_multiplier: 1.55,
        goal: 'maintain',
        goal_adjustment: 0,
        weight_kg: 80,
        height_cm: 180,
        formula: `${BMR_FORMULA}; calories = BMR × activity factor + goal adjustment`,
        method: 'maintain split 20/50/30 % protein/carbs/fat, inside the IOM 2005 AMDRs (10–35 / 45–65 / 20–35 %); grams by Atwater 4/4/9 kcal/g',
        notes: [],
      },
    },
    {
      title: 'Lose weight, imperial',
      input: { gender: 'female', age: 35, weight: 165, height: 64, unit_system: 'imperial', activity_level: 'light', goal: 'lose' },
      output: {
        calories: 1464.1,
        protein: { grams: 109.8, kcal: 439.2, percent: 30, kcal_per_gram: 4 },
        carbs: { grams: 164.7, kcal: 658.8, percent: 45, kcal_per_gram: 4 },
        fat: { grams: 40.7, kcal: 366, percent: 25, kcal_per_gram: 9 },
        protein_g_per_kg: 1.47,
        bmr: 1428.4,
        tdee: 1964.1,
        activity_level: 'light',
        activity_description: 'light exercise or sport 1–3 days a week',
        activity_multiplier: 1.375,
        goal: 'lose',
        goal_adjustment: -500,
        weight_kg: 74.84,
        height_cm: 162.56,
        formula: `${BMR_FORMULA}; calories = BMR × activity factor + goal adjustment`,
        method: 'lose split 30/45/25 % protein/carbs/fat, inside the IOM 2005 AMDRs (10–35 / 45–65 / 20–35 %); grams by Atwater 4/4/9 kcal/g',
        notes: [],
      },
    },
  ],
  run({ gender, age, weight, height, unit_system, activity_level, goal }) {
    const kg = toKilograms(weight, unit_system);
    const cm = toCentimetres(height, unit_system);
    if (cm > MAX_HEIGHT_CM) invalid(`height: ${height} in is above ${MAX_HEIGHT_CM} cm (118 in)`);
    const budget = energyBudget({ gender, kg, cm, age, activity: activity_level, goal });
    const split = SPLITS[goal];
    const macro = (key: keyof typeof KCAL_PER_GRAM) => {
      const kcal = (budget.target * split[key]) / 100;
      return { grams: roundTo(kcal / KCAL_PER_GRAM[key], 1), kcal: roundTo(kcal, 1), percent: split[key], kcal_per_gram: KCAL_PER_GRAM[key] };
    };
    const proteinPerKg = (budget.target * split.protein) / 100 / KCAL_PER_GRAM.protein / kg;
    const notes = [...budget.notes];
    if (age < 19) {
      notes.push('The IOM 2005 ranges for children differ (ages 1–3: fat 30–40 %, protein 5–20 %; ages 4–18: fat 25–35 %, protein 10–30 %); this split is for adults.');
    }
    if (proteinPerKg < PROTEIN_RDA_G_PER_KG) {
      notes.push(`Protein comes to ${roundTo(proteinPerKg, 2)} g/kg, below the adult RDA of 0.8 g/kg (IOM 2005).`);
    }
    return {
      calories: roundTo(budget.target, 1),
      protein: macro('protein'),
      carbs: macro('carbs'),
      fat: macro('fat'),
      protein_g_per_kg: roundTo(proteinPerKg, 2),
      bmr: roundTo(budget.bmr, 1),
      tdee: roundTo(budget.tdee, 1),
      activity_level,
      activity_description: ACTIVITY_DESCRIPTIONS[activity_level],
      activity_multiplier: budget.multiplier,
      goal,
      goal_adjustment: budget.adjustment,
      weight_kg: roundTo(kg, 2),
      height_cm: roundTo(cm, 2),
      formula: `${BMR_FORMULA}; calories = BMR × activity factor + goal adjustment`,
      method:
        `${goal} split ${split.protein}/${split.carbs}/${split.fat} % protein/carbs/fat, inside the IOM 2005 AMDRs ` +
        '(10–35 / 45–65 / 20–35 %); grams by Atwater 4/4/9 kcal/g',
      notes,
    };
  },
});
