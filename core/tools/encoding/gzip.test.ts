import fc from 'fast-check';
import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../lib/base64.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Answer {
  result: string;
  resultEncoding: 'utf8' | 'base64';
  inputBytes: number;
  outputBytes: number;
}
const gzip = (input: Record<string, unknown>) => run<Answer>('gzip', input);

describe('gzip', () => {
  it('compresses "hello world" to the very bytes of gzip -n (level 6)', async () => {
    // printf 'hello world' | gzip -n -c | base64
    expect((await gzip({ action: 'encode', text: 'hello world' })).result).toBe('H4sIAAAAAAAAA8tIzcnJVyjPL8pJAQCFEUoNCwAAAA==');
  });

  it('decompresses what gzip and Python zlib wrote', async () => {
    // printf 'hello world' | gzip -c | base64
    expect(await gzip({ action: 'decode', text: 'H4sIAAAAAAAAA8tIzcnJVyjPL8pJAQCFEUoNCwAAAA==' })).toEqual({
      result: 'hello world', resultEncoding: 'utf8', inputBytes: 31, outputBytes: 11,
    });
    // python3: base64.b64encode(zlib.compress('héllo ✓ wörld'.encode()))
    expect((await gzip({ action: 'decode', text: 'eJzLOLwyJydf4dGcyQrlh7cV5aQAAE7TCJ8=', format: 'zlib' })).result).toBe('héllo ✓ wörld');
    // python3: c=zlib.compressobj(9,zlib.DEFLATED,-15); base64.b64encode(c.compress(b'hello world')+c.flush())
    expect((await gzip({ action: 'decode', text: 'y0jNyclXKM8vykkBAA==', format: 'raw' })).result).toBe('hello world');
    // python3: base64.b64encode(zlib.compress(b'hello hello hello hello',9))
    expect((await gzip({ action: 'decode', text: 'eNrLSM3JyVfIQCcBaAMIsQ==', format: 'zlib' })).result).toBe('hello hello hello hello');
  });

  it('reads concatenated gzip members, as gzip -d does', async () => {
    // python3: base64.b64encode(gzip.compress(b'a',mtime=0)+gzip.compress(b'b',mtime=0))
    expect((await gzip({ action: 'decode', text: 'H4sIAAAAAAACA0sEAEO+t+gBAAAAH4sIAAAAAAACA0sCAPnvvnEBAAAA' })).result).toBe('ab');
  });

  it('answers bytes that are not UTF-8 in Base64, and takes a file in bin', async () => {
    // python3: base64.b64encode(gzip.compress(bytes([0xff,0xfe,0x00,0x80]),mtime=0))
    expect(await gzip({ action: 'decode', bin: 'H4sIAAAAAAACA/v/j6EBABcEo60EAAAA' })).toEqual({
      result: '//4AgA==', resultEncoding: 'base64', inputBytes: 24, outputBytes: 4,
    });
    // python3: base64.b64encode(zlib.compress(bytes(range(256)))), a data: URL as the playground sends it
    const all = 'eJwBAAH//gABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4fICEiIyQlJicoKSorLC0uLzAxMjM0NTY3ODk6Ozw9Pj9AQUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVpbXF1eX2BhYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ent8fX5/gIGCg4SFhoeIiYqLjI2Oj5CRkpOUlZaXmJmam5ydnp+goaKjpKWmp6ipqqusra6vsLGys7S1tre4ubq7vL2+v8DBwsPExcbHyMnKy8zNzs/Q0dLT1NXW19jZ2tvc3d7f4OHi4+Tl5ufo6err7O3u7/Dx8vP09fb3+Pn6+/z9/v+t9n+B';
    const answer = await gzip({ action: 'decode', bin: `data:application/zlib;base64,${all}`, format: 'zlib' });
    expect(answer.result).toBe(bytesToBase64(Uint8Array.from({ length: 256 }, (_, i) => i)));
    const compressed = await gzip({ action: 'encode', bin: answer.result, format: 'raw', level: 1 });
    expect(compressed.inputBytes).toBe(256);
    expect((await gzip({ action: 'decode', text: compressed.result, format: 'raw' })).result).toBe(answer.result);
  });

  it('round-trips any text in every format and level', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.constantFrom('gzip', 'zlib', 'raw'),
        fc.integer({ min: 1, max: 9 }),
        async (text, format, level) => {
          const compressed = await gzip({ action: 'encode', text, format, level });
          expect(await gzip({ action: 'decode', text: compressed.result, format })).toMatchObject({ result: text, resultEncoding: 'utf8' });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses a bad checksum, a cut stream, trailing bytes and the wrong format, naming the field', async () => {
    // python3: gzip.compress(b'hello world', mtime=0) with one bit of its CRC-32 flipped
    await expectInvalid('gzip', { action: 'decode', text: 'H4sIAAAAAAACA8tIzcnJVyjPL8pJAQCFEUoMCwAAAA==' }, 'text: is not valid gzip data (a bad header or checksum, cut short, or other bytes after its end)');
    await expectInvalid('gzip', { action: 'decode', text: 'H4sIAAAAAAAAA8tIzcnJVyjPL8pJAQCFEUoN' }, /text: is not valid gzip data/);
    // the same with bytes 01 02 03 after it (python3 gzip.decompress: BadGzipFile)
    await expectInvalid('gzip', { action: 'decode', bin: 'H4sIAAAAAAAAA8tIzcnJVyjPL8pJAQCFEUoNCwAAAAECAw==' }, /bin: is not valid gzip data/);
    await expectInvalid('gzip', { action: 'decode', text: 'H4sIAAAAAAAAA8tIzcnJVyjPL8pJAQCFEUoNCwAAAA==', format: 'zlib' }, /text: is not valid zlib data/);
    await expectInvalid('gzip', { action: 'decode', text: '' }, /text: is not valid gzip data/);
  });

  it('refuses a decompression bomb past 50 MB with a 4xx', async () => {
    // 51 gzip members of a megabyte of zeros each: 51 MB from 52 KB, read member after member.
    const member = gzipSync(new Uint8Array(1_000_000), { level: 9 });
    const members = new Uint8Array(member.length * 51);
    for (let i = 0; i < 51; i++) members.set(member, i * member.length);
    const bomb = bytesToBase64(members);
    await expectInvalid('gzip', { action: 'decode', bin: bomb }, 'bin: decompresses to more than 50000000 bytes, the most this tool gives back (a decompression bomb?)');
  });

  it('refuses bad Base64, both fields, neither, and bad options, naming the field', async () => {
    await expectInvalid('gzip', { action: 'decode', text: 'not base64!' }, /text: decode takes the compressed data in Base64, and this is not valid Base64: character "!"/);
    await expectInvalid('gzip', { action: 'decode', bin: '%%%' }, /bin: is not valid Base64/);
    await expectInvalid('gzip', { action: 'encode', text: 'a', bin: 'YQ==' }, 'text: give the data in text or in bin, not both');
    await expectInvalid('gzip', { action: 'encode' }, 'text: is required (or a file in bin)');
    await expectInvalid('gzip', { action: 'encode', text: 'a', level: 0 }, 'level: must be ≥ 1');
    await expectInvalid('gzip', { action: 'encode', text: 'a', level: 10 }, 'level: must be ≤ 9');
    await expectInvalid('gzip', { action: 'encode', text: 'a', format: 'bzip2' }, 'format: must be one of gzip, zlib, raw');
    await expectInvalid('gzip', { action: 'encode', text: 'a\uD800' }, /text: contains a lone surrogate/);
    await expectInvalid('gzip', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('gzip', JSON.parse('{"action":"encode","text":"a","__proto__":{"level":1}}'), /__proto__/);
  });
});
