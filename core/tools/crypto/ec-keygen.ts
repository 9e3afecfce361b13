import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue gives curve and format):
 * - Keys come from ctx.random through @noble/curves: the 32-byte seed of Ed25519, the 32-byte
 *   private key of X25519, and for the Weierstrass curves 1.5 × the scalar size reduced into
 *   [1, n-1] (noble's randomSecretKey), so a pinned source gives the same key every time.
 * - pem: unencrypted PKCS#8 and SPKI, laid out as openssl genpkey / openssl pkey -pubout write
 *   them (an EC private key carries its public point, not the curve a second time).
 * - jwk: the private and public JWK as JSON text (RFC 7518 §6.2, RFC 8037), kid-less, so the
 *   result has the same shape in both formats.
 */

const loadKeys = lazy(() => import('../../lib/ec-keys.ts'));
const loadPem = lazy(() => import('../../lib/pem.ts'));

/**
 * Examples draw all-zero random bytes. Checked by hand: openssl pkey -in private.pem -pubout prints
 * this public key; Python's cryptography X25519PrivateKey.from_private_bytes(bytes(32)) gives this x.
 */
const EXAMPLE_PEM = {
  title: 'Ed25519 as PEM (the default)',
  input: {},
  output: {
    privateKey: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\n-----END PRIVATE KEY-----\n',
    publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAO2onvM62pC1io6jQKm8Nc2UyFXcd4kOmOsBIoYtZ2ik=\n-----END PUBLIC KEY-----\n',
  },
};

const EXAMPLE_JWK = {
  title: 'X25519 as JWK',
  input: { curve: 'x25519' as const, format: 'jwk' as const },
  output: {
    privateKey: '{"kty":"OKP","crv":"X25519","x":"L-V9o0fNYkMVKNqsX7spBzD_9oSvxM_C7ZCZX1jLO3Q","d":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}',
    publicKey: '{"kty":"OKP","crv":"X25519","x":"L-V9o0fNYkMVKNqsX7spBzD_9oSvxM_C7ZCZX1jLO3Q"}',
  },
};

export default defineTool({
  id: 'ec-keygen',
  name: 'Elliptic Curve Key Generator',
  category: 'crypto',
  description: 'Generate an elliptic-curve key pair (Ed25519, P-256, P-384, secp256k1 or X25519) as PKCS#8/SPKI PEM or as JWK.',
  keywords: ['ec key', 'ecdsa key', 'ed25519', 'x25519', 'p-256', 'prime256v1', 'secp256k1', 'secp384r1', 'openssl genpkey', 'jwk', 'key pair', 'private key', 'public key', 'pkcs8'],
  mcp: true,
  deterministic: false,
  // its worst input (curve=p384: noble builds the curve's tables on first use) took 1347.7 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    curve: withDefault(stringEnum(['ed25519', 'p256', 'p384', 'secp256k1', 'x25519'], { description: 'ed25519 (default, signing), p256, p384, secp256k1 (ECDSA) or x25519 (key agreement)' }), 'ed25519'),
    format: withDefault(stringEnum(['pem', 'jwk'], { description: 'pem: PKCS#8 private and SPKI public key (default); jwk: JSON Web Keys' }), 'pem'),
  }),
  output: closedObject({
    privateKey: Type.String({ description: 'The private key: PKCS#8 PEM, or a JWK as JSON text' }),
    publicKey: Type.String({ description: 'The public key: SPKI PEM, or a JWK as JSON text' }),
  }),
  examples: [EXAMPLE_PEM, EXAMPLE_JWK],
  async run({ curve, format }, ctx) {
    const keys = await loadKeys();
    const pair = keys.ecKeyPair(curve, ctx.random(keys.randomBytesFor(curve)));
    if (format === 'jwk') {
      const { privateJwk, publicJwk } = keys.jwks(pair);
      return { privateKey: JSON.stringify(privateJwk), publicKey: JSON.stringify(publicJwk) };
    }
    const { toPem } = await loadPem();
    return { privateKey: toPem('PRIVATE KEY', keys.pkcs8Der(pair)), publicKey: toPem('PUBLIC KEY', keys.spkiDer(pair)) };
  },
});
