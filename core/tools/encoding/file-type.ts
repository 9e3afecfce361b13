/**
 * What kind of file some bytes are, by their signature ("magic number"), through file-type's core
 * entry (no Node streams or fs, so it runs in browsers too). Decisions the issue left open:
 * - When no signature matches, bytes that are valid UTF-8 with no control characters other than
 *   tab, line feed, form feed and carriage return are reported as text/plain (txt), as
 *   `file --mime-type` does; anything else is application/octet-stream with no extension, and
 *   `detectedBy` says which of the three answered.
 * - Empty input is refused: no bytes have no type.
 * - isolate: 10 MB of Base64 to decode and, with no signature, to test as text take close to a
 *   second in the worst-case bench.
 */
import { Type } from '@sinclair/typebox';
import { binaryBytes, binaryInput } from '../../lib/binary-field.ts';
import { lazy } from '../../lib/lazy.ts';
import { utf8Decode } from '../../lib/utf8.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

const loadFileType = lazy(() => import('file-type/core'));

export default defineTool({
  id: 'file-type',
  name: 'File Type Detector',
  category: 'encoding',
  description: 'Detect what kind of file some bytes are (PNG, PDF, ZIP, MP4, WebAssembly… over a hundred formats) from their signature, answering the usual extension and MIME type.',
  isolate: true,
  keywords: ['magic number', 'magic bytes', 'file signature', 'mime type', 'detect file type', 'file command', 'libmagic', 'content type'],
  input: closedObject({
    bin: binaryInput('The file to identify; only its content counts, never a name'),
  }),
  output: closedObject({
    ext: Type.Union([Type.String(), Type.Null()], { description: 'The usual file extension, without a dot; null when the bytes match no known format' }),
    mime: Type.String({ description: 'The MIME type; application/octet-stream when unknown' }),
    detectedBy: stringEnum(['signature', 'text', 'none'], { description: 'signature: a format\'s magic bytes matched; text: no signature, but the bytes are plain UTF-8 text; none: unknown' }),
  }),
  examples: [
    {
      title: 'A PNG image',
      input: { bin: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==' },
      output: { ext: 'png', mime: 'image/png', detectedBy: 'signature' },
    },
    {
      title: 'A ZIP archive',
      input: { bin: 'UEsDBBQAAAAAAJdRe12sKpPYAgAAAAIAAAAFAAAAYS50eHRoaVBLAQIUAxQAAAAAAJdRe12sKpPYAgAAAAIAAAAFAAAAAAAAAAAAAACAAQAAAABhLnR4dFBLBQYAAAAAAQABADMAAAAlAAAAAAA=' },
      output: { ext: 'zip', mime: 'application/zip', detectedBy: 'signature' },
    },
    { title: 'Plain text', input: { bin: 'aMOpbGxvIHdvcmxkCg==' }, output: { ext: 'txt', mime: 'text/plain', detectedBy: 'text' } },
  ],
  async run({ bin }) {
    const bytes = binaryBytes('bin', bin);
    if (bytes.length === 0) invalid('bin: is empty; give the bytes of a file');
    const { fileTypeFromBuffer } = await loadFileType();
    const found = await fileTypeFromBuffer(bytes);
    if (found) return { ext: found.ext, mime: found.mime, detectedBy: 'signature' as const };
    if (isPlainText(bytes)) return { ext: 'txt', mime: 'text/plain', detectedBy: 'text' as const };
    return { ext: null, mime: 'application/octet-stream', detectedBy: 'none' as const };
  },
});

/** Control characters other than \t \n \f \r (and ESC, which terminal text carries) mark binary, as in file(1)'s text test. */
const BINARY_CONTROL = /[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f\x7f]/;

function isPlainText(bytes: Uint8Array): boolean {
  const text = utf8Decode(bytes);
  return text !== undefined && !BINARY_CONTROL.test(text);
}
