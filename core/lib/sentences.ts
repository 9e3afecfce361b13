/**
 * Sentence spans of prose such as a policy or terms page, in one forward pass (linear time, no
 * regular expressions over the text). A sentence ends:
 *
 * - at ".", "!" or "?" (with any closing quotes or brackets after it) followed by whitespace and
 *   then something other than a lowercase letter, unless the "." ends a known abbreviation
 *   (e.g., i.e., Inc., U.S., No., …) or a single letter (an initial);
 * - at a blank line;
 * - at a line break before a list item (-, *, •, "1.", "2)", "(a)", …);
 * - at a line break after a short line without final punctuation that is followed by a capital
 *   letter: a heading ("Cookies" above "We use cookies to…").
 *
 * Other line breaks are spaces (hard-wrapped text). Spans are trimmed of whitespace; empty ones are dropped.
 */

export interface SentenceSpan {
  /** [start, end) UTF-16 offsets in the text. */
  start: number;
  end: number;
}

const ABBREVIATIONS = new Set([
  'e.g', 'i.e', 'etc', 'vs', 'cf', 'al', 'approx', 'incl', 'inc', 'ltd', 'llc', 'plc', 'co', 'corp', 'gmbh', 'mr', 'mrs', 'ms', 'dr',
  'prof', 'st', 'jr', 'sr', 'no', 'nos', 'art', 'arts', 'sec', 'para', 'fig', 'p', 'pp', 'ch', 'dept', 'u.s', 'u.k', 'e.u', 'u.s.a', 'cal', 'civ',
]);

/** Longest abbreviation looked back for; bounds the work per full stop. */
const MAX_ABBREVIATION = 8;
/** A line this short without final punctuation, followed by a capital, is a heading. */
const MAX_HEADING = 60;

const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f' || char === '\v' || char === '\u00a0';
const isLineBreak = (char: string | undefined) => char === '\n' || char === '\r';
const isLower = (char: string | undefined) => char !== undefined && char !== char.toUpperCase() && char === char.toLowerCase();
const isUpper = (char: string | undefined) => char !== undefined && char !== char.toLowerCase() && char === char.toUpperCase();
const isLetter = (char: string | undefined) => isLower(char) || isUpper(char);
const CLOSERS = new Set(['"', "'", '”', '’', ')', ']', '»']);
const TERMINAL = new Set(['.', '!', '?', ':', ';', ',']);
const BULLETS = new Set(['-', '*', '•', '·', '–', '—', '▪', '◦', '‣', '○', '●', '■']);

/** Whether a list item starts at `i`: a bullet or "1." "2)" "(a)" "iv." followed by a space. */
function isListItem(text: string, i: number): boolean {
  const first = text[i];
  if (first !== undefined && BULLETS.has(first)) return isSpace(text[i + 1]);
  let j = i;
  if (text[j] === '(') j++;
  const markerStart = j;
  while (j < text.length && j - markerStart < 4 && /[0-9a-zA-Z]/.test(text[j]!)) j++;
  if (j === markerStart) return false;
  const marker = text.slice(markerStart, j);
  if (!/^(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,4})$/.test(marker)) return false;
  return (text[j] === '.' || text[j] === ')') && isSpace(text[j + 1]);
}

/** Whether the "." at `dot` ends an abbreviation or an initial. */
function endsAbbreviation(text: string, dot: number): boolean {
  let j = dot;
  while (j > 0 && dot - j < MAX_ABBREVIATION && (isLetter(text[j - 1]) || (text[j - 1] === '.' && isLetter(text[j - 2])))) j--;
  if (j === dot) return false;
  // A word that runs on past the limit is a long word, not an abbreviation.
  if (isLetter(text[j - 1])) return false;
  const word = text.slice(j, dot).toLowerCase();
  return word.length === 1 || ABBREVIATIONS.has(word);
}

export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const length = text.length;
  let start = 0;
  let lineStart = 0;

  const close = (end: number, next: number) => {
    let s = start;
    let e = end;
    while (s < e && isSpace(text[s])) s++;
    while (e > s && isSpace(text[e - 1])) e--;
    if (e > s) spans.push({ start: s, end: e });
    start = next;
  };

  for (let i = 0; i < length; i++) {
    const char = text[i]!;

    if (isLineBreak(char)) {
      const lineEnd = i;
      if (char === '\r' && text[i + 1] === '\n') i++;
      let j = i + 1;
      while (j < length && (text[j] === ' ' || text[j] === '\t')) j++;
      const blank = j >= length || isLineBreak(text[j]);
      let last = lineEnd - 1;
      while (last >= lineStart && (text[last] === ' ' || text[last] === '\t')) last--;
      const heading =
        last >= lineStart && lineEnd - lineStart <= MAX_HEADING && !TERMINAL.has(text[last]!) && isUpper(text[j]) && isLetter(text[last]);
      if (blank || heading || isListItem(text, j)) close(lineEnd, j);
      lineStart = i + 1;
      i = j - 1;
      continue;
    }

    if (char === '.' || char === '!' || char === '?') {
      let k = i + 1;
      while (k < length && (text[k] === '.' || text[k] === '!' || text[k] === '?' || CLOSERS.has(text[k]!))) k++;
      if (k < length && !isSpace(text[k])) {
        i = k - 1;
        continue;
      }
      let next = k;
      while (next < length && (text[next] === ' ' || text[next] === '\t')) next++;
      const abbreviation = char === '.' && k === i + 1 && endsAbbreviation(text, i);
      if (!isLower(text[next]) && !abbreviation) close(k, k);
      i = k - 1;
    }
  }
  close(length, length);
  return spans;
}
