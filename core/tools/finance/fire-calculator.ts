import { Type } from '@sinclair/typebox';
import { futureValue, growthFactor } from '../../lib/growth.ts';
import { cents, finiteResult, Schedule } from '../../lib/money.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

// FIRE number = yearly spending / safe withdrawal rate: the "4 % rule" of Bengen, "Determining
// Withdrawal Rates Using Historical Data", Journal of Financial Planning, 1994, and of Cooley,
// Hubbard & Walz, "Retirement Savings: Choosing a Withdrawal Rate That Is Sustainable" (the
// Trinity study), AAII Journal, 1998. The path to it is simulated in real terms, at the real
// return (1 + r)/(1 + i) − 1 (Fisher, The Theory of Interest, 1930), with the year's savings at
// its end: net worth after t years is the spreadsheet FV of the growth lib.

/** The age the simulation stops at: a FIRE date later than this is reported as not reached. */
const LAST_AGE = 120;
/** Coast FIRE's traditional retirement age, by which the invested money must have grown to the FIRE number. */
const COAST_AGE = 65;

type FireType = 'traditional' | 'lean' | 'fat' | 'coast' | 'barista';
/** Share of annual_expenses the portfolio must pay, by FIRE type (this tool's conventions, stated in the description). */
const SPENDING_SHARE: Record<FireType, number> = { traditional: 1, lean: 0.75, fat: 1.5, coast: 1, barista: 0.5 };
const DEFINITIONS: Record<FireType, string> = {
  traditional: 'traditional: the portfolio pays all of annual_expenses',
  lean: 'lean: a frugal budget, the portfolio pays 75 % of annual_expenses',
  fat: 'fat: a generous budget, the portfolio pays 150 % of annual_expenses',
  coast: `coast: enough invested that, with no more saving, real growth alone reaches the traditional FIRE number by age ${COAST_AGE}`,
  barista: 'barista: part-time work pays half the expenses, the portfolio pays the other 50 %',
};

const FORMULA =
  'FIRE number = annual_expenses × share / (withdrawal_rate / 100) (4 % rule: Bengen 1994; Cooley, Hubbard & Walz 1998); ' +
  'real return ρ = (1 + r)/(1 + i) − 1 (Fisher); net worth after t years = W·(1+ρ)^t + S·((1+ρ)^t − 1)/ρ, S = annual_income × savings_rate / 100 ' +
  `(spreadsheet FV, savings at each year's end); coast target at age a = FIRE number / (1+ρ)^(${COAST_AGE} − a)`;

const rowSchema = closedObject({
  year: Type.Integer({ description: 'Years from now' }),
  age: Type.Integer({ description: 'Age at the end of that year' }),
  net_worth: Type.Number({ description: "Net worth at the end of that year, in today's money" }),
  target: Type.Number({ description: "The FIRE target that year, in today's money (it falls each year for coast)" }),
});

const money = (description: string, minimum = 0) => Type.Number({ minimum, maximum: 1e12, description: `${description} (${minimum} to 1e12)` });

export default defineTool({
  id: 'fire-calculator',
  name: 'FIRE Calculator',
  category: 'finance',
  description:
    'Financial independence, retire early: the FIRE number (yearly expenses divided by the safe withdrawal rate, the 4 % rule of Bengen 1994 and of the ' +
    'Trinity study, Cooley, Hubbard & Walz 1998) and the years until your net worth reaches it, simulated year by year in today\u2019s money at the real return ' +
    '(1 + r)/(1 + i) − 1 with your savings added at each year\u2019s end. Types: traditional (all expenses), lean (75 % of them), fat (150 %), ' +
    `barista (part-time work pays half, the portfolio 50 %), coast (invested enough that growth alone reaches the traditional number by ${COAST_AGE}). ` +
    `A target not reached by age ${LAST_AGE}, or never reachable (nothing saved and no real growth), is answered as reached: false with the reason.`,
  keywords: ['fire', 'financial independence', 'retire early', 'early retirement', '4% rule', 'safe withdrawal rate', 'lean fire', 'fat fire', 'coast fire', 'barista fire'],
  input: closedObject({
    current_age: Type.Integer({ minimum: 0, maximum: LAST_AGE - 1, description: `Your age now (whole years, 0 to ${LAST_AGE - 1}); the simulation stops at ${LAST_AGE}` }),
    annual_expenses: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: "Yearly spending in today's money, above 0 (up to 1e12)" }),
    current_net_worth: withDefault(money('Invested net worth now (negative for net debt)', -1e12), 0),
    annual_income: withDefault(money('Yearly income after tax, in today\u2019s money'), 0),
    savings_rate: withDefault(Type.Number({ minimum: 0, maximum: 100, description: 'Percent of annual_income saved and invested each year (0 to 100); kept level in real terms' }), 0),
    expected_return: withDefault(Type.Number({ minimum: -99, maximum: 100, description: 'Expected nominal yearly return in percent (-99 to 100)' }), 7),
    withdrawal_rate: withDefault(
      Type.Number({ exclusiveMinimum: 0, maximum: 100, description: 'Safe withdrawal rate in percent of the portfolio a year, above 0 (up to 100); 4 is the 4 % rule' }),
      4,
    ),
    inflation_rate: withDefault(Type.Number({ minimum: -50, maximum: 100, description: 'Expected yearly inflation in percent (-50 to 100)' }), 2.5),
    fire_type: withDefault(
      stringEnum(['traditional', 'lean', 'fat', 'coast', 'barista'], {
        description:
          'traditional: the portfolio pays all expenses; lean: 75 % of them; fat: 150 %; barista: 50 % (part-time work pays the rest); ' +
          `coast: invested enough now that growth alone reaches the traditional FIRE number by age ${COAST_AGE}`,
      }),
      'traditional',
    ),
  }),
  output: closedObject({
    fire_type: stringEnum(['traditional', 'lean', 'fat', 'coast', 'barista'], { description: 'The FIRE type (echoed)' }),
    definition: Type.String({ description: 'What the FIRE type means here' }),
    fire_number: Type.Number({ description: "The portfolio that pays the covered expenses at the withdrawal rate, in today's money" }),
    expenses_covered: Type.Number({ description: 'The yearly spending the portfolio pays: annual_expenses × the type\u2019s share' }),
    target_now: Type.Number({ description: 'The net worth that counts as FIRE today: fire_number, or for coast its value discounted to today' }),
    progress_percent: Type.Number({ description: 'current_net_worth as a percent of target_now' }),
    annual_savings: Type.Number({ description: 'annual_income × savings_rate / 100, saved each year' }),
    real_return: Type.Number({ description: 'The real (inflation-adjusted) yearly return, percent' }),
    reached: Type.Boolean({ description: `True when the target is reached by age ${LAST_AGE}` }),
    years_to_fire: Type.Union([Type.Integer(), Type.Null()], { description: 'Whole years until the target is reached (0 = already); null when not reached' }),
    fire_age: Type.Union([Type.Integer(), Type.Null()], { description: 'Age when the target is reached; null when not reached' }),
    net_worth_at_fire: Type.Union([Type.Number(), Type.Null()], { description: "Net worth when the target is reached, in today's money; null when not reached" }),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the target is not reached, or null' }),
    formula: Type.String({ description: 'The formulas and their sources' }),
    formatted: closedObject({
      fire_number: Type.String({ description: 'fire_number rounded to cents' }),
      target_now: Type.String({ description: 'target_now rounded to cents' }),
      annual_savings: Type.String({ description: 'annual_savings rounded to cents' }),
    }),
    summary: Type.String({ description: 'The result in one sentence' }),
    schedule: Type.Array(rowSchema, { description: `Net worth year by year until the target is reached or age ${LAST_AGE} (at most 600 rows)` }),
    truncated: Type.Boolean({ description: 'True when the schedule stops at 600 rows (never: it ends by age 120)' }),
  }),
  examples: [
    {
      title: '40,000 a year of spending, 100,000 invested, saving half of 80,000',
      input: { current_age: 30, annual_expenses: 40000, current_net_worth: 100000, annual_income: 80000, savings_rate: 50 },
      output: {
        fire_type: 'traditional',
        definition: 'traditional: the portfolio pays all of annual_expenses',
        fire_number: 1000000,
        expenses_covered: 40000,
        target_now: 1000000,
        progress_percent: 10,
        annual_savings: 40000,
        real_return: 4.3902439024390505,
        reached: true,
        years_to_fire: 15,
        fire_age: 45,
        net_worth_at_fire: 1015071.9851974092,
        reason: null,
        formula: 'FIRE number = annual_expenses × share / (withdrawal_rate / 100) (4 % rule: Bengen 1994; Cooley, Hubbard & Walz 1998); real return ρ = (1 + r)/(1 + i) − 1 (Fisher); net worth after t years = W·(1+ρ)^t + S·((1+ρ)^t − 1)/ρ, S = annual_income × savings_rate / 100 (spreadsheet FV, savings at each year\'s end); coast target at age a = FIRE number / (1+ρ)^(65 − a)',
        formatted: { fire_number: '1000000.00', target_now: '1000000.00', annual_savings: '40000.00' },
        summary: 'traditional FIRE number 1000000.00: reached in 15 years, at age 45, saving 40000.00 a year.',
        schedule: [
          { year: 1, age: 31, net_worth: 144390.24390243905, target: 1000000 },
          { year: 2, age: 32, net_worth: 190729.32778108277, target: 1000000 },
          { year: 3, age: 33, net_worth: 239102.81046415475, target: 1000000 },
          { year: 4, age: 34, net_worth: 289600.00702111766, target: 1000000 },
          { year: 5, age: 35, net_worth: 342314.15367082536, target: 1000000 },
          { year: 6, age: 36, net_worth: 397342.57992954465, target: 1000000 },
          { year: 7, age: 37, net_worth: 454786.88831669546, target: 1000000 },
          { year: 8, age: 38, net_worth: 514753.1419501115, target: 1000000 },
          { year: 9, age: 39, net_worth: 577352.0603771897, target: 1000000 },
          { year: 10, age: 40, net_worth: 642699.2240035054, target: 1000000 },
          { year: 11, age: 41, net_worth: 710915.2874963426, target: 1000000 },
          { year: 12, age: 42, net_worth: 782126.2025571577, target: 1000000 },
          { year: 13, age: 43, net_worth: 856463.4504743016, target: 1000000 },
          { year: 14, age: 44, net_worth: 934064.2848853685, target: 1000000 },
          { year: 15, age: 45, net_worth: 1015071.9851974092, target: 1000000 },
        ],
        truncated: false,
      },
    },
    {
      title: 'Coast FIRE at 35 with 150,000 invested, saving a quarter of 60,000',
      input: { current_age: 35, annual_expenses: 50000, current_net_worth: 150000, annual_income: 60000, savings_rate: 25, fire_type: 'coast' },
      output: {
        fire_type: 'coast',
        definition: 'coast: enough invested that, with no more saving, real growth alone reaches the traditional FIRE number by age 65',
        fire_number: 1250000,
        expenses_covered: 50000,
        target_now: 344439.25737613125,
        progress_percent: 43.54904291185323,
        annual_savings: 15000,
        real_return: 4.3902439024390505,
        reached: true,
        years_to_fire: 20,
        fire_age: 55,
        net_worth_at_fire: 819431.6928647418,
        reason: null,
        formula: 'FIRE number = annual_expenses × share / (withdrawal_rate / 100) (4 % rule: Bengen 1994; Cooley, Hubbard & Walz 1998); real return ρ = (1 + r)/(1 + i) − 1 (Fisher); net worth after t years = W·(1+ρ)^t + S·((1+ρ)^t − 1)/ρ, S = annual_income × savings_rate / 100 (spreadsheet FV, savings at each year\'s end); coast target at age a = FIRE number / (1+ρ)^(65 − a)',
        formatted: { fire_number: '1250000.00', target_now: '344439.26', annual_savings: '15000.00' },
        summary: 'coast FIRE (invested enough to grow to the FIRE number 1250000.00 by 65 without more saving): reached in 20 years, at age 55, saving 15000.00 a year.',
        schedule: [
          { year: 1, age: 36, net_worth: 171585.3658536586, target: 359560.9808706932 },
          { year: 2, age: 37, net_worth: 194118.38191552658, target: 375346.5849089188 },
          { year: 3, age: 38, net_worth: 217640.65234108633, target: 391825.2154658959 },
          { year: 4, age: 39, net_worth: 242195.6078097194, target: 409027.298096106 },
          { year: 5, age: 40, net_worth: 267828.5857135608, target: 426984.5941100815 },
          { year: 6, age: 41, net_worth: 294586.9138668392, target: 445730.2592173535 },
          { year: 7, age: 42, net_worth: 322519.99789026147, target: 465298.90474396915 },
          { year: 8, age: 43, net_worth: 351679.4124317852, target: 485726.66153760697 },
          { year: 9, age: 44, net_worth: 382118.9963922051, target: 507051.24667828245 },
          { year: 10, age: 45, net_worth: 413894.9523313752, target: 529312.033117817 },
          { year: 11, age: 46, net_worth: 447065.9502386064, target: 552550.1223766481 },
          { year: 12, age: 47, net_worth: 481693.2358588381, target: 576808.4204322085 },
          { year: 13, age: 48, net_worth: 517840.7437745922, target: 602131.7169389883 },
          { year: 14, age: 49, net_worth: 555575.2154525011, target: 628566.767926554 },
          { year: 15, age: 50, net_worth: 594966.3224723671, target: 656162.3821282077 },
          { year: 16, age: 51, net_worth: 636086.7951662762, target: 684969.5110996902 },
          { year: 17, age: 52, net_worth: 679012.5569052836, target: 715041.3432943108 },
          { year: 18, age: 53, net_worth: 723822.8642816133, target: 746433.4022682076 },
          { year: 19, age: 54, net_worth: 770600.4534451964, target: 779203.649197056 },
          { year: 20, age: 55, net_worth: 819431.6928647418, target: 813412.5898935122 },
        ],
        truncated: false,
      },
    },
  ],
  run({ current_age, annual_expenses, current_net_worth, annual_income, savings_rate, expected_return, withdrawal_rate, inflation_rate, fire_type }) {
    const fields = 'annual_expenses, withdrawal_rate';
    const expensesCovered = annual_expenses * SPENDING_SHARE[fire_type];
    const fireNumber = finiteResult(expensesCovered / (withdrawal_rate / 100), fields);
    const realRate = (1 + expected_return / 100) / (1 + inflation_rate / 100) - 1;
    const savings = annual_income * (savings_rate / 100);
    // Coast's target is what grows to the FIRE number by COAST_AGE with no more saving; at or past that age it is the number itself.
    const targetAt = (age: number): number =>
      fire_type === 'coast' && age < COAST_AGE ? finiteResult(fireNumber / growthFactor(realRate, COAST_AGE - age), `${fields}, expected_return, inflation_rate`) : fireNumber;

    const schedule = new Schedule<{ year: number; age: number; net_worth: number; target: number }>();
    let years: number | null = null;
    let netWorthAtFire: number | null = null;
    for (let year = 0; current_age + year <= LAST_AGE; year++) {
      const netWorth = futureValue(realRate, year, savings, current_net_worth, 'end');
      const target = targetAt(current_age + year);
      if (year > 0) schedule.add({ year, age: current_age + year, net_worth: netWorth, target });
      if (netWorth >= target) {
        years = year;
        netWorthAtFire = netWorth;
        break;
      }
    }
    const targetNow = targetAt(current_age);
    const neverGrows = savings === 0 && realRate <= 0;
    const reason =
      years !== null
        ? null
        : neverGrows
          ? 'never reachable: nothing is saved (annual_income × savings_rate is 0) and the real return is not above 0, so net worth never grows'
          : `not reached by age ${LAST_AGE}: save more, spend less or expect a higher return`;
    const formatted = { fire_number: cents(fireNumber), target_now: cents(targetNow), annual_savings: cents(savings) };
    const goal =
      fire_type === 'coast'
        ? `coast FIRE (invested enough to grow to the FIRE number ${formatted.fire_number} by ${COAST_AGE} without more saving)`
        : `${fire_type} FIRE number ${formatted.fire_number}`;
    return {
      fire_type,
      definition: DEFINITIONS[fire_type],
      fire_number: fireNumber,
      expenses_covered: expensesCovered,
      target_now: targetNow,
      progress_percent: (current_net_worth / targetNow) * 100,
      annual_savings: savings,
      real_return: realRate * 100,
      reached: years !== null,
      years_to_fire: years,
      fire_age: years === null ? null : current_age + years,
      net_worth_at_fire: netWorthAtFire,
      reason,
      formula: FORMULA,
      formatted,
      summary: `${goal}: ${
        years === null
          ? reason
          : years === 0
            ? `reached already, at ${current_age}`
            : `reached in ${years} year${years === 1 ? '' : 's'}, at age ${current_age + years}, saving ${formatted.annual_savings} a year`
      }.`,
      schedule: schedule.rows,
      truncated: schedule.truncated,
    };
  },
});
