import { Type } from '@sinclair/typebox';
import { MS_PER_DAY } from '../../lib/calendar.ts';
import { parseDate } from '../../lib/date-parse.ts';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * What a daily habit adds up to: total = daily amount × days, cost = total × cost per unit.
 * Periods are fixed day counts (week 7, month 30, year 365, as the spec defines them); custom
 * counts the calendar days from start_date to end_date, both included. Money is computed
 * unrounded and rounded to cents only in `formatted` and `summary` (core/lib/money.ts).
 */
const PERIOD_DAYS = { week: 7, month: 30, year: 365 } as const;
const DATE = { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10, errorMessage: 'must be a date written YYYY-MM-DD' };

const amountCost = closedObject({
  days: Type.Integer({ description: 'Days in the span' }),
  amount: Type.Number({ description: 'daily_amount × days, in `unit`' }),
  cost: Type.Optional(Type.Number({ description: 'amount × cost_per_unit, unrounded (when cost_per_unit is given)' })),
});

export default defineTool({
  id: 'daily-habit-calculator',
  name: 'Daily Habit Calculator',
  category: 'health',
  description:
    'Adds up a daily habit (cups of coffee, cigarettes, minutes of reading, steps): the total amount and, with a cost per unit, ' +
    'the total cost over a week (7 days), a month (30 days), a year (365 days) or a custom span of dates counted inclusively, ' +
    'with weekly, monthly and yearly projections. total = daily amount × days; cost = total × cost per unit.',
  keywords: ['habit cost', 'coffee cost', 'smoking cost', 'cigarettes per year', 'daily spending', 'habit tracker', 'cost of a habit'],
  input: closedObject({
    daily_amount: Type.Number({ minimum: 0, maximum: 1e9, description: 'How much per day, in `unit`; 0 to 1e9' }),
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: 'A label for the habit (coffee, smoking…), echoed in the summary; up to 60 characters' })),
    unit: withDefault(Type.String({ minLength: 1, maxLength: 30, description: 'What the amount counts (cups, cigarettes, minutes…); up to 30 characters' }), 'units'),
    cost_per_unit: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9, description: 'Price of one unit; 0 to 1e9. Without it no costs are given' })),
    period: withDefault(
      stringEnum(['week', 'month', 'year', 'custom'], { description: 'week = 7 days, month = 30, year = 365, custom = start_date to end_date inclusive' }),
      'month',
    ),
    start_date: Type.Optional(Type.String({ ...DATE, description: 'YYYY-MM-DD, first day counted; required for custom, used only there' })),
    end_date: Type.Optional(Type.String({ ...DATE, description: 'YYYY-MM-DD, last day counted (inclusive), not before start_date; required for custom, used only there' })),
  }),
  output: closedObject({
    category: Type.Optional(Type.String({ description: 'Echo of the input' })),
    unit: Type.String({ description: 'Echo of the input' }),
    daily_amount: Type.Number({ description: 'Echo of the input' }),
    cost_per_unit: Type.Optional(Type.Number({ description: 'Echo of the input' })),
    daily_cost: Type.Optional(Type.Number({ description: 'daily_amount × cost_per_unit, unrounded' })),
    period: stringEnum(['week', 'month', 'year', 'custom'], { description: 'Echo of the input' }),
    start_date: Type.Optional(Type.String({ description: 'custom: first day counted' })),
    end_date: Type.Optional(Type.String({ description: 'custom: last day counted' })),
    days: Type.Integer({ description: 'Days in the period' }),
    total_amount: Type.Number({ description: 'daily_amount × days, in `unit`' }),
    total_cost: Type.Optional(Type.Number({ description: 'total_amount × cost_per_unit, unrounded' })),
    projections: closedObject(
      { week: amountCost, month: amountCost, year: amountCost },
      { description: 'The same habit over a week (7 days), a month (30) and a year (365)' },
    ),
    formatted: Type.Optional(
      closedObject(
        {
          daily_cost: Type.String({ description: 'Rounded to cents' }),
          total_cost: Type.String({ description: 'Rounded to cents' }),
          week: Type.String({ description: 'Cost of a week, rounded to cents' }),
          month: Type.String({ description: 'Cost of a month, rounded to cents' }),
          year: Type.String({ description: 'Cost of a year, rounded to cents' }),
        },
        { description: 'The costs for display, rounded to cents once (when cost_per_unit is given)' },
      ),
    ),
    formula: Type.String({ description: 'How the totals are made' }),
    summary: Type.String({ description: 'The answer in one sentence' }),
  }),
  examples: [
    {
      title: 'Two coffees a day at 4.50 over a year',
      input: {
        daily_amount: 2,
        category: 'coffee',
        unit: 'cups',
        cost_per_unit: 4.5,
        period: 'year',
      },
      output: {
        category: 'coffee',
        unit: 'cups',
        daily_amount: 2,
        cost_per_unit: 4.5,
        daily_cost: 9,
        period: 'year',
        days: 365,
        total_amount: 730,
        total_cost: 3285,
        projections: {
          week: {
            days: 7,
            amount: 14,
            cost: 63,
          },
          month: {
            days: 30,
            amount: 60,
            cost: 270,
          },
          year: {
            days: 365,
            amount: 730,
            cost: 3285,
          },
        },
        formatted: {
          daily_cost: '9.00',
          total_cost: '3285.00',
          week: '63.00',
          month: '270.00',
          year: '3285.00',
        },
        formula: 'total = daily_amount × days; cost = total × cost_per_unit',
        summary: 'coffee: 2 cups a day for 365 days is 730 cups, costing 3285.00 (a year: 730 cups, 3285.00)',
      },
    },
    {
      title: 'Cigarettes over a custom span, end day included',
      input: {
        daily_amount: 10,
        category: 'smoking',
        unit: 'cigarettes',
        cost_per_unit: 0.42,
        period: 'custom',
        start_date: '2024-02-01',
        end_date: '2024-03-01',
      },
      output: {
        category: 'smoking',
        unit: 'cigarettes',
        daily_amount: 10,
        cost_per_unit: 0.42,
        daily_cost: 4.2,
        period: 'custom',
        start_date: '2024-02-01',
        end_date: '2024-03-01',
        days: 30,
        total_amount: 300,
        total_cost: 126,
        projections: {
          week: {
            days: 7,
            amount: 70,
            cost: 29.4,
          },
          month: {
            days: 30,
            amount: 300,
            cost: 126,
          },
          year: {
            days: 365,
            amount: 3650,
            cost: 1533,
          },
        },
        formatted: {
          daily_cost: '4.20',
          total_cost: '126.00',
          week: '29.40',
          month: '126.00',
          year: '1533.00',
        },
        formula: 'total = daily_amount × days; cost = total × cost_per_unit',
        summary: 'smoking: 10 cigarettes a day for 30 days is 300 cigarettes, costing 126.00 (a year: 3650 cigarettes, 1533.00)',
      },
    },
  ],
  run({ daily_amount: daily, category, unit, cost_per_unit: price, period, start_date, end_date }) {
    let days: number;
    if (period === 'custom') {
      if (start_date === undefined) invalid('start_date: is required when period is custom');
      if (end_date === undefined) invalid('end_date: is required when period is custom');
      const start = parseDate(start_date, 'start_date');
      const end = parseDate(end_date, 'end_date');
      if (end < start) invalid(`end_date: ${end_date} is before start_date ${start_date}`);
      days = (end - start) / MS_PER_DAY + 1;
    } else {
      days = PERIOD_DAYS[period];
    }
    const fields = price === undefined ? 'daily_amount' : 'daily_amount, cost_per_unit';
    const span = (n: number) => {
      const amount = finiteResult(daily * n, fields);
      return price === undefined ? { days: n, amount } : { days: n, amount, cost: finiteResult(amount * price, fields) };
    };
    const total = span(days);
    const projections = { week: span(7), month: span(30), year: span(365) };
    const what = category ? `${category}: ` : '';
    const costs =
      price === undefined
        ? undefined
        : {
            daily_cost: cents(daily * price),
            total_cost: cents(total.cost!),
            week: cents(projections.week.cost!),
            month: cents(projections.month.cost!),
            year: cents(projections.year.cost!),
          };
    return {
      ...(category !== undefined ? { category } : {}),
      unit,
      daily_amount: daily,
      ...(price !== undefined ? { cost_per_unit: price, daily_cost: daily * price } : {}),
      period,
      ...(period === 'custom' ? { start_date, end_date } : {}),
      days,
      total_amount: total.amount,
      ...(total.cost !== undefined ? { total_cost: total.cost } : {}),
      projections,
      ...(costs ? { formatted: costs } : {}),
      formula: price === undefined ? 'total = daily_amount × days' : 'total = daily_amount × days; cost = total × cost_per_unit',
      summary: `${what}${daily} ${unit} a day for ${days} days is ${total.amount} ${unit}${costs ? `, costing ${costs.total_cost}` : ''} (a year: ${projections.year.amount} ${unit}${costs ? `, ${costs.year}` : ''})`,
    };
  },
});
