/**
 * How many columns a string takes in a monospace font, for padding text tables: per grapheme
 * cluster, East Asian Wide and Fullwidth characters and emoji shown as emoji take 2, combining
 * marks and format characters (zero-width space, joiners) take 0, everything else 1, a tab
 * included (what terminals and code editors do, after Unicode's East_Asian_Width, UAX #11).
 */
import { graphemeClusters } from './graphemes.ts';

// The Wide and Fullwidth blocks of UAX #11 outside the emoji, as [first, last] code points.
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul Jamo initial consonants
  [0x2e80, 0x303e], // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
  [0x3400, 0x4dbf], // CJK Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo Extended-A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff00, 0xff60], // fullwidth forms
  [0xffe0, 0xffe6], // fullwidth signs
  [0x16fe0, 0x18aff], // ideographic symbols, Tangut
  [0x1b000, 0x1b2ff], // Kana supplement and extensions, Nushu
  [0x1f200, 0x1f2ff], // enclosed ideographic supplement
  [0x20000, 0x2fffd], // CJK Extensions B–F, compatibility supplement
  [0x30000, 0x3fffd], // CJK Extensions G–H
];

function isWide(codePoint: number): boolean {
  for (const [first, last] of WIDE_RANGES) {
    if (codePoint < first) return false;
    if (codePoint <= last) return true;
  }
  return false;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]/u;
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}/u;

function graphemeWidth(grapheme: string): number {
  const first = grapheme.codePointAt(0)!;
  if (EMOJI_PRESENTATION.test(grapheme)) return 2;
  if (isWide(first)) return 2;
  if (ZERO_WIDTH.test(grapheme)) return 0;
  return 1;
}

/** The number of monospace columns `text` takes. */
export function displayWidth(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  let width = 0;
  for (const grapheme of graphemeClusters(text)) width += graphemeWidth(grapheme);
  return width;
}
