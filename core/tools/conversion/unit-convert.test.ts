import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { result: number; from: string; to: string; category: string };
const convert = (value: number, from: string, to: string, category?: string) =>
  run<Result>('unit-convert', { value, from, to, ...(category ? { category } : {}) });
const value = async (amount: number, from: string, to: string) => (await convert(amount, from, to)).result;

/** Every canonical symbol, by category: each must be accepted back as input and answer itself. */
const CANONICAL: Record<string, string[]> = {
  length: ['nm', 'µm', 'mm', 'cm', 'dm', 'm', 'km', 'Mm', 'in', 'ft', 'yd', 'mi', 'nmi'],
  weight: ['µg', 'mg', 'g', 'kg', 't', 'oz', 'lb', 'st', 'short ton', 'long ton'],
  temperature: ['C', 'F', 'K', 'R'],
  data: [
    'bit', 'kbit', 'Mbit', 'Gbit', 'Tbit', 'Pbit', 'Ebit', 'Zbit', 'Ybit', 'Kibit', 'Mibit', 'Gibit', 'Tibit', 'Pibit', 'Eibit', 'Zibit', 'Yibit',
    'B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB',
  ],
  area: ['mm²', 'cm²', 'm²', 'km²', 'in²', 'ft²', 'yd²', 'mi²', 'ha', 'ac'],
  speed: ['m/s', 'km/h', 'mph', 'kn', 'ft/s'],
};

describe('unit-convert', () => {
  it('uses the exact factors of the international yard and pound and NIST SP 811', async () => {
    // python3 with fractions.Fraction, e.g. float(Fraction('1609.344') / 1000) → 1.609344
    expect(await convert(1, 'mi', 'km')).toEqual({ result: 1.609344, from: 'mi', to: 'km', category: 'length' });
    expect(await value(1, 'km', 'mi')).toBe(0.621371192237334); // float(1000 / Fraction('1609.344'))
    expect(await value(1, 'mi', 'ft')).toBe(5280);
    expect(await value(1, 'mi', 'yd')).toBe(1760);
    expect(await value(1, 'in', 'cm')).toBe(2.54);
    expect(await value(1, 'ft', 'in')).toBe(12);
    expect(await value(1, 'yd', 'ft')).toBe(3);
    expect(await value(1, 'nmi', 'm')).toBe(1852);
    expect(await value(1, 'µm', 'nm')).toBe(1000);
    expect(await value(0.1, 'ft', 'm')).toBe(0.03048); // floats give 0.1 * 0.3048 = 0.030480000000000004
    expect(await value(1, 'lb', 'kg')).toBe(0.45359237);
    expect(await value(1, 'kg', 'lb')).toBe(2.2046226218487757); // float(1 / Fraction('0.45359237'))
    expect(await value(1, 'oz', 'g')).toBe(28.349523125);
    expect(await value(16, 'oz', 'lb')).toBe(1);
    expect(await value(1, 'st', 'lb')).toBe(14);
    expect(await value(1, 'st', 'kg')).toBe(6.35029318);
    expect(await value(1, 't', 'kg')).toBe(1000);
    expect(await value(1, 'short ton', 'lb')).toBe(2000);
    expect(await value(1, 'long ton', 'lb')).toBe(2240);
  });

  it('converts temperatures, exactly at the fixed points', async () => {
    expect(await convert(100, 'C', 'F')).toEqual({ result: 212, from: 'C', to: 'F', category: 'temperature' });
    expect(await value(-40, 'C', 'F')).toBe(-40);
    expect(await value(98.6, 'F', 'C')).toBe(37);
    expect(await value(0, 'K', 'C')).toBe(-273.15);
    expect(await value(0, 'C', 'K')).toBe(273.15);
    expect(await value(300, 'K', 'C')).toBe(26.85); // floats give 300 - 273.15 = 26.850000000000023
    expect(await value(491.67, 'R', 'C')).toBe(0);
    expect(await value(0, 'F', 'R')).toBe(459.67);
    expect(await value(-273.15, 'C', 'K')).toBe(0);
    expect(await value(-459.67, 'F', 'K')).toBe(0);
  });

  it('refuses temperatures below absolute zero', async () => {
    await expectInvalid('unit-convert', { value: -273.16, from: 'C', to: 'K' }, 'value: -273.16 C is below absolute zero (-273.15 C)');
    await expectInvalid('unit-convert', { value: -459.68, from: 'F', to: 'C' }, 'value: -459.68 F is below absolute zero (-459.67 F)');
    await expectInvalid('unit-convert', { value: -1e-300, from: 'kelvin', to: 'C' }, 'value: -1e-300 K is below absolute zero (0 K)');
    await expectInvalid('unit-convert', { value: -0.01, from: 'R', to: 'F' }, /^value: -0.01 R is below absolute zero/);
  });

  it('follows SI and IEC for data: kB = 1000 B, KiB = 1024 B, b is a bit and B a byte', async () => {
    expect(await value(1, 'kB', 'B')).toBe(1000);
    expect(await value(1, 'KB', 'B')).toBe(1000);
    expect(await value(1, 'KiB', 'B')).toBe(1024);
    expect(await value(1, 'GB', 'MB')).toBe(1000);
    expect(await value(1, 'GiB', 'MiB')).toBe(1024);
    expect(await value(1, 'GiB', 'B')).toBe(1073741824); // python3: 2**30
    expect(await value(1, 'GB', 'GiB')).toBe(0.9313225746154785); // float(Fraction(10**9, 2**30))
    expect(await value(1, 'TB', 'TiB')).toBe(0.9094947017729282); // float(Fraction(10**12, 2**40))
    expect(await value(1, 'B', 'bit')).toBe(8);
    expect(await value(1, 'MB', 'Mb')).toBe(8);
    expect(await value(1, 'Mbit', 'kB')).toBe(125);
    expect(await value(100, 'Mb', 'MB')).toBe(12.5);
    expect(await value(1, 'kb', 'b')).toBe(1000);
    expect(await value(1, 'Kibit', 'bit')).toBe(1024);
    expect(await value(1, 'YiB', 'B')).toBe(Number(2n ** 80n)); // the nearest double to 2^80 is 2^80
  });

  it('refuses a data unit whose case decides between bit and byte', async () => {
    await expectInvalid('unit-convert', { value: 1, from: 'gb', to: 'MB' }, 'from: "gb" is ambiguous, case matters here: did you mean GB (gigabyte) or Gb (gigabit)?');
    await expectInvalid('unit-convert', { value: 1, from: 'MB', to: 'mb' }, /^to: "mb" is ambiguous/);
    await expectInvalid('unit-convert', { value: 1, from: 'kiB', to: 'B' }, /^from: "kiB" is ambiguous.*KiB \(kibibyte\)/);
  });

  it('knows other units whose case carries meaning', async () => {
    expect(await value(1, 'NM', 'm')).toBe(1852);
    expect(await value(1, 'nm', 'm')).toBe(1e-9);
    expect(await value(1, 'Mg', 'kg')).toBe(1000);
    expect(await value(1, 'mg', 'g')).toBe(0.001);
    expect(await value(1, 'Mm', 'km')).toBe(1000);
    await expectInvalid('unit-convert', { value: 1, from: 'Nm', to: 'm' }, /^from: "Nm" is ambiguous.*nm \(nanometer\) or NM \(nautical mile\)/);
    await expectInvalid('unit-convert', { value: 1, from: 'MG', to: 'g' }, /^from: "MG" is ambiguous/);
    // Where case decides nothing among these units it is ignored: M is the metre, KM the kilometre.
    expect(await convert(1, 'M', 'KM')).toMatchObject({ result: 0.001, from: 'm', to: 'km' });
  });

  it('refuses "ton", which means three different weights', async () => {
    await expectInvalid('unit-convert', { value: 1, from: 'tons', to: 'kg' }, 'from: "tons" is ambiguous: use t (tonne, 1000 kg), short ton (2000 lb) or long ton (2240 lb)');
  });

  it('converts area and speed', async () => {
    expect(await value(1, 'acre', 'm²')).toBe(4046.8564224);
    expect(await value(1, 'ac', 'sq ft')).toBe(43560);
    expect(await value(1, 'ha', 'acres')).toBe(2.4710538146716536); // float(10000 / Fraction('4046.8564224'))
    expect(await value(1, 'mi²', 'acre')).toBe(640);
    expect(await value(1, 'km2', 'ha')).toBe(100);
    expect(await value(1, 'ft²', 'in²')).toBe(144);
    expect(await value(1, 'yd^2', 'ft2')).toBe(9);
    expect(await value(1, 'knot', 'km/h')).toBe(1.852);
    expect(await value(100, 'km/h', 'mph')).toBe(62.1371192237334); // float(Fraction(100000, 3600) / (Fraction('1609.344') / 3600))
    expect(await value(1, 'mph', 'm/s')).toBe(0.44704);
    expect(await value(1, 'm/s', 'kph')).toBe(3.6);
    expect(await value(1, 'ft/s', 'km/h')).toBe(1.09728);
    expect(await value(1, 'mph', 'kn')).toBe(0.8689762419006479); // float(Fraction('1609.344') / 1852)
  });

  it('accepts symbols and names, plural, British and American, any case, with degree and micro signs', async () => {
    const spellings: [string, string][] = [
      ['km', 'km'], ['kilometer', 'km'], ['kilometres', 'km'], ['Kilometers', 'km'], ['KILOMETRE', 'km'],
      ['lb', 'lb'], ['lbs', 'lb'], ['lbs.', 'lb'], ['pound', 'lb'], ['Pounds', 'lb'],
      ['C', 'C'], ['c', 'C'], ['celsius', 'C'], ['°C', 'C'], ['° C', 'C'], ['℃', 'C'], ['degrees Celsius', 'C'], ['degC', 'C'],
      ['F', 'F'], ['fahrenheit', 'F'], ['°F', 'F'], ['℉', 'F'], ['K', 'K'], ['kelvin', 'K'], ['kelvins', 'K'], ['rankine', 'R'], ['°R', 'R'],
      ['µm', 'µm'], ['μm', 'µm'], ['um', 'µm'], ['microns', 'µm'], ['feet', 'ft'], ['foot', 'ft'], ['inches', 'in'], ['nautical_miles', 'nmi'],
      ['metre', 'm'], ['meters', 'm'], ['grammes', 'g'], ['kilos', 'kg'], ['stone', 'st'], ['short-tons', 'short ton'], ['tonnes', 't'],
      ['m²', 'm²'], ['m2', 'm²'], ['m^2', 'm²'], ['sq m', 'm²'], ['square metres', 'm²'], ['square feet', 'ft²'], ['sqft', 'ft²'], ['sq. ft.', 'ft²'],
      ['hectares', 'ha'], ['km / h', 'km/h'], ['kilometres per hour', 'km/h'], ['MPH', 'mph'], ['miles per hour', 'mph'], ['knots', 'kn'], ['kt', 'kn'],
      ['fps', 'ft/s'], ['gigabytes', 'GB'], ['Mebibytes', 'MiB'], ['bytes', 'B'], ['bits', 'bit'], ['megabit', 'Mbit'], ['mbit', 'Mbit'], ['kbit', 'kbit'],
      ['  km  ', 'km'],
    ];
    for (const [spelling, canonical] of spellings) {
      const unit = canonical === 'C' || canonical === 'F' || canonical === 'K' || canonical === 'R' ? 'K' : canonical;
      expect((await convert(1, spelling, unit)).from, spelling).toBe(canonical);
    }
  });

  it('answers canonical symbols, which it accepts back', async () => {
    for (const [category, symbols] of Object.entries(CANONICAL)) {
      for (const symbol of symbols) {
        const answer = await convert(1, symbol, symbols[0]!);
        expect(answer, symbol).toMatchObject({ from: symbol, to: symbols[0], category });
      }
    }
  });

  it('detects the category, and refuses one that does not fit', async () => {
    expect(await convert(1, 'kg', 'lb', 'weight')).toMatchObject({ category: 'weight' });
    await expectInvalid('unit-convert', { value: 1, from: 'km', to: 'mi', category: 'weight' },
      'from: "km" is a length unit, but category is weight; to: "mi" is a length unit, but category is weight');
    await expectInvalid('unit-convert', { value: 1, from: 'kg', to: 'mi', category: 'weight' }, 'to: "mi" is a length unit, but category is weight');
    await expectInvalid('unit-convert', { value: 1, from: 'km', to: 'kg' }, 'from, to: cannot convert length (km) to weight (kg)');
    await expectInvalid('unit-convert', { value: 1, from: 'C', to: 'km/h' }, 'from, to: cannot convert temperature (C) to speed (km/h)');
    await expectInvalid('unit-convert', { value: 1, from: 'km', to: 'm', category: 'volume' }, 'category: must be one of length, weight, temperature, data, area, speed');
  });

  it('refuses unknown units, clipping what it echoes', async () => {
    await expectInvalid('unit-convert', { value: 1, from: 'furlong', to: 'm' }, /^from: unknown unit "furlong" \(known: length, weight/);
    await expectInvalid('unit-convert', { value: 1, from: 'm', to: '' }, /^to: unknown unit ""/);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      await expectInvalid('unit-convert', { value: 1, from: name, to: 'm' }, /^from: unknown unit/);
    }
    const huge = 'k'.repeat(1_000_000);
    await expectInvalid('unit-convert', { value: 1, from: huge, to: 'm' }, `from: unknown unit "${'k'.repeat(40)}"… (known: length, weight, temperature, data, area and speed units such as km, lb, C, GB, ha, mph)`);
  });

  it('refuses a result beyond the largest double, and lets tiny ones underflow', async () => {
    await expectInvalid('unit-convert', { value: 1e308, from: 'km', to: 'm' }, /^value: the converted value is beyond the largest representable number/);
    await expectInvalid('unit-convert', { value: -1.7976931348623157e308, from: 'YiB', to: 'bit' }, /^value: /);
    expect(await value(5e-324, 'nm', 'km')).toBe(0);
    expect(await value(1.7976931348623157e308, 'm', 'm')).toBe(1.7976931348623157e308);
  });

  it('refuses wrong types and missing fields', async () => {
    await expectInvalid('unit-convert', { value: '1', from: 'km', to: 'm' }, 'value: must be a number, got a string');
    await expectInvalid('unit-convert', { value: 1, from: 5, to: 'm' }, 'from: must be a string, got an integer');
    await expectInvalid('unit-convert', { value: 1, from: 'km' }, 'to: is required');
    await expectInvalid('unit-convert', { value: 1, from: 'km', to: 'm', category: null }, /^category: /);
  });

  it('round-trips any value through any two units of a category', async () => {
    const pairs = Object.values(CANONICAL).flatMap((symbols) => symbols.flatMap((a) => symbols.map((b) => [a, b] as const)));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pairs), fc.double({ min: 0, max: 1e6, noNaN: true }), async ([a, b], amount) => {
        const there = await value(amount, a, b);
        const back = await value(there, b, a);
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(Math.abs(amount) * 1e-14 + 1e-9);
      }),
      { numRuns: 300 },
    );
  });
});
