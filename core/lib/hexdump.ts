/**
 * The canonical hex dump (hexdump -C -v) at any width, and a reader for it and for xxd's dump.
 * Written into one byte buffer decoded once: a 2 MB input makes a 10 MB dump.
 */
import { decodeHex } from './hex.ts';

const DIGIT_CODES = Uint8Array.from('0123456789abcdef', (char) => char.charCodeAt(0));
/** What the text column shows for each byte: printable ASCII as itself, anything else as ".". */
const SHOWN = new Uint8Array(256).map((_, byte) => (byte >= 0x20 && byte <= 0x7e ? byte : 46));
const ascii = new TextDecoder();
const SPACE = 32;
const BAR = 124;
const NEWLINE = 10;

/** Characters one line of `width` bytes takes at most, newline included (offsets up to 8 digits). */
function lineLength(width: number): number {
  return 8 + 2 + 3 * width + Math.floor((width - 1) / 8) + 2 + width + 2;
}

/**
 * hexdump -C -v, `width` bytes a line: the offset, each byte as two digits with an extra space
 * after every eight, the printable ASCII (others as ".") between bars; a last line holds the length.
 * No bytes, no lines, as hexdump prints nothing for an empty file.
 */
export function formatHexdump(bytes: Uint8Array, width: number): string {
  if (bytes.length === 0) return '';
  const lines = Math.ceil(bytes.length / width);
  const out = new Uint8Array(lines * lineLength(width) + 32);
  // No closure over the write position: V8 keeps a captured, mutated `let` in a context slot,
  // which made this loop several times slower.
  let o = 0;
  for (let start = 0; start < bytes.length; start += width) {
    const end = Math.min(start + width, bytes.length);
    o = writeOffset(out, o, start);
    out[o++] = SPACE;
    out[o++] = SPACE;
    for (let i = start, column = 0; column < width; i++, column++) {
      if (column > 0 && (column & 7) === 0) out[o++] = SPACE;
      if (i < end) {
        const byte = bytes[i]!;
        out[o++] = DIGIT_CODES[byte >> 4]!;
        out[o++] = DIGIT_CODES[byte & 15]!;
      } else {
        out[o++] = SPACE;
        out[o++] = SPACE;
      }
      out[o++] = SPACE;
    }
    out[o++] = SPACE;
    out[o++] = BAR;
    for (let i = start; i < end; i++) out[o++] = SHOWN[bytes[i]!]!;
    out[o++] = BAR;
    out[o++] = NEWLINE;
  }
  o = writeOffset(out, o, bytes.length);
  out[o++] = NEWLINE;
  return ascii.decode(out.subarray(0, o));
}

/** Writes `offset` as at least eight hex digits at `o`; returns the position after them. */
function writeOffset(out: Uint8Array, o: number, offset: number): number {
  let digits = 8;
  while (offset >= 16 ** digits) digits++;
  for (let d = digits - 1; d >= 0; d--) out[o++] = DIGIT_CODES[Math.floor(offset / 16 ** d) & 15]!;
  return o;
}

export type HexdumpResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

const OFFSET = /^\s*([0-9A-Fa-f]+)(:?)(?:\s+|$)/;

/**
 * The bytes of a hexdump -C dump (lines "offset  hh hh …  |text|", "*" for repeated lines, a
 * closing length) or an xxd one ("offset: hhhh hhhh …  text"). Each line's offset must match the
 * bytes read so far, which catches a misread line; "*" repeats the line before it up to the next
 * offset, within `maxBytes`.
 */
export function parseHexdump(text: string, maxBytes: number): HexdumpResult {
  const chunks: Uint8Array[] = [];
  let count = 0;
  let previous: Uint8Array | undefined;
  let repeating = false;
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.replace(/\r$/, '');
    const where = `line ${index + 1}`;
    if (line.trim() === '') continue;
    if (line.trim() === '*') {
      if (!previous || previous.length === 0) return { ok: false, reason: `${where}: "*" repeats a line, but no line of bytes comes before it` };
      repeating = true;
      continue;
    }
    const offsetMatch = OFFSET.exec(line);
    if (!offsetMatch) return { ok: false, reason: `${where}: does not start with a hex offset` };
    const offset = Number.parseInt(offsetMatch[1]!, 16);
    if (repeating) {
      const gap = offset - count;
      if (gap < 0 || gap % previous!.length !== 0) {
        return { ok: false, reason: `${where}: offset ${offsetMatch[1]} does not follow the repeated line (${count} bytes so far, lines of ${previous!.length})` };
      }
      if (offset > maxBytes) return { ok: false, reason: `${where}: the repeated lines reach ${offset} bytes, more than the ${maxBytes} allowed` };
      for (let at = count; at < offset; at += previous!.length) chunks.push(previous!);
      count = offset;
      repeating = false;
    }
    if (offset !== count) return { ok: false, reason: `${where}: starts at offset ${offsetMatch[1]}, but ${count} bytes came before it` };
    let rest = line.slice(offsetMatch[0].length);
    // xxd (offset with a colon): its text column follows two spaces. hexdump -C: it follows a bar.
    const columnAt = offsetMatch[2] ? rest.indexOf('  ') : rest.indexOf('|');
    if (columnAt >= 0) rest = rest.slice(0, columnAt);
    const decoded = decodeHex(rest);
    if (!decoded.ok) return { ok: false, reason: `${where}: ${decoded.reason.replace(/index (\d+)/, (_, at: string) => `column ${Number(at) + offsetMatch[0].length + 1}`)}` };
    if (decoded.bytes.length > 0) {
      previous = decoded.bytes;
      chunks.push(decoded.bytes);
      count += decoded.bytes.length;
      if (count > maxBytes) return { ok: false, reason: `${where}: the dump holds more than the ${maxBytes} bytes allowed` };
    }
  }
  if (repeating) return { ok: false, reason: 'a "*" line must be followed by the offset where the repetition ends' };
  const bytes = new Uint8Array(count);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { ok: true, bytes };
}
