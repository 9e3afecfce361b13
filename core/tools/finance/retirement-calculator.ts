import { Type } from '@sinclair/typebox';
import { growthFactor, growthScheduleSchema, growYearly, monthlyEquivalentRate, seriesFactor } from '../../lib/growth.ts';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

// Saving: the spreadsheet FV (OASIS OpenFormula / Excel) at the monthly rate equivalent to the
// yearly return, j = (1 + r)^(1/12) − 1, contributions at the end of each month.
// Spending: the present value of a growing annuity, PV = C·(1 − ((1+g)/(1+r))^N)/(r − g)
// (Brealey, Myers & Allen, Principles of Corporate Finance, ch. 2, "growing annuities"), taken as
// an annuity due (×(1+r)) since each year's income is needed from its start; C, a year's
// income, is its twelve monthly withdrawals at the start of each month valued at the year's start.
const FORMULA =
  'savings = FV(j, 12·(retirement_age − current_age), −monthly_contribution, −current_savings), j = (1 + r)^(1/12) − 1; ' +
  'nest egg = W·ä₁₂·(1+r)·(1 − ((1+g)/(1+r))^N)/(r − g) (present value of a growing annuity due; Brealey, Myers & Allen), ' +
  'W = desired_monthly_income·(1+g)^(years to retirement), ä₁₂ = (1 − (1+j)^−12)/j·(1+j), N = life_expectancy − retirement_age; ' +
  'extra monthly contribution = shortfall / ((1+j)^(12·years) − 1)·j';

const age = (description: string) => Type.Integer({ minimum: 0, maximum: 130, description: `${description} (whole years, 0 to 130)` });
const money = (description: string) => Type.Number({ minimum: 0, maximum: 1e12, description: `${description} (0 to 1e12)` });

export default defineTool({
  id: 'retirement-calculator',
  name: 'Retirement Calculator',
  category: 'finance',
  description:
    'Whether your savings will pay the monthly income you want in retirement. Projects your savings to retirement (spreadsheet FV at the monthly rate ' +
    'equivalent to the yearly return), then finds the nest egg that pays the income, raised by inflation every year, from retirement until ' +
    'life expectancy: the present value of a growing annuity (Brealey, Myers & Allen, Principles of Corporate Finance), withdrawals at the start of each month. ' +
    'Gives the shortfall or surplus and the extra monthly contribution that closes a shortfall. Returns are assumed steady and taxes are ignored.',
  keywords: ['retirement', 'retirement planning', 'nest egg', 'pension', '401k', 'ira', 'retirement savings', 'how much to retire'],
  mcp: true,
  input: closedObject({
    current_age: age('Your age now'),
    retirement_age: age('The age you retire at; must be above current_age'),
    desired_monthly_income: Type.Number({ minimum: 0, maximum: 1e9, description: "Monthly income wanted in retirement, in today's money (0 to 1e9); raised by inflation every year" }),
    current_savings: withDefault(money('Retirement savings you have now'), 0),
    monthly_contribution: withDefault(money('Amount you add every month until retirement, paid at the end of each month'), 0),
    expected_return: withDefault(Type.Number({ minimum: -99, maximum: 100, description: 'Expected yearly return in percent, before and during retirement (-99 to 100)' }), 7),
    inflation_rate: withDefault(Type.Number({ minimum: -50, maximum: 100, description: 'Expected yearly inflation in percent (-50 to 100)' }), 3),
    life_expectancy: withDefault(age('The age the income must last until; must be above retirement_age'), 90),
  }),
  output: closedObject({
    years_to_retirement: Type.Integer({ description: 'retirement_age − current_age' }),
    years_in_retirement: Type.Integer({ description: 'life_expectancy − retirement_age' }),
    savings_at_retirement: Type.Number({ description: 'What current savings and contributions grow to by retirement' }),
    savings_at_retirement_today: Type.Number({ description: "savings_at_retirement in today's money (divided by the inflation until then)" }),
    total_contributions: Type.Number({ description: 'Current savings plus every monthly contribution until retirement' }),
    monthly_income_at_retirement: Type.Number({ description: 'desired_monthly_income raised by inflation until retirement: the first monthly withdrawal' }),
    nest_egg_needed: Type.Number({ description: 'Savings needed at retirement to pay the inflation-adjusted income until life_expectancy' }),
    status: stringEnum(['on_track', 'shortfall'], { description: 'on_track when savings_at_retirement covers nest_egg_needed' }),
    shortfall: Type.Number({ description: 'nest_egg_needed − savings_at_retirement when positive, else 0' }),
    surplus: Type.Number({ description: 'savings_at_retirement − nest_egg_needed when positive, else 0' }),
    extra_monthly_contribution: Type.Number({ description: 'Added to monthly_contribution until retirement, closes the shortfall exactly; 0 when on track' }),
    assumptions: closedObject({
      expected_return: Type.Number({ description: 'Yearly return used, percent' }),
      monthly_return: Type.Number({ description: 'The equivalent monthly return, percent: ((1 + r)^(1/12) − 1)·100' }),
      inflation_rate: Type.Number({ description: 'Yearly inflation used, percent' }),
      life_expectancy: Type.Integer({ description: 'Age the income lasts until' }),
    }),
    formula: Type.String({ description: 'The formulas and their sources' }),
    formatted: closedObject({
      savings_at_retirement: Type.String({ description: 'savings_at_retirement rounded to cents' }),
      nest_egg_needed: Type.String({ description: 'nest_egg_needed rounded to cents' }),
      shortfall: Type.String({ description: 'shortfall rounded to cents' }),
      surplus: Type.String({ description: 'surplus rounded to cents' }),
      extra_monthly_contribution: Type.String({ description: 'extra_monthly_contribution rounded to cents' }),
      monthly_income_at_retirement: Type.String({ description: 'monthly_income_at_retirement rounded to cents' }),
    }),
    summary: Type.String({ description: 'The result in one sentence, amounts to the cent' }),
    schedule: growthScheduleSchema('Savings until retirement, year 1 being the year after current_age'),
    truncated: Type.Boolean({ description: 'True when the schedule stops at 600 rows (never, with ages up to 130)' }),
  }),
  examples: [
    {
      title: 'Age 45, retiring at 65 on 4,000 a month in today’s money: a shortfall',
      input: { current_age: 45, retirement_age: 65, desired_monthly_income: 4000, current_savings: 100000, monthly_contribution: 500 },
      output: {
        years_to_retirement: 20,
        years_in_retirement: 25,
        savings_at_retirement: 640736.6345303041,
        savings_at_retirement_today: 354760.3393583801,
        total_contributions: 220000,
        monthly_income_at_retirement: 7224.444938677655,
        nest_egg_needed: 1381180.326344047,
        status: 'shortfall',
        shortfall: 740443.6918137429,
        surplus: 0,
        extra_monthly_contribution: 1458.8977775887345,
        assumptions: { expected_return: 7, monthly_return: 0.5654145387405277, inflation_rate: 3, life_expectancy: 90 },
        formula: 'savings = FV(j, 12·(retirement_age − current_age), −monthly_contribution, −current_savings), j = (1 + r)^(1/12) − 1; nest egg = W·ä₁₂·(1+r)·(1 − ((1+g)/(1+r))^N)/(r − g) (present value of a growing annuity due; Brealey, Myers & Allen), W = desired_monthly_income·(1+g)^(years to retirement), ä₁₂ = (1 − (1+j)^−12)/j·(1+j), N = life_expectancy − retirement_age; extra monthly contribution = shortfall / ((1+j)^(12·years) − 1)·j',
        formatted: { savings_at_retirement: '640736.63', nest_egg_needed: '1381180.33', shortfall: '740443.69', surplus: '0.00', extra_monthly_contribution: '1458.90', monthly_income_at_retirement: '7224.44' },
        summary: 'At 65 you will have 640736.63; paying 7224.44 a month, rising 3 % a year, until 90 takes 1381180.33: a shortfall of 740443.69, closed by saving 1458.90 more a month.',
        schedule: [
          { year: 1, contributions: 106000, interest: 7190.148572755701, balance: 113190.1485727557, total_contributions: 106000, total_interest: 7190.148572755701 },
          { year: 2, contributions: 6000, interest: 8113.458972848603, balance: 127303.6075456043, total_contributions: 112000, total_interest: 15303.607545604304 },
          { year: 3, contributions: 6000, interest: 9101.401100948002, balance: 142405.0086465523, total_contributions: 118000, total_interest: 24405.008646552305 },
          { year: 4, contributions: 6000, interest: 10158.499178014346, balance: 158563.50782456665, total_contributions: 124000, total_interest: 34563.50782456665 },
          { year: 5, contributions: 6000, interest: 11289.594120475376, balance: 175853.10194504203, total_contributions: 130000, total_interest: 45853.10194504203 },
          { year: 6, contributions: 6000, interest: 12499.865708908648, balance: 194352.96765395068, total_contributions: 136000, total_interest: 58352.967653950676 },
          { year: 7, contributions: 6000, interest: 13794.856308532238, balance: 214147.82396248291, total_contributions: 142000, total_interest: 72147.82396248291 },
          { year: 8, contributions: 6000, interest: 15180.496250129538, balance: 235328.32021261245, total_contributions: 148000, total_interest: 87328.32021261245 },
          { year: 9, contributions: 6000, interest: 16663.13098763855, balance: 257991.451200251, total_contributions: 154000, total_interest: 103991.451200251 },
          { year: 10, contributions: 6000, interest: 18249.5501567733, balance: 282241.0013570243, total_contributions: 160000, total_interest: 122241.0013570243 },
          { year: 11, contributions: 6000, interest: 19947.018667747383, balance: 308188.0200247717, total_contributions: 166000, total_interest: 142188.0200247717 },
          { year: 12, contributions: 6000, interest: 21763.309974489734, balance: 335951.3299992614, total_contributions: 172000, total_interest: 163951.32999926142 },
          { year: 13, contributions: 6000, interest: 23706.741672703996, balance: 365658.0716719654, total_contributions: 178000, total_interest: 187658.07167196542 },
          { year: 14, contributions: 6000, interest: 25786.213589793304, balance: 397444.2852617587, total_contributions: 184000, total_interest: 213444.28526175872 },
          { year: 15, contributions: 6000, interest: 28011.248541078763, balance: 431455.5338028375, total_contributions: 190000, total_interest: 241455.53380283748 },
          { year: 16, contributions: 6000, interest: 30392.03593895433, balance: 467847.5697417918, total_contributions: 196000, total_interest: 271847.5697417918 },
          { year: 17, contributions: 6000, interest: 32939.47845468111, balance: 506787.0481964729, total_contributions: 202000, total_interest: 304787.0481964729 },
          { year: 18, contributions: 6000, interest: 35665.241946508875, balance: 548452.2901429818, total_contributions: 208000, total_interest: 340452.2901429818 },
          { year: 19, contributions: 6000, interest: 38581.80888276431, balance: 593034.0990257461, total_contributions: 214000, total_interest: 379034.0990257461 },
          { year: 20, contributions: 6000, interest: 41702.53550455801, balance: 640736.6345303041, total_contributions: 220000, total_interest: 420736.6345303041 },
        ],
        truncated: false,
      },
    },
    {
      title: 'Ahead of plan: no inflation, 4 % return',
      input: { current_age: 62, retirement_age: 64, desired_monthly_income: 1000, current_savings: 500000, expected_return: 4, inflation_rate: 0, life_expectancy: 80 },
      output: {
        years_to_retirement: 2,
        years_in_retirement: 16,
        savings_at_retirement: 540800,
        savings_at_retirement_today: 540800,
        total_contributions: 500000,
        monthly_income_at_retirement: 1000,
        nest_egg_needed: 142838.99111477027,
        status: 'on_track',
        shortfall: 0,
        surplus: 397961.0088852297,
        extra_monthly_contribution: 0,
        assumptions: { expected_return: 4, monthly_return: 0.32737397821988634, inflation_rate: 0, life_expectancy: 80 },
        formula: 'savings = FV(j, 12·(retirement_age − current_age), −monthly_contribution, −current_savings), j = (1 + r)^(1/12) − 1; nest egg = W·ä₁₂·(1+r)·(1 − ((1+g)/(1+r))^N)/(r − g) (present value of a growing annuity due; Brealey, Myers & Allen), W = desired_monthly_income·(1+g)^(years to retirement), ä₁₂ = (1 − (1+j)^−12)/j·(1+j), N = life_expectancy − retirement_age; extra monthly contribution = shortfall / ((1+j)^(12·years) − 1)·j',
        formatted: { savings_at_retirement: '540800.00', nest_egg_needed: '142838.99', shortfall: '0.00', surplus: '397961.01', extra_monthly_contribution: '0.00', monthly_income_at_retirement: '1000.00' },
        summary: 'At 64 you will have 540800.00; paying 1000.00 a month, rising 0 % a year, until 80 takes 142838.99: a surplus of 397961.01.',
        schedule: [
          { year: 1, contributions: 500000, interest: 20000, balance: 520000, total_contributions: 500000, total_interest: 20000 },
          { year: 2, contributions: 0, interest: 20800, balance: 540800, total_contributions: 500000, total_interest: 40800 },
        ],
        truncated: false,
      },
    },
  ],
  run(input) {
    const { current_age, retirement_age, desired_monthly_income, current_savings, monthly_contribution, expected_return, inflation_rate, life_expectancy } = input;
    if (retirement_age <= current_age) invalid(`retirement_age: must be above current_age (${current_age}), got ${retirement_age}`);
    if (life_expectancy <= retirement_age) invalid(`life_expectancy: must be above retirement_age (${retirement_age}), got ${life_expectancy}`);
    const fields = 'current_savings, monthly_contribution, desired_monthly_income, expected_return, inflation_rate, ages';
    const yearsToRetirement = retirement_age - current_age;
    const yearsInRetirement = life_expectancy - retirement_age;
    const r = expected_return / 100;
    const g = inflation_rate / 100;
    const j = monthlyEquivalentRate(expected_return, 1);

    const growth = growYearly(current_savings, monthly_contribution, j, yearsToRetirement, 'end');
    const savings = finiteResult(growth.balance, fields);
    const inflationToRetirement = growthFactor(g, yearsToRetirement);
    const firstIncome = finiteResult(desired_monthly_income * inflationToRetirement, fields);

    // A year's twelve withdrawals, at the start of each month, valued at the year's start.
    const yearOfIncome = j === 0 ? 12 : (-Math.expm1(-12 * Math.log1p(j)) / j) * (1 + j);
    // Σ ((1+g)/(1+r))^k for k = 0…N−1, written with d = (1+g)/(1+r) − 1 so r ≈ g keeps its digits.
    const d = (g - r) / (1 + r);
    const growingSum = d === 0 ? yearsInRetirement : Math.expm1(yearsInRetirement * Math.log1p(d)) / d;
    const nestEgg = finiteResult(firstIncome * yearOfIncome * growingSum, fields);

    const gap = nestEgg - savings;
    const extra = gap > 0 ? finiteResult(gap / seriesFactor(j, 12 * yearsToRetirement, 'end'), fields) : 0;
    const shortfall = Math.max(0, gap);
    const surplus = Math.max(0, -gap);
    const formatted = {
      savings_at_retirement: cents(savings),
      nest_egg_needed: cents(nestEgg),
      shortfall: cents(shortfall),
      surplus: cents(surplus),
      extra_monthly_contribution: cents(extra),
      monthly_income_at_retirement: cents(firstIncome),
    };
    const verdict =
      gap > 0
        ? `a shortfall of ${formatted.shortfall}, closed by saving ${formatted.extra_monthly_contribution} more a month`
        : `a surplus of ${formatted.surplus}`;
    return {
      years_to_retirement: yearsToRetirement,
      years_in_retirement: yearsInRetirement,
      savings_at_retirement: savings,
      savings_at_retirement_today: savings / inflationToRetirement,
      total_contributions: growth.contributions,
      monthly_income_at_retirement: firstIncome,
      nest_egg_needed: nestEgg,
      status: gap > 0 ? ('shortfall' as const) : ('on_track' as const),
      shortfall,
      surplus,
      extra_monthly_contribution: extra,
      assumptions: { expected_return, monthly_return: j * 100, inflation_rate, life_expectancy },
      formula: FORMULA,
      formatted,
      summary:
        `At ${retirement_age} you will have ${formatted.savings_at_retirement}; paying ${formatted.monthly_income_at_retirement} a month, ` +
        `rising ${inflation_rate} % a year, until ${life_expectancy} takes ${formatted.nest_egg_needed}: ${verdict}.`,
      schedule: growth.rows,
      truncated: growth.truncated,
    };
  },
});
