/**
 * Rounding of the health calculators' measured quantities (kcal, grams, litres, tonnes): their
 * inputs are estimates, so results keep a few decimals and drop float noise such as
 * 2555.5625000000005. Halves go away from zero, as Python's round-half-up references and people
 * do (−744.75 → −744.8). Money never goes through here (core/lib/money.ts owns that).
 */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded || 0; // never answer -0
}
