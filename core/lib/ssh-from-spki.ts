/**
 * A SubjectPublicKeyInfo (PEM "PUBLIC KEY") as an SSH public key blob, for the key types both
 * worlds share: RSA, ECDSA on P-256/384/521 and Ed25519 (what ssh-keygen -i -m PKCS8 imports).
 */
import { invalid } from '../errors.ts';
import { concatBytes } from './concat-bytes.ts';
import { bitStringBytes, isUniversal, oidText, readDer, sequence, TAG, unsignedBytes } from './der.ts';
import { sshMpint, sshString } from './ssh-wire.ts';

const SSH_CURVES: Record<string, string> = { '1.2.840.10045.3.1.7': 'nistp256', '1.3.132.0.34': 'nistp384', '1.3.132.0.35': 'nistp521' };

export function sshBlobFromSpki(spki: Uint8Array, field: string): Uint8Array {
  const [algorithmIdentifier, keyBits] = sequence(readDer(spki, field), field, 'SubjectPublicKeyInfo', 2);
  const [algorithm, parameters] = sequence(algorithmIdentifier, field, 'AlgorithmIdentifier', 1);
  const oid = oidText(algorithm, field);
  const key = bitStringBytes(keyBits, field);
  if (oid === '1.2.840.113549.1.1.1') {
    const [modulus, exponent] = sequence(readDer(key, field), field, 'RSAPublicKey', 2);
    return concatBytes([sshString('ssh-rsa'), sshMpint(unsignedBytes(exponent, field)), sshMpint(unsignedBytes(modulus, field))]);
  }
  if (oid === '1.3.101.112') {
    if (key.length !== 32) invalid(`${field}: an Ed25519 public key is 32 bytes, not ${key.length}`);
    return concatBytes([sshString('ssh-ed25519'), sshString(key)]);
  }
  if (oid === '1.2.840.10045.2.1') {
    const curve = isUniversal(parameters, TAG.OID) ? SSH_CURVES[oidText(parameters, field)] : undefined;
    if (!curve) invalid(`${field}: SSH has ECDSA keys on P-256, P-384 and P-521 only`);
    return concatBytes([sshString(`ecdsa-sha2-${curve}`), sshString(curve), sshString(key)]);
  }
  invalid(`${field}: SSH has no key type for algorithm ${oid}`);
}
