import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const encode = async (text: string) => (await run<{ result: string }>('base64', { action: 'encode', text })).result;
const decode = async (text: string) => (await run<{ result: string }>('base64', { action: 'decode', text })).result;

describe('base64', () => {
  it('matches the RFC 4648 §10 test vectors both ways', async () => {
    const vectors: [string, string][] = [
      ['', ''], ['f', 'Zg=='], ['fo', 'Zm8='], ['foo', 'Zm9v'], ['foob', 'Zm9vYg=='], ['fooba', 'Zm9vYmE='], ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(await encode(plain)).toBe(encoded);
      expect(await decode(encoded)).toBe(plain);
    }
  });

  it('encodes UTF-8 (Python: base64.b64encode("héllo 🌍".encode()))', async () => {
    expect(await encode('héllo 🌍')).toBe('aMOpbGxvIPCfjI0=');
  });

  it('decodes the URL-safe alphabet, missing padding and embedded whitespace', async () => {
    expect(await decode('8J+agA==')).toBe('🚀');
    expect(await decode('8J-agA')).toBe('🚀');
    expect(await decode(' Zm9v\nYmFy\r\n')).toBe('foobar');
    expect(await decode('Zm9vYg')).toBe('foob');
  });

  it('keeps a leading byte-order mark', async () => {
    expect(await decode(await encode('\uFEFFx'))).toBe('\uFEFFx');
  });

  it('refuses what is not Base64, saying why', async () => {
    await expectInvalid('base64', { action: 'decode', text: 'Zm9v!' }, /text: not valid Base64: character "!" at position 4/);
    await expectInvalid('base64', { action: 'decode', text: 'Zm=9v' }, /padding/);
    await expectInvalid('base64', { action: 'decode', text: 'Zm9vY' }, /cannot encode whole bytes/);
    await expectInvalid('base64', { action: 'decode', text: 'Zm9=' + '=' }, /multiple of 4|padding/);
    await expectInvalid('base64', { action: 'decode', text: 'a+b-' }, /mixes/);
  });

  it('refuses decoded bytes that are not UTF-8', async () => {
    await expectInvalid('base64', { action: 'decode', text: '/w==' }, 'text: decodes to bytes that are not valid UTF-8 text');
  });

  it('refuses a lone surrogate instead of corrupting it', async () => {
    await expectInvalid('base64', { action: 'encode', text: 'a\uD800b' }, /lone surrogate \(U\+D800\) at index 1/);
  });

  it('holds the 1,000,000-character bound exactly', async () => {
    const max = 'a'.repeat(1_000_000);
    expect((await encode(max)).length).toBe(1_333_336);
    await expectInvalid('base64', { action: 'encode', text: max + 'a' }, 'text: must be at most 1000000 characters');
  });

  it('refuses wrong types and bad actions, naming the field', async () => {
    await expectInvalid('base64', { action: 'encode', text: 5 }, 'text: must be a string, got an integer');
    await expectInvalid('base64', { action: 'zip', text: 'a' }, 'action: must be one of encode, decode');
    await expectInvalid('base64', { text: 'a' }, 'action: is required');
  });

  it('round-trips any Unicode string', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), async (text) => {
      expect(await decode(await encode(text))).toBe(text);
    }));
  });
});
