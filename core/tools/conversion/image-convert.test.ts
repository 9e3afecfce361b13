import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeImage, decodeRaster } from '../../lib/raster-decode.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Converted { image: string; format: string; mediaType: string; sourceFormat: string; width: number; height: number; bytes: number }

const fixtureBytes = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const fixture = (name: string) => Buffer.from(fixtureBytes(name)).toString('base64');
const convert = (bin: string, input: Record<string, unknown> = {}) => run<Converted>('image-convert', { bin, ...input });
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** The largest channel difference between our PNG and ImageMagick's, colour ignored where both are (near) transparent. */
async function largestDifference(ours: string, reference: string): Promise<number> {
  const a = await decodeRaster('ours', fromBase64(ours));
  const b = await decodeRaster('reference', fixtureBytes(reference));
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let largest = 0;
  for (let i = 0; i < a.rgba.length; i += 4) {
    const channels = Math.max(a.rgba[i + 3]!, b.rgba[i + 3]!) === 0 ? [3] : [0, 1, 2, 3];
    for (const c of channels) largest = Math.max(largest, Math.abs(a.rgba[i + c]! - b.rgba[i + c]!));
  }
  return largest;
}

describe('image-convert', () => {
  // fixtures/README.md says how ImageMagick made each file and its reference, e.g.
  // convert convert-src.gif -depth 8 -strip PNG32:convert-src.gif-magick.png
  it('reads GIFs (transparent, interlaced) pixel for pixel as ImageMagick does', async () => {
    for (const [name, size] of [['convert-src.gif', [40, 30]], ['convert-src-interlaced.gif', [37, 23]]] as const) {
      const result = await convert(fixture(name));
      expect([result.sourceFormat, result.format, result.mediaType, result.width, result.height]).toEqual(['gif', 'png', 'image/png', ...size]);
      expect(await largestDifference(result.image, `${name}-magick.png`)).toBe(0);
    }
  });

  it('reads BMPs of 1, 4, 8, 16 and 32 bits pixel for pixel as ImageMagick does', async () => {
    for (const name of ['convert-src1.bmp', 'convert-src4.bmp', 'convert-src8.bmp', 'convert-src16.bmp', 'convert-src32.bmp']) {
      const result = await convert(fixture(name));
      expect([result.sourceFormat, result.width, result.height]).toEqual(['bmp', 40, 30]);
      expect(await largestDifference(result.image, `${name}-magick.png`), name).toBe(0);
    }
  });

  it('writes a JPEG ImageMagick identifies, and honours quality', async () => {
    // identify of the written file: "JPEG 40x30 40x30+0+0 8-bit sRGB" (baseline, quality as asked).
    const high = await convert(fixture('transform-source.png'), { to: 'jpeg', quality: 95 });
    const low = await convert(fixture('transform-source.png'), { to: 'jpeg', quality: 10 });
    expect([high.format, high.mediaType, high.sourceFormat, high.width, high.height]).toEqual(['jpeg', 'image/jpeg', 'png', 40, 30]);
    const bytes = fromBase64(high.image);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(high.bytes).toBe(bytes.length);
    expect(low.bytes).toBeLessThan(high.bytes);
    // The JPEG reads back close to the source laid on white (quality 95: within 24 levels at any pixel).
    const back = await decodeImage('back', bytes);
    const source = await decodeRaster('source', fixtureBytes('transform-source.png'));
    let largest = 0;
    for (let i = 0; i < back.rgba.length; i += 4) {
      const alpha = source.rgba[i + 3]! / 255;
      for (let c = 0; c < 3; c++) largest = Math.max(largest, Math.abs(back.rgba[i + c]! - (source.rgba[i + c]! * alpha + 255 * (1 - alpha))));
    }
    expect(largest).toBeLessThanOrEqual(24);
  });

  it('keeps PNG pixels exactly through a PNG round trip, and a JPEG converts back to PNG', async () => {
    const png = await convert(fixture('transform-source.png'));
    expect(await largestDifference(png.image, 'transform-source.png')).toBe(0);
    const jpeg = await convert(fixture('convert-src.gif'), { to: 'jpeg' });
    const again = await convert(jpeg.image);
    expect([again.sourceFormat, again.format, again.width, again.height]).toEqual(['jpeg', 'png', 40, 30]);
  });

  it('refuses SVG, RLE bitmaps and what is no image, naming bin', async () => {
    await expectInvalid('image-convert', { bin: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>') }, /^bin: SVG cannot be rasterised here/);
    await expectInvalid('image-convert', { bin: Buffer.from('\uFEFF<?xml version="1.0"?><svg/>').toString('base64') }, /^bin: SVG cannot be rasterised here/);
    await expectInvalid('image-convert', { bin: fixture('convert-rle8.bmp') }, 'bin: run-length encoded (RLE8) BMP files are not supported; save it uncompressed');
    await expectInvalid('image-convert', { bin: btoa('hello, world') }, /^bin: is not a PNG, JPEG, GIF or BMP image/);
    await expectInvalid('image-convert', { bin: '' }, /^bin: is not a PNG, JPEG, GIF or BMP image/);
    await expectInvalid('image-convert', { bin: '@@@' }, /^bin: is not valid Base64/);
    await expectInvalid('image-convert', { bin: fixture('convert-src.gif'), to: 'webp' }, /to: must be one of png, jpeg/);
    await expectInvalid('image-convert', { bin: fixture('convert-src.gif'), quality: 101 }, /quality: must be ≤ 100/);
    await expectInvalid('image-convert', { bin: fixture('convert-src.gif'), quality: 1.5 }, /quality: must be an integer/);
    await expectInvalid('image-convert', JSON.parse('{"bin":"AAAA","__proto__":{"x":1}}'), /__proto__: unknown field/);
  });

  it('refuses broken GIFs and BMPs without crashing', async () => {
    const gif = fixtureBytes('convert-src.gif');
    for (const cut of [8, 12, 40, 200, gif.length - 2]) {
      await expectInvalid('image-convert', { bin: Buffer.from(gif.subarray(0, cut)).toString('base64') }, /^bin: the GIF is (truncated|corrupt)/);
    }
    const bmp = fixtureBytes('convert-src8.bmp');
    for (const cut of [30, 60, 500, bmp.length - 10]) {
      await expectInvalid('image-convert', { bin: Buffer.from(bmp.subarray(0, cut)).toString('base64') }, /^bin: the BMP/);
    }
    const corrupt = Uint8Array.from(gif);
    corrupt.fill(0xff, 0x30 + 3 * 64, gif.length - 1);
    const answer = await import('../../../test/helpers.ts').then(({ call }) => call('image-convert', { bin: Buffer.from(corrupt).toString('base64') }));
    expect(answer.success || answer.error.code === 'VALIDATION_ERROR').toBe(true);
  });

  it('refuses a GIF or BMP over 40 megapixels from its header alone', async () => {
    const gif = Uint8Array.from(fixtureBytes('convert-src.gif'));
    new DataView(gif.buffer).setUint16(6, 65535, true);
    new DataView(gif.buffer).setUint16(8, 1000, true);
    await expectInvalid('image-convert', { bin: Buffer.from(gif).toString('base64') }, 'bin: the image is 65535 × 1000 pixels, over the limit of 40 megapixels');
    const bmp = Uint8Array.from(fixtureBytes('convert-src8.bmp'));
    new DataView(bmp.buffer).setInt32(18, 100_000, true);
    new DataView(bmp.buffer).setInt32(22, -1000, true);
    await expectInvalid('image-convert', { bin: Buffer.from(bmp).toString('base64') }, 'bin: the image is 100000 × 1000 pixels, over the limit of 40 megapixels');
  });
});
