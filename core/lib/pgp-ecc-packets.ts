/**
 * The two unencrypted OpenPGP v4 secret key packets gpg writes for an "ecc" key (RFC 9580 §5.5.3,
 * with the legacy curve OIDs v4 keys use): an EdDSA (Ed25519) primary key and an ECDH
 * (Curve25519) encryption subkey, from raw key material the caller drew. openpgp makes its own
 * keys from crypto.getRandomValues; building the packets here lets ctx.random decide the key.
 */
import { concatBytes } from './concat-bytes.ts';

const EDDSA_LEGACY = 22;
const ECDH = 18;
const SECRET_KEY_TAG = 5;
const SECRET_SUBKEY_TAG = 7;
// 1.3.6.1.4.1.11591.15.1 (Ed25519Legacy) and 1.3.6.1.4.1.3029.1.5.1 (Curve25519Legacy), length-prefixed.
const ED25519_OID = Uint8Array.of(9, 0x2b, 0x06, 0x01, 0x04, 0x01, 0xda, 0x47, 0x0f, 0x01);
const CURVE25519_OID = Uint8Array.of(10, 0x2b, 0x06, 0x01, 0x04, 0x01, 0x97, 0x55, 0x01, 0x05, 0x01);
// KDF parameters as gpg and openpgp write them for Curve25519: SHA-256, AES-128 key wrap.
const CURVE25519_KDF = Uint8Array.of(3, 1, 8, 7);
// Native points carry the 0x40 prefix (RFC 9580 §11.2.2).
const NATIVE_POINT = 0x40;

/** A multiprecision integer: bit count, then the big-endian bytes without leading zeros. */
function mpi(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length && bytes[start] === 0) start++;
  const value = bytes.subarray(start);
  const bits = value.length === 0 ? 0 : (value.length - 1) * 8 + (32 - Math.clz32(value[0]!));
  return concatBytes([Uint8Array.of(bits >> 8, bits & 0xff), value]);
}

/** A new-format packet header (RFC 9580 §4.2.1) before the body; our bodies stay under 192 bytes. */
function packet(tag: number, body: Uint8Array): Uint8Array {
  return concatBytes([Uint8Array.of(0xc0 | tag, body.length), body]);
}

/** Secret key material with S2K usage 0 (unencrypted) and its two-byte additive checksum. */
function secretPart(secretMpi: Uint8Array): Uint8Array {
  let sum = 0;
  for (const byte of secretMpi) sum = (sum + byte) & 0xffff;
  return concatBytes([Uint8Array.of(0), secretMpi, Uint8Array.of(sum >> 8, sum & 0xff)]);
}

function keyHeader(created: Date, algorithm: number): Uint8Array {
  const seconds = Math.floor(created.getTime() / 1000);
  return Uint8Array.of(4, seconds >>> 24, (seconds >>> 16) & 0xff, (seconds >>> 8) & 0xff, seconds & 0xff, algorithm);
}

/** The primary key: an Ed25519 seed and its public key. */
export function ed25519SecretKeyPacket(created: Date, seed: Uint8Array, publicKey: Uint8Array): Uint8Array {
  const point = mpi(concatBytes([Uint8Array.of(NATIVE_POINT), publicKey]));
  return packet(SECRET_KEY_TAG, concatBytes([keyHeader(created, EDDSA_LEGACY), ED25519_OID, point, secretPart(mpi(seed))]));
}

/**
 * The encryption subkey: an X25519 private key (as RFC 7748 draws it, little-endian) and its
 * public key. OpenPGP stores the clamped scalar big-endian, as openpgp and gpg do.
 */
export function curve25519SecretSubkeyPacket(created: Date, privateKey: Uint8Array, publicKey: Uint8Array): Uint8Array {
  const scalar = privateKey.slice().reverse();
  scalar[0] = (scalar[0]! & 127) | 64;
  scalar[31]! &= 248;
  const point = mpi(concatBytes([Uint8Array.of(NATIVE_POINT), publicKey]));
  return packet(SECRET_SUBKEY_TAG, concatBytes([keyHeader(created, ECDH), CURVE25519_OID, point, CURVE25519_KDF, secretPart(mpi(scalar))]));
}
