/**
 * Daily energy expenditure, shared by tdee-calculator and macro-calculator so both give the same
 * figures for the same person.
 *
 * - Basal metabolic rate: Mifflin–St Jeor (Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA,
 *   Koh YO. "A new predictive equation for resting energy expenditure in healthy individuals".
 *   Am J Clin Nutr 1990;51(2):241–247): BMR = 10·kg + 6.25·cm − 5·age + 5 (men) or − 161 (women),
 *   in kcal/day. It was fitted on adults aged 19–78, so ages outside that range get a note.
 * - Total daily energy expenditure: BMR × the standard activity factors 1.2 / 1.375 / 1.55 /
 *   1.725 / 1.9 (the Harris–Benedict activity multipliers as tabulated in McArdle, Katch & Katch,
 *   "Exercise Physiology"). extra_active uses 2.2, the middle of the "vigorous or vigorously
 *   active lifestyle" physical activity level range 2.00–2.40 of FAO/WHO/UNU, "Human energy
 *   requirements" (FAO Food and Nutrition Technical Report Series 1, 2004), since PAL = TEE / BMR.
 * - Goals: ±500 kcal/day. 500 kcal × 7 days = 3500 kcal, the classic energy content of one pound of
 *   body weight (Wishnofsky M. Am J Clin Nutr 1958;6:542–546), so ≈ 0.45 kg (1 lb) a week. It is a
 *   first approximation: real loss slows as the body adapts (Hall KD et al. Lancet 2011;378:826–837).
 */
import { invalid } from '../errors.ts';
import { KG_PER_LB } from './body-units.ts';
import { roundTo } from './round-to.ts';

export type Gender = 'male' | 'female';
export const GENDERS = ['male', 'female'] as const;

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very_active', 'extra_active'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
/** The five levels of the classic table (macro-calculator offers these). */
export const CLASSIC_ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very_active'] as const;

export const ACTIVITY_MULTIPLIERS: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
  extra_active: 2.2,
};

export const ACTIVITY_DESCRIPTIONS: Readonly<Record<ActivityLevel, string>> = {
  sedentary: 'little or no exercise, desk job',
  light: 'light exercise or sport 1–3 days a week',
  moderate: 'moderate exercise or sport 3–5 days a week',
  active: 'hard exercise or sport 6–7 days a week',
  very_active: 'very hard exercise every day, or a physical job',
  extra_active: 'very hard exercise twice a day, or hard training plus a physical job',
};

export const ACTIVITY_MULTIPLIER_SOURCE =
  '1.2–1.9: the standard Harris–Benedict activity factors (McArdle, Katch & Katch, Exercise Physiology); ' +
  'extra_active 2.2: middle of the FAO/WHO/UNU 2004 "vigorous" physical activity level range 2.00–2.40';

export const GOALS = ['lose', 'maintain', 'gain'] as const;
export type Goal = (typeof GOALS)[number];

/** kcal/day added to TDEE for each goal. */
export const GOAL_ADJUSTMENT_KCAL: Readonly<Record<Goal, number>> = { lose: -500, maintain: 0, gain: 500 };

/** Energy in one pound of body weight (Wishnofsky 1958). */
export const KCAL_PER_POUND = 3500;

export const BMR_FORMULA = 'Mifflin–St Jeor (1990): BMR = 10 × weight(kg) + 6.25 × height(cm) − 5 × age(years) + 5 (male) or − 161 (female)';

export interface EnergyBudget {
  bmr: number;
  multiplier: number;
  tdee: number;
  adjustment: number;
  target: number;
  weeklyChangeKg: number;
  weeklyChangeLb: number;
  notes: string[];
}

/** Mifflin–St Jeor resting energy expenditure, kcal/day. */
export function mifflinStJeor(gender: Gender, kg: number, cm: number, age: number): number {
  return 10 * kg + 6.25 * cm - 5 * age + (gender === 'male' ? 5 : -161);
}

/** The commonly advised floors of a self-directed diet (a note, not a clamp). */
const CALORIE_FLOOR: Readonly<Record<Gender, number>> = { female: 1200, male: 1500 };

export function energyBudget(person: { gender: Gender; kg: number; cm: number; age: number; activity: ActivityLevel; goal: Goal }): EnergyBudget {
  const bmr = mifflinStJeor(person.gender, person.kg, person.cm, person.age);
  if (!(bmr > 0)) {
    invalid(
      `weight, height, age: the Mifflin–St Jeor equation gives ${roundTo(bmr, 1)} kcal/day for ${roundTo(person.kg, 2)} kg, ` +
        `${roundTo(person.cm, 1)} cm, age ${person.age}; it needs a positive result (it was fitted on adults of ordinary size)`,
    );
  }
  const multiplier = ACTIVITY_MULTIPLIERS[person.activity];
  const tdee = bmr * multiplier;
  const adjustment = GOAL_ADJUSTMENT_KCAL[person.goal];
  const target = tdee + adjustment;
  const weeklyChangeLb = (adjustment * 7) / KCAL_PER_POUND;
  const notes: string[] = [];
  if (person.age < 19 || person.age > 78) {
    notes.push(`Mifflin–St Jeor was fitted on adults aged 19–78; at age ${person.age} treat the figures as rough.`);
  }
  if (target < CALORIE_FLOOR[person.gender]) {
    notes.push(
      `The ${person.goal === 'maintain' ? 'maintenance' : 'goal'} intake is below ${CALORIE_FLOOR[person.gender]} kcal/day, ` +
        `the floor commonly advised for ${person.gender === 'female' ? 'women' : 'men'} without medical supervision.`,
    );
  }
  return { bmr, multiplier, tdee, adjustment, target, weeklyChangeKg: weeklyChangeLb * KG_PER_LB, weeklyChangeLb, notes };
}
