import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  svg: string; type: string; text: string; encoded_text: string; check_digit?: number;
  modules: number; quiet_zone_modules: number[]; svg_width: number; svg_height: number;
}

const barcode = (input: Record<string, unknown>) => run<Result>('barcode-generator', input);

/** The dark modules the SVG draws, read back from its rects as a 0/1 string over the symbol (quiet zones cut). */
function drawnPattern({ svg, modules, quiet_zone_modules: [left] }: Result, unit: number): string {
  const cells = new Array<string>(modules).fill('0');
  for (const [, x, width] of svg.matchAll(/<rect x="(\d+)" width="(\d+)"/g)) {
    for (let i = Number(x) / unit - left!; i < (Number(x) + Number(width)) / unit - left!; i++) cells[i] = '1';
  }
  return cells.join('');
}

describe('barcode-generator', () => {
  describe('GS1 check digits (GS1 General Specifications 7.9)', () => {
    // python3 -c "f=lambda d:(10-sum(int(c)*(3 if i%2==0 else 1) for i,c in enumerate(reversed(d))))%10; print(f('400638133393'))"
    it('adds 1 to 400638133393 (the GS1 check digit example)', async () => {
      const result = await barcode({ text: '400638133393', type: 'EAN13' });
      expect(result).toMatchObject({ encoded_text: '4006381333931', check_digit: 1, modules: 95, quiet_zone_modules: [11, 10] });
    });

    it('adds 7 to 590123412345 (python3 one-liner above)', async () => {
      expect((await barcode({ text: '590123412345', type: 'EAN13' })).encoded_text).toBe('5901234123457');
    });

    it('adds 4 to the EAN-8 9638507 (Wikipedia EAN-8 example 96385074) in 67 modules', async () => {
      expect(await barcode({ text: '9638507', type: 'EAN8' })).toMatchObject({ encoded_text: '96385074', check_digit: 4, modules: 67 });
    });

    it('adds 2 to the UPC-A 03600029145 (Wikipedia UPC example 036000291452) in 95 modules', async () => {
      expect(await barcode({ text: '03600029145', type: 'UPC' })).toMatchObject({ encoded_text: '036000291452', check_digit: 2, modules: 95 });
    });

    it('takes a full number whose check digit is right', async () => {
      expect((await barcode({ text: '4006381333931', type: 'EAN13' })).check_digit).toBe(1);
      expect((await barcode({ text: '96385074', type: 'EAN8' })).check_digit).toBe(4);
      expect((await barcode({ text: '036000291452', type: 'UPC' })).check_digit).toBe(2);
    });

    it('refuses a wrong check digit, saying which it should be', async () => {
      await expectInvalid('barcode-generator', { text: '4006381333932', type: 'EAN13' }, /^text: the check digit .* should be 1, not 2/);
      await expectInvalid('barcode-generator', { text: '96385075', type: 'EAN8' }, /should be 4/);
      await expectInvalid('barcode-generator', { text: '036000291453', type: 'UPC' }, /should be 2/);
    });

    it('refuses letters and wrong lengths, saying what the symbology takes', async () => {
      await expectInvalid('barcode-generator', { text: '40063813339A', type: 'EAN13' }, /^text: EAN-13 takes 12 digits/);
      await expectInvalid('barcode-generator', { text: '12345', type: 'EAN13' }, /^text: EAN-13 takes 12 digits .*5 characters/);
      await expectInvalid('barcode-generator', { text: '12345678901234', type: 'EAN13' }, /^text: EAN-13/);
      await expectInvalid('barcode-generator', { text: '123456', type: 'EAN8' }, /^text: EAN-8 takes 7 digits/);
      await expectInvalid('barcode-generator', { text: '1234567890', type: 'UPC' }, /^text: UPC-A takes 11 digits/);
      await expectInvalid('barcode-generator', { text: '٠١٢٣٤٥٦٧٨٩٠١', type: 'EAN13' }, /^text: EAN-13/);
    });
  });

  describe('Code 39 (ISO/IEC 16388)', () => {
    it('encodes its whole character set', async () => {
      const result = await barcode({ text: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ -.$/+%', type: 'CODE39' });
      // ISO/IEC 16388: each character is 5 bars and 4 spaces, 3 of them wide (3:1 here, so 15 modules) and a
      // one-module gap: 16 modules; start and stop '*' likewise (the stop's trailing gap joins the quiet zone).
      expect(result.modules).toBe(16 + 43 * 16 + 16);
    });

    it('refuses lowercase rather than changing what the scanner reads', async () => {
      await expectInvalid('barcode-generator', { text: 'abc', type: 'CODE39' }, /^text: Code 39 encodes uppercase .*"a" at position 1.*uppercase/);
    });

    it('refuses the start/stop character and anything else outside its set', async () => {
      await expectInvalid('barcode-generator', { text: 'A*B', type: 'CODE39' }, /^text: Code 39 .*"\*" at position 2/);
      await expectInvalid('barcode-generator', { text: 'A_B', type: 'CODE39' }, /"_" at position 2/);
    });
  });

  describe('Code 128 (ISO/IEC 15417)', () => {
    it('is the default, and spends 11 modules a symbol character and 13 on the stop', async () => {
      // Start B, H, i, !, check character, stop: 5 × 11 + 13.
      const result = await barcode({ text: 'Hi!' });
      expect(result).toMatchObject({ type: 'CODE128', modules: 5 * 11 + 13, quiet_zone_modules: [10, 10] });
      expect(result.check_digit).toBeUndefined();
    });

    it('draws exactly the ISO/IEC 15417 patterns of start B, "A" and stop', async () => {
      // ISO/IEC 15417 table 1: start B = 11010010000, "A" (value 33) = 10100011000, check (104 + 33) mod 103 = 34
      // = 10001011000, stop = 1100011101011.
      const result = await barcode({ text: 'A', bar_width: 3 });
      expect(drawnPattern(result, 3)).toBe('11010010000' + '10100011000' + '10001011000' + '1100011101011');
    });

    it('takes all of ASCII, control characters included, and leaves controls out of the printed line', async () => {
      const result = await barcode({ text: 'A\tB\u0000' });
      expect(result.encoded_text).toBe('A\tB\u0000');
      expect(result.svg).toContain('>AB</text>');
    });

    it('refuses characters beyond ASCII', async () => {
      await expectInvalid('barcode-generator', { text: 'café', type: 'CODE128' }, /^text: Code 128 encodes ASCII .*"é" at position 4/);
      await expectInvalid('barcode-generator', { text: 'a😀', type: 'CODE128' }, /"😀" at position 2/);
    });
  });

  describe('the SVG', () => {
    it('is well-formed XML with markup in the text escaped', async () => {
      const result = await barcode({ text: `"'></text><script>alert(1)</script>&amp;` });
      expect(XMLValidator.validate(result.svg)).toBe(true);
      expect(result.svg).not.toContain('<script');
      expect(result.svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp;');
    });

    it('is sized from the modules, bar width and height; show_text adds the text line', async () => {
      const withText = await barcode({ text: '9638507', type: 'EAN8', bar_width: 4, height: 20 });
      expect(withText.svg_width).toBe((10 + 67 + 10) * 4);
      expect(withText.svg_height).toBeGreaterThan(20);
      expect(withText.svg).toContain('>96385074</text>');
      expect(withText.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="348" height="\d+" viewBox="0 0 348 \d+">/);
      const bare = await barcode({ text: '9638507', type: 'EAN8', bar_width: 4, height: 20, show_text: false });
      expect(bare.svg_height).toBe(20);
      expect(bare.svg).not.toContain('<text');
      expect(bare.svg).toContain('shape-rendering="crispEdges"');
    });

    it('bars cover the same modules at every bar width', async () => {
      const one = await barcode({ text: 'Hello', bar_width: 1 });
      const ten = await barcode({ text: 'Hello', bar_width: 10, height: 500 });
      expect(drawnPattern(ten, 10)).toBe(drawnPattern(one, 1));
      expect(ten.svg_width).toBe(one.svg_width * 10);
    });

    it('handles the largest input the schema admits', async () => {
      const result = await barcode({ text: '~'.repeat(80), bar_width: 10, height: 500 });
      expect(result.modules).toBe(82 * 11 + 13);
      expect(XMLValidator.validate(result.svg)).toBe(true);
    });
  });

  describe('the schema', () => {
    it('bounds text, bar_width and height and knows only its symbologies', async () => {
      await expectInvalid('barcode-generator', { text: '' }, /text/);
      await expectInvalid('barcode-generator', { text: 'x'.repeat(81) }, /text/);
      await expectInvalid('barcode-generator', { text: 'x', bar_width: 0 }, /bar_width/);
      await expectInvalid('barcode-generator', { text: 'x', bar_width: 11 }, /bar_width/);
      await expectInvalid('barcode-generator', { text: 'x', bar_width: 1.5 }, /bar_width/);
      await expectInvalid('barcode-generator', { text: 'x', height: 19 }, /height/);
      await expectInvalid('barcode-generator', { text: 'x', height: 501 }, /height/);
      await expectInvalid('barcode-generator', { text: 'x', type: 'QR' }, /type/);
      await expectInvalid('barcode-generator', { text: 'x', type: 'code128' }, /type/);
      await expectInvalid('barcode-generator', { text: 'x', extra: 1 }, /extra|additional/i);
      await expectInvalid('barcode-generator', JSON.parse('{"text":"x","__proto__":{"type":"EAN13"}}'), /__proto__|additional/i);
    });
  });
});
