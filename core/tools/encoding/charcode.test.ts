import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const charcode = async (input: Record<string, unknown>) => (await run<{ result: string }>('charcode', input)).result;

describe('charcode', () => {
  it('encodes like Python ord, in every unit', async () => {
    // python3: ' '.join(str(ord(c)) for c in 'Hé€😀')
    expect(await charcode({ action: 'encode', text: 'Hé€😀' })).toBe('72 233 8364 128512');
    // ' '.join(format(ord(c),'x') for c in 'Hé€😀')
    expect(await charcode({ action: 'encode', text: 'Hé€😀', base: 16 })).toBe('48 e9 20ac 1f600');
    // ' '.join(format(b,'x') for b in 'Hé€😀'.encode())
    expect(await charcode({ action: 'encode', text: 'Hé€😀', base: 16, unit: 'utf8' })).toBe('48 c3 a9 e2 82 ac f0 9f 98 80');
    // the big-endian UTF-16 units: struct.unpack('>HHHHH', 'Hé€😀'.encode('utf-16-be'))
    expect(await charcode({ action: 'encode', text: 'Hé€😀', base: 16, unit: 'utf16' })).toBe('48 e9 20ac d83d de00');
    // ' '.join(format(ord(c),'o') for c in 'Hi'); … 'b'
    expect(await charcode({ action: 'encode', text: 'Hi', base: 8 })).toBe('110 151');
    expect(await charcode({ action: 'encode', text: 'Hi', base: 2 })).toBe('1001000 1101001');
    expect(await charcode({ action: 'encode', text: '' })).toBe('');
  });

  it('decodes like Python chr', async () => {
    // ''.join(chr(int(t)) for t in '84 111 111 108 100 101 99 107'.split())
    expect(await charcode({ action: 'decode', text: '84 111 111 108 100 101 99 107' })).toBe('Tooldeck');
    expect(await charcode({ action: 'decode', text: '0x48, U+E9,\n20AC 1f600', base: 16 })).toBe('Hé€😀');
    expect(await charcode({ action: 'decode', text: '48 c3 a9 e2 82 ac f0 9f 98 80', base: 16, unit: 'utf8' })).toBe('Hé€😀');
    expect(await charcode({ action: 'decode', text: '48 e9 20ac d83d de00', base: 16, unit: 'utf16' })).toBe('Hé€😀');
    expect(await charcode({ action: 'decode', text: '0o110 0o151', base: 8 })).toBe('Hi');
    expect(await charcode({ action: 'decode', text: '0b1001000 1101001', base: 2 })).toBe('Hi');
    expect(await charcode({ action: 'decode', text: ' , ' })).toBe('');
  });

  it('refuses codes that are not characters of the unit, naming which', async () => {
    await expectInvalid('charcode', { action: 'decode', text: '72 x' }, 'text: code 2 ("x") is not a base-10 number');
    await expectInvalid('charcode', { action: 'decode', text: '12 9', base: 8 }, 'text: code 2 ("9") is not a base-8 number');
    await expectInvalid('charcode', { action: 'decode', text: '1114112' }, 'text: code 1 (1114112) is above 1114111, the largest for this unit');
    await expectInvalid('charcode', { action: 'decode', text: '100', base: 16, unit: 'utf8' }, 'text: code 1 (100) is above ff, the largest for this unit');
    await expectInvalid('charcode', { action: 'decode', text: '10000', base: 16, unit: 'utf16' }, /above ffff/);
    await expectInvalid('charcode', { action: 'decode', text: '55357' }, 'text: code 1 is a surrogate (U+D83D), not a character');
    await expectInvalid('charcode', { action: 'decode', text: 'd83d 41', base: 16, unit: 'utf16' }, /lone surrogate/);
    await expectInvalid('charcode', { action: 'decode', text: 'c3 28', base: 16, unit: 'utf8' }, 'text: the codes are not valid UTF-8 bytes');
    await expectInvalid('charcode', { action: 'encode', text: 'a\uDE00' }, /text: contains a lone surrogate \(U\+DE00\) at index 1/);
  });

  it('refuses wrong types and values, naming the field', async () => {
    await expectInvalid('charcode', { action: 'encode', text: 'a', base: 3 }, /base: /);
    await expectInvalid('charcode', { action: 'encode', text: 'a', base: '16' }, /base: /);
    await expectInvalid('charcode', { action: 'encode', text: 'a', unit: 'utf32' }, /unit: must be one of cp, utf8, utf16/);
    await expectInvalid('charcode', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('charcode', JSON.parse('{"action":"encode","text":"a","__proto__":{"base":16}}'), /__proto__/);
  });

  it('handles the largest input', async () => {
    const codes = await charcode({ action: 'encode', text: '😀'.repeat(500_000), base: 2, unit: 'utf8' });
    expect(codes.length).toBe(2_000_000 * 9 - 1);
    expect(await charcode({ action: 'decode', text: '1 '.repeat(500_000) })).toBe('\u0001'.repeat(500_000));
  });

  it('round-trips any text in every base and unit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 50 }), fc.constantFrom(10, 16, 8, 2), fc.constantFrom('cp', 'utf8', 'utf16'), async (text, base, unit) => {
        const codes = await charcode({ action: 'encode', text, base, unit });
        expect(await charcode({ action: 'decode', text: codes, base, unit })).toBe(text);
      }),
      { numRuns: 60 },
    );
  });
});
