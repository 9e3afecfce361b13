import { Type } from '@sinclair/typebox';
import { cents, finiteResult } from '../../lib/money.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Average cost: the weighted mean Σ(shares × price) / Σ shares, the "average basis" of IRS
 * Publication 550 (total cost of the shares divided by their number). It is accumulated with
 * West's incremental weighted mean (D. H. D. West, "Updating mean and variance estimates",
 * CACM 22(9), 1979): avg += (shares / shares so far) × (price − avg), which stays between the
 * lowest and highest price without forming a product that could underflow. The plain quotient
 * total cost / total shares is reported whenever the total cost is a normal double (always,
 * short of prices and shares near 1e-300), so a row's average is exactly its totals' quotient.
 * With current_price: market value = shares × current_price, unrealized gain = market value −
 * total cost, percent = (current_price / average − 1) × 100. Amounts are unrounded; cents()
 * rounds them only in `formatted` and `summary` (core/lib/money.ts).
 */

const MAX_AMOUNT = 1e12;
const MAX_TRANSACTIONS = 500;
/** The smallest normal double: below it a quotient loses precision, so West's mean is used. */
const MIN_NORMAL = 2.2250738585072014e-308;

const transaction = closedObject({
  shares: Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT, description: 'Shares bought, above 0 and at most 1e12 (fractions allowed)' }),
  price: Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT, description: 'Price paid per share, above 0 and at most 1e12' }),
});

const row = closedObject({
  index: Type.Integer({ description: 'Position in transactions, from 0' }),
  shares: Type.Number({ description: 'Shares bought' }),
  price: Type.Number({ description: 'Price per share' }),
  cost: Type.Number({ description: 'shares × price' }),
  total_shares: Type.Number({ description: 'Shares held after this purchase' }),
  total_cost: Type.Number({ description: 'Cost of all shares held after this purchase' }),
  average_cost: Type.Number({ description: 'Average cost per share after this purchase' }),
});

/**
 * Neumaier's compensated summation (A. Neumaier, ZAMM 54, 1974): 500 large costs summed plainly
 * drift by trillions of ulps of their units, enough for a holding bought and valued at one price
 * to show a gain or loss; the compensated total is the exact sum rounded once in all but rare cases.
 */
class CompensatedSum {
  private sum = 0;
  private compensation = 0;

  add(term: number): number {
    const next = this.sum + term;
    this.compensation += Math.abs(this.sum) >= Math.abs(term) ? this.sum - next + term : term - next + this.sum;
    this.sum = next;
    return this.value;
  }

  get value(): number {
    return this.sum + this.compensation;
  }
}

const amount = (description: string) => Type.Number({ description });
const shownAmount = (description: string) => Type.String({ description: `${description}, to the cent` });

export default defineTool({
  id: 'stock-average-calculator',
  name: 'Stock Average Calculator',
  category: 'math',
  description:
    'Average cost per share of several purchases, Σ(shares × price) / Σ shares (the average basis of IRS Publication 550), with the running average ' +
    'after each purchase; with current_price, the market value and the unrealized gain or loss in money and percent.',
  keywords: ['average down', 'average cost', 'cost basis', 'dollar cost averaging', 'share price average', 'unrealized gain', 'portfolio'],
  input: closedObject({
    transactions: Type.Array(transaction, {
      minItems: 1,
      maxItems: MAX_TRANSACTIONS,
      description: 'The purchases, 1 to 500, each with shares and price (both above 0)',
    }),
    current_price: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_AMOUNT, description: 'Today’s price per share, 0 to 1e12, for the market value and unrealized gain' })),
  }),
  output: closedObject({
    transaction_count: Type.Integer({ description: 'How many purchases' }),
    total_shares: amount('Σ shares'),
    total_cost: amount('Σ shares × price'),
    average_cost: amount('Average cost per share, Σ(shares × price) / Σ shares, unrounded: the break-even price'),
    lowest_price: amount('The lowest price paid'),
    highest_price: amount('The highest price paid'),
    current_price: Type.Optional(amount('The current price, echoed')),
    market_value: Type.Optional(amount('total_shares × current_price')),
    unrealized_gain: Type.Optional(amount('market_value − total_cost (negative for a loss)')),
    unrealized_gain_percent: Type.Optional(Type.Number({ description: '(current_price / average_cost − 1) × 100' })),
    position: Type.Optional(Type.Union([Type.Literal('gain'), Type.Literal('loss'), Type.Literal('break-even')], { description: 'Whether the holding is up, down or even' })),
    transactions: Type.Array(row, { description: 'Each purchase with the running totals and average after it' }),
    formatted: closedObject(
      {
        total_cost: shownAmount('total_cost'),
        average_cost: shownAmount('average_cost'),
        market_value: Type.Optional(shownAmount('market_value')),
        unrealized_gain: Type.Optional(shownAmount('unrealized_gain')),
      },
      { description: 'The headline amounts rounded half away from zero to cents, for display' },
    ),
    formula: Type.String({ description: 'The formulas used' }),
    summary: Type.String({ description: 'The answer in one sentence, amounts to the cent' }),
  }),
  examples: [
    {
      title: 'Averaging down',
      input: { transactions: [{ shares: 100, price: 50 }, { shares: 50, price: 40 }] },
      output: {
        transaction_count: 2, total_shares: 150, total_cost: 7000, average_cost: 46.666666666666664, lowest_price: 40, highest_price: 50,
        transactions: [
          { index: 0, shares: 100, price: 50, cost: 5000, total_shares: 100, total_cost: 5000, average_cost: 50 },
          { index: 1, shares: 50, price: 40, cost: 2000, total_shares: 150, total_cost: 7000, average_cost: 46.666666666666664 },
        ],
        formatted: { total_cost: '7000.00', average_cost: '46.67' },
        formula: 'average cost = Σ(shares × price) / Σ shares',
        summary: '150 shares for 7000.00 in 2 purchases: an average cost of 46.67 per share.',
      },
    },
    {
      title: 'With today’s price',
      input: { transactions: [{ shares: 10, price: 150.25 }, { shares: 5, price: 120.1 }, { shares: 2.5, price: 180 }], current_price: 160 },
      output: {
        transaction_count: 3, total_shares: 17.5, total_cost: 2553, average_cost: 145.88571428571427, lowest_price: 120.1, highest_price: 180,
        current_price: 160, market_value: 2800, unrealized_gain: 247, unrealized_gain_percent: 9.674892283587955, position: 'gain',
        transactions: [
          { index: 0, shares: 10, price: 150.25, cost: 1502.5, total_shares: 10, total_cost: 1502.5, average_cost: 150.25 },
          { index: 1, shares: 5, price: 120.1, cost: 600.5, total_shares: 15, total_cost: 2103, average_cost: 140.2 },
          { index: 2, shares: 2.5, price: 180, cost: 450, total_shares: 17.5, total_cost: 2553, average_cost: 145.88571428571427 },
        ],
        formatted: { total_cost: '2553.00', average_cost: '145.89', market_value: '2800.00', unrealized_gain: '247.00' },
        formula: 'average cost = Σ(shares × price) / Σ shares; market value = Σ shares × current price; unrealized gain = market value − total cost',
        summary: '17.5 shares for 2553.00 in 3 purchases: an average cost of 145.89 per share; at 160.00 they are worth 2800.00, a gain of 247.00 (9.67%).',
      },
    },
  ],
  run({ transactions, current_price }) {
    const shareSum = new CompensatedSum();
    const costSum = new CompensatedSum();
    let running = 0;
    let lowest = Infinity;
    let highest = 0;
    const rows = transactions.map(({ shares, price }, index) => {
      const cost = shares * price;
      const totalShares = shareSum.add(shares);
      const totalCost = costSum.add(cost);
      running += (shares / totalShares) * (price - running);
      const average = totalCost >= MIN_NORMAL ? totalCost / totalShares : running;
      lowest = Math.min(lowest, price);
      highest = Math.max(highest, price);
      return { index, shares, price, cost, total_shares: totalShares, total_cost: totalCost, average_cost: average };
    });
    const totalShares = shareSum.value;
    const totalCost = finiteResult(costSum.value, 'transactions');
    const average = rows[rows.length - 1]!.average_cost;
    // Only prices near the smallest double (5e-324) can average to 0; there is no cost to speak of.
    if (!(average > 0)) invalid('transactions: the prices are too small to average (below 1e-300 or so); use a larger currency unit');

    const base = {
      transaction_count: transactions.length,
      total_shares: totalShares,
      total_cost: totalCost,
      average_cost: average,
      lowest_price: lowest,
      highest_price: highest,
    };
    let summary = `${totalShares} shares for ${cents(totalCost)} in ${transactions.length} purchase${transactions.length === 1 ? '' : 's'}: ` +
      `an average cost of ${cents(average)} per share`;
    const formatted = { total_cost: cents(totalCost), average_cost: cents(average) };
    if (current_price === undefined) {
      return { ...base, transactions: rows, formatted, formula: 'average cost = Σ(shares × price) / Σ shares', summary: `${summary}.` };
    }
    const marketValue = finiteResult(totalShares * current_price, 'current_price');
    const gain = marketValue - totalCost;
    const gainPercent = (current_price / average - 1) * 100;
    const position = gain > 0 ? ('gain' as const) : gain < 0 ? ('loss' as const) : ('break-even' as const);
    summary += `; at ${cents(current_price)} they are worth ${cents(marketValue)}, ` +
      (position === 'break-even' ? 'even with their cost' : `a ${position} of ${cents(Math.abs(gain))} (${Math.abs(gainPercent).toFixed(2)}%)`);
    return {
      ...base,
      current_price, market_value: marketValue, unrealized_gain: gain, unrealized_gain_percent: gainPercent, position,
      transactions: rows,
      formatted: { ...formatted, market_value: cents(marketValue), unrealized_gain: cents(gain) },
      formula: 'average cost = Σ(shares × price) / Σ shares; market value = Σ shares × current price; unrealized gain = market value − total cost',
      summary: `${summary}.`,
    };
  },
});
