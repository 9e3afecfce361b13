import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Hmac = { hmac: string; algorithm: string };
const hmac = (input: Record<string, unknown>) => run<Hmac>('hmac', input);

describe('hmac', () => {
  it('computes RFC 4231 test cases 1 and 2 (keys expressible as text), SHA-256 by default', async () => {
    expect(await hmac({ text: 'Hi There', key: '\x0b'.repeat(20) })).toEqual({
      hmac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
      algorithm: 'SHA-256',
    });
    expect((await hmac({ text: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'SHA-512' })).hmac).toBe(
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    );
  });

  it('computes RFC 2202 test cases 1 and 2 for SHA-1', async () => {
    expect((await hmac({ text: 'Hi There', key: '\x0b'.repeat(20), algorithm: 'sha1' })).hmac).toBe('b617318655057264e28bc0b6fb378c8ef146be00');
    expect((await hmac({ text: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'SHA-1' })).hmac).toBe('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
  });

  it('uses the UTF-8 bytes of key and text (python3 hmac.new("ключ".encode(), "données 🌍".encode(), "sha512"))', async () => {
    expect((await hmac({ text: 'données 🌍', key: 'ключ', algorithm: 'sha-512' })).hmac).toBe(
      'a987f6521fb62d98b2f39ae2fd3cd0be3c765d0d72868c0935e855038d417e794ed8006fe5bdcefef095dbfcd41e7e6f6276a83756e0f159bfbd54db125355e8',
    );
  });

  it('takes a key at the 10,000-character bound and an empty message (python3 hmac.new(b"k"*10000, b"", "sha256"))', async () => {
    expect((await hmac({ text: '', key: 'k'.repeat(10_000) })).hmac).toBe('86a1f12211b4e27bd4816a272c6d846e207330fde0024e7af2a12051f6bd5dba');
    await expectInvalid('hmac', { text: '', key: 'k'.repeat(10_001) }, 'key: must be at most 10000 characters');
  });

  it('refuses MD5 and unknown algorithms, wrong types and missing fields', async () => {
    await expectInvalid('hmac', { text: 'x', key: 'k', algorithm: 'MD5' }, 'algorithm: must be one of SHA-1, SHA-256, SHA-512 (any letter case)');
    await expectInvalid('hmac', { text: 'x' }, 'key: is required');
    await expectInvalid('hmac', { text: 'x', key: 5 }, 'key: must be a string, got an integer');
    await expectInvalid('hmac', { text: 'a'.repeat(1_000_001), key: 'k' }, 'text: must be at most 1000000 characters');
    await expectInvalid('hmac', { text: 'x', key: '\uD83D' }, /key: contains a lone surrogate/);
  });

  it('never puts the key into an error message', async () => {
    const envelope = await call('hmac', { text: 'x', key: 'hunter2-secret', algorithm: 'nope' });
    expect(JSON.stringify(envelope)).not.toContain('hunter2');
  });
});
