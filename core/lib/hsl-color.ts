/**
 * sRGB ↔ HSL, as CSS Color 4 defines them (W3C CSS Color Module Level 4, §7.1 "Converting HSL
 * colors to sRGB colors" and §7.2 "Converting sRGB colors to HSL colors", whose sample code
 * these follow line for line). Hue in degrees [0, 360), saturation and lightness in percent.
 */
import type { Rgb } from './rgb-color.ts';

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** HSL to channels 0–255 (unrounded). */
export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    const a = sat * Math.min(light, 1 - light);
    return (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return [f(0), f(8), f(4)];
}

/**
 * Channels 0–255 to HSL. An achromatic colour's hue is "powerless" (NaN in the spec's code);
 * it is reported as 0, which is what CSS uses when such a hue has to be a number.
 */
export function rgbToHsl(rgb: Rgb): Hsl {
  const [red, green, blue] = rgb.map((channel) => channel / 255) as Rgb;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const light = (min + max) / 2;
  const d = max - min;
  let hue = 0;
  let sat = 0;
  if (d !== 0) {
    sat = light === 0 || light === 1 ? 0 : (max - light) / Math.min(light, 1 - light);
    if (max === red) hue = (green - blue) / d + (green < blue ? 6 : 0);
    else if (max === green) hue = (blue - red) / d + 2;
    else hue = (red - green) / d + 4;
    hue *= 60;
  }
  return { h: hue, s: sat * 100, l: light * 100 };
}

/** A hue turned by `degrees`, back in [0, 360). */
export function rotateHue(hue: number, degrees: number): number {
  const turned = (hue + degrees) % 360;
  return turned < 0 ? turned + 360 : turned;
}
