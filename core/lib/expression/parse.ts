/**
 * A Pratt (top-down operator precedence) parser, Pratt 1973, from tokens to an AST. Precedence,
 * loosest first: + - (left), * / % (left), unary - + (prefix), ^ (right), ! (postfix); so
 * -2^2 = -(2^2) and 2^3^2 = 2^(3^2), as in Python's ** and written mathematics.
 * The parser recurses once per nesting level (parentheses, arguments, unary signs, the right side
 * of ^), and that depth is capped, so no input can exhaust the stack. Every node is also appended
 * to `program` after its operands (post-order), which the evaluator walks with a value stack
 * instead of recursing.
 */
import { ExpressionError } from './error.ts';
import { CONSTANTS, FUNCTIONS } from './names.ts';
import type { Operator, Token } from './tokens.ts';

export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '^';

export type Node =
  | { type: 'number'; value: number; at: number }
  | { type: 'constant'; name: string; at: number }
  | { type: 'unary'; operator: '-' | '+'; operand: Node; at: number }
  | { type: 'binary'; operator: BinaryOperator; left: Node; right: Node; at: number }
  | { type: 'factorial'; operand: Node; at: number }
  | { type: 'call'; name: string; args: Node[]; at: number };

/** Deeper nesting than this is refused (a person never writes 100 levels; an attack would). */
export const MAX_DEPTH = 100;

/** [left binding power, right binding power]: right = left + 1 is left-associative, right = left is right-associative. */
const INFIX: Record<BinaryOperator, readonly [number, number]> = {
  '+': [10, 11], '-': [10, 11],
  '*': [20, 21], '/': [20, 21], '%': [20, 21],
  '^': [40, 40],
};
const UNARY_POWER = 30;
const POSTFIX_POWER = 50;

const describe = (token: Token): string => {
  switch (token.kind) {
    case 'number': return `the number ${token.text}`;
    case 'name': return `"${token.name}"`;
    case 'operator': return `"${token.operator}"`;
    case 'end': return 'the end';
    default: return `"${token.kind}"`;
  }
};

export interface Parsed {
  root: Node;
  /** Every node, operands before the node that uses them. */
  program: Node[];
}

export function parse(tokens: Token[]): Parsed {
  let index = 0;
  let depth = 0;
  const program: Node[] = [];
  const peek = () => tokens[index]!;
  const next = () => tokens[index++]!;
  const emit = <N extends Node>(node: N): N => {
    program.push(node);
    return node;
  };
  /** The next token must be `kind`; `what` says who needs it, for the refusal. */
  const expect = (kind: ')' | '(' | '),', what: string): Token => {
    const token = next();
    if (token.kind === kind || (kind === '),' && (token.kind === ')' || token.kind === ','))) return token;
    const wanted = kind === '),' ? '")" or ","' : `"${kind}"`;
    throw new ExpressionError(`${what} needs ${wanted} next, found ${describe(token)} at position ${token.at}`, token.at);
  };

  function expression(minPower: number): Node {
    const start = peek();
    if (++depth > MAX_DEPTH) throw new ExpressionError(`nests deeper than ${MAX_DEPTH} levels at position ${start.at}`, start.at);
    let left = prefix();
    for (;;) {
      const token = peek();
      if (token.kind !== 'operator') break;
      if (token.operator === '!') {
        if (POSTFIX_POWER < minPower) break;
        next();
        left = emit({ type: 'factorial', operand: left, at: token.at });
        continue;
      }
      const operator = token.operator as Exclude<Operator, '!'>;
      const [leftPower, rightPower] = INFIX[operator];
      if (leftPower < minPower) break;
      next();
      const right = expression(rightPower);
      left = emit({ type: 'binary', operator, left, right, at: token.at });
    }
    depth--;
    return left;
  }

  function prefix(): Node {
    const token = next();
    switch (token.kind) {
      case 'number':
        return emit({ type: 'number', value: token.value, at: token.at });
      case 'operator':
        if (token.operator === '-' || token.operator === '+') {
          const operand = expression(UNARY_POWER);
          return emit({ type: 'unary', operator: token.operator, operand, at: token.at });
        }
        throw new ExpressionError(`expected a number, a name or "(" at position ${token.at}, found ${describe(token)}`, token.at);
      case '(': {
        const inner = expression(0);
        expect(')', `the "(" at position ${token.at}`);
        return inner;
      }
      case 'name':
        return name(token);
      default:
        throw new ExpressionError(`expected a number, a name or "(" at position ${token.at}, found ${describe(token)}`, token.at);
    }
  }

  function name(token: Extract<Token, { kind: 'name' }>): Node {
    if (CONSTANTS.has(token.name)) {
      if (peek().kind === '(') throw new ExpressionError(`${token.name} at position ${token.at} is a constant, not a function`, token.at);
      return emit({ type: 'constant', name: token.name, at: token.at });
    }
    const spec = FUNCTIONS.get(token.name)!;
    expect('(', `the function ${token.name} at position ${token.at}`);
    const args: Node[] = [];
    if (peek().kind === ')') next();
    else {
      for (;;) {
        args.push(expression(0));
        if (expect('),', `the argument list of ${token.name} at position ${token.at}`).kind === ')') break;
      }
    }
    if (args.length < spec.min || args.length > spec.max) {
      const wanted = spec.min === spec.max ? `${spec.min} argument${spec.min === 1 ? '' : 's'}` : `at least ${spec.min} argument`;
      throw new ExpressionError(`${token.name} at position ${token.at} takes ${wanted}, got ${args.length}`, token.at);
    }
    return emit({ type: 'call', name: token.name, args, at: token.at });
  }

  const root = expression(0);
  const end = peek();
  if (end.kind !== 'end') {
    const message = end.kind === ')' ? `")" at position ${end.at} has no matching "("` : `expected an operator at position ${end.at}, found ${describe(end)}`;
    throw new ExpressionError(message, end.at);
  }
  return { root, program };
}
