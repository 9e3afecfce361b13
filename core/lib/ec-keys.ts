/**
 * Elliptic-curve key pairs from caller-supplied random bytes, in PKCS#8/SPKI DER and JWK
 * (RFC 5915, RFC 5480, RFC 8410, RFC 7518 §6.2, RFC 8037), laid out as openssl genpkey writes them.
 */
import { ed25519, x25519 } from '@noble/curves/ed25519.js';
import { p256, p384 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToBase64Url } from './base64.ts';
import { derBitString, derExplicit, derOctetString, derOid, derSequence, derSmallInteger } from './der-write.ts';

export const EC_CURVES = ['ed25519', 'p256', 'p384', 'secp256k1', 'x25519'] as const;
export type EcCurve = (typeof EC_CURVES)[number];

interface CurveSpec {
  /** Random bytes drawn: the seed of an Edwards/Montgomery key, or the input reduced to a Weierstrass scalar. */
  randomBytes: number;
  keyPair(random: Uint8Array): { secret: Uint8Array; point: Uint8Array };
  oid: string;
  jwkCurve: string;
}

const weierstrass = (curve: typeof p256, randomBytes: number, oid: string, jwkCurve: string): CurveSpec => ({
  randomBytes,
  keyPair(random) {
    const secret = curve.utils.randomSecretKey(random);
    return { secret, point: curve.getPublicKey(secret, false) };
  },
  oid,
  jwkCurve,
});

const CURVES: Record<EcCurve, CurveSpec> = {
  ed25519: { randomBytes: 32, keyPair: (seed) => ({ secret: seed, point: ed25519.getPublicKey(seed) }), oid: '1.3.101.112', jwkCurve: 'Ed25519' },
  x25519: { randomBytes: 32, keyPair: (secret) => ({ secret, point: x25519.getPublicKey(secret) }), oid: '1.3.101.110', jwkCurve: 'X25519' },
  p256: weierstrass(p256, 48, '1.2.840.10045.3.1.7', 'P-256'),
  p384: weierstrass(p384 as unknown as typeof p256, 72, '1.3.132.0.34', 'P-384'),
  secp256k1: weierstrass(secp256k1 as unknown as typeof p256, 48, '1.3.132.0.10', 'secp256k1'),
};

const EC_PUBLIC_KEY = '1.2.840.10045.2.1';

export interface EcKeyPair {
  curve: EcCurve;
  secret: Uint8Array;
  point: Uint8Array;
}

export const randomBytesFor = (curve: EcCurve) => CURVES[curve].randomBytes;

export function ecKeyPair(curve: EcCurve, random: Uint8Array): EcKeyPair {
  return { curve, ...CURVES[curve].keyPair(random) };
}

const isEdwardsOrMontgomery = (curve: EcCurve) => curve === 'ed25519' || curve === 'x25519';

function algorithm(curve: EcCurve): Uint8Array {
  const spec = CURVES[curve];
  return isEdwardsOrMontgomery(curve) ? derSequence(derOid(spec.oid)) : derSequence(derOid(EC_PUBLIC_KEY), derOid(spec.oid));
}

export function spkiDer(key: EcKeyPair): Uint8Array {
  return derSequence(algorithm(key.curve), derBitString(key.point));
}

export function pkcs8Der(key: EcKeyPair): Uint8Array {
  const privateKey = isEdwardsOrMontgomery(key.curve)
    ? derOctetString(key.secret)
    : derSequence(derSmallInteger(1), derOctetString(key.secret), derExplicit(1, derBitString(key.point)));
  return derSequence(derSmallInteger(0), algorithm(key.curve), derOctetString(privateKey));
}

export function jwks(key: EcKeyPair): { privateJwk: Record<string, string>; publicJwk: Record<string, string> } {
  const crv = CURVES[key.curve].jwkCurve;
  const publicJwk: Record<string, string> = isEdwardsOrMontgomery(key.curve)
    ? { kty: 'OKP', crv, x: bytesToBase64Url(key.point) }
    : (() => {
        const size = (key.point.length - 1) / 2;
        return { kty: 'EC', crv, x: bytesToBase64Url(key.point.subarray(1, 1 + size)), y: bytesToBase64Url(key.point.subarray(1 + size)) };
      })();
  return { publicJwk, privateJwk: { ...publicJwk, d: bytesToBase64Url(key.secret) } };
}
