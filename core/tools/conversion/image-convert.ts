import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { binaryBytes, binaryInput, binaryOutput } from '../../lib/binary-field.ts';
import { decodeImage } from '../../lib/raster-decode.ts';
import { encodeRaster, RASTER_MEDIA_TYPES } from '../../lib/raster-encode.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Choices the issue left open:
 * - In: PNG, JPEG (lib/raster-decode.ts), GIF (its first frame, lib/gif-decode.ts) and BMP
 *   (uncompressed or bit fields, lib/bmp-decode.ts), told apart by their magic bytes, at most
 *   40 megapixels. SVG is refused by name: rasterising it needs a browser's renderer or resvg's
 *   WebAssembly, and no build here can ship a .wasm file.
 * - Out: PNG (fast-png; RGB when no pixel is transparent) or baseline JPEG (jpeg-js; transparency
 *   laid on white). WebP and AVIF are left out of `to`: their encoders are WebAssembly
 *   (@jsquash/*), which our four builds cannot all ship.
 * - to defaults to png, the lossless choice. EXIF and other metadata are not carried over.
 */

const SOURCE_FORMATS = ['png', 'jpeg', 'gif', 'bmp'] as const;

export default defineTool({
  id: 'image-convert',
  name: 'Image Converter',
  category: 'conversion',
  description: 'Convert a PNG, JPEG, GIF or BMP image to PNG or JPEG (with a quality setting), in pure JavaScript.',
  keywords: ['image converter', 'convert image', 'png to jpg', 'jpg to png', 'jpeg to png', 'gif to png', 'bmp to png', 'bmp to jpg', 'png to jpeg', 'image format', 'magick convert', 'jpeg quality', 'compress jpeg'],
  mcp: true,
  isolate: true,
  input: closedObject({
    bin: binaryInput('The image: a PNG, JPEG, GIF (first frame) or BMP of at most 40 megapixels; SVG is refused'),
    to: withDefault(stringEnum(['png', 'jpeg'], { description: 'The format to write: png (default, lossless) or jpeg' }), 'png'),
    quality: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'JPEG quality, 1–100 (default 80); ignored for PNG' }), 80),
  }),
  output: closedObject({
    image: binaryOutput('The converted image', 'image/*'),
    format: stringEnum(['png', 'jpeg'], { description: 'The format written' }),
    mediaType: Type.String({ description: 'The media type written: image/png or image/jpeg' }),
    sourceFormat: stringEnum(SOURCE_FORMATS, { description: 'The format read: png, jpeg, gif or bmp' }),
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
      title: 'The GIF to a JPEG at quality 50 (identify: JPEG 3x2 8-bit sRGB)',
      input: { bin: 'R0lGODlhAwACAPECAP8AAAAA/////wAAACH5BAAAAAAALAAAAAADAAIAAAIDhC5RADs=', to: 'jpeg', quality: 50 },
      output: { image: '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAwMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AKfivUb6z8RXNva3lxBBGECRxSsqqNi8AA4FfT5fh6UsNFygm9ei7sxqSk5Ntn//2Q==', format: 'jpeg', mediaType: 'image/jpeg', sourceFormat: 'gif', width: 3, height: 2, bytes: 655 },
    },
  ],
  async run({ bin, to, quality }) {
    const image = await decodeImage('bin', binaryBytes('bin', bin));
    const bytes = await encodeRaster(image, to, quality);
    return { image: bytesToBase64(bytes), format: to, mediaType: RASTER_MEDIA_TYPES[to], sourceFormat: image.format, width: image.width, height: image.height, bytes: bytes.length };
  },
});
