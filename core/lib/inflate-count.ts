/**
 * How long a zlib stream is once inflated, counted and dropped: the PDF guard's bound on what a
 * file's streams decode to (lib/pdf/pdf-guard.ts) and the PNG check's bound on what an image's
 * data holds (lib/pdf/image-header.ts). Inflated natively (DecompressionStream, in every runtime),
 * fed 64 KB at a time, each piece waiting for the output of the last to be read, so a bomb never
 * runs ahead of the count, and stopped as soon as the count passes `stopAfter`.
 */

const PIECE = 65_536;

export interface InflatedCount {
  /** Bytes inflated: all of them, or the first count past `stopAfter`. */
  bytes: number;
  /** False when the data is not a whole zlib stream (corrupt, cut short, or with bytes after its end). */
  valid: boolean;
}

export async function countInflated(parts: readonly Uint8Array[], stopAfter: number): Promise<InflatedCount> {
  // Fed through a writer rather than a Blob's stream: half the cost per stream in Node 20 (0.24 ms
  // against 0.50 for a 2 KB object stream), which a file's every object stream pays.
  const stream = new DecompressionStream('deflate');
  const writer = stream.writable.getWriter();
  const feeding = (async () => {
    for (const part of parts) {
      for (let at = 0; at < part.length; at += PIECE) await writer.write(part.subarray(at, at + PIECE) as Uint8Array<ArrayBuffer>);
    }
    await writer.close();
  })().catch(() => undefined); // corrupt data or a cancelled count: the reader decides
  const reader = stream.readable.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes, valid: true };
      bytes += value.byteLength;
      if (bytes > stopAfter) {
        await reader.cancel().catch(() => undefined);
        return { bytes, valid: true };
      }
    }
  } catch {
    return { bytes, valid: false };
  } finally {
    await feeding;
  }
}
