/**
 * Checks on a PDF's raw bytes before an engine parses them (issue 19, rule 2). Engines are
 * lenient, which is right for slightly damaged files and wrong for hostile ones:
 * - Decoded sizes are bounded. A Flate stream can inflate about a thousandfold, so 15 MB of PDF
 *   could ask for 15 GB; pdf-lib and PDF.js grow their buffers without limit, outside the V8 heap
 *   the pool bounds. Each stream the engine will decode is inflated here natively
 *   (DecompressionStream, in every runtime), counting bytes and keeping none; past
 *   MAX_DECODED_BYTES the request answers 400. pdf-lib decodes only object and cross-reference
 *   streams while loading (page contents are copied still compressed); PDF.js decodes every
 *   content and font stream it reads text from, so `which` picks the set. Object and
 *   cross-reference streams must be Flate or unfiltered, as every writer makes them; for other
 *   streams a filter chain that does not start with Flate is left to the run's deadline.
 * - A stream may not claim a /Length past the end of the file (the classic ask to allocate a
 *   terabyte; the engines would skip to "endstream" and write the file out as if it were sound).
 * - Arrays and dictionaries may nest at most MAX_NESTING deep (qpdf itself gives up at 500).
 *   Objects inside object streams are not scanned here; the engines' own parsers meet those, and
 *   their stack overflow answers 400 too (open-pdf.ts).
 */
import { invalid, ToolError } from '../../errors.ts';
import { MAX_DECODED_BYTES } from './limits.ts';

export const MAX_NESTING = 256;

/** "stream" and its end of line, not the end of "endstream". */
const STREAM_KEYWORD = /(?<![a-z])stream(?:\r\n|\n|\r)/g;
/** A dictionary farther back from its "stream" than this is not looked for (no stream dictionary is that big). */
const MAX_DICTIONARY_CHARS = 65_536;
/** A direct /Length (not a reference "12 0 R"). */
const DIRECT_LENGTH = /\/Length\s+(\d+)(?![\d.])(?!\s+\d+\s+R)/;
const STRUCTURAL_TYPE = /\/Type\s*\/(?:ObjStm|XRef)(?![^\s/[\]<>()])/;

export type GuardedStreams = 'structure' | 'all';

interface StreamAt {
  dictionary: string;
  start: number;
  end: number;
}

function findStreams(text: string): StreamAt[] {
  const found: StreamAt[] = [];
  let from = 0;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    if (match.index < from) continue; // "stream" inside the data of the stream before
    const start = match.index + match[0].length;
    const objectAt = text.lastIndexOf('obj', match.index);
    const endAt = text.indexOf('endstream', start);
    const end = endAt < 0 ? text.length : endAt;
    from = end;
    if (objectAt < 0 || match.index - objectAt > MAX_DICTIONARY_CHARS) continue;
    found.push({ dictionary: text.slice(objectAt, match.index), start, end });
  }
  return found;
}

/** The filter names of a stream dictionary, in order ([] when unfiltered). */
function filters(dictionary: string): string[] {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dictionary);
  if (!filter) return [];
  return [...filter[1]!.matchAll(/\/([^\s/[\]<>()]+)/g)].map((name) => name[1]!);
}

/** Inflates `data`, adding its size to `used`; refuses the file past `limit`. Corrupt data ends the count quietly: the engine judges it. */
async function inflatedSize(field: string, data: Uint8Array, used: number, limit: number): Promise<number> {
  const reader = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
  let total = used;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return total;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        invalid(`${field}: its compressed streams decode to more than ${limit} bytes, the limit (a decompression bomb?)`);
      }
    }
  } catch (error) {
    if (error instanceof ToolError) throw error;
    return total;
  }
}

/** Refuses nesting of arrays and dictionaries past MAX_NESTING outside stream data, skipping strings and comments. */
function checkNesting(field: string, text: string, streams: readonly StreamAt[]): void {
  let depth = 0;
  let next = 0; // the next stream to skip
  for (let i = 0; i < text.length; i++) {
    if (next < streams.length && i >= streams[next]!.start) {
      i = streams[next]!.end;
      next++;
      continue;
    }
    const c = text.charCodeAt(i);
    if (c === 0x25) {
      // % comment, to the end of the line
      while (i < text.length && text.charCodeAt(i) !== 0x0a && text.charCodeAt(i) !== 0x0d) i++;
    } else if (c === 0x28) {
      // (literal string), with balanced parentheses and backslash escapes
      let open = 1;
      for (i++; i < text.length && open > 0; i++) {
        const s = text.charCodeAt(i);
        if (s === 0x5c) i++;
        else if (s === 0x28) open++;
        else if (s === 0x29) open--;
      }
      i--;
    } else if (c === 0x3c) {
      if (text.charCodeAt(i + 1) === 0x3c) {
        depth++;
        i++;
      } else {
        const close = text.indexOf('>', i);
        i = close < 0 ? text.length : close;
      }
    } else if (c === 0x5b) {
      depth++;
    } else if ((c === 0x3e && text.charCodeAt(i + 1) === 0x3e) || c === 0x5d) {
      if (c === 0x3e) i++;
      depth = Math.max(0, depth - 1);
    }
    if (depth > MAX_NESTING) invalid(`${field}: nests arrays or dictionaries more than ${MAX_NESTING} levels deep`);
  }
}

/** Runs the checks of the module comment on `field`'s PDF `bytes`; `which` streams are those the engine will decode. */
export async function guardPdf(field: string, bytes: Uint8Array, which: GuardedStreams, limit = MAX_DECODED_BYTES): Promise<void> {
  // latin1 keeps one character per byte, so indexes in the text are offsets in the file.
  const text = new TextDecoder('latin1').decode(bytes);
  const streams = findStreams(text);
  checkNesting(field, text, streams);
  let used = 0;
  for (const stream of streams) {
    const length = DIRECT_LENGTH.exec(stream.dictionary);
    if (length && Number(length[1]) > bytes.length) {
      invalid(`${field}: a stream claims to be ${length[1]} bytes long, more than the whole file (${bytes.length} bytes)`);
    }
    const structural = STRUCTURAL_TYPE.test(stream.dictionary);
    if (which === 'structure' && !structural) continue;
    const names = filters(stream.dictionary);
    if (names.length === 0) continue;
    if (names[0] !== 'FlateDecode' && names[0] !== 'Fl') {
      if (structural) invalid(`${field}: an object or cross-reference stream uses the ${names.join(', ')} filter; only FlateDecode is read there`);
      continue;
    }
    used = await inflatedSize(field, bytes.subarray(stream.start, stream.end), used, limit);
  }
}
