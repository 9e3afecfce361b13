import { Type } from '@sinclair/typebox';
import { typedCode } from '../../lib/typed-code.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue gives vin* → check digit, maker, year; own, 49 CFR 565):
 * - 17 characters of digits and capital letters without I, O and Q (lowercase accepted; spaces
 *   and dashes ignored). Anything else is a success with valid false and the reason.
 * - Check digit (position 9): 49 CFR 565.15(c)'s transliteration and weights, remainder mod 11, 10
 *   written X. It binds vehicles for North America (WMI starting 1–5) and China (L); elsewhere
 *   (Europe's ISO 3779) it is optional, so there valid does not depend on it.
 * - Model year (position 10): the 30-year cycle of 49 CFR 565.15(a). The rule that a digit in
 *   position 7 means 1980–2009 and a letter 2010–2039 binds North American cars, MPVs and light
 *   trucks; modelYear applies it to every VIN (it holds for most makers' VINs since 2010) and
 *   modelYears gives both years of the cycle.
 * - maker: a small own table of common WMIs (SAE J1044 assignments as published by NHTSA); region
 *   from the first character (ISO 3780), country only where the first character names one.
 */

const ALLOWED = /^[0-9A-HJ-NPR-Z]{17}$/;
const NOT_SEPARATOR = /[^ \t\u00a0-]/g;
const VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  [...'ABCDEFGH'].map((c, i) => [c, i + 1]).concat([...'JKLMN'].map((c, i) => [c, i + 1]), [['P', 7], ['R', 9]], [...'STUVWXYZ'].map((c, i) => [c, i + 2])).concat([...'0123456789'].map((c) => [c, Number(c)])),
);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Position-10 codes in order from 1980 (and 2010): letters without I, O, Q, U, Z, then 1–9. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

const WMI: Readonly<Record<string, string>> = {
  '1C4': 'Chrysler (Jeep, Dodge)', '1FA': 'Ford', '1FT': 'Ford (trucks)', '1G1': 'Chevrolet', '1GC': 'Chevrolet (trucks)', '1HG': 'Honda (USA)',
  '1M8': 'Motor Coach Industries', '1N4': 'Nissan (USA)', '2HG': 'Honda (Canada)', '2T1': 'Toyota (Canada)', '3VW': 'Volkswagen (Mexico)',
  '4T1': 'Toyota (USA)', '5N1': 'Nissan (USA)', '5YJ': 'Tesla', 'JF1': 'Subaru', 'JH4': 'Acura', 'JHM': 'Honda', 'JM1': 'Mazda',
  'JN1': 'Nissan', 'JT2': 'Toyota', 'JTD': 'Toyota', 'KMH': 'Hyundai', 'KNA': 'Kia', 'SAJ': 'Jaguar', 'SAL': 'Land Rover', 'SCC': 'Lotus',
  'TRU': 'Audi (Hungary)', 'VF1': 'Renault', 'VF3': 'Peugeot', 'WAU': 'Audi', 'WBA': 'BMW', 'WDB': 'Mercedes-Benz', 'WDD': 'Mercedes-Benz',
  'WP0': 'Porsche', 'WVW': 'Volkswagen', 'WV2': 'Volkswagen (vans)', 'YV1': 'Volvo', 'ZFA': 'Fiat', 'ZFF': 'Ferrari',
};

function regionOf(first: string): string {
  if (first >= 'A' && first <= 'H') return 'Africa';
  if (first >= 'J' && first <= 'R') return 'Asia';
  if (first >= 'S' && first <= 'Z') return 'Europe';
  if (first >= '1' && first <= '5') return 'North America';
  if (first === '6' || first === '7') return 'Oceania';
  return 'South America';
}

const COUNTRIES: Readonly<Record<string, string>> = { 1: 'United States', 4: 'United States', 5: 'United States', 2: 'Canada', 3: 'Mexico', J: 'Japan', L: 'China', W: 'Germany' };

/** The check digit 49 CFR 565.15(c) calls for. */
function checkDigitOf(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += VALUES[vin[i]!]! * WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export default defineTool({
  id: 'vin-decode',
  name: 'VIN Decoder',
  category: 'validation',
  description:
    'Check a 17-character Vehicle Identification Number (49 CFR 565 / ISO 3779): the check digit, the manufacturer (WMI) and region, the model year, plant code and serial number. Offline, from the VIN alone.',
  keywords: ['vin', 'vin decoder', 'vin check', 'vehicle identification number', 'chassis number', 'wmi', 'model year', 'iso 3779', 'check digit'],
  mcp: true,
  input: closedObject({
    vin: Type.String({ maxLength: 1_000_000, description: 'The VIN, up to 1,000,000 characters; spaces and dashes are ignored, letter case too' }),
  }),
  output: closedObject({
    valid: Type.Boolean({ description: 'Whether it is 17 allowed characters and, where the check digit binds (North America, China), that it is right' }),
    reason: nullableString('Why the VIN is not valid, or null'),
    vin: nullableString('The VIN in uppercase without separators, or null when it has more than 17 characters'),
    checkDigit: nullableString('Position 9 as given, or null'),
    expectedCheckDigit: nullableString('The check digit the VIN calls for, or null when it is not 17 allowed characters'),
    checkDigitValid: Type.Boolean({ description: 'Whether position 9 matches the check digit' }),
    checkDigitRequired: Type.Boolean({ description: 'Whether the check digit binds this VIN (North American and Chinese WMIs)' }),
    wmi: nullableString('The World Manufacturer Identifier (positions 1–3), or null'),
    maker: nullableString('The manufacturer of a common WMI, or null when it is not in the table'),
    region: nullableString('The region of the first character (ISO 3780), or null'),
    country: nullableString('The country where the first character names one, or null'),
    vds: nullableString('The Vehicle Descriptor Section (positions 4–8), or null'),
    modelYear: Type.Union([Type.Integer(), Type.Null()], { description: 'The model year from position 10, its cycle picked by position 7 (a digit: 1980–2009; a letter: 2010–2039), or null' }),
    modelYears: Type.Array(Type.Integer(), { description: 'Both model years position 10 can stand for, 30 years apart (empty when it is no year code)' }),
    plant: nullableString('The plant code (position 11), or null'),
    serial: nullableString('The production sequence number (positions 12–17), or null'),
  }),
  examples: [
    {
      title: 'A North American VIN with an X check digit',
      input: { vin: '1M8GDM9AXKP042788' },
      output: {
        valid: true, reason: null, vin: '1M8GDM9AXKP042788', checkDigit: 'X', expectedCheckDigit: 'X', checkDigitValid: true, checkDigitRequired: true,
        wmi: '1M8', maker: 'Motor Coach Industries', region: 'North America', country: 'United States', vds: 'GDM9A', modelYear: 1989,
        modelYears: [1989, 2019], plant: 'P', serial: '042788',
      },
    },
    {
      title: 'A European VIN, whose check digit is optional',
      input: { vin: 'wp0zzz99zts392124' },
      output: {
        valid: true, reason: null, vin: 'WP0ZZZ99ZTS392124', checkDigit: 'Z', expectedCheckDigit: '8', checkDigitValid: false, checkDigitRequired: false,
        wmi: 'WP0', maker: 'Porsche', region: 'Europe', country: 'Germany', vds: 'ZZZ99', modelYear: 1996, modelYears: [1996, 2026], plant: 'S', serial: '392124',
      },
    },
  ],
  run({ vin: input }) {
    const typed = typedCode(input, NOT_SEPARATOR, 17);
    if (typed.overLimit) return empty('has more than 17 characters; a VIN has 17', null);
    const vin = typed.chars.replace(/[a-z]/g, (letter) => letter.toUpperCase());
    if (vin.length !== 17) return empty(vin === '' ? 'is empty' : `has ${vin.length} characters; a VIN has 17`, vin);
    if (!ALLOWED.test(vin)) {
      const at = [...vin].findIndex((char) => !/[0-9A-HJ-NPR-Z]/.test(char));
      const char = [...vin][at]!;
      return empty(
        /[IOQ]/.test(char) ? `contains ${char} (position ${at + 1}); VINs never use I, O or Q` : `contains ${JSON.stringify(char)}, which is not a VIN character`,
        vin,
      );
    }
    const expectedCheckDigit = checkDigitOf(vin);
    const checkDigitValid = vin[8] === expectedCheckDigit;
    const checkDigitRequired = /^[1-5L]/.test(vin);
    const yearIndex = YEAR_CODES.indexOf(vin[9]!);
    const modelYears = yearIndex < 0 ? [] : [1980 + yearIndex, 2010 + yearIndex];
    const modelYear = yearIndex < 0 ? null : /\d/.test(vin[6]!) ? modelYears[0]! : modelYears[1]!;
    const valid = !checkDigitRequired || checkDigitValid;
    return {
      valid,
      reason: valid ? null : `wrong check digit: ${vin[8]} in position 9, ${expectedCheckDigit} expected`,
      vin,
      checkDigit: vin[8]!,
      expectedCheckDigit,
      checkDigitValid,
      checkDigitRequired,
      wmi: vin.slice(0, 3),
      maker: WMI[vin.slice(0, 3)] ?? null,
      region: regionOf(vin[0]!),
      country: COUNTRIES[vin[0]!] ?? null,
      vds: vin.slice(3, 8),
      modelYear,
      modelYears,
      plant: vin[10]!,
      serial: vin.slice(11),
    };
  },
});

function empty(reason: string, vin: string | null) {
  return {
    valid: false, reason, vin, checkDigit: null, expectedCheckDigit: null, checkDigitValid: false, checkDigitRequired: false,
    wmi: null, maker: null, region: null, country: null, vds: null, modelYear: null, modelYears: [], plant: null, serial: null,
  };
}
