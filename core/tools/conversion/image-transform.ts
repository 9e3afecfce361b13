import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { binaryBytes, binaryInput, binaryOutput } from '../../lib/binary-field.ts';
import { cropImage, flipImage, padImage, rotateImage } from '../../lib/image-geometry.ts';
import { resizeImage, type RgbaImage } from '../../lib/image-resize.ts';
import { MAX_IMAGE_PIXELS } from '../../lib/pdf/image-header.ts';
import { decodeRaster } from '../../lib/raster-decode.ts';
import { checkEncodable, encodeRaster, RASTER_MEDIA_TYPES } from '../../lib/raster-encode.ts';
import { parseCssRgba } from '../../lib/rgb-color.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Choices the issue left open:
 * - Order: crop, then rotate, then flip, then resize, as `magick in -crop … +repage -rotate …
 *   -flop -resize …` runs them.
 * - Resampling is own code (lib/image-resize.ts): Lanczos-3, alpha-weighted, in sRGB values as
 *   ImageMagick's -filter Lanczos -resize does. Turns by quarter turns move pixels exactly; other
 *   angles sample bilinearly and grow the canvas to the bounding box, corners in `background`.
 * - fit as sharp names them: inside (the default: within width × height, proportions kept, so
 *   the result may be smaller on one side; ImageMagick's -resize WxH), contain (the same, then
 *   padded to exactly width × height with `background`), cover (fills width × height, proportions
 *   kept, the overflow cut evenly from both sides; -resize WxH^ -gravity center -extent WxH) and
 *   fill (exactly width × height, proportions ignored; -resize WxH!). With one of width or height
 *   the other follows the proportions, whatever the fit.
 * - background: transparent unless given; a JPEG has no transparency, so there it is white.
 * - The result is at most 40 megapixels, as the input is (lib/pdf/image-header.ts's bound).
 * - PNG and JPEG in (lib/raster-decode.ts); out in the input's format unless `to` says, PNG by
 *   fast-png, JPEG by jpeg-js (baseline, 4:2:0), WebP and AVIF by libwebp and libavif (lossy, at
 *   `quality`; AVIF for at most 16 megapixels, lib/raster-encode.ts). EXIF orientation is not
 *   applied.
 */

const FITS = ['inside', 'contain', 'cover', 'fill'] as const;
const OUTPUT_FORMATS = ['png', 'jpeg', 'webp', 'avif'] as const;
const FLIPS = ['none', 'horizontal', 'vertical', 'both'] as const;
const MAX_SIDE = 8192;
const MAX_OFFSET = 2 ** 31 - 1;

type Fit = (typeof FITS)[number];

/** The size the image is scaled to before a cover's cut or a contain's padding. */
function scaledSize(source: RgbaImage, width: number | undefined, height: number | undefined, fit: Fit): [number, number] {
  if (width !== undefined && height !== undefined && fit === 'fill') return [width, height];
  const across = width === undefined ? undefined : width / source.width;
  const down = height === undefined ? undefined : height / source.height;
  const scale = across === undefined ? down! : down === undefined ? across : fit === 'cover' ? Math.max(across, down) : Math.min(across, down);
  return [Math.max(1, Math.round(source.width * scale)), Math.max(1, Math.round(source.height * scale))];
}

function backgroundColour(text: string | undefined): [number, number, number, number] {
  if (text === undefined) return [0, 0, 0, 0];
  const colour = parseCssRgba(text);
  if (typeof colour === 'string') invalid(`background: ${colour}`);
  return [...colour.rgb.map(Math.round), Math.round(colour.alpha * 255)] as [number, number, number, number];
}

/** Where the image's colour channels are hidden under zero alpha, the background colour instead. */
function fillTransparent(image: RgbaImage, background: [number, number, number, number]): void {
  if (background[3] === 0) return;
  const { rgba } = image;
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3]! / 255;
    if (alpha === 1) continue;
    const coverage = alpha + (background[3] / 255) * (1 - alpha);
    for (let c = 0; c < 3; c++) rgba[i + c] = Math.round((rgba[i + c]! * alpha + background[c]! * (background[3] / 255) * (1 - alpha)) / coverage);
    rgba[i + 3] = Math.round(coverage * 255);
  }
}

function checkPixels(field: string, width: number, height: number): void {
  if (width * height > MAX_IMAGE_PIXELS) invalid(`${field}: the result would be ${width} × ${height} pixels, over the limit of ${MAX_IMAGE_PIXELS / 1e6} megapixels`);
}

const side = (what: string) => Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SIDE, description: `${what} in pixels, 1–${MAX_SIDE}; optional (without it, it follows the proportions)` }));

export default defineTool({
  id: 'image-transform',
  name: 'Image Resize, Crop & Rotate',
  category: 'conversion',
  description:
    'Resize (Lanczos-3), crop, rotate and mirror a PNG or JPEG image, with the fit modes inside, contain, cover and fill, and get a PNG or JPEG back.',
  keywords: ['resize image', 'image resizer', 'scale image', 'crop image', 'rotate image', 'flip image', 'mirror image', 'thumbnail', 'convert -resize', 'magick', 'lanczos', 'png', 'jpeg', 'jpg', 'webp', 'avif', 'resize to webp'],
  mcp: true,
  isolate: true,
  input: closedObject({
    bin: binaryInput('The image: a PNG or JPEG of at most 40 megapixels'),
    width: side('The width to resize to'),
    height: side('The height to resize to'),
    fit: withDefault(stringEnum(FITS, { description: 'How the image meets width × height: inside (within, proportions kept; the default), contain (within, padded to exactly the size with background), cover (fills the size, overflow cut), fill (stretched to exactly the size)' }), 'inside'),
    crop: Type.Optional(
      closedObject(
        {
          x: Type.Integer({ minimum: 0, maximum: MAX_OFFSET, description: 'Left edge of the kept block, in pixels from the left (0 or more)' }),
          y: Type.Integer({ minimum: 0, maximum: MAX_OFFSET, description: 'Top edge of the kept block, in pixels from the top (0 or more)' }),
          width: Type.Integer({ minimum: 1, maximum: MAX_OFFSET, description: 'Width of the kept block in pixels (1 or more, within the image)' }),
          height: Type.Integer({ minimum: 1, maximum: MAX_OFFSET, description: 'Height of the kept block in pixels (1 or more, within the image)' }),
        },
        { description: 'A block to keep, cut before anything else; optional (the whole image)' },
      ),
    ),
    rotate: withDefault(Type.Number({ minimum: -360, maximum: 360, description: 'Degrees to turn clockwise, -360 to 360 (default 0); quarter turns are exact, other angles grow the canvas' }), 0),
    flip: withDefault(stringEnum(FLIPS, { description: 'Mirror after turning: none (default), horizontal (left to right), vertical (top to bottom) or both' }), 'none'),
    background: Type.Optional(Type.String({ maxLength: 64, description: "Colour of contain's padding and a turn's corners: #rgb, #rrggbb or rgba(); optional (transparent, white in a JPEG)" })),
    to: Type.Optional(stringEnum(OUTPUT_FORMATS, { description: "The format of the result: png, jpeg, webp or avif; optional (the input's format)" })),
    quality: withDefault(Type.Integer({ minimum: 1, maximum: 100, description: 'Quality of a JPEG, WebP or AVIF result, 1–100 (default 90); ignored for PNG' }), 90),
  }),
  output: closedObject({
    image: binaryOutput('The transformed image', 'image/*'),
    format: stringEnum(OUTPUT_FORMATS, { description: 'The format of the result' }),
    mediaType: Type.String({ description: 'The media type of the result: image/png, image/jpeg, image/webp or image/avif' }),
    width: Type.Integer({ description: 'Width of the result in pixels' }),
    height: Type.Integer({ description: 'Height of the result in pixels' }),
  }),
  examples: [
    {
      title: 'Turn a 3 × 2 PNG a quarter turn clockwise (magick -rotate 90: the same pixels)',
      input: { bin: 'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAGElEQVQI12P8z8DA8P8/AwMDE4RiZGQAAD8CBQHYQkY+AAAAAElFTkSuQmCC', rotate: 90 },
      output: { image: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAAEUlEQVR4XmP4DwQMDGAKzgAAkoIN8xP+0mkAAAAASUVORK5CYII=', format: 'png', mediaType: 'image/png', width: 2, height: 3 },
    },
    {
      title: 'Cover 4 × 2 from an 8 × 8 gradient (magick -filter Lanczos -resize 4x4 -gravity center -extent 4x2: the same pixels)',
      input: { bin: 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAJElEQVQI12P838CAFbDc/qaCXeLOdxwSt7+r0loHI4PDf6wSAGsUDqGpLexxAAAAAElFTkSuQmCC', width: 4, height: 2, fit: 'cover' },
      output: { image: 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAE0lEQVR4XmNYmhkJRwyRYUvhCACQBArtR5t8SwAAAABJRU5ErkJggg==', format: 'png', mediaType: 'image/png', width: 4, height: 2 },
    },
  ],
  async run({ bin, width, height, fit, crop, rotate, flip, background, to, quality }) {
    const colour = backgroundColour(background);
    const source = await decodeRaster('bin', binaryBytes('bin', bin));
    let image: RgbaImage = source;
    if (crop) {
      if (crop.x + crop.width > image.width || crop.y + crop.height > image.height) {
        invalid(`crop: the block ${crop.width} × ${crop.height} at (${crop.x}, ${crop.y}) does not lie inside the ${image.width} × ${image.height} image`);
      }
      image = cropImage(image, crop.x, crop.y, crop.width, crop.height);
    }
    if (rotate % 360 !== 0) {
      if (rotate % 90 !== 0) {
        const radians = (rotate * Math.PI) / 180;
        const grown = (Math.abs(image.width * Math.cos(radians)) + Math.abs(image.height * Math.sin(radians))) * (Math.abs(image.width * Math.sin(radians)) + Math.abs(image.height * Math.cos(radians)));
        if (grown > MAX_IMAGE_PIXELS) invalid(`rotate: turning the ${image.width} × ${image.height} image by ${rotate}° would take more than ${MAX_IMAGE_PIXELS / 1e6} megapixels`);
      }
      image = rotateImage(image, rotate);
      if (rotate % 90 !== 0) fillTransparent(image, colour);
    }
    if (flip !== 'none') image = flipImage(image, flip !== 'vertical', flip !== 'horizontal');
    if (width !== undefined || height !== undefined) {
      const [scaledWidth, scaledHeight] = scaledSize(image, width, height, fit);
      checkPixels(width !== undefined ? 'width' : 'height', scaledWidth, scaledHeight);
      image = resizeImage(image, scaledWidth, scaledHeight);
      if (width !== undefined && height !== undefined && (fit === 'cover' || fit === 'contain')) {
        checkPixels('width', width, height);
        image = padImage(image, width, height, fit === 'contain' ? colour : [0, 0, 0, 0]);
      }
    }
    const format = to ?? source.format;
    checkEncodable('bin', image, format, false);
    const bytes = await encodeRaster(image, format, quality);
    return { image: bytesToBase64(bytes), format, mediaType: RASTER_MEDIA_TYPES[format], width: image.width, height: image.height };
  },
});
