/**
 * An SVG file's pixels as 8-bit RGBA, drawn by resvg (compiled to WebAssembly: @resvg/resvg-wasm,
 * MPL-2.0), for the image tools that take SVG (image-convert, favicon-generate, …). resvg follows
 * SVG 1.1 and most of SVG 2 and CSS, and here it can reach nothing outside the file: the
 * WebAssembly build has no file system and no network, and external images (`href` to a URL or
 * path) are left undrawn; data: URIs inside the file are drawn. Text is set in DejaVu Sans, the one
 * font shipped (loaded only for a file that has text), whatever family the file asks for.
 */
import { invalid } from '../errors.ts';
import { lazy } from './lazy.ts';
import type { RgbaImage } from './image-resize.ts';

const loadResvg = lazy(async () => {
  const [resvg, { default: wasm }] = await Promise.all([import('@resvg/resvg-wasm'), import('@resvg/resvg-wasm/index_bg.wasm')]);
  await resvg.initWasm(wasm);
  return resvg;
});
const loadFont = lazy(async () => (await import('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')).default);

const FONT_FAMILY = 'DejaVu Sans';
const HAS_TEXT = /<(?:[\w.-]+:)?text[\s>/]/;

/** Whether the bytes look like an SVG file (an XML declaration, a doctype or an <svg> first). */
export function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '');
  return /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg|<svg[\s>/])/i.test(head) || (/^\s*<\?xml/i.test(head) && /<svg[\s>/]/i.test(head));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** resvg hands back premultiplied RGBA (tiny-skia's pixmap); the image tools work in straight alpha. */
function unpremultiply(premultiplied: Uint8Array): Uint8Array {
  const rgba = premultiplied.slice();
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3]!;
    if (alpha === 0 || alpha === 255) continue;
    for (let c = i; c < i + 3; c++) rgba[c] = Math.min(255, Math.round((rgba[c]! * 255) / alpha));
  }
  return rgba;
}

/**
 * Draws `field`'s SVG at its own size (width and height, else its viewBox), or with its longer
 * side scaled to `longerSide` pixels; refuses a drawing over `maxPixels` before drawing it.
 */
export async function rasterizeSvg(field: string, bytes: Uint8Array, maxPixels: number, longerSide?: number): Promise<RgbaImage> {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const [{ Resvg }, font] = await Promise.all([loadResvg(), HAS_TEXT.test(text) ? loadFont() : undefined]);
  const fonts = {
    fontBuffers: font ? [font] : [],
    defaultFontFamily: FONT_FAMILY,
    sansSerifFamily: FONT_FAMILY,
    serifFamily: FONT_FAMILY,
    monospaceFamily: FONT_FAMILY,
    cursiveFamily: FONT_FAMILY,
    fantasyFamily: FONT_FAMILY,
  };
  let svg: InstanceType<typeof Resvg>;
  try {
    svg = new Resvg(text, { font: fonts, fitTo: { mode: 'original' } });
  } catch (error) {
    invalid(`${field}: the SVG could not be read (${reason(error)})`);
  }
  try {
    const scale = longerSide === undefined ? 1 : longerSide / Math.max(svg.width, svg.height);
    const width = Math.ceil(svg.width * scale);
    const height = Math.ceil(svg.height * scale);
    if (!(width >= 1 && height >= 1)) invalid(`${field}: the SVG has no size to draw (its width, height and viewBox give ${svg.width} × ${svg.height})`);
    if (width * height > maxPixels) invalid(`${field}: the SVG draws at ${width} × ${height} pixels, over the limit of ${maxPixels / 1e6} megapixels`);
    if (scale !== 1) {
      const fitTo = svg.width >= svg.height ? { mode: 'width' as const, value: width } : { mode: 'height' as const, value: height };
      svg.free();
      svg = new Resvg(text, { font: fonts, fitTo });
    }
    const rendered = svg.render();
    try {
      return { width: rendered.width, height: rendered.height, rgba: unpremultiply(rendered.pixels) };
    } finally {
      rendered.free();
    }
  } finally {
    svg.free();
  }
}
