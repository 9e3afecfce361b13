import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const hex = async (input: Record<string, unknown>) => (await run<{ result: string }>('hex', input)).result;

describe('hex', () => {
  it('encodes like xxd -p', async () => {
    // printf 'héllo 🌍' | xxd -p
    expect(await hex({ action: 'encode', text: 'héllo 🌍' })).toBe('68c3a96c6c6f20f09f8c8d');
    // printf 'hello world' | xxd -p -u
    expect(await hex({ action: 'encode', text: 'hello world', upper: true })).toBe('68656C6C6F20776F726C64');
    // printf 'A\x00\xff\x80z' | base64 → QQD/gHo= ; | xxd -p → 4100ff807a
    expect(await hex({ action: 'encode', text: 'QQD/gHo=', from: 'b64' })).toBe('4100ff807a');
    expect(await hex({ action: 'encode', text: '' })).toBe('');
  });

  it('writes each delimiter', async () => {
    // python3 -c "print(bytes.fromhex('deadbeef').hex(':'))" → de:ad:be:ef; base64 of the bytes: 3q2+7w==
    expect(await hex({ action: 'encode', text: '3q2+7w==', from: 'b64', delim: 'colon' })).toBe('de:ad:be:ef');
    expect(await hex({ action: 'encode', text: '3q2+7w==', from: 'b64', delim: 'space' })).toBe('de ad be ef');
    expect(await hex({ action: 'encode', text: '3q2+7w==', from: 'b64', delim: '0x', upper: true })).toBe('0xDE 0xAD 0xBE 0xEF');
  });

  it('decodes like xxd -r -p, whatever the separators and prefixes', async () => {
    // echo 68c3a96c6c6f20f09f8c8d | xxd -r -p → héllo 🌍
    expect(await hex({ action: 'decode', text: '68c3a96c6c6f20f09f8c8d' })).toBe('héllo 🌍');
    expect(await hex({ action: 'decode', text: '68 C3 A9\n6c:6c-6f' })).toBe('héllo');
    expect(await hex({ action: 'decode', text: '0x68,0X69 \\x21%21' })).toBe('hi!!');
    expect(await hex({ action: 'decode', text: '4100ff807a', from: 'b64' })).toBe('QQD/gHo=');
    expect(await hex({ action: 'decode', text: '  ' })).toBe('');
  });

  it('refuses malformed hex, saying where', async () => {
    await expectInvalid('hex', { action: 'decode', text: '48g9' }, 'text: not valid hex: character "g" at index 2 is not a hex digit');
    await expectInvalid('hex', { action: 'decode', text: '486' }, 'text: not valid hex: the hex digit at index 2 has no second digit to make a byte');
    await expectInvalid('hex', { action: 'decode', text: '4 8' }, /the hex digit at index 0 stands alone/);
    await expectInvalid('hex', { action: 'decode', text: '48 0x' }, /a prefix at the end/);
    await expectInvalid('hex', { action: 'decode', text: '48😀' }, /character "😀" at index 2/);
  });

  it('refuses bytes that are not UTF-8 unless asked for Base64', async () => {
    await expectInvalid('hex', { action: 'decode', text: 'ff' }, 'text: decodes to bytes that are not valid UTF-8 text (set from to b64 to get them as Base64)');
    await expectInvalid('hex', { action: 'encode', text: 'a\uD800' }, /text: contains a lone surrogate/);
    await expectInvalid('hex', { action: 'encode', text: 'QQ!', from: 'b64' }, /text: is not valid Base64/);
  });

  it('refuses wrong types and values, naming the field', async () => {
    await expectInvalid('hex', { action: 'encode', text: 1 }, 'text: must be a string, got an integer');
    await expectInvalid('hex', { action: 'encode', text: 'a', delim: 'tab' }, /delim: must be one of none, space, colon, 0x/);
    await expectInvalid('hex', { action: 'encode', text: 'a', upper: 'yes' }, /upper: must be a boolean/);
    await expectInvalid('hex', JSON.parse('{"action":"encode","text":"a","__proto__":{"upper":true}}'), /__proto__/);
    await expectInvalid('hex', { action: 'decode' }, 'text: is required');
  });

  it('holds the 1,000,000-character bound at the worst delimiter', async () => {
    const max = '😀'.repeat(500_000);
    const result = await hex({ action: 'encode', text: max, delim: '0x' });
    expect(result.length).toBe(2_000_000 * 5 - 1);
    expect(result.startsWith('0xf0 0x9f 0x98 0x80 0xf0')).toBe(true);
    await expectInvalid('hex', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('round-trips any bytes through every delimiter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 100 }), fc.constantFrom('none', 'space', 'colon', '0x'), fc.boolean(), async (bytes, delim, upper) => {
        const b64 = btoa(String.fromCharCode(...bytes));
        const encoded = await hex({ action: 'encode', text: b64, from: 'b64', delim, upper });
        expect(await hex({ action: 'decode', text: encoded, from: 'b64' })).toBe(b64);
      }),
      { numRuns: 50 },
    );
  });
});
