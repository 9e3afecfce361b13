import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { binaryBytes, binaryInput, binaryOutput } from '../../lib/binary-field.ts';
import { deficiencyMatrix, simulateColour, simulatePixels, type Deficiency } from '../../lib/color-vision.ts';
import { decodeImage } from '../../lib/raster-decode.ts';
import { encodePngImage } from '../../lib/raster-encode.ts';
import { parseCssRgba, rgbToHex } from '../../lib/rgb-color.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Choices the issue left open:
 * - Own code over the paper's matrices (lib/color-vision.ts): culori carries the same table but
 *   applies it to gamma-encoded sRGB and rounds every severity to a tenth; Machado et al. and
 *   colorspacious (the reference) work in linear light and blend between tenths.
 * - type defaults to protan (the first); achroma (achromatopsia, not in the paper) blends
 *   towards the colour's luminance.
 * - Exactly one of color or bin. A colour answers a colour (#rrggbb); an image (PNG, JPEG, GIF's
 *   first frame, BMP, WebP, AVIF or SVG drawn at its own size, at most 40 megapixels) answers a
 *   PNG, lossless whatever came in, its transparency kept.
 */

const TYPES = ['protan', 'deutan', 'tritan', 'achroma'] as const;

export default defineTool({
  id: 'color-blindness-simulate',
  name: 'Color Blindness Simulator',
  category: 'conversion',
  description:
    'See a colour or an image as people with protanomaly/protanopia, deuteranomaly/deuteranopia, tritanomaly/tritanopia or achromatopsia see it (Machado et al. 2009, any severity).',
  keywords: ['color blindness', 'colour blindness', 'color blind simulator', 'cvd', 'protanopia', 'deuteranopia', 'tritanopia', 'achromatopsia', 'daltonism', 'protanomaly', 'deuteranomaly', 'accessibility', 'a11y'],
  mcp: true,
  isolate: true,
  input: closedObject({
    color: Type.Optional(Type.String({ maxLength: 100, description: 'A colour: #rgb, #rrggbb or rgb(r, g, b); give this or bin' })),
    bin: Type.Optional(binaryInput('An image: PNG, JPEG, GIF, BMP, WebP, AVIF or SVG of at most 40 megapixels; give this or color')),
    type: withDefault(stringEnum(TYPES, { description: 'protan (red cones), deutan (green cones), tritan (blue cones) or achroma (no colour); default protan' }), 'protan'),
    severity: withDefault(Type.Number({ minimum: 0, maximum: 1, description: 'How strong, 0 (normal vision) to 1 (the cone type missing: protanopia, deuteranopia, tritanopia); default 1' }), 1),
  }),
  output: closedObject({
    color: Type.Optional(Type.String({ description: 'The colour as seen, #rrggbb (when a colour was given)' })),
    image: Type.Optional(binaryOutput('The image as seen, as a PNG (when an image was given)', 'image/png')),
    width: Type.Optional(Type.Integer({ description: 'Image width in pixels (when an image was given)' })),
    height: Type.Optional(Type.Integer({ description: 'Image height in pixels (when an image was given)' })),
    type: stringEnum(TYPES, { description: 'The deficiency simulated' }),
    severity: Type.Number({ description: 'The severity simulated, 0–1' }),
  }),
  examples: [
    {
      title: 'Red as someone with protanopia sees it (colorspacious: #6d5f00)',
      input: { color: '#ff0000', type: 'protan' },
      output: { color: '#6d5f00', type: 'protan', severity: 1 },
    },
    {
      title: 'Green under half-strength deuteranomaly (colorspacious: #cde52e)',
      input: { color: '#00ff00', type: 'deutan', severity: 0.5 },
      output: { color: '#cde52e', type: 'deutan', severity: 0.5 },
    },
  ],
  async run({ color, bin, type, severity }) {
    if ((color === undefined) === (bin === undefined)) invalid('color: give exactly one of color or bin');
    const matrix = deficiencyMatrix(type as Deficiency, severity);
    if (color !== undefined) {
      const parsed = parseCssRgba(color);
      if (typeof parsed === 'string') invalid(`color: ${parsed}`);
      if (parsed.alpha !== 1) invalid('color: give an opaque colour (the simulation does not depend on alpha)');
      return { color: rgbToHex(simulateColour(parsed.rgb.map(Math.round) as [number, number, number], matrix)), type, severity };
    }
    const image = await decodeImage('bin', binaryBytes('bin', bin!));
    simulatePixels(image.rgba, matrix);
    const png = await encodePngImage(image);
    return { image: bytesToBase64(png), width: image.width, height: image.height, type, severity };
  },
});
