/**
 * User text placed into generated Markdown (CommonMark 0.31 with GitHub's extensions) so that it
 * reads back as the same text and never as syntax: no emphasis, links, images, raw HTML,
 * entities, tables, strikethrough, math, headings, lists, quotes, code, or breaks it did not ask for.
 *
 * CommonMark §2.4: "Any ASCII punctuation character may be backslash-escaped", and an escaped
 * character is always literal, so escaping a few more characters than strictly needed is harmless.
 * Inline syntax is escaped everywhere (\ ` * _ [ ] < > & | ~ $ ! and #, which would close an ATX heading); block syntax only where a block
 * can start, at the start of a line (#, >, -, +, =, :, list numbers, and leading spaces, which would
 * make indented code). Code goes in fences longer than any backtick run inside it (§4.5).
 */

const INLINE = /[\\`*_[\]<>&|~$!#]/g;
/**
 * What can start a block at the start of a line once leading whitespace is gone (§4.2–§4.4,
 * §5.1–§5.2), and ":" of a table's delimiter row (":-" under a line makes markdown-it a one-column
 * table, even when that line's pipes are escaped; found by the property test).
 */
const LINE_START = /^(?:[#>+=:-]|(\d{1,9})([.)]))/;

function escapeLine(line: string): string {
  const text = line.trim().replace(INLINE, '\\$&');
  return text.replace(LINE_START, (whole, digits: string | undefined, mark: string | undefined) => (digits === undefined ? `\\${whole}` : `${digits}\\${mark}`));
}

/** Text for a paragraph: each line escaped; line breaks kept, a blank line starts a new paragraph. */
export function escapeMarkdown(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(escapeLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** Text for one line (a heading, a list item, link text, a table cell): line breaks become spaces. */
export function escapeMarkdownInline(text: string): string {
  return escapeLine(text.replace(/\s+/g, ' '));
}

/** A link or image destination (already checked by safeUrl): characters that end or decode inside one are escaped (§6.3). */
export function markdownDestination(url: string): string {
  return url.replace(/[\\()<>&\s]/g, (char) => (/\s/.test(char) ? encodeURIComponent(char) : `\\${char}`));
}

/** `[text](url)` with both parts made safe. */
export function markdownLink(text: string, url: string): string {
  return `[${escapeMarkdownInline(text)}](${markdownDestination(url)})`;
}

/** The longest run of `char` in `text`. */
function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/**
 * A fenced code block (§4.5): the fence is one backtick longer than the longest backtick run in
 * the code (at least three), so nothing inside closes it; `language` is kept only when it is a
 * plain word (an info string with a backtick would be refused by the spec anyway).
 */
export function fencedCode(code: string, language = ''): string {
  const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
  const info = /^[A-Za-z0-9_+#.-]{1,30}$/.test(language) ? language : '';
  const body = code.replace(/\r\n|\r/g, '\n').replace(/\n+$/, '');
  return `${fence}${info}\n${body}\n${fence}`;
}

/** An inline code span (§6.1): backticks one longer than any run inside, padded when the code starts or ends with a backtick. */
export function codeSpan(code: string): string {
  const text = code.replace(/\s+/g, ' ');
  const ticks = '`'.repeat(longestRun(text, '`') + 1);
  const pad = /^`|`$|^ .*[^ ].* $/.test(text) ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}
