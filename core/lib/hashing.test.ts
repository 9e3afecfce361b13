/** Every hashing backend against the standards' vectors, at sizes on both sides of the choice threshold. */
import { describe, expect, it } from 'vitest';
import { nodeCryptoBackend } from '../../runtime-node/native-hashing.ts';
import {
  canonicalHashName,
  chooseHashBackend,
  hashWasmBackend,
  registerNativeHashBackend,
  webCryptoBackend,
  WEBCRYPTO_MIN_BYTES,
  type HashAlgorithm,
} from './hashing.ts';

const ascii = (text: string) => new TextEncoder().encode(text);
const repeat = (byte: number, count: number) => new Uint8Array(count).fill(byte);

// FIPS 180-4 examples (NIST CSRC "Examples with intermediate values") and RFC 1321 §A.5.
const DIGESTS: Record<HashAlgorithm, Record<'empty' | 'abc' | 'million' | 'twoBlock', string>> = {
  MD5: {
    empty: 'd41d8cd98f00b204e9800998ecf8427e',
    abc: '900150983cd24fb0d6963f7d28e17f72',
    million: '7707d6ae4e027c70eea2a935c2296f21',
    twoBlock: '8215ef0796a20bcaaae116d3876c664a',
  },
  'SHA-1': {
    empty: 'da39a3ee5e6b4b0d3255bfef95601890afd80709',
    abc: 'a9993e364706816aba3e25717850c26c9cd0d89d',
    million: '34aa973cd4c4daa4f61eeb2bdbad27316534016f',
    twoBlock: '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
  },
  'SHA-256': {
    empty: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    abc: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    million: 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    twoBlock: '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  },
  'SHA-512': {
    empty: 'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
    abc: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    million: 'e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b',
    twoBlock: '204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445',
  },
};
const INPUTS = {
  empty: new Uint8Array(0),
  abc: ascii('abc'),
  million: repeat(0x61, 1_000_000),
  twoBlock: ascii('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'),
};

// RFC 4231 §4.2–4.8 (HMAC-SHA-256 / -512; case 5 is truncated to 128 bits) and RFC 2202 §3 (HMAC-SHA-1).
const RFC4231 = [
  { key: repeat(0x0b, 20), data: ascii('Hi There'), sha256: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7', sha512: '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854' },
  { key: ascii('Jefe'), data: ascii('what do ya want for nothing?'), sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843', sha512: '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737' },
  { key: repeat(0xaa, 20), data: repeat(0xdd, 50), sha256: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe', sha512: 'fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb' },
  { key: Uint8Array.from({ length: 25 }, (_, i) => i + 1), data: repeat(0xcd, 50), sha256: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b', sha512: 'b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd' },
  { key: repeat(0x0c, 20), data: ascii('Test With Truncation'), sha256: 'a3b6167473100ee06e0c796c2955552b', sha512: '415fad6271580a531d4179bc891d87a6' },
  { key: repeat(0xaa, 131), data: ascii('Test Using Larger Than Block-Size Key - Hash Key First'), sha256: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54', sha512: '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598' },
  { key: repeat(0xaa, 131), data: ascii('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.'), sha256: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2', sha512: 'e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58' },
];
const RFC2202_SHA1 = [
  { key: repeat(0x0b, 20), data: ascii('Hi There'), digest: 'b617318655057264e28bc0b6fb378c8ef146be00' },
  { key: ascii('Jefe'), data: ascii('what do ya want for nothing?'), digest: 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79' },
  { key: repeat(0xaa, 20), data: repeat(0xdd, 50), digest: '125d7342b9ac11cd91a39af48aa17b4f63f175d3' },
  { key: Uint8Array.from({ length: 25 }, (_, i) => i + 1), data: repeat(0xcd, 50), digest: '4c9007f4026250c6bc8414f9bf50c86c2d7235da' },
  { key: repeat(0x0c, 20), data: ascii('Test With Truncation'), digest: '4c1a03424b55e07fe7f27be1d58bb9324a9a5a04' },
  { key: repeat(0xaa, 80), data: ascii('Test Using Larger Than Block-Size Key - Hash Key First'), digest: 'aa4ae5e15272d00e95705637ce8a3b55ed402112' },
  { key: repeat(0xaa, 80), data: ascii('Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data'), digest: 'e8e99d0f45237d786d6bbaa7965c7808bbff1a91' },
];

const backends = [hashWasmBackend, webCryptoBackend, nodeCryptoBackend];

describe.each(backends)('the $name backend', (backend) => {
  for (const [algorithm, expected] of Object.entries(DIGESTS) as [HashAlgorithm, Record<keyof typeof INPUTS, string>][]) {
    if (!backend.supports(algorithm)) continue; // WebCrypto has no MD5
    it(`digests the ${algorithm} vectors`, async () => {
      for (const [name, input] of Object.entries(INPUTS) as [keyof typeof INPUTS, Uint8Array][]) {
        expect(await backend.digest(algorithm, input), name).toBe(expected[name]);
      }
    });
  }

  it('computes the RFC 4231 HMAC-SHA-256 and HMAC-SHA-512 vectors', async () => {
    for (const [i, { key, data, sha256, sha512 }] of RFC4231.entries()) {
      expect((await backend.hmac('SHA-256', key, data)).slice(0, sha256.length), `case ${i + 1}`).toBe(sha256);
      expect((await backend.hmac('SHA-512', key, data)).slice(0, sha512.length), `case ${i + 1}`).toBe(sha512);
    }
  });

  it('computes the RFC 2202 HMAC-SHA-1 vectors', async () => {
    for (const [i, { key, data, digest }] of RFC2202_SHA1.entries()) {
      expect(await backend.hmac('SHA-1', key, data), `case ${i + 1}`).toBe(digest);
    }
  });
});

describe('the backend choice', () => {
  it('uses hash-wasm for MD5 and small inputs, WebCrypto for large SHA inputs, without a native backend', () => {
    registerNativeHashBackend(undefined);
    expect(chooseHashBackend('MD5', 10 * 1024 * 1024).name).toBe('hash-wasm');
    expect(chooseHashBackend('SHA-256', 64).name).toBe('hash-wasm');
    expect(chooseHashBackend('SHA-256', WEBCRYPTO_MIN_BYTES - 1).name).toBe('hash-wasm');
    expect(chooseHashBackend('SHA-256', WEBCRYPTO_MIN_BYTES).name).toBe('webcrypto');
  });

  it('gives a registered native backend every size', () => {
    registerNativeHashBackend(nodeCryptoBackend);
    try {
      expect(chooseHashBackend('MD5', 64).name).toBe('node:crypto');
      expect(chooseHashBackend('SHA-512', 1 << 20).name).toBe('node:crypto');
    } finally {
      registerNativeHashBackend(undefined);
    }
  });

  it('reuses one hash-wasm hasher safely across concurrent calls', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => hashWasmBackend.digest('SHA-256', i % 2 ? INPUTS.abc : INPUTS.empty)));
    results.forEach((digest, i) => expect(digest).toBe(i % 2 ? DIGESTS['SHA-256'].abc : DIGESTS['SHA-256'].empty));
  });

  it('canonicalises algorithm names', () => {
    expect(canonicalHashName('sha-256')).toBe('SHA-256');
    expect(canonicalHashName('SHA256')).toBe('SHA-256');
    expect(canonicalHashName('md5')).toBe('MD5');
    expect(canonicalHashName('sha-384')).toBeUndefined();
  });
});
