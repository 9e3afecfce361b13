import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const convert = async (input: Record<string, unknown>) => (await run<{ result: string }>('base64-hex', input)).result;

describe('base64-hex', () => {
  it('answers what basenc and xxd answer', async () => {
    // printf 'deadbeefcafe' | xxd -r -p | basenc --base64 → 3q2+78r+
    expect(await convert({ action: 'encode', text: 'deadbeefcafe' })).toBe('3q2+78r+');
    // echo 'fbff00ff3e' | xxd -r -p | basenc --base64 → +/8A/z4= ; --base64url → -_8A_z4=
    expect(await convert({ action: 'encode', text: 'FBFF00FF3E' })).toBe('+/8A/z4=');
    expect(await convert({ action: 'encode', text: 'fb:ff:00:ff:3e', urlsafe: true })).toBe('-_8A_z4=');
    // echo '+/8A/z4=' | basenc -d --base64 | xxd -p → fbff00ff3e
    expect(await convert({ action: 'decode', text: '+/8A/z4=' })).toBe('fbff00ff3e');
    expect(await convert({ action: 'decode', text: '-_8A_z4' })).toBe('fbff00ff3e');
    expect(await convert({ action: 'decode', text: '' })).toBe('');
    expect(await convert({ action: 'encode', text: '' })).toBe('');
  });

  it('matches the RFC 4648 §10 vectors through their hex', async () => {
    // "foobar" is 666f6f626172
    expect(await convert({ action: 'encode', text: '666f6f6261' })).toBe('Zm9vYmE=');
    expect(await convert({ action: 'decode', text: 'Zm9vYmFy' })).toBe('666f6f626172');
  });

  it('refuses malformed input, saying what is wrong', async () => {
    await expectInvalid('base64-hex', { action: 'encode', text: 'abc' }, 'text: not valid hex: the hex digit at index 2 has no second digit to make a byte');
    await expectInvalid('base64-hex', { action: 'encode', text: 'zz' }, /text: not valid hex: character "z" at index 0/);
    await expectInvalid('base64-hex', { action: 'decode', text: 'Zm9v!' }, /text: not valid Base64: character "!" at position 4/);
    await expectInvalid('base64-hex', { action: 'decode', text: 'a+b-' }, /mixes/);
  });

  it('refuses wrong types and values, naming the field', async () => {
    await expectInvalid('base64-hex', { action: 'encode', text: 'ab', urlsafe: 1 }, /urlsafe: must be a boolean/);
    await expectInvalid('base64-hex', { action: 'flip', text: 'ab' }, /action: must be one of encode, decode/);
    await expectInvalid('base64-hex', { action: 'decode', text: 'A'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('base64-hex', JSON.parse('{"action":"encode","text":"ab","__proto__":{"urlsafe":true}}'), /__proto__/);
  });

  it('converts the largest input', async () => {
    expect((await convert({ action: 'decode', text: 'A'.repeat(1_000_000) })).length).toBe(1_500_000);
    expect((await convert({ action: 'encode', text: 'ff'.repeat(500_000) })).length).toBe(666_668);
  });

  it('round-trips any bytes both ways', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 100 }), fc.boolean(), async (bytes, urlsafe) => {
        const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
        expect(await convert({ action: 'decode', text: await convert({ action: 'encode', text: hex, urlsafe }) })).toBe(hex);
      }),
      { numRuns: 50 },
    );
  });
});
