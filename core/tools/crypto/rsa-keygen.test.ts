import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../../lib/base64.ts';
import { publicBlobOfOpensshFile } from '../../lib/ssh-wire.ts';
import { expectInvalid, run, zeroRandom } from '../../../test/helpers.ts';

interface Generated {
  privateKey: string;
  publicKey: string;
  bits: number;
  fingerprint: string;
}

const subtle = globalThis.crypto.subtle;
const RSA_SHA256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

const pemBody = (pem: string): Uint8Array<ArrayBuffer> => {
  const decoded = decodeBase64(pem.replace(/-----[A-Z ]+-----/g, ''));
  if (!decoded.ok) throw new Error(decoded.reason);
  return decoded.bytes.slice();
};
const bigOf = (base64url: string | undefined) => {
  const decoded = decodeBase64(base64url ?? '');
  if (!decoded.ok) throw new Error(decoded.reason);
  return BigInt(`0x0${Array.from(decoded.bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`);
};
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** The private key's numbers as WebCrypto reads them from the PKCS#8 (an outside parser). */
async function numbersOf(pkcs8Pem: string) {
  const key = await subtle.importKey('pkcs8', pemBody(pkcs8Pem), RSA_SHA256, true, ['sign']);
  const jwk = await subtle.exportKey('jwk', key);
  return { n: bigOf(jwk.n), e: bigOf(jwk.e), d: bigOf(jwk.d), p: bigOf(jwk.p), q: bigOf(jwk.q), key };
}

describe('rsa-keygen', () => {
  it('finds the primes an independent search finds from zero randomness, with the d openssl reads', async () => {
    const { n, e, d, p, q } = await numbersOf((await run<Generated>('rsa-keygen', {}, { random: zeroRandom })).privateKey);
    // python3: the first c ≥ start, c odd, passing 52 Miller–Rabin bases (pow) with (c − 1) % 65537 ≠ 0,
    // for start = 0xC0 << 1016 | 1 (offset 1036) and 0xE0 << 1016 | 1 (offset 308); openssl rsa -text -in
    // private.pem printed the same prime1, prime2, and privateExponent = pow(65537, -1, lcm(p − 1, q − 1)).
    expect(p).toBe((0xc0n << 1016n) + 1n + 1036n);
    expect(q).toBe((0xe0n << 1016n) + 1n + 308n);
    expect(e).toBe(65537n);
    expect(n).toBe(p * q);
    const lambda = ((p - 1n) * (q - 1n)) / gcd(p - 1n, q - 1n);
    expect((e * d) % lambda).toBe(1n);
  });

  it('makes a fresh valid key that signs and verifies through WebCrypto', async () => {
    const first = await run<Generated>('rsa-keygen', {}, { random: (size) => globalThis.crypto.getRandomValues(new Uint8Array(size)) });
    const { n, e, d, p, q, key } = await numbersOf(first.privateKey);
    expect(n).toBe(p * q);
    expect(n.toString(2)).toHaveLength(2048);
    expect(first.bits).toBe(2048);
    const lambda = ((p - 1n) * (q - 1n)) / gcd(p - 1n, q - 1n);
    expect((e * d) % lambda).toBe(1n);
    expect(p > q ? p - q : q - p).toBeGreaterThan(1n << 924n);
    const publicKey = await subtle.importKey('spki', pemBody(first.publicKey), RSA_SHA256, false, ['verify']);
    const message = new TextEncoder().encode('signed by a generated key');
    const signature = await subtle.sign(RSA_SHA256, key, message);
    expect(await subtle.verify(RSA_SHA256, publicKey, signature, message)).toBe(true);
    expect(await subtle.verify(RSA_SHA256, publicKey, signature, new TextEncoder().encode('another message'))).toBe(false);
  });

  it('writes a JWK pair WebCrypto imports, the public one without private members, with the fingerprint ssh-keygen -l prints', async () => {
    const result = await run<Generated>('rsa-keygen', { format: 'jwk' }, { random: zeroRandom });
    // ssh-keygen -l -f id_rsa.pub (the openssh example's line): 2048 SHA256:63taO4b5mJtuDYXC2Om9mKy1AeJZg372pPWPKNpv2SE no comment (RSA)
    expect(result.fingerprint).toBe('SHA256:63taO4b5mJtuDYXC2Om9mKy1AeJZg372pPWPKNpv2SE');
    expect(result.bits).toBe(2048);
    const privateJwk = JSON.parse(result.privateKey) as JsonWebKey;
    const publicJwk = JSON.parse(result.publicKey) as JsonWebKey;
    expect(Object.keys(privateJwk).sort()).toEqual(['d', 'dp', 'dq', 'e', 'kty', 'n', 'p', 'q', 'qi']);
    expect(publicJwk).toEqual({ kty: 'RSA', n: privateJwk.n, e: 'AQAB' });
    const key = await subtle.importKey('jwk', privateJwk, RSA_SHA256, false, ['sign']);
    const publicKey = await subtle.importKey('jwk', publicJwk, RSA_SHA256, false, ['verify']);
    const message = new Uint8Array([1, 2, 3]);
    expect(await subtle.verify(RSA_SHA256, publicKey, await subtle.sign(RSA_SHA256, key, message), message)).toBe(true);
  });

  it('writes an OpenSSH file that carries the ssh-rsa line it answers', async () => {
    const result = await run<Generated>('rsa-keygen', { format: 'openssh' }, { random: (size) => globalThis.crypto.getRandomValues(new Uint8Array(size)) });
    expect(result.privateKey).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n/);
    expect(result.publicKey).toMatch(/^ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ[A-Za-z0-9+/]+=*$/);
    const blob = publicBlobOfOpensshFile(pemBody(result.privateKey), 'privateKey');
    const line = decodeBase64(result.publicKey.split(' ')[1]!);
    expect(line.ok && line.bytes).toEqual(blob);
  });

  it('draws a 128-byte prime candidate first, then 136-byte Miller–Rabin bases, and no more than it uses', async () => {
    const draws: number[] = [];
    await run<Generated>('rsa-keygen', { format: 'openssh' }, { random: (size) => (draws.push(size), new Uint8Array(size)) });
    expect(draws[0]).toBe(128);
    expect(new Set(draws.slice(0, -1))).toEqual(new Set([128, 136]));
    // p, q too close (both start at the same candidate), q again: three candidates; then the check integer.
    expect(draws.filter((size) => size === 128)).toHaveLength(3);
    expect(draws.at(-1)).toBe(4);
  });

  it('refuses other sizes, formats, wrong types and extra fields', async () => {
    await expectInvalid('rsa-keygen', { bits: 1024 }, /^bits: /);
    await expectInvalid('rsa-keygen', { bits: '2048' }, /^bits: /);
    await expectInvalid('rsa-keygen', { bits: 2048.5 }, /^bits: /);
    await expectInvalid('rsa-keygen', { format: 'der' }, 'format: must be one of pem, jwk, openssh');
    await expectInvalid('rsa-keygen', { format: null }, /^format: /);
    await expectInvalid('rsa-keygen', { exponent: 3 }, 'exponent: unknown field');
    await expectInvalid('rsa-keygen', JSON.parse('{"__proto__":{"bits":1024}}'), '__proto__: unknown field');
  });
});
