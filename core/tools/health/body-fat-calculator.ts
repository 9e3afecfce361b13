import { Type } from '@sinclair/typebox';
import { CM_PER_INCH, toCentimetres, toKilograms, unitSystemField, type UnitSystem } from '../../lib/body-units.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Two estimates of body fat:
 * - navy: Hodgdon JA, Beckett MB, "Prediction of percent body fat for U.S. Navy men and women from
 *   body circumferences and height", NHRC Report 84-11 (1984), in its inch form:
 *     men   %BF = 86.010·log10(waist − neck) − 70.041·log10(height) + 36.76
 *     women %BF = 163.205·log10(waist + hip − neck) − 97.684·log10(height) − 78.387
 *   Metric lengths are converted to inches exactly (1 in = 2.54 cm) and go through the same equations,
 *   so both unit systems give the same answer for the same body.
 * - bmi: Deurenberg P, Weststrate JA, Seidell JC, "Body mass index as a measure of body fatness:
 *   age- and sex-specific prediction formulas", Br J Nutr 65:105–114 (1991), adult formula:
 *     %BF = 1.20·BMI + 0.23·age − 10.8·sex − 5.4   (sex = 1 for men, 0 for women)
 * Categories are the American Council on Exercise's (ACE) body-fat ranges.
 */

const NAVY_SOURCE = 'Hodgdon & Beckett (1984), NHRC Report 84-11: U.S. Navy circumference equations';
const BMI_SOURCE = 'Deurenberg, Weststrate & Seidell (1991), Br J Nutr 65:105–114: adult formula';
const NAVY_MEN = '%BF = 86.010·log10(waist − neck) − 70.041·log10(height) + 36.76 (lengths in inches)';
const NAVY_WOMEN = '%BF = 163.205·log10(waist + hip − neck) − 97.684·log10(height) − 78.387 (lengths in inches)';
const DEURENBERG = '%BF = 1.20·BMI + 0.23·age − 10.8·sex − 5.4 (sex = 1 for men, 0 for women; BMI in kg/m²)';

/** ACE body-fat categories (men 2–5 essential, 6–13 athletes, 14–17 fitness, 18–24 average, 25+ obese; women 10–13, 14–20, 21–24, 25–31, 32+), read as lower bounds in percent, highest first, so 13.5 % is still athletes. */
const ACE = {
  male: [
    [25, 'obese', 'Obese'],
    [18, 'average', 'Average'],
    [14, 'fitness', 'Fitness'],
    [6, 'athletes', 'Athletes'],
    [2, 'essential_fat', 'Essential fat'],
    [-Infinity, 'below_essential_fat', 'Below essential fat'],
  ],
  female: [
    [32, 'obese', 'Obese'],
    [25, 'average', 'Average'],
    [21, 'fitness', 'Fitness'],
    [14, 'athletes', 'Athletes'],
    [10, 'essential_fat', 'Essential fat'],
    [-Infinity, 'below_essential_fat', 'Below essential fat'],
  ],
} as const;

const CATEGORIES = ['below_essential_fat', 'essential_fat', 'athletes', 'fitness', 'average', 'obese'] as const;

const length = (what: string) =>
  Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 500, description: `${what}, in cm (metric) or inches (imperial); above 0, at most 500` }));

const inches = (value: number, system: UnitSystem) => (system === 'imperial' ? value : value / CM_PER_INCH);

function navyPercent(input: { gender: 'male' | 'female'; height: number; waist?: number; neck?: number; hip?: number }, system: UnitSystem) {
  const { gender } = input;
  if (input.waist === undefined) invalid('waist: is required for the navy method');
  if (input.neck === undefined) invalid('neck: is required for the navy method');
  if (gender === 'female' && input.hip === undefined) invalid('hip: is required for the navy method when gender is female');
  const height = inches(input.height, system);
  const waist = inches(input.waist, system);
  const neck = inches(input.neck, system);
  if (gender === 'male') {
    if (!(waist > neck)) invalid('waist: must be greater than neck (the navy equation takes the log of waist − neck)');
    const percent = 86.01 * Math.log10(waist - neck) - 70.041 * Math.log10(height) + 36.76;
    return { percent, formula: NAVY_MEN, measurements: { height, waist, neck }, fields: 'waist, neck, height' };
  }
  const hip = inches(input.hip!, system);
  if (!(waist + hip > neck)) invalid('waist, hip: waist + hip must be greater than neck (the navy equation takes the log of waist + hip − neck)');
  const percent = 163.205 * Math.log10(waist + hip - neck) - 97.684 * Math.log10(height) - 78.387;
  return { percent, formula: NAVY_WOMEN, measurements: { height, waist, neck, hip }, fields: 'waist, hip, neck, height' };
}

export default defineTool({
  id: 'body-fat-calculator',
  name: 'Body Fat Calculator',
  category: 'health',
  description:
    'Estimates body fat percentage, fat mass and lean mass, with the American Council on Exercise (ACE) category. ' +
    'navy: the U.S. Navy circumference equations of Hodgdon & Beckett (1984) in inches (men: 86.010·log10(waist − neck) − ' +
    '70.041·log10(height) + 36.76; women: 163.205·log10(waist + hip − neck) − 97.684·log10(height) − 78.387; centimetres are ' +
    'converted to inches exactly). bmi: the adult formula of Deurenberg et al. (1991), 1.20·BMI + 0.23·age − 10.8·sex − 5.4 ' +
    '(sex 1 for men, 0 for women). Measurements that give no real estimate (waist not above neck, a result below 0 or above 100 %) are refused.',
  keywords: ['body fat percentage', 'bf%', 'navy method', 'us navy body fat', 'lean body mass', 'fat mass', 'deurenberg'],
  mcp: true,
  input: closedObject({
    gender: stringEnum(['male', 'female'], { description: 'Selects the equation and the ACE categories' }),
    weight: Type.Number({ exclusiveMinimum: 0, maximum: 1500, description: 'Body weight in kg (metric) or lb (imperial); above 0, at most 1500' }),
    height: Type.Number({ minimum: 20, maximum: 300, description: 'Height in cm (metric) or inches (imperial); 20 to 300' }),
    unit_system: unitSystemField(),
    method: withDefault(
      stringEnum(['navy', 'bmi'], { description: 'navy: U.S. Navy circumference equations (needs waist, neck, and hip for women); bmi: Deurenberg formula from BMI and age' }),
      'navy',
    ),
    waist: length('Waist at the navel (men) or at its narrowest (women); navy method'),
    neck: length('Neck just below the larynx; navy method'),
    hip: length('Hips at the widest point; navy method, needed when gender is female'),
    age: withDefault(
      Type.Integer({ minimum: 18, maximum: 120, description: 'Age in years, 18 to 120 (the adult formula); used by the bmi method only' }),
      30,
    ),
  }),
  output: closedObject({
    body_fat_percent: Type.Number({ description: 'Estimated body fat, percent of body weight, unrounded' }),
    body_fat_percent_rounded: Type.Number({ description: 'The estimate to one decimal' }),
    fat_mass: Type.Number({ description: 'weight × body fat % / 100, in the weight unit' }),
    lean_mass: Type.Number({ description: 'weight − fat mass, in the weight unit' }),
    weight_unit: stringEnum(['kg', 'lb'], { description: 'Unit of fat_mass and lean_mass' }),
    category: stringEnum(CATEGORIES, { description: 'ACE body-fat category for the gender' }),
    category_label: Type.String({ description: 'The category in words' }),
    gender: stringEnum(['male', 'female'], { description: 'Echo of the input' }),
    unit_system: stringEnum(['metric', 'imperial'], { description: 'Echo of the input' }),
    method: stringEnum(['navy', 'bmi'], { description: 'The method used' }),
    formula: Type.String({ description: 'The equation used' }),
    source: Type.String({ description: 'Where the equation comes from' }),
    bmi: Type.Optional(Type.Number({ description: 'Body mass index in kg/m² (bmi method)' })),
    age: Type.Optional(Type.Integer({ description: 'Age used (bmi method)' })),
    measurements_in_inches: Type.Optional(
      closedObject(
        {
          height: Type.Number({ description: 'Height, inches' }),
          waist: Type.Number({ description: 'Waist, inches' }),
          neck: Type.Number({ description: 'Neck, inches' }),
          hip: Type.Optional(Type.Number({ description: 'Hip, inches (women)' })),
        },
        { description: 'The lengths the navy equation was given (navy method)' },
      ),
    ),
    summary: Type.String({ description: 'The answer in one sentence' }),
  }),
  examples: [
    {
      title: 'Navy, man (the worked example: 70 in tall, 34 in waist, 15 in neck, about 17.5 %)',
      input: {
        gender: 'male',
        weight: 180,
        height: 70,
        unit_system: 'imperial',
        method: 'navy',
        waist: 34,
        neck: 15,
      },
      output: {
        body_fat_percent: 17.51308539731425,
        body_fat_percent_rounded: 17.5,
        fat_mass: 31.523553715165647,
        lean_mass: 148.47644628483437,
        weight_unit: 'lb',
        category: 'fitness',
        category_label: 'Fitness',
        gender: 'male',
        unit_system: 'imperial',
        method: 'navy',
        formula: '%BF = 86.010·log10(waist − neck) − 70.041·log10(height) + 36.76 (lengths in inches)',
        source: 'Hodgdon & Beckett (1984), NHRC Report 84-11: U.S. Navy circumference equations',
        measurements_in_inches: {
          height: 70,
          waist: 34,
          neck: 15,
        },
        summary: '17.5 % body fat (Fitness): 31.5 lb fat, 148.5 lb lean',
      },
    },
    {
      title: 'Navy, woman, metric',
      input: {
        gender: 'female',
        weight: 62,
        height: 165,
        waist: 76,
        neck: 33,
        hip: 100,
      },
      output: {
        body_fat_percent: 30.23680644123928,
        body_fat_percent_rounded: 30.2,
        fat_mass: 18.746819993568355,
        lean_mass: 43.25318000643165,
        weight_unit: 'kg',
        category: 'average',
        category_label: 'Average',
        gender: 'female',
        unit_system: 'metric',
        method: 'navy',
        formula: '%BF = 163.205·log10(waist + hip − neck) − 97.684·log10(height) − 78.387 (lengths in inches)',
        source: 'Hodgdon & Beckett (1984), NHRC Report 84-11: U.S. Navy circumference equations',
        measurements_in_inches: {
          height: 64.96062992125984,
          waist: 29.921259842519685,
          neck: 12.992125984251969,
          hip: 39.37007874015748,
        },
        summary: '30.2 % body fat (Average): 18.7 kg fat, 43.3 kg lean',
      },
    },
    {
      title: 'BMI method (Deurenberg), woman of 45',
      input: {
        gender: 'female',
        weight: 60,
        height: 165,
        method: 'bmi',
        age: 45,
      },
      output: {
        body_fat_percent: 31.396280991735537,
        body_fat_percent_rounded: 31.4,
        fat_mass: 18.83776859504132,
        lean_mass: 41.162231404958675,
        weight_unit: 'kg',
        category: 'average',
        category_label: 'Average',
        gender: 'female',
        unit_system: 'metric',
        method: 'bmi',
        formula: '%BF = 1.20·BMI + 0.23·age − 10.8·sex − 5.4 (sex = 1 for men, 0 for women; BMI in kg/m²)',
        source: 'Deurenberg, Weststrate & Seidell (1991), Br J Nutr 65:105–114: adult formula',
        bmi: 22.03856749311295,
        age: 45,
        summary: '31.4 % body fat (Average): 18.8 kg fat, 41.2 kg lean',
      },
    },
  ],
  run(input) {
    const { gender, weight, height, unit_system: system, method } = input;
    let percent: number;
    let extra: { bmi?: number; age?: number; measurements_in_inches?: { height: number; waist: number; neck: number; hip?: number } };
    let formula: string;
    let fields: string;
    if (method === 'navy') {
      const navy = navyPercent(input, system);
      percent = navy.percent;
      formula = navy.formula;
      fields = navy.fields;
      extra = { measurements_in_inches: navy.measurements };
    } else {
      const metres = toCentimetres(height, system) / 100;
      const bmi = toKilograms(weight, system) / (metres * metres);
      percent = 1.2 * bmi + 0.23 * input.age - 10.8 * (gender === 'male' ? 1 : 0) - 5.4;
      formula = DEURENBERG;
      fields = 'weight, height, age';
      extra = { bmi, age: input.age };
    }
    if (!(percent > 0 && percent < 100)) {
      invalid(`${fields}: these measurements give a body fat of ${percent.toFixed(1)} %, outside 0–100 %; check them`);
    }
    const fatMass = (weight * percent) / 100;
    const [, category, label] = ACE[gender].find(([from]) => percent >= from)!;
    const rounded = Math.round(percent * 10) / 10;
    const unit: 'kg' | 'lb' = system === 'metric' ? 'kg' : 'lb';
    return {
      body_fat_percent: percent,
      body_fat_percent_rounded: rounded,
      fat_mass: fatMass,
      lean_mass: weight - fatMass,
      weight_unit: unit,
      category,
      category_label: label,
      gender,
      unit_system: system,
      method,
      formula,
      source: method === 'navy' ? NAVY_SOURCE : BMI_SOURCE,
      ...extra,
      summary: `${rounded.toFixed(1)} % body fat (${label}): ${fatMass.toFixed(1)} ${unit} fat, ${(weight - fatMass).toFixed(1)} ${unit} lean`,
    };
  },
});
