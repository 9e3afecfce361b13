import { Type } from '@sinclair/typebox';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * One-rep max (1RM) from a set of `reps` repetitions with `weight`, by five published equations:
 * - Epley:    w·(1 + r/30)                    Epley B, Poundage Chart, Boyd Epley Workout (1985)
 * - Brzycki:  w·36/(37 − r)                   Brzycki M, JOPERD 64(1):88–90 (1993)
 * - Lombardi: w·r^0.10                        Lombardi VP, Beginning Weight Training (1989)
 * - O'Conner: w·(1 + 0.025·r)                 O'Conner B, Simmons J, O'Shea P, Weight Training Today (1989)
 * - Wathan:   100·w/(48.8 + 53.8·e^(−0.075·r)) Wathan D, in Baechle TR (ed.), Essentials of Strength
 *                                               Training and Conditioning (1994)
 * Brzycki's denominator 37 − r is at least 7 for reps up to 30, so it never reaches zero here.
 * One rep is already a 1RM, so reps = 1 answers the weight itself for every equation (Epley,
 * O'Conner and Wathan would otherwise add 1–3.3 %).
 * The percentage table's reps invert Brzycki (r = 37 − 36·p, whole reps rounded down), the one
 * equation that gives exactly 1 rep at 100 %; it lands on the NSCA's %1RM–reps table (Baechle &
 * Earle) at 95, 90, 85, 80, 75 and 70 %.
 */

const FORMULAS = ['epley', 'brzycki', 'lombardi', 'oconner', 'wathan'] as const;
type Formula = (typeof FORMULAS)[number];

const EQUATIONS: Record<Formula, { name: string; equation: string; source: string; factor: (reps: number) => number }> = {
  epley: { name: 'Epley', equation: '1RM = w·(1 + r/30)', source: 'Epley (1985), Poundage Chart', factor: (r) => 1 + r / 30 },
  brzycki: { name: 'Brzycki', equation: '1RM = w·36/(37 − r)', source: 'Brzycki (1993), JOPERD 64(1):88–90', factor: (r) => 36 / (37 - r) },
  lombardi: { name: 'Lombardi', equation: '1RM = w·r^0.10', source: 'Lombardi (1989), Beginning Weight Training', factor: (r) => r ** 0.1 },
  oconner: { name: "O'Conner", equation: '1RM = w·(1 + 0.025·r)', source: "O'Conner, Simmons & O'Shea (1989), Weight Training Today", factor: (r) => 1 + 0.025 * r },
  wathan: {
    name: 'Wathan',
    equation: '1RM = 100·w/(48.8 + 53.8·e^(−0.075·r))',
    source: 'Wathan (1994), in Essentials of Strength Training and Conditioning',
    factor: (r) => 100 / (48.8 + 53.8 * Math.exp(-0.075 * r)),
  },
};

/** Percentages of 1RM in the table, 100 down to 50 in fives. */
const TABLE_PERCENTS = [100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50];

/** Whole reps at `percent` of 1RM by Brzycki inverted: floor(37 − 36·p), on integers so 95 % is 2, not 2.8000000000000043 → 2 by luck. */
const repsAt = (percent: number) => Math.floor((3700 - 36 * percent) / 100);

export default defineTool({
  id: 'one-rep-max-calculator',
  name: 'One-Rep Max Calculator',
  category: 'health',
  description:
    'Estimates a one-rep max (1RM) from a weight lifted for 1–30 reps by five published equations: Epley (1985) w·(1 + r/30), ' +
    'Brzycki (1993) w·36/(37 − r), Lombardi (1989) w·r^0.10, O\'Conner et al. (1989) w·(1 + 0.025·r) and Wathan (1994) ' +
    '100·w/(48.8 + 53.8·e^(−0.075·r)). By default the answer is the average of the five; every estimate is listed. ' +
    'One rep answers the weight itself. Includes a 50–100 % of 1RM table with the reps each load allows (Brzycki inverted, rounded down).',
  keywords: ['1rm', 'one rep max', 'max lift', 'epley', 'brzycki', 'bench press max', 'squat max', 'strength'],
  mcp: true,
  input: closedObject({
    weight: Type.Number({ exclusiveMinimum: 0, maximum: 2000, description: 'Weight lifted, in `unit`; above 0, at most 2000' }),
    reps: Type.Integer({ minimum: 1, maximum: 30, description: 'Repetitions completed with that weight, 1 to 30' }),
    unit: withDefault(stringEnum(['kg', 'lb'], { description: 'Unit of the weight (the results use the same unit)' }), 'kg'),
    formula: withDefault(
      stringEnum(['average', ...FORMULAS], { description: 'Equation for the headline 1RM: average (the mean of all five), epley, brzycki, lombardi, oconner or wathan' }),
      'average',
    ),
  }),
  output: closedObject({
    one_rep_max: Type.Number({ description: 'The estimated 1RM by the chosen equation (or the mean of the five), unrounded, in `unit`' }),
    one_rep_max_rounded: Type.Number({ description: 'The 1RM to one decimal' }),
    formula: stringEnum(['average', ...FORMULAS], { description: 'The equation of one_rep_max' }),
    equation: Type.String({ description: 'The equation of one_rep_max in symbols (w weight, r reps)' }),
    estimates: Type.Array(
      closedObject({
        formula: stringEnum(FORMULAS, { description: 'Equation id' }),
        name: Type.String({ description: 'Equation name' }),
        one_rep_max: Type.Number({ description: '1RM by this equation, in `unit`' }),
        equation: Type.String({ description: 'The equation in symbols' }),
        source: Type.String({ description: 'Where the equation was published' }),
      }),
      { description: 'The 1RM by each of the five equations' },
    ),
    percentages: Type.Array(
      closedObject({
        percent: Type.Integer({ description: 'Percent of the 1RM' }),
        weight: Type.Number({ description: 'That share of one_rep_max, in `unit`' }),
        reps: Type.Integer({ description: 'Whole reps that load allows: floor(37 − 36·percent/100) (Brzycki inverted)' }),
      }),
      { description: 'Training loads from 100 % down to 50 % of the 1RM' },
    ),
    weight: Type.Number({ description: 'Echo of the input' }),
    reps: Type.Integer({ description: 'Echo of the input' }),
    unit: stringEnum(['kg', 'lb'], { description: 'Unit of every weight here' }),
    note: Type.String({ description: 'How the answer was made' }),
    summary: Type.String({ description: 'The answer in one sentence' }),
  }),
  examples: [
    {
      title: '100 kg for 10 reps, the average of the five equations',
      input: { weight: 100, reps: 10 },
      output: {
        one_rep_max: 130.46118146555375,
        one_rep_max_rounded: 130.5,
        formula: 'average',
        equation: "mean of the Epley, Brzycki, Lombardi, O'Conner and Wathan estimates",
        estimates: [
          {
            formula: 'epley',
            name: 'Epley',
            one_rep_max: 133.33333333333331,
            equation: '1RM = w·(1 + r/30)',
            source: 'Epley (1985), Poundage Chart',
          },
          {
            formula: 'brzycki',
            name: 'Brzycki',
            one_rep_max: 133.33333333333331,
            equation: '1RM = w·36/(37 − r)',
            source: 'Brzycki (1993), JOPERD 64(1):88–90',
          },
          {
            formula: 'lombardi',
            name: 'Lombardi',
            one_rep_max: 125.89254117941672,
            equation: '1RM = w·r^0.10',
            source: 'Lombardi (1989), Beginning Weight Training',
          },
          {
            formula: 'oconner',
            name: "O'Conner",
            one_rep_max: 125,
            equation: '1RM = w·(1 + 0.025·r)',
            source: "O'Conner, Simmons & O'Shea (1989), Weight Training Today",
          },
          {
            formula: 'wathan',
            name: 'Wathan',
            one_rep_max: 134.7466994816854,
            equation: '1RM = 100·w/(48.8 + 53.8·e^(−0.075·r))',
            source: 'Wathan (1994), in Essentials of Strength Training and Conditioning',
          },
        ],
        percentages: [
          { percent: 100, weight: 130.46118146555375, reps: 1 },
          { percent: 95, weight: 123.93812239227606, reps: 2 },
          { percent: 90, weight: 117.41506331899838, reps: 4 },
          { percent: 85, weight: 110.89200424572068, reps: 6 },
          { percent: 80, weight: 104.368945172443, reps: 8 },
          { percent: 75, weight: 97.84588609916531, reps: 10 },
          { percent: 70, weight: 91.32282702588762, reps: 11 },
          { percent: 65, weight: 84.79976795260994, reps: 13 },
          { percent: 60, weight: 78.27670887933226, reps: 15 },
          { percent: 55, weight: 71.75364980605457, reps: 17 },
          { percent: 50, weight: 65.23059073277688, reps: 19 },
        ],
        weight: 100,
        reps: 10,
        unit: 'kg',
        note: 'The five equations drift apart as reps rise (compare the estimates); the table reps invert Brzycki (37 − 36·p), rounded down.',
        summary: 'Estimated 1RM: 130.5 kg (average of five equations) from 100 kg × 10',
      },
    },
    {
      title: '225 lb for 5 reps by Brzycki',
      input: { weight: 225, reps: 5, unit: 'lb', formula: 'brzycki' },
      output: {
        one_rep_max: 253.125,
        one_rep_max_rounded: 253.1,
        formula: 'brzycki',
        equation: '1RM = w·36/(37 − r)',
        estimates: [
          { formula: 'epley', name: 'Epley', one_rep_max: 262.5, equation: '1RM = w·(1 + r/30)', source: 'Epley (1985), Poundage Chart' },
          {
            formula: 'brzycki',
            name: 'Brzycki',
            one_rep_max: 253.125,
            equation: '1RM = w·36/(37 − r)',
            source: 'Brzycki (1993), JOPERD 64(1):88–90',
          },
          {
            formula: 'lombardi',
            name: 'Lombardi',
            one_rep_max: 264.2892621948043,
            equation: '1RM = w·r^0.10',
            source: 'Lombardi (1989), Beginning Weight Training',
          },
          {
            formula: 'oconner',
            name: "O'Conner",
            one_rep_max: 253.125,
            equation: '1RM = w·(1 + 0.025·r)',
            source: "O'Conner, Simmons & O'Shea (1989), Weight Training Today",
          },
          {
            formula: 'wathan',
            name: 'Wathan',
            one_rep_max: 262.3106369051758,
            equation: '1RM = 100·w/(48.8 + 53.8·e^(−0.075·r))',
            source: 'Wathan (1994), in Essentials of Strength Training and Conditioning',
          },
        ],
        percentages: [
          { percent: 100, weight: 253.125, reps: 1 },
          { percent: 95, weight: 240.46875, reps: 2 },
          { percent: 90, weight: 227.8125, reps: 4 },
          { percent: 85, weight: 215.15625, reps: 6 },
          { percent: 80, weight: 202.5, reps: 8 },
          { percent: 75, weight: 189.84375, reps: 10 },
          { percent: 70, weight: 177.1875, reps: 11 },
          { percent: 65, weight: 164.53125, reps: 13 },
          { percent: 60, weight: 151.875, reps: 15 },
          { percent: 55, weight: 139.21875, reps: 17 },
          { percent: 50, weight: 126.5625, reps: 19 },
        ],
        weight: 225,
        reps: 5,
        unit: 'lb',
        note: 'The five equations drift apart as reps rise (compare the estimates); the table reps invert Brzycki (37 − 36·p), rounded down.',
        summary: 'Estimated 1RM: 253.1 lb (Brzycki) from 225 lb × 5',
      },
    },
  ],
  run({ weight, reps, unit, formula }) {
    const estimates = FORMULAS.map((id) => {
      const { name, equation, source, factor } = EQUATIONS[id];
      return { formula: id, name, one_rep_max: reps === 1 ? weight : weight * factor(reps), equation, source };
    });
    const oneRepMax =
      formula === 'average' ? estimates.reduce((sum, estimate) => sum + estimate.one_rep_max, 0) / estimates.length : estimates.find((e) => e.formula === formula)!.one_rep_max;
    const equation = formula === 'average' ? 'mean of the Epley, Brzycki, Lombardi, O\'Conner and Wathan estimates' : EQUATIONS[formula].equation;
    const rounded = Math.round(oneRepMax * 10) / 10;
    return {
      one_rep_max: oneRepMax,
      one_rep_max_rounded: rounded,
      formula,
      equation,
      estimates,
      percentages: TABLE_PERCENTS.map((percent) => ({ percent, weight: (oneRepMax * percent) / 100, reps: repsAt(percent) })),
      weight,
      reps,
      unit,
      note:
        reps === 1
          ? 'One rep is already a one-rep max: every equation answers the weight itself.'
          : 'The five equations drift apart as reps rise (compare the estimates); the table reps invert Brzycki (37 − 36·p), rounded down.',
      summary: `Estimated 1RM: ${rounded} ${unit} (${formula === 'average' ? 'average of five equations' : EQUATIONS[formula].name}) from ${weight} ${unit} × ${reps}`,
    };
  },
});
