/** A PKCS#10 certification request (RFC 2986) taken apart, its self-signature checked. */
import { invalid } from '../errors.ts';
import { bitStringBytes, contextChild, isUniversal, oidText, readDer, sequence, TAG } from './der.ts';
import { ALL_OID_NAMES, oidName } from './oid-names.ts';
import { signatureValid } from './signature-check.ts';
import { algorithmName, describeExtensions, describePublicKey, distinguishedName, type ExtensionInfo, type NameAttribute, type PublicKeyInfo } from './x509-parts.ts';

const EXTENSION_REQUEST = '1.2.840.113549.1.9.14';

export interface RequestInfo {
  version: number;
  subject: string;
  subjectAttributes: NameAttribute[];
  sans: string[];
  publicKey: PublicKeyInfo;
  extensions: ExtensionInfo[];
  attributes: string[];
  signatureAlgorithm: string;
  signatureValid: boolean | null;
}

export async function decodeRequest(der: Uint8Array, field: string): Promise<RequestInfo> {
  const [info, signatureAlgorithm, signatureBits] = sequence(readDer(der, field), field, 'CertificationRequest', 3);
  const [version, subjectNode, spki] = sequence(info, field, 'CertificationRequestInfo', 3);
  if (!isUniversal(version, TAG.INTEGER) || version.content.length !== 1) invalid(`${field}: malformed CertificationRequestInfo (expected version 0)`);
  const subject = distinguishedName(subjectNode, field);
  const publicKey = describePublicKey(spki, field);
  const attributes: string[] = [];
  let extensions: ExtensionInfo[] = [];
  let sans: string[] = [];
  for (const attribute of contextChild(info!, 0)?.children ?? []) {
    const [type, values] = sequence(attribute, field, 'Attribute', 2);
    const oid = oidText(type, field);
    attributes.push(oidName(oid, ALL_OID_NAMES));
    if (oid === EXTENSION_REQUEST && isUniversal(values, TAG.SET) && values.children[0]) ({ extensions, sans } = describeExtensions(values.children[0], field));
  }
  const algorithm = algorithmName(signatureAlgorithm, field);
  return {
    version: version.content[0]! + 1,
    subject: subject.text,
    subjectAttributes: subject.attributes,
    sans,
    publicKey,
    extensions,
    attributes,
    signatureAlgorithm: algorithm,
    signatureValid: await signatureValid(spki!.raw, publicKey, algorithm, bitStringBytes(signatureBits, field), info!.raw),
  };
}
