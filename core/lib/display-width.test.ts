import { describe, expect, it } from 'vitest';
import { displayWidth } from './display-width.ts';

describe('displayWidth', () => {
  it('counts East Asian Wide and Fullwidth as two columns, the rest as one', () => {
    // python3: unicodedata.east_asian_width(c) — W and F take two columns; Na, H, A and N one;
    // unicodedata.category(c) Mn (combining) and Cf (format) take none.
    const cases: [string, number][] = [
      ['a', 1], // Na
      ['é', 1], // A
      ['北', 2], // W
      ['Ａ', 2], // F
      ['ｱ', 1], // H
      ['한', 2], // W
      ['ㄱ', 2], // W
      ['、', 2], // W
      ['→', 1], // A
      ['Ω', 1], // A
      ['😀', 2], // W
      ['ア', 2], // W
      ['龥', 2], // W
      ['𠀀', 2], // W, outside the BMP
      ['゛', 2], // W
      ['\u200b', 0], // Cf
      ['\t', 1], // a tab is one column here
      ['e\u0301', 1], // a base letter and its combining mark (Mn)
      ['👩‍💻', 2], // one emoji ZWJ sequence
      ['🇫🇷', 2], // a flag: two regional indicators
      ['❤️', 2], // a text-style symbol with VS16 shown as emoji
      ['❤', 1], // the same symbol without VS16
      ['', 0],
      ['abc 北京', 8],
    ];
    for (const [text, width] of cases) expect(displayWidth(text), JSON.stringify(text)).toBe(width);
  });
});
