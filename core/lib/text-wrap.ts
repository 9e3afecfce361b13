/**
 * Wrapping text into lines for SVG, which has no line breaking of its own: widths are estimated
 * from font metrics, words are laid greedily onto lines, a word too long for a line is cut between
 * grapheme clusters, and text past the last allowed line is cut with "…".
 *
 * Method: the advance widths of printable ASCII are those of Helvetica and Helvetica-Bold, read
 * from URW's metric-compatible Nimbus Sans AFM files (Debian fonts-urw-base35,
 * /usr/share/fonts/type1/urw-base35/NimbusSans-{Regular,Bold}.afm, `WX` of codes 32–126, in
 * 1/1000 em); Arial and Liberation Sans share them, and card-themes.ts asks for that font stack.
 * Other graphemes: a letter with accents is measured by its base letter (the first code point of
 * its NFD form); East Asian Wide/Fullwidth characters and emoji take 1 em (display-width.ts's
 * rule), and so do … and — (their AFM widths); combining marks and format characters take
 * nothing; anything else 0.7 em, wider than most Latin, Greek and Cyrillic letters, so the
 * estimate errs towards a shorter line rather than an overflow. ASCII ' and ` are measured as
 * the AFM's quoteright and quoteleft (codes 39 and 96 of Adobe StandardEncoding), a little wider
 * than the straight quote and grave that fonts draw today.
 */
import { displayWidth } from './display-width.ts';
import { graphemeClusters } from './graphemes.ts';

// python3 -c "import re;t=open('/usr/share/fonts/type1/urw-base35/NimbusSans-Regular.afm',encoding='latin-1').read();print([int(w) for c,w in re.findall(r'C (\d+) ; WX (\d+)',t) if 32<=int(c)<=126])"
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278,
  584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
  667, 667, 611, 278, 278, 278, 469, 556, 222, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// The same for NimbusSans-Bold.afm.
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 278, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333,
  584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944,
  667, 667, 611, 333, 278, 333, 584, 556, 278, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const OTHER = 700;
/** Punctuation wider than OTHER, from the same AFM files (ellipsis, emdash: WX 1000 in both faces). */
const WIDE_PUNCTUATION: Record<string, number> = { '…': 1000, '—': 1000 };
const WIDE = 1000;
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]/u;

export type FontWeight = 'regular' | 'bold';

/**
 * Characters that can join their neighbours into one grapheme cluster (UAX #29): marks, format
 * characters (ZWJ, variation selectors' neighbours), Hangul jamo, the halfwidth sound marks, the
 * Prepend characters of the BMP, and anything outside it (emoji, modifiers, flags, tags).
 * Text without them is one grapheme per code unit, and skips Intl.Segmenter, which costs ~1.5 µs
 * a grapheme here and grows faster than linearly on long strings (V8 in Node 20).
 */
const CLUSTERING = /[\p{M}\p{Cf}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\uFF9E\uFF9F\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E]|[^\u0000-\uFFFF]/u;

/** The graphemes of `text`, lazily, so a caller that stops early pays only for what it read. */
function* graphemes(text: string): Generator<string> {
  if (!CLUSTERING.test(text)) {
    for (let i = 0; i < text.length; i++) yield text[i]!;
    return;
  }
  yield* graphemeClusters(text);
}

/** One non-ASCII grapheme's advance in 1/1000 em. */
function otherUnits(grapheme: string, table: readonly number[]): number {
  const code = grapheme.normalize('NFD').codePointAt(0)!;
  if (code >= 32 && code <= 126) return table[code - 32]!;
  const punctuation = WIDE_PUNCTUATION[grapheme];
  if (punctuation !== undefined) return punctuation;
  if (ZERO_WIDTH.test(grapheme)) return 0;
  return displayWidth(grapheme) >= 2 ? WIDE : OTHER;
}

// Widths of the non-ASCII graphemes met so far, per face: the NFD and width tests cost far more
// than a lookup, and text repeats its letters. Cleared when large, so memory stays bounded.
const caches = { regular: new Map<string, number>(), bold: new Map<string, number>() };

/** One grapheme's advance in 1/1000 em. */
function graphemeUnits(grapheme: string, weight: FontWeight): number {
  const table = weight === 'bold' ? BOLD : REGULAR;
  if (grapheme.length === 1) {
    const code = grapheme.charCodeAt(0);
    if (code >= 32 && code <= 126) return table[code - 32]!;
  }
  const cache = caches[weight];
  let units = cache.get(grapheme);
  if (units === undefined) {
    if (cache.size > 10_000) cache.clear();
    units = otherUnits(grapheme, table);
    cache.set(grapheme, units);
  }
  return units;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The estimated width of `text` set at `fontSize`, in the same unit as fontSize. */
export function textWidth(text: string, fontSize: number, weight: FontWeight = 'regular'): number {
  let units = 0;
  if (PRINTABLE_ASCII.test(text)) {
    const table = weight === 'bold' ? BOLD : REGULAR;
    for (let i = 0; i < text.length; i++) units += table[text.charCodeAt(i) - 32]!;
  } else {
    for (const grapheme of graphemes(text)) units += graphemeUnits(grapheme, weight);
  }
  return (units * fontSize) / 1000;
}

export interface WrapOptions {
  /** Widest line, in the unit of fontSize (SVG user units). */
  maxWidth: number;
  fontSize: number;
  weight?: FontWeight;
  /** Lines kept; the last one ends with "…" when text is left over. */
  maxLines: number;
}

export interface WrappedText {
  lines: string[];
  /** Whether text was cut to fit maxLines. */
  truncated: boolean;
}

const ELLIPSIS = '…';
const SPACE = /^\s+$/u;

/** A line being filled: its graphemes and their advances, in font units (1/1000 em). */
interface Line {
  parts: string[];
  widths: number[];
  units: number;
}

const emptyLine = (): Line => ({ parts: [], widths: [], units: 0 });

/** `line` shortened, between graphemes, until it and a trailing "…" fit `limit` units. */
function withEllipsis(line: Line, limit: number, weight: FontWeight): string {
  const ellipsis = graphemeUnits(ELLIPSIS, weight);
  let count = line.parts.length;
  let units = line.units;
  while (count > 0 && units + ellipsis > limit) units -= line.widths[--count]!;
  const kept = line.parts.slice(0, count).join('');
  // "things,…" reads worse than "things…": a cut line drops its trailing spaces and punctuation.
  const trimmed = kept.replace(/[\s\p{P}]+$/u, '');
  return (trimmed === '' ? kept : trimmed) + ELLIPSIS;
}

/**
 * `text` laid out greedily on lines no wider than maxWidth: whitespace runs (line breaks
 * included, as SVG collapses them) separate words; a word wider than a line is split between
 * graphemes. Blank text gives no lines. The text is segmented once and each grapheme measured
 * once, and layout stops one line past maxLines, so the cost is linear in the text kept.
 */
export function wrapText(text: string, options: WrapOptions): WrappedText {
  const { maxLines } = options;
  const weight = options.weight ?? 'regular';
  const limit = (options.maxWidth * 1000) / options.fontSize;
  const space = graphemeUnits(' ', weight);
  const lines: Line[] = [];
  let line = emptyLine();
  let word = emptyLine();
  const push = () => {
    lines.push(line);
    line = emptyLine();
  };
  const append = (from: Line, index: number) => {
    line.parts.push(from.parts[index]!);
    line.widths.push(from.widths[index]!);
    line.units += from.widths[index]!;
  };
  const placeWord = () => {
    if (word.parts.length === 0) return;
    if (line.parts.length > 0 && line.units + space + word.units <= limit) {
      line.parts.push(' ');
      line.widths.push(space);
      line.units += space;
      for (let i = 0; i < word.parts.length; i++) append(word, i);
    } else {
      if (line.parts.length > 0) push();
      if (word.units <= limit) {
        for (let i = 0; i < word.parts.length; i++) append(word, i);
      } else {
        // A word longer than a line (a URL, a CJK sentence): cut it between graphemes.
        for (let i = 0; i < word.parts.length && lines.length <= maxLines; i++) {
          if (line.parts.length > 0 && line.units + word.widths[i]! > limit) push();
          append(word, i);
        }
      }
    }
    word = emptyLine();
  };
  for (const grapheme of graphemes(text)) {
    if (lines.length > maxLines) break;
    if (SPACE.test(grapheme)) placeWord();
    else {
      const units = graphemeUnits(grapheme, weight);
      word.parts.push(grapheme);
      word.widths.push(units);
      word.units += units;
    }
  }
  if (lines.length <= maxLines) placeWord();
  if (line.parts.length > 0) lines.push(line);
  const rendered = lines.map((kept) => kept.parts.join(''));
  if (lines.length <= maxLines) return { lines: rendered, truncated: false };
  const kept = rendered.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(lines[maxLines - 1]!, limit, weight);
  return { lines: kept, truncated: true };
}
