/**
 * Roman numerals in their standard modern form: the additive letters I V X L C D M and the six
 * subtractive pairs IV IX XL XC CD CM, largest first, at most three of I, X, C or M in a row,
 * V, L and D never repeated; 1 to 3999 (MMMCMXCIX). Source: the "Standard form" of Wikipedia's
 * "Roman numerals" article, the form of Python's and most libraries' converters.
 * Reading is strict: a numeral is accepted only in that form, and a refusal says which rule failed.
 */
import { invalid } from '../errors.ts';

export const ROMAN_MIN = 1;
export const ROMAN_MAX = 3999;

/** The symbols in writing order: each is used as often as it fits, largest first. */
const SYMBOLS: readonly (readonly [string, number])[] = [
  ['M', 1000], ['CM', 900], ['D', 500], ['CD', 400], ['C', 100], ['XC', 90],
  ['L', 50], ['XL', 40], ['X', 10], ['IX', 9], ['V', 5], ['IV', 4], ['I', 1],
];

const LETTER_VALUE = new Map<string, number>([['I', 1], ['V', 5], ['X', 10], ['L', 50], ['C', 100], ['D', 500], ['M', 1000]]);
const SUBTRACTIVE = new Map(SYMBOLS.filter(([symbol]) => symbol.length === 2));

export interface RomanPart {
  symbol: string;
  value: number;
}

/** The symbols that make up `n` (1 to 3999), in order: the greedy algorithm yields the standard form. */
export function romanParts(n: number): RomanPart[] {
  const parts: RomanPart[] = [];
  let rest = n;
  for (const [symbol, value] of SYMBOLS) {
    while (rest >= value) {
      parts.push({ symbol, value });
      rest -= value;
    }
  }
  return parts;
}

/**
 * Reads an upper-case numeral of letters I V X L C D M (the caller checked the letters) in the
 * standard form, or refuses it with the reason, as `field: …`.
 */
export function readRoman(numeral: string, field: string): { value: number; parts: RomanPart[] } {
  const quoted = JSON.stringify(numeral);
  const parts: RomanPart[] = [];
  let run = 0;
  for (let i = 0; i < numeral.length; ) {
    const letter = numeral[i]!;
    const next = numeral[i + 1];
    const value = LETTER_VALUE.get(letter)!;
    if (next !== undefined && LETTER_VALUE.get(next)! > value) {
      const pair = letter + next;
      const pairValue = SUBTRACTIVE.get(pair);
      if (pairValue === undefined) {
        invalid(`${field}: ${quoted} has ${pair} at position ${i + 1}, which is not a subtractive pair (only IV, IX, XL, XC, CD and CM are)`);
      }
      parts.push({ symbol: pair, value: pairValue });
      run = 0;
      i += 2;
      continue;
    }
    run = letter === numeral[i - 1] ? run + 1 : 1;
    if (run === 2 && (letter === 'V' || letter === 'L' || letter === 'D')) {
      invalid(`${field}: ${quoted} repeats ${letter} at position ${i + 1}; V, L and D are never repeated (${letter}${letter} is written ${toRoman(value * 2)})`);
    }
    if (run === 4) {
      if (letter === 'M') invalid(`${field}: ${quoted} has four M, 4000 or more; Roman numerals run from 1 to 3999 (MMMCMXCIX)`);
      invalid(`${field}: ${quoted} has ${letter} four times in a row at position ${i - 2}; at most three are allowed (${letter.repeat(4)} is written ${toRoman(value * 4)})`);
    }
    parts.push({ symbol: letter, value });
    i += 1;
  }
  const value = parts.reduce((sum, part) => sum + part.value, 0);
  if (value > ROMAN_MAX) invalid(`${field}: ${quoted} adds up to ${value}; Roman numerals run from 1 to 3999 (MMMCMXCIX)`);
  // Every pair and run is legal here, so what is left is the order (IXI, XCX, IIV…): the
  // standard form of the sum is the one spelling accepted.
  const standard = toRoman(value);
  if (standard !== numeral) {
    invalid(`${field}: ${quoted} is not in standard form: its symbols must run from largest to smallest, each place written once; ${value} is written ${standard}`);
  }
  return { value, parts };
}

/** The standard form of `n`, 1 to 3999. */
export function toRoman(n: number): string {
  return romanParts(n).map((part) => part.symbol).join('');
}
