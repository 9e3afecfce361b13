import { decode as decodePng } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface QrResult { svg?: string; png?: string; payload: string; version: number; modules: number; ecc: string; mask: number }
const generate = (input: Record<string, unknown>) => run<QrResult>('qr-generate', input);

/** The module matrix drawn in a PNG result, as qrencode -t ASCII draws it ("##" dark, "  " light). */
function matrixOfPng(result: QrResult, size: number, margin: number): string[] {
  const image = decodePng(Uint8Array.from(atob(result.png!), (char) => char.charCodeAt(0)));
  expect([image.width, image.height, image.depth, image.channels]).toEqual([size, size, 1, 1]);
  const rowBytes = Math.ceil(size / 8);
  const scale = Math.floor(size / (result.modules + 2 * margin));
  const offset = Math.floor((size - scale * result.modules) / 2);
  const dark = (x: number, y: number) => ((image.data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1) === 0;
  const rows: string[] = [];
  for (let row = 0; row < result.modules; row++) {
    let line = '';
    for (let column = 0; column < result.modules; column++) {
      const centre = (i: number) => offset + i * scale + (scale >> 1);
      line += dark(centre(column), centre(row)) ? '##' : '  ';
    }
    rows.push(line);
  }
  return rows;
}

/** The matrix an SVG result draws: its path of one-module-high runs, offset by the margin. */
function matrixOfSvg(result: QrResult, margin: number): string[] {
  const cells = Array.from({ length: result.modules }, () => Array<string>(result.modules).fill('  '));
  for (const [, x, y, width] of result.svg!.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(width); i++) cells[Number(y) - margin]![Number(x) - margin + i] = '##';
  }
  return cells.map((row) => row.join(''));
}

describe('qr-generate', () => {
  it('draws the matrix qrencode draws (qrencode -t ASCII -m 0 -l M \'HELLO WORLD\')', async () => {
    const expected = HELLO_WORLD_M;
    const png = await generate({ text: 'HELLO WORLD', ecc: 'M', format: 'png', size: 210, margin: 2 });
    expect([png.version, png.modules, png.ecc]).toEqual([1, 21, 'M']);
    expect(matrixOfPng(png, 210, 2)).toEqual(expected);
    const svg = await generate({ text: 'HELLO WORLD', ecc: 'M', margin: 0 });
    expect(matrixOfSvg(svg, 0)).toEqual(expected);
  });

  it('draws the matrix qrencode draws (qrencode -t ASCII -m 0 -l Q https://example.com)', async () => {
    const result = await generate({ text: 'https://example.com', preset: 'url', ecc: 'Q', format: 'png', size: 100, margin: 0 });
    expect([result.version, result.modules]).toEqual([2, 25]);
    expect(matrixOfPng(result, 100, 0)).toEqual(EXAMPLE_COM_Q);
  });

  it('builds the Wi-Fi text zbarimg read back from its PNG (zbarimg -q on the 128-pixel PNG)', async () => {
    // zbarimg printed: QR-Code:WIFI:T:WPA;S:Home;P:correct\;horse;;
    const result = await generate({ text: 'Home', preset: 'wifi', wifi: { password: 'correct;horse' }, format: 'png', size: 128 });
    expect(result.payload).toBe('WIFI:T:WPA;S:Home;P:correct\\;horse;;');
    expect(result.png!.startsWith('iVBORw0KGgo')).toBe(true);
  });

  it('escapes the five special characters of the Wi-Fi format and writes open and hidden networks', async () => {
    const escaped = await generate({ text: 'a\\b;c,d:e"f', preset: 'wifi', wifi: { password: 'p:w', security: 'WEP', hidden: true } });
    expect(escaped.payload).toBe('WIFI:T:WEP;S:a\\\\b\\;c\\,d\\:e\\"f;P:p\\:w;H:true;;');
    const open = await generate({ text: 'Café', preset: 'wifi', wifi: { security: 'nopass' } });
    expect(open.payload).toBe('WIFI:S:Café;;');
  });

  it('builds a vCard 3.0 with RFC 2426 escaping', async () => {
    const result = await generate({
      text: 'Ada King Lovelace',
      preset: 'vcard',
      vcard: { org: 'Analytical Engines, Ltd; London', phone: '+44 20 7946 0000', email: 'ada@example.com', note: 'line 1\nline 2' },
    });
    expect(result.payload).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada King;;;\r\nFN:Ada King Lovelace\r\nORG:Analytical Engines\\, Ltd\\; London\r\n' +
        'TEL:+44 20 7946 0000\r\nEMAIL:ada@example.com\r\nNOTE:line 1\\nline 2\r\nEND:VCARD',
    );
  });

  it('checks URLs and otpauth URIs', async () => {
    const otp = 'otpauth://totp/Example:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example';
    expect((await generate({ text: otp, preset: 'otpauth' })).payload).toBe(otp);
    await expectInvalid('qr-generate', { text: 'ftp://example.com/', preset: 'url' }, "text: the URL's scheme is ftp, not http or https");
    await expectInvalid('qr-generate', { text: 'example.com', preset: 'url' }, /^text: is not a URL/);
    await expectInvalid('qr-generate', { text: 'https://example.com/a b', preset: 'url' }, /text: the URL contains white space/);
    await expectInvalid('qr-generate', { text: 'otpauth://totp/x?secret=0189', preset: 'otpauth' }, /text: the otpauth secret is not Base32/);
    await expectInvalid('qr-generate', { text: 'otpauth://hotp/x?secret=JBSWY3DP', preset: 'otpauth' }, /needs a counter/);
    await expectInvalid('qr-generate', { text: 'otpauth://totp/x?issuer=a', preset: 'otpauth' }, /has no secret/);
    await expectInvalid('qr-generate', { text: 'https://x.test', preset: 'otpauth' }, /text: is not an otpauth URI/);
  });

  it('refuses Wi-Fi and vCard settings that do not fit, never echoing the password', async () => {
    await expectInvalid('qr-generate', { text: 'Home', preset: 'wifi' }, 'wifi.password: is required for security WPA');
    await expectInvalid('qr-generate', { text: 'Home', preset: 'wifi', wifi: { security: 'nopass', password: 'hunter2' } }, /^wifi\.password: an open network[^2]*$/);
    await expectInvalid('qr-generate', { text: '', preset: 'wifi', wifi: { password: 'x' } }, 'text: the network name (SSID) is empty');
    await expectInvalid('qr-generate', { text: 'x', wifi: { password: 'x' } }, 'wifi: only goes with preset wifi');
    await expectInvalid('qr-generate', { text: 'x', preset: 'url', vcard: {} }, 'vcard: only goes with preset vcard');
    await expectInvalid('qr-generate', { text: ' ', preset: 'vcard' }, 'text: the contact name is empty');
    await expectInvalid('qr-generate', { text: 'Home', preset: 'wifi', wifi: JSON.parse('{"password":"x","__proto__":{"security":"nopass"}}') }, 'wifi.__proto__: unknown field');
  });

  it('holds the capacity of a QR code and the size it needs', async () => {
    const full = await generate({ text: '7'.repeat(7089), ecc: 'L', size: 2048 });
    expect([full.version, full.modules]).toEqual([40, 177]);
    await expectInvalid('qr-generate', { text: '7'.repeat(7090), ecc: 'L' }, /^text: 7090 characters; a QR code holds at most 7089/);
    await expectInvalid('qr-generate', { text: 'x'.repeat(2332), ecc: 'M' }, /^text: too much to fit in a QR code at error correction M/);
    await expectInvalid('qr-generate', { text: 'x'.repeat(1_000_000) }, /^text: 1000000 characters/);
    await expectInvalid('qr-generate', { text: '7'.repeat(7089), ecc: 'L', size: 184 }, 'size: 184 pixels cannot show a version-40 code of 177 modules plus a 4-module margin; give at least 185');
    expect((await generate({ text: '7'.repeat(7089), ecc: 'L', size: 185, format: 'png' })).modules).toBe(177);
  });

  it('refuses empty text, lone surrogates and values outside the schema', async () => {
    await expectInvalid('qr-generate', { text: '' }, 'text: is empty; a QR code needs something to encode');
    await expectInvalid('qr-generate', { text: 'a\uD800' }, /text: .*lone surrogate/);
    await expectInvalid('qr-generate', { text: 'a', size: 63 }, /^size: /);
    await expectInvalid('qr-generate', { text: 'a', size: 2049 }, /^size: /);
    await expectInvalid('qr-generate', { text: 'a', margin: 17 }, /^margin: /);
    await expectInvalid('qr-generate', { text: 'a', ecc: 'X' }, 'ecc: must be one of L, M, Q, H');
    await expectInvalid('qr-generate', { text: 'a', format: 'gif' }, 'format: must be one of svg, png');
    await expectInvalid('qr-generate', { text: 5 }, 'text: must be a string, got an integer');
  });

  it('keeps every module whole in the PNG at the largest size', async () => {
    const result = await generate({ text: 'HELLO WORLD', ecc: 'M', format: 'png', size: 2048, margin: 16 });
    expect(matrixOfPng(result, 2048, 16)).toEqual(HELLO_WORLD_M);
  });
});

// qrencode -t ASCII -m 0 -l M 'HELLO WORLD' (qrencode 4.1.1)
const HELLO_WORLD_M = [
  '##############      ##  ##  ##############',
  '##          ##  ######      ##          ##',
  '##  ######  ##      ##  ##  ##  ######  ##',
  '##  ######  ##      ##  ##  ##  ######  ##',
  '##  ######  ##  ##  ######  ##  ######  ##',
  '##          ##    ######    ##          ##',
  '##############  ##  ##  ##  ##############',
  '                                          ',
  '##  ##  ##  ##    ##    ##      ##    ##  ',
  '  ########      ##    ##        ##      ##',
  '      ##############  ##    ##  ####      ',
  '########  ##  ####    ######  ##  ######  ',
  '  ##    ########  ##  ##    ######  ##  ##',
  '                ##  ##      ##      ##  ##',
  '##############          ##    ##  ####    ',
  '##          ##    ####      ####  ##      ',
  '##  ######  ##  ####    ##  ##############',
  '##  ######  ##      ####  ##  ##      ##  ',
  '##  ######  ##  ########  ######  ##    ##',
  '##          ##        ######      ##  ####',
  '##############  ####  ##  ######        ##',
];

// qrencode -t ASCII -m 0 -l Q https://example.com (qrencode 4.1.1)
const EXAMPLE_COM_Q = [
  '##############  ######    ######    ##############',
  '##          ##  ####  ##    ######  ##          ##',
  '##  ######  ##  ####          ####  ##  ######  ##',
  '##  ######  ##  ##  ######  ####    ##  ######  ##',
  '##  ######  ##  ####    ########    ##  ######  ##',
  '##          ##    ####    ######    ##          ##',
  '##############  ##  ##  ##  ##  ##  ##############',
  '                ####  ########  ##                ',
  '  ####  ##  ####  ##  ####  ######  ##  ##########',
  '####      ##  ####      ##          ##          ##',
  '########  ####  ##        ##          ####  ######',
  '  ##  ##  ##    ##  ##  ##    ######          ##  ',
  '        ########  ##  ####      ######    ##  ####',
  '    ##  ####    ##    ##        ######    ##    ##',
  '##  ####    ##    ##  ########  ##  ####    ######',
  '  ##  ####        ####        ####      ##    ##  ',
  '##  ##  ######  ######  ####  ##############      ',
  '                ####    ####  ####      ####  ####',
  '##############  ######  ####  ####  ##  ####  ####',
  '##          ##      ######  ##  ##      ####    ##',
  '##  ######  ##  ##  ##    ####  ############    ##',
  '##  ######  ##      ##      ####      ########    ',
  '##  ######  ##  ####  ##        ##      ##      ##',
  '##          ##  ########  ####  ##  ##  ####  ##  ',
  '##############            ##############      ####',
];
