import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../lib/png-encode.ts';
import { parsePayload } from '../../lib/qr-payload.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Decoded { texts: string[]; codes: { text: string; type: string; fields: Record<string, string> }[]; width: number; height: number; format: string }
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url)).toString('base64');
const decode = (bin: string) => run<Decoded>('qr-decode', { bin });
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

describe('qr-decode', () => {
  // Every expected text below is what zbarimg -q printed for the fixture (fixtures/README.md says how each was made).
  it('reads a PNG, a 16-bit PNG and a transparent one', async () => {
    for (const name of ['qr-url.png', 'qr-url-16bit.png']) {
      const result = await decode(fixture(name));
      expect(result.texts).toEqual(['https://example.com/path?q=1']);
      expect(result.codes[0]).toEqual({ text: 'https://example.com/path?q=1', type: 'url', fields: { url: 'https://example.com/path?q=1', host: 'example.com' } });
      expect([result.width, result.height, result.format]).toEqual([132, 132, 'png']);
    }
    // zbarimg reads it once flattened on white: QR-Code:geo:48.8584,2.2945
    expect((await decode(fixture('qr-transparent.png'))).codes).toEqual([{ text: 'geo:48.8584,2.2945', type: 'geo', fields: { latitude: '48.8584', longitude: '2.2945' } }]);
  });

  it('reads a JPEG holding UTF-8 Wi-Fi settings (zbarimg -q --raw -Sbinary, bytes read as UTF-8)', async () => {
    const result = await decode(fixture('qr-wifi.jpg'));
    expect(result.format).toBe('jpeg');
    expect(result.texts).toEqual(['WIFI:T:WPA;S:Café Guest;P:p\\;ss\\:word;;']);
    expect(result.codes[0]!.fields).toEqual({ ssid: 'Café Guest', security: 'WPA', password: 'p;ss:word' });
  });

  it('finds both codes of an image holding two (zbarimg: first code, and the MECARD)', async () => {
    const result = await decode(fixture('qr-two.png'));
    expect([...result.texts].sort()).toEqual(['MECARD:N:Lovelace,Ada;TEL:+441234;EMAIL:ada@example.com;;', 'first code']);
    expect(result.codes.find((code) => code.type === 'vcard')!.fields).toEqual({ name: 'Ada Lovelace', phone: '+441234', email: 'ada@example.com' });
  });

  it("reads qr-generate's codes back (ZXing shares no code with the qrcode encoder)", async () => {
    const payloads = ['otpauth://totp/Example:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example', 'Grüße, 世界 🌍', '0123456789'.repeat(30)];
    for (const text of payloads) {
      const { png } = await run<{ png: string }>('qr-generate', { text, format: 'png', ecc: 'Q' });
      expect((await decode(png)).texts).toEqual([text]);
    }
  });

  it('answers an empty list for an image with no code', async () => {
    const white = await encodePng({ width: 64, height: 64, colourType: 0, bitDepth: 8, rows: new Uint8Array(64 * 64).fill(255) });
    expect(await decode(toBase64(white))).toEqual({ texts: [], codes: [], width: 64, height: 64, format: 'png' });
  });

  it('refuses what is not a PNG or JPEG, or is broken, naming bin', async () => {
    await expectInvalid('qr-decode', { bin: btoa('GIF89a....') }, /^bin: is not a PNG or JPEG image/);
    await expectInvalid('qr-decode', { bin: '' }, /^bin: is not a PNG or JPEG image/);
    await expectInvalid('qr-decode', { bin: 'not base64!' }, /^bin: is not valid Base64/);
    const png = readFileSync(new URL('./fixtures/qr-url.png', import.meta.url));
    await expectInvalid('qr-decode', { bin: toBase64(png.subarray(0, 100)) }, /^bin: the PNG is truncated/);
    const corrupt = Uint8Array.from(png);
    corrupt[40]! ^= 0xff;
    await expectInvalid('qr-decode', { bin: toBase64(corrupt) }, /^bin: the PNG is corrupt/);
    const jpeg = readFileSync(new URL('./fixtures/qr-wifi.jpg', import.meta.url));
    await expectInvalid('qr-decode', { bin: toBase64(jpeg.subarray(0, 300)) }, /^bin: the JPEG could not be decoded/);
    await expectInvalid('qr-decode', { bin: 'AAAA', __proto__x: 1 }, 'unknown field');
    await expectInvalid('qr-decode', JSON.parse('{"bin":"AAAA","__proto__":{"x":1}}'), /__proto__: unknown field/);
  });

  it('refuses an image over 40 megapixels from its header alone', async () => {
    // A 1-pixel PNG whose IHDR claims 10,000 × 5,000 (CRC recomputed by the encoder of the header).
    const small = await encodePng({ width: 10_000, height: 1, colourType: 0, bitDepth: 1, rows: new Uint8Array(1250) });
    const bytes = Uint8Array.from(small);
    new DataView(bytes.buffer).setUint32(20, 5_000);
    const { crc32 } = await import('../../lib/crc32.ts');
    new DataView(bytes.buffer).setUint32(29, crc32(bytes, 12, 29));
    await expectInvalid('qr-decode', { bin: toBase64(bytes) }, 'bin: the image is 10000 × 5000 pixels, over the limit of 40 megapixels');
  });
});

describe('QR payloads (ZXing ResultParser formats)', () => {
  it('reads each kind of text', () => {
    expect(parsePayload('WIFI:S:My\\;Net;T:WEP;P:abc;H:true;;')).toEqual({ type: 'wifi', fields: { ssid: 'My;Net', security: 'WEP', password: 'abc', hidden: 'true' } });
    expect(parsePayload('WIFI:S:Open;;')).toEqual({ type: 'wifi', fields: { ssid: 'Open', security: 'nopass' } });
    expect(parsePayload('BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nORG:Engines\\, Ltd\r\nTEL;TYPE=cell:+44 1\r\nNOTE:a\\nb\r\nEND:VCARD')).toEqual({
      type: 'vcard',
      fields: { structuredName: 'Lovelace Ada', name: 'Ada Lovelace', org: 'Engines, Ltd', phone: '+44 1', note: 'a\nb' },
    });
    expect(parsePayload('otpauth://hotp/ACME%3Abob?secret=JBSWY3DP&counter=7')).toEqual({ type: 'otpauth', fields: { kind: 'hotp', label: 'ACME:bob', secret: 'JBSWY3DP', counter: '7' } });
    expect(parsePayload('mailto:a@example.com?subject=Hi%20there&body=x')).toEqual({ type: 'email', fields: { to: 'a@example.com', subject: 'Hi there', body: 'x' } });
    expect(parsePayload('MATMSG:TO:a@example.com;SUB:Hi;BODY:Yo;;')).toEqual({ type: 'email', fields: { to: 'a@example.com', subject: 'Hi', body: 'Yo' } });
    expect(parsePayload('tel:+1-555-0100')).toEqual({ type: 'tel', fields: { number: '+1-555-0100' } });
    expect(parsePayload('geo:-33.8568,151.2153,58;u=10')).toEqual({ type: 'geo', fields: { latitude: '-33.8568', longitude: '151.2153', altitude: '58' } });
    expect(parsePayload('HTTPS://Example.com')).toEqual({ type: 'url', fields: { url: 'HTTPS://Example.com', host: 'example.com' } });
    expect(parsePayload('just words')).toEqual({ type: 'text', fields: {} });
    expect(parsePayload('otpauth://nonsense')).toEqual({ type: 'text', fields: {} });
    expect(parsePayload('https://exa mple.com')).toEqual({ type: 'text', fields: {} });
  });
});
