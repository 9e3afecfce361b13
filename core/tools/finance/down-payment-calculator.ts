import { Type } from '@sinclair/typebox';
import { cents } from '../../lib/money.ts';
import { formatYearMonth, parseYearMonth } from '../../lib/year-month.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

// Months to the goal: the spreadsheet NPER(rate, pmt, pv, fv) (OASIS OpenFormula / Excel) at a
// zero rate, NPER(0, −monthly, −savings, target) = (target − savings) / monthly, rounded up to
// whole deposits. Savings are counted in cents, so a gap under half a cent is no gap.
const FORMULA =
  'target = home_price × (down_payment_percent + closing_cost_percent) / 100; remaining = target − current_savings; ' +
  'months = ⌈remaining / monthly_savings⌉ (spreadsheet NPER at a 0 % rate; no interest on the savings)';

/** A goal further away than this is reported as not reachable rather than dated. */
const MAX_MONTHS = 1200;
const HALF_CENT = 0.005;

const percent = (description: string) => Type.Number({ minimum: 0, maximum: 100, description: `${description} (0 to 100)` });
const money = (description: string) => Type.Number({ minimum: 0, maximum: 1e12, description: `${description} (0 to 1e12)` });

export default defineTool({
  id: 'down-payment-calculator',
  name: 'Down Payment Calculator',
  category: 'finance',
  description:
    'How much you need to buy a home (the down payment plus closing costs, both as a percent of the price), how much is still missing, ' +
    'and how many months of saving it takes, with the month you get there. Formula: target = price × (down payment % + closing costs %); ' +
    'months = ⌈(target − savings) / monthly savings⌉, the spreadsheet NPER at a 0 % rate (savings earn no interest here). ' +
    'Deposits are made at the end of each month from start_month (default: the current month, UTC); the target month is the month of the deposit that ' +
    `reaches the goal. With no monthly savings and a gap, or a goal more than ${MAX_MONTHS / 12} years away, the answer is reachable: false with the reason.`,
  keywords: ['down payment', 'deposit', 'house deposit', 'home buying', 'closing costs', 'saving for a house', 'mortgage deposit'],
  input: closedObject({
    home_price: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, description: 'Price of the home, above 0 (up to 1e12)' }),
    down_payment_percent: withDefault(percent('Down payment as a percent of the price'), 20),
    current_savings: withDefault(money('Money saved for the purchase already'), 0),
    monthly_savings: withDefault(money('Amount saved at the end of every month'), 0),
    closing_cost_percent: withDefault(percent('Closing costs as a percent of the price'), 3),
    start_month: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
        description: 'Month of the first monthly deposit, YYYY-MM (e.g. 2025-03); default: the current month (UTC)',
      }),
    ),
  }),
  output: closedObject({
    home_price: Type.Number({ description: 'The price (echoed)' }),
    down_payment: Type.Number({ description: 'home_price × down_payment_percent / 100' }),
    closing_costs: Type.Number({ description: 'home_price × closing_cost_percent / 100' }),
    target: Type.Number({ description: 'down_payment + closing_costs: the cash needed' }),
    current_savings: Type.Number({ description: 'Savings now (echoed)' }),
    remaining: Type.Number({ description: 'target − current_savings when positive, else 0' }),
    surplus: Type.Number({ description: 'current_savings − target when positive, else 0' }),
    progress_percent: Type.Number({ description: 'current_savings as a percent of target (100 when the target is 0)' }),
    reachable: Type.Boolean({ description: `False when there is a gap and no monthly saving, or it takes more than ${MAX_MONTHS} months` }),
    months_to_goal: Type.Union([Type.Integer(), Type.Null()], { description: 'Monthly deposits needed (0 = already saved); null when not reachable' }),
    years_to_goal: Type.Union([Type.Number(), Type.Null()], { description: 'months_to_goal / 12; null when not reachable' }),
    start_month: Type.String({ description: 'Month of the first deposit, YYYY-MM' }),
    target_month: Type.Union([Type.String(), Type.Null()], { description: 'Month of the deposit that reaches the goal (start_month when already saved), YYYY-MM; null when not reachable' }),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the goal is not reachable, or null' }),
    formula: Type.String({ description: 'The formula used' }),
    formatted: closedObject({
      down_payment: Type.String({ description: 'down_payment rounded to cents' }),
      closing_costs: Type.String({ description: 'closing_costs rounded to cents' }),
      target: Type.String({ description: 'target rounded to cents' }),
      remaining: Type.String({ description: 'remaining rounded to cents' }),
    }),
    summary: Type.String({ description: 'The result in one sentence' }),
  }),
  examples: [
    {
      title: 'A 400,000 home with 20,000 saved and 1,500 a month',
      input: { home_price: 400000, current_savings: 20000, monthly_savings: 1500, start_month: '2025-03' },
      output: {
        home_price: 400000,
        down_payment: 80000,
        closing_costs: 12000,
        target: 92000,
        current_savings: 20000,
        remaining: 72000,
        surplus: 0,
        progress_percent: 21.73913043478261,
        reachable: true,
        months_to_goal: 48,
        years_to_goal: 4,
        start_month: '2025-03',
        target_month: '2029-02',
        reason: null,
        formula: 'target = home_price × (down_payment_percent + closing_cost_percent) / 100; remaining = target − current_savings; months = ⌈remaining / monthly_savings⌉ (spreadsheet NPER at a 0 % rate; no interest on the savings)',
        formatted: { down_payment: '80000.00', closing_costs: '12000.00', target: '92000.00', remaining: '72000.00' },
        summary: 'You need 92000.00 (80000.00 down payment + 12000.00 closing costs); 72000.00 to go takes 48 months of saving, reached in 2029-02.',
      },
    },
    {
      title: 'No monthly saving and a gap: never',
      input: { home_price: 250000, down_payment_percent: 10, current_savings: 5000, start_month: '2025-01' },
      output: {
        home_price: 250000,
        down_payment: 25000,
        closing_costs: 7500,
        target: 32500,
        current_savings: 5000,
        remaining: 27500,
        surplus: 0,
        progress_percent: 15.384615384615385,
        reachable: false,
        months_to_goal: null,
        years_to_goal: null,
        start_month: '2025-01',
        target_month: null,
        reason: 'monthly_savings is 0 and savings fall 27500.00 short of the target: the goal is never reached',
        formula: 'target = home_price × (down_payment_percent + closing_cost_percent) / 100; remaining = target − current_savings; months = ⌈remaining / monthly_savings⌉ (spreadsheet NPER at a 0 % rate; no interest on the savings)',
        formatted: { down_payment: '25000.00', closing_costs: '7500.00', target: '32500.00', remaining: '27500.00' },
        summary: 'You need 32500.00 (25000.00 down payment + 7500.00 closing costs): monthly_savings is 0 and savings fall 27500.00 short of the target: the goal is never reached.',
      },
    },
  ],
  run({ home_price, down_payment_percent, current_savings, monthly_savings, closing_cost_percent, start_month }, ctx) {
    const now = ctx.now();
    const start = start_month === undefined ? now.getUTCFullYear() * 12 + now.getUTCMonth() : parseYearMonth(start_month, 'start_month');
    const downPayment = (home_price * down_payment_percent) / 100;
    const closingCosts = (home_price * closing_cost_percent) / 100;
    const target = downPayment + closingCosts;
    const gap = target - current_savings;
    const remaining = Math.max(0, gap);

    let months: number | null = null;
    let reason: string | null = null;
    if (gap <= HALF_CENT) months = 0;
    else if (monthly_savings === 0) reason = `monthly_savings is 0 and savings fall ${cents(gap)} short of the target: the goal is never reached`;
    else {
      const needed = Math.ceil((gap - HALF_CENT) / monthly_savings);
      if (needed <= MAX_MONTHS) months = needed;
      else reason = `at ${cents(monthly_savings)} a month the goal is more than ${MAX_MONTHS / 12} years away: save more each month`;
    }
    const formatted = { down_payment: cents(downPayment), closing_costs: cents(closingCosts), target: cents(target), remaining: cents(remaining) };
    const targetMonth = months === null ? null : formatYearMonth(start + Math.max(0, months - 1));
    return {
      home_price,
      down_payment: downPayment,
      closing_costs: closingCosts,
      target,
      current_savings,
      remaining,
      surplus: Math.max(0, -gap),
      progress_percent: target === 0 ? 100 : (current_savings / target) * 100,
      reachable: months !== null,
      months_to_goal: months,
      years_to_goal: months === null ? null : months / 12,
      start_month: formatYearMonth(start),
      target_month: targetMonth,
      reason,
      formula: FORMULA,
      formatted,
      summary:
        `You need ${formatted.target} (${formatted.down_payment} down payment + ${formatted.closing_costs} closing costs)` +
        (months === null
          ? `: ${reason}.`
          : months === 0
            ? ' and have it already.'
            : `; ${formatted.remaining} to go takes ${months} month${months === 1 ? '' : 's'} of saving, reached in ${targetMonth}.`),
    };
  },
});
