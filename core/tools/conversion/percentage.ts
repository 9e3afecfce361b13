import { Type } from '@sinclair/typebox';
import { finite as finiteOf, shown } from '../../lib/percent-result.ts';
import { abs, add, div, fromNumber, isZero, mul, rational, sub, type Rational } from '../../lib/rational.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const HUNDRED = rational(100n);

const finite = (value: Rational): number => finiteOf(value, 'x, y');

export default defineTool({
  id: 'percentage',
  name: 'Percentage Calculator',
  category: 'conversion',
  description:
    'Percentage calculations: X% of Y, percent change from X to Y, X increased or decreased by Y%, and what percent X is of Y. ' +
    'Computed exactly on the decimals as written, so 0.1 + 0.2 style float error never shows.',
  keywords: ['percent', 'percent change', 'percent off', 'discount', 'increase', 'decrease', 'ratio'],
  mcp: true,
  input: closedObject({
    mode: stringEnum(['of', 'change', 'increase', 'decrease', 'what_percent'], {
      description:
        'of: X percent of Y; change: percent change from X to Y; increase: X raised by Y percent; ' +
        'decrease: X lowered by Y percent; what_percent: X is what percent of Y',
    }),
    x: Type.Number({ description: 'The first number (X)' }),
    y: Type.Number({ description: 'The second number (Y)' }),
  }),
  output: closedObject({
    result: Type.Number({ description: 'The answer, the exact value rounded once to the nearest double' }),
    expression: Type.String({ description: 'The calculation in words, e.g. "25% of 200 = 50" (result shown to 12 significant digits)' }),
  }),
  examples: [
    { title: 'Percent of', input: { mode: 'of', x: 25, y: 200 }, output: { result: 50, expression: '25% of 200 = 50' } },
    { title: 'Percent change', input: { mode: 'change', x: 80, y: 60 }, output: { result: -25, expression: 'change from 80 to 60 = -25%' } },
    { title: 'Increase', input: { mode: 'increase', x: 19.99, y: 15 }, output: { result: 22.9885, expression: '19.99 increased by 15% = 22.9885' } },
    { title: 'What percent', input: { mode: 'what_percent', x: 1, y: 3 }, output: { result: 33.333333333333336, expression: '1 is ≈33.3333333333% of 3' } },
  ],
  run({ mode, x, y }) {
    const X = fromNumber(x);
    const Y = fromNumber(y);
    switch (mode) {
      case 'of': {
        const result = finite(div(mul(X, Y), HUNDRED));
        const r = shown(result);
        return { result, expression: `${x}% of ${y} ${r.equals} ${r.text}` };
      }
      case 'change': {
        if (isZero(X)) invalid('x: cannot compute a percent change from 0 (it would divide by zero)');
        // Relative to |x|, so a rise from -50 to -25 is +50%, not -50%.
        const result = finite(mul(div(sub(Y, X), abs(X)), HUNDRED));
        const r = shown(result);
        return { result, expression: `change from ${x} to ${y} ${r.equals} ${result > 0 ? '+' : ''}${r.text}%` };
      }
      case 'increase':
      case 'decrease': {
        const delta = div(mul(X, Y), HUNDRED);
        const result = finite(mode === 'increase' ? add(X, delta) : sub(X, delta));
        const r = shown(result);
        return { result, expression: `${x} ${mode}d by ${y}% ${r.equals} ${r.text}` };
      }
      case 'what_percent': {
        if (isZero(Y)) invalid('y: cannot compute what percent of 0 a number is (it would divide by zero)');
        const result = finite(mul(div(X, Y), HUNDRED));
        const r = shown(result);
        return { result, expression: `${x} is ${r.equals === '=' ? '' : '≈'}${r.text}% of ${y}` };
      }
    }
  },
});
