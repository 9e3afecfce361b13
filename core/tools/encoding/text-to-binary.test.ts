import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const binary = async (input: Record<string, unknown>) => (await run<{ result: string }>('text-to-binary', input)).result;

describe('text-to-binary', () => {
  it('encodes like Python format(b, "08b")', async () => {
    // python3 -c "print(' '.join(format(b,'08b') for b in 'Hi 🚀'.encode()))"
    expect(await binary({ action: 'encode', text: 'Hi 🚀' })).toBe('01001000 01101001 00100000 11110000 10011111 10011010 10000000');
    // python3 -c "print(','.join(format(b,'08b') for b in 'héllo'.encode()))"
    expect(await binary({ action: 'encode', text: 'héllo', sep: 'comma' })).toBe('01101000,11000011,10101001,01101100,01101100,01101111');
    // python3 -c "print(''.join(format(b,'08b') for b in bytes([0,255,128,1])))"; base64 of those bytes: AP+AAQ==
    expect(await binary({ action: 'encode', text: 'AP+AAQ==', from: 'b64', sep: 'none' })).toBe('00000000111111111000000000000001');
    expect(await binary({ action: 'encode', text: 'ab', sep: 'newline' })).toBe('01100001\n01100010');
    expect(await binary({ action: 'encode', text: '' })).toBe('');
  });

  it('decodes like Python int(group, 2)', async () => {
    // python3 -c "print(bytes(int(t,2) for t in '01110100 01100101 01110011 01110100'.split()).decode())"
    expect(await binary({ action: 'decode', text: '01110100 01100101 01110011 01110100' })).toBe('test');
    // python3 -c "print(bytes(int(t,2) for t in '1001000 1101001 100001'.split()).decode())"
    expect(await binary({ action: 'decode', text: '1001000 1101001 100001' })).toBe('Hi!');
    expect(await binary({ action: 'decode', text: '00000000111111111000000000000001', from: 'b64' })).toBe('AP+AAQ==');
    expect(await binary({ action: 'decode', text: ' 01101000,\r\n01101001 ' })).toBe('hi');
    expect(await binary({ action: 'decode', text: ' \n' })).toBe('');
  });

  it('refuses what is not whole bytes of binary, saying where', async () => {
    await expectInvalid('text-to-binary', { action: 'decode', text: '0100 2001' }, 'text: character "2" at index 5 is not a binary digit');
    await expectInvalid('text-to-binary', { action: 'decode', text: '010010000' }, 'text: 9 binary digits without separators are not whole bytes (a multiple of 8)');
    await expectInvalid('text-to-binary', { action: 'decode', text: '01001000 101010101' }, 'text: group 2 has 9 digits; a byte has at most 8');
    await expectInvalid('text-to-binary', { action: 'decode', text: '11111111' }, /text: decodes to bytes that are not valid UTF-8 text/);
    await expectInvalid('text-to-binary', { action: 'encode', text: '\uD83D' }, /text: contains a lone surrogate/);
  });

  it('refuses wrong types and values, naming the field', async () => {
    await expectInvalid('text-to-binary', { action: 'encode', text: 'a', sep: 'tab' }, /sep: must be one of space, none, comma, newline/);
    await expectInvalid('text-to-binary', { action: 'encode', text: null }, /text: must be a string/);
    await expectInvalid('text-to-binary', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('text-to-binary', JSON.parse('{"action":"encode","text":"a","__proto__":{"sep":"none"}}'), /__proto__/);
  });

  it('refuses a result past the 20,000,000-character cap before building it', async () => {
    // 1,000,000 three-byte characters: 27 million characters of binary with spaces
    await expectInvalid('text-to-binary', { action: 'encode', text: '€'.repeat(1_000_000) }, 'text: the binary digits would be longer than 20000000 characters');
    const result = await binary({ action: 'encode', text: '😀'.repeat(500_000) });
    expect(result.length).toBe(2_000_000 * 9 - 1);
  });

  it('round-trips any bytes with every separator', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 100 }), fc.constantFrom('space', 'none', 'comma', 'newline'), async (bytes, sep) => {
        const b64 = btoa(String.fromCharCode(...bytes));
        const encoded = await binary({ action: 'encode', text: b64, from: 'b64', sep });
        expect(await binary({ action: 'decode', text: encoded, from: 'b64' })).toBe(b64);
      }),
      { numRuns: 50 },
    );
  });
});
