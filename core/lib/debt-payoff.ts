/**
 * Paying several debts at once with a fixed monthly budget (the sum of the minimums plus an
 * extra), month by month: each debt accrues its monthly rate (APR/12, core/lib/annuity.ts), every
 * unpaid debt gets its minimum, and what is left of the budget goes to the debts in the strategy's
 * order. When a debt is paid off its minimum stays in the budget and rolls over to the next one.
 * - snowball: smallest starting balance first (Dave Ramsey, The Total Money Makeover, "the debt
 *   snowball"); ties by higher rate;
 * - avalanche: highest interest rate first (the order that minimises interest); ties by smaller
 *   balance. Remaining ties keep the order given.
 */
import { invalid } from '../errors.ts';
import { monthlyRateOfPercent, MAX_SIMULATED_MONTHS } from './annuity.ts';
import { cents, finiteResult, Schedule } from './money.ts';

export type Strategy = 'avalanche' | 'snowball';

export interface DebtInput {
  name: string;
  balance: number;
  /** Yearly percent. */
  interest_rate: number;
  minimum_payment: number;
}

export interface PayoffMonthRow {
  month: number;
  payment: number;
  interest: number;
  balance: number;
  paid_off: string[];
}

export interface DebtOutcome {
  payoffMonth: number;
  interestPaid: number;
  totalPaid: number;
}

export interface PayoffPlan {
  months: number;
  totalInterest: number;
  totalPaid: number;
  /** Indices of the debts in the strategy's order. */
  order: number[];
  debts: DebtOutcome[];
  rows: PayoffMonthRow[];
  truncated: boolean;
}

export function focusOrder(debts: readonly DebtInput[], strategy: Strategy): number[] {
  const indices = debts.map((_, index) => index);
  return indices.sort((a, b) => {
    const x = debts[a]!;
    const y = debts[b]!;
    const byRate = y.interest_rate - x.interest_rate;
    const byBalance = x.balance - y.balance;
    const first = strategy === 'avalanche' ? byRate || byBalance : byBalance || byRate;
    return first || a - b;
  });
}

/** Simulates the plan; 400 when the budget never clears the debts within MAX_SIMULATED_MONTHS. */
export function simulatePayoff(debts: readonly DebtInput[], extra: number, strategy: Strategy): PayoffPlan {
  const order = focusOrder(debts, strategy);
  const count = debts.length;
  // Typed arrays and one flat pass a month: 25 debts × 1200 months × 2 strategies take a few ms warm.
  const rates = Float64Array.from(debts, (debt) => monthlyRateOfPercent(debt.interest_rate));
  const minimums = Float64Array.from(debts, (debt) => debt.minimum_payment);
  const balances = Float64Array.from(debts, (debt) => debt.balance);
  const interestPaid = new Float64Array(count);
  const paidOn = new Float64Array(count);
  const payoffMonth = new Int32Array(count);
  const budget = minimums.reduce((sum, minimum) => sum + minimum, 0) + extra;
  let firstInterest = 0;
  for (let i = 0; i < count; i++) firstInterest += balances[i]! * rates[i]!;
  if (budget <= firstInterest) {
    invalid(
      `debts: the minimum payments plus extra_payment (${cents(budget)} a month) do not exceed the first month's interest of ${cents(firstInterest)}, ` +
        'so the debts would never be paid off; raise the minimums or extra_payment',
    );
  }
  const schedule = new Schedule<PayoffMonthRow>();
  let remainingDebts = count;
  let totalInterest = 0;
  let totalPaid = 0;
  let month = 0;
  // One pass over the debts a month (interest, then the minimum), then the rest of the budget down
  // the focus order, which stops at the first debt it does not clear. A debt is paid off the moment its balance reaches exactly 0 (payments are capped
  // at what is owed, so no float remainder is left).
  while (remainingDebts > 0) {
    month += 1;
    if (month > MAX_SIMULATED_MONTHS) {
      invalid(`debts: a budget of ${cents(budget)} a month does not pay these debts off within ${MAX_SIMULATED_MONTHS} months (100 years); raise the minimums or extra_payment`);
    }
    let interestThisMonth = 0;
    let left = budget;
    const paidOff: string[] = [];
    for (let i = 0; i < count; i++) {
      const balance = balances[i]!;
      if (balance <= 0) continue;
      const interest = balance * rates[i]!;
      const owed = balance + interest;
      const paid = Math.min(minimums[i]!, owed);
      balances[i] = owed - paid;
      interestPaid[i]! += interest;
      paidOn[i]! += paid;
      interestThisMonth += interest;
      left -= paid;
    }
    for (let k = 0; k < count && left > 0; k++) {
      const i = order[k]!;
      const balance = balances[i]!;
      if (balance <= 0) continue;
      const paid = Math.min(left, balance);
      balances[i] = balance - paid;
      paidOn[i]! += paid;
      left -= paid;
    }
    const paidThisMonth = budget - left;
    let balance = 0;
    for (let i = 0; i < count; i++) {
      balance += balances[i]!;
      if (payoffMonth[i] === 0 && balances[i]! <= 0) {
        payoffMonth[i] = month;
        remainingDebts -= 1;
        paidOff.push(debts[i]!.name);
      }
    }
    totalInterest += interestThisMonth;
    totalPaid += paidThisMonth;
    if (!schedule.truncated) schedule.add({ month, payment: paidThisMonth, interest: interestThisMonth, balance, paid_off: paidOff });
  }
  const outcomes: DebtOutcome[] = debts.map((_, i) => ({ payoffMonth: payoffMonth[i]!, interestPaid: interestPaid[i]!, totalPaid: paidOn[i]! }));
  finiteResult(totalPaid, 'debts');
  return { months: month, totalInterest, totalPaid, order, debts: outcomes, rows: schedule.rows, truncated: schedule.truncated };
}
