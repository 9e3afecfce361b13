/**
 * sRGB colours as CSS writes them, shared by color-convert (opaque hex and rgb) and
 * color-contrast (which also takes an alpha channel and decimal or percentage channels).
 * Parsers return the reason a text is not a colour rather than throwing, so each tool words
 * its 400 with its own field name.
 */

/** Red, green and blue, 0–255 (fractional where a colour was composited or written with decimals). */
export type Rgb = [number, number, number];

export const RGB_CHANNELS = ['red', 'green', 'blue'] as const;

/** The channels of 3 or 6 hex digits (without #): "f80" is [255, 136, 0]; undefined for anything else. */
export function hexDigitsToRgb(digits: string): Rgb | undefined {
  if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(digits)) return undefined;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

/** Lowercase #rrggbb of integer channels 0–255. */
export const rgbToHex = (rgb: Rgb): string => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** A colour with its opacity, alpha 0 (transparent) to 1 (opaque). */
export interface Rgba {
  rgb: Rgb;
  alpha: number;
}

const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number 0–`max`, or a percentage of `max` when written with %; undefined when neither. */
function component(text: string, max: number): number | undefined {
  const percent = text.endsWith('%');
  const digits = percent ? text.slice(0, -1) : text;
  if (!NUMBER.test(digits)) return undefined;
  const value = percent ? (Number(digits) / 100) * max : Number(digits);
  return value <= max ? value : undefined;
}

/**
 * A colour written #rgb, #rrggbb (the # optional), rgb(r, g, b) or rgba(r, g, b, a), in any letter
 * case: channels 0–255 or 0%–100%, decimals allowed; alpha 0–1 or 0%–100%. As CSS Color 4 has it,
 * rgb() and rgba() are the same function, and the space form rgb(r g b / a) is accepted too.
 * Out-of-range values are refused rather than clamped, since they are usually typos.
 * Returns the colour, or the reason `text` is not one.
 */
export function parseCssRgba(text: string): Rgba | string {
  const color = text.trim();
  if (/^#?[0-9a-f]*$/i.test(color)) {
    const digits = color.replace(/^#/, '');
    const rgb = hexDigitsToRgb(digits);
    if (rgb) return { rgb, alpha: 1 };
    if (digits.length === 4 || digits.length === 8) return 'hex with an alpha channel is not accepted; write rgba(r, g, b, a)';
    return `${digits.length} hex digits (#rgb or #rrggbb has 3 or 6)`;
  }
  const call = /^rgba?\((.*)\)$/is.exec(color);
  if (!call) return 'not #rgb, #rrggbb, rgb(r, g, b) or rgba(r, g, b, a)';
  const inner = call[1]!.trim();
  let parts: string[];
  let alphaText: string | undefined;
  if (inner.includes(',')) {
    parts = inner.split(',').map((part) => part.trim());
    if (parts.length === 4) alphaText = parts.pop();
  } else {
    const [channels = '', alpha, ...rest] = inner.split('/');
    if (rest.length > 0) return 'more than one / in the colour';
    parts = channels.trim().split(/\s+/);
    alphaText = alpha?.trim();
  }
  if (parts.length !== 3) return `${parts.length} channels where rgb() takes red, green and blue (and an optional alpha)`;
  const rgb: number[] = [];
  for (const [i, part] of parts.entries()) {
    const value = component(part, 255);
    if (value === undefined) return `${RGB_CHANNELS[i]} ${JSON.stringify(part.slice(0, 12))} is not a number 0–255 or a percentage 0%–100%`;
    rgb.push(value);
  }
  const alpha = alphaText === undefined ? 1 : component(alphaText, 1);
  if (alpha === undefined) return `alpha ${JSON.stringify(alphaText!.slice(0, 12))} is not a number 0–1 or a percentage 0%–100%`;
  return { rgb: rgb as Rgb, alpha };
}
