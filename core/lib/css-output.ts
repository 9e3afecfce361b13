/**
 * Writing CSS from validated values, for the CSS generators (box-shadow, glassmorphism, gradient,
 * palette, animation). Nothing here takes user text: callers pass numbers they bounded, colours
 * that went through cssColor, and names they matched against a strict pattern, so the CSS and
 * the <style> of the preview page can hold nothing but what we wrote.
 */
import { htmlDocument, type Markup } from './markup.ts';
import { rgbToHex, type Rgb } from './rgb-color.ts';

/** A number as CSS text: at most `decimals` decimals, no exponent, no "-0". */
export function cssNumber(value: number, decimals = 3): string {
  const rounded = Number(value.toFixed(decimals));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A length in px ("0px" too, so every length in our output reads the same way). */
export const cssPx = (value: number): string => `${cssNumber(value)}px`;

/** Integer channels and an alpha: #rrggbb when opaque, rgba(r, g, b, a) otherwise (the form cssColor writes). */
export function cssRgba(rgb: Rgb, alpha: number): string {
  const rounded = rgb.map((channel) => Math.round(channel)) as Rgb;
  return alpha >= 1 ? rgbToHex(rounded) : `rgba(${rounded.join(', ')}, ${cssNumber(alpha)})`;
}

/** rgba(r, g, b, a) always, even when opaque, for values people expect to tune (shadow and glass colours). */
export function cssRgbaAlways(rgb: Rgb, alpha: number): string {
  return `rgba(${rgb.map((channel) => Math.round(channel)).join(', ')}, ${cssNumber(alpha)})`;
}

export type Declaration = readonly [property: string, value: string];

/** One rule, two-space indented, as Prettier and MDN's examples lay CSS out. */
export function cssRule(selector: string, declarations: readonly Declaration[]): string {
  return `${selector} {\n${declarations.map(([property, value]) => `  ${property}: ${value};`).join('\n')}\n}`;
}

/** The text of an HTML class attribute for a selector `.name` that is one class. */
export const className = (selector: string): string => selector.replace(/^\./, '');

/**
 * A page showing generated CSS on a sample: the page's own look (`pageStyle`, constant text of
 * the calling tool) followed by the generated rules, then `body`.
 */
export function cssPreviewDocument(title: string, css: string, body: Markup, pageStyle: string): string {
  return htmlDocument(title, body, `${pageStyle}\n${css}`);
}
