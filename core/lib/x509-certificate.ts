/**
 * An X.509 certificate (RFC 5280 §4.1) taken apart into what people look for: names, dates,
 * key, extensions and fingerprints. Shared by x509-decode and the tests of x509-generate.
 */
import { invalid } from '../errors.ts';
import { contextChild, isUniversal, readDer, sequence, TAG, timeValue, unsignedBytes } from './der.ts';
import { bytesToHex } from './hex.ts';
import { algorithmName, describeExtensions, describePublicKey, distinguishedName, fingerprints, type ExtensionInfo, type NameAttribute, type PublicKeyInfo } from './x509-parts.ts';

export interface CertificateInfo {
  version: number;
  serialNumber: string;
  signatureAlgorithm: string;
  subject: string;
  subjectAttributes: NameAttribute[];
  issuer: string;
  issuerAttributes: NameAttribute[];
  notBefore: string;
  notAfter: string;
  selfIssued: boolean;
  sans: string[];
  publicKey: PublicKeyInfo;
  extensions: ExtensionInfo[];
  fingerprints: { sha1: string; sha256: string };
}

export function decodeCertificate(der: Uint8Array, field: string): CertificateInfo {
  const [tbs, signatureAlgorithm] = sequence(readDer(der, field), field, 'Certificate', 3);
  const parts = sequence(tbs, field, 'TBSCertificate', 6);
  const explicitVersion = contextChild(tbs!, 0);
  const rest = explicitVersion ? parts.slice(1) : parts;
  const [serial, , issuerNode, validity, subjectNode, spki] = rest;
  if (!isUniversal(serial, TAG.INTEGER)) invalid(`${field}: malformed TBSCertificate (expected the serial number)`);
  const versionNumber = explicitVersion ? Number(bytesToHex(unsignedBytes(explicitVersion.children[0], field)) || '0') + 1 : 1;
  const [notBefore, notAfter] = sequence(validity, field, 'Validity', 2);
  const issuer = distinguishedName(issuerNode, field);
  const subject = distinguishedName(subjectNode, field);
  const extensionsNode = contextChild(tbs!, 3)?.children[0];
  const { extensions, sans } = extensionsNode ? describeExtensions(extensionsNode, field) : { extensions: [], sans: [] };
  return {
    version: versionNumber,
    serialNumber: bytesToHex(unsignedBytes(serial, field)).toUpperCase(),
    signatureAlgorithm: algorithmName(signatureAlgorithm, field),
    subject: subject.text,
    subjectAttributes: subject.attributes,
    issuer: issuer.text,
    issuerAttributes: issuer.attributes,
    notBefore: timeValue(notBefore, field),
    notAfter: timeValue(notAfter, field),
    selfIssued: bytesToHex(issuerNode!.raw) === bytesToHex(subjectNode!.raw),
    sans,
    publicKey: describePublicKey(spki, field),
    extensions,
    fingerprints: fingerprints(der),
  };
}
