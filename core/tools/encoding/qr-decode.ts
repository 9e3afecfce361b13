import { Type } from '@sinclair/typebox';
import { binaryBytes, binaryInput } from '../../lib/binary-field.ts';
import { parsePayload } from '../../lib/qr-payload.ts';
import { decodeRaster } from '../../lib/raster-decode.ts';
import { findCodes } from '../../lib/zxing-decode.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Choices the issue left open:
 * - PNG and JPEG only (lib/raster-decode.ts), at most 40 megapixels; @zxing/library reads the
 *   pixels (lib/zxing-decode.ts): up to MAX_CODES codes, each found code painted out before the
 *   next search; a light code on a dark ground is read too.
 * - No code found is an answer (an empty list), not an error: the image was fine.
 * - Each text is also read as a payload (lib/qr-payload.ts): url, wifi, vcard (vCard or MECARD),
 *   otpauth, email (mailto: or MATMSG:), tel, geo or text, with its fields as strings.
 */

const MAX_CODES = 10;

const PAYLOAD_TYPES = ['url', 'wifi', 'vcard', 'otpauth', 'email', 'tel', 'geo', 'text'] as const;

export default defineTool({
  id: 'qr-decode',
  name: 'QR Code Reader',
  category: 'encoding',
  description:
    'Read the QR codes in a PNG or JPEG image: their text, and what it is (URL, Wi-Fi settings, contact, otpauth authenticator key, email, phone, place or text) with its fields.',
  keywords: ['qr', 'qr code', 'qr reader', 'qr scanner', 'scan qr', 'zbarimg', 'parse qr code', 'read qr', 'decode qr code', 'wifi qr'],
  mcp: true,
  isolate: true,
  input: closedObject({
    bin: binaryInput('The image: a PNG or JPEG of at most 40 megapixels'),
  }),
  output: closedObject({
    texts: Type.Array(Type.String(), { description: `The text of every QR code found (at most ${MAX_CODES}); empty when there is none` }),
    codes: Type.Array(
      closedObject({
        text: Type.String({ description: 'The text the code holds' }),
        type: stringEnum(PAYLOAD_TYPES, { description: 'What the text is: url, wifi, vcard, otpauth, email, tel, geo or text' }),
        fields: Type.Record(Type.String(), Type.String(), { description: 'The parts of the text for its type (ssid, password, name, secret, latitude…); empty for plain text' }),
      }),
      { description: 'Each code with its text read' },
    ),
    width: Type.Integer({ description: 'Image width in pixels' }),
    height: Type.Integer({ description: 'Image height in pixels' }),
    format: Type.String({ description: 'The image format: png or jpeg' }),
  }),
  examples: [
    {
      title: 'A URL (fixtures/qr-url.png, made by qrencode)',
      input: { bin: 'iVBORw0KGgoAAAANSUhEUgAAAIQAAACEAQMAAABrihHkAAAABlBMVEUAAAD///+l2Z/dAAAAAnRSTlP//8i138cAAAAJcEhZcwAACxIAAAsSAdLdfvwAAADOSURBVEiJ7ZXLDQQxCEPdAf136Q5Ym/los3sKzHESKUHvEPExBPm78JKVAAggo4wB0RlBRkTZfQKBpDBiSlIv5wMk5OCYnDCX2PeJE15rqcU+ucofizb2CRQmlHjYGBCyDl0cEStAkMw78z2S9s9V5Blpk9BBps67pi1iUx7C14Tg6LhK/IQ40HKNuLTRInCktEKDE1LPuXFr90k1CDyRZuSYbJJVxq2NFqnJlgQeINKmm25KVL3aMSFZT3572CLnZHPa1gm5Sf5/xpfc6wNlTc549L9BggAAAABJRU5ErkJggg==' },
      output: {
        texts: ['https://example.com/path?q=1'],
        codes: [{ text: 'https://example.com/path?q=1', type: 'url', fields: { url: 'https://example.com/path?q=1', host: 'example.com' } }],
        width: 132,
        height: 132,
        format: 'png',
      },
    },
    {
      title: 'A place, on a transparent background',
      input: { bin: 'iVBORw0KGgoAAAANSUhEUgAAAIQAAACEAQMAAABrihHkAAAABlBMVEUAAAAAAAClZ7nPAAAAAnRSTlP/AOW3MEoAAAAJcEhZcwAACxIAAAsSAdLdfvwAAADNSURBVEiJ7ZVRDsMwCEN9A+5/S9+AYVCqdX/F+9uitCIvEiXBUOTnwJ/cCYDISEYbe1LvYBJtOAQRhcYwCROM7xDYRBOzdIguvMctF8+Jhq7+ro3npIKTFEjpwSBBkNRWHkXtSLnOVkNl0SCFKjqcw65JHbAyqCzyfGtFymvNJnBIa0DarLM6hJwHU7xrMk7r3nHlYkVGmVqFRVQg6IoLOEQFC3WAvGLekelsKtx0CeW6C8UjUoIUGg4R7B0wDdKdTX6Rbxl8TnZ/zx8hLxbqoIgGGbvdAAAAAElFTkSuQmCC' },
      output: {
        texts: ['geo:48.8584,2.2945'],
        codes: [{ text: 'geo:48.8584,2.2945', type: 'geo', fields: { latitude: '48.8584', longitude: '2.2945' } }],
        width: 132,
        height: 132,
        format: 'png',
      },
    },
  ],
  async run({ bin }) {
    const image = await decodeRaster('bin', binaryBytes('bin', bin));
    const found = await findCodes(image, 'qr', MAX_CODES);
    return {
      texts: found.map((code) => code.text),
      codes: found.map((code) => ({ text: code.text, ...parsePayload(code.text) })),
      width: image.width,
      height: image.height,
      format: image.format,
    };
  },
});
