/**
 * A Windows icon file (.ico) holding PNG images, one per size: the ICONDIR header, a 16-byte
 * directory entry per image (a side of 256 is written as 0), then the PNG files themselves, as
 * Windows Vista and every browser read them. Own code: the format is three little structures.
 */
import { concatBytes } from './concat-bytes.ts';

export interface IcoImage {
  width: number;
  height: number;
  /** The image as a PNG file. */
  png: Uint8Array;
}

export function writeIco(images: readonly IcoImage[]): Uint8Array {
  const header = new Uint8Array(6 + 16 * images.length);
  const view = new DataView(header.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, images.length, true);
  let offset = header.length;
  images.forEach((image, i) => {
    const entry = 6 + 16 * i;
    header[entry] = image.width >= 256 ? 0 : image.width;
    header[entry + 1] = image.height >= 256 ? 0 : image.height;
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    offset += image.png.length;
  });
  return concatBytes([header, ...images.map((image) => image.png)]);
}
