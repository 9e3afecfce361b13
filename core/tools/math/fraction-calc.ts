import { Type, type Static } from '@sinclair/typebox';
import { quoteClipped } from '../../lib/quote.ts';
import { add, div, isZero, mul, neg, rational, sub, type Rational } from '../../lib/rational.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Exact rationals over BigInt (core/lib/rational.ts, already in the catalog) rather than
 *   fraction.js: the arithmetic is the same, and the parser is ours either way.
 * - Grammar, as Python reads the same expression with Fraction operands: + - * / (also × ÷),
 *   ^ or ** for powers (right-associative, binding tighter than a leading minus: -2^2 = -4),
 *   parentheses up to 100 deep. Numbers are integers, decimals (0.125, .5) and repeating decimals
 *   with the period in parentheses (0.1(6) = 1/6); "1/3" is a division. No names, no implicit
 *   multiplication, never eval.
 * - Exponents must be whole numbers with |exponent| ≤ 10,000 (a fractional power is seldom
 *   rational), and every intermediate numerator and denominator is kept to 8,192 bits (about 2,466
 *   digits): lowest terms need a gcd, which BigInt's Euclid does in quadratic time (two 80,000-bit
 *   powers took 9 s to add). Even so a long chain of such sums passes 50 ms, so the tool is isolate.
 * - decimal is exact when it terminates within 60 places, in repeating notation (0.(142857)) when
 *   the period shows within 60 places, and otherwise cut at 60 places with a trailing "…".
 */

const MAX_DEPTH = 100;
const MAX_EXPONENT = 10_000;
const MAX_BITS = 8_192;
const DECIMAL_PLACES = 60;

type Token = { kind: 'number'; value: Rational; at: number } | { kind: 'op'; value: string; at: number };

const NUMBER = /^(\d*)(?:\.(\d*)(?:\((\d+)\))?)?/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (/\s/.test(char)) { at++; continue; }
    if (text.startsWith('**', at)) { tokens.push({ kind: 'op', value: '^', at }); at += 2; continue; }
    if ('+-*/^()×÷−'.includes(char)) {
      const value = char === '×' ? '*' : char === '÷' ? '/' : char === '−' ? '-' : char;
      tokens.push({ kind: 'op', value, at });
      at++;
      continue;
    }
    const match = NUMBER.exec(text.slice(at));
    const [whole = '', fraction = '', period] = match ? [match[1], match[2], match[3]] : [];
    if (!match || (whole === '' && fraction === '' && period === undefined) || match[0] === '.') {
      invalid(`expression: unexpected ${quoteClipped(char, 5)} at position ${at + 1}; use numbers, + - * / ^ and parentheses`);
    }
    tokens.push({ kind: 'number', value: readNumber(whole, fraction ?? '', period), at });
    at += match[0].length;
  }
  return tokens;
}

/** whole.fraction(period) exactly: the period repeats for ever. */
function readNumber(whole: string, fraction: string, period: string | undefined): Rational {
  const fixed = rational(BigInt((whole || '0') + fraction), 10n ** BigInt(fraction.length));
  if (period === undefined) return fixed;
  const repeating = rational(BigInt(period), 10n ** BigInt(fraction.length) * (10n ** BigInt(period.length) - 1n));
  return add(fixed, repeating);
}

const bits = (value: bigint) => (value < 0n ? -value : value).toString(2).length;

function checkSize(value: Rational, at: number): Rational {
  if (bits(value.n) > MAX_BITS || bits(value.d) > MAX_BITS) invalid(`expression: the value at position ${at + 1} passes ${MAX_BITS.toLocaleString('en-US')} bits`);
  return value;
}

function evaluate(text: string): Rational {
  const tokens = tokenize(text);
  if (tokens.length === 0) invalid('expression: is empty');
  let index = 0;
  const peek = () => tokens[index];
  const isOp = (value: string) => tokens[index]?.kind === 'op' && tokens[index]!.value === value;
  const where = () => (index < tokens.length ? `at position ${tokens[index]!.at + 1}` : 'at the end');

  const expression = (depth: number): Rational => {
    let value = term(depth);
    while (isOp('+') || isOp('-')) {
      const token = tokens[index++]!;
      const right = term(depth);
      value = checkSize(token.value === '+' ? add(value, right) : sub(value, right), token.at);
    }
    return value;
  };
  const term = (depth: number): Rational => {
    let value = unary(depth);
    while (isOp('*') || isOp('/')) {
      const token = tokens[index++]!;
      const right = unary(depth);
      if (token.value === '/' && isZero(right)) invalid(`expression: division by zero at position ${token.at + 1}`);
      value = checkSize(token.value === '*' ? mul(value, right) : div(value, right), token.at);
    }
    return value;
  };
  const unary = (depth: number): Rational => {
    if (isOp('-') || isOp('+')) {
      const sign = tokens[index++]!.value;
      if (depth > MAX_DEPTH) invalid(`expression: nests deeper than ${MAX_DEPTH} levels`);
      const value = unary(depth + 1);
      return sign === '-' ? neg(value) : value;
    }
    return power(depth);
  };
  const power = (depth: number): Rational => {
    const base = primary(depth);
    if (!isOp('^')) return base;
    const token = tokens[index++]!;
    if (depth > MAX_DEPTH) invalid(`expression: nests deeper than ${MAX_DEPTH} levels`);
    const exponent = unary(depth + 1);
    if (exponent.d !== 1n) invalid(`expression: the exponent at position ${token.at + 1} is not a whole number; only whole powers stay rational`);
    if (exponent.n > BigInt(MAX_EXPONENT) || exponent.n < -BigInt(MAX_EXPONENT)) invalid(`expression: the exponent at position ${token.at + 1} is beyond ±${MAX_EXPONENT}`);
    const e = Number(exponent.n);
    if (isZero(base) && e < 0) invalid(`expression: 0 to a negative power at position ${token.at + 1} is a division by zero`);
    const magnitude = Math.abs(e);
    // x^k has at least (bits(x) − 1)·k + 1 bits: refuse before computing what must pass the cap.
    if (Math.max(bits(base.n), bits(base.d)) - 1 > (MAX_BITS - 1) / Math.max(magnitude, 1)) invalid(`expression: the power at position ${token.at + 1} passes ${MAX_BITS.toLocaleString('en-US')} bits`);
    const raised = rational(base.n ** BigInt(magnitude), base.d ** BigInt(magnitude));
    return checkSize(e < 0 ? div(rational(1n), raised) : raised, token.at);
  };
  const primary = (depth: number): Rational => {
    const token = peek();
    if (token === undefined) invalid('expression: ends where a number or "(" should follow');
    index++;
    if (token.kind === 'number') return token.value;
    if (token.value === '(') {
      if (depth >= MAX_DEPTH) invalid(`expression: nests deeper than ${MAX_DEPTH} levels`);
      const value = expression(depth + 1);
      if (!isOp(')')) invalid(`expression: a ")" is missing ${where()} (the "(" at position ${token.at + 1} is not closed)`);
      index++;
      return value;
    }
    invalid(`expression: unexpected "${token.value}" at position ${token.at + 1}; a number or "(" should be there`);
  };

  const value = expression(0);
  if (index < tokens.length) invalid(`expression: unexpected "${tokens[index]!.kind === 'op' ? tokens[index]!.value : 'number'}" at position ${tokens[index]!.at + 1}`);
  return value;
}

/** The decimal expansion: exact, repeating "0.(3)", or cut with "…". */
function decimalOf(value: Rational): string {
  const negative = value.n < 0n;
  const n = negative ? -value.n : value.n;
  const whole = n / value.d;
  let remainder = n % value.d;
  const sign = negative ? '-' : '';
  if (remainder === 0n) return sign + whole.toString();
  const digits: string[] = [];
  const seen = new Map<bigint, number>();
  while (remainder !== 0n && digits.length < DECIMAL_PLACES) {
    const start = seen.get(remainder);
    if (start !== undefined) return `${sign}${whole}.${digits.slice(0, start).join('')}(${digits.slice(start).join('')})`;
    seen.set(remainder, digits.length);
    remainder *= 10n;
    digits.push((remainder / value.d).toString());
    remainder %= value.d;
  }
  if (remainder === 0n) return `${sign}${whole}.${digits.join('')}`;
  const start = seen.get(remainder);
  if (start !== undefined) return `${sign}${whole}.${digits.slice(0, start).join('')}(${digits.slice(start).join('')})`;
  return `${sign}${whole}.${digits.join('')}…`;
}

const output = closedObject({
  result: Type.String({ description: 'The exact value in lowest terms, "n/d", or an integer' }),
  numerator: Type.String({ description: 'The numerator, signed' }),
  denominator: Type.String({ description: 'The denominator, at least 1' }),
  mixed: Type.String({ description: 'As a mixed number, e.g. "-1 1/2"' }),
  decimal: Type.String({ description: 'The decimal expansion: exact, repeating in parentheses (0.(3)), or cut at 60 places with "…"' }),
});

export default defineTool({
  id: 'fraction-calc',
  name: 'Fraction Calculator',
  category: 'math',
  description:
    'Work out an arithmetic expression with fractions exactly: + − × ÷, whole powers and parentheses over integers, decimals and repeating decimals, ' +
    'answered in lowest terms, as a mixed number and as a decimal with its repeating part.',
  isolate: true,
  keywords: ['fraction', 'fractions', 'rational', 'simplify fraction', 'lowest terms', 'mixed number', 'repeating decimal', 'fraction to decimal', 'decimal to fraction'],
  input: closedObject({
    expression: Type.String({
      maxLength: 1_000,
      description: 'An expression such as "1/2 + 3/4 * (2 - 1/3)^2" or "0.(3) + 1/6": numbers, + - * / ^ and parentheses; at most 1,000 characters',
    }),
  }),
  output,
  examples: [
    { title: 'Add and multiply fractions', input: { expression: '1/2 + 3/4 * (2 - 1/3)^2' }, output: { result: '31/12', numerator: '31', denominator: '12', mixed: '2 7/12', decimal: '2.58(3)' } },
    { title: 'Repeating decimals are exact', input: { expression: '0.(3) + 0.1(6)' }, output: { result: '1/2', numerator: '1', denominator: '2', mixed: '1/2', decimal: '0.5' } },
    { title: 'Negative powers', input: { expression: '-(2/3)^-3' }, output: { result: '-27/8', numerator: '-27', denominator: '8', mixed: '-3 3/8', decimal: '-3.375' } },
  ],
  run({ expression }): Static<typeof output> {
    const value = evaluate(expression);
    const { n, d } = value;
    const magnitude = n < 0n ? -n : n;
    const whole = magnitude / d;
    const part = magnitude % d;
    const sign = n < 0n ? '-' : '';
    const mixed = d === 1n ? n.toString() : whole === 0n ? `${sign}${part}/${d}` : `${sign}${whole} ${part}/${d}`;
    return {
      result: d === 1n ? n.toString() : `${n}/${d}`,
      numerator: n.toString(),
      denominator: d.toString(),
      mixed,
      decimal: decimalOf(value),
    };
  },
});
