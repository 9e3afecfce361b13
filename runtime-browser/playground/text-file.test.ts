/** readTextFile: a file read into a text field as UTF-8, or refused with the reason. */
import { describe, expect, it } from 'vitest';
import { readTextFile } from './text-file.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readTextFile', () => {
  it('reads UTF-8, letters beyond ASCII included, and drops a byte order mark', () => {
    expect(readTextFile('a.txt', utf8('héllo, 世界 🎉'))).toEqual({ ok: true, text: 'héllo, 世界 🎉' });
    expect(readTextFile('a.csv', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('a,b')]))).toEqual({ ok: true, text: 'a,b' });
    expect(readTextFile('empty.txt', new Uint8Array())).toEqual({ ok: true, text: '' });
  });

  it('refuses bytes that are not UTF-8, naming the first bad byte', () => {
    // "caf" then Latin-1 é (0xE9) then "!": the 0xE9 at offset 3 starts no valid sequence.
    const latin1 = readTextFile('menu.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x21]));
    expect(latin1).toEqual({ ok: false, message: 'menu.txt is not UTF-8 text (byte 3 is not valid UTF-8): save it as UTF-8 and open it again' });
    const png = readTextFile('logo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(png.ok).toBe(false);
    expect(!png.ok && png.message).toContain('byte 0 ');
    // A character cut at the end of the file.
    expect(readTextFile('cut.txt', new Uint8Array([...utf8('ab'), 0xe4, 0xb8])).ok).toBe(false);
  });

  it('refuses more characters than the field takes', () => {
    expect(readTextFile('big.txt', utf8('x'.repeat(11)), 10)).toEqual({ ok: false, message: 'big.txt holds 11 characters, more than the 10 this field takes' });
    expect(readTextFile('fits.txt', utf8('x'.repeat(10)), 10)).toEqual({ ok: true, text: 'x'.repeat(10) });
  });
});
