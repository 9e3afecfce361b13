/**
 * Key pairs in OpenSSH's encodings: the public blob and the private fields of the
 * openssh-key-v1 file for Ed25519 (RFC 8709), ECDSA P-256 (RFC 5656) and RSA (RFC 4253).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { p256 } from '@noble/curves/nist.js';
import { invalid } from '../errors.ts';
import { decodeBase64 } from './base64.ts';
import { concatBytes } from './concat-bytes.ts';
import { sshMpint, sshString } from './ssh-wire.ts';

export interface SshKeyMaterial {
  publicBlob: Uint8Array;
  privateFields: Uint8Array;
}

export function ed25519SshKey(seed: Uint8Array): SshKeyMaterial {
  const publicKey = ed25519.getPublicKey(seed);
  return {
    publicBlob: concatBytes([sshString('ssh-ed25519'), sshString(publicKey)]),
    privateFields: concatBytes([sshString(publicKey), sshString(concatBytes([seed, publicKey]))]),
  };
}

/** A P-256 key whose scalar is `secret` (32 bytes, already in [1, n-1]). */
export function ecdsaP256SshKey(secret: Uint8Array): SshKeyMaterial {
  const point = p256.getPublicKey(secret, false);
  return {
    publicBlob: concatBytes([sshString('ecdsa-sha2-nistp256'), sshString('nistp256'), sshString(point)]),
    privateFields: concatBytes([sshString('nistp256'), sshString(point), sshMpint(secret)]),
  };
}

/** An RSA key from its JWK export (n, e, d, p, q, qi in Base64url). */
export function rsaSshKey(jwk: JsonWebKey): SshKeyMaterial {
  const part = (name: 'n' | 'e' | 'd' | 'p' | 'q' | 'qi'): Uint8Array => {
    const decoded = decodeBase64(jwk[name] ?? '');
    if (!decoded.ok || decoded.bytes.length === 0) invalid(`key: the RSA key lacks its "${name}" component`);
    return decoded.bytes;
  };
  const [n, e] = [part('n'), part('e')];
  return {
    publicBlob: concatBytes([sshString('ssh-rsa'), sshMpint(e), sshMpint(n)]),
    privateFields: concatBytes([sshMpint(n), sshMpint(e), sshMpint(part('d')), sshMpint(part('qi')), sshMpint(part('p')), sshMpint(part('q'))]),
  };
}
