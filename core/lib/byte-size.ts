/** Sizes as a transfer counts them: the UTF-8 bytes of a text, without encoding it. */

/** UTF-8 length of `text`; a lone surrogate counts 3 bytes, as the U+FFFD an encoder writes for it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else {
        bytes += 3;
      }
    } else bytes += 3;
  }
  return bytes;
}

/** How much smaller `after` is than `before`, in percent with one decimal (negative when it grew). */
export function savedPercent(before: number, after: number): number {
  return before === 0 ? 0 : Math.round(((before - after) / before) * 1000) / 10;
}
