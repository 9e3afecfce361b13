/**
 * A card's SVG as a PNG, with resvg and the DejaVu fonts shipped on npm (dejavu-fonts-ttf): never
 * the machine's own fonts, so the same SVG gives the same PNG on every machine. The themes name
 * only the generic families; they are mapped here to DejaVu Sans, Serif and Sans Mono.
 *
 * resvg-js 2.6.2 takes fonts only as file paths (`font.fontFiles`; no font buffers), and each
 * `new Resvg` builds its font database from them again: what this module does once is find the
 * files and load resvg. Measured (Node 20 and Bun, 2 shared cores): building the database from
 * the six files costs about 0.5 ms a render (fontdb reads only the faces' names until a glyph is
 * drawn), against 50–300 ms for a theme's card at scale 1 and 100–850 ms at scale 2 (the filters
 * cost by the pixel); the first call adds 6 ms (Bun) to 30 ms (Node) to load the native module.
 *
 * resvg-js 2.6.2 also ignores its serifFamily/monospaceFamily options: its fonts.rs sets every
 * generic family to `defaultFontFamily`. So the generic names are rewritten to the DejaVu faces in
 * the SVG's font declarations before it is rendered (`shippedFamilies`).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { packageRoot } from '../package-root.ts';

/** The faces the cards use (the single binary ships just these: scripts/build-binary.ts). */
export const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf'];

type ResvgModule = typeof import('@resvg/resvg-js');

let loaded: { resvg: ResvgModule; options: ResvgRenderOptions } | undefined;

/**
 * resvg and the font options, resolved on the first render: from the package's root (package-root.ts),
 * the repository or node_modules/tooldeck, both of which find the packages in node_modules the way
 * Node and Bun resolve any import.
 */
function renderer(): { resvg: ResvgModule; options: ResvgRenderOptions } {
  if (loaded) return loaded;
  // Not from this module: in the single binary it has no node_modules above it, and resvg and the
  // fonts are unpacked under the root instead (server/binary/).
  const require = createRequire(join(packageRoot(), 'package.json'));
  const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const fontFiles = FONT_FILES.map((file) => join(fontDir, file));
  const missing = fontFiles.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`card fonts missing: ${missing.join(', ')}`);
  const options: ResvgRenderOptions = {
    font: {
      loadSystemFonts: false,
      fontFiles,
      // Every generic family and every family not shipped (resvg-js maps them all to this one).
      defaultFontFamily: 'DejaVu Sans',
    },
    // Warnings (an unknown font family, say) would go to stderr on every request.
    logLevel: 'off',
  };
  return (loaded = { resvg: require('@resvg/resvg-js') as ResvgModule, options });
}

/** What a generic family is drawn with. No cursive or fantasy face ships: those get the sans face. */
const GENERIC_FACES: Record<string, string> = {
  'sans-serif': 'DejaVu Sans',
  serif: 'DejaVu Serif',
  monospace: 'DejaVu Sans Mono',
  cursive: 'DejaVu Sans',
  fantasy: 'DejaVu Sans',
  'system-ui': 'DejaVu Sans',
  'ui-sans-serif': 'DejaVu Sans',
  'ui-serif': 'DejaVu Serif',
  'ui-monospace': 'DejaVu Sans Mono',
};

/** A font-family list with each item that is a generic name (any case, quoted or not) replaced by its face. */
function namedFaces(list: string): string {
  return list
    .split(',')
    .map((item) => {
      const face = GENERIC_FACES[item.trim().replace(/^(["'])(.*)\1$/, '$2').toLowerCase()];
      return face === undefined ? item : item.replace(item.trim(), face);
    })
    .join(',');
}

/**
 * A `font` shorthand's value with its family list named: the list follows the size
 * (`bold 20px/1.2 serif, monospace`), so the first item's words before it are kept.
 */
function shorthandFaces(value: string): string {
  const [first = '', ...rest] = value.split(',');
  const sized = /^(.*\d(?:px|pt|em|rem|%|ex|ch)?(?:\s*\/\s*[\d.]+[a-z%]*)?\s+)(.+)$/i.exec(first);
  return sized === null ? value : [`${sized[1]}${namedFaces(sized[2]!)}`, ...rest.map(namedFaces)].join(',');
}

/** `font-family` and `font` declarations of CSS text (a <style> element or a style attribute) with the generic names replaced. */
function cssWithFaces(css: string): string {
  return css.replace(/(\bfont(-family)?\s*:)([^;}<]*)/gi, (_whole, property: string, family: string | undefined, value: string) => `${property}${family === undefined ? shorthandFaces(value) : namedFaces(value)}`);
}

/** An attribute (`name=` and its value in either quotes) with its value rewritten. */
function attribute(name: string, double: string | undefined, single: string | undefined, rewrite: (value: string) => string): string {
  return double === undefined ? `${name}'${rewrite(single ?? '')}'` : `${name}"${rewrite(double)}"`;
}

/**
 * `svg` with its generic font families named as the shipped faces: in font-family attributes,
 * style attributes and <style> elements. Text content is never touched: a theme writes values
 * only as escaped text, where a quote is `&quot;`, so no attribute pattern can match inside it.
 */
export function shippedFamilies(svg: string): string {
  return svg
    .replace(/(\sfont-family\s*=\s*)(?:"([^"]*)"|'([^']*)')/g, (_whole, name: string, double?: string, single?: string) => attribute(name, double, single, namedFaces))
    .replace(/(\sstyle\s*=\s*)(?:"([^"]*)"|'([^']*)')/g, (_whole, name: string, double?: string, single?: string) => attribute(name, double, single, cssWithFaces))
    .replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g, (_whole, open: string, css: string, close: string) => `${open}${cssWithFaces(css)}${close}`);
}

function renderOptions(scale: number): ResvgRenderOptions {
  if (!(Number.isFinite(scale) && scale > 0 && scale <= 8)) throw new RangeError(`scale must be within (0, 8], not ${scale}`);
  return { ...renderer().options, fitTo: scale === 1 ? { mode: 'original' } : { mode: 'zoom', value: scale } };
}

function bytesOf(png: Buffer): Uint8Array {
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/**
 * The PNG of `svg` at `scale` times its own size (1 by default; the README's cards use 2 so they
 * stay sharp on high-density screens).
 */
export function renderPng(svg: string, options: { scale?: number } = {}): Uint8Array {
  const settings = renderOptions(options.scale ?? 1);
  return bytesOf(new (renderer().resvg.Resvg)(shippedFamilies(svg), settings).render().asPng());
}

/**
 * The same PNG, rendered on libuv's thread pool (resvg-js's renderAsync): a theme with filters
 * takes 0.1–0.8 s at scale 2, which renderPng would hold the server's event loop for.
 */
export async function renderPngAsync(svg: string, options: { scale?: number } = {}): Promise<Uint8Array> {
  const settings = renderOptions(options.scale ?? 1);
  return bytesOf((await renderer().resvg.renderAsync(shippedFamilies(svg), settings)).asPng());
}
