/**
 * Body measurements of the health calculators: `unit_system` metric takes kilograms and
 * centimetres, imperial takes pounds and inches. Conversions are the exact international
 * definitions (1 lb = 0.45359237 kg, 1 in = 2.54 cm; NIST SP 811, appendix B).
 */
import { stringEnum, withDefault } from '../schema.ts';

export const KG_PER_LB = 0.45359237;
export const CM_PER_INCH = 2.54;

export type UnitSystem = 'metric' | 'imperial';

export const unitSystemField = () =>
  withDefault(stringEnum(['metric', 'imperial'], { description: 'metric: weight in kg, lengths in cm; imperial: weight in lb, lengths in inches' }), 'metric');

export const toKilograms = (weight: number, system: UnitSystem): number => (system === 'metric' ? weight : weight * KG_PER_LB);
export const toCentimetres = (length: number, system: UnitSystem): number => (system === 'metric' ? length : length * CM_PER_INCH);
