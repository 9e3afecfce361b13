import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Generated {
  privateKey: string;
  publicKey: string;
}

const hex = (text: string) => Uint8Array.from(text.match(/../g)!.map((pair) => parseInt(pair, 16)));
const fixed = (bytes: string) => (size: number) => {
  const value = hex(bytes);
  if (value.length !== size) throw new Error(`unexpected draw of ${size} bytes`);
  return value;
};
const generate = (input: Record<string, unknown>, random: string) => run<Generated>('ec-keygen', input, { random: fixed(random) });

/**
 * Keys made by openssl genpkey (-algorithm ed25519 | x25519 | EC -pkeyopt ec_paramgen_curve:P-384 | secp256k1);
 * the random bytes are their raw private keys from openssl pkey -text (for the Weierstrass curves the
 * scalar minus one, as noble's randomSecretKey maps x to x mod (n-1) + 1); the PEMs are openssl genpkey's
 * file and openssl pkey -pubout.
 */
const OPENSSL_KEYS = {
  ed25519: {
    random: '0fef3afea27917330036f3fbe592f3094fa2c10a4f9d739f941971c9de338455',
    privateKey: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA/vOv6ieRczADbz++WS8wlPosEKT51zn5QZccneM4RV\n-----END PRIVATE KEY-----\n',
    publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAHeYetkXQ4nsbSEdzq3mQnURTFqqK2vrBsSglNs8CASk=\n-----END PUBLIC KEY-----\n',
  },
  x25519: {
    random: '80ded020a8f2892b90bd34e3f34c322e0ea044c82a69e4a5523a34b356dfa662',
    privateKey: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VuBCIEIIDe0CCo8okrkL004/NMMi4OoETIKmnkpVI6NLNW36Zi\n-----END PRIVATE KEY-----\n',
    publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VuAyEAIXf/kaV3Vd8Nrb6DyF0+wsaKMMAqrJrVEk4cQnPWJSE=\n-----END PUBLIC KEY-----\n',
  },
  p384: {
    random: '000000000000000000000000000000000000000000000000841725b8775f8a1551f3b254b509975aec8edd644d7b00d396e24a3f4561cd1a429fec32d24de7e77812581b34ab2428',
    privateKey: `-----BEGIN PRIVATE KEY-----
MIG2AgEAMBAGByqGSM49AgEGBSuBBAAiBIGeMIGbAgEBBDCEFyW4d1+KFVHzslS1
CZda7I7dZE17ANOW4ko/RWHNGkKf7DLSTefneBJYGzSrJCmhZANiAAS6VZzKisu1
Y6lkSpWnJjMICGr/5z4NFhLBDhsRrUrY4pyPfLLMB4AwC8QCpyTvPensUw/x3RSG
z6myRfl4giGZJJn3e8QlOa+bzMKnFgGW6aY9lSEyzNDguoMdLBVsjNk=
-----END PRIVATE KEY-----
`,
    publicKey: `-----BEGIN PUBLIC KEY-----
MHYwEAYHKoZIzj0CAQYFK4EEACIDYgAEulWcyorLtWOpZEqVpyYzCAhq/+c+DRYS
wQ4bEa1K2OKcj3yyzAeAMAvEAqck7z3p7FMP8d0Uhs+pskX5eIIhmSSZ93vEJTmv
m8zCpxYBlummPZUhMszQ4LqDHSwVbIzZ
-----END PUBLIC KEY-----
`,
  },
  secp256k1: {
    random: '00000000000000000000000000000000270bf08e216510f9a8ff755b3a27e532364588a64d80741ffd2e7d001daee76d',
    privateKey: `-----BEGIN PRIVATE KEY-----
MIGEAgEAMBAGByqGSM49AgEGBSuBBAAKBG0wawIBAQQgJwvwjiFlEPmo/3VbOifl
MjZFiKZNgHQf/S59AB2u526hRANCAARW9hg/bNoW2cxlERPcJhU23ZA4gD5UjsZg
NqjktwKBtNaLF5E/dxBHlVYtpKQlFGNse96/bRbJN7y8hRlk4G/8
-----END PRIVATE KEY-----
`,
    publicKey: `-----BEGIN PUBLIC KEY-----
MFYwEAYHKoZIzj0CAQYFK4EEAAoDQgAEVvYYP2zaFtnMZRET3CYVNt2QOIA+VI7G
YDao5LcCgbTWixeRP3cQR5VWLaSkJRRjbHvev20WyTe8vIUZZOBv/A==
-----END PUBLIC KEY-----
`,
  },
};

describe('ec-keygen', () => {
  for (const [curve, key] of Object.entries(OPENSSL_KEYS)) {
    it(`writes openssl genpkey's ${curve} files byte for byte`, async () => {
      expect(await generate({ curve }, key.random)).toEqual({ privateKey: key.privateKey, publicKey: key.publicKey });
    });
  }

  it('writes the RFC 8037 §A.1 Ed25519 JWK', async () => {
    const result = await generate({ curve: 'ed25519', format: 'jwk' }, '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');
    expect(JSON.parse(result.privateKey)).toEqual({ kty: 'OKP', crv: 'Ed25519', d: 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' });
    expect(JSON.parse(result.publicKey)).toEqual({ kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' });
  });

  it('writes the RFC 7517 §A.2 P-256 JWK that WebCrypto imports', async () => {
    // d = 870MB6gf… is 0xf3bd0c07…; the random bytes are d - 1 in 48 bytes
    const d = BigInt('0x' + [...atob('870MB6gfuTJ4HtUnUvYMyJpr5eUZNP4Bk43bVdj3eAE'.replaceAll('-', '+').replaceAll('_', '/'))].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join(''));
    const result = await generate({ curve: 'p256', format: 'jwk' }, (d - 1n).toString(16).padStart(96, '0'));
    const jwk = JSON.parse(result.privateKey);
    expect(jwk).toEqual({ kty: 'EC', crv: 'P-256', x: 'MKBCTNIcKUSDii11ySs3526iDZ8AiTo7Tu6KPAqv7D4', y: '4Etl6SRW2YiLUrN5vfvVHuhp7x8PxltmWWlbbM4IFyM', d: '870MB6gfuTJ4HtUnUvYMyJpr5eUZNP4Bk43bVdj3eAE' });
    await expect(crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign'])).resolves.toBeDefined();
  });

  it('draws fresh keys each run', async () => {
    const [first, second] = await Promise.all([run<Generated>('ec-keygen', { curve: 'p256' }), run<Generated>('ec-keygen', { curve: 'p256' })]);
    expect(first.publicKey).not.toBe(second.publicKey);
  });

  it('refuses unknown curves and formats, wrong types and extra fields', async () => {
    await expectInvalid('ec-keygen', { curve: 'p521' }, 'curve: must be one of ed25519, p256, p384, secp256k1, x25519');
    await expectInvalid('ec-keygen', { format: 'der' }, 'format: must be one of pem, jwk');
    await expectInvalid('ec-keygen', { curve: 1 }, /^curve: /);
    await expectInvalid('ec-keygen', JSON.parse('{"__proto__":{"curve":"p256"}}'), '__proto__: unknown field');
  });
});
