import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  valid: boolean;
  reason: string | null;
  vin: string | null;
  checkDigit: string | null;
  expectedCheckDigit: string | null;
  checkDigitValid: boolean;
  checkDigitRequired: boolean;
  wmi: string | null;
  maker: string | null;
  region: string | null;
  country: string | null;
  modelYear: number | null;
  modelYears: number[];
  plant: string | null;
  serial: string | null;
}

const decode = (vin: string) => run<Result>('vin-decode', { vin });

describe('vin-decode', () => {
  it("gives the X check digit of Wikipedia's worked example, 1M8GDM9AXKP042788", async () => {
    // en.wikipedia.org/wiki/Vehicle_identification_number, "Check-digit calculation": sum 351, 351 mod 11 = 10 → X
    expect(await decode('1M8GDM9AXKP042788')).toMatchObject({
      valid: true, checkDigit: 'X', expectedCheckDigit: 'X', checkDigitRequired: true, wmi: '1M8', region: 'North America', modelYear: 1989, modelYears: [1989, 2019],
    });
  });

  it('reads published VINs: check digit, maker and year', async () => {
    // 1HGCM82633A004352: a widely published sample VIN of a 2003 Honda Accord; check digit 3 by a
    // separate python3 computation with Wikipedia's transliteration table and weights
    expect(await decode('1HGCM82633A004352')).toMatchObject({ valid: true, expectedCheckDigit: '3', maker: 'Honda (USA)', country: 'United States', modelYear: 2003 });
    // WP0ZZZ99ZTS392124: Wikipedia's European example, a 1996 Porsche 911 with no check digit (Z)
    expect(await decode('WP0ZZZ99ZTS392124')).toMatchObject({
      valid: true, checkDigit: 'Z', checkDigitValid: false, checkDigitRequired: false, maker: 'Porsche', region: 'Europe', modelYear: 1996,
    });
  });

  it('picks the 2010–2039 cycle when position 7 is a letter (49 CFR 565.15(a))', async () => {
    // 5YJSA1E14HF000000: a Tesla with E in position 7, H in position 10 → 2017; check digit 6 by that python3 computation
    expect(await decode('5YJSA1E16HF000000')).toMatchObject({ valid: true, maker: 'Tesla', modelYear: 2017, modelYears: [1987, 2017] });
  });

  it('refuses a wrong check digit where it binds', async () => {
    expect(await decode('1M8GDM9A1KP042788')).toMatchObject({ valid: false, reason: 'wrong check digit: 1 in position 9, X expected', checkDigitValid: false });
    expect((await decode('LVSHCAMB1CE000000')).checkDigitRequired).toBe(true);
  });

  it('explains malformed VINs as invalid, not as errors', async () => {
    expect((await decode('1M8GDM9AXKP04278')).reason).toBe('has 16 characters; a VIN has 17');
    expect((await decode('1M8GDM9AXKP0427O8')).reason).toBe('contains O (position 16); VINs never use I, O or Q');
    expect((await decode('1M8GDM9AXKP04278_')).reason).toBe('contains "_", which is not a VIN character');
    expect((await decode('1M8GDM9AXKP04278é')).reason).toBe('contains "é", which is not a VIN character');
    expect((await decode('')).reason).toBe('is empty');
    expect((await decode('__proto__')).valid).toBe(false);
    expect((await decode('A'.repeat(1_000_000))).reason).toBe('has more than 17 characters; a VIN has 17');
    expect((await decode(' '.repeat(999_983) + '1M8GDM9AXKP042788')).valid).toBe(true);
    expect((await decode('1M8-GDM9AX-KP042788')).vin).toBe('1M8GDM9AXKP042788');
  });

  it('refuses wrong types and over-long input, naming the field', async () => {
    await expectInvalid('vin-decode', { vin: 17 }, 'vin: must be a string, got an integer');
    await expectInvalid('vin-decode', {}, 'vin: is required');
    await expectInvalid('vin-decode', { vin: 'A'.repeat(1_000_001) }, 'vin: must be at most 1000000 characters');
  });
});
