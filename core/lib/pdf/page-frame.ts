/**
 * A page as a reader shows it: its visible box (the CropBox clipped to the MediaBox, else the
 * MediaBox, wherever its origin lies) turned by its /Rotate. Stamping tools (pdf-page-numbers,
 * pdf-watermark) place text in this frame, so "bottom centre" is the bottom centre the reader sees
 * and the text reads upright on a page with /Rotate 90, 180 or 270.
 *
 * Page attributes are read leniently, as readers do: a missing or malformed box falls back (a
 * MediaBox to Letter, as poppler does), and a /Rotate that is not a multiple of 90 counts as 0 (as
 * PDF.js does), so a sloppy but readable file is stamped rather than refused.
 */
import type { PDFPage } from 'pdf-lib';
import type { PdfLib } from './pdf-engine.ts';

export type PageRotation = 0 | 90 | 180 | 270;

/** A PDF matrix [a b c d e f]: (u, v) -> (a·u + c·v + e, b·u + d·v + f). */
export type Matrix = readonly [number, number, number, number, number, number];

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageFrame {
  /** The width and height the reader sees (swapped from the box's for /Rotate 90 and 270). */
  width: number;
  height: number;
  /** From the reader's frame (origin at the bottom left of what the reader sees, v upwards) to page space. */
  matrix: Matrix;
}

const LETTER: Box = { x: 0, y: 0, width: 612, height: 792 };

/** A /Rotate value as a reader applies it: a multiple of 90 brought into 0-270, anything else 0. */
export function normalizeRotation(value: number): PageRotation {
  if (!Number.isInteger(value) || value % 90 !== 0) return 0;
  return (((value % 360) + 360) % 360) as PageRotation;
}

/** The page's effective rotation (inherited from the page tree when the page has none). */
export function pageRotation(lib: PdfLib, page: PDFPage): PageRotation {
  const value = page.doc.context.lookup(page.node.getInheritableAttribute(lib.PDFName.of('Rotate')));
  return value instanceof lib.PDFNumber ? normalizeRotation(value.asNumber()) : 0;
}

/** A rectangle array as a box with positive sides, or undefined when it is not four numbers. */
function readBox(lib: PdfLib, page: PDFPage, name: string): Box | undefined {
  const { context } = page.doc;
  const array = context.lookup(page.node.getInheritableAttribute(lib.PDFName.of(name)));
  if (!(array instanceof lib.PDFArray) || array.size() !== 4) return undefined;
  const numbers: number[] = [];
  for (let i = 0; i < 4; i++) {
    const item = context.lookup(array.get(i));
    if (!(item instanceof lib.PDFNumber) || !Number.isFinite(item.asNumber())) return undefined;
    numbers.push(item.asNumber());
  }
  const [x1, y1, x2, y2] = numbers as [number, number, number, number];
  const box = { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
  return box.width > 0 && box.height > 0 ? box : undefined;
}

/** The visible box: the CropBox clipped to the MediaBox when they overlap, else the MediaBox. */
export function visibleBox(lib: PdfLib, page: PDFPage): Box {
  const media = readBox(lib, page, 'MediaBox') ?? LETTER;
  const crop = readBox(lib, page, 'CropBox');
  if (!crop) return media;
  const x = Math.max(media.x, crop.x);
  const y = Math.max(media.y, crop.y);
  const width = Math.min(media.x + media.width, crop.x + crop.width) - x;
  const height = Math.min(media.y + media.height, crop.y + crop.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : media;
}

/**
 * The reader's frame of `box` shown turned clockwise by `rotation`. For 90, the box's bottom-right
 * corner is what the reader sees at the bottom left, the reader's "right" runs up the page and
 * "up" runs to the page's left; 180 and 270 follow the same way.
 */
export function frameOf(box: Box, rotation: PageRotation): PageFrame {
  const { x, y, width: w, height: h } = box;
  switch (rotation) {
    case 0:
      return { width: w, height: h, matrix: [1, 0, 0, 1, x, y] };
    case 90:
      return { width: h, height: w, matrix: [0, 1, -1, 0, x + w, y] };
    case 180:
      return { width: w, height: h, matrix: [-1, 0, 0, -1, x + w, y + h] };
    case 270:
      return { width: h, height: w, matrix: [0, -1, 1, 0, x, y + h] };
  }
}

export function pageFrame(lib: PdfLib, page: PDFPage): PageFrame {
  return frameOf(visibleBox(lib, page), pageRotation(lib, page));
}

/** `first` then `second`: the matrix of drawing in `first`'s frame inside `second`'s. */
export function multiply(first: Matrix, second: Matrix): Matrix {
  const [a, b, c, d, e, f] = first;
  const [A, B, C, D, E, F] = second;
  return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F];
}

/** A rotation by `degrees` counter-clockwise (PDF's sense) about the origin. */
export function rotationMatrix(degrees: number): Matrix {
  const radians = (degrees * Math.PI) / 180;
  // Exact zeros and ones at multiples of 90, so those pages' streams hold no 6.1e-17.
  const cos = round(Math.cos(radians), 6);
  const sin = round(Math.sin(radians), 6);
  return [cos, sin, -sin, cos, 0, 0];
}

export function translation(x: number, y: number): Matrix {
  return [1, 0, 0, 1, x, y];
}

/** `value` to `places` decimals, without a negative zero: content streams stay short and the same on every run. */
export function round(value: number, places = 3): number {
  const scale = 10 ** places;
  const rounded = Math.round(value * scale) / scale;
  return rounded === 0 ? 0 : rounded;
}

/** The matrix rounded for a content stream (rotation parts finer than positions). */
export function roundedMatrix(matrix: Matrix): Matrix {
  const [a, b, c, d, e, f] = matrix;
  return [round(a, 6), round(b, 6), round(c, 6), round(d, 6), round(e, 3), round(f, 3)];
}
