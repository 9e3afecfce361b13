import { Type } from '@sinclair/typebox';
import { bytesToBase64 } from '../../lib/base64.ts';
import { binaryBytes, binaryInput, binaryOutput } from '../../lib/binary-field.ts';
import { concatBytes } from '../../lib/concat-bytes.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Own code: the file's blocks are copied or dropped, never decoded, so the pixels stay exactly as
 * they were (no re-encoding).
 * - JPEG: drops APP1 (EXIF, XMP, extended XMP), APP13 (Photoshop IRB / IPTC), COM, APP2 blocks
 *   other than ICC_PROFILE (FlashPix, MPF) and the vendor blocks APP3–APP12 and APP15; keeps
 *   APP0 (JFIF), APP2 ICC_PROFILE (the colours depend on it) and APP14 (Adobe: how the colours are
 *   coded), and everything from the first scan to the EOI. Bytes after the EOI (a camera's
 *   appended preview, itself with EXIF) are dropped.
 * - PNG: drops tEXt, zTXt, iTXt, eXIf and tIME; keeps every other chunk (iCCP, gAMA, pHYs…).
 * - WebP: drops the EXIF and XMP chunks and clears their flags in VP8X; keeps ICCP.
 * - isolate: a 10 MB file's Base64 alone takes about a second to decode (as for every tool that
 *   takes a file).
 */

interface Removed {
  block: string;
  bytes: number;
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

function jpegBlockName(marker: number, bytes: Uint8Array, data: number): string | undefined {
  const head = ascii(bytes, data, data + 35);
  if (marker === 0xe1) return head.startsWith('Exif\0') ? 'APP1 EXIF' : head.startsWith('http://ns.adobe.com/xap/1.0/') ? 'APP1 XMP' : head.startsWith('http://ns.adobe.com/xmp/extension/') ? 'APP1 extended XMP' : 'APP1';
  if (marker === 0xed) return 'APP13 Photoshop/IPTC';
  if (marker === 0xfe) return 'COM comment';
  if (marker === 0xe2) return head.startsWith('ICC_PROFILE\0') ? undefined : `APP2 ${head.startsWith('MPF') ? 'MPF' : head.startsWith('FPXR') ? 'FlashPix' : 'data'}`;
  if ((marker >= 0xe3 && marker <= 0xec) || marker === 0xef) return `APP${marker - 0xe0}`;
  return undefined;
}

function stripJpeg(bytes: Uint8Array, removed: Removed[]): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (at + 4 > bytes.length) invalid('bin: the JPEG is truncated (it ends inside its headers)');
    if (bytes[at] !== 0xff) invalid('bin: the JPEG is corrupt (no marker where a segment should start)');
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) invalid('bin: the JPEG is corrupt (it ends before any image data)');
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) invalid('bin: the JPEG is truncated (a segment runs past the end of the file)');
    if (marker === 0xda) break;
    const name = jpegBlockName(marker, bytes, at + 4);
    if (name) removed.push({ block: name, bytes: 2 + length });
    else kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  // From the first scan to the EOI: in entropy-coded data an FF byte is followed by 00 or a restart
  // marker, so the first FFD9 is the EOI (other markers between progressive scans are kept as found).
  let end = -1;
  for (let i = bytes.indexOf(0xff, at + 2); i >= 0 && i + 1 < bytes.length; i = bytes.indexOf(0xff, i + 1)) {
    if (bytes[i + 1] === 0xd9) {
      end = i + 2;
      break;
    }
  }
  if (end < 0) invalid('bin: the JPEG is truncated (its image data has no EOI marker at the end)');
  kept.push(bytes.subarray(at, end));
  if (end < bytes.length) removed.push({ block: 'data after the end of the image', bytes: bytes.length - end });
  return concatBytes(kept);
}

const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(bytes: Uint8Array, removed: Removed[]): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  for (let at = 8; ; ) {
    if (at + 12 > bytes.length) invalid('bin: the PNG is truncated (it ends before its IEND chunk)');
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) invalid('bin: the PNG is corrupt (a chunk type is not four letters)');
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) invalid(`bin: the PNG is truncated (its ${type} chunk runs past the end of the file)`);
    if (PNG_METADATA.has(type)) removed.push({ block: `${type} chunk`, bytes: 12 + length });
    else kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') {
      if (at < bytes.length) removed.push({ block: 'data after the IEND chunk', bytes: bytes.length - at });
      return concatBytes(kept);
    }
  }
}

function stripWebp(bytes: Uint8Array, removed: Removed[]): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const kept: Uint8Array[] = [];
  for (let at = 12; at < riffEnd; ) {
    if (at + 8 > riffEnd) invalid('bin: the WebP is truncated (a chunk header runs past the end of the file)');
    const type = ascii(bytes, at, at + 4);
    const length = view.getUint32(at + 4, true);
    const end = at + 8 + length + (length & 1);
    if (at + 8 + length > riffEnd) invalid(`bin: the WebP is truncated (its ${type.trim()} chunk runs past the end of the file)`);
    if (type === 'EXIF' || type === 'XMP ') removed.push({ block: `${type.trim()} chunk`, bytes: Math.min(end, riffEnd) - at });
    else if (type === 'VP8X' && length >= 10) {
      const chunk = bytes.slice(at, Math.min(end, riffEnd));
      chunk[8] = chunk[8]! & ~0x0c; // the EXIF (0x08) and XMP (0x04) flags
      kept.push(chunk);
    } else kept.push(bytes.subarray(at, Math.min(end, riffEnd)));
    at = end;
  }
  const body = concatBytes(kept);
  const out = new Uint8Array(12 + body.length);
  out.set(bytes.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set(body, 12);
  return out;
}

const FORMATS = {
  jpeg: { mediaType: 'image/jpeg', strip: stripJpeg },
  png: { mediaType: 'image/png', strip: stripPng },
  webp: { mediaType: 'image/webp', strip: stripWebp },
} as const;

function formatOf(bytes: Uint8Array): keyof typeof FORMATS {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  invalid('bin: is not a JPEG, PNG or WebP image');
}

export default defineTool({
  id: 'exif-strip',
  name: 'EXIF Remover',
  category: 'documents',
  description:
    'Remove the metadata from a JPEG, PNG or WebP (EXIF with its GPS position, XMP, IPTC, comments, text chunks) without re-encoding: the pixels stay exactly the same. Lists what was removed.',
  keywords: ['exif', 'remove exif', 'strip exif', 'exif remover', 'remove metadata', 'strip metadata', 'remove gps from photo', 'exiftool -all=', 'privacy', 'xmp', 'iptc'],
  isolate: true,
  input: closedObject({
    bin: binaryInput('The image: a JPEG, PNG or WebP file'),
  }),
  output: closedObject({
    bin: binaryOutput('The same image without its metadata, in Base64'),
    format: Type.String({ description: 'jpeg, png or webp' }),
    mediaType: Type.String({ description: 'The media type of the image: image/jpeg, image/png or image/webp' }),
    removed: Type.Array(
      closedObject({
        block: Type.String({ description: 'What was removed: "APP1 EXIF", "APP1 XMP", "COM comment", "tEXt chunk", "EXIF chunk"…' }),
        bytes: Type.Integer({ description: 'Its size in bytes, header included' }),
      }),
      { description: 'Each block removed, in file order; empty when there was nothing to remove' },
    ),
    bytesBefore: Type.Integer({ description: 'Size of the file given' }),
    bytesAfter: Type.Integer({ description: 'Size of the file returned' }),
  }),
  examples: [
    {
      title: 'A camera JPEG: EXIF (with GPS) and XMP removed',
      input: { bin: '/9j/4AAQSkZJRgABAQAAAQABAAD/4QIqRXhpZgAATU0AKgAAAAgACwEPAAIAAAAGAAAAkgEQAAIAAAAVAAAAmAESAAMAAAABAAYAAAEaAAUAAAABAAAArgEbAAUAAAABAAAAtgEoAAMAAAABAAEAAAExAAIAAAARAAAAvgE7AAIAAAANAAAA0AITAAMAAAABAAEAAIdpAAQAAAABAAAA3oglAAQAAAABAAABkAAAAABDYW5vbgBDYW5vbiBFT1MgNUQgTWFyayBJVgAAAAAAAQAAAAEAAAABAAAAAXRvb2xkZWNrIGZpeHR1cmUAAEFkYSBMb3ZlbGFjZQAAAAqCmgAFAAAAAQAAAVyCnQAFAAAAAQAAAWSIJwADAAAAAQDIAACQAAAHAAAABDAyMzKQAwACAAAAFAAAAWyQEQACAAAABwAAAYCRAQAHAAAABAECAwCSCgAFAAAAAQAAAYigAAAHAAAABDAxMDCgAQADAAAAAf//AAAAAAAAAAAAAQAAAPoAAAAcAAAABTIwMjM6MDc6MTQgMDk6MzA6MTUAKzAyOjAwAAAAAAAjAAAAAQAHAAAAAQAAAAQCAwAAAAEAAgAAAAJOAAAAAAIABQAAAAMAAAHqAAMAAgAAAAJFAAAAAAQABQAAAAMAAAICAAUAAQAAAAEAAAAAAAYABQAAAAEAAAIaAAAAAAAAADAAAAABAAAAMwAAAAEAAB1tAAAA+gAAAAIAAAABAAAAEQAAAAEAAMD6AAAEzwAAAEcAAAAC/+ELq2h0dHA6Ly9ucy5hZG9iZS5jb20veGFwLzEuMC8APD94cGFja2V0IGJlZ2luPSfvu78nIGlkPSdXNU0wTXBDZWhpSHpyZVN6TlRjemtjOWQnPz4KPHg6eG1wbWV0YSB4bWxuczp4PSdhZG9iZTpuczptZXRhLycgeDp4bXB0az0nSW1hZ2U6OkV4aWZUb29sIDEyLjU3Jz4KPHJkZjpSREYgeG1sbnM6cmRmPSdodHRwOi8vd3d3LnczLm9yZy8xOTk5LzAyLzIyLXJkZi1zeW50YXgtbnMjJz4KCiA8cmRmOkRlc2NyaXB0aW9uIHJkZjphYm91dD0nJwogIHhtbG5zOmRjPSdodHRwOi8vcHVybC5vcmcvZGMvZWxlbWVudHMvMS4xLyc+CiAgPGRjOmNyZWF0b3I+CiAgIDxyZGY6U2VxPgogICAgPHJkZjpsaT5BZGEgTG92ZWxhY2U8L3JkZjpsaT4KICAgPC9yZGY6U2VxPgogIDwvZGM6Y3JlYXRvcj4KICA8ZGM6dGl0bGU+CiAgIDxyZGY6QWx0PgogICAgPHJkZjpsaSB4bWw6bGFuZz0neC1kZWZhdWx0Jz5FaWZmZWwgVG93ZXI8L3JkZjpsaT4KICAgPC9yZGY6QWx0PgogIDwvZGM6dGl0bGU+CiA8L3JkZjpEZXNjcmlwdGlvbj4KPC9yZGY6UkRGPgo8L3g6eG1wbWV0YT4KICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKPD94cGFja2V0IGVuZD0ndyc/Pv/bAEMACgcHCAcGCggICAsKCgsOGBAODQ0OHRUWERgjHyUkIh8iISYrNy8mKTQpISIwQTE0OTs+Pj4lLkRJQzxINz0+O//bAEMBCgsLDg0OHBAQHDsoIig7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O//AABEIABAAGAMBIgACEQEDEQH/xAAWAAEBAQAAAAAAAAAAAAAAAAAABQb/xAAWEAEBAQAAAAAAAAAAAAAAAAAAFGH/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EABcRAAMBAAAAAAAAAAAAAAAAAAAWYWL/2gAMAwEAAhEDEQA/AMbRpRqXRpRqiWclWw0qUaJdGgs5DDT/2Q==' },
      output: {"bin": "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAQABgDASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAUG/8QAFhABAQEAAAAAAAAAAAAAAAAAABRh/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAb/xAAXEQADAQAAAAAAAAAAAAAAAAAAFmFi/9oADAMBAAIRAxEAPwDG0aUal0aUaolnJVsNKlGiXRoLOQw0/9k=", "format": "jpeg", "mediaType": "image/jpeg", "removed": [{"block": "APP1 EXIF", "bytes": 556}, {"block": "APP1 XMP", "bytes": 2989}], "bytesBefore": 3856, "bytesAfter": 311},
    },
    {
      title: 'A PNG: text chunks and the timestamp removed',
      input: { bin: 'iVBORw0KGgoAAAANSUhEUgAAABQAAAAMEAIAAAC9/tbvAAAABGdBTUEAALGPC/xhBQAAACBjSFJNAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpgAAA6mAAAF3CculE8AAAABmJLR0T///////8JWPfcAAAAB3RJTUUH6gsbDTo18AH6wgAAACV0RVh0ZGF0ZTpjcmVhdGUAMjAyNi0xMS0yN1QxMzo1ODo1MyswMDowMN5gmikAAAAldEVYdGRhdGU6bW9kaWZ5ADIwMjYtMTEtMjdUMTM6NTg6NTMrMDA6MDCvPSKVAAAAFHRFWHRDb21tZW50AHByaXZhdGUgbm90ZZRKUAkAAAAKdEVYdE1ha2UATmlrb24vBe2tAAAByGlUWHRYTUw6Y29tLmFkb2JlLnhtcAAAAAAAPD94cGFja2V0IGJlZ2luPSfvu78nIGlkPSdXNU0wTXBDZWhpSHpyZVN6TlRjemtjOWQnPz4KPHg6eG1wbWV0YSB4bWxuczp4PSdhZG9iZTpuczptZXRhLycgeDp4bXB0az0nSW1hZ2U6OkV4aWZUb29sIDEyLjU3Jz4KPHJkZjpSREYgeG1sbnM6cmRmPSdodHRwOi8vd3d3LnczLm9yZy8xOTk5LzAyLzIyLXJkZi1zeW50YXgtbnMjJz4KCiA8cmRmOkRlc2NyaXB0aW9uIHJkZjphYm91dD0nJwogIHhtbG5zOmRjPSdodHRwOi8vcHVybC5vcmcvZGMvZWxlbWVudHMvMS4xLyc+CiAgPGRjOnRpdGxlPgogICA8cmRmOkFsdD4KICAgIDxyZGY6bGkgeG1sOmxhbmc9J3gtZGVmYXVsdCc+TWVhZG93PC9yZGY6bGk+CiAgIDwvcmRmOkFsdD4KICA8L2RjOnRpdGxlPgogPC9yZGY6RGVzY3JpcHRpb24+CjwvcmRmOlJERj4KPC94OnhtcG1ldGE+Cjw/eHBhY2tldCBlbmQ9J3InPz5LAWw7AAAARklEQVQ4y2NkYGhoYBgAwCLuxjN9YCx25R4gi914ZgyIxRJuA+fjgYrjgbJ4gIKacZfeXcuB8vHApOqBimPG/////x8IiwFxJBAeZp2S0QAAAABJRU5ErkJggg==' },
      output: {"bin": "iVBORw0KGgoAAAANSUhEUgAAABQAAAAMEAIAAAC9/tbvAAAABGdBTUEAALGPC/xhBQAAACBjSFJNAAB6JgAAgIQAAPoAAACA6AAAdTAAAOpgAAA6mAAAF3CculE8AAAABmJLR0T///////8JWPfcAAAARklEQVQ4y2NkYGhoYBgAwCLuxjN9YCx25R4gi914ZgyIxRJuA+fjgYrjgbJ4gIKacZfeXcuB8vHApOqBimPG/////x8IiwFxJBAeZp2S0QAAAABJRU5ErkJggg==", "format": "png", "mediaType": "image/png", "removed": [{"block": "tIME chunk", "bytes": 19}, {"block": "tEXt chunk", "bytes": 49}, {"block": "tEXt chunk", "bytes": 49}, {"block": "tEXt chunk", "bytes": 32}, {"block": "tEXt chunk", "bytes": 22}, {"block": "iTXt chunk", "bytes": 468}], "bytesBefore": 844, "bytesAfter": 205},
    },
  ],
  run({ bin }) {
    const bytes = binaryBytes('bin', bin);
    const format = formatOf(bytes);
    const removed: Removed[] = [];
    const stripped = FORMATS[format].strip(bytes, removed);
    return { bin: bytesToBase64(stripped), format, mediaType: FORMATS[format].mediaType, removed, bytesBefore: bytes.length, bytesAfter: stripped.length };
  },
});
