import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { typedCode } from '../../lib/typed-code.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue gives vat* → offline checksum validity; jsvat):
 * - Offline only: the format and check digits jsvat knows for the EU states, the United Kingdom,
 *   Switzerland, Norway, Serbia, Russia, Andorra and the EU's non-union scheme (EU prefix). Whether
 *   the number is registered needs VIES, a network service: not asked here.
 * - The number must start with its country prefix (Greece EL, Switzerland CHE), as VIES expects:
 *   without one jsvat guesses a country from the digits alone (a bare Belgian number reads as a
 *   Brazilian CNPJ), so a missing prefix is answered invalid with that reason. jsvat's Brazilian
 *   rule (unprefixed CNPJ) is therefore never used.
 * - Spaces, dashes and dots are ignored, letter case too; the scan stops past 24 characters (the
 *   longest VAT number, a Swiss CHE…MWST, has 16), so any input length is cheap. An invalid
 *   number is a success with valid false and the reason, not a 400.
 */

const loadJsvat = lazy(() => import('jsvat'));
const MAX_CHARACTERS = 24;
const NOT_SEPARATOR = /[^ \t.\u00a0-]/g;

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export default defineTool({
  id: 'vat-validate',
  name: 'VAT Number Validator',
  category: 'validation',
  description:
    'Check a European VAT identification number offline: the country prefix, the national format and the check digits (EU states, UK, Switzerland, Norway, Serbia, Russia, Andorra). Does not ask VIES whether it is registered.',
  keywords: ['vat', 'vat number', 'vat id', 'vatin', 'vat check', 'ust-idnr', 'tva', 'iva', 'btw', 'mwst', 'vies', 'tax id', 'eu vat'],
  mcp: true,
  input: closedObject({
    vat: Type.String({ maxLength: 1_000_000, description: 'The VAT number with its country prefix (e.g. BE0411905847), up to 1,000,000 characters; spaces, dashes and dots are ignored' }),
  }),
  output: closedObject({
    valid: Type.Boolean({ description: 'Whether the format and check digits are right for the country' }),
    formatValid: Type.Boolean({ description: 'Whether the format alone is right (the check digits may still fail)' }),
    reason: nullableString('Why the number is not valid, or null'),
    vat: nullableString('The number in compact form (uppercase, no separators), or null when it is too long'),
    countryCode: nullableString('The ISO 3166 code of the country (GR for the EL prefix; EU for the non-union scheme), or null when the prefix is not supported'),
    countryName: nullableString('The country name, or null'),
  }),
  examples: [
    {
      title: 'A Belgian VAT number as printed',
      input: { vat: 'BE 0411.905.847' },
      output: { valid: true, formatValid: true, reason: null, vat: 'BE0411905847', countryCode: 'BE', countryName: 'Belgium' },
    },
    {
      title: 'Right format, wrong check digits',
      input: { vat: 'BE0897221791' },
      output: { valid: false, formatValid: true, reason: 'fails the check digits for Belgium', vat: 'BE0897221791', countryCode: 'BE', countryName: 'Belgium' },
    },
  ],
  async run({ vat: input }) {
    const typed = typedCode(input, NOT_SEPARATOR, MAX_CHARACTERS);
    const stray = /[^0-9A-Za-z]/.exec(typed.chars);
    if (stray) {
      const at = typed.indices[stray.index]!;
      const char = String.fromCodePoint(input.codePointAt(at)!);
      return invalidResult(`contains ${JSON.stringify(char)} at index ${at}, which is not a letter, digit or separator`, null);
    }
    if (typed.overLimit) return invalidResult(`has more than ${MAX_CHARACTERS} characters; no VAT number is that long`, null);
    const compact = typed.chars.toUpperCase();
    if (compact === '') return invalidResult('is empty', null);
    if (!/^[A-Z]{2}/.test(compact)) return invalidResult('does not start with a country prefix (such as DE, FR or EL)', compact);
    const { checkVAT, countries } = await loadJsvat();
    const result = checkVAT(compact, countries.filter((country) => country.name !== 'Brazil'));
    if (!result.isSupportedCountry || !result.country) return invalidResult(`the prefix ${compact.slice(0, 2)} is not a supported VAT country`, compact);
    const { name, isoCode } = result.country;
    return {
      valid: result.isValid,
      formatValid: result.isValidFormat,
      reason: result.isValid ? null : result.isValidFormat ? `fails the check digits for ${name}` : `does not have the format of a VAT number of ${name}`,
      vat: result.value ?? compact,
      countryCode: isoCode.short,
      countryName: name,
    };
  },
});

function invalidResult(reason: string, vat: string | null) {
  return { valid: false, formatValid: false, reason, vat, countryCode: null, countryName: null };
}
