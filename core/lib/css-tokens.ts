/**
 * A CSS scanner after CSS Syntax Level 3 §4 (tokenization), coarse on purpose: it finds the
 * pieces whose ends matter for a minifier or a checker — whitespace, comments, strings, unquoted
 * url(), names, and brackets — and refuses what leaves a stylesheet's structure in doubt:
 *
 * - a comment without its closing `*\/`, and a string cut by a line break or the end of the input
 *   (the spec's bad-string token);
 * - an unquoted url( containing a space in the middle, a quote or "(", or never closed (bad-url);
 * - brackets that do not pair up: a "}", ")" or "]" that closes nothing or the wrong opener, and an
 *   opener never closed (the spec closes those at the end of the input, silently; a minifier that
 *   did the same would hide the mistake);
 * - nesting deeper than `maxDepth` (parsers built on recursion slow down quadratically there).
 *
 * One forward pass, no regular expressions: linear in the length of the text.
 */
import { lineColumnAt } from './text-position.ts';

export type CssTokenKind = 'space' | 'comment' | 'string' | 'url' | 'name' | 'open' | 'close' | 'delim';

/** A token as [start, end) of the text; `depth` is the bracket depth it sits at (an opener counts outside itself). */
export type CssTokenVisitor = (kind: CssTokenKind, start: number, end: number, depth: number) => void;

export interface CssScanError {
  /** UTF-16 index of the problem. */
  offset: number;
  message: string;
}

export interface CssScanResult {
  error?: CssScanError;
  /** The deepest bracket nesting seen. */
  maxDepth: number;
}

const CLOSER: Record<string, string> = { '{': '}', '(': ')', '[': ']' };
const OPENER: Record<string, string> = { '}': '{', ')': '(', ']': '[' };

const isSpace = (unit: number) => unit === 0x20 || unit === 0x09 || unit === 0x0a || unit === 0x0d || unit === 0x0c;
const isNewline = (unit: number) => unit === 0x0a || unit === 0x0d || unit === 0x0c;
/** Name code points (§4.2): letters, digits, "-", "_" and everything non-ASCII. */
export const isCssNameUnit = (unit: number) =>
  (unit >= 0x61 && unit <= 0x7a) || (unit >= 0x41 && unit <= 0x5a) || (unit >= 0x30 && unit <= 0x39) || unit === 0x2d || unit === 0x5f || unit >= 0x80;

const noop: CssTokenVisitor = () => {};

export function scanCss(text: string, visit: CssTokenVisitor = noop, maxDepth = 256): CssScanResult {
  const length = text.length;
  const open: number[] = []; // offsets of the enclosing openers
  let deepest = 0;
  let i = 0;
  const fail = (offset: number, message: string): CssScanResult => ({ error: { offset, message }, maxDepth: deepest });

  while (i < length) {
    const start = i;
    const unit = text.charCodeAt(i);
    const char = text[i]!;

    if (isSpace(unit)) {
      while (i < length && isSpace(text.charCodeAt(i))) i++;
      visit('space', start, i, open.length);
      continue;
    }

    if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return fail(start, 'the comment opened here is never closed with "*/"');
      i = end + 2;
      visit('comment', start, i, open.length);
      continue;
    }

    if (char === '"' || char === "'") {
      i++;
      for (;;) {
        if (i >= length) return fail(start, 'the string opened here is never closed');
        const inner = text.charCodeAt(i);
        if (inner === unit) break;
        if (isNewline(inner)) return fail(start, 'the string opened here is cut by a line break (close it, or escape the break with "\\")');
        // A backslash escapes the next character; before a line break it continues the string.
        if (inner === 0x5c) i += text[i + 1] === '\r' && text[i + 2] === '\n' ? 3 : 2;
        else i++;
      }
      i++;
      visit('string', start, i, open.length);
      continue;
    }

    if (isCssNameUnit(unit) || (char === '\\' && i + 1 < length && !isNewline(text.charCodeAt(i + 1)))) {
      while (i < length) {
        const inner = text.charCodeAt(i);
        if (isCssNameUnit(inner)) i++;
        else if (inner === 0x5c && i + 1 < length && !isNewline(text.charCodeAt(i + 1))) i += 2;
        else break;
      }
      // url( followed by anything but a quote is one url token (§4.3.6).
      if (i - start === 3 && text[i] === '(' && text.slice(start, i).toLowerCase() === 'url') {
        let j = i + 1;
        while (j < length && isSpace(text.charCodeAt(j))) j++;
        if (text[j] !== '"' && text[j] !== "'") {
          const end = scanUnquotedUrl(text, j, start);
          if (typeof end !== 'number') return fail(end.offset, end.message);
          i = end;
          visit('url', start, i, open.length);
          continue;
        }
      }
      visit('name', start, i, open.length);
      continue;
    }

    if (char === '{' || char === '(' || char === '[') {
      visit('open', start, i + 1, open.length);
      open.push(start);
      if (open.length > deepest) deepest = open.length;
      if (open.length > maxDepth) return fail(start, `brackets are nested deeper than ${maxDepth} levels`);
      i++;
      continue;
    }

    if (char === '}' || char === ')' || char === ']') {
      const opener = open[open.length - 1];
      if (opener === undefined) return fail(start, `"${char}" closes nothing: there is no "${OPENER[char]}" before it`);
      const openChar = text[opener]!;
      if (CLOSER[openChar] !== char) {
        const { line, column } = lineColumnAt(text, opener);
        return fail(start, `"${char}" cannot close the "${openChar}" opened at line ${line}, column ${column}; a "${CLOSER[openChar]}" is missing`);
      }
      open.pop();
      i++;
      visit('close', start, i, open.length);
      continue;
    }

    // Anything else is one code point of punctuation (a surrogate pair stays whole).
    i += unit >= 0xd800 && unit <= 0xdbff && i + 1 < length ? 2 : 1;
    visit('delim', start, i, open.length);
  }

  const unclosed = open[open.length - 1];
  if (unclosed !== undefined) {
    const openChar = text[unclosed]!;
    return fail(unclosed, `the "${openChar}" opened here is never closed with "${CLOSER[openChar]}"`);
  }
  return { maxDepth: deepest };
}

/** From just inside `url(` and its leading whitespace: the index after the closing ")", or what is wrong. */
function scanUnquotedUrl(text: string, from: number, urlStart: number): number | CssScanError {
  let i = from;
  while (i < text.length) {
    const unit = text.charCodeAt(i);
    if (unit === 0x29) return i + 1;
    if (isSpace(unit)) {
      while (i < text.length && isSpace(text.charCodeAt(i))) i++;
      if (text[i] === ')') return i + 1;
      if (i < text.length) return { offset: i, message: 'an unquoted url( ) may not contain spaces; quote the URL' };
      break;
    }
    if (unit === 0x22 || unit === 0x27 || unit === 0x28) {
      return { offset: i, message: `an unquoted url( ) may not contain ${JSON.stringify(text[i])}; quote the URL` };
    }
    if (unit === 0x5c) {
      if (isNewline(text.charCodeAt(i + 1))) return { offset: i, message: 'an unquoted url( ) may not contain an escaped line break' };
      i += 2;
      continue;
    }
    i++;
  }
  return { offset: urlStart, message: 'the url( opened here is never closed with ")"' };
}
