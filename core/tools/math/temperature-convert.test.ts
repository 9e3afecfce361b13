import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Scale = 'C' | 'F' | 'K' | 'R';
type Result = { result: number; rounded: boolean; kelvin: number; formula: string; text: string };
const convert = (value: number, from: Scale, to: Scale) => run<Result>('temperature-convert', { value, from, to });
const result = async (value: number, from: Scale, to: Scale) => (await convert(value, from, to)).result;

// Reference: python3 with exact fractions and Decimal ROUND_HALF_UP (half away from zero), e.g.
//   from fractions import Fraction as F; from decimal import *
//   q = lambda x: (Decimal(x.numerator)/Decimal(x.denominator)).quantize(Decimal('0.0001'), ROUND_HALF_UP)
//   q((F(0)-32)*F(5,9)) → -17.7778
describe('temperature-convert', () => {
  it('hits the fixed points of NIST SP 811 exactly', async () => {
    expect(await convert(100, 'C', 'F')).toEqual({
      value: 100, from: 'C', to: 'F', result: 212, rounded: false, kelvin: 373.15, formula: 'F = C × 9/5 + 32', text: '100 °C = 212 °F',
    });
    expect(await result(0, 'C', 'K')).toBe(273.15);
    expect(await result(-40, 'C', 'F')).toBe(-40);
    expect(await result(-40, 'F', 'C')).toBe(-40);
    expect(await result(0, 'K', 'R')).toBe(0);
    expect(await result(0, 'K', 'F')).toBe(-459.67);
    expect(await result(0, 'K', 'C')).toBe(-273.15);
    expect(await result(32, 'F', 'R')).toBe(491.67);
    // q((F(100)+F('273.15'))*F(9,5)) → 671.6700
    expect(await result(100, 'C', 'R')).toBe(671.67);
    expect(await result(491.67, 'R', 'C')).toBe(0);
    expect(await result(37.5, 'C', 'C')).toBe(37.5);
  });

  it('works on the decimals as written, so 98.6 °F is exactly 37 °C', async () => {
    expect(await convert(98.6, 'F', 'C')).toMatchObject({ result: 37, rounded: false, kelvin: 310.15, text: '98.6 °F = 37 °C' });
    // q(F('21.5')*F(9,5)+32) → 70.7000 (floats give 70.69999999999999 before rounding)
    expect(await result(21.5, 'C', 'F')).toBe(70.7);
  });

  it('rounds to 4 decimals, halves away from zero, and says so', async () => {
    // q((F(0)-32)*F(5,9)) → -17.7778; q((F(0)+F('459.67'))*F(5,9)) → 255.3722
    expect(await convert(0, 'F', 'C')).toMatchObject({ result: -17.7778, rounded: true, kelvin: 255.3722, text: '0 °F ≈ -17.7778 °C' });
    // q((F(1)+F('459.67'))*F(5,9)) → 255.9278; q(F(1)*F(5,9)-F('273.15')) → -272.5944
    expect(await result(1, 'F', 'K')).toBe(255.9278);
    expect(await result(1, 'R', 'C')).toBe(-272.5944);
    // Exact halves: q(F('0.00005')+F('273.15')) → 273.1501; q(F('273.14995')-F('273.15')) → -0.0001
    expect(await result(0.00005, 'C', 'K')).toBe(273.1501);
    expect(await result(273.14995, 'K', 'C')).toBe(-0.0001);
    // A result that rounds to zero is 0, never -0.
    expect(Object.is(await result(273.14999, 'K', 'C'), 0)).toBe(true);
  });

  it('takes absolute zero itself and refuses anything below it, naming value', async () => {
    expect(await result(-273.15, 'C', 'K')).toBe(0);
    expect(await result(-459.67, 'F', 'R')).toBe(0);
    await expectInvalid('temperature-convert', { value: -273.16, from: 'C', to: 'F' }, 'value: -273.16 C is below absolute zero (-273.15 C)');
    await expectInvalid('temperature-convert', { value: -460, from: 'F', to: 'C' }, 'value: -460 F is below absolute zero (-459.67 F)');
    await expectInvalid('temperature-convert', { value: -1e-300, from: 'K', to: 'C' }, 'value: -1e-300 K is below absolute zero (0 K)');
    await expectInvalid('temperature-convert', { value: -0.5, from: 'R', to: 'K' }, 'value: -0.5 R is below absolute zero (0 R)');
    await expectInvalid('temperature-convert', { value: -1e308, from: 'C', to: 'K' }, /^value: .* is below absolute zero/);
  });

  it('converts the largest value it admits and refuses larger ones', async () => {
    // q(F('1e12')*F(9,5)-F('459.67')) → 1799999999540.3300
    expect(await result(1e12, 'K', 'F')).toBe(1799999999540.33);
    await expectInvalid('temperature-convert', { value: 1.0000001e12, from: 'C', to: 'F' }, /^value: /);
  });

  it('refuses unknown units, wrong types and __proto__ keys', async () => {
    await expectInvalid('temperature-convert', { value: 1, from: 'celsius', to: 'F' }, 'from: must be one of C, F, K, R');
    await expectInvalid('temperature-convert', { value: 1, from: 'C', to: 'k' }, 'to: must be one of C, F, K, R');
    await expectInvalid('temperature-convert', { value: '1', from: 'C', to: 'F' }, 'value: must be a number, got a string');
    await expectInvalid('temperature-convert', { from: 'C', to: 'F' }, 'value: is required');
    await expectInvalid('temperature-convert', JSON.parse('{"value":1,"from":"C","to":"F","__proto__":{"to":"K"}}'), '__proto__: unknown field');
  });

  it('agrees with unit-convert, which shares its scale definitions', async () => {
    for (const [value, from, to] of [[36.6, 'C', 'F'], [300, 'K', 'R'], [-40, 'F', 'K']] as const) {
      const envelope = await call('unit-convert', { value, from, to });
      expect(envelope.success).toBe(true);
      const exact = (envelope as { result: { result: number } }).result.result;
      expect(await result(value, from, to)).toBe(Math.round(exact * 1e4) / 1e4);
    }
  });
});
