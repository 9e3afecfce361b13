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

let segmenter: Intl.Segmenter | undefined;

function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** One grapheme's advance in 1/1000 em. */
function graphemeUnits(grapheme: string, table: readonly number[]): number {
  const code = grapheme.normalize('NFD').codePointAt(0)!;
  if (code >= 32 && code <= 126) return table[code - 32]!;
  const punctuation = WIDE_PUNCTUATION[grapheme];
  if (punctuation !== undefined) return punctuation;
  if (ZERO_WIDTH.test(grapheme)) return 0;
  return displayWidth(grapheme) >= 2 ? WIDE : OTHER;
}

/** The estimated width of `text` set at `fontSize`, in the same unit as fontSize. */
export function textWidth(text: string, fontSize: number, weight: FontWeight = 'regular'): number {
  const table = weight === 'bold' ? BOLD : REGULAR;
  let units = 0;
  for (const grapheme of graphemes(text)) units += graphemeUnits(grapheme, table);
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

/** `line` shortened, between graphemes, until it and a trailing "…" fit `maxWidth`. */
function withEllipsis(line: string, options: WrapOptions): string {
  const parts = graphemes(line.trimEnd());
  const weight = options.weight ?? 'regular';
  while (parts.length > 0 && textWidth(parts.join('') + ELLIPSIS, options.fontSize, weight) > options.maxWidth) parts.pop();
  // "things,…" reads worse than "things…": a cut line drops its trailing spaces and punctuation.
  const kept = parts.join('').replace(/[\s\p{P}]+$/u, '');
  return (kept === '' ? parts.join('') : kept) + ELLIPSIS;
}

/**
 * `text` laid out greedily on lines no wider than maxWidth: whitespace runs (line breaks
 * included, as SVG collapses them) separate words; a word wider than a line is split between
 * graphemes. Blank text gives no lines.
 */
export function wrapText(text: string, options: WrapOptions): WrappedText {
  const { maxWidth, fontSize, maxLines } = options;
  const weight = options.weight ?? 'regular';
  const words = text.split(/\s+/u).filter((word) => word !== '');
  const lines: string[] = [];
  const space = textWidth(' ', fontSize, weight);
  let line = '';
  let width = 0;
  const push = () => {
    lines.push(line);
    line = '';
    width = 0;
  };
  for (const word of words) {
    const wordWidth = textWidth(word, fontSize, weight);
    if (line !== '' && width + space + wordWidth <= maxWidth) {
      line += ` ${word}`;
      width += space + wordWidth;
      continue;
    }
    if (line !== '') push();
    if (lines.length > maxLines) break;
    if (wordWidth <= maxWidth) {
      line = word;
      width = wordWidth;
      continue;
    }
    // A word longer than a line (a URL, a CJK sentence): cut it between graphemes.
    for (const grapheme of graphemes(word)) {
      const graphemeWidth = textWidth(grapheme, fontSize, weight);
      if (line !== '' && width + graphemeWidth > maxWidth) push();
      line += grapheme;
      width += graphemeWidth;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1]!, options);
  return { lines: kept, truncated: true };
}
