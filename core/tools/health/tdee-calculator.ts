import { Type } from '@sinclair/typebox';
import { CM_PER_INCH, toCentimetres, toKilograms, unitSystemField, type UnitSystem } from '../../lib/body-units.ts';
import {
  ACTIVITY_DESCRIPTIONS,
  ACTIVITY_LEVELS,
  ACTIVITY_MULTIPLIER_SOURCE,
  BMR_FORMULA,
  energyBudget,
  GENDERS,
  GOAL_ADJUSTMENT_KCAL,
  GOALS,
} from '../../lib/energy-expenditure.ts';
import { roundTo } from '../../lib/round-to.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/** The tallest plausible height accepted once converted (the tallest person measured was 272 cm). */
const MAX_HEIGHT_CM = 300;

interface HeightInput {
  unit_system: UnitSystem;
  height?: number | undefined;
  height_feet?: number | undefined;
  height_inches?: number | undefined;
}

/**
 * Height in cm. Metric: `height` in cm. Imperial: `height` in inches, or height_feet plus
 * height_inches (0–11.99, default 0), never both: two ways of giving one value must not disagree.
 */
function heightInCentimetres({ unit_system, height, height_feet, height_inches }: HeightInput): number {
  if (unit_system === 'metric') {
    if (height_feet !== undefined) invalid('height_feet: only with unit_system imperial; metric takes height in cm');
    if (height_inches !== undefined) invalid('height_inches: only with unit_system imperial; metric takes height in cm');
    if (height === undefined) invalid('height: is required (in cm for unit_system metric)');
  } else {
    if (height !== undefined && (height_feet !== undefined || height_inches !== undefined)) {
      invalid('height, height_feet: give height in inches, or height_feet and height_inches, not both');
    }
    if (height === undefined) {
      if (height_feet === undefined) {
        if (height_inches !== undefined) invalid('height_feet: is required with height_inches (or give the whole height in inches as height)');
        invalid('height: is required (for unit_system imperial give height in inches, or height_feet and height_inches)');
      }
      const cm = (height_feet * 12 + (height_inches ?? 0)) * CM_PER_INCH;
      if (cm === 0) invalid('height_feet, height_inches: the height is 0');
      return cm;
    }
  }
  const cm = toCentimetres(height, unit_system);
  if (cm > MAX_HEIGHT_CM) invalid(`height: ${height} ${unit_system === 'metric' ? 'cm' : 'in'} is above ${MAX_HEIGHT_CM} cm (118 in)`);
  return cm;
}

export default defineTool({
  id: 'tdee-calculator',
  name: 'TDEE Calculator',
  category: 'health',
  description:
    'Total daily energy expenditure: basal metabolic rate by the Mifflin–St Jeor equation (Am J Clin Nutr 1990;51:241–247: ' +
    '10·kg + 6.25·cm − 5·age + 5 for men, − 161 for women) times the standard activity factor (sedentary 1.2, light 1.375, ' +
    'moderate 1.55, active 1.725, very_active 1.9; extra_active 2.2, the middle of the FAO/WHO/UNU 2004 "vigorous" activity ' +
    'range 2.00–2.40), and a daily calorie target for the goal: lose −500 kcal, gain +500 kcal (3500 kcal ≈ 1 lb, ' +
    'Wishnofsky 1958, so ≈ 0.45 kg a week). An estimate for healthy adults, not medical advice.',
  keywords: ['tdee', 'bmr', 'calories', 'calorie calculator', 'maintenance calories', 'mifflin st jeor', 'basal metabolic rate', 'energy expenditure'],
  mcp: true,
  input: closedObject({
    gender: stringEnum(GENDERS, { description: 'Sex for the Mifflin–St Jeor constant: male (+5) or female (−161)' }),
    age: Type.Number({ minimum: 1, maximum: 120, description: 'Age in years, 1–120 (the equation was fitted on ages 19–78)' }),
    weight: Type.Number({ exclusiveMinimum: 0, maximum: 1500, description: 'Body weight: kg (metric) or lb (imperial), above 0 and at most 1500' }),
    height: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        maximum: 300,
        description: 'Height: cm for metric (required there); inches for imperial, or use height_feet and height_inches instead. At most 300 cm (118 in)',
      }),
    ),
    height_feet: Type.Optional(Type.Integer({ minimum: 0, maximum: 9, description: 'Imperial only: whole feet of the height (0–9), with height_inches' })),
    height_inches: Type.Optional(
      Type.Number({ minimum: 0, exclusiveMaximum: 12, description: 'Imperial only: inches beyond height_feet (0 to under 12, default 0)' }),
    ),
    unit_system: unitSystemField(),
    activity_level: withDefault(
      stringEnum(ACTIVITY_LEVELS, {
        description:
          'sedentary (×1.2), light (×1.375, exercise 1–3 days/week), moderate (×1.55, 3–5 days), active (×1.725, 6–7 days), ' +
          'very_active (×1.9, hard daily exercise or physical job), extra_active (×2.2, training twice a day). Default moderate',
      }),
      'moderate',
    ),
    goal: withDefault(stringEnum(GOALS, { description: 'lose (−500 kcal/day), maintain, or gain (+500 kcal/day). Default maintain' }), 'maintain'),
  }),
  output: closedObject({
    bmr: Type.Number({ description: 'Basal metabolic rate, kcal/day (1 decimal)' }),
    tdee: Type.Number({ description: 'Total daily energy expenditure (maintenance calories), kcal/day (1 decimal)' }),
    goal_calories: Type.Number({ description: 'Daily intake for the goal: tdee + goal_adjustment, kcal/day (1 decimal)' }),
    goal: stringEnum(GOALS, { description: 'The goal used' }),
    goal_adjustment: Type.Number({ description: 'kcal/day added to tdee for the goal' }),
    weekly_change_kg: Type.Number({ description: 'Expected weight change per week at goal_calories, kg (3500 kcal per lb), 3 decimals' }),
    weekly_change_lb: Type.Number({ description: 'The same in pounds, 3 decimals' }),
    calories_by_goal: closedObject(
      {
        lose: Type.Number({ description: 'tdee − 500' }),
        maintain: Type.Number({ description: 'tdee' }),
        gain: Type.Number({ description: 'tdee + 500' }),
      },
      { description: 'kcal/day for each goal, to compare' },
    ),
    activity_level: stringEnum(ACTIVITY_LEVELS, { description: 'The activity level used' }),
    activity_description: Type.String({ description: 'What the activity level means' }),
    activity_multiplier: Type.Number({ description: 'The factor tdee = bmr × activity_multiplier' }),
    weight_kg: Type.Number({ description: 'Weight used, kg (2 decimals)' }),
    height_cm: Type.Number({ description: 'Height used, cm (2 decimals)' }),
    age: Type.Number({ description: 'Age used, years' }),
    gender: stringEnum(GENDERS, { description: 'Gender used' }),
    formula: Type.String({ description: 'The BMR equation and its source' }),
    calculation: Type.String({ description: 'The figures put through the formula' }),
    multiplier_source: Type.String({ description: 'Where the activity factors come from' }),
    notes: Type.Array(Type.String(), { description: 'Caveats for these inputs (age outside the equation’s range, a very low intake)' }),
  }),
  examples: [
    {
      title: 'Metric, moderately active man',
      input: { gender: 'male', age: 30, weight: 80, height: 180, activity_level: 'moderate', goal: 'maintain' },
      output: {
        bmr: 1780,
        tdee: 2759,
        goal_calories: 2759,
        goal: 'maintain',
        goal_adjustment: 0,
        weekly_change_kg: 0,
        weekly_change_lb: 0,
        calories_by_goal: { lose: 2259, maintain: 2759, gain: 3259 },
        activity_level: 'moderate',
        activity_description: 'moderate exercise or sport 3–5 days a week',
        activity_multiplier: 1.55,
        weight_kg: 80,
        height_cm: 180,
        age: 30,
        gender: 'male',
        formula: BMR_FORMULA,
        calculation: 'BMR = 10 × 80 + 6.25 × 180 − 5 × 30 + 5 = 1780 kcal/day; TDEE = 1780 × 1.55 = 2759 kcal/day; goal maintain: 2759 + 0 = 2759 kcal/day',
        multiplier_source: ACTIVITY_MULTIPLIER_SOURCE,
        notes: [],
      },
    },
    {
      title: 'Imperial, feet and inches, losing weight',
      input: { gender: 'female', age: 40, weight: 150, height_feet: 5, height_inches: 5, unit_system: 'imperial', activity_level: 'light', goal: 'lose' },
      output: {
        bmr: 1351.3,
        tdee: 1858,
        goal_calories: 1358,
        goal: 'lose',
        goal_adjustment: -500,
        weekly_change_kg: -0.454,
        weekly_change_lb: -1,
        calories_by_goal: { lose: 1358, maintain: 1858, gain: 2358 },
        activity_level: 'light',
        activity_description: 'light exercise or sport 1–3 days a week',
        activity_multiplier: 1.375,
        weight_kg: 68.04,
        height_cm: 165.1,
        age: 40,
        gender: 'female',
        formula: BMR_FORMULA,
        calculation:
          'BMR = 10 × 68.0389 + 6.25 × 165.1 − 5 × 40 − 161 = 1351.3 kcal/day; TDEE = 1351.3 × 1.375 = 1858 kcal/day; goal lose: 1858 − 500 = 1358 kcal/day',
        multiplier_source: ACTIVITY_MULTIPLIER_SOURCE,
        notes: [],
      },
    },
  ],
  run(input) {
    const { gender, age, weight, unit_system, activity_level, goal } = input;
    const cm = heightInCentimetres(input);
    const kg = toKilograms(weight, unit_system);
    const budget = energyBudget({ gender, kg, cm, age, activity: activity_level, goal });
    const kcal = (value: number) => roundTo(value, 1);
    const sign = budget.adjustment < 0 ? '−' : '+';
    return {
      bmr: kcal(budget.bmr),
      tdee: kcal(budget.tdee),
      goal_calories: kcal(budget.target),
      goal,
      goal_adjustment: budget.adjustment,
      weekly_change_kg: roundTo(budget.weeklyChangeKg, 3),
      weekly_change_lb: roundTo(budget.weeklyChangeLb, 3),
      calories_by_goal: {
        lose: kcal(budget.tdee + GOAL_ADJUSTMENT_KCAL.lose),
        maintain: kcal(budget.tdee),
        gain: kcal(budget.tdee + GOAL_ADJUSTMENT_KCAL.gain),
      },
      activity_level,
      activity_description: ACTIVITY_DESCRIPTIONS[activity_level],
      activity_multiplier: budget.multiplier,
      weight_kg: roundTo(kg, 2),
      height_cm: roundTo(cm, 2),
      age,
      gender,
      formula: BMR_FORMULA,
      calculation:
        `BMR = 10 × ${roundTo(kg, 4)} + 6.25 × ${roundTo(cm, 4)} − 5 × ${age} ${gender === 'male' ? '+ 5' : '− 161'} = ${kcal(budget.bmr)} kcal/day; ` +
        `TDEE = ${kcal(budget.bmr)} × ${budget.multiplier} = ${kcal(budget.tdee)} kcal/day; ` +
        `goal ${goal}: ${kcal(budget.tdee)} ${sign} ${Math.abs(budget.adjustment)} = ${kcal(budget.target)} kcal/day`,
      multiplier_source: ACTIVITY_MULTIPLIER_SOURCE,
      notes: budget.notes,
    };
  },
});
