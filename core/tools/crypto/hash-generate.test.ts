import { describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Hash = { hash: string; algorithm: string; bits: number };
const hash = (text: string, algorithm?: string) => run<Hash>('hash-generate', algorithm === undefined ? { text } : { text, algorithm });

describe('hash-generate', () => {
  it('is a crypto tool, off the curated MCP set (it duplicates hash there; run_tool reaches it)', () => {
    expect(get('hash-generate')).toMatchObject({ category: 'crypto' });
    expect(get('hash-generate')!.mcp).toBeUndefined();
  });

  it('defaults to SHA-256 and computes the FIPS 180-4 "abc" examples', async () => {
    expect(await hash('abc')).toEqual({ hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', algorithm: 'SHA-256', bits: 256 });
    expect(await hash('abc', 'SHA-1')).toEqual({ hash: 'a9993e364706816aba3e25717850c26c9cd0d89d', algorithm: 'SHA-1', bits: 160 });
    expect(await hash('abc', 'SHA-512')).toEqual({
      hash: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
      algorithm: 'SHA-512',
      bits: 512,
    });
  });

  it('computes the RFC 1321 §A.5 MD5 suite', async () => {
    const suite: [string, string][] = [
      ['', 'd41d8cd98f00b204e9800998ecf8427e'],
      ['a', '0cc175b9c0f1b6a831c399e269772661'],
      ['abc', '900150983cd24fb0d6963f7d28e17f72'],
      ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
      ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
      ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
    ];
    for (const [text, digest] of suite) expect(await hash(text, 'MD5')).toEqual({ hash: digest, algorithm: 'MD5', bits: 128 });
  });

  it('hashes the empty text and a NUL (python3: hashlib.sha256(b"").hexdigest(), hashlib.sha256(b"\\x00").hexdigest())', async () => {
    expect((await hash('')).hash).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect((await hash('\u0000')).hash).toBe('6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d');
  });

  it('hashes the UTF-8 bytes (python3: hashlib.sha512("é€😀".encode()).hexdigest())', async () => {
    expect((await hash('é€😀', 'sha512')).hash).toBe(
      '4dc8d682d247b2863a2a673fb0b77f1a0efb4715bbfe467574333e4f71790b08007b22b8cfebde27383f4f0451756f3a811aa68635edd1d192b41e7fa51f7192',
    );
  });

  it('takes text at the 1,000,000-character bound (FIPS 180-4: one million "a")', async () => {
    expect((await hash('a'.repeat(1_000_000))).hash).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
    await expectInvalid('hash-generate', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('matches algorithm names in any letter case, hyphen optional, and echoes the canonical name', async () => {
    for (const name of ['sha-256', 'SHA256', 'Sha-256']) expect((await hash('', name)).algorithm).toBe('SHA-256');
    expect((await hash('', 'md5')).algorithm).toBe('MD5');
    expect((await hash('', 'sha1')).algorithm).toBe('SHA-1');
  });

  it('refuses unknown algorithms, wrong types, missing text and lone surrogates', async () => {
    for (const algorithm of ['SHA-384', 'sha3-256', 'SHA--256', ' SHA-256', '', 'MD4']) {
      await expectInvalid('hash-generate', { text: 'x', algorithm }, 'algorithm: must be one of MD5, SHA-1, SHA-256, SHA-512 (any letter case)');
    }
    await expectInvalid('hash-generate', {}, 'text: is required');
    await expectInvalid('hash-generate', { text: null }, 'text: must be a string, got null');
    await expectInvalid('hash-generate', { text: ['a'] }, 'text: must be a string, got an array');
    await expectInvalid('hash-generate', { text: 'x', algorithm: 256 }, 'algorithm: must be a string, got an integer');
    await expectInvalid('hash-generate', { text: 'a\uD800' }, 'text: contains a lone surrogate (U+D800) at index 1, which UTF-8 cannot encode');
    await expectInvalid('hash-generate', { text: 'x', extra: 1 }, 'extra: unknown field');
    await expectInvalid('hash-generate', JSON.parse('{"text": "x", "__proto__": {"algorithm": "MD5"}}'), '__proto__: unknown field');
  });
});
