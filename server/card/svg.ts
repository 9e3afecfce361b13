/**
 * What every card template uses to put values into SVG safely: escaping, clamping, fitting text
 * to a width. Text is measured by an estimate (the fonts differ between a browser and the PNG
 * renderer), so fitting errs on the short side.
 */
import { escapeMarkup } from '../../core/lib/markup.ts';
import { FORBIDDEN_XML_CHAR } from '../../core/lib/xml-text.ts';

const FORBIDDEN_XML = new RegExp(FORBIDDEN_XML_CHAR.source, 'g');

/**
 * `value` as SVG/HTML character data or attribute text: `& < > " '` escaped (core's
 * escapeMarkup), and the characters XML 1.0 forbids (C0 controls other than tab and line breaks,
 * lone surrogates, U+FFFE/FFFF) dropped first, or the whole document would fail to parse; a card
 * leaves them out rather than showing escapeMarkup's U+FFFD.
 */
export function escapeXml(value: string): string {
  return escapeMarkup(value.replace(FORBIDDEN_XML, ''));
}

/** A whole number within [min, max]: NaN and ±Infinity become `min`. */
export function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** A number within [min, max] (NaN becomes `min`), for widths and shares. */
export function clampNumber(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** `1234` → `1.2K`, `2500000` → `2.5M`: counts as a card shows them, clamped at 0. */
export function formatCount(value: number): string {
  const n = Number.isFinite(value) ? Math.max(0, value) : 0;
  if (n < 1_000) return String(Math.round(n));
  if (n < 999_500) return `${trimZero((n / 1_000).toFixed(n < 9_950 ? 1 : 0))}K`;
  if (n < 999_500_000) return `${trimZero((n / 1_000_000).toFixed(n < 9_950_000 ? 1 : 0))}M`;
  return `${trimZero((n / 1_000_000_000).toFixed(1))}B`;
}

function trimZero(text: string): string {
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}

/** Width of one character relative to the font size: an upper estimate for the fonts cards use. */
const CHAR_WIDTH = { 'sans-serif': 0.62, serif: 0.6, monospace: 0.61 } as const;

/**
 * `value` cut to what fits in `maxWidth` pixels at `fontSize`, with `…` when cut, by code point
 * (a surrogate pair is never split). Wide characters (CJK, emoji) count double.
 */
export function fitText(value: string, maxWidth: number, fontSize: number, family: keyof typeof CHAR_WIDTH = 'sans-serif'): string {
  const unit = CHAR_WIDTH[family] * fontSize;
  const budget = Math.max(1, Math.floor(maxWidth / unit));
  const characters = Array.from(value.replace(/\s+/g, ' ').trim());
  let used = 0;
  for (let index = 0; index < characters.length; index++) {
    used += isWide(characters[index]!) ? 2 : 1;
    if (used > budget) return `${characters.slice(0, Math.max(0, index - 1)).join('').trimEnd()}…`;
  }
  return characters.join('');
}

function isWide(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60) || code >= 0x1f000;
}

/** Escaped and fitted: the one call a template makes for a value it shows as text. */
export function text(value: string, maxWidth: number, fontSize: number, family: keyof typeof CHAR_WIDTH = 'sans-serif'): string {
  return escapeXml(fitText(value, maxWidth, fontSize, family));
}

/** Up to two initials of a name, upper-case, for a card without an avatar. */
export function initials(name: string): string {
  const words = name.trim().split(/[\s_-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!].map((word) => Array.from(word)[0]!) : Array.from(words[0] ?? '?').slice(0, 2);
  return letters.join('').toUpperCase();
}

/** The avatar URI if it is one the view may carry (a base64 PNG or JPEG data URI), else null. */
export function safeAvatar(uri: string | null): string | null {
  return uri !== null && /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+=*$/.test(uri) ? uri : null;
}
