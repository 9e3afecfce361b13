import { Type, type TObject, type TNumber, type TString } from '@sinclair/typebox';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/** The year the spec assumes (4.3 salary-calculator): 52 weeks, 260 working days (52 five-day weeks). */
const WEEKS_PER_YEAR = 52;
const WORKING_DAYS_PER_YEAR = 260;
const WORKING_DAYS_PER_WEEK = WORKING_DAYS_PER_YEAR / WEEKS_PER_YEAR;

const PERIODS = ['hourly', 'daily', 'weekly', 'biweekly', 'semimonthly', 'monthly', 'quarterly', 'annual'] as const;
type Period = (typeof PERIODS)[number];

/** How many of each period make a year; hourly depends on hours_per_week. */
function periodsPerYear(period: Period, hoursPerWeek: number): number {
  switch (period) {
    case 'hourly':
      return WEEKS_PER_YEAR * hoursPerWeek;
    case 'daily':
      return WORKING_DAYS_PER_YEAR;
    case 'weekly':
      return WEEKS_PER_YEAR;
    case 'biweekly':
      return WEEKS_PER_YEAR / 2;
    case 'semimonthly':
      return 24;
    case 'monthly':
      return 12;
    case 'quarterly':
      return 4;
    case 'annual':
      return 1;
  }
}

const PER_YEAR_TEXT: Record<Period, string> = {
  hourly: '52 × hours_per_week hours',
  daily: '260 working days',
  weekly: '52 weeks',
  biweekly: '26 two-week periods',
  semimonthly: '24 half-months',
  monthly: '12 months',
  quarterly: '4 quarters',
  annual: '1 year',
};

function periodObject<T extends TNumber | TString>(make: (period: Period) => T): TObject<Record<Period, T>> {
  return closedObject(Object.fromEntries(PERIODS.map((period) => [period, make(period)])) as Record<Period, T>);
}

export default defineTool({
  id: 'salary-calculator',
  name: 'Salary Calculator',
  category: 'finance',
  description:
    'Converts pay between hourly, daily, weekly, biweekly, semimonthly, monthly, quarterly and annual, on the year of spec 4.3: ' +
    '52 weeks and 260 working days (52 five-day weeks). annual = amount × periods per year; daily = annual / 260; ' +
    'hourly = annual / (52 × hours_per_week). A day is a fifth of the week, so hours per day = hours_per_week / 5 and daily = hourly × hours_per_week / 5. ' +
    'Gross pay: no taxes or deductions.',
  keywords: ['hourly to salary', 'salary to hourly', 'wage', 'pay', 'annual salary', 'income', 'paycheck', 'per hour'],
  mcp: true,
  input: closedObject({
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'The pay for one pay_period (above 0, up to 1e12)' }),
    pay_period: withDefault(
      stringEnum(PERIODS, {
        description: 'The period amount is paid for: hourly, daily (one of 260 working days), weekly, biweekly (2 weeks), semimonthly (24 a year), monthly, quarterly or annual',
      }),
      'annual',
    ),
    hours_per_week: withDefault(
      Type.Number({ exclusiveMinimum: 0, maximum: 168, description: 'Hours worked a week (above 0, up to 168); sets the hourly rate and the hours of a day (hours_per_week / 5)' }),
      40,
    ),
  }),
  output: closedObject({
    amount: Type.Number({ description: 'The amount given' }),
    pay_period: Type.String({ description: 'Its period' }),
    hours_per_week: Type.Number({ description: 'Hours worked a week' }),
    pay: periodObject((period) => Type.Number({ description: `Pay per ${period === 'annual' ? 'year' : period.replace(/ly$/, '')} period, unrounded` })),
    formatted: periodObject((period) => Type.String({ description: `pay.${period} rounded to cents` })),
    assumptions: closedObject({
      weeks_per_year: Type.Number({ description: 'Weeks in the year (52)' }),
      working_days_per_year: Type.Number({ description: 'Working days in the year (260 = 52 × 5)' }),
      working_days_per_week: Type.Number({ description: 'Working days a week (5)' }),
      hours_per_day: Type.Number({ description: 'hours_per_week / 5: the hours a daily rate pays for' }),
      hours_per_year: Type.Number({ description: '52 × hours_per_week' }),
    }),
    formula: Type.String({ description: 'How each period was derived' }),
    note: Type.String({ description: 'How daily relates to hours_per_week' }),
  }),
  examples: [
    {
      title: 'Annual salary to every period',
      input: { amount: 52000 },
      output: {
        amount: 52000,
        pay_period: 'annual',
        hours_per_week: 40,
        pay: { hourly: 25, daily: 200, weekly: 1000, biweekly: 2000, semimonthly: 2166.6666666666665, monthly: 4333.333333333333, quarterly: 13000, annual: 52000 },
        formatted: { hourly: '25.00', daily: '200.00', weekly: '1000.00', biweekly: '2000.00', semimonthly: '2166.67', monthly: '4333.33', quarterly: '13000.00', annual: '52000.00' },
        assumptions: { weeks_per_year: 52, working_days_per_year: 260, working_days_per_week: 5, hours_per_day: 8, hours_per_year: 2080 },
        formula: 'annual = amount × 1 year; each period = annual / periods per year (hourly: 52 × hours_per_week; daily: 260; weekly: 52; biweekly: 26; semimonthly: 24; monthly: 12; quarterly: 4)',
        note: 'daily = annual / 260 whatever hours_per_week is; a day is a fifth of the week (8 hours here), so daily = hourly × 8.',
      },
    },
    {
      title: 'Hourly rate on a 30-hour week',
      input: { amount: 20, pay_period: 'hourly', hours_per_week: 30 },
      output: {
        amount: 20,
        pay_period: 'hourly',
        hours_per_week: 30,
        pay: { hourly: 20, daily: 120, weekly: 600, biweekly: 1200, semimonthly: 1300, monthly: 2600, quarterly: 7800, annual: 31200 },
        formatted: { hourly: '20.00', daily: '120.00', weekly: '600.00', biweekly: '1200.00', semimonthly: '1300.00', monthly: '2600.00', quarterly: '7800.00', annual: '31200.00' },
        assumptions: { weeks_per_year: 52, working_days_per_year: 260, working_days_per_week: 5, hours_per_day: 6, hours_per_year: 1560 },
        formula: 'annual = amount × 52 × hours_per_week hours; each period = annual / periods per year (hourly: 52 × hours_per_week; daily: 260; weekly: 52; biweekly: 26; semimonthly: 24; monthly: 12; quarterly: 4)',
        note: 'daily = annual / 260 whatever hours_per_week is; a day is a fifth of the week (6 hours here), so daily = hourly × 6.',
      },
    },
  ],
  run({ amount, pay_period, hours_per_week }) {
    const annual = finiteResult(amount * periodsPerYear(pay_period, hours_per_week), 'amount, hours_per_week');
    const pay = Object.fromEntries(
      PERIODS.map((period) => [period, period === pay_period ? amount : annual / periodsPerYear(period, hours_per_week)]),
    ) as Record<Period, number>;
    const formatted = Object.fromEntries(PERIODS.map((period) => [period, cents(pay[period])])) as Record<Period, string>;
    const hoursPerDay = hours_per_week / WORKING_DAYS_PER_WEEK;
    return {
      amount,
      pay_period,
      hours_per_week,
      pay,
      formatted,
      assumptions: {
        weeks_per_year: WEEKS_PER_YEAR,
        working_days_per_year: WORKING_DAYS_PER_YEAR,
        working_days_per_week: WORKING_DAYS_PER_WEEK,
        hours_per_day: hoursPerDay,
        hours_per_year: WEEKS_PER_YEAR * hours_per_week,
      },
      formula:
        `annual = amount × ${PER_YEAR_TEXT[pay_period]}; each period = annual / periods per year ` +
        '(hourly: 52 × hours_per_week; daily: 260; weekly: 52; biweekly: 26; semimonthly: 24; monthly: 12; quarterly: 4)',
      note: `daily = annual / 260 whatever hours_per_week is; a day is a fifth of the week (${hoursPerDay} hours here), so daily = hourly × ${hoursPerDay}.`,
    };
  },
});
