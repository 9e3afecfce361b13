/**
 * Checks the signature of a signed X.509 structure (a request's self-signature, a certificate
 * under its issuer's key) with WebCrypto where it has the algorithm and noble for Ed25519 (which
 * older browsers' WebCrypto lacks). Answers null for an algorithm neither covers.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bitStringBytes, readDer, sequence, unsignedBytes } from './der.ts';
import { concatBytes } from './concat-bytes.ts';
import type { PublicKeyInfo } from './x509-parts.ts';

const RSA_HASHES: Record<string, string> = {
  sha1WithRSAEncryption: 'SHA-1', sha256WithRSAEncryption: 'SHA-256', sha384WithRSAEncryption: 'SHA-384', sha512WithRSAEncryption: 'SHA-512',
};
const ECDSA_HASHES: Record<string, string> = { 'ecdsa-with-SHA1': 'SHA-1', 'ecdsa-with-SHA256': 'SHA-256', 'ecdsa-with-SHA384': 'SHA-384', 'ecdsa-with-SHA512': 'SHA-512' };
const WEB_CURVES: Record<string, { name: string; size: number }> = { prime256v1: { name: 'P-256', size: 32 }, secp384r1: { name: 'P-384', size: 48 }, secp521r1: { name: 'P-521', size: 66 } };

/** An ECDSA-Sig-Value (SEQUENCE of r and s) as the fixed-width r‖s WebCrypto takes. */
function ecdsaRaw(der: Uint8Array, size: number): Uint8Array | undefined {
  const [r, s] = sequence(readDer(der, 'signature'), 'signature', 'ECDSA signature', 2);
  const pad = (bytes: Uint8Array) => (bytes.length > size ? undefined : concatBytes([new Uint8Array(size - bytes.length), bytes]));
  const [rawR, rawS] = [pad(unsignedBytes(r, 'signature')), pad(unsignedBytes(s, 'signature'))];
  return rawR && rawS ? concatBytes([rawR, rawS]) : undefined;
}

export async function signatureValid(spki: Uint8Array, key: PublicKeyInfo, algorithm: string, signature: Uint8Array, signed: Uint8Array): Promise<boolean | null> {
  const subtle = globalThis.crypto.subtle;
  try {
    if (Object.hasOwn(RSA_HASHES, algorithm) && key.algorithm === 'RSA') {
      const publicKey = await subtle.importKey('spki', spki.slice(), { name: 'RSASSA-PKCS1-v1_5', hash: RSA_HASHES[algorithm]! }, false, ['verify']);
      return await subtle.verify('RSASSA-PKCS1-v1_5', publicKey, signature.slice(), signed.slice());
    }
    if (Object.hasOwn(ECDSA_HASHES, algorithm) && key.algorithm === 'EC') {
      const curve = WEB_CURVES[key.curve ?? ''];
      if (!curve) return null;
      const raw = ecdsaRaw(signature, curve.size);
      if (!raw) return false;
      const publicKey = await subtle.importKey('spki', spki.slice(), { name: 'ECDSA', namedCurve: curve.name }, false, ['verify']);
      return await subtle.verify({ name: 'ECDSA', hash: ECDSA_HASHES[algorithm]! }, publicKey, raw.slice(), signed.slice());
    }
    if (algorithm === 'ED25519' && key.algorithm === 'Ed25519') {
      const [, bits] = sequence(readDer(spki, 'key'), 'key', 'SubjectPublicKeyInfo', 2);
      return ed25519.verify(signature, signed, bitStringBytes(bits, 'key'));
    }
  } catch {
    // A key WebCrypto or noble will not import, or a signature that is not even well-formed, signs nothing.
    return false;
  }
  return null;
}
