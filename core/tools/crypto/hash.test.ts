import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Hash = { hash: string; algorithm: string };
const hash = (text: string, algorithm?: string) => run<Hash>('hash', algorithm === undefined ? { text } : { text, algorithm });

describe('hash', () => {
  it('defaults to SHA-256 (FIPS 180-4 "abc")', async () => {
    expect(await hash('abc')).toEqual({ hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', algorithm: 'SHA-256' });
  });

  it('computes the RFC 1321 §A.5 MD5 test suite', async () => {
    const suite: [string, string][] = [
      ['', 'd41d8cd98f00b204e9800998ecf8427e'],
      ['a', '0cc175b9c0f1b6a831c399e269772661'],
      ['abc', '900150983cd24fb0d6963f7d28e17f72'],
      ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
      ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
      ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
      ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
    ];
    for (const [text, digest] of suite) expect((await hash(text, 'MD5')).hash).toBe(digest);
  });

  it('hashes one million "a" (FIPS 180-4 / NIST) with every algorithm, through the large-input path', async () => {
    const million = 'a'.repeat(1_000_000);
    expect((await hash(million, 'MD5')).hash).toBe('7707d6ae4e027c70eea2a935c2296f21');
    expect((await hash(million, 'SHA-1')).hash).toBe('34aa973cd4c4daa4f61eeb2bdbad27316534016f');
    expect((await hash(million, 'SHA-256')).hash).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
    expect((await hash(million, 'SHA-512')).hash).toBe(
      'e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b',
    );
  });

  it('hashes the UTF-8 bytes (python3: hashlib.sha1("é€😀".encode()).hexdigest())', async () => {
    expect((await hash('é€😀', 'SHA-1')).hash).toBe('c18ebd62bacc0aac83670707d9204486ec605731');
  });

  it('matches algorithm names in any letter case and echoes the canonical name', async () => {
    for (const name of ['sha-256', 'SHA256', 'Sha-256', 'sha256']) expect((await hash('', name)).algorithm).toBe('SHA-256');
    expect((await hash('', 'sha-1')).algorithm).toBe('SHA-1');
    expect((await hash('', 'md5')).algorithm).toBe('MD5');
  });

  it('refuses unknown algorithms, naming the allowed ones', async () => {
    for (const algorithm of ['SHA-384', 'sha3-256', 'SHA--256', ' SHA-256', 'crc32', '']) {
      await expectInvalid('hash', { text: 'x', algorithm }, 'algorithm: must be one of MD5, SHA-1, SHA-256, SHA-512 (any letter case)');
    }
  });

  it('holds the 1,000,000-character bound and refuses wrong types and lone surrogates', async () => {
    await expectInvalid('hash', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('hash', { text: 12 }, 'text: must be a string, got an integer');
    await expectInvalid('hash', { text: 'x', algorithm: 256 }, 'algorithm: must be a string, got an integer');
    await expectInvalid('hash', {}, 'text: is required');
    await expectInvalid('hash', { text: '\uDC00' }, /text: contains a lone surrogate/);
  });
});
