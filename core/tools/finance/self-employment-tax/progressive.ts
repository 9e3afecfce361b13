/**
 * A progressive income-tax schedule applied to taxable income: each rate taxes only the part of
 * the income inside its band (over, not_over]. This is how IRS Rev. Procs, GVK art. 103 and the
 * KKTC tariff all state their schedules ("X plus r % of the excess over Y").
 */
import type { Bracket } from '../data/brackets.ts';

export interface BracketRow {
  over: number;
  not_over: number | null;
  rate: number;
  taxed_amount: number;
  tax: number;
}

export interface ProgressiveTax {
  rows: BracketRow[];
  total: number;
  /** The rate of the band holding the last unit of taxable income; 0 when nothing is taxable. */
  marginal_rate: number;
}

export function progressiveTax(brackets: readonly Bracket[], taxable: number): ProgressiveTax {
  let total = 0;
  let marginal = 0;
  const rows = brackets.map(({ over, not_over, rate }) => {
    const top = not_over ?? Infinity;
    const taxed = Math.max(0, Math.min(taxable, top) - over);
    const tax = taxed * rate;
    total += tax;
    if (taxed > 0) marginal = rate;
    return { over, not_over, rate, taxed_amount: taxed, tax };
  });
  return { rows, total, marginal_rate: marginal };
}

/** A rate as a percent for sentences: 0.2975 → "29.75%", without float noise. */
export function percentText(rate: number): string {
  return `${Number((rate * 100).toFixed(6))}%`;
}
