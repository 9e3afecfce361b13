/**
 * The one bound on how deeply a tool's input may nest, and the two linear, non-recursive checks
 * that enforce it before any recursive code (JSON.stringify on the way to a worker, a schema
 * check, a tool's own walk) can meet the input.
 *
 * Why a small number: no tool's input needs more, and recursion over a 100,000-deep value costs
 * seconds before it overflows the stack (Bun's JSON.stringify: 2.5 s), while JSON.parse itself
 * spends about 250 ns per level. The text check stops at the first bracket past the limit, so a
 * megabyte of `[` is refused after reading 65 characters.
 */

/** Levels of arrays and objects a tool's input may have; the input object itself is level 1. */
export const MAX_INPUT_DEPTH = 64;

/** The reason given for input past MAX_INPUT_DEPTH, after the field it names. */
export const TOO_DEEP = `nests deeper than ${MAX_INPUT_DEPTH} levels of arrays and objects`;

/**
 * Whether JSON text holds arrays or objects nested more than `limit` levels deep. Reads the text
 * once, without parsing it: brackets inside strings do not count. Text that is not JSON gets a
 * verdict too; JSON.parse will refuse it afterwards anyway.
 */
export function jsonTextExceedsDepth(text: string, limit: number): boolean {
  // Fewer brackets than the limit cannot nest past it.
  if (text.length <= limit) return false;
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      // A string's body is skipped with indexOf, which runs far faster than a loop per character
      // on long strings; a quote after an odd run of backslashes is escaped and skipped too.
      for (;;) {
        const close = text.indexOf('"', index + 1);
        if (close === -1) return false;
        index = close;
        let backslashes = 0;
        while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
        if (backslashes % 2 === 0) break;
      }
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth--;
  }
  return false;
}

/** Whether a value holds arrays or objects nested more than `limit` levels deep (a cycle always does). */
export function valueExceedsDepth(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const stack: { node: object; depth: number }[] = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > limit) return true;
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
