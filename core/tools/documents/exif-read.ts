import { Type } from '@sinclair/typebox';
import { binaryBytes, binaryInput } from '../../lib/binary-field.ts';
import { concatBytes } from '../../lib/concat-bytes.ts';
import { bytesToHex } from '../../lib/hex.ts';
import { imageSize } from '../../lib/image-size.ts';
import { lazy } from '../../lib/lazy.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Choices the issue left open:
 * - JPEG, PNG, GIF and WebP; format and pixel size come from the file's own header
 *   (lib/image-size.ts), the metadata from exifr (loaded on first run): IFD0, EXIF, GPS, IPTC and
 *   XMP (none from GIF: exifr does not read it), with exifr's tag names (as exiftool names them) and raw values, not translated to words.
 * - Dates are ISO 8601 strings: "2023:07:14 09:30:15" becomes "2023-07-14T09:30:15", with the
 *   offset of its OffsetTime* tag when the file has one (no Date objects, no guessed time zone).
 *   GPS date and time become one UTC instant.
 * - Byte values: version tags (ExifVersion…) as their ASCII text, GPSVersionID dotted, others up to
 *   64 bytes in hex (one byte as its number) and longer ones (maker notes) as "<n bytes>".
 * - `gps` gives signed decimal degrees (south and west negative) and the altitude in metres
 *   (below sea level negative), as exiftool -n does.
 * - isolate: decoding the Base64 of a 10 MB file alone takes the bench's worst input (13 MB of
 *   short lines) to about a second, as for every tool that takes a file.
 */

const loadExifr = lazy(async () => (await import('exifr')).default);

const METADATA_GROUPS = ['ifd0', 'exif', 'gps', 'interop', 'iptc'] as const;
const VERSION_TAGS = new Set(['ExifVersion', 'FlashpixVersion', 'InteropVersion']);
const DATE_OFFSETS: Record<string, string> = { DateTimeOriginal: 'OffsetTimeOriginal', CreateDate: 'OffsetTimeDigitized', ModifyDate: 'OffsetTime' };
const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d+)?$/;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isoDate(value: string, offset: unknown): string {
  const match = EXIF_DATE.exec(value.trim());
  if (!match) return value;
  const zone = typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset.trim()) ? offset.trim() : '';
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${match[7] ?? ''}${zone}`;
}

function jsonValue(key: string, value: unknown, group: Record<string, unknown>): Json {
  if (value instanceof Uint8Array) {
    if (VERSION_TAGS.has(key) && value.every((byte) => byte >= 0x20 && byte < 0x7f)) return String.fromCharCode(...value);
    if (key === 'GPSVersionID') return [...value].join('.');
    if (value.length === 1) return value[0]!;
    return value.length <= 64 ? bytesToHex(value) : `<${value.length} bytes>`;
  }
  if (ArrayBuffer.isView(value)) return `<${value.byteLength} bytes>`;
  if (typeof value === 'string') return key in DATE_OFFSETS || /Date/.test(key) ? isoDate(value, group[DATE_OFFSETS[key] ?? '']) : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => jsonValue('', item, group));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object' && value !== undefined) return jsonGroup(value as Record<string, unknown>);
  return null;
}

function jsonGroup(group: Record<string, unknown>): { [key: string]: Json } {
  return Object.fromEntries(Object.entries(group).filter(([key, value]) => key !== '__proto__' && value !== undefined).map(([key, value]) => [key, jsonValue(key, value, group)]));
}

function gpsOf(gps: Record<string, unknown> | undefined): { latitude: number; longitude: number; altitude?: number; time?: string } | undefined {
  if (!gps || typeof gps.latitude !== 'number' || typeof gps.longitude !== 'number' || !Number.isFinite(gps.latitude) || !Number.isFinite(gps.longitude)) return undefined;
  const result: { latitude: number; longitude: number; altitude?: number; time?: string } = { latitude: gps.latitude, longitude: gps.longitude };
  if (typeof gps.GPSAltitude === 'number' && Number.isFinite(gps.GPSAltitude)) {
    const ref = gps.GPSAltitudeRef instanceof Uint8Array ? gps.GPSAltitudeRef[0] : gps.GPSAltitudeRef;
    result.altitude = ref === 1 ? -gps.GPSAltitude : gps.GPSAltitude;
  }
  const [h, m, s] = Array.isArray(gps.GPSTimeStamp) ? (gps.GPSTimeStamp as number[]) : [];
  const day = typeof gps.GPSDateStamp === 'string' ? /^(\d{4}):(\d{2}):(\d{2})$/.exec(gps.GPSDateStamp.trim()) : null;
  if (day && [h, m, s].every((part) => typeof part === 'number' && Number.isFinite(part))) {
    const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
    const fraction = s! % 1 ? String(Math.round((s! % 1) * 1000) / 1000).slice(1) : '';
    result.time = `${day[1]}-${day[2]}-${day[3]}T${pad(h!)}:${pad(m!)}:${pad(s!)}${fraction}Z`;
  }
  return result;
}

/**
 * exifr reads no WebP, so a WebP's EXIF and XMP chunks (RIFF, WebP container spec) are handed to
 * it as the APP1 segments of an otherwise empty JPEG, where it reads them. A chunk over an APP1
 * segment's 65,533 bytes (extended XMP) is left out.
 */
function webpMetadataAsJpeg(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const segments: Uint8Array[] = [new Uint8Array([0xff, 0xd8])];
  const app1 = (prefix: string, body: Uint8Array) => {
    const length = 2 + prefix.length + body.length;
    if (length > 0xffff) return;
    const segment = new Uint8Array(2 + length);
    segment.set([0xff, 0xe1, length >> 8, length & 0xff]);
    for (let i = 0; i < prefix.length; i++) segment[4 + i] = prefix.charCodeAt(i);
    segment.set(body, 4 + prefix.length);
    segments.push(segment);
  };
  for (let at = 12; at + 8 <= bytes.length; ) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    const length = view.getUint32(at + 4, true);
    const body = bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + length));
    if (type === 'EXIF') {
      // Some writers keep JPEG's "Exif\0\0" header in the chunk, others start at the TIFF header.
      const tiff = body[0] === 0x45 && body[1] === 0x78 ? body.subarray(6) : body;
      app1('Exif\0\0', tiff);
    } else if (type === 'XMP ') app1('http://ns.adobe.com/xap/1.0/\0', body);
    at += 8 + length + (length & 1);
  }
  segments.push(new Uint8Array([0xff, 0xd9]));
  return concatBytes(segments);
}

const groupSchema = (what: string) => Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: `${what}, by exifr's (exiftool's) tag names; absent when the file has none` }));

export default defineTool({
  id: 'exif-read',
  name: 'EXIF Viewer',
  category: 'documents',
  description:
    "Read a photo's metadata: its format and size, the camera's EXIF tags (make, model, exposure, dates as ISO 8601), the GPS position in decimal degrees, IPTC and XMP. JPEG, PNG, GIF and WebP.",
  keywords: ['exif', 'exif viewer', 'exif reader', 'exiftool', 'photo metadata', 'image metadata', 'gps from photo', 'xmp', 'iptc', 'camera info', 'image size'],
  mcp: true,
  isolate: true,
  input: closedObject({
    bin: binaryInput('The image: a JPEG, PNG, GIF or WebP file'),
  }),
  output: closedObject({
    format: Type.String({ description: 'jpeg, png, gif or webp, from the file’s first bytes' }),
    width: Type.Integer({ description: 'Width in pixels, from the image header' }),
    height: Type.Integer({ description: 'Height in pixels, from the image header' }),
    hasMetadata: Type.Boolean({ description: 'Whether any EXIF, GPS, IPTC or XMP was found' }),
    gps: Type.Optional(
      closedObject({
        latitude: Type.Number({ description: 'Decimal degrees, south negative' }),
        longitude: Type.Number({ description: 'Decimal degrees, west negative' }),
        altitude: Type.Optional(Type.Number({ description: 'Metres above sea level (negative below)' })),
        time: Type.Optional(Type.String({ description: 'GPS date and time, UTC, ISO 8601' })),
      }, { description: 'The position, when the GPS block has one' }),
    ),
    ifd0: groupSchema('The main image tags (Make, Model, Orientation, Software, ModifyDate…)'),
    exif: groupSchema('The EXIF tags (ExposureTime, FNumber, ISO, DateTimeOriginal, LensModel…)'),
    gpsTags: groupSchema('The GPS block as stored (GPSLatitude as degrees, minutes, seconds…)'),
    interop: groupSchema('The interoperability tags'),
    iptc: groupSchema('The IPTC tags (caption, keywords, byline…)'),
    xmp: groupSchema('The XMP properties, by namespace prefix (dc, xmp, photoshop…)'),
  }),
  examples: [
    {
      title: 'A camera JPEG with GPS (fixtures/exif-camera.jpg, tagged by exiftool)',
      input: { bin: '/9j/4AAQSkZJRgABAQAAAQABAAD/4QIqRXhpZgAATU0AKgAAAAgACwEPAAIAAAAGAAAAkgEQAAIAAAAVAAAAmAESAAMAAAABAAYAAAEaAAUAAAABAAAArgEbAAUAAAABAAAAtgEoAAMAAAABAAEAAAExAAIAAAARAAAAvgE7AAIAAAANAAAA0AITAAMAAAABAAEAAIdpAAQAAAABAAAA3oglAAQAAAABAAABkAAAAABDYW5vbgBDYW5vbiBFT1MgNUQgTWFyayBJVgAAAAAAAQAAAAEAAAABAAAAAXRvb2xkZWNrIGZpeHR1cmUAAEFkYSBMb3ZlbGFjZQAAAAqCmgAFAAAAAQAAAVyCnQAFAAAAAQAAAWSIJwADAAAAAQDIAACQAAAHAAAABDAyMzKQAwACAAAAFAAAAWyQEQACAAAABwAAAYCRAQAHAAAABAECAwCSCgAFAAAAAQAAAYigAAAHAAAABDAxMDCgAQADAAAAAf//AAAAAAAAAAAAAQAAAPoAAAAcAAAABTIwMjM6MDc6MTQgMDk6MzA6MTUAKzAyOjAwAAAAAAAjAAAAAQAHAAAAAQAAAAQCAwAAAAEAAgAAAAJOAAAAAAIABQAAAAMAAAHqAAMAAgAAAAJFAAAAAAQABQAAAAMAAAICAAUAAQAAAAEAAAAAAAYABQAAAAEAAAIaAAAAAAAAADAAAAABAAAAMwAAAAEAAB1tAAAA+gAAAAIAAAABAAAAEQAAAAEAAMD6AAAEzwAAAEcAAAAC/+ELq2h0dHA6Ly9ucy5hZG9iZS5jb20veGFwLzEuMC8APD94cGFja2V0IGJlZ2luPSfvu78nIGlkPSdXNU0wTXBDZWhpSHpyZVN6TlRjemtjOWQnPz4KPHg6eG1wbWV0YSB4bWxuczp4PSdhZG9iZTpuczptZXRhLycgeDp4bXB0az0nSW1hZ2U6OkV4aWZUb29sIDEyLjU3Jz4KPHJkZjpSREYgeG1sbnM6cmRmPSdodHRwOi8vd3d3LnczLm9yZy8xOTk5LzAyLzIyLXJkZi1zeW50YXgtbnMjJz4KCiA8cmRmOkRlc2NyaXB0aW9uIHJkZjphYm91dD0nJwogIHhtbG5zOmRjPSdodHRwOi8vcHVybC5vcmcvZGMvZWxlbWVudHMvMS4xLyc+CiAgPGRjOmNyZWF0b3I+CiAgIDxyZGY6U2VxPgogICAgPHJkZjpsaT5BZGEgTG92ZWxhY2U8L3JkZjpsaT4KICAgPC9yZGY6U2VxPgogIDwvZGM6Y3JlYXRvcj4KICA8ZGM6dGl0bGU+CiAgIDxyZGY6QWx0PgogICAgPHJkZjpsaSB4bWw6bGFuZz0neC1kZWZhdWx0Jz5FaWZmZWwgVG93ZXI8L3JkZjpsaT4KICAgPC9yZGY6QWx0PgogIDwvZGM6dGl0bGU+CiA8L3JkZjpEZXNjcmlwdGlvbj4KPC9yZGY6UkRGPgo8L3g6eG1wbWV0YT4KICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgCiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAKPD94cGFja2V0IGVuZD0ndyc/Pv/bAEMACgcHCAcGCggICAsKCgsOGBAODQ0OHRUWERgjHyUkIh8iISYrNy8mKTQpISIwQTE0OTs+Pj4lLkRJQzxINz0+O//bAEMBCgsLDg0OHBAQHDsoIig7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O//AABEIABAAGAMBIgACEQEDEQH/xAAWAAEBAQAAAAAAAAAAAAAAAAAABQb/xAAWEAEBAQAAAAAAAAAAAAAAAAAAFGH/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EABcRAAMBAAAAAAAAAAAAAAAAAAAWYWL/2gAMAwEAAhEDEQA/AMbRpRqXRpRqiWclWw0qUaJdGgs5DDT/2Q==' },
      output: {"format": "jpeg", "width": 24, "height": 16, "hasMetadata": true, "gps": {"latitude": 48.85837, "longitude": 2.294481000090261, "altitude": 35.5}, "ifd0": {"Make": "Canon", "Model": "Canon EOS 5D Mark IV", "Orientation": 6, "XResolution": 1, "YResolution": 1, "ResolutionUnit": 1, "Software": "tooldeck fixture", "Artist": "Ada Lovelace", "YCbCrPositioning": 1}, "exif": {"ExposureTime": 0.004, "FNumber": 5.6, "ISO": 200, "ExifVersion": "0232", "DateTimeOriginal": "2023-07-14T09:30:15+02:00", "OffsetTimeOriginal": "+02:00", "ComponentsConfiguration": "01020300", "FocalLength": 35, "FlashpixVersion": "0100", "ColorSpace": 65535}, "gpsTags": {"GPSVersionID": "2.3.0.0", "GPSLatitudeRef": "N", "GPSLatitude": [48, 51, 30.132], "GPSLongitudeRef": "E", "GPSLongitude": [2, 17, 40.13160032493907], "GPSAltitudeRef": 0, "GPSAltitude": 35.5, "latitude": 48.85837, "longitude": 2.294481000090261}, "xmp": {"dc": {"creator": "Ada Lovelace", "title": {"lang": "x-default", "value": "Eiffel Tower"}}}},
    },
    {
      title: 'A GIF without metadata',
      input: { bin: 'R0lGODlhJQAVAPAAAP+lAAAAACH5BAAAAAAALAAAAAAlABUAAAIahI+py+0Po5y02ouz3rz7D4biSJbmiaYqWgAAOw==' },
      output: { format: 'gif', width: 37, height: 21, hasMetadata: false },
    },
  ],
  async run({ bin }) {
    const bytes = binaryBytes('bin', bin);
    const size = imageSize(bytes) ?? invalid('bin: is not a JPEG, PNG, GIF or WebP image (or its header is cut short)');
    let parsed: Record<string, Record<string, unknown>> | undefined;
    // exifr reads no GIF (GIF's rare XMP lives in an application extension it does not parse).
    if (size.format !== 'gif') try {
      const exifr = await loadExifr();
      parsed = await exifr.parse(size.format === 'webp' ? webpMetadataAsJpeg(bytes) : bytes, {
        tiff: true, ifd0: true, exif: true, gps: true, interop: true, ifd1: false, xmp: true, iptc: true, icc: false, jfif: false, ihdr: false,
        translateKeys: true, translateValues: false, reviveValues: false, sanitize: true, mergeOutput: false, silentErrors: true,
      } as never);
    } catch (error) {
      invalid(`bin: the ${size.format.toUpperCase()} metadata could not be read (${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'})`);
    }
    const groups: Record<string, { [key: string]: Json }> = {};
    const xmp: { [key: string]: Json } = {};
    for (const [name, group] of Object.entries(parsed ?? {})) {
      if (name === '__proto__' || name === 'errors' || typeof group !== 'object' || group === null) continue;
      const converted = jsonGroup(group);
      if (Object.keys(converted).length === 0) continue;
      if ((METADATA_GROUPS as readonly string[]).includes(name)) groups[name === 'gps' ? 'gpsTags' : name] = converted;
      else xmp[name] = converted;
    }
    if (Object.keys(xmp).length > 0) groups.xmp = xmp;
    const gps = gpsOf(parsed?.gps);
    return { ...size, hasMetadata: Object.keys(groups).length > 0, ...(gps ? { gps } : {}), ...groups };
  },
});
