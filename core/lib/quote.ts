/** Echoing user input in error messages: quoted, escaped, and clipped so a huge input never comes back. */

/** `text` as a JSON string literal, cut to `max` characters (and marked with …) when longer. */
export function quoteClipped(text: string, max = 40): string {
  if (text.length <= max) return JSON.stringify(text);
  let end = max;
  // Never cut a surrogate pair in half.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${JSON.stringify(text.slice(0, end))}…`;
}
