import { Type } from '@sinclair/typebox';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (spec: req trip_days 1-3650; travelers 1-1000 default 1, currency default USD,
 * expenses: objects of name, amount, optional per_day):
 * - Every amount is for the whole group, not per person: a hotel room, a rental car or a family's
 *   meals are typed as paid. per_traveler is the total shared evenly (total ÷ travelers).
 * - per_day true: amount × trip_days (a daily cost, the per-diem method: a daily rate times the
 *   days of travel, as the U.S. GSA per diem rates are applied); false (default): a one-off cost.
 * - Totals per category: expenses with the same name (exactly as typed) are one category, in the
 *   order first seen; each line is listed as well, with what it came to.
 * - currency is a label only (3 capital letters, ISO 4217 style): nothing is converted.
 * - Bounds where the spec is silent: up to 100 expenses (none gives a zero budget), names 1-100
 *   characters, amounts 0 to 1e12.
 */

const MAX_EXPENSES = 100;
const MAX_AMOUNT = 1e12;

const SOURCE = 'per-diem budgeting: total = Σ one-off costs + Σ daily costs × trip days (daily rates applied as the U.S. GSA per diem rates are)';

const money = (description: string) => Type.Number({ description });

const output = closedObject({
  trip_days: Type.Integer({ description: 'As given' }),
  travelers: Type.Integer({ description: 'As given' }),
  currency: Type.String({ description: 'The currency label, as given (nothing is converted)' }),
  total: money('The whole trip for the whole group (unrounded)'),
  per_day: money('total ÷ trip_days'),
  per_traveler: money('total ÷ travelers: each traveler’s even share'),
  per_traveler_per_day: money('total ÷ travelers ÷ trip_days'),
  daily_costs: money('The sum of the per-day amounts, for one day'),
  one_off_costs: money('The sum of the one-off amounts'),
  expenses: Type.Array(
    closedObject({
      name: Type.String({ description: 'As given' }),
      amount: Type.Number({ description: 'As given' }),
      per_day: Type.Boolean({ description: 'Whether the amount is per day' }),
      total: money('What it comes to over the trip: amount × trip_days when per_day, else amount'),
    }),
    { description: 'Each expense line, in the order given' },
  ),
  categories: Type.Array(
    closedObject({
      name: Type.String({ description: 'The expense name (lines with the same name are summed)' }),
      total: money('The category over the trip'),
      share_percent: Type.Union([Type.Number(), Type.Null()], { description: 'Its percent of the total (null when the total is 0)' }),
      per_day: money('The category ÷ trip_days'),
      per_traveler: money('The category ÷ travelers'),
    }),
    { description: 'Totals per category, in the order first seen' },
  ),
  method: Type.String({ description: 'How the totals were formed, and the source' }),
  formatted: closedObject(
    {
      total: Type.String({ description: 'Rounded to cents, with the currency' }),
      per_day: Type.String({ description: 'Rounded to cents, with the currency' }),
      per_traveler: Type.String({ description: 'Rounded to cents, with the currency' }),
      per_traveler_per_day: Type.String({ description: 'Rounded to cents, with the currency' }),
    },
    { description: 'The headline amounts for display' },
  ),
  summary: Type.String({ description: 'The result in one sentence' }),
});

const METHOD = `${SOURCE}; amounts are for the whole group, shared evenly per traveler`;

export default defineTool({
  id: 'travel-budget-calculator',
  name: 'Travel Budget Calculator',
  category: 'finance',
  description:
    'A trip budget from one-off and daily expenses: daily amounts × trip days plus one-off amounts (the per-diem method, a daily ' +
    'rate times the days of travel, as the U.S. GSA per diem rates are applied), with totals per category, per day and per traveler. ' +
    'Amounts are for the whole group; the currency is a label, nothing is converted.',
  keywords: ['trip budget', 'vacation budget', 'holiday cost', 'trip cost', 'per diem', 'travel expenses', 'trip planner'],
  input: closedObject({
    trip_days: Type.Integer({ minimum: 1, maximum: 3650, description: 'Length of the trip in days (1-3650)' }),
    travelers: withDefault(Type.Integer({ minimum: 1, maximum: 1000, description: 'How many people share the costs (1-1000, default 1)' }), 1),
    currency: withDefault(
      Type.String({ pattern: '^[A-Z]{3}$', errorMessage: 'must be a 3-letter currency code in capitals, e.g. USD', description: 'A 3-letter currency code used as a label (default USD); nothing is converted' }),
      'USD',
    ),
    expenses: withDefault(
      Type.Array(
        closedObject({
          name: Type.String({ minLength: 1, maxLength: 100, description: 'What it is for, e.g. hotel or flights (1-100 characters); equal names form one category' }),
          amount: Type.Number({ minimum: 0, maximum: MAX_AMOUNT, description: `The cost for the whole group, not per person (0 to ${MAX_AMOUNT})` }),
          per_day: withDefault(Type.Boolean({ description: 'true: the amount is paid every day of the trip; false (default): once' }), false),
        }),
        { maxItems: MAX_EXPENSES, description: `The expenses, at most ${MAX_EXPENSES} (default none)` },
      ),
      [],
    ),
  }),
  output,
  examples: [
    {
      title: 'A week for two',
      input: {
        trip_days: 7,
        travelers: 2,
        currency: 'EUR',
        expenses: [
          { name: 'flights', amount: 420 },
          { name: 'hotel', amount: 95, per_day: true },
          { name: 'food', amount: 60, per_day: true },
          { name: 'museum pass', amount: 58 },
        ],
      },
      output: {
        trip_days: 7,
        travelers: 2,
        currency: 'EUR',
        total: 1563,
        per_day: 223.28571428571428,
        per_traveler: 781.5,
        per_traveler_per_day: 111.64285714285714,
        daily_costs: 155,
        one_off_costs: 478,
        expenses: [
          { name: 'flights', amount: 420, per_day: false, total: 420 },
          { name: 'hotel', amount: 95, per_day: true, total: 665 },
          { name: 'food', amount: 60, per_day: true, total: 420 },
          { name: 'museum pass', amount: 58, per_day: false, total: 58 },
        ],
        categories: [
          { name: 'flights', total: 420, share_percent: 26.87140115163148, per_day: 60, per_traveler: 210 },
          { name: 'hotel', total: 665, share_percent: 42.546385156749835, per_day: 95, per_traveler: 332.5 },
          { name: 'food', total: 420, share_percent: 26.87140115163148, per_day: 60, per_traveler: 210 },
          { name: 'museum pass', total: 58, share_percent: 3.7108125399872045, per_day: 8.285714285714286, per_traveler: 29 },
        ],
        method: METHOD,
        formatted: { total: '1563.00 EUR', per_day: '223.29 EUR', per_traveler: '781.50 EUR', per_traveler_per_day: '111.64 EUR' },
        summary: '7 days for 2 travelers: 1563.00 EUR in all, 223.29 EUR a day, 781.50 EUR per traveler.',
      },
    },
    {
      title: 'A weekend alone, with two fuel stops',
      input: {
        trip_days: 2,
        expenses: [
          { name: 'fuel', amount: 45.5 },
          { name: 'campsite', amount: 25, per_day: true },
          { name: 'fuel', amount: 38.25 },
        ],
      },
      output: {
        trip_days: 2,
        travelers: 1,
        currency: 'USD',
        total: 133.75,
        per_day: 66.875,
        per_traveler: 133.75,
        per_traveler_per_day: 66.875,
        daily_costs: 25,
        one_off_costs: 83.75,
        expenses: [
          { name: 'fuel', amount: 45.5, per_day: false, total: 45.5 },
          { name: 'campsite', amount: 25, per_day: true, total: 50 },
          { name: 'fuel', amount: 38.25, per_day: false, total: 38.25 },
        ],
        categories: [
          { name: 'fuel', total: 83.75, share_percent: 62.616822429906534, per_day: 41.875, per_traveler: 83.75 },
          { name: 'campsite', total: 50, share_percent: 37.38317757009346, per_day: 25, per_traveler: 50 },
        ],
        method: METHOD,
        formatted: { total: '133.75 USD', per_day: '66.88 USD', per_traveler: '133.75 USD', per_traveler_per_day: '66.88 USD' },
        summary: '2 days for 1 traveler: 133.75 USD in all, 66.88 USD a day.',
      },
    },
  ],
  run({ trip_days, travelers, currency, expenses }) {
    let daily = 0;
    let oneOff = 0;
    const lines = expenses.map(({ name, amount, per_day = false }) => {
      if (per_day) daily += amount;
      else oneOff += amount;
      return { name, amount, per_day, total: per_day ? amount * trip_days : amount };
    });
    // A Map, so a category named "__proto__" or "constructor" is an ordinary name.
    const byName = new Map<string, number>();
    for (const line of lines) byName.set(line.name, (byName.get(line.name) ?? 0) + line.total);
    const total = finiteResult(
      lines.reduce((sum, line) => sum + line.total, 0),
      'expenses, trip_days',
    );
    const categories = [...byName].map(([name, sum]) => ({
      name,
      total: sum,
      share_percent: total > 0 ? (sum / total) * 100 : null,
      per_day: sum / trip_days,
      per_traveler: sum / travelers,
    }));
    const shown = (amount: number) => `${cents(amount)} ${currency}`;
    const perDay = total / trip_days;
    const perTraveler = total / travelers;
    const perTravelerPerDay = perTraveler / trip_days;
    const who = travelers === 1 ? '1 traveler' : `${travelers} travelers`;
    const share = travelers === 1 ? '' : `, ${shown(perTraveler)} per traveler`;
    return {
      trip_days,
      travelers,
      currency,
      total,
      per_day: perDay,
      per_traveler: perTraveler,
      per_traveler_per_day: perTravelerPerDay,
      daily_costs: daily,
      one_off_costs: oneOff,
      expenses: lines,
      categories,
      method: METHOD,
      formatted: { total: shown(total), per_day: shown(perDay), per_traveler: shown(perTraveler), per_traveler_per_day: shown(perTravelerPerDay) },
      summary: `${trip_days} ${trip_days === 1 ? 'day' : 'days'} for ${who}: ${shown(total)} in all, ${shown(perDay)} a day${share}.`,
    };
  },
});
