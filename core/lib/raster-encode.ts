/**
 * 8-bit RGBA pixels written as a PNG (fast-png) or a baseline JPEG (jpeg-js), both pure JavaScript,
 * or as WebP or AVIF (libwebp and libavif in WebAssembly, lib/wasm-image-codecs.ts); each loaded on
 * first use. A PNG without any transparent pixel is written as RGB (a quarter smaller); a JPEG has
 * no alpha, so transparent pixels are laid on `background` first (white unless told).
 */
import { invalid } from '../errors.ts';
import { lazy, lazyModule } from './lazy.ts';
import type { RgbaImage } from './image-resize.ts';

const loadWasmEncoders = lazy(() => import('./wasm-image-codecs.ts'));

const loadFastPng = lazy(() => import('fast-png'));
const loadJpeg = lazyModule(() => import('jpeg-js'));

export type RasterFormat = 'png' | 'jpeg' | 'webp' | 'avif';

export const RASTER_MEDIA_TYPES: Record<RasterFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };

function isOpaque(rgba: Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/** The image as a PNG file. */
export async function encodePngImage(image: RgbaImage): Promise<Uint8Array> {
  const { encode } = await loadFastPng();
  const { width, height, rgba } = image;
  if (!isOpaque(rgba)) return encode({ width, height, data: rgba, depth: 8, channels: 4 });
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, o = 0; i < rgba.length; i += 4, o += 3) {
    rgb[o] = rgba[i]!;
    rgb[o + 1] = rgba[i + 1]!;
    rgb[o + 2] = rgba[i + 2]!;
  }
  return encode({ width, height, data: rgb, depth: 8, channels: 3 });
}

/** The image laid over an opaque background colour (alpha compositing, "over"). */
export function flattenImage(image: RgbaImage, background: readonly [number, number, number]): RgbaImage {
  const { rgba } = image;
  const out = new Uint8Array(rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3]! / 255;
    for (let c = 0; c < 3; c++) out[i + c] = Math.round(rgba[i + c]! * alpha + background[c]! * (1 - alpha));
    out[i + 3] = 255;
  }
  return { width: image.width, height: image.height, rgba: out };
}

/** The image as a baseline JPEG file at `quality` (1–100), transparency laid on `background`. */
export async function encodeJpegImage(image: RgbaImage, quality: number, background: readonly [number, number, number] = [255, 255, 255]): Promise<Uint8Array> {
  const { encode } = await loadJpeg();
  const flat = flattenImage(image, background);
  // jpeg-js ends with `Buffer.from(bytes)` whenever it runs as CommonJS, bundled ones included,
  // and browsers have no Buffer: lend it a stand-in for this one synchronous call.
  const scope = globalThis as { Buffer?: unknown };
  const lent = scope.Buffer === undefined;
  if (lent) scope.Buffer = { from: (bytes: ArrayLike<number>) => Uint8Array.from(bytes) };
  try {
    const encoded = encode({ width: image.width, height: image.height, data: flat.rgba }, quality).data;
    return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  } finally {
    if (lent) delete scope.Buffer;
  }
}

/**
 * The most pixels AVIF and lossless WebP are encoded for. Both are slow and use WebAssembly
 * memory, which the pool workers' V8 heap cap does not bound: a 40 MP drawing took 30–45 s and
 * 1.7 GB here, where 16 MP peaks at 0.8 GB for AVIF and 0.4 GB for lossless WebP
 * (bench/worst-case.ts). Lossy WebP, PNG and JPEG take the decoders' 40 MP.
 */
export const SLOW_ENCODE_MAX_PIXELS = 16_000_000;

/** Refuses, naming `field`, an image too large for `format` (see SLOW_ENCODE_MAX_PIXELS). */
export function checkEncodable(field: string, image: RgbaImage, format: RasterFormat, lossless: boolean): void {
  const slow = format === 'avif' || (format === 'webp' && lossless);
  if (!slow || image.width * image.height <= SLOW_ENCODE_MAX_PIXELS) return;
  const what = format === 'avif' ? 'AVIF' : 'lossless WebP';
  invalid(`${field}: the image is ${image.width} × ${image.height} pixels; ${what} is written for at most ${SLOW_ENCODE_MAX_PIXELS / 1e6} megapixels here (its encoder would run past the deadline): scale it down first, or ask for lossy webp, png or jpeg`);
}

/**
 * The image in `format`, at `quality` (1–100) where the format is lossy; `lossless` keeps every
 * pixel of a WebP or AVIF exactly (PNG always does; JPEG cannot).
 */
export async function encodeRaster(image: RgbaImage, format: RasterFormat, quality: number, lossless = false): Promise<Uint8Array> {
  switch (format) {
    case 'png':
      return encodePngImage(image);
    case 'jpeg':
      return encodeJpegImage(image, quality);
    case 'webp':
      return (await loadWasmEncoders()).encodeWebpImage(image, quality, lossless);
    case 'avif':
      return (await loadWasmEncoders()).encodeAvifImage(image, quality, lossless);
  }
}
