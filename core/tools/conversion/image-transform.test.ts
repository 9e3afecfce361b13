import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decode as decodePng } from 'fast-png';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeRaster } from '../../lib/raster-decode.ts';
import { encodePngImage } from '../../lib/raster-encode.ts';
import { describeNeeding } from '../../../test/outside-programs.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Transformed { image: string; format: string; mediaType: string; width: number; height: number }

const fixtureBytes = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const source = toBase64(fixtureBytes('transform-source.png'));
const transform = (input: Record<string, unknown>) => run<Transformed>('image-transform', { bin: source, ...input });
const pixels = (base64: string) => decodeRaster('bin', new Uint8Array(Buffer.from(base64, 'base64')));

/** The largest difference of any channel of any pixel, colour counted only where alpha is not near 0. */
async function largestDifference(ours: string, reference: string): Promise<number> {
  const a = await pixels(ours);
  const b = await decodeRaster('reference', fixtureBytes(reference));
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let largest = 0;
  for (let i = 0; i < a.rgba.length; i += 4) {
    const channels = Math.min(a.rgba[i + 3]!, b.rgba[i + 3]!) < 8 ? [3] : [0, 1, 2, 3];
    for (const c of channels) largest = Math.max(largest, Math.abs(a.rgba[i + c]! - b.rgba[i + c]!));
  }
  return largest;
}

async function solidPng(width: number, height: number, rgba: [number, number, number, number]): Promise<string> {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return toBase64(await encodePngImage({ width, height, rgba: data }));
}

describe('image-transform', () => {
  // fixtures/README.md: transform-source.png is a 40 × 30 RGBA gradient with a yellow block, a
  // half-transparent green disc and a 30%-opaque left edge; the references are ImageMagick 6.9.11's.
  it('shrinks as ImageMagick -filter Lanczos -resize does, within 1 level of 255', async () => {
    // convert transform-source.png -filter Lanczos -resize '17x13!' -depth 8 -strip PNG32:transform-magick-down.png
    const result = await transform({ width: 17, height: 13, fit: 'fill' });
    expect([result.width, result.height, result.format, result.mediaType]).toEqual([17, 13, 'png', 'image/png']);
    expect(await largestDifference(result.image, 'transform-magick-down.png')).toBeLessThanOrEqual(1);
  });

  it('enlarges as ImageMagick -filter Lanczos -resize does, within 1 level of 255', async () => {
    // convert transform-source.png -filter Lanczos -resize '64x48!' -depth 8 -strip PNG32:transform-magick-up.png
    const result = await transform({ width: 64, height: 48, fit: 'fill' });
    expect(await largestDifference(result.image, 'transform-magick-up.png')).toBeLessThanOrEqual(1);
  });

  it('crops, turns and mirrors pixel for pixel as ImageMagick does (no tolerance)', async () => {
    // convert transform-source.png -crop 20x10+3+4 +repage -rotate 90 -flop -depth 8 -strip PNG32:transform-magick-crop.png
    const result = await transform({ crop: { x: 3, y: 4, width: 20, height: 10 }, rotate: 90, flip: 'horizontal' });
    expect([result.width, result.height]).toEqual([10, 20]);
    expect(await largestDifference(result.image, 'transform-magick-crop.png')).toBe(0);
    // -rotate -270 is -rotate 90; a vertical flip after a half turn is a horizontal one.
    const same = await transform({ crop: { x: 3, y: 4, width: 20, height: 10 }, rotate: -270, flip: 'horizontal' });
    expect(same.image).toBe(result.image);
    const half = await pixels((await transform({ rotate: 180, flip: 'vertical' })).image);
    const mirrored = await pixels((await transform({ flip: 'horizontal' })).image);
    expect(half.rgba).toEqual(mirrored.rgba);
  });

  it('fits as sharp names the modes (ImageMagick: -resize 20x20, -extent, -resize 20x20!)', async () => {
    // A 40 × 30 image into 20 × 20: inside gives 20 × 15 (convert -resize 20x20 says the same),
    // contain pads that to 20 × 20, cover scales to 27 × 20 and cuts to 20 × 20, fill stretches.
    expect((await transform({ width: 20, height: 20 })).height).toBe(15);
    const sizes = [];
    for (const fit of ['inside', 'contain', 'cover', 'fill']) {
      const result = await transform({ width: 20, height: 20, fit });
      sizes.push([fit, result.width, result.height]);
    }
    expect(sizes).toEqual([['inside', 20, 15], ['contain', 20, 20], ['cover', 20, 20], ['fill', 20, 20]]);
    // One side alone keeps the proportions, whatever the fit.
    const wide = await transform({ width: 80, fit: 'fill' });
    expect([wide.width, wide.height]).toEqual([80, 60]);
    const tall = await transform({ height: 3 });
    expect([tall.width, tall.height]).toEqual([4, 3]);
  });

  it("pads contain's bands with the background and leaves them transparent without one", async () => {
    const red = await solidPng(40, 20, [255, 0, 0, 255]);
    const padded = await pixels((await run<Transformed>('image-transform', { bin: red, width: 10, height: 10, fit: 'contain', background: '#00f' })).image);
    expect([...padded.rgba.subarray(0, 4)]).toEqual([0, 0, 255, 255]); // top band
    expect([...padded.rgba.subarray((5 * 10 + 5) * 4, (5 * 10 + 5) * 4 + 4)]).toEqual([255, 0, 0, 255]); // middle
    const clear = await pixels((await run<Transformed>('image-transform', { bin: red, width: 10, height: 10, fit: 'contain' })).image);
    expect(clear.rgba[3]).toBe(0);
  });

  it('turns by any angle onto a canvas grown to the bounding box, corners in the background', async () => {
    const green = await solidPng(20, 20, [0, 200, 0, 255]);
    const turned = await run<Transformed>('image-transform', { bin: green, rotate: 45 });
    // 20√2 = 28.28 → 28 (ImageMagick's shear rotation gives a few pixels more: it pads its shears).
    expect([turned.width, turned.height]).toEqual([28, 28]);
    const image = await pixels(turned.image);
    expect([...image.rgba.subarray((14 * 28 + 14) * 4, (14 * 28 + 14) * 4 + 4)]).toEqual([0, 200, 0, 255]);
    expect(image.rgba[3]).toBe(0);
    const white = await pixels((await run<Transformed>('image-transform', { bin: green, rotate: -45, background: 'rgb(255, 255, 255)' })).image);
    expect([...white.rgba.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });

  it('writes a JPEG when asked, transparency laid on white (ImageMagick identify: JPEG 40x30)', async () => {
    const result = await transform({ to: 'jpeg', quality: 95 });
    expect([result.format, result.mediaType, result.width, result.height]).toEqual(['jpeg', 'image/jpeg', 40, 30]);
    const bytes = Buffer.from(result.image, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const image = await pixels(result.image);
    // Pixel (1, 1) is red at 30% opacity: on white, (255, 178, 178); JPEG keeps it within a few levels.
    const at = (1 * 40 + 1) * 4;
    expect(Math.abs(image.rgba[at]! - 255)).toBeLessThanOrEqual(6);
    expect(Math.abs(image.rgba[at + 1]! - 178)).toBeLessThanOrEqual(12);
    // And a JPEG stays a JPEG unless told: its pixels round-trip through PNG losslessly.
    expect((await run<Transformed>('image-transform', { bin: result.image, width: 20 })).format).toBe('jpeg');
    const png = await run<Transformed>('image-transform', { bin: result.image, to: 'png' });
    expect(decodePng(Buffer.from(png.image, 'base64')).data.length).toBe(40 * 30 * 3);
  });

  it('refuses bad blocks, colours and sizes, naming the field', async () => {
    await expectInvalid('image-transform', { bin: source, crop: { x: 30, y: 0, width: 11, height: 5 } }, 'crop: the block 11 × 5 at (30, 0) does not lie inside the 40 × 30 image');
    await expectInvalid('image-transform', { bin: source, crop: { x: 0, y: 0, width: 0, height: 5 } }, /crop\.width: must be ≥ 1/);
    await expectInvalid('image-transform', { bin: source, crop: { x: 0, y: 0, width: 1, height: 1, z: 1 } }, /crop\.z: unknown field/);
    await expectInvalid('image-transform', { bin: source, background: 'mauve' }, /^background: not #rgb/);
    await expectInvalid('image-transform', { bin: source, width: 8193 }, /width: must be ≤ 8192/);
    await expectInvalid('image-transform', { bin: source, width: 0 }, /width: must be ≥ 1/);
    await expectInvalid('image-transform', { bin: source, width: 8192, height: 8192, fit: 'fill' }, 'width: the result would be 8192 × 8192 pixels, over the limit of 40 megapixels');
    await expectInvalid('image-transform', { bin: source, rotate: 361 }, /rotate: must be ≤ 360/);
    await expectInvalid('image-transform', { bin: source, fit: 'stretch' }, /fit: must be one of inside, contain, cover, fill/);
    await expectInvalid('image-transform', { bin: source, to: 'heic' }, /to: must be one of png, jpeg, webp, avif/);
    await expectInvalid('image-transform', { bin: source, quality: 0 }, /quality: must be ≥ 1/);
    await expectInvalid('image-transform', { bin: btoa('GIF89a') }, /^bin: is not a PNG or JPEG image/);
    await expectInvalid('image-transform', { bin: 'not base64!' }, /^bin: is not valid Base64/);
    await expectInvalid('image-transform', JSON.parse(`{"bin":"${source}","__proto__":{"x":1}}`), /__proto__: unknown field/);
  });

  it('refuses a turn whose canvas would pass 40 megapixels', async () => {
    const strip = await solidPng(8000, 1, [0, 0, 0, 255]);
    await expectInvalid('image-transform', { bin: strip, height: 5000 }, 'height: the result would be 40000000 × 5000 pixels, over the limit of 40 megapixels');
    // (8000 + 1000)² / 2 = 40.5 million pixels once turned by 45°.
    await expectInvalid('image-transform', { bin: await solidPng(8000, 1000, [0, 0, 0, 255]), rotate: 45 }, /^rotate: turning the 8000 × 1000 image by 45° would take more than 40 megapixels/);
  });
});

describeNeeding({ paths: ['/usr/bin/cwebp', '/usr/bin/avifdec'], packages: 'webp libavif-bin' }, 'image-transform: WebP and AVIF results', () => {
  const folder = mkdtempSync(join(tmpdir(), 'image-transform-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes the resized pixels as cwebp -q writes them, byte for byte', async () => {
    const png = await transform({ width: 20, to: 'png' });
    writeFileSync(join(folder, 'resized.png'), Buffer.from(png.image, 'base64'));
    execFileSync('/usr/bin/cwebp', ['-quiet', '-q', '70', join(folder, 'resized.png'), '-o', join(folder, 'cwebp.webp')]);
    const webp = await transform({ width: 20, to: 'webp', quality: 70 });
    expect([webp.format, webp.mediaType, webp.width, webp.height]).toEqual(['webp', 'image/webp', 20, 15]);
    expect(Buffer.from(webp.image, 'base64').equals(readFileSync(join(folder, 'cwebp.webp')))).toBe(true);
  });

  it('writes an AVIF that avifdec reads at the turned and resized size', async () => {
    // A quarter turn first (30 × 40), then 20 wide: 20 × 27.
    const avif = await transform({ width: 20, rotate: 90, to: 'avif' });
    expect([avif.format, avif.mediaType, avif.width, avif.height]).toEqual(['avif', 'image/avif', 20, 27]);
    writeFileSync(join(folder, 'out.avif'), Buffer.from(avif.image, 'base64'));
    execFileSync('/usr/bin/avifdec', [join(folder, 'out.avif'), join(folder, 'out.png')], { stdio: 'ignore' });
    const back = await decodeRaster('avifdec', new Uint8Array(readFileSync(join(folder, 'out.png'))));
    expect([back.width, back.height]).toEqual([20, 27]);
  });
});
