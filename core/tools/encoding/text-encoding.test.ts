import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const encodeHex = async (text: string, charset: string, extra: Record<string, unknown> = {}) =>
  (await run<{ result: string }>('text-encoding', { action: 'encode', text, charset, format: 'hex', ...extra })).result;
const decodeHex = async (hex: string, charset: string, extra: Record<string, unknown> = {}) =>
  (await run<{ result: string }>('text-encoding', { action: 'decode', text: hex, charset, format: 'hex', ...extra })).result;

/** Each row: printf '%s' "<text>" | iconv -f UTF-8 -t <iconv name> | xxd -p */
const iconvVectors: [charset: string, iconvName: string, text: string, hex: string][] = [
  ['cp1252', 'CP1252', 'café €5', '636166e9208035'],
  ['latin1', 'ISO-8859-1', 'café', '636166e9'],
  ['utf-16le', 'UTF-16LE', 'A😀', '41003dd800de'],
  ['utf-16be', 'UTF-16BE', 'A😀', '0041d83dde00'],
  ['utf-8', 'UTF-8', 'A😀', '41f09f9880'],
  ['sjis', 'CP932', '日本語', '93fa967b8cea'],
  ['sjis', 'CP932', 'ｱ', 'b1'],
  ['sjis', 'CP932', '①', '8740'],
  ['sjis', 'CP932', '∵', '81e6'],
  ['sjis', 'CP932', '纊', 'fa5c'],
  ['gbk', 'CP936', '€', '80'],
  ['gbk', 'GBK', '你好', 'c4e3bac3'],
  ['big5', 'BIG5', '中文', 'a4a4a4e5'],
  ['euc-kr', 'EUC-KR', '한국어', 'c7d1b1b9beee'],
  ['euc-jp', 'EUC-JP', '日本', 'c6fccbdc'],
  ['koi8-r', 'KOI8-R', 'Привет', 'f0d2c9d7c5d4'],
  ['cp1251', 'CP1251', 'Привет', 'cff0e8e2e5f2'],
  ['iso-8859-7', 'ISO-8859-7', 'Ωμέγα', 'd9ecdde3e1'],
];

describe('text-encoding', () => {
  it.each(iconvVectors)('%s encodes and decodes as iconv -t %s does (%s)', async (charset, _, text, hex) => {
    expect(await encodeHex(text, charset)).toBe(hex);
    expect(await decodeHex(hex, charset)).toBe(text);
  });

  it('decodes the decode-only charsets as iconv does', async () => {
    // printf '日本' | iconv -t ISO-2022-JP | xxd -p; printf '𠀀' | iconv -t GB18030 | xxd -p
    expect(await decodeHex('1b2442467c4b5c1b2842', 'iso-2022-jp')).toBe('日本');
    expect(await decodeHex('95328236', 'gb18030')).toBe('𠀀');
    await expectInvalid('text-encoding', { action: 'encode', text: 'a', charset: 'gb18030' }, /^charset: gb18030 can only be decoded here/);
  });

  it('takes and gives Base64 by default', async () => {
    // printf '你好' | iconv -t GBK | base64 → xOO6ww==
    expect(await run('text-encoding', { action: 'encode', text: '你好', charset: 'gbk' })).toEqual({ result: 'xOO6ww==', resultEncoding: 'base64' });
    expect(await run('text-encoding', { action: 'decode', text: 'xOO6ww==', charset: 'gbk' })).toEqual({ result: '你好', resultEncoding: 'utf8' });
    expect(await run('text-encoding', { action: 'encode', text: '你好', charset: 'gbk', format: 'hex' })).toEqual({ result: 'c4e3bac3', resultEncoding: 'hex' });
  });

  it('keeps latin1 as ISO-8859-1 (0x80 is U+0080) and cp1252 as Windows-1252 (0x80 is €)', async () => {
    // python3 -c "print(hex(ord(b'\x80'.decode('latin-1'))), b'\x80'.decode('cp1252'))" → 0x80 €
    expect(await decodeHex('80', 'latin1')).toBe('\u0080');
    expect(await decodeHex('80', 'cp1252')).toBe('€');
  });

  it('refuses what the charset cannot hold, with its position, as iconv does ("illegal input sequence at position 1")', async () => {
    await expectInvalid('text-encoding', { action: 'encode', text: 'a€', charset: 'latin1' }, 'text: "€" (U+20AC) at index 1 has no encoding in latin1');
    await expectInvalid('text-encoding', { action: 'encode', text: 'x😀', charset: 'sjis' }, 'text: "😀" (U+1F600) at index 1 has no encoding in sjis');
    await expectInvalid('text-encoding', { action: 'encode', text: 'é', charset: 'ascii' }, /^text: "é" \(U\+00E9\) at index 0/);
    await expectInvalid('text-encoding', { action: 'decode', text: '41ff41', charset: 'ascii', format: 'hex' }, 'text: byte 0xff at offset 1 is not ASCII');
    await expectInvalid('text-encoding', { action: 'decode', text: '4181', charset: 'sjis', format: 'hex' }, 'text: the bytes are not valid sjis (it ends inside a character)');
    await expectInvalid('text-encoding', { action: 'decode', text: 'c3', charset: 'utf-8', format: 'hex' }, /^text: the bytes are not valid utf-8/);
    await expectInvalid('text-encoding', { action: 'decode', text: '41a1', charset: 'iso-8859-8', format: 'hex' }, 'text: the bytes are not valid iso-8859-8 (at byte offset 1)');
  });

  it('replaces instead when on_error is replace', async () => {
    expect(await encodeHex('a€b', 'latin1', { on_error: 'replace' })).toBe('613f62');
    expect(await decodeHex('41ff', 'ascii', { on_error: 'replace' })).toBe('A\uFFFD');
    expect(await decodeHex('4181', 'sjis', { on_error: 'replace' })).toBe('A\uFFFD');
  });

  it('keeps a byte-order mark as text', async () => {
    expect(await decodeHex('fffe4100', 'utf-16le')).toBe('\uFEFFA');
    expect(await encodeHex('\uFEFFA', 'utf-16be')).toBe('feff0041');
  });

  it('refuses malformed bytes text, lone surrogates, bad enums and unknown fields', async () => {
    await expectInvalid('text-encoding', { action: 'decode', text: 'zz', charset: 'cp1252', format: 'hex' }, /^text: is not hex/);
    await expectInvalid('text-encoding', { action: 'decode', text: 'abc', charset: 'cp1252', format: 'hex' }, 'text: has an odd number of hex digits');
    await expectInvalid('text-encoding', { action: 'decode', text: '@@', charset: 'cp1252' }, /^text: not valid Base64/);
    await expectInvalid('text-encoding', { action: 'encode', text: '\uD800', charset: 'utf-16le' }, /^text: contains a lone surrogate/);
    await expectInvalid('text-encoding', { action: 'encode', text: 'a', charset: 'ebcdic' }, /^charset: must be one of/);
    await expectInvalid('text-encoding', { action: 'encode', text: 'a' }, 'charset: is required');
    await expectInvalid('text-encoding', { action: 'encode', text: 'a', charset: 'gbk', on_error: 'skip' }, /^on_error: must be one of fail, replace/);
    await expectInvalid('text-encoding', JSON.parse('{"action":"encode","text":"a","charset":"gbk","__proto__":{"x":1}}'), /__proto__/);
  });

  it('holds the 1,000,000-character bound', async () => {
    expect((await encodeHex('語'.repeat(1_000_000), 'sjis')).length).toBe(4_000_000);
    await expectInvalid('text-encoding', { action: 'encode', text: 'a'.repeat(1_000_001), charset: 'gbk' }, 'text: must be at most 1000000 characters');
  });

  it('round-trips every character a charset can encode', async () => {
    for (const charset of ['sjis', 'gbk', 'big5', 'euc-kr', 'euc-jp', 'cp1252', 'koi8-u', 'utf-16be']) {
      await fc.assert(fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 30 }), async (text) => {
        const hex = await encodeHex(text, charset, { on_error: 'replace' });
        const back = await decodeHex(hex, charset);
        // Every character comes back, or "?" where it had no encoding.
        expect([...back].length).toBe([...text].length);
      }), { numRuns: 15 });
    }
  });
});
