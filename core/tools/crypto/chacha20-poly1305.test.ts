import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const chacha = async (input: Record<string, unknown>, random?: (size: number) => Uint8Array) => (await run<{ result: string }>('chacha20-poly1305', input, random ? { random } : {})).result;
const toHex = (base64: string) => [...atob(base64)].map((char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');

// RFC 8439 §2.8.2: the AEAD_CHACHA20_POLY1305 example.
const RFC = {
  key: '808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f',
  nonce: '070000004041424344454647',
  aad: '50515253c0c1c2c3c4c5c6c7',
  text: 'Ladies and Gentlemen of the class of \'99: If I could offer you only one tip for the future, sunscreen would be it.',
  sealed: 'd31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc3ff4def08e4b7a9de576d26586cec64b6116' + '1ae10b594f09e26a7e902ecbd0600691',
};
const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('chacha20-poly1305', () => {
  it('gives RFC 8439 §2.8.2\'s ciphertext and tag, and opens it', async () => {
    expect(toHex(await chacha({ action: 'encode', text: RFC.text, key: RFC.key, nonce: RFC.nonce, aad: RFC.aad }))).toBe(RFC.nonce + RFC.sealed);
    const message = btoa(String.fromCharCode(...RFC.sealed.match(/../g)!.map((pair) => parseInt(pair, 16))));
    expect(await chacha({ action: 'decode', text: message, key: RFC.key, nonce: RFC.nonce, aad: RFC.aad })).toBe(RFC.text);
  });

  it('equals python cryptography (ChaCha20Poly1305(key).encrypt(bytes(12), b"hello", None)) with a zero nonce', async () => {
    expect(await chacha({ action: 'encode', text: 'hello', key: KEY }, (size) => new Uint8Array(size))).toBe('AAAAAAAAAAAAAAAAcN0uXcILTE1ImKBTM04mXL0aG2L3');
  });

  it('round-trips any text, ChaCha and XChaCha, with random nonces', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 100 }), fc.boolean(), async (text, xchacha) => {
      const sealed = await chacha({ action: 'encode', text, key: KEY, xchacha, aad: 'abcd' });
      expect(await chacha({ action: 'decode', text: sealed, key: KEY, xchacha, aad: 'abcd' })).toBe(text);
    }), { numRuns: 10 });
  });

  it('refuses a changed byte, a wrong key or aad with one message', async () => {
    const sealed = await chacha({ action: 'encode', text: 'secret', key: KEY });
    const failure = 'text: fails authentication (wrong key, nonce or aad, or a changed byte)';
    await expectInvalid('chacha20-poly1305', { action: 'decode', text: sealed, key: KEY.replace('00', '01') }, failure);
    await expectInvalid('chacha20-poly1305', { action: 'decode', text: sealed, key: KEY, aad: '00' }, failure);
    const bytes = [...atob(sealed)];
    bytes[14] = String.fromCharCode(bytes[14]!.charCodeAt(0) ^ 1);
    await expectInvalid('chacha20-poly1305', { action: 'decode', text: btoa(bytes.join('')), key: KEY }, failure);
  });

  it('refuses malformed fields, naming them', async () => {
    await expectInvalid('chacha20-poly1305', { action: 'encode', text: 'a', key: 'zz'.repeat(32) }, /^key: is not hex/);
    await expectInvalid('chacha20-poly1305', { action: 'encode', text: 'a', key: '00'.repeat(33) }, 'key: is 33 bytes; ChaCha20-Poly1305 takes 32 (64 hex digits)');
    await expectInvalid('chacha20-poly1305', { action: 'encode', text: 'a', key: KEY, nonce: '00'.repeat(12), xchacha: true }, 'nonce: is 12 bytes; XChaCha20-Poly1305 takes 24');
    await expectInvalid('chacha20-poly1305', { action: 'encode', text: 'a', key: KEY, aad: 'xyz' }, /^aad: is not hex/);
    await expectInvalid('chacha20-poly1305', { action: 'decode', text: '!!', key: KEY }, /^text: is not valid Base64/);
    await expectInvalid('chacha20-poly1305', { action: 'decode', text: btoa('short'), key: KEY }, /^text: is too short/);
    await expectInvalid('chacha20-poly1305', { action: 'encode', text: '\uD800', key: KEY }, /^text: .*lone surrogate/);
    await expectInvalid('chacha20-poly1305', { action: 'seal', text: 'a', key: KEY }, 'action: must be one of encode, decode');
    await expectInvalid('chacha20-poly1305', { action: 'encode', text: 'a'.repeat(1_000_001), key: KEY }, /^text: must be at most 1000000 characters/);
  });
});
