import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Variant = 'rfc4648' | 'hex' | 'crockford';
const encode = async (text: string, variant: Variant = 'rfc4648', from: 'utf8' | 'hex' = 'utf8') =>
  (await run<{ result: string }>('base32', { action: 'encode', text, variant, from })).result;
const decode = (text: string, variant: Variant = 'rfc4648') => run<{ result: string; resultEncoding: string }>('base32', { action: 'decode', text, variant });

describe('base32', () => {
  it('matches the RFC 4648 §10 vectors both ways (printf %s "$s" | basenc --base32 / --base32hex)', async () => {
    const vectors: [string, string, string][] = [
      ['', '', ''], ['f', 'MY======', 'CO======'], ['fo', 'MZXQ====', 'CPNG===='], ['foo', 'MZXW6===', 'CPNMU==='],
      ['foob', 'MZXW6YQ=', 'CPNMUOG='], ['fooba', 'MZXW6YTB', 'CPNMUOJ1'], ['foobar', 'MZXW6YTBOI======', 'CPNMUOJ1E8======'],
    ];
    for (const [plain, rfc, hex] of vectors) {
      expect(await encode(plain)).toBe(rfc);
      expect(await encode(plain, 'hex')).toBe(hex);
      expect((await decode(rfc)).result).toBe(plain);
      expect((await decode(hex, 'hex')).result).toBe(plain);
    }
  });

  it('encodes UTF-8, and Crockford as basenc --base32hex mapped onto its alphabet', async () => {
    // printf 'héllo 🌍' | basenc --base32
    expect(await encode('héllo 🌍')).toBe('NDB2S3DMN4QPBH4MRU======');
    // printf '%s' "$s" | basenc --base32hex | tr -d '=' | tr 'IJKLMNOPQRSTUV' 'JKMNPQRSTVWXYZ'
    expect(await encode('foobar', 'crockford')).toBe('CSQPYRK1E8');
    expect(await encode('héllo 🌍', 'crockford')).toBe('D31TJV3CDWGF17WCHM');
    expect((await decode('csqp-yrk1-e8', 'crockford')).result).toBe('foobar');
    expect((await decode('D3ITJV3CDWGFI7WCHM', 'crockford')).result).toBe('héllo 🌍');
  });

  it('decodes bytes that are not text to hex, and encodes hex bytes', async () => {
    // echo JBSWY3DPEHPK3PXP | basenc -d --base32 | xxd -p
    expect(await decode('jbsw y3dp ehpk 3pxp')).toEqual({ result: '48656c6c6f21deadbeef', resultEncoding: 'hex' });
    expect(await encode('48 65 6c 6c 6f 21 de ad be ef', 'rfc4648', 'hex')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('round-trips any text in every variant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 100 }), fc.constantFrom<Variant>('rfc4648', 'hex', 'crockford'), async (text, variant) => {
        expect((await decode(await encode(text, variant), variant)).result).toBe(text);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses what is not Base32, saying why', async () => {
    await expectInvalid('base32', { action: 'decode', text: 'MZXW1' }, 'text: not valid Base32 (rfc4648): character "1" at position 4 is not in the rfc4648 alphabet');
    await expectInvalid('base32', { action: 'decode', text: 'MZX' }, /3 Base32 characters cannot encode whole bytes/);
    await expectInvalid('base32', { action: 'decode', text: 'MZ=XW6===' }, /padding "=" may only end the text/);
    await expectInvalid('base32', { action: 'decode', text: 'MZXQ=' }, /multiple of 8/);
    await expectInvalid('base32', { action: 'decode', text: 'MZ' + 'XR' }, /bits that are not zero/);
    await expectInvalid('base32', { action: 'decode', text: 'CU', variant: 'crockford' }, /"U" at position 1/);
  });

  it('refuses bad input of every kind, naming the field', async () => {
    await expectInvalid('base32', { action: 'encode', text: 'zz', from: 'hex' }, 'text: is not hex (only 0-9, a-f, spaces and colons are allowed)');
    await expectInvalid('base32', { action: 'encode', text: 'a', variant: 'z-base-32' }, 'variant: must be one of rfc4648, hex, crockford');
    await expectInvalid('base32', { action: 'encode', text: '\uDFFF' }, /text: contains a lone surrogate/);
    await expectInvalid('base32', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('base32', { action: 'encode', text: 7 }, 'text: must be a string, got an integer');
    await expectInvalid('base32', JSON.parse('{"action":"decode","text":"MY","__proto__":{}}'), /__proto__/);
  });
});
