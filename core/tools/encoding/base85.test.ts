import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const b85 = async (action: string, text: string, variant?: string) =>
  (await run<{ result: string }>('base85', { action, text, ...(variant ? { variant } : {}) })).result;

describe('base85', () => {
  it('answers python base64.a85encode', async () => {
    // python3 -c "import base64; print(base64.a85encode(b'…').decode())"
    const vectors: [string, string][] = [
      ['Hello, World!', '87cURD_*#4DfTZ)+T'],
      ['Man is distinguished', '9jqo^BlbD-BleB1DJ+*+F(f,q'],
      ['\0\0\0\0abc', 'z@:E^'],
      ['héllo 🌍', 'BZ$fcCi:HcT8\\a'],
    ];
    for (const [text, encoded] of vectors) {
      expect(await b85('encode', text)).toBe(encoded);
      expect(await b85('decode', encoded)).toBe(text);
    }
  });

  it('answers the ZeroMQ Z85 spec vector and python 3.13 z85encode (b85encode with the Z85 alphabet)', async () => {
    // rfc.zeromq.org/spec/32: 86 4F D2 6F B5 59 F7 5B ⇄ "HelloWorld" (not UTF-8, so checked through a UTF-8 neighbour below)
    await expectInvalid('base85', { action: 'decode', text: 'HelloWorld', variant: 'z85' }, 'text: decodes to bytes that are not valid UTF-8 text');
    // python3 -c "import base64; t=bytes.maketrans(B85, Z85); print(base64.b85encode(b'…').translate(t).decode())"
    expect(await b85('encode', 'Hello, World!', 'z85')).toBe('nm=QNz.92jz/PV8aP');
    expect(await b85('encode', 'héllo 🌍', 'z85')).toBe('xV3/=y&pD=PnX:');
    expect(await b85('decode', 'xV3/=y&pD=PnX:', 'z85')).toBe('héllo 🌍');
  });

  it('takes the Adobe frame and whitespace when decoding', async () => {
    expect(await b85('decode', '<~87cURD_*#4D\nfTZ)+T~>')).toBe('Hello, World!');
    expect(await b85('decode', '  z  ')).toBe('\0\0\0\0');
  });

  it('refuses malformed Base85, saying where', async () => {
    await expectInvalid('base85', { action: 'decode', text: '87cU{' }, 'text: "{" at position 4 is not a Base85 digit');
    await expectInvalid('base85', { action: 'decode', text: '87z' }, 'text: "z" at position 2 stands inside a group of five');
    await expectInvalid('base85', { action: 'decode', text: '87cURD' }, 'text: ends with a single digit, which cannot encode a byte');
    await expectInvalid('base85', { action: 'decode', text: 'uuuuu' }, 'text: the group ending at position 4 is larger than four bytes can hold');
    await expectInvalid('base85', { action: 'decode', text: 'z', variant: 'z85' }, /^text: decodes to bytes|^text: ends with a single digit/);
    await expectInvalid('base85', { action: 'decode', text: '~~', variant: 'z85' }, 'text: "~" at position 0 is not a Base85 digit');
    await expectInvalid('base85', { action: 'decode', text: '#####', variant: 'z85' }, /larger than four bytes/);
  });

  it('refuses wrong types, bad enums, lone surrogates and unknown fields', async () => {
    await expectInvalid('base85', { action: 'encode', text: 3 }, /^text: must be a string/);
    await expectInvalid('base85', { action: 'encode', text: 'a', variant: 'b85' }, /^variant: must be one of ascii85, z85/);
    await expectInvalid('base85', { action: 'encode', text: 'a\uD800' }, /^text: contains a lone surrogate/);
    await expectInvalid('base85', JSON.parse('{"action":"encode","text":"a","__proto__":{"x":1}}'), /__proto__/);
  });

  it('holds the 1,000,000-character bound', async () => {
    expect((await b85('encode', '😀'.repeat(500_000))).length).toBe(2_500_000);
    expect((await b85('decode', 'z'.repeat(1_000_000))).length).toBe(4_000_000);
    await expectInvalid('base85', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('round-trips any text in both variants', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.constantFrom('ascii85', 'z85'), async (text, variant) => {
      expect(await b85('decode', await b85('encode', text, variant), variant)).toBe(text);
    }), { numRuns: 60 });
  });
});
