/**
 * node:zlib's deflate for the PDF writer (core/lib/pdf/pdf-writer.ts says why: in Node 20 each
 * CompressionStream costs a few tenths of a millisecond beyond zlib's work, which is most of a
 * large merge's writing). Same zlib, same level: the same bytes as CompressionStream('deflate').
 */
import { deflateSync } from 'node:zlib';
import { registerNativeDeflate } from '../core/lib/pdf/pdf-writer.ts';

export function registerNodeDeflate(): void {
  registerNativeDeflate((data) => {
    const out = deflateSync(data);
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  });
}
