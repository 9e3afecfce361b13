import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { typedCode } from '../../lib/typed-code.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue gives iban* → valid, country, bban, BIC; ibantools):
 * - Spaces (also tabs, line breaks and no-break spaces), dashes and dots are separators and letters may be lowercase (as ibantools'
 *   electronicFormatIBAN, plus dashes); an invalid IBAN is a success with valid false and the
 *   reasons, like the other validators, not a 400.
 * - Checked: the country's IBAN length and BBAN pattern (the SWIFT IBAN registry, as ibantools
 *   has it), the ISO 7064 mod 97-10 check digits, and the national bank/branch/account check where
 *   ibantools knows one (Belgium, Spain, France, …).
 * - expectedCheckDigits: the mod 97-10 digits the rest of the IBAN calls for, so a typo in them
 *   shows; null when the country or BBAN is unreadable.
 * - No BIC: a BIC is not derivable from an IBAN without a bank directory (the bank code in the
 *   BBAN is not the BIC, and the BIC's location code appears nowhere in it); the bank and branch
 *   codes are given instead.
 */

const loadIbantools = lazy(() => import('ibantools'));

const REASONS: Readonly<Record<number, string>> = {
  0: 'is empty',
  1: 'does not start with a known IBAN country code',
  2: 'has the wrong length for its country',
  3: "does not match its country's BBAN format",
  4: 'has check digits that are not two digits',
  5: 'fails the mod 97-10 check digits',
  6: 'fails the national bank, branch or account check',
};

const MAX_IBAN_CHARACTERS = 34;

/** One character that is not a separator people print IBANs with: space, tab, line breaks, no-break space, dot and dash. */
const NOT_SEPARATOR = /[^ \t\n\r\u00a0.-]/g;

/** ISO 7064 mod 97-10 check digits of `country` + `bban` (ISO 13616-1 §6.1): letters count A=10 … Z=35. */
function checkDigitsFor(country: string, bban: string): string {
  let remainder = 0;
  for (const char of bban + country + '00') {
    const value = parseInt(char, 36);
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return String(98 - remainder).padStart(2, '0');
}

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export default defineTool({
  id: 'iban-validate',
  name: 'IBAN Validator',
  category: 'validation',
  description:
    "Check an IBAN: its country's length and BBAN format, the mod 97-10 check digits and, where the country has one, the national account check; split it into country, BBAN, bank, branch and account.",
  keywords: ['iban', 'iban check', 'iban checker', 'bank account', 'bban', 'sepa', 'international bank account number', 'mod 97', 'iso 13616'],
  mcp: true,
  input: closedObject({
    iban: Type.String({ maxLength: 1_000_000, description: 'The IBAN, up to 1,000,000 characters; spaces, dashes and dots are ignored, letter case too' }),
  }),
  output: closedObject({
    valid: Type.Boolean({ description: 'Whether every check passes' }),
    reasons: Type.Array(Type.String(), { description: 'Why the IBAN is not valid (empty when it is)' }),
    iban: nullableString('The IBAN in electronic form (uppercase, no separators), or null when it is not made of letters and digits'),
    formatted: nullableString('The IBAN in groups of four, as printed, or null'),
    country: nullableString('The ISO 3166 country code the IBAN starts with, or null when it is not a known IBAN country'),
    checkDigits: nullableString('The check digits as given (characters 3 and 4), or null'),
    expectedCheckDigits: nullableString('The mod 97-10 check digits the rest of the IBAN calls for, or null when the country or BBAN cannot be read'),
    bban: nullableString('The Basic Bank Account Number (the IBAN after its first four characters), or null'),
    bankCode: nullableString('The bank identifier inside the BBAN, where the country defines one and the IBAN is valid'),
    branchCode: nullableString('The branch identifier inside the BBAN, where the country defines one and the IBAN is valid'),
    accountNumber: nullableString('The account number inside the BBAN, where the IBAN is valid'),
    sepa: Type.Boolean({ description: 'Whether the country is in the SEPA area' }),
    qrIban: Type.Boolean({ description: 'Whether it is a Swiss or Liechtenstein QR-IBAN (QR-IID 30000–31999)' }),
  }),
  examples: [
    {
      title: 'A German IBAN as printed',
      input: { iban: 'DE89 3704 0044 0532 0130 00' },
      output: {
        valid: true,
        reasons: [],
        iban: 'DE89370400440532013000',
        formatted: 'DE89 3704 0044 0532 0130 00',
        country: 'DE',
        checkDigits: '89',
        expectedCheckDigits: '89',
        bban: '370400440532013000',
        bankCode: '37040044',
        branchCode: null,
        accountNumber: '0532013000',
        sepa: true,
        qrIban: false,
      },
    },
    {
      title: 'A typo in a British IBAN',
      input: { iban: 'GB82 WEST 1234 5698 7654 23' },
      output: {
        valid: false,
        reasons: ['fails the mod 97-10 check digits'],
        iban: 'GB82WEST12345698765423',
        formatted: 'GB82 WEST 1234 5698 7654 23',
        country: 'GB',
        checkDigits: '82',
        expectedCheckDigits: '34',
        bban: 'WEST12345698765423',
        bankCode: null,
        branchCode: null,
        accountNumber: null,
        sepa: true,
        qrIban: false,
      },
    },
  ],
  async run({ iban: input }) {
    const { validateIBAN, extractIBAN, friendlyFormatIBAN, isSEPACountry, isQRIBAN, getCountrySpecifications } = await loadIbantools();
    const empty = {
      iban: null, formatted: null, country: null, checkDigits: null, expectedCheckDigits: null, bban: null,
      bankCode: null, branchCode: null, accountNumber: null, sepa: false, qrIban: false,
    };
    const typed = typedCode(input, NOT_SEPARATOR, MAX_IBAN_CHARACTERS);
    const stray = /[^0-9A-Za-z]/.exec(typed.chars);
    if (stray) {
      const at = typed.indices[stray.index]!;
      const char = String.fromCodePoint(input.codePointAt(at)!);
      return { valid: false, reasons: [`contains ${JSON.stringify(char)} at index ${at}, which is not a letter, digit or separator`], ...empty };
    }
    if (typed.chars === '') return { valid: false, reasons: [REASONS[0]!], ...empty };
    if (typed.overLimit) {
      return { valid: false, reasons: [`has more than ${MAX_IBAN_CHARACTERS} characters, the most an IBAN has`], ...empty };
    }
    const compact = typed.chars.toUpperCase();
    const { valid, errorCodes } = validateIBAN(compact);
    const countryCode = compact.slice(0, 2);
    const spec = getCountrySpecifications()[countryCode];
    const knownCountry = spec?.chars !== undefined;
    const bban = compact.length > 4 ? compact.slice(4) : null;
    const parts = valid ? extractIBAN(compact) : undefined;
    return {
      valid,
      reasons: errorCodes.map((code) => REASONS[code] ?? `fails check ${code}`),
      iban: compact,
      formatted: friendlyFormatIBAN(compact) ?? compact,
      country: knownCountry ? countryCode : null,
      checkDigits: compact.length >= 4 ? compact.slice(2, 4) : null,
      expectedCheckDigits: knownCountry && bban !== null ? checkDigitsFor(countryCode, bban) : null,
      bban,
      bankCode: parts?.bankIdentifier ?? null,
      branchCode: parts?.branchIdentifier ?? null,
      accountNumber: parts?.accountNumber ?? null,
      sepa: knownCountry && isSEPACountry(countryCode),
      qrIban: valid && isQRIBAN(compact),
    };
  },
});
