/**
 * The parts certificates and certification requests share (RFC 5280, RFC 2986): distinguished
 * names, the subject public key, extensions and fingerprints, read from DER (core/lib/der.ts)
 * and written the way `openssl x509 -text` and `openssl req -text` print them.
 */
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { invalid } from '../errors.ts';
import { bytesToBase64 } from './base64.ts';
import { bytesToBigInt } from './big-endian.ts';
import { bitStringBytes, contextChild, isUniversal, oidText, readDer, sequence, stringValue, TAG, unsignedBytes, type DerNode } from './der.ts';
import { bytesToHex } from './hex.ts';
import { ALGORITHMS, CURVES, EXTENDED_KEY_USAGES, EXTENSIONS, NAME_ATTRIBUTES, oidName } from './oid-names.ts';


export interface NameAttribute {
  type: string;
  value: string;
}

/** A Name (SEQUENCE OF RDN) as `C=US, O=Example, CN=host` in certificate order, and its attributes. */
export function distinguishedName(node: DerNode | undefined, field: string): { text: string; attributes: NameAttribute[] } {
  const attributes: NameAttribute[] = [];
  for (const rdn of sequence(node, field, 'Name')) {
    if (!isUniversal(rdn, TAG.SET)) invalid(`${field}: malformed Name (expected a SET)`);
    for (const pair of rdn.children) {
      const [type, value] = sequence(pair, field, 'name attribute', 2);
      attributes.push({ type: oidName(oidText(type, field), NAME_ATTRIBUTES), value: stringValue(value!) ?? `#${bytesToHex(value!.raw)}` });
    }
  }
  return { text: attributes.map(({ type, value }) => `${type}=${value}`).join(', '), attributes };
}

export interface PublicKeyInfo {
  algorithm: string;
  bits: number;
  curve?: string;
  /** Base64 SHA-256 of the SubjectPublicKeyInfo: the `pin-sha256` of HPKP and certificate pinning. */
  pinSha256: string;
}

const CURVE_BITS: Record<string, number> = { prime256v1: 256, secp384r1: 384, secp521r1: 521, secp256k1: 256, prime192v1: 192, secp224r1: 224, brainpoolP256r1: 256, brainpoolP384r1: 384, brainpoolP512r1: 512 };
const FIXED_KEY_BITS: Record<string, number> = { ED25519: 256, X25519: 256, ED448: 456, X448: 448 };

/** What a SubjectPublicKeyInfo holds: algorithm, size, curve, pin. */
export function describePublicKey(spki: DerNode | undefined, field: string): PublicKeyInfo {
  const [algorithmIdentifier, keyBits] = sequence(spki, field, 'SubjectPublicKeyInfo', 2);
  const [algorithmOid, parameters] = sequence(algorithmIdentifier, field, 'AlgorithmIdentifier', 1);
  const algorithm = oidName(oidText(algorithmOid, field), ALGORITHMS);
  const key = bitStringBytes(keyBits, field);
  const pinSha256 = bytesToBase64(sha256(spki!.raw));
  if (algorithm === 'rsaEncryption' || algorithm === 'rsassaPss') {
    const [modulus] = sequence(readDer(key, field), field, 'RSAPublicKey', 2);
    const magnitude = unsignedBytes(modulus, field);
    return { algorithm: 'RSA', bits: bitLength(magnitude), pinSha256 };
  }
  if (algorithm === 'id-ecPublicKey') {
    const curve = isUniversal(parameters, TAG.OID) ? oidName(oidText(parameters, field), CURVES) : 'explicit parameters';
    return { algorithm: 'EC', bits: CURVE_BITS[curve] ?? ((key.length - 1) / 2) * 8, curve, pinSha256 };
  }
  if (Object.hasOwn(FIXED_KEY_BITS, algorithm)) return { algorithm: algorithm === 'ED25519' ? 'Ed25519' : algorithm === 'ED448' ? 'Ed448' : algorithm, bits: FIXED_KEY_BITS[algorithm]!, pinSha256 };
  return { algorithm, bits: key.length * 8, pinSha256 };
}

function bitLength(magnitude: Uint8Array): number {
  if (magnitude.length === 0) return 0;
  return (magnitude.length - 1) * 8 + (32 - Math.clz32(magnitude[0]!));
}

/** The signature algorithm of an AlgorithmIdentifier, by OpenSSL's name. */
export function algorithmName(node: DerNode | undefined, field: string): string {
  const [oid] = sequence(node, field, 'AlgorithmIdentifier', 1);
  return oidName(oidText(oid, field), ALGORITHMS);
}

export interface ExtensionInfo {
  oid: string;
  name: string;
  critical: boolean;
  /** The value as `openssl x509 -text` prints it; hex for an extension it cannot name. */
  value: string;
}

const KEY_USAGES = ['Digital Signature', 'Non Repudiation', 'Key Encipherment', 'Data Encipherment', 'Key Agreement', 'Certificate Sign', 'CRL Sign', 'Encipher Only', 'Decipher Only'];

/** Extensions (SEQUENCE OF Extension) with their values in words, and the subject alternative names. */
export function describeExtensions(node: DerNode | undefined, field: string): { extensions: ExtensionInfo[]; sans: string[] } {
  const extensions: ExtensionInfo[] = [];
  let sans: string[] = [];
  for (const extension of sequence(node, field, 'Extensions')) {
    const parts = sequence(extension, field, 'Extension', 2);
    const oid = oidText(parts[0], field);
    const critical = isUniversal(parts[1], TAG.BOOLEAN) && parts[1].content[0] !== 0;
    const octets = parts[parts.length - 1];
    if (!isUniversal(octets, TAG.OCTET_STRING)) invalid(`${field}: malformed Extension ${oid} (expected an OCTET STRING)`);
    const name = oidName(oid, EXTENSIONS);
    let value: string;
    try {
      value = extensionValue(name, readDer(octets.content, field), field);
      if (name === 'subjectAltName') sans = value.split(', ').filter(Boolean);
    } catch {
      value = colonHex(octets.content);
    }
    extensions.push({ oid, name, critical, value });
  }
  return { extensions, sans };
}

function extensionValue(name: string, value: DerNode, field: string): string {
  switch (name) {
    case 'subjectAltName':
    case 'issuerAltName':
      return sequence(value, field, name).map((general) => generalName(general, field)).join(', ');
    case 'basicConstraints': {
      const parts = sequence(value, field, name);
      const ca = isUniversal(parts[0], TAG.BOOLEAN) && parts[0].content[0] !== 0;
      const pathLength = parts.find((part) => isUniversal(part, TAG.INTEGER));
      return `CA:${ca ? 'TRUE' : 'FALSE'}${pathLength ? `, pathlen:${bytesToBigInt(unsignedBytes(pathLength, field))}` : ''}`;
    }
    case 'keyUsage': {
      if (!isUniversal(value, TAG.BIT_STRING)) throw new Error('not a BIT STRING');
      const bits = value.content.subarray(1);
      return KEY_USAGES.filter((_, index) => ((bits[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0).join(', ');
    }
    case 'extendedKeyUsage':
      return sequence(value, field, name).map((oid) => oidName(oidText(oid, field), EXTENDED_KEY_USAGES)).join(', ');
    case 'subjectKeyIdentifier':
      if (!isUniversal(value, TAG.OCTET_STRING)) throw new Error('not an OCTET STRING');
      return colonHex(value.content);
    case 'authorityKeyIdentifier': {
      const keyId = contextChild(value, 0);
      if (!keyId) throw new Error('no key identifier');
      return colonHex(keyId.content);
    }
    default:
      return colonHex(value.raw);
  }
}

/** A GeneralName (RFC 5280 §4.2.1.6) with OpenSSL's prefix. */
function generalName(node: DerNode, field: string): string {
  if (node.tagClass !== 'context') invalid(`${field}: malformed GeneralName`);
  const text = () => new TextDecoder().decode(node.content);
  switch (node.tagNumber) {
    case 1: return `email:${text()}`;
    case 2: return `DNS:${text()}`;
    case 6: return `URI:${text()}`;
    case 7: return `IP Address:${ipText(node.content)}`;
    case 4: return `DirName:${distinguishedName(node.children[0], field).text}`;
    case 8: return `Registered ID:${oidText({ ...node, tagClass: 'universal', tagNumber: TAG.OID }, field)}`;
    default: return `othername:<unsupported>`;
  }
}

function ipText(bytes: Uint8Array): string {
  if (bytes.length === 4) return [...bytes].join('.');
  if (bytes.length === 16) {
    const groups: string[] = [];
    for (let index = 0; index < 16; index += 2) groups.push(((bytes[index]! << 8) | bytes[index + 1]!).toString(16).toUpperCase());
    return groups.join(':');
  }
  return `<invalid length ${bytes.length}>`;
}

/** Uppercase hex pairs joined by colons, as OpenSSL prints fingerprints and key identifiers. */
export function colonHex(bytes: Uint8Array): string {
  return bytesToHex(bytes).toUpperCase().replace(/(..)(?!$)/g, '$1:');
}

/** SHA-1 and SHA-256 fingerprints of DER bytes, as `openssl x509 -fingerprint` prints them. */
export function fingerprints(der: Uint8Array): { sha1: string; sha256: string } {
  return { sha1: colonHex(sha1(der)), sha256: colonHex(sha256(der)) };
}
