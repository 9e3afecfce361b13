/**
 * Axis ticks and shares for charts.
 *
 * niceNumber and niceScale are Paul Heckbert's "nice numbers for graph labels" (Graphics Gems,
 * Academic Press 1990, pp. 61-63, 657-659): a range is rounded to 1, 2, 5 or 10 times a power of
 * ten, the tick spacing is the nice number nearest range / (ticks - 1), and the axis runs from the
 * multiple of the spacing at or below the minimum to the one at or above the maximum ("loose"
 * labelling, so every data value lies inside the axis). Tick values are computed as integer
 * multiples of the spacing and rounded to its decimals, so 0.1 + 0.2 float error never shows.
 *
 * largestRemainder is the largest remainder (Hamilton) method: every share is rounded down to the
 * unit, and the units still missing from the total go to the shares with the largest remainders,
 * so rounded percentages always sum to exactly 100.
 */

/** Heckbert's nicenum(): a 1, 2, 5 or 10 × 10^k close to x (round) or at or above it (not round). */
export function niceNumber(x: number, round: boolean): number {
  const exponent = Math.floor(Math.log10(x));
  const power = 10 ** exponent;
  const fraction = x / power; // 1 <= fraction < 10, up to float error
  let nice: number;
  if (round) nice = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10;
  else nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  // Written as the decimal it is, not nice * power, so 0.1's step stays 0.1 (not 0.30000000000000004 at 3×).
  return Number(`${nice}e${exponent}`);
}

export interface NiceScale {
  /** The axis bottom: a multiple of step at or below the data minimum. */
  min: number;
  /** The axis top: a multiple of step at or above the data maximum. */
  max: number;
  step: number;
  /** Decimals to show so every tick prints exactly (Heckbert's nfrac). */
  decimals: number;
  /** The tick values from min to max. */
  ticks: number[];
}

/**
 * Heckbert's loose_label(): nice ticks spanning [low, high] with about `tickCount` ticks. An empty
 * range (low = high) is widened to the nice unit around it first, so a flat series still gets an axis.
 */
export function niceScale(low: number, high: number, tickCount = 5): NiceScale {
  if (!Number.isFinite(low) || !Number.isFinite(high) || high < low) throw new RangeError(`niceScale: bad range ${low}..${high}`);
  if (tickCount < 2) throw new RangeError('niceScale: at least two ticks');
  if (low === high) {
    const unit = low === 0 ? 1 : niceNumber(Math.abs(low), false);
    if (low >= 0) high = low === 0 ? 1 : high + unit;
    else low -= unit;
    if (low > 0 && high > 0) low = 0;
  }
  const range = niceNumber(high - low, false);
  const step = niceNumber(range / (tickCount - 1), true);
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const decimals = Math.max(-Math.floor(Math.log10(step)), 0);
  const at = (k: number) => Number((k * step).toFixed(decimals)) + 0; // + 0 turns -0 into 0
  const ticks: number[] = [];
  for (let k = first; k <= last; k++) ticks.push(at(k));
  return { min: at(first), max: at(last), step, decimals, ticks };
}

/**
 * Shares of `values` (all >= 0, sum > 0) as percentages with `decimals` places that sum to exactly
 * 100, by the largest remainder method; ties go to the earlier value.
 */
export function largestRemainder(values: readonly number[], decimals = 0): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (!(total > 0)) throw new RangeError('largestRemainder: the values must have a positive sum');
  const units = 100 * 10 ** decimals;
  const exact = values.map((value) => (value / total) * units);
  const floors = exact.map((share) => Math.floor(share + 1e-9));
  let missing = units - floors.reduce((sum, share) => sum + share, 0);
  const order = exact.map((share, index) => ({ index, remainder: share - floors[index]! })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors.map((share) => Number((share / 10 ** decimals).toFixed(decimals)));
}
