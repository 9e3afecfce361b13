/**
 * The style variants (`template`) the JSON-to-markup generators share, and how they pick a text
 * colour that stays readable on a colour the user chose. Every value here is a constant of our
 * code or a colour that went through cssColor(), so it may be written into a style as it is.
 */
import { stringEnum, withDefault } from '../schema.ts';
import type { Rgb } from './rgb-color.ts';

export const TEMPLATES = ['light', 'dark', 'minimal'] as const;
export type Template = (typeof TEMPLATES)[number];

export interface Theme {
  /** Behind everything. */
  page: string;
  /** Cards and panels. */
  surface: string;
  text: string;
  muted: string;
  border: string;
  /** Default accent when the input names none. */
  accent: string;
  /** Corner radius of cards, px. */
  radius: number;
  /** Card shadow (CSS box-shadow), or 'none'. */
  shadow: string;
  font: string;
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const THEMES: Record<Template, Theme> = {
  light: { page: '#f3f4f6', surface: '#ffffff', text: '#111827', muted: '#4b5563', border: '#e5e7eb', accent: '#2563eb', radius: 12, shadow: '0 4px 14px rgba(0, 0, 0, 0.08)', font: FONT },
  dark: { page: '#0f172a', surface: '#1e293b', text: '#f1f5f9', muted: '#94a3b8', border: '#334155', accent: '#38bdf8', radius: 12, shadow: '0 4px 14px rgba(0, 0, 0, 0.4)', font: FONT },
  minimal: { page: '#ffffff', surface: '#ffffff', text: '#000000', muted: '#555555', border: '#d4d4d4', accent: '#000000', radius: 0, shadow: 'none', font: FONT },
};

/** The `template` input field, the same on every JSON-to-markup generator. */
export const templateField = (what: string) =>
  withDefault(stringEnum(TEMPLATES, { description: `Style variant of the ${what}: light (default), dark, or minimal (black on white, square corners, no shadows)` }), 'light');

/** WCAG 2.1 relative luminance of an sRGB colour (definition "relative luminance", threshold 0.04045). */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio (L1 + 0.05) / (L2 + 0.05). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** White or near-black, whichever contrasts more with `background` (for text on a brand colour). */
export function readableTextOn(background: Rgb): '#ffffff' | '#111111' {
  return contrastRatio(background, [255, 255, 255]) >= contrastRatio(background, [17, 17, 17]) ? '#ffffff' : '#111111';
}
