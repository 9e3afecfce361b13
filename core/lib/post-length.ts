/**
 * The length of a social post, counted the way X counts it or in plain code points, and the
 * pieces (atoms) a post may be cut between, for thread-generator.
 *
 * X's rules are those of twitter-text's configuration v3 (github.com/twitter/twitter-text,
 * config/v3.json; X developer docs "Counting characters"): the text is NFC-normalised; each code
 * point weighs 2 except those in U+0000-U+10FF, U+2000-U+200D, U+2010-U+201F and U+2032-U+2037,
 * which weigh 1 (so Latin, Greek, Cyrillic, Hebrew, Arabic… count 1 and CJK, Hangul, kana count 2);
 * an emoji, however many code points it joins, weighs 2; a link weighs 23 (t.co), whatever its
 * length. Emoji sequences are found by Unicode's sequence rules (UTS #51); twitter-text matches
 * its own emoji list, so a pictograph that list lacks may count 1 or 2 differently there.
 *
 * Links: twitter-text links a URL only when its domain ends in a top-level domain from its list,
 * which is not repeated here. So an http(s):// or www. link whose host ends in a label of two or
 * more letters, with no label over 63 characters once IDNA-encoded, counts 23 (what X counts); a bare domain ("example.com", but also "Node.js", which
 * X may not link) counts the larger of 23 and its own length, which is never less than X's count.
 * The one way to come out under X is a longer-than-23 http link whose last label X does not know.
 */

export type LengthCounting = 'x' | 'code_points';

export const X_LINK_LENGTH = 23;

export interface Atom {
  text: string;
  weight: number;
}

// Link characters exclude white space, <, >, " and format characters (\p{Cf}: bidi marks, ZWJ),
// which twitter-text does not take into a URL (its directional-marker conformance case).
const LINK = /(?<![\p{L}\p{N}@./_-])(?:https?:\/\/[^\s<>"\p{Cf}]+|www\.[^\s<>"\p{Cf}]+|(?:[\p{L}\p{N}][\p{L}\p{N}_-]*\.)+\p{L}{2,63}(?:\/[^\s<>"\p{Cf}]*)?)/giu;
const SCHEMED = /^(?:https?:\/\/|www\.)([^/?#:\s]*)/iu;
const LETTER_LABEL = /\.\p{L}{2,63}$/u;
const TRAILING_PUNCTUATION = /[.,:;!?'"”’…]$/u;

/** twitter-text's weight-1 ranges (config v3); everything else weighs 2. */
function xWeight(codePoint: number): number {
  return codePoint <= 0x10ff ||
    (codePoint >= 0x2000 && codePoint <= 0x200d) ||
    (codePoint >= 0x2010 && codePoint <= 0x201f) ||
    (codePoint >= 0x2032 && codePoint <= 0x2037)
    ? 1
    : 2;
}

function charsWeight(text: string, counting: LengthCounting): number {
  let weight = 0;
  for (const char of text) weight += counting === 'x' ? xWeight(char.codePointAt(0)!) : 1;
  return weight;
}

/** A link match without the punctuation that ends a sentence, and without an unbalanced ")". */
function trimLink(link: string): string {
  let end = link;
  for (;;) {
    if (TRAILING_PUNCTUATION.test(end)) end = end.slice(0, -1);
    else if (end.endsWith(')') && end.split('(').length < end.split(')').length) end = end.slice(0, -1);
    else return end;
  }
}

/**
 * Whether X can link this host: its last label is letters, and every label is 1-63 characters
 * once IDNA-encoded (RFC 1035 §2.3.4; twitter-text's conformance refuses a CJK label whose
 * punycode passes 63). WHATWG URL does the IDNA encoding in every runtime.
 */
function linkableHost(host: string): boolean {
  if (!LETTER_LABEL.test(host)) return false;
  try {
    const ascii = new URL(`http://${host}/`).hostname;
    return ascii.split('.').every((label) => label.length >= 1 && label.length <= 63);
  } catch {
    return false;
  }
}

function linkWeight(link: string, counting: LengthCounting): number {
  const own = charsWeight(link, counting);
  if (counting !== 'x') return own;
  const schemed = SCHEMED.exec(link);
  if (schemed) return linkableHost(schemed[1]!) ? X_LINK_LENGTH : own;
  return Math.max(X_LINK_LENGTH, own);
}

const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const MARK = /^\p{M}$/u;
const pictographic = new Map<number, boolean>();
const marks = new Map<number, boolean>();

/** Whether a code point is Extended_Pictographic; cheap ranges first, the property test cached. */
function isPictographic(cp: number): boolean {
  if (!(cp === 0xa9 || cp === 0xae || (cp >= 0x203c && cp <= 0x3299) || (cp >= 0x1f000 && cp <= 0x1fffd))) return false;
  let known = pictographic.get(cp);
  if (known === undefined) pictographic.set(cp, (known = PICTOGRAPHIC.test(String.fromCodePoint(cp))));
  return known;
}

function isMark(cp: number): boolean {
  if (cp < 0x300) return false;
  let known = marks.get(cp);
  if (known === undefined) marks.set(cp, (known = MARK.test(String.fromCodePoint(cp))));
  return known;
}

const units = (cp: number) => (cp > 0xffff ? 2 : 1);
const isRegionalIndicator = (cp: number) => cp >= 0x1f1e6 && cp <= 0x1f1ff;

/**
 * The end (UTF-16 index) of the emoji sequence starting at `i`, or -1: a flag (two regional
 * indicators), a keycap ([#*0-9] U+FE0F? U+20E3), or a pictograph with its variation selector,
 * skin tones and tag characters and further pictographs joined by U+200D (UTS #51 emoji
 * sequences). Hand-written: matching Unicode's RGI_Emoji set with a regular expression cost
 * 20 µs per emoji.
 */
function emojiEnd(text: string, i: number, cp: number): number {
  if (isRegionalIndicator(cp)) {
    const next = text.codePointAt(i + 2);
    return next !== undefined && isRegionalIndicator(next) ? i + 4 : -1;
  }
  if (cp === 0x23 || cp === 0x2a || (cp >= 0x30 && cp <= 0x39)) {
    let j = i + 1;
    if (text.charCodeAt(j) === 0xfe0f) j++;
    return text.charCodeAt(j) === 0x20e3 ? j + 1 : -1;
  }
  if (!isPictographic(cp)) return -1;
  let j = i + units(cp);
  for (;;) {
    const next = text.codePointAt(j);
    if (next === undefined) return j;
    if (next === 0xfe0f || (next >= 0x1f3fb && next <= 0x1f3ff) || (next >= 0xe0020 && next <= 0xe007f)) j += units(next);
    else if (next === 0x200d && isPictographic(text.codePointAt(j + 1) ?? 0)) j += 1 + units(text.codePointAt(j + 1)!);
    else return j;
  }
}

/** Link starts (UTF-16 index → link text); only X counts links as a unit, and a link needs a ".". */
function findLinks(text: string, counting: LengthCounting): Map<number, string> {
  const links = new Map<number, string>();
  if (counting !== 'x' || !text.includes('.')) return links;
  for (const match of text.matchAll(LINK)) {
    const link = trimLink(match[0]);
    if (link !== '') links.set(match.index, link);
  }
  return links;
}

/**
 * Walks the text atom by atom (a link, an emoji sequence, or a character with its combining marks
 * when `whole` atoms are wanted), calling `visit` with each atom's end and weight; returns the total.
 */
export function walk(text: string, counting: LengthCounting, visit?: (start: number, end: number, weight: number) => void): number {
  const links = findLinks(text, counting);
  let total = 0;
  let i = 0;
  while (i < text.length) {
    const link = links.size > 0 ? links.get(i) : undefined;
    let end: number;
    let weight: number;
    if (link !== undefined) {
      end = i + link.length;
      weight = linkWeight(link, counting);
    } else {
      const cp = text.codePointAt(i)!;
      const emoji = cp < 0x23 ? -1 : emojiEnd(text, i, cp);
      if (emoji > 0) {
        end = emoji;
        const single = end - i === 1;
        // A lone text-style pictograph in X's weight-1 range (© or ® without U+FE0F) keeps weight 1.
        weight = counting === 'x' ? (single && cp <= 0x10ff ? 1 : 2) : codePointCount(text, i, end);
      } else {
        end = i + units(cp);
        weight = counting === 'x' ? xWeight(cp) : 1;
        if (visit) {
          for (let next = text.codePointAt(end); next !== undefined && isMark(next); next = text.codePointAt(end)) {
            end += units(next);
            weight += counting === 'x' ? xWeight(next) : 1;
          }
        }
      }
    }
    visit?.(i, end, weight);
    total += weight;
    i = end;
  }
  return total;
}

function codePointCount(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i += units(text.codePointAt(i)!)) count++;
  return count;
}

/**
 * The text as atoms that must stay whole (links, emoji sequences, a character with its combining
 * marks), each with its weight; the weights add up to the text's length.
 */
export function atomsOf(text: string, counting: LengthCounting): Atom[] {
  const atoms: Atom[] = [];
  walk(text, counting, (start, end, weight) => atoms.push({ text: text.slice(start, end), weight }));
  return atoms;
}

/** The weight of one code point. */
export function codePointWeight(cp: number, counting: LengthCounting): number {
  return counting === 'x' ? xWeight(cp) : 1;
}

/** The length of a post: X's weighted count or code points (text expected in NFC). */
export function postLength(text: string, counting: LengthCounting): number {
  return walk(text, counting);
}
