/**
 * Asymmetric keys in one model, read from and written to the encodings keys travel in:
 * PKCS#8 and SPKI (RFC 5208, RFC 5280), PKCS#1 (RFC 8017 A.1), SEC1 (RFC 5915), JWK (RFC 7517,
 * RFC 7518 §6, RFC 8037) and OpenSSH. For pem-convert; laid out as openssl pkey writes them.
 */
import { ed25519, x25519 } from '@noble/curves/ed25519.js';
import { p256, p384, p521 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { invalid } from '../errors.ts';
import { bytesToBase64Url, decodeBase64 } from './base64.ts';
import { concatBytes } from './concat-bytes.ts';
import { bitStringBytes, contextChild, isUniversal, oidText, readDer, sequence, TAG, unsignedBytes, type DerNode } from './der.ts';
import { derBitString, derExplicit, derNull, derOctetString, derOid, derSequence, derSmallInteger, derUnsignedInteger } from './der-write.ts';
import { opensshPrivateKey, sshMpint, sshPublicLine, sshString } from './ssh-wire.ts';

export type EcCurveName = 'P-256' | 'P-384' | 'P-521' | 'secp256k1';
const RSA_FIELDS = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;
type RsaField = (typeof RSA_FIELDS)[number];

type RsaParts = Partial<Record<RsaField, Uint8Array>> & { n: Uint8Array; e: Uint8Array };

export type KeyModel =
  | { type: 'RSA'; parts: RsaParts }
  | { type: 'EC'; curve: EcCurveName; d?: Uint8Array; point: Uint8Array }
  | { type: 'Ed25519' | 'X25519'; seed?: Uint8Array; point: Uint8Array };

const OID = { rsa: '1.2.840.113549.1.1.1', ec: '1.2.840.10045.2.1', ed25519: '1.3.101.112', x25519: '1.3.101.110' };
const CURVES: Record<EcCurveName, { oid: string; size: number; ssh?: string; math: typeof p256 }> = {
  'P-256': { oid: '1.2.840.10045.3.1.7', size: 32, ssh: 'nistp256', math: p256 },
  'P-384': { oid: '1.3.132.0.34', size: 48, ssh: 'nistp384', math: p384 as unknown as typeof p256 },
  'P-521': { oid: '1.3.132.0.35', size: 66, ssh: 'nistp521', math: p521 as unknown as typeof p256 },
  secp256k1: { oid: '1.3.132.0.10', size: 32, math: secp256k1 as unknown as typeof p256 },
};
const curveByOid = (oid: string, field: string): EcCurveName => {
  const found = (Object.keys(CURVES) as EcCurveName[]).find((name) => CURVES[name].oid === oid);
  return found ?? invalid(`${field}: unsupported elliptic curve ${oid} (P-256, P-384, P-521 and secp256k1 are)`);
};

export const isPrivate = (key: KeyModel) => (key.type === 'RSA' ? key.parts.d !== undefined : key.type === 'EC' ? key.d !== undefined : key.seed !== undefined);

export function keyBits(key: KeyModel): number {
  if (key.type === 'RSA') {
    const n = key.parts.n;
    return (n.length - 1) * 8 + (32 - Math.clz32(n[0]!));
  }
  return key.type === 'EC' ? { 'P-256': 256, 'P-384': 384, 'P-521': 521, secp256k1: 256 }[key.curve] : 256;
}

// ---- reading ----

function rsaPrivate(node: DerNode, field: string): KeyModel {
  const items = sequence(node, field, 'RSAPrivateKey', 9);
  const [n, e, d, p, q, dp, dq, qi] = items.slice(1, 9).map((item) => unsignedBytes(item, field));
  return { type: 'RSA', parts: { n: n!, e: e!, d: d!, p: p!, q: q!, dp: dp!, dq: dq!, qi: qi! } };
}

function rsaPublic(node: DerNode, field: string): KeyModel {
  const [n, e] = sequence(node, field, 'RSAPublicKey', 2);
  return { type: 'RSA', parts: { n: unsignedBytes(n, field), e: unsignedBytes(e, field) } };
}

function ecPrivate(node: DerNode, field: string, curveFromAlgorithm?: EcCurveName): KeyModel {
  const items = sequence(node, field, 'ECPrivateKey', 2);
  const secret = items[1];
  if (!isUniversal(secret, TAG.OCTET_STRING)) invalid(`${field}: malformed ECPrivateKey (expected the private key OCTET STRING)`);
  const parameters = contextChild(node, 0)?.children[0];
  const curve = curveFromAlgorithm ?? (parameters ? curveByOid(oidText(parameters, field), field) : invalid(`${field}: the EC private key names no curve`));
  const pointNode = contextChild(node, 1)?.children[0];
  const point = pointNode ? bitStringBytes(pointNode, field) : CURVES[curve].math.getPublicKey(secret.content, false);
  return { type: 'EC', curve, d: secret.content, point };
}

function okp(type: 'Ed25519' | 'X25519', seed: Uint8Array, field: string): KeyModel {
  if (seed.length !== 32) invalid(`${field}: an ${type} private key is 32 bytes, not ${seed.length}`);
  return { type, seed, point: type === 'Ed25519' ? ed25519.getPublicKey(seed) : x25519.getPublicKey(seed) };
}

function pkcs8(node: DerNode, field: string): KeyModel {
  const [, algorithmIdentifier, privateKey] = sequence(node, field, 'PrivateKeyInfo', 3);
  const [algorithm, parameters] = sequence(algorithmIdentifier, field, 'AlgorithmIdentifier', 1);
  if (!isUniversal(privateKey, TAG.OCTET_STRING)) invalid(`${field}: malformed PrivateKeyInfo (expected an OCTET STRING)`);
  const oid = oidText(algorithm, field);
  if (oid === OID.rsa) return rsaPrivate(readDer(privateKey.content, field), field);
  if (oid === OID.ec) return ecPrivate(readDer(privateKey.content, field), field, curveByOid(oidText(parameters, field), field));
  if (oid === OID.ed25519 || oid === OID.x25519) {
    const inner = readDer(privateKey.content, field);
    if (!isUniversal(inner, TAG.OCTET_STRING)) invalid(`${field}: malformed CurvePrivateKey (expected an OCTET STRING)`);
    return okp(oid === OID.ed25519 ? 'Ed25519' : 'X25519', inner.content, field);
  }
  invalid(`${field}: unsupported key algorithm ${oid} (RSA, EC, Ed25519 and X25519 are)`);
}

function spki(node: DerNode, field: string): KeyModel {
  const [algorithmIdentifier, bits] = sequence(node, field, 'SubjectPublicKeyInfo', 2);
  const [algorithm, parameters] = sequence(algorithmIdentifier, field, 'AlgorithmIdentifier', 1);
  const oid = oidText(algorithm, field);
  const key = bitStringBytes(bits, field);
  if (oid === OID.rsa) return rsaPublic(readDer(key, field), field);
  if (oid === OID.ec) return { type: 'EC', curve: curveByOid(oidText(parameters, field), field), point: key };
  if (oid === OID.ed25519 || oid === OID.x25519) return { type: oid === OID.ed25519 ? 'Ed25519' : 'X25519', point: key };
  invalid(`${field}: unsupported key algorithm ${oid} (RSA, EC, Ed25519 and X25519 are)`);
}

/** A key from DER of a known PEM label, or (label '') from its structure. */
export function keyFromDer(der: Uint8Array, label: string, field: string): KeyModel {
  const node = readDer(der, field);
  switch (label) {
    case 'PRIVATE KEY': return pkcs8(node, field);
    case 'PUBLIC KEY': return spki(node, field);
    case 'RSA PRIVATE KEY': return rsaPrivate(node, field);
    case 'RSA PUBLIC KEY': return rsaPublic(node, field);
    case 'EC PRIVATE KEY': return ecPrivate(node, field);
  }
  const items = sequence(node, field, 'key');
  if (isUniversal(items[0], TAG.SEQUENCE)) return spki(node, field);
  if (isUniversal(items[1], TAG.SEQUENCE)) return pkcs8(node, field);
  if (items.length >= 9) return rsaPrivate(node, field);
  if (isUniversal(items[1], TAG.OCTET_STRING)) return ecPrivate(node, field);
  if (items.length === 2) return rsaPublic(node, field);
  invalid(`${field}: DER that is none of PKCS#8, SPKI, PKCS#1 or SEC1`);
}

export function keyFromJwk(text: string, field: string): KeyModel {
  let jwk: Record<string, unknown>;
  try {
    jwk = JSON.parse(text) as Record<string, unknown>;
  } catch {
    invalid(`${field}: starts with { but is not valid JSON`);
  }
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) invalid(`${field}: a JWK must be a JSON object`);
  const member = (name: string, required: boolean): Uint8Array | undefined => {
    const value = Object.hasOwn(jwk, name) ? jwk[name] : undefined;
    if (value === undefined) return required ? invalid(`${field}: the JWK lacks "${name}"`) : undefined;
    const decoded = typeof value === 'string' && /^[A-Za-z0-9_-]*$/.test(value) ? decodeBase64(value) : undefined;
    if (!decoded?.ok) invalid(`${field}: JWK member "${name}" is not Base64url`);
    return decoded.bytes;
  };
  if (jwk.kty === 'RSA') {
    const parts: Partial<Record<RsaField, Uint8Array>> = {};
    for (const name of RSA_FIELDS) {
      const value = member(name, name === 'n' || name === 'e');
      if (value) parts[name] = value;
    }
    return { type: 'RSA', parts: parts as RsaParts };
  }
  if (jwk.kty === 'EC') {
    const curve = typeof jwk.crv === 'string' && Object.hasOwn(CURVES, jwk.crv) ? (jwk.crv as EcCurveName) : invalid(`${field}: JWK crv must be P-256, P-384, P-521 or secp256k1`);
    const d = member('d', false);
    return { type: 'EC', curve, point: concatBytes([new Uint8Array([4]), member('x', true)!, member('y', true)!]), ...(d ? { d } : {}) };
  }
  if (jwk.kty === 'OKP' && (jwk.crv === 'Ed25519' || jwk.crv === 'X25519')) {
    const d = member('d', false);
    return d ? okp(jwk.crv, d, field) : { type: jwk.crv, point: member('x', true)! };
  }
  invalid(`${field}: JWK kty must be RSA, EC or OKP (Ed25519, X25519)`);
}

// ---- writing ----

function rsaPrivateDer(key: KeyModel & { type: 'RSA' }): Uint8Array {
  const missing = RSA_FIELDS.filter((name) => key.parts[name] === undefined);
  if (missing.length > 0) invalid(`key: the RSA private key lacks ${missing.join(', ')}, which this format needs`);
  return derSequence(derSmallInteger(0), ...RSA_FIELDS.map((name) => derUnsignedInteger(key.parts[name]!)));
}

const rsaPublicDer = (key: KeyModel & { type: 'RSA' }) => derSequence(derUnsignedInteger(key.parts.n), derUnsignedInteger(key.parts.e));

function algorithmIdentifier(key: KeyModel): Uint8Array {
  if (key.type === 'RSA') return derSequence(derOid(OID.rsa), derNull());
  if (key.type === 'EC') return derSequence(derOid(OID.ec), derOid(CURVES[key.curve].oid));
  return derSequence(derOid(key.type === 'Ed25519' ? OID.ed25519 : OID.x25519));
}

const ecPrivateDer = (key: KeyModel & { type: 'EC' }, withCurve: boolean) =>
  derSequence(derSmallInteger(1), derOctetString(key.d!), ...(withCurve ? [derExplicit(0, derOid(CURVES[key.curve].oid))] : []), derExplicit(1, derBitString(key.point)));

export function spkiDer(key: KeyModel): Uint8Array {
  return derSequence(algorithmIdentifier(key), derBitString(key.type === 'RSA' ? rsaPublicDer(key) : key.point));
}

export function pkcs8Der(key: KeyModel): Uint8Array {
  const inner = key.type === 'RSA' ? rsaPrivateDer(key) : key.type === 'EC' ? ecPrivateDer(key, false) : derOctetString(key.seed!);
  return derSequence(derSmallInteger(0), algorithmIdentifier(key), derOctetString(inner));
}

/** PKCS#1 for RSA; SEC1 (openssl's "traditional" EC PRIVATE KEY) for a private EC key. */
export function traditionalDer(key: KeyModel, wantPrivate: boolean): { label: string; der: Uint8Array } {
  if (key.type === 'RSA') return wantPrivate ? { label: 'RSA PRIVATE KEY', der: rsaPrivateDer(key) } : { label: 'RSA PUBLIC KEY', der: rsaPublicDer(key) };
  if (key.type === 'EC' && wantPrivate) return { label: 'EC PRIVATE KEY', der: ecPrivateDer(key, true) };
  invalid(`to: pkcs1 holds RSA keys (and, as SEC1, private EC keys); this is ${wantPrivate ? 'a private' : 'a public'} ${key.type} key`);
}

export function jwkOf(key: KeyModel, wantPrivate: boolean): Record<string, string> {
  const b64 = bytesToBase64Url;
  if (key.type === 'RSA') {
    const jwk: Record<string, string> = { kty: 'RSA', n: b64(key.parts.n), e: b64(key.parts.e) };
    if (wantPrivate) for (const name of RSA_FIELDS.slice(2)) if (key.parts[name]) jwk[name] = b64(key.parts[name]!);
    return jwk;
  }
  if (key.type === 'EC') {
    const size = CURVES[key.curve].size;
    const jwk: Record<string, string> = { kty: 'EC', crv: key.curve, x: b64(key.point.subarray(1, 1 + size)), y: b64(key.point.subarray(1 + size)) };
    if (wantPrivate) jwk.d = b64(key.d!);
    return jwk;
  }
  return { kty: 'OKP', crv: key.type, x: b64(key.point), ...(wantPrivate ? { d: b64(key.seed!) } : {}) };
}

/** The public line, or the unencrypted openssh-key-v1 file with a check integer taken from the key (so conversion stays deterministic). */
export function openssh(key: KeyModel, wantPrivate: boolean): string {
  let blob: Uint8Array;
  let privateFields: Uint8Array | undefined;
  if (key.type === 'RSA') {
    blob = concatBytes([sshString('ssh-rsa'), sshMpint(key.parts.e), sshMpint(key.parts.n)]);
    if (wantPrivate) {
      rsaPrivateDer(key);
      const part = (name: RsaField) => sshMpint(key.parts[name]!);
      privateFields = concatBytes([part('n'), part('e'), part('d'), part('qi'), part('p'), part('q')]);
    }
  } else if (key.type === 'EC' && CURVES[key.curve].ssh) {
    const curve = CURVES[key.curve].ssh!;
    blob = concatBytes([sshString(`ecdsa-sha2-${curve}`), sshString(curve), sshString(key.point)]);
    if (wantPrivate) privateFields = concatBytes([sshString(curve), sshString(key.point), sshMpint(key.d!)]);
  } else if (key.type === 'Ed25519') {
    blob = concatBytes([sshString('ssh-ed25519'), sshString(key.point)]);
    if (wantPrivate) privateFields = concatBytes([sshString(key.point), sshString(concatBytes([key.seed!, key.point]))]);
  } else {
    invalid(`to: OpenSSH has no ${key.type === 'EC' ? key.curve : key.type} keys (it has RSA, ECDSA on P-256/384/521 and Ed25519)`);
  }
  if (!privateFields) return sshPublicLine(blob, '');
  return opensshPrivateKey(blob, privateFields, '', sha256(privateFields).subarray(0, 4));
}
