/**
 * String length as JSON Schema counts it (draft 2020-12 §6.3.1, "the number of its characters
 * as defined by RFC 8259"): code points, so an emoji (a UTF-16 surrogate pair) is one and a lone
 * surrogate is one too. Ajv's ucs2length counts the same way; JavaScript's `.length` counts units.
 */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}
