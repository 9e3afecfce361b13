import { Type, type Static } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - country_code is an ITU calling code (1 = NANP: US, CA and others; 44 = GB…). It applies to numbers
 *   written without "+": they are read in the numbering plan of the calling code's main region
 *   (libphonenumber's metadata lists it first: 1 → US, 7 → RU, 44 → GB), so national prefixes ("0", "8")
 *   and that region's international prefix ("011" from the US, "00" from GB) work. `country` is the
 *   region the number itself belongs to (416 → CA even with country_code 1). Non-geographic calling
 *   codes (800, 808, 870, 878, 881-883, 888, 979) have no region and parse by calling code alone.
 * - The whole input must be a phone number (libphonenumber's extract: false): "Call (213) 373-4253"
 *   is refused rather than searched. Extensions ("ext. 12", "x12") are kept. An RFC 3966 URI
 *   ("tel:+1-213-373-4253;ext=12") is read too.
 * - Text that is not a phone number at all (no digits, too short or too long to be one, an unknown
 *   "+" calling code) is a VALIDATION_ERROR; a number that parses but is not valid for its region
 *   is a success with valid false, its formats and the reason.
 * - type is libphonenumber's, in kebab-case (mobile, fixed-line, fixed-line-or-mobile, toll-free,
 *   premium-rate, shared-cost, voip, personal-number, pager, uan, voicemail), or null when unknown.
 */

const loadPhoneLibrary = lazy(async () => {
  const [library, metadata] = await Promise.all([import('libphonenumber-js/max'), import('libphonenumber-js/metadata.max.json')]);
  return { library, metadata: metadata.default };
});

const PARSE_ERRORS: Record<string, string> = {
  NOT_A_NUMBER: 'is not a phone number (it needs digits, optionally with spaces, ( ) - . and a leading +)',
  INVALID_COUNTRY: 'starts with a "+" calling code that does not exist',
  TOO_SHORT: 'is too short to be a phone number',
  TOO_LONG: 'is too long to be a phone number',
  INVALID_LENGTH: 'has a length no phone number has',
};

const LENGTH_REASONS: Record<string, string> = {
  TOO_SHORT: 'too short',
  TOO_LONG: 'too long',
  INVALID_LENGTH: 'a length no number of this numbering plan has',
};

const output = closedObject({
  valid: Type.Boolean({ description: 'Whether the number is valid: its length and leading digits match an assigned range of its region' }),
  possible: Type.Boolean({ description: 'Whether the number has a possible length for its region (a weaker check than valid)' }),
  reason: Type.Optional(Type.String({ description: 'Why the number is not valid (present only when valid is false)' })),
  e164: Type.String({ description: 'E.164 form, e.g. +12133734253 (without the extension)' }),
  international: Type.String({ description: 'International format, e.g. +1 213 373 4253' }),
  national: Type.String({ description: 'National format as dialled inside the country, e.g. (213) 373-4253' }),
  rfc3966: Type.String({ description: 'RFC 3966 tel: URI, e.g. tel:+12133734253;ext=123' }),
  type: Type.Union([Type.String(), Type.Null()], {
    description: 'mobile, fixed-line, fixed-line-or-mobile, toll-free, premium-rate, shared-cost, voip, personal-number, pager, uan or voicemail; null when unknown',
  }),
  country: Type.Union([Type.String(), Type.Null()], { description: 'The ISO 3166-1 alpha-2 region of the number, e.g. US; null when no single region owns it' }),
  countryCallingCode: Type.Integer({ description: 'The calling code of the number, e.g. 1' }),
  nationalNumber: Type.String({ description: 'The national significant number: digits after the calling code' }),
  extension: Type.Union([Type.String(), Type.Null()], { description: 'The extension, or null' }),
  defaultRegion: Type.Union([Type.String(), Type.Null()], {
    description: 'The region country_code maps to, used to read numbers written without "+"; null for a non-geographic calling code',
  }),
});

type Result = Static<typeof output>;

function kebab(type: string): string {
  return type.toLowerCase().replaceAll('_', '-');
}

export default defineTool({
  id: 'phone-format',
  name: 'Phone Number Formatter',
  category: 'validation',
  description:
    'Parse a phone number with libphonenumber (Google\'s metadata) and give its E.164, international, national and RFC 3966 forms, its type ' +
    '(mobile, fixed line, toll free…), region, and whether it is valid and possible. Numbers without "+" are read with country_code (1 = US/Canada).',
  keywords: ['phone number', 'telephone', 'e.164', 'e164', 'libphonenumber', 'mobile number', 'phone validator', 'international format'],
  input: closedObject({
    phone: Type.String({ maxLength: 1_000_000, description: 'The phone number, e.g. (213) 373-4253, +44 20 7946 0958, 020 7946 0958 ext. 12 or tel:+1-213-373-4253' }),
    country_code: withDefault(
      Type.Integer({ minimum: 1, maximum: 999, description: 'The calling code used for numbers written without "+": 1 = US/Canada, 44 = UK, 49 = Germany…' }),
      1,
    ),
  }),
  output,
  examples: [
    {
      title: 'A US number (the libphonenumber-js README\'s example)',
      input: { phone: '(213) 373-4253' },
      output: {
        valid: true,
        possible: true,
        e164: '+12133734253',
        international: '+1 213 373 4253',
        national: '(213) 373-4253',
        rfc3966: 'tel:+12133734253',
        type: 'fixed-line-or-mobile',
        country: 'US',
        countryCallingCode: 1,
        nationalNumber: '2133734253',
        extension: null,
        defaultRegion: 'US',
      },
    },
    {
      title: 'A Russian toll-free number with its national prefix (country_code 7)',
      input: { phone: ' 8 (800) 555-35-35 ', country_code: 7 },
      output: {
        valid: true,
        possible: true,
        e164: '+78005553535',
        international: '+7 800 555 35 35',
        national: '8 (800) 555-35-35',
        rfc3966: 'tel:+78005553535',
        type: 'toll-free',
        country: 'RU',
        countryCallingCode: 7,
        nationalNumber: '8005553535',
        extension: null,
        defaultRegion: 'RU',
      },
    },
  ],
  async run({ phone, country_code }): Promise<Result> {
    const { library, metadata } = await loadPhoneLibrary();
    const callingCode = String(country_code);
    const regions = metadata.country_calling_codes[callingCode];
    const nonGeographic = metadata.nonGeographic[callingCode] !== undefined;
    if (!regions && !nonGeographic) invalid(`country_code: ${country_code} is not an assigned country calling code`);
    const defaultRegion = regions?.[0] ?? null;

    // A tel: URI is read by the library's own RFC 3966 path, which only its extracting mode takes.
    const extract = /^\s*tel:/i.test(phone);
    let number;
    try {
      number = library.parsePhoneNumberWithError(
        phone,
        defaultRegion ? { defaultCountry: defaultRegion, extract } : { defaultCallingCode: callingCode, extract },
      );
    } catch (error) {
      if (error instanceof library.ParseError) invalid(`phone: ${quoteClipped(phone)} ${PARSE_ERRORS[error.message] ?? 'is not a phone number'}`);
      throw error;
    }

    const valid = number.isValid();
    const type = number.getType();
    const result: Result = {
      valid,
      possible: number.isPossible(),
      e164: number.number,
      international: number.formatInternational(),
      national: number.formatNational(),
      rfc3966: number.getURI(),
      type: type === undefined ? null : kebab(type),
      country: number.country ?? null,
      countryCallingCode: Number(number.countryCallingCode),
      nationalNumber: number.nationalNumber,
      extension: number.ext ?? null,
      defaultRegion,
    };
    if (!valid) {
      const where = number.country ?? `calling code +${number.countryCallingCode}`;
      const length = library.validatePhoneNumberLength(number.number);
      result.reason = length
        ? `the number is ${LENGTH_REASONS[length] ?? 'of the wrong length'} for ${where}`
        : `the number matches no assigned range of ${where}'s numbering plan`;
    }
    return result;
  },
});
