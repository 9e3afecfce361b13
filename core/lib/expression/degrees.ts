/**
 * Trigonometry in degrees. The angle is first reduced exactly (x % 360 and the subtraction of
 * 360 or 180 below are exact in floating point, by Sterbenz's lemma), so sin(1000030°) is
 * sin(−50°) to the last bit; where the true value is rational (0, ±1/2, ±1) it is returned
 * exactly, so sin(30°) = 0.5 and cos(90°) = 0 as on a handheld calculator, instead of
 * 0.49999999999999994 and 6.1e-17. Elsewhere x · (π/180) then the radian function, as Python's
 * math.radians does.
 */
export const RADIANS_PER_DEGREE = Math.PI / 180;
export const DEGREES_PER_RADIAN = 180 / Math.PI;

const SIN_EXACT = new Map([[0, 0], [30, 0.5], [90, 1], [150, 0.5], [180, 0], [210, -0.5], [270, -1], [330, -0.5]]);
const COS_EXACT = new Map([[0, 1], [60, 0.5], [90, 0], [120, -0.5], [180, -1], [240, -0.5], [270, 0], [300, 0.5]]);
const TAN_EXACT = new Map([[0, 0], [45, 1], [135, -1]]);

/** The angle in [0, period) when it is a whole number of degrees, else undefined. */
function wholeDegrees(x: number, period: number): number | undefined {
  if (!Number.isInteger(x)) return undefined;
  const r = x % period;
  return r < 0 ? r + period : r;
}

/** x reduced into [−180, 180] exactly. */
function reduce360(x: number): number {
  let r = x % 360;
  if (r > 180) r -= 360;
  else if (r < -180) r += 360;
  return r;
}

export function sinDegrees(x: number): number {
  const whole = wholeDegrees(x, 360);
  const exact = whole === undefined ? undefined : SIN_EXACT.get(whole);
  return exact ?? Math.sin(reduce360(x) * RADIANS_PER_DEGREE);
}

export function cosDegrees(x: number): number {
  const whole = wholeDegrees(x, 360);
  const exact = whole === undefined ? undefined : COS_EXACT.get(whole);
  return exact ?? Math.cos(reduce360(x) * RADIANS_PER_DEGREE);
}

/** True at the odd multiples of 90°, where tan has no value. */
export function tanUndefinedDegrees(x: number): boolean {
  return wholeDegrees(x, 180) === 90;
}

export function tanDegrees(x: number): number {
  const whole = wholeDegrees(x, 180);
  const exact = whole === undefined ? undefined : TAN_EXACT.get(whole);
  if (exact !== undefined) return exact;
  // Period 180: reduce into (−90, 90] exactly.
  let r = x % 180;
  if (r > 90) r -= 180;
  else if (r <= -90) r += 180;
  return Math.tan(r * RADIANS_PER_DEGREE);
}

const ASIN_EXACT = new Map([[0, 0], [0.5, 30], [1, 90], [-0.5, -30], [-1, -90]]);
const ACOS_EXACT = new Map([[1, 0], [0.5, 60], [0, 90], [-0.5, 120], [-1, 180]]);
const ATAN_EXACT = new Map([[0, 0], [1, 45], [-1, -45]]);

export const asinDegrees = (x: number): number => ASIN_EXACT.get(x) ?? Math.asin(x) * DEGREES_PER_RADIAN;
export const acosDegrees = (x: number): number => ACOS_EXACT.get(x) ?? Math.acos(x) * DEGREES_PER_RADIAN;
export const atanDegrees = (x: number): number => ATAN_EXACT.get(x) ?? Math.atan(x) * DEGREES_PER_RADIAN;
