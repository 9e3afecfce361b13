/**
 * Compares strings by Unicode code point, the order of `LC_ALL=C sort` on UTF-8 text. JavaScript's
 * `<` compares UTF-16 code units, which puts astral characters (emoji, U+10000 and up, stored as
 * surrogates D800–DFFF) before U+E000–U+FFFF; the first differing unit is fixed up here instead.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // surrogates (astral code points) go after the rest of the BMP
    if (x >= 0xd800 && y >= 0xd800) {
      x = x <= 0xdfff ? x + 0x2000 : x - 0x800;
      y = y <= 0xdfff ? y + 0x2000 : y - 0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}
