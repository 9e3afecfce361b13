import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { binaryBytes, binaryInput, binaryOutput } from '../../lib/binary-field.ts';
import { padImage } from '../../lib/image-geometry.ts';
import { resizeImage, type RgbaImage } from '../../lib/image-resize.ts';
import { writeIco } from '../../lib/ico-write.ts';
import { escapeMarkup } from '../../lib/markup.ts';
import { decodeImage } from '../../lib/raster-decode.ts';
import { encodePngImage, flattenImage } from '../../lib/raster-encode.ts';
import { parseCssRgba, rgbToHex, type Rgb } from '../../lib/rgb-color.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Choices the issue left open:
 * - The set a site needs today (the one Evil Martians' "How to Favicon" settles on): favicon.ico
 *   with 16, 32 and 48 px PNGs inside (own writer, lib/ico-write.ts), apple-touch-icon.png at 180
 *   px, icon-192.png and icon-512.png for the web manifest, the manifest and the <link> tags.
 * - A picture that is not square is centred on a transparent square (nothing is cut); each size is
 *   resized from it with lib/image-resize.ts (Lanczos-3). An SVG is drawn with its longer side at
 *   512 px, the largest icon, so no icon is scaled up from a small drawing. The apple-touch icon is
 *   laid on background_color (white unless given), since iOS fills transparency with black.
 * - Paths in the manifest and the tags start with `path` (default /); the manifest is
 *   manifest.webmanifest, as the Web App Manifest spec names its media type.
 */

const ICO_SIZES = [16, 32, 48];
/** The largest icon written, and the size an SVG is drawn at. */
const LARGEST_ICON = 512;

function colour(field: string, text: string | undefined): Rgb | undefined {
  if (text === undefined) return undefined;
  const parsed = parseCssRgba(text);
  if (typeof parsed === 'string') invalid(`${field}: ${parsed}`);
  if (parsed.alpha !== 1) invalid(`${field}: give an opaque colour`);
  return parsed.rgb.map(Math.round) as Rgb;
}

function square(image: RgbaImage): RgbaImage {
  const side = Math.max(image.width, image.height);
  return side === image.width && side === image.height ? image : padImage(image, side, side, [0, 0, 0, 0]);
}

/** The files both examples make from the same 4 × 4 red square (only the manifest and the tags differ). */
const EXAMPLE_FILES = {
  ico: "AAABAAMAEBAAAAEAIABRAAAANgAAACAgAAABACAAawAAAIcAAAAwMAAAAQAgAIIAAADyAAAAiVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAGElEQVR4XmN4ZulGEhrVQAwa1UAMGoQaAGsdZRAUz/tbAAAAAElFTkSuQmCCiVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAMklEQVR4Xu3NMREAIAwAMWxhAP8q0FEJP3XLXfacf98qQRIkQRIkQRIkQRIkQRKk9WAAx5uUTB3+ZIkAAAAASUVORK5CYIKJUE5HDQoaCgAAAA1JSERSAAAAMAAAADAIAgAAANhgbtAAAABJSURBVHhe7c4xEQAgDAAxbGEA/yrQUQm/dshdBOT8+1YRKkJFqAgVoSJUhIpQESpCRagIFaEiVISKUBEqQkWoCBWhIlSEyrrQAHNEjbU2Q/XcAAAAAElFTkSuQmCC",
  appleTouchIcon: "iVBORw0KGgoAAAANSUhEUgAAALQAAAC0CAIAAACyr5FlAAABnUlEQVR4Xu3SgRAAMAwAsWlNYP4U46hA3yB3Qcj598FKDpIcJDlIcpDkIMlBkoMkB0kOkhwkOUhykOQgyUGSgyQHSQ6SHCQ5SHKQ5CDJQZKDJAdJDpIcJDlIcpDkIMlBkoMkB0kOkhwkOUhykOQgyUGSgyQHSQ6SHCQ5SHKQ5CDJQZKDJAdJDpIcJDlIcpDkIMlBkoMkB0kOkhwkOUhykOQgyUGSgyQHSQ6SHCQ5SHKQ5CDJQZKDJAdJDpIcJDlIcpDkIMlBkoMkB0kOkhwkOUhykOQgyUGSgyQHSQ6SHCQ5SHKQ5CDJQZKDJAdJDpIcJDlIcpDkIMlBkoMkB0kOkhwkOUhykOQgyUGSgyQHSQ6SHCQ5SHKQ5CDJQZKDJAdJDpIcJDlIcpDkIMlBkoMkB0kOkhwkOUhykOQgyUGSgyQHSQ6SHCQ5SHKQ5CDJQZKDJAdJDpIcJDlIcpDkIMlBkoMkB0kOkhwkOUhykOQgyUGSgyQHSQ6SHCQ5SHKQ5CDJQZKDJAdJDpIcJDlIcpDkIMlBkoMkB0kOkhwkOUgDG92JIQNwXEoAAAAASUVORK5CYII=",
  icon192: "iVBORw0KGgoAAAANSUhEUgAAAMAAAADACAIAAADdvvtQAAABzklEQVR4Xu3SQQ0AIAwAMWxhAP8q0DEPu2+TSuj598GaQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEIhCJQCQCkQhEMj1k27no+jd5AAAAAElFTkSuQmCC",
  icon512: "iVBORw0KGgoAAAANSUhEUgAAAgAAAAIACAIAAAB7GkOtAAAG3ElEQVR4Xu3VgRAAMAwAsWlNoP4U5SjI5y4OefsHgCABAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAECUAgCgBAEQJACBKAABRAgCIEgBAlAAAogQAEHVFS1OtzqRDLAAAAABJRU5ErkJggg==",
};
const EXAMPLE_SQUARE = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAFElEQVQI12N8ZunGAANMDEgANwcAR14BbYj3xdMAAAAASUVORK5CYII=';

export default defineTool({
  id: 'favicon-generate',
  name: 'Favicon Generator',
  category: 'generators',
  description:
    'Make every favicon a site needs from one picture: favicon.ico (16, 32 and 48 px), the 180 px apple-touch icon, 192 and 512 px PNGs, a web manifest and the <link> tags to paste.',
  keywords: ['favicon', 'favicon generator', 'ico', 'favicon.ico', 'apple touch icon', 'apple-touch-icon', 'web manifest', 'webmanifest', 'pwa icons', 'site icon', 'icotool', 'realfavicongenerator'],
  mcp: true,
  isolate: true,
  input: closedObject({
    bin: binaryInput('The picture: PNG, JPEG, GIF, BMP, WebP, AVIF or SVG of at most 40 megapixels, best square and at least 512 px (an SVG is drawn at 512)'),
    name: Type.Optional(Type.String({ maxLength: 200, description: "The site's name for the manifest, up to 200 characters; optional" })),
    short_name: Type.Optional(Type.String({ maxLength: 50, description: 'A short name for home screens, up to 50 characters; optional (the name)' })),
    theme_color: Type.Optional(Type.String({ maxLength: 100, description: 'Theme colour (#rgb, #rrggbb or rgb()) for the manifest and a theme-color meta tag; optional' })),
    background_color: Type.Optional(Type.String({ maxLength: 100, description: 'Background colour (#rgb, #rrggbb or rgb()) for the manifest and behind the apple-touch icon; optional (white)' })),
    path: Type.Optional(Type.String({ maxLength: 200, pattern: '^/[^\\s"<>]*$', description: 'Where the files will be served, starting with /, up to 200 characters; optional (/)' })),
  }),
  output: closedObject({
    ico: binaryOutput('favicon.ico: PNG images of 16, 32 and 48 px', 'image/x-icon'),
    appleTouchIcon: binaryOutput('apple-touch-icon.png: 180 × 180, opaque', 'image/png'),
    icon192: binaryOutput('icon-192.png: 192 × 192', 'image/png'),
    icon512: binaryOutput('icon-512.png: 512 × 512', 'image/png'),
    manifest: Type.String({ description: 'manifest.webmanifest: the Web App Manifest (JSON) naming the icons' }),
    html: Type.String({ description: 'The tags to put in the page <head>' }),
  }),
  examples: [
    {
      title: 'From a small red square, with a name and colours (icotool -l lists the 16, 32 and 48 px PNGs)',
      input: { bin: EXAMPLE_SQUARE, name: 'Example', background_color: '#ffffff', theme_color: '#e63946' },
      output: {
        ...EXAMPLE_FILES,
        manifest: "{\n  \"name\": \"Example\",\n  \"short_name\": \"Example\",\n  \"icons\": [\n    {\n      \"src\": \"/icon-192.png\",\n      \"sizes\": \"192x192\",\n      \"type\": \"image/png\"\n    },\n    {\n      \"src\": \"/icon-512.png\",\n      \"sizes\": \"512x512\",\n      \"type\": \"image/png\"\n    }\n  ],\n  \"theme_color\": \"#e63946\",\n  \"background_color\": \"#ffffff\",\n  \"display\": \"standalone\"\n}",
        html: "<link rel=\"icon\" href=\"/favicon.ico\" sizes=\"48x48\">\n<link rel=\"apple-touch-icon\" href=\"/apple-touch-icon.png\">\n<link rel=\"manifest\" href=\"/manifest.webmanifest\">\n<meta name=\"theme-color\" content=\"#e63946\">",
      },
    },
    {
      title: 'Served from a folder, with no name or colours',
      input: { bin: EXAMPLE_SQUARE, path: '/static/icons' },
      output: {
        ...EXAMPLE_FILES,
        manifest: "{\n  \"icons\": [\n    {\n      \"src\": \"/static/icons/icon-192.png\",\n      \"sizes\": \"192x192\",\n      \"type\": \"image/png\"\n    },\n    {\n      \"src\": \"/static/icons/icon-512.png\",\n      \"sizes\": \"512x512\",\n      \"type\": \"image/png\"\n    }\n  ],\n  \"display\": \"standalone\"\n}",
        html: "<link rel=\"icon\" href=\"/static/icons/favicon.ico\" sizes=\"48x48\">\n<link rel=\"apple-touch-icon\" href=\"/static/icons/apple-touch-icon.png\">\n<link rel=\"manifest\" href=\"/static/icons/manifest.webmanifest\">",
      },
    },
  ],
  async run({ bin, name, short_name, theme_color, background_color, path }) {
    const theme = colour('theme_color', theme_color);
    const background = colour('background_color', background_color);
    const base = (path ?? '/').endsWith('/') ? (path ?? '/') : `${path}/`;
    const picture = square(await decodeImage('bin', binaryBytes('bin', bin), LARGEST_ICON));
    const png = (size: number) => encodePngImage(resizeImage(picture, size, size));
    const ico = writeIco(await Promise.all(ICO_SIZES.map(async (size) => ({ width: size, height: size, png: await png(size) }))));
    const appleTouchIcon = await encodePngImage(flattenImage(resizeImage(picture, 180, 180), background ?? [255, 255, 255]));
    const manifest = {
      ...(name !== undefined ? { name } : {}),
      ...(short_name ?? name) !== undefined ? { short_name: short_name ?? name } : {},
      icons: [192, 512].map((size) => ({ src: `${base}icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
      ...(theme ? { theme_color: rgbToHex(theme) } : {}),
      ...(background ? { background_color: rgbToHex(background) } : {}),
      display: 'standalone',
    };
    const html = [
      `<link rel="icon" href="${escapeMarkup(base)}favicon.ico" sizes="48x48">`,
      `<link rel="apple-touch-icon" href="${escapeMarkup(base)}apple-touch-icon.png">`,
      `<link rel="manifest" href="${escapeMarkup(base)}manifest.webmanifest">`,
      ...(theme ? [`<meta name="theme-color" content="${rgbToHex(theme)}">`] : []),
    ].join('\n');
    return {
      ico: bytesToBase64(ico),
      appleTouchIcon: bytesToBase64(appleTouchIcon),
      icon192: bytesToBase64(await png(192)),
      icon512: bytesToBase64(await png(512)),
      manifest: JSON.stringify(manifest, null, 2),
      html,
    };
  },
});
