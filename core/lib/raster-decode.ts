/**
 * A PNG or JPEG file's pixels as 8-bit RGBA, for the image tools (qr-decode, barcode-decode and
 * those after them); decodeImage adds GIF, BMP, WebP, AVIF and SVG for the tools that take those.
 * fast-png and jpeg-js are pure JavaScript (no canvas, no WebAssembly); WebP, AVIF and SVG are
 * WebAssembly; each loads on first use. The type comes from the magic bytes. A PNG is checked first by lib/pdf/image-header.ts
 * (chunk CRCs, the 40-megapixel cap from its header, and its compressed data inflated and counted, so
 * a zlib bomb is refused before anything is allocated); a JPEG's size is capped by jpeg-js itself.
 * Every failure is a 400 naming the field.
 */
import { invalid, ToolError } from '../errors.ts';
import { decodeBmp, isBmp } from './bmp-decode.ts';
import { decodeGif, isGif } from './gif-decode.ts';
import { lazy, lazyModule } from './lazy.ts';
import { checkPixelBound, MAX_IMAGE_PIXELS, readImageHeader } from './pdf/image-header.ts';
import { avifSize, imageSize, isAvif, isWebp } from './image-size.ts';
import { isSvg, rasterizeSvg } from './svg-rasterize.ts';

const loadFastPng = lazy(() => import('fast-png'));
const loadJpeg = lazyModule(() => import('jpeg-js'));
const loadWasmCodecs = lazy(() => import('./wasm-image-codecs.ts'));

export interface RasterImage {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
  /** width × height × 4 bytes: red, green, blue, alpha, row by row. */
  rgba: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** Decodes `field`'s PNG or JPEG file, refusing anything else. */
export async function decodeRaster(field: string, bytes: Uint8Array): Promise<RasterImage> {
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return decodePngPixels(field, bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return decodeJpegPixels(field, bytes);
  invalid(`${field}: is not a PNG or JPEG image (its first bytes are neither the PNG signature nor a JPEG SOI marker)`);
}

async function decodePngPixels(field: string, bytes: Uint8Array): Promise<RasterImage> {
  await readImageHeader(field, bytes);
  const { decode } = await loadFastPng();
  let png: ReturnType<typeof decode>;
  try {
    png = decode(bytes);
  } catch (error) {
    invalid(`${field}: the PNG could not be decoded (${reason(error)})`);
  }
  const { width, height, depth, channels, palette, transparency } = png;
  const rgba = new Uint8Array(width * height * 4);
  const data = png.data;
  // Samples below 8 bits come packed, rows padded to whole bytes; 16-bit ones as Uint16Array.
  const rowSamples = width * channels;
  const rowBytes = Math.ceil((rowSamples * depth) / 8);
  const sample = (row: number, index: number): number => {
    if (depth >= 8) return data[row * rowSamples + index]!;
    const bit = index * depth;
    return (data[row * rowBytes + (bit >> 3)]! >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
  };
  const scale = depth === 16 ? (v: number) => v >> 8 : depth === 8 ? (v: number) => v : (v: number) => Math.round((v * 255) / ((1 << depth) - 1));
  for (let y = 0, out = 0; y < height; y++) {
    for (let x = 0; x < width; x++, out += 4) {
      if (palette) {
        const index = sample(y, x);
        const colour = palette[index] ?? [0, 0, 0];
        rgba[out] = colour[0]!;
        rgba[out + 1] = colour[1]!;
        rgba[out + 2] = colour[2]!;
        rgba[out + 3] = colour[3] ?? transparency?.[index] ?? 255;
        continue;
      }
      const first = x * channels;
      if (channels <= 2) {
        const grey = scale(sample(y, first));
        rgba[out] = rgba[out + 1] = rgba[out + 2] = grey;
        rgba[out + 3] = channels === 2 ? scale(sample(y, first + 1)) : 255;
      } else {
        rgba[out] = scale(sample(y, first));
        rgba[out + 1] = scale(sample(y, first + 1));
        rgba[out + 2] = scale(sample(y, first + 2));
        rgba[out + 3] = channels === 4 ? scale(sample(y, first + 3)) : 255;
      }
    }
  }
  return { format: 'png', width, height, rgba };
}

async function decodeJpegPixels(field: string, bytes: Uint8Array): Promise<RasterImage> {
  const { decode } = await loadJpeg();
  try {
    const image = decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_IMAGE_PIXELS / 1e6, maxMemoryUsageInMB: 512 });
    if (image.width === 0 || image.height === 0) invalid(`${field}: the JPEG has no pixels`);
    return { format: 'jpeg', width: image.width, height: image.height, rgba: image.data };
  } catch (error) {
    if (error instanceof ToolError) throw error;
    invalid(`${field}: the JPEG could not be decoded (${reason(error)})`);
  }
}

/** A decoded image of any format decodeImage reads. */
export interface DecodedImage extends Omit<RasterImage, 'format'> {
  format: 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp' | 'avif' | 'svg';
}

/** A still WebP by libwebp, its size checked from its header first (lib/image-size.ts). */
async function decodeWebp(field: string, bytes: Uint8Array): Promise<Omit<RasterImage, 'format'>> {
  const size = imageSize(bytes) ?? invalid(`${field}: the WebP's header is cut short or is neither VP8, VP8L nor VP8X`);
  checkPixelBound(field, size.width, size.height);
  // VP8X flag bit 1: an animation (ANIM and ANMF chunks), which libwebp's still-image decoder refuses.
  if (String.fromCharCode(...bytes.subarray(12, 16)) === 'VP8X' && (bytes[20]! & 0x02) !== 0) invalid(`${field}: animated WebP files are not supported; give a still image`);
  const codecs = await loadWasmCodecs();
  const image = await codecs.decodeWebpImage(bytes).catch((error: unknown) => invalid(`${field}: the WebP could not be decoded (${reason(error)})`));
  return image ?? invalid(`${field}: the WebP could not be decoded (libwebp refused its data: truncated or corrupt)`);
}

/** An AVIF's primary image by libavif, its declared size (ispe) checked first. */
async function decodeAvif(field: string, bytes: Uint8Array): Promise<Omit<RasterImage, 'format'>> {
  const size = avifSize(bytes) ?? invalid(`${field}: the AVIF's boxes are cut short or declare no image size (ispe)`);
  checkPixelBound(field, size.width, size.height);
  const codecs = await loadWasmCodecs();
  // A trap in the decoder (out of memory on a frame larger than its ispe, say) is the file's fault too.
  const image = await codecs.decodeAvifImage(bytes).catch((error: unknown) => invalid(`${field}: the AVIF could not be decoded (${reason(error)})`));
  if (!image) invalid(`${field}: the AVIF could not be decoded (libavif refused its data: truncated or corrupt)`);
  // libavif checks the coded frames against ispe; this holds it to the bound whatever they say.
  checkPixelBound(field, image.width, image.height);
  return image;
}

/**
 * Decodes `field`'s PNG, JPEG, GIF (its first frame, lib/gif-decode.ts), BMP (lib/bmp-decode.ts),
 * WebP (still, by libwebp), AVIF (its primary image, by libavif) or SVG (drawn by
 * lib/svg-rasterize.ts at its own size, or with its longer side at `svgLongerSide` pixels), for
 * the tools that take those too (image-convert and its kin); decodeRaster stays PNG and JPEG.
 */
export async function decodeImage(field: string, bytes: Uint8Array, svgLongerSide?: number): Promise<DecodedImage> {
  if (isGif(bytes)) return { format: 'gif', ...decodeGif(field, bytes, MAX_IMAGE_PIXELS) };
  if (isBmp(bytes)) return { format: 'bmp', ...decodeBmp(field, bytes, MAX_IMAGE_PIXELS) };
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte) || (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)) return decodeRaster(field, bytes);
  if (isWebp(bytes)) return { format: 'webp', ...(await decodeWebp(field, bytes)) };
  if (isAvif(bytes)) return { format: 'avif', ...(await decodeAvif(field, bytes)) };
  if (isSvg(bytes)) return { format: 'svg', ...(await rasterizeSvg(field, bytes, MAX_IMAGE_PIXELS, svgLongerSide)) };
  invalid(`${field}: is not a PNG, JPEG, GIF, BMP, WebP, AVIF or SVG image (its first bytes match none of their signatures)`);
}
