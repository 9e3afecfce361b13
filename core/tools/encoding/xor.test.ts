import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

const xor = async (input: Record<string, unknown>) => (await run<{ result: string }>('xor', input)).result;

describe('xor', () => {
  it('answers the Cryptopals set 1 challenge 5 vector (repeating-key XOR with "ICE")', async () => {
    const text = "Burning 'em, if you ain't quick and nimble\nI go crazy when I hear a cymbal";
    const expected =
      '0b3637272a2b2e63622c2e69692a23693a2a3c6324202d623d63343c2a26226324272765272a282b2f20430a652e2c652a3124333a653e2b2027630c692b20283165286326302e27282f';
    expect(await xor({ action: 'encode', text, key: 'ICE' })).toBe(expected);
    expect(await xor({ action: 'decode', text: expected, key: 'ICE' })).toBe(text);
  });

  it('matches python: bytes(c ^ k[i % len(k)] for i, c in enumerate(b))', async () => {
    // … b'Hello', b'key' → 230015070a
    expect(await xor({ action: 'encode', text: 'Hello', key: 'key' })).toBe('230015070a');
    // … 'héllo wörld 🚀'.encode(), bytes.fromhex('00ff10') → 683cb96c937f2088d3b68d7c64dfe09f6590
    expect(await xor({ action: 'encode', text: 'héllo wörld 🚀', key: '00 ff 10', key_format: 'hex' })).toBe('683cb96c937f2088d3b68d7c64dfe09f6590');
    // base64.b64encode(… b'attack at dawn', b'\x2a') → S15eS0lBCkteCk5LXUQ=
    expect(await xor({ action: 'encode', text: 'attack at dawn', key: 'Kg==', key_format: 'base64', format: 'base64' })).toBe('S15eS0lBCkteCk5LXUQ=');
    expect(await xor({ action: 'decode', text: 'S15eS0lBCkteCk5LXUQ=', key: '2a', key_format: 'hex', format: 'base64' })).toBe('attack at dawn');
  });

  it('refuses a wrong key that leaves no UTF-8, and keys with no bytes, never echoing the key', async () => {
    await expectInvalid('xor', { action: 'decode', text: 'ff', key: 'secret-key' }, 'text: XORed with this key gives bytes that are not UTF-8 text (check the key and its format)');
    await expectInvalid('xor', { action: 'encode', text: 'a', key: '   ', key_format: 'hex' }, 'key: holds no bytes');
    await expectInvalid('xor', { action: 'encode', text: 'a', key: 'zz-secret', key_format: 'hex' }, /^key: is not hex/);
    await expectInvalid('xor', { action: 'encode', text: 'a', key: 'abc', key_format: 'hex' }, 'key: has an odd number of hex digits');
    await expectInvalid('xor', { action: 'encode', text: 'a', key: 's3cr3t!', key_format: 'base64' }, 'key: is not valid Base64');
    for (const key of ['zz-secret', 's3cr3t!']) {
      const envelope = await call('xor', { action: 'encode', text: 'a', key, key_format: key.startsWith('z') ? 'hex' : 'base64' });
      expect(JSON.stringify(envelope)).not.toContain(key);
    }
  });

  it('refuses malformed bytes, wrong types, bounds and unknown fields', async () => {
    await expectInvalid('xor', { action: 'decode', text: 'xyz', key: 'k' }, /^text: is not hex/);
    await expectInvalid('xor', { action: 'decode', text: '@', key: 'k', format: 'base64' }, /^text: not valid Base64/);
    await expectInvalid('xor', { action: 'encode', text: 'a', key: '' }, 'key: must not be empty');
    await expectInvalid('xor', { action: 'encode', text: 'a' }, 'key: is required');
    await expectInvalid('xor', { action: 'encode', text: 'a', key: 'k', key_format: 'raw' }, /^key_format: must be one of utf8, hex, base64/);
    await expectInvalid('xor', { action: 'encode', text: 'a', key: 'k'.repeat(10_001) }, 'key: must be at most 10000 characters');
    await expectInvalid('xor', { action: 'encode', text: '\uD800', key: 'k' }, /^text: contains a lone surrogate/);
    await expectInvalid('xor', JSON.parse('{"action":"encode","text":"a","key":"k","__proto__":{"x":1}}'), /__proto__/);
  });

  it('holds the 1,000,000-character bound', async () => {
    expect((await xor({ action: 'encode', text: '😀'.repeat(500_000), key: 'k'.repeat(10_000) })).length).toBe(4_000_000);
    await expectInvalid('xor', { action: 'encode', text: 'a'.repeat(1_000_001), key: 'k' }, 'text: must be at most 1000000 characters');
  });

  it('round-trips any text under any key', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 100 }), fc.uint8Array({ minLength: 1, maxLength: 20 }), fc.constantFrom('hex', 'base64'), async (text, key, format) => {
      const hexKey = [...key].map((byte) => byte.toString(16).padStart(2, '0')).join('');
      const bytes = await xor({ action: 'encode', text, key: hexKey, key_format: 'hex', format });
      expect(await xor({ action: 'decode', text: bytes, key: hexKey, key_format: 'hex', format })).toBe(text);
    }), { numRuns: 50 });
  });
});
