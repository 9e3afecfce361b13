import { describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Hmac = { hmac: string; algorithm: string; bits: number };
const hmac = (input: Record<string, unknown>) => run<Hmac>('hmac-generate', input);

describe('hmac-generate', () => {
  it('is an encoding tool on the MCP surface (as hmac_generate), as the spec says', () => {
    expect(get('hmac-generate')).toMatchObject({ category: 'encoding', mcp: true });
  });

  it('computes RFC 4231 test case 1 (key 0x0b × 20, "Hi There"), SHA-256 by default', async () => {
    expect(await hmac({ message: 'Hi There', secret: '\x0b'.repeat(20) })).toEqual({
      hmac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
      algorithm: 'SHA-256',
      bits: 256,
    });
    expect(await hmac({ message: 'Hi There', secret: '\x0b'.repeat(20), algorithm: 'SHA-512' })).toEqual({
      hmac: '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
      algorithm: 'SHA-512',
      bits: 512,
    });
  });

  it('computes RFC 4231 test case 2 (key "Jefe")', async () => {
    const message = 'what do ya want for nothing?';
    expect((await hmac({ message, secret: 'Jefe' })).hmac).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect((await hmac({ message, secret: 'Jefe', algorithm: 'sha-512' })).hmac).toBe(
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    );
  });

  it('hashes a secret longer than the block size first (python3: hmac.new(("k"*200).encode(), msg, "sha256"/"sha512"))', async () => {
    const message = 'The quick brown fox jumps over the lazy dog';
    expect((await hmac({ message, secret: 'k'.repeat(200) })).hmac).toBe('86522d64cfd7d3d21199f47288e74cdc22a6395aff54f0270c7feef1d0fa61bf');
    expect((await hmac({ message, secret: 'k'.repeat(200), algorithm: 'SHA512' })).hmac).toBe(
      '2ec850d56a434619da67d65f350b4a2caad666d274cf844ee9ac03f73e14d2012bc00387fc44ee2404aa91155181ae98ee75b0497788ca045997ef2462e82f91',
    );
  });

  it('uses the UTF-8 bytes of both (python3: hmac.new("clé secrète 🔑".encode(), "naïve café ☕".encode(), "sha256"))', async () => {
    expect((await hmac({ message: 'naïve café ☕', secret: 'clé secrète 🔑' })).hmac).toBe('b449a56292890264bdd0c277337afffa9d8e14e2ade7f4891a340e5c993f0316');
  });

  it('takes both fields at their bounds (python3: hmac.new(b"s"*10000, b"m"*1000000, "sha512")) and refuses one more', async () => {
    expect((await hmac({ message: 'm'.repeat(1_000_000), secret: 's'.repeat(10_000), algorithm: 'SHA-512' })).hmac).toBe(
      '1b26fbcf808b8a2871116a173f15ad4488871c35be9258d4dceafb335b884e788de7fb3f05518289a5e0e5f01038ee259772f894fb9f5cd00c9e8e10dfb6e0e0',
    );
    await expectInvalid('hmac-generate', { message: 'm'.repeat(1_000_001), secret: 's' }, 'message: must be at most 1000000 characters');
    await expectInvalid('hmac-generate', { message: 'm', secret: 's'.repeat(10_001) }, 'secret: must be at most 10000 characters');
  });

  it('takes an empty message and an empty secret (python3: hmac.new(b"", b"", "sha256"))', async () => {
    expect((await hmac({ message: '', secret: '' })).hmac).toBe('b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad');
  });

  it('offers SHA-256 and SHA-512 only, as the spec lists', async () => {
    for (const algorithm of ['SHA-1', 'sha1', 'MD5', 'SHA-384', '']) {
      await expectInvalid('hmac-generate', { message: 'x', secret: 'k', algorithm }, 'algorithm: must be one of SHA-256, SHA-512 (any letter case)');
    }
  });

  it('refuses missing fields, the flagship names, wrong types and lone surrogates', async () => {
    await expectInvalid('hmac-generate', { message: 'x' }, 'secret: is required');
    await expectInvalid('hmac-generate', { secret: 'k' }, 'message: is required');
    await expectInvalid('hmac-generate', { text: 'x', key: 'k' }, /message: is required/);
    await expectInvalid('hmac-generate', { message: 1, secret: 'k' }, 'message: must be a string, got an integer');
    await expectInvalid('hmac-generate', { message: 'x', secret: { a: 1 } }, 'secret: must be a string, got an object');
    await expectInvalid('hmac-generate', { message: 'x', secret: '\uDFFF' }, 'secret: contains a lone surrogate (U+DFFF) at index 0, which UTF-8 cannot encode');
    await expectInvalid('hmac-generate', { message: '\uD83D', secret: 'k' }, /message: contains a lone surrogate/);
  });

  it('never puts the secret into an answer', async () => {
    const envelope = await call('hmac-generate', { message: 'x', secret: 'hunter2-secret', algorithm: 'nope' });
    expect(envelope.success).toBe(false);
    expect(JSON.stringify(envelope)).not.toContain('hunter2');
    const ok = await call('hmac-generate', { message: 'x', secret: 'hunter2-secret' });
    expect(JSON.stringify(ok)).not.toContain('hunter2');
  });
});
