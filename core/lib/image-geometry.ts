/**
 * Moving RGBA pixels around without resampling (crop, quarter turns, mirroring, padding), and
 * turning by any angle with bilinear sampling. Turns are clockwise for positive degrees, as in
 * ImageMagick's -rotate and CSS; a turn by a non-multiple of 90° grows the canvas to the rotated
 * image's bounding box, the corners transparent.
 */
import type { RgbaImage } from './image-resize.ts';

/** The pixels as 32-bit words (one per pixel), copied when the bytes do not start on a word boundary. */
function words(rgba: Uint8Array): Uint32Array {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
}

/** The `width` × `height` block whose top-left pixel is (x, y); the caller checks it lies inside. */
export function cropImage(image: RgbaImage, x: number, y: number, width: number, height: number): RgbaImage {
  const rgba = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((y + row) * image.width + x) * 4;
    rgba.set(image.rgba.subarray(from, from + width * 4), row * width * 4);
  }
  return { width, height, rgba };
}

/** Mirrored left to right and/or top to bottom. */
export function flipImage(image: RgbaImage, horizontal: boolean, vertical: boolean): RgbaImage {
  const { width, height } = image;
  const source = words(image.rgba);
  const rgba = new Uint8Array(width * height * 4);
  const target = new Uint32Array(rgba.buffer);
  for (let y = 0; y < height; y++) {
    const fromRow = (vertical ? height - 1 - y : y) * width;
    for (let x = 0; x < width; x++) target[y * width + x] = source[fromRow + (horizontal ? width - 1 - x : x)]!;
  }
  return { width, height, rgba };
}

/** Turned clockwise by 90, 180 or 270 degrees, pixel for pixel. */
export function quarterTurn(image: RgbaImage, quarters: 1 | 2 | 3): RgbaImage {
  if (quarters === 2) return flipImage(image, true, true);
  const { width, height } = image;
  const source = words(image.rgba);
  const rgba = new Uint8Array(width * height * 4);
  const target = new Uint32Array(rgba.buffer);
  // The result is height wide and width tall.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const to = quarters === 1 ? x * height + (height - 1 - y) : (width - 1 - x) * height + y;
      target[to] = source[y * width + x]!;
    }
  }
  return { width: height, height: width, rgba };
}

/** Turned clockwise by `degrees` (any angle), bilinear, on a canvas grown to the bounding box. */
export function rotateImage(image: RgbaImage, degrees: number): RgbaImage {
  const turn = ((degrees % 360) + 360) % 360;
  if (turn === 0) return { ...image, rgba: image.rgba.slice() };
  if (turn % 90 === 0) return quarterTurn(image, (turn / 90) as 1 | 2 | 3);
  const radians = (turn * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const { width: w, height: h, rgba: src } = image;
  const width = Math.max(1, Math.round(Math.abs(w * cos) + Math.abs(h * sin)));
  const height = Math.max(1, Math.round(Math.abs(w * sin) + Math.abs(h * cos)));
  const rgba = new Uint8Array(width * height * 4);
  const texel = (x: number, y: number, c: number): number => (x < 0 || y < 0 || x >= w || y >= h ? 0 : src[(y * w + x) * 4 + c]!);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The output pixel's centre turned back (counter-clockwise) into source coordinates.
      const dx = x + 0.5 - width / 2;
      const dy = y + 0.5 - height / 2;
      const sx = cos * dx + sin * dy + w / 2 - 0.5;
      const sy = -sin * dx + cos * dy + h / 2 - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < -1 || y0 < -1 || x0 >= w || y0 >= h) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const corners: [number, number, number][] = [
        [x0, y0, (1 - fx) * (1 - fy)],
        [x0 + 1, y0, fx * (1 - fy)],
        [x0, y0 + 1, (1 - fx) * fy],
        [x0 + 1, y0 + 1, fx * fy],
      ];
      let r = 0, g = 0, b = 0, a = 0;
      for (const [cx, cy, weight] of corners) {
        const alpha = texel(cx, cy, 3) * weight;
        r += texel(cx, cy, 0) * alpha;
        g += texel(cx, cy, 1) * alpha;
        b += texel(cx, cy, 2) * alpha;
        a += alpha;
      }
      const out = (y * width + x) * 4;
      if (a > 0) {
        rgba[out] = Math.round(r / a);
        rgba[out + 1] = Math.round(g / a);
        rgba[out + 2] = Math.round(b / a);
        rgba[out + 3] = Math.round(a);
      }
    }
  }
  return { width, height, rgba };
}

/** Centred on a `width` × `height` canvas of `background` (RGBA), cut where it is larger. */
export function padImage(image: RgbaImage, width: number, height: number, background: readonly [number, number, number, number]): RgbaImage {
  const rgba = new Uint8Array(width * height * 4);
  const fill = new Uint32Array(rgba.buffer);
  fill.fill(new Uint32Array(Uint8Array.from(background).buffer)[0]!);
  const left = Math.floor((width - image.width) / 2);
  const top = Math.floor((height - image.height) / 2);
  for (let y = Math.max(0, top); y < Math.min(height, top + image.height); y++) {
    const fromX = Math.max(0, -left);
    const toX = Math.min(image.width, width - left);
    const from = ((y - top) * image.width + fromX) * 4;
    rgba.set(image.rgba.subarray(from, from + (toX - fromX) * 4), (y * width + left + fromX) * 4);
  }
  return { width, height, rgba };
}
