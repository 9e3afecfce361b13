/**
 * The lexer of the calculator's expression language: numbers, the names of the whitelist, the
 * operators + - * / ^ % !, parentheses and commas. Anything else (quotes, backticks, brackets,
 * dots outside numbers, =, unknown names) stops here with its position, so no other syntax can
 * reach the parser.
 */
import { ExpressionError } from './error.ts';
import { isKnownName, KNOWN_NAMES } from './names.ts';

export type Operator = '+' | '-' | '*' | '/' | '%' | '^' | '!';

export type Token =
  | { kind: 'number'; value: number; text: string; at: number }
  | { kind: 'name'; name: string; at: number }
  | { kind: 'operator'; operator: Operator; at: number }
  | { kind: '(' | ')' | ','; at: number }
  | { kind: 'end'; at: number };

/** More tokens than this is refused before parsing (a 1000-character expression has at most 1000). */
export const MAX_TOKENS = 1000;

const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const OPERATORS = new Set<string>(['+', '-', '*', '/', '%', '^', '!']);

/** Why a character cannot start a token, for the characters people (or attackers) try. */
function unexpected(char: string, at: number): ExpressionError {
  const shown = JSON.stringify(char);
  if (char === '"' || char === "'" || char === '`') return new ExpressionError(`${shown} at position ${at}: strings are not part of the calculator's language`, at);
  if (char === '=') return new ExpressionError(`${shown} at position ${at}: assignment and comparison are not supported`, at);
  if (char === '.') return new ExpressionError(`${shown} at position ${at} is not part of a number (property access is not supported)`, at);
  if (char === '[' || char === ']' || char === '{' || char === '}') return new ExpressionError(`${shown} at position ${at}: only round parentheses ( ) group`, at);
  return new ExpressionError(`unexpected character ${shown} at position ${at}`, at);
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    // Every position before an accepted token is ASCII, so UTF-16 index + 1 is the character position.
    const at = i + 1;
    if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      i++;
      continue;
    }
    if (tokens.length >= MAX_TOKENS) throw new ExpressionError(`has more than ${MAX_TOKENS} tokens (numbers, names and operators)`, at);
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(source);
    if (number) {
      const text = number[0];
      const value = Number(text);
      if (!Number.isFinite(value)) {
        const shown = text.length > 24 ? `${text.slice(0, 24)}… (${text.length} characters)` : text;
        throw new ExpressionError(`the number ${shown} at position ${at} is beyond the largest double (about 1.8e308)`, at);
      }
      tokens.push({ kind: 'number', value, text, at });
      i += text.length;
      continue;
    }
    NAME.lastIndex = i;
    const name = NAME.exec(source);
    if (name) {
      const lower = name[0].toLowerCase();
      if (!isKnownName(lower)) {
        throw new ExpressionError(`unknown name ${JSON.stringify(name[0].slice(0, 40))} at position ${at}; the names are ${KNOWN_NAMES.join(', ')}`, at);
      }
      tokens.push({ kind: 'name', name: lower, at });
      i += name[0].length;
      continue;
    }
    if (OPERATORS.has(char)) tokens.push({ kind: 'operator', operator: char as Operator, at });
    else if (char === '(' || char === ')' || char === ',') tokens.push({ kind: char, at });
    else throw unexpected(String.fromCodePoint(source.codePointAt(i)!), at);
    i++;
  }
  tokens.push({ kind: 'end', at: source.length + 1 });
  return tokens;
}
