/**
 * Checks SVG path data (the `d` attribute) against its grammar: SVG 1.1 §8.3.9 "The grammar for
 * path data" (kept by SVG 2 §9.3.9). Only command letters, numbers, commas and whitespace may
 * appear, data starts with a moveto, every command has whole sets of its arguments (Z none),
 * arc radii are non-negative and arc flags are a single 0 or 1 (which may touch what follows:
 * "a1 1 0 011 1" is legal). Linear in the length; nothing is built.
 */

const ARITY: Record<string, number> = { m: 2, l: 2, t: 2, h: 1, v: 1, c: 6, s: 4, q: 4, a: 7, z: 0 };
const ALLOWED = /[^MmLlHhVvCcSsQqTtAaZz0-9 ,.eE+\-\t\n\r\f]/;

// Char codes, scanned by hand: sticky regexes and closures cost about 1 µs a character cold,
// which put 20 paths of 2000 characters at 50 ms.
const SPACE = 0x20, TAB = 0x09, LF = 0x0a, CR = 0x0d, FF = 0x0c, COMMA = 0x2c, DOT = 0x2e, PLUS = 0x2b, MINUS = 0x2d;
const isSpace = (c: number): boolean => c === SPACE || c === TAB || c === LF || c === CR || c === FF;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** The index after the number at `i` (sign, digits, fraction, exponent), or -1 when none starts there. */
function numberEnd(d: string, i: number): number {
  let j = i;
  if (d.charCodeAt(j) === PLUS || d.charCodeAt(j) === MINUS) j++;
  let digits = 0;
  while (isDigit(d.charCodeAt(j))) j++, digits++;
  if (d.charCodeAt(j) === DOT) {
    j++;
    while (isDigit(d.charCodeAt(j))) j++, digits++;
  }
  if (digits === 0) return -1;
  const e = d.charCodeAt(j);
  if (e === 0x65 || e === 0x45) {
    let k = j + 1;
    if (d.charCodeAt(k) === PLUS || d.charCodeAt(k) === MINUS) k++;
    const first = k;
    while (isDigit(d.charCodeAt(k))) k++;
    if (k > first) j = k;
  }
  return j;
}

/** Undefined when `d` is valid path data, else the reason (with a 1-based position). */
export function pathDataProblem(d: string): string | undefined {
  const bad = ALLOWED.exec(d);
  if (bad) return `${JSON.stringify(bad[0])} at position ${bad.index + 1} is not allowed (only command letters MLHVCSQTAZ, numbers, commas and spaces)`;
  let i = 0;
  const skipSpace = (): void => {
    while (isSpace(d.charCodeAt(i))) i++;
  };
  /** Skips whitespace and at most one comma; true if a comma was there. */
  const skipSeparator = (): boolean => {
    skipSpace();
    if (d.charCodeAt(i) !== COMMA) return false;
    i++;
    skipSpace();
    return true;
  };
  const startsNumber = (): boolean => {
    const c = d.charCodeAt(i);
    return isDigit(c) || c === DOT || c === PLUS || c === MINUS;
  };

  skipSpace();
  if (d[i] !== 'M' && d[i] !== 'm') return i >= d.length ? 'is empty' : `must start with a moveto (M or m), not ${JSON.stringify(d[i])}`;
  while (i < d.length) {
    const command = d[i]!;
    const arity = ARITY[command.toLowerCase()];
    if (arity === undefined) return `expected a command letter at position ${i + 1}, found ${JSON.stringify(command)}`;
    i++;
    skipSpace();
    if (arity === 0) continue;
    const arc = command === 'A' || command === 'a';
    for (;;) {
      for (let k = 0; k < arity; k++) {
        if (k > 0) skipSeparator();
        const at = i;
        if (arc && (k === 3 || k === 4)) {
          if (d[i] !== '0' && d[i] !== '1') return `arc flag expected (0 or 1) at position ${at + 1} in ${command}`;
          i++;
        } else {
          if (arc && k < 2 && d.charCodeAt(i) === MINUS) return `arc radius at position ${at + 1} is negative`;
          const end = numberEnd(d, i);
          if (end < 0) return `${command} needs ${arity} number${arity === 1 ? '' : 's'} per segment; a number was expected at position ${at + 1}`;
          i = end;
        }
      }
      const comma = skipSeparator();
      if (i >= d.length || !startsNumber()) {
        if (comma) return `a number was expected after the comma before position ${i + 1}`;
        break;
      }
    }
  }
  return undefined;
}
