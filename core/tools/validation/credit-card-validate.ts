import { Type } from '@sinclair/typebox';
import { luhnValid } from '../../lib/luhn.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec names the field only):
 * - Spaces and dashes anywhere are separators; any other character makes the number invalid (a
 *   success with valid false and the reason, like the other validators), not a 400.
 * - Brands come from the IIN ranges of the Wikipedia "Payment card number" table (active networks
 *   only); the longest matching prefix wins, so Discover's co-branded 622126–622925 beats
 *   UnionPay's 62. Lengths are the brand's; a number of no listed brand must have 12 to 19 digits
 *   (ISO/IEC 7812 allows up to 19).
 * - valid = the brand's length holds and the Luhn check passes, except for UnionPay, whose numbers
 *   need not pass Luhn (luhnRequired false; luhnValid still says what the check gives).
 * - The number never comes back: masked shows at most the last four digits (PCI DSS), and only for
 *   numbers of 12 to 19 digits; shorter ones are masked entirely, longer ones or ones with other
 *   characters get null. Nothing here logs.
 */

interface Brand {
  id: string;
  name: string;
  /** Inclusive ranges of leading digits; both ends have the same number of digits. */
  ranges: readonly (readonly [string, string])[];
  lengths: readonly number[];
  luhn: boolean;
}

const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const BRANDS: readonly Brand[] = [
  { id: 'visa', name: 'Visa', ranges: [['4', '4']], lengths: [13, 16, 19], luhn: true },
  { id: 'mastercard', name: 'Mastercard', ranges: [['51', '55'], ['2221', '2720']], lengths: [16], luhn: true },
  { id: 'amex', name: 'American Express', ranges: [['34', '34'], ['37', '37']], lengths: [15], luhn: true },
  { id: 'discover', name: 'Discover', ranges: [['6011', '6011'], ['644', '649'], ['65', '65'], ['622126', '622925']], lengths: span(16, 19), luhn: true },
  { id: 'jcb', name: 'JCB', ranges: [['3528', '3589']], lengths: span(16, 19), luhn: true },
  { id: 'diners', name: 'Diners Club', ranges: [['300', '305'], ['3095', '3095'], ['36', '36'], ['38', '39']], lengths: span(14, 19), luhn: true },
  { id: 'unionpay', name: 'UnionPay', ranges: [['62', '62']], lengths: span(16, 19), luhn: false },
  {
    id: 'maestro',
    name: 'Maestro',
    ranges: [['5018', '5018'], ['5020', '5020'], ['5038', '5038'], ['5893', '5893'], ['6304', '6304'], ['6759', '6759'], ['6761', '6763']],
    lengths: span(12, 19),
    luhn: true,
  },
  { id: 'mir', name: 'Mir', ranges: [['2200', '2204']], lengths: span(16, 19), luhn: true },
];

const ANY_LENGTHS = span(12, 19);
const MAX_DIGITS = 19;

function brandOf(digits: string): Brand | undefined {
  let best: Brand | undefined;
  let bestLength = 0;
  for (const brand of BRANDS) {
    for (const [from, to] of brand.ranges) {
      if (from.length <= bestLength || digits.length < from.length) continue;
      const prefix = digits.slice(0, from.length);
      if (prefix >= from && prefix <= to) {
        best = brand;
        bestLength = from.length;
      }
    }
  }
  return best;
}

/** The Luhn check (lib/luhn.ts) of a string of ASCII digits. */
const passesLuhn = (digits: string): boolean => luhnValid(Uint8Array.from(digits, (digit) => digit.charCodeAt(0) - 48));

function masked(digits: string): string | null {
  if (digits.length > MAX_DIGITS) return null;
  if (digits.length < 12) return '*'.repeat(digits.length);
  return '*'.repeat(digits.length - 4) + digits.slice(-4);
}

function lengthList(lengths: readonly number[]): string {
  if (lengths.length > 2 && lengths.at(-1)! - lengths[0]! === lengths.length - 1) return `${lengths[0]} to ${lengths.at(-1)}`;
  return lengths.length === 1 ? String(lengths[0]) : `${lengths.slice(0, -1).join(', ')} or ${lengths.at(-1)}`;
}

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export default defineTool({
  id: 'credit-card-validate',
  name: 'Credit Card Validator',
  category: 'validation',
  description:
    'Check a payment card number: the Luhn checksum, the brand from its IIN prefix (Visa, Mastercard, American Express, Discover, JCB, Diners Club, UnionPay, Maestro, Mir) and the lengths that brand issues. Never returns the full number.',
  keywords: ['luhn', 'card number', 'visa', 'mastercard', 'amex', 'payment card', 'iin', 'bin'],
  mcp: true,
  // its worst input (digits) took 1092.8 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    number: Type.String({ maxLength: 1_000_000, description: 'The card number; spaces and dashes between digits are allowed' }),
  }),
  output: closedObject({
    valid: Type.Boolean({ description: 'The length fits the brand and the Luhn check passes (where the brand uses it)' }),
    reason: nullableString('Why the number is not valid, or null when it is'),
    luhnValid: Type.Boolean({ description: 'Whether the digits pass the Luhn (mod 10) check' }),
    luhnRequired: Type.Boolean({ description: 'Whether the brand requires the Luhn check (UnionPay does not)' }),
    brand: nullableString('The brand id (visa, mastercard, amex, discover, jcb, diners, unionpay, maestro, mir), or null'),
    brandName: nullableString('The brand as written (e.g. American Express), or null'),
    lengthValid: Type.Boolean({ description: 'Whether the number of digits is one the brand issues' }),
    validLengths: Type.Array(Type.Integer(), { description: 'The digit counts the brand issues (12 to 19 when the brand is unknown)' }),
    digits: Type.Integer({ description: 'How many digits the number has' }),
    masked: nullableString('The number with all but the last four digits replaced by *, or null when it is not a card number'),
  }),
  examples: [
    {
      title: 'A Visa test number with spaces',
      input: { number: '4242 4242 4242 4242' },
      output: {
        valid: true,
        reason: null,
        luhnValid: true,
        luhnRequired: true,
        brand: 'visa',
        brandName: 'Visa',
        lengthValid: true,
        validLengths: [13, 16, 19],
        digits: 16,
        masked: '************4242',
      },
    },
    {
      title: 'An American Express test number with its last digit changed',
      input: { number: '3782-822463-10006' },
      output: {
        valid: false,
        reason: 'fails the Luhn check',
        luhnValid: false,
        luhnRequired: true,
        brand: 'amex',
        brandName: 'American Express',
        lengthValid: true,
        validLengths: [15],
        digits: 15,
        masked: '***********0006',
      },
    },
  ],
  run({ number }) {
    let digits = '';
    let stray: number | undefined;
    for (let i = 0; i < number.length; i++) {
      const char = number[i]!;
      if (char >= '0' && char <= '9') digits += char;
      else if (char !== ' ' && char !== '-') stray ??= i;
    }
    const brand = stray === undefined ? brandOf(digits) : undefined;
    const validLengths = [...(brand?.lengths ?? ANY_LENGTHS)];
    const luhn = stray === undefined && passesLuhn(digits);
    const lengthValid = stray === undefined && validLengths.includes(digits.length);
    const luhnRequired = brand?.luhn ?? true;

    let reason: string | null = null;
    if (stray !== undefined) {
      const char = String.fromCodePoint(number.codePointAt(stray)!);
      reason = `contains ${JSON.stringify(char)} at index ${stray}, which is not a digit, space or dash`;
    } else if (digits.length === 0) reason = 'has no digits';
    else if (digits.length > MAX_DIGITS) reason = `has ${digits.length} digits; card numbers have at most ${MAX_DIGITS}`;
    else if (!lengthValid) reason = `has ${digits.length} digits; ${brand ? `${brand.name} numbers` : 'card numbers'} have ${lengthList(validLengths)}`;
    else if (luhnRequired && !luhn) reason = 'fails the Luhn check';

    return {
      valid: reason === null,
      reason,
      luhnValid: luhn,
      luhnRequired,
      brand: brand?.id ?? null,
      brandName: brand?.name ?? null,
      lengthValid,
      validLengths,
      digits: digits.length,
      masked: stray === undefined && digits.length > 0 ? masked(digits) : null,
    };
  },
});
