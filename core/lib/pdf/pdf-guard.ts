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
import { invalid } from '../../errors.ts';
import { countInflated } from '../inflate-count.ts';
import { MAX_DECODED_BYTES } from './limits.ts';

export const MAX_NESTING = 256;

/** A stream dictionary farther back from its "stream" than this is not looked for (no stream dictionary is that big). */
const MAX_DICTIONARY_CHARS = 65_536;
/** A direct /Length (not a reference "12 0 R"). */
const DIRECT_LENGTH = /\/Length\s+(\d+)(?![\d.])(?!\s+\d+\s+R)/;
const STRUCTURAL_TYPE = /\/Type\s*\/(?:ObjStm|XRef)(?![^\s/[\]<>()])/;

/** An ASCII keyword to search for, with its Horspool table (how far a byte at the keyword's last position lets the search move). */
interface Keyword {
  bytes: Uint8Array;
  shift: Uint8Array;
}

function keyword(text: string): Keyword {
  const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
  const shift = new Uint8Array(256).fill(bytes.length);
  for (let i = 0; i < bytes.length - 1; i++) shift[bytes[i]!] = bytes.length - 1 - i;
  return { bytes, shift };
}

const STREAM = keyword('stream');
const ENDSTREAM = keyword('endstream');
const OBJ = keyword('obj');
const [LF, CR, LOWER_A, LOWER_Z] = [0x0a, 0x0d, 0x61, 0x7a];

export type GuardedStreams = 'structure' | 'all';

interface StreamAt {
  dictionary: string;
  start: number;
  end: number;
}

/*
 * The scans below work on the file's bytes, never decoding the whole file to a string: a latin1
 * TextDecoder over the input took about as long as pdf-lib's parse of it (Node 20: 2-3 ms for a
 * 141 KB PDF of compressed pages, a third of openPdf's time in a 10-file merge), and every
 * keyword searched for is ASCII. Stream data is skipped from "stream" to "endstream" in one
 * Horspool search, which moves up to nine bytes at a time through text and binary data alike.
 */

/** Where `word` next starts in `bytes`, at or after `from`; -1 if nowhere. */
function indexOfBytes(bytes: Uint8Array, word: Keyword, from: number): number {
  const { bytes: pattern, shift } = word;
  const lastAt = pattern.length - 1;
  const lastByte = pattern[lastAt]!;
  for (let at = from; at + lastAt < bytes.length; ) {
    const c = bytes[at + lastAt]!;
    if (c === lastByte) {
      let i = lastAt - 1;
      while (i >= 0 && bytes[at + i] === pattern[i]) i--;
      if (i < 0) return at;
    }
    at += shift[c]!;
  }
  return -1;
}

/** Where `word` last starts in `bytes` between `floor` and `from` (both included); -1 if nowhere. */
function lastIndexOfBytes(bytes: Uint8Array, word: Keyword, from: number, floor: number): number {
  const pattern = word.bytes;
  // A negative fromIndex would count from the end of the array, hence the test before each search.
  for (let at = Math.min(from, bytes.length - pattern.length); at >= floor; at--) {
    at = bytes.lastIndexOf(pattern[0]!, at);
    if (at < floor) return -1;
    let i = 1;
    while (i < pattern.length && bytes[at + i] === pattern[i]) i++;
    if (i === pattern.length) return at;
  }
  return -1;
}

/** Bytes as a string of the same length, one character per byte (the dictionaries' regexes read only ASCII). */
function latin1(bytes: Uint8Array): string {
  let text = '';
  // apply takes the typed array as it is, where a spread would walk it through an iterator.
  for (let at = 0; at < bytes.length; at += 8192) text += String.fromCharCode.apply(null, bytes.subarray(at, at + 8192) as unknown as number[]);
  return text;
}

/**
 * Each stream: "stream" standing alone (not the end of "endstream" or another word) and ending its
 * line, its data up to the next "endstream" (or the end of the file), and its dictionary, from
 * the "obj" before it. A "stream" inside the data of the stream before is not a stream.
 */
function findStreams(bytes: Uint8Array): StreamAt[] {
  const found: StreamAt[] = [];
  for (let at = indexOfBytes(bytes, STREAM, 0); at >= 0; ) {
    const before = at > 0 ? bytes[at - 1]! : -1;
    const eol = bytes[at + STREAM.bytes.length];
    if ((before >= LOWER_A && before <= LOWER_Z) || (eol !== LF && eol !== CR)) {
      at = indexOfBytes(bytes, STREAM, at + 1);
      continue;
    }
    const start = at + STREAM.bytes.length + (eol === CR && bytes[at + STREAM.bytes.length + 1] === LF ? 2 : 1);
    const endAt = indexOfBytes(bytes, ENDSTREAM, start);
    const end = endAt < 0 ? bytes.length : endAt;
    const objectAt = lastIndexOfBytes(bytes, OBJ, at, Math.max(0, at - MAX_DICTIONARY_CHARS));
    if (objectAt >= 0) found.push({ dictionary: latin1(bytes.subarray(objectAt, at)), start, end });
    at = indexOfBytes(bytes, STREAM, end);
  }
  return found;
}

/** The filter names of a stream dictionary, in order ([] when unfiltered). */
function filters(dictionary: string): string[] {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+)/.exec(dictionary);
  if (!filter) return [];
  return [...filter[1]!.matchAll(/\/([^\s/[\]<>()]+)/g)].map((name) => name[1]!);
}

/** Refuses nesting of arrays and dictionaries past MAX_NESTING outside stream data, skipping strings and comments. */
function checkNesting(field: string, bytes: Uint8Array, streams: readonly StreamAt[]): void {
  let depth = 0;
  let next = 0; // the next stream to skip
  for (let i = 0; i < bytes.length; i++) {
    if (next < streams.length && i >= streams[next]!.start) {
      i = streams[next]!.end;
      next++;
      continue;
    }
    const c = bytes[i]!;
    if (c === 0x25) {
      // % comment, to the end of the line
      while (i < bytes.length && bytes[i]! !== 0x0a && bytes[i]! !== 0x0d) i++;
    } else if (c === 0x28) {
      // (literal string), with balanced parentheses and backslash escapes
      let open = 1;
      for (i++; i < bytes.length && open > 0; i++) {
        const s = bytes[i]!;
        if (s === 0x5c) i++;
        else if (s === 0x28) open++;
        else if (s === 0x29) open--;
      }
      i--;
    } else if (c === 0x3c) {
      if (bytes[i + 1] === 0x3c) {
        depth++;
        i++;
      } else {
        const close = bytes.indexOf(0x3e, i);
        i = close < 0 ? bytes.length : close;
      }
    } else if (c === 0x5b) {
      depth++;
    } else if ((c === 0x3e && bytes[i + 1] === 0x3e) || c === 0x5d) {
      if (c === 0x3e) i++;
      depth = Math.max(0, depth - 1);
    }
    if (depth > MAX_NESTING) invalid(`${field}: nests arrays or dictionaries more than ${MAX_NESTING} levels deep`);
  }
}

/** Runs the checks of the module comment on `field`'s PDF `bytes`; `which` streams are those the engine will decode. */
export async function guardPdf(field: string, bytes: Uint8Array, which: GuardedStreams, limit = MAX_DECODED_BYTES): Promise<void> {
  const streams = findStreams(bytes);
  checkNesting(field, bytes, streams);
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
    // Corrupt data ends the count quietly: the engine judges it.
    used += (await countInflated([bytes.subarray(stream.start, stream.end)], limit - used)).bytes;
    if (used > limit) invalid(`${field}: its compressed streams decode to more than ${limit} bytes, the limit (a decompression bomb?)`);
  }
}
