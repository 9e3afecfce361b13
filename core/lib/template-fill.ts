/**
 * Fills `{name}` placeholders of a fixed sentence template with the user's words, for the caption
 * and bio generators, so the result reads as written by hand:
 * - a value is folded onto one line (runs of white space become one space) and trimmed;
 * - its closing "." gives way to the template's punctuation ("remote work." + "{topic}." → one ".");
 * - a value ending in "!", "?" or "…" replaces the template's ".", "!" or "?" after it (no "launch?.");
 * - a value that starts a sentence (at the start, or after ". ", "! ", "? ") gets a capital first letter.
 * Unknown placeholders are a programming error (the templates are ours), so they throw.
 */

/** Runs of white space (line breaks included) folded into single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function upperFirst(text: string): string {
  if (text === '') return text;
  const first = String.fromCodePoint(text.codePointAt(0)!);
  return first.toUpperCase() + text.slice(first.length);
}

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  let out = '';
  let rest = template;
  for (;;) {
    const open = rest.indexOf('{');
    if (open < 0) return out + rest;
    const close = rest.indexOf('}', open);
    const key = rest.slice(open + 1, close);
    if (close < 0 || !Object.hasOwn(values, key)) throw new Error(`template placeholder {${key}} has no value`);
    out += rest.slice(0, open);
    rest = rest.slice(close + 1);
    let value = oneLine(values[key]!);
    if (/[^.]\.$/.test(value) && /^[.,!?:;]/.test(rest)) value = value.slice(0, -1);
    if (/[!?…]$/.test(value) && /^[.!?]/.test(rest)) rest = rest.slice(1);
    if (out === '' || /[.!?]\s$/.test(out)) value = upperFirst(value);
    out += value;
  }
}
