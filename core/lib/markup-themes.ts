/**
 * The style variants (`template`) the JSON-to-markup generators share, and how they pick a text
 * colour that stays readable on a colour the user chose. Every value here is a constant of our
 * code or a colour that went through cssColor(), so it may be written into a style as it is.
 */
import { stringEnum, withDefault } from '../schema.ts';
import type { Rgb } from './rgb-color.ts';
import { contrastRatio } from './wcag-contrast.ts';

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

/** White or near-black, whichever contrasts more with `background` (for text on a brand colour). */
export function readableTextOn(background: Rgb): '#ffffff' | '#111111' {
  return contrastRatio(background, [255, 255, 255]) >= contrastRatio(background, [17, 17, 17]) ? '#ffffff' : '#111111';
}
