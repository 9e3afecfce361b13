/**
 * Finds barcodes in decoded pixels with @zxing/library (the ZXing port in TypeScript: no DOM, no
 * WebAssembly), for qr-decode and barcode-decode. Pixels are composited on white (a transparent
 * PNG's background reads as paper) and turned into luminance; HybridBinarizer with TRY_HARDER
 * reads them. 0.21 has no multiple-code reader, so after each find the code's area is painted white
 * and the search runs again, up to `max` codes; where nothing is found, the halves of the region
 * are searched (as ZXing's GenericMultipleBarcodeReader splits the image). When the whole image
 * shows nothing, its inverse is tried (light codes on a dark ground).
 */
import type { RasterImage } from './raster-decode.ts';
import { lazyModule } from './lazy.ts';

const loadZxing = lazyModule(() => import('@zxing/library'));

export interface FoundCode {
  text: string;
  /** ZXing's name of the symbology: QR_CODE, EAN_13, CODE_128… */
  format: string;
  /** Where ZXing located the code (finder pattern centres for 2D codes, the scanned row's ends for 1D). */
  points: { x: number; y: number }[];
}

export type CodeFamily = 'qr' | 'any';

function luminanceOf(image: RasterImage): Uint8ClampedArray {
  const { rgba, width, height } = image;
  const out = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) {
    const alpha = rgba[p + 3]!;
    const grey = (rgba[p]! * 77 + rgba[p + 1]! * 150 + rgba[p + 2]! * 29) >> 8;
    out[i] = alpha === 255 ? grey : (grey * alpha + 255 * (255 - alpha)) / 255;
  }
  return out;
}

/** Paints the box around `points` white, grown by 0.4 of its size (a version-1 code reaches 3.5 modules past its finder centres) (and at least 8 pixels) for the quiet zone. */
function blank(luminance: Uint8ClampedArray, width: number, height: number, points: FoundCode['points']): void {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const growX = Math.max(8, (Math.max(...xs) - Math.min(...xs)) * (points.length <= 2 ? 0.1 : 0.4));
  const growY = Math.max(8, (Math.max(...ys) - Math.min(...ys)) * 0.4);
  const left = Math.max(0, Math.floor(Math.min(...xs) - growX));
  const right = Math.min(width, Math.ceil(Math.max(...xs) + growX));
  // A 1D code is located by the two ends of the row that was read: its bars run the image's height.
  const linear = points.length <= 2;
  const top = linear ? 0 : Math.max(0, Math.floor(Math.min(...ys) - growY));
  const bottom = linear ? height : Math.min(height, Math.ceil(Math.max(...ys) + growY));
  for (let y = top; y < bottom; y++) luminance.fill(255, y * width + left, y * width + right);
}

/**
 * The codes in `image`, in the order ZXing finds them; none is an empty list. `splitRegions` false
 * skips the search by halves: with every format and TRY_HARDER, each fruitless pass costs ZXing
 * a scan of every row (one exception thrown per row).
 */
export async function findCodes(image: RasterImage, family: CodeFamily, max: number, splitRegions = true): Promise<FoundCode[]> {
  const zxing = await loadZxing();
  const { width, height } = image;
  const hints = new Map<number, unknown>([[zxing.DecodeHintType.TRY_HARDER, true]]);
  if (family === 'qr') hints.set(zxing.DecodeHintType.POSSIBLE_FORMATS, [zxing.BarcodeFormat.QR_CODE]);
  const reader = new zxing.MultiFormatReader();
  reader.setHints(hints as Map<never, never>);
  interface Region { left: number; top: number; width: number; height: number }
  const decodeIn = (luminance: Uint8ClampedArray, region: Region): FoundCode | undefined => {
    const source = new zxing.RGBLuminanceSource(luminance, region.width, region.height, width, height, region.left, region.top);
    try {
      const result = reader.decodeWithState(new zxing.BinaryBitmap(new zxing.HybridBinarizer(source)));
      return {
        text: result.getText(),
        format: zxing.BarcodeFormat[result.getBarcodeFormat()]!,
        points: result.getResultPoints().map((point) => ({ x: point.getX() + region.left, y: point.getY() + region.top })),
      };
    } catch (error) {
      // NotFound, Checksum and Format exceptions all mean "no (readable) code here".
      if (error instanceof zxing.Exception) return undefined;
      throw error;
    }
  };
  const whole: Region = { left: 0, top: 0, width, height };
  let luminance = luminanceOf(image);
  if (!decodeIn(luminance, whole)) {
    const inverted = luminance.map((value) => 255 - value);
    if (decodeIn(inverted, whole)) luminance = inverted;
  }
  const codes: FoundCode[] = [];
  // Codes side by side can confuse the finder (it may pair patterns of two codes), so a region
  // where nothing is found is searched again by halves, two levels deep, and once more whole when
  // the halves gave codes (painted out now, they no longer confuse it).
  const drain = (region: Region): void => {
    for (let found = decodeIn(luminance, region); found && codes.length < max; found = decodeIn(luminance, region)) {
      codes.push(found);
      if (found.points.length === 0) return;
      blank(luminance, width, height, found.points);
    }
  };
  const search = (region: Region, depth: number): void => {
    drain(region);
    if (!splitRegions || depth >= 2 || codes.length >= max || region.width < 42 || region.height < 42) return;
    const before = codes.length;
    const halfWidth = Math.ceil(region.width / 2);
    const halfHeight = Math.ceil(region.height / 2);
    search({ ...region, width: halfWidth }, depth + 1);
    search({ ...region, left: region.left + region.width - halfWidth, width: halfWidth }, depth + 1);
    search({ ...region, height: halfHeight }, depth + 1);
    search({ ...region, top: region.top + region.height - halfHeight, height: halfHeight }, depth + 1);
    if (codes.length > before && codes.length < max) drain(region);
  };
  search(whole, 0);
  return codes;
}
