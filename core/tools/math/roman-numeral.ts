import { Type } from '@sinclair/typebox';
import { quoteClipped } from '../../lib/quote.ts';
import { readRoman, romanParts, ROMAN_MAX, ROMAN_MIN, type RomanPart } from '../../lib/roman-numerals.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Method: the standard modern form of Roman numerals (Wikipedia, "Roman numerals", Standard
 * form): I V X L C D M plus the subtractive pairs IV IX XL XC CD CM, written largest first.
 * Writing is the greedy algorithm over those 13 symbols; reading is strict (core/lib/roman-numerals.ts):
 * only the one standard spelling of each number is accepted, so IIII, IC, VX and MMMM are refused.
 */

const METHOD = 'standard form: I V X L C D M and the subtractive pairs IV IX XL XC CD CM, largest first, at most three of a letter in a row';
const RANGE = `Roman numerals run from ${ROMAN_MIN} to ${ROMAN_MAX} (I to MMMCMXCIX)`;

function fromDigits(text: string, shown: string): number {
  const bad = /[^0-9]/.exec(text);
  if (bad) {
    if (/^[+-]?\d+(\.\d*)?$/.test(text)) {
      const n = Number(text);
      invalid(Number.isInteger(n) ? `value: ${shown} is out of range; ${RANGE}` : `value: ${shown} is not a whole number; ${RANGE}`);
    }
    invalid(`value: ${JSON.stringify(bad[0])} at position ${bad.index + 1} of ${shown} is not a digit (the value is either a number of digits or a Roman numeral)`);
  }
  const n = Number(text);
  if (n < ROMAN_MIN || n > ROMAN_MAX) invalid(`value: ${shown} is out of range; ${RANGE}${n === 0 ? ', and there is no Roman zero' : ''}`);
  return n;
}

function checkLetters(text: string, shown: string): void {
  let position = 0;
  for (const char of text) {
    position++;
    if (!/[IVXLCDM]/i.test(char)) {
      invalid(`value: ${JSON.stringify(char)} at position ${position} of ${shown} is not a Roman numeral letter (I, V, X, L, C, D, M, any case)`);
    }
  }
}

const sumOf = (parts: RomanPart[], total: number) => `${parts.map((part) => part.value).join(' + ')} = ${total}`;

export default defineTool({
  id: 'roman-numeral',
  name: 'Roman Numeral Converter',
  category: 'math',
  description:
    'Convert a number from 1 to 3999 to Roman numerals, or Roman numerals (any letter case) to a number: the direction follows the input. ' +
    'Uses the standard form (Wikipedia, "Roman numerals": subtractive pairs IV IX XL XC CD CM, largest first) and reads strictly, ' +
    'so a non-standard spelling such as IIII, IC, VX or MMMM is refused with the rule it breaks and the standard spelling.',
  keywords: ['roman numerals', 'roman to number', 'number to roman', 'mcmxciv', 'latin numerals', 'numeral converter', 'arabic to roman'],
  mcp: true,
  input: closedObject({
    value: Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        'Either a whole number of digits from 1 to 3999 (converted to Roman) or a Roman numeral of the letters I V X L C D M in any case ' +
        '(converted to a number). Spaces around it are ignored; at most 64 characters',
    }),
  }),
  output: closedObject({
    input: Type.String({ description: 'The value as received' }),
    direction: stringEnum(['to_roman', 'to_number'], { description: 'to_roman when the value was digits, to_number when it was a Roman numeral' }),
    number: Type.Integer({ description: 'The number, 1 to 3999' }),
    roman: Type.String({ description: 'The numeral in standard form, upper case' }),
    breakdown: Type.Array(closedObject({ symbol: Type.String(), value: Type.Integer() }), { description: 'The symbols of the numeral with their values, in order' }),
    expression: Type.String({ description: 'The values of the symbols added up' }),
    method: Type.String({ description: 'The notation used' }),
  }),
  examples: [
    {
      title: 'A year to Roman numerals',
      input: { value: '1994' },
      output: {
        input: '1994', direction: 'to_roman', number: 1994, roman: 'MCMXCIV',
        breakdown: [{ symbol: 'M', value: 1000 }, { symbol: 'CM', value: 900 }, { symbol: 'XC', value: 90 }, { symbol: 'IV', value: 4 }],
        expression: '1000 + 900 + 90 + 4 = 1994', method: METHOD,
      },
    },
    {
      title: 'Roman numerals to a number, any case',
      input: { value: 'mmxxiv' },
      output: {
        input: 'mmxxiv', direction: 'to_number', number: 2024, roman: 'MMXXIV',
        breakdown: [{ symbol: 'M', value: 1000 }, { symbol: 'M', value: 1000 }, { symbol: 'X', value: 10 }, { symbol: 'X', value: 10 }, { symbol: 'IV', value: 4 }],
        expression: '1000 + 1000 + 10 + 10 + 4 = 2024', method: METHOD,
      },
    },
  ],
  run({ value }) {
    const text = value.trim();
    const shown = quoteClipped(text);
    if (text === '') invalid('value: is empty (give a number from 1 to 3999 or a Roman numeral)');
    if (/^[0-9+\-.]/.test(text)) {
      const number = fromDigits(text, shown);
      const parts = romanParts(number);
      return {
        input: value, direction: 'to_roman' as const, number, roman: parts.map((part) => part.symbol).join(''),
        breakdown: parts, expression: sumOf(parts, number), method: METHOD,
      };
    }
    checkLetters(text, shown);
    const roman = text.toUpperCase();
    const { value: number, parts } = readRoman(roman, 'value');
    return { input: value, direction: 'to_number' as const, number, roman, breakdown: parts, expression: sumOf(parts, number), method: METHOD };
  },
});
