import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../lib/png-encode.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Read { found: boolean; text?: string; format?: string; zxingFormat?: string; width: number; height: number }
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url)).toString('base64');
const read = (bin: string) => run<Read>('barcode-decode', { bin });

describe('barcode-decode', () => {
  // Texts as zbarimg -q (1D codes) and dmtxread (Data Matrix) read the fixtures; PDF417's is zint's input (fixtures/README.md).
  const cases: [string, string, string][] = [
    ['bc-ean13.png', '4006381333931', 'EAN-13'],
    ['bc-upca.png', '036000291452', 'UPC-A'],
    ['bc-code128.jpg', 'Tool-Deck 128', 'Code 128'],
    ['bc-code39.png', 'CODE39 TEST', 'Code 39'],
    ['bc-itf.png', '12345670', 'ITF'],
    ['bc-datamatrix.png', 'DataMatrix 2026', 'Data Matrix'],
    ['bc-pdf417.png', 'PDF417 from zint', 'PDF417'],
    ['qr-url.png', 'https://example.com/path?q=1', 'QR Code'],
  ];
  for (const [name, text, format] of cases) {
    it(`reads ${format} (${name})`, async () => {
      const result = await read(fixture(name));
      expect([result.found, result.text, result.format]).toEqual([true, text, format]);
    });
  }

  it('reads a light code on a dark ground', async () => {
    const png = await encodePng({ width: 64, height: 64, colourType: 0, bitDepth: 8, rows: new Uint8Array(64 * 64) });
    expect(await read(btoa(String.fromCharCode(...png)))).toEqual({ found: false, width: 64, height: 64 });
    const { png: qr } = await run<{ png: string }>('qr-generate', { text: 'inverted', format: 'png', size: 128 });
    const { decode } = await import('fast-png');
    const image = decode(Uint8Array.from(atob(qr), (char) => char.charCodeAt(0)));
    const inverted = await encodePng({ width: 128, height: 128, colourType: 0, bitDepth: 1, rows: Uint8Array.from(image.data, (byte) => ~byte & 0xff) });
    expect(await read(btoa(String.fromCharCode(...inverted)))).toMatchObject({ found: true, text: 'inverted', format: 'QR Code' });
  });

  it('refuses what is not a PNG or JPEG, naming bin', async () => {
    await expectInvalid('barcode-decode', { bin: btoa('<svg/>') }, /^bin: is not a PNG or JPEG image/);
    await expectInvalid('barcode-decode', { bin: '***' }, /^bin: is not valid Base64/);
    await expectInvalid('barcode-decode', { bin: fixture('bc-ean13.png').slice(0, 200) }, /^bin: the PNG is truncated/);
    await expectInvalid('barcode-decode', {}, 'bin: is required');
    await expectInvalid('barcode-decode', { bin: 5 }, 'bin: must be a string, got an integer');
    await expectInvalid('barcode-decode', JSON.parse('{"bin":"AAAA","__proto__":{"x":1}}'), /__proto__: unknown field/);
  });
});
