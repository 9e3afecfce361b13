import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Read = Record<string, unknown> & { format: string; width: number; height: number; hasMetadata: boolean; gps?: { latitude: number; longitude: number; altitude?: number; time?: string } };
const fixture = (path: string) => readFileSync(new URL(path, import.meta.url)).toString('base64');
const read = (bin: string) => run<Read>('exif-read', { bin });

describe('exif-read', () => {
  it('reads what exiftool wrote (exiftool -j -n fixtures/exif-camera.jpg, ExifTool 12.57)', async () => {
    const result = await read(fixture('./fixtures/exif-camera.jpg'));
    // exiftool: "ImageWidth": 24, "ImageHeight": 16, "FileType": "JPEG"
    expect([result.format, result.width, result.height, result.hasMetadata]).toEqual(['jpeg', 24, 16, true]);
    // exiftool: "Make": "Canon", "Model": "Canon EOS 5D Mark IV", "Orientation": 6, "Software": "tooldeck fixture", "Artist": "Ada Lovelace"
    expect(result.ifd0).toMatchObject({ Make: 'Canon', Model: 'Canon EOS 5D Mark IV', Orientation: 6, Software: 'tooldeck fixture', Artist: 'Ada Lovelace' });
    // exiftool: "ExposureTime": 0.004, "FNumber": 5.6, "ISO": 200, "ExifVersion": "0232", "FocalLength": 35, "FlashpixVersion": "0100",
    // "SubSecDateTimeOriginal": "2023:07:14 09:30:15+02:00"
    expect(result.exif).toMatchObject({ ExposureTime: 0.004, FNumber: 5.6, ISO: 200, ExifVersion: '0232', FocalLength: 35, FlashpixVersion: '0100', DateTimeOriginal: '2023-07-14T09:30:15+02:00' });
    // exiftool: "GPSLatitude": 48.85837, "GPSLongitude": 2.29448100008889, "GPSAltitude": 35.5, "GPSVersionID": "2 3 0 0", "GPSAltitudeRef": 0
    expect(result.gps!.latitude).toBeCloseTo(48.85837, 9);
    expect(result.gps!.longitude).toBeCloseTo(2.29448100008889, 9);
    expect(result.gps!.altitude).toBe(35.5);
    expect(result.gpsTags).toMatchObject({ GPSVersionID: '2.3.0.0', GPSAltitudeRef: 0, GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' });
    // exiftool: "Creator": "Ada Lovelace", "Title": "Eiffel Tower"
    expect(result.xmp).toEqual({ dc: { creator: 'Ada Lovelace', title: { lang: 'x-default', value: 'Eiffel Tower' } } });
  });

  it('reads the size of GIF and WebP files from their headers (as ImageMagick identify gives it: 37x21)', async () => {
    // convert -size 37x21 xc:orange s.gif | s.webp (-quality 50, VP8) | sl.webp (-define webp:lossless=true, VP8L)
    expect(await read('R0lGODlhJQAVAPAAAP+lAAAAACH5BAAAAAAALAAAAAAlABUAAAIahI+py+0Po5y02ouz3rz7D4biSJbmiaYqWgAAOw==')).toEqual({ format: 'gif', width: 37, height: 21, hasMetadata: false });
    expect(await read('UklGRkgAAABXRUJQVlA4IDwAAAAwAwCdASolABUAPtFmrFCoJaQipWgBABoJZwB2AABX74n2AP7n5L//8wT9fvnz2of/1difCguVgMmAAAA=')).toEqual({ format: 'webp', width: 37, height: 21, hasMetadata: false });
    expect(await read('UklGRhwAAABXRUJQVlA4TBAAAAAvJAAFAAfQ0v5H/wMR0f8A')).toEqual({ format: 'webp', width: 37, height: 21, hasMetadata: false });
    // exiftool -XMP-dc:Title=Orange -Make=Fujifilm -DateTimeOriginal='2024:02:29 23:59:59' s.webp (now VP8X);
    // exiftool -j -n: "Make": "Fujifilm", "DateTimeOriginal": "2024:02:29 23:59:59", "Title": "Orange"
    const extended = await read(fixture('./fixtures/xmp-title.webp'));
    expect([extended.format, extended.width, extended.height]).toEqual(['webp', 37, 21]);
    expect(extended.ifd0).toMatchObject({ Make: 'Fujifilm' });
    expect(extended.exif).toMatchObject({ DateTimeOriginal: '2024-02-29T23:59:59' });
    expect(extended.xmp).toEqual({ dc: { title: { lang: 'x-default', value: 'Orange' } } });
  });

  it('reads a PNG without metadata', async () => {
    const result = await read(fixture('../encoding/fixtures/qr-url.png'));
    expect(result).toEqual({ format: 'png', width: 132, height: 132, hasMetadata: false });
  });

  it('refuses what is not an image it knows, naming bin', async () => {
    await expectInvalid('exif-read', { bin: btoa('%PDF-1.7') }, 'bin: is not a JPEG, PNG, GIF or WebP image (or its header is cut short)');
    await expectInvalid('exif-read', { bin: '' }, /^bin: is not a JPEG/);
    await expectInvalid('exif-read', { bin: btoa('\xff\xd8\xff\xe1\x00\x10Exif\x00\x00') }, /^bin: is not a JPEG/);
    await expectInvalid('exif-read', { bin: '@@' }, /^bin: is not valid Base64/);
    await expectInvalid('exif-read', JSON.parse('{"bin":"AAAA","__proto__":{"x":1}}'), /__proto__: unknown field/);
  });

  it('survives a JPEG whose EXIF block is garbage', async () => {
    const jpeg = readFileSync(new URL('./fixtures/exif-camera.jpg', import.meta.url));
    const broken = Uint8Array.from(jpeg);
    const exifAt = jpeg.indexOf('Exif');
    for (let i = exifAt + 6; i < exifAt + 200; i++) broken[i] = (i * 37) & 0xff;
    const result = await read(btoa(String.fromCharCode(...broken)));
    expect([result.format, result.width, result.height]).toEqual(['jpeg', 24, 16]);
  });
});
