import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Input = Record<string, unknown>;
const aes = async (input: Input, random?: (size: number) => Uint8Array) =>
  (await run<{ result: string }>('aes', input, random ? { random } : {})).result;
/** Randomness that hands out 0, 1, 2, … : the salt 0001020304050607 given to openssl -S below. */
const countingRandom = (size: number) => Uint8Array.from({ length: size }, (_, i) => i);

const HEX_KEY_256 = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('aes', () => {
  // printf 'Hello, AES!' | openssl enc -aes-256-<mode> -pbkdf2 -iter 1000 -md sha256 -S 0001020304050607 -pass 'pass:correct horse'
  // (OpenSSL 3.0.19; with -S it leaves out the header, so "Salted__" ‖ salt was put in front by python3 base64).
  it('encrypts with a pass-phrase exactly as openssl enc -pbkdf2 does (CBC and CTR)', async () => {
    const base = { action: 'encode', text: 'Hello, AES!', key: 'correct horse', iterations: 1000 };
    expect(await aes({ ...base, mode: 'cbc' }, countingRandom)).toBe('U2FsdGVkX18AAQIDBAUGB1DD0qMRFDG62IbfOrZxeSQ=');
    expect(await aes({ ...base, mode: 'ctr' }, countingRandom)).toBe('U2FsdGVkX18AAQIDBAUGB4zLmEmU0NMtyyUY');
  });

  it('decrypts what openssl enc -pbkdf2 made with its own random salt', async () => {
    // printf 'Hello, AES!' | openssl enc -aes-256-<mode> -pbkdf2 -iter 1000 -md sha256 -pass 'pass:correct horse' -a -A
    const base = { action: 'decode', key: 'correct horse', iterations: 1000 };
    expect(await aes({ ...base, mode: 'cbc', text: 'U2FsdGVkX18Zo9NhMfkyhtCSfyVEwM0s9Ndiw+wJgCk=' })).toBe('Hello, AES!');
    expect(await aes({ ...base, mode: 'ctr', text: 'U2FsdGVkX19LUg7PrwmzRQX4o0DrpKbHGUxM' })).toBe('Hello, AES!');
    // printf 'Grüße 🌍' | openssl enc -aes-256-cbc -pbkdf2 -iter 1000 -md sha256 -pass 'pass:pw' -a -A
    expect(await aes({ ...base, mode: 'cbc', key: 'pw', text: 'U2FsdGVkX1+2Ltf3z+asWIWRfka8GdM2o2P3Lcp9/kM=' })).toBe('Grüße 🌍');
  });

  it('frames GCM like openssl: "Salted__" ‖ salt ‖ ciphertext ‖ tag, key and 12-byte IV from one PBKDF2 output', async () => {
    // python3: d = hashlib.pbkdf2_hmac('sha256', b'correct horse', bytes(range(8)), 1000, 44);
    //   b64encode(b'Salted__' + bytes(range(8)) + AESGCM(d[:32]).encrypt(d[32:], b'Hello, AES!', aad)), aad None / b'header'
    const base = { action: 'encode', text: 'Hello, AES!', key: 'correct horse', iterations: 1000 };
    expect(await aes(base, countingRandom)).toBe('U2FsdGVkX18AAQIDBAUGB1e5ytjEESBODwDuj2EIjzSM1pZuB8zT1QR83w==');
    expect(await aes({ ...base, aad: 'header' }, countingRandom)).toBe('U2FsdGVkX18AAQIDBAUGB1e5ytjEESBODwDuQkUmMRZ+3dOCj1UbN8zt4w==');
    const decode = { action: 'decode', key: 'correct horse', iterations: 1000 };
    expect(await aes({ ...decode, aad: 'header', text: 'U2FsdGVkX18AAQIDBAUGB1e5ytjEESBODwDuQkUmMRZ+3dOCj1UbN8zt4w==' })).toBe('Hello, AES!');
    await expectInvalid('aes', { ...decode, aad: 'other', text: 'U2FsdGVkX18AAQIDBAUGB1e5ytjEESBODwDuQkUmMRZ+3dOCj1UbN8zt4w==' }, /^text: cannot be decrypted/);
  });

  it('uses a hex key and IV as openssl enc -K -iv does', async () => {
    // printf 'Hello, AES!' | openssl enc -aes-128-cbc -K 000102030405060708090a0b0c0d0e0f -iv 0f0e0d0c0b0a09080706050403020100 -a
    const input = { key: '000102030405060708090a0b0c0d0e0f', key_type: 'hex', mode: 'cbc', iv: '0f0e0d0c0b0a09080706050403020100' };
    expect(await aes({ ...input, action: 'encode', text: 'Hello, AES!' })).toBe('VVEDJ9Bt1BXT6k7d6epKyA==');
    expect(await aes({ ...input, action: 'decode', text: 'VVEDJ9Bt1BXT6k7d6epKyA==' })).toBe('Hello, AES!');
    // python3 cryptography: AESGCM(bytes.fromhex(HEX_KEY_256)).encrypt(bytes.fromhex('cafebabefacedbaddecaf888'), b'Hello, AES!', None)
    const gcm = { key: HEX_KEY_256, key_type: 'hex', iv: 'cafebabefacedbaddecaf888' };
    expect(await aes({ ...gcm, action: 'decode', text: 'wsbMSsVWb1oDWHwln05WEdpYqUajtNOekA4y' })).toBe('Hello, AES!');
  });

  it('puts a random IV in front when a hex key comes without one, and reads it back', async () => {
    const input = { key: HEX_KEY_256, key_type: 'hex', mode: 'gcm' };
    const sealed = await aes({ ...input, action: 'encode', text: 'Hello, AES!' }, countingRandom);
    // The same IV given explicitly gives the bare ciphertext that follows it.
    const bare = await aes({ ...input, action: 'encode', text: 'Hello, AES!', iv: '000102030405060708090a0b' });
    const sealedBytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0));
    expect(sealedBytes.subarray(0, 12)).toEqual(countingRandom(12));
    expect(btoa(String.fromCharCode(...sealedBytes.subarray(12)))).toBe(bare);
    expect(await aes({ ...input, action: 'decode', text: sealed })).toBe('Hello, AES!');
  });

  it('round-trips any text in every mode and key type', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.constantFrom('gcm', 'cbc', 'ctr'), fc.boolean(), async (text, mode, hex) => {
        const key = hex ? { key: HEX_KEY_256, key_type: 'hex' } : { key: 'pässwörd', iterations: 1000 };
        const sealed = await aes({ action: 'encode', text, mode, ...key });
        expect(await aes({ action: 'decode', text: sealed, mode, ...key })).toBe(text);
      }),
      { numRuns: 15 },
    );
  });

  it('refuses a wrong pass-phrase without repeating it', async () => {
    const envelope = { action: 'decode', mode: 'cbc', iterations: 1000, text: 'U2FsdGVkX18Zo9NhMfkyhtCSfyVEwM0s9Ndiw+wJgCk=' };
    // A wrong key leaves bad padding (an error) or, 1 time in 256, valid padding over garbage (not UTF-8 then, almost surely).
    await expectInvalid('aes', { ...envelope, key: 'wrong horse secret' }, /^text: (cannot be decrypted|decrypts to bytes that are not UTF-8)((?!wrong horse secret).)*$/);
  });

  it('refuses malformed ciphertext, keys and IVs, naming the field', async () => {
    await expectInvalid('aes', { action: 'decode', text: 'not base64!', key: 'k' }, /^text: is not valid Base64 ciphertext/);
    await expectInvalid('aes', { action: 'decode', text: 'aGVsbG8gd29ybGQgaGVsbG8=', key: 'k' }, /^text: does not start with the "Salted__" header/);
    await expectInvalid('aes', { action: 'decode', mode: 'cbc', text: 'U2FsdGVkX18AAQIDBAUGBwAB', key: 'k' }, 'text: CBC ciphertext must be a non-empty multiple of 16 bytes');
    await expectInvalid('aes', { action: 'decode', text: 'U2FsdGVkX18AAQIDBAUGBwAB', key: 'k' }, 'text: too short to hold the 16-byte GCM tag');
    await expectInvalid('aes', { action: 'decode', key_type: 'hex', key: HEX_KEY_256, text: 'AAEC' }, 'text: too short to hold the 12-byte IV in front');
    await expectInvalid('aes', { action: 'encode', text: 'x', key_type: 'hex', key: 'zz' }, /^key: is not hex/);
    await expectInvalid('aes', { action: 'encode', text: 'x', key_type: 'hex', key: '0011' }, /^key: a hex key must be 16, 24 or 32 bytes .* got 2 bytes$/);
    await expectInvalid('aes', { action: 'encode', text: 'x', key_type: 'hex', key: HEX_KEY_256, iv: '00' }, /^iv: GCM needs a 12-byte IV/);
    await expectInvalid('aes', { action: 'encode', text: 'x', key: 'pw', iv: '000102030405060708090a0b' }, /^iv: a pass-phrase derives the IV/);
    await expectInvalid('aes', { action: 'encode', text: 'x', key: 'pw', mode: 'cbc', aad: 'a' }, 'aad: only GCM authenticates additional data');
    await expectInvalid('aes', { action: 'encode', text: 'a\uD800', key: 'pw', iterations: 1000 }, /^text: contains a lone surrogate/);
  });

  it('holds the schema bounds and types', async () => {
    await expectInvalid('aes', { action: 'encode', text: 'x', key: 'pw', iterations: 999 }, /^iterations: /);
    await expectInvalid('aes', { action: 'encode', text: 'x', key: 'pw', iterations: 2_000_001 }, /^iterations: /);
    await expectInvalid('aes', { action: 'encode', text: 'x', key: '' }, /^key: /);
    await expectInvalid('aes', { action: 'encode', text: 'x', key: 'pw', mode: 'ecb' }, /^mode: must be one of gcm, cbc, ctr/);
    await expectInvalid('aes', { action: 'encrypt', text: 'x', key: 'pw' }, /^action: must be one of encode, decode/);
    await expectInvalid('aes', { action: 'encode', text: 5, key: 'pw' }, /^text: must be a string/);
    await expectInvalid('aes', JSON.parse('{"action":"encode","text":"x","key":"pw","__proto__":{"mode":"cbc"}}'), /__proto__/);
    await expectInvalid('aes', { action: 'encode', text: 'a'.repeat(1_000_001), key: 'pw' }, 'text: must be at most 1000000 characters');
  });

  it('encrypts the largest text the schema admits, and decrypts the largest ciphertext', async () => {
    const key = { key: HEX_KEY_256, key_type: 'hex', mode: 'ctr' };
    // 1,000,000 two-byte characters: 2,000,016 bytes with the IV, 2,666,688 Base64 characters.
    expect((await aes({ action: 'encode', text: 'é'.repeat(1_000_000), ...key })).length).toBe(2_666_688);
    // Ciphertext is Base64 within the same 1,000,000 characters: 749,984 bytes of text after the IV.
    const text = 'a'.repeat(749_984);
    const sealed = await aes({ action: 'encode', text, ...key });
    expect(sealed.length).toBe(1_000_000);
    expect(await aes({ action: 'decode', text: sealed, ...key })).toBe(text);
  });
});
