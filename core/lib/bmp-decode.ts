/**
 * A Windows bitmap (BMP) as 8-bit RGBA: the OS/2 core header and the BITMAPINFOHEADER family (v1
 * to v5), uncompressed at 1, 4, 8, 16, 24 or 32 bits per pixel, or BI_BITFIELDS / BI_ALPHABITFIELDS
 * at 16 or 32. Run-length (RLE4/RLE8) and embedded JPEG/PNG bitmaps are refused by name. A 32-bit
 * BI_RGB bitmap's fourth byte is taken as opaque, as Windows does; an alpha mask is honoured.
 * Sizes are checked against `maxPixels` before anything is allocated; every failure is a 400
 * naming the field.
 */
import { invalid } from '../errors.ts';
import type { RgbaImage } from './image-resize.ts';
import { checkPixelBound } from './pdf/image-header.ts';

export function isBmp(bytes: Uint8Array): boolean {
  return bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d;
}

/** A channel read through a bit mask, scaled to 0–255. */
function maskReader(mask: number): (value: number) => number {
  if (mask === 0) return () => 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  let width = 0;
  while (width < 32 && ((mask >>> shift) >>> width) & 1) width++;
  // Narrow channels widen by repeating their bits (5 bits abcde → abcdeabc), as ImageMagick does;
  // wide ones keep their top 8 bits.
  return (value) => {
    const channel = (value & mask) >>> shift;
    if (width >= 8) return channel >>> (width - 8);
    let out = 0;
    for (let at = 8 - width; at > -width; at -= width) out |= at >= 0 ? channel << at : channel >>> -at;
    return out & 255;
  };
}

export function decodeBmp(field: string, bytes: Uint8Array, maxPixels: number): RgbaImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pixelOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  const core = headerSize === 12;
  if (!core && ![40, 52, 56, 64, 108, 124].includes(headerSize)) invalid(`${field}: the BMP's header is ${headerSize} bytes, not a size any BMP version uses`);
  if (14 + headerSize > bytes.length) invalid(`${field}: the BMP is truncated`);
  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const signedHeight = core ? view.getUint16(20, true) : view.getInt32(22, true);
  const bitsPerPixel = core ? view.getUint16(24, true) : view.getUint16(28, true);
  const compression = core ? 0 : view.getUint32(30, true);
  const height = Math.abs(signedHeight);
  const topDown = signedHeight < 0;
  if (width <= 0 || height === 0) invalid(`${field}: the image is ${width} × ${height} pixels; it has no pixels`);
  checkPixelBound(field, width, height, maxPixels);
  if (compression === 1 || compression === 2) invalid(`${field}: run-length encoded (RLE${compression === 1 ? 8 : 4}) BMP files are not supported; save it uncompressed`);
  if (compression === 4 || compression === 5) invalid(`${field}: BMP files holding a ${compression === 4 ? 'JPEG' : 'PNG'} are not supported`);
  if (compression !== 0 && compression !== 3 && compression !== 6) invalid(`${field}: the BMP's compression ${compression} is not one BMP defines`);
  if (![1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) invalid(`${field}: the BMP has ${bitsPerPixel} bits per pixel, not 1, 4, 8, 16, 24 or 32`);
  if (compression !== 0 && bitsPerPixel !== 16 && bitsPerPixel !== 32) invalid(`${field}: the BMP's bit fields need 16 or 32 bits per pixel, not ${bitsPerPixel}`);

  let red = maskReader(0x7c00), green = maskReader(0x03e0), blue = maskReader(0x001f), alpha: ((value: number) => number) | undefined;
  if (bitsPerPixel === 32 && compression === 0) [red, green, blue] = [maskReader(0xff0000), maskReader(0xff00), maskReader(0xff)];
  let paletteStart = 14 + headerSize;
  if (compression !== 0) {
    // Masks follow the 40-byte header, or sit inside the larger ones at the same place.
    const masksAt = 54;
    if (masksAt + 12 > bytes.length) invalid(`${field}: the BMP is truncated`);
    red = maskReader(view.getUint32(masksAt, true));
    green = maskReader(view.getUint32(masksAt + 4, true));
    blue = maskReader(view.getUint32(masksAt + 8, true));
    const hasAlphaMask = compression === 6 || headerSize >= 56;
    if (hasAlphaMask && masksAt + 16 <= bytes.length && view.getUint32(masksAt + 12, true) !== 0) alpha = maskReader(view.getUint32(masksAt + 12, true));
    if (headerSize === 40) paletteStart += compression === 6 ? 16 : 12;
  }

  const entrySize = core ? 3 : 4;
  const colours = bitsPerPixel <= 8 ? (!core && view.getUint32(46, true)) || 1 << bitsPerPixel : 0;
  if (colours > 1 << bitsPerPixel && bitsPerPixel <= 8) invalid(`${field}: the BMP's palette claims ${colours} colours for ${bitsPerPixel} bits per pixel`);
  if (paletteStart + colours * entrySize > bytes.length) invalid(`${field}: the BMP is truncated (inside its palette)`);
  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (pixelOffset + rowBytes * (height - 1) + Math.ceil((width * bitsPerPixel) / 8) > bytes.length) invalid(`${field}: the BMP is truncated (it holds fewer rows than its header says)`);

  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = pixelOffset + (topDown ? y : height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      if (bitsPerPixel <= 8) {
        const bit = x * bitsPerPixel;
        const index = (bytes[row + (bit >> 3)]! >> (8 - bitsPerPixel - (bit & 7))) & ((1 << bitsPerPixel) - 1);
        if (index < colours) {
          const entry = paletteStart + index * entrySize;
          rgba[out] = bytes[entry + 2]!;
          rgba[out + 1] = bytes[entry + 1]!;
          rgba[out + 2] = bytes[entry]!;
        }
        rgba[out + 3] = 255;
      } else if (bitsPerPixel === 24) {
        const at = row + x * 3;
        rgba[out] = bytes[at + 2]!;
        rgba[out + 1] = bytes[at + 1]!;
        rgba[out + 2] = bytes[at]!;
        rgba[out + 3] = 255;
      } else {
        const value = bitsPerPixel === 16 ? view.getUint16(row + x * 2, true) : view.getUint32(row + x * 4, true);
        rgba[out] = red(value);
        rgba[out + 1] = green(value);
        rgba[out + 2] = blue(value);
        rgba[out + 3] = alpha ? alpha(value) : 255;
      }
    }
  }
  return { width, height, rgba };
}
