/**
 * WCAG 2.x relative luminance and contrast ratio (W3C WCAG 2.2, definitions of "relative
 * luminance" and "contrast ratio"), with the sRGB threshold 0.04045 of IEC 61966-2-1 that WCAG
 * 2.2 uses, for color-contrast and the generators that pick a readable text colour.
 */
import type { Rgb } from './rgb-color.ts';

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** L = 0.2126 R + 0.7152 G + 0.0722 B of linearised channels: 0 (black) to 1 (white). */
export const relativeLuminance = ([r, g, b]: Rgb): number => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** (L_lighter + 0.05) / (L_darker + 0.05): 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The WCAG thresholds a ratio is compared against: 3:1 (large text, UI), 4.5:1 (AA text), 7:1 (AAA text). */
const LEVELS = [3, 4.5, 7];

/**
 * A ratio with 2 decimals as checkers show it, except that it is never rounded up onto a level it
 * misses (WCAG Understanding 1.4.3: 4.499:1 does not meet 4.5:1), as color-contrast shows it.
 */
export function shownRatio(ratio: number): number {
  const rounded = Math.round(ratio * 100) / 100;
  return LEVELS.some((level) => ratio < level && rounded >= level) ? Math.floor(ratio * 100) / 100 : rounded;
}
