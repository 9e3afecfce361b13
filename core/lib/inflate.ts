/**
 * Decompresses gzip, zlib or raw DEFLATE data up to a bound on the output: the gzip tool's decode
 * and the decode chains of magic-detect and saml-decode. Inflated natively (DecompressionStream, in
 * every runtime the catalog runs on), which checks the gzip CRC-32 and the zlib Adler-32 where
 * fflate (the compressor) skips them, and reads concatenated gzip members as gzip(1) does. Fed
 * 64 KB at a time, each piece waiting for the output of the last to be read, so a decompression
 * bomb never runs more than one piece's worth past the bound before it is stopped.
 */
import { concatBytes } from './concat-bytes.ts';

export type DeflateFormat = 'gzip' | 'zlib' | 'raw';

export type InflateResult =
  | { ok: true; bytes: Uint8Array }
  /** corrupt: not a whole stream of the format (bad header or checksum, cut short, bytes after its end). */
  | { ok: false; reason: 'corrupt' | 'too-large' };

const PIECE = 65_536;
const STREAM_FORMAT = { gzip: 'gzip', zlib: 'deflate', raw: 'deflate-raw' } as const;

export async function inflateBounded(data: Uint8Array, format: DeflateFormat, maxBytes: number): Promise<InflateResult> {
  const stream = new DecompressionStream(STREAM_FORMAT[format]);
  const writer = stream.writable.getWriter();
  const feeding = (async () => {
    for (let at = 0; at < data.length; at += PIECE) await writer.write(data.subarray(at, at + PIECE) as Uint8Array<ArrayBuffer>);
    await writer.close();
  })().catch(() => undefined); // corrupt data or a cancelled read: the reader decides
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { ok: true, bytes: concatBytes(chunks.length === 0 ? [new Uint8Array(0)] : chunks) };
      length += value.byteLength;
      if (length > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'corrupt' };
  } finally {
    await feeding;
  }
}
