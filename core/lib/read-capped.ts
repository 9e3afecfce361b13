/** A fetched body read with a byte cap, for the tools that fetch through ctx.fetch (url-metadata, pdf-extract). */
import { concatBytes } from './concat-bytes.ts';


/**
 * The body of `response`, read as a stream and dropped the moment it passes `limit` bytes (or
 * before reading, when Content-Length already says so): then `tooLarge` throws. Whatever fetch a
 * runtime gives a tool, it never holds more than `limit` bytes of a body.
 */
export async function readCapped(response: Response, limit: number, tooLarge: () => never): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    tooLarge();
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      tooLarge();
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}
