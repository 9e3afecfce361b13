/**
 * The first frame of a GIF (GIF89a specification, and GIF87a) as 8-bit RGBA on the logical
 * screen, as a browser shows a still GIF: pixels the frame does not cover, and its transparent
 * index, are transparent. Own code (LZW, sub-blocks, interlacing): small, and no package for it is
 * both pure JavaScript and kept up. Sizes are checked against `maxPixels` before anything is
 * allocated; every failure is a 400 naming the field.
 */
import { invalid } from '../errors.ts';
import type { RgbaImage } from './image-resize.ts';
import { checkPixelBound } from './pdf/image-header.ts';

const INTERLACE_PASSES = [[0, 8], [4, 8], [2, 4], [1, 2]] as const;

export function isGif(bytes: Uint8Array): boolean {
  return bytes.length >= 6 && String.fromCharCode(...bytes.subarray(0, 6)).match(/^GIF8[79]a$/) !== null;
}

/** The frame's colour indices from its LZW data (`data`: the sub-blocks joined). */
function lzwDecode(field: string, data: Uint8Array, minCodeSize: number, pixelCount: number): Uint8Array {
  if (minCodeSize < 2 || minCodeSize > 8) invalid(`${field}: the GIF is corrupt (LZW code size ${minCodeSize})`);
  const out = new Uint8Array(pixelCount);
  const prefix = new Int16Array(4096);
  const suffix = new Uint8Array(4096);
  const firstOf = new Uint8Array(4096);
  const lengthOf = new Uint16Array(4096);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  for (let i = 0; i < clear; i++) {
    suffix[i] = i;
    firstOf[i] = i;
    lengthOf[i] = 1;
    prefix[i] = -1;
  }
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  let previous = -1;
  let written = 0;
  let bits = 0;
  let bitCount = 0;
  for (let at = 0; at < data.length && written < pixelCount; ) {
    while (bitCount < codeSize && at < data.length) {
      bits |= data[at++]! << bitCount;
      bitCount += 8;
    }
    if (bitCount < codeSize) break;
    const code = bits & ((1 << codeSize) - 1);
    bits >>>= codeSize;
    bitCount -= codeSize;
    if (code === clear) {
      codeSize = minCodeSize + 1;
      next = end + 1;
      previous = -1;
      continue;
    }
    if (code === end) break;
    if (previous === -1) {
      if (code >= clear) invalid(`${field}: the GIF is corrupt (its LZW data starts with an undefined code)`);
      out[written++] = code;
      previous = code;
      continue;
    }
    // The new entry is previous's string plus the first index of code's string; when code is the
    // entry being made (the KwKwK case), that first index is previous's own.
    let first: number;
    if (code < next) first = firstOf[code]!;
    else if (code === next && next < 4096) first = firstOf[previous]!;
    else invalid(`${field}: the GIF is corrupt (LZW code ${code} is not defined yet)`);
    if (next < 4096) {
      prefix[next] = previous;
      suffix[next] = first;
      firstOf[next] = firstOf[previous]!;
      lengthOf[next] = lengthOf[previous]! + 1;
      next++;
      if (next === 1 << codeSize && codeSize < 12) codeSize++;
    }
    // code's string, written back to front along its prefixes.
    const length = lengthOf[code]!;
    let position = written + length - 1;
    for (let walk = code; walk !== -1; walk = prefix[walk]!) {
      if (position < pixelCount) out[position] = suffix[walk]!;
      position--;
    }
    written += length;
    previous = code;
  }
  return out;
}

/** The first frame of `field`'s GIF, at most `maxPixels` on its logical screen. */
export function decodeGif(field: string, bytes: Uint8Array, maxPixels: number): RgbaImage {
  const truncated = () => invalid(`${field}: the GIF is truncated`);
  const word = (at: number) => (at + 1 < bytes.length ? bytes[at]! | (bytes[at + 1]! << 8) : truncated());
  const width = word(6);
  const height = word(8);
  if (width === 0 || height === 0) invalid(`${field}: the image is ${width} × ${height} pixels; it has no pixels`);
  checkPixelBound(field, width, height, maxPixels);
  const flags = bytes[10] ?? truncated();
  let at = 13;
  let globalPalette: Uint8Array | undefined;
  if (flags & 0x80) {
    const size = 3 * (2 << (flags & 7));
    if (at + size > bytes.length) truncated();
    globalPalette = bytes.subarray(at, at + size);
    at += size;
  }
  let transparentIndex = -1;
  const skipSubBlocks = () => {
    for (;;) {
      const size = bytes[at] ?? truncated();
      at += 1 + size;
      if (size === 0) return;
    }
  };
  for (;;) {
    const introducer = bytes[at++] ?? truncated();
    if (introducer === 0x3b) invalid(`${field}: the GIF has no image in it`);
    if (introducer === 0x21) {
      const label = bytes[at++] ?? truncated();
      if (label === 0xf9 && bytes[at] === 4) {
        const packed = bytes[at + 1] ?? truncated();
        if (packed & 1) transparentIndex = bytes[at + 4] ?? truncated();
      }
      skipSubBlocks();
      continue;
    }
    if (introducer !== 0x2c) invalid(`${field}: the GIF is corrupt (byte ${introducer} where a block should start)`);
    const left = word(at);
    const top = word(at + 2);
    const frameWidth = word(at + 4);
    const frameHeight = word(at + 6);
    const frameFlags = bytes[at + 8] ?? truncated();
    at += 9;
    if (frameWidth * frameHeight > maxPixels) invalid(`${field}: the GIF's frame is ${frameWidth} × ${frameHeight} pixels, over the limit of ${maxPixels / 1e6} megapixels`);
    let palette = globalPalette;
    if (frameFlags & 0x80) {
      const size = 3 * (2 << (frameFlags & 7));
      if (at + size > bytes.length) truncated();
      palette = bytes.subarray(at, at + size);
      at += size;
    }
    if (!palette) invalid(`${field}: the GIF is corrupt (its image has no colour table)`);
    const minCodeSize = bytes[at++] ?? truncated();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const size = bytes[at] ?? truncated();
      if (at + 1 + size > bytes.length) truncated();
      if (size === 0) break;
      chunks.push(bytes.subarray(at + 1, at + 1 + size));
      total += size;
      at += 1 + size;
    }
    const data = new Uint8Array(total);
    for (let offset = 0, i = 0; i < chunks.length; offset += chunks[i]!.length, i++) data.set(chunks[i]!, offset);
    const indices = lzwDecode(field, data, minCodeSize, frameWidth * frameHeight);
    const rows: number[] = [];
    if (frameFlags & 0x40) for (const [start, step] of INTERLACE_PASSES) for (let y = start; y < frameHeight; y += step) rows.push(y);
    const rgba = new Uint8Array(width * height * 4);
    for (let row = 0; row < frameHeight; row++) {
      const y = top + (frameFlags & 0x40 ? rows[row]! : row);
      if (y >= height) continue;
      for (let x = 0; x < frameWidth && left + x < width; x++) {
        const index = indices[row * frameWidth + x]!;
        if (index === transparentIndex || index * 3 + 2 >= palette.length) continue;
        const out = (y * width + left + x) * 4;
        rgba[out] = palette[index * 3]!;
        rgba[out + 1] = palette[index * 3 + 1]!;
        rgba[out + 2] = palette[index * 3 + 2]!;
        rgba[out + 3] = 255;
      }
    }
    return { width, height, rgba };
  }
}
