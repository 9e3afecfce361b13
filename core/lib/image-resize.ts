/**
 * Resizing 8-bit RGBA pixels with a separable Lanczos-3 filter (the filter ImageMagick's -resize
 * uses by default when shrinking), widened by the scale factor when shrinking so every source
 * pixel counts (no aliasing). Colours are weighted by alpha (premultiplied), so a transparent
 * pixel's hidden colour never bleeds into its neighbours; sRGB values are filtered as they are,
 * as ImageMagick and browsers do by default. Memory stays linear in the larger of the input and
 * the output (see resizeImage for the order of the passes).
 */

export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes: red, green, blue, alpha, row by row. */
  rgba: Uint8Array;
}

const LOBES = 3;

/** The most pixels the intermediate image may take before memory, not likeness to ImageMagick, picks the pass order. */
const MAX_MIDDLE_PIXELS = 40_000_000;

function lanczos(x: number): number {
  if (x === 0) return 1;
  if (x <= -LOBES || x >= LOBES) return 0;
  const px = Math.PI * x;
  return (LOBES * Math.sin(px) * Math.sin(px / LOBES)) / (px * px);
}

interface Taps {
  /** The first source index each output index reads. */
  first: Int32Array;
  /** How many source indices each output index reads. */
  count: Int32Array;
  /** Weights, `stride` per output index, summing to 1. */
  weights: Float32Array;
  stride: number;
}

/** The filter taps of one axis going from `source` to `target` samples (pixel centres at i + 0.5). */
function tapsFor(source: number, target: number): Taps {
  const ratio = source / target;
  const widen = Math.max(1, ratio);
  const support = LOBES * widen;
  const stride = Math.ceil(support) * 2 + 1;
  const first = new Int32Array(target);
  const count = new Int32Array(target);
  const weights = new Float32Array(target * stride);
  for (let i = 0; i < target; i++) {
    const centre = (i + 0.5) * ratio;
    const start = Math.max(0, Math.floor(centre - support + 0.5));
    const end = Math.min(source, Math.floor(centre + support + 0.5));
    let total = 0;
    for (let s = start; s < end; s++) {
      const weight = lanczos((s + 0.5 - centre) / widen);
      weights[i * stride + s - start] = weight;
      total += weight;
    }
    if (total !== 0) for (let s = start; s < end; s++) weights[i * stride + s - start]! /= total;
    first[i] = start;
    count[i] = end - start;
  }
  return { first, count, weights, stride };
}

/** Geometry of one pass: `lines` lines of samples, each read at `step` and written at `outStep`. */
interface Pass {
  lines: number;
  lineStep: number;
  step: number;
  outLineStep: number;
  outStep: number;
  taps: Taps;
}

/** First pass: 8-bit samples in, premultiplied floats out (colour × alpha / 255, and alpha), each within 0–255. */
function passFromBytes(input: Uint8Array, output: Float32Array, pass: Pass): void {
  const { lines, lineStep, step, outLineStep, outStep, taps } = pass;
  const targets = taps.first.length;
  for (let line = 0; line < lines; line++) {
    for (let i = 0; i < targets; i++) {
      let r = 0, g = 0, b = 0, a = 0;
      const base = i * taps.stride;
      let at = line * lineStep + taps.first[i]! * step;
      for (let k = 0, n = taps.count[i]!; k < n; k++, at += step) {
        const weight = taps.weights[base + k]!;
        const alpha = input[at + 3]!;
        const wa = (weight * alpha) / 255;
        r += wa * input[at]!;
        g += wa * input[at + 1]!;
        b += wa * input[at + 2]!;
        a += weight * alpha;
      }
      // Clamped between the passes, as ImageMagick's and Pillow's integer intermediates are:
      // unclamped, the ringing of both passes adds up at a sharp corner.
      const out = line * outLineStep + i * outStep;
      const alpha = a <= 0 ? 0 : a >= 255 ? 255 : a;
      const rescale = a > 0 ? alpha / a : 0;
      output[out] = Math.min(Math.max(r * rescale, 0), alpha);
      output[out + 1] = Math.min(Math.max(g * rescale, 0), alpha);
      output[out + 2] = Math.min(Math.max(b * rescale, 0), alpha);
      output[out + 3] = alpha;
    }
  }
}

const clampByte = (value: number) => (value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value));

/** Second pass: premultiplied floats in, 8-bit straight (not premultiplied) samples out. */
function passToBytes(input: Float32Array, output: Uint8Array, pass: Pass): void {
  const { lines, lineStep, step, outLineStep, outStep, taps } = pass;
  const targets = taps.first.length;
  for (let line = 0; line < lines; line++) {
    for (let i = 0; i < targets; i++) {
      let r = 0, g = 0, b = 0, a = 0;
      const base = i * taps.stride;
      let at = line * lineStep + taps.first[i]! * step;
      for (let k = 0, n = taps.count[i]!; k < n; k++, at += step) {
        const weight = taps.weights[base + k]!;
        r += weight * input[at]!;
        g += weight * input[at + 1]!;
        b += weight * input[at + 2]!;
        a += weight * input[at + 3]!;
      }
      const out = line * outLineStep + i * outStep;
      const alpha = clampByte(a);
      const unpremultiply = a > 0 ? 255 / a : 0;
      output[out] = clampByte(r * unpremultiply);
      output[out + 1] = clampByte(g * unpremultiply);
      output[out + 2] = clampByte(b * unpremultiply);
      output[out + 3] = alpha;
    }
  }
}

/** `image` resized to exactly `width` × `height` pixels. */
export function resizeImage(image: RgbaImage, width: number, height: number): RgbaImage {
  const { width: sourceWidth, height: sourceHeight, rgba } = image;
  if (width === sourceWidth && height === sourceHeight) return { width, height, rgba: rgba.slice() };
  const across = tapsFor(sourceWidth, width);
  const down = tapsFor(sourceHeight, height);
  const output = new Uint8Array(width * height * 4);
  // ImageMagick runs the across pass first when it scales across more than down (the larger
  // intermediate, the sharper result), and with the intermediate clamped that order shows at
  // sharp corners; so its order, unless that intermediate would pass 40 megapixels.
  const acrossMiddle = width * sourceHeight;
  const downMiddle = sourceWidth * height;
  const acrossFirst = width * sourceHeight > sourceWidth * height;
  if (Math.max(acrossMiddle, downMiddle) > MAX_MIDDLE_PIXELS ? acrossMiddle <= downMiddle : acrossFirst) {
    // Across first: the intermediate is width × sourceHeight.
    const middle = new Float32Array(width * sourceHeight * 4);
    passFromBytes(rgba, middle, { lines: sourceHeight, lineStep: sourceWidth * 4, step: 4, outLineStep: width * 4, outStep: 4, taps: across });
    passToBytes(middle, output, { lines: width, lineStep: 4, step: width * 4, outLineStep: 4, outStep: width * 4, taps: down });
  } else {
    // Down first: the intermediate is sourceWidth × height.
    const middle = new Float32Array(sourceWidth * height * 4);
    passFromBytes(rgba, middle, { lines: sourceWidth, lineStep: 4, step: sourceWidth * 4, outLineStep: 4, outStep: sourceWidth * 4, taps: down });
    passToBytes(middle, output, { lines: height, lineStep: sourceWidth * 4, step: 4, outLineStep: width * 4, outStep: 4, taps: across });
  }
  return { width, height, rgba: output };
}
