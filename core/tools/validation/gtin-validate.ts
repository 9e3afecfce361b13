import { Type } from '@sinclair/typebox';
import { typedCode } from '../../lib/typed-code.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue gives code* → type (GTIN-8/12/13/14), check digit, valid):
 * - The GS1 mod-10 check digit (GS1 General Specifications §7.9.1: weights 3 and 1 alternating
 *   from the digit next to the check digit), for 8, 12, 13 or 14 digits, as python-stdnum's ean.
 * - Spaces and dashes are ignored; an invalid code is a success with valid false and the reason,
 *   like the other validators, not a 400. The scan stops past 14 digits, so any length is cheap.
 * - gtin14: the code zero-padded to 14 digits, the form GS1 data carriers and databases key on.
 * - type names the common symbol too: GTIN-8 is EAN-8, GTIN-12 UPC-A, GTIN-13 EAN-13; a
 *   GTIN-13 starting 978 or 979 is an ISBN and 977 an ISSN (GS1 "Bookland" prefixes).
 */

const LENGTHS: Readonly<Record<number, string>> = { 8: 'GTIN-8 (EAN-8)', 12: 'GTIN-12 (UPC-A)', 13: 'GTIN-13 (EAN-13)', 14: 'GTIN-14' };
const MAX_DIGITS = 14;
const NOT_SEPARATOR = /[^ \t\u00a0-]/g;

function gs1CheckDigit(payload: string): string {
  let sum = 0;
  for (let i = payload.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += weight * (payload.charCodeAt(i) - 48);
  return String((10 - (sum % 10)) % 10);
}

function prefixUse(digits: string): string | null {
  if (digits.length !== 13) return null;
  if (digits.startsWith('978') || digits.startsWith('979')) return digits.startsWith('9790') ? 'ISMN (printed music)' : 'ISBN (books)';
  if (digits.startsWith('977')) return 'ISSN (serials)';
  return null;
}

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export default defineTool({
  id: 'gtin-validate',
  name: 'GTIN / EAN / UPC Validator',
  category: 'validation',
  description: 'Check a GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14 barcode number: its GS1 mod-10 check digit, its type and its 14-digit form.',
  keywords: ['gtin', 'ean', 'ean13', 'ean-13', 'ean8', 'upc', 'upc-a', 'barcode check digit', 'gs1', 'gtin-14', 'itf-14', 'product code'],
  mcp: true,
  input: closedObject({
    code: Type.String({ maxLength: 1_000_000, description: 'The GTIN digits, up to 1,000,000 characters; spaces and dashes are ignored' }),
  }),
  output: closedObject({
    valid: Type.Boolean({ description: 'Whether the length is 8, 12, 13 or 14 digits and the check digit is right' }),
    reason: nullableString('Why the code is not valid, or null'),
    type: nullableString('GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14, or null when the length is none of these'),
    checkDigit: nullableString('The check digit as given (the last digit), or null'),
    expectedCheckDigit: nullableString('The check digit the other digits call for, or null'),
    gtin14: nullableString('The code padded with zeros to 14 digits, or null when it is not valid'),
    prefixUse: nullableString('What a special GTIN-13 prefix marks: ISBN (978, 979), ISMN (9790) or ISSN (977); otherwise null'),
  }),
  examples: [
    {
      title: 'An EAN-13',
      input: { code: '4006381333931' },
      output: { valid: true, reason: null, type: 'GTIN-13 (EAN-13)', checkDigit: '1', expectedCheckDigit: '1', gtin14: '04006381333931', prefixUse: null },
    },
    {
      title: 'A UPC-A with a wrong check digit',
      input: { code: '0 36000 29145 3' },
      output: {
        valid: false, reason: 'wrong check digit: 3 given, 2 expected', type: 'GTIN-12 (UPC-A)', checkDigit: '3', expectedCheckDigit: '2', gtin14: null, prefixUse: null,
      },
    },
  ],
  run({ code }) {
    const none = { type: null, checkDigit: null, expectedCheckDigit: null, gtin14: null, prefixUse: null };
    const typed = typedCode(code, NOT_SEPARATOR, MAX_DIGITS);
    const stray = /\D/.exec(typed.chars);
    if (stray) {
      const at = typed.indices[stray.index]!;
      const shown = String.fromCodePoint(code.codePointAt(at)!);
      return { valid: false, reason: `contains ${JSON.stringify(shown)} at index ${at}, which is not a digit, space or dash`, ...none };
    }
    if (typed.overLimit) return { valid: false, reason: 'has more than 14 digits; a GTIN has 8, 12, 13 or 14', ...none };
    const digits = typed.chars;
    const type = LENGTHS[digits.length];
    if (type === undefined) {
      return { valid: false, reason: digits === '' ? 'has no digits' : `has ${digits.length} digits; a GTIN has 8, 12, 13 or 14`, ...none };
    }
    const checkDigit = digits.slice(-1);
    const expectedCheckDigit = gs1CheckDigit(digits.slice(0, -1));
    const valid = checkDigit === expectedCheckDigit;
    return {
      valid,
      reason: valid ? null : `wrong check digit: ${checkDigit} given, ${expectedCheckDigit} expected`,
      type,
      checkDigit,
      expectedCheckDigit,
      gtin14: valid ? digits.padStart(14, '0') : null,
      prefixUse: prefixUse(digits),
    };
  },
});
