import { describe, expect, it } from 'vitest';
import { hexDigitsToRgb } from './rgb-color.ts';
import { contrastRatio, relativeLuminance, shownRatio } from './wcag-contrast.ts';

const rgb = (hex: string) => hexDigitsToRgb(hex.slice(1))!;

describe('wcag-contrast', () => {
  it('has WCAG’s end points: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio(rgb('#000000'), rgb('#ffffff'))).toBe(21);
    expect(contrastRatio(rgb('#3498db'), rgb('#3498db'))).toBe(1);
    expect(relativeLuminance(rgb('#ffffff'))).toBe(1);
  });

  // WebAIM's contrast checker: #777777 on white 4.48:1; python3 by hand gives 4.478089453577214.
  it('gives WebAIM’s 4.48:1 for #777 on white', () => {
    expect(contrastRatio(rgb('#777777'), rgb('#ffffff'))).toBeCloseTo(4.478089453577214, 12);
    expect(shownRatio(4.478089453577214)).toBe(4.48);
  });

  it('never shows a ratio rounded up onto a level it misses', () => {
    expect(shownRatio(4.4999)).toBe(4.49);
    expect(shownRatio(2.9958)).toBe(2.99);
    expect(shownRatio(6.996)).toBe(6.99);
    expect(shownRatio(4.5)).toBe(4.5);
    expect(shownRatio(3.998)).toBe(4);
    expect(shownRatio(7.005)).toBe(7.01);
  });
});
