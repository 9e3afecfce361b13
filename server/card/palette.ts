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
