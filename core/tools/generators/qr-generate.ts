import { Type } from '@sinclair/typebox';
import type { QrSymbol } from 'qrcode/lib/core/qrcode.js';
import { bytesToBase64 } from '../../lib/base64.ts';
import { binaryOutput } from '../../lib/binary-field.ts';
import { lazyModule } from '../../lib/lazy.ts';
import { encodePng, pngRowBytes } from '../../lib/png-encode.ts';
import { utf8Encode } from '../../lib/utf8.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Choices the issue left open:
 * - `text` is what the preset is built from: the text itself (text), an http(s) URL (url, checked
 *   with the URL parser, encoded as given), an otpauth:// URI (otpauth: Key Uri Format of Google
 *   Authenticator: totp or hotp, a label, a Base32 `secret`, hotp with a `counter`), the network
 *   name (wifi) or the contact's full name (vcard).
 * - wifi builds `WIFI:T:<WPA|WEP>;S:<ssid>;P:<password>;H:true;;` (ZXing's MECARD-like Wi-Fi
 *   format), escaping \ ; , : " with a backslash; `nopass` leaves T and P out. The password is never
 *   echoed in an error.
 * - vcard builds a vCard 3.0 (RFC 2426) with CRLF line ends, values escaped as RFC 2426 5.8.4
 *   says (\ , ; and newlines); N is the full name split at its last space (family;given).
 * - qrcode (its encoder core only) picks the smallest version and the mask by the standard's
 *   penalty rules. SVG scales a viewBox of the modules to `size` pixels; PNG (1-bit grey) draws
 *   each module as a whole number of pixels and centres the code, so the quiet zone may grow by
 *   up to one module's worth of pixels. A code that needs more modules than `size` pixels is refused.
 * - isolate: qrcode's encoder takes 100 ms and more for a version-40 code (it scores all eight
 *   masks over 31,329 modules), and a 2048-pixel PNG deflates half a megabyte of rows.
 */

const loadQrcode = lazyModule(() => import('qrcode/lib/core/qrcode.js'));

/** The longest text any QR code holds: 7089 digits (version 40-L, numeric mode). */
const MAX_QR_CHARS = 7089;

const PRESETS = ['text', 'url', 'wifi', 'vcard', 'otpauth'] as const;
type Preset = (typeof PRESETS)[number];

const field = (description: string, maxLength = 1000) => Type.Optional(Type.String({ maxLength, description }));

const wifiSchema = closedObject(
  {
    password: field('The network password (at most 256 characters); required for WPA and WEP, refused with nopass', 256),
    security: withDefault(stringEnum(['WPA', 'WEP', 'nopass'], { description: 'WPA (WPA/WPA2/WPA3 personal), WEP or nopass (open network). Default WPA' }), 'WPA'),
    hidden: withDefault(Type.Boolean({ description: 'Whether the network hides its name (adds H:true). Default false' }), false),
  },
  { description: 'Wi-Fi settings for preset wifi (text is the network name)' },
);

const vcardSchema = closedObject(
  {
    org: field('Organisation (at most 1000 characters)'),
    title: field('Job title (at most 1000 characters)'),
    phone: field('Telephone number (at most 1000 characters)'),
    email: field('Email address (at most 1000 characters)'),
    url: field('Web site (at most 1000 characters)'),
    address: field('Postal address on one line (at most 1000 characters), written as the street part of ADR'),
    note: field('A note (at most 1000 characters)'),
  },
  { description: 'Contact details for preset vcard (text is the full name)' },
);

/** ZXing's Wi-Fi QR format escapes these five with a backslash. */
const escapeWifi = (value: string) => value.replace(/[\\;,:"]/g, (char) => `\\${char}`);
/** RFC 2426 5.8.4: backslash, comma, semicolon and newlines in a text value. */
const escapeVcard = (value: string) => value.replace(/[\\,;]/g, (char) => `\\${char}`).replace(/\r\n|[\r\n]/g, '\\n');

type Wifi = { password?: string; security?: 'WPA' | 'WEP' | 'nopass'; hidden?: boolean };

function wifiPayload(ssid: string, wifi: Wifi): string {
  if (ssid === '') invalid('text: the network name (SSID) is empty');
  const security = wifi.security ?? 'WPA';
  const parts = ['WIFI:'];
  if (security === 'nopass') {
    if (wifi.password !== undefined) invalid('wifi.password: an open network (security nopass) takes no password');
  } else {
    if (!wifi.password) invalid(`wifi.password: is required for security ${security}`);
    parts.push(`T:${security};`);
  }
  parts.push(`S:${escapeWifi(ssid)};`);
  if (wifi.password !== undefined) parts.push(`P:${escapeWifi(wifi.password)};`);
  if (wifi.hidden) parts.push('H:true;');
  return `${parts.join('')};`;
}

type Vcard = { org?: string; title?: string; phone?: string; email?: string; url?: string; address?: string; note?: string };

function vcardPayload(name: string, card: Vcard): string {
  const full = name.trim();
  if (full === '') invalid('text: the contact name is empty');
  const split = full.lastIndexOf(' ');
  const [given, family] = split < 0 ? ['', full] : [full.slice(0, split).trim(), full.slice(split + 1)];
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${escapeVcard(family)};${escapeVcard(given)};;;`, `FN:${escapeVcard(full)}`];
  if (card.org) lines.push(`ORG:${escapeVcard(card.org)}`);
  if (card.title) lines.push(`TITLE:${escapeVcard(card.title)}`);
  if (card.phone) lines.push(`TEL:${escapeVcard(card.phone)}`);
  if (card.email) lines.push(`EMAIL:${escapeVcard(card.email)}`);
  if (card.url) lines.push(`URL:${escapeVcard(card.url)}`);
  if (card.address) lines.push(`ADR:;;${escapeVcard(card.address)};;;;`);
  if (card.note) lines.push(`NOTE:${escapeVcard(card.note)}`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

function checkUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    invalid('text: is not a URL (preset url wants an absolute http:// or https:// URL)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') invalid(`text: the URL's scheme is ${url.protocol.slice(0, -1)}, not http or https`);
  if (/\s/.test(text)) invalid('text: the URL contains white space (percent-encode it as %20)');
  return text;
}

const BASE32_SECRET = /^[A-Z2-7]+=*$/i;

function checkOtpauth(text: string): string {
  const match = /^otpauth:\/\/(totp|hotp)\/([^?#]+)\?([^#]*)$/i.exec(text);
  if (!match) invalid('text: is not an otpauth URI (otpauth://totp/<label>?secret=<Base32>… or otpauth://hotp/…&counter=<n>)');
  const params = new URLSearchParams(match[3]);
  const secret = params.get('secret');
  if (!secret) invalid('text: the otpauth URI has no secret parameter');
  if (!BASE32_SECRET.test(secret)) invalid('text: the otpauth secret is not Base32 (letters A-Z and digits 2-7)');
  if (match[1]!.toLowerCase() === 'hotp' && !/^[0-9]+$/.test(params.get('counter') ?? '')) invalid('text: an otpauth://hotp URI needs a counter parameter (a whole number)');
  const digits = params.get('digits');
  if (digits !== null && !/^[6-8]$/.test(digits)) invalid('text: the otpauth digits parameter must be 6, 7 or 8');
  const algorithm = params.get('algorithm');
  if (algorithm !== null && !/^SHA(1|256|512)$/i.test(algorithm)) invalid('text: the otpauth algorithm parameter must be SHA1, SHA256 or SHA512');
  return text;
}

function payloadOf(preset: Preset, text: string, wifi: Wifi | undefined, vcard: Vcard | undefined): string {
  if (wifi !== undefined && preset !== 'wifi') invalid('wifi: only goes with preset wifi');
  if (vcard !== undefined && preset !== 'vcard') invalid('vcard: only goes with preset vcard');
  switch (preset) {
    case 'text':
      return text;
    case 'url':
      return checkUrl(text);
    case 'otpauth':
      return checkOtpauth(text);
    case 'wifi':
      return wifiPayload(text, wifi ?? {});
    case 'vcard':
      return vcardPayload(text, vcard ?? {});
  }
}

const darkAt = (symbol: QrSymbol, row: number, column: number) => symbol.modules.data[row * symbol.modules.size + column] === 1;

function renderSvg(symbol: QrSymbol, size: number, margin: number): string {
  const modules = symbol.modules.size;
  const total = modules + 2 * margin;
  const path: string[] = [];
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; ) {
      if (!darkAt(symbol, row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules && darkAt(symbol, row, column)) column++;
      path.push(`M${start + margin} ${row + margin}h${column - start}v1h-${column - start}z`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="#fff"/><path fill="#000" d="${path.join('')}"/></svg>\n`
  );
}

async function renderPng(symbol: QrSymbol, size: number, margin: number): Promise<Uint8Array> {
  const modules = symbol.modules.size;
  const scale = Math.floor(size / (modules + 2 * margin));
  const offset = Math.floor((size - scale * modules) / 2);
  const rowBytes = pngRowBytes(size, 0, 1);
  // 1-bit grey: a set bit is white, so rows start all white and dark modules clear bits.
  const rows = new Uint8Array(rowBytes * size).fill(0xff);
  for (let row = 0; row < modules; row++) {
    const first = (offset + row * scale) * rowBytes;
    const line = rows.subarray(first, first + rowBytes);
    for (let column = 0; column < modules; column++) {
      if (!darkAt(symbol, row, column)) continue;
      for (let x = offset + column * scale, end = x + scale; x < end; x++) line[x >> 3]! &= ~(0x80 >> (x & 7));
    }
    for (let copy = 1; copy < scale; copy++) rows.set(line, first + copy * rowBytes);
  }
  return encodePng({ width: size, height: size, colourType: 0, bitDepth: 1, rows });
}

export default defineTool({
  id: 'qr-generate',
  name: 'QR Code Generator',
  category: 'generators',
  description:
    'Make a QR code as SVG or PNG from text, a URL, Wi-Fi settings (WIFI:…), a contact (vCard) or an otpauth:// authenticator URI, with error correction L, M, Q or H.',
  keywords: ['qr', 'qr code', 'qrcode', 'qrencode', 'wifi qr', 'vcard qr', 'otpauth', '2fa qr', 'totp qr', 'generate qr code', 'create qr'],
  mcp: true,
  isolate: true,
  input: closedObject({
    text: Type.String({
      maxLength: 1_000_000,
      description:
        'What to encode (at most 1,000,000 characters, though a QR code holds at most 7089 digits or 2953 bytes): the text, the http(s) URL, the otpauth:// URI, the Wi-Fi network name (preset wifi) or the full name (preset vcard)',
    }),
    preset: withDefault(stringEnum(PRESETS, { description: 'How text is read: text (as is), url (checked http/https URL), wifi (network name, with the wifi object), vcard (full name, with the vcard object) or otpauth (checked otpauth:// URI). Default text' }), 'text'),
    wifi: Type.Optional(wifiSchema),
    vcard: Type.Optional(vcardSchema),
    ecc: withDefault(stringEnum(['L', 'M', 'Q', 'H'], { description: 'Error correction: L (7 % of the code may be lost), M (15 %), Q (25 %) or H (30 %). Default M' }), 'M'),
    size: withDefault(Type.Integer({ minimum: 64, maximum: 2048, description: 'Width and height of the image in pixels, 64 to 2048. Default 256' }), 256),
    margin: withDefault(Type.Integer({ minimum: 0, maximum: 16, description: 'Quiet zone around the code in modules, 0 to 16 (the standard asks for 4). Default 4' }), 4),
    format: withDefault(stringEnum(['svg', 'png'], { description: 'svg (a standalone SVG document) or png (a 1-bit PNG in Base64). Default svg' }), 'svg'),
  }),
  output: closedObject({
    svg: Type.Optional(Type.String({ description: 'The code as a standalone SVG document (format svg)' })),
    png: Type.Optional(binaryOutput('The code as a PNG image in Base64 (format png)', 'image/png')),
    payload: Type.String({ description: 'The exact text encoded (the Wi-Fi or vCard text the preset built)' }),
    version: Type.Integer({ description: 'QR version, 1 to 40: the code is 17 + 4 × version modules wide' }),
    modules: Type.Integer({ description: 'Width of the code in modules, without the quiet zone' }),
    ecc: Type.String({ description: 'The error correction level used' }),
    mask: Type.Integer({ description: 'The mask pattern chosen, 0 to 7' }),
  }),
  examples: [
    {
      title: 'A URL as SVG (zbarimg reads https://example.com from it)',
      input: { text: 'https://example.com', preset: 'url' },
      output: {"svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"256\" height=\"256\" viewBox=\"0 0 33 33\" shape-rendering=\"crispEdges\"><rect width=\"33\" height=\"33\" fill=\"#fff\"/><path fill=\"#000\" d=\"M4 4h7v1h-7zM15 4h3v1h-3zM20 4h1v1h-1zM22 4h7v1h-7zM4 5h1v1h-1zM10 5h1v1h-1zM14 5h1v1h-1zM17 5h4v1h-4zM22 5h1v1h-1zM28 5h1v1h-1zM4 6h1v1h-1zM6 6h3v1h-3zM10 6h1v1h-1zM12 6h2v1h-2zM15 6h1v1h-1zM18 6h1v1h-1zM22 6h1v1h-1zM24 6h3v1h-3zM28 6h1v1h-1zM4 7h1v1h-1zM6 7h3v1h-3zM10 7h1v1h-1zM12 7h1v1h-1zM17 7h3v1h-3zM22 7h1v1h-1zM24 7h3v1h-3zM28 7h1v1h-1zM4 8h1v1h-1zM6 8h3v1h-3zM10 8h1v1h-1zM12 8h3v1h-3zM17 8h1v1h-1zM20 8h1v1h-1zM22 8h1v1h-1zM24 8h3v1h-3zM28 8h1v1h-1zM4 9h1v1h-1zM10 9h1v1h-1zM12 9h1v1h-1zM15 9h1v1h-1zM18 9h2v1h-2zM22 9h1v1h-1zM28 9h1v1h-1zM4 10h7v1h-7zM12 10h1v1h-1zM14 10h1v1h-1zM16 10h1v1h-1zM18 10h1v1h-1zM20 10h1v1h-1zM22 10h7v1h-7zM12 11h1v1h-1zM18 11h1v1h-1zM20 11h1v1h-1zM4 12h1v1h-1zM6 12h5v1h-5zM16 12h1v1h-1zM22 12h5v1h-5zM5 13h1v1h-1zM8 13h2v1h-2zM12 13h1v1h-1zM14 13h2v1h-2zM17 13h1v1h-1zM21 13h1v1h-1zM23 13h1v1h-1zM27 13h1v1h-1zM4 14h5v1h-5zM10 14h1v1h-1zM12 14h2v1h-2zM17 14h4v1h-4zM23 14h1v1h-1zM25 14h1v1h-1zM27 14h2v1h-2zM4 15h2v1h-2zM7 15h3v1h-3zM12 15h1v1h-1zM14 15h2v1h-2zM17 15h1v1h-1zM19 15h2v1h-2zM22 15h2v1h-2zM28 15h1v1h-1zM5 16h3v1h-3zM10 16h1v1h-1zM15 16h2v1h-2zM18 16h2v1h-2zM21 16h2v1h-2zM24 16h1v1h-1zM26 16h3v1h-3zM4 17h5v1h-5zM12 17h1v1h-1zM14 17h1v1h-1zM20 17h1v1h-1zM23 17h1v1h-1zM25 17h1v1h-1zM27 17h1v1h-1zM4 18h1v1h-1zM10 18h2v1h-2zM14 18h3v1h-3zM19 18h1v1h-1zM22 18h4v1h-4zM27 18h2v1h-2zM4 19h1v1h-1zM7 19h1v1h-1zM11 19h1v1h-1zM15 19h1v1h-1zM18 19h7v1h-7zM28 19h1v1h-1zM4 20h1v1h-1zM6 20h1v1h-1zM9 20h2v1h-2zM12 20h4v1h-4zM20 20h5v1h-5zM26 20h1v1h-1zM12 21h2v1h-2zM16 21h5v1h-5zM24 21h2v1h-2zM4 22h7v1h-7zM17 22h2v1h-2zM20 22h1v1h-1zM22 22h1v1h-1zM24 22h1v1h-1zM26 22h3v1h-3zM4 23h1v1h-1zM10 23h1v1h-1zM12 23h2v1h-2zM16 23h2v1h-2zM20 23h1v1h-1zM24 23h2v1h-2zM27 23h1v1h-1zM4 24h1v1h-1zM6 24h3v1h-3zM10 24h1v1h-1zM12 24h3v1h-3zM16 24h1v1h-1zM18 24h7v1h-7zM26 24h1v1h-1zM28 24h1v1h-1zM4 25h1v1h-1zM6 25h3v1h-3zM10 25h1v1h-1zM12 25h1v1h-1zM19 25h1v1h-1zM21 25h2v1h-2zM24 25h5v1h-5zM4 26h1v1h-1zM6 26h3v1h-3zM10 26h1v1h-1zM12 26h5v1h-5zM19 26h1v1h-1zM25 26h2v1h-2zM28 26h1v1h-1zM4 27h1v1h-1zM10 27h1v1h-1zM15 27h1v1h-1zM18 27h1v1h-1zM20 27h2v1h-2zM23 27h3v1h-3zM28 27h1v1h-1zM4 28h7v1h-7zM12 28h2v1h-2zM15 28h1v1h-1zM21 28h8v1h-8z\"/></svg>\n", "payload": "https://example.com", "version": 2, "modules": 25, "ecc": "M", "mask": 2},
    },
    {
      title: 'Wi-Fi credentials as a PNG',
      input: { text: 'Home', preset: 'wifi', wifi: { password: 'correct;horse' }, format: 'png', size: 128 },
      output: {"png": "iVBORw0KGgoAAAANSUhEUgAAAIAAAACAAQAAAADrRVxmAAABQElEQVR42u3VQY6DIBQG4Ddh4a5egMRrsONKeAGduUC9EjuuQeIFYMeC+OZhxEm76MNkuqtp0vZLqvi/Hwv4dHzgPyAAjI5eEmBohIh50nBTecZmsHJOclLSdBdgpIt3+Rok+vhwDgaw/Hp7WDoDex7yOaCXQEe04lvRt3MMDESUXygCeNB1HRxgWaDv6d22QoAMdE2be1frwEFM60+SBsSmW2HTYDSMydcIW2BFh4uDdghaTuCnLo+uFTYtolsp+PtRBx6C8qBETNTuIyAWosM73ZyjMx2TYwGd79NAKc6lrW2QhqDzbNeaOg9Bwa3zBqA2iIfS0zQsaYjpr7ivoewG63t37jke9ufHSm0NZ9dZsNJogZaWeqTeApOmXtNsLwDlt9h9TzQC5jKiRLdYdzYH+/PDG+VNHRQLn7+1d8MvKLsWWuGHD38AAAAASUVORK5CYII=", "payload": "WIFI:T:WPA;S:Home;P:correct\\;horse;;", "version": 3, "modules": 29, "ecc": "M", "mask": 4},
    },
  ],
  async run({ text, preset, wifi, vcard, ecc, size, margin, format }) {
    // Checked before any preset parses the text: the presets only add characters.
    if (text.length > MAX_QR_CHARS) invalid(`text: ${text.length} characters; a QR code holds at most ${MAX_QR_CHARS} digits or 2953 bytes`);
    const payload = payloadOf(preset, text, wifi, vcard);
    if (payload === '') invalid('text: is empty; a QR code needs something to encode');
    if (payload.length > MAX_QR_CHARS) invalid(`text: the ${preset} text is ${payload.length} characters; a QR code holds at most ${MAX_QR_CHARS} digits or 2953 bytes`);
    utf8Encode(payload, 'text');
    const { create } = await loadQrcode();
    let symbol: QrSymbol;
    try {
      symbol = create(payload, { errorCorrectionLevel: ecc });
    } catch {
      invalid(`text: too much to fit in a QR code at error correction ${ecc} (at most 2953 bytes at L, 2331 at M, 1663 at Q, 1273 at H)`);
    }
    const modules = symbol.modules.size;
    if (size < modules + 2 * margin) {
      invalid(`size: ${size} pixels cannot show a version-${symbol.version} code of ${modules} modules plus a ${margin}-module margin; give at least ${modules + 2 * margin}`);
    }
    const image = format === 'svg' ? { svg: renderSvg(symbol, size, margin) } : { png: bytesToBase64(await renderPng(symbol, size, margin)) };
    return { ...image, payload, version: symbol.version, modules, ecc, mask: symbol.maskPattern };
  },
});
