import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const hexdump = async (input: Record<string, unknown>) => (await run<{ result: string }>('hexdump', input)).result;

// printf 'hello world\nhello\tworld! \x00\xff caf\xc3\xa9' > s.bin; base64 -w0 s.bin
const SAMPLE_B64 = 'aGVsbG8gd29ybGQKaGVsbG8Jd29ybGQhIAD/IGNhZsOp';
// hexdump -C -v s.bin
const SAMPLE_HEXDUMP = [
  '00000000  68 65 6c 6c 6f 20 77 6f  72 6c 64 0a 68 65 6c 6c  |hello world.hell|',
  '00000010  6f 09 77 6f 72 6c 64 21  20 00 ff 20 63 61 66 c3  |o.world! .. caf.|',
  '00000020  a9                                                |.|',
  '00000021',
  '',
].join('\n');
// xxd s.bin
const SAMPLE_XXD = [
  '00000000: 6865 6c6c 6f20 776f 726c 640a 6865 6c6c  hello world.hell',
  '00000010: 6f09 776f 726c 6421 2000 ff20 6361 66c3  o.world! .. caf.',
  '00000020: a9                                       .',
].join('\n');

describe('hexdump', () => {
  it('dumps like hexdump -C -v', async () => {
    expect(await hexdump({ action: 'encode', text: SAMPLE_B64, from: 'b64' })).toBe(SAMPLE_HEXDUMP);
    expect(await hexdump({ action: 'encode', text: '' })).toBe(''); // printf '' | hexdump -C prints nothing
  });

  it('dumps other widths with hexdump -C\'s grouping', async () => {
    // printf 'abcdefghijklmnopqrstuvwxyz' | hexdump -v -e '"%08.8_Ax\n"' -e '"%08.8_ax  " 8/1 "%02x " "  " 2/1 "%02x "' -e '"  |" 10/1 "%_p" "|\n"'
    // (10 bytes a line; the -C format spelled out, which is what width 10 means here)
    expect(await hexdump({ action: 'encode', text: 'abcdefghijklmnopqrstuvwxyz', width: 10 })).toBe(
      '00000000  61 62 63 64 65 66 67 68  69 6a  |abcdefghij|\n' +
        '0000000a  6b 6c 6d 6e 6f 70 71 72  73 74  |klmnopqrst|\n' +
        '00000014  75 76 77 78 79 7a               |uvwxyz|\n' +
        '0000001a\n',
    );
    // printf 'hello world!' | hexdump -v -e '"%08.8_Ax\n"' -e '"%08.8_ax  " 8/1 "%02x "' -e '"  |" 8/1 "%_p" "|\n"'
    expect(await hexdump({ action: 'encode', text: 'hello world!', width: 8 })).toBe(
      '00000000  68 65 6c 6c 6f 20 77 6f  |hello wo|\n00000008  72 6c 64 21              |rld!|\n0000000c\n',
    );
  });

  it('reads hexdump -C and xxd dumps back', async () => {
    expect(await hexdump({ action: 'decode', text: SAMPLE_HEXDUMP, from: 'b64' })).toBe(SAMPLE_B64);
    expect(await hexdump({ action: 'decode', text: SAMPLE_XXD, from: 'b64' })).toBe(SAMPLE_B64);
    expect(await hexdump({ action: 'decode', text: SAMPLE_XXD.replaceAll('\n', '\r\n') + '\r\n', from: 'b64' })).toBe(SAMPLE_B64);
    // xxd -g1 groups single bytes
    expect(await hexdump({ action: 'decode', text: '00000000: 68 69 0a  hi.' })).toBe('hi\n');
  });

  it('expands hexdump -C\'s "*" lines', async () => {
    // three lines of bytes 00..0f then "tail": hexdump -C rep.bin; base64 -w0 rep.bin
    const dump = [
      '00000000  00 01 02 03 04 05 06 07  08 09 0a 0b 0c 0d 0e 0f  |................|',
      '*',
      '00000030  74 61 69 6c                                       |tail|',
      '00000034',
    ].join('\n');
    expect(await hexdump({ action: 'decode', text: dump, from: 'b64' })).toBe(
      'AAECAwQFBgcICQoLDA0ODwABAgMEBQYHCAkKCwwNDg8AAQIDBAUGBwgJCgsMDQ4PdGFpbA==',
    );
  });

  it('refuses what is not a dump, naming the line', async () => {
    await expectInvalid('hexdump', { action: 'decode', text: 'hello' }, 'text: not a hex dump: line 1: does not start with a hex offset');
    await expectInvalid('hexdump', { action: 'decode', text: '00000000  68 65\n00000004  6c' }, /line 2: starts at offset 00000004, but 2 bytes came before it/);
    await expectInvalid('hexdump', { action: 'decode', text: '00000000  68 6g' }, /line 1: character "g" at column 15 is not a hex digit/);
    await expectInvalid('hexdump', { action: 'decode', text: '*\n00000010' }, /"\*" repeats a line, but no line of bytes comes before it/);
    await expectInvalid('hexdump', { action: 'decode', text: '00000000  68 65 6c\n*' }, /must be followed by the offset/);
    await expectInvalid('hexdump', { action: 'decode', text: '00000000  68 65 6c\n*\n00000010' }, /does not follow the repeated line/);
    await expectInvalid('hexdump', { action: 'decode', text: '00000000  ff' }, /text: decodes to bytes that are not valid UTF-8 text/);
  });

  it('refuses a "*" that would expand past 10 MB', async () => {
    await expectInvalid('hexdump', { action: 'decode', text: '00000000  00\n*\nffffffff' }, /reach 4294967295 bytes, more than the 10000000 allowed/);
  });

  it('refuses wrong types and out-of-range widths, naming the field', async () => {
    await expectInvalid('hexdump', { action: 'encode', text: 'a', width: 7 }, 'width: must be ≥ 8');
    await expectInvalid('hexdump', { action: 'encode', text: 'a', width: 65 }, 'width: must be ≤ 64');
    await expectInvalid('hexdump', { action: 'encode', text: 'a', width: 16.5 }, /width: must be an integer/);
    await expectInvalid('hexdump', { action: 'encode', text: ['a'] }, /text: must be a string/);
    await expectInvalid('hexdump', JSON.parse('{"action":"encode","text":"a","__proto__":{"width":8}}'), /__proto__/);
    await expectInvalid('hexdump', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('dumps the largest input', async () => {
    const result = await hexdump({ action: 'encode', text: '😀'.repeat(500_000), width: 8 });
    expect(result.split('\n').length).toBe(250_000 + 2);
  });

  it('round-trips any bytes at any width', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.integer({ min: 8, max: 64 }), async (bytes, width) => {
        const b64 = btoa(String.fromCharCode(...bytes));
        const dump = await hexdump({ action: 'encode', text: b64, from: 'b64', width });
        expect(await hexdump({ action: 'decode', text: dump, from: 'b64' })).toBe(b64);
      }),
      { numRuns: 50 },
    );
  });
});
