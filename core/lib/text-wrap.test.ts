import { describe, expect, it } from 'vitest';
import { textWidth, wrapText } from './text-wrap.ts';

describe('text-wrap', () => {
  it('measures ASCII with the Helvetica advance widths of the Nimbus Sans AFM files', () => {
    // grep -E '^C (72|101|108|111) ' /usr/share/fonts/type1/urw-base35/NimbusSans-Regular.afm → H 722, e 556, l 222, o 556
    expect(textWidth('Hello', 1000)).toBe(722 + 556 + 222 + 222 + 556);
    // The same glyphs in NimbusSans-Bold.afm: H 722, e 556, l 278, o 611
    expect(textWidth('Hello', 1000, 'bold')).toBe(722 + 556 + 278 + 278 + 611);
    // W is 944 and i 222 in the regular face; scaled to 20 px.
    expect(textWidth('Wi', 20)).toBeCloseTo((944 + 222) * 0.02, 10);
  });

  it('measures other graphemes: accents by their base letter, wide characters 1 em, marks nothing', () => {
    expect(textWidth('é', 1000)).toBe(textWidth('e', 1000));
    expect(textWidth('e\u0301', 1000)).toBe(556);
    expect(textWidth('漢字', 1000)).toBe(2000);
    expect(textWidth('😀', 1000)).toBe(1000);
    expect(textWidth('👩‍👩‍👧', 1000)).toBe(1000);
    expect(textWidth('\u200b', 1000)).toBe(0);
    expect(textWidth('Ж', 1000)).toBe(700);
    expect(textWidth('…—', 1000)).toBe(2000);
  });

  it('lays words greedily on lines no wider than the limit', () => {
    // 'aaaa' is 4 × 556 = 2224 units; a space 278: two words take 4726.
    const wrapped = wrapText('aaaa aaaa aaaa aaaa aaaa', { maxWidth: 4726, fontSize: 1000, maxLines: 10 });
    expect(wrapped).toEqual({ lines: ['aaaa aaaa', 'aaaa aaaa', 'aaaa'], truncated: false });
    expect(wrapText('aaaa aaaa', { maxWidth: 4725, fontSize: 1000, maxLines: 10 }).lines).toEqual(['aaaa', 'aaaa']);
    expect(wrapText('  a \n\t b  ', { maxWidth: 1e6, fontSize: 10, maxLines: 3 }).lines).toEqual(['a b']);
    expect(wrapText('   ', { maxWidth: 100, fontSize: 10, maxLines: 3 })).toEqual({ lines: [], truncated: false });
  });

  it('cuts a word longer than a line between grapheme clusters', () => {
    const wrapped = wrapText('漢字漢字漢字', { maxWidth: 2000, fontSize: 1000, maxLines: 5 });
    expect(wrapped.lines).toEqual(['漢字', '漢字', '漢字']);
    const flags = wrapText('🇫🇷🇩🇪🇮🇹', { maxWidth: 2000, fontSize: 1000, maxLines: 5 });
    expect(flags.lines).toEqual(['🇫🇷🇩🇪', '🇮🇹']);
  });

  it('ends the last allowed line with … and drops trailing punctuation before it', () => {
    const wrapped = wrapText('one two, three four five six', { maxWidth: 5000, fontSize: 1000, maxLines: 2 });
    expect(wrapped.truncated).toBe(true);
    expect(wrapped.lines).toHaveLength(2);
    expect(wrapped.lines[1]!.endsWith('…')).toBe(true);
    for (const line of wrapped.lines) expect(textWidth(line, 1000)).toBeLessThanOrEqual(5000);
    // 'a…' is 556 + 1000 (ellipsis, WX 1000 in NimbusSans-Regular.afm) = 1556 units.
    expect(wrapText('a, b', { maxWidth: 1556, fontSize: 1000, maxLines: 1 }).lines).toEqual(['a…']);
    expect(wrapText('a, b', { maxWidth: 1555, fontSize: 1000, maxLines: 1 }).lines).toEqual(['…']);
  });

  it('keeps every line within the width for many texts', () => {
    const words = ['Lorem', 'ipsum', 'WWWWWWWWWWWW', 'dolor', 'sit', 'amet,', 'çà', 'ΑΒΓ', '東京', '🙂'];
    for (let n = 1; n < 60; n++) {
      const text = Array.from({ length: n }, (_, i) => words[(i * 7) % words.length]).join(' ');
      const wrapped = wrapText(text, { maxWidth: 400, fontSize: 32, weight: 'bold', maxLines: 4 });
      expect(wrapped.lines.length).toBeLessThanOrEqual(4);
      for (const line of wrapped.lines) expect(textWidth(line, 32, 'bold')).toBeLessThanOrEqual(400);
      if (!wrapped.truncated) expect(wrapped.lines.join(' ')).toBe(text);
    }
  });
});
