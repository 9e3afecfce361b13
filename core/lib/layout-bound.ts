/**
 * Upper estimates of how long a beautifier's output can get, checked before handing it the input.
 * js-beautify indents every line by its nesting depth with no cap, so a megabyte of `{` or `<div>`
 * would come back as hundreds of millions of characters after seconds of work; counting first
 * lets the tool refuse such input at once, with resultTooLarge, instead of running out of memory.
 */

const OPENERS = new Set(['{', '[', '(']);
const CLOSERS = new Set(['}', ']', ')']);
const LINE_BREAKERS = new Set([';', ',', '\n']);

/**
 * The characters of indentation a code beautifier (JavaScript, CSS) can add to `code`, with
 * `baseDepth` levels of `indent` columns already around it: every bracket, `;`, `,` and line end
 * may start a new line, indented to the bracket depth there. Brackets inside strings and comments
 * count too, which only overestimates.
 */
export function codeIndentChars(code: string, indent: number, baseDepth = 0): number {
  let depth = baseDepth;
  let chars = 0;
  for (let index = 0; index < code.length; index++) {
    const char = code[index]!;
    if (OPENERS.has(char)) {
      chars += depth * indent + 1;
      depth++;
    } else if (CLOSERS.has(char)) {
      depth = Math.max(baseDepth, depth - 1);
      chars += depth * indent + 1;
    } else if (LINE_BREAKERS.has(char)) chars += depth * indent + 1;
  }
  return chars;
}
