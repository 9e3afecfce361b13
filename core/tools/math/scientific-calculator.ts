import { Type } from '@sinclair/typebox';
import { ExpressionError } from '../../lib/expression/error.ts';
import { evaluateExpression } from '../../lib/expression/evaluate.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Method: a safe evaluator of our own (issue 17, rule 7), core/lib/expression/: a lexer that knows
 * only numbers, a whitelist of names and the operators, a Pratt parser (Pratt, "Top down operator
 * precedence", POPL 1973) with capped nesting, and an evaluator that walks the tree without
 * recursion. Nothing reaches JavaScript's eval, Function or any object property, so
 * constructor.constructor, import(), this, eval and __proto__ are syntax errors, not code.
 * Arithmetic is IEEE 754 double precision; % is the remainder of truncated division (the sign of
 * the dividend, as C's fmod and JavaScript's %), not a percent sign. Degrees are reduced exactly
 * and the rational values of sin, cos and tan are exact (core/lib/expression/degrees.ts).
 */

/** Significant digits in `display`, a little below a double's 15.95 so float noise does not show. */
const DISPLAY_DIGITS = 15;

const METHOD = 'Pratt-parsed expression evaluated in IEEE 754 double precision; whitelisted names only';

/**
 * The value as a calculator shows it: 15 significant digits, trailing zeros dropped. Done on the
 * text, since turning it back into a number could round past the largest double.
 */
function display(value: number): string {
  const [mantissa, exponent] = value.toPrecision(DISPLAY_DIGITS).split('e');
  const trimmed = mantissa!.includes('.') ? mantissa!.replace(/\.?0+$/, '') : mantissa!;
  return exponent === undefined ? trimmed : `${trimmed}e${exponent}`;
}

export default defineTool({
  id: 'scientific-calculator',
  name: 'Scientific Calculator',
  category: 'math',
  description:
    'Evaluate an arithmetic expression safely: numbers (1.5, 2e-3), + - * / ^ (power, right-associative) % (remainder), unary minus, ' +
    'parentheses, ! (factorial up to 170), the constants pi and e, and the functions sin cos tan asin acos atan sinh cosh tanh sqrt cbrt ' +
    'abs ln log (base 10) log2 exp floor ceil round min max pow; nothing else. Parsed by a Pratt parser of our own (Pratt 1973), never by eval, ' +
    'in IEEE 754 double precision; angles in degrees by default. Division by zero, sqrt(-1), asin(2) or an overflow is a 400 with the reason and position.',
  keywords: ['calculator', 'calc', 'math expression', 'evaluate', 'expression evaluator', 'trigonometry', 'sin cos tan', 'logarithm', 'factorial', 'square root'],
  mcp: true,
  isolate: true,
  input: closedObject({
    expression: Type.String({
      minLength: 1,
      maxLength: 1000,
      description:
        'The expression, at most 1000 characters and 100 levels of nesting: numbers, + - * / ^ % !, parentheses, pi, e and the functions ' +
        'sin cos tan asin acos atan sinh cosh tanh sqrt cbrt abs ln log log2 exp floor ceil round min max pow (names in any case). ' +
        '^ binds tighter than unary minus (-2^2 = -4); % is the remainder (7 % 3 = 1), not percent; round takes halves away from zero',
    }),
    angle_unit: withDefault(stringEnum(['deg', 'rad'], {
      description: 'Unit of the angles of sin, cos, tan and of the results of asin, acos, atan: deg (degrees, the default, as on a handheld calculator) or rad',
    }), 'deg'),
  }),
  output: closedObject({
    value: Type.Number({ description: 'The result, a finite double with every digit' }),
    display: Type.String({ description: 'The result to 15 significant digits, as a calculator shows it (0.1 + 0.2 shows 0.3)' }),
    expression: Type.String({ description: 'The expression in normal form: spaces around binary operators, lower-case names, numbers as printed, only needed parentheses' }),
    angle_unit: stringEnum(['deg', 'rad'], { description: 'The angle unit used' }),
    method: Type.String({ description: 'How it was evaluated' }),
  }),
  examples: [
    {
      title: 'Trigonometry in degrees',
      input: { expression: '2*sin(30) + sqrt(16)^2' },
      output: { value: 17, display: '17', expression: '2 * sin(30) + sqrt(16) ^ 2', angle_unit: 'deg', method: METHOD },
    },
    {
      title: 'Radians, constants and factorial',
      input: { expression: 'cos(pi) + 5!/(2^3) - ln(e)', angle_unit: 'rad' },
      output: { value: 13, display: '13', expression: 'cos(pi) + 5! / 2 ^ 3 - ln(e)', angle_unit: 'rad', method: METHOD },
    },
    {
      title: 'Float noise hidden in display',
      input: { expression: '0.1 + 0.2' },
      output: { value: 0.30000000000000004, display: '0.3', expression: '0.1 + 0.2', angle_unit: 'deg', method: METHOD },
    },
  ],
  run({ expression, angle_unit }) {
    if (expression.trim() === '') invalid('expression: is empty');
    try {
      const { value, normalized } = evaluateExpression(expression, angle_unit);
      return { value, display: display(value), expression: normalized, angle_unit, method: METHOD };
    } catch (error) {
      if (error instanceof ExpressionError) invalid(`expression: ${error.message}`);
      throw error;
    }
  },
});
