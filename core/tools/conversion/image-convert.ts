import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { binaryBytes, binaryInput, binaryOutput } from '../../lib/binary-field.ts';
import { invalid } from '../../errors.ts';
import { decodeImage } from '../../lib/raster-decode.ts';
import { checkEncodable, encodeRaster, RASTER_MEDIA_TYPES } from '../../lib/raster-encode.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Choices the issue left open:
 * - In: PNG, JPEG (lib/raster-decode.ts), GIF (its first frame, lib/gif-decode.ts), BMP
 *   (uncompressed or bit fields, lib/bmp-decode.ts), still WebP (libwebp), AVIF (its primary
 *   image, libavif) and SVG (drawn at its own size by resvg, lib/svg-rasterize.ts), told apart by
 *   their first bytes, at most 40 megapixels.
 * - Out: PNG (fast-png; RGB when no pixel is transparent), baseline JPEG (jpeg-js; transparency laid
 *   on white), WebP and AVIF (libwebp and libavif in WebAssembly, lib/wasm-image-codecs.ts), both
 *   with alpha. to defaults to png, the lossless choice; quality defaults to 80, a common web
 *   setting for all three lossy formats.
 * - `lossless` asks WebP and AVIF to keep every pixel (PNG always does); JPEG has no such mode, so
 *   it is refused there rather than ignored.
 * - EXIF and other metadata are not carried over.
 * - Cost: AVIF and lossless WebP are slow and memory-hungry, so both are written for at most 16
 *   megapixels (a clear 400 past that, lib/raster-encode.ts), AVIF at a faster libaom speed past
 *   4; lossy WebP, PNG and JPEG for the full 40. Big drawings (an SVG's filters at 16–40 MP) can
 *   still reach the deadline and answer TIMEOUT.
 */

const SOURCE_FORMATS = ['png', 'jpeg', 'gif', 'bmp', 'webp', 'avif', 'svg'] as const;
const TARGET_FORMATS = ['png', 'jpeg', 'webp', 'avif'] as const;

export default defineTool({
  id: 'image-convert',
  name: 'Image Converter',
  category: 'conversion',
  description: 'Convert a PNG, JPEG, GIF, BMP, WebP, AVIF or SVG image to PNG, JPEG, WebP or AVIF, with a quality setting or losslessly.',
  keywords: ['image converter', 'convert image', 'png to jpg', 'jpg to png', 'jpeg to png', 'png to webp', 'jpg to webp', 'webp to png', 'webp to jpg', 'avif to png', 'avif to jpg', 'png to avif', 'jpg to avif', 'svg to png', 'svg to jpg', 'gif to png', 'bmp to png', 'bmp to jpg', 'png to jpeg', 'image format', 'magick convert', 'jpeg quality', 'compress jpeg', 'compress image', 'rasterize svg'],
  mcp: true,
  isolate: true,
  input: closedObject({
    bin: binaryInput('The image: a PNG, JPEG, GIF (first frame), BMP, still WebP, AVIF or SVG (drawn at its own size) of at most 40 megapixels'),
    to: withDefault(stringEnum(TARGET_FORMATS, { description: 'The format to write: png (default, lossless), jpeg, webp or avif' }), 'png'),
    quality: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'Quality of a JPEG, WebP or AVIF, 1–100 (default 80); ignored for PNG and when lossless' }), 80),
    lossless: withDefault(Type.Boolean({ description: 'WebP or AVIF that keeps every pixel exactly (default false); PNG always does, JPEG cannot' }), false),
  }),
  output: closedObject({
    image: binaryOutput('The converted image', 'image/*'),
    format: stringEnum(TARGET_FORMATS, { description: 'The format written' }),
    mediaType: Type.String({ description: 'The media type written: image/png, image/jpeg, image/webp or image/avif' }),
    sourceFormat: stringEnum(SOURCE_FORMATS, { description: 'The format read: png, jpeg, gif, bmp, webp, avif or svg' }),
    width: Type.Integer({ description: 'Width in pixels' }),
    height: Type.Integer({ description: 'Height in pixels' }),
    bytes: Type.Integer({ description: 'Size of the converted file in bytes' }),
  }),
  examples: [
    {
      title: 'A 3 × 2 BMP to PNG (convert in.bmp PNG24:out.png holds the same pixels)',
      input: { bin: 'Qk1OAAAAAAAAADYAAAAoAAAAAwAAAAIAAAABABgAAAAAABgAAAAAAAAAAAAAAAAAAAAAAAAA/////////wAAAAAAAAD/////////AAAA' },
      output: { image: 'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4XmP4z8DwHwxgFMN/AIuIDfOCCT3TAAAAAElFTkSuQmCC', format: 'png', mediaType: 'image/png', sourceFormat: 'bmp', width: 3, height: 2, bytes: 75 },
    },
    {
      title: 'The same pixels as a GIF, to PNG',
      input: { bin: 'R0lGODlhAwACAPECAP8AAAAA/////wAAACH5BAAAAAAALAAAAAADAAIAAAIDhC5RADs=', to: 'png' },
      output: { image: 'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4XmP4z8DwHwxgFMN/AIuIDfOCCT3TAAAAAElFTkSuQmCC', format: 'png', mediaType: 'image/png', sourceFormat: 'gif', width: 3, height: 2, bytes: 75 },
    },
    {
      title: 'An SVG to WebP at quality 80 (the bytes cwebp -q 80 writes from rsvg-convert\'s drawing of it)',
      input: { bin: 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI4IiBoZWlnaHQ9IjgiPjxyZWN0IHdpZHRoPSI4IiBoZWlnaHQ9IjgiIGZpbGw9IiMxZTkwZmYiLz48cmVjdCB4PSIyIiB5PSIyIiB3aWR0aD0iNCIgaGVpZ2h0PSI0IiBmaWxsPSIjZmZmIi8+PC9zdmc+', to: 'webp' },
      output: { image: 'UklGRn4AAABXRUJQVlA4IHIAAADwAgCdASoIAAgAAUAmJagCdLoB+AH4ABMgP0AJJJ66IAD+yrwWVX9a/+doLV//nBrv9Hv+bPcy8OSO/nn/nNmuDV/eB3Gl/xAXMIvuQ7vP/UHD/8J38Si//i/rnTZ/RF/8/Of/vAffhL/o3D23X7fAAAA=', format: 'webp', mediaType: 'image/webp', sourceFormat: 'svg', width: 8, height: 8, bytes: 134 },
    },
    {
      title: "A lossless AVIF to PNG (avifenc -l wrote it; avifdec reads the same pixels)",
      input: { bin: 'AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUEAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAFsAAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAgAAAAIAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgSAAAAAAABNjb2xybmNseAABAA0AAIAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAAGNtZGF0EgAKCDgIv2EBDQAgMk0QAACLsNyV8dWFN5LdN2VfCIF7kJNCT/1VuW/BBw3cN7dj7+r35cSgfY8f+6Uueav4N+AGHiPlBv77CZj5mPwpGyadTTI/II8gk2jXkA==' },
      output: { image: 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGElEQVR4XmOQm/AfKyIkgQxoJYGJcEoAAPJ3gEGYZ9LjAAAAAElFTkSuQmCC', format: 'png', mediaType: 'image/png', sourceFormat: 'avif', width: 8, height: 8, bytes: 81 },
    },
    {
      title: 'The GIF to a JPEG at quality 50 (identify: JPEG 3x2 8-bit sRGB)',
      input: { bin: 'R0lGODlhAwACAPECAP8AAAAA/////wAAACH5BAAAAAAALAAAAAADAAIAAAIDhC5RADs=', to: 'jpeg', quality: 50 },
      output: { image: '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAwMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AKfivUb6z8RXNva3lxBBGECRxSsqqNi8AA4FfT5fh6UsNFygm9ei7sxqSk5Ntn//2Q==', format: 'jpeg', mediaType: 'image/jpeg', sourceFormat: 'gif', width: 3, height: 2, bytes: 655 },
    },
  ],
  async run({ bin, to, quality, lossless }) {
    if (lossless && to === 'jpeg') invalid('lossless: JPEG has no lossless mode; ask for png, webp or avif');
    const image = await decodeImage('bin', binaryBytes('bin', bin));
    checkEncodable('bin', image, to, lossless);
    const bytes = await encodeRaster(image, to, quality, lossless);
    return { image: bytesToBase64(bytes), format: to, mediaType: RASTER_MEDIA_TYPES[to], sourceFormat: image.format, width: image.width, height: image.height, bytes: bytes.length };
  },
});
