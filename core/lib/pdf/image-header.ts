/**
 * What a JPEG or PNG file is, read from its own bytes before any engine touches it (issue 19,
 * rule 2). pdf-lib passes a JPEG through untouched but decodes a PNG completely (UPNG allocates
 * width × height × 4 bytes and more, sized from the header alone), so the header is read and
 * checked here, and a PNG's compressed pixel data is inflated natively, counted and dropped, to
 * prove it holds exactly the bytes its header promises: a header asking for 100,000 × 100,000
 * pixels, a truncated file, a corrupt chunk or a zlib bomb is refused naming the field, never
 * decoded.
 *
 * The type comes from the magic bytes (a data: URL's media type is not trusted).
 */
import { invalid } from '../../errors.ts';
import { crc32 } from '../crc32.ts';
import { countInflated } from '../inflate-count.ts';

export type ImageType = 'jpeg' | 'png';

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
  /** Bytes pdf-lib allocates to decode the image: width × height × 4 for a PNG, 0 for a JPEG (passed through). */
  decodedBytes: number;
}

/** The most pixels one image may have (a 40-megapixel camera's photo). */
export const MAX_IMAGE_PIXELS = 40_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

/** Refuses, naming `field`, an image of more than `maxPixels` pixels. */
export function checkPixelBound(field: string, width: number, height: number, maxPixels = MAX_IMAGE_PIXELS): void {
  if (width * height > maxPixels) invalid(`${field}: the image is ${width} × ${height} pixels, over the limit of ${maxPixels / 1e6} megapixels`);
}

function checkPixels(field: string, width: number, height: number): void {
  if (width === 0 || height === 0) invalid(`${field}: the image is ${width} × ${height} pixels; it has no pixels`);
  checkPixelBound(field, width, height);
}

/** Reads and checks `field`'s image: a JPEG or PNG pdf-lib can place, within the pixel bound. */
export async function readImageHeader(field: string, bytes: Uint8Array): Promise<ImageHeader> {
  if (startsWith(bytes, PNG_SIGNATURE)) return readPng(field, bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return readJpeg(field, bytes);
  invalid(`${field}: is not a JPEG or PNG image (its first bytes are neither a JPEG SOI marker nor the PNG signature)`);
}

// --- PNG (W3C PNG, Third Edition: 5.2 signature, 5.3 chunk layout, 11.2.1 IHDR) ---

/** Bit depths allowed for each colour type (PNG, 11.2.1 table 11.1), and the samples per pixel. */
const PNG_COLOUR_TYPES: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};

/** Adam7's passes as [x start, y start, x step, y step] (PNG, 8.2). */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes the filtered scanlines of an image take once inflated: each row's bytes plus its filter byte. */
function scanlineBytes(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w === 0 || h === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8)));
  if (!interlaced) return rows(width, height);
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7) total += rows(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy));
  return total;
}

async function readPng(field: string, bytes: Uint8Array): Promise<ImageHeader> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const idat: Uint8Array[] = [];
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | undefined;
  let palette = false;
  let ended = false;
  for (let at = 8; !ended; ) {
    if (at + 12 > bytes.length) invalid(`${field}: the PNG is truncated (it ends before its IEND chunk)`);
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const dataStart = at + 8;
    const dataEnd = dataStart + length;
    if (length > 0x7fffffff || dataEnd + 4 > bytes.length) invalid(`${field}: the PNG is truncated (its ${type.replace(/[^A-Za-z]/g, '?')} chunk runs past the end of the file)`);
    if (!/^[A-Za-z]{4}$/.test(type)) invalid(`${field}: the PNG is corrupt (a chunk type is not four letters)`);
    if (crc32(bytes, at + 4, dataEnd) !== view.getUint32(dataEnd)) invalid(`${field}: the PNG is corrupt (the CRC of its ${type} chunk does not match)`);
    if (header === undefined && type !== 'IHDR') invalid(`${field}: the PNG is corrupt (its first chunk is ${type}, not IHDR)`);
    if (type === 'IHDR') {
      if (header) invalid(`${field}: the PNG is corrupt (two IHDR chunks)`);
      if (length !== 13) invalid(`${field}: the PNG is corrupt (its IHDR chunk is ${length} bytes, not 13)`);
      header = {
        width: view.getUint32(dataStart),
        height: view.getUint32(dataStart + 4),
        depth: bytes[dataStart + 8]!,
        colour: bytes[dataStart + 9]!,
        interlace: bytes[dataStart + 12]!,
      };
      const kind = PNG_COLOUR_TYPES[header.colour];
      if (!kind) invalid(`${field}: the PNG is corrupt (colour type ${header.colour} does not exist)`);
      if (!kind.depths.includes(header.depth)) invalid(`${field}: the PNG is corrupt (bit depth ${header.depth} is not allowed with colour type ${header.colour})`);
      if (bytes[dataStart + 10] !== 0 || bytes[dataStart + 11] !== 0) invalid(`${field}: the PNG uses an unknown compression or filter method`);
      if (header.interlace > 1) invalid(`${field}: the PNG is corrupt (interlace method ${header.interlace} does not exist)`);
      // Refused here, from the header alone: nothing of the size it asks for is ever allocated.
      checkPixels(field, header.width, header.height);
    } else if (type === 'PLTE') {
      palette = true;
    } else if (type === 'IDAT') {
      idat.push(bytes.subarray(dataStart, dataEnd));
    } else if (type === 'acTL') {
      invalid(`${field}: is an animated PNG (APNG); only still images can be placed on a page`);
    } else if (type === 'IEND') {
      ended = true;
    }
    at = dataEnd + 4;
  }
  if (!header) invalid(`${field}: the PNG is corrupt (no IHDR chunk)`);
  if (header.colour === 3 && !palette) invalid(`${field}: the PNG is corrupt (an indexed-colour image without its PLTE palette)`);
  if (idat.length === 0) invalid(`${field}: the PNG is corrupt (it has no IDAT image data)`);
  const bitsPerPixel = header.depth * PNG_COLOUR_TYPES[header.colour]!.samples;
  const expected = scanlineBytes(header.width, header.height, bitsPerPixel, header.interlace === 1);
  const { bytes: inflated, valid } = await countInflated(idat, expected);
  if (!valid) invalid(`${field}: the PNG is corrupt (its image data is not a valid zlib stream)`);
  if (inflated < expected) invalid(`${field}: the PNG is truncated or corrupt (its image data holds ${inflated} of the ${expected} bytes its size needs)`);
  if (inflated > expected) invalid(`${field}: the PNG is corrupt (its image data inflates past the ${expected} bytes its size needs)`);
  return { type: 'png', width: header.width, height: header.height, decodedBytes: header.width * header.height * 4 };
}

// --- JPEG (ITU-T T.81: B.1.1.3 markers, B.2.2 frame header; Adobe TN 5116 for APP14) ---

/**
 * Frame types PDF's DCTDecode filter reads (ISO 32000-1, 7.4.8): baseline (SOF0), extended
 * sequential Huffman (SOF1) and progressive Huffman (SOF2). Lossless, hierarchical and
 * arithmetic-coded frames are refused: viewers cannot show them.
 */
const SUPPORTED_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const FRAME_NAMES: Record<number, string> = {
  0xc3: 'a lossless', 0xc5: 'a hierarchical', 0xc6: 'a hierarchical', 0xc7: 'a hierarchical',
  0xc9: 'an arithmetic-coded', 0xca: 'an arithmetic-coded', 0xcb: 'an arithmetic-coded',
  0xcd: 'an arithmetic-coded hierarchical', 0xce: 'an arithmetic-coded hierarchical', 0xcf: 'an arithmetic-coded hierarchical',
};

function readJpeg(field: string, bytes: Uint8Array): ImageHeader {
  const truncated = () => invalid(`${field}: the JPEG is truncated (it ends inside its headers)`);
  let frame: { width: number; height: number; components: number; precision: number } | undefined;
  let adobe = false;
  let at = 2;
  for (;;) {
    // pdf-lib walks segment lengths from the SOI without skipping fill bytes; so does this reader,
    // so both find the same frame header.
    if (at + 4 > bytes.length) truncated();
    if (bytes[at] !== 0xff) invalid(`${field}: the JPEG is corrupt (no marker where a segment should start)`);
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const data = at + 4;
    if (length < 2 || at + 2 + length > bytes.length) truncated();
    if (marker === 0xd9 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) invalid(`${field}: the JPEG is corrupt (marker FF${marker.toString(16).toUpperCase()} before its image data)`);
    if (marker === 0xee && length >= 14 && String.fromCharCode(...bytes.subarray(data, data + 5)) === 'Adobe') adobe = true;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (!SUPPORTED_FRAMES.has(marker)) invalid(`${field}: is ${FRAME_NAMES[marker] ?? 'a non-baseline'} JPEG, which PDF viewers cannot show; save it as a baseline or progressive JPEG`);
      if (frame) invalid(`${field}: the JPEG is corrupt (two frame headers)`);
      if (length < 8) truncated();
      frame = {
        precision: bytes[data]!,
        height: (bytes[data + 1]! << 8) | bytes[data + 2]!,
        width: (bytes[data + 3]! << 8) | bytes[data + 4]!,
        components: bytes[data + 5]!,
      };
    }
    if (marker === 0xda) {
      if (!frame) invalid(`${field}: the JPEG is corrupt (image data before its frame header)`);
      break;
    }
    at += 2 + length;
  }
  const { width, height, components, precision } = frame;
  if (precision !== 8) invalid(`${field}: is a ${precision}-bit JPEG; PDF viewers show 8-bit JPEGs only`);
  if (height === 0) invalid(`${field}: the JPEG gives its height only after its image data (a DNL marker), which PDF viewers do not read`);
  checkPixels(field, width, height);
  if (components !== 1 && components !== 3 && components !== 4) invalid(`${field}: the JPEG has ${components} colour components; only greyscale (1), colour (3) and CMYK (4) can be placed`);
  // pdf-lib marks every 4-component JPEG as inverted CMYK (Decode [1 0 1 0 1 0 1 0]), which is how
  // Adobe applications write them (with an APP14 "Adobe" segment). Without that segment the
  // inks are stored plainly and the page would show the colours inverted.
  if (components === 4 && !adobe) invalid(`${field}: is a CMYK JPEG without an Adobe APP14 marker; its colours would come out inverted. Save it as RGB (or from an Adobe application)`);
  // A complete file has an EOI (FFD9) after its image data: in entropy-coded data an FF byte is
  // always followed by 00 or a restart marker, so the first FFD9 past the scan header is the EOI.
  // Bytes after it (some cameras append data) are left alone, as viewers leave them.
  if (!hasEndOfImage(bytes, at)) invalid(`${field}: the JPEG is truncated (its image data has no EOI marker at the end)`);
  return { type: 'jpeg', width, height, decodedBytes: 0 };
}

function hasEndOfImage(bytes: Uint8Array, from: number): boolean {
  for (let i = bytes.indexOf(0xff, from); i >= 0 && i + 1 < bytes.length; i = bytes.indexOf(0xff, i + 1)) {
    if (bytes[i + 1] === 0xd9) return true;
  }
  return false;
}
