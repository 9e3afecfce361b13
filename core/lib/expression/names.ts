/**
 * The whitelist: the only names an expression may use. Looked up in Maps, never on objects, so
 * "constructor", "__proto__" or "toString" can never resolve to anything.
 * Each function states its domain, so a value outside it is refused with the reason rather than
 * computed into NaN or Infinity.
 */
import { acosDegrees, asinDegrees, atanDegrees, cosDegrees, sinDegrees, tanDegrees, tanUndefinedDegrees } from './degrees.ts';

export type AngleUnit = 'deg' | 'rad';

export const CONSTANTS = new Map<string, number>([['pi', Math.PI], ['e', Math.E]]);

export interface FunctionSpec {
  /** How many arguments: exactly `min` when `max` equals it, at least `min` otherwise. */
  min: number;
  max: number;
  apply(args: number[], unit: AngleUnit): number;
  /** Why these arguments are outside the domain, or undefined when they are inside. */
  outside?(args: number[], unit: AngleUnit): string | undefined;
}

const one = (apply: (x: number, unit: AngleUnit) => number, outside?: (x: number, unit: AngleUnit) => string | undefined): FunctionSpec => ({
  min: 1,
  max: 1,
  apply: (args, unit) => apply(args[0]!, unit),
  ...(outside ? { outside: (args: number[], unit: AngleUnit) => outside(args[0]!, unit) } : {}),
});

const unitRange = (name: string) => (x: number) => (x < -1 || x > 1 ? `${name} is defined only from -1 to 1, got ${x}` : undefined);
const positive = (name: string) => (x: number) =>
  x === 0 ? `${name} of 0 is undefined (it tends to -infinity)` : x < 0 ? `${name} of a negative number (${x}) has no real value` : undefined;

/** Round half away from zero, as calculators do (Math.round would take -2.5 to -2). */
const roundHalfAway = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

/** x^y, refused where it has no real value or divides by zero. */
export function powerOutside(x: number, y: number): string | undefined {
  if (x === 0 && y < 0) return `0 raised to a negative power divides by zero`;
  if (x < 0 && !Number.isInteger(y)) return `a negative number raised to a non-integer power has no real value (cbrt gives real cube roots)`;
  return undefined;
}

export const FUNCTIONS = new Map<string, FunctionSpec>([
  ['sin', one((x, unit) => (unit === 'deg' ? sinDegrees(x) : Math.sin(x)))],
  ['cos', one((x, unit) => (unit === 'deg' ? cosDegrees(x) : Math.cos(x)))],
  ['tan', one((x, unit) => (unit === 'deg' ? tanDegrees(x) : Math.tan(x)), (x, unit) =>
    unit === 'deg' && tanUndefinedDegrees(x) ? `tan is undefined at ${x}° (an odd multiple of 90°)` : undefined)],
  ['asin', one((x, unit) => (unit === 'deg' ? asinDegrees(x) : Math.asin(x)), unitRange('asin'))],
  ['acos', one((x, unit) => (unit === 'deg' ? acosDegrees(x) : Math.acos(x)), unitRange('acos'))],
  ['atan', one((x, unit) => (unit === 'deg' ? atanDegrees(x) : Math.atan(x)))],
  ['sinh', one(Math.sinh)],
  ['cosh', one(Math.cosh)],
  ['tanh', one(Math.tanh)],
  ['sqrt', one(Math.sqrt, (x) => (x < 0 ? `sqrt of a negative number (${x}) has no real value` : undefined))],
  ['cbrt', one(Math.cbrt)],
  ['abs', one(Math.abs)],
  ['ln', one(Math.log, positive('ln'))],
  ['log', one(Math.log10, positive('log'))],
  ['log2', one(Math.log2, positive('log2'))],
  ['exp', one(Math.exp)],
  ['floor', one(Math.floor)],
  ['ceil', one(Math.ceil)],
  ['round', one(roundHalfAway)],
  ['min', { min: 1, max: Infinity, apply: (args) => Math.min(...args) }],
  ['max', { min: 1, max: Infinity, apply: (args) => Math.max(...args) }],
  ['pow', { min: 2, max: 2, apply: ([x, y]) => Math.pow(x!, y!), outside: ([x, y]) => powerOutside(x!, y!) }],
]);

export const KNOWN_NAMES: readonly string[] = [...CONSTANTS.keys(), ...FUNCTIONS.keys()];

export function isKnownName(name: string): boolean {
  return CONSTANTS.has(name) || FUNCTIONS.has(name);
}
