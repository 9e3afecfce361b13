import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { cssProblems } from '../../../test/css-syntax.ts';

interface Result {
  css: string; box_shadow: string; preview_html: string; preset: string; from_preset: string[];
  horizontal: number; vertical: number; blur: number; spread: number; color: string; opacity: number; alpha: number; inset: boolean;
}

const shadow = (input: Record<string, unknown>) => run<Result>('box-shadow-generator', input);

describe('box-shadow-generator', () => {
  describe('writes the <shadow> form of CSS Backgrounds and Borders 3 §7.1', () => {
    // MDN box-shadow page, "Syntax": box-shadow: 12px 12px 2px 1px rgba(0, 0, 255, .2);
    it('MDN’s x y blur spread colour example', async () => {
      const result = await shadow({ horizontal: 12, vertical: 12, blur: 2, spread: 1, color: 'rgb(0, 0, 255)', opacity: 20 });
      expect(result.box_shadow).toBe('12px 12px 2px 1px rgba(0, 0, 255, 0.2)');
      expect(result.css).toBe('.shadow-box {\n  box-shadow: 12px 12px 2px 1px rgba(0, 0, 255, 0.2);\n}');
    });

    // MDN: box-shadow: 60px -16px teal; (teal is #008080), written with an explicit zero blur and spread.
    it('MDN’s negative offset example, fully opaque', async () => {
      const result = await shadow({ horizontal: 60, vertical: -16, blur: 0, spread: 0, color: '#008080', opacity: 100 });
      expect(result.box_shadow).toBe('60px -16px 0px 0px rgba(0, 128, 128, 1)');
    });

    it('puts inset first, as MDN’s "inset 5em 1em gold" does', async () => {
      const result = await shadow({ horizontal: 5, vertical: 1, blur: 0, spread: 0, color: '#ffd700', opacity: 100, inset: true });
      expect(result.box_shadow).toBe('inset 5px 1px 0px 0px rgba(255, 215, 0, 1)');
    });

    it('writes decimals to three places and never -0', async () => {
      const result = await shadow({ horizontal: -0, vertical: 0.12345, blur: 1.5, spread: -0.0001 });
      expect(result.box_shadow).toBe('0px 0.123px 1.5px 0px rgba(0, 0, 0, 0.15)');
    });
  });

  describe('presets (Tailwind CSS v3 docs, box-shadow: first layer of each utility)', () => {
    // Hand-copied from tailwindcss.com/docs/box-shadow (v3): shadow-sm 0 1px 2px 0; shadow-md 0 4px 6px -1px;
    // shadow-lg 0 10px 15px -3px; shadow-2xl 0 25px 50px -12px; shadow-inner inset 0 2px 4px 0.
    const cases: [string, string][] = [
      ['subtle', '0px 1px 2px 0px'],
      ['medium', '0px 4px 6px -1px'],
      ['large', '0px 10px 15px -3px'],
      ['floating', '0px 25px 50px -12px'],
      ['inset', 'inset 0px 2px 4px 0px'],
      ['sharp', '4px 4px 0px 0px'],
    ];
    it.each(cases)('%s is %s', async (preset, shape) => {
      const result = await shadow({ preset });
      expect(result.box_shadow).toBe(`${shape} rgba(0, 0, 0, 0.15)`);
      expect(result.from_preset).toEqual(['horizontal', 'vertical', 'blur', 'spread', 'inset']);
      expect(cssProblems(result.css)).toEqual([]);
    });

    it('defaults to medium', async () => {
      expect((await shadow({})).box_shadow).toBe('0px 4px 6px -1px rgba(0, 0, 0, 0.15)');
    });

    it('lets every explicit field win over the preset', async () => {
      const result = await shadow({ preset: 'large', blur: 0, inset: true });
      expect(result.box_shadow).toBe('inset 0px 10px 0px -3px rgba(0, 0, 0, 0.15)');
      expect(result.from_preset).toEqual(['horizontal', 'vertical', 'spread']);
      expect((await shadow({ preset: 'inset', inset: false })).box_shadow).toBe('0px 2px 4px 0px rgba(0, 0, 0, 0.15)');
    });
  });

  describe('colour and opacity', () => {
    it('multiplies the colour’s own alpha by the opacity', async () => {
      const result = await shadow({ color: 'rgba(255, 0, 0, 0.5)', opacity: 50 });
      expect(result).toMatchObject({ color: '#ff0000', alpha: 0.25 });
      expect(result.box_shadow).toBe('0px 4px 6px -1px rgba(255, 0, 0, 0.25)');
    });

    it('takes #rgb, opacity 0 and 100', async () => {
      expect((await shadow({ color: '#F80', opacity: 0 })).box_shadow).toMatch(/ rgba\(255, 136, 0, 0\)$/);
      expect((await shadow({ color: '#F80', opacity: 100 })).box_shadow).toMatch(/ rgba\(255, 136, 0, 1\)$/);
    });

    it('refuses what is not a colour, naming the field', async () => {
      await expectInvalid('box-shadow-generator', { color: 'red' }, /^color: /);
      await expectInvalid('box-shadow-generator', { color: '#000;}body{background:red' }, /^color: /);
      await expectInvalid('box-shadow-generator', { color: '</style><script>alert(1)</script>' }, /^color: /);
      await expectInvalid('box-shadow-generator', { color: 'x'.repeat(65) }, /^color/);
    });
  });

  describe('bounds', () => {
    it('refuses values outside them, naming the field', async () => {
      await expectInvalid('box-shadow-generator', { blur: -1 }, /^blur/);
      await expectInvalid('box-shadow-generator', { blur: 300.5 }, /^blur/);
      await expectInvalid('box-shadow-generator', { horizontal: 201 }, /^horizontal/);
      await expectInvalid('box-shadow-generator', { vertical: -201 }, /^vertical/);
      await expectInvalid('box-shadow-generator', { spread: 1e9 }, /^spread/);
      await expectInvalid('box-shadow-generator', { opacity: 101 }, /^opacity/);
      await expectInvalid('box-shadow-generator', { opacity: -1 }, /^opacity/);
      await expectInvalid('box-shadow-generator', { preset: 'huge' }, /^preset/);
      await expectInvalid('box-shadow-generator', { horizontal: '10px' }, /^horizontal/);
      await expectInvalid('box-shadow-generator', JSON.parse('{"__proto__": {"blur": 5}}'), /__proto__/);
    });

    it('takes the extremes and still writes valid CSS', async () => {
      const result = await shadow({ horizontal: -200, vertical: 200, blur: 300, spread: -200, opacity: 100, inset: true });
      expect(result.box_shadow).toBe('inset -200px 200px 300px -200px rgba(0, 0, 0, 1)');
      expect(cssProblems(result.css)).toEqual([]);
    });
  });

  it('previews the rule on a sample card', async () => {
    const result = await shadow({ preset: 'sharp' });
    expect(result.preview_html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(result.preview_html).toContain(result.css);
    expect(result.preview_html).toContain('<div class="shadow-box">');
  });

  it('the CSS check catches a malformed shadow (so the checks above can fail)', () => {
    expect(cssProblems('.a {\n  box-shadow: 1px 1px 1px 1px 1px red;\n}')).not.toEqual([]);
    expect(cssProblems('.a {\n  box-shadow: red red;\n}')).not.toEqual([]);
    expect(cssProblems('.a {\n  box-shadow: 1px 1px red\n')).not.toEqual([]);
  });
});
