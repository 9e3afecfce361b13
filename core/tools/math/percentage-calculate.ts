import { Type } from '@sinclair/typebox';
import { finite as finiteOf, shown } from '../../lib/percent-result.ts';
import { abs, div, fromNumber, isZero, mul, rational, sub, type Rational } from '../../lib/rational.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Formulas: "%" is the number 0.01 (NIST SP 811, §7.10.2), so
 *   percent_of:     a% of b            = a × b / 100
 *   what_percent:   a is what % of b   = a / b × 100
 *   percent_change: from a to b        = (b − a) / |a| × 100  (relative change, measured from |a|)
 * Computed exactly on the decimals as written with core/lib/rational.ts, as the conversion tool
 * `percentage` does, so 0.1 + 0.2 style float error never shows; the answer is rounded once.
 */

const HUNDRED = rational(100n);

const finite = (value: Rational): number => finiteOf(value, 'a, b');

const FORMULAS = {
  percent_of: 'a × b / 100',
  what_percent: 'a / b × 100',
  percent_change: '(b − a) / |a| × 100',
} as const;

export default defineTool({
  id: 'percentage-calculate',
  name: 'Percentage Calculate',
  category: 'math',
  description:
    'Percentages three ways: a% of b, a is what percent of b, and the percent change from a to b (measured from |a|). ' +
    'Formulas from the definition of % as 0.01 (NIST SP 811 §7.10.2), computed exactly on the decimals as written, so no float error shows.',
  keywords: ['percent', 'percent of', 'percent change', 'percentage increase', 'percentage decrease', 'what percent', 'growth rate'],
  mcp: true,
  input: closedObject({
    mode: stringEnum(['percent_of', 'what_percent', 'percent_change'], {
      description: 'percent_of: a percent of b; what_percent: a is what percent of b; percent_change: the change from a to b in percent of |a|',
    }),
    a: Type.Number({ description: 'The first number: the percentage (percent_of), the part (what_percent) or the starting value (percent_change). Any finite number' }),
    b: Type.Number({ description: 'The second number: the whole (percent_of, what_percent) or the new value (percent_change). Any finite number' }),
  }),
  output: closedObject({
    mode: Type.String({ description: 'The mode, echoed' }),
    a: Type.Number({ description: 'a, echoed' }),
    b: Type.Number({ description: 'b, echoed' }),
    result: Type.Number({ description: 'The answer (a percentage for what_percent and percent_change), the exact value rounded once to the nearest double' }),
    difference: Type.Optional(Type.Number({ description: 'percent_change only: b − a' })),
    direction: Type.Optional(stringEnum(['increase', 'decrease', 'no change'], { description: 'percent_change only: whether b is above, below or equal to a' })),
    formula: Type.String({ description: 'The formula used' }),
    expression: Type.String({ description: 'The calculation in words, the result shown to 12 significant digits (≈ when digits were dropped)' }),
  }),
  examples: [
    {
      title: '15% of 80',
      input: { mode: 'percent_of', a: 15, b: 80 },
      output: { mode: 'percent_of', a: 15, b: 80, result: 12, formula: 'a × b / 100', expression: '15% of 80 = 12' },
    },
    {
      title: 'What percent is 1 of 3',
      input: { mode: 'what_percent', a: 1, b: 3 },
      output: { mode: 'what_percent', a: 1, b: 3, result: 33.333333333333336, formula: 'a / b × 100', expression: '1 is ≈33.3333333333% of 3' },
    },
    {
      title: 'Price rose from 0.1 to 0.3',
      input: { mode: 'percent_change', a: 0.1, b: 0.3 },
      output: {
        mode: 'percent_change', a: 0.1, b: 0.3, result: 200, difference: 0.2, direction: 'increase',
        formula: '(b − a) / |a| × 100', expression: 'from 0.1 to 0.3 = +200%',
      },
    },
  ],
  run({ mode, a, b }) {
    const A = fromNumber(a);
    const B = fromNumber(b);
    const base = { mode, a, b };
    switch (mode) {
      case 'percent_of': {
        const result = finite(div(mul(A, B), HUNDRED));
        const r = shown(result);
        return { ...base, result, formula: FORMULAS[mode], expression: `${a}% of ${b} ${r.equals} ${r.text}` };
      }
      case 'what_percent': {
        if (isZero(B)) invalid('b: cannot be 0 in what_percent (a percent of 0 would divide by zero)');
        const result = finite(mul(div(A, B), HUNDRED));
        const r = shown(result);
        return { ...base, result, formula: FORMULAS[mode], expression: `${a} is ${r.equals === '=' ? '' : '≈'}${r.text}% of ${b}` };
      }
      case 'percent_change': {
        if (isZero(A)) invalid('a: cannot be 0 in percent_change (a change from 0 would divide by zero)');
        const delta = sub(B, A);
        // Relative to |a|, so a rise from -50 to -25 is +50%, not -50%.
        const result = finite(mul(div(delta, abs(A)), HUNDRED));
        const difference = finite(delta);
        const r = shown(result);
        const direction: 'increase' | 'decrease' | 'no change' = delta.n > 0n ? 'increase' : delta.n < 0n ? 'decrease' : 'no change';
        return {
          ...base, result, difference, direction, formula: FORMULAS[mode],
          expression: `from ${a} to ${b} ${r.equals} ${result > 0 ? '+' : ''}${r.text}%`,
        };
      }
    }
  },
});
