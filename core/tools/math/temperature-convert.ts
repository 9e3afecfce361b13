import { Type } from '@sinclair/typebox';
import { abs, add, floor, fromNumber, mul, rational, sub, toNumber, type Rational } from '../../lib/rational.ts';
import {
  absoluteZero, fromKelvin, isBelowAbsoluteZero, TEMPERATURE_SCALES, toKelvin, type TemperatureScale,
} from '../../lib/temperature-scales.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Exact definitions of NIST SP 811 (§4.2.1.1, appendix B.8): K = C + 273.15, F = C × 9/5 + 32,
 * R = F + 459.67 (Rankine: Fahrenheit degrees from absolute zero). The conversion runs exactly on
 * the decimal as written (core/lib/temperature-scales.ts, shared with unit-convert) and is
 * rounded once, to 4 decimals, half away from zero, as spec 4.3 asks.
 */

const SCALES = ['C', 'F', 'K', 'R'] as const;
const MAX_VALUE = 1e12;
const DECIMALS = 4;
const SCALE_10K = rational(10n ** BigInt(DECIMALS));
const HALF = rational(1n, 2n);

/** The formula for each pair, as people write it (°C, °F, °R, K). */
const FORMULAS: Record<`${TemperatureScale}>${TemperatureScale}`, string> = {
  'C>C': 'C = C', 'F>F': 'F = F', 'K>K': 'K = K', 'R>R': 'R = R',
  'C>F': 'F = C × 9/5 + 32', 'F>C': 'C = (F − 32) × 5/9',
  'C>K': 'K = C + 273.15', 'K>C': 'C = K − 273.15',
  'C>R': 'R = (C + 273.15) × 9/5', 'R>C': 'C = R × 5/9 − 273.15',
  'F>K': 'K = (F + 459.67) × 5/9', 'K>F': 'F = K × 9/5 − 459.67',
  'F>R': 'R = F + 459.67', 'R>F': 'F = R − 459.67',
  'K>R': 'R = K × 9/5', 'R>K': 'K = R × 5/9',
};

/** `value` rounded to 4 decimals, halves away from zero, as the nearest double (never -0). */
function round4(value: Rational): number {
  const scaled = mul(abs(value), SCALE_10K);
  const units = floor(add(scaled, HALF));
  return toNumber(rational(value.n < 0n ? -units : units, 10n ** BigInt(DECIMALS)));
}

const scaleField = (description: string) => stringEnum(SCALES, { description: `${description}: C (Celsius), F (Fahrenheit), K (kelvin) or R (Rankine)` });

export default defineTool({
  id: 'temperature-convert',
  name: 'Temperature Convert',
  category: 'math',
  description:
    'Convert a temperature between Celsius, Fahrenheit, kelvin and Rankine, rounded to 4 decimals. Exact definitions of NIST SP 811: ' +
    'K = C + 273.15, F = C × 9/5 + 32, R = F + 459.67. Values below absolute zero are refused.',
  keywords: ['celsius', 'fahrenheit', 'kelvin', 'rankine', 'c to f', 'f to c', 'degrees', 'temperature converter'],
  mcp: true,
  input: closedObject({
    value: Type.Number({ maximum: MAX_VALUE, description: 'The temperature to convert, in the from unit: at least absolute zero, at most 1e12' }),
    from: scaleField('The unit of value'),
    to: scaleField('The unit to convert to'),
  }),
  output: closedObject({
    value: Type.Number({ description: 'The input temperature, echoed' }),
    from: Type.String({ description: 'The source unit' }),
    to: Type.String({ description: 'The target unit' }),
    result: Type.Number({ description: 'The converted temperature, rounded to 4 decimals (halves away from zero)' }),
    rounded: Type.Boolean({ description: 'True when the exact result has more than 4 decimals, so result is rounded' }),
    kelvin: Type.Number({ description: 'The same temperature in kelvin, rounded to 4 decimals' }),
    formula: Type.String({ description: 'The conversion formula (NIST SP 811 definitions)' }),
    text: Type.String({ description: 'The conversion written out, e.g. "100 °C = 212 °F"' }),
  }),
  examples: [
    {
      title: 'Body temperature, Fahrenheit to Celsius',
      input: { value: 98.6, from: 'F', to: 'C' },
      output: { value: 98.6, from: 'F', to: 'C', result: 37, rounded: false, kelvin: 310.15, formula: 'C = (F − 32) × 5/9', text: '98.6 °F = 37 °C' },
    },
    {
      title: 'Room temperature, Celsius to Fahrenheit and kelvin',
      input: { value: 21.5, from: 'C', to: 'F' },
      output: { value: 21.5, from: 'C', to: 'F', result: 70.7, rounded: false, kelvin: 294.65, formula: 'F = C × 9/5 + 32', text: '21.5 °C = 70.7 °F' },
    },
    {
      title: 'Rounded to 4 decimals',
      input: { value: 0, from: 'F', to: 'C' },
      output: { value: 0, from: 'F', to: 'C', result: -17.7778, rounded: true, kelvin: 255.3722, formula: 'C = (F − 32) × 5/9', text: '0 °F ≈ -17.7778 °C' },
    },
  ],
  run({ value, from, to }) {
    const source = TEMPERATURE_SCALES[from];
    const target = TEMPERATURE_SCALES[to];
    const kelvin = toKelvin(fromNumber(value), source);
    if (isBelowAbsoluteZero(kelvin)) invalid(`value: ${value} ${from} is below absolute zero (${absoluteZero(source)} ${from})`);
    const exact = fromKelvin(kelvin, target);
    const result = round4(exact);
    const rounded = sub(exact, fromNumber(result)).n !== 0n;
    const unit = (scale: TemperatureScale) => (scale === 'K' ? 'K' : `°${scale}`);
    return {
      value, from, to, result, rounded,
      kelvin: round4(kelvin),
      formula: FORMULAS[`${from}>${to}`],
      text: `${value} ${unit(from)} ${rounded ? '≈' : '='} ${result} ${unit(to)}`,
    };
  },
});
