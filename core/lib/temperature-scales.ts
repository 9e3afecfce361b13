/**
 * The four temperature scales as exact affine maps onto kelvin, shared by unit-convert and
 * temperature-convert. Definitions from NIST SP 811 (2008), §4.2.1.1 and appendix B.8:
 * T/K = t/°C + 273.15; t/°F = (9/5)·t/°C + 32, so a Fahrenheit degree is 5/9 K and 0 K is
 * −459.67 °F; the Rankine scale is the Fahrenheit degree from absolute zero (T/°R = (9/5)·T/K).
 */
import { add, compare, div, mul, parseDecimal, rational, sub, toNumber, neg, ZERO, type Rational } from './rational.ts';

export type TemperatureScale = 'C' | 'F' | 'K' | 'R';

/** A value v on the scale is (v + offset) × factor kelvin. */
export interface ScaleDefinition {
  symbol: TemperatureScale;
  name: string;
  factor: Rational;
  offset: Rational;
}

const FIVE_NINTHS = rational(5n, 9n);

export const TEMPERATURE_SCALES: Readonly<Record<TemperatureScale, ScaleDefinition>> = {
  C: { symbol: 'C', name: 'degree Celsius', factor: rational(1n), offset: parseDecimal('273.15')! },
  F: { symbol: 'F', name: 'degree Fahrenheit', factor: FIVE_NINTHS, offset: parseDecimal('459.67')! },
  K: { symbol: 'K', name: 'kelvin', factor: rational(1n), offset: ZERO },
  R: { symbol: 'R', name: 'degree Rankine', factor: FIVE_NINTHS, offset: ZERO },
};

/** The exact kelvin value of `value` on `scale` (negative when below absolute zero). */
export const toKelvin = (value: Rational, scale: ScaleDefinition): Rational => mul(add(value, scale.offset), scale.factor);

/** The exact value on `scale` of `kelvin`. */
export const fromKelvin = (kelvin: Rational, scale: ScaleDefinition): Rational => sub(div(kelvin, scale.factor), scale.offset);

export const isBelowAbsoluteZero = (kelvin: Rational): boolean => compare(kelvin, ZERO) < 0;

/** Absolute zero written on `scale` (−273.15 °C, −459.67 °F, 0 K, 0 °R). */
export const absoluteZero = (scale: ScaleDefinition): number => toNumber(neg(scale.offset)) || 0;
