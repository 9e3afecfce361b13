import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeImage, decodeRaster } from '../../lib/raster-decode.ts';
import { describeNeeding } from '../../../test/outside-programs.ts';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface Converted { image: string; format: string; mediaType: string; sourceFormat: string; width: number; height: number; bytes: number }

const fixtureBytes = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const fixture = (name: string) => Buffer.from(fixtureBytes(name)).toString('base64');
const convert = (bin: string, input: Record<string, unknown> = {}) => run<Converted>('image-convert', { bin, ...input });
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** RGBA with each colour scaled by its alpha: how two drawings compare where colour is hidden. */
function premultiplied(rgba: Uint8Array): Float64Array {
  const out = new Float64Array(rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3]!;
    for (let c = 0; c < 3; c++) out[i + c] = (rgba[i + c]! * alpha) / 255;
    out[i + 3] = alpha;
  }
  return out;
}

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

  it('refuses broken SVGs, RLE bitmaps and what is no image, naming bin', async () => {
    await expectInvalid('image-convert', { bin: btoa('<svg xmlns="http://www.w3.org/2000/svg"><rect') }, /^bin: the SVG could not be read \(/);
    await expectInvalid('image-convert', { bin: Buffer.from('\uFEFF<?xml version="1.0"?><svg/>').toString('base64') }, /^bin: the SVG could not be read \(/);
    await expectInvalid('image-convert', { bin: btoa('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="5"/>') }, 'bin: the SVG could not be read (SVG has an invalid size)');
    await expectInvalid('image-convert', { bin: fixture('convert-rle8.bmp') }, 'bin: run-length encoded (RLE8) BMP files are not supported; save it uncompressed');
    await expectInvalid('image-convert', { bin: btoa('hello, world') }, /^bin: is not a PNG, JPEG, GIF, BMP, WebP, AVIF or SVG image/);
    await expectInvalid('image-convert', { bin: '' }, /^bin: is not a PNG, JPEG, GIF, BMP, WebP, AVIF or SVG image/);
    await expectInvalid('image-convert', { bin: '@@@' }, /^bin: is not valid Base64/);
    await expectInvalid('image-convert', { bin: fixture('convert-src.gif'), to: 'heic' }, /to: must be one of png, jpeg, webp, avif/);
    await expectInvalid('image-convert', { bin: fixture('convert-src.gif'), to: 'jpeg', lossless: true }, 'lossless: JPEG has no lossless mode; ask for png, webp or avif');
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

  it('draws an SVG as rsvg-convert does, transparency included', async () => {
    // fixtures/README.md: rsvg-convert convert-src.svg -o convert-src.svg-rsvg.png (librsvg 2.54.7).
    // Two renderers antialias edges differently: compared premultiplied (a colour under alpha 0
    // is no colour), every channel within 20 levels, and on average within one.
    const result = await convert(fixture('convert-src.svg'));
    expect([result.sourceFormat, result.format, result.width, result.height]).toEqual(['svg', 'png', 48, 32]);
    const ours = premultiplied((await decodeRaster('ours', fromBase64(result.image))).rgba);
    const reference = premultiplied((await decodeRaster('reference', fixtureBytes('convert-src.svg-rsvg.png'))).rgba);
    let total = 0;
    let largest = 0;
    for (let i = 0; i < ours.length; i++) {
      const difference = Math.abs(ours[i]! - reference[i]!);
      total += difference;
      largest = Math.max(largest, difference);
    }
    expect(largest).toBeLessThanOrEqual(20);
    expect(total / ours.length).toBeLessThan(1);
    const straight = (await decodeRaster('ours', fromBase64(result.image))).rgba;
    // The bottom rows are transparent but for the half-transparent circle, in both.
    expect(straight[(31 * 48 + 1) * 4 + 3]).toBe(0);
    const inCircle = (29 * 48 + 32) * 4;
    expect(Math.abs(straight[inCircle + 3]! - 128)).toBeLessThanOrEqual(1);
    // …and that circle is pure green at half opacity there, not green darkened by its alpha.
    expect([...straight.subarray(inCircle, inCircle + 3)]).toEqual([0, 255, 0]);
  });

  it('sets SVG text in the shipped DejaVu Sans, as rsvg-convert does with the same face', async () => {
    // rsvg-convert convert-text.svg -o convert-text.svg-rsvg.png, DejaVu Sans 2.37 installed.
    const result = await convert(fixture('convert-text.svg'));
    const ours = await decodeRaster('ours', fromBase64(result.image));
    const reference = await decodeRaster('reference', fixtureBytes('convert-text.svg-rsvg.png'));
    const dark = (rgba: Uint8Array) => Array.from({ length: rgba.length / 4 }, (_, i) => rgba[i * 4]! < 128);
    const a = dark(ours.rgba);
    const b = dark(reference.rgba);
    const inked = b.filter(Boolean).length;
    const disagreeing = a.filter((value, i) => value !== b[i]).length;
    expect(inked).toBeGreaterThan(150);
    // The same glyphs, hinted and antialiased a little differently: edge pixels may fall on the
    // other side of 50% (a fifth of the ink at most), and the ink spans the same box within a pixel.
    expect(disagreeing).toBeLessThan(inked / 5);
    const box = (dots: boolean[]) => {
      const xs = dots.flatMap((on, i) => (on ? [i % 120] : []));
      const ys = dots.flatMap((on, i) => (on ? [Math.floor(i / 120)] : []));
      return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    };
    box(a).forEach((edge, i) => expect(Math.abs(edge - box(b)[i]!)).toBeLessThanOrEqual(1));
  });

  it('reads WebP (VP8, VP8X with alpha, VP8L) pixel for pixel as dwebp does', async () => {
    // fixtures/README.md: cwebp wrote each file and dwebp read the lossy ones back.
    for (const [name, reference, size] of [
      ['convert-src-opaque.webp', 'convert-src-opaque.webp-dwebp.png', [40, 30]],
      ['convert-src-lossy.webp', 'convert-src-lossy.webp-dwebp.png', [40, 30]],
      ['convert-src-lossless.webp', 'transform-source.png', [40, 30]],
    ] as const) {
      const result = await convert(fixture(name));
      expect([result.sourceFormat, result.width, result.height], name).toEqual(['webp', ...size]);
      expect(await largestDifference(result.image, reference), name).toBe(0);
    }
  });

  it('refuses animated, truncated and oversized WebP files, naming bin', async () => {
    await expectInvalid('image-convert', { bin: fixture('convert-anim.webp') }, 'bin: animated WebP files are not supported; give a still image');
    const lossy = fixtureBytes('convert-src-lossy.webp');
    for (const cut of [20, 40, 120, lossy.length - 20]) {
      const answer = await call('image-convert', { bin: Buffer.from(lossy.subarray(0, cut)).toString('base64') });
      expect(answer.success, `cut at ${cut}`).toBe(false);
      if (!answer.success) expect(answer.error.message, `cut at ${cut}`).toMatch(/^bin: (the WebP could not be decoded|the WebP's header is cut short)/);
    }
    // A VP8X canvas of 16384 × 16384 claimed in the header: refused before libwebp allocates it.
    const huge = Uint8Array.from(lossy);
    huge.set([0xff, 0x3f, 0x00, 0xff, 0x3f, 0x00], 24);
    await expectInvalid('image-convert', { bin: Buffer.from(huge).toString('base64') }, 'bin: the image is 16384 × 16384 pixels, over the limit of 40 megapixels');
  });

  it('reads AVIF as avifdec does: lossless exactly, lossy within rounding of its colour conversion', async () => {
    // fixtures/README.md: avifenc (libavif 0.11.1) wrote both; avifdec read the lossy one back.
    const lossless = await convert(fixture('convert-src-lossless.avif'));
    expect([lossless.sourceFormat, lossless.width, lossless.height]).toEqual(['avif', 40, 30]);
    expect(await largestDifference(lossless.image, 'transform-source.png')).toBe(0);
    const lossy = await convert(fixture('convert-src-lossy.avif'));
    expect(await largestDifference(lossy.image, 'convert-src-lossy.avif-avifdec.png')).toBeLessThanOrEqual(2);
  });

  it('refuses truncated AVIFs and ones declaring more than 40 megapixels, naming bin', async () => {
    const avif = fixtureBytes('convert-src-lossy.avif');
    for (const cut of [40, 200, 420, avif.length - 30]) {
      const answer = await call('image-convert', { bin: Buffer.from(avif.subarray(0, cut)).toString('base64') });
      expect(answer.success, `cut at ${cut}`).toBe(false);
      if (!answer.success) expect(answer.error.message, `cut at ${cut}`).toMatch(/^bin: the AVIF( could not be decoded|'s boxes are cut short)/);
    }
    // The ispe property (found by its type) made to say 10000 × 5000.
    const huge = Uint8Array.from(avif);
    const ispe = Buffer.from(huge).indexOf('ispe');
    new DataView(huge.buffer).setUint32(ispe + 8, 10_000);
    new DataView(huge.buffer).setUint32(ispe + 12, 5_000);
    await expectInvalid('image-convert', { bin: Buffer.from(huge).toString('base64') }, 'bin: the image is 10000 × 5000 pixels, over the limit of 40 megapixels');
  });

  it('writes AVIF and lossless WebP for at most 16 megapixels, and says so', async () => {
    const big = btoa('<svg xmlns="http://www.w3.org/2000/svg" width="4001" height="4000"/>');
    const refusal = /^bin: the image is 4001 × 4000 pixels; (AVIF|lossless WebP) is written for at most 16 megapixels here/;
    await expectInvalid('image-convert', { bin: big, to: 'avif' }, refusal);
    await expectInvalid('image-convert', { bin: big, to: 'webp', lossless: true }, refusal);
  });

  it('refuses an SVG that would draw past 40 megapixels, before drawing it', async () => {
    const huge = '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>';
    await expectInvalid('image-convert', { bin: btoa(huge) }, 'bin: the SVG draws at 100000 × 100000 pixels, over the limit of 40 megapixels');
  });

  it('refuses SVG bombs (a <use> tree of 10^9 rectangles, 10,000 nested groups) at resvg\'s node limit', async () => {
    let defs = '<rect id="l0" width="1" height="1"/>';
    for (let level = 1; level <= 9; level++) defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
    const uses = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><defs>${defs}</defs><use href="#l9"/></svg>`;
    await expectInvalid('image-convert', { bin: btoa(uses) }, 'bin: the SVG could not be read (SVG data parsing failed cause nodes limit reached)');
    const nested = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<g>'.repeat(10_000)}<rect width="5" height="5"/>${'</g>'.repeat(10_000)}</svg>`;
    await expectInvalid('image-convert', { bin: btoa(nested) }, 'bin: the SVG could not be read (SVG data parsing failed cause nodes limit reached)');
  });

  it('draws no external image and reads no file an SVG names', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="8" height="8"><image width="8" height="8" href="file:///etc/passwd"/><image width="8" height="8" xlink:href="/usr/share/pixmaps/debian-logo.png"/></svg>';
    const result = await convert(btoa(svg));
    const pixels = await decodeRaster('ours', fromBase64(result.image));
    expect(pixels.rgba.every((value, i) => i % 4 !== 3 || value === 0)).toBe(true);
  });
});

/** A source with smooth areas, hard edges and transparency: the SVG fixture as drawn. */
const SOURCE = fixture('convert-src.svg');

/** Peak signal-to-noise ratio of `decoded` against `source`, premultiplied, in dB. */
function psnr(source: Uint8Array, decoded: Uint8Array): number {
  const [a, b] = [premultiplied(source), premultiplied(decoded)];
  let squares = 0;
  for (let i = 0; i < a.length; i++) squares += (a[i]! - b[i]!) ** 2;
  return squares === 0 ? Infinity : 10 * Math.log10((255 * 255) / (squares / a.length));
}

describeNeeding({ paths: ['/usr/bin/cwebp', '/usr/bin/dwebp', '/usr/bin/avifdec'], packages: 'webp libavif-bin' }, 'image-convert: WebP and AVIF as libwebp\'s cwebp and dwebp and libavif\'s avifdec see them', () => {
  const folder = mkdtempSync(join(tmpdir(), 'image-convert-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** The file decoded by Debian's own decoder, as RGBA (a PAM from dwebp, a PNG from avifdec). */
  async function decodedOutside(result: Converted): Promise<Uint8Array> {
    const input = join(folder, `out.${result.format}`);
    writeFileSync(input, fromBase64(result.image));
    if (result.format === 'webp') {
      execFileSync('/usr/bin/dwebp', [input, '-pam', '-o', join(folder, 'out.pam')], { stdio: 'ignore' });
      const pam = readFileSync(join(folder, 'out.pam'));
      const header = pam.indexOf('ENDHDR\n') + 7;
      expect(pam.subarray(0, header).toString()).toContain(`WIDTH ${result.width}\nHEIGHT ${result.height}\nDEPTH 4`);
      return new Uint8Array(pam.subarray(header));
    }
    execFileSync('/usr/bin/avifdec', [input, join(folder, 'out.png')], { stdio: 'ignore' });
    return (await decodeRaster('avifdec', new Uint8Array(readFileSync(join(folder, 'out.png'))))).rgba;
  }

  const drawn = async () => (await decodeRaster('png', fromBase64((await convert(SOURCE)).image))).rgba;

  it('writes lossless WebP and AVIF that decode to the very same pixels', async () => {
    const source = await drawn();
    for (const to of ['webp', 'avif'] as const) {
      const result = await convert(SOURCE, { to, lossless: true });
      expect([result.format, result.mediaType, result.sourceFormat, result.width, result.height]).toEqual([to, `image/${to}`, 'svg', 48, 32]);
      expect(result.bytes).toBe(fromBase64(result.image).length);
      expect(Buffer.from(await decodedOutside(result)).equals(Buffer.from(source)), to).toBe(true);
    }
  });

  it('writes lossy WebP byte for byte as cwebp -q does', async () => {
    // libwebp is deterministic: our encoder's settings are cwebp's defaults with its -q, so the
    // file must equal the one Debian's cwebp (libwebp 1.2.4) writes from the same pixels.
    const png = join(folder, 'source.png');
    for (const [bin, name] of [[SOURCE, 'the SVG'], [fixture('transform-source.png'), 'a PNG']] as const) {
      writeFileSync(png, fromBase64((await convert(bin)).image));
      for (const quality of [10, 80, 95]) {
        const ours = fromBase64((await convert(bin, { to: 'webp', quality })).image);
        execFileSync('/usr/bin/cwebp', ['-quiet', '-q', String(quality), png, '-o', join(folder, 'cwebp.webp')]);
        expect(Buffer.from(ours).equals(readFileSync(join(folder, 'cwebp.webp'))), `${name} at quality ${quality}`).toBe(true);
      }
    }
  });

  it('writes lossy AVIF close to the source, smaller and coarser at lower quality', async () => {
    // 4:2:0 chroma on a small drawing of saturated edges: avifdec reads quality 90 at about 27 dB
    // and quality 10 at about 22 dB (libavif 1 with aom here; avifenc's own build differs).
    const source = await drawn();
    const high = await convert(SOURCE, { to: 'avif', quality: 90 });
    const low = await convert(SOURCE, { to: 'avif', quality: 10 });
    const [highPsnr, lowPsnr] = [psnr(source, await decodedOutside(high)), psnr(source, await decodedOutside(low))];
    expect(highPsnr).toBeGreaterThan(25);
    expect(lowPsnr).toBeGreaterThan(19);
    expect(highPsnr).toBeGreaterThan(lowPsnr);
    expect(low.bytes).toBeLessThan(high.bytes);
    // A PNG, a JPEG and a GIF in: the other readers feed the encoder too.
    const photo = fixture('transform-source.png');
    for (const bin of [photo, fixture('convert-src.gif'), (await convert(photo, { to: 'jpeg' })).image]) {
      const result = await convert(bin, { to: 'avif' });
      expect((await decodedOutside(result)).length).toBe(result.width * result.height * 4);
    }
  });

  it('writes the signatures the formats define: RIFF…WEBP, and an ftyp box of brand avif', async () => {
    const webp = fromBase64((await convert(SOURCE, { to: 'webp' })).image);
    expect(Buffer.from(webp.subarray(0, 4)).toString('latin1') + Buffer.from(webp.subarray(8, 12)).toString('latin1')).toBe('RIFFWEBP');
    expect(new DataView(webp.buffer, webp.byteOffset).getUint32(4, true)).toBe(webp.length - 8);
    const avif = fromBase64((await convert(SOURCE, { to: 'avif' })).image);
    expect(Buffer.from(avif.subarray(4, 12)).toString('latin1')).toBe('ftypavif');
  });
});
