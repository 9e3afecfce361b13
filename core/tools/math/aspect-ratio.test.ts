import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = Record<string, unknown> & { ratio: string; nearest_common: { ratio: string; difference_percent: number } };
const aspect = (input: Record<string, unknown>) => run<Result>('aspect-ratio', input);
const simplify = (width: number, height: number) => aspect({ mode: 'simplify', width, height });

// Reference: python3, from fractions import Fraction as F; F(1920, 1080) → Fraction(16, 9); math.gcd(3840, 2160) → 240
describe('aspect-ratio', () => {
  it('reduces sizes to lowest terms and names the common ratios', async () => {
    expect(await simplify(1920, 1080)).toMatchObject({ ratio: '16:9', decimal: 1920 / 1080, ratio_to_one: '1.7778:1', orientation: 'landscape', name: '16:9 (HD and 4K video and TV)' });
    expect(await simplify(3840, 2160)).toMatchObject({ ratio: '16:9' });
    // python3: F(1024, 768) → 4/3; F(1080, 1920) → 9/16; F(2560, 1080) → 64/27
    expect(await simplify(1024, 768)).toMatchObject({ ratio: '4:3', name: '4:3 (standard-definition TV, classic monitors)' });
    expect(await simplify(1080, 1920)).toMatchObject({ ratio: '9:16', orientation: 'portrait', name: '9:16 (vertical video, stories)' });
    expect(await simplify(2560, 1080)).toMatchObject({ ratio: '64:27', name: '64:27 (2560×1080 ultrawide, sold as 21:9)' });
    expect(await simplify(1920, 1200)).toMatchObject({ ratio: '8:5', name: '16:10 (widescreen computer displays)' });
    expect(await simplify(500, 500)).toMatchObject({ ratio: '1:1', orientation: 'square' });
  });

  it('gives the nearest common ratio when the size is not exactly one', async () => {
    // python3: F(1366, 768) → 683/384; ((1366/768)/(16/9)-1)*100 → 0.048828125
    const result = await simplify(1366, 768);
    expect(result).toMatchObject({ ratio: '683:384', nearest_common: { ratio: '16:9', difference_percent: 0.048828125 } });
    expect(result).not.toHaveProperty('name');
  });

  it('reads non-integer sizes exactly as written', async () => {
    // python3: F('1.5')/F(1) → 3/2; F('35.5')/F(20) → 71/40; F('0.3333333333333333') → 3333333333333333/10000000000000000
    expect(await simplify(1.5, 1)).toMatchObject({ ratio: '3:2', name: '3:2 (35 mm film, many cameras)' });
    expect(await simplify(35.5, 20)).toMatchObject({ ratio: '71:40', ratio_to_one: '1.775:1' });
    expect(await simplify(0.3333333333333333, 1)).toMatchObject({ ratio: '3333333333333333:10000000000000000' });
    expect(await simplify(0.0001, 1e9)).toMatchObject({ ratio: '1:10000000000000', orientation: 'portrait' });
  });

  it('resizes from a new width or a new height', async () => {
    expect(await aspect({ mode: 'resize', width: 1920, height: 1080, new_width: 1280 })).toMatchObject({
      new_width: 1280, new_height: 720, new_width_rounded: 1280, new_height_rounded: 720, limited_by: 'width',
    });
    // python3: 1080*1000/1920 → 562.5 (rounded half up to 563)
    expect(await aspect({ mode: 'resize', width: 1920, height: 1080, new_width: 1000 })).toMatchObject({ new_height: 562.5, new_height_rounded: 563 });
    // python3: F(1000)/1080*1920 → 16000/9 = 1777.77…
    expect(await aspect({ mode: 'resize', width: 1920, height: 1080, new_height: 1000 })).toMatchObject({
      new_width: 16000 / 9, new_width_rounded: 1778, new_height: 1000, limited_by: 'height',
    });
  });

  it('fits inside new_width × new_height when both are given', async () => {
    // A 16:9 frame into an 800 × 800 box: width limits, python3: F(800)/F(1920)*1080 → 450
    expect(await aspect({ mode: 'resize', width: 1920, height: 1080, new_width: 800, new_height: 800 })).toMatchObject({
      new_width: 800, new_height: 450, limited_by: 'width',
    });
    // A portrait 3:4 into the same box: height limits, 600 × 800.
    expect(await aspect({ mode: 'resize', width: 3, height: 4, new_width: 800, new_height: 800 })).toMatchObject({
      new_width: 600, new_height: 800, limited_by: 'height', scale: 200,
    });
  });

  it('refuses a resize without a target and targets given to simplify', async () => {
    await expectInvalid('aspect-ratio', { mode: 'resize', width: 16, height: 9 }, 'new_width, new_height: mode resize needs new_width, new_height or both');
    await expectInvalid('aspect-ratio', { mode: 'simplify', width: 16, height: 9, new_width: 3 }, 'new_width: only used by mode resize');
    await expectInvalid('aspect-ratio', { mode: 'simplify', width: 16, height: 9, new_height: 3 }, 'new_height: only used by mode resize');
  });

  it('refuses sizes out of bounds, wrong types and __proto__ keys', async () => {
    await expectInvalid('aspect-ratio', { mode: 'simplify', width: 0, height: 9 }, /^width: /);
    await expectInvalid('aspect-ratio', { mode: 'simplify', width: 16, height: -9 }, /^height: /);
    await expectInvalid('aspect-ratio', { mode: 'simplify', width: 16, height: 1e10 }, /^height: /);
    await expectInvalid('aspect-ratio', { mode: 'resize', width: 16, height: 9, new_width: 0 }, /^new_width: /);
    await expectInvalid('aspect-ratio', { mode: 'stretch', width: 16, height: 9 }, 'mode: must be one of simplify, resize');
    await expectInvalid('aspect-ratio', { mode: 'simplify', width: '16', height: 9 }, 'width: must be a number, got a string');
    await expectInvalid('aspect-ratio', JSON.parse('{"mode":"simplify","width":16,"height":9,"__proto__":{"width":0}}'), '__proto__: unknown field');
  });

  it('keeps the extreme ratios finite', async () => {
    expect(await aspect({ mode: 'resize', width: 0.0001, height: 1e9, new_width: 1e9 })).toMatchObject({ new_height: 1e22, scale: 1e13 });
    expect(await simplify(1e9, 0.0001)).toMatchObject({ decimal: 1e13, nearest_common: { ratio: '239:100' } });
  });
});
