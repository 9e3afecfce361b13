/**
 * gzip, zlib and raw DEFLATE both ways. Decisions the issue left open:
 * - Where the bytes come from: encode compresses `text` (as UTF-8) or the file in `bin`; decode
 *   reads the compressed bytes as Base64, pasted in `text` or as the file in `bin`. Exactly one of
 *   the two is given.
 * - What comes back: encode answers Base64. Decode answers the text when the decompressed bytes
 *   are valid UTF-8, Base64 otherwise; `resultEncoding` says which.
 * - Compression is fflate's (levels 1–9; its streams differ byte for byte from zlib's but any
 *   inflater reads them). The gzip header carries no name and a zero mtime (gzip -n), so one input
 *   always gives one output.
 * - Decompression is native (core/lib/inflate.ts): checksums are checked, concatenated gzip
 *   members are read, and a stream that inflates past 50 MB is refused (a decompression bomb);
 *   a result past the catalog's 20,000,000-character cap is refused by that cap.
 */
import { Type } from '@sinclair/typebox';
import { bytesToBase64, decodeBase64 } from '../../lib/base64.ts';
import { binaryBytes, binaryInput } from '../../lib/binary-field.ts';
import { inflateBounded, type DeflateFormat } from '../../lib/inflate.ts';
import { lazy } from '../../lib/lazy.ts';
import { utf8Decode, utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

// fflate's browser build: its Node build (which the library's Node-targeted bundle would pick) reaches
// for node:module and worker_threads for the async API, which browsers lack; the sync API is the same.
const loadFflate = lazy(() => import('fflate/browser'));

/** The most bytes decode inflates before refusing the input. */
export const MAX_INFLATED_BYTES = 50_000_000;

const FORMAT_NAMES: Record<DeflateFormat, string> = { gzip: 'gzip', zlib: 'zlib', raw: 'raw DEFLATE' };

type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

async function compress(bytes: Uint8Array, format: DeflateFormat, level: Level): Promise<Uint8Array> {
  const fflate = await loadFflate();
  if (format === 'gzip') return fflate.gzipSync(bytes, { level, mtime: 0 });
  if (format === 'zlib') return fflate.zlibSync(bytes, { level });
  return fflate.deflateSync(bytes, { level });
}

/** The input bytes: `text` as UTF-8 (encode) or as Base64 (decode), or the file in `bin`. */
function inputBytes(action: 'encode' | 'decode', text: string | undefined, bin: string | undefined): Uint8Array {
  if (text !== undefined && bin !== undefined) invalid('text: give the data in text or in bin, not both');
  if (bin !== undefined) return binaryBytes('bin', bin);
  if (text === undefined) invalid('text: is required (or a file in bin)');
  if (action === 'encode') return utf8Encode(text, 'text');
  const decoded = decodeBase64(text);
  if (!decoded.ok) invalid(`text: decode takes the compressed data in Base64, and this is not valid Base64: ${decoded.reason}`);
  return decoded.bytes;
}

export default defineTool({
  id: 'gzip',
  name: 'Gzip / Deflate',
  category: 'encoding',
  description:
    'Compress text or a file with gzip, zlib or raw DEFLATE (level 1–9) to Base64, or decompress such data back: ' +
    'to text when it is UTF-8, to Base64 otherwise. Checksums are verified; output past 50 MB is refused.',
  keywords: ['gunzip', 'deflate', 'inflate', 'zlib', 'compress', 'decompress', 'gz', 'raw deflate', 'unzip'],
  isolate: true,
  input: closedObject({
    action: stringEnum(['encode', 'decode'], { description: 'encode compresses, decode decompresses' }),
    text: Type.Optional(
      Type.String({
        maxLength: 1_000_000,
        description: 'encode: the text to compress (as UTF-8); decode: the compressed data in Base64. At most 1,000,000 characters; give this or bin',
      }),
    ),
    bin: Type.Optional(binaryInput('A file instead of text: encode compresses its bytes, decode decompresses it')),
    format: withDefault(
      stringEnum(['gzip', 'zlib', 'raw'], { description: 'gzip (RFC 1952, .gz), zlib (RFC 1950) or raw DEFLATE (RFC 1951). Default gzip' }),
      'gzip',
    ),
    level: withDefault(
      Type.Integer({ minimum: 1, maximum: 9, description: 'encode only: compression level, 1 (fastest) to 9 (smallest). Default 6' }),
      6,
    ),
  }),
  output: closedObject({
    result: Type.String({ description: 'encode: the compressed bytes in Base64; decode: the decompressed text, or its bytes in Base64 (see resultEncoding)' }),
    resultEncoding: stringEnum(['utf8', 'base64'], { description: 'utf8 when result is the text itself, base64 when it is bytes in Base64' }),
    inputBytes: Type.Integer({ description: 'Bytes taken in' }),
    outputBytes: Type.Integer({ description: 'Bytes given out (before Base64)' }),
  }),
  examples: [
    {
      title: 'Decompress gzip (from gzip -c)',
      input: { action: 'decode', text: 'H4sIAAAAAAAAA8tIzcnJVyjPL8pJAQCFEUoNCwAAAA==' },
      output: { result: 'hello world', resultEncoding: 'utf8', inputBytes: 31, outputBytes: 11 },
    },
    {
      title: 'Compress with zlib',
      input: { action: 'encode', text: 'hello hello hello hello', format: 'zlib', level: 9 },
      output: { result: 'eNrLSM3JyVfAIAFoAwix', resultEncoding: 'base64', inputBytes: 23, outputBytes: 15 },
    },
    {
      title: 'Decompress raw DEFLATE (SAML redirect binding, PHP gzdeflate)',
      input: { action: 'decode', text: 'y0jNyclXKM8vykkBAA==', format: 'raw' },
      output: { result: 'hello world', resultEncoding: 'utf8', inputBytes: 13, outputBytes: 11 },
    },
  ],
  async run({ action, text, bin, format, level }) {
    const bytes = inputBytes(action, text, bin);
    if (action === 'encode') {
      const compressed = await compress(bytes, format, level as Level);
      return { result: bytesToBase64(compressed), resultEncoding: 'base64' as const, inputBytes: bytes.length, outputBytes: compressed.length };
    }
    const field = bin !== undefined ? 'bin' : 'text';
    const inflated = await inflateBounded(bytes, format, MAX_INFLATED_BYTES);
    if (!inflated.ok) {
      if (inflated.reason === 'too-large') invalid(`${field}: decompresses to more than ${MAX_INFLATED_BYTES} bytes, the most this tool gives back (a decompression bomb?)`);
      invalid(`${field}: is not valid ${FORMAT_NAMES[format]} data (a bad header or checksum, cut short, or other bytes after its end)`);
    }
    const decoded = utf8Decode(inflated.bytes);
    return decoded !== undefined
      ? { result: decoded, resultEncoding: 'utf8' as const, inputBytes: bytes.length, outputBytes: inflated.bytes.length }
      : { result: bytesToBase64(inflated.bytes), resultEncoding: 'base64' as const, inputBytes: bytes.length, outputBytes: inflated.bytes.length };
  },
});
