/**
 * An image's format and pixel size read from its own header bytes, without decoding it: PNG
 * (IHDR), JPEG (the first SOFn frame header), GIF (the logical screen) and WebP (VP8, VP8L or
 * VP8X). Undefined when the bytes are none of these or the header is cut short.
 */
export interface ImageSize {
  format: 'png' | 'jpeg' | 'gif' | 'webp';
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && ascii(bytes, 1, 4) === 'PNG' && ascii(bytes, 12, 16) === 'IHDR') {
    return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 10 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) {
    return { format: 'gif', width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (bytes.length >= 30 && isWebp(bytes)) return webpSize(bytes, view);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  return undefined;
}

/** Whether the bytes open with a RIFF header of form WEBP. */
export function isWebp(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
}

function webpSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  const chunk = ascii(bytes, 12, 16);
  // VP8X: 24-bit canvas width and height minus one (WebP container spec, "Extended file format").
  if (chunk === 'VP8X') return { format: 'webp', width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(26, true) >>> 8) };
  // VP8L: signature 0x2f, then 14-bit width and height minus one (WebP lossless bitstream spec).
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { format: 'webp', width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  // VP8 (lossy): after the 3-byte frame tag and the start code 9d 01 2a, 14-bit width and height (RFC 6386 9.1).
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { format: 'webp', width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return undefined;
}

function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  for (let at = 2; at + 4 <= bytes.length; ) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const length = view.getUint16(at + 2);
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC): P, Y, X.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return undefined;
      return { format: 'jpeg', width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    if (marker === 0xda || marker === 0xd9) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** Whether the bytes open with an ISOBMFF `ftyp` box naming the AVIF still-image brand. */
export function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const end = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0));
  // The major brand, then (after the minor version) the compatible brands, four bytes each.
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) if (ascii(bytes, at, at + 4) === 'avif') return true;
  return false;
}

/**
 * The largest image spatial extent (`ispe`, ISO/IEC 23008-12 6.5.3) an AVIF declares in its
 * meta box's item properties: the size its decoder will allocate for, read before decoding.
 * Undefined when the boxes are cut short or there is no ispe.
 */
export function avifSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let largest: { width: number; height: number } | undefined;
  // meta is a full box (4 bytes of version and flags before its children); iprp and ipco are not.
  const walk = (start: number, end: number, depth: number): boolean => {
    for (let at = start; at + 8 <= end; ) {
      let size = view.getUint32(at);
      const type = ascii(bytes, at + 4, at + 8);
      let header = 8;
      if (size === 1) {
        if (at + 16 > end) return false;
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) {
        size = end - at;
      }
      if (size < header || at + size > end) return false;
      if (type === 'meta' && depth === 0 && !walk(at + header + 4, at + size, 1)) return false;
      if ((type === 'iprp' && depth === 1) || (type === 'ipco' && depth === 2)) {
        if (!walk(at + header, at + size, depth + 1)) return false;
      }
      if (type === 'ispe' && depth === 3) {
        if (size < header + 12) return false;
        const width = view.getUint32(at + header + 4);
        const height = view.getUint32(at + header + 8);
        if (!largest || width * height > largest.width * largest.height) largest = { width, height };
      }
      at += size;
    }
    return true;
  };
  return walk(0, bytes.length, 0) ? largest : undefined;
}
