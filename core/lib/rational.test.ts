import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { div, floor, fromNumber, mod, parseDecimal, rational, roundHalfUp, toNumber } from './rational.ts';

describe('rational', () => {
  it('reads a number as the decimal it prints as', () => {
    expect(fromNumber(0.1)).toEqual({ n: 1n, d: 10n });
    expect(fromNumber(-1.5e-7)).toEqual({ n: -3n, d: 20_000_000n });
    expect(fromNumber(1e21)).toEqual({ n: 10n ** 21n, d: 1n });
    expect(fromNumber(-0)).toEqual({ n: 0n, d: 1n });
    expect(parseDecimal('1.5.2')).toBeUndefined();
    expect(parseDecimal('1e999999999')).toBeUndefined();
  });

  it('rounds back to exactly the double it came from', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
      expect(toNumber(fromNumber(x))).toBe(x === 0 ? 0 : x);
    }), { numRuns: 2000 });
  });

  it('rounds any decimal as correctly as the JavaScript parser (ties to even, subnormals, overflow)', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 40 });
    fc.assert(fc.property(fc.boolean(), digits, digits, fc.integer({ min: -360, max: 330 }), (negative, whole, fraction, exponent) => {
      const text = `${negative ? '-' : ''}${whole}.${fraction}e${exponent}`;
      expect(toNumber(parseDecimal(text)!)).toBe(Number(text) === 0 ? 0 : Number(text));
    }), { numRuns: 2000 });
    // Halfway cases: 2^53 + 1 lies between two doubles and goes to the even one.
    expect(toNumber(rational(2n ** 53n + 1n))).toBe(2 ** 53);
    expect(toNumber(rational(2n ** 53n + 3n))).toBe(2 ** 53 + 4);
    expect(toNumber(parseDecimal('2.4703282292062327e-324')!)).toBe(0);
    expect(toNumber(parseDecimal('2.4703282292062328e-324')!)).toBe(5e-324);
    // Overflow starts half an ulp above the largest double, at 2^1024 - 2^970 ≈ 1.797693134862315807937e308.
    expect(toNumber(parseDecimal('1.797693134862315807e308')!)).toBe(1.7976931348623157e308);
    expect(toNumber(parseDecimal('1.797693134862315808e308')!)).toBe(Infinity);
    expect(toNumber(parseDecimal('-1e400')!)).toBe(-Infinity);
    expect(toNumber(div(rational(1n), rational(3n)))).toBe(1 / 3);
  });

  it('floors, rounds half up and takes a positive modulo', () => {
    expect(floor(rational(-7n, 2n))).toBe(-4n);
    expect(floor(rational(7n, 2n))).toBe(3n);
    expect(roundHalfUp(rational(5n, 2n))).toBe(3n);
    expect(roundHalfUp(rational(-5n, 2n))).toBe(-2n);
    expect(mod(rational(-30n), rational(360n))).toEqual(rational(330n));
  });
});
