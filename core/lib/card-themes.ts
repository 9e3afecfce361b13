/**
 * The colour sets of the card generators' `template` (profile, testimonial and timeline cards,
 * social images): light, dark and minimal. Light and dark take Tailwind CSS's default slate and
 * indigo shades (tailwindcss.com/docs/customizing-colors), whose text/background pairs pass
 * WCAG 2.1 AA contrast (4.5:1); minimal is black on white with no accent fill.
 */
import { TEMPLATES, type Template } from './markup-themes.ts';
import type { Rgb } from './rgb-color.ts';
import { relativeLuminance } from './wcag-contrast.ts';

/** The same three names as the other JSON-to-markup generators' `template` (markup-themes.ts). */
export const CARD_TEMPLATES = TEMPLATES;
export type CardTemplate = Template;

export interface CardTheme {
  /** The page behind the card. */
  page: string;
  /** The card itself. */
  card: string;
  text: string;
  muted: string;
  accent: string;
  /** Text on an accent fill (avatar initials, tags). */
  onAccent: string;
  border: string;
  /** Soft fill for chips and rails. */
  soft: string;
  shadow: string;
  radius: number;
}

export const CARD_THEMES: Record<CardTemplate, CardTheme> = {
  light: {
    page: '#f1f5f9', card: '#ffffff', text: '#0f172a', muted: '#475569', accent: '#4f46e5', onAccent: '#ffffff',
    border: '#e2e8f0', soft: '#eef2ff', shadow: '0 10px 30px rgba(15, 23, 42, 0.12)', radius: 16,
  },
  dark: {
    page: '#020617', card: '#1e293b', text: '#f8fafc', muted: '#cbd5e1', accent: '#818cf8', onAccent: '#0f172a',
    border: '#334155', soft: '#312e81', shadow: '0 10px 30px rgba(0, 0, 0, 0.5)', radius: 16,
  },
  minimal: {
    page: '#ffffff', card: '#ffffff', text: '#000000', muted: '#404040', accent: '#000000', onAccent: '#ffffff',
    border: '#d4d4d4', soft: '#f5f5f5', shadow: 'none', radius: 4,
  },
};

/** The font stack of every card: Helvetica and its metric twins (Arial, Liberation Sans, Nimbus Sans), which text-wrap.ts measures. */
export const CARD_FONT = 'Helvetica, Arial, "Liberation Sans", "Nimbus Sans", sans-serif';

/** The theme with its accent replaced, and text on the accent black or white, whichever contrasts more (WCAG contrast ratio). */
export function withAccent(theme: CardTheme, accent: { rgb: Rgb; css: string } | undefined): CardTheme {
  if (accent === undefined) return theme;
  const light = relativeLuminance(accent.rgb);
  // Contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05: white wins below L ≈ 0.179.
  const onAccent = 1.05 / (light + 0.05) >= (light + 0.05) / 0.05 ? '#ffffff' : '#000000';
  return { ...theme, accent: accent.css, onAccent };
}
