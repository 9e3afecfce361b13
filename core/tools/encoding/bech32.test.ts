import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Bech32Result { result: string; hrp: string; variant: string; witnessVersion: number | null }
const bech = (input: Record<string, unknown>) => run<Bech32Result>('bech32', input);

describe('bech32', () => {
  it('decodes the BIP-173 valid segwit addresses to their witness programs', async () => {
    // BIP-173 "Test vectors": address → scriptPubKey (version byte, push length, program)
    expect(await bech({ action: 'decode', text: 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4' }))
      .toEqual({ result: '751e76e8199196d454941c45d1b3a323f1433bd6', hrp: 'bc', variant: 'bech32', witnessVersion: 0 });
    expect(await bech({ action: 'decode', text: 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7' }))
      .toEqual({ result: '1863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262', hrp: 'tb', variant: 'bech32', witnessVersion: 0 });
  });

  it('decodes the BIP-350 valid Bech32m addresses', async () => {
    expect(await bech({ action: 'decode', text: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0' }))
      .toEqual({ result: '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', hrp: 'bc', variant: 'bech32m', witnessVersion: 1 });
    expect(await bech({ action: 'decode', text: 'BC1SW50QGDZ25J' })).toEqual({ result: '751e', hrp: 'bc', variant: 'bech32m', witnessVersion: 16 });
  });

  it('accepts the BIP-173 and BIP-350 valid checksum strings', async () => {
    for (const text of ['A12UEL5L', 'a12uel5l', 'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw', '?1ezyfcl']) {
      expect((await bech({ action: 'decode', text })).variant).toBe('bech32');
    }
    for (const text of ['A1LQFN3A', 'a1lqfn3a', 'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx', '?1v759aa']) {
      expect((await bech({ action: 'decode', text })).variant).toBe('bech32m');
    }
  });

  it('encodes segwit addresses as BIP-173 and BIP-350 print them', async () => {
    expect((await bech({ action: 'encode', text: '751e76e8199196d454941c45d1b3a323f1433bd6', hrp: 'bc', witness_version: 0 })).result)
      .toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect((await bech({ action: 'encode', text: '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', hrp: 'bc', witness_version: 1, bech32m: false })).result)
      .toBe('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0');
  });

  it('refuses the BIP-173 and BIP-350 invalid strings, naming the field', async () => {
    for (const text of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // invalid checksum
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', // mixed case
      'pzry9x0s0muk', // no separator
      '1pzry9x0s0muk', // empty hrp
      'x1b4n0q5v', // invalid data character
    ]) {
      await expectInvalid('bech32', { action: 'decode', text }, /^text: is not a valid Bech32 or Bech32m string/);
    }
  });

  it('refuses BIP-173\'s "invalid witness version" address, whose checksum is good, as data that is not whole bytes', async () => {
    await expectInvalid('bech32', { action: 'decode', text: 'BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2' }, 'text: its data is not a whole number of bytes (non-zero padding bits)');
  });

  it('checks a given hrp and needs one to encode', async () => {
    await expectInvalid('bech32', { action: 'decode', text: 'A12UEL5L', hrp: 'bc' }, 'hrp: the string\'s prefix is "a", not "bc"');
    await expectInvalid('bech32', { action: 'encode', text: '00' }, 'hrp: is required to encode');
    await expectInvalid('bech32', { action: 'encode', text: '0', hrp: 'bc' }, 'text: has an odd number of hex digits');
    await expectInvalid('bech32', { action: 'encode', text: '00', hrp: 'b c' }, /^hrp:/);
    await expectInvalid('bech32', { action: 'encode', text: '00', hrp: 'bc', witness_version: 17 }, 'witness_version: must be ≤ 16');
  });

  it('refuses wrong types, bad enums and unknown fields', async () => {
    await expectInvalid('bech32', { action: 'decode', text: 1 }, /^text: must be a string/);
    await expectInvalid('bech32', { action: 'encode', text: '00', hrp: 'bc', data_format: 'b64' }, /^data_format: must be one of hex, utf8/);
    await expectInvalid('bech32', JSON.parse('{"action":"decode","text":"a","__proto__":{"x":1}}'), /__proto__/);
  });

  it('holds the 1,000,000-character bound', async () => {
    const long = (await bech({ action: 'encode', text: 'ab'.repeat(100_000), hrp: 'x' })).result;
    expect((await bech({ action: 'decode', text: long })).result === 'ab'.repeat(100_000)).toBe(true);
    await expectInvalid('bech32', { action: 'decode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('round-trips any bytes and any text under either variant', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 60 }), fc.boolean(), fc.string({ maxLength: 30 }), async (bytes, m, text) => {
      const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
      const encoded = await bech({ action: 'encode', text: hex, hrp: 'test', bech32m: m });
      expect(await bech({ action: 'decode', text: encoded.result, hrp: 'TEST' })).toMatchObject({ hrp: 'test', variant: m ? 'bech32m' : 'bech32' });
      const utf8 = await bech({ action: 'encode', text, hrp: 'note', data_format: 'utf8', bech32m: m });
      expect((await bech({ action: 'decode', text: utf8.result, data_format: 'utf8' })).result).toBe(text);
    }), { numRuns: 40 });
  });
});
