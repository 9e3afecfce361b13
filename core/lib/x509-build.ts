/**
 * Builds what x509-generate hands out (RFC 5280, RFC 2986, RFC 5915, RFC 5208): a P-256 key in
 * PKCS#8, and a self-signed certificate or a certification request for it, signed with
 * ECDSA-SHA256 by noble (RFC 6979 deterministic nonces, so a pinned random source and clock give
 * the same bytes every time).
 */
import { p256 } from '@noble/curves/nist.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { derBitString, derBoolean, derExplicit, derImplicitPrimitive, derOctetString, derOid, derSequence, derSet, derSmallInteger, derTime, derUnsignedInteger, derUtf8String } from './der-write.ts';

const OID = {
  ecPublicKey: '1.2.840.10045.2.1',
  prime256v1: '1.2.840.10045.3.1.7',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  extendedKeyUsage: '2.5.29.37',
  serverAuth: '1.3.6.1.5.5.7.3.1',
  clientAuth: '1.3.6.1.5.5.7.3.2',
  extensionRequest: '1.2.840.113549.1.9.14',
};

export type AltName = { kind: 'dns'; name: string } | { kind: 'ip'; octets: Uint8Array };

export interface P256Key {
  secret: Uint8Array;
  point: Uint8Array;
}

export function p256KeyFromSeed(seed: Uint8Array): P256Key {
  const secret = p256.utils.randomSecretKey(seed);
  return { secret, point: p256.getPublicKey(secret, false) };
}

const ecAlgorithm = () => derSequence(derOid(OID.ecPublicKey), derOid(OID.prime256v1));

export const p256Spki = (key: P256Key) => derSequence(ecAlgorithm(), derBitString(key.point));

/** PKCS#8 holding an RFC 5915 ECPrivateKey with its public point, as openssl genpkey writes it. */
export const p256Pkcs8 = (key: P256Key) =>
  derSequence(derSmallInteger(0), ecAlgorithm(), derOctetString(derSequence(derSmallInteger(1), derOctetString(key.secret), derExplicit(1, derBitString(key.point)))));

const commonNameOnly = (cn: string) => derSequence(derSet(derSequence(derOid(OID.commonName), derUtf8String(cn))));

function extension(oid: string, critical: boolean, value: Uint8Array): Uint8Array {
  return critical ? derSequence(derOid(oid), derBoolean(true), derOctetString(value)) : derSequence(derOid(oid), derOctetString(value));
}

const subjectAltName = (names: readonly AltName[]) =>
  extension(OID.subjectAltName, false, derSequence(...names.map((name) => (name.kind === 'dns' ? derImplicitPrimitive(2, new TextEncoder().encode(name.name)) : derImplicitPrimitive(7, name.octets)))));


function signed(toBeSigned: Uint8Array, key: P256Key): Uint8Array {
  const signature = p256.sign(toBeSigned, key.secret, { format: 'der' });
  return derSequence(toBeSigned, derSequence(derOid(OID.ecdsaWithSha256)), derBitString(signature));
}

export interface CertificateRequestParams {
  commonName: string;
  altNames: readonly AltName[];
  key: P256Key;
}

/** A TLS server certificate signed by its own key: CA:FALSE, digitalSignature, serverAuth and clientAuth, SANs, key id. */
export function selfSignedCertificate(params: CertificateRequestParams & { serial: Uint8Array; notBefore: Date; notAfter: Date }): Uint8Array {
  const name = commonNameOnly(params.commonName);
  const extensions = [
    extension(OID.basicConstraints, true, derSequence()),
    extension(OID.keyUsage, true, new Uint8Array([0x03, 0x02, 0x07, 0x80])),
    extension(OID.extendedKeyUsage, false, derSequence(derOid(OID.serverAuth), derOid(OID.clientAuth))),
    extension(OID.subjectKeyIdentifier, false, derOctetString(sha1(params.key.point))),
    ...(params.altNames.length > 0 ? [subjectAltName(params.altNames)] : []),
  ];
  const tbs = derSequence(
    derExplicit(0, derSmallInteger(2)),
    derUnsignedInteger(params.serial),
    derSequence(derOid(OID.ecdsaWithSha256)),
    name,
    derSequence(derTime(params.notBefore), derTime(params.notAfter)),
    name,
    p256Spki(params.key),
    derExplicit(3, derSequence(...extensions)),
  );
  return signed(tbs, params.key);
}

/** A PKCS#10 request with the SANs in an extensionRequest attribute, as openssl req -addext writes it. */
export function certificateRequest(params: CertificateRequestParams): Uint8Array {
  const attributes = params.altNames.length > 0 ? [derSequence(derOid(OID.extensionRequest), derSet(derSequence(subjectAltName(params.altNames))))] : [];
  const info = derSequence(derSmallInteger(0), commonNameOnly(params.commonName), p256Spki(params.key), derExplicit(0, ...attributes));
  return signed(info, params.key);
}
