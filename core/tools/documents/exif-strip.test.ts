import { readFileSync } from 'node:fs';
import { decode as decodePng } from 'fast-png';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Stripped { bin: string; format: string; mediaType: string; removed: { block: string; bytes: number }[]; bytesBefore: number; bytesAfter: number }
const file = (path: string) => new Uint8Array(readFileSync(new URL(path, import.meta.url)));
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const strip = (bytes: Uint8Array) => run<Stripped>('exif-strip', { bin: toBase64(bytes) });
const contains = (bytes: Uint8Array, text: string) => new TextDecoder('latin1').decode(bytes).includes(text);

describe('exif-strip', () => {
  // After stripping, `exiftool -j -G -n` on each output showed only JFIF (JPEG), the PNG header and colour chunks (gAMA, cHRM,
  // bKGD), or the RIFF/VP8X header (WebP, WebP_Flags 0): no EXIF, GPS, XMP, comment or text tag (ExifTool 12.57).
  it('removes EXIF, GPS and XMP from a JPEG and keeps its pixels (jpeg-js decodes both)', async () => {
    const original = file('./fixtures/exif-camera.jpg');
    const result = await strip(original);
    expect(result.removed).toEqual([{ block: 'APP1 EXIF', bytes: 556 }, { block: 'APP1 XMP', bytes: 2989 }]);
    const bytes = fromBase64(result.bin);
    expect([result.format, result.mediaType, result.bytesBefore, result.bytesAfter]).toEqual(['jpeg', 'image/jpeg', 3856, bytes.length]);
    expect(contains(bytes, 'Exif') || contains(bytes, 'Canon') || contains(bytes, 'adobe')).toBe(false);
    expect(contains(bytes, 'JFIF')).toBe(true);
    expect(jpeg.decode(bytes, { useTArray: true }).data).toEqual(jpeg.decode(original, { useTArray: true }).data);
    expect((await run<{ hasMetadata: boolean }>('exif-read', { bin: result.bin })).hasMetadata).toBe(false);
  });

  it('removes text, iTXt and tIME chunks from a PNG and keeps its pixels (fast-png decodes both)', async () => {
    const original = file('./fixtures/meta.png');
    const result = await strip(original);
    expect(result.removed.map((entry) => entry.block)).toEqual(['tIME chunk', 'tEXt chunk', 'tEXt chunk', 'tEXt chunk', 'tEXt chunk', 'iTXt chunk']);
    const bytes = fromBase64(result.bin);
    expect(contains(bytes, 'private note') || contains(bytes, 'Nikon') || contains(bytes, 'Meadow')).toBe(false);
    expect(contains(bytes, 'gAMA') && contains(bytes, 'cHRM')).toBe(true);
    expect(decodePng(bytes).data).toEqual(decodePng(original).data);
  });

  it('removes the EXIF and XMP chunks of a WebP and clears their VP8X flags', async () => {
    const original = file('./fixtures/xmp-title.webp');
    const result = await strip(original);
    expect(result.removed).toEqual([{ block: 'EXIF chunk', bytes: 214 }, { block: 'XMP chunk', bytes: 2866 }]);
    const bytes = fromBase64(result.bin);
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(bytes[20]! & 0x0c).toBe(0);
    expect(contains(bytes, 'Fujifilm') || contains(bytes, 'Orange')).toBe(false);
    // The image data chunk is carried over byte for byte.
    const vp8 = (data: Uint8Array) => data.subarray(new TextDecoder('latin1').decode(data).indexOf('VP8 '));
    expect(vp8(bytes).subarray(0, 68)).toEqual(vp8(original).subarray(0, 68));
  });

  it('returns a file without metadata unchanged, and drops data after the end of a JPEG', async () => {
    const clean = file('../encoding/fixtures/qr-wifi.jpg');
    const same = await strip(clean);
    expect(same.removed).toEqual([]);
    expect(fromBase64(same.bin)).toEqual(clean);
    const trailing = new Uint8Array([...clean, ...new TextEncoder().encode('Exif trailer')]);
    const result = await strip(trailing);
    expect(result.removed).toEqual([{ block: 'data after the end of the image', bytes: 12 }]);
    expect(fromBase64(result.bin)).toEqual(clean);
  });

  it('refuses broken or other files, naming bin', async () => {
    const jpegBytes = file('./fixtures/exif-camera.jpg');
    await expectInvalid('exif-strip', { bin: toBase64(jpegBytes.subarray(0, 1000)) }, /^bin: the JPEG is truncated/);
    await expectInvalid('exif-strip', { bin: toBase64(jpegBytes.subarray(0, jpegBytes.length - 2)) }, 'bin: the JPEG is truncated (its image data has no EOI marker at the end)');
    const pngBytes = file('./fixtures/meta.png');
    await expectInvalid('exif-strip', { bin: toBase64(pngBytes.subarray(0, 300)) }, /^bin: the PNG is truncated/);
    await expectInvalid('exif-strip', { bin: toBase64(file('./fixtures/xmp-title.webp').subarray(0, 100)) }, /^bin: the WebP is truncated/);
    await expectInvalid('exif-strip', { bin: btoa('GIF89a') }, 'bin: is not a JPEG, PNG or WebP image');
    await expectInvalid('exif-strip', { bin: '' }, 'bin: is not a JPEG, PNG or WebP image');
    await expectInvalid('exif-strip', { bin: btoa('\xff\xd8\xff\xd9') }, /^bin: the JPEG is (corrupt|truncated)/);
    await expectInvalid('exif-strip', JSON.parse('{"bin":"AAAA","__proto__":{"x":1}}'), /__proto__: unknown field/);
  });
});
