import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Checksum { algorithm: string; hex: string; decimal: string }
const checksum = (input: Record<string, unknown>) => run<Checksum>('checksum', input);
const hexOf = async (algorithm: string, input: Record<string, unknown>) => (await checksum({ algorithm, ...input })).hex;
const base64Of = (bytes: number[] | Uint8Array) => btoa(String.fromCharCode(...bytes));
const everyByte = base64Of(Uint8Array.from({ length: 1024 }, (_, i) => i % 256));

describe('checksum', () => {
  it('matches crcmod and zlib on the catalogue check string, text and a file of every byte', async () => {
    // /usr/bin/python3: crcmod.predefined.mkPredefinedCrcFun(name)(b'123456789') (crcmod 1.7), zlib.adler32
    expect(await hexOf('crc32', { text: '123456789' })).toBe('cbf43926');
    expect(await hexOf('crc32c', { text: '123456789' })).toBe('e3069283');
    expect(await hexOf('crc16', { text: '123456789' })).toBe('bb3d');
    expect(await hexOf('adler32', { text: 'Wikipedia' })).toBe('11e60398');
    // … (name)('Grüße 🌍'.encode())
    expect(await hexOf('crc32', { text: 'Grüße 🌍' })).toBe('a4ffc355');
    expect(await hexOf('crc32c', { text: 'Grüße 🌍' })).toBe('40890a4f');
    expect(await hexOf('crc16', { text: 'Grüße 🌍' })).toBe('8ccc');
    // … (name)(bytes(range(256)) * 4), zlib.adler32(bytes(range(256)) * 4)
    expect(await hexOf('crc32', { bin: everyByte })).toBe('b70b4c26');
    expect(await hexOf('crc32c', { bin: everyByte })).toBe('2cdf6e8f');
    expect(await hexOf('crc16', { bin: everyByte })).toBe('3840');
    expect(await hexOf('adler32', { bin: everyByte })).toBe('e4c9fe10');
  });

  it('matches zlib on the largest text, where Adler-32 sums wrap', async () => {
    // python3: zlib.crc32(b'a' * 1000000), zlib.adler32(b'a' * 1000000)
    expect(await hexOf('crc32', { text: 'a'.repeat(1_000_000) })).toBe('dc25bfbc');
    expect(await hexOf('adler32', { text: 'a'.repeat(1_000_000) })).toBe('15d870f9');
  });

  it("gives Fletcher-16 and Fletcher-32 as Wikipedia's test vectors do", async () => {
    // en.wikipedia.org/wiki/Fletcher's_checksum, "Test vectors" (Fletcher-32 over little-endian 16-bit words).
    expect((await checksum({ algorithm: 'fletcher16', text: 'abcde' })).decimal).toBe('51440');
    expect((await checksum({ algorithm: 'fletcher16', text: 'abcdef' })).decimal).toBe('8279');
    expect((await checksum({ algorithm: 'fletcher16', text: 'abcdefgh' })).decimal).toBe('1575');
    expect((await checksum({ algorithm: 'fletcher32', text: 'abcde' })).decimal).toBe('4031760169');
    expect((await checksum({ algorithm: 'fletcher32', text: 'abcdef' })).decimal).toBe('1448095018');
    expect((await checksum({ algorithm: 'fletcher32', text: 'abcdefgh' })).decimal).toBe('3957429649');
  });

  it('keeps Fletcher sums exact past the reduction blocks', async () => {
    // 100,000 bytes of 0xff: sum1 = 100000·255 mod 255 = 0; sum2 = 255·(1+…+100000) mod 255 = 0.
    const ones = base64Of(new Uint8Array(100_000).fill(0xff));
    expect(await hexOf('fletcher16', { bin: ones })).toBe('0000');
    // 50,000 words of 0xffff ≡ 0 mod 65535 likewise.
    expect(await hexOf('fletcher32', { bin: ones })).toBe('00000000');
  });

  it('gives xxHash as the xxHash sanity vectors do (tests/sanity_test_vectors.h, xsum_sanity_check.c)', async () => {
    expect(await hexOf('xxh32', { text: '' })).toBe('02cc5d05');
    expect(await hexOf('xxh64', { text: '' })).toBe('ef46db3751d8e999');
    expect(await hexOf('xxh3', { text: '' })).toBe('2d06800538d394c2');
    expect(await hexOf('xxh3', { text: 'abc' })).toBe('78af5f94892f3950');
    expect(await hexOf('xxh128', { text: '' })).toBe('99aa06d3014798d86001c324468d497f');
    expect(await hexOf('xxh128', { text: 'abc' })).toBe('06b05ab6733a618578af5f94892f3950');
  });

  it('gives MurmurHash3 x86_32 as the published test vectors do, seeds included', async () => {
    // stackoverflow.com/questions/14747343/murmurhash3-test-vectors (checked against SMHasher's MurmurHash3.cpp)
    expect(await hexOf('murmur3', { text: '' })).toBe('00000000');
    expect(await hexOf('murmur3', { text: '', seed: 1 })).toBe('514e28b7');
    expect(await hexOf('murmur3', { text: '', seed: 0xffffffff })).toBe('81f16f39');
    expect(await hexOf('murmur3', { bin: base64Of([0xff, 0xff, 0xff, 0xff]) })).toBe('76293b50');
    expect(await hexOf('murmur3', { bin: base64Of([0x21, 0x43, 0x65, 0x87]) })).toBe('f55b516b');
    expect(await hexOf('murmur3', { bin: base64Of([0x21, 0x43, 0x65, 0x87]), seed: 0x5082edee })).toBe('2362f9de');
    expect(await hexOf('murmur3', { bin: base64Of([0x21, 0x43, 0x65]) })).toBe('7e4a8634');
  });

  it('gives decimal as a string, exact past 2^53', async () => {
    expect(await checksum({ algorithm: 'xxh64', text: '' })).toEqual({ algorithm: 'xxh64', hex: 'ef46db3751d8e999', decimal: '17241709254077376921' });
  });

  it('refuses a seed where the algorithm has none, and wants exactly one input', async () => {
    await expectInvalid('checksum', { text: 'a', algorithm: 'crc32', seed: 5 }, 'seed: crc32 takes no seed (only xxh32, xxh64, xxh3, xxh128 and murmur3 do)');
    await expectInvalid('checksum', {}, 'text: give exactly one of text or bin');
    await expectInvalid('checksum', { text: 'a', bin: 'YQ==' }, 'text: give exactly one of text or bin');
    await expectInvalid('checksum', { bin: '@@@@' }, /^bin: is not valid Base64/);
  });

  it('holds the schema bounds and types', async () => {
    await expectInvalid('checksum', { text: 'a', algorithm: 'md5' }, /^algorithm: must be one of crc32, crc32c/);
    await expectInvalid('checksum', { text: 'a', algorithm: 'xxh3', seed: -1 }, /^seed: /);
    await expectInvalid('checksum', { text: 'a', algorithm: 'xxh3', seed: 4_294_967_296 }, /^seed: /);
    await expectInvalid('checksum', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('checksum', { text: ['a'] }, /^text: must be a string/);
    await expectInvalid('checksum', JSON.parse('{"text":"a","__proto__":{"algorithm":"crc16"}}'), /__proto__/);
  });
});
