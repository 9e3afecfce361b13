import { Type } from '@sinclair/typebox';
import { toKilograms, unitSystemField } from '../../lib/body-units.ts';
import { roundTo } from '../../lib/round-to.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/**
 * Daily water estimate. Sources:
 * - Baseline by weight and age:
 *   · under 18: Holliday MA, Segar WE, "The maintenance need for water in parenteral fluid therapy",
 *     Pediatrics 1957;19:823–832: 100 ml/kg for the first 10 kg, 50 ml/kg for the next 10, 20 ml/kg beyond;
 *   · 18–64: 35 ml/kg, the middle of the 30–40 ml/kg adult range used in clinical nutrition
 *     (e.g. the ASPEN Adult Nutrition Support Core Curriculum);
 *   · 65 and over: 30 ml/kg with at least 1.5 L (Chernoff R, "Thirst and fluid requirements",
 *     Nutr Rev 1994;52(8 Pt 2):S3–S5).
 * - Pregnancy +0.3 L and lactation +0.7 L a day: EFSA NDA Panel, "Scientific Opinion on Dietary
 *   Reference Values for water", EFSA Journal 2010;8(3):1459 (adequate intakes 2.3 L and 2.7 L
 *   against 2.0 L for women; 2.5 L for men).
 * - About 20 % of total water comes from food, 80 % from drinks (EFSA 2010; IOM, "Dietary Reference
 *   Intakes for Water, Potassium, Sodium, Chloride, and Sulfate", 2004).
 * - Activity: 0.5 L per hour of exercise, the low end of the 0.5–2 L/h sweat rates in the ACSM
 *   position stand "Exercise and fluid replacement" (Sawka MN et al., Med Sci Sports Exerc
 *   2007;39:377–390), at the hours per day each level assumes.
 * - Climate and caffeine allowances are this calculator's conventions, stated as such in the result:
 *   heat raises sweat losses (IOM 2004) by an amount no table fixes; caffeine has no net diuretic
 *   effect below about 300 mg a day in habitual drinkers (Maughan RJ, Griffin J, J Hum Nutr Diet
 *   2003;16:411–420), so only drinks beyond 3 (≈ 95 mg each) add 0.1 L.
 */
const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very_active'] as const;
type Activity = (typeof ACTIVITY_LEVELS)[number];
const EXERCISE_HOURS: Readonly<Record<Activity, number>> = { sedentary: 0, light: 0.5, moderate: 1, active: 1.5, very_active: 2 };
const LITRES_PER_EXERCISE_HOUR = 0.5;

const CLIMATES = ['cold', 'moderate', 'hot', 'very_hot'] as const;
type Climate = (typeof CLIMATES)[number];
const CLIMATE_LITRES: Readonly<Record<Climate, number>> = { cold: 0, moderate: 0, hot: 0.5, very_hot: 1 };

const CAFFEINE_FREE_DRINKS = 3;
const LITRES_PER_EXTRA_CAFFEINE_DRINK = 0.1;
const PREGNANCY_LITRES = 0.3;
const LACTATION_LITRES = 0.7;
const SHARE_FROM_DRINKS = 0.8;

const ML_PER_US_FL_OZ = 29.5735295625; // exact: 1/128 US gallon of 231 in³
const GLASS_LITRES = 0.25;
/** Above this the weight-based rules overstate need (adipose tissue holds little water). */
const HEAVY_KG = 120;

function baseline(kg: number, age: number): { litres: number; rule: string } {
  if (age < 18) {
    const ml = 100 * Math.min(kg, 10) + 50 * Math.min(Math.max(kg - 10, 0), 10) + 20 * Math.max(kg - 20, 0);
    return { litres: ml / 1000, rule: 'Holliday–Segar (1957): 100 ml/kg for the first 10 kg + 50 ml/kg for the next 10 kg + 20 ml/kg beyond 20 kg' };
  }
  if (age < 65) return { litres: (35 * kg) / 1000, rule: '35 ml per kg for adults aged 18–64 (clinical 30–40 ml/kg range)' };
  return { litres: Math.max((30 * kg) / 1000, 1.5), rule: '30 ml per kg, at least 1.5 L, for adults 65 and over (Chernoff 1994)' };
}

const amountSchema = (what: string) =>
  closedObject(
    {
      litres: Type.Number({ description: `${what}, litres (2 decimals)` }),
      us_fl_oz: Type.Number({ description: `${what}, US fluid ounces (1 decimal)` }),
      glasses_250ml: Type.Number({ description: `${what}, in 250 ml glasses (1 decimal)` }),
    },
    { description: what },
  );

const amount = (litres: number) => ({
  litres: roundTo(litres, 2),
  us_fl_oz: roundTo((litres * 1000) / ML_PER_US_FL_OZ, 1),
  glasses_250ml: roundTo(litres / GLASS_LITRES, 1),
});

const FACTORS = ['activity', 'climate', 'caffeine', 'pregnancy', 'breastfeeding'] as const;

export default defineTool({
  id: 'water-intake-calculator',
  name: 'Water Intake Calculator',
  category: 'health',
  description:
    'Estimates daily water need: a weight-based baseline (Holliday–Segar 1957 under 18; 35 ml/kg for adults 18–64; ' +
    '30 ml/kg and at least 1.5 L from 65, Chernoff 1994), plus 0.5 L per hour of exercise (low end of ACSM 2007 sweat ' +
    'rates), +0.5 L for hot and +1 L for very hot climates, 0.1 L per caffeinated drink beyond 3 (this calculator’s ' +
    'conventions), and +0.3 L in pregnancy and +0.7 L when breastfeeding (EFSA 2010). Total water, of which about 80 % ' +
    'from drinks (EFSA 2010, IOM 2004), in litres, US fl oz and 250 ml glasses. An estimate, not medical advice: ' +
    'thirst, illness, kidney or heart conditions change the need.',
  keywords: ['hydration', 'water', 'how much water', 'daily water', 'fluid intake', 'drink water', 'glasses of water'],
  mcp: true,
  input: closedObject({
    weight: Type.Number({ exclusiveMinimum: 0, maximum: 1500, description: 'Body weight: kg (metric) or lb (imperial), above 0 and at most 1500' }),
    age: Type.Number({ minimum: 1, maximum: 120, description: 'Age in years, 1–120: picks the baseline rule (under 18, 18–64, 65+)' }),
    unit_system: unitSystemField(),
    activity_level: withDefault(
      stringEnum(ACTIVITY_LEVELS, {
        description: 'Daily exercise: sedentary (none), light (~30 min, +0.25 L), moderate (~1 h, +0.5 L), active (~1.5 h, +0.75 L), very_active (~2 h, +1 L). Default sedentary',
      }),
      'sedentary',
    ),
    climate: withDefault(stringEnum(CLIMATES, { description: 'cold or moderate (+0), hot (+0.5 L), very_hot (+1 L). Default moderate' }), 'moderate'),
    caffeine_drinks: withDefault(
      Type.Integer({ minimum: 0, maximum: 20, description: 'Caffeinated drinks a day, 0–20; each beyond 3 adds 0.1 L. Default 0' }),
      0,
    ),
    pregnant: withDefault(Type.Boolean({ description: 'Pregnant: +0.3 L a day (EFSA 2010). Default false' }), false),
    breastfeeding: withDefault(Type.Boolean({ description: 'Breastfeeding: +0.7 L a day (EFSA 2010). Default false' }), false),
  }),
  output: closedObject({
    total: amountSchema('Total daily water from drinks and food'),
    from_drinks: amountSchema('The part to drink, about 80 % of the total'),
    from_food_litres: Type.Number({ description: 'The part food usually supplies, about 20 % of the total, litres (2 decimals)' }),
    baseline: closedObject(
      {
        litres: Type.Number({ description: 'Baseline before adjustments, litres (3 decimals)' }),
        rule: Type.String({ description: 'The weight-based rule applied and its source' }),
      },
      { description: 'The weight-and-age baseline' },
    ),
    adjustments: Type.Array(
      closedObject({
        factor: stringEnum(FACTORS, { description: 'What the adjustment is for' }),
        litres: Type.Number({ description: 'Litres a day added (0 when it does not apply)' }),
        reason: Type.String({ description: 'Why, and the source or the convention behind the figure' }),
      }),
      { description: 'Every adjustment, in order, including those that add nothing' },
    ),
    weight_kg: Type.Number({ description: 'Weight used, kg (2 decimals)' }),
    age: Type.Number({ description: 'Age used, years' }),
    reference: Type.String({ description: 'Published adequate intakes to compare with' }),
    method: Type.String({ description: 'How the estimate is built' }),
    notes: Type.Array(Type.String(), { description: 'Caveats: this is an estimate; cases where the rules fit poorly' }),
  }),
  examples: [
    {
      title: 'Adult, moderate exercise, hot climate',
      input: { weight: 70, age: 30, activity_level: 'moderate', climate: 'hot', caffeine_drinks: 2 },
      output: {
        total: { litres: 3.45, us_fl_oz: 116.7, glasses_250ml: 13.8 },
        from_drinks: { litres: 2.76, us_fl_oz: 93.3, glasses_250ml: 11 },
        from_food_litres: 0.69,
        baseline: { litres: 2.45, rule: '35 ml per kg for adults aged 18–64 (clinical 30–40 ml/kg range)' },
        adjustments: [
          { factor: 'activity', litres: 0.5, reason: 'moderate: about 1 h of exercise a day at 0.5 L per hour (low end of ACSM 2007 sweat rates)' },
          { factor: 'climate', litres: 0.5, reason: 'hot: extra sweat losses (calculator convention; IOM 2004 notes heat raises needs)' },
          { factor: 'caffeine', litres: 0, reason: '2 caffeinated drinks: no allowance up to 3 a day (no net diuresis below ~300 mg, Maughan & Griffin 2003)' },
          { factor: 'pregnancy', litres: 0, reason: 'not pregnant' },
          { factor: 'breastfeeding', litres: 0, reason: 'not breastfeeding' },
        ],
        weight_kg: 70,
        age: 30,
        reference: 'EFSA 2010 adequate total water intake for adults: women 2.0 L, men 2.5 L a day (pregnancy 2.3 L, lactation 2.7 L)',
        method: 'baseline by weight and age + activity + climate + caffeine + pregnancy + breastfeeding; about 80 % of the total from drinks',
        notes: ['An estimate for healthy people: thirst, illness, medicines and kidney or heart conditions change the need.'],
      },
    },
    {
      title: 'Breastfeeding, imperial',
      input: { weight: 140, age: 32, unit_system: 'imperial', activity_level: 'light', breastfeeding: true },
      output: {
        total: { litres: 3.17, us_fl_oz: 107.3, glasses_250ml: 12.7 },
        from_drinks: { litres: 2.54, us_fl_oz: 85.8, glasses_250ml: 10.2 },
        from_food_litres: 0.63,
        baseline: { litres: 2.223, rule: '35 ml per kg for adults aged 18–64 (clinical 30–40 ml/kg range)' },
        adjustments: [
          { factor: 'activity', litres: 0.25, reason: 'light: about 0.5 h of exercise a day at 0.5 L per hour (low end of ACSM 2007 sweat rates)' },
          { factor: 'climate', litres: 0, reason: 'moderate: no allowance' },
          { factor: 'caffeine', litres: 0, reason: '0 caffeinated drinks: no allowance up to 3 a day (no net diuresis below ~300 mg, Maughan & Griffin 2003)' },
          { factor: 'pregnancy', litres: 0, reason: 'not pregnant' },
          { factor: 'breastfeeding', litres: 0.7, reason: 'lactation: EFSA 2010 adequate intake 2.7 L against 2.0 L for women' },
        ],
        weight_kg: 63.5,
        age: 32,
        reference: 'EFSA 2010 adequate total water intake for adults: women 2.0 L, men 2.5 L a day (pregnancy 2.3 L, lactation 2.7 L)',
        method: 'baseline by weight and age + activity + climate + caffeine + pregnancy + breastfeeding; about 80 % of the total from drinks',
        notes: ['An estimate for healthy people: thirst, illness, medicines and kidney or heart conditions change the need.'],
      },
    },
  ],
  run({ weight, age, unit_system, activity_level, climate, caffeine_drinks, pregnant, breastfeeding }) {
    const kg = toKilograms(weight, unit_system);
    const base = baseline(kg, age);
    const hours = EXERCISE_HOURS[activity_level];
    const extraCaffeine = Math.max(caffeine_drinks - CAFFEINE_FREE_DRINKS, 0);
    const adjustments = [
      {
        factor: 'activity' as const,
        litres: hours * LITRES_PER_EXERCISE_HOUR,
        reason:
          hours === 0
            ? 'sedentary: no exercise allowance'
            : `${activity_level}: about ${hours} h of exercise a day at 0.5 L per hour (low end of ACSM 2007 sweat rates)`,
      },
      {
        factor: 'climate' as const,
        litres: CLIMATE_LITRES[climate],
        reason: CLIMATE_LITRES[climate] === 0 ? `${climate}: no allowance` : `${climate}: extra sweat losses (calculator convention; IOM 2004 notes heat raises needs)`,
      },
      {
        factor: 'caffeine' as const,
        litres: roundTo(extraCaffeine * LITRES_PER_EXTRA_CAFFEINE_DRINK, 2),
        reason:
          extraCaffeine === 0
            ? `${caffeine_drinks} caffeinated drink${caffeine_drinks === 1 ? '' : 's'}: no allowance up to 3 a day (no net diuresis below ~300 mg, Maughan & Griffin 2003)`
            : `${extraCaffeine} drink${extraCaffeine === 1 ? '' : 's'} beyond 3 at 0.1 L each (calculator convention for intakes above ~300 mg caffeine, Maughan & Griffin 2003)`,
      },
      { factor: 'pregnancy' as const, litres: pregnant ? PREGNANCY_LITRES : 0, reason: pregnant ? 'pregnancy: EFSA 2010 adequate intake 2.3 L against 2.0 L for women' : 'not pregnant' },
      {
        factor: 'breastfeeding' as const,
        litres: breastfeeding ? LACTATION_LITRES : 0,
        reason: breastfeeding ? 'lactation: EFSA 2010 adequate intake 2.7 L against 2.0 L for women' : 'not breastfeeding',
      },
    ];
    const total = base.litres + adjustments.reduce((sum, adjustment) => sum + adjustment.litres, 0);
    const notes = ['An estimate for healthy people: thirst, illness, medicines and kidney or heart conditions change the need.'];
    if (kg > HEAVY_KG) notes.push(`Above ${HEAVY_KG} kg weight-based rules overstate the need (fat tissue holds little water); treat the figure as an upper bound.`);
    return {
      total: amount(total),
      from_drinks: amount(total * SHARE_FROM_DRINKS),
      from_food_litres: roundTo(total * (1 - SHARE_FROM_DRINKS), 2),
      baseline: { litres: roundTo(base.litres, 3), rule: base.rule },
      adjustments,
      weight_kg: roundTo(kg, 2),
      age,
      reference: 'EFSA 2010 adequate total water intake for adults: women 2.0 L, men 2.5 L a day (pregnancy 2.3 L, lactation 2.7 L)',
      method: 'baseline by weight and age + activity + climate + caffeine + pregnancy + breastfeeding; about 80 % of the total from drinks',
      notes,
    };
  },
});
