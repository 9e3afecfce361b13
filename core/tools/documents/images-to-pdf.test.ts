import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { describeWithPdfTools, expectQpdfClean, pdfPages } from '../../../test/pdf/outside-tools.ts';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

/*
 * The images are written here byte by byte, by the book (W3C PNG; ITU-T T.81 for JPEG), sharing
 * no code with pdf-lib or the tool's header reader. Nothing on this machine writes JPEG (no PIL,
 * no ImageMagick, no cjpeg), and a JPEG of one colour is small to write by hand: every AC
 * coefficient is zero, so each block is a DC difference and an end-of-block code. poppler, which
 * decodes with libjpeg, is the judge that they are real: pdftoppm renders each page and the test
 * reads the colour back.
 */

// --- PNG ---
function crc(bytes: Uint8Array): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc(body), body.length + 4);
  return out;
}

function ihdr(width: number, height: number, depth = 8, colour = 2, interlace = 0): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([depth, colour, 0, 0, interlace], 8);
  return chunk('IHDR', data);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IEND = chunk('IEND', new Uint8Array());

/** A PNG of `chunks` between the signature and IEND. */
const png = (...chunks: Buffer[]): Uint8Array => new Uint8Array(Buffer.concat([SIGNATURE, ...chunks, IEND]));

/** Filtered scanlines (filter 0) of a width × height image of one pixel value. */
function solidRows(width: number, height: number, pixel: readonly number[]): Buffer {
  const row = Buffer.alloc(1 + width * pixel.length);
  for (let x = 0; x < width; x++) row.set(pixel, 1 + x * pixel.length);
  return Buffer.concat(Array.from({ length: height }, () => row));
}

/** A width × height PNG of one colour: RGB (3 samples) or RGBA (4), 8 bits. */
function solidPng(width: number, height: number, pixel: readonly number[]): Uint8Array {
  return png(ihdr(width, height, 8, pixel.length === 4 ? 6 : 2), chunk('IDAT', deflateSync(solidRows(width, height, pixel))));
}

// --- JPEG of one colour (ITU-T T.81), every quantiser 1 ---
/** T.81 annex K.3, table K.3: the luminance DC Huffman table's code counts per length 1..16 (symbols 0..11). */
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];

/** The codes of table K.3, assigned as T.81 annex C does. */
function dcCodes(): { code: number; size: number }[] {
  const codes: { code: number; size: number }[] = [];
  let code = 0;
  DC_BITS.forEach((count, i) => {
    for (let n = 0; n < count; n++) codes.push({ code: code++, size: i + 1 });
    code <<= 1;
  });
  return codes;
}

class BitWriter {
  readonly bytes: number[] = [];
  private acc = 0;
  private count = 0;
  write(value: number, size: number): void {
    for (let i = size - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      if (++this.count === 8) {
        this.bytes.push(this.acc);
        if (this.acc === 0xff) this.bytes.push(0); // byte stuffing (T.81 F.1.2.3)
        this.acc = 0;
        this.count = 0;
      }
    }
  }
  finish(): number[] {
    while (this.count !== 0) this.write(1, 1);
    return this.bytes;
  }
}

const segment = (marker: number, data: number[]): number[] => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];

interface JpegOptions {
  progressive?: boolean;
  /** An Adobe APP14 segment (Adobe TN 5116) with this colour transform. */
  adobe?: number;
  precision?: number;
  frameMarker?: number;
}

/** A width × height JPEG whose components hold `samples` (1, 3 as YCbCr, or 4 values 0-255). */
function solidJpeg(width: number, height: number, samples: readonly number[], options: JpegOptions = {}): Uint8Array {
  const n = samples.length;
  const codes = dcCodes();
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const out: number[] = [0xff, 0xd8];
  if (options.adobe !== undefined) out.push(...segment(0xee, [...Buffer.from('Adobe'), 0, 100, 0, 0, 0, 0, options.adobe]));
  out.push(...segment(0xdb, [0, ...Array<number>(64).fill(1)]));
  const frame = [options.precision ?? 8, height >> 8, height & 0xff, width >> 8, width & 0xff, n];
  for (let c = 0; c < n; c++) frame.push(c + 1, 0x11, 0);
  out.push(...segment(options.frameMarker ?? (options.progressive ? 0xc2 : 0xc0), frame));
  out.push(...segment(0xc4, [0x00, ...DC_BITS, ...codes.map((_, i) => i)]));
  // An AC table of one symbol, end-of-block (0x00), code "0": every AC coefficient is zero.
  out.push(...segment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0x00]));
  const dc = (writer: BitWriter, diff: number) => {
    const size = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
    writer.write(codes[size]!.code, codes[size]!.size);
    if (size > 0) writer.write(diff > 0 ? diff : diff + (1 << size) - 1, size); // T.81 F.1.2.1.1
  };
  // A flat 8×8 block of value v has DC coefficient 8 × (v − 128) (T.81 A.3.3), quantised by 1.
  const dcValue = samples.map((v) => 8 * (v - 128));
  const scan = (components: number[], ss: number, se: number, body: (writer: BitWriter) => void) => {
    out.push(...segment(0xda, [components.length, ...components.flatMap((c) => [c + 1, 0x00]), ss, se, 0]));
    const writer = new BitWriter();
    body(writer);
    out.push(...writer.finish());
  };
  const all = Array.from({ length: n }, (_, c) => c);
  if (options.progressive) {
    scan(all, 0, 0, (w) => {
      for (let b = 0; b < blocks; b++) for (const c of all) dc(w, b === 0 ? dcValue[c]! : 0);
    });
    // Each component's AC scan (Ss 1, Se 63): an end-of-band run of one per block.
    for (const c of all) scan([c], 1, 63, (w) => { for (let b = 0; b < blocks; b++) w.write(0, 1); });
  } else {
    scan(all, 0, 63, (w) => {
      for (let b = 0; b < blocks; b++) {
        for (const c of all) {
          dc(w, b === 0 ? dcValue[c]! : 0);
          w.write(0, 1);
        }
      }
    });
  }
  out.push(0xff, 0xd9);
  return new Uint8Array(out);
}

/** JFIF 1.02's RGB to YCbCr, rounded. */
function ycbcr([r, g, b]: readonly [number, number, number]): number[] {
  return [0.299 * r + 0.587 * g + 0.114 * b, 128 - 0.1687 * r - 0.3313 * g + 0.5 * b, 128 + 0.5 * r - 0.4187 * g - 0.0813 * b].map((v) =>
    Math.max(0, Math.min(255, Math.round(v))),
  );
}

const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

// --- poppler as the judge ---
function withPdf<T>(pdf: string, use: (path: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'tooldeck-images-'));
  try {
    const path = join(folder, 'file.pdf');
    writeFileSync(path, Buffer.from(pdf, 'base64'));
    return use(path);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

interface ListedImage {
  page: number;
  type: string;
  width: number;
  height: number;
  color: string;
  enc: string;
}

/** `pdfimages -list`: every image and soft mask, by page. */
function listImages(pdf: string): ListedImage[] {
  const text = withPdf(pdf, (path) => execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' }));
  return text
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [page, , type, width, height, color, , , enc] = line.trim().split(/\s+/);
      return { page: Number(page), type: type!, width: Number(width), height: Number(height), color: color!, enc: enc! };
    });
}

/** Page `page` as pdftoppm renders it at 72 dpi: the RGB colour at (x, y) pixels from the top left. */
function render(pdf: string, page: number): (x: number, y: number) => number[] {
  const args = ['-r', '72', '-f', String(page), '-l', String(page)];
  const ppm = withPdf(pdf, (path) => execFileSync('pdftoppm', [...args, path], { maxBuffer: 64 << 20 }));
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  return (x, y) => {
    const at = header[0].length + (y * Number(header[1]) + x) * 3;
    return [...ppm.subarray(at, at + 3)];
  };
}

const colourAt = (pdf: string, page: number, x: number, y: number): number[] => render(pdf, page)(x, y);

function expectColour(actual: number[], expected: readonly number[], tolerance = 3): void {
  actual.forEach((value, i) => expect(Math.abs(value - expected[i]!), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance));
}

interface Result {
  pdf: string;
  page_count: number;
  bytes: number;
  pages: { width: number; height: number; image_width: number; image_height: number; type: string; scale: number }[];
}

const BLUE = [30, 111, 217] as const;
const RED = [200, 40, 30] as const;

describeWithPdfTools('images-to-pdf, judged by qpdf and poppler', () => {
  it('puts each image on a page of its size, JPEGs passed through and PNGs decoded, colours intact', async () => {
    const images = [
      solidJpeg(64, 48, ycbcr(BLUE)),
      solidPng(48, 64, [240, 140, 20, 128]),
      solidJpeg(40, 24, ycbcr(RED), { progressive: true }),
      solidJpeg(9, 9, [100]),
      // Adobe CMYK stores inks inverted: 0 for full cyan, 255 for none.
      solidJpeg(16, 16, [0, 255, 255, 255], { adobe: 0 }),
      solidPng(30, 20, [10, 200, 30]),
    ];
    const result = await run<Result>('images-to-pdf', { images: images.map(b64) });
    expectQpdfClean(result.pdf);
    expect(result.page_count).toBe(6);
    expect(pdfPages(result.pdf)).toEqual([
      { width: 64, height: 48, rotation: 0 },
      { width: 48, height: 64, rotation: 0 },
      { width: 40, height: 24, rotation: 0 },
      { width: 9, height: 9, rotation: 0 },
      { width: 16, height: 16, rotation: 0 },
      { width: 30, height: 20, rotation: 0 },
    ]);
    expect(result.pages.map((page) => page.type)).toEqual(['jpeg', 'png', 'jpeg', 'jpeg', 'jpeg', 'png']);
    // One image per page; the JPEGs stay DCT-encoded, the translucent PNG brings a soft mask.
    const listed = listImages(result.pdf);
    expect(listed.filter((image) => image.type === 'image').map((image) => [image.page, image.width, image.height, image.color, image.enc])).toEqual([
      [1, 64, 48, 'rgb', 'jpeg'],
      [2, 48, 64, 'rgb', 'image'],
      [3, 40, 24, 'rgb', 'jpeg'],
      [4, 9, 9, 'gray', 'jpeg'],
      [5, 16, 16, 'cmyk', 'jpeg'],
      [6, 30, 20, 'rgb', 'image'],
    ]);
    expect(listed.filter((image) => image.type === 'smask').map((image) => image.page)).toEqual([2]);
    expectColour(colourAt(result.pdf, 1, 32, 24), BLUE);
    // Half-transparent orange over the white page: 240→248, 140→198, 20→138 (alpha 128/255).
    expectColour(colourAt(result.pdf, 2, 24, 32), [248, 197, 137], 4);
    expectColour(colourAt(result.pdf, 3, 20, 12), RED);
    expectColour(colourAt(result.pdf, 4, 4, 4), [100, 100, 100]);
    const cyan = colourAt(result.pdf, 5, 8, 8);
    expect(cyan[0]).toBeLessThan(40); // cyan ink: no red, much green and blue
    expect(cyan[2]).toBeGreaterThan(200);
    expectColour(colourAt(result.pdf, 6, 15, 10), [10, 200, 30]);
  });

  it('fits a wide image on A4 landscape inside the margins, and a small one on Letter portrait unscaled and centred', async () => {
    const result = await run<Result>('images-to-pdf', {
      images: [b64(solidPng(1000, 500, [0, 0, 255])), b64(solidJpeg(100, 200, ycbcr(RED)))],
      page_size: 'a4',
      margin: 36,
    });
    expectQpdfClean(result.pdf);
    // A4 is 210 × 297 mm (ISO 216) = 595.28 × 841.89 pt; landscape for the wide image.
    expect(pdfPages(result.pdf)).toEqual([
      { width: 841.89, height: 595.28, rotation: 0 },
      { width: 595.28, height: 841.89, rotation: 0 },
    ]);
    // (841.89 − 72) / 1000 = 0.76989: the width limits, the height (500 × 0.77 = 385 < 523.28) does not.
    expect(result.pages[0]!.scale).toBe(0.7699);
    expect(result.pages[1]!.scale).toBe(1);
    // Page 1: the image spans x 36..805.89, y (595.28 − 384.945) / 2 = 105.17..490.11.
    const first = render(result.pdf, 1);
    expectColour(first(40, 297), [0, 0, 255]);
    expectColour(first(30, 297), [255, 255, 255]);
    expectColour(first(420, 100), [255, 255, 255]);
    expectColour(first(420, 110), [0, 0, 255]);
    // Page 2: 100 × 200 pt centred: x 247.64..347.64, y 320.95..520.95.
    const second = render(result.pdf, 2);
    expectColour(second(250, 420), RED);
    expectColour(second(244, 420), [255, 255, 255]);
    expectColour(second(297, 316), [255, 255, 255]);
    expectColour(second(297, 325), RED);
  });

  it('gives Letter (612 × 792 pt) and Legal (612 × 1008 pt), landscape for a wide image', async () => {
    const image = b64(solidPng(30, 20, [1, 2, 3]));
    const letter = await run<Result>('images-to-pdf', { images: [image], page_size: 'letter' });
    const legal = await run<Result>('images-to-pdf', { images: [image], page_size: 'legal' });
    expect(pdfPages(letter.pdf)).toEqual([{ width: 792, height: 612, rotation: 0 }]);
    expect(pdfPages(legal.pdf)).toEqual([{ width: 1008, height: 612, rotation: 0 }]);
  });

  it('adds the margin around each page in fit mode, caps a page side at 14,400 pt and widens a 1-pixel one to 3', async () => {
    const result = await run<Result>('images-to-pdf', {
      images: [b64(solidJpeg(64, 48, ycbcr(BLUE))), b64(solidPng(20_000, 10, [9, 9, 9])), b64(solidPng(1, 1, [0, 0, 0]))],
      margin: 10,
    });
    expectQpdfClean(result.pdf);
    expect(pdfPages(result.pdf)).toEqual([
      { width: 84, height: 68, rotation: 0 },
      // (14,400 − 20) / 20,000 = 0.719 pt per pixel: 14,380 + 20 wide, 7.19 + 20 high.
      { width: 14400, height: 27.19, rotation: 0 },
      { width: 21, height: 21, rotation: 0 },
    ]);
    const tiny = await run<Result>('images-to-pdf', { images: [b64(solidPng(1, 1, [0, 0, 0]))] });
    expect(pdfPages(tiny.pdf)).toEqual([{ width: 3, height: 3, rotation: 0 }]);
  });
});

describe('images-to-pdf', () => {
  const jpeg = b64(solidJpeg(16, 8, ycbcr(BLUE)));

  it('makes the same bytes from the same input', async () => {
    const input = { images: [jpeg, b64(solidPng(5, 5, [1, 2, 3, 4]))], page_size: 'letter', margin: 12 };
    expect((await run<Result>('images-to-pdf', input)).pdf).toBe((await run<Result>('images-to-pdf', input)).pdf);
  });

  it('reads the type from the bytes, not from a data: URL prefix', async () => {
    const result = await run<Result>('images-to-pdf', { images: [`data:image/png;base64,${jpeg}`] });
    expect(result.pages[0]!.type).toBe('jpeg');
  });

  it('refuses what is not a JPEG or PNG, naming the image', async () => {
    await expectInvalid('images-to-pdf', { images: [jpeg, b64(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))] }, /^images\[1\]: is not a JPEG or PNG image/);
    await expectInvalid('images-to-pdf', { images: ['not base64!'] }, /^images\[0\]: is not valid Base64/);
    await expectInvalid('images-to-pdf', { images: [b64(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))] }, /^images\[0\]: is not a JPEG or PNG/);
  });

  it('refuses a PNG whose IHDR asks for 100,000 × 100,000 pixels from its header, before decoding', async () => {
    const huge = png(ihdr(100_000, 100_000), chunk('IDAT', deflateSync(Buffer.alloc(100))));
    await expectInvalid('images-to-pdf', { images: [jpeg, b64(huge)] }, 'images[1]: the image is 100000 × 100000 pixels, over the limit of 40 megapixels');
    // The same bound for a JPEG's frame header (65,535 × 65,535).
    const giant = solidJpeg(8, 8, [0]);
    const frame = giant.findIndex((byte, i) => byte === 0xff && giant[i + 1] === 0xc0);
    giant.set([0xff, 0xff, 0xff, 0xff], frame + 5);
    await expectInvalid('images-to-pdf', { images: [b64(giant)] }, 'images[0]: the image is 65535 × 65535 pixels, over the limit of 40 megapixels');
  });

  it('refuses truncated and corrupt PNGs', async () => {
    const good = solidPng(50, 50, [1, 2, 3]);
    await expectInvalid('images-to-pdf', { images: [b64(good.slice(0, good.length - 30))] }, /^images\[0\]: the PNG is truncated/);
    await expectInvalid('images-to-pdf', { images: [b64(good.slice(0, 20))] }, /^images\[0\]: the PNG is truncated/);
    const flipped = good.slice();
    flipped[45] = flipped[45]! ^ 0xff; // inside the IDAT data
    await expectInvalid('images-to-pdf', { images: [b64(flipped)] }, /^images\[0\]: the PNG is corrupt \(the CRC of its IDAT chunk/);
    // Valid chunks whose pixel data is short: 50 rows promised, 10 given.
    await expectInvalid('images-to-pdf', { images: [b64(png(ihdr(50, 50), chunk('IDAT', deflateSync(solidRows(50, 10, [1, 2, 3])))))] }, /^images\[0\]: the PNG is truncated or corrupt \(its image data holds 1510 of the 7550 bytes/);
    // A small image whose data inflates far past its size (a zlib bomb) is never inflated further.
    await expectInvalid('images-to-pdf', { images: [b64(png(ihdr(10, 10), chunk('IDAT', deflateSync(Buffer.alloc(50_000_000)))))] }, /^images\[0\]: the PNG is corrupt \(its image data inflates past the 310 bytes/);
    await expectInvalid('images-to-pdf', { images: [b64(png(ihdr(10, 10), chunk('IDAT', Buffer.from('not zlib at all'))))] }, /not a valid zlib stream/);
    await expectInvalid('images-to-pdf', { images: [b64(png(ihdr(10, 10, 8, 7)))] }, /colour type 7 does not exist/);
    await expectInvalid('images-to-pdf', { images: [b64(png(ihdr(10, 10, 16, 3)))] }, /bit depth 16 is not allowed with colour type 3/);
    await expectInvalid('images-to-pdf', { images: [b64(png(ihdr(10, 10, 8, 3), chunk('IDAT', deflateSync(solidRows(10, 10, [0])))))] }, /without its PLTE palette/);
    await expectInvalid('images-to-pdf', { images: [b64(png(ihdr(0, 10)))] }, /0 × 10 pixels; it has no pixels/);
    await expectInvalid('images-to-pdf', { images: [b64(png(ihdr(2, 2), chunk('acTL', Buffer.alloc(8))))] }, /animated PNG/);
  });

  it('reads interlaced, 16-bit, grey and palette PNGs', async () => {
    // Adam7 (PNG 8.2) over a 3 × 3 RGB image, 8 bits: passes 1, 4, 5, 6 and 7 hold 1 × 1, 1 × 1, 2 × 1,
    // 1 × 2 and 3 × 1 pixels, each row 1 + 3 × w bytes: 4 + 4 + 7 + 8 + 10.
    const adam7 = Buffer.alloc(33);
    const palette = png(ihdr(4, 2, 2, 3), chunk('PLTE', Buffer.from([255, 0, 0, 0, 255, 0])), chunk('IDAT', deflateSync(Buffer.alloc(2 * 2))));
    const result = await run<Result>('images-to-pdf', {
      images: [
        b64(png(ihdr(3, 3, 8, 2, 1), chunk('IDAT', deflateSync(adam7)))),
        b64(png(ihdr(2, 2, 16, 0), chunk('IDAT', deflateSync(Buffer.alloc(2 * 5))))),
        b64(palette),
      ],
    });
    expect(result.pages.map((page) => [page.image_width, page.image_height])).toEqual([[3, 3], [2, 2], [4, 2]]);
  });

  it('bounds what the PNGs decode to together, naming the image that passes it', async () => {
    // 3,000 × 1,500 pixels are 4.5 megapixels: the third PNG passes 10 in all; JPEGs do not count.
    const big = b64(png(ihdr(3000, 1500), chunk('IDAT', deflateSync(solidRows(3000, 1500, [7, 7, 7])))));
    await expectInvalid('images-to-pdf', { images: [big, jpeg, big, big] }, 'images[3]: the PNG images up to this one have more than 10 megapixels together, the limit for PNG (each JPEG may have 40)');
  });

  it('refuses JPEGs that PDF viewers cannot show or pdf-lib would place wrongly', async () => {
    const cases: [Uint8Array, RegExp][] = [
      [solidJpeg(16, 16, [255, 0, 0, 0]), /CMYK JPEG without an Adobe APP14 marker/],
      [solidJpeg(16, 16, [1, 2, 3], { precision: 12 }), /is a 12-bit JPEG/],
      [solidJpeg(16, 16, [1, 2, 3], { frameMarker: 0xc9 }), /is an arithmetic-coded JPEG, which PDF viewers cannot show/],
      [solidJpeg(16, 16, [1, 2, 3], { frameMarker: 0xc3 }), /is a lossless JPEG/],
      [solidJpeg(16, 16, [1, 2]), /has 2 colour components/],
      [solidJpeg(16, 0, [1, 2, 3]), /DNL marker/],
      [solidJpeg(64, 64, [1, 2, 3]).slice(0, -2), /the JPEG is truncated \(its image data has no EOI/],
      [solidJpeg(64, 64, [1, 2, 3]).slice(0, 30), /the JPEG is truncated \(it ends inside its headers\)/],
    ];
    for (const [bytes, message] of cases) await expectInvalid('images-to-pdf', { images: [b64(bytes)] }, message);
  });

  it('holds the schema bounds: 1 to 100 images, margin 0 to 200, the four page sizes, no extra keys', async () => {
    await expectInvalid('images-to-pdf', { images: Array<string>(101).fill(jpeg) }, /images/);
    await expectInvalid('images-to-pdf', { images: [] }, /images/);
    await expectInvalid('images-to-pdf', { images: [jpeg], margin: 201 }, /margin/);
    await expectInvalid('images-to-pdf', { images: [jpeg], margin: -1 }, /margin/);
    await expectInvalid('images-to-pdf', { images: [jpeg], page_size: 'a3' }, /page_size/);
    await expectInvalid('images-to-pdf', JSON.parse(`{"images": ["${jpeg}"], "__proto__": {"margin": 500}}`), /__proto__|additional/i);
    const envelope = await call('images-to-pdf', { images: Array<string>(100).fill(jpeg) });
    expect(envelope.success).toBe(true);
  });
});
