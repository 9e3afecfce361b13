/**
 * Evaluates a parsed expression in IEEE 754 double arithmetic by walking its post-order program
 * with a value stack (no recursion), refusing any step whose result would be NaN or ±Infinity
 * with the reason and the position of the operator or function. Alongside, it writes the
 * expression back in a normal form: one space around binary operators, lower-case names,
 * numbers as JavaScript prints them, and only the parentheses precedence needs.
 */
import { ExpressionError } from './error.ts';
import { CONSTANTS, FUNCTIONS, powerOutside, type AngleUnit } from './names.ts';
import { parse, type Node } from './parse.ts';
import { tokenize } from './tokens.ts';

/** Precedence of a printed piece, to decide its parentheses. */
const Level = { Add: 1, Multiply: 2, Unary: 3, Power: 4, Postfix: 5, Atom: 6 } as const;
type Level = (typeof Level)[keyof typeof Level];

interface Piece {
  text: string;
  level: Level;
}

const wrap = (piece: Piece, needed: boolean) => (needed ? `(${piece.text})` : piece.text);

/** n! for 0 ≤ n ≤ 170, each the exact product rounded once (BigInt, then to double), built on first use. */
let factorials: number[] | undefined;
export const MAX_FACTORIAL = 170;

function factorial(n: number): number {
  if (!factorials) {
    factorials = [1];
    let product = 1n;
    for (let k = 1n; k <= BigInt(MAX_FACTORIAL); k++) {
      product *= k;
      factorials.push(Number(product));
    }
  }
  return factorials[n]!;
}

const SYMBOL = { '+': '+', '-': '-', '*': '*', '/': '/', '%': '%', '^': '^' } as const;

function binary(node: Extract<Node, { type: 'binary' }>, x: number, y: number): number {
  const where = `at position ${node.at}`;
  switch (node.operator) {
    case '+': return x + y;
    case '-': return x - y;
    case '*': return x * y;
    case '/':
      if (y === 0) throw new ExpressionError(`division by zero ${where}`, node.at);
      return x / y;
    case '%':
      if (y === 0) throw new ExpressionError(`modulo by zero ${where}`, node.at);
      return x % y;
    case '^': {
      const reason = powerOutside(x, y);
      if (reason) throw new ExpressionError(`${reason} (^ ${where})`, node.at);
      return Math.pow(x, y);
    }
  }
}

export interface Evaluation {
  value: number;
  normalized: string;
}

export function evaluateExpression(source: string, unit: AngleUnit): Evaluation {
  const { program } = parse(tokenize(source));
  const values: number[] = [];
  const pieces: Piece[] = [];
  for (const node of program) {
    let value: number;
    let piece: Piece;
    let label: string;
    switch (node.type) {
      case 'number':
        value = node.value;
        piece = { text: String(node.value), level: Level.Atom };
        label = piece.text;
        break;
      case 'constant':
        value = CONSTANTS.get(node.name)!;
        piece = { text: node.name, level: Level.Atom };
        label = node.name;
        break;
      case 'unary': {
        const x = values.pop()!;
        const operand = pieces.pop()!;
        value = node.operator === '-' ? -x : x;
        piece = { text: `${node.operator}${wrap(operand, operand.level <= Level.Unary)}`, level: Level.Unary };
        label = 'the sign';
        break;
      }
      case 'factorial': {
        const x = values.pop()!;
        const operand = pieces.pop()!;
        if (!Number.isInteger(x) || x < 0 || x > MAX_FACTORIAL) {
          throw new ExpressionError(`factorial at position ${node.at} needs a whole number from 0 to ${MAX_FACTORIAL}, got ${x}`, node.at);
        }
        value = factorial(x);
        piece = { text: `${wrap(operand, operand.level < Level.Postfix)}!`, level: Level.Postfix };
        label = '!';
        break;
      }
      case 'binary': {
        const y = values.pop()!;
        const x = values.pop()!;
        const right = pieces.pop()!;
        const left = pieces.pop()!;
        value = binary(node, x, y);
        const symbol = SYMBOL[node.operator];
        if (node.operator === '^') {
          // Right-associative: the left side needs parentheses at its own level, the right side only below unary.
          piece = { text: `${wrap(left, left.level <= Level.Power)} ^ ${wrap(right, right.level < Level.Unary)}`, level: Level.Power };
        } else {
          const level: Level = node.operator === '+' || node.operator === '-' ? Level.Add : Level.Multiply;
          piece = { text: `${wrap(left, left.level < level)} ${symbol} ${wrap(right, right.level <= level)}`, level };
        }
        label = symbol;
        break;
      }
      case 'call': {
        const args = values.splice(values.length - node.args.length);
        const texts = pieces.splice(pieces.length - node.args.length).map((arg) => arg.text);
        const spec = FUNCTIONS.get(node.name)!;
        const reason = spec.outside?.(args, unit);
        if (reason) throw new ExpressionError(`${reason} (${node.name} at position ${node.at})`, node.at);
        value = spec.apply(args, unit);
        piece = { text: `${node.name}(${texts.join(', ')})`, level: Level.Atom };
        label = node.name;
        break;
      }
    }
    if (Number.isNaN(value)) throw new ExpressionError(`${label} at position ${node.at} has no real value`, node.at);
    if (!Number.isFinite(value)) {
      // Every operand is finite and every domain was checked, so what is left is overflow.
      throw new ExpressionError(`the result of ${label} at position ${node.at} overflows (beyond ±1.8e308)`, node.at);
    }
    values.push(value);
    pieces.push(piece);
  }
  const value = values.pop()!;
  // -0 is shown and returned as 0: JSON has no negative zero.
  return { value: value === 0 ? 0 : value, normalized: pieces.pop()!.text };
}
