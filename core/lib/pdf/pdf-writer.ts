/**
 * The PDF writer behind savePdf (open-pdf.ts): pdf-lib's document model, laid out and compressed
 * here rather than by pdf-lib's PDFStreamWriter, for issue 19's throughput goal (merge at half
 * qpdf's pages/s or better, output no larger than qpdf's). Two differences from pdf-lib's writer:
 * - Deflate runs natively (CompressionStream: zlib in C in Node, Bun, Deno and browsers) instead
 *   of in pako. That covers the object streams and the cross-reference stream, which pako
 *   compressed at write time (pako's set-up alone zeroes about 200 KB per stream), and the
 *   streams a document holds with no filter at all, which pdf-lib copies as they are and qpdf
 *   compresses: a merge of ten 100-page books with unfiltered content wrote 3.76 MB against
 *   qpdf's 1.58 MB. Streams pdf-lib encodes itself (PDFFlateStream with encode, as drawText's
 *   content) are left to pako: they are small and few.
 * - Small documents are written without object streams (see OBJECT_STREAM_MIN_BYTES).
 * Nothing here changes the document: compressed streams are new objects laid out in place of
 * the originals.
 *
 * Native zlibs differ: Node's, Bun's and Chromium's write different (equally valid) bytes for the
 * same input. So a document with less than PORTABLE_DEFLATE_MAX_BYTES to deflate (every example,
 * most single documents) is deflated by pako, the same JavaScript everywhere, and writes the same
 * bytes in every runtime, which the contract suite checks across its clients; above that, the
 * native zlib's speed is worth more than byte-identical output (the same document, any reader).
 */
import pako from 'pako';
import { concatBytes } from '../concat-bytes.ts';
import type { PDFContext, PDFDict, PDFObject, PDFRef } from 'pdf-lib';
import type { PdfDocument, PdfLib } from './pdf-engine.ts';

/**
 * Unfiltered streams shorter than this stay as they are. On page text, deflate plus the 21 bytes
 * of " /Filter /FlateDecode" breaks even near 170 bytes (128 bytes of content grew by 8; 256
 * shrank by 45, 512 by 190), and every deflate call costs 0.2-0.5 ms in Node 20 whatever its size.
 */
export const DEFLATE_MIN_BYTES = 256;

/**
 * Documents whose objects that can go in object streams (dictionaries, arrays: not streams) take
 * fewer bytes than this are written with a plain cross-reference table. Object streams always make
 * a file smaller, since they compress those objects and drop their 20-byte table entries, but
 * they cost two deflate calls (the object stream and the cross-reference stream), 1-2 ms in Node
 * 20 and 0.1-0.4 ms in Bun whatever the document's size. What they save follows those objects'
 * bytes, not their number (table against object streams, bytes and Node CPU ms per write):
 * - pages of a text book, 1 page (4 objects, 269 bytes): 1,905 B 1.3 ms against 1,874 B 3.6 ms;
 *   3 pages (505 bytes): 4,968 B 2.9 ms / 4,623 B 6.1 ms; 5 pages (745 bytes) 8,111 / 7,443 B;
 *   8 pages (1,105 bytes): 12,747 B 5.6 ms / 11,594 B 6.5 ms;
 * - a one-page purchase order (5 objects, 1,605 bytes): 3,196 B against 2,140 B.
 * So a split into 100 single pages takes 0.13 s with tables and 0.36 s with object streams for
 * 3 KB less in all, while the purchase order, past a kilobyte of dictionaries, is a third smaller.
 */
export const OBJECT_STREAM_MIN_BYTES = 1024;

/** Objects per object stream (pdf-lib writes 50; qpdf 100). */
const OBJECTS_PER_STREAM = 100;

/** Deflate calls in flight at once (Node runs zlib on its thread pool). */
const CONCURRENT_DEFLATES = 4;

type Entry = [PDFRef, PDFObject];

/** Deflate to the zlib format, as /FlateDecode reads it. */
export type Deflate = (data: Uint8Array) => Uint8Array | Promise<Uint8Array>;

/**
 * Below this many bytes to deflate (raw streams and the objects object streams would hold), pako
 * deflates: about 30 ms at most in Node, where a 1,000-page merge has some 4.5 MB to deflate
 * (pako 0.52 s, node:zlib 0.06 s for 1,000 pages of text).
 */
export const PORTABLE_DEFLATE_MAX_BYTES = 256 * 1024;

let nativeDeflate: Deflate | undefined;

/**
 * Lets a runtime with a cheaper deflate than CompressionStream supply it, as
 * registerNativeHashBackend does for hashing (core itself imports nothing runtime-specific). In
 * Node 20 each CompressionStream costs 0.2-0.4 ms beyond zlib's own work (thread-pool round
 * trips, web streams): 1,000 page streams of 3.7 KB took 364 ms against 143 ms with node:zlib's
 * deflateSync, which writes the same bytes. With deflateSync, the merge of ten 100-page books
 * with raw content ran at 0.82-0.94x qpdf's pages/s (0.60-0.74x per CPU second) instead of
 * 0.40-0.61x (0.37-0.43x). Bun's CompressionStream needs no help (0.05 ms a stream).
 */
export function registerNativeDeflate(deflate: Deflate | undefined): void {
  nativeDeflate = deflate;
}

/** `data` deflated (zlib format) by the runtime's own zlib: the registered deflate, else CompressionStream. */
export async function deflate(data: Uint8Array): Promise<Uint8Array> {
  if (nativeDeflate) return nativeDeflate(data);
  const stream = new CompressionStream('deflate');
  const writer = stream.writable.getWriter();
  const written = writer.write(data as Uint8Array<ArrayBuffer>).then(() => writer.close());
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  await written;
  return concatBytes(parts);
}

/** `work` over `items`, at most CONCURRENT_DEFLATES at a time, results in order. */
async function mapConcurrently<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_DEFLATES, items.length) }, lane));
  return results;
}

/** A stream of `dict`'s entries (the original is not changed) plus /Filter /FlateDecode, holding `compressed`. */
function flateStream(lib: PdfLib, context: PDFContext, dict: PDFDict, compressed: Uint8Array): PDFObject {
  const copy = dict.clone(context);
  copy.set(lib.PDFName.of('Filter'), lib.PDFName.of('FlateDecode'));
  // /Length is set from the contents when written.
  return lib.PDFRawStream.of(copy, compressed);
}

/**
 * Whether `object` is a stream to deflate: raw bytes with no filter (nor decode parameters, which
 * would then apply to Flate, nor /F, whose data lives in another file), long enough, and not XMP
 * metadata, which PDF/A requires unfiltered and which search tools read as plain text (qpdf
 * leaves it too).
 */
function shouldDeflate(lib: PdfLib, object: PDFObject): object is import('pdf-lib').PDFRawStream {
  if (!(object instanceof lib.PDFRawStream) || object.contents.length < DEFLATE_MIN_BYTES) return false;
  const { dict } = object;
  if (['Filter', 'DecodeParms', 'F'].some((key) => dict.has(lib.PDFName.of(key)))) return false;
  const type = dict.get(lib.PDFName.of('Type'));
  return !(type instanceof lib.PDFName) || !['/Metadata', '/XRef', '/ObjStm'].includes(type.asString());
}

/** The document's objects in object-number order, unfiltered streams replaced by deflated copies where that is smaller. */
async function compressedObjects(lib: PdfLib, context: PDFContext, entries: Entry[], raw: readonly number[], deflater: Deflate): Promise<Entry[]> {
  await mapConcurrently(raw, async (at) => {
    const stream = entries[at]![1] as import('pdf-lib').PDFRawStream;
    const compressed = await deflater(stream.contents);
    // " /Filter /FlateDecode" costs 21 bytes; incompressible data stays as it is.
    if (compressed.length + 21 < stream.contents.length) entries[at] = [entries[at]![0], flateStream(lib, context, stream.dict, compressed)];
  });
  return entries;
}

/** Whether an object may go in an object stream (PDF 1.7, 7.5.7: not a stream, generation 0), as pdf-lib's writer decides. */
function packable(lib: PdfLib, context: PDFContext, [ref, object]: Entry): boolean {
  return !(object instanceof lib.PDFStream) && !(object instanceof lib.PDFInvalidObject) && ref.generationNumber === 0 && ref !== context.trailerInfo.Encrypt;
}

/** Whether the objects that can go in object streams take OBJECT_STREAM_MIN_BYTES or more (counting stops there). */
function worthObjectStreams(lib: PdfLib, context: PDFContext, entries: readonly Entry[]): boolean {
  let bytes = 0;
  for (const entry of entries) {
    if (!packable(lib, context, entry)) continue;
    bytes += entry[1].sizeInBytes();
    if (bytes >= OBJECT_STREAM_MIN_BYTES) return true;
  }
  return false;
}

/** Writes ASCII `text` at `offset`; returns its length. */
function putAscii(buffer: Uint8Array, offset: number, text: string): number {
  for (let i = 0; i < text.length; i++) buffer[offset + i] = text.charCodeAt(i);
  return text.length;
}

/**
 * Writes one object: a stream's dictionary, then its data copied in one call (pdf-lib's
 * copyBytesInto moves stream data a byte at a time, and the data is most of a file's bytes), or
 * any other object as pdf-lib writes it.
 */
function putObject(lib: PdfLib, buffer: Uint8Array, offset: number, object: PDFObject): number {
  if (!(object instanceof lib.PDFStream)) return object.copyBytesInto(buffer, offset);
  object.updateDict(); // /Length from the data, as pdf-lib's own writing does
  const contents = object.getContents();
  let at = offset + object.dict.copyBytesInto(buffer, offset);
  at += putAscii(buffer, at, '\nstream\n');
  buffer.set(contents, at);
  at += contents.length;
  return at + putAscii(buffer, at, '\nendstream') - offset;
}

/** Writes the header, `objects` at the offsets their sizes give, then `tail` (cross-reference section, trailer). */
function serialize(lib: PdfLib, header: import('pdf-lib').PDFHeader, objects: readonly Entry[], size: number, tail: readonly { copyBytesInto(buffer: Uint8Array, offset: number): number }[], tailGaps: readonly string[]): Uint8Array {
  const buffer = new Uint8Array(size);
  let offset = header.copyBytesInto(buffer, 0);
  offset += putAscii(buffer, offset, '\n\n');
  for (const [ref, object] of objects) {
    offset += putAscii(buffer, offset, `${ref.objectNumber} ${ref.generationNumber} obj\n`);
    offset += putObject(lib, buffer, offset, object);
    offset += putAscii(buffer, offset, '\nendobj\n\n');
  }
  tail.forEach((part, i) => {
    offset += part.copyBytesInto(buffer, offset);
    offset += putAscii(buffer, offset, tailGaps[i]!);
  });
  if (offset !== size) throw new Error(`PDF writer: wrote ${offset} bytes of ${size}`);
  return buffer;
}

/** The trailer's entries (in a trailer dictionary or the cross-reference stream's), as pdf-lib writes them; /Size is one past the largest object number. */
function trailerDict(context: PDFContext, size: number): PDFDict {
  const { Root, Encrypt, Info, ID } = context.trailerInfo;
  return context.obj({ Size: size, Root, Encrypt, Info, ID });
}

/** Bytes of an indirect object as written: "n g obj\n", the object, "\nendobj\n\n" (as pdf-lib counts them). */
function entrySize([ref, object]: Entry): number {
  return `${ref.objectNumber} ${ref.generationNumber} obj\n`.length + object.sizeInBytes() + 9;
}

/** A classic file: every object at top level, an xref table and a trailer dictionary. */
function withXrefTable(lib: PdfLib, context: PDFContext, entries: readonly Entry[]): Uint8Array {
  const header = lib.PDFHeader.forVersion(1, 7);
  let size = header.sizeInBytes() + 2;
  const xref = lib.PDFCrossRefSection.create();
  for (const entry of entries) {
    xref.addEntry(entry[0], size);
    size += entrySize(entry);
  }
  const xrefOffset = size;
  const trailerEntries = lib.PDFTrailerDict.of(trailerDict(context, context.largestObjectNumber + 1));
  const trailer = lib.PDFTrailer.forLastCrossRefSectionOffset(xrefOffset);
  size += xref.sizeInBytes() + 1 + trailerEntries.sizeInBytes() + 2 + trailer.sizeInBytes();
  return serialize(lib, header, entries, size, [xref, trailerEntries, trailer], ['\n', '\n\n', '']);
}

/** Objects grouped into deflated object streams, located by a deflated cross-reference stream (PDF 1.5). */
async function withObjectStreams(lib: PdfLib, context: PDFContext, entries: readonly Entry[], deflater: Deflate): Promise<Uint8Array> {
  const { PDFRef, PDFName, PDFNumber } = lib;
  let objectNumber = context.largestObjectNumber + 1;
  const header = lib.PDFHeader.forVersion(1, 7);
  let size = header.sizeInBytes() + 2;
  const xrefStream = lib.PDFCrossRefStream.create(trailerDict(context, 0), false); // /Size is set below
  const topLevel: Entry[] = [];
  const chunks: { ref: PDFRef; objects: Entry[] }[] = [];
  for (const entry of entries) {
    if (packable(lib, context, entry)) {
      let chunk = chunks.at(-1);
      if (!chunk || chunk.objects.length === OBJECTS_PER_STREAM) {
        chunk = { ref: PDFRef.of(objectNumber++), objects: [] };
        chunks.push(chunk);
      }
      xrefStream.addCompressedEntry(entry[0], chunk.ref, chunk.objects.length);
      chunk.objects.push(entry);
    } else {
      xrefStream.addUncompressedEntry(entry[0], size);
      size += entrySize(entry);
      topLevel.push(entry);
    }
  }
  const objectStreams = await mapConcurrently(chunks, async ({ ref, objects }): Promise<Entry> => {
    const stream = lib.PDFObjectStream.withContextAndObjects(context, objects, false);
    return [ref, flateStream(lib, context, stream.dict, await deflater(stream.getContents()))];
  });
  for (const entry of objectStreams) {
    xrefStream.addUncompressedEntry(entry[0], size);
    size += entrySize(entry);
    topLevel.push(entry);
  }
  const xrefRef = PDFRef.of(objectNumber++);
  xrefStream.dict.set(PDFName.of('Size'), PDFNumber.of(objectNumber));
  xrefStream.addUncompressedEntry(xrefRef, size);
  const xrefOffset = size;
  xrefStream.updateDict(); // /W and /Index, from the entries
  const xrefEntry: Entry = [xrefRef, flateStream(lib, context, xrefStream.dict, await deflater(xrefStream.getContents()))];
  size += entrySize(xrefEntry);
  topLevel.push(xrefEntry);
  const trailer = lib.PDFTrailer.forLastCrossRefSectionOffset(xrefOffset);
  size += trailer.sizeInBytes();
  return serialize(lib, header, topLevel, size, [trailer], ['']);
}

/** `doc` as PDF bytes (its embedded fonts and images flushed first, as pdf-lib's save does). */
export async function writePdf(lib: PdfLib, doc: PdfDocument): Promise<Uint8Array> {
  await doc.flush();
  const { context } = doc;
  const all: Entry[] = context.enumerateIndirectObjects();
  const raw = all.flatMap((entry, at) => (shouldDeflate(lib, entry[1]) ? [at] : []));
  const toDeflate = raw.reduce((sum, at) => sum + (all[at]![1] as import('pdf-lib').PDFRawStream).contents.length, 0) + all.reduce((sum, entry) => sum + (packable(lib, context, entry) ? entrySize(entry) : 0), 0);
  const deflater: Deflate = toDeflate < PORTABLE_DEFLATE_MAX_BYTES ? (data) => pako.deflate(data) : deflate;
  const entries = await compressedObjects(lib, context, all, raw, deflater);
  return worthObjectStreams(lib, context, entries) ? withObjectStreams(lib, context, entries, deflater) : withXrefTable(lib, context, entries);
}
