/**
 * A theme's palette as the images and pages around its card use it: each colour checked to be
 * `#rrggbb` (a theme's constant, but it ends up in SVG attributes and in the page's CSS, so a
 * typo must not become markup), plus the mixes those surfaces need.
 */
import type { Theme } from './themes/theme.ts';

export interface SafePalette {
  background: string;
  surface: string;
  text: string;
  accent: string;
  /** The text colour two thirds of the way from the background: secondary text. */
  muted: string;
}

const FALLBACK = { background: '#101418', surface: '#1c232b', text: '#f2f4f7', accent: '#f5b83d' } as const;

function hex(value: string, fallback: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : fallback;
}

/** `from` moved `amount` (0–1) of the way towards `to`, both `#rrggbb`. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (colour: string, index: number): number => parseInt(colour.slice(1 + index * 2, 3 + index * 2), 16);
  return `#${[0, 1, 2].map((index) => Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount).toString(16).padStart(2, '0')).join('')}`;
}

export function safePalette(theme: Theme): SafePalette {
  const background = hex(theme.palette.background, FALLBACK.background);
  const text = hex(theme.palette.text, FALLBACK.text);
  return { background, surface: hex(theme.palette.surface, FALLBACK.surface), text, accent: hex(theme.palette.accent, FALLBACK.accent), muted: mix(background, text, 0.68) };
}

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(colour.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The palette a page around the card uses. A "paper" theme (dossier, knight, rpg) sets its dark
 * text on a light surface inside a dark frame: a page in its background colour would put that
 * text on the dark, so such a page takes the surface as its background instead.
 */
export function pagePalette(theme: Theme): SafePalette {
  const palette = safePalette(theme);
  if (contrastRatio(palette.text, palette.surface) <= contrastRatio(palette.text, palette.background)) return palette;
  return { ...palette, background: palette.surface, surface: mix(palette.surface, '#ffffff', 0.45), muted: mix(palette.surface, palette.text, 0.68) };
}
