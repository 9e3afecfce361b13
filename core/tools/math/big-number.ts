import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - `precision` counts significant digits (decimal.js's precision), not digits after the point
 *   (bc's scale): every result is rounded once to that many, half to even. add, sub, mul and the
 *   integer-exponent pow are exact until that rounding; div, sqrt, exp, ln, log10 and fractional
 *   powers are correctly rounded (decimal.js computes them with guard digits).
 * - Numbers are decimal literals (digits, one point, an exponent): no hex, no Infinity, no NaN, so
 *   an answer is always a finite decimal. A result past decimal.js's exponent limit (±9e15) is
 *   refused rather than answered as Infinity or 0.
 * - mod is the remainder of truncated division (sign of a), as bc's % and JavaScript's % have it.
 * - The result is written as decimal.js's toString does: plain from 1e-7 to 1e21, else with an
 *   exponent (1.5e+30); `fixed` gives the plain form when it is at most 10,000 characters.
 */

const loadDecimal = lazy(async () => (await import('decimal.js')).default);

const OPERATIONS = ['add', 'sub', 'mul', 'div', 'mod', 'pow', 'sqrt', 'cbrt', 'exp', 'ln', 'log10', 'abs', 'neg', 'compare'] as const;
type Operation = (typeof OPERATIONS)[number];
const UNARY = new Set<Operation>(['sqrt', 'cbrt', 'exp', 'ln', 'log10', 'abs', 'neg']);
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const FIXED_LIMIT = 10_000;

const output = closedObject({
  result: Type.String({ description: 'The result, rounded to `precision` significant digits; exponent form (1.5e+30) outside 1e-7 to 1e21. For compare: -1, 0 or 1' }),
  fixed: Type.Union([Type.String(), Type.Null()], { description: 'The result without an exponent, or null when that would pass 10,000 characters' }),
  precision: Type.Integer({ description: 'The significant digits used' }),
});

export default defineTool({
  id: 'big-number',
  name: 'Arbitrary Precision Calculator',
  category: 'math',
  description:
    'Add, subtract, multiply, divide, take powers, roots, exponentials and logarithms of decimal numbers of any size to 1 to 1,000 significant digits ' +
    '(decimal.js), without binary floating-point error: 0.1 + 0.2 is exactly 0.3.',
  keywords: ['bignumber', 'big decimal', 'arbitrary precision', 'bc', 'decimal.js', 'high precision', 'bigdecimal', 'long division', 'precise calculator'],
  isolate: true,
  input: closedObject({
    a: Type.String({ maxLength: 10_000, description: 'The first number, a decimal such as 3.14159 or -2.5e-40; at most 10,000 characters' }),
    b: Type.Optional(Type.String({ maxLength: 10_000, description: 'The second number, for add, sub, mul, div, mod, pow and compare; at most 10,000 characters' })),
    op: withDefault(stringEnum(OPERATIONS, {
      description: 'add, sub, mul, div, mod (remainder, sign of a), pow (a^b), sqrt, cbrt, exp (e^a), ln, log10, abs, neg, compare (-1, 0, 1); default add',
    }), 'add'),
    precision: withDefault(Type.Integer({ minimum: 1, maximum: 1_000, description: 'Significant digits of the result, 1 to 1,000; default 50' }), 50),
  }),
  output,
  examples: [
    { title: 'No floating-point error', input: { a: '0.1', b: '0.2' }, output: { result: '0.3', fixed: '0.3', precision: 50 } },
    {
      title: '√2 to 60 digits (bc -l: sqrt(2))',
      input: { a: '2', op: 'sqrt', precision: 60 },
      output: {
        result: '1.41421356237309504880168872420969807856967187537694807317668',
        fixed: '1.41421356237309504880168872420969807856967187537694807317668',
        precision: 60,
      },
    },
    {
      title: '2^200 exactly',
      input: { a: '2', b: '200', op: 'pow', precision: 100 },
      output: { result: '1.606938044258990275541962092341162602522202993782792835301376e+60', fixed: '1606938044258990275541962092341162602522202993782792835301376', precision: 100 },
    },
  ],
  async run({ a, b, op, precision }) {
    const Decimal = await loadDecimal();
    const D = Decimal.clone({ precision, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -7, toExpPos: 21, maxE: 9e15, minE: -9e15 });
    const read = (text: string, field: 'a' | 'b') => {
      const trimmed = text.trim();
      if (!DECIMAL.test(trimmed)) invalid(`${field}: ${quoteClipped(text, 40)} is not a decimal number (digits with an optional point and exponent, e.g. -12.5e3)`);
      const value = new D(trimmed);
      if (!value.isFinite()) invalid(`${field}: its exponent is beyond ±9e15`);
      return value;
    };
    const x = read(a, 'a');
    if (UNARY.has(op)) {
      if (b !== undefined) invalid(`b: ${op} takes one number, a`);
    } else if (b === undefined) {
      invalid(`b: ${op} needs a second number`);
    }
    const y = b === undefined ? undefined : read(b, 'b');

    if (op === 'compare') return { result: String(x.cmp(y!)), fixed: String(x.cmp(y!)), precision };
    if ((op === 'div' || op === 'mod') && y!.isZero()) invalid(`b: ${op === 'div' ? 'division' : 'remainder'} by zero`);
    if (op === 'sqrt' && x.isNeg() && !x.isZero()) invalid('a: the square root of a negative number is not real');
    if ((op === 'ln' || op === 'log10') && !x.gt(0)) invalid(`a: ${op} needs a number above 0`);
    if (op === 'pow' && x.isZero() && y!.isNeg()) invalid('b: 0 to a negative power is a division by zero');
    if (op === 'pow' && x.isNeg() && !y!.isInteger()) invalid('b: a negative number to a fractional power is not real');

    const value = compute(op, x, y);
    if (!value.isFinite()) invalid(`a: the result's exponent is beyond ±9e15`);
    // decimal.js flushes results below 1e-9e15 to zero; these operations give zero only from a zero a.
    if (value.isZero() && !x.isZero() && (op === 'mul' || op === 'div' || op === 'pow' || op === 'exp')) invalid(`a: the result's exponent is below -9e15`);
    const fixedLength = Math.abs(value.e) + value.sd() + 2;
    return { result: value.toString(), fixed: fixedLength <= FIXED_LIMIT ? value.toFixed() : null, precision };
  },
});

type DecimalValue = InstanceType<typeof import('decimal.js').default>;

function compute(op: Operation, x: DecimalValue, y: DecimalValue | undefined): DecimalValue {
  switch (op) {
    case 'add': return x.plus(y!);
    case 'sub': return x.minus(y!);
    case 'mul': return x.times(y!);
    case 'div': return x.div(y!);
    case 'mod': return x.mod(y!);
    case 'pow': return x.pow(y!);
    case 'sqrt': return x.sqrt();
    case 'cbrt': return x.cbrt();
    case 'exp': return x.exp();
    case 'ln': return x.ln();
    case 'log10': return x.log(10);
    case 'abs': return x.abs();
    case 'neg': return x.neg();
    default: throw new Error(`unhandled operation ${op}`);
  }
}
