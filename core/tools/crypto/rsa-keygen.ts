import { Type } from '@sinclair/typebox';
import { bigIntToBytes } from '../../lib/big-endian.ts';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue gives bits and format):
 * - The primes come from ctx.random (core/lib/rsa-key-generation.ts, FIPS 186-5 A.1.3 / B.3.3),
 *   not from WebCrypto's generateKey, which cannot be pinned: so examples, drawing all-zero bytes,
 *   give one key every time. e is 65537, as openssl genpkey and WebCrypto use.
 * - 2048 bits by default, as openssl genpkey; ssh-keygen's own default is 3072.
 * - pem: unencrypted PKCS#8 and SPKI, as openssl genpkey and openssl pkey -pubout write them;
 *   jwk: the private and public JWK as JSON text (RFC 7518 §6.3), kid-less, as ec-keygen does;
 *   openssh: the unencrypted openssh-key-v1 file (its check integer: 4 more random bytes, as
 *   ssh-keygen draws it) and the authorized_keys line, both without a comment.
 * - The fingerprint is of the public key in every format: SHA256 as ssh-keygen -l prints it.
 */

const loadGeneration = lazy(() => import('../../lib/rsa-key-generation.ts'));
const loadKeyModel = lazy(() => import('../../lib/key-model.ts'));
const loadPem = lazy(() => import('../../lib/pem.ts'));
const loadWire = lazy(() => import('../../lib/ssh-wire.ts'));
const loadMaterial = lazy(() => import('../../lib/ssh-key-material.ts'));

/**
 * Examples draw all-zero random bytes, so p and q are the first primes (with gcd(e, p − 1) = 1) at
 * or after 0xC0·2^1016 + 1 and 0xE0·2^1016 + 1 (see rsa-key-generation.ts). Checked by hand:
 * openssl pkey -check -in private.pem prints "Key is valid"; openssl pkey -pubout prints this
 * public key; ssh-keygen -y -f id_rsa prints this line and ssh-keygen -l this fingerprint.
 */
const EXAMPLE_PEM = {
  title: 'RSA 2048 as PEM (the default)',
  input: {},
  output: {
    privateKey: '-----BEGIN PRIVATE KEY-----\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQCoAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAEcyAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAABOOxAgMBAAECggEAJHMTjOxzE4zscxOM7HMTjOxzE4zscxOM7HMTjOxzE4zs\ncxOM7HMTjOxzE4zscxOM7HMTjOxzE4zscxOM7HMTjOxzE4zscxOM7HMTjOxzE4zs\ncxOM7HMTjOxzE4zscxOM7HMTjOxzE4zscxOM7HMTjOxzE4zscxOM7HMTjOxzFIO3\nnMhjN5zIYzecyGM3nMhjN5zIYzecyGM3nMhjN5zIYzecyGM3nMhjN5zIYzecyGM3\nnMhjN5zIYzecyGM3nMhjN5zIYzecyGM3nMhjN5zIYzecyGM3nMhjN5zIYzecyGM3\nnMhjN5zIYzecyGM3nMhjN5zIYzecyGM3nMhjN53W0QKBgQDAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAEDQKBgQDgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAABNQKBgEqt9VIKrfVSCq31Ugqt9VIKrfVSCq31Ugqt9VIKrfVSCq31Ugqt\n9VIKrfVSCq31Ugqt9VIKrfVSCq31Ugqt9VIKrfVSCq31Ugqt9VIKrfVSCq31Ugqt\n9VIKrfVSCq31Ugqt9VIKrfVSCq31Ugqt9VIKrfVSCq31Ugqt9VIKrfblAoGBAJlh\n5p4ZYeaeGWHmnhlh5p4ZYeaeGWHmnhlh5p4ZYeaeGWHmnhlh5p4ZYeaeGWHmnhlh\n5p4ZYeaeGWHmnhlh5p4ZYeaeGWHmnhlh5p4ZYeaeGWHmnhlh5p4ZYeaeGWHmnhlh\n5p4ZYeaeGWHmnhlh5p4ZYeaeGWHmnhlh5p4ZYedxAoGBAJnHEaqmn/57/25/yW/r\nifhTvR9m68aYankn7W75CZ1jmwVaIgHMwKzIQMsYTCkcj2q1yAQrAZAglgw4RJUZ\nt+mk953c2zLSMw7TJY8uFbFIInsM7iTZTdF9Lo7xdZqMGfSJu7OmY15lQ2X5Rj16\nVw3gpTQ985c7WLZBRFh5oTDb\n-----END PRIVATE KEY-----\n',
    publicKey: '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAABHMgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAATj\nsQIDAQAB\n-----END PUBLIC KEY-----\n',
    bits: 2048,
    fingerprint: 'SHA256:63taO4b5mJtuDYXC2Om9mKy1AeJZg372pPWPKNpv2SE',
  },
};

const EXAMPLE_OPENSSH = {
  title: 'RSA 2048 for OpenSSH (the same key: id_rsa and its id_rsa.pub line)',
  input: { format: 'openssh' as const },
  output: {
    privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn\nNhAAAAAwEAAQAAAQEAqAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABHMgAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAATjsQAAA7gAAAAAAAAAAAAAAAdzc2gtcnNhAAABAQCoAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAEcyAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABOOxAAAAAwEAAQAAAQAkcxOM7HMTjOxzE4zs\ncxOM7HMTjOxzE4zscxOM7HMTjOxzE4zscxOM7HMTjOxzE4zscxOM7HMTjOxzE4zscxOM7H\nMTjOxzE4zscxOM7HMTjOxzE4zscxOM7HMTjOxzE4zscxOM7HMTjOxzE4zscxOM7HMTjOxz\nE4zscxOM7HMUg7ecyGM3nMhjN5zIYzecyGM3nMhjN5zIYzecyGM3nMhjN5zIYzecyGM3nM\nhjN5zIYzecyGM3nMhjN5zIYzecyGM3nMhjN5zIYzecyGM3nMhjN5zIYzecyGM3nMhjN5zI\nYzecyGM3nMhjN5zIYzecyGM3nMhjN5zIYzecyGM3ndbRAAAAgQCZxxGqpp/+e/9uf8lv64\nn4U70fZuvGmGp5J+1u+QmdY5sFWiIBzMCsyEDLGEwpHI9qtcgEKwGQIJYMOESVGbfppPed\n3Nsy0jMO0yWPLhWxSCJ7DO4k2U3RfS6O8XWajBn0ibuzpmNeZUNl+UY9elcN4KU0PfOXO1\ni2QURYeaEw2wAAAIEAwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABA0AAACBAOAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAE1AAAAAAEC\n-----END OPENSSH PRIVATE KEY-----\n',
    publicKey: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEcyAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABOOx',
    bits: 2048,
    fingerprint: 'SHA256:63taO4b5mJtuDYXC2Om9mKy1AeJZg372pPWPKNpv2SE',
  },
};

export default defineTool({
  id: 'rsa-keygen',
  name: 'RSA Key Generator',
  category: 'crypto',
  description: 'Generate an RSA key pair (2048, 3072 or 4096 bits, e = 65537) as PKCS#8/SPKI PEM, JWK or OpenSSH, with its SHA256 fingerprint.',
  keywords: ['rsa', 'rsa key', 'rsa keygen', 'openssl genrsa', 'openssl genpkey', 'ssh-keygen -t rsa', 'id_rsa', 'key pair', 'private key', 'public key', 'pkcs8', 'spki', 'jwk', 'pem', 'ssh-rsa'],
  mcp: true,
  deterministic: false,
  // the issue marks it [I]: a 4096-bit prime search takes seconds (bench/worst-case.ts).
  isolate: true,
  input: closedObject({
    bits: withDefault(Type.Union([Type.Literal(2048), Type.Literal(3072), Type.Literal(4096)], { description: 'Modulus size in bits (a number): 2048 (default), 3072 or 4096' }), 2048),
    format: withDefault(stringEnum(['pem', 'jwk', 'openssh'], { description: 'pem: PKCS#8 private and SPKI public key (default); jwk: JSON Web Keys; openssh: OpenSSH private key file and ssh-rsa line' }), 'pem'),
  }),
  output: closedObject({
    privateKey: Type.String({ description: 'The private key: PKCS#8 PEM, a JWK as JSON text, or an unencrypted OpenSSH key file' }),
    publicKey: Type.String({ description: 'The public key: SPKI PEM, a JWK as JSON text, or an ssh-rsa authorized_keys line' }),
    bits: Type.Integer({ description: 'Size of the modulus in bits' }),
    fingerprint: Type.String({ description: 'SHA256 fingerprint of the public key as ssh-keygen -l prints it' }),
  }),
  examples: [EXAMPLE_PEM, EXAMPLE_OPENSSH],
  async run({ bits, format }, ctx) {
    const [generation, keyModel, wire, material] = await Promise.all([loadGeneration(), loadKeyModel(), loadWire(), loadMaterial()]);
    const numbers = generation.generateRsaKey(bits, (size) => ctx.random(size));
    const parts = Object.fromEntries(Object.entries(numbers).map(([name, value]) => [name, bigIntToBytes(value)]));
    const key = { type: 'RSA' as const, parts: parts as Record<keyof typeof numbers, Uint8Array> };
    const ssh = material.rsaSshKey(keyModel.jwkOf(key, true));
    const common = { bits: keyModel.keyBits(key), fingerprint: wire.sshFingerprint(ssh.publicBlob, 'sha256') };
    if (format === 'jwk') return { privateKey: JSON.stringify(keyModel.jwkOf(key, true)), publicKey: JSON.stringify(keyModel.jwkOf(key, false)), ...common };
    if (format === 'openssh') {
      return { privateKey: wire.opensshPrivateKey(ssh.publicBlob, ssh.privateFields, '', ctx.random(4)), publicKey: wire.sshPublicLine(ssh.publicBlob, ''), ...common };
    }
    const { toPem } = await loadPem();
    return { privateKey: toPem('PRIVATE KEY', keyModel.pkcs8Der(key)), publicKey: toPem('PUBLIC KEY', keyModel.spkiDer(key)), ...common };
  },
});
